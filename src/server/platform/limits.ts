/**
 * Rate limits and throttles shared by every instance (issue 10): N instances on one
 * PostgreSQL must not give an attacker N times the attempts. Two kinds of counting:
 *
 * - `hit(key, { max, windowMs })`: a fixed window that starts at the key's first hit
 *   (as @fastify/rate-limit's own LocalStore), for request limits. One atomic
 *   `insert … on conflict do update … returning` per hit on PostgreSQL.
 * - `recordFailure` / `blockedForMs` / `clear`: a sliding window of timestamped
 *   events, for the sign-in throttle: blocked while `max` events are younger than
 *   `windowMs`, until the oldest of them ages out.
 *
 * Implementations: in memory (bounded LRU; PGlite, where only one process can run),
 * in the database (two UNLOGGED tables, see docs/decisions/012-shared-limits.md) and in
 * Redis when REDIS_URL is set (docs/decisions/019-redis-optional-shared-store.md),
 * chosen in `createLimits`. The database one runs on PGlite too.
 *
 * Behaviour and failure modes:
 * - Time comes from the injected `now` (tests move it), never from SQL `now()`.
 * - The database store adds one query per counted request and none to anything else:
 *   only routes that declare a limit, and sign-in, call it.
 * - A database or Redis error rejects the call; callers decide to fail open (route
 *   limits, see `rateLimitStore`) or closed (sign-in: see features/auth/login-throttle.ts).
 * - Counters are not durable: the tables are UNLOGGED, so a crash or failover of the
 *   PostgreSQL server empties them, which only forgives the current windows. In memory,
 *   a restart does the same, and the LRU may evict the least recent keys under a flood.
 *   Redis without persistence forgets them on restart too.
 * - Checks and updates are separate steps for throttles: concurrent attempts that all
 *   pass the check before any failure is recorded are each counted afterwards.
 * - Expired rows are deleted by `sweep()`, which `registerLimitsSweep` runs every minute.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { and, gt, inArray, lte, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database, Db } from '../db/client';
import { rateLimitCounters, rateLimitEvents } from '../db/schema';

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface HitResult {
  /** `count <= max`. */
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  remaining: number;
  /** Until the current window ends and the count starts again. */
  resetInMs: number;
}

export interface Limits {
  /** Counts one hit on `key` in its current fixed window. */
  hit(key: string, rule: LimitRule): Promise<HitResult>;
  /** Records one failure, now, for each key (kept for `windowMs`). */
  recordFailure(keys: string[], windowMs: number): Promise<void>;
  /**
   * Milliseconds until none of `keys` has `max` failures within `windowMs` any more;
   * 0 when none is blocked.
   */
  blockedForMs(keys: string[], rule: LimitRule): Promise<number>;
  /** Forgets a key's failures and counter (e.g. after a successful sign-in). */
  clear(key: string): Promise<void>;
  /** Deletes what has expired. */
  sweep(): Promise<void>;
}

export interface LimitsOptions {
  now?: () => number;
}

const MEMORY_MAX_KEYS = 100_000;
const INT_MAX = 2_147_483_647;

/** Blocked time of one key from its failure times (any order) and counts. */
function blockedFor(events: { at: number; count: number }[], rule: LimitRule, t: number): number {
  const recent = events.filter((e) => e.at > t - rule.windowMs).sort((x, y) => y.at - x.at);
  let total = 0;
  for (const e of recent) {
    total += e.count;
    // Blocked until this one, the max-th newest, leaves the window.
    if (total >= rule.max) return Math.max(0, e.at + rule.windowMs - t);
  }
  return 0;
}

