/**
 * /api/matrix/bridges/* through the app, against wire-format bridges on 127.0.0.1
 * (tests/support/mautrix-wire-server.ts; never a real bridge): the spec's three forms
 * drive the bridgev2 step loop, every provisioning failure is a clear
 * `{success: false, message}` and never a 500 of ours, and the status card reads each
 * bridge's real state from /v3/whoami.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeActionResponse, BridgesStatusResponse } from '../../../contract/matrix-bridges';
import { sameOrigin, signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { startDiscoveryServer, startWireServer, type WireServer } from '../../../../tests/support/mautrix-wire-server';
import type { MatrixAccount } from './bridges.service';

let t: TestApp;
let wa: WireServer;
let tg: WireServer;
let dc: WireServer;
/** Our user id → their Matrix account (what the Matrix client feature will resolve). */
const accounts = new Map<string, MatrixAccount>();
let n = 0;
/** Tests only ever contact 127.0.0.1: discovery of `localhost` goes to a closed port. */
const NO_DISCOVERY = () => 'http://127.0.0.1:1';
/** The operator's homeserver (MATRIX_HOMESERVER_URL): the accounts below are on it, so the shared secrets are used. */
const OPERATOR_HS = 'http://127.0.0.1:1';

beforeAll(async () => {
  [wa, tg, dc] = await Promise.all([
    startWireServer({ network: 'whatsapp' }),
    startWireServer({ network: 'telegram', telegramCode: '24680', telegramPassword: 'open sesame' }),
    startWireServer({ network: 'discord', discordToken: 'mfa.discord-token' }),
  ]);
  t = await createTestApp({
    env: {
      MATRIX_HOMESERVER_URL: OPERATOR_HS,
      MATRIX_BRIDGE_WHATSAPP_URL: wa.url,
      MATRIX_BRIDGE_WHATSAPP_SECRET: wa.secret,
      MATRIX_BRIDGE_TELEGRAM_URL: tg.url,
      MATRIX_BRIDGE_TELEGRAM_SECRET: tg.secret,
      MATRIX_BRIDGE_DISCORD_URL: dc.url,
      MATRIX_BRIDGE_DISCORD_SECRET: dc.secret,
    },
    overrides: {
      matrixBridges: {
        resolveMatrixAccount: async (userId) => accounts.get(userId) ?? null,
        discoveryBase: NO_DISCOVERY,
        provisioning: { timeoutMs: 1500, waitTimeoutMs: 5000 },
      },
    },
  });
});

afterAll(async () => {
  await t?.close();
  await Promise.all([wa?.close(), tg?.close(), dc?.close()]);
});

/** A signed-in user with a Matrix account `@<name>:localhost`. */
async function matrixUser(opts: { account?: boolean } = {}) {
  const { cookie, user } = await signUpUser(t.app);
  const matrixUserId = `@user${++n}:localhost`;
  if (opts.account !== false) accounts.set(user.id, { matrixUserId, homeserverUrl: 'http://127.0.0.1:1' });
  const post = async (url: string, payload: unknown) => {
    const res = await t.app.inject({ method: 'POST', url, headers: sameOrigin(cookie), payload: payload as object });
    return { status: res.statusCode, body: json<BridgeActionResponse & { code?: string }>(res) };
  };
  const status = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/matrix/bridges', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return json<BridgesStatusResponse>(res);
  };
  return { cookie, matrixUserId, post, status };
}

