/**
 * The few calls of the Matrix client-server API we make, through the guarded way out
 * (platform/outbound.ts: the homeserver is an address a user supplied), with zod
 * schemas for the answers (ADR 034: matrix-js-sdk is a whole client with its own store,
 * crypto and timers; the server needs seven endpoints).
 *
 * Failure modes, all as `MatrixError` (never a raw fetch error):
 * - `unreachable`: connection refused, DNS, TLS, time-out (the signal fired);
 * - `not_matrix`: an answer that is not the Matrix API (HTML, wrong JSON);
 * - `http`: a Matrix error answer, with its `errcode` (M_UNKNOWN_TOKEN, M_FORBIDDEN, …);
 * - `too_large`: an answer over the call's cap (16 MB for /sync, 8 MB for /messages): the
 *   same request would get it again, so callers stop rather than retry.
 * Messages are ours: never the homeserver's error text or status. An address the guard
 * refuses (private, a redirect, a base with a query) is thrown as its OutboundError (400).
 *
 * Every API call says its purpose, `matrix-homeserver`: the guard trusts the origin of
 * MATRIX_HOMESERVER_URL for it and for nothing else. Discovery (the well-known document of
 * a user's domain) has no purpose: it is always range-checked.
 */
import { z } from 'zod';
import { OutboundError, strictOutbound, type OutboundFetch, type OutboundPurpose } from '../../platform/outbound';

export type MatrixErrorKind = 'unreachable' | 'not_matrix' | 'http' | 'too_large';

