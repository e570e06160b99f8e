/**
 * Sign-in throttling: after MAX failed attempts for one email, or from one client
 * address, within WINDOW, further attempts for that key are refused (429) until the
 * oldest counted failure leaves the window.
 *
 * The failures are counted by the platform's `limits` (server/platform/limits.ts): in
 * the database on PostgreSQL, so every instance sees the same counts and N instances
 * do not give an attacker N times the attempts; in memory on PGlite (one process).
 */
import type { Limits } from '../../platform/limits';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface LoginThrottleOptions {
  limits: Limits;
  maxFailures?: number;
  windowMs?: number;
}

const PREFIX = 'login:';

export function createLoginThrottle(opts: LoginThrottleOptions) {
  const max = opts.maxFailures ?? LOGIN_MAX_FAILURES;
  const windowMs = opts.windowMs ?? LOGIN_WINDOW_MS;
  const { limits } = opts;
  const scoped = (keys: string[]) => keys.map((k) => PREFIX + k);

  return {
    maxFailures: max,
    windowMs,
    /** Seconds until the first of `keys` is allowed again, or 0 when none is blocked. */
    async retryAfterSeconds(keys: string[]): Promise<number> {
      return Math.ceil((await limits.blockedForMs(scoped(keys), { max, windowMs })) / 1000);
    },
    async recordFailure(keys: string[]): Promise<void> {
      await limits.recordFailure(scoped(keys), windowMs);
    },
    async reset(key: string): Promise<void> {
      await limits.clear(PREFIX + key);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export const throttleKeys = (email: string, ip: string) => [`email:${email}`, `ip:${ip}`];