describe('WhatsApp', () => {
  it('phone number → the 8-character pairing code → waits until paired → complete, and the status card shows it', async () => {
    const u = await matrixUser();
    const before = await u.status();
    expect(before.bridges.find((b) => b.network === 'whatsapp')).toMatchObject({ state: 'not_connected', source: 'env', name: 'WhatsApp', logins: [] });

    const start = await u.post('/api/matrix/bridges/whatsapp', { phoneNumber: '+1 (555) 555-0123' });
    expect(start.status).toBe(200);
    expect(start.body.success).toBe(true);
    const step = start.body.step!;
    expect(step).toMatchObject({ network: 'whatsapp', type: 'display_and_wait', stepId: 'fi.mau.whatsapp.login.phone_code' });
    expect(step.display?.type).toBe('code');
    expect(step.display!.data.replace('-', '')).toMatch(/^[0-9A-F]{8}$/);
    expect(start.body.message).toContain(step.display!.data);
    // The number reached the bridge in E.164, under the user's Matrix id.
    const submitted = wa.requests.find((r) => r.path.includes('/login/step/') && r.userId === u.matrixUserId);
    expect(submitted?.body).toEqual({ phone_number: '+15555550123' });

    const waiting = u.post('/api/matrix/bridges/whatsapp/step', { loginId: step.loginId, stepId: step.stepId, type: 'display_and_wait' });
    await expect.poll(() => wa.pending()).toContain(step.loginId);
    wa.pair(step.loginId);
    const done = await waiting;
    expect(done.body).toMatchObject({ success: true, message: 'WhatsApp connected.', step: { type: 'complete', userLoginId: '15555550123' } });

    const after = (await u.status()).bridges.find((b) => b.network === 'whatsapp')!;
    expect(after.state).toBe('connected');
    expect(after.logins).toEqual([{ id: '15555550123', name: '+15555550123', state: 'CONNECTED' }]);

    const out = await u.post('/api/matrix/bridges/whatsapp/logout', { loginId: '15555550123' });
    expect(out.body).toMatchObject({ success: true });
    expect((await u.status()).bridges.find((b) => b.network === 'whatsapp')!.state).toBe('not_connected');
  });

  it('the QR option answers a QR step whose data the page renders', async () => {
    const u = await matrixUser();
    const res = await u.post('/api/matrix/bridges/whatsapp', { method: 'qr' });
    expect(res.body.success).toBe(true);
    expect(res.body.step).toMatchObject({ type: 'display_and_wait', stepId: 'fi.mau.whatsapp.login.qr', display: { type: 'qr' } });
    expect(res.body.step!.display!.data).toMatch(/^2@/);
    expect(res.body.message).toBe('Scan the QR code with WhatsApp on your phone.');
  });

  it('validates the phone number (§5) with 400 {success: false, message}', async () => {
    const u = await matrixUser();
    for (const [payload, message] of [
      [{}, 'Phone number is required.'],
      [{ phoneNumber: '   ' }, 'Phone number is required.'],
      [{ phoneNumber: 'call me' }, 'Enter the phone number in international format, e.g. +15555550123.'],
    ] as const) {
      const res = await u.post('/api/matrix/bridges/whatsapp', payload);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
  });
});

describe('Telegram', () => {
  it('phone → code → 2FA password → complete; a wrong code says so and the step can be retried', async () => {
    const u = await matrixUser();
    const start = await u.post('/api/matrix/bridges/telegram', { apiKey: 'my-api-key', phoneNumber: '+44 7700 900123' });
    expect(start.body).toMatchObject({ success: true, step: { type: 'user_input', stepId: 'fi.mau.telegram.login.code' } });
    expect(start.body.step!.fields).toEqual([{ type: '2fa_code', id: 'code', name: 'Code', description: 'The code you received from Telegram' }]);
    const { loginId, stepId } = start.body.step!;

    const wrong = await u.post('/api/matrix/bridges/telegram/step', { loginId, stepId, type: 'user_input', input: { code: '11111' } });
    expect(wrong.status).toBe(200);
    expect(wrong.body.success).toBe(false);
    expect(wrong.body.message).toContain('PHONE_CODE_INVALID');

    const code = await u.post('/api/matrix/bridges/telegram/step', { loginId, stepId, type: 'user_input', input: { code: '24680' } });
    expect(code.body).toMatchObject({ success: true, step: { type: 'user_input', stepId: 'fi.mau.telegram.login.password' } });
    expect(code.body.step!.fields![0]).toMatchObject({ type: 'password', id: 'password' });

    const pw = await u.post('/api/matrix/bridges/telegram/step', { loginId, stepId: code.body.step!.stepId, type: 'user_input', input: { password: 'open sesame' } });
    expect(pw.body).toMatchObject({ success: true, message: 'Telegram connected.', step: { type: 'complete', userLoginId: '447700900123' } });
    expect((await u.status()).bridges.find((b) => b.network === 'telegram')).toMatchObject({ state: 'connected', name: 'Telegram' });
  });

  it('needs both the API key and the phone number', async () => {
    const u = await matrixUser();
    expect((await u.post('/api/matrix/bridges/telegram', { phoneNumber: '+447700900123' })).body).toMatchObject({ success: false, message: 'API key is required.' });
    expect((await u.post('/api/matrix/bridges/telegram', { apiKey: 'k', phoneNumber: '' })).body).toMatchObject({ success: false, message: 'Phone number is required.' });
  });
});

describe('Discord', () => {
  it('a token logs in; a wrong one is refused with the reason', async () => {
    const u = await matrixUser();
    const bad = await u.post('/api/matrix/bridges/discord', { botToken: 'nope', serverId: '81384788765712384' });
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toMatch(/Discord bridge failed: Internal error submitting input \(401 Unauthorized: invalid token\)/);
    const ok = await u.post('/api/matrix/bridges/discord', { botToken: 'mfa.discord-token', serverId: '81384788765712384' });
    expect(ok.body).toMatchObject({ success: true, step: { type: 'complete' } });
    expect(ok.body.message).toContain('81384788765712384');
    expect((await u.status()).bridges.find((b) => b.network === 'discord')).toMatchObject({ state: 'connected', logins: [{ name: 'alice#0001' }] });
  });

  it('validates the token and the server id', async () => {
    const u = await matrixUser();
    expect((await u.post('/api/matrix/bridges/discord', { botToken: '', serverId: '1234567' })).body.message).toBe('Bot token is required.');
    expect((await u.post('/api/matrix/bridges/discord', { botToken: 't', serverId: '' })).body.message).toBe('Server ID is required.');
    expect((await u.post('/api/matrix/bridges/discord', { botToken: 't', serverId: 'general' })).status).toBe(400);
  });
});

describe('failures are words, never a 500 of ours', () => {
  it('no Matrix account: connect it first on /element', async () => {
    const u = await matrixUser({ account: false });
    const res = await u.post('/api/matrix/bridges/whatsapp', { phoneNumber: '+15555550123' });
    expect(res.body).toEqual({ success: false, message: 'Connect your Matrix account first on /element: the WhatsApp bridge logs in your Matrix user.' });
    const status = await u.status();
    expect(status.matrixUserId).toBeNull();
    expect(status.bridges.map((b) => b.state)).toEqual(['no_account', 'no_account', 'no_account']);
  });

  it('signed out: 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/matrix/bridges/whatsapp', payload: { phoneNumber: '+15555550123' } });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({ success: false, message: 'You need to sign in first.' });
  });

  it.each([
    ['M_UNKNOWN_TOKEN', { status: 401, body: '{"errcode":"M_UNKNOWN_TOKEN","error":"Invalid auth token"}' }, /refused our credentials \(M_UNKNOWN_TOKEN\): MATRIX_BRIDGE_WHATSAPP_SECRET/],
    ['M_FORBIDDEN', { status: 403, body: '{"errcode":"M_FORBIDDEN","error":"User does not have login permissions"}' }, /does not let @user\d+:localhost log in \(M_FORBIDDEN\)/],
    ['FI.MAU.NOT_LOGGED_IN', { status: 400, body: '{"errcode":"FI.MAU.NOT_LOGGED_IN","error":"Not logged in"}' }, /not logged in to WhatsApp on the bridge \(FI\.MAU\.NOT_LOGGED_IN\)/],
    ['M_NOT_FOUND', { status: 404, body: '{"errcode":"M_NOT_FOUND","error":"Login not found"}' }, /no longer known to the bridge \(M_NOT_FOUND\).*start again/],
    ['a 5xx page', { status: 502, body: '<html>Bad Gateway</html>' }, /WhatsApp bridge failed \(HTTP 502\)|WhatsApp bridge failed/],
    ['non-JSON', { status: 200, body: 'hello' }, /did not answer like a mautrix provisioning API/],
  ])('%s', async (_name, answer, message) => {
    const u = await matrixUser();
    wa.failNext({ ...answer, contentType: answer.body.startsWith('{') ? 'application/json' : 'text/html' });
    const res = await u.post('/api/matrix/bridges/whatsapp', { phoneNumber: '+15555550123' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
  });

  it('the real bridge refusing our secret (M_UNKNOWN_TOKEN) and a login id it does not know (M_NOT_FOUND)', async () => {
    const wrong = await createTestApp({
      env: { MATRIX_HOMESERVER_URL: OPERATOR_HS, MATRIX_BRIDGE_WHATSAPP_URL: wa.url, MATRIX_BRIDGE_WHATSAPP_SECRET: 'not-the-secret-0123456789' },
      overrides: { matrixBridges: { resolveMatrixAccount: async () => ({ matrixUserId: '@x:localhost', homeserverUrl: 'http://127.0.0.1:1' }), discoveryBase: NO_DISCOVERY } },
    });
    try {
      const { cookie } = await signUpUser(wrong.app);
      const res = await wrong.app.inject({ method: 'POST', url: '/api/matrix/bridges/whatsapp', headers: sameOrigin(cookie), payload: { phoneNumber: '+15555550123' } });
      expect(json(res)).toMatchObject({ success: false, message: expect.stringContaining('M_UNKNOWN_TOKEN') });
      const status = json<BridgesStatusResponse>(await wrong.app.inject({ method: 'GET', url: '/api/matrix/bridges', headers: { cookie } }));
      expect(status.bridges[0]).toMatchObject({ network: 'whatsapp', state: 'error', message: expect.stringContaining('M_UNKNOWN_TOKEN') });
      // Telegram and Discord: not configured, and the message names what to set.
      expect(status.bridges[1]).toMatchObject({ state: 'not_configured', message: expect.stringContaining('MATRIX_BRIDGE_TELEGRAM_URL and MATRIX_BRIDGE_TELEGRAM_SECRET') });
      const tgRes = await wrong.app.inject({ method: 'POST', url: '/api/matrix/bridges/telegram', headers: sameOrigin(cookie), payload: { apiKey: 'k', phoneNumber: '+15555550123' } });
      expect(json(tgRes)).toMatchObject({ success: false, message: expect.stringContaining('The Telegram bridge is not configured: set MATRIX_BRIDGE_TELEGRAM_URL') });
    } finally {
      await wrong.close();
    }
    const u = await matrixUser();
    const res = await u.post('/api/matrix/bridges/whatsapp/step', { loginId: 'doesnotexist', stepId: 'fi.mau.whatsapp.login.phone', type: 'user_input', input: { phone_number: '+15555550123' } });
    expect(res.body).toMatchObject({ success: false, message: expect.stringContaining('M_NOT_FOUND') });
  });

  it('the recorded "Internal error starting login" (network unreachable) says why', async () => {
    const down = await startWireServer({ network: 'whatsapp', networkReachable: false });
    const app = await createTestApp({
      env: { MATRIX_HOMESERVER_URL: OPERATOR_HS, MATRIX_BRIDGE_WHATSAPP_URL: down.url, MATRIX_BRIDGE_WHATSAPP_SECRET: down.secret },
      overrides: { matrixBridges: { resolveMatrixAccount: async () => ({ matrixUserId: '@alice:localhost', homeserverUrl: 'http://127.0.0.1:1' }), discoveryBase: NO_DISCOVERY } },
    });
    try {
      const { cookie } = await signUpUser(app.app);
      const res = await app.app.inject({ method: 'POST', url: '/api/matrix/bridges/whatsapp', headers: sameOrigin(cookie), payload: { phoneNumber: '+15555550123', method: 'qr' } });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ success: false, message: expect.stringMatching(/^The WhatsApp bridge failed: Internal error starting login \(failed to dial whatsapp web websocket/) });
    } finally {
      await app.close();
      await down.close();
    }
  });

  it('a bridge that does not answer in time', async () => {
    const u = await matrixUser();
    wa.hangNext();
    const res = await u.post('/api/matrix/bridges/whatsapp', { phoneNumber: '+15555550123' });
    expect(res.body).toMatchObject({ success: false, message: `The WhatsApp bridge at ${wa.url} did not answer in time. Please try again.` });
  });

  it('a step the page cannot do (cookies) is said plainly', async () => {
    const cookieBridge = await startWireServer({ network: 'discord', cookiesFirst: true });
    const app = await createTestApp({
      env: { MATRIX_HOMESERVER_URL: OPERATOR_HS, MATRIX_BRIDGE_DISCORD_URL: cookieBridge.url, MATRIX_BRIDGE_DISCORD_SECRET: cookieBridge.secret },
      overrides: { matrixBridges: { resolveMatrixAccount: async () => ({ matrixUserId: '@alice:localhost', homeserverUrl: 'http://127.0.0.1:1' }), discoveryBase: NO_DISCOVERY } },
    });
    try {
      const { cookie } = await signUpUser(app.app);
      const res = await app.app.inject({ method: 'POST', url: '/api/matrix/bridges/discord', headers: sameOrigin(cookie), payload: { botToken: 't', serverId: '81384788765712384' } });
      const body = json<BridgeActionResponse>(res);
      expect(body.success).toBe(false);
      expect(body.step).toMatchObject({ type: 'cookies', unsupported: expect.any(String) });
      expect(body.message).toBe(
        'This Discord login needs the cookies of https://discord.com/login from your browser, which this page cannot collect. Log in with the bridge bot in Element, or with mautrix-manager.',
      );
    } finally {
      await app.close();
      await cookieBridge.close();
    }
  });
});

