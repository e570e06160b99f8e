import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { ApiError } from './api-client';
import { call, callRaw, endpointUrl, queryString } from './api';

const getThing = defineEndpoint({
  method: 'GET',
  path: '/api/things/:id/parts/:part',
  params: z.object({ id: z.string(), part: z.coerce.number() }),
  query: z.object({ q: z.string().optional(), tag: z.array(z.string()).optional() }),
  response: { 200: z.object({ name: z.string(), size: z.number() }) },
});
const createThing = defineEndpoint({
  method: 'POST',
  path: '/api/things',
  body: z.object({ name: z.string().min(1) }),
  response: { 201: z.object({ id: z.string() }) },
});
const removeThing = defineEndpoint({ method: 'DELETE', path: '/api/things/:id', params: z.object({ id: z.string() }), responseKind: 'empty' });
const byToken = defineEndpoint({ method: 'GET', path: '/api/shared/:token/items/:item', response: { 200: z.object({ n: z.number() }) } });
const upload = defineEndpoint({ method: 'POST', path: '/api/things/upload', bodyKind: 'multipart', response: { 200: z.object({ ok: z.literal(true) }) } });

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
afterEach(() => vi.unstubAllGlobals());

describe('the typed client (#26)', () => {
  it('fills params (encoded) and the query into the path', () => {
    expect(endpointUrl(getThing, { params: { id: 'a/b c', part: 2 }, query: { q: 'x&y', tag: ['1', '2'] } })).toBe(
      '/api/things/a%2Fb%20c/parts/2?q=x%26y&tag=1&tag=2',
    );
    expect(endpointUrl(getThing, { params: { id: 'a', part: 1 } })).toBe('/api/things/a/parts/1');
    expect(queryString({ a: undefined, b: null, c: '', d: 0 })).toBe('?d=0');
  });

  it('refuses a missing param rather than calling a wrong path', () => {
    expect(() => endpointUrl(getThing, { params: { id: '', part: 1 } })).toThrow(/missing param "id"/);
  });

  it('sends the method and JSON body, and returns the typed answer', async () => {
    const fetchMock = answer(201, { id: 't1' });
    const created = await call(createThing, { body: { name: 'n' } });
    expectTypeOf(created).toEqualTypeOf<{ id: string }>();
    expect(created).toEqual({ id: 't1' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"n"}');
    expect(init.credentials).toBe('include');
  });

  it('answers undefined for an empty answer, and sends a FormData body as is', async () => {
    answer(204, undefined);
    await expect(call(removeThing, { params: { id: 'x' } })).resolves.toBeUndefined();
    const fetchMock = answer(200, { ok: true });
    const form = new FormData();
    await callRaw(upload, { body: form });
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body).toBe(form);
  });

  it('turns a non-OK answer into the ApiError screens read', async () => {
    answer(400, { error: 'Bad', code: 'validation', message: 'Name is required.' });
    const err = await call(createThing, { body: { name: '' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).serverMessage).toBe('Name is required.');
  });

  it('types what each call needs', () => {
    // @ts-expect-error params are required when the path has them
    expect(() => endpointUrl(getThing)).toThrow();
    // @ts-expect-error the body must match the endpoint's schema
    void (() => call(createThing, { body: { title: 'x' } }));
    // @ts-expect-error a path's params are required even when the route reads them itself
    expect(() => endpointUrl(byToken, {})).toThrow();
    expect(endpointUrl(byToken, { params: { token: 't', item: 3 } })).toBe('/api/shared/t/items/3');
    // @ts-expect-error a multipart endpoint takes FormData
    void (() => call(upload, { body: { file: 'x' } }));
  });
});

describe('request options', () => {
  it('passes keepalive and an abort signal to fetch', async () => {
    const fetchMock = answer(201, { id: 't1' });
    const controller = new AbortController();
    await callRaw(createThing, { body: { name: 'n' }, keepalive: true, signal: controller.signal });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.keepalive).toBe(true);
    expect(init.signal).toBe(controller.signal);
  });
});
