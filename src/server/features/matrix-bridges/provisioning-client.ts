/**
 * A client for the mautrix bridgev2 provisioning API v3 (`<bridge>/_matrix/provision/v3/...`),
 * as recorded from a real mautrix-whatsapp in ../shared/matrix/wire/. Every call carries
 * `Authorization: Bearer <provisioning shared secret>` (or the user's Matrix access token
 * where the bridge allows Matrix auth) and `?user_id=<the user's Matrix id>`.
 *
 * Every answer is checked with zod. Failures never escape as anything but a
 * ProvisioningError with a `kind` the service turns into words: the bridge's errcode
 * (M_UNKNOWN_TOKEN, M_FORBIDDEN, FI.MAU.NOT_LOGGED_IN, M_NOT_FOUND, …), a 5xx, a
 * time-out, a refused connection, or an answer that is not the API's JSON.
 *
 * A bridge the operator configured may put its own words in the error (a wrong code,
 * "Internal error starting login": what the person must act on). A bridge named in the
 * user's well-known document may not (#25, ADR 045): its `error`, `fi.mau.internal_error`
 * and HTTP status stay here, and only an errcode of the known shape is kept.
 */
import { z } from 'zod';
import { OutboundError, strictOutbound, type OutboundFetch, type OutboundPurpose } from '../../platform/outbound';

export const WireErrorSchema = z.looseObject({
  errcode: z.string(),
  error: z.string().optional(),
  'fi.mau.internal_error': z.string().optional(),
});

const FlowSchema = z.looseObject({ id: z.string(), name: z.string().default(''), description: z.string().default('') });

const WireLoginSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  state: z.looseObject({ state_event: z.string().optional(), error: z.string().optional() }).optional(),
});

export const WhoamiSchema = z.looseObject({
  network: z.looseObject({ displayname: z.string(), network_id: z.string().optional() }),
  login_flows: z.array(FlowSchema).default([]),
  homeserver: z.string().optional(),
  bridge_bot: z.string().optional(),
  command_prefix: z.string().optional(),
  logins: z.array(WireLoginSchema).nullable().default([]),
});
export type Whoami = z.infer<typeof WhoamiSchema>;

export const FlowsSchema = z.looseObject({ flows: z.array(FlowSchema) });
export type Flow = z.infer<typeof FlowSchema>;

const WireFieldSchema = z.looseObject({
  type: z.string(),
  id: z.string(),
  name: z.string().default(''),
  description: z.string().default(''),
});

export const WireStepSchema = z.looseObject({
  login_id: z.string(),
  type: z.enum(['user_input', 'display_and_wait', 'cookies', 'complete']),
  step_id: z.string(),
  instructions: z.string().default(''),
  user_input: z.looseObject({ fields: z.array(WireFieldSchema).nullable().default([]) }).optional(),
  display_and_wait: z.looseObject({ type: z.enum(['qr', 'code', 'emoji', 'nothing']), data: z.string().default('') }).optional(),
  cookies: z.looseObject({ url: z.string().optional() }).optional(),
  complete: z.looseObject({ user_login_id: z.string().optional() }).optional(),
});
export type WireStep = z.infer<typeof WireStepSchema>;

export const LoginIdsSchema = z.looseObject({ login_ids: z.array(z.string()).nullable().default([]) });

export type ProvisioningErrorKind =
  | 'missing_token'
  | 'unknown_token'
  | 'forbidden'
  | 'not_logged_in'
  | 'not_found'
  | 'unrecognized'
  | 'bad_request'
  | 'server'
  | 'timeout'
  | 'unreachable'
  | 'bad_response';

export class ProvisioningError extends Error {
  constructor(
    readonly kind: ProvisioningErrorKind,
    message: string,
    readonly status?: number,
    readonly errcode?: string,
    /** fi.mau.internal_error, when the bridge says why. */
    readonly cause_?: string,
  ) {
    super(message);
    this.name = 'ProvisioningError';
  }
}

export interface ProvisioningTarget {
  /** The bridge's base URL (without /_matrix/provision). */
  url: string;
  /** The provisioning shared secret, or the user's Matrix access token. */
  secret: string;
  /**
   * Set only when `url` is the operator's MATRIX_BRIDGE_<NETWORK>_URL: the guard trusts that
   * origin for this purpose, and the bridge's own error words are kept. Unset (a bridge from
   * a well-known document): range-checked, and errors carry our words and a checked errcode.
   */
  configuredAs?: OutboundPurpose;
}

export interface ProvisioningClientOptions {
  /** Per-call time-out (ms); `display_and_wait` calls use `waitTimeoutMs`. */
  timeoutMs?: number;
  waitTimeoutMs?: number;
  /** The guarded way out (platform/outbound.ts): the bridge URL may come from a well-known document. Default: the strict one. */
  fetch?: OutboundFetch;
}

