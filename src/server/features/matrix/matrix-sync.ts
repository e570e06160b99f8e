/**
 * The server-side sync loop: one long-poll `/sync` loop per connected account, pushing
 * new messages and room changes to the user's pages (platform/live.ts, SSE).
 *
 * Once per user across instances (ADR 034): a loop runs only while its instance holds
 * the account's lease (`sync_owner`, `sync_lease_until` in matrix_accounts, taken with
 * `FOR UPDATE SKIP LOCKED` and renewed before every poll; the database's clock decides).
 * Every instance looks for expired leases every `claimEveryMs`, so the loops of an
 * instance that died move to another one within a lease; a clean shutdown releases its
 * leases at once. Connect/disconnect publish on the `matrix_sync` channel so the
 * instance running a loop stops it without waiting for its poll to end.
 *
 * `since` is stored with each applied response (only while the lease is held), so a
 * restart resumes where it stopped. A homeserver that is down or answers 5xx: back-off
 * doubling from `backoffBaseMs` to `backoffMaxMs` (the lease is renewed meanwhile);
 * a revoked token (401 / M_UNKNOWN_TOKEN), an address the outbound guard refuses, or a
 * /sync answer over its cap (16 MB, matrix-api.ts): the loop stops and the page is told to
 * reconnect.
 */
import { randomUUID } from 'node:crypto';
import type { UserEvent } from '../../../contract/events';
import type { MatrixMessage } from '../../../contract/matrix';
import type { LiveHub } from '../../platform/live';
import { liveResource, type LiveAccess } from '../../platform/live-access';
import { OutboundError } from '../../platform/outbound';
import type { PubSub } from '../../platform/pubsub';
import { MatrixError, sync, type FetchFn, type SyncResponse } from './matrix-api';
import type { AccountRow, MatrixStore } from './matrix-store';

export const MATRIX_SYNC_CHANNEL = 'matrix_sync';
/** Longest message text sent in a live event (pub/sub payloads are limited); longer ones are `truncated`. */
const LIVE_TEXT_CHARS = 3000;

