/**
 * A mautrix bridgev2 provisioning API (v3) on 127.0.0.1 that answers exactly as the
 * recordings of a real mautrix-whatsapp in ../shared/matrix/wire/ show: the same paths,
 * status codes, JSON bodies, errcodes and step types, stateful across steps. Telegram
 * and Discord use the flow and step ids of their bridgev2 sources. Never a real bridge:
 * a real one dials its network on the internet at the first user-scoped call.
 *
 *   const bridge = await startWireServer({ network: 'whatsapp' });
 *   bridge.url, bridge.secret; bridge.pair(loginId) finishes a waiting login;
 *   bridge.failNext({ status: 502, body: '<html>' }) / bridge.hangNext() inject failures.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type WireNetwork = 'whatsapp' | 'telegram' | 'discord';

export interface WireServerOptions {
  network: WireNetwork;
  secret?: string;
  /** Matrix access tokens accepted instead of the secret (allow_matrix_auth), token → user. */
  matrixTokens?: Record<string, string>;
  /** Servers whose users have login permission (default: localhost). */
  loginServers?: string[];
  /** false plays the recordings with the network unreachable: start/submit answer 500 M_UNKNOWN. */
  networkReachable?: boolean;
  /** Telegram: the code the phone receives, and whether the account has a 2FA password. */
  telegramCode?: string;
  telegramPassword?: string | null;
  /** Discord: the token the bridge accepts. */
  discordToken?: string;
  /** Every login starts with a `cookies` step (as Discord's browser login), which the page cannot do. */
  cookiesFirst?: boolean;
  /** Resolve a waiting display_and_wait by itself after this many ms (default: only pair()). */
  autoPairMs?: number;
}

interface Login {
  id: string;
  user: string;
  flow: string;
  step: { step_id: string; type: string };
  phone?: string;
  waiters: Array<(step: Record<string, unknown>) => void>;
  done?: Record<string, unknown>;
}

export interface WireRequest {
  method: string;
  path: string;
  userId: string | null;
  auth: string | undefined;
  body: unknown;
}

const NETWORKS: Record<WireNetwork, { network: Record<string, unknown>; flows: Array<{ name: string; description: string; id: string }>; bot: string; prefix: string }> = {
  whatsapp: {
    network: {
      displayname: 'WhatsApp',
      network_url: 'https://whatsapp.com',
      network_icon: 'mxc://maunium.net/NeXNQarUbrlYBiPCpprYsRqr',
      network_id: 'whatsapp',
      beeper_bridge_type: 'whatsapp',
      default_port: 29318,
      default_command_prefix: '!wa',
    },
    flows: [
      { name: 'QR', description: 'Scan a QR code to pair the bridge to your WhatsApp account', id: 'qr' },
      { name: 'Pairing code', description: 'Input your phone number to get a pairing code, to pair the bridge to your WhatsApp account', id: 'phone' },
    ],
    bot: 'whatsappbot',
    prefix: '!wa',
  },
  telegram: {
    network: { displayname: 'Telegram', network_url: 'https://telegram.org', network_id: 'telegram', beeper_bridge_type: 'telegram', default_port: 29317, default_command_prefix: '!tg' },
    flows: [
      { name: 'Phone Number', description: 'Login using your Telegram phone number', id: 'phone' },
      { name: 'QR Code', description: 'Login by scanning a QR code from the Telegram app', id: 'qr' },
      { name: 'Bot Token', description: 'Login as a bot using a bot token', id: 'bot' },
    ],
    bot: 'telegrambot',
    prefix: '!tg',
  },
  discord: {
    network: { displayname: 'Discord', network_url: 'https://discord.com', network_id: 'discord', beeper_bridge_type: 'discordgo', default_port: 29334, default_command_prefix: '!discord' },
    flows: [
      { name: 'QR', description: 'Scan a QR code with the Discord mobile app to log in.', id: 'qr' },
      { name: 'Token', description: 'Provide a Discord user token to connect with.', id: 'token' },
      { name: 'Browser', description: 'Log in to Discord in your browser and give the bridge its cookies.', id: 'browser' },
    ],
    bot: 'discordbot',
    prefix: '!discord',
  },
};

/** WhatsApp's /v3/capabilities, as recorded (whatsapp-basic.txt). */
const CAPABILITIES = {
  resolve_identifier: { create_dm: true, lookup_phone: true, lookup_email: false, lookup_username: false, any_phone: false, contact_list: true, search: false },
  group_creation: {
    group: {
      type_description: 'a group chat',
      name: { allowed: true, max_length: 100 },
      username: { allowed: false },
      avatar: { allowed: false },
      topic: { allowed: false },
      disappear: { allowed: true, settings: { types: ['after_send'], timers: [86400000, 604800000, 7776000000] } },
      participants: { allowed: true, required: true, min_length: 1 },
      parent: { allowed: true },
    },
  },
};

