/**
 * Redis as the shared store (REDIS_URL) when Redis is unreachable or goes down:
 * an instance does not start without it; while it is down, sign-in is refused (503,
 * fails closed), route limits let requests through (fail open), /api/health says so,
 * and nothing else breaks; once it is back, everything counts again and pub/sub
 * subscribers are told they may have missed messages (session caches clear).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../tests/support/create-test-app';
import { signUpUser, TEST_ORIGIN, TEST_PASSWORD, uniqueEmail } from '../../../tests/support/auth';
import { freePort } from '../../../tests/support/free-port';
import { startRedis, type RunningRedis } from '../../../tests/support/redis';
import { openTestDatabase } from '../../../tests/support/test-db';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createRedisPubSub } from './pubsub';
import { connectRedis, redactRedisUrl } from './redis';

describe('connectRedis', () => {
  it('refuses to start without the server, naming REDIS_URL but not its password', async () => {
    const url = `redis://:s3cret-pw@127.0.0.1:${await freePort()}`;
    const err = await connectRedis({ url }).catch((e: unknown) => e as Error);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/^Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+ \(REDIS_URL\) is unreachable: ECONNREFUSED$/);
    expect((err as Error).message).not.toContain('s3cret');
  });

  it('logs a lost connection once however many reconnect attempts fail, its return once, and nothing on close', async () => {
    const server = await startRedis();
    const lines: string[] = [];
    const log = { warn: (_o: object, msg: string) => lines.push(msg), info: (_o: object, msg: string) => lines.push(msg) };
    const connection = await connectRedis({ url: server.url, log, retryBaseMs: 10 });
    try {
      expect(connection.status()).toBe('up');
      await server.down();
      await vi.waitFor(() => expect(connection.status()).toBe('down'));
      // Several attempts fail while it is down (10 ms, 20 ms, 40 ms …).
      await new Promise((r) => setTimeout(r, 300));
      await server.restart();
      await vi.waitFor(() => expect(connection.status()).toBe('up'), { timeout: 15_000 });
      await connection.close();
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^Redis connection (lost|closed); reconnecting$/);
      expect(lines[1]).toBe('Redis connection is back');
    } finally {
      await connection.close();
      await server.stop();
    }
  });

  it('redacts only the password of a URL', () => {
    expect(redactRedisUrl('rediss://app:pw@cache.example.com:6380/1')).toBe('rediss://app:***@cache.example.com:6380/1');
    expect(redactRedisUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
  });

  it('an app configured with an unreachable REDIS_URL does not build', async () => {
    const database = await openTestDatabase();
    try {
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
      await expect(buildApp({ config, database })).rejects.toThrow(/REDIS_URL\) is unreachable/);
    } finally {
      await database.close();
    }
  });
});

describe('pub/sub through Redis while it restarts', () => {
  it('rejects publishing and new subscriptions while down; once back, resubscribes, then tells onReconnect', async () => {
    const server = await startRedis();
    const connection = await connectRedis({ url: server.url, retryBaseMs: 20 });
    const pubsub = createRedisPubSub({ redis: connection });
    try {
      const got = vi.fn();
      const order: string[] = [];
      pubsub.onReconnect(() => order.push('reconnected'));
      await pubsub.subscribe('test_restart', (m) => {
        got(m);
        order.push(`message ${String(m)}`);
      });
      await pubsub.publish('test_restart', 'before');
      await vi.waitFor(() => expect(got).toHaveBeenCalledWith('before'));

      await server.down();
      await expect(pubsub.publish('test_restart', 'lost')).rejects.toThrow();
      await expect(pubsub.subscribe('test_new', () => {})).rejects.toThrow();
      await server.restart();

      await vi.waitFor(() => expect(order).toContain('reconnected'), { timeout: 15_000 });
      await vi.waitFor(() => expect(connection.status()).toBe('up'), { timeout: 15_000 });
      await pubsub.publish('test_restart', 'after');
      await vi.waitFor(() => expect(got).toHaveBeenCalledWith('after'));
      expect(got).not.toHaveBeenCalledWith('lost');
      expect(order).toEqual(['message before', 'reconnected', 'message after']);
    } finally {
      await pubsub.close();
      await connection.close();
      await server.stop();
    }
  });
});

describe('two instances on REDIS_URL while Redis is down', () => {
  let database: Database;
  let redis: RunningRedis;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    redis = await startRedis();
    a = await createTestApp({ database, env: { REDIS_URL: redis.url } });
    b = await createTestApp({ database, env: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
    await database?.close();
  });

  const health = async (t: TestApp) => json<{ status: string; redis?: string }>(await t.app.inject({ url: '/api/health' }));
  const login = (t: TestApp, email: string, password = TEST_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: '192.0.2.10' });
  const me = (t: TestApp, cookie: string) => t.app.inject({ url: '/api/auth/user', headers: { cookie } });

  it('refuses sign-in (503), lets limited routes through, keeps sessions; once back, B drops what it may have missed', async () => {
    const { cookie, user } = await signUpUser(a.app);
    expect(await health(a)).toMatchObject({ status: 'ok', redis: 'up' });
    expect((await me(b, cookie)).statusCode).toBe(200); // B caches the session

    await redis.down();
    // Health stays 200 (the proxy must not drop every instance at once) and says so.
    await vi.waitFor(async () => expect(await health(a)).toMatchObject({ status: 'ok', redis: 'down' }));

    // Sign-in fails closed: attempts nobody counts are not allowed, right or wrong.
    for (const password of [TEST_PASSWORD, 'wrong password']) {
      const res = await login(a, user.email, password);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(json(res)).toMatchObject({ code: 'sign_in_unavailable', message: expect.stringMatching(/try again shortly/) });
    }
    // A limited route fails open: counting is down, the waitlist is not.
    const sub = await a.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email: uniqueEmail('wait') }, remoteAddress: '192.0.2.11' });
    expect(sub.statusCode).toBe(200);
    // Sessions live in the database: signed-in requests still work, and so does logging out,
    // though B cannot hear of it now.
    expect((await me(a, cookie)).statusCode).toBe(200);
    const out = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin: TEST_ORIGIN } });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me(a, cookie)).statusCode).toBe(401);

    await redis.restart();
    await vi.waitFor(async () => expect(await health(b)).toMatchObject({ redis: 'up' }), { timeout: 15_000 });
    // B's listener came back and cleared its session cache: the logout it missed counts.
    await vi.waitFor(async () => expect((await me(b, cookie)).statusCode).toBe(401), { timeout: 15_000 });
    await vi.waitFor(async () => expect((await login(b, user.email)).statusCode).toBe(200), { timeout: 15_000 });
  });
});
