import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, discardBody, errorMessage, NetworkError, requestsInFlight } from './api-client';
import { createQueryClient, getQueryFn } from './query-client';

function stubFetch(response: Response | Error) {
  const fn = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest (spec §7 shared request behaviour)', () => {
  it('sends a JSON body with a JSON content type and includes credentials', async () => {
    const fetch = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/subscribe', { email: 'a@b.co' });
    expect(fetch).toHaveBeenCalledWith('/api/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co"}',
      credentials: 'include',
    });
  });

  it('turns a non-OK answer into an error "<status>: <body text>" and keeps the server message', async () => {
    stubFetch(new Response('{"code":"already_subscribed","message":"Taken","error":"Taken"}', { status: 409 }));
    const err = await apiRequest('POST', '/x', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('409: {"code":"already_subscribed","message":"Taken","error":"Taken"}');
    expect((err as ApiError).status).toBe(409);
    expect((err as ApiError).serverMessage).toBe('Taken');
    expect(errorMessage(err, 'fallback')).toBe('Taken');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('GET', '/x')).rejects.toThrow('502: Bad Gateway');
  });

  it('reports a network failure as a NetworkError, so screens show their network message', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const err = await apiRequest('GET', '/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(errorMessage(err, 'Network error. Please try again.')).toBe('Network error. Please try again.');
  });
});

describe('every answer the app does not use is read to its end (an unread body keeps the request open in Chromium)', () => {
  it.each([400, 401, 403, 404, 409, 429, 500, 503])('a %i answer has its body read', async (status) => {
    const res = new Response('{"message":"no"}', { status });
    stubFetch(res);
    await expect(apiRequest('GET', '/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(res.bodyUsed).toBe(true);
  });

  it('an error whose body breaks off half-way is still an ApiError with the status text', async () => {
    const body = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"mess'));
        c.error(new Error('connection reset'));
      },
    });
    stubFetch(new Response(body, { status: 502, statusText: 'Bad Gateway' }));
    const err = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('502: Bad Gateway');
  });

  it('discardBody reads an unread body and leaves a read one alone', async () => {
    const res = new Response('x'.repeat(10_000), { status: 401 });
    await discardBody(res);
    expect(res.bodyUsed).toBe(true);
    await expect(discardBody(res)).resolves.toBeUndefined();
  });

  it('the query loader that answers null on a 401 reads its body too', async () => {
    const res = new Response('{"message":"sign in"}', { status: 401 });
    stubFetch(res);
    const ctx = { queryKey: ['/api/auth/user'], signal: new AbortController().signal } as never;
    await expect(getQueryFn<unknown>({ on401: 'returnNull' })(ctx)).resolves.toBeNull();
    expect(res.bodyUsed).toBe(true);
  });
});

describe('requestsInFlight (what the page-ready marker waits on)', () => {
  it('counts a call from its start until it is answered, failed or refused', async () => {
    const seen: number[] = [];
    const stop = requestsInFlight.subscribe(() => seen.push(requestsInFlight.get()));
    let answer!: (r: Response) => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((r) => (answer = r))));
    const pending = apiRequest('GET', '/api/slow');
    expect(requestsInFlight.get()).toBe(1);
    answer(new Response('{}', { status: 200 }));
    await pending;
    expect(requestsInFlight.get()).toBe(0);
    stubFetch(new Response('no', { status: 401 }));
    await apiRequest('GET', '/api/x').catch(() => undefined);
    stubFetch(new TypeError('Failed to fetch'));
    await apiRequest('GET', '/api/x').catch(() => undefined);
    expect(requestsInFlight.get()).toBe(0);
    expect(seen).toEqual([1, 0, 1, 0, 1, 0]);
    stop();
  });
});

describe('query client defaults', () => {
  it('never refetches by interval or focus, is never stale and never retries', () => {
    const d = createQueryClient().getDefaultOptions();
    expect(d.queries).toMatchObject({ refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false });
    expect(d.mutations).toMatchObject({ retry: false });
  });

  it('loads with GET on the first query key element and can return null on 401', async () => {
    const fetch = stubFetch(new Response('', { status: 401 }));
    const fn = getQueryFn<unknown>({ on401: 'returnNull' });
    const ctx = { queryKey: ['/api/auth/user', 'x'], signal: new AbortController().signal } as never;
    await expect(fn(ctx)).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ credentials: 'include' }));
    stubFetch(new Response('nope', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn<unknown>({ on401: 'throw' })(ctx)).rejects.toThrow('401: nope');
  });
});
