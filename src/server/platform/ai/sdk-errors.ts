import { EngineError, parseRetryAfter } from './errors';

/**
 * Maps an error thrown by the OpenAI or Anthropic SDK (or fetch) to an EngineError.
 * An aborted signal means the layer's deadline passed, whatever the SDK calls it.
 */
export function fromSdkError(err: unknown, signal: AbortSignal): EngineError {
  if (err instanceof EngineError) return err;
  if (signal.aborted) return new EngineError('The AI provider did not answer in time.', 'timeout');
  const e = err as { status?: unknown; headers?: { get?: (name: string) => string | null }; message?: unknown } | null;
  const message = typeof e?.message === 'string' ? e.message : 'AI provider request failed';
  if (typeof e?.status === 'number') {
    const retryAfter = typeof e.headers?.get === 'function' ? e.headers.get('retry-after') : undefined;
    return new EngineError(message, 'http', e.status, parseRetryAfter(retryAfter));
  }
  return new EngineError(message, 'network');
}
