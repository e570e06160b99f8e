/**
 * The Matrix sign-in's guards (review of #31), on the service with a scripted homeserver (a
 * fake of the guarded fetch) and an in-memory store: what is kept when something fails after
 * the account is saved, which homeserver a typed address may be, and cleartext passwords.
 * The same paths against a real Synapse: matrix-login.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { OutboundFetch, OutboundInit, OutboundTarget } from '../../platform/outbound';
import type { AccountRow, MatrixStore } from './matrix-store';
import type { MatrixSync } from './matrix-sync';
import { createMatrixService, MATRIX_DEVICE_NAME, type MatrixServiceDeps } from './matrix.service';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A homeserver at any base: signs `@<name>:<server>` in with token `tok-<n>`, whoami tells the token's user and device. */
function scriptedHomeserver(opts: { loginUser?: (typed: string) => string; wellKnown?: Record<string, string> } = {}) {
  const calls: string[] = [];
  const tokens = new Map<string, string>();
  let n = 0;
  const fetch: OutboundFetch = async (target: OutboundTarget, init: OutboundInit = {}) => {
    const auth = init.headers?.authorization?.replace('Bearer ', '');
    calls.push(`${init.method ?? 'GET'} ${target.base}${target.path}${auth ? ` [${auth}]` : ''}`);
    if (target.path === '/.well-known/matrix/client') {
      const named = opts.wellKnown?.[target.base];
      return named ? json(200, { 'm.homeserver': { base_url: named } }) : json(404, {});
    }
    if (target.path === '/_matrix/client/versions') return json(200, { versions: ['v1.11'] });
    if (target.path === '/_matrix/client/v3/login') {
      const body = JSON.parse(init.body ?? '{}') as { identifier: { user: string } };
      const user = opts.loginUser?.(body.identifier.user) ?? body.identifier.user;
      const token = `tok-${++n}`;
      tokens.set(token, user);
      return json(200, { user_id: user, access_token: token, device_id: `DEV${n}` });
    }
    if (target.path === '/_matrix/client/v3/account/whoami') {
      const user = auth && tokens.get(auth);
      return user ? json(200, { user_id: user, device_id: `DEV${auth.slice(4)}` }) : json(401, { errcode: 'M_UNKNOWN_TOKEN' });
    }
    if (target.path.startsWith('/_matrix/client/v3/devices/')) return json(200, { device_id: 'x', display_name: MATRIX_DEVICE_NAME });
    if (target.path === '/_matrix/client/v3/logout') {
      if (auth) tokens.delete(auth);
      return json(200, {});
    }
    if (target.path === '/_matrix/client/v3/sync') return json(200, { next_batch: 's1', rooms: {} });
    return json(404, { errcode: 'M_NOT_FOUND' });
  };
  return { fetch, calls, valid: (token: string) => tokens.has(token) };
}

/** The store's account row in memory; `fail` makes one of its steps throw. */
function memoryStore(fail: { save?: boolean; applySync?: boolean; listRooms?: boolean } = {}) {
  let row: AccountRow | null = null;
  const store = {
    account: async () => row && { ...row },
    saveAccount: async (a: Omit<AccountRow, 'since'>) => {
      if (fail.save) throw new Error('database is down');
      row = { ...a, since: null };
    },
    applySync: async () => {
      if (fail.applySync) throw new Error('database is down');
    },
    listRooms: async () => {
      if (fail.listRooms) throw new Error('database is down');
      return [];
    },
  };
  return { store: store as unknown as MatrixStore, saved: () => row };
}

const syncLoop = { stopEverywhere: async () => {}, kick: async () => {} } as unknown as MatrixSync;

function service(hs: ReturnType<typeof scriptedHomeserver>, store: MatrixStore, extra: Partial<MatrixServiceDeps> = {}) {
  const warnings: string[] = [];
  const svc = createMatrixService({
    store,
    sync: syncLoop,
    live: {} as MatrixServiceDeps['live'],
    ai: {} as MatrixServiceDeps['ai'],
    fetch: hs.fetch,
    log: { warn: (_obj, msg) => void warnings.push(msg) },
    ...extra,
  });
  return { svc, warnings };
}