export class MatrixError extends Error {
  constructor(
    readonly kind: MatrixErrorKind,
    message: string,
    readonly status = 0,
    readonly errcode?: string,
    /** M_LIMIT_EXCEEDED: how long the homeserver asks to wait (its retry_after_ms or Retry-After), when it says. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
  get tokenRejected(): boolean {
    return this.kind === 'http' && (this.status === 401 || this.errcode === 'M_UNKNOWN_TOKEN' || this.errcode === 'M_MISSING_TOKEN');
  }
}

export type FetchFn = OutboundFetch;

const ErrorAnswerSchema = z.object({ errcode: z.string().optional(), error: z.string().optional(), retry_after_ms: z.unknown().optional() }).loose();

/** At most an hour: a homeserver's number is a hint, never a reason to lock someone out for a day. */
const MAX_RETRY_AFTER_MS = 3_600_000;

/** The wait a rate-limit answer asks for: `retry_after_ms` (the body) or `Retry-After` in seconds (the header, spec v1.10+). */
function retryAfter(body: { retry_after_ms?: unknown }, res: Response): number | undefined {
  const fromBody = body.retry_after_ms;
  if (typeof fromBody === 'number' && Number.isFinite(fromBody) && fromBody >= 0) return Math.min(Math.round(fromBody), MAX_RETRY_AFTER_MS);
  const header = res.headers.get('retry-after');
  if (header && /^\d{1,7}$/.test(header.trim())) return Math.min(Number(header.trim()) * 1000, MAX_RETRY_AFTER_MS);
  return undefined;
}

export const MatrixEventSchema = z
  .object({
    type: z.string(),
    event_id: z.string().optional(),
    sender: z.string().optional(),
    state_key: z.string().optional(),
    origin_server_ts: z.number().optional(),
    content: z.record(z.string(), z.unknown()).default({}),
    unsigned: z.record(z.string(), z.unknown()).optional(),
  })
  .loose();
export type MatrixEvent = z.infer<typeof MatrixEventSchema>;

const Events = z.object({ events: z.array(MatrixEventSchema).default([]) }).loose();

const JoinedRoomSchema = z
  .object({
    summary: z
      .object({
        'm.heroes': z.array(z.string()).optional(),
        'm.joined_member_count': z.number().optional(),
        'm.invited_member_count': z.number().optional(),
      })
      .loose()
      .optional(),
    state: Events.optional(),
    timeline: Events.extend({ limited: z.boolean().optional(), prev_batch: z.string().optional() }).optional(),
    unread_notifications: z.object({ notification_count: z.number().optional() }).loose().optional(),
  })
  .loose();
export type JoinedRoom = z.infer<typeof JoinedRoomSchema>;

export const SyncResponseSchema = z
  .object({
    next_batch: z.string(),
    account_data: Events.optional(),
    rooms: z
      .object({
        join: z.record(z.string(), JoinedRoomSchema).default({}),
        leave: z.record(z.string(), z.unknown()).default({}),
      })
      .loose()
      .optional(),
  })
  .loose();
export type SyncResponse = z.infer<typeof SyncResponseSchema>;

const MessagesResponseSchema = z
  .object({
    chunk: z.array(MatrixEventSchema).default([]),
    end: z.string().optional(),
    state: z.array(MatrixEventSchema).optional(),
  })
  .loose();
export type MessagesPage = z.infer<typeof MessagesResponseSchema>;

export interface MatrixCallOptions {
  signal?: AbortSignal;
  fetch?: FetchFn;
}

function hostOf(base: string): string {
  try {
    return new URL(base).host;
  } catch {
    return base;
  }
}

async function call<T>(
  base: string,
  path: string,
  schema: z.ZodType<T>,
  init: {
    method?: string;
    token?: string;
    body?: unknown;
    query?: Record<string, string | undefined>;
    maxBytes?: number;
    purpose?: OutboundPurpose;
  } & MatrixCallOptions = {},
): Promise<T> {
  const doFetch = init.fetch ?? strictOutbound.fetch;
  let res: Response;
  try {
    res = await doFetch({ base, path, query: init.query }, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
      maxBytes: init.maxBytes,
      purpose: init.purpose,
    });
  } catch (err) {
    if (err instanceof OutboundError && err.refused) throw err;
    if (err instanceof OutboundError && err.kind === 'too_large') {
      const cap = init.maxBytes ? ` (${Math.round(init.maxBytes / (1024 * 1024))} MB)` : '';
      throw new MatrixError('too_large', `The homeserver ${hostOf(base)} sent an answer larger than this server reads${cap}.`);
    }
    const timedOut = init.signal?.aborted && (init.signal.reason as Error | undefined)?.name === 'TimeoutError';
    throw new MatrixError(
      'unreachable',
      timedOut ? `The homeserver ${hostOf(base)} did not answer in time.` : `The homeserver ${hostOf(base)} could not be reached.`,
      0,
      (err as OutboundError)?.kind === 'aborted' ? 'aborted' : undefined,
    );
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    if (init.signal?.aborted) throw new MatrixError('unreachable', `The homeserver ${hostOf(base)} did not answer in time.`);
    throw new MatrixError('not_matrix', `${hostOf(base)} did not answer like a Matrix homeserver.`, res.status);
  }
  if (!res.ok) {
    const e = ErrorAnswerSchema.safeParse(body);
    if (!e.success || !e.data.errcode) {
      throw new MatrixError('not_matrix', `${hostOf(base)} did not answer like a Matrix homeserver.`, res.status);
    }
    // The errcode is the spec's vocabulary (M_FORBIDDEN); the `error` text is the server's own words: not shown.
    // Only the spec's shape passes: a homeserver the user named could put any word in an errcode.
    const errcode = /^M_[A-Z_]{1,64}$/.test(e.data.errcode) ? e.data.errcode : 'M_UNKNOWN';
    const wait = errcode === 'M_LIMIT_EXCEEDED' || res.status === 429 ? retryAfter(e.data, res) : undefined;
    throw new MatrixError('http', `The homeserver refused the request (${errcode}).`, res.status, errcode, wait);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new MatrixError('not_matrix', `${hostOf(base)} sent an answer we did not understand.`, res.status);
  return parsed.data;
}

/**
 * The homeserver of `domain` per its `/.well-known/matrix/client` (spec: the Matrix server
 * discovery), read from `https://<domain>` unless `at` says where (tests). Null when the
 * domain answers 404 (the spec's IGNORE: it has no such file; callers try the domain itself).
 */
export async function discoverHomeserver(domain: string, opts: MatrixCallOptions = {}, at = `https://${domain}`): Promise<string | null> {
  const wk = await call(
    at,
    '/.well-known/matrix/client',
    z.object({ 'm.homeserver': z.object({ base_url: z.url() }) }).loose(),
    // No purpose: the user's domain is range-checked even when it is a configured origin.
    { ...opts, maxBytes: 64 * 1024 },
  ).catch((err: unknown) => {
    if (err instanceof OutboundError) throw err;
    if (err instanceof MatrixError && err.status === 404) return null;
    if (err instanceof MatrixError && err.kind !== 'unreachable') {
      throw new MatrixError('not_matrix', `${domain} does not say where its Matrix homeserver is (/.well-known/matrix/client).`);
    }
    throw new MatrixError('unreachable', `${domain} could not be reached to find its Matrix homeserver.`);
  });
  if (wk === null) return null;
  const base = wk['m.homeserver'].base_url.replace(/(?<!\/)\/+$/, '');
  if (!/^https?:\/\//.test(base)) throw new MatrixError('not_matrix', `${domain} names a homeserver that is not a web address.`);
  return base;
}

const HOMESERVER = 'matrix-homeserver' satisfies OutboundPurpose;

export function versions(base: string, opts: MatrixCallOptions = {}) {
  return call(base, '/_matrix/client/versions', z.object({ versions: z.array(z.string()) }).loose(), { ...opts, purpose: HOMESERVER });
}

export function whoami(base: string, token: string, opts: MatrixCallOptions = {}) {
  return call(base, '/_matrix/client/v3/account/whoami', z.object({ user_id: z.string(), device_id: z.string().optional() }).loose(), {
    ...opts,
    token,
    purpose: HOMESERVER,
  });
}

const LoginAnswerSchema = z.object({ user_id: z.string(), access_token: z.string().min(1), device_id: z.string().optional() }).loose();

/**
 * POST /_matrix/client/v3/login with `m.login.password` for `user` (a full user id). The
 * password goes in this one request body and nowhere else.
 */
export function passwordLogin(
  base: string,
  params: { user: string; password: string; deviceName: string },
  opts: MatrixCallOptions = {},
) {
  return call(base, '/_matrix/client/v3/login', LoginAnswerSchema, {
    ...opts,
    method: 'POST',
    purpose: HOMESERVER,
    maxBytes: 64 * 1024,
    body: {
      type: 'm.login.password',
      identifier: { type: 'm.id.user', user: params.user },
      password: params.password,
      initial_device_display_name: params.deviceName,
    },
  });
}

/** Ends the session of `token` (its device is removed on the homeserver). */
export function logout(base: string, token: string, opts: MatrixCallOptions = {}) {
  return call(base, '/_matrix/client/v3/logout', z.object({}).loose(), { ...opts, method: 'POST', token, purpose: HOMESERVER, body: {} });
}

/** The display name of one of the token's user's devices (GET /devices/{deviceId}). */
export function deviceName(base: string, token: string, deviceId: string, opts: MatrixCallOptions = {}) {
  return call(
    base,
    `/_matrix/client/v3/devices/${encodeURIComponent(deviceId)}`,
    z.object({ device_id: z.string(), display_name: z.string().nullish() }).loose(),
    { ...opts, token, purpose: HOMESERVER },
  ).then((d) => d.display_name ?? null);
}

/** Timeline events per room in a sync; more make `limited: true` (the page re-reads the room). */
export const SYNC_TIMELINE_LIMIT = 20;
const SYNC_FILTER = JSON.stringify({
  presence: { not_types: ['*'] },
  account_data: { types: ['m.direct'] },
  room: {
    timeline: { limit: SYNC_TIMELINE_LIMIT },
    state: { lazy_load_members: false },
    // Receipts only: the user's own read receipt brings the room back with its new unread count.
    ephemeral: { types: ['m.receipt'] },
    account_data: { not_types: ['*'] },
  },
});

/**
 * Largest /sync and /messages answers read (the guard's default is 4 MB). The answer is
 * buffered and JSON-parsed on the event loop, so the cap is also how long one parse holds
 * it (16 MB: tens of milliseconds). A first sync of many rooms is the large one; a page of
 * /messages is at most 100 events of at most 64 KB each (the spec's event size) plus the
 * senders' member events: 8 MB.
 */
export const SYNC_MAX_BYTES = 16 * 1024 * 1024;
export const MESSAGES_MAX_BYTES = 8 * 1024 * 1024;

export function sync(base: string, token: string, params: { since?: string | null; timeoutMs: number }, opts: MatrixCallOptions = {}) {
  return call(base, '/_matrix/client/v3/sync', SyncResponseSchema, {
    ...opts,
    token,
    purpose: HOMESERVER,
    maxBytes: SYNC_MAX_BYTES,
    query: { since: params.since ?? undefined, timeout: String(params.timeoutMs), filter: SYNC_FILTER },
  });
}

const enc = encodeURIComponent;

export function roomMessages(
  base: string,
  token: string,
  roomId: string,
  params: { from?: string; limit: number },
  opts: MatrixCallOptions = {},
) {
  return call(base, `/_matrix/client/v3/rooms/${enc(roomId)}/messages`, MessagesResponseSchema, {
    ...opts,
    token,
    purpose: HOMESERVER,
    maxBytes: MESSAGES_MAX_BYTES,
    query: { dir: 'b', from: params.from, limit: String(params.limit), filter: JSON.stringify({ lazy_load_members: true }) },
  });
}

export function sendText(base: string, token: string, roomId: string, txnId: string, body: string, opts: MatrixCallOptions = {}) {
  return call(base, `/_matrix/client/v3/rooms/${enc(roomId)}/send/m.room.message/${enc(txnId)}`, z.object({ event_id: z.string() }).loose(), {
    ...opts,
    method: 'PUT',
    token,
    purpose: HOMESERVER,
    body: { msgtype: 'm.text', body },
  });
}

/** Marks the room read up to `eventId` (the homeserver's unread count drops to 0). */
export function sendReadReceipt(base: string, token: string, roomId: string, eventId: string, opts: MatrixCallOptions = {}) {
  return call(base, `/_matrix/client/v3/rooms/${enc(roomId)}/receipt/m.read/${enc(eventId)}`, z.object({}).loose(), {
    ...opts,
    method: 'POST',
    token,
    purpose: HOMESERVER,
    body: {},
  });
}