describe('discovery from /.well-known/matrix/mautrix of the homeserver domain', () => {
  it('finds the bridge listed there and uses the Matrix access token when no secret is configured', async () => {
    const bridge = await startWireServer({ network: 'whatsapp', matrixTokens: { 'syt_carol': '@carol:localhost' } });
    const discovery = await startDiscoveryServer([`${bridge.url}/bridges/whatsapp`]);
    const app = await createTestApp({
      // The discovery file and the bridge it lists are local: reached only through the allow-list (#25).
      env: { OUTBOUND_ALLOW_PRIVATE: '127.0.0.1/32' },
      overrides: {
        matrixBridges: {
          resolveMatrixAccount: async () => ({ matrixUserId: '@carol:localhost', homeserverUrl: 'http://127.0.0.1:1', accessToken: 'syt_carol' }),
          discoveryBase: () => discovery.url,
        },
      },
    });
    try {
      const { cookie } = await signUpUser(app.app);
      const status = json<BridgesStatusResponse>(await app.app.inject({ method: 'GET', url: '/api/matrix/bridges', headers: { cookie } }));
      expect(status.bridges[0]).toMatchObject({ network: 'whatsapp', source: 'well-known', state: 'not_connected' });
      expect(status.bridges[1]).toMatchObject({ network: 'telegram', state: 'not_configured', message: expect.stringContaining('https://localhost/.well-known/matrix/mautrix') });
      expect(bridge.requests.at(-1)).toMatchObject({ auth: 'Bearer syt_carol', userId: '@carol:localhost' });
    } finally {
      await app.close();
      await discovery.close();
      await bridge.close();
    }
  });
});

