/**
 * Logging a user in to mautrix bridges from the page (what mautrix-manager does on the
 * desktop): resolves each bridge (MATRIX_BRIDGE_<NETWORK>_URL/_SECRET, else the
 * `/.well-known/matrix/mautrix` of the user's homeserver domain), drives the bridgev2
 * login step loop and reads each bridge's real state from `/v3/whoami`.
 *
 * Knows no HTTP of ours: every outcome is a `{success, message, step?}` answer; a
 * bridge's failure is words for the person, never an exception to the route.
 *
 * A configured bridge and a discovered one differ (#25, ADR 045): MATRIX_BRIDGE_<NETWORK>_SECRET
 * is sent only to MATRIX_BRIDGE_<NETWORK>_URL (a bridge from the user's well-known document
 * gets the user's own Matrix token), only the configured URL is trusted by the guard, and
 * only a configured bridge's own error words reach the page.
 */
import { z } from 'zod';
import {
  BRIDGE_LABELS,
  BRIDGE_NETWORKS,
  type BridgeActionResponse,
  type BridgeNetwork,
  type BridgeStatus,
  type BridgesStatusResponse,
  type LoginStep,
} from '../../../contract/matrix-bridges';
import {
  createProvisioningClient,
  ProvisioningError,
  type ProvisioningClient,
  type ProvisioningClientOptions,
  type WireStep,
} from './provisioning-client';
import { strictOutbound, type OutboundFetch, type OutboundPurpose } from '../../platform/outbound';

/** The user's Matrix account, as the Matrix client feature knows it (features/matrix/matrix-accounts.ts), handed in by app.ts. */
export interface MatrixAccount {
  matrixUserId: string;
  homeserverUrl: string;
  /** The user's access token: used as the provisioning credential when no shared secret is configured. */
  accessToken?: string;
}
export type ResolveMatrixAccount = (userId: string) => Promise<MatrixAccount | null>;

export interface BridgeSettings {
  url?: string;
  secret?: string;
}

export interface BridgesServiceOptions {
  bridges: Record<BridgeNetwork, BridgeSettings>;
  resolveMatrixAccount: ResolveMatrixAccount;
  /**
   * MATRIX_HOMESERVER_URL: the operator's homeserver. A configured bridge's shared secret
   * (which lets us act as any `user_id`) is sent only for accounts on it; other accounts use
   * their own Matrix token, which the bridge checks with its homeserver.
   */
  homeserverUrl?: string;
  /** Where a homeserver domain's /.well-known/matrix/mautrix is read; default https://<domain>. */
  discoveryBase?: (domain: string) => string;
  /** The guarded way out (platform/outbound.ts); default: the strict one, nothing private. */
  fetch?: OutboundFetch;
  provisioning?: ProvisioningClientOptions;
  /** Discovery file cache (ms); default 60 s. */
  discoveryCacheMs?: number;
  now?: () => number;
}

const DiscoverySchema = z.looseObject({ 'fi.mau.bridges': z.array(z.string()).default([]) });

/** Which flow each form starts (ids from the bridges' source; WhatsApp's recorded in wire/). */
const FLOW: Record<BridgeNetwork, string> = { whatsapp: 'phone', telegram: 'phone', discord: 'token' };

interface ResolvedBridge {
  url: string;
  secret: string;
  source: 'env' | 'well-known';
  /** What `secret` is: the operator's shared secret, or the user's Matrix access token. */
  credential: 'shared_secret' | 'matrix_token';
  /** Set for the configured URL only (ProvisioningTarget). */
  configuredAs?: OutboundPurpose;
}

type Resolution = { ok: true; bridge: ResolvedBridge; account: MatrixAccount } | { ok: false; state: BridgeStatus['state']; message: string; url?: string; source?: ResolvedBridge['source'] };

/** Two homeserver bases are the same (scheme, host, port and path; a trailing slash aside). */
function sameBase(a: string, b: string): boolean {
  try {
    const [x, y] = [new URL(a), new URL(b)];
    const path = (u: URL) => u.pathname.replace(/(?<!\/)\/+$/, '');
    return x.origin === y.origin && path(x) === path(y);
  } catch {
    return false;
  }
}

