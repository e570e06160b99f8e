/**
 * SSRF through Matrix discovery, bridges and the deploy probe (#25, defect 3): with the
 * allow-list off, no address a user names (their Matrix id's domain, a well-known
 * document, a redirect, a name that resolves to loopback) makes the server connect to
 * a listener on 127.0.0.1, and the user gets a clear 4xx in our words.
 *
 * The "internal service" listens on 127.0.0.1 and counts every connection. Where a test
 * needs a public-looking server (the well-known document, a redirecting homeserver), it
 * listens on 127.0.0.2, the one address those apps allow-list (OUTBOUND_ALLOW_PRIVATE):
 * the only way a test reaches a local service is through that setting.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgesStatusResponse, DeployResponse } from '../../src/contract/matrix-bridges';
import type { MatrixStatus } from '../../src/contract/matrix';
import { createMatrixStore } from '../../src/server/features/matrix/matrix-store';
import { createSecretBox } from '../../src/server/platform/secret-box';
import { sameOrigin, signUpUser } from '../support/auth';
import { createTestApp, json, type TestApp } from '../support/create-test-app';

interface Listener {
  url: string;
  port: number;
  connections: number;
  /** The Authorization header of every request. */
  auths: string[];
  close(): Promise<void>;
}

async function listen(host: string, handler: http.RequestListener): Promise<Listener> {
  const server = http.createServer(handler);
  const l = { url: '', port: 0, connections: 0, auths: [] as string[], close: () => new Promise<void>((r) => server.close(() => r())) };
  server.on('connection', () => l.connections++);
  server.on('request', (req: http.IncomingMessage) => l.auths.push(req.headers.authorization ?? ''));
  await new Promise<void>((r) => server.listen(0, host, r));
  l.port = (server.address() as AddressInfo).port;
  l.url = `http://${host}:${l.port}`;
  return l;
}

const SECRET = 'internal admin: 17 users deleted';
let internal: Listener;
let outside: Listener;
/** What the outside server's /.well-known/matrix/client and /mautrix say. */
let clientWellKnown: unknown = {};
let mautrixWellKnown: unknown = {};

beforeAll(async () => {
  // Answers like a Matrix homeserver and a bridge would, so that nothing but the guard stops a call.
  internal = await listen('127.0.0.1', (req, res) => {
    const body = req.url?.includes('/versions') ? { versions: ['v1.11'] } : req.url?.includes('/whoami') ? { user_id: '@p:x' } : { error: SECRET };
    res.writeHead(req.url?.includes('/versions') || req.url?.includes('/whoami') ? 200 : 500, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  outside = await listen('127.0.0.2', (req, res) => {
    const url = req.url ?? '/';
    if (url === '/.well-known/matrix/client') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(clientWellKnown));
    if (url === '/.well-known/matrix/mautrix') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mautrixWellKnown));
    // Anything under /moved/ is redirected to the same path on the internal service.
    if (url.startsWith('/moved/')) return res.writeHead(302, { location: `${internal.url}${url.slice('/moved'.length)}` }).end();
    res.writeHead(404).end();
  });
});
afterAll(async () => {
  await internal?.close();
  await outside?.close();
});

async function connect(t: TestApp, userId: string) {
  const { cookie } = await signUpUser(t.app);
  const res = await t.app.inject({ method: 'POST', url: '/api/matrix/connect', headers: sameOrigin(cookie), payload: { userId, accessToken: 'syt_token' } });
  return { status: res.statusCode, body: json<{ code?: string; message: string }>(res), raw: res.body };
}

describe('connect with the allow-list off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('a user id naming 127.0.0.1:port: 400, and nothing reaches the listener', async () => {
    const before = internal.connections;
    const r = await connect(t, `@p:127.0.0.1:${internal.port}`);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'address_not_allowed', message: 'That address is not allowed.' });
    expect(internal.connections).toBe(before);
  });

  it('a user id whose domain resolves to 127.0.0.1 (localhost): 400, and nothing reaches the listener', async () => {
    const before = internal.connections;
    const r = await connect(t, `@p:localhost:${internal.port}`);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('address_not_allowed');
    expect(internal.connections).toBe(before);
  });
});