interface Logger {
  warn(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
}

export interface MatrixSyncOptions {
  store: MatrixStore;
  live: LiveHub;
  pubsub: PubSub;
  /** Ties each loop to its account: deleting the account, on any instance, stops it at once (ADR 047). */
  access?: LiveAccess;
  log?: Logger;
  fetch?: FetchFn;
  /** Long-poll time the homeserver may hold a /sync (default 25 s). */
  pollTimeoutMs?: number;
  leaseMs?: number;
  claimEveryMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Most loops one instance takes per claim round. */
  maxLoops?: number;
  /**
   * Sees each sync response before it is applied (the rooms in the worlds, ADR 039). An
   * error backs off and replays the same response, so nothing it was shown is lost.
   */
  onSync?: (account: AccountRow, res: SyncResponse) => Promise<void>;
}

export interface MatrixSync {
  start(): Promise<void>;
  /** Takes the user's loop here now (after connect). */
  kick(userId: string): Promise<void>;
  /** Stops the user's loop on every instance (disconnect, reconnect). */
  stopEverywhere(userId: string): Promise<void>;
  /** Loops running on this instance. */
  running(): string[];
  stop(): Promise<void>;
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const t = setTimeout(done, ms);
    function done() {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

export function liveMessageEvent(m: MatrixMessage): UserEvent {
  if (m.content.length <= LIVE_TEXT_CHARS) return { type: 'matrix_message', message: m };
  return { type: 'matrix_message', message: { ...m, content: m.content.slice(0, LIVE_TEXT_CHARS) }, truncated: true };
}

export function createMatrixSync(opts: MatrixSyncOptions): MatrixSync {
  const { store, live, pubsub, log } = opts;
  const owner = `instance-${randomUUID()}`;
  const pollTimeoutMs = opts.pollTimeoutMs ?? 25_000;
  const leaseMs = opts.leaseMs ?? Math.max(90_000, pollTimeoutMs * 3);
  const claimEveryMs = opts.claimEveryMs ?? 15_000;
  const backoffBaseMs = opts.backoffBaseMs ?? 1000;
  const backoffMaxMs = Math.min(opts.backoffMaxMs ?? 30_000, leaseMs / 3);
  const maxLoops = opts.maxLoops ?? 500;
  const loops = new Map<string, AbortController>();
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;
  let stopped = false;

  const publish = (userId: string, event: UserEvent) =>
    live.publishToUser(userId, event).catch((err: unknown) => log?.warn({ err }, 'could not publish a Matrix update'));

  async function run(userId: string, ac: AbortController) {
    const { signal } = ac;
    let failures = 0;
    let lastState = '';
    const setState = async (state: 'syncing' | 'backing_off' | 'token_invalid', error: string | null) => {
      if (state === 'syncing' && lastState === 'syncing') return;
      await store.setSyncState(userId, owner, state, error);
      if (state !== lastState || error) await publish(userId, { type: 'matrix_status', sync: state, syncError: error });
      lastState = state;
    };
    try {
      while (!signal.aborted) {
        if (!(await store.renew(userId, owner, leaseMs))) return;
        const account = await store.account(userId);
        if (!account) return;
        try {
          const res = await sync(account.homeserverUrl, account.token, { since: account.since, timeoutMs: account.since ? pollTimeoutMs : 0 }, {
            fetch: opts.fetch,
            signal: AbortSignal.any([signal, AbortSignal.timeout(pollTimeoutMs + 20_000)]),
          });
          if (signal.aborted) return;
          await opts.onSync?.(account, res);
          const applied = await store.applySync(account, res, owner);
          if (!applied) return;
          failures = 0;
          await setState('syncing', null);
          // The first sync after connect (no since) only fills the list: nothing is "new".
          if (account.since) {
            for (const m of applied.messages) await publish(userId, liveMessageEvent(m));
            for (const room of applied.rooms) await publish(userId, { type: 'matrix_room', room });
          }
        } catch (err) {
          if (signal.aborted) return;
          if (err instanceof MatrixError && err.tokenRejected) {
            await setState('token_invalid', 'The homeserver no longer accepts this access token. Connect again with a new one.');
            return;
          }
          // The same `since` gets the same too-large answer: polling again would only download 16 MB again.
          if (err instanceof MatrixError && err.kind === 'too_large') {
            await setState('token_invalid', `${err.message} Syncing stopped: connect again to start over.`);
            return;
          }
          // The guard refuses the stored address (a private one, a redirect): polling again changes nothing.
          if (err instanceof OutboundError && err.refused) {
            await setState('token_invalid', "The homeserver's address is not allowed on this server. Connect again with another homeserver.");
            return;
          }
          failures++;
          const wait = Math.min(backoffMaxMs, backoffBaseMs * 2 ** Math.min(failures - 1, 16)) * (0.75 + Math.random() * 0.5);
          const message = err instanceof MatrixError ? err.message : 'The Matrix sync failed.';
          if (!(err instanceof MatrixError)) log?.warn({ err, userId }, 'Matrix sync failed');
          await setState('backing_off', message).catch(() => undefined);
          await abortableSleep(wait, signal);
        }
      }
    } catch (err) {
      // A database error: leave the lease to expire; another claim round retries.
      log?.warn({ err, userId }, 'Matrix sync loop stopped');
    } finally {
      if (loops.get(userId) === ac) loops.delete(userId);
    }
  }

  function launch(userId: string) {
    if (stopped || loops.has(userId)) return;
    const ac = new AbortController();
    loops.set(userId, ac);
    const handle = opts.access?.register({
      userId,
      sessionId: null,
      close: () => {
        if (loops.get(userId) === ac) loops.delete(userId);
        ac.abort();
      },
    });
    void handle?.admit(liveResource.matrixAccount(userId), async () => ((await store.account(userId)) ? [] : false)).then(
      (ok) => {
        if (!ok) ac.abort();
      },
      (err: unknown) => log?.warn({ err, userId }, 'could not check a Matrix account'),
    );
    void run(userId, ac).finally(() => handle?.unregister());
  }

  async function claimRound(onlyUserId?: string) {
    if (stopped) return;
    try {
      const ids = await store.claim(owner, leaseMs, Math.max(1, maxLoops - loops.size), onlyUserId);
      for (const id of ids) launch(id);
    } catch (err) {
      log?.warn({ err }, 'could not claim Matrix sync loops');
    }
  }

  function stopLocal(userId: string) {
    const ac = loops.get(userId);
    if (!ac) return;
    loops.delete(userId);
    ac.abort();
  }

  return {
    async start() {
      unsubscribe = await pubsub.subscribe(MATRIX_SYNC_CHANNEL, (message) => {
        const m = message as { kind?: unknown; userId?: unknown; except?: unknown } | null;
        if (m?.kind === 'stop' && typeof m.userId === 'string' && m.except !== owner) stopLocal(m.userId);
      });
      await claimRound();
      timer = setInterval(() => void claimRound(), claimEveryMs);
      timer.unref();
    },
    async kick(userId) {
      stopLocal(userId);
      await claimRound(userId);
    },
    async stopEverywhere(userId) {
      stopLocal(userId);
      await pubsub.publish(MATRIX_SYNC_CHANNEL, { kind: 'stop', userId, except: owner }).catch(() => undefined);
    },
    running: () => [...loops.keys()],
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      const ids = [...loops.keys()];
      for (const ac of loops.values()) ac.abort();
      loops.clear();
      await unsubscribe?.().catch(() => undefined);
      await store.release(owner, ids).catch((err: unknown) => log?.warn({ err }, 'could not release Matrix sync leases'));
    },
  };
}