export function createBridgesService(opts: BridgesServiceOptions) {
  const discoveryBase = opts.discoveryBase ?? ((domain: string) => `https://${domain}`);
  const outboundFetch = opts.fetch ?? strictOutbound.fetch;
  const cacheMs = opts.discoveryCacheMs ?? 60_000;
  const now = opts.now ?? Date.now;
  const discoveryCache = new Map<string, { at: number; urls: string[] }>();

  /** The server part of a Matrix user id (`@alice:example.org` → `example.org`). */
  function domainOf(matrixUserId: string): string {
    return matrixUserId.slice(matrixUserId.indexOf(':') + 1);
  }

  async function discover(domain: string): Promise<string[]> {
    const cached = discoveryCache.get(domain);
    if (cached && now() - cached.at < cacheMs) return cached.urls;
    let urls: string[] = [];
    try {
      const res = await outboundFetch(
        { base: discoveryBase(domain), path: '/.well-known/matrix/mautrix' },
        { timeoutMs: 5000, maxBytes: 64 * 1024, headers: { accept: 'application/json' } },
      );
      if (res.ok) {
        const parsed = DiscoverySchema.safeParse(await res.json());
        if (parsed.success) urls = parsed.data['fi.mau.bridges'].filter((u) => /^https?:\/\//.test(u));
      }
    } catch {
      /* no discovery file: the bridge is simply not configured */
    }
    discoveryCache.set(domain, { at: now(), urls });
    return urls;
  }

  function envName(network: BridgeNetwork, what: 'URL' | 'SECRET') {
    return `MATRIX_BRIDGE_${network.toUpperCase()}_${what}`;
  }

  async function resolve(userId: string, network: BridgeNetwork, known?: MatrixAccount | null): Promise<Resolution> {
    const label = BRIDGE_LABELS[network];
    const account = known === undefined ? await opts.resolveMatrixAccount(userId) : known;
    if (!account) {
      return {
        ok: false,
        state: 'no_account',
        message: `Connect your Matrix account first on /element: the ${label} bridge logs in your Matrix user.`,
      };
    }
    const settings = opts.bridges[network];
    const domain = domainOf(account.matrixUserId);
    let url = settings.url;
    let source: ResolvedBridge['source'] = 'env';
    if (!url) {
      url = (await discover(domain)).find((u) => u.toLowerCase().includes(network));
      source = 'well-known';
      if (!url) {
        return {
          ok: false,
          state: 'not_configured',
          message: `The ${label} bridge is not configured: set ${envName(network, 'URL')} and ${envName(network, 'SECRET')}, or list the bridge in https://${domain}/.well-known/matrix/mautrix.`,
        };
      }
    }
    // NOTE: the operator's shared secret goes to the operator's URL only. A bridge named in the
    // user's well-known document (any server they like) gets the user's own Matrix token.
    // And only for an account on the operator's homeserver (#31 review): with the secret the
    // bridge believes any `user_id` we name, so the account must come from a homeserver the
    // operator trusts, not one a user typed.
    const configured = source === 'env';
    const onOperatorHomeserver = opts.homeserverUrl !== undefined && sameBase(account.homeserverUrl, opts.homeserverUrl);
    const sharedSecret = configured && onOperatorHomeserver ? settings.secret : undefined;
    const secret = sharedSecret ?? account.accessToken;
    if (!secret) {
      return {
        ok: false,
        state: 'not_configured',
        url,
        source,
        message: configured
          ? settings.secret
            ? `The ${label} bridge's provisioning secret is used only for accounts on this server's homeserver (MATRIX_HOMESERVER_URL), and no Matrix access token of yours is stored: connect your Matrix account again on /element.`
            : `The ${label} bridge has no provisioning secret: set ${envName(network, 'SECRET')} to its provisioning shared secret.`
          : `The ${label} bridge listed in https://${domain}/.well-known/matrix/mautrix is used with your Matrix access token, and none is stored: connect your Matrix account again on /element.`,
      };
    }
    const bridge: ResolvedBridge = {
      url: url.replace(/(?<!\/)\/+$/, ''),
      secret,
      source,
      credential: sharedSecret ? 'shared_secret' : 'matrix_token',
      configuredAs: configured ? `matrix-bridge:${network}` : undefined,
    };
    return { ok: true, bridge, account };
  }

  function client(r: Extract<Resolution, { ok: true }>): ProvisioningClient {
    return createProvisioningClient(r.bridge, r.account.matrixUserId, { fetch: opts.fetch, ...opts.provisioning });
  }

  /**
   * A bridge's failure in words a person can act on. Only a configured bridge's own words
   * (`err.message`, `cause_`) are quoted; a discovered bridge's error is ours plus its checked
   * errcode (the provisioning client already dropped the rest).
   */
  function explain(network: BridgeNetwork, err: unknown, r: Extract<Resolution, { ok: true }>, starting = false): string {
    const label = BRIDGE_LABELS[network];
    if (!(err instanceof ProvisioningError)) return `The ${label} bridge could not be used. Please try again.`;
    const { url, credential } = r.bridge;
    const configured = r.bridge.configuredAs !== undefined;
    const matrixUserId = r.account.matrixUserId;
    const at = ` at ${url}`;
    const code = err.errcode ? ` (${err.errcode})` : '';
    switch (err.kind) {
      case 'missing_token':
      case 'unknown_token':
        return credential === 'shared_secret'
          ? `The ${label} bridge refused our credentials${code}: ${envName(network, 'SECRET')} must be the bridge's provisioning shared secret.`
          : `The ${label} bridge refused your Matrix access token${code}: it must allow Matrix logins for provisioning, or be configured with ${envName(network, 'URL')} and ${envName(network, 'SECRET')}.`;
      case 'forbidden':
        return `The ${label} bridge does not let ${matrixUserId} log in (M_FORBIDDEN): add the user or its server to the bridge's permissions (login level).`;
      case 'not_logged_in':
        return `You are not logged in to ${label} on the bridge (FI.MAU.NOT_LOGGED_IN). Connect ${label} first.`;
      case 'not_found':
        return `That ${label} login is no longer known to the bridge (M_NOT_FOUND): it expired or was cancelled. Please start again.`;
      case 'unrecognized':
        return `The bridge${at} does not offer the bridgev2 provisioning API v3 (an older bridge?).`;
      case 'server': {
        if (!configured) {
          return starting
            ? `The ${label} bridge failed${code}. It may not be able to reach ${label} right now; please try again later.`
            : `The ${label} bridge failed${code}. Check what you entered and try again.`;
        }
        const why = err.cause_ ? ` (${err.cause_})` : '';
        const what = err.message && !/^M_/.test(err.message) ? err.message : 'an internal error';
        return starting
          ? `The ${label} bridge failed: ${what}${why}. It may not be able to reach ${label} right now; please try again later.`
          : `The ${label} bridge failed: ${what}${why}.`;
      }
      case 'timeout':
        return `The ${label} bridge${at} did not answer in time. Please try again.`;
      case 'unreachable':
        return `The ${label} bridge${at} could not be reached. Is it running?`;
      case 'bad_response':
        return `The ${label} bridge${at} did not answer like a mautrix provisioning API.`;
      case 'bad_request':
        return configured ? `The ${label} bridge refused the request: ${err.message}.` : `The ${label} bridge refused the request${code}.`;
    }
  }

  function toStep(network: BridgeNetwork, s: WireStep): LoginStep {
    const label = BRIDGE_LABELS[network];
    const step: LoginStep = { network, loginId: s.login_id, stepId: s.step_id, type: s.type, instructions: s.instructions };
    if (s.type === 'user_input') {
      step.fields = (s.user_input?.fields ?? []).map((f) => ({ type: f.type, id: f.id, name: f.name || f.id, description: f.description }));
    } else if (s.type === 'display_and_wait' && s.display_and_wait) {
      step.display = { type: s.display_and_wait.type, data: s.display_and_wait.data };
    } else if (s.type === 'complete') {
      step.userLoginId = s.complete?.user_login_id;
    } else if (s.type === 'cookies') {
      step.unsupported = `This ${label} login needs the cookies of ${s.cookies?.url ?? `${label}'s web site`} from your browser, which this page cannot collect. Log in with the bridge bot in Element, or with mautrix-manager.`;
    }
    return step;
  }

  /** Values the form already gave, by the field's type or id. */
  function autofill(step: WireStep, known: Record<string, string>): Record<string, string> | null {
    if (step.type !== 'user_input') return null;
    const fields = step.user_input?.fields ?? [];
    if (!fields.length) return null;
    const out: Record<string, string> = {};
    for (const f of fields) {
      const value = known[f.type] ?? known[f.id];
      if (value === undefined) return null;
      out[f.id] = value;
    }
    return out;
  }

  function stepMessage(network: BridgeNetwork, step: LoginStep): string {
    const label = BRIDGE_LABELS[network];
    if (step.type === 'complete') return `${label} connected.`;
    if (step.unsupported) return step.unsupported;
    if (step.type === 'display_and_wait') {
      if (step.display?.type === 'code') return `Enter the pairing code ${step.display.data} in ${label} on your phone.`;
      if (step.display?.type === 'qr') return `Scan the QR code with ${label} on your phone.`;
      if (step.display?.type === 'emoji') return `Check that ${label} shows the same emojis.`;
      return `Waiting for ${label}…`;
    }
    const names = (step.fields ?? []).map((f) => f.name).join(', ');
    return names ? `${label} asks for: ${names}.` : `${label} needs one more step.`;
  }

  /** Submits user_input steps the form already has answers for; stops at the first step that needs the person. */
  async function drive(c: ProvisioningClient, first: WireStep, known: Record<string, string>): Promise<WireStep> {
    let step = first;
    // Each known value is used once: asked again, it was refused, and the person answers.
    const left = { ...known };
    for (let i = 0; i < 4; i++) {
      const input = autofill(step, left);
      if (!input) break;
      for (const f of step.user_input?.fields ?? []) {
        delete left[f.type];
        delete left[f.id];
      }
      step = await c.submitStep(step.login_id, step.step_id, 'user_input', input);
    }
    return step;
  }

  function answer(network: BridgeNetwork, step: LoginStep): BridgeActionResponse {
    return { success: !step.unsupported, message: stepMessage(network, step), step };
  }

  async function start(userId: string, network: BridgeNetwork, flowId: string, known: Record<string, string>): Promise<BridgeActionResponse> {
    const r = await resolve(userId, network);
    if (!r.ok) return { success: false, message: r.message };
    const c = client(r);
    try {
      const flows = (await c.loginFlows()).flows;
      if (!flows.some((f) => f.id === flowId)) {
        const offered = flows.map((f) => `${f.name} (${f.id})`).join(', ') || 'none';
        return { success: false, message: `The ${BRIDGE_LABELS[network]} bridge does not offer the "${flowId}" login. It offers: ${offered}.` };
      }
      const first = await c.startLogin(flowId);
      const step = toStep(network, await drive(c, first, known));
      return answer(network, step);
    } catch (err) {
      return { success: false, message: explain(network, err, r, true) };
    }
  }

  return {
    connectWhatsapp(userId: string, body: { phoneNumber: string; method: 'phone' | 'qr' }) {
      return body.method === 'qr'
        ? start(userId, 'whatsapp', 'qr', {})
        : start(userId, 'whatsapp', FLOW.whatsapp, { phone_number: body.phoneNumber });
    },
    connectTelegram(userId: string, body: { apiKey: string; phoneNumber: string }) {
      // A bridge that asks for the API credentials in its login gets the form's API key.
      return start(userId, 'telegram', FLOW.telegram, { phone_number: body.phoneNumber, api_key: body.apiKey, api_hash: body.apiKey });
    },
    async connectDiscord(userId: string, body: { botToken: string; serverId: string }) {
      const res = await start(userId, 'discord', FLOW.discord, { token: body.botToken });
      if (res.success && res.step?.type === 'complete') {
        res.message = `Discord connected. The bridge creates rooms for server ${body.serverId} and the other servers this account is in.`;
      }
      return res;
    },

    /** Submits one step the page filled (a code, a password) or waits on a display_and_wait step. */
    async submitStep(
      userId: string,
      network: BridgeNetwork,
      body: { loginId: string; stepId: string; type: 'user_input' | 'display_and_wait' | 'cookies'; input: Record<string, string> },
    ): Promise<BridgeActionResponse> {
      const r = await resolve(userId, network);
      if (!r.ok) return { success: false, message: r.message };
      try {
        const next = await client(r).submitStep(body.loginId, body.stepId, body.type, body.input);
        return answer(network, toStep(network, next));
      } catch (err) {
        return { success: false, message: explain(network, err, r) };
      }
    },

    async logout(userId: string, network: BridgeNetwork, loginId: string): Promise<BridgeActionResponse> {
      const r = await resolve(userId, network);
      if (!r.ok) return { success: false, message: r.message };
      try {
        await client(r).logout(loginId);
        return { success: true, message: `Logged out of ${BRIDGE_LABELS[network]}.` };
      } catch (err) {
        return { success: false, message: explain(network, err, r) };
      }
    },

    /** Each bridge's state from /v3/whoami, read in parallel. */
    async status(userId: string): Promise<BridgesStatusResponse> {
      const account = await opts.resolveMatrixAccount(userId);
      const bridges = await Promise.all(
        BRIDGE_NETWORKS.map(async (network): Promise<BridgeStatus> => {
          const name = BRIDGE_LABELS[network];
          const r = await resolve(userId, network, account);
          if (!r.ok) return { network, name, source: r.source ?? null, url: r.url ?? null, state: r.state, message: r.message, logins: [], flows: [] };
          const base = { network, name, source: r.bridge.source, url: r.bridge.url };
          try {
            const who = await client(r).whoami();
            const logins = (who.logins ?? []).map((l) => ({ id: l.id, name: l.name || l.id, state: l.state?.state_event ?? 'UNKNOWN' }));
            const flows = who.login_flows.map((f) => ({ id: f.id, name: f.name, description: f.description }));
            const connected = logins.length > 0;
            return {
              ...base,
              name: who.network.displayname || name,
              state: connected ? 'connected' : 'not_connected',
              message: connected
                ? `Logged in as ${logins.map((l) => l.name).join(', ')}.`
                : `The bridge is running; ${r.account.matrixUserId} has no ${name} login yet.`,
              logins,
              flows,
            };
          } catch (err) {
            return { ...base, state: 'error', message: explain(network, err, r), logins: [], flows: [] };
          }
        }),
      );
      return { matrixUserId: account?.matrixUserId ?? null, bridges, checkedAt: new Date(now()).toISOString() };
    },
  };
}
export type BridgesService = ReturnType<typeof createBridgesService>;
