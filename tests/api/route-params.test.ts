/**
 * Every `:param` of a route's path is in its params schema (#25, defect 10). A zod object
 * drops the keys it does not name, so a schema that forgets one (`{ id }` under
 * `/worlds/shared/:token/…`) hands the handler `undefined`: the shared places and
 * thumbnails answered 404 to everyone. The routes come from the app itself (an onRoute
 * hook on the instance buildApp() creates), so a new route is checked without editing this.
 */
import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../support/create-test-app';

interface SeenRoute {
  method: string;
  url: string;
  /** The options every onRoute hook receives (the same object), read once the app is ready. */
  route: RouteOptions;
}
const seen = vi.hoisted(() => ({ routes: [] as SeenRoute[] }));

vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof FastifyModule>();
  const original = mod.default;
  const wrapped = ((opts?: Record<string, unknown>) => {
    const app = (original as unknown as (o?: Record<string, unknown>) => ReturnType<typeof original>)(opts);
    // Runs before the hooks of inner scopes (one may complete the schema), so the options
    // are kept and their schema read after app.ready().
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of ([] as unknown[]).concat(route.method)) seen.routes.push({ method: String(method), url: route.url, route });
    });
    return app;
  }) as unknown as typeof original;
  return { ...mod, default: wrapped, fastify: wrapped };
});

/** The names of `:param`s in a Fastify path (`:id`, `:id(^\\d+$)`, `:a-:b`). */
const pathParams = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

describe('route params', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sees the routes (and the shared-link ones among them)', () => {
    expect(seen.routes.length).toBeGreaterThan(100);
    expect(seen.routes.some((r) => r.url === '/api/worlds/shared/:token/places/:id')).toBe(true);
  });

  it('every :param of a route with a params schema is in that schema', () => {
    const missing: string[] = [];
    for (const r of seen.routes) {
      const schema = (r.route.schema as { params?: z.ZodType } | undefined)?.params;
      if (schema === undefined) continue;
      const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : null;
      if (!keys) {
        missing.push(`${r.method} ${r.url}: the params schema is not a zod object`);
        continue;
      }
      for (const p of pathParams(r.url)) if (!keys.includes(p)) missing.push(`${r.method} ${r.url}: no "${p}" in its params schema`);
    }
    expect(missing).toEqual([]);
  });
});
