/**
 * Sign-in throttling: after MAX failed attempts for one email, or from one client
 * address, within WINDOW, further attempts for that key are refused (429) until the
 * oldest counted failure leaves the window.
 *
 * The failures are counted by the platform's `limits` (server/platform/limits.ts): in
 * Redis with REDIS_URL, else in the database on PostgreSQL, so every instance sees the
 * same counts and N instances do not give an attacker N times the attempts; in memory
 * on PGlite (one process).
 *
 * Fails closed: when the counters cannot be read or written (Redis or the database
 * down), sign-in answers 503 rather than allowing attempts nobody counts.
 */
import { AppError } from '../../errors';
import type { Limits } from '../../platform/limits';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface LoginThrottleOptions {
  limits: Limits;
  maxFailures?: number;
  windowMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

const PREFIX = 'login:';

/** How soon a client may try again when the counters are unavailable. */
export const THROTTLE_UNAVAILABLE_RETRY_SECONDS = 5;

/** 503: sign-in is refused while its attempts cannot be counted. */
export class ThrottleUnavailableError extends AppError {
  constructor() {
    super(503, 'sign_in_unavailable', 'Sign-in is unavailable for a moment. Please try again shortly.', {
      'retry-after': String(THROTTLE_UNAVAILABLE_RETRY_SECONDS),
    });
  }
}

async function failClosed<T>(work: Promise<T>, log?: LoginThrottleOptions['log']): Promise<T> {
  try {
    return await work;
  } catch (err) {
    log?.warn({ err }, 'sign-in throttle unavailable; sign-in refused');
    throw new ThrottleUnavailableError();
  }
}

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
      return Math.ceil((await failClosed(limits.blockedForMs(scoped(keys), { max, windowMs }), opts.log)) / 1000);
    },
    /** Throws ThrottleUnavailableError when the failure could not be counted. */
    async recordFailure(keys: string[]): Promise<void> {
      await failClosed(limits.recordFailure(scoped(keys), windowMs), opts.log);
    },
    /** Throws ThrottleUnavailableError when the count could not be cleared (so the sign-in is refused too). */
    async reset(key: string): Promise<void> {
      await failClosed(limits.clear(PREFIX + key), opts.log);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export const throttleKeys = (email: string, ip: string) => [`email:${email}`, `ip:${ip}`];