describe('a well-known document that names loopback, or a redirect to it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { OUTBOUND_ALLOW_PRIVATE: '127.0.0.2/32' },
      // Discovery reads http://<domain> here (https in production): the domain is 127.0.0.2:<port>.
      overrides: { matrixDiscoveryBase: (domain) => `http://${domain}` },
    });
  });
  afterAll(() => t?.close());
  const userId = () => `@p:127.0.0.2:${outside.port}`;

  it.each([
    ['a query and a fragment that cut our API path off', () => `${internal.url}/internal/admin/users?delete=all#`],
    ['loopback by address', () => internal.url],
    ['loopback by name', () => `http://localhost:${internal.port}`],
    ['loopback as an IPv4-mapped IPv6 address', () => `http://[::ffff:127.0.0.1]:${internal.port}`],
    ['userinfo', () => `http://admin:pw@127.0.0.2:${outside.port}`],
  ])('%s: 400 in our words, nothing reaches the listener', async (_what, baseUrl) => {
    clientWellKnown = { 'm.homeserver': { base_url: baseUrl() } };
    const before = internal.connections;
    const r = await connect(t, userId());
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'address_not_allowed', message: 'That address is not allowed.' });
    expect(r.raw).not.toContain(SECRET);
    expect(internal.connections).toBe(before);
  });

  it('a homeserver that redirects to loopback: 400, the redirect is not followed', async () => {
    clientWellKnown = { 'm.homeserver': { base_url: `${outside.url}/moved` } };
    const before = internal.connections;
    const r = await connect(t, userId());
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('redirect_refused');
    expect(r.raw).not.toContain(SECRET);
    expect(internal.connections).toBe(before);
  });
});

describe('bridges listed in /.well-known/matrix/mautrix', () => {
  it('a bridge URL on loopback (with or without a query and fragment) is refused: nothing reaches the listener, no upstream text', async () => {
    const t = await createTestApp({
      env: { OUTBOUND_ALLOW_PRIVATE: '127.0.0.2/32' },
      overrides: {
        matrixBridges: {
          resolveMatrixAccount: async () => ({ matrixUserId: `@p:127.0.0.2:${outside.port}`, homeserverUrl: outside.url, accessToken: 'syt_token' }),
          discoveryBase: (domain) => `http://${domain}`,
        },
      },
    });
    try {
      mautrixWellKnown = { 'fi.mau.bridges': [`${internal.url}/whatsapp?user_id=admin#`, `${internal.url}/telegram`, `${outside.url}/moved/discord`] };
      const before = internal.connections;
      const { cookie } = await signUpUser(t.app);
      const res = await t.app.inject({ method: 'GET', url: '/api/matrix/bridges', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const { bridges } = json<BridgesStatusResponse>(res);
      expect(bridges.map((b) => b.state)).toEqual(['error', 'error', 'error']);
      expect(res.body).not.toContain(SECRET);
      const login = await t.app.inject({ method: 'POST', url: '/api/matrix/bridges/telegram', headers: sameOrigin(cookie), payload: { phoneNumber: '+15555550123' } });
      expect(json(login)).toMatchObject({ success: false });
      expect(login.body).not.toContain(SECRET);
      expect(internal.connections).toBe(before);
    } finally {
      await t.close();
    }
  });
});

describe('an origin the operator configured is trusted only for its own purpose (#25 review)', () => {
  const OPERATOR_SECRET = 'operator-provisioning-secret-0123456789';

  describe('the internal WhatsApp bridge (MATRIX_BRIDGE_WHATSAPP_URL) on 127.0.0.1', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        // 127.0.0.2 (the well-known server) is allow-listed; 127.0.0.1 is not: the bridge is reached only as the configured WhatsApp bridge.
        env: { OUTBOUND_ALLOW_PRIVATE: '127.0.0.2/32', MATRIX_BRIDGE_WHATSAPP_URL: internal.url, MATRIX_BRIDGE_WHATSAPP_SECRET: OPERATOR_SECRET },
        overrides: {
          matrixDiscoveryBase: (domain) => `http://${domain}`,
          matrixBridges: {
            resolveMatrixAccount: async () => ({ matrixUserId: `@p:127.0.0.2:${outside.port}`, homeserverUrl: outside.url, accessToken: 'syt_token' }),
            discoveryBase: (domain) => `http://${domain}`,
          },
        },
      });
    });
    afterAll(() => t?.close());

    it('named as the homeserver in /.well-known/matrix/client: 400, nothing reaches it, no token', async () => {
      clientWellKnown = { 'm.homeserver': { base_url: internal.url } };
      const before = internal.connections;
      const r = await connect(t, `@p:127.0.0.2:${outside.port}`);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'address_not_allowed', message: 'That address is not allowed.' });
      expect(internal.connections).toBe(before);
    });

    it("as the user id's domain (its /.well-known/matrix/client is read there): 400, nothing reaches it", async () => {
      const before = internal.connections;
      const r = await connect(t, `@p:127.0.0.1:${internal.port}`);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('address_not_allowed');
      expect(internal.connections).toBe(before);
    });

    it("listed as the Telegram bridge in /.well-known/matrix/mautrix: refused, and the operator's secret is not sent", async () => {
      mautrixWellKnown = { 'fi.mau.bridges': [`${internal.url}/telegram`] };
      const before = internal.auths.length;
      const { cookie } = await signUpUser(t.app);
      const status = await t.app.inject({ method: 'GET', url: '/api/matrix/bridges', headers: { cookie } });
      const { bridges } = json<BridgesStatusResponse>(status);
      // WhatsApp is the configured bridge: reached (with the user's own token: the operator's secret goes only there, and only for accounts on MATRIX_HOMESERVER_URL, unset here; #31 review).
      expect(bridges.find((b) => b.network === 'whatsapp')).toMatchObject({ source: 'env' });
      expect(bridges.find((b) => b.network === 'telegram')).toMatchObject({ source: 'well-known', state: 'error' });
      const login = await t.app.inject({ method: 'POST', url: '/api/matrix/bridges/telegram', headers: sameOrigin(cookie), payload: { apiKey: 'k', phoneNumber: '+15555550123' } });
      expect(json(login)).toMatchObject({ success: false });
      expect(login.body).not.toContain(SECRET);
      // Only the configured WhatsApp bridge's status call reached the listener.
      expect(internal.auths.slice(before)).toEqual(['Bearer syt_token']);
    });
  });

  it('the homeserver (MATRIX_HOMESERVER_URL) listed as a bridge in /.well-known/matrix/mautrix: refused, no token reaches it', async () => {
    const t = await createTestApp({
      env: { OUTBOUND_ALLOW_PRIVATE: '127.0.0.2/32', MATRIX_HOMESERVER_URL: internal.url, MATRIX_BRIDGE_WHATSAPP_SECRET: OPERATOR_SECRET },
      overrides: {
        matrixBridges: {
          resolveMatrixAccount: async () => ({ matrixUserId: `@p:127.0.0.2:${outside.port}`, homeserverUrl: internal.url, accessToken: 'syt_token' }),
          discoveryBase: (domain) => `http://${domain}`,
        },
      },
    });
    try {
      mautrixWellKnown = { 'fi.mau.bridges': [`${internal.url}/whatsapp`] };
      const before = internal.connections;
      const { cookie } = await signUpUser(t.app);
      const res = await t.app.inject({ method: 'GET', url: '/api/matrix/bridges', headers: { cookie } });
      expect(json<BridgesStatusResponse>(res).bridges[0]).toMatchObject({ network: 'whatsapp', source: 'well-known', state: 'error' });
      const login = await t.app.inject({ method: 'POST', url: '/api/matrix/bridges/whatsapp', headers: sameOrigin(cookie), payload: { phoneNumber: '+15555550123' } });
      expect(json(login)).toMatchObject({ success: false });
      expect(internal.connections).toBe(before);
    } finally {
      await t.close();
    }
  });
});

