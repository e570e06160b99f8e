import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markIslandReady } from './landing-island-ready';

function inFlight() {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => count,
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    add(delta: 1 | -1) {
      count += delta;
      for (const l of listeners) l();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('markIslandReady (the landing island keeps the data-ready contract)', () => {
  it('says ready once nothing is under way for the quiet time, and not ready while a call is', () => {
    const root = { dataset: {} as DOMStringMap };
    const calls = inFlight();
    calls.add(1); // who is signed in, asked at hydration
    markIslandReady(root, calls, 50);
    expect(root.dataset.ready).toBe('false');
    vi.advanceTimersByTime(100);
    expect(root.dataset.ready).toBe('false');
    calls.add(-1);
    vi.advanceTimersByTime(49);
    expect(root.dataset.ready).toBe('false');
    vi.advanceTimersByTime(1);
    expect(root.dataset.ready).toBe('true');
    // A waitlist submission: not ready until it is answered.
    calls.add(1);
    expect(root.dataset.ready).toBe('false');
    calls.add(-1);
    vi.advanceTimersByTime(50);
    expect(root.dataset.ready).toBe('true');
  });

  it('a call that starts within the quiet time restarts it', () => {
    const root = { dataset: {} as DOMStringMap };
    const calls = inFlight();
    markIslandReady(root, calls, 50);
    vi.advanceTimersByTime(30);
    calls.add(1);
    calls.add(-1);
    vi.advanceTimersByTime(30);
    expect(root.dataset.ready).toBe('false');
    vi.advanceTimersByTime(20);
    expect(root.dataset.ready).toBe('true');
  });

  it('is not ready while handing over to the app, and stops marking once disposed', () => {
    const root = { dataset: {} as DOMStringMap };
    const calls = inFlight();
    const ready = markIslandReady(root, calls, 50);
    vi.advanceTimersByTime(50);
    expect(root.dataset.ready).toBe('true');
    ready.setBusy(true);
    expect(root.dataset.ready).toBe('false');
    vi.advanceTimersByTime(500);
    expect(root.dataset.ready).toBe('false');
    ready.dispose();
    calls.add(1);
    calls.add(-1);
    vi.advanceTimersByTime(500);
    expect(root.dataset.ready).toBe('false');
  });
});
