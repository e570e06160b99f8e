import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { sameOrigin, sessionCookieFrom, signIn, signUpUser, TEST_PASSWORD, uniqueEmail } from '../../../../tests/support/auth';
import type { Db } from '../../db/client';
import {
  matrixAccounts,
  matrixDeployments,
  matrixRooms,
  activityEntries,
  aiUsage,
  businessSessions,
  conversationMessages,
  fileWorkspaces,
  oauthAccounts,
  sessions,
  sharedWorkspaceInvites,
  sharedWorkspaceMembers,
  sharedWorkspaces,
  users,
  workspaceFiles,
} from '../../db/schema';
import { requireOwnedFileWorkspace, requireSharedWorkspaceRole } from '../../platform/access';
import { createSessionStore } from '../../platform/sessions';
import type { Storage } from '../../platform/storage';

/** One row in every table a user can own, tagged so another user's export can be searched for it. */
async function seedOwnedData(db: Db, userId: string, tag: string, storage: Storage) {
  const [ws] = await db.insert(fileWorkspaces).values({ ownerId: userId, name: `files-${tag}` }).returning();
  await db.insert(conversationMessages).values({ workspaceId: ws!.id, userId, message: `message-${tag}` });
  const storageKey = `${ws!.id}/notes-${tag}.txt`;
  await storage.put(storageKey, `file-${tag}`, { contentType: 'text/plain' });
  await db.insert(workspaceFiles).values({ workspaceId: ws!.id, fileName: `notes-${tag}.txt`, fileType: 'text/plain', size: 10, storageKey });
  const [shared] = await db
    .insert(sharedWorkspaces)
    .values({ name: `shared-${tag}`, description: 'd', ownerId: userId, inviteCode: tag.toUpperCase().padEnd(8, 'X').slice(0, 8), accessPasswordHash: 'secret-hash' })
    .returning();
  await db.insert(sharedWorkspaceMembers).values({ workspaceId: shared!.id, userId, role: 'owner' });
  await db.insert(sharedWorkspaceInvites).values({ workspaceId: shared!.id, email: `invitee-${tag}@example.com` });
  await db.insert(activityEntries).values({ userId, type: 'text', message: `activity-${tag}`, sharedWorkspaceId: shared!.id });
  await db.insert(aiUsage).values({ userId, feature: `feature-${tag}`, engine: 'offline', model: 'm', inputTokens: 3, outputTokens: 4 });
  await db.insert(businessSessions).values({ userId, title: `business-${tag}`, state: { okr: `okr-${tag}` } });
  await db.insert(oauthAccounts).values({ provider: 'google', subject: `sub-${tag}`, userId, email: `${tag}@gmail.example` });
  return { fileWorkspaceId: ws!.id, sharedWorkspaceId: shared!.id, storageKey };
}

