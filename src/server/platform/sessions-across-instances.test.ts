/**
 * Two server instances on one database (issue 10): a sign-out, password change or
 * account deletion on one instance ends the session on the other at once, though the
 * other had the session cached. On PostgreSQL the instances share nothing but the
 * server, as in production; on PGlite they share the embedded database. Once with the
 * database's pub/sub, once with Redis's (REDIS_URL).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/create-test-app';
import { signUpUser, TEST_ORIGIN, TEST_PASSWORD } from '../../../tests/support/auth';
import { startRedis, type RunningRedis } from '../../../tests/support/redis';
import { openTestDatabase, testDbKind } from '../../../tests/support/test-db';
import type { Database } from '../db/client';
import type { PubSub } from './pubsub';

/** A pub/sub that carries nothing: how instances behaved before invalidations were shared. */
const deaf: PubSub = {
  publish: async () => {},
  subscribe: async () => async () => {},
  onReconnect: () => {},
  close: async () => {},
};

describe.each([testDbKind(), 'redis'] as const)(`sessions across two instances (${testDbKind()}), pub/sub on %s`, (backend) => {
  let database: Database;
  let redis: RunningRedis | undefined;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    // With REDIS_URL, the apps pick Redis for pub/sub themselves, as in production.
    redis = backend === 'redis' ? await startRedis() : undefined;
    const env = redis ? { REDIS_URL: redis.url } : undefined;
    a = await createTestApp({ database, env });
    b = await createTestApp({ database, env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
    await database?.close();
  });

  const me = (t: TestApp, cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  const post = (t: TestApp, url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, origin: TEST_ORIGIN }, payload });

  it('logging out on A ends the session on B, which had it cached', async () => {
    const { cookie } = await signUpUser(a.app);
    expect((await me(b, cookie)).statusCode).toBe(200); // B caches it now
    expect((await post(a, '/api/auth/logout', cookie)).statusCode).toBeLessThan(300);
    await vi.waitFor(async () => expect((await me(b, cookie)).statusCode).toBe(401));
  });

  it('a password change on B ends the other sessions on A, keeps the one that changed it', async () => {
    const { cookie: first, user } = await signUpUser(b.app);
    const login = await b.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    const second = String(login.headers['set-cookie']).split(';')[0]!;
    expect((await me(a, first)).statusCode).toBe(200);
    expect((await me(a, second)).statusCode).toBe(200);
    const changed = await post(b, '/api/auth/password', second, { currentPassword: TEST_PASSWORD, newPassword: 'another secret 123' });
    expect(changed.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await me(a, first)).statusCode).toBe(401));
    expect((await me(a, second)).statusCode).toBe(200);
  });

  it('deleting the account on A ends its session on B', async () => {
    const { cookie, user } = await signUpUser(a.app);
    expect((await me(b, cookie)).statusCode).toBe(200);
    const del = await a.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { confirmEmail: user.email, password: TEST_PASSWORD },
    });
    expect(del.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await me(b, cookie)).statusCode).toBe(401));
  });

  it('over HTTP, where B answers a cached session in front of Fastify (ADR 059): a sign-out or password change on A ends it on B', async () => {
    // Closed with the app (afterAll).
    const base = await b.app.listen({ port: 0, host: '127.0.0.1' });
    const check = async (cookie: string) => (await fetch(`${base}/api/auth/user`, { headers: { cookie } })).status;
    const { cookie: first, user } = await signUpUser(a.app);
    const login = await a.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
    const second = String(login.headers['set-cookie']).split(';')[0]!;
    expect(await check(first)).toBe(200); // B caches both now
    expect(await check(second)).toBe(200);
    const changed = await post(a, '/api/auth/password', second, { currentPassword: TEST_PASSWORD, newPassword: 'another secret 123' });
    expect(changed.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await check(first)).toBe(401));
    expect(await check(second)).toBe(200);
    expect((await post(a, '/api/auth/logout', second)).statusCode).toBeLessThan(300);
    await vi.waitFor(async () => expect(await check(second)).toBe(401));
  });

  it('without a shared channel, B would keep serving the revoked session from its cache (the defect)', async () => {
    const c = await createTestApp({ database, overrides: { pubsub: deaf } });
    const d = await createTestApp({ database, overrides: { pubsub: deaf } });
    try {
      const { cookie } = await signUpUser(c.app);
      expect((await me(d, cookie)).statusCode).toBe(200);
      await post(c, '/api/auth/logout', cookie);
      expect((await me(c, cookie)).statusCode).toBe(401);
      expect((await me(d, cookie)).statusCode).toBe(200);
    } finally {
      await c.close();
      await d.close();
    }
  });
});
