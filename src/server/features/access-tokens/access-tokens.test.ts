/**
 * Personal access tokens through the API (#29): create (name checked, the secret shown
 * once, only its SHA-256 stored), list, revoke; the signed-in session and CSRF as for every
 * change; another user's token is not found; and a token opens no route but /api/mcp.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { ACCESS_TOKEN_RE, ACCESS_TOKENS_ACTIVE_MAX, type AccessToken, type CreatedAccessToken } from '../../../contract/access-tokens';
import { personalAccessTokens } from '../../db/schema';

describe('personal access tokens', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let b: Awaited<ReturnType<typeof signUpUser>>;

  const create = (cookie: string, payload: unknown, headers: Record<string, string> = sameOrigin(cookie)) =>
    t.app.inject({ method: 'POST', url: '/api/access-tokens', headers, payload: payload as object });
  const list = async (cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/access-tokens', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ tokens: AccessToken[] }>(res).tokens;
  };
  const revoke = (cookie: string, id: string) => t.app.inject({ method: 'POST', url: `/api/access-tokens/${id}/revoke`, headers: sameOrigin(cookie) });

  beforeAll(async () => {
    t = await createTestApp();
    a = await signUpUser(t.app);
    b = await signUpUser(t.app);
  });
  afterAll(() => t.close());

  it('creates a token: the secret once, mnemo_pat_ and 32 random bytes, stored only as its SHA-256', async () => {
    const res = await create(a.cookie, { name: '  Claude Desktop  ' });
    expect(res.statusCode, res.body).toBe(201);
    const created = json<CreatedAccessToken>(res);
    expect(created.secret).toMatch(ACCESS_TOKEN_RE);
    expect(Buffer.from(created.secret.slice('mnemo_pat_'.length), 'base64url')).toHaveLength(32);
    expect(created.token).toMatchObject({ name: 'Claude Desktop', scope: 'world:read', prefix: created.secret.slice(0, 14), lastUsedAt: null, revokedAt: null });

    const [row] = await t.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, created.token.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.secret);
    // Listed without its secret.
    const listed = await list(a.cookie);
    expect(listed.map((x) => x.id)).toContain(created.token.id);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
  });

  it('is in the account export ("Download my data") by name, scope and prefix, never the secret or its hash', async () => {
    const created = json<CreatedAccessToken>(await create(a.cookie, { name: 'Export check' }));
    const [row] = await t.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, created.token.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/export', headers: { cookie: a.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const doc = json<{ accessTokens: Array<{ id: string; name: string; scope: string; prefix: string; revokedAt: string | null }> }>(res);
    expect(doc.accessTokens.find((x) => x.id === created.token.id)).toMatchObject({ name: 'Export check', scope: 'world:read', prefix: created.token.prefix, revokedAt: null });
    expect(res.body).not.toContain(created.secret);
    expect(res.body).not.toContain(row!.tokenHash);
    // Only the user's own tokens.
    const other = await t.app.inject({ method: 'GET', url: '/api/auth/export', headers: { cookie: b.cookie } });
    expect(json<{ accessTokens: Array<{ id: string }> }>(other).accessTokens.map((x) => x.id)).not.toContain(created.token.id);
  });

  it('refuses a missing, empty or too long name and any scope but world:read', async () => {
    for (const payload of [{}, { name: '   ' }, { name: 'x'.repeat(61) }, { name: 'ok', scope: 'world:write' }, { name: 'nul\u0000' }]) {
      const res = await create(a.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(res).message).toEqual(expect.any(String));
    }
    expect((await create(a.cookie, { name: 'x'.repeat(60) })).statusCode).toBe(201);
  });

  it('needs the signed-in session, and a same-origin request for changes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/access-tokens' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/access-tokens', payload: { name: 'x' } })).statusCode).toBe(401);
    // A cross-site page cannot make one with the user's cookie.
    const cross = await create(a.cookie, { name: 'evil' }, { cookie: a.cookie, origin: 'https://evil.example' });
    expect(cross.statusCode).toBe(403);
    expect((await list(a.cookie)).map((x) => x.name)).not.toContain('evil');
  });

  it('lists only your own tokens, newest first; another user’s token is not found to revoke', async () => {
    const first = json<CreatedAccessToken>(await create(b.cookie, { name: 'B one' }));
    const second = json<CreatedAccessToken>(await create(b.cookie, { name: 'B two' }));
    expect((await list(b.cookie)).map((x) => x.name)).toEqual(['B two', 'B one']);
    expect((await list(a.cookie)).map((x) => x.name)).not.toContain('B one');

    const foreign = await revoke(a.cookie, first.token.id);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('Token not found.');
    expect((await revoke(a.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await list(b.cookie)).find((x) => x.id === first.token.id)?.revokedAt).toBeNull();
    expect(second.token.id).not.toBe(first.token.id);
  });

  it('revokes for good: listed as revoked, revoking again answers the same', async () => {
    const created = json<CreatedAccessToken>(await create(a.cookie, { name: 'to revoke' }));
    const res = await revoke(a.cookie, created.token.id);
    expect(res.statusCode, res.body).toBe(200);
    const revoked = json<AccessToken>(res);
    expect(revoked.revokedAt).toEqual(expect.any(String));
    const again = await revoke(a.cookie, created.token.id);
    expect(json<AccessToken>(again).revokedAt).toBe(revoked.revokedAt);
    expect((await list(a.cookie)).find((x) => x.id === created.token.id)?.revokedAt).toBe(revoked.revokedAt);
  });

  it(`holds at most ${ACCESS_TOKENS_ACTIVE_MAX} active tokens per person`, async () => {
    const c = await signUpUser(t.app);
    const ids: string[] = [];
    for (let i = 0; i < ACCESS_TOKENS_ACTIVE_MAX; i++) {
      const res = await create(c.cookie, { name: `t${i}` });
      expect(res.statusCode).toBe(201);
      ids.push(json<CreatedAccessToken>(res).token.id);
    }
    const over = await create(c.cookie, { name: 'one too many' });
    expect(over.statusCode).toBe(409);
    expect(json(over).message).toMatch(/Revoke one/);
    expect((await revoke(c.cookie, ids[0]!)).statusCode).toBe(200);
    expect((await create(c.cookie, { name: 'room again' })).statusCode).toBe(201);
  });

  it(`holds the ${ACCESS_TOKENS_ACTIVE_MAX}-token cap when creations arrive at once`, async () => {
    const c = await signUpUser(t.app);
    const all = await Promise.all(Array.from({ length: ACCESS_TOKENS_ACTIVE_MAX + 5 }, (_, i) => create(c.cookie, { name: `at once ${i}` })));
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(ACCESS_TOKENS_ACTIVE_MAX);
    expect(all.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect((await list(c.cookie)).filter((x) => !x.revokedAt)).toHaveLength(ACCESS_TOKENS_ACTIVE_MAX);
  });

  it('a token is refused everywhere but /api/mcp: its request is signed out, with or without a session cookie', async () => {
    const { secret } = json<CreatedAccessToken>(await create(a.cookie, { name: 'elsewhere' }));
    const bearer = { authorization: `Bearer ${secret}` };
    const cases = [
      { method: 'GET' as const, url: '/api/auth/user' },
      { method: 'GET' as const, url: '/api/worlds/summary' },
      { method: 'GET' as const, url: '/api/access-tokens' },
      { method: 'POST' as const, url: '/api/worlds/ask', payload: { question: 'Who do I write to most?' } },
      { method: 'POST' as const, url: '/api/access-tokens', payload: { name: 'made by a token' } },
    ];
    for (const c of cases) {
      const alone = await t.app.inject({ ...c, headers: bearer });
      expect(alone.statusCode, `${c.method} ${c.url} with the token alone: ${alone.body}`).toBe(401);
      const withSession = await t.app.inject({ ...c, headers: { ...sameOrigin(a.cookie), ...bearer } });
      expect(withSession.statusCode, `${c.method} ${c.url} with the token beside the session: ${withSession.body}`).toBe(401);
    }
    // The session alone still works, and another kind of bearer does not sign it out.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: a.cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: a.cookie, authorization: 'Bearer something-else' } })).statusCode).toBe(200);
    expect((await list(a.cookie)).map((x) => x.name)).not.toContain('made by a token');
  });
});
