/**
 * Every implementation of `Limits` passes the same tests: in memory, in the database
 * (PGlite in the unit project, a PostgreSQL server in the postgres project) and in Redis
 * (a throwaway redis-server, tests/support/redis.ts).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, testDbKind } from '../../../tests/support/test-db';
import type { Database } from '../db/client';
import { rateLimitCounters, rateLimitEvents } from '../db/schema';
import { startRedis, type RunningRedis } from '../../../tests/support/redis';
import { createDatabaseLimits, createLimits, createMemoryLimits, createRedisLimits, rateLimitStore, type Limits } from './limits';
import { connectRedis, type RedisConnection } from './redis';

let database: Database;
let redisServer: RunningRedis;
let redis: RedisConnection;
beforeAll(async () => {
  database = await openTestDatabase();
  redisServer = await startRedis();
  redis = await connectRedis({ url: redisServer.url, retryBaseMs: 20 });
});
afterAll(async () => {
  await redis?.close();
  await redisServer?.stop();
  await database?.close();
});

let n = 0;
const uniqueKey = (name: string) => `${name}-${Date.now().toString(36)}-${++n}`;

const implementations: [string, (now: () => number) => Limits][] = [
  ['memory', (now) => createMemoryLimits({ now })],
  [`database (${testDbKind()})`, (now) => createDatabaseLimits(database.db, { now })],
  ['redis', (now) => createRedisLimits(redis.client, { now })],
];

describe.each(implementations)('limits: %s', (_name, make) => {
  let t = Date.parse('2026-11-23T06:00:00.000Z');
  const limits = () => make(() => t);

  it('counts hits in a window that starts at the first hit, then starts again', async () => {
    const l = limits();
    const key = uniqueKey('hit');
    const rule = { max: 3, windowMs: 60_000 };
    expect(await l.hit(key, rule)).toEqual({ allowed: true, count: 1, remaining: 2, resetInMs: 60_000 });
    t += 10_000;
    expect(await l.hit(key, rule)).toEqual({ allowed: true, count: 2, remaining: 1, resetInMs: 50_000 });
    expect(await l.hit(key, rule)).toMatchObject({ allowed: true, count: 3, remaining: 0 });
    expect(await l.hit(key, rule)).toMatchObject({ allowed: false, count: 4, remaining: 0, resetInMs: 50_000 });
    expect(await l.hit(uniqueKey('other'), rule)).toMatchObject({ allowed: true, count: 1 });
    t += 50_000;
    expect(await l.hit(key, rule)).toEqual({ allowed: true, count: 1, remaining: 2, resetInMs: 60_000 });
  });

  it('counts concurrent hits exactly once each', async () => {
    const l = limits();
    const key = uniqueKey('burst');
    const results = await Promise.all(Array.from({ length: 20 }, () => l.hit(key, { max: 10, windowMs: 60_000 })));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('blocks a key with max failures in the sliding window until the oldest counted one ages out', async () => {
    const l = limits();
    const [a, b] = [uniqueKey('email'), uniqueKey('ip')];
    const rule = { max: 3, windowMs: 15 * 60_000 };
    const start = t;
    for (let i = 0; i < 3; i++) {
      expect(await l.blockedForMs([a, b], rule)).toBe(0);
      await l.recordFailure([a, b], rule.windowMs);
      t += 1000;
    }
    // Failures at start, +1 s and +2 s; now start + 3 s.
    expect(await l.blockedForMs([a, b], rule)).toBe(start + rule.windowMs - t);
    expect(await l.blockedForMs([uniqueKey('fresh')], rule)).toBe(0);
    await l.clear(a);
    expect(await l.blockedForMs([a], rule)).toBe(0);
    expect(await l.blockedForMs([a, b], rule)).toBeGreaterThan(0);
    t = start + rule.windowMs + 1;
    // The first failure left the window: two remain, below the limit.
    expect(await l.blockedForMs([b], rule)).toBe(0);
    await l.recordFailure([b], rule.windowMs);
    expect(await l.blockedForMs([b], rule)).toBe(start + 1000 + rule.windowMs - t);
  });

  it('counts failures recorded at the same instant', async () => {
    const l = limits();
    const key = uniqueKey('same');
    for (let i = 0; i < 3; i++) await l.recordFailure([key], 60_000);
    expect(await l.blockedForMs([key], { max: 3, windowMs: 60_000 })).toBe(60_000);
    expect(await l.blockedForMs([key], { max: 4, windowMs: 60_000 })).toBe(0);
  });

  it('sweeps what has expired and keeps what has not', async () => {
    const l = limits();
    const [old, live] = [uniqueKey('old'), uniqueKey('live')];
    await l.hit(old, { max: 5, windowMs: 1000 });
    await l.recordFailure([old], 1000);
    await l.hit(live, { max: 5, windowMs: 60_000 });
    await l.recordFailure([live], 60_000);
    t += 2000;
    await l.sweep();
    expect(await l.hit(old, { max: 5, windowMs: 1000 })).toMatchObject({ count: 1 });
    expect(await l.hit(live, { max: 5, windowMs: 60_000 })).toMatchObject({ count: 2 });
    expect(await l.blockedForMs([live], { max: 1, windowMs: 60_000 })).toBeGreaterThan(0);
  });
});

describe(`database limits (${testDbKind()})`, () => {
  it('deletes expired rows when swept', async () => {
    let t = Date.parse('2030-01-01T00:00:00.000Z');
    const l = createDatabaseLimits(database.db, { now: () => t });
    const key = uniqueKey('rows');
    await l.hit(key, { max: 1, windowMs: 1000 });
    await l.recordFailure([key], 1000);
    const rows = async () => {
      const c = await database.db.select().from(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
      const e = await database.db.select().from(rateLimitEvents).where(sql`${rateLimitEvents.key} = ${key}`);
      return c.length + e.length;
    };
    expect(await rows()).toBe(2);
    t += 1000;
    await l.sweep();
    expect(await rows()).toBe(0);
  });

  it('is what createLimits picks for PostgreSQL; PGlite (one process) counts in memory', async () => {
    const t = 1_000_000;
    const key = uniqueKey('pick');
    const onPg = createLimits({ kind: 'postgres', db: database.db }, { now: () => t });
    await onPg.hit(key, { max: 5, windowMs: 60_000 });
    expect(await createDatabaseLimits(database.db, { now: () => t }).hit(key, { max: 5, windowMs: 60_000 })).toMatchObject({
      count: 2,
    });
    const onPglite = createLimits({ kind: 'pglite', db: database.db }, { now: () => t });
    expect(await onPglite.hit(key, { max: 5, windowMs: 60_000 })).toMatchObject({ count: 1 });
  });
});

describe('redis limits', () => {
  it('lets Redis expire what it keeps: a counter after its window, failures after theirs', async () => {
    const l = createRedisLimits(redis.client, { prefix: 'ttl:' });
    const key = uniqueKey('ttl');
    await l.hit(key, { max: 5, windowMs: 60_000 });
    await l.recordFailure([key], 900_000);
    const hitTtl = await redis.client.pttl(`ttl:hit:${key}`);
    const failTtl = await redis.client.pttl(`ttl:fail:${key}`);
    expect(hitTtl).toBeGreaterThan(0);
    expect(hitTtl).toBeLessThanOrEqual(60_000);
    expect(failTtl).toBeGreaterThan(60_000);
    expect(failTtl).toBeLessThanOrEqual(900_000);
    await l.clear(key);
    expect(await redis.client.exists(`ttl:hit:${key}`, `ttl:fail:${key}`)).toBe(0);
  });

  it('keeps at most the newest 1000 failures of a key', async () => {
    let t = 1_000_000;
    const l = createRedisLimits(redis.client, { now: () => t, prefix: 'cap:' });
    const key = uniqueKey('cap');
    for (let i = 0; i < 1005; i += 5) {
      await Promise.all(Array.from({ length: 5 }, () => l.recordFailure([key], 3_600_000)));
      t += 1;
    }
    expect(await redis.client.zcard(`cap:fail:${key}`)).toBe(1000);
  });

  it('is what createLimits picks when given a Redis client, whatever the database', async () => {
    const t = 2_000_000;
    const key = uniqueKey('pick');
    await createRedisLimits(redis.client, { now: () => t }).hit(key, { max: 5, windowMs: 60_000 });
    for (const kind of ['pglite', 'postgres'] as const) {
      const picked = createLimits({ kind, db: database.db }, { now: () => t, redis: redis.client });
      expect((await picked.hit(key, { max: 5, windowMs: 60_000 })).count).toBeGreaterThan(1);
    }
  });

  it('rejects every call at once while Redis is down, and counts again once it is back', async () => {
    const server = await startRedis();
    const own = await connectRedis({ url: server.url, retryBaseMs: 20 });
    try {
      const l = createRedisLimits(own.client);
      const rule = { max: 3, windowMs: 60_000 };
      expect(await l.hit('k', rule)).toMatchObject({ count: 1 });
      await server.down();
      await expect(l.hit('k', rule)).rejects.toThrow();
      await expect(l.recordFailure(['k'], 60_000)).rejects.toThrow();
      await expect(l.blockedForMs(['k'], rule)).rejects.toThrow();
      await expect(l.clear('k')).rejects.toThrow();
      await server.restart();
      // A restarted Redis without persistence has forgotten the window.
      await vi.waitFor(async () => expect(await l.hit('k', rule)).toMatchObject({ count: 1 }), { timeout: 10_000 });
    } finally {
      await own.close();
      await server.stop();
    }
  });
});

describe('rateLimitStore (@fastify/rate-limit store)', () => {
  const incr = (store: { incr: (...args: never[]) => void }, key: string, max = 2) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      (store.incr as (k: string, cb: (e: Error | null, r?: { current: number; ttl: number }) => void, w: number, m: number) => void)(
        key,
        (err, res) => (err ? reject(err) : resolve(res!)),
        60_000,
        max,
      ),
    );

  it('keeps one counter per route (or group) and key', async () => {
    const Store = rateLimitStore(createMemoryLimits({ now: () => 0 }));
    const root = new Store({});
    const subscribe = root.child({ routeInfo: { method: 'POST', url: '/api/subscribe' } });
    const again = root.child({ routeInfo: { method: 'POST', url: '/api/subscribe' } });
    const chat = root.child({ routeInfo: { method: 'POST', url: '/api/assistant/chat' } });
    expect(await incr(subscribe, '1.2.3.4')).toEqual({ current: 1, ttl: 60_000 });
    expect(await incr(again, '1.2.3.4')).toEqual({ current: 2, ttl: 60_000 });
    expect(await incr(chat, '1.2.3.4')).toEqual({ current: 1, ttl: 60_000 });
    const groupA = root.child({ groupId: 'ai', routeInfo: { method: 'POST', url: '/a' } });
    const groupB = root.child({ groupId: 'ai', routeInfo: { method: 'POST', url: '/b' } });
    await incr(groupA, 'k');
    expect(await incr(groupB, 'k')).toMatchObject({ current: 2 });
  });

  it('passes a store failure to the plugin (which lets the request through) and logs it', async () => {
    const warnings: string[] = [];
    const broken: Limits = { ...createMemoryLimits(), hit: () => Promise.reject(new Error('database down')) };
    const Store = rateLimitStore(broken, { warn: (_obj, msg) => warnings.push(msg) });
    await expect(incr(new Store({}).child({ routeInfo: { method: 'GET', url: '/x' } }), 'k')).rejects.toThrow('database down');
    expect(warnings).toEqual(['rate-limit store failed; request let through']);
  });

  it('refuses options it does not implement', () => {
    const Store = rateLimitStore(createMemoryLimits());
    expect(() => new Store({ exponentialBackoff: true })).toThrow(/exponentialBackoff/);
  });
});
