/**
 * The few calls of the Matrix client-server API we make, as plain `fetch` with zod
 * schemas for the answers (ADR 034: matrix-js-sdk is a whole client with its own store,
 * crypto and timers; the server needs seven endpoints).
 *
 * Failure modes, all as `MatrixError` (never a raw fetch error):
 * - `unreachable`: connection refused, DNS, TLS, time-out (the signal fired);
 * - `not_matrix`: an answer that is not the Matrix API (HTML, wrong JSON);
 * - `http`: a Matrix error answer, with its `errcode` (M_UNKNOWN_TOKEN, M_FORBIDDEN, …).
 */
import { z } from 'zod';

export type MatrixErrorKind = 'unreachable' | 'not_matrix' | 'http';

export class MatrixError extends Error {
  constructor(
    readonly kind: MatrixErrorKind,
    message: string,
    readonly status = 0,
    readonly errcode?: string,
  ) {
    super(message);
  }
  get tokenRejected(): boolean {
    return this.kind === 'http' && (this.status === 401 || this.errcode === 'M_UNKNOWN_TOKEN' || this.errcode === 'M_MISSING_TOKEN');
  }
}

export type FetchFn = typeof fetch;

const ErrorAnswerSchema = z.object({ errcode: z.string().optional(), error: z.string().optional() }).loose();

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
  init: { method?: string; token?: string; body?: unknown; query?: Record<string, string | undefined> } & MatrixCallOptions = {},
): Promise<T> {
  const url = new URL(base.replace(/(?<!\/)\/+$/, '') + path);
  for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
  const doFetch = init.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(url, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
      redirect: 'error',
    });
  } catch (err) {
    const timedOut = init.signal?.aborted && (init.signal.reason as Error | undefined)?.name === 'TimeoutError';
    throw new MatrixError(
      'unreachable',
      timedOut ? `The homeserver ${hostOf(base)} did not answer in time.` : `The homeserver ${hostOf(base)} could not be reached.`,
      0,
      (err as Error)?.name === 'AbortError' ? 'aborted' : undefined,
    );
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    if (init.signal?.aborted) throw new MatrixError('unreachable', `The homeserver ${hostOf(base)} did not answer in time.`);
    throw new MatrixError('not_matrix', `${hostOf(base)} did not answer like a Matrix homeserver (HTTP ${res.status}).`, res.status);
  }
  if (!res.ok) {
    const e = ErrorAnswerSchema.safeParse(body);
    if (!e.success || !e.data.errcode) {
      throw new MatrixError('not_matrix', `${hostOf(base)} did not answer like a Matrix homeserver (HTTP ${res.status}).`, res.status);
    }
    throw new MatrixError('http', e.data.error || e.data.errcode, res.status, e.data.errcode);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new MatrixError('not_matrix', `${hostOf(base)} sent an answer we did not understand.`, res.status);
  return parsed.data;
}

/** The homeserver of `domain` per its `/.well-known/matrix/client` (spec: the Matrix server discovery). */
export async function discoverHomeserver(domain: string, opts: MatrixCallOptions = {}): Promise<string> {
  const wk = await call(
    `https://${domain}`,
    '/.well-known/matrix/client',
    z.object({ 'm.homeserver': z.object({ base_url: z.url() }) }).loose(),
    opts,
  ).catch((err: unknown) => {
    if (err instanceof MatrixError && err.kind !== 'unreachable') {
      throw new MatrixError('not_matrix', `${domain} does not say where its Matrix homeserver is (/.well-known/matrix/client).`);
    }
    throw new MatrixError('unreachable', `${domain} could not be reached to find its Matrix homeserver.`);
  });
  const base = wk['m.homeserver'].base_url.replace(/(?<!\/)\/+$/, '');
  if (!/^https?:\/\//.test(base)) throw new MatrixError('not_matrix', `${domain} names a homeserver that is not a web address.`);
  return base;
}

export function versions(base: string, opts: MatrixCallOptions = {}) {
  return call(base, '/_matrix/client/versions', z.object({ versions: z.array(z.string()) }).loose(), opts);
}

export function whoami(base: string, token: string, opts: MatrixCallOptions = {}) {
  return call(base, '/_matrix/client/v3/account/whoami', z.object({ user_id: z.string(), device_id: z.string().optional() }).loose(), {
    ...opts,
    token,
  });
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

export function sync(base: string, token: string, params: { since?: string | null; timeoutMs: number }, opts: MatrixCallOptions = {}) {
  return call(base, '/_matrix/client/v3/sync', SyncResponseSchema, {
    ...opts,
    token,
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
    query: { dir: 'b', from: params.from, limit: String(params.limit), filter: JSON.stringify({ lazy_load_members: true }) },
  });
}

export function sendText(base: string, token: string, roomId: string, txnId: string, body: string, opts: MatrixCallOptions = {}) {
  return call(base, `/_matrix/client/v3/rooms/${enc(roomId)}/send/m.room.message/${enc(txnId)}`, z.object({ event_id: z.string() }).loose(), {
    ...opts,
    method: 'PUT',
    token,
    body: { msgtype: 'm.text', body },
  });
}

/** Marks the room read up to `eventId` (the homeserver's unread count drops to 0). */
export function sendReadReceipt(base: string, token: string, roomId: string, eventId: string, opts: MatrixCallOptions = {}) {
  return call(base, `/_matrix/client/v3/rooms/${enc(roomId)}/receipt/m.read/${enc(eventId)}`, z.object({}).loose(), {
    ...opts,
    method: 'POST',
    token,
    body: {},
  });
}