/** One process: counters in a bounded LRU. */
export function createMemoryLimits(opts: LimitsOptions = {}): Limits {
  const now = opts.now ?? Date.now;
  // Made on first use: an LRU of this size allocates its slots up front (milliseconds at
  // every start, issue 31), and a start serves its first request without either.
  let counterCache: LRUCache<string, { start: number; count: number; windowMs: number }> | undefined;
  // Failure times per key, oldest first.
  let eventCache: LRUCache<string, { times: number[]; windowMs: number }> | undefined;
  const lazy = {
    get counters() {
      return (counterCache ??= new LRUCache({ max: MEMORY_MAX_KEYS }));
    },
    get events() {
      return (eventCache ??= new LRUCache({ max: MEMORY_MAX_KEYS }));
    },
  };

  function recent(key: string, windowMs: number, t: number): number[] {
    const times = (lazy.events.get(key)?.times ?? []).filter((at) => at > t - windowMs);
    if (times.length) lazy.events.set(key, { times, windowMs });
    else lazy.events.delete(key);
    return times;
  }

  return {
    async hit(key, rule) {
      const t = now();
      let c = lazy.counters.get(key);
      if (!c || c.start + rule.windowMs <= t) c = { start: t, count: 0, windowMs: rule.windowMs };
      c.count = Math.min(INT_MAX, c.count + 1);
      lazy.counters.set(key, c);
      return result(c.count, rule, c.start + rule.windowMs - t);
    },
    async recordFailure(keys, windowMs) {
      const t = now();
      // Keep a bounded list: more than any sensible `max` is never needed.
      for (const key of keys) lazy.events.set(key, { times: [...recent(key, windowMs, t), t].slice(-1000), windowMs });
    },
    async blockedForMs(keys, rule) {
      const t = now();
      let wait = 0;
      for (const key of keys) {
        wait = Math.max(wait, blockedFor(recent(key, rule.windowMs, t).map((at) => ({ at, count: 1 })), rule, t));
      }
      return wait;
    },
    async clear(key) {
      lazy.counters.delete(key);
      lazy.events.delete(key);
    },
    async sweep() {
      const t = now();
      for (const [key, c] of lazy.counters.entries()) if (c.start + c.windowMs <= t) lazy.counters.delete(key);
      for (const [key, e] of lazy.events.entries()) if (e.times.every((at) => at <= t - e.windowMs)) lazy.events.delete(key);
    },
  };
}

function result(count: number, rule: LimitRule, resetInMs: number): HitResult {
  return { allowed: count <= rule.max, count, remaining: Math.max(0, rule.max - count), resetInMs: Math.max(0, resetInMs) };
}

/** Every instance: counters in the shared database (PostgreSQL; works on PGlite too). */
export function createDatabaseLimits(db: Db, opts: LimitsOptions = {}): Limits {
  const now = opts.now ?? Date.now;
  const c = rateLimitCounters;
  const e = rateLimitEvents;
  // Prepared once: building the statement on every hit cost as much CPU as the round trip.
  // The row lock taken by ON CONFLICT serializes concurrent hits on one key.
  const expired = sql`${c.expiresAt} <= ${sql.placeholder('nowText')}::timestamptz`;
  const hitStatement = db
    .insert(c)
    .values({ key: sql.placeholder('key'), windowStart: sql.placeholder('at'), count: 1, expiresAt: sql.placeholder('expiresAt') })
    .onConflictDoUpdate({
      target: c.key,
      set: {
        count: sql`case when ${expired} then 1 else least(${c.count} + 1, ${INT_MAX}) end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${c.windowStart} end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${c.expiresAt} end`,
      },
    })
    .returning({ count: c.count, expiresAt: c.expiresAt })
    .prepare('rate_limit_hit');
  return {
    async hit(key, rule) {
      const t = now();
      const at = new Date(t);
      const [row] = await hitStatement.execute({ key, at, nowText: at.toISOString(), expiresAt: new Date(t + rule.windowMs) });
      return result(row!.count, rule, row!.expiresAt.getTime() - t);
    },
    async recordFailure(keys, windowMs) {
      if (!keys.length) return;
      const t = now();
      const at = new Date(t);
      const expiresAt = new Date(t + windowMs);
      await db
        .insert(e)
        .values(keys.map((key) => ({ key, at, count: 1, expiresAt })))
        .onConflictDoUpdate({ target: [e.key, e.at], set: { count: sql`${e.count} + 1` } });
    },
    async blockedForMs(keys, rule) {
      if (!keys.length) return 0;
      const t = now();
      const rows = await db
        .select({ key: e.key, at: e.at, count: e.count })
        .from(e)
        .where(and(inArray(e.key, keys), gt(e.at, new Date(t - rule.windowMs))));
      let wait = 0;
      for (const key of keys) {
        const mine = rows.filter((r) => r.key === key).map((r) => ({ at: r.at.getTime(), count: r.count }));
        wait = Math.max(wait, blockedFor(mine, rule, t));
      }
      return wait;
    },
    async clear(key) {
      await Promise.all([db.delete(c).where(eq(c.key, key)), db.delete(e).where(eq(e.key, key))]);
    },
    async sweep() {
      const at = new Date(now());
      await db.delete(c).where(lte(c.expiresAt, at));
      await db.delete(e).where(lte(e.expiresAt, at));
    },
  };
}

