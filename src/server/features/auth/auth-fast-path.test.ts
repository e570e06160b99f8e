/**
 * GET /api/auth/user over real HTTP, where a cached live session is answered in front of
 * Fastify (platform/fast-path.ts, ADR 059; `app.inject()` never reaches that path): the same
 * answer as the route, and every way a session ends or changes still refused or shown at
 * once. (Across instances: sessions-across-instances.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_PREFIX } from '../../../contract/access-tokens';
import { signIn, signUpUser, TEST_ORIGIN, TEST_PASSWORD } from '../../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../../tests/support/create-test-app';
import { RENEW_INTERVAL_MS, SESSION_TTL_MS } from '../../platform/sessions';

/** A response's status, body and headers, without the ones that change per response. */
async function answer(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  const headers = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));
  return { status: res.status, body: await res.text(), headers, setCookie: res.headers.getSetCookie() };
}

describe('GET /api/auth/user over HTTP (the fast path for cached sessions)', () => {
  let now = Date.now();
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ overrides: { clock: () => now } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  const user = (cookie: string, extra: Record<string, string> = {}) => answer(`${base}/api/auth/user`, { headers: { cookie, ...extra } });
  const post = (url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, origin: TEST_ORIGIN }, payload });

  it('answers a cached session with the same status, body and headers as the route', async () => {
    const { cookie, user: signedUp } = await signUpUser(t.app, { name: 'Åsa Öberg', username: 'asa' });
    const first = await user(cookie); // caches the session (if sign-up had not)
    // A query string takes the request through Fastify; the plain address takes the fast path.
    const [routed, fast] = [await answer(`${base}/api/auth/user?via=fastify`, { headers: { cookie } }), await user(cookie)];
    expect(first.status).toBe(200);
    expect(fast.status).toBe(200);
    expect(JSON.parse(fast.body)).toEqual(signedUp);
    expect(fast.body).toBe(routed.body);
    expect(fast.headers).toEqual(routed.headers);
    expect(fast.headers['cache-control']).toBe('no-store');
    expect(Number(fast.headers['content-length'])).toBe(Buffer.byteLength(fast.body));
    expect(fast.setCookie).toEqual([]);
  });

  it('refuses a session at once after sign-out, and the same cookie is cleared', async () => {
    const { cookie } = await signUpUser(t.app);
    expect((await user(cookie)).status).toBe(200);
    expect((await post('/api/auth/logout', cookie)).statusCode).toBe(200);
    const after = await user(cookie);
    expect(after.status).toBe(401);
    expect(after.setCookie.some((c) => c.startsWith('mnemo_sid=;'))).toBe(true);
  });

  it('a password change ends the other sessions at once and keeps the one that made it', async () => {
    const { cookie: other, user: u } = await signUpUser(t.app);
    const changer = await signIn(t.app, u.email);
    expect((await user(other)).status).toBe(200);
    expect((await user(changer)).status).toBe(200);
    const changed = await post('/api/auth/password', changer, { currentPassword: TEST_PASSWORD, newPassword: 'another secret 123' });
    expect(changed.statusCode).toBe(200);
    expect((await user(other)).status).toBe(401);
    expect((await user(changer)).status).toBe(200);
  });

  it('shows a profile change on the next check, not the cached answer', async () => {
    const { cookie } = await signUpUser(t.app, { name: 'Before' });
    expect(JSON.parse((await user(cookie)).body)).toMatchObject({ name: 'Before' });
    const patched = await t.app.inject({ method: 'PATCH', url: '/api/auth/account', headers: { cookie, origin: TEST_ORIGIN }, payload: { name: 'After' } });
    expect(patched.statusCode).toBe(200);
    expect(JSON.parse((await user(cookie)).body)).toMatchObject({ name: 'After' });
  });

  it('a personal access token next to the cookie signs the request out, as on every route but /api/mcp', async () => {
    const { cookie } = await signUpUser(t.app);
    expect((await user(cookie)).status).toBe(200);
    expect((await user(cookie, { authorization: `Bearer ${ACCESS_TOKEN_PREFIX}whatever` })).status).toBe(401);
  });

  it('refuses an expired session that is still cached, and renews one that is due (with its cookie)', async () => {
    const { cookie } = await signUpUser(t.app);
    expect((await user(cookie)).status).toBe(200);
    // Due for renewal: the route pushes the expiry forward and sends the cookie again.
    now += SESSION_TTL_MS - RENEW_INTERVAL_MS + 60_000;
    const renewed = await user(cookie);
    expect(renewed.status).toBe(200);
    expect(renewed.setCookie.some((c) => c.startsWith('mnemo_sid=') && !c.startsWith('mnemo_sid=;'))).toBe(true);
    expect((await user(cookie)).setCookie).toEqual([]);
    // Past the (renewed) expiry while the entry is still cached: refused, and it stays refused.
    now += SESSION_TTL_MS + 1;
    expect((await user(cookie)).status).toBe(401);
    now -= SESSION_TTL_MS + 1;
    expect((await user(cookie)).status).toBe(401);
  });
});