describe("the operator's shared secret is used only for accounts on the operator's homeserver (#31 review)", () => {
  it('an account on another homeserver (or with no MATRIX_HOMESERVER_URL) gets its own Matrix token sent, or nothing', async () => {
    // The bridge would accept the operator's secret for any user_id: only what we send decides.
    const bridge = await startWireServer({ network: 'whatsapp', matrixTokens: { syt_erin: '@erin:localhost' } });
    const appFor = async (env: Record<string, string>, accessToken?: string) =>
      createTestApp({
        env: { MATRIX_BRIDGE_WHATSAPP_URL: bridge.url, MATRIX_BRIDGE_WHATSAPP_SECRET: bridge.secret, ...env },
        overrides: {
          matrixBridges: {
            resolveMatrixAccount: async () => ({ matrixUserId: '@erin:localhost', homeserverUrl: 'https://typed.example', accessToken }),
            discoveryBase: NO_DISCOVERY,
            provisioning: { timeoutMs: 1500, waitTimeoutMs: 5000 },
          },
        },
      });
    const start = async (app: TestApp) => {
      const { cookie } = await signUpUser(app.app);
      const res = await app.app.inject({ method: 'POST', url: '/api/matrix/bridges/whatsapp', headers: sameOrigin(cookie), payload: { phoneNumber: '+15555550123' } });
      return json<BridgeActionResponse>(res);
    };
    try {
      for (const env of [{ MATRIX_HOMESERVER_URL: OPERATOR_HS }, {}] as Record<string, string>[]) {
        const withToken = await appFor(env, 'syt_erin');
        try {
          expect((await start(withToken)).success).toBe(true);
          expect(bridge.requests.length).toBeGreaterThan(0);
          for (const r of bridge.requests) expect(r.auth).toBe('Bearer syt_erin');
        } finally {
          await withToken.close();
        }
        const seen = bridge.requests.length;
        const noToken = await appFor(env);
        try {
          expect(await start(noToken)).toMatchObject({ success: false, message: expect.stringContaining("used only for accounts on this server's homeserver") });
          expect(bridge.requests.length).toBe(seen);
        } finally {
          await noToken.close();
        }
      }
      expect(JSON.stringify(bridge.requests)).not.toContain(bridge.secret);
    } finally {
      await bridge.close();
    }
  });
});

