/**
 * The server and the contract's endpoint map agree (#26): every route under /api is
 * declared in contract/endpoints/ with its method and full path, passes that endpoint's
 * own schema object, and every declared endpoint is served. (The app also refuses to
 * start on a disagreement: platform/endpoint-check.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../src/contract/endpoint';
import { ENDPOINTS } from '../../src/contract/endpoints';
import { createEndpointCheck, endpointChecks } from '../../src/server/platform/endpoint-check';
import { createTestApp, type TestApp } from '../support/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('endpoint map', () => {
  it('every /api route is declared with its schemas, and every declared endpoint is served', () => {
    const check = endpointChecks.get(t.app);
    expect(check).toBeDefined();
    expect(check!.problems()).toEqual([]);
  });

  it('declares each endpoint once', () => {
    const keys = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('names an undeclared route, a route with other schemas, and an endpoint nobody serves', () => {
    const declared = defineEndpoint({ method: 'POST', path: '/api/x', body: z.object({ a: z.string() }) });
    const unserved = defineEndpoint({ method: 'GET', path: '/api/y' });
    const check = createEndpointCheck([declared, unserved]);
    check.onRoute({ method: 'POST', url: '/api/x', schema: { body: z.object({ a: z.string() }) }, handler: () => undefined });
    check.onRoute({ method: 'GET', url: '/api/z', handler: () => undefined });
    check.onRoute({ method: 'HEAD', url: '/api/z', handler: () => undefined });
    check.onRoute({ method: 'GET', url: '/assets/app.js', handler: () => undefined });
    expect(check.problems()).toEqual([
      "POST /api/x: the route must pass its endpoint's own schema (schema: <area>Api.<name>.schema)",
      'GET /api/z: not declared in contract/endpoints/',
      'GET /api/y: declared but no route serves it',
    ]);
  });
});
