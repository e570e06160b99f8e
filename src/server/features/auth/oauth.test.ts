/**
 * Google sign-in and the generic OpenID Connect login, end to end against a real
 * OpenID provider on 127.0.0.1 (tests/support/oidc-provider.ts). The Google flow is
 * pointed at it by configuration (GOOGLE_ISSUER), as the issue asks.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { sessionCookieFrom, signUpUser } from '../../../../tests/support/auth';
import { freePort } from '../../../../tests/support/free-port';
import { startOidcProvider, type TestOidcProvider } from '../../../../tests/support/oidc-provider';
import { oauthAccounts, users } from '../../db/schema';

const APP_ORIGIN = 'http://localhost:5000';
const GOOGLE = { clientId: 'google-test-client', clientSecret: 'google-test-secret' };
const OIDC = { clientId: 'oidc-test-client', clientSecret: 'oidc-test-secret' };

type Res = { statusCode: number; body: string; headers: Record<string, string | string[] | number | undefined> };
const cookiesOf = (res: Res) => {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
};

describe('external sign-in (OAuth 2.0 code flow + PKCE against a real OpenID provider)', () => {
  let op: TestOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    op = await startOidcProvider({
      port,
      clients: [
        { ...GOOGLE, redirectUris: [`${APP_ORIGIN}/api/auth/google/callback`] },
        { ...OIDC, redirectUris: [`${APP_ORIGIN}/api/replit/callback`] },
      ],
    });
    t = await createTestApp({
      env: {
        PUBLIC_URL: APP_ORIGIN,
        GOOGLE_CLIENT_ID: GOOGLE.clientId,
        GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
        GOOGLE_ISSUER: op.issuer,
        OIDC_ISSUER: op.issuer,
        OIDC_CLIENT_ID: OIDC.clientId,
        OIDC_CLIENT_SECRET: OIDC.clientSecret,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
  });

  /** Start at `startPath`, sign in at the provider as `email`, and deliver the callback to the app. */
  async function signInVia(startPath: string, email?: string, extraCookie?: string) {
    const start = await t.app.inject({ url: startPath, headers: extraCookie ? { cookie: extraCookie } : {} });
    expect(start.statusCode).toBe(302);
    const flowCookie = cookiesOf(start).find((c) => c.startsWith('mnemo_oauth='))!.split(';')[0]!;
    const back = await op.signInThrough(String(start.headers.location), email);
    expect(back.origin).toBe(APP_ORIGIN);
    const cookie = [flowCookie, extraCookie].filter(Boolean).join('; ');
    const callback = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie } });
    return { start, callback, back };
  }

  it('GET /api/auth/google redirects to the provider with PKCE (S256), state, nonce and the derived redirect URI', async () => {
    const res = await t.app.inject('/api/auth/google');
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('client_id')).toBe(GOOGLE.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP_ORIGIN}/api/auth/google/callback`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const flow = cookiesOf(res).find((c) => c.startsWith('mnemo_oauth='))!;
    expect(flow).toMatch(/HttpOnly/i);
    expect(flow).toMatch(/Path=\/api/);
    expect(flow).toMatch(/SameSite=Lax/i);
    // The PKCE verifier is not readable from the redirect.
    expect(String(res.headers.location)).not.toContain(decodeURIComponent(flow.split(';')[0]!.split('=')[1]!).slice(0, 20));
  });

  it('Google: creates a user by verified email (provider google), signs them in and returns to /', async () => {
    const { callback } = await signInVia('/api/auth/google');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
    const cookie = sessionCookieFrom(callback)!;
    expect(cookie).toBeDefined();
    // The flow cookie is spent.
    expect(cookiesOf(callback).some((c) => /^mnemo_oauth=;/.test(c))).toBe(true);
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(json(me)).toMatchObject({ email: 'olivia.oidc@example.com', name: 'Olivia Oidc', provider: 'google' });
    const links = await t.db.select().from(oauthAccounts).where(eq(oauthAccounts.provider, 'google'));
    expect(links).toEqual([expect.objectContaining({ subject: 'oidc-user-1', email: 'olivia.oidc@example.com' })]);

    // Signing in again finds the same user.
    const again = await signInVia('/api/auth/google');
    const me2 = await t.app.inject({ url: '/api/auth/user', headers: { cookie: sessionCookieFrom(again.callback)! } });
    expect(json(me2).id).toBe(json(me).id);
    expect(await t.db.select().from(users).where(eq(users.email, 'olivia.oidc@example.com'))).toHaveLength(1);
  });

  it('generic OpenID Connect (GET /api/replit/login) links to the existing user with the same verified email', async () => {
    const { callback } = await signInVia('/api/replit/login');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/');
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: sessionCookieFrom(callback)! } });
    // Same person as the Google test above: one user, two linked identities.
    expect(json(me)).toMatchObject({ email: 'olivia.oidc@example.com', provider: 'google' });
    const links = await t.db
      .select()
      .from(oauthAccounts)
      .where(and(eq(oauthAccounts.subject, 'oidc-user-1'), eq(oauthAccounts.provider, `oidc:${op.issuer}`)));
    expect(links).toHaveLength(1);
  });

  it('links a Google sign-in to an existing local account with that verified email', async () => {
    await t.db.delete(users).where(eq(users.email, 'olivia.oidc@example.com'));
    const local = await signUpUser(t.app, { email: 'olivia.oidc@example.com', name: 'Local Olivia' });
    const { callback } = await signInVia('/api/auth/google', undefined, local.cookie);
    const cookie = sessionCookieFrom(callback)!;
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(json(me)).toMatchObject({ id: local.user.id, provider: 'local', name: 'Local Olivia' });
    // A new session id at sign-in; the one the browser had is ended.
    expect(cookie).not.toBe(local.cookie);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: local.cookie } })).statusCode).toBe(401);
  });

  it('refuses an account whose email is not verified', async () => {
    const { callback } = await signInVia('/api/auth/google', 'unverified@example.com');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?error=email_unverified');
    expect(sessionCookieFrom(callback)).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.email, 'unverified@example.com'))).toHaveLength(0);
  });

  it('returns to a same-origin `next` path, never to another site', async () => {
    const inside = await signInVia('/api/auth/google?next=%2Fdashboard');
    expect(inside.callback.headers.location).toBe('/dashboard');
    const outside = await signInVia('/api/auth/google?next=%2F%2Fevil.example%2Fx');
    expect(outside.callback.headers.location).toBe('/');
    const absolute = await signInVia('/api/auth/google?next=https%3A%2F%2Fevil.example');
    expect(absolute.callback.headers.location).toBe('/');
  });

  it('refuses a callback without the flow cookie, with a forged state, or replayed', async () => {
    const start = await t.app.inject('/api/auth/google');
    const flowCookie = cookiesOf(start).find((c) => c.startsWith('mnemo_oauth='))!.split(';')[0]!;
    const back = await op.signInThrough(String(start.headers.location));
    const path = `${back.pathname}${back.search}`;

    const noCookie = await t.app.inject(path);
    expect(noCookie.headers.location).toBe('/login?error=oauth_state');
    expect(sessionCookieFrom(noCookie)).toBeUndefined();

    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state');
    const badState = await t.app.inject({ url: `${forged.pathname}${forged.search}`, headers: { cookie: flowCookie } });
    expect(badState.headers.location).toBe('/login?error=oauth_failed');
    expect(sessionCookieFrom(badState)).toBeUndefined();

    const tampered = flowCookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const badSig = await t.app.inject({ url: path, headers: { cookie: tampered } });
    expect(badSig.headers.location).toBe('/login?error=oauth_state');

    // The real one works once; the provider refuses the same code twice.
    const ok = await t.app.inject({ url: path, headers: { cookie: flowCookie } });
    expect(ok.headers.location).toBe('/');
    const replay = await t.app.inject({ url: path, headers: { cookie: flowCookie } });
    expect(replay.headers.location).toBe('/login?error=oauth_failed');
  });

  it('sends the provider error back to /login', async () => {
    const start = await t.app.inject('/api/auth/google');
    const flowCookie = cookiesOf(start).find((c) => c.startsWith('mnemo_oauth='))!.split(';')[0]!;
    const res = await t.app.inject({
      url: '/api/auth/google/callback?error=access_denied&state=x',
      headers: { cookie: flowCookie },
    });
    expect(res.headers.location).toBe('/login?error=oauth_denied');
  });

  it('GET /api/auth/providers reports both as configured', async () => {
    expect(json(await t.app.inject('/api/auth/providers'))).toEqual({ google: true, oidc: true });
  });
});

describe('external sign-in when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['/api/auth/google', 'Google sign-in is not configured on this server.'],
    ['/api/auth/google/callback?code=x&state=y', 'Google sign-in is not configured on this server.'],
    ['/api/replit/login', 'OpenID Connect sign-in is not configured on this server.'],
  ])('%s answers a clear 503 JSON', async (url, message) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(json(res)).toMatchObject({ code: 'not_configured', message });
  });

  it('GET /api/auth/providers reports neither', async () => {
    expect(json(await t.app.inject('/api/auth/providers'))).toEqual({ google: false, oidc: false });
  });

  it('answers 503 (not 500) when the configured provider cannot be reached', async () => {
    const port = await freePort();
    const down = await createTestApp({
      database: t.database,
      env: { GOOGLE_CLIENT_ID: 'x', GOOGLE_ISSUER: `http://127.0.0.1:${port}` },
    });
    try {
      const res = await down.app.inject('/api/auth/google');
      expect(res.statusCode).toBe(503);
      expect(json(res).code).toBe('provider_unavailable');
    } finally {
      await down.close();
    }
  });
});