describe('a bridge from the well-known document is not the configured one (#25 review)', () => {
  /** An app whose user `@dave:localhost` finds `bridges` in the well-known document; the discovery file and bridges are reached through the allow-list. */
  async function discoveredApp(bridges: string[], env: Record<string, string> = {}, accessToken: string | null = 'syt_dave') {
    const discovery = await startDiscoveryServer(bridges);
    const app = await createTestApp({
      env: { OUTBOUND_ALLOW_PRIVATE: '127.0.0.1/32', ...env },
      overrides: {
        matrixBridges: {
          resolveMatrixAccount: async () => ({ matrixUserId: '@dave:localhost', homeserverUrl: 'http://127.0.0.1:1', accessToken: accessToken ?? undefined }),
          discoveryBase: () => discovery.url,
          provisioning: { timeoutMs: 1500, waitTimeoutMs: 5000 },
        },
      },
    });
    const { cookie } = await signUpUser(app.app);
    const post = async (url: string, payload: object) => json<BridgeActionResponse>(await app.app.inject({ method: 'POST', url, headers: sameOrigin(cookie), payload }));
    const status = async () => json<BridgesStatusResponse>(await app.app.inject({ method: 'GET', url: '/api/matrix/bridges', headers: { cookie } }));
    return { post, status, close: async () => (await app.close(), await discovery.close()) };
  }

  it("never sends the operator's MATRIX_BRIDGE_WHATSAPP_SECRET to a discovered bridge: the user's Matrix token, or nothing", async () => {
    // The bridge would accept the operator's secret: only what we send decides.
    const bridge = await startWireServer({ network: 'whatsapp', matrixTokens: { syt_dave: '@dave:localhost' } });
    const secretEnv = { MATRIX_BRIDGE_WHATSAPP_SECRET: bridge.secret };
    const a = await discoveredApp([`${bridge.url}/bridges/whatsapp`], secretEnv);
    try {
      expect((await a.status()).bridges[0]).toMatchObject({ network: 'whatsapp', source: 'well-known', state: 'not_connected' });
      expect((await a.post('/api/matrix/bridges/whatsapp', { phoneNumber: '+15555550123' })).success).toBe(true);
      expect(bridge.requests.length).toBeGreaterThan(0);
      for (const r of bridge.requests) expect(r.auth).toBe('Bearer syt_dave');
    } finally {
      await a.close();
    }
    // No Matrix token stored: refused with words, and nothing reaches the bridge.
    const seen = bridge.requests.length;
    const b = await discoveredApp([`${bridge.url}/bridges/whatsapp`], secretEnv, null);
    try {
      const res = await b.post('/api/matrix/bridges/whatsapp', { phoneNumber: '+15555550123' });
      expect(res).toMatchObject({ success: false, message: expect.stringContaining('used with your Matrix access token, and none is stored') });
      expect((await b.status()).bridges[0]).toMatchObject({ state: 'not_configured' });
      expect(bridge.requests.length).toBe(seen);
    } finally {
      await b.close();
      await bridge.close();
    }
    expect(JSON.stringify(bridge.requests)).not.toContain(bridge.secret);
  });

  it("shows our words and a checked errcode only, never a discovered bridge's error text or status", async () => {
    const wa = await startWireServer({ network: 'whatsapp', matrixTokens: { syt_dave: '@dave:localhost' } });
    const tg = await startWireServer({ network: 'telegram', matrixTokens: { syt_dave: '@dave:localhost' }, telegramCode: '24680' });
    const down = await startWireServer({ network: 'discord', matrixTokens: { syt_dave: '@dave:localhost' }, networkReachable: false });
    const a = await discoveredApp([`${wa.url}/whatsapp`, `${tg.url}/telegram`, `${down.url}/discord`]);
    const LEAK = /internal admin|17 users|HTTP 5\d\d|Internal error|PHONE_CODE_INVALID|failed to dial|Bad Gateway/i;
    try {
      const cases: Array<[{ status: number; body: string; contentType?: string }, string]> = [
        [
          { status: 500, body: '{"errcode":"internal admin: 17 users deleted","error":"internal admin: 17 users deleted","fi.mau.internal_error":"internal admin"}', contentType: 'application/json' },
          'The WhatsApp bridge failed. It may not be able to reach WhatsApp right now; please try again later.',
        ],
        [
          { status: 500, body: '{"errcode":"M_UNKNOWN","error":"Internal error starting login","fi.mau.internal_error":"internal admin: 17 users deleted"}', contentType: 'application/json' },
          'The WhatsApp bridge failed (M_UNKNOWN). It may not be able to reach WhatsApp right now; please try again later.',
        ],
        [{ status: 400, body: '{"errcode":"M_BAD_STATE","error":"internal admin: 17 users deleted"}', contentType: 'application/json' }, 'The WhatsApp bridge refused the request (M_BAD_STATE).'],
        [{ status: 502, body: '<html>Bad Gateway: internal admin</html>' }, 'The WhatsApp bridge failed. It may not be able to reach WhatsApp right now; please try again later.'],
        [{ status: 418, body: 'internal admin: 17 users deleted' }, `The WhatsApp bridge at ${wa.url}/whatsapp did not answer like a mautrix provisioning API.`],
      ];
      for (const [answer, message] of cases) {
        wa.failNext(answer);
        expect((await a.post('/api/matrix/bridges/whatsapp', { phoneNumber: '+15555550123' })).message).toBe(message);
      }
      wa.failNext(cases[0]![0]);
      const status = await a.status();
      expect(status.bridges[0]).toMatchObject({ state: 'error', message: 'The WhatsApp bridge failed. Check what you entered and try again.' });
      // The recorded "Internal error starting login (failed to dial …)" and a wrong Telegram code: the bridge's words stay out.
      const started = await a.post('/api/matrix/bridges/discord', { botToken: 't', serverId: '81384788765712384' });
      expect(started).toMatchObject({ success: false, message: 'The Discord bridge failed (M_UNKNOWN). It may not be able to reach Discord right now; please try again later.' });
      const start = await a.post('/api/matrix/bridges/telegram', { apiKey: 'k', phoneNumber: '+447700900123' });
      expect(start.success).toBe(true);
      const wrong = await a.post('/api/matrix/bridges/telegram/step', { loginId: start.step!.loginId, stepId: start.step!.stepId, type: 'user_input', input: { code: '11111' } });
      expect(wrong).toMatchObject({ success: false, message: 'The Telegram bridge failed (M_UNKNOWN). Check what you entered and try again.' });
      expect(JSON.stringify([status, started, wrong])).not.toMatch(LEAK);
    } finally {
      await a.close();
      await Promise.all([wa.close(), tg.close(), down.close()]);
    }
  });
});
