import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, NetworkError } from './api-client';
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
