/**
 * Two server instances on one database (issue 10): failed sign-ins and rate-limited
 * requests split across both are counted together, so two instances do not give an
 * attacker twice the attempts. Once per shared store:
 * - the database: on PostgreSQL the apps use the store they pick themselves, as in
 *   production; on PGlite, where one process is the rule and the default is in memory,
 *   they are given the database store explicitly;
 * - Redis: both apps run with REDIS_URL (a throwaway redis-server) and pick it themselves.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/create-test-app';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../../../tests/support/auth';
import { startRedis, type RunningRedis } from '../../../tests/support/redis';
import { openTestDatabase, testDbKind } from '../../../tests/support/test-db';
import type { Database } from '../db/client';
import { createDatabaseLimits, createMemoryLimits, type Limits } from './limits';

// A clock that does not move: no window can end in the middle of a test.
const now = Date.parse('2031-03-01T12:00:00.000Z');
const clock = () => now;

const login = (t: TestApp, email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
const subscribe = (t: TestApp, email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email }, remoteAddress: ip });

/** Ten failures for one email, alternating instances, each from another address. */
async function failTenTimes(x: TestApp, y: TestApp, email: string, net: string) {
  for (let i = 0; i < 10; i++) {
    expect((await login(i % 2 ? y : x, email, 'wrong-password', `${net}.${i + 1}`)).statusCode).toBe(401);
  }
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe.each([testDbKind(), 'redis'] as const)(`limits across two instances (${testDbKind()}), counted in %s`, (store) => {
  let redis: RunningRedis | undefined;
  let a: TestApp;
  let b: TestApp;
  const shared = (): Limits | undefined => (store === 'pglite' ? createDatabaseLimits(database.db, { now: clock }) : undefined);

  beforeAll(async () => {
    redis = store === 'redis' ? await startRedis() : undefined;
    const env = redis ? { REDIS_URL: redis.url } : undefined;
    a = await createTestApp({ database, env, limits: { subscribePerMinute: 10 }, overrides: { clock, limitStore: shared() } });
    b = await createTestApp({ database, env, limits: { subscribePerMinute: 10 }, overrides: { clock, limitStore: shared() } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('counts failed sign-ins for one email on both instances: the 11th is refused on either', async () => {
    const email = uniqueEmail('split');
    await signUp(a.app, { email });
    await failTenTimes(a, b, email, '10.1.0');
    expect((await login(a, email, TEST_PASSWORD, '10.1.1.1')).statusCode).toBe(429);
    expect((await login(b, email, TEST_PASSWORD, '10.1.1.2')).statusCode).toBe(429);
  });

  it('counts failed sign-ins from one address on both instances, whatever the emails', async () => {
    const email = uniqueEmail('victim');
    await signUp(b.app, { email });
    const ip = '203.0.113.70';
    for (let i = 0; i < 10; i++) {
      expect((await login(i % 2 ? b : a, uniqueEmail('guess'), 'guess', ip)).statusCode).toBe(401);
    }
    expect((await login(a, email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(b, email, TEST_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(b, email, TEST_PASSWORD, '198.51.100.70')).statusCode).toBe(200);
  });

  it('shares a route limit (POST /api/subscribe, 10 a minute): the 11th request is refused on either', async () => {
    const ip = '203.0.113.80';
    for (let i = 0; i < 10; i++) {
      expect((await subscribe(i % 2 ? b : a, uniqueEmail('sub'), ip)).statusCode).toBe(200);
    }
    expect((await subscribe(a, uniqueEmail('sub'), ip)).statusCode).toBe(429);
    expect((await subscribe(b, uniqueEmail('sub'), ip)).statusCode).toBe(429);
    expect((await subscribe(b, uniqueEmail('sub'), '203.0.113.81')).statusCode).toBe(200);
    if (redis) {
      // Counted in Redis, not in the database.
      const client = new Redis(redis.url);
      try {
        expect(await client.hget('mnemo:limits:hit:rl:POST /api/subscribe|203.0.113.80', 'count')).toBe('12');
      } finally {
        client.disconnect();
      }
    }
  });
});

describe(`limits across two instances (${testDbKind()})`, () => {
  it('counts nothing for requests without a limit (health, session checks): no query added to the hot path', async () => {
    const calls: string[] = [];
    const inner = createMemoryLimits({ now: clock });
    const spy: Limits = {
      hit: (key, rule) => (calls.push(`hit ${key}`), inner.hit(key, rule)),
      recordFailure: (keys, w) => (calls.push('recordFailure'), inner.recordFailure(keys, w)),
      blockedForMs: (keys, rule) => (calls.push('blockedForMs'), inner.blockedForMs(keys, rule)),
      clear: (key) => (calls.push('clear'), inner.clear(key)),
      sweep: () => inner.sweep(),
    };
    const e = await createTestApp({ database, overrides: { clock, limitStore: spy } });
    try {
      const cookie = await signUp(e.app);
      calls.length = 0;
      expect((await e.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await e.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
      expect((await e.app.inject({ url: '/api/business-os/sessions', headers: { cookie } })).statusCode).toBe(200);
      expect(calls).toEqual([]);
      await subscribe(e, uniqueEmail('sub'), '203.0.113.99');
      expect(calls).toEqual(['hit rl:POST /api/subscribe|203.0.113.99']);
    } finally {
      await e.close();
    }
  });

  it('with counters in each process, two instances would allow twice the attempts (the defect)', async () => {
    const c = await createTestApp({ database, limits: { subscribePerMinute: 10 }, overrides: { clock, limitStore: createMemoryLimits({ now: clock }) } });
    const d = await createTestApp({ database, limits: { subscribePerMinute: 10 }, overrides: { clock, limitStore: createMemoryLimits({ now: clock }) } });
    try {
      const email = uniqueEmail('defect');
      await signUp(c.app, { email });
      await failTenTimes(c, d, email, '10.2.0');
      // Each instance saw only five failures: the guessing goes on.
      expect((await login(c, email, TEST_PASSWORD, '10.2.1.1')).statusCode).toBe(200);

      const ip = '203.0.113.90';
      for (let i = 0; i < 10; i++) await subscribe(i % 2 ? d : c, uniqueEmail('sub'), ip);
      expect((await subscribe(c, uniqueEmail('sub'), ip)).statusCode).toBe(200);
    } finally {
      await c.close();
      await d.close();
    }
  });
});
