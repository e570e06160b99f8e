/**
 * Server-side sessions. The cookie holds a random 256-bit token; the database keeps
 * only its SHA-256 (`sessions.id`), so a leaked database cannot be replayed as cookies.
 *
 * Lookups go through a small in-process LRU cache keyed by the token hash, so the hot
 * path (every request with a cookie) does not query the database. The database stays
 * the source of truth: a cached entry lives at most CACHE_TTL_MS, and a sign-out,
 * password change or account deletion drops the entries on EVERY instance at once:
 * the instance that made the change publishes it on the `sessions` pub/sub channel
 * (PostgreSQL NOTIFY) after committing it, and each instance drops what it cached.
 * If an instance's LISTEN connection drops, it clears its whole cache on reconnect,
 * since it may have missed a message.
 *
 * Expiry slides: a session used within SESSION_TTL_MS stays alive; the stored expiry
 * (and the cookie) is pushed forward at most once per RENEW_INTERVAL_MS.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { LRUCache } from 'lru-cache';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { SessionUser } from './auth';
import type { PubSub } from './pubsub';

/** The pub/sub channel that carries session invalidations between instances. */
export const SESSIONS_CHANNEL = 'sessions';
type Invalidation = { kind: 'session'; id: string } | { kind: 'user'; userId: string; exceptId?: string | null };

export const SESSION_COOKIE = 'mnemo_sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RENEW_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const CACHE_TTL_MS = 60 * 1000;
const CACHE_MAX = 20_000;
/** base64url of 32 bytes is 43 characters; anything else is not ours. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

// The one-shot hash: a quarter of createHash().update().digest()'s cost (≈ 1 µs vs 4 µs here),
// paid by every request with a cookie. Node < 20.12 (package.json allows 20.11) has no crypto.hash.
const oneShotHash = typeof crypto.hash === 'function' ? crypto.hash : undefined;

export function hashToken(token: string): string {
  return oneShotHash ? oneShotHash('sha256', token, 'hex') : crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * The session token of a Cookie header, parsed as @fastify/cookie parses it for
 * `request.cookies` (for the fast path, which answers before that plugin runs).
 */
export function sessionTokenFromCookieHeader(header: string): string | undefined {
  return fastifyCookie.parse(header)[SESSION_COOKIE];
}

type UserRow = typeof users.$inferSelect;

export function toSessionUser(row: Pick<UserRow, 'id' | 'email' | 'username' | 'name' | 'provider' | 'createdAt'>): SessionUser {
  const provider = row.provider === 'google' || row.provider === 'oidc' ? row.provider : 'local';
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    name: row.name,
    provider,
    createdAt: row.createdAt.toISOString(),
  };
}

interface CachedSession {
  /** null: no such session (cached too, so junk tokens do not hit the database). */
  user: SessionUser | null;
  expiresAt: number;
}

export interface ResolvedSession {
  id: string;
  user: SessionUser;
  expiresAt: number;
  /** The stored expiry was just pushed forward; send the cookie again. */
  renewed: boolean;
}

export interface SessionStoreOptions {
  now?: () => number;
  cacheTtlMs?: number;
  /** Carries invalidations to the other instances; without it, only this process forgets. */
  pubsub?: PubSub;
  log?: { warn(obj: object, msg: string): void };
}

