/**
 * The session store's cache-only lookup (`peek`, which the session hook and the fast path
 * use on every signed-in request) against `resolve`, which may ask the database: `peek`
 * answers only a cached, live session that is not due for renewal, and a revocation or
 * expiry takes it away at once.
 */
import crypto from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../tests/support/create-test-app';
import { createSessionStore, hashToken, RENEW_INTERVAL_MS, SESSION_TTL_MS, sessionTokenFromCookieHeader } from './sessions';

describe('hashToken', () => {
  it('is the SHA-256 hex of the token, whether or not Node has the one-shot crypto.hash (20.11 has not)', () => {
    const token = 'x'.repeat(43);
    expect(hashToken(token)).toBe(crypto.createHash('sha256').update(token).digest('hex'));
  });
});

describe('session store: peek, the cache-only lookup', () => {
  let t: TestApp;
  let userId: string;
  let now = Date.now();
  const store = () => createSessionStore(t.db, { now: () => now });
  beforeAll(async () => {
    t = await createTestApp();
    userId = (await signUpUser(t.app)).user.id;
  });
  afterAll(async () => t?.close());

  it('answers nothing before resolve has cached the session, then the cached session without the database', async () => {
    const s = store();
    const { token, id } = await s.create(userId);
    expect(s.peek(token)).toBeUndefined();
    const resolved = await s.resolve(token);
    expect(resolved).toMatchObject({ id, renewed: false, user: { id: userId } });
    expect(s.peek(token)).toEqual(resolved);
    expect(id).toBe(hashToken(token));
  });

  it('answers nothing for a malformed or unknown token (resolve refuses those)', async () => {
    const s = store();
    expect(s.peek('short')).toBeUndefined();
    const unknown = 'A'.repeat(43);
    expect(await s.resolve(unknown)).toBeNull();
    expect(s.peek(unknown)).toBeUndefined();
  });

  it('forgets a session when it is destroyed, or when every session of its user is (a password change keeps one)', async () => {
    const s = store();
    const [a, b, c] = [await s.create(userId), await s.create(userId), await s.create(userId)];
    for (const x of [a, b, c]) await s.resolve(x.token);
    await s.destroy(a.id);
    expect(s.peek(a.token)).toBeUndefined();
    expect(await s.resolve(a.token)).toBeNull();
    await s.destroyAllForUser(userId, c.id);
    expect(s.peek(b.token)).toBeUndefined();
    expect(await s.resolve(b.token)).toBeNull();
    // The kept session is reloaded (a fresh profile), then cached again.
    expect(s.peek(c.token)).toBeUndefined();
    expect(await s.resolve(c.token)).not.toBeNull();
    expect(s.peek(c.token)).toBeDefined();
  });

  it('answers nothing for an expired session though cached, nor for one due for renewal (resolve renews it)', async () => {
    const s = store();
    const { token } = await s.create(userId);
    await s.resolve(token);
    now += SESSION_TTL_MS - RENEW_INTERVAL_MS + 1;
    expect(s.peek(token)).toBeUndefined();
    expect((await s.resolve(token))?.renewed).toBe(true);
    expect(s.peek(token)).toMatchObject({ renewed: false });
    now += SESSION_TTL_MS;
    expect(s.peek(token)).toBeUndefined();
    expect(await s.resolve(token)).toBeNull();
  });
});

describe('sessionTokenFromCookieHeader', () => {
  it('reads the session cookie as @fastify/cookie reads it for request.cookies', () => {
    const token = 'x'.repeat(43);
    for (const header of [
      `mnemo_sid=${token}`,
      `theme=dark; mnemo_sid=${token}; other=1`,
      `theme=dark;mnemo_sid=${token}`,
      `mnemo_sid="${token}"`,
      `mnemo_sid=first; mnemo_sid=${token}`,
      `xmnemo_sid=${token}`,
      'mnemo_sid=%41%42',
      'junk; mnemo_sid =  spaced  ',
      '',
    ]) {
      expect(sessionTokenFromCookieHeader(header)).toBe(fastifyCookie.parse(header).mnemo_sid);
    }
    expect(sessionTokenFromCookieHeader(`a=b; mnemo_sid=${token}`)).toBe(token);
    expect(sessionTokenFromCookieHeader(`xmnemo_sid=${token}`)).toBeUndefined();
  });
});
