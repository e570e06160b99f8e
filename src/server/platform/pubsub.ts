/**
 * Publish/subscribe across server instances, on the database every instance already
 * shares: PostgreSQL LISTEN/NOTIFY (SQL `pg_notify`), which PGlite implements
 * in-process too, so one code path serves the embedded default and N instances on a
 * PostgreSQL server (docs/decisions/011-pubsub-on-postgres.md). With REDIS_URL set,
 * Redis PUBLISH/SUBSCRIBE instead, with the same behaviour
 * (docs/decisions/019-redis-optional-shared-store.md).
 *
 * Behaviour and failure modes:
 * - Delivery is at-most-once and only to subscribers connected when the message is
 *   published: a message is a hint ("this session ended", "this job moved"), never the
 *   data itself. Consumers keep the truth in tables and re-read after a reconnect.
 * - A message published inside no transaction is delivered after `publish()` resolves,
 *   to every instance including the publisher's own (handlers must be idempotent).
 * - Payloads are JSON, at most MAX_PAYLOAD_BYTES (PostgreSQL's NOTIFY limit is 8000
 *   bytes; Redis keeps the same limit, so no consumer depends on the backend); larger
 *   ones throw before anything is sent.
 * - PostgreSQL and Redis: the listening connection is dedicated and reconnects with
 *   back-off when it drops; `onReconnect` handlers run after each reconnect so consumers
 *   can drop state that a missed message may have made stale (session caches clear
 *   themselves). While the server is unreachable, `publish` and a first `subscribe`
 *   reject.
 * - A handler that throws is logged and does not affect other handlers.
 */
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client';
import type { RedisConnection } from './redis';

export const MAX_PAYLOAD_BYTES = 7900;
const CHANNEL_RE = /^[a-z][a-z0-9_]{0,62}$/;

export type Handler = (message: unknown) => void;

export interface PubSub {
  /** Sends `message` (JSON) to every subscriber of `channel` on every instance. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `handler` for each message on `channel`; resolves to an unsubscribe function once listening. */
  subscribe(channel: string, handler: Handler): Promise<() => Promise<void>>;
  /** Called after the listening connection came back (messages may have been missed meanwhile). */
  onReconnect(handler: () => void): void;
  close(): Promise<void>;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

function checkChannel(channel: string) {
  if (!CHANNEL_RE.test(channel)) throw new Error(`Invalid pub/sub channel name: ${channel}`);
}

function encode(message: unknown): string {
  const text = JSON.stringify(message);
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
    throw new Error(`Pub/sub message too large (${Buffer.byteLength(text)} bytes, limit ${MAX_PAYLOAD_BYTES})`);
  }
  return text;
}

/** Handlers per channel, shared by both implementations. */
function createRegistry(log?: Logger) {
  const handlers = new Map<string, Set<Handler>>();
  return {
    handlers,
    add(channel: string, handler: Handler): boolean {
      let set = handlers.get(channel);
      const first = !set;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
      return first;
    },
    remove(channel: string, handler: Handler): boolean {
      const set = handlers.get(channel);
      if (!set) return false;
      set.delete(handler);
      if (set.size) return false;
      handlers.delete(channel);
      return true;
    },
    deliver(channel: string, payload: string | undefined) {
      const set = handlers.get(channel);
      if (!set) return;
      let message: unknown;
      try {
        message = payload ? JSON.parse(payload) : null;
      } catch {
        log?.warn({ channel }, 'pub/sub message is not JSON; dropped');
        return;
      }
      for (const h of [...set]) {
        try {
          h(message);
        } catch (err) {
          log?.warn({ err, channel }, 'pub/sub handler failed');
        }
      }
    },
  };
}

/** PGlite: NOTIFY within the one embedded backend. */
export function createPglitePubSub(client: PGlite, log?: Logger): PubSub {
  const registry = createRegistry(log);
  const unlisteners = new Map<string, () => Promise<void>>();
  return {
    async publish(channel, message) {
      checkChannel(channel);
      await client.query('select pg_notify($1, $2)', [channel, encode(message)]);
    },
    async subscribe(channel, handler) {
      checkChannel(channel);
      if (registry.add(channel, handler)) {
        unlisteners.set(channel, await client.listen(channel, (payload) => registry.deliver(channel, payload)));
      }
      return async () => {
        if (registry.remove(channel, handler)) {
          const off = unlisteners.get(channel);
          unlisteners.delete(channel);
          await off?.().catch(() => undefined);
        }
      };
    },
    onReconnect() {
      /* in-process: never disconnects */
    },
    async close() {
      registry.handlers.clear();
      const offs = [...unlisteners.values()];
      unlisteners.clear();
      // PGlite may already be closed at shutdown; nothing is left to release then.
      await Promise.all(offs.map((off) => off().catch(() => undefined)));
    },
  };
}

export interface PostgresPubSubOptions {
  url: string;
  /** Pool for publishing (the app's own); a private one-connection pool otherwise. */
  pool?: pg.Pool;
  log?: Logger;
  /** First reconnect delay; doubles up to 10 s. */
  retryBaseMs?: number;
}