describe('the deploy probe', () => {
  it('follows no redirect and probes no private address', async () => {
    let base = '';
    const t = await createTestApp({
      env: { OUTBOUND_ALLOW_PRIVATE: '127.0.0.2/32' },
      overrides: { matrixBridges: { resolveMatrixAccount: async () => null, probeBase: () => base, probeTimeoutMs: 2000 } },
    });
    try {
      const { cookie } = await signUpUser(t.app);
      const before = internal.connections;
      for (const b of [`${outside.url}/moved`, internal.url]) {
        base = b;
        const res = await t.app.inject({ method: 'POST', url: '/api/matrix/deploy', headers: sameOrigin(cookie), payload: { domain: 'example.org' } });
        expect(res.statusCode).toBe(200);
        expect(json<DeployResponse>(res).deployment?.reachable).toBe(false);
      }
      expect(internal.connections).toBe(before);
    } finally {
      await t.close();
    }
  });
});

describe('the sync loop', () => {
  it('stops polling an account whose homeserver address is refused, and says so', async () => {
    const t = await createTestApp({ overrides: { matrixSync: { claimEveryMs: 100, backoffBaseMs: 50, backoffMaxMs: 100 } } });
    try {
      const { cookie, user } = await signUpUser(t.app);
      // An account saved before the guard (or while an allow-list let it through).
      const store = createMatrixStore(t.db, createSecretBox(t.config.sessionSecret!, 'matrix access tokens'));
      await store.saveAccount({ userId: user.id, matrixUserId: '@p:internal', homeserverUrl: `${internal.url}/internal/admin/users?delete=all#`, token: 'syt_token' });
      const before = internal.connections;
      let status: MatrixStatus = { connected: false };
      for (let i = 0; i < 100 && (status as { sync?: string }).sync !== 'token_invalid'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = json<MatrixStatus>(await t.app.inject({ method: 'GET', url: '/api/matrix/status', headers: { cookie } }));
      }
      expect(status).toMatchObject({ connected: true, sync: 'token_invalid', syncError: expect.stringContaining('not allowed') });
      // Stopped, not backing off: it is not running, and another claim round does not take it again.
      await new Promise((r) => setTimeout(r, 400));
      expect(t.app.matrixSync.running()).toEqual([]);
      expect(internal.connections).toBe(before);
    } finally {
      await t.close();
    }
  });
});
