// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserEvent } from '../../contract/events';
import type { Import } from '../../contract/worlds';
import { createLiveChannel, useLiveEvent, useLiveOpen, type LiveSource } from './live';

type Listener = (e: MessageEvent<string>) => void;

/** An EventSource that the test drives: `open()`, `send(event)`, `emitRaw(type, data)`, `giveUp()`. */
class FakeEventSource implements LiveSource {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private listeners = new Map<string, Set<Listener>>();

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = 2;
    this.closed = true;
  }

  listenerCount() {
    return [...this.listeners.values()].reduce((n, s) => n + s.size, 0);
  }

  emitRaw(type: string, data: string) {
    for (const l of [...(this.listeners.get(type) ?? [])]) l({ data } as MessageEvent<string>);
  }

  /** As the server writes it: `event: <type>` with the whole event as data. */
  send(event: UserEvent) {
    this.emitRaw(event.type, JSON.stringify(event));
  }

  open() {
    this.readyState = 1;
    this.emitRaw('open', '');
  }

  /** The browser stops retrying (e.g. the reconnect got a 401). */
  giveUp() {
    this.readyState = 2;
    this.emitRaw('error', '');
  }
}

const importEvent = { type: 'import', import: { id: 'imp-1', status: 'running' } as Import } as const satisfies UserEvent;
const activityEvent = {
  type: 'activity',
  entry: { id: 'a1', type: 'note', message: 'hi', sharedWorkspaceId: null, metadata: {}, createdAt: '2026-01-01T00:00:00.000Z' },
} as const satisfies UserEvent;
const statusEvent = { type: 'matrix_status', sync: 'syncing', syncError: null } as const satisfies UserEvent;

const fakeChannel = () => createLiveChannel(() => new FakeEventSource('/api/events', { withCredentials: true }));
const sources = () => FakeEventSource.instances;

beforeEach(() => {
  FakeEventSource.instances = [];
});