describe('a failure after the account is saved keeps the session (no dead token stored)', () => {
  for (const step of ['applySync', 'listRooms'] as const) {
    it(`${step} failing: connected with a warning, the new token stored and still valid`, async () => {
      const hs = scriptedHomeserver();
      const mem = memoryStore({ [step]: true });
      const { svc, warnings } = service(hs, mem.store);
      const res = await svc.login('u1', { userId: '@alice:example.org', password: 'pw' });
      expect(res).toEqual({
        success: true,
        rooms: [],
        message: 'Connected to Matrix as @alice:example.org. Your rooms could not be loaded yet: they appear as the sync catches up.',
      });
      expect(mem.saved()).toMatchObject({ matrixUserId: '@alice:example.org', homeserverUrl: 'https://example.org', token: 'tok-1' });
      expect(hs.valid('tok-1')).toBe(true);
      expect(hs.calls.filter((c) => c.includes('/logout'))).toEqual([]);
      expect(warnings).toEqual(['Matrix account saved, but its first rooms could not be stored']);
    });
  }

  it('saving failing: the previous account is neither replaced nor signed out; the new session is closed', async () => {
    const hs = scriptedHomeserver();
    const mem = memoryStore();
    const { svc } = service(hs, mem.store);
    expect(await svc.login('u1', { userId: '@alice:example.org', password: 'pw' })).toMatchObject({ success: true });
    const failing = memoryStore({ save: true });
    // The same row, now with a store whose save fails.
    (failing.store as { account: MatrixStore['account'] }).account = mem.store.account;
    const again = service(hs, failing.store);
    expect(await again.svc.login('u1', { userId: '@alice:example.org', password: 'pw' })).toMatchObject({ success: false, step: 'sync' });
    expect(mem.saved()).toMatchObject({ token: 'tok-1' });
    expect(hs.valid('tok-1')).toBe(true);
    expect(hs.valid('tok-2')).toBe(false);
  });

  it('a reconnect that is saved signs the previous password session out', async () => {
    const hs = scriptedHomeserver();
    const mem = memoryStore();
    const { svc } = service(hs, mem.store);
    await svc.login('u1', { userId: '@alice:example.org', password: 'pw' });
    expect(await svc.login('u1', { userId: '@alice:example.org', password: 'pw' })).toMatchObject({ success: true });
    expect(mem.saved()).toMatchObject({ token: 'tok-2' });
    expect([hs.valid('tok-1'), hs.valid('tok-2')]).toEqual([false, true]);
  });
});