const err = (errcode: string, error: string, extra: Record<string, string> = {}) => ({ errcode, error, ...extra });

/** A login id like the recordings' (`dc1sg0pksdub2s9mpn7g`): 20 lowercase base32 characters. */
function loginId(): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuv';
  return Array.from(crypto.randomBytes(20), (b) => alphabet[b % 32]).join('');
}

export async function startWireServer(opts: WireServerOptions) {
  const secret = opts.secret ?? `${opts.network}-provisioning-secret-0123456789`;
  const loginServers = opts.loginServers ?? ['localhost'];
  const reachable = opts.networkReachable ?? true;
  const net = NETWORKS[opts.network];
  const logins = new Map<string, Login>();
  /** Completed remote logins per Matrix user. */
  const userLogins = new Map<string, Array<{ id: string; name: string }>>();
  const requests: WireRequest[] = [];
  let injected: { status: number; body: string; contentType: string } | null = null;
  let hang = false;
  const hanging = new Set<http.ServerResponse>();

  function stepBody(l: Login, step: Record<string, unknown>) {
    l.step = { step_id: step.step_id as string, type: step.type as string };
    return { login_id: l.id, ...step };
  }

  function complete(l: Login, remoteId: string, name: string) {
    const list = userLogins.get(l.user) ?? [];
    if (!list.some((x) => x.id === remoteId)) list.push({ id: remoteId, name });
    userLogins.set(l.user, list);
    const step = stepBody(l, {
      type: 'complete',
      step_id: `fi.mau.${opts.network}.login.complete`,
      instructions: `Successfully logged in as ${name}`,
      complete: { user_login_id: remoteId },
    });
    l.done = step;
    return step;
  }

  /** Ends a waiting display_and_wait login as the phone would: paired. */
  function pair(id: string) {
    const l = logins.get(id);
    if (!l) throw new Error(`no login ${id}`);
    const phone = l.phone ?? '+15555550123';
    const step = complete(l, phone.replace(/\D/g, ''), phone);
    for (const w of l.waiters.splice(0)) w(step);
  }

  function first(l: Login): Record<string, unknown> {
    const n = opts.network;
    if (l.flow === 'qr') {
      return stepBody(l, {
        type: 'display_and_wait',
        step_id: `fi.mau.${n}.login.qr`,
        instructions: `Scan the QR code with the ${net.network.displayname} app on your phone.`,
        display_and_wait: { type: 'qr', data: `2@${crypto.randomBytes(24).toString('base64')},${crypto.randomBytes(16).toString('base64')}` },
      });
    }
    if (l.flow === 'browser' || opts.cookiesFirst) {
      return stepBody(l, {
        type: 'cookies',
        step_id: 'fi.mau.discord.login.browser',
        instructions: 'Log in to Discord in your browser.',
        cookies: { url: 'https://discord.com/login', fields: [{ type: 'cookie', id: 'token', name: 'token' }] },
      });
    }
    if (n === 'discord') {
      return stepBody(l, {
        type: 'user_input',
        step_id: 'fi.mau.discord.login.token',
        instructions: '',
        user_input: { fields: [{ type: 'token', id: 'token', name: 'Discord user token', description: 'Your Discord token' }], attachments: null },
      });
    }
    if (n === 'telegram' && l.flow === 'bot') {
      return stepBody(l, {
        type: 'user_input',
        step_id: 'fi.mau.telegram.login.bot_token',
        instructions: '',
        user_input: { fields: [{ type: 'token', id: 'bot_token', name: 'Bot token', description: 'The token BotFather gave you' }], attachments: null },
      });
    }
    return stepBody(l, {
      type: 'user_input',
      step_id: `fi.mau.${n}.login.phone`,
      instructions: '',
      user_input: {
        fields: [
          {
            type: 'phone_number',
            id: 'phone_number',
            name: 'Phone number',
            description: n === 'whatsapp' ? 'Your WhatsApp phone number in international format' : 'Your Telegram phone number in international format',
          },
        ],
        attachments: null,
      },
    });
  }

  /** The next step after the person's input; a string is an internal error's cause. */
  function next(l: Login, input: Record<string, unknown>): Record<string, unknown> | string {
    const n = opts.network;
    const sid = l.step.step_id;
    if (sid === `fi.mau.${n}.login.phone`) {
      const phone = String(input.phone_number ?? '');
      if (!/^\+[0-9]{6,15}$/.test(phone)) return 'invalid phone number';
      l.phone = phone;
      if (n === 'whatsapp') {
        const code = crypto.randomBytes(8).toString('hex').toUpperCase().slice(0, 8);
        return stepBody(l, {
          type: 'display_and_wait',
          step_id: 'fi.mau.whatsapp.login.phone_code',
          instructions: 'Input the pairing code in the WhatsApp mobile app to log in',
          display_and_wait: { type: 'code', data: `${code.slice(0, 4)}-${code.slice(4)}` },
        });
      }
      return stepBody(l, {
        type: 'user_input',
        step_id: 'fi.mau.telegram.login.code',
        instructions: 'Enter the code Telegram sent to your other devices.',
        user_input: { fields: [{ type: '2fa_code', id: 'code', name: 'Code', description: 'The code you received from Telegram' }], attachments: null },
      });
    }
    if (sid === 'fi.mau.telegram.login.code') {
      if (String(input.code ?? '') !== (opts.telegramCode ?? '12345')) return 'PHONE_CODE_INVALID';
      if (opts.telegramPassword !== null) {
        return stepBody(l, {
          type: 'user_input',
          step_id: 'fi.mau.telegram.login.password',
          instructions: 'Your account has two-step verification enabled.',
          user_input: { fields: [{ type: 'password', id: 'password', name: 'Password', description: 'Your two-step verification password' }], attachments: null },
        });
      }
      return complete(l, l.phone!.replace(/\D/g, ''), l.phone!);
    }
    if (sid === 'fi.mau.telegram.login.password') {
      if (String(input.password ?? '') !== (opts.telegramPassword ?? 'hunter2')) return 'PASSWORD_HASH_INVALID';
      return complete(l, l.phone!.replace(/\D/g, ''), l.phone!);
    }
    if (sid === 'fi.mau.discord.login.token') {
      if (String(input.token ?? '') !== (opts.discordToken ?? 'discord-token-123')) return '401 Unauthorized: invalid token';
      return complete(l, '80351110224678912', 'alice#0001');
    }
    if (sid === 'fi.mau.telegram.login.bot_token') return complete(l, 'bot', 'bot');
    return 'unexpected step';
  }

  function send(res: http.ServerResponse, status: number, body: unknown) {
    // The bridge indents its JSON with 4 spaces, as recorded.
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body, null, 4));
  }

  async function readBody(req: http.IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    if (!raw) return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    const userId = url.searchParams.get('user_id');
    const auth = req.headers.authorization;
    requests.push({ method: req.method ?? 'GET', path: url.pathname, userId, auth, body });
    if (hang) {
      hang = false;
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (injected) {
      const i = injected;
      injected = null;
      res.writeHead(i.status, { 'content-type': i.contentType }).end(i.body);
      return;
    }
    // Behind a reverse proxy at /bridges/<network> (a deployment's layout), or at the root.
    const prefix = '/_matrix/provision/';
    const at = url.pathname.indexOf(prefix);
    if (at < 0) return send(res, 404, err('M_UNRECOGNIZED', 'Unrecognized endpoint'));
    const path = url.pathname.slice(at + prefix.length - 1);
    // Auth first (recorded: no header 401 M_MISSING_TOKEN; wrong 401 M_UNKNOWN_TOKEN).
    const token = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
    if (!token) return send(res, 401, err('M_MISSING_TOKEN', 'Missing auth token'));
    const tokenUser = opts.matrixTokens?.[token];
    if (token !== secret && !tokenUser) return send(res, 401, err('M_UNKNOWN_TOKEN', 'Invalid auth token'));
    const user = tokenUser ?? userId;
    // No user_id, or a user without login permission: 403 M_FORBIDDEN (recorded).
    if (!user || !loginServers.includes(user.slice(user.indexOf(':') + 1))) {
      return send(res, 403, err('M_FORBIDDEN', 'User does not have login permissions'));
    }
    const mine = userLogins.get(user) ?? [];
    const method = req.method ?? 'GET';
    let m: RegExpMatchArray | null;

    if (method === 'GET' && path === '/v3/whoami') {
      return send(res, 200, {
        network: net.network,
        login_flows: net.flows,
        homeserver: 'localhost',
        bridge_bot: `@${net.bot}:localhost`,
        command_prefix: net.prefix,
        logins: mine.map((l) => ({
          state: { state_event: 'CONNECTED', timestamp: Math.floor(Date.now() / 1000) },
          id: l.id,
          name: l.name,
          profile: { phone: l.name },
          space_room: '',
        })),
      });
    }
    if (method === 'GET' && path === '/v3/login/flows') return send(res, 200, { flows: net.flows });
    if (method === 'GET' && path === '/v3/logins') return send(res, 200, { login_ids: mine.map((l) => l.id) });
    if (method === 'GET' && (path === '/v3/contacts' || path.startsWith('/v3/resolve_identifier/') || path === '/v1/contacts')) {
      if (!mine.length) return send(res, 400, err('FI.MAU.NOT_LOGGED_IN', 'Not logged in'));
      return send(res, 200, { contacts: [] });
    }
    if (method === 'POST' && (m = path.match(/^\/v3\/login\/start\/([^/]+)$/))) {
      const flow = decodeURIComponent(m[1]!);
      if (!net.flows.some((f) => f.id === flow)) return send(res, 500, err('M_UNKNOWN', 'Internal error starting login'));
      if (!reachable && flow === 'qr') {
        return send(
          res,
          500,
          err('M_UNKNOWN', 'Internal error starting login', {
            'fi.mau.internal_error':
              'failed to dial whatsapp web websocket: failed to WebSocket dial: failed to send handshake request: Get "https://web.whatsapp.com/ws/chat": proxyconnect tcp: socks connect tcp 127.0.0.1:1->127.0.0.1:1: dial tcp 127.0.0.1:1: connect: connection refused',
          }),
        );
      }
      const l: Login = { id: loginId(), user, flow, step: { step_id: '', type: '' }, waiters: [] };
      logins.set(l.id, l);
      const step = first(l);
      if (opts.autoPairMs !== undefined && step.type === 'display_and_wait') setTimeout(() => logins.has(l.id) && !l.done && pair(l.id), opts.autoPairMs);
      return send(res, 200, step);
    }
    if (method === 'POST' && (m = path.match(/^\/v3\/login\/step\/([^/]+)\/([^/]+)\/([^/]+)$/))) {
      const [, id, stepId, type] = m.map((s) => decodeURIComponent(s));
      const l = logins.get(id!);
      if (!l || l.user !== user) return send(res, 404, err('M_NOT_FOUND', 'Login not found'));
      // Paired before the page asked: the finished step, once.
      if (l.done && type === 'display_and_wait') {
        logins.delete(l.id);
        return send(res, 200, l.done);
      }
      if (l.step.step_id !== stepId || l.step.type !== type) return send(res, 400, err('M_BAD_STATE', 'Step ID does not match'));
      if (type === 'display_and_wait') {
        const step = await new Promise<Record<string, unknown>>((resolve) => l.waiters.push(resolve));
        logins.delete(l.id);
        if (!res.destroyed) send(res, 200, step);
        return;
      }
      // Recorded: a failed submission leaves the login in place (the same id fails the same way again).
      if (!reachable) return send(res, 500, err('M_UNKNOWN', 'Internal error submitting input'));
      const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      const result = next(l, input);
      if (typeof result !== 'string' && result.type === 'complete') logins.delete(l.id);
      if (typeof result === 'string') {
        return send(res, 500, err('M_UNKNOWN', 'Internal error submitting input', { 'fi.mau.internal_error': result }));
      }
      if (result.type === 'display_and_wait' && opts.autoPairMs !== undefined) setTimeout(() => logins.has(l.id) && !l.done && pair(l.id), opts.autoPairMs);
      return send(res, 200, result);
    }
    if (method === 'POST' && (m = path.match(/^\/v3\/logout\/([^/]+)$/))) {
      const id = decodeURIComponent(m[1]!);
      if (id === 'all') userLogins.delete(user);
      else {
        if (!mine.some((l) => l.id === id)) return send(res, 404, err('M_NOT_FOUND', 'Login not found'));
        userLogins.set(
          user,
          mine.filter((l) => l.id !== id),
        );
      }
      return send(res, 200, {});
    }
    if (method === 'GET' && path === '/v3/capabilities') return send(res, 200, CAPABILITIES);
    return send(res, 404, err('M_UNRECOGNIZED', 'Unrecognized endpoint'));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    secret,
    requests,
    pair,
    /** The login ids whose display_and_wait the page is waiting on. */
    pending: () => [...logins.values()].filter((l) => l.waiters.length > 0).map((l) => l.id),
    /** The login ids showing a code or QR (display_and_wait), waited on or not. */
    displaying: () => [...logins.values()].filter((l) => l.step.type === 'display_and_wait' && !l.done).map((l) => l.id),
    /** The next request gets this raw answer (a 5xx page, non-JSON…). */
    failNext(answer: { status: number; body: string; contentType?: string }) {
      injected = { contentType: 'text/html', ...answer };
    },
    /** The next request never gets an answer (a time-out). */
    hangNext() {
      hang = true;
    },
    async close() {
      for (const res of hanging) res.destroy();
      for (const l of logins.values()) l.waiters.splice(0);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type WireServer = Awaited<ReturnType<typeof startWireServer>>;

/** A homeserver domain's /.well-known/matrix/mautrix, on 127.0.0.1. */
export async function startDiscoveryServer(bridges: string[]) {
  const server = http.createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname === '/.well-known/matrix/mautrix') {
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify({ 'fi.mau.bridges': bridges }));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
