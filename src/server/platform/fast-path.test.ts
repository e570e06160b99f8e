import type http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/create-test-app';
import { fastPathServerFactory, type FastPath } from './fast-path';

/** A response's status, body and headers, without the ones that change per response. */
async function answer(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  const headers = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));
  return { status: res.status, body: await res.text(), headers };
}

describe('the fast path in front of Fastify', () => {
  const fastPath: FastPath = { closing: false };
  const toFastify: string[] = [];
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const handler = (req: IncomingMessage, res: ServerResponse) => {
      toFastify.push(`${req.method} ${req.url}`);
      res.end('fastify');
    };
    server = fastPathServerFactory(fastPath)(handler, { keepAliveTimeout: 5000 } as FastifyServerOptions);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('hands every request to Fastify until the health route has made its body', async () => {
    expect((await answer(`${base}/api/health`)).body).toBe('fastify');
    expect(toFastify).toEqual(['GET /api/health']);
  });

  it('answers only a plain GET /api/health itself; a query, another method or path goes to Fastify', async () => {
    toFastify.length = 0;
    fastPath.health = () => '{"status":"ok"}';
    const fast = await answer(`${base}/api/health`);
    expect(fast.status).toBe(200);
    expect(fast.body).toBe('{"status":"ok"}');
    expect(fast.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(fast.headers['content-length']).toBe('15');
    expect(fast.headers['x-content-type-options']).toBe('nosniff');
    expect(toFastify).toEqual([]);
    for (const [url, method] of [
      ['/api/health?full=1', 'GET'],
      ['/api/health', 'HEAD'],
      ['/api/health', 'POST'],
      ['/api/health/', 'GET'],
      ['/api/healthz', 'GET'],
    ] as const) {
      await fetch(`${base}${url}`, { method });
    }
    expect(toFastify).toEqual(['GET /api/health?full=1', 'HEAD /api/health', 'POST /api/health', 'GET /api/health/', 'GET /api/healthz']);
  });

  it('hands health checks back to Fastify once the app is closing (it answers 503 while it drains)', async () => {
    toFastify.length = 0;
    fastPath.closing = true;
    expect((await answer(`${base}/api/health`)).body).toBe('fastify');
    expect(toFastify).toEqual(['GET /api/health']);
  });

  it('answers a plain GET /api/auth/user only when the session check gives a body; everything else goes to Fastify', async () => {
    fastPath.closing = false;
    toFastify.length = 0;
    const asked: (string | undefined)[] = [];
    fastPath.authUser = (req) => {
      asked.push(req.headers.cookie);
      return req.headers.cookie === 'mnemo_sid=cached' ? '{"id":"ü"}' : undefined;
    };
    const fast = await answer(`${base}/api/auth/user`, { headers: { cookie: 'mnemo_sid=cached' } });
    expect(fast.status).toBe(200);
    expect(fast.body).toBe('{"id":"ü"}');
    expect(fast.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(fast.headers['content-length']).toBe('11'); // bytes, not characters
    expect(fast.headers['cache-control']).toBe('no-store');
    expect(fast.headers['x-content-type-options']).toBe('nosniff');
    expect(toFastify).toEqual([]);
    // Not cached (or no cookie): Fastify answers.
    expect((await answer(`${base}/api/auth/user`, { headers: { cookie: 'mnemo_sid=other' } })).body).toBe('fastify');
    expect((await answer(`${base}/api/auth/user`)).body).toBe('fastify');
    asked.length = 0;
    for (const [url, method] of [
      ['/api/auth/user?x=1', 'GET'],
      ['/api/auth/user', 'HEAD'],
      ['/api/auth/user/', 'GET'],
      ['/api/auth/me', 'GET'],
    ] as const) {
      await fetch(`${base}${url}`, { method, headers: { cookie: 'mnemo_sid=cached' } });
    }
    expect(asked).toEqual([]);
    fastPath.closing = true;
    expect((await answer(`${base}/api/auth/user`, { headers: { cookie: 'mnemo_sid=cached' } })).body).toBe('fastify');
    expect(toFastify).toEqual([
      'GET /api/auth/user',
      'GET /api/auth/user',
      'GET /api/auth/user?x=1',
      'HEAD /api/auth/user',
      'GET /api/auth/user/',
      'GET /api/auth/me',
      'GET /api/auth/user',
    ]);
  });

  it("keeps Fastify's server settings", () => {
    expect(server.keepAliveTimeout).toBe(5000);
  });
});

describe('GET /api/health on the real app', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('answers the fast path with the same status, body and headers as the health route', async () => {
    // A query string takes the route through Fastify; the plain address takes the fast path.
    const [routed, fast] = [await answer(`${base}/api/health?via=fastify`), await answer(`${base}/api/health`)];
    const uptimeless = (body: string) => ({ ...(JSON.parse(body) as object), uptimeSeconds: 0 });
    expect(fast.status).toBe(200);
    expect(uptimeless(fast.body)).toEqual(uptimeless(routed.body));
    expect(fast.headers).toEqual({ ...routed.headers, 'content-length': fast.headers['content-length'] });
    expect(Number(fast.headers['content-length'])).toBe(Buffer.byteLength(fast.body));
  });
});