export function createSessionStore(db: Db, opts: SessionStoreOptions = {}) {
  const now = opts.now ?? Date.now;
  const cache = new LRUCache<string, CachedSession>({ max: CACHE_MAX, ttl: opts.cacheTtlMs ?? CACHE_TTL_MS });
  const { pubsub } = opts;

  function dropUser(userId: string, exceptId?: string | null) {
    for (const [id, entry] of cache.entries()) {
      if (entry.user?.id === userId && id !== exceptId) cache.delete(id);
    }
    // The kept session still has to show the new profile.
    if (exceptId) cache.delete(exceptId);
  }

  function apply(msg: Invalidation) {
    if (msg.kind === 'session') cache.delete(msg.id);
    else dropUser(msg.userId, msg.exceptId);
  }

  /** Drops the entries here at once, then tells the other instances (after the change is committed). */
  async function invalidate(msg: Invalidation) {
    apply(msg);
    if (!pubsub) return;
    try {
      await pubsub.publish(SESSIONS_CHANNEL, msg);
    } catch (err) {
      // The change is committed; other instances drop their copy within CACHE_TTL_MS at worst.
      opts.log?.warn({ err }, 'could not publish a session invalidation');
    }
  }

  async function loadFromDb(id: string): Promise<{ user: SessionUser; expiresAt: number } | null> {
    const rows = await db
      .select({
        expiresAt: sessions.expiresAt,
        id: users.id,
        email: users.email,
        username: users.username,
        name: users.name,
        provider: users.provider,
        createdAt: users.createdAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, id))
      .limit(1);
    const row = rows[0];
    if (!row) return null;
    return { user: toSessionUser(row), expiresAt: row.expiresAt.getTime() };
  }

  return {
    /** Starts a session; returns the cookie token (only ever held by the browser). */
    async create(userId: string, meta: { userAgent?: string; ip?: string } = {}) {
      const token = crypto.randomBytes(32).toString('base64url');
      const id = hashToken(token);
      const expiresAt = now() + SESSION_TTL_MS;
      await db.insert(sessions).values({
        id,
        userId,
        expiresAt: new Date(expiresAt),
        userAgent: meta.userAgent?.slice(0, 400) ?? null,
        ip: meta.ip ?? null,
      });
      return { token, id, expiresAt };
    },

    /**
     * The live session for a cookie token from this instance's cache alone: no database, no
     * promise. Undefined whenever only `resolve` can tell (malformed, not cached, known not to
     * exist, expired, due for renewal). Revocations reach it as they reach `resolve`: they
     * drop the cached entry on every instance.
     */
    peek(token: string): ResolvedSession | undefined {
      if (!TOKEN_RE.test(token)) return undefined;
      const id = hashToken(token);
      const entry = cache.get(id);
      if (!entry?.user) return undefined;
      const left = entry.expiresAt - now();
      if (left <= 0 || left < SESSION_TTL_MS - RENEW_INTERVAL_MS) return undefined;
      return { id, user: entry.user, expiresAt: entry.expiresAt, renewed: false };
    },

    /** The live session for a cookie token, or null (unknown, expired or malformed). */
    async resolve(token: string): Promise<ResolvedSession | null> {
      if (!TOKEN_RE.test(token)) return null;
      const id = hashToken(token);
      const t = now();
      let entry = cache.get(id);
      if (!entry) {
        const loaded = await loadFromDb(id);
        entry = loaded ?? { user: null, expiresAt: 0 };
        cache.set(id, entry);
      }
      const user = entry.user;
      if (!user) return null;
      if (entry.expiresAt <= t) {
        cache.delete(id);
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      let renewed = false;
      if (entry.expiresAt - t < SESSION_TTL_MS - RENEW_INTERVAL_MS) {
        const expiresAt = t + SESSION_TTL_MS;
        await db.update(sessions).set({ expiresAt: new Date(expiresAt) }).where(eq(sessions.id, id));
        entry = { user, expiresAt };
        cache.set(id, entry);
        renewed = true;
      }
      return { id, user, expiresAt: entry.expiresAt, renewed };
    },

    /** Subscribes to the other instances' invalidations; call once before serving. */
    async listen(): Promise<void> {
      if (!pubsub) return;
      await pubsub.subscribe(SESSIONS_CHANNEL, (m) => {
        const msg = m as Partial<Invalidation> | null;
        if (msg?.kind === 'session' && typeof msg.id === 'string') apply({ kind: 'session', id: msg.id });
        else if (msg?.kind === 'user' && typeof msg.userId === 'string') {
          apply({ kind: 'user', userId: msg.userId, exceptId: typeof msg.exceptId === 'string' ? msg.exceptId : null });
        }
      });
      // A message may have been missed while the connection was down: forget everything.
      pubsub.onReconnect(() => cache.clear());
    },

    async destroy(id: string) {
      cache.delete(id);
      await db.delete(sessions).where(eq(sessions.id, id));
      await invalidate({ kind: 'session', id });
    },

    /** Ends every session of a user, except `keepId` when given (e.g. after a password change). */
    async destroyAllForUser(userId: string, keepId?: string | null) {
      await db
        .delete(sessions)
        .where(keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId));
      await this.forgetUser(userId, keepId);
    },

    /**
     * Drops cached entries of a user on every instance (after a profile change or
     * deletion); the next request reloads from the database.
     */
    async forgetUser(userId: string, exceptId?: string | null) {
      await invalidate({ kind: 'user', userId, exceptId: exceptId ?? null });
    },

    /** Whether the session exists and has not expired, asked from the database (live connections re-check with it). */
    async isLive(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date(now()))))
        .limit(1);
      return rows.length > 0;
    },

    async purgeExpired() {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now())));
    },

    /** For tests and diagnostics. */
    cacheSize: () => cache.size,
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

/** Secure when the app is served over HTTPS (directly, or behind a trusted proxy, or by PUBLIC_URL). */
export function isSecureRequest(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): boolean {
  if (config.publicUrl) return config.publicUrl.startsWith('https:');
  return request.protocol === 'https';
}

export function setSessionCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  config: Pick<Config, 'publicUrl'>,
  token: string,
  expiresAt: number,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request, config),
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, config: Pick<Config, 'publicUrl'>) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request, config),
  });
}

/**
 * onRequest hook: cookie -> `request.user` / `request.sessionId`. A cookie that names
 * no live session is cleared so the browser stops sending it.
 */
export function sessionHook(store: SessionStore, config: Pick<Config, 'publicUrl'>) {
  // Callback style: a request without the cookie (health checks, assets) costs no promise.
  return function (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      done();
      return;
    }
    // A cached live session (nearly every request) is settled here, without a promise.
    const cached = store.peek(token);
    if (cached) {
      request.user = cached.user;
      request.sessionId = cached.id;
      done();
      return;
    }
    store
      .resolve(token)
      .then((session) => {
        if (!session) {
          clearSessionCookie(reply, request, config);
          return;
        }
        request.user = session.user;
        request.sessionId = session.id;
        if (session.renewed) setSessionCookie(reply, request, config, token, session.expiresAt);
      })
      .then(() => done(), done);
  };
}

/**
 * Wires sessions into an app: `request.user` from the cookie on every request, and an
 * hourly sweep of expired rows. Register before the routes.
 */
export async function registerSessions(
  app: FastifyInstance,
  deps: { db: Db; config: Pick<Config, 'publicUrl'>; now?: () => number; pubsub?: PubSub },
): Promise<SessionStore> {
  const store = createSessionStore(deps.db, { now: deps.now, pubsub: deps.pubsub, log: app.log });
  await store.listen();
  app.addHook('onRequest', sessionHook(store, deps.config));
  const sweep = setInterval(
    () => {
      store.purgeExpired().catch((err: unknown) => app.log.warn({ err }, 'session sweep failed'));
    },
    60 * 60 * 1000,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  return store;
}
