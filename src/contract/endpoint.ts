/**
 * The typed endpoint map (#26): every API route is declared once, here in contract/, with
 * its method, full path, params, query, body and response schemas. The server registers
 * each route with `schema: endpoint.schema` (and refuses to start when a route under /api
 * is not declared, or declares other schemas: platform/endpoint-check.ts); the web calls
 * it through one typed client (web/lib/api.ts), so a response type is never picked by hand.
 *
 * Routes whose answer is not a JSON document say so with `responseKind` (a file, a stream
 * of server-sent events, a websocket, a redirect); the web reaches those through
 * `endpointUrl()` or `callRaw()`.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route answers when it is not one JSON document. */
export type ResponseKind = 'json' | 'empty' | 'file' | 'text' | 'events' | 'websocket' | 'redirect';

/** How the body is sent: a JSON document (default), a multipart form, or bytes the route reads itself. */
export type BodyKind = 'json' | 'multipart' | 'raw';

type Schema = z.ZodType;

export interface EndpointDef {
  method: HttpMethod;
  /** The full path as the browser sees it, with `:name` placeholders for params. */
  path: `/api/${string}`;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  bodyKind?: BodyKind;
  /** Status → schema of the JSON answer. */
  response?: { readonly [status: number]: Schema };
  responseKind?: ResponseKind;
}

type Defined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };
type Part<D, K extends string> = D extends { [P in K]: infer S } ? S : undefined;

/** The Fastify `schema` of an endpoint: what the zod type provider infers the handler's types from. */
export type RouteSchemaOf<D> = Defined<{
  params: Part<D, 'params'>;
  querystring: Part<D, 'query'>;
  body: Part<D, 'body'>;
  response: Part<D, 'response'>;
}>;

export type Endpoint<D extends EndpointDef = EndpointDef> = D & {
  /** Pass as the route's `schema` (the server checks it is this very object). */
  readonly schema: RouteSchemaOf<D>;
};

export type AnyEndpoint = Endpoint<EndpointDef>;

/**
 * Declares one route. The `schema` property is built once, so its identity can be checked.
 * (Not frozen: Fastify marks a schema object it has normalised.)
 */
export function defineEndpoint<const D extends EndpointDef>(def: D): Endpoint<D> {
  const schema: Record<string, unknown> = {};
  if (def.params) schema.params = def.params;
  if (def.query) schema.querystring = def.query;
  if (def.body && (def.bodyKind ?? 'json') === 'json') schema.body = def.body;
  if (def.response) schema.response = def.response;
  return { ...def, schema: schema as RouteSchemaOf<D> };
}

/** `METHOD /api/path` — the key the server and the tests use. */
export const endpointKey = (e: Pick<EndpointDef, 'method' | 'path'>): string => `${e.method} ${e.path}`;

/* ---------- the types the web client reads off an endpoint ---------- */

type SuccessStatus = 200 | 201 | 202 | 204;

export type ParamsOf<E> = E extends { params: infer S extends Schema } ? z.input<S> : never;
export type QueryOf<E> = E extends { query: infer S extends Schema } ? z.input<S> : never;
export type BodyOf<E> = E extends { body: infer S extends Schema }
  ? E extends { bodyKind: 'multipart' }
    ? FormData
    : z.input<S>
  : E extends { bodyKind: 'multipart' }
    ? FormData
    : E extends { bodyKind: 'raw' }
      ? BodyInit
      : never;
/** The JSON answer of a successful call (the output of the route's success schema). */
export type ResponseOf<E> = E extends { response: infer R }
  ? { [S in keyof R & SuccessStatus]: R[S] extends Schema ? z.output<R[S]> : never }[keyof R & SuccessStatus]
  : void;