describe('whose account it is', () => {
  it("the homeserver's canonical case of the user id typed is the same account", async () => {
    const hs = scriptedHomeserver({ loginUser: (typed) => typed.toLowerCase() });
    const mem = memoryStore();
    const { svc } = service(hs, mem.store);
    expect(await svc.login('u1', { userId: '@Alice:Example.org', password: 'pw' })).toMatchObject({ success: true });
    expect(mem.saved()).toMatchObject({ matrixUserId: '@alice:example.org' });
  });

  it('another account in the answer: refused, the session it opened logged out, nothing stored', async () => {
    const hs = scriptedHomeserver({ loginUser: () => '@victim:example.org' });
    const mem = memoryStore();
    const { svc } = service(hs, mem.store);
    expect(await svc.login('u1', { userId: '@mallory:example.org', password: 'pw' })).toEqual({
      success: false,
      step: 'login',
      message: 'example.org signed in @victim:example.org, not @mallory:example.org. Nothing was saved.',
    });
    expect(hs.valid('tok-1')).toBe(false);
    expect(mem.saved()).toBeNull();
  });

  it('a typed address is used when the domain names it; a user id on localhost takes a loopback address', async () => {
    const hs = scriptedHomeserver({ wellKnown: { 'https://example.org': 'https://matrix.example.org/' } });
    const mem = memoryStore();
    const { svc } = service(hs, mem.store);
    expect(await svc.login('u1', { userId: '@alice:example.org', password: 'pw', homeserverUrl: 'matrix.example.org' })).toMatchObject({ success: true });
    expect(mem.saved()).toMatchObject({ homeserverUrl: 'https://matrix.example.org' });
    await expect(svc.login('u1', { userId: '@alice:example.org', password: 'pw', homeserverUrl: 'https://other.example' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'homeserver_not_authoritative',
    });
    expect(await svc.login('u1', { userId: '@me:localhost', password: 'pw', homeserverUrl: 'http://127.0.0.1:8008' })).toMatchObject({ success: true });
    expect(mem.saved()).toMatchObject({ matrixUserId: '@me:localhost', homeserverUrl: 'http://127.0.0.1:8008' });
    // No one asked localhost for its well-known: there is none to ask.
    expect(hs.calls.filter((c) => c.includes('localhost'))).toEqual([]);
  });
});

describe('MATRIX_HOMESERVER_URL and cleartext', () => {
  it('with MATRIX_HOMESERVER_URL set, the configured base is used, not a typed path on its origin', async () => {
    const hs = scriptedHomeserver();
    const mem = memoryStore();
    const { svc } = service(hs, mem.store, { homeserverUrl: 'https://hs.example.org/matrix' });
    expect(await svc.login('u1', { userId: '@alice:example.org', password: 'pw', homeserverUrl: 'https://hs.example.org/elsewhere' })).toMatchObject({
      success: true,
    });
    expect(mem.saved()).toMatchObject({ homeserverUrl: 'https://hs.example.org/matrix' });
    expect(hs.calls).toContain('POST https://hs.example.org/matrix/_matrix/client/v3/login');
    expect(hs.calls.join('\n')).not.toContain('elsewhere');
  });

  it('a password is not sent to an http:// address on the public internet: a 400 before any sign-in', async () => {
    const hs = scriptedHomeserver({ wellKnown: { 'https://example.org': 'http://matrix.example.org' } });
    const { svc } = service(hs, memoryStore().store);
    const refused = svc.login('u1', { userId: '@alice:example.org', password: 'pw' });
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      code: 'homeserver_not_https',
      message:
        'The homeserver matrix.example.org has an http:// address: your password would travel unencrypted, so it was not sent. Use its https:// address, or an access token (Advanced).',
    });
    await expect(svc.login('u1', { userId: '@alice:example.org', password: 'pw', homeserverUrl: 'http://matrix.example.org' })).rejects.toMatchObject({
      code: 'homeserver_not_https',
    });
    expect(hs.calls.filter((c) => c.includes('/login'))).toEqual([]);
  });

  it('http:// is fine for the configured homeserver and for a private or loopback address (reached only through OUTBOUND_ALLOW_PRIVATE)', async () => {
    const configured = scriptedHomeserver();
    const a = service(configured, memoryStore().store, { homeserverUrl: 'http://synapse:8008' });
    expect(await a.svc.login('u1', { userId: '@alice:example.org', password: 'pw' })).toMatchObject({ success: true });
    expect(configured.calls).toContain('POST http://synapse:8008/_matrix/client/v3/login');

    const lan = scriptedHomeserver({ wellKnown: { 'https://example.org': 'http://10.0.0.5:8008', 'https://other.org': 'http://[::1]:8008' } });
    const b = service(lan, memoryStore().store);
    expect(await b.svc.login('u1', { userId: '@alice:example.org', password: 'pw' })).toMatchObject({ success: true });
    expect(await b.svc.login('u1', { userId: '@bob:other.org', password: 'pw' })).toMatchObject({ success: true });
    expect(lan.calls.filter((c) => c.includes('/login'))).toEqual([
      'POST http://10.0.0.5:8008/_matrix/client/v3/login',
      'POST http://[::1]:8008/_matrix/client/v3/login',
    ]);
  });
});
