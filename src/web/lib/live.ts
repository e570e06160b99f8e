/**
 * The web's one live channel (#26): a single `EventSource` on GET /api/events shared by
 * every screen that wants live hints, instead of one connection per hook.
 *
 * - The connection opens with the first subscription and closes when the last one leaves.
 * - Subscriptions are per event kind and typed from the contract (contract/events.ts): the
 *   server sends each event as `event: <type>` with the whole event's JSON as `data`, so a
 *   subscriber to `import` gets exactly `{ type: 'import', import }`.
 * - Reconnecting is the browser's: while the source is CONNECTING it retries by itself.
 *   When the browser gives up (CLOSED: a 401 after the session ended, a refused stream),
 *   the channel stays closed until a screen subscribes again, which opens a fresh source —
 *   as a remounted screen did when each hook had its own connection.
 * - `open` handlers run on every (re)connection: events may have been missed, so a screen
 *   re-reads what it shows. Events are hints; polling and refetches remain the ground truth.
 */
import { useEffect, useRef } from 'react';
import { eventsApi } from '../../contract/endpoints/events';
import type { UserEvent, UserEventType } from '../../contract/events';
import { endpointUrl } from './api';

/** The event of one kind, e.g. `LiveEvent<'import'>` is `{ type: 'import'; import: Import }`. */
export type LiveEvent<K extends UserEventType> = Extract<UserEvent, { type: K }>;
export type LiveHandler<K extends UserEventType> = (event: LiveEvent<K>) => void;

/** The part of `EventSource` the channel uses (a fake in tests). */
export interface LiveSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void): void;
  removeEventListener(type: string, listener: (e: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveChannel {
  /** Calls `handler` with each event of `kind`; returns the unsubscribe. */
  subscribe<K extends UserEventType>(kind: K, handler: LiveHandler<K>): () => void;
  /** Calls `handler` each time the connection opens (the first time and after a reconnect); returns the unsubscribe. */
  onOpen(handler: () => void): () => void;
}

/** EventSource.CLOSED, spelled out so the module loads where EventSource does not exist. */
const CLOSED = 2;

/** A handler's exception is reported as an event listener's would be, and does not stop the others. */
function report(err: unknown) {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(err);
  else setTimeout(() => { throw err; });
}

/**
 * A channel over sources made by `open` (null when the platform has no EventSource: the
 * channel then stays silent and screens fall back on their polling).
 */
export function createLiveChannel(open: () => LiveSource | null): LiveChannel {
  const handlers = new Map<UserEventType, Set<(event: UserEvent) => void>>();
  const openHandlers = new Set<() => void>();
  /** The current source and the per-kind listeners attached to it. */
  let source: LiveSource | null = null;
  const listeners = new Map<string, (e: MessageEvent<string>) => void>();

  const subscribers = () => openHandlers.size + [...handlers.values()].reduce((n, set) => n + set.size, 0);

  function listenerFor(kind: UserEventType) {
    return (e: MessageEvent<string>) => {
      let event: UserEvent;
      try {
        event = JSON.parse(e.data) as UserEvent;
      } catch {
        return; // a malformed hint: the next read catches up
      }
      if (event?.type !== kind) return;
      for (const handler of [...(handlers.get(kind) ?? [])]) {
        try {
          handler(event);
        } catch (err) {
          report(err);
        }
      }
    };
  }

  const onSourceOpen = () => {
    for (const handler of [...openHandlers]) {
      try {
        handler();
      } catch (err) {
        report(err);
      }
    }
  };

  function attach(kind: UserEventType) {
    if (!source || listeners.has(kind)) return;
    const listener = listenerFor(kind);
    listeners.set(kind, listener);
    source.addEventListener(kind, listener);
  }

  function detach(kind: UserEventType) {
    const listener = listeners.get(kind);
    if (!source || !listener) return;
    listeners.delete(kind);
    source.removeEventListener(kind, listener);
  }

  function disconnect() {
    if (!source) return;
    for (const [kind, listener] of listeners) source.removeEventListener(kind, listener);
    source.removeEventListener('open', onSourceOpen);
    source.close();
    listeners.clear();
    source = null;
  }

  /** Opens a source unless one is open or still reconnecting by itself. */
  function connect() {
    if (source && source.readyState !== CLOSED) return;
    disconnect();
    source = open();
    if (!source) return;
    source.addEventListener('open', onSourceOpen);
    for (const [kind, set] of handlers) if (set.size > 0) attach(kind);
  }

  function release() {
    if (subscribers() === 0) disconnect();
  }

  return {
    subscribe(kind, handler) {
      const h = handler as (event: UserEvent) => void;
      let set = handlers.get(kind);
      if (!set) handlers.set(kind, (set = new Set()));
      set.add(h);
      connect();
      attach(kind);
      return () => {
        if (!set.delete(h)) return;
        if (set.size === 0) detach(kind);
        release();
      };
    },
    onOpen(handler) {
      const h = () => handler();
      openHandlers.add(h);
      connect();
      return () => {
        if (!openHandlers.delete(h)) return;
        release();
      };
    },
  };
}

let shared: LiveChannel | undefined;

/** The page's one channel on GET /api/events (opened with the session's cookie). */
export function liveChannel(): LiveChannel {
  shared ??= createLiveChannel(() =>
    typeof EventSource === 'undefined' ? null : new EventSource(endpointUrl(eventsApi.stream), { withCredentials: true }),
  );
  return shared;
}

/**
 * Calls `handler` with each live event of `kind` while mounted and `enabled`. The handler
 * may change between renders without resubscribing (the latest one is called).
 */
export function useLiveEvent<K extends UserEventType>(kind: K, handler: LiveHandler<K>, enabled = true) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    return liveChannel().subscribe(kind, (event) => latest.current(event));
  }, [kind, enabled]);
}

/** Calls `handler` each time the live connection opens or reopens while mounted and `enabled` (events may have been missed). */
export function useLiveOpen(handler: () => void, enabled = true) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    return liveChannel().onOpen(() => latest.current());
  }, [enabled]);
}
