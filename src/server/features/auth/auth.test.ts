import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { sameOrigin, sessionCookieFrom, signUp, signUpUser, TEST_PASSWORD, uniqueEmail } from '../../../../tests/support/auth';
import { sessions, users } from '../../db/schema';
import { setPasswordCost } from '../../platform/passwords';

type Res = { statusCode: number; body: string; headers: Record<string, string | string[] | number | undefined> };

function setCookieLines(res: Res): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
}

describe('accounts API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, headers });
  const login = (payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, headers, remoteAddress });
  const currentUser = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });

  describe('POST /api/auth/register', () => {
    it('refuses NUL and other control characters in any field with 400, and writes nothing', async () => {
      const email = uniqueEmail();
      const cases = [
        { name: 'Ada\u0000Lovelace' },
        { name: 'Ada\u001b[31m' },
        { username: 'ada\u0000' },
        { password: 'secret\u0000pw' },
      ];
      for (const extra of cases) {
        const res = await register({ email, password: TEST_PASSWORD, ...extra });
        expect(res.statusCode, `${JSON.stringify(extra)}: ${res.body}`).toBe(400);
        const body = json<{ code: string; message: string; issues: { path: string }[] }>(res);
        expect(body).toMatchObject({ code: 'validation_error', message: 'Text must not contain control characters.' });
        expect(body.issues[0]!.path).toBe(Object.keys(extra)[0]);
      }
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      // Tabs and new lines are text; the same person registers fine without the NUL.
      expect((await register({ email, password: TEST_PASSWORD, name: 'Ada Lovelace' })).statusCode).toBe(201);
    });

    it('mends a lone surrogate in a JSON body (half an emoji) into U+FFFD instead of refusing it (ADR 010)', async () => {
      const res = await register({ email: uniqueEmail(), password: TEST_PASSWORD, name: 'Ada \ud83d' });
      expect(res.statusCode).toBe(201);
      expect(json<{ user: { name: string } }>(res).user.name).toBe('Ada \ufffd');
    });

    it('creates the user, signs them in with an HttpOnly SameSite=Lax cookie, and never returns the hash', async () => {
      const res = await register({ email: ' Grace.Hopper@Example.com ', password: 'cobol-1959', username: 'grace', name: 'Grace Hopper' });
      expect(res.statusCode).toBe(201);
      const body = json<{ user: Record<string, unknown>; message: string }>(res);
      expect(body.message).toBe('Account created successfully!');
      expect(body.user).toMatchObject({
        email: 'grace.hopper@example.com',
        username: 'grace',
        name: 'Grace Hopper',
        provider: 'local',
        createdAt: expect.any(String),
      });
      expect(res.body).not.toMatch(/argon2|password/i);

      const line = setCookieLines(res).find((c) => c.startsWith('mnemo_sid='))!;
      expect(line).toMatch(/HttpOnly/i);
      expect(line).toMatch(/SameSite=Lax/i);
      expect(line).toMatch(/Path=\//);
      expect(line).not.toMatch(/Secure/i);

      const me = await currentUser(sessionCookieFrom(res));
      expect(me.statusCode).toBe(200);
      expect(json(me)).toMatchObject({ email: 'grace.hopper@example.com', provider: 'local' });
      expect(me.body).not.toMatch(/argon2|passwordHash/);
    });

    it('stores an Argon2id hash (memory-hard) and only the SHA-256 of the session token', async () => {
      setPasswordCost('production');
      const { cookie, user } = await signUpUser(t.app).finally(() => setPasswordCost('test'));
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=2,p=1\$/);
      const token = cookie.split('=')[1]!;
      const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.id).toBe(crypto.createHash('sha256').update(token).digest('hex'));
      expect(stored[0]!.id).not.toContain(token);
    });

    it.each([
      [{ email: 'not-an-email', password: 'secret1' }, 'Invalid email address'],
      [{ email: 'a@example.com', password: '12345' }, 'Password must be at least 6 characters'],
      [{ email: 'a@example.com' }, 'Password is required'],
      [{ email: 'a@example.com', password: 'x'.repeat(257) }, 'Password is too long'],
      [{ email: 'a@example.com', password: 'secret1', username: 'a b' }, 'Username must be 2-32 letters, digits, dots, dashes or underscores'],
    ])('rejects %j with 400 and the message', async (payload, message) => {
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ code: 'validation_error', message });
    });

    it('accepts the optional username and name left empty', async () => {
      const res = await register({ email: uniqueEmail(), password: 'secret1', username: '', name: '' });
      expect(res.statusCode).toBe(201);
      expect(json<{ user: unknown }>(res).user).toMatchObject({ username: null, name: null });
    });

    it('answers 409 with a message for a taken email (any case) or username (any case)', async () => {
      const email = uniqueEmail('dup');
      expect((await register({ email, password: 'secret1', username: 'Dupe_Name' })).statusCode).toBe(201);
      const again = await register({ email: email.toUpperCase(), password: 'secret1' });
      expect(again.statusCode).toBe(409);
      expect(json(again)).toMatchObject({ code: 'email_taken', message: 'An account with this email already exists' });
      const name = await register({ email: uniqueEmail(), password: 'secret1', username: 'dupe_name' });
      expect(name.statusCode).toBe(409);
      expect(json(name)).toMatchObject({ code: 'username_taken', message: 'This username is already taken' });
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password and answers the spec message', async () => {
      const email = uniqueEmail('login');
      await signUp(t.app, { email });
      const res = await login({ email: email.toUpperCase(), password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ message: 'Logged in successfully!', user: { email } });
      expect((await currentUser(sessionCookieFrom(res))).statusCode).toBe(200);
    });

    it('refuses a wrong password or an unknown email with the same 401 message', async () => {
      const email = uniqueEmail('wrong');
      await signUp(t.app, { email });
      const wrong = await login({ email, password: 'not-the-password' });
      const unknown = await login({ email: uniqueEmail('nobody'), password: 'whatever' });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(json(res)).toMatchObject({ message: 'Invalid email or password' });
        expect(sessionCookieFrom(res)).toBeUndefined();
      }
    });

    it.each([
      [{ email: 'nope', password: 'x' }, 'Invalid email address'],
      [{ email: 'a@example.com', password: '' }, 'Password is required'],
      [{ email: 'a@example.com' }, 'Password is required'],
    ])('validates %j with 400 and the spec message', async (payload, message) => {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(message);
    });

    it('issues a new session id at sign-in and ends the one the browser had', async () => {
      const email = uniqueEmail('rotate');
      const first = await signUp(t.app, { email });
      const res = await login({ email, password: TEST_PASSWORD }, { cookie: first });
      const second = sessionCookieFrom(res)!;
      expect(second).toBeDefined();
      expect(second).not.toBe(first);
      expect((await currentUser(first)).statusCode).toBe(401);
      expect((await currentUser(second)).statusCode).toBe(200);
    });
  });

  describe('current user', () => {
    it('GET /api/auth/user and /api/auth/me answer 401 with a message when signed out', async () => {
      for (const url of ['/api/auth/user', '/api/auth/me']) {
        const res = await t.app.inject(url);
        expect(res.statusCode).toBe(401);
        expect(json(res)).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });

    it('GET /api/auth/me answers {user}', async () => {
      const email = uniqueEmail('me');
      const cookie = await signUp(t.app, { email, username: `me_${crypto.randomBytes(3).toString('hex')}` });
      const res = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(json<{ user: { email: string } }>(res).user.email).toBe(email);
    });

    it('treats a forged or malformed cookie as signed out and clears it', async () => {
      for (const cookie of ['mnemo_sid=abc', `mnemo_sid=${crypto.randomBytes(32).toString('base64url')}`]) {
        const res = await currentUser(cookie);
        expect(res.statusCode).toBe(401);
        expect(setCookieLines(res).some((c) => /^mnemo_sid=;/.test(c))).toBe(true);
      }
    });
  });

  describe('POST /api/auth/logout', () => {
    it('deletes the session (even while cached) and clears the cookie', async () => {
      const { cookie, user } = await signUpUser(t.app);
      expect((await currentUser(cookie)).statusCode).toBe(200); // now cached
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: sameOrigin(cookie) });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ ok: true, message: 'You have been successfully logged out.' });
      expect(setCookieLines(res).some((c) => /^mnemo_sid=;/.test(c))).toBe(true);
      expect((await currentUser(cookie)).statusCode).toBe(401);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    });

    it('answers 200 when already signed out', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('sessions', () => {
    it('survive a server restart (a new app on the same database, empty cache)', async () => {
      const { cookie, user } = await signUpUser(t.app);
      const restarted = await createTestApp({ database: t.database });
      try {
        const res = await restarted.app.inject({ url: '/api/auth/user', headers: { cookie } });
        expect(res.statusCode).toBe(200);
        expect(json(res).id).toBe(user.id);
      } finally {
        await restarted.close();
      }
    });

    it('mark the cookie Secure behind HTTPS (trusted proxy) and with an https PUBLIC_URL', async () => {
      const proxied = await createTestApp({ database: t.database, env: { TRUST_PROXY: 'true' } });
      const https = await createTestApp({ database: t.database, env: { PUBLIC_URL: 'https://mnemo.example' } });
      try {
        const a = await proxied.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { 'x-forwarded-proto': 'https' },
          payload: { email: uniqueEmail('secure'), password: 'secret1' },
        });
        const b = await https.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { email: uniqueEmail('secure'), password: 'secret1' },
        });
        for (const res of [a, b]) {
          expect(res.statusCode).toBe(201);
          const line = setCookieLines(res).find((c) => c.startsWith('mnemo_sid='))!;
          expect(line).toMatch(/; Secure/i);
          expect(line).toMatch(/HttpOnly/i);
        }
      } finally {
        await proxied.close();
        await https.close();
      }
    });

    it('expire after 30 days without use and slide forward when used', async () => {
      let now = Date.now();
      const clocked = await createTestApp({ database: t.database, overrides: { clock: () => now } });
      try {
        const { cookie } = await signUpUser(clocked.app);
        const user = () => clocked.app.inject({ url: '/api/auth/user', headers: { cookie } });
        now += 29 * 24 * 3600_000;
        const renewed = await user();
        expect(renewed.statusCode).toBe(200);
        // The cookie is sent again with the new expiry.
        expect(setCookieLines(renewed).some((c) => c.startsWith('mnemo_sid=') && !c.startsWith('mnemo_sid=;'))).toBe(true);
        now += 29 * 24 * 3600_000; // 58 days after sign-in, 29 after last use
        expect((await user()).statusCode).toBe(200);
        now += 31 * 24 * 3600_000;
        expect((await user()).statusCode).toBe(401);
      } finally {
        await clocked.close();
      }
    });
  });

  describe('sign-in throttling', () => {
    it('answers 429 after 10 failures for one email within 15 minutes, until the window passes', async () => {
      let now = Date.now();
      const app = await createTestApp({ database: t.database, overrides: { clock: () => now } });
      try {
        const email = uniqueEmail('throttle');
        await signUp(app.app, { email });
        const attempt = (password: string, ip: string) =>
          app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
        // Ten failures, each from a different address so only the email counter trips.
        for (let i = 0; i < 10; i++) {
          now += 1000;
          expect((await attempt('wrong-password', `10.0.0.${i + 1}`)).statusCode).toBe(401);
        }
        const blocked = await attempt(TEST_PASSWORD, '10.0.1.1');
        expect(blocked.statusCode).toBe(429);
        expect(json(blocked)).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Too many sign-in attempts/) });
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        now += 14 * 60_000;
        expect((await attempt(TEST_PASSWORD, '10.0.1.2')).statusCode).toBe(429);
        now += 60_000;
        expect((await attempt(TEST_PASSWORD, '10.0.1.3')).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });

    it('answers 429 after 10 failures from one client address, whatever the emails', async () => {
      let now = Date.now();
      const app = await createTestApp({ database: t.database, overrides: { clock: () => now } });
      try {
        const email = uniqueEmail('victim');
        await signUp(app.app, { email });
        const ip = '203.0.113.7';
        for (let i = 0; i < 10; i++) {
          const res = await app.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: uniqueEmail('guess'), password: 'guess' },
            remoteAddress: ip,
          });
          expect(res.statusCode).toBe(401);
        }
        const fromIp = await app.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: TEST_PASSWORD },
          remoteAddress: ip,
        });
        expect(fromIp.statusCode).toBe(429);
        const elsewhere = await app.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: TEST_PASSWORD },
          remoteAddress: '198.51.100.9',
        });
        expect(elsewhere.statusCode).toBe(200);
        now += 15 * 60_000 + 1000;
        const later = await app.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: TEST_PASSWORD },
          remoteAddress: ip,
        });
        expect(later.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  });

  describe('sign-up throttling (account enumeration, #25)', () => {
    const signUpAs = (app: TestApp, email: string, ip: string) =>
      app.app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: TEST_PASSWORD }, remoteAddress: ip });

    it("counts each 'email_taken' against the address, in the sign-in throttle's bucket: 429 after 10, for sign-up and sign-in", async () => {
      const app = await createTestApp({ database: t.database });
      try {
        const email = uniqueEmail('taken');
        await signUp(app.app, { email });
        // Each probe from another client, so only the address's counter trips.
        for (let i = 0; i < 10; i++) {
          const res = await signUpAs(app, email, `10.9.0.${i + 1}`);
          expect(res.statusCode, res.body).toBe(409);
          expect(json(res)).toMatchObject({ code: 'email_taken' });
        }
        const blocked = await signUpAs(app, email, '10.9.1.1');
        expect(blocked.statusCode).toBe(429);
        expect(json(blocked)).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Too many sign-up attempts/) });
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        // The same bucket as sign-in: probing one way does not reset the other.
        const viaLogin = await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong' }, remoteAddress: '10.9.1.2' });
        expect(viaLogin.statusCode).toBe(429);
      } finally {
        await app.close();
      }
    });

    it("counts each 'email_taken' against the client, whatever the addresses: 429 after 10, fresh addresses included", async () => {
      const app = await createTestApp({ database: t.database });
      try {
        const existing: string[] = [];
        for (let i = 0; i < 10; i++) {
          const email = uniqueEmail('known');
          await signUp(app.app, { email });
          existing.push(email);
        }
        const ip = '203.0.113.77';
        // Successful sign-ups do not count.
        expect((await signUpAs(app, uniqueEmail('fresh'), ip)).statusCode).toBe(201);
        for (const email of existing) expect((await signUpAs(app, email, ip)).statusCode).toBe(409);
        const blocked = await signUpAs(app, uniqueEmail('fresh'), ip);
        expect(blocked.statusCode).toBe(429);
        expect(json(blocked)).toMatchObject({ code: 'rate_limited' });
        expect((await signUpAs(app, uniqueEmail('fresh'), '198.51.100.77')).statusCode).toBe(201);
      } finally {
        await app.close();
      }
    });
  });

  describe('CSRF', () => {
    it('refuses a cross-site logout carrying the session cookie, and the session stays valid', async () => {
      const cookie = await signUp(t.app);
      const evil = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(evil.statusCode).toBe(403);
      expect(json(evil)).toMatchObject({ code: 'csrf' });
      const viaReferer = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, referer: 'https://evil.example/page' },
      });
      expect(viaReferer.statusCode).toBe(403);
      expect((await currentUser(cookie)).statusCode).toBe(200);
    });

    it('refuses a cookie-bearing form post with no Origin or Referer, allows it from the app origin', async () => {
      const cookie = await signUp(t.app);
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1',
      });
      expect(form.statusCode).toBe(403);
      const plain = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/account',
        headers: { cookie, 'content-type': 'text/plain' },
        payload: '{"name":"x"}',
      });
      expect(plain.statusCode).toBe(403);
      expect((await currentUser(cookie)).statusCode).toBe(200);
      // The app's own origin: inject()'s default Host is localhost:80.
      const ok = await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/account',
        headers: { cookie, origin: 'http://localhost:80' },
        payload: { name: 'Same Origin' },
      });
      expect(ok.statusCode).toBe(200);
    });

    it('refuses a cross-site sign-in (login CSRF)', async () => {
      const email = uniqueEmail('logincsrf');
      await signUp(t.app, { email });
      const res = await login({ email, password: TEST_PASSWORD }, { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(403);
      expect(sessionCookieFrom(res)).toBeUndefined();
    });
  });
});