/** PostgreSQL: a dedicated LISTEN connection per instance; publishing goes through the pool. */
export function createPostgresPubSub(opts: PostgresPubSubOptions): PubSub {
  const registry = createRegistry(opts.log);
  const pool = opts.pool ?? new pg.Pool({ connectionString: opts.url, max: 1 });
  const ownsPool = !opts.pool;
  const reconnectHandlers = new Set<() => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const quote = (channel: string) => `"${channel}"`;

  async function connect(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: opts.url });
    c.on('notification', (n) => registry.deliver(n.channel, n.payload));
    c.on('error', (err) => {
      opts.log?.warn({ err }, 'pub/sub connection failed; reconnecting');
      lost(c);
    });
    c.on('end', () => lost(c));
    await c.connect();
    for (const channel of registry.handlers.keys()) await c.query(`LISTEN ${quote(channel)}`);
    return c;
  }

  function lost(c: pg.Client) {
    if (client !== c) return;
    client = undefined;
    connecting = undefined;
    c.removeAllListeners('end');
    c.end().catch(() => undefined);
    if (!closed) scheduleReconnect();
  }

  function scheduleReconnect() {
    if (retryTimer || closed) return;
    const delay = Math.min(10_000, (opts.retryBaseMs ?? 200) * 2 ** attempt++);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listener()
        .then(() => {
          attempt = 0;
          for (const h of reconnectHandlers) h();
        })
        .catch((err: unknown) => {
          opts.log?.warn({ err }, 'pub/sub reconnect failed');
          scheduleReconnect();
        });
    }, delay);
    retryTimer.unref();
  }

  function listener(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().then(
      (c) => {
        if (closed) {
          void c.end();
          throw new Error('pub/sub closed');
        }
        client = c;
        return c;
      },
      (err: unknown) => {
        connecting = undefined;
        throw err;
      },
    );
    return connecting;
  }

  return {
    async publish(channel, message) {
      checkChannel(channel);
      await pool.query('select pg_notify($1, $2)', [channel, encode(message)]);
    },
    async subscribe(channel, handler) {
      checkChannel(channel);
      const first = registry.add(channel, handler);
      try {
        const c = await listener();
        if (first) await c.query(`LISTEN ${quote(channel)}`);
      } catch (err) {
        registry.remove(channel, handler);
        throw err;
      }
      return async () => {
        if (registry.remove(channel, handler) && client) {
          await client.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
        }
      };
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      registry.handlers.clear();
      const c = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => undefined);
      }
      if (ownsPool) await pool.end();
    },
  };
}

export interface RedisPubSubOptions {
  redis: RedisConnection;
  log?: Logger;
  /** Namespace of every channel (default `mnemo:`): Redis channels are server-wide, across its numbered databases. */
  prefix?: string;
}

/**
 * Redis (REDIS_URL): PUBLISH on the shared command connection, SUBSCRIBE on a dedicated
 * one per instance. Same semantics as NOTIFY: at most once, to whoever is subscribed,
 * the publisher's own instance included. The subscriber reconnects with back-off
 * (platform/redis.ts); once it is back it subscribes to every channel again, and only
 * then runs the `onReconnect` handlers, so nothing published after they ran is missed.
 */
export function createRedisPubSub(opts: RedisPubSubOptions): PubSub {
  const registry = createRegistry(opts.log);
  const prefix = opts.prefix ?? 'mnemo:';
  const reconnectHandlers = new Set<() => void>();
  // Our own resubscription (not ioredis's), so the handlers run after it is done.
  const sub = opts.redis.duplicate({ connectionName: 'mnemo-sub', autoResubscribe: false });
  let connecting: Promise<void> | undefined;
  let wasReady = false;
  let closed = false;

  sub.on('message', (channel: string, payload: string) => {
    if (channel.startsWith(prefix)) registry.deliver(channel.slice(prefix.length), payload);
  });
  sub.on('ready', () => {
    if (!wasReady) {
      wasReady = true;
      return;
    }
    const channels = [...registry.handlers.keys()].map((c) => prefix + c);
    (channels.length ? sub.subscribe(...channels) : Promise.resolve()).then(
      () => {
        for (const h of reconnectHandlers) {
          try {
            h();
          } catch (err) {
            opts.log?.warn({ err }, 'pub/sub reconnect handler failed');
          }
        }
      },
      // The connection failed again; the next 'ready' tries again.
      (err: unknown) => opts.log?.warn({ err }, 'pub/sub could not subscribe again after a reconnect'),
    );
  });

  /** Connects the subscriber once; later calls wait for that, or fail while it is down. */
  async function subscriber() {
    if (sub.status === 'ready') return;
    connecting ??= sub.connect();
    await connecting;
  }

  return {
    async publish(channel, message) {
      checkChannel(channel);
      await opts.redis.client.publish(prefix + channel, encode(message));
    },
    async subscribe(channel, handler) {
      checkChannel(channel);
      const first = registry.add(channel, handler);
      try {
        await subscriber();
        if (first) await sub.subscribe(prefix + channel);
      } catch (err) {
        registry.remove(channel, handler);
        throw err;
      }
      return async () => {
        if (registry.remove(channel, handler) && sub.status === 'ready') {
          await sub.unsubscribe(prefix + channel).catch(() => undefined);
        }
      };
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
    },
    async close() {
      if (closed) return;
      closed = true;
      registry.handlers.clear();
      await connecting?.catch(() => undefined);
      if (sub.status === 'ready') await sub.quit().catch(() => sub.disconnect());
      else sub.disconnect();
    },
  };
}

/**
 * The pub/sub of a deployment: through Redis when it is given (REDIS_URL), else
 * in-process on PGlite and a LISTEN connection on PostgreSQL.
 */
export function createPubSub(database: Database, log?: Logger, redis?: RedisConnection): PubSub {
  if (redis) return createRedisPubSub({ redis, log });
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('PGlite database without its client');
    return createPglitePubSub(database.pglite, log);
  }
  if (!database.url) throw new Error('PostgreSQL database without its URL');
  return createPostgresPubSub({ url: database.url, pool: database.pool, log });
}
