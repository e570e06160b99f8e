/**
 * The optional Redis connection (REDIS_URL; docs/decisions/019-redis-optional-shared-store.md):
 * when it is set, rate limits, sign-in throttling and pub/sub go through Redis instead
 * of PostgreSQL (`createRedisLimits` in limits.ts, `createRedisPubSub` in pubsub.ts).
 *
 * Behaviour and failure modes:
 * - `connectRedis` resolves once the server answered, and rejects with a clear message
 *   (the URL without its password) when it does not: an instance does not start without
 *   its configured shared store, as it does not start without its database.
 * - Commands fail fast while the connection is down (no offline queue, nothing is
 *   resent after a reconnect, so a counted hit is never counted twice) and after
 *   `COMMAND_TIMEOUT_MS` when the server stalls. Callers decide what a failure means:
 *   route limits let the request through, sign-in refuses (fails closed), a publish is
 *   logged and lost.
 * - The client reconnects by itself, with back-off up to `MAX_RETRY_MS`; one warning is
 *   logged when the connection is lost and one line when it is back.
 * - Pub/sub needs a connection of its own (a subscribed connection takes no other
 *   commands): `duplicate()` gives one with the same settings.
 */
// Loaded by connectRedis, only with REDIS_URL: ≈ 0.1–0.3 s of every start otherwise (ADR 058).
import type { Redis, RedisOptions } from 'ioredis';

export const COMMAND_TIMEOUT_MS = 2000;
const CONNECT_TIMEOUT_MS = 5000;
const MAX_RETRY_MS = 5000;

interface Logger {
  warn(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
}

export interface RedisConnection {
  /** For counters and PUBLISH. */
  client: Redis;
  /** 'up' while the command connection is ready. */
  status(): 'up' | 'down';
  /** A new, not yet connected client with the same settings (`connect()` it). */
  duplicate(options?: Partial<RedisOptions>): Redis;
  /** The URL without its password, for messages. */
  safeUrl: string;
  close(): Promise<void>;
}

export interface RedisConnectionOptions {
  url: string;
  log?: Logger;
  /** First reconnect delay; doubles up to 5 s. */
  retryBaseMs?: number;
}

/** The URL with its password replaced, safe for logs and error messages. */
export function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'redis://(unparseable URL)';
  }
}

function baseOptions(opts: RedisConnectionOptions): RedisOptions {
  const base = opts.retryBaseMs ?? 100;
  return {
    lazyConnect: true,
    // A command while disconnected fails at once instead of waiting for the server.
    enableOfflineQueue: false,
    // A command whose answer was lost with the connection is failed, not sent again:
    // a hit sent twice would be counted twice.
    autoResendUnfulfilledCommands: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(MAX_RETRY_MS, base * 2 ** Math.max(0, times - 1)),
  };
}

/** Logs a lost connection once (not once per reconnect attempt) and its return. */
function watch(client: Redis, name: string, opts: RedisConnectionOptions, safeUrl: string) {
  let down = false;
  client.on('error', (err: unknown) => {
    if (down) return;
    down = true;
    opts.log?.warn({ err, redis: safeUrl, connection: name }, 'Redis connection lost; reconnecting');
  });
  // A close without an error (the server shut down cleanly) is a loss too; a close we
  // asked for (quit, disconnect) does not reconnect, so it is not logged.
  client.on('reconnecting', () => {
    if (down) return;
    down = true;
    opts.log?.warn({ redis: safeUrl, connection: name }, 'Redis connection closed; reconnecting');
  });
  client.on('ready', () => {
    if (down) opts.log?.info?.({ redis: safeUrl, connection: name }, 'Redis connection is back');
    down = false;
  });
}

/** Connects to REDIS_URL; rejects when the server does not answer. */
export async function connectRedis(opts: RedisConnectionOptions): Promise<RedisConnection> {
  const safeUrl = redactRedisUrl(opts.url);
  const options = baseOptions(opts);
  const { Redis: RedisClient } = await import('ioredis');
  const client = new RedisClient(opts.url, { ...options, connectionName: 'mnemo' });
  watch(client, 'commands', opts, safeUrl);
  // The rejection of connect() only says "Connection is closed"; the error event says why.
  let firstError: unknown;
  const remember = (err: unknown) => (firstError ??= err);
  client.on('error', remember);
  try {
    await client.connect();
    client.off('error', remember);
  } catch (err) {
    client.disconnect();
    const why = firstError ?? err;
    const code = (why as { code?: unknown } | undefined)?.code;
    const reason = typeof code === 'string' ? code : why instanceof Error ? why.message || why.name : String(why);
    throw new Error(`Redis at ${safeUrl} (REDIS_URL) is unreachable: ${reason}`, { cause: err });
  }
  return {
    client,
    safeUrl,
    status: () => (client.status === 'ready' ? 'up' : 'down'),
    duplicate(extra = {}) {
      const name = extra.connectionName ?? 'mnemo-sub';
      const dup = new RedisClient(opts.url, { ...options, connectionName: name, ...extra });
      watch(dup, name, opts, safeUrl);
      return dup;
    },
    async close() {
      if (client.status === 'end') return;
      // QUIT waits for the answers in flight; a connection that is down is just dropped.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