describe('account settings API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: sameOrigin(cookie), payload });

  it('GET /api/auth/account shows the profile, password state and session count; 401 signed out', async () => {
    const { cookie, user } = await signUpUser(t.app, { name: 'Ada' });
    const res = await inject('GET', '/api/auth/account', cookie);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ user: { id: user.id, name: 'Ada' }, hasPassword: true, linkedProviders: [], activeSessions: 1 });
    expect((await t.app.inject('/api/auth/account')).statusCode).toBe(401);
  });

  it('PATCH /api/auth/account changes name and username; the new profile shows at once', async () => {
    const { cookie } = await signUpUser(t.app);
    const res = await inject('PATCH', '/api/auth/account', cookie, { name: ' Ada Lovelace ', username: 'ada_l' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ user: { name: 'Ada Lovelace', username: 'ada_l' } });
    // The cached session picks up the change.
    expect(json((await inject('GET', '/api/auth/user', cookie)))).toMatchObject({ name: 'Ada Lovelace', username: 'ada_l' });
    // Omitted fields stay; '' clears.
    const cleared = await inject('PATCH', '/api/auth/account', cookie, { username: '' });
    expect(json(cleared)).toMatchObject({ user: { name: 'Ada Lovelace', username: null } });
  });

  it('PATCH /api/auth/account refuses a username someone else has (409) and bad input (400)', async () => {
    await signUpUser(t.app, { username: 'taken_name' });
    const { cookie } = await signUpUser(t.app);
    const taken = await inject('PATCH', '/api/auth/account', cookie, { username: 'TAKEN_NAME' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe('This username is already taken');
    const bad = await inject('PATCH', '/api/auth/account', cookie, { name: 'x'.repeat(101) });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe('Name must be at most 100 characters');
  });

  it("counts each 'username_taken' against the account and the client, like sign-up: 429 after 10, a name change still goes through", async () => {
    const names: string[] = [];
    for (let i = 0; i < 10; i++) {
      const username = `probe_target_${i}`;
      await signUpUser(t.app, { username });
      names.push(username);
    }
    const { cookie } = await signUpUser(t.app);
    const patchFrom = (ip: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/auth/account', headers: sameOrigin(cookie), payload, remoteAddress: ip });
    // Each probe from another client, so only the account's counter trips.
    for (const [i, username] of names.entries()) {
      const res = await patchFrom(`198.51.100.${i + 1}`, { username });
      expect(res.statusCode, res.body).toBe(409);
      expect(json(res)).toMatchObject({ code: 'username_taken' });
    }
    const blocked = await patchFrom('198.51.100.200', { username: 'free_name_now' });
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Too many user name attempts/) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Only user names are held back: the display name still changes.
    const renamed = await patchFrom('198.51.100.200', { name: 'Still Me' });
    expect(renamed.statusCode).toBe(200);
    expect(json(renamed)).toMatchObject({ user: { name: 'Still Me' } });
    // Another account from another client is not held back.
    const other = await signUpUser(t.app);
    const free = await t.app.inject({ method: 'PATCH', url: '/api/auth/account', headers: sameOrigin(other.cookie), payload: { username: 'free_name_now' }, remoteAddress: '192.0.2.55' });
    expect(free.statusCode, free.body).toBe(200);
  });

  it('POST /api/auth/password needs the current password, then signs out the other sessions only', async () => {
    const email = uniqueEmail('pw');
    const { cookie } = await signUpUser(t.app, { email });
    const other = await signIn(t.app, email);
    const wrong = await inject('POST', '/api/auth/password', cookie, { currentPassword: 'nope-nope', newPassword: 'brand-new-pass' });
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong).message).toBe('Current password is incorrect');
    const short = await inject('POST', '/api/auth/password', cookie, { currentPassword: TEST_PASSWORD, newPassword: '123' });
    expect(short.statusCode).toBe(400);
    expect(json(short).message).toBe('Password must be at least 6 characters');

    expect((await inject('GET', '/api/auth/user', other)).statusCode).toBe(200); // cached now
    const ok = await inject('POST', '/api/auth/password', cookie, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass' });
    expect(ok.statusCode).toBe(200);
    expect((await inject('GET', '/api/auth/user', cookie)).statusCode).toBe(200);
    expect((await inject('GET', '/api/auth/user', other)).statusCode).toBe(401);
    const oldPw = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
    expect(oldPw.statusCode).toBe(401);
    const newPw = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'brand-new-pass' } });
    expect(newPw.statusCode).toBe(200);
  });

  it('lets an account without a password (Google) set one, and sign in with it', async () => {
    const email = uniqueEmail('google');
    const [row] = await t.db.insert(users).values({ email, provider: 'google' }).returning();
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'anything' } });
    expect(refused.statusCode).toBe(401);
    expect(json(refused).message).toMatch(/signs in with Google/);
    // Sign the Google user in by creating a session the way the OAuth callback does.
    const session = await createSessionStore(t.db).create(row!.id);
    const cookie = `mnemo_sid=${session.token}`;
    const set = await inject('POST', '/api/auth/password', cookie, { newPassword: 'first-password' });
    expect(set.statusCode).toBe(200);
    expect(json(await inject('GET', '/api/auth/account', cookie))).toMatchObject({ hasPassword: true });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'first-password' } });
    expect(login.statusCode).toBe(200);
  });

  describe('data isolation, export and deletion', () => {
    it("a second user cannot read the first user's data", async () => {
      const a = await signUpUser(t.app);
      const b = await signUpUser(t.app);
      const seeded = await seedOwnedData(t.db, a.user.id, 'alpha01', t.app.storage);

      await expect(requireOwnedFileWorkspace(t.db, seeded.fileWorkspaceId, b.user.id)).rejects.toMatchObject({ statusCode: 404 });
      await expect(requireSharedWorkspaceRole(t.db, seeded.sharedWorkspaceId, b.user.id)).rejects.toMatchObject({ statusCode: 404 });
      await expect(requireOwnedFileWorkspace(t.db, seeded.fileWorkspaceId, a.user.id)).resolves.toMatchObject({ id: seeded.fileWorkspaceId });
      await expect(requireSharedWorkspaceRole(t.db, seeded.sharedWorkspaceId, a.user.id, 'owner')).resolves.toMatchObject({ role: 'owner' });
      await expect(requireOwnedFileWorkspace(t.db, 'not-a-uuid', a.user.id)).rejects.toMatchObject({ statusCode: 404 });

      // A member may read but not act as admin.
      await t.db.insert(sharedWorkspaceMembers).values({ workspaceId: seeded.sharedWorkspaceId, userId: b.user.id, role: 'member' });
      await expect(requireSharedWorkspaceRole(t.db, seeded.sharedWorkspaceId, b.user.id)).resolves.toMatchObject({ role: 'member' });
      await expect(requireSharedWorkspaceRole(t.db, seeded.sharedWorkspaceId, b.user.id, 'admin')).rejects.toMatchObject({ statusCode: 403 });
      await t.db.delete(sharedWorkspaceMembers).where(eq(sharedWorkspaceMembers.userId, b.user.id));

      const exportB = await inject('GET', '/api/auth/export', b.cookie);
      expect(exportB.statusCode).toBe(200);
      expect(exportB.body).not.toContain('alpha01');
      expect(exportB.body).not.toContain(a.user.email);
      expect(json(exportB)).toMatchObject({ user: { id: b.user.id }, fileWorkspaces: [], sharedWorkspaces: [], activity: [] });
    });

    it('GET /api/auth/export downloads everything the user owns as JSON, without secrets', async () => {
      const a = await signUpUser(t.app, { name: 'Exporter' });
      await seedOwnedData(t.db, a.user.id, 'export01', t.app.storage);
      const res = await inject('GET', '/api/auth/export', a.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mnemo-data-\d{4}-\d{2}-\d{2}\.json"$/);
      const doc = json<Record<string, unknown>>(res);
      expect(doc).toMatchObject({
        format: 'mnemo-account-export',
        user: { id: a.user.id, email: a.user.email, name: 'Exporter', provider: 'local' },
        linkedAccounts: [{ provider: 'google', email: 'export01@gmail.example' }],
        sessions: [{ userAgent: expect.any(String) }],
        fileWorkspaces: [
          {
            name: 'files-export01',
            messages: [{ message: 'message-export01' }],
            files: [{ fileName: 'notes-export01.txt', fileType: 'text/plain', size: 10 }],
          },
        ],
        sharedWorkspaces: [{ name: 'shared-export01', role: 'owner', invites: [{ email: 'invitee-export01@example.com' }] }],
        activity: [{ message: 'activity-export01', type: 'text' }],
        aiUsage: [{ feature: 'feature-export01', inputTokens: 3, outputTokens: 4 }],
        businessSessions: [{ title: 'business-export01', state: { okr: 'okr-export01' } }],
      });
      expect(res.body).not.toMatch(/argon2|passwordHash|secret-hash|storageKey/);
      const token = a.cookie.split('=')[1]!;
      expect(res.body).not.toContain(token);
      expect((await t.app.inject('/api/auth/export')).statusCode).toBe(401);
    });

    it('the export has the Matrix account, rooms and deployments, never the sealed token or secrets', async () => {
      const a = await signUpUser(t.app);
      await t.db.insert(matrixAccounts).values({ userId: a.user.id, matrixUserId: '@ada:matrix.test', homeserverUrl: 'http://127.0.0.1:1', tokenSealed: 'v1.sealed-token-value' });
      await t.db.insert(matrixRooms).values({ userId: a.user.id, roomId: '!room-export', name: 'WhatsApp Bridge', type: 'bridge', bridge: 'whatsapp', unread: 2, facts: {} });
      await t.db.insert(matrixDeployments).values({ userId: a.user.id, domain: 'ada.test', secretsSealed: 'v1.sealed-secrets-value' });
      const res = await inject('GET', '/api/auth/export', a.cookie);
      expect(json(res)).toMatchObject({
        matrix: {
          account: { matrixUserId: '@ada:matrix.test', homeserverUrl: 'http://127.0.0.1:1' },
          rooms: [{ id: '!room-export', name: 'WhatsApp Bridge', type: 'bridge', bridge: 'whatsapp', unread: 2 }],
          deployments: [{ domain: 'ada.test', reachable: null }],
        },
      });
      expect(res.body).not.toMatch(/sealed-token-value|sealed-secrets-value/);
    });

    it('DELETE /api/auth/account needs the typed email and password, then removes everything the user owns', async () => {
      const a = await signUpUser(t.app);
      const b = await signUpUser(t.app);
      const seededA = await seedOwnedData(t.db, a.user.id, 'delete01', t.app.storage);
      const seededB = await seedOwnedData(t.db, b.user.id, 'keep0001', t.app.storage);
      // A is also a member of B's shared workspace.
      await t.db.insert(sharedWorkspaceMembers).values({ workspaceId: seededB.sharedWorkspaceId, userId: a.user.id, role: 'member' });

      const mismatch = await inject('DELETE', '/api/auth/account', a.cookie, { confirmEmail: 'someone@else.com', password: TEST_PASSWORD });
      expect(mismatch.statusCode).toBe(400);
      expect(json(mismatch).message).toBe('The email you typed does not match your account');
      const badPw = await inject('DELETE', '/api/auth/account', a.cookie, { confirmEmail: a.user.email, password: 'wrong-password' });
      expect(badPw.statusCode).toBe(403);
      const noPw = await inject('DELETE', '/api/auth/account', a.cookie, { confirmEmail: a.user.email });
      expect(noPw.statusCode).toBe(400);

      const res = await inject('DELETE', '/api/auth/account', a.cookie, { confirmEmail: a.user.email.toUpperCase(), password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(json(res).message).toBe('Your account and all of its data have been deleted.');
      expect(sessionCookieFrom(res)).toBeUndefined();
      expect((await inject('GET', '/api/auth/user', a.cookie)).statusCode).toBe(401);

      const countFor = async () => ({
        users: (await t.db.select().from(users).where(eq(users.id, a.user.id))).length,
        sessions: (await t.db.select().from(sessions).where(eq(sessions.userId, a.user.id))).length,
        oauth: (await t.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, a.user.id))).length,
        fileWorkspaces: (await t.db.select().from(fileWorkspaces).where(eq(fileWorkspaces.ownerId, a.user.id))).length,
        messages: (await t.db.select().from(conversationMessages).where(eq(conversationMessages.workspaceId, seededA.fileWorkspaceId))).length,
        files: (await t.db.select().from(workspaceFiles).where(eq(workspaceFiles.workspaceId, seededA.fileWorkspaceId))).length,
        shared: (await t.db.select().from(sharedWorkspaces).where(eq(sharedWorkspaces.ownerId, a.user.id))).length,
        invites: (await t.db.select().from(sharedWorkspaceInvites).where(eq(sharedWorkspaceInvites.workspaceId, seededA.sharedWorkspaceId))).length,
        memberships: (await t.db.select().from(sharedWorkspaceMembers).where(eq(sharedWorkspaceMembers.userId, a.user.id))).length,
        activity: (await t.db.select().from(activityEntries).where(eq(activityEntries.userId, a.user.id))).length,
        aiUsage: (await t.db.select().from(aiUsage).where(eq(aiUsage.userId, a.user.id))).length,
        business: (await t.db.select().from(businessSessions).where(eq(businessSessions.userId, a.user.id))).length,
      });
      expect(Object.values(await countFor()).every((n) => n === 0)).toBe(true);
      expect(await t.app.storage.exists(seededA.storageKey)).toBe(false);
      expect(fs.existsSync(path.join(t.config.uploadsDir, seededA.storageKey))).toBe(false);

      // B's data is untouched.
      expect(await t.app.storage.exists(seededB.storageKey)).toBe(true);
      expect(fs.existsSync(path.join(t.config.uploadsDir, seededB.storageKey))).toBe(true);
      const bWorkspaces = await t.db.select().from(sharedWorkspaces).where(inArray(sharedWorkspaces.id, [seededB.sharedWorkspaceId]));
      expect(bWorkspaces).toHaveLength(1);
      expect((await inject('GET', '/api/auth/user', b.cookie)).statusCode).toBe(200);
    });
  });
});
