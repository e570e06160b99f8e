/**
 * Access of long-lived connections, re-checked where it can change (issue 25, ADR 047).
 * A request is checked once; a live connection (the SSE stream of platform/live.ts, an
 * outline socket of features/outline/outline-live.ts) outlives that check. Every such
 * connection registers here with its user and session, and holds the resources it was
 * let into (e.g. `outline_page:<id>`, whose scope is `workspace:<id>`). The registry
 * closes it, on EVERY instance, when what let it in ends:
 *
 * - its session ends (sign-out: the `sessions` channel's `session` message) → closed;
 * - its user's sessions change (password change, account deletion: the `user`
 *   message) → its session is looked up again (`sessionLive`), closed when gone; a
 *   connection without a session (the user's Matrix sync loop) re-checks what it holds;
 * - `revoke(resource, userId)` after a committed change that takes `resource` from that
 *   user (removed from a workspace) → that user's connections holding it or a resource
 *   scoped by it are closed at once, without a re-check;
 * - `revoke(resource)` after a change of who may use it (a page moved between private
 *   and a workspace, deleted; a workspace deleted) → every holder re-checks, and those
 *   refused are closed;
 * - the pub/sub connection came back (messages may have been missed) → every
 *   connection re-checks its session and resources.
 *
 * Behaviour and failure modes:
 * - Closing is synchronous when the message arrives: `close()` must stop the
 *   connection from acting on anything it receives afterwards, and `revoked` is true
 *   from then on. While a re-check runs, `settled()` is pending; a connection that takes
 *   writes waits for it before applying one, so an edit arriving during the re-check of
 *   a revocation is never applied.
 * - Delivery is pub/sub's (at most once, within the time a NOTIFY or PUBLISH takes);
 *   a publish that fails is logged, and a re-check that fails (database down) closes
 *   the connection: a client reconnects and is checked afresh, which is the safe side.
 * - Only what the publisher tells is acted on: a change made without `revoke()` is
 *   noticed at the next reconnect. Every place that takes access away calls it.
 */
import { randomUUID } from 'node:crypto';
import type { PubSub } from './pubsub';
import { SESSIONS_CHANNEL } from './sessions';

export const LIVE_ACCESS_CHANNEL = 'live_access';

/** Names of the resources live connections hold, shared by the features that grant and take them. */
export const liveResource = {
  workspace: (id: string) => `workspace:${id}`,
  outlinePage: (id: string) => `outline_page:${id}`,
  matrixAccount: (userId: string) => `matrix_account:${userId}`,
};

export type LiveCloseReason = 'session_ended' | 'access_revoked' | 'shutdown';

/** What a check answers: the scopes the resource is in now (e.g. its workspace), or false: refused. */
export type AccessCheck = () => Promise<readonly string[] | false>;

export interface LiveConnection {
  userId: string;
  /** The session it was opened with (null: none, e.g. a background loop of the user). */
  sessionId: string | null;
  /** Ends the connection. Must not let it act on anything received after this call. */
  close(reason: LiveCloseReason): void;
}

export interface LiveHandle {
  /** True once the registry closed the connection. */
  readonly revoked: boolean;
  /** Resolves when no re-check is pending: whether the connection may still act. */
  settled(): Promise<boolean>;
  /**
   * Checks access to `resource` now and, when allowed, holds it: later revocations of
   * it (or of a scope `check` returned) reach this connection, which runs `check` again.
   */
  admit(resource: string, check: AccessCheck): Promise<boolean>;
  /** Stops holding `resource` (the client closed that document). */
  release(resource: string): void;
  /** The connection ended on its own. */
  unregister(): void;
}

