/**
 * Holds the server to the contract's endpoint map (#26). Every route registered under
 * /api must be declared in contract/endpoints/ with the same method and full path, and
 * must pass that endpoint's own `schema` object (so the schemas Fastify validates and
 * serialises with are the ones the web client's types come from). Routes outside /api
 * (the web app, static files) and the HEAD twins Fastify adds to GET routes are not API.
 * Start-up (app.ts) refuses any disagreement: every route is on the map since #26.
 */
import type { RouteOptions } from 'fastify';
import { endpointKey, type AnyEndpoint } from '../../contract/endpoint';

/** The check of each built app, for the endpoint-map test. */
export const endpointChecks = new WeakMap<object, EndpointCheck>();

export interface EndpointCheck {
  onRoute(route: RouteOptions): void;
  /** Every problem seen so far, one line each: undeclared routes, other schemas, endpoints no route serves. */
  problems(): string[];
}

export function createEndpointCheck(endpoints: readonly AnyEndpoint[]): EndpointCheck {
  const byKey = new Map(endpoints.map((e) => [endpointKey(e), e]));
  const served = new Set<string>();
  const issues: string[] = [];
  return {
    onRoute(route) {
      const url = route.url;
      if (typeof url !== 'string' || !url.startsWith('/api/')) return;
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        const key = `${method} ${url}`;
        const endpoint = byKey.get(key);
        if (!endpoint) {
          issues.push(`${key}: not declared in contract/endpoints/`);
          continue;
        }
        served.add(key);
        const declaresSchema = Object.keys(endpoint.schema).length > 0;
        if (declaresSchema ? route.schema !== endpoint.schema : route.schema !== undefined && Object.keys(route.schema).length > 0) {
          issues.push(`${key}: the route must pass its endpoint's own schema (schema: <area>Api.<name>.schema)`);
        }
      }
    },
    problems() {
      const unserved = [...byKey.keys()].filter((k) => !served.has(k)).map((k) => `${k}: declared but no route serves it`);
      return [...issues, ...unserved];
    },
  };
}
