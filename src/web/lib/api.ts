/**
 * The one typed web client (#26): every call names an endpoint of the contract's map
 * (contract/endpoints/), so its params, query, body and answer are typed from the same
 * schemas the server validates with. Errors are those of api-client.ts (ApiError,
 * NetworkError), so screens and tests read them as before.
 *
 *   const page = await call(juliaCrmApi.investors, { query: { q: 'seed' } });
 *   <a href={endpointUrl(worldsApi.exportFile, { query: { period } })}>
 */
import type { AnyEndpoint, BodyOf, ParamsOf, QueryOf, ResponseOf } from '../../contract/endpoint';
import { apiRequest, type RequestOptions } from './api-client';

type Has<E, K extends string> = E extends { [P in K]: unknown } ? true : false;
type HasBody<E> = E extends { body: unknown } ? true : E extends { bodyKind: 'multipart' | 'raw' } ? true : false;

/** The `:name` placeholders of a path, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Params: the endpoint's schema when it has one, else one value per `:name` of its path (a route that reads them itself). */
type ParamsInput<E> =
  Has<E, 'params'> extends true
    ? { params: ParamsOf<E> }
    : E extends { path: infer P extends string }
      ? [PathParamNames<P>] extends [never]
        ? { params?: undefined }
        : { params: Record<PathParamNames<P>, string | number> }
      : { params?: undefined };

/** What a call needs: params when the path has them, the body when the route reads one; the query is always optional. */
export type CallInput<E> = ParamsInput<E> &
  (Has<E, 'query'> extends true ? { query?: QueryOf<E> } : { query?: undefined }) &
  (HasBody<E> extends true ? { body: BodyOf<E> } : { body?: undefined }) &
  RequestOptions;

export type Args<E> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

type UrlInput = { params?: unknown; query?: unknown };

/** `?a=1&b=x&b=y` from an object: arrays repeat the key, undefined/null/'' are left out. */
export function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    for (const x of Array.isArray(v) ? v : [v]) {
      if (x === undefined || x === null || x === '') continue;
      q.append(k, x instanceof Date ? x.toISOString() : String(x));
    }
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The endpoint's path with its `:params` filled in (each encoded) and the query appended. */
export function endpointUrl<E extends AnyEndpoint>(endpoint: E, ...[input]: Args<E>): string {
  const { params, query } = (input ?? {}) as UrlInput;
  const values = (params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path}: missing param "${name}"`);
    return encodeURIComponent(String(value));
  });
  return path + queryString(query);
}

/** The call's Response (for a file, a stream or a body read by hand); non-OK answers throw ApiError. */
export function callRaw<E extends AnyEndpoint>(endpoint: E, ...args: Args<E>): Promise<Response> {
  const { body, signal, keepalive } = (args[0] ?? {}) as UrlInput & { body?: unknown } & RequestOptions;
  return apiRequest(endpoint.method, endpointUrl(endpoint, ...args), body, { signal, keepalive });
}

/** Calls the endpoint and returns its JSON answer, typed by the endpoint's success schema. */
export async function call<E extends AnyEndpoint>(endpoint: E, ...args: Args<E>): Promise<ResponseOf<E>> {
  const res = await callRaw(endpoint, ...args);
  if (res.status === 204 || endpoint.responseKind === 'empty') return undefined as ResponseOf<E>;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as ResponseOf<E>;
}
