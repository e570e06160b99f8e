/**
 * Matrix password sign-in (issue 31) against a real Synapse (tests/support/synapse.ts, server
 * name `chat.test`, on 127.0.0.1): the homeserver found through a `.well-known` file served
 * by a local listener (reached through the guard's allow-list, OUTBOUND_ALLOW_PRIVATE), found
 * from the domain itself when it has none, or typed (only when the domain names it); a
 * homeserver that claims another account; a wrong password; a homeserver that
 * redirects (refused); the homeserver's rate limit (a 429 with Retry-After); our own throttle;
 * bad input; and the password never stored or logged. Disconnect signs out a session the
 * sign-in made, and leaves a pasted token's session alone.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { sameOrigin, signUpUser } from '../../../../tests/support/auth';
import { freePort } from '../../../../tests/support/free-port';
import { findSynapse, startSynapse, SYNAPSE_MISSING, type Synapse, type SynapseUser } from '../../../../tests/support/synapse';
import { MATRIX_WRONG_PASSWORD, type MatrixLoginResponse } from '../../../contract/matrix';
import { getMatrixAccount } from './matrix-accounts';

const SERVER_NAME = 'chat.test';
const PASSWORD = 'Pässwörd with spaces 7f3a9c';

/** A listener on 127.0.0.1 answering every request with `handler`. */
async function listen(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

const sendJson = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

describe('Matrix password sign-in with a real Synapse', () => {
  let synapse: Synapse;
  let admin: SynapseUser;
  let alice: SynapseUser;
  let t: TestApp;
  let wellKnown: Awaited<ReturnType<typeof listen>>;
  let redirecting: Awaited<ReturnType<typeof listen>>;
  let limited: Awaited<ReturnType<typeof listen>>;
  /** A homeserver that signs anyone in as alice (and says the token is alice's): what a user could point us at. */
  let liar: Awaited<ReturnType<typeof listen>>;
  const liarSeen: string[] = [];
  /** The homeserver `wellKnown` names (default: the Synapse). */
  let named = '';
  let closedPort: number;
  const logLines: string[] = [];
  /** Where `chat.test`'s /.well-known/matrix/client is read; each test points it somewhere. */
  let discoverAt = '';

  beforeAll(async () => {
    const python = findSynapse();
    if (!python) throw new Error(SYNAPSE_MISSING);
    synapse = await startSynapse(python, SERVER_NAME);
    admin = await synapse.register('admin', { admin: true });
    alice = await synapse.register('alice', { displayName: 'Alice' });
    // The helper registers with a random password: alice gets one we know (admin API).
    await synapse.api(admin, 'POST', `/_synapse/admin/v1/reset_password/${encodeURIComponent(alice.userId)}`, {
      new_password: PASSWORD,
      logout_devices: false,
    });
    await synapse.createRoom(alice, { name: 'Garden club', preset: 'private_chat' });

    wellKnown = await listen((req, res) =>
      req.url === '/.well-known/matrix/client' ? sendJson(res, 200, { 'm.homeserver': { base_url: `${named || synapse.url}/` } }) : sendJson(res, 404, {}),
    );
    redirecting = await listen((_req, res) => res.writeHead(302, { location: `${synapse.url}/_matrix/client/versions` }).end());
    // A homeserver that rate-limits every sign-in (the test Synapse is configured not to).
    limited = await listen((req, res) =>
      req.url === '/_matrix/client/versions'
        ? sendJson(res, 200, { versions: ['v1.11'] })
        : sendJson(res, 429, { errcode: 'M_LIMIT_EXCEEDED', error: 'internal limiter detail', retry_after_ms: 2500 }),
    );
    liar = await listen((req, res) => {
      liarSeen.push(`${req.method} ${req.url}`);
      if (req.url === '/_matrix/client/versions') return sendJson(res, 200, { versions: ['v1.11'] });
      if (req.url === '/_matrix/client/v3/login') return sendJson(res, 200, { user_id: alice.userId, access_token: 'liar-token', device_id: 'LIAR' });
      if (req.url === '/_matrix/client/v3/account/whoami') return sendJson(res, 200, { user_id: alice.userId });
      if (req.url?.startsWith('/_matrix/client/v3/sync')) return sendJson(res, 200, { next_batch: 's1', rooms: {} });
      if (req.url === '/_matrix/client/v3/logout') return sendJson(res, 200, {});
      return sendJson(res, 404, { errcode: 'M_NOT_FOUND' });
    });
    closedPort = await freePort();

    t = await createTestApp({
      env: { OUTBOUND_ALLOW_PRIVATE: '127.0.0.1/32', LOG_LEVEL: 'debug' },
      overrides: {
        matrixDiscoveryBase: () => discoverAt,
        logStream: { write: (line: string) => void logLines.push(line) },
        matrixSync: { pollTimeoutMs: 1500, claimEveryMs: 500, backoffBaseMs: 200, backoffMaxMs: 800, leaseMs: 5000 },
      },
    });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await wellKnown?.close();
    await redirecting?.close();
    await limited?.close();
    await liar?.close();
    await synapse?.stop();
  });

  const login = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/matrix/login', headers: sameOrigin(cookie), payload });

  it('finds the homeserver through .well-known, signs in with the password, lists the rooms; the token is sealed, the password kept nowhere', async () => {
    discoverAt = wellKnown.url;
    const { cookie, user } = await signUpUser(t.app);
    const res = await login(cookie, { userId: alice.userId, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = json<MatrixLoginResponse>(res);
    expect(body).toMatchObject({ success: true, message: 'Connected to Matrix. Found 1 room.' });
    expect(body.success && body.rooms.map((r) => r.name)).toEqual(['Garden club']);
    // The base_url of the well-known file, its trailing slash dropped.
    expect(await getMatrixAccount(t.db, user.id)).toEqual({ matrixUserId: alice.userId, homeserverUrl: synapse.url });
    const status = json(await t.app.inject({ method: 'GET', url: '/api/matrix/status', headers: { cookie } }));
    expect(status).toMatchObject({ connected: true, userId: alice.userId, homeserverUrl: synapse.url });

    // The password is in no row of any table, and in no log line.
    // PGlite answers { rows }, postgres-js an array of rows.
    const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows);
    const names = rowsOf(
      await t.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
    ) as { table_name: string }[];
    expect(names.map((r) => r.table_name)).toContain('matrix_accounts');
    for (const { table_name } of names) {
      const rows = await t.db.execute(sql.raw(`select t::text as row from "${table_name}" t`));
      const text = JSON.stringify(rowsOf(rows));
      expect(text, table_name).not.toContain(PASSWORD);
      expect(text, table_name).not.toContain('Pässwörd');
    }
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain('Pässwörd');

    // The session is a device of ours on the homeserver.
    const devices = await synapse.api<{ devices: { display_name?: string }[] }>(alice, 'GET', '/_matrix/client/v3/devices');
    expect(devices.devices.map((d) => d.display_name)).toContain('Mnemo (signed in with password)');
  }, 60_000);

  it('a wrong password is "Wrong user name or password"; nothing is stored', async () => {
    discoverAt = wellKnown.url;
    const { cookie, user } = await signUpUser(t.app);
    const res = await login(cookie, { userId: alice.userId, password: 'not the password' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: false, step: 'login', message: MATRIX_WRONG_PASSWORD });
    const unknown = json(await login(cookie, { userId: `@nobody:${SERVER_NAME}`, password: PASSWORD }));
    expect(unknown).toEqual({ success: false, step: 'login', message: MATRIX_WRONG_PASSWORD });
    expect(await getMatrixAccount(t.db, user.id)).toBeNull();
  }, 30_000);

  it('a domain without .well-known is tried as the homeserver itself; a typed address is used when the domain names it', async () => {
    // Synapse answers 404 for /.well-known/matrix/client (no public_baseurl): the spec's IGNORE.
    discoverAt = synapse.url;
    const a = await signUpUser(t.app);
    expect(json(await login(a.cookie, { userId: alice.userId, password: PASSWORD }))).toMatchObject({ success: true });
    expect(await getMatrixAccount(t.db, a.user.id)).toMatchObject({ homeserverUrl: synapse.url });

    // The typed address is the one chat.test's well-known names.
    discoverAt = wellKnown.url;
    const b = await signUpUser(t.app);
    expect(json(await login(b.cookie, { userId: alice.userId, password: PASSWORD, homeserverUrl: `${synapse.url}/` }))).toMatchObject({
      success: true,
    });
    expect(await getMatrixAccount(t.db, b.user.id)).toMatchObject({ homeserverUrl: synapse.url });
  }, 60_000);

  it('a typed address chat.test does not name, or cannot be checked, is a 400; nothing is sent to it', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const liarHost = new URL(liar.url).host;
    discoverAt = wellKnown.url;
    liarSeen.length = 0;
    const typed = await login(cookie, { userId: alice.userId, password: PASSWORD, homeserverUrl: liar.url });
    expect(typed.statusCode).toBe(400);
    expect(json(typed)).toMatchObject({
      code: 'homeserver_not_authoritative',
      message: `${liarHost} is not the homeserver of ${SERVER_NAME}: ${SERVER_NAME} names ${new URL(synapse.url).host}. Leave the homeserver address empty.`,
    });
    // The token path: the liar would vouch that any token is alice's.
    const connect = await t.app.inject({
      method: 'POST',
      url: '/api/matrix/connect',
      headers: sameOrigin(cookie),
      payload: { userId: alice.userId, accessToken: 'anything', homeserverUrl: liar.url },
    });
    expect(connect.statusCode).toBe(400);
    expect(json(connect).code).toBe('homeserver_not_authoritative');
    // chat.test has no well-known and is its own homeserver: another address is not it.
    discoverAt = synapse.url;
    expect(json(await login(cookie, { userId: alice.userId, password: PASSWORD, homeserverUrl: liar.url }))).toMatchObject({
      code: 'homeserver_not_authoritative',
      message: `${liarHost} is not the homeserver of ${SERVER_NAME}: ${SERVER_NAME} names no other, so it is its own. Leave the homeserver address empty.`,
    });
    // chat.test cannot be reached: the address cannot be checked.
    discoverAt = `http://127.0.0.1:${closedPort}`;
    const unchecked = await login(cookie, { userId: alice.userId, password: PASSWORD, homeserverUrl: `${synapse.url}/` });
    expect(unchecked.statusCode).toBe(400);
    expect(json(unchecked)).toMatchObject({ code: 'homeserver_not_verified', message: expect.stringContaining(`${SERVER_NAME} could not be reached`) });
    expect(liarSeen).toEqual([]);
    expect(await getMatrixAccount(t.db, user.id)).toBeNull();
  }, 30_000);

  it("a homeserver whose sign-in answer names another account than the one typed: refused, its session closed, nothing stored", async () => {
    const { cookie, user } = await signUpUser(t.app);
    // chat.test's well-known names the liar (as a compromised or mistaken domain could).
    discoverAt = wellKnown.url;
    named = liar.url;
    liarSeen.length = 0;
    try {
      const res = await login(cookie, { userId: `@mallory:${SERVER_NAME}`, password: 'whatever' });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({
        success: false,
        step: 'login',
        message: `${new URL(liar.url).host} signed in ${alice.userId}, not @mallory:${SERVER_NAME}. Nothing was saved.`,
      });
      expect(liarSeen).toContain('POST /_matrix/client/v3/logout');
      expect(await getMatrixAccount(t.db, user.id)).toBeNull();
    } finally {
      named = '';
    }
  }, 30_000);

  it('says which step failed: an unreachable domain, a domain that is not Matrix, a typed address that is not a homeserver', async () => {
    const { cookie, user } = await signUpUser(t.app);
    discoverAt = `http://127.0.0.1:${closedPort}`;
    expect(json(await login(cookie, { userId: alice.userId, password: PASSWORD }))).toEqual({
      success: false,
      step: 'discovery',
      message: `Could not find your homeserver: ${SERVER_NAME} could not be reached. Check the part after ':' in your user id, or enter the homeserver address.`,
    });

    // A web site that is not Matrix: its 404 page leads to the domain itself, which is not a homeserver either.
    const site = await listen((_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Secret admin page</h1>'));
    try {
      discoverAt = site.url;
      const notMatrix = json<MatrixLoginResponse & { step: string }>(await login(cookie, { userId: alice.userId, password: PASSWORD }));
      expect(notMatrix).toEqual({
        success: false,
        step: 'discovery',
        message: `Could not find your homeserver: ${SERVER_NAME} has no /.well-known/matrix/client and is not a Matrix homeserver itself. Enter the homeserver address.`,
      });
      const typed = json<MatrixLoginResponse>(await login(cookie, { userId: alice.userId, password: PASSWORD, homeserverUrl: site.url }));
      expect(typed).toMatchObject({ success: false, step: 'homeserver' });
      expect(typed.message).toMatch(/^127\.0\.0\.1:\d+ is not a Matrix homeserver/);
      expect(typed.message).not.toContain('Secret');
    } finally {
      await site.close();
    }
    expect(await getMatrixAccount(t.db, user.id)).toBeNull();
  }, 30_000);

  it('a homeserver or well-known that redirects is refused with a 400 naming the step; nothing follows the redirect', async () => {
    const { cookie, user } = await signUpUser(t.app);
    discoverAt = redirecting.url;
    const viaWellKnown = await login(cookie, { userId: alice.userId, password: PASSWORD });
    expect(viaWellKnown.statusCode).toBe(400);
    expect(json(viaWellKnown)).toMatchObject({
      code: 'redirect_refused',
      message: `That server answered with a redirect, which is not followed (while finding the homeserver of ${SERVER_NAME}).`,
    });
    // A typed address chat.test names (else it is refused before anything is sent to it).
    discoverAt = wellKnown.url;
    named = redirecting.url;
    const typed = await login(cookie, { userId: alice.userId, password: PASSWORD, homeserverUrl: redirecting.url }).finally(() => (named = ''));
    expect(typed.statusCode).toBe(400);
    expect(json(typed).code).toBe('redirect_refused');
    expect(await getMatrixAccount(t.db, user.id)).toBeNull();
  }, 30_000);

  it("the homeserver's rate limit is a 429 with its Retry-After, never its own text", async () => {
    const { cookie } = await signUpUser(t.app);
    discoverAt = wellKnown.url;
    named = limited.url;
    const res = await login(cookie, { userId: alice.userId, password: PASSWORD, homeserverUrl: limited.url }).finally(() => (named = ''));
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('3');
    expect(json(res)).toMatchObject({ code: 'matrix_rate_limited', message: `${new URL(limited.url).host} asks to wait 3 seconds before the next sign-in attempt.` });
    expect(res.body).not.toContain('internal limiter');
  });

  it('refuses bad input with a 400 that does not repeat the password, and signed-out callers with a 401', async () => {
    const { cookie } = await signUpUser(t.app);
    for (const payload of [
      { userId: alice.userId },
      { userId: alice.userId, password: '' },
      { userId: 'alice', password: PASSWORD },
      { userId: alice.userId, password: PASSWORD, homeserverUrl: 'ftp://matrix.example.org' },
      { userId: alice.userId, password: PASSWORD, homeserverUrl: 'https://matrix.example.org/?next=/admin' },
      { userId: alice.userId, password: 'x'.repeat(1025) },
    ]) {
      const res = await login(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(json(res).message).toBeTruthy();
      expect(res.body).not.toContain(PASSWORD);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/matrix/login', payload: { userId: alice.userId, password: PASSWORD } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('throttles sign-in attempts per user: the 11th in a minute is a 429; another user is not held back', async () => {
    const a = await signUpUser(t.app);
    const codes: number[] = [];
    // Bad input: the throttle counts attempts before anything reaches a homeserver.
    for (let i = 0; i < 11; i++) codes.push((await login(a.cookie, { userId: 'x', password: 'y' })).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(codes[10]).toBe(429);
    const b = await signUpUser(t.app);
    expect((await login(b.cookie, { userId: 'x', password: 'y' })).statusCode).toBe(400);
  });

  it("disconnect signs out the session a password sign-in made; a pasted token's session is left alone", async () => {
    discoverAt = wellKnown.url;
    const { cookie } = await signUpUser(t.app);
    expect(json(await login(cookie, { userId: alice.userId, password: PASSWORD }))).toMatchObject({ success: true });
    const ourDevices = async () =>
      (await synapse.api<{ devices: { display_name?: string }[] }>(alice, 'GET', '/_matrix/client/v3/devices')).devices.filter(
        (d) => d.display_name === 'Mnemo (signed in with password)',
      ).length;
    const ours = await ourDevices();
    // Signing in again replaces the session: the earlier one is signed out, not left behind.
    expect(json(await login(cookie, { userId: alice.userId, password: PASSWORD }))).toMatchObject({ success: true });
    expect(await ourDevices()).toBe(ours);
    const out = json(await t.app.inject({ method: 'POST', url: '/api/matrix/disconnect', headers: sameOrigin(cookie) }));
    expect(out).toEqual({ success: true, message: 'Disconnected from Matrix. Mnemo signed out of your homeserver and deleted its access token.' });
    expect(await ourDevices()).toBe(ours - 1);

    // A token from the person's own client: connected, disconnected, still valid on the homeserver.
    const connect = await t.app.inject({
      method: 'POST',
      url: '/api/matrix/connect',
      headers: sameOrigin(cookie),
      payload: { userId: alice.userId, accessToken: alice.accessToken, homeserverUrl: synapse.url },
    });
    expect(json(connect)).toMatchObject({ success: true });
    const out2 = json(await t.app.inject({ method: 'POST', url: '/api/matrix/disconnect', headers: sameOrigin(cookie) }));
    expect(out2).toEqual({ success: true, message: 'Disconnected from Matrix. Your access token was deleted.' });
    expect(await synapse.api(alice, 'GET', '/_matrix/client/v3/account/whoami')).toMatchObject({ user_id: alice.userId });
  }, 60_000);

  it('no log line of the whole file carries the password (sign-ins, wrong ones, bad input included)', () => {
    expect(logLines.length).toBeGreaterThan(20);
    expect(logLines.join('\n')).not.toContain('Pässwörd');
    expect(logLines.join('\n')).not.toContain('not the password');
  });
});
