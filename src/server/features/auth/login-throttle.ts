/**
 * Sign-in throttling: after MAX failed attempts for one email, or from one client
 * address, within WINDOW, further attempts for that key are refused (429) until the
 * oldest counted failure leaves the window.
 *
 * NOTE: the counters live in this process's memory (bounded LRU). A restart forgets
 * them, and several server processes would each count separately. That is enough
 * against online guessing at this scale; move them to the database or Redis before
 * running more than one process.
 */
import { LRUCache } from 'lru-cache';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface LoginThrottleOptions {
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
}

export function createLoginThrottle(opts: LoginThrottleOptions = {}) {
  const max = opts.maxFailures ?? LOGIN_MAX_FAILURES;
  const windowMs = opts.windowMs ?? LOGIN_WINDOW_MS;
  const now = opts.now ?? Date.now;
  // Failure times per key, oldest first; bounded so a flood of keys cannot exhaust memory.
  const failures = new LRUCache<string, number[]>({ max: 100_000 });

  function recent(key: string, t: number): number[] {
    const list = (failures.get(key) ?? []).filter((at) => at > t - windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  }

  return {
    maxFailures: max,
    windowMs,
    /** Seconds until the first of `keys` is allowed again, or 0 when none is blocked. */
    retryAfterSeconds(keys: string[]): number {
      const t = now();
      let wait = 0;
      for (const key of keys) {
        const list = recent(key, t);
        if (list.length >= max) {
          // Blocked until enough failures have aged out to drop below the limit.
          const unblockAt = list[list.length - max]! + windowMs;
          wait = Math.max(wait, Math.ceil((unblockAt - t) / 1000));
        }
      }
      return wait;
    },
    recordFailure(keys: string[]) {
      const t = now();
      for (const key of keys) failures.set(key, [...recent(key, t), t].slice(-max));
    },
    reset(key: string) {
      failures.delete(key);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export const throttleKeys = (email: string, ip: string) => [`email:${email}`, `ip:${ip}`];
