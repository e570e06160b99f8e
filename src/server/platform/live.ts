/**
 * Live updates per user, across instances (issue 10): `publishToUser(userId, event)`
 * publishes on the `user_events` pub/sub channel, and every instance writes the event
 * to its own connected Server-Sent Events clients of that user, whichever instance the
 * event came from. The route (features/events) attaches each SSE response here.
 *
 * Behaviour and failure modes:
 * - Delivery is pub/sub's: at most once, only to clients connected at the time. Events
 *   are hints; a client that reconnects re-reads what it shows.
 * - An event is encoded once per instance and written to each client without waiting:
 *   a slow client never delays the others. One whose unsent data passes
 *   MAX_BUFFERED_BYTES is disconnected (EventSource reconnects), so it cannot hold
 *   memory; a closed client is removed when its stream closes.
 * - Events are at most pub/sub's MAX_PAYLOAD_BYTES as JSON; `publishToUser` throws on a
 *   larger one before anything is sent (publishers shorten what they send).
 * - A comment line every HEARTBEAT_MS keeps proxies from closing idle streams and lets
 *   a dead connection be noticed.
 * - Each stream registers with the live access registry (platform/live-access.ts):
 *   when its session ends (sign-out, password change, account deletion, on any
 *   instance) it gets `session_ended` and is closed.
 * - At most MAX_CLIENTS_PER_USER streams per user per instance; a new one closes the oldest.
 * - `close()` ends every stream (call it before the server waits for connections).
 */
import type { Writable } from 'node:stream';
import type { UserEvent } from '../../contract/events';
import type { LiveAccess, LiveHandle } from './live-access';
import type { PubSub } from './pubsub';

export const USER_EVENTS_CHANNEL = 'user_events';
export const HEARTBEAT_MS = 25_000;
export const MAX_BUFFERED_BYTES = 256 * 1024;
export const MAX_CLIENTS_PER_USER = 16;
const TYPE_RE = /^[a-z][a-z0-9_]{0,63}$/;

interface Logger {
  warn(obj: object, msg: string): void;
}

export interface AttachOptions {
  /** The session the stream was opened with: its end closes the stream. */
  sessionId?: string | null;
}

interface Client {
  userId: string;
  stream: Writable;
  access: LiveHandle;
}

export interface LiveHub {
  /** Sends `event` to every connected client of `userId`, on every instance. */
  publishToUser(userId: string, event: UserEvent): Promise<void>;
  /** Streams events of `userId` into `stream` (an SSE response body) until it closes. */
  attach(userId: string, stream: Writable, opts?: AttachOptions): void;
  /** Subscribes to the channels; call once before serving. */
  listen(): Promise<void>;
  /** Connected clients on this instance. */
  size(): number;
  close(): Promise<void>;
}

export function sseFrame(event: { type: string }): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

export function createLiveHub(deps: {
  pubsub: PubSub;
  /** Closes a stream whose session ended. */
  access: LiveAccess;
  log?: Logger;
  heartbeatMs?: number;
  maxBufferedBytes?: number;
}): LiveHub {
  const { pubsub } = deps;
  const maxBuffered = deps.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
  const byUser = new Map<string, Set<Client>>();
  const unsubscribes: (() => Promise<void>)[] = [];
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  function remove(client: Client) {
    client.access.unregister();
    const set = byUser.get(client.userId);
    if (!set?.delete(client)) return;
    if (!set.size) byUser.delete(client.userId);
  }

  function write(client: Client, chunk: string) {
    const { stream } = client;
    if (stream.destroyed || stream.writableEnded) return remove(client);
    if (stream.writableLength > maxBuffered) {
      // Not reading: drop it rather than buffer without bound.
      remove(client);
      stream.destroy();
      return;
    }
    stream.write(chunk);
  }

  function end(client: Client, last?: string) {
    remove(client);
    if (last && !client.stream.destroyed) client.stream.write(last);
    client.stream.end();
  }

  function deliver(message: unknown) {
    const m = message as { userId?: unknown; event?: { type?: unknown } } | null;
    if (typeof m?.userId !== 'string' || typeof m.event?.type !== 'string' || !TYPE_RE.test(m.event.type)) return;
    const set = byUser.get(m.userId);
    if (!set) return;
    const frame = sseFrame(m.event as { type: string });
    for (const client of [...set]) write(client, frame);
  }

  const ended = sseFrame({ type: 'session_ended' } satisfies UserEvent);

  return {
    async publishToUser(userId, event) {
      await pubsub.publish(USER_EVENTS_CHANNEL, { userId, event });
    },

    attach(userId, stream, opts = {}) {
      if (closed) {
        stream.end();
        return;
      }
      const access = deps.access.register({
        userId,
        sessionId: opts.sessionId ?? null,
        close: (reason) => end(client, reason === 'shutdown' ? undefined : ended),
      });
      const client: Client = { userId, stream, access };
      if (access.revoked) {
        stream.end();
        return;
      }
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      if (set.size >= MAX_CLIENTS_PER_USER) end(set.values().next().value!);
      set.add(client);
      stream.once('close', () => remove(client));
      stream.once('finish', () => remove(client));
      // Sent at once: the headers go out, and EventSource waits 5 s before reconnecting.
      stream.write('retry: 5000\n: connected\n\n');
    },

    async listen() {
      unsubscribes.push(await pubsub.subscribe(USER_EVENTS_CHANNEL, deliver));
      heartbeat = setInterval(() => {
        for (const set of byUser.values()) for (const c of [...set]) write(c, ': ping\n\n');
      }, deps.heartbeatMs ?? HEARTBEAT_MS);
      heartbeat.unref();
    },

    size: () => {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },

    async close() {
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      for (const set of [...byUser.values()]) for (const c of [...set]) end(c);
      byUser.clear();
      await Promise.all(unsubscribes.splice(0).map((off) => off().catch(() => undefined)));
    },
  };
}