const KIND_BY_ERRCODE: Record<string, ProvisioningErrorKind> = {
  M_MISSING_TOKEN: 'missing_token',
  M_UNKNOWN_TOKEN: 'unknown_token',
  M_FORBIDDEN: 'forbidden',
  'FI.MAU.NOT_LOGGED_IN': 'not_logged_in',
  M_NOT_FOUND: 'not_found',
  M_UNRECOGNIZED: 'unrecognized',
  M_BAD_JSON: 'bad_request',
  M_NOT_JSON: 'bad_request',
  M_INVALID_PARAM: 'bad_request',
};

/** An errcode a bridge we did not configure may show: the spec's `M_…` shape or one mautrix code we know. */
export function checkedErrcode(errcode: string | undefined): string | undefined {
  if (errcode === undefined) return undefined;
  return /^M_[A-Z_]{1,64}$/.test(errcode) || Object.hasOwn(KIND_BY_ERRCODE, errcode) ? errcode : undefined;
}

export function createProvisioningClient(target: ProvisioningTarget, matrixUserId: string, opts: ProvisioningClientOptions = {}) {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const waitTimeoutMs = opts.waitTimeoutMs ?? 120_000;
  const doFetch = opts.fetch ?? strictOutbound.fetch;
  const configured = target.configuredAs !== undefined;

  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown, limitMs = timeoutMs): Promise<T> {
    let res: Response;
    let raw: string;
    try {
      res = await doFetch({ base: target.url, path: `/_matrix/provision/v3${path}`, query: { user_id: matrixUserId } }, {
        method,
        headers: {
          authorization: `Bearer ${target.secret}`,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        timeoutMs: limitMs,
        purpose: target.configuredAs,
      });
      raw = await res.text();
    } catch (err) {
      if (err instanceof OutboundError && err.refused) throw new ProvisioningError('unreachable', 'The bridge address is not allowed on this server.');
      if (err instanceof OutboundError && (err.kind === 'timeout' || err.kind === 'aborted')) {
        throw new ProvisioningError('timeout', `The bridge did not answer within ${Math.round(limitMs / 1000)} s.`);
      }
      throw new ProvisioningError('unreachable', 'The bridge could not be reached.');
    }
    let json: unknown;
    try {
      json = raw ? JSON.parse(raw) : undefined;
    } catch {
      json = undefined;
    }
    if (!res.ok) {
      const wireError = WireErrorSchema.safeParse(json);
      if (wireError.success) {
        const { errcode, error } = wireError.data;
        const kind = KIND_BY_ERRCODE[errcode.toUpperCase()] ?? (res.status >= 500 ? 'server' : 'bad_request');
        if (configured) throw new ProvisioningError(kind, error ?? errcode, res.status, errcode, wireError.data['fi.mau.internal_error']);
        const shown = checkedErrcode(errcode.toUpperCase());
        throw new ProvisioningError(kind, shown ? `The bridge refused the request (${shown}).` : 'The bridge refused the request.', res.status, shown);
      }
      if (res.status >= 500) throw new ProvisioningError('server', configured ? `The bridge failed (HTTP ${res.status}).` : 'The bridge failed.', res.status);
      if (res.status === 404) throw new ProvisioningError('unrecognized', 'The bridge does not offer this provisioning API.', 404);
      throw new ProvisioningError(
        'bad_response',
        configured ? `The bridge answered HTTP ${res.status} without an error body.` : 'The bridge answered without an error body.',
        res.status,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new ProvisioningError('bad_response', 'The bridge answered with something that is not the provisioning API.', res.status);
    }
    return parsed.data;
  }

  const seg = encodeURIComponent;
  return {
    whoami: () => call('GET', '/whoami', WhoamiSchema),
    loginFlows: () => call('GET', '/login/flows', FlowsSchema),
    logins: () => call('GET', '/logins', LoginIdsSchema),
    startLogin: (flowId: string) => call('POST', `/login/start/${seg(flowId)}`, WireStepSchema, {}),
    submitStep: (loginId: string, stepId: string, type: 'user_input' | 'cookies' | 'display_and_wait', input: Record<string, string> = {}) =>
      call(
        'POST',
        `/login/step/${seg(loginId)}/${seg(stepId)}/${type}`,
        WireStepSchema,
        type === 'display_and_wait' ? {} : input,
        type === 'display_and_wait' ? waitTimeoutMs : timeoutMs,
      ),
    logout: (loginId: string | 'all') => call('POST', `/logout/${seg(loginId)}`, z.looseObject({}), {}),
  };
}
export type ProvisioningClient = ReturnType<typeof createProvisioningClient>;
