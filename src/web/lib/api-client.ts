/**
 * The shared request behaviour of the spec (§7): JSON bodies, cookies always sent,
 * and any non-OK answer becomes an ApiError whose message is
 * "<status>: <response body text, or the status text when empty>".
 * `serverMessage` is the `message`/`error` field of a JSON error body, for screens.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly serverMessage: string | undefined,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Failure to reach the server at all. */
export class NetworkError extends ApiError {
  constructor(cause: unknown) {
    super(0, `0: ${cause instanceof Error ? cause.message : 'Network error'}`, 'network', undefined, undefined);
    this.name = 'NetworkError';
  }
}

/**
 * Reads a response's body to its end and drops it. An answer whose body is never read
 * keeps its request open in Chromium (the page never reaches network idle), so every
 * answer the app does not use (a 401 read as "signed out", an error) goes through here
 * or through `throwIfResNotOk`.
 */
export async function discardBody(res: Response): Promise<void> {
  if (res.bodyUsed) return;
  await res.arrayBuffer().catch(() => undefined);
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  // Always read to the end (see discardBody); a body cut off half-way reads as empty.
  const text = (await res.text().catch(() => '')) || res.statusText;
  let body: unknown = text;
  let code = 'http_error';
  let serverMessage: string | undefined;
  try {
    body = JSON.parse(text);
    const b = body as { code?: unknown; message?: unknown; error?: unknown };
    if (typeof b.code === 'string') code = b.code;
    if (typeof b.message === 'string') serverMessage = b.message;
    else if (typeof b.error === 'string') serverMessage = b.error;
  } catch {
    /* not JSON: keep the text */
  }
  throw new ApiError(res.status, `${res.status}: ${text}`, code, serverMessage, body);
}

/** Request options a call may add: abort, or keep the request alive while the page unloads. */
export interface RequestOptions {
  signal?: AbortSignal;
  keepalive?: boolean;
}

/**
 * How many calls through `apiRequest` wait for their answer (an error's body included), for
 * the page-ready marker (app/ready-marker.tsx): a page is not ready while one is under way.
 */
export const requestsInFlight = (() => {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => count,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** +1 when a call starts, -1 when it is answered or failed. */
    add(delta: 1 | -1) {
      count += delta;
      for (const l of listeners) l();
    },
  };
})();

export async function apiRequest(method: string, url: string, data?: unknown, options: RequestOptions = {}): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  let res: Response;
  requestsInFlight.add(1);
  try {
    try {
      res = await fetch(url, {
        ...options,
        method,
        headers: data !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {},
        body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
        credentials: 'include',
      });
    } catch (err) {
      throw new NetworkError(err);
    }
    await throwIfResNotOk(res);
  } finally {
    requestsInFlight.add(-1);
  }
  return res;
}


/** The message a person should read for a failed call, or the screen's fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof NetworkError) return fallback;
  if (err instanceof ApiError) return err.serverMessage ?? fallback;
  return fallback;
}