describe('the live channel (one EventSource for every screen, #26)', () => {
  it('opens one connection for three subscribers, and each gets only its kind', () => {
    const channel = fakeChannel();
    const onImport = vi.fn();
    const onActivity = vi.fn();
    const onStatus = vi.fn();
    channel.subscribe('import', onImport);
    channel.subscribe('activity', onActivity);
    channel.subscribe('matrix_status', onStatus);

    expect(sources()).toHaveLength(1);
    const [source] = sources();
    source!.open();
    source!.send(importEvent);
    source!.send(activityEvent);
    source!.send(activityEvent);
    source!.send(statusEvent);

    expect(onImport.mock.calls).toEqual([[importEvent]]);
    expect(onActivity.mock.calls).toEqual([[activityEvent], [activityEvent]]);
    expect(onStatus.mock.calls).toEqual([[statusEvent]]);
  });

  it('closes the connection when the last subscriber leaves, and opens a new one for the next', () => {
    const channel = fakeChannel();
    const offA = channel.subscribe('import', () => {});
    const offB = channel.subscribe('import', () => {});
    const offC = channel.onOpen(() => {});
    const [first] = sources();

    offA();
    offB();
    expect(first!.closed).toBe(false);
    offC();
    expect(first!.closed).toBe(true);
    expect(first!.listenerCount()).toBe(0);
    offC(); // a second call is harmless

    channel.subscribe('activity', () => {});
    expect(sources()).toHaveLength(2);
    expect(sources()[1]!.closed).toBe(false);
  });

  it('stops delivering to a subscriber that left while others stay', () => {
    const channel = fakeChannel();
    const gone = vi.fn();
    const stays = vi.fn();
    const off = channel.subscribe('import', gone);
    channel.subscribe('import', stays);
    off();
    sources()[0]!.send(importEvent);
    expect(gone).not.toHaveBeenCalled();
    expect(stays).toHaveBeenCalledTimes(1);
  });

  it('ignores malformed data and events whose type is not the kind, and one throwing handler does not stop the others', () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    try {
      const channel = fakeChannel();
      const boom = new Error('boom');
      const after = vi.fn();
      channel.subscribe('import', () => {
        throw boom;
      });
      channel.subscribe('import', after);
      const [source] = sources();
      source!.emitRaw('import', 'not json');
      source!.emitRaw('import', JSON.stringify(activityEvent));
      expect(after).not.toHaveBeenCalled();
      source!.send(importEvent);
      expect(after).toHaveBeenCalledWith(importEvent);
      expect(reportError).toHaveBeenCalledWith(boom);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('lets the browser reconnect by itself, and opens a fresh source for the next subscriber once the browser gave up', () => {
    const channel = fakeChannel();
    const onOpen = vi.fn();
    const onImport = vi.fn();
    channel.onOpen(onOpen);
    channel.subscribe('import', onImport);
    const [first] = sources();
    first!.open();
    expect(onOpen).toHaveBeenCalledTimes(1);

    // A dropped connection: the browser retries (CONNECTING) and reopens; subscribers hear the reopen.
    first!.readyState = 0;
    channel.subscribe('activity', () => {});
    expect(sources()).toHaveLength(1);
    first!.open();
    expect(onOpen).toHaveBeenCalledTimes(2);

    // The browser gave up (a 401): nothing more arrives until a screen subscribes again.
    first!.giveUp();
    channel.subscribe('matrix_room', () => {});
    expect(sources()).toHaveLength(2);
    const [, second] = sources();
    expect(first!.listenerCount()).toBe(0);
    second!.open();
    expect(onOpen).toHaveBeenCalledTimes(3);
    second!.send(importEvent);
    expect(onImport).toHaveBeenCalledWith(importEvent);
  });

  it('stays silent where there is no EventSource', () => {
    const open = vi.fn(() => null);
    const channel = createLiveChannel(open);
    const off = channel.subscribe('import', () => {});
    expect(open).toHaveBeenCalledTimes(1); // it tried; nothing to attach to, nothing thrown or logged
    expect(() => off()).not.toThrow();
  });
});

describe('useLiveEvent and useLiveOpen (the shared channel from screens)', () => {
  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shares one EventSource on /api/events between mounted hooks and closes it after the last unmounts', () => {
    const onImport = vi.fn();
    const onActivity = vi.fn();
    const onOpen = vi.fn();
    const a = renderHook(() => useLiveEvent('import', onImport));
    const b = renderHook(() => useLiveEvent('activity', onActivity));
    const c = renderHook(() => useLiveOpen(onOpen));

    expect(sources()).toHaveLength(1);
    const [source] = sources();
    expect(source!.url).toBe('/api/events');
    expect(source!.init).toEqual({ withCredentials: true });
    act(() => {
      source!.open();
      source!.send(importEvent);
      source!.send(activityEvent);
    });
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onImport).toHaveBeenCalledWith(importEvent);
    expect(onActivity).toHaveBeenCalledWith(activityEvent);

    a.unmount();
    b.unmount();
    expect(source!.closed).toBe(false);
    c.unmount();
    expect(source!.closed).toBe(true);
  });

  it('opens nothing while disabled, and calls the latest handler without reconnecting', () => {
    const first = vi.fn();
    const second = vi.fn();
    const hook = renderHook(({ handler, enabled }) => useLiveEvent('import', handler, enabled), {
      initialProps: { handler: first, enabled: false },
    });
    expect(sources()).toHaveLength(0);

    hook.rerender({ handler: first, enabled: true });
    hook.rerender({ handler: second, enabled: true });
    expect(sources()).toHaveLength(1);
    act(() => sources()[0]!.send(importEvent));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(importEvent);

    hook.rerender({ handler: second, enabled: false });
    expect(sources()[0]!.closed).toBe(true);
    hook.unmount();
  });
});