/**
 * One hit in a fixed window kept as a hash {count, ends}: a new window when there is none
 * or it ended by the caller's clock (ARGV[1]), else one more. Atomic: Redis runs a script
 * alone. The key's TTL (the window) only frees memory; `ends` decides.
 */
const REDIS_HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local win = tonumber(ARGV[2])
local v = redis.call('HMGET', KEYS[1], 'count', 'ends')
local count = tonumber(v[1])
local ends = tonumber(v[2])
if count == nil or ends == nil or ends <= now then
  count = 1
  ends = now + win
  redis.call('HSET', KEYS[1], 'count', count, 'ends', ends)
  redis.call('PEXPIRE', KEYS[1], win)
else
  count = math.min(count + 1, tonumber(ARGV[3]))
  redis.call('HSET', KEYS[1], 'count', count)
end
return {count, ends}
`;

export interface RedisLimitsOptions extends LimitsOptions {
  /** Namespace of every key (default `mnemo:limits:`). */
  prefix?: string;
}

type RedisWithHit = Redis & { mnemoLimitHit(key: string, now: number, windowMs: number, max: number): Promise<[number, number]> };

/** Throws the first error of a MULTI or pipeline, which ioredis reports per command. */
function checkReplies(replies: [Error | null, unknown][] | null): unknown[] {
  if (!replies) throw new Error('Redis transaction was aborted');
  for (const [err] of replies) if (err) throw err;
  return replies.map(([, value]) => value);
}

/**
 * Every instance: counters in Redis (REDIS_URL), docs/decisions/019-redis-optional-shared-store.md.
 * Hits are one script call; failures are timestamped members of a sorted set per key,
 * trimmed to the window and to the newest 1000; `blockedForMs` asks each key for its
 * max-th newest failure only. Keys expire by themselves, so `sweep()` has nothing to do.
 * Time comes from `now`, as in the other stores. Any Redis error (down, timed out)
 * rejects the call at once (see platform/redis.ts).
 */
export function createRedisLimits(redis: Redis, opts: RedisLimitsOptions = {}): Limits {
  const now = opts.now ?? Date.now;
  const prefix = opts.prefix ?? 'mnemo:limits:';
  const hitKey = (key: string) => `${prefix}hit:${key}`;
  const failKey = (key: string) => `${prefix}fail:${key}`;
  redis.defineCommand('mnemoLimitHit', { numberOfKeys: 1, lua: REDIS_HIT_SCRIPT });
  const client = redis as RedisWithHit;
  return {
    async hit(key, rule) {
      const t = now();
      const [count, ends] = await client.mnemoLimitHit(hitKey(key), t, rule.windowMs, INT_MAX);
      return result(Number(count), rule, Number(ends) - t);
    },
    async recordFailure(keys, windowMs) {
      if (!keys.length) return;
      const t = now();
      const tx = redis.multi();
      for (const key of keys) {
        const k = failKey(key);
        // Unique members: failures at the same instant each count.
        tx.zadd(k, t, `${t}:${randomBytes(6).toString('hex')}`);
        tx.zremrangebyscore(k, '-inf', t - windowMs);
        tx.zremrangebyrank(k, 0, -1001);
        tx.pexpire(k, windowMs);
      }
      checkReplies(await tx.exec());
    },
    async blockedForMs(keys, rule) {
      if (!keys.length) return 0;
      const t = now();
      const pipe = redis.pipeline();
      // The max-th newest failure still in the window: blocked until it leaves.
      for (const key of keys) pipe.zrevrangebyscore(failKey(key), '+inf', `(${t - rule.windowMs}`, 'WITHSCORES', 'LIMIT', Math.max(0, rule.max - 1), 1);
      let wait = 0;
      for (const reply of checkReplies(await pipe.exec()) as string[][]) {
        if (reply.length === 2) wait = Math.max(wait, Number(reply[1]) + rule.windowMs - t);
      }
      return wait;
    },
    async clear(key) {
      await redis.del(hitKey(key), failKey(key));
    },
    async sweep() {
      /* Redis expires the keys itself. */
    },
  };
}

/**
 * The limits of a deployment: in Redis when it is given (REDIS_URL), else in memory on
 * PGlite (one process) and in the database on PostgreSQL.
 */
export function createLimits(database: Pick<Database, 'kind' | 'db'>, opts: LimitsOptions & { redis?: Redis } = {}): Limits {
  if (opts.redis) return createRedisLimits(opts.redis, opts);
  return database.kind === 'pglite' ? createMemoryLimits(opts) : createDatabaseLimits(database.db, opts);
}

/**
 * The key of a per-user request limit (@fastify/rate-limit's `keyGenerator`): the signed-in
 * user's id, else the client address: `user:<id>` / `ip:<address>`. A route that keeps its
 * own count apart from the others names a `prefix`: `userOrIpKey('pitch')` gives
 * `pitch:user:<id>` / `pitch:ip:<address>`. The one way routes write this key (#26).
 */
export function userOrIpKey(prefix?: string): (req: FastifyRequest) => string {
  const head = prefix ? `${prefix}:` : '';
  return (req) => (req.user ? `${head}user:${req.user.id}` : `${head}ip:${req.ip}`);
}

export const SWEEP_INTERVAL_MS = 60_000;

/** Sweeps expired counters every minute while the app runs. */
export function registerLimitsSweep(app: FastifyInstance, limits: Limits) {
  const timer = setInterval(() => {
    limits.sweep().catch((err: unknown) => app.log.warn({ err }, 'rate-limit sweep failed'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** What @fastify/rate-limit passes to a store's `child()` (the route's merged options). */
interface RouteLimitOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}
type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * A store class for @fastify/rate-limit's `store` option (the plugin constructs it with
 * its options, then calls `child()` once per limited route): counts go to `limits`, so
 * every instance shares them. Keys are namespaced by route (or `groupId`), so one
 * address has separate counters per route, as with the plugin's own store.
 *
 * Fails open: when the store cannot count (database or Redis unreachable), the error is logged
 * and the plugin lets the request through (register it with `skipOnError: true`);
 * refusing every limited request during an outage would be worse than not limiting.
 */
export function rateLimitStore(limits: Limits, log?: { warn(obj: object, msg: string): void }) {
  return class SharedRateLimitStore {
    private readonly prefix: string;
    constructor(opts: object = {}) {
      const options = opts as RouteLimitOptions;
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error('The shared rate-limit store supports neither continueExceeding nor exponentialBackoff');
      }
      const info = options.routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
      this.prefix = `rl:${options.groupId ?? `${method} ${info.url ?? ''}`}|`;
    }
    incr(key: string, cb: IncrCallback, timeWindow: number, max: number) {
      limits.hit(this.prefix + key, { max, windowMs: timeWindow }).then(
        (r) => cb(null, { current: r.count, ttl: r.resetInMs }),
        (err: unknown) => {
          log?.warn({ err }, 'rate-limit store failed; request let through');
          cb(err instanceof Error ? err : new Error(String(err)));
        },
      );
    }
    child(routeOptions: object) {
      return new SharedRateLimitStore(routeOptions);
    }
  };
}