export interface LiveAccess {
  /** Registers a connection; its handle is `revoked` at once when the registry is closed. */
  register(conn: LiveConnection): LiveHandle;
  /**
   * Call after committing a change that takes `resource` away. With `userId`: that user
   * lost it; their connections holding it (or scoped by it) close at once. Without:
   * who may use it changed; every holder re-checks. On every instance.
   */
  revoke(resource: string, userId?: string): Promise<void>;
  /** Subscribes to the channels; call once before serving. */
  listen(): Promise<void>;
  /** Registered connections on this instance. */
  size(): number;
  /** Forgets every connection (their owners close them at shutdown) and unsubscribes. */
  close(): Promise<void>;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

export interface LiveAccessDeps {
  pubsub: PubSub;
  /** Whether the session still exists (asked from the database, not a cache). */
  sessionLive(sessionId: string): Promise<boolean>;
  log?: Logger;
  /**
   * How often every connection's session is asked again, so that one that simply runs
   * out (its expiry passes, nothing is published) closes too (default 5 minutes; 0: never).
   */
  sessionRecheckMs?: number;
}

interface Held {
  check: AccessCheck;
  scopes: readonly string[];
}

interface Entry extends LiveConnection {
  held: Map<string, Held>;
  /** Its user's epoch when it was registered. */
  epoch: number;
  revoked: boolean;
  /** Re-checks under way; `settled()` waits for them. */
  pending: Set<Promise<unknown>>;
}

/** i: the publishing instance, which applied it already. */
type RevokeMessage = { i: string; resource: string; userId?: string };
const RESOURCE_RE = /^[a-z_]{1,40}:[A-Za-z0-9-]{1,100}$/;

export function createLiveAccess(deps: LiveAccessDeps): LiveAccess {
  const { pubsub, log } = deps;
  const instance = randomUUID();
  const byUser = new Map<string, Set<Entry>>();
  const unsubscribes: (() => Promise<void>)[] = [];
  let closed = false;
  // Count the messages that may take access away, per user and resource-wide: one that
  // came while an `admit` ran makes it ask again.
  const userEpochs = new Map<string, number>();
  let wideEpoch = 0;
  const userEpoch = (userId: string) => userEpochs.get(userId) ?? 0;
  function bump(userId: string) {
    if (byUser.has(userId)) userEpochs.set(userId, userEpoch(userId) + 1);
  }

  function remove(e: Entry) {
    const set = byUser.get(e.userId);
    if (!set?.delete(e)) return;
    if (set.size) return;
    byUser.delete(e.userId);
    userEpochs.delete(e.userId);
  }

  function end(e: Entry, reason: LiveCloseReason) {
    if (e.revoked) return;
    e.revoked = true;
    remove(e);
    try {
      e.close(reason);
    } catch (err) {
      log?.warn({ err, userId: e.userId }, 'could not close a live connection');
    }
  }

  /** Runs `check` on `e`; closes it with `reason` when it answers no (or fails). */
  function recheck(e: Entry, check: () => Promise<boolean>, reason: LiveCloseReason) {
    if (e.revoked) return;
    const run = check().then(
      (ok) => {
        if (!ok) end(e, reason);
      },
      (err: unknown) => {
        log?.warn({ err, userId: e.userId }, 'could not re-check a live connection; closing it');
        end(e, reason);
      },
    );
    e.pending.add(run);
    void run.finally(() => e.pending.delete(run));
  }

  function checkResource(e: Entry, resource: string): () => Promise<boolean> {
    return async () => {
      const held = e.held.get(resource);
      if (!held) return true;
      const scopes = await held.check();
      if (scopes === false) return false;
      // The resource may have moved (a page to another workspace): hold its new scopes.
      if (e.held.get(resource) === held) held.scopes = scopes;
      return true;
    };
  }

  const matches = (held: Held, key: string, resource: string) => key === resource || held.scopes.includes(resource);

  function onRevoke(raw: unknown) {
    const m = raw as Partial<RevokeMessage> | null;
    if (typeof m?.resource === 'string' && m.i !== instance) apply({ i: String(m.i), resource: m.resource, userId: m.userId });
  }

  function apply(m: RevokeMessage) {
    const { resource } = m;
    if (typeof m.userId === 'string') {
      bump(m.userId);
      for (const e of [...(byUser.get(m.userId) ?? [])]) {
        for (const [key, held] of e.held) {
          if (matches(held, key, resource)) {
            end(e, 'access_revoked');
            break;
          }
        }
      }
      return;
    }
    wideEpoch++;
    for (const set of [...byUser.values()]) {
      for (const e of [...set]) {
        for (const [key, held] of e.held) if (matches(held, key, resource)) recheck(e, checkResource(e, key), 'access_revoked');
      }
    }
  }

  function onSessions(raw: unknown) {
    const m = raw as { kind?: unknown; id?: unknown; userId?: unknown; exceptId?: unknown } | null;
    if (m?.kind === 'session' && typeof m.id === 'string') {
      for (const set of [...byUser.values()]) for (const e of [...set]) if (e.sessionId === m.id) end(e, 'session_ended');
    } else if (m?.kind === 'user' && typeof m.userId === 'string') {
      bump(m.userId);
      // Sent for a password change, an account deletion and a profile change alike: ask.
      // A connection without a session (a background loop of the user) asks whether what it holds is still there.
      for (const e of [...(byUser.get(m.userId) ?? [])]) {
        const sessionId = e.sessionId;
        if (sessionId) {
          if (sessionId !== m.exceptId) recheck(e, () => deps.sessionLive(sessionId), 'session_ended');
        } else for (const key of e.held.keys()) recheck(e, checkResource(e, key), 'access_revoked');
      }
    }
  }

  /** Every connection's session again: expiry publishes nothing. */
  function recheckSessions() {
    for (const set of [...byUser.values()]) {
      for (const e of [...set]) {
        const sessionId = e.sessionId;
        if (sessionId) recheck(e, () => deps.sessionLive(sessionId), 'session_ended');
      }
    }
  }
  let sweep: NodeJS.Timeout | undefined;

  /** After missed messages: everything is asked again. */
  function recheckAll() {
    for (const set of [...byUser.values()]) {
      for (const e of [...set]) {
        const sessionId = e.sessionId;
        if (sessionId) recheck(e, () => deps.sessionLive(sessionId), 'session_ended');
        for (const key of e.held.keys()) recheck(e, checkResource(e, key), 'access_revoked');
      }
    }
  }

  return {
    register(conn) {
      // Shutting down: born revoked (the caller sees `revoked` and ends it).
      const e: Entry = { ...conn, held: new Map(), epoch: 0, revoked: closed, pending: new Set() };
      if (!closed) {
        let set = byUser.get(e.userId);
        if (!set) byUser.set(e.userId, (set = new Set()));
        set.add(e);
        e.epoch = userEpoch(e.userId);
      }
      return {
        get revoked() {
          return e.revoked;
        },
        async settled() {
          while (e.pending.size && !e.revoked) await Promise.all(e.pending);
          return !e.revoked;
        },
        async admit(resource, check) {
          // A revocation that arrives while the check runs would miss this connection (it
          // holds nothing yet): when one came, ask again, the session too.
          for (let tries = 0; ; tries++) {
            const seen = userEpoch(e.userId);
            const seenWide = wideEpoch;
            const stale = seen !== e.epoch && e.sessionId !== null;
            const [scopes, live] = await Promise.all([check(), stale ? deps.sessionLive(e.sessionId!) : true]);
            if (!live) end(e, 'session_ended');
            if (scopes === false || e.revoked) return false;
            if ((userEpoch(e.userId) === seen && wideEpoch === seenWide) || tries >= 2) {
              e.epoch = seen;
              e.held.set(resource, { check, scopes });
              return true;
            }
          }
        },
        release(resource) {
          e.held.delete(resource);
        },
        unregister() {
          e.revoked = true;
          remove(e);
        },
      };
    },

    async revoke(resource, userId) {
      if (!RESOURCE_RE.test(resource)) throw new Error(`Invalid live resource: ${resource}`);
      const message: RevokeMessage = userId ? { i: instance, resource, userId } : { i: instance, resource };
      // Here at once (the change is committed), then on the other instances.
      apply(message);
      try {
        await pubsub.publish(LIVE_ACCESS_CHANNEL, message);
      } catch (err) {
        log?.warn({ err, resource }, 'could not publish a live access revocation');
      }
    },

    async listen() {
      unsubscribes.push(await pubsub.subscribe(LIVE_ACCESS_CHANNEL, onRevoke));
      unsubscribes.push(await pubsub.subscribe(SESSIONS_CHANNEL, onSessions));
      pubsub.onReconnect(recheckAll);
      const every = deps.sessionRecheckMs ?? 5 * 60_000;
      if (every > 0 && !sweep) {
        sweep = setInterval(recheckSessions, every);
        sweep.unref();
      }
    },

    size() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },

    async close() {
      closed = true;
      clearInterval(sweep);
      sweep = undefined;
      // Each owner closes its own connections at shutdown (the outline stores its pages first).
      byUser.clear();
      await Promise.all(unsubscribes.splice(0).map((off) => off().catch(() => undefined)));
    },
  };
}
