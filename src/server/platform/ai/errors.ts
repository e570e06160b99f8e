/**
 * Provider failures, normalised. Engines throw `EngineError`; the layer retries the
 * retryable ones and turns the last one into an `AppError` the client understands.
 */
import { AppError } from '../../errors';

export class EngineError extends Error {
  constructor(
    message: string,
    readonly kind: 'http' | 'network' | 'timeout' | 'empty',
    readonly status?: number,
    /** From the provider's Retry-After header. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }

  /** 408, 409, 429 and 5xx answers and network failures are worth another try. */
  get retryable(): boolean {
    if (this.kind === 'network') return true;
    if (this.kind !== 'http' || this.status === undefined) return false;
    return this.status === 408 || this.status === 409 || this.status === 429 || this.status >= 500;
  }
}

/** Parses a Retry-After header (seconds or an HTTP date) into milliseconds. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const secs = Number(value);
  if (Number.isFinite(secs)) return Math.max(0, secs * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export class AiTimeoutError extends AppError {
  constructor(seconds: number) {
    super(504, 'ai_timeout', `The AI did not answer within ${seconds} seconds. Please try again.`);
  }
}
export class AiBusyError extends AppError {
  constructor() {
    super(503, 'ai_busy', 'The AI service is busy right now. Please try again in a minute.', { 'retry-after': '60' });
  }
}
export class AiUpstreamError extends AppError {
  constructor(message = 'The AI service could not answer. Please try again.') {
    super(502, 'ai_unavailable', message);
  }
}
export class AiBudgetError extends AppError {
  constructor(budget: number, retryAfterSeconds: number, signedIn: boolean) {
    super(
      429,
      'ai_budget_exceeded',
      `You have used today's AI allowance of ${budget.toLocaleString('en-US')} tokens${signedIn ? '' : ' for this address'}. It resets at midnight UTC.`,
      { 'retry-after': String(retryAfterSeconds) },
    );
  }
}

/** The client-facing error for a provider failure that survived the retries. */
export function toClientError(err: unknown, timeoutMs: number): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof EngineError) {
    if (err.kind === 'timeout') return new AiTimeoutError(Math.round(timeoutMs / 1000));
    if (err.status === 429) return new AiBusyError();
    if (err.kind === 'empty') return new AiUpstreamError('The AI returned an empty answer. Please try again.');
    return new AiUpstreamError();
  }
  return new AiUpstreamError();
}
