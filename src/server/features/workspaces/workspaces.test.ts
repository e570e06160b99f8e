import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, signUpUser, uniqueEmail } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { EMPTY_ACTIVITY_STATS } from '../../../../tests/support/activity-stats';
import { ACTIVITY_TYPES, type ActivityHistoryEntry } from '../../../contract/activity';
import type {
  CreateWorkspaceResponse,
  JoinWorkspaceResponse,
  UsageResponse,
  WorkspaceDetail,
  WorkspaceListItem,
} from '../../../contract/workspaces';
import { activityEntries, aiUsage, sharedWorkspaces } from '../../db/schema';

type Res = { statusCode: number; body: string; headers: Record<string, string | string[] | number | undefined> };
const CHAT = { messages: [{ id: 'u1', role: 'user', content: 'Our MRR is $40K and burn is $60K a month. How long is our runway with $900K in the bank?' }] };

describe('shared workspaces and activity (API)', () => {
  let t: TestApp;
  let req: (cookie: string, method: string, url: string, payload?: unknown, remoteAddress?: string) => Promise<Res>;
  beforeAll(async () => {
    t = await createTestApp({ limits: { joinMaxFailures: 3, joinWindowMs: 60_000 }, env: { AI_REQUESTS_PER_MINUTE: '1000' } });
    req = (cookie, method, url, payload, remoteAddress) =>
      t.app.inject({
        method: method as 'GET',
        url,
        headers: sameOrigin(cookie),
        ...(remoteAddress ? { remoteAddress } : {}),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
  });
  afterAll(() => t.close());

  async function workspace(cookie: string, body: Record<string, unknown> = {}) {
    const res = await req(cookie, 'POST', '/api/workspaces/create', { name: 'Launch team', description: 'Q4 launch', inviteUsers: [], accessCode: null, accessPassword: null, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return json<CreateWorkspaceResponse>(res);
  }

  it('every workspace and activity route needs sign-in', async () => {
    for (const [method, url] of [
      ['GET', '/api/workspaces'],
      ['POST', '/api/workspaces/create'],
      ['POST', '/api/workspaces/join'],
      ['GET', '/api/user/activity-history'],
      ['POST', '/api/user/seed-activity'],
      ['GET', '/api/user/activity-stats'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? { name: 'x', inviteCode: 'ABCD1234' } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('create: name required, access code upper-cased, password answered once and stored hashed, invitees checked', async () => {
    const { cookie } = await signUpUser(t.app);
    const blank = await req(cookie, 'POST', '/api/workspaces/create', { name: '   ', description: '', inviteUsers: [], accessCode: null, accessPassword: null });
    expect(blank.statusCode).toBe(400);
    expect(json(blank).message).toContain('Workspace name is required');
    const dup = await req(cookie, 'POST', '/api/workspaces/create', {
      name: 'Dup',
      inviteUsers: [{ email: 'a@example.com', role: 'member' }, { email: 'A@example.com ', role: 'admin' }],
    });
    expect(dup.statusCode).toBe(400);
    expect(json(dup).message).toContain('Each email can be invited once');
    const badRole = await req(cookie, 'POST', '/api/workspaces/create', { name: 'R', inviteUsers: [{ email: 'b@example.com', role: 'owner' }] });
    expect(badRole.statusCode).toBe(400);

    const code = `zq${Date.now().toString(36)}`.slice(0, 10);
    const created = await workspace(cookie, { accessCode: ` ${code} `, accessPassword: 's3cret pass', inviteUsers: [{ email: 'Invitee@Example.com' }] });
    expect(created.inviteCode).toBe(code.toUpperCase());
    expect(created.accessPassword).toBe('s3cret pass');
    expect(created.workspace).toMatchObject({ name: 'Launch team', description: 'Q4 launch', role: 'owner' });
    expect(created.invites).toEqual([{ email: 'invitee@example.com', role: 'member', link: expect.stringContaining('/beta/activity?invite='), emailed: false }]);
    expect(created.emailEnabled).toBe(false);
    const [row] = await t.db.select().from(sharedWorkspaces).where(eq(sharedWorkspaces.id, created.workspace.id));
    expect(row!.accessPasswordHash).toMatch(/^\$argon2id\$/);
    const detail = await req(cookie, 'GET', `/api/workspaces/${created.workspace.id}`);
    expect(detail.body).not.toContain('s3cret pass');
    expect(detail.body).not.toContain('argon2');
    expect(json<WorkspaceDetail>(detail)).toMatchObject({ hasPassword: true, inviteCode: code.toUpperCase(), role: 'owner' });

    const generated = await workspace(cookie, { name: 'Generated' });
    expect(generated.inviteCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(generated.accessPassword).toBeNull();

    const taken = await req(cookie, 'POST', '/api/workspaces/create', { name: 'Again', accessCode: code });
    expect(taken.statusCode).toBe(409);
  });

  it('a chosen access code has at least 8 characters (#25): shorter ones are a 400 with the contract message', async () => {
    const { cookie } = await signUpUser(t.app);
    for (const accessCode of ['ABCD', 'ab12', 'ABCD123']) {
      const res = await req(cookie, 'POST', '/api/workspaces/create', { name: 'Short', accessCode });
      expect(res.statusCode, accessCode).toBe(400);
      expect(json(res).message).toContain('Access codes use letters and digits only (8 to 32 characters)');
    }
    expect((await req(cookie, 'POST', '/api/workspaces/create', { name: 'Eight', accessCode: `c8${Date.now().toString(36)}`.slice(0, 8) })).statusCode).toBe(201);
  });

  it('access-code collisions at create count as wrong join guesses (#25): the shared throttle answers 429 after 3, for create and join', async () => {
    const owner = await signUpUser(t.app);
    const taken = [0, 1, 2, 3].map((i) => `T${i}${crypto.randomBytes(5).toString('hex')}`.toUpperCase());
    for (const code of taken) await workspace(owner.cookie, { name: `Taken ${code}`, accessCode: code });
    const prober = await signUpUser(t.app);
    // Its own client address, so the other tests' joins are not blocked.
    const ip = '10.6.6.6';
    for (const code of taken.slice(0, 3)) {
      const res = await req(prober.cookie, 'POST', '/api/workspaces/create', { name: 'Probe', accessCode: code }, ip);
      expect(res.statusCode, res.body).toBe(409);
      expect(json(res)).toMatchObject({ code: 'code_taken' });
    }
    // Past the limit (joinMaxFailures: 3): a chosen code is not even looked up.
    const blocked = await req(prober.cookie, 'POST', '/api/workspaces/create', { name: 'Probe', accessCode: taken[3] }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toMatchObject({ code: 'join_throttled' });
    // The same buckets as join: per user (from elsewhere) and per client address (another user).
    expect((await req(prober.cookie, 'POST', '/api/workspaces/join', { inviteCode: taken[3] }, '10.6.6.7')).statusCode).toBe(429);
    const neighbour = await signUpUser(t.app);
    expect((await req(neighbour.cookie, 'POST', '/api/workspaces/create', { name: 'Probe', accessCode: taken[3] }, ip)).statusCode).toBe(429);
    // A generated code cannot probe anything, so it is not throttled.
    expect((await req(prober.cookie, 'POST', '/api/workspaces/create', { name: 'Mine', accessCode: null }, ip)).statusCode).toBe(201);
  });

  it('join: code trimmed and case-insensitive, password checked, joining twice harmless; list shows role and member count', async () => {
    const owner = await signUpUser(t.app);
    const created = await workspace(owner.cookie, { accessPassword: 'open sesame' });
    const joiner = await signUpUser(t.app);
    // Its own client address: the wrong attempts here must not throttle the other tests.
    const ip = '10.7.7.7';
    const noPw = await req(joiner.cookie, 'POST', '/api/workspaces/join', { inviteCode: created.inviteCode.toLowerCase() }, ip);
    expect(noPw.statusCode).toBe(403);
    expect(json(noPw).message).toBe('This workspace needs its password.');
    const wrongPw = await req(joiner.cookie, 'POST', '/api/workspaces/join', { inviteCode: created.inviteCode, password: 'open sesam' }, ip);
    expect(wrongPw.statusCode).toBe(403);
    expect(json(wrongPw).message).toBe('Wrong workspace password.');
    const ok = await req(joiner.cookie, 'POST', '/api/workspaces/join', { inviteCode: `  ${created.inviteCode.toLowerCase()}\t`, password: 'open sesame' });
    expect(ok.statusCode, ok.body).toBe(200);
    const joined = json<JoinWorkspaceResponse>(ok);
    expect(joined.workspace.name).toBe('Launch team');
    expect(joined.alreadyMember).toBe(false);
    expect(joined.message).toBe('Successfully joined workspace: Launch team!');
    const again = json<JoinWorkspaceResponse>(await req(joiner.cookie, 'POST', '/api/workspaces/join', { inviteCode: created.inviteCode }, ip));
    expect(again).toMatchObject({ alreadyMember: true, workspace: { role: 'member', name: 'Launch team' } });

    const list = json<WorkspaceListItem[]>(await req(joiner.cookie, 'GET', '/api/workspaces'));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: created.workspace.id, name: 'Launch team', role: 'member', memberCount: 2, active: false });
    const ownerList = json<WorkspaceListItem[]>(await req(owner.cookie, 'GET', '/api/workspaces'));
    expect(ownerList[0]).toMatchObject({ role: 'owner', memberCount: 2 });

    const unknown = await req(joiner.cookie, 'POST', '/api/workspaces/join', { inviteCode: 'NOPE0000' }, ip);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('No workspace has that invite code.');
  });

  it('join is throttled after repeated wrong codes, per user and per address', async () => {
    // Its own client address, so the other tests' joins are not blocked.
    const ip = '10.9.9.9';
    const { cookie } = await signUpUser(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await req(cookie, 'POST', '/api/workspaces/join', { inviteCode: `WRONG${i}00` }, ip)).statusCode).toBe(404);
    }
    const owner = await signUpUser(t.app);
    const real = await workspace(owner.cookie);
    const blocked = await req(cookie, 'POST', '/api/workspaces/join', { inviteCode: real.inviteCode }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked).message).toMatch(/^Too many wrong invite codes or passwords\. Please try again in \d+ minutes?\.$/);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Same address, another account: the address is blocked too; the same account elsewhere as well.
    const other = await signUpUser(t.app);
    expect((await req(other.cookie, 'POST', '/api/workspaces/join', { inviteCode: real.inviteCode }, ip)).statusCode).toBe(429);
    expect((await req(cookie, 'POST', '/api/workspaces/join', { inviteCode: real.inviteCode }, '10.8.8.8')).statusCode).toBe(429);
    expect((await req(other.cookie, 'POST', '/api/workspaces/join', { inviteCode: real.inviteCode }, '10.8.8.8')).statusCode).toBe(200);
  });

  it('roles: members read but cannot invite, rotate, set the budget or remove; admins can; non-members get 404 everywhere', async () => {
    const owner = await signUpUser(t.app);
    const created = await workspace(owner.cookie);
    const id = created.workspace.id;
    const member = await signUpUser(t.app);
    const j = await req(member.cookie, 'POST', '/api/workspaces/join', { inviteCode: created.inviteCode });
    expect(j.statusCode, j.body).toBe(200);
    const outsider = await signUpUser(t.app);

    const asMember = json<WorkspaceDetail>(await req(member.cookie, 'GET', `/api/workspaces/${id}`));
    expect(asMember.role).toBe('member');
    expect(asMember.inviteCode).toBeNull();
    expect(asMember.invites).toEqual([]);
    expect(asMember.members.map((m) => m.role).sort()).toEqual(['member', 'owner']);

    const forbidden = [
      ['POST', `/api/workspaces/${id}/invites`, { invites: [{ email: uniqueEmail() }] }],
      ['POST', `/api/workspaces/${id}/rotate-code`, undefined],
      ['PUT', `/api/workspaces/${id}/budget`, { monthlyTokens: 50_000 }],
      ['DELETE', `/api/workspaces/${id}/members/${owner.user.id}`, undefined],
      ['PATCH', `/api/workspaces/${id}/members/${member.user.id}`, { role: 'admin' }],
      ['POST', `/api/workspaces/${id}/invites/revoke`, { email: 'x@example.com' }],
    ] as const;
    for (const [method, url, body] of forbidden) {
      const res = await req(member.cookie, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const everything = [
      ['GET', `/api/workspaces/${id}`, undefined],
      ['GET', `/api/workspaces/${id}/usage`, undefined],
      ['GET', `/api/workspaces/${id}/usage.csv`, undefined],
      ['GET', `/api/user/activity-history?workspaceId=${id}`, undefined],
      ['POST', '/api/user/activity', { type: 'text', message: 'hi', workspaceId: id }],
      ['POST', '/api/user/seed-activity', { workspaceId: id }],
      ['PUT', '/api/workspaces/active', { workspaceId: id }],
      ...forbidden,
    ] as const;
    for (const [method, url, body] of everything) {
      const res = await req(outsider.cookie, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('Launch team');
    }

    // The owner makes the member an admin; the admin can now rotate the code and invite.
    expect((await req(owner.cookie, 'PATCH', `/api/workspaces/${id}/members/${member.user.id}`, { role: 'admin' })).statusCode).toBe(200);
    const rotated = await req(member.cookie, 'POST', `/api/workspaces/${id}/rotate-code`);
    expect(rotated.statusCode).toBe(200);
    const newCode = json<{ inviteCode: string }>(rotated).inviteCode;
    expect(newCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(newCode).not.toBe(created.inviteCode);
    expect((await req(outsider.cookie, 'POST', '/api/workspaces/join', { inviteCode: created.inviteCode })).statusCode).toBe(404);
    expect((await req(outsider.cookie, 'POST', '/api/workspaces/join', { inviteCode: newCode })).statusCode).toBe(200);
    // An admin removes a member, but not the owner.
    expect((await req(member.cookie, 'DELETE', `/api/workspaces/${id}/members/${outsider.user.id}`)).statusCode).toBe(200);
    expect((await req(member.cookie, 'DELETE', `/api/workspaces/${id}/members/${owner.user.id}`)).statusCode).toBe(403);
    expect((await req(outsider.cookie, 'GET', `/api/workspaces/${id}`)).statusCode).toBe(404);
    // Only the owner deletes the workspace.
    expect((await req(member.cookie, 'DELETE', `/api/workspaces/${id}`)).statusCode).toBe(403);
    expect((await req(outsider.cookie, 'DELETE', `/api/workspaces/${id}`)).statusCode).toBe(404);
    expect((await req(owner.cookie, 'DELETE', `/api/workspaces/${id}`)).statusCode).toBe(200);
    expect(json(await req(member.cookie, 'GET', '/api/workspaces'))).toEqual([]);
    expect((await req(member.cookie, 'GET', `/api/workspaces/${id}`)).statusCode).toBe(404);
  });

  it('signing up with an invited address claims nothing (#25): no invitation shown, none accepted by workspace id, the password not skipped, the role not granted', async () => {
    const owner = await signUpUser(t.app);
    const email = uniqueEmail('invitee');
    const created = await workspace(owner.cookie, {
      name: 'Board prep',
      accessPassword: 'board only',
      inviteUsers: [{ email: email.toUpperCase(), role: 'admin' }],
    });
    const id = created.workspace.id;
    // Anyone can sign up with the invited address: nothing proves they own it.
    const claimant = await signUpUser(t.app, { email });
    // No list of invitations "to your email" that would show the workspace's name.
    const listed = await req(claimant.cookie, 'GET', '/api/workspaces/invitations');
    // (the path now reads as GET /api/workspaces/:id with a malformed id)
    expect(listed.statusCode).toBe(400);
    expect(listed.body).not.toContain('Board prep');
    // Accepting by workspace id is refused.
    const byId = await req(claimant.cookie, 'POST', '/api/workspaces/invitations/accept', { workspaceId: id });
    expect(byId.statusCode).toBe(400);
    expect((await req(claimant.cookie, 'GET', `/api/workspaces/${id}`)).statusCode).toBe(404);
    // The invite code alone does not get in: the password is still asked.
    const ip = '10.5.5.5';
    const noPw = await req(claimant.cookie, 'POST', '/api/workspaces/join', { inviteCode: created.inviteCode }, ip);
    expect(noPw.statusCode).toBe(403);
    expect(json(noPw)).toMatchObject({ code: 'password_required' });
    // With code and password, a member: the invitation's admin role comes only with its link.
    const joined = await req(claimant.cookie, 'POST', '/api/workspaces/join', { inviteCode: created.inviteCode, password: 'board only' }, ip);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(json<JoinWorkspaceResponse>(joined).workspace.role).toBe('member');
    // The invitation stays for its link.
    const detail = json<WorkspaceDetail>(await req(owner.cookie, 'GET', `/api/workspaces/${id}`));
    expect(detail.invites).toEqual([expect.objectContaining({ email, role: 'admin' })]);
    expect(detail.members.find((m) => m.userId === claimant.user.id)?.role).toBe('member');
  });

  it("an invite link's token joins whoever holds it, with the invitation's role, once; the workspace password is still asked (#25)", async () => {
    const owner = await signUpUser(t.app);
    const created = await workspace(owner.cookie, {
      name: 'Link club',
      accessPassword: 'club secret',
      inviteUsers: [{ email: uniqueEmail('admin'), role: 'admin' }, { email: uniqueEmail('linked') }],
    });
    const tokenOf = (i: number) => new URL(created.invites[i]!.link).searchParams.get('invite')!;
    const holder = await signUpUser(t.app);
    // The link alone does not get in: a forwarded or leaked link needs the password too.
    const noPw = await req(holder.cookie, 'POST', '/api/workspaces/invitations/accept', { token: tokenOf(0) }, '10.6.6.1');
    expect(noPw.statusCode).toBe(403);
    expect(json(noPw)).toMatchObject({ code: 'password_required' });
    const wrongPw = await req(holder.cookie, 'POST', '/api/workspaces/invitations/accept', { token: tokenOf(0), password: 'guess' }, '10.6.6.1');
    expect(wrongPw.statusCode).toBe(403);
    expect(json(wrongPw)).toMatchObject({ code: 'wrong_password' });
    expect((await req(holder.cookie, 'GET', `/api/workspaces/${created.workspace.id}`)).statusCode).toBe(404);
    const viaLink = await req(holder.cookie, 'POST', '/api/workspaces/invitations/accept', { token: tokenOf(0), password: 'club secret' }, '10.6.6.1');
    expect(viaLink.statusCode, viaLink.body).toBe(200);
    expect(json<JoinWorkspaceResponse>(viaLink)).toMatchObject({ workspace: { name: 'Link club', role: 'admin' }, message: 'Successfully joined workspace: Link club!' });
    const second = await signUpUser(t.app);
    const secondJoin = await req(second.cookie, 'POST', '/api/workspaces/invitations/accept', { token: tokenOf(1), password: 'club secret' }, '10.6.6.2');
    expect(json<JoinWorkspaceResponse>(secondJoin).workspace.role).toBe('member');
    // Used up.
    const reused = await req((await signUpUser(t.app)).cookie, 'POST', '/api/workspaces/invitations/accept', { token: tokenOf(1), password: 'club secret' }, '10.6.6.3');
    expect(reused.statusCode).toBe(404);
    expect((await req(holder.cookie, 'POST', '/api/workspaces/invitations/accept', { token: 'not-a-real-token-123' }, '10.6.6.4')).statusCode).toBe(404);
    const detail = json<WorkspaceDetail>(await req(owner.cookie, 'GET', `/api/workspaces/${created.workspace.id}`));
    expect(detail.members).toHaveLength(3);
    expect(detail.invites).toEqual([]);
  });

  it('an invite link to a workspace without a password joins with the token alone; wrong passwords through links count in the join throttle', async () => {
    const owner = await signUpUser(t.app);
    const open = await workspace(owner.cookie, { name: 'Open door', inviteUsers: [{ email: uniqueEmail('open') }] });
    const token = new URL(open.invites[0]!.link).searchParams.get('invite')!;
    const joiner = await signUpUser(t.app);
    expect((await req(joiner.cookie, 'POST', '/api/workspaces/invitations/accept', { token }, '10.6.7.1')).statusCode).toBe(200);

    const locked = await workspace(owner.cookie, { name: 'Locked', accessPassword: 'right one', inviteUsers: [{ email: uniqueEmail('locked') }] });
    const lockedToken = new URL(locked.invites[0]!.link).searchParams.get('invite')!;
    const guesser = await signUpUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await req(guesser.cookie, 'POST', '/api/workspaces/invitations/accept', { token: lockedToken, password: `guess ${i}` }, '10.6.7.2')).statusCode);
    }
    expect(statuses).toContain(429);
    // Throttled: even the right password waits.
    expect((await req(guesser.cookie, 'POST', '/api/workspaces/invitations/accept', { token: lockedToken, password: 'right one' }, '10.6.7.2')).statusCode).toBe(429);
  });

  it('history: empty for a new user (no sample entries), seeded demo entries of every type, workspace filter, one-click removal', async () => {
    const owner = await signUpUser(t.app, { name: 'Olivia Owner' });
    const member = await signUpUser(t.app, { name: 'Max Member' });
    expect(json(await req(owner.cookie, 'GET', '/api/user/activity-history'))).toEqual([]);
    expect(json(await req(owner.cookie, 'GET', '/api/user/activity-stats'))).toEqual(EMPTY_ACTIVITY_STATS);
    const created = await workspace(owner.cookie, { name: 'Ops' });
    await req(member.cookie, 'POST', '/api/workspaces/join', { inviteCode: created.inviteCode });

    const seeded = await req(owner.cookie, 'POST', '/api/user/seed-activity', {});
    expect(seeded.statusCode).toBe(201);
    const count = json<{ created: number }>(seeded).created;
    expect(count).toBeGreaterThanOrEqual(ACTIVITY_TYPES.length);
    const all = json<ActivityHistoryEntry[]>(await req(owner.cookie, 'GET', '/api/user/activity-history'));
    const demo = all.filter((e) => e.demo);
    expect(demo).toHaveLength(count);
    expect(new Set(demo.map((e) => e.type))).toEqual(new Set(ACTIVITY_TYPES));
    expect(demo.find((e) => e.type === 'voice')!.metadata.duration).toEqual(expect.any(Number));
    expect(demo.find((e) => e.type === 'ai_response')!.metadata.model).toEqual(expect.any(String));
    expect(demo.find((e) => e.type === 'file')!.metadata.fileSize).toEqual(expect.any(Number));
    // Into the user's own history, newest first.
    expect(demo.every((e) => e.workspaceName === null && e.sharedWorkspaceId === null)).toBe(true);
    expect([...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((e) => e.id)).toEqual(all.map((e) => e.id));
    // Into a workspace only when asked: its members see them, marked demo.
    expect((await req(member.cookie, 'POST', '/api/user/seed-activity', { workspaceId: created.workspace.id })).statusCode).toBe(201);

    // Filter: only the workspace's entries, any member's, with its name.
    await req(member.cookie, 'POST', '/api/user/activity', { type: 'decision', message: 'Ship on Friday', workspaceId: created.workspace.id });
    await req(member.cookie, 'POST', '/api/user/activity', { type: 'text', message: 'Private note' });
    const ops = json<ActivityHistoryEntry[]>(await req(owner.cookie, 'GET', `/api/user/activity-history?workspaceId=${created.workspace.id}`));
    expect(ops.length).toBeGreaterThan(2);
    expect(ops.every((e) => e.workspaceName === 'Ops' && e.sharedWorkspaceId === created.workspace.id)).toBe(true);
    expect(ops.find((e) => e.message === 'Ship on Friday')!.author.name).toBe('Max Member');
    expect(ops.filter((e) => e.demo)).toHaveLength(count);
    expect(ops.filter((e) => e.demo).every((e) => e.author.name === 'Max Member')).toBe(true);
    expect(JSON.stringify(ops)).not.toContain('Private note');
    const ownerAll = json<ActivityHistoryEntry[]>(await req(owner.cookie, 'GET', '/api/user/activity-history'));
    expect(ownerAll.some((e) => e.message === 'Ship on Friday')).toBe(true);
    expect(ownerAll.some((e) => e.message === 'Private note')).toBe(false);

    const removed = await req(owner.cookie, 'DELETE', '/api/user/seed-activity');
    expect(json(removed)).toEqual({ removed: count });
    const after = json<ActivityHistoryEntry[]>(await req(owner.cookie, 'GET', '/api/user/activity-history'));
    // Only the owner's own demo entries went; the member's (in the workspace) are theirs to remove.
    expect(after.filter((e) => e.demo).every((e) => e.author.id === member.user.id)).toBe(true);
    expect(json(await req(member.cookie, 'DELETE', '/api/user/seed-activity'))).toEqual({ removed: count });
    const cleared = json<ActivityHistoryEntry[]>(await req(owner.cookie, 'GET', '/api/user/activity-history'));
    expect(cleared.some((e) => e.demo)).toBe(false);
    expect(after.some((e) => e.message === 'Ship on Friday')).toBe(true);
    const rows = await t.db.select().from(activityEntries).where(eq(activityEntries.demo, true));
    expect(rows.filter((r) => r.userId === owner.user.id)).toHaveLength(0);
  });

  it('budget: AI calls charge the active workspace, members are warned at 80 %, calls past the budget get 429', async () => {
    const owner = await signUpUser(t.app);
    const created = await workspace(owner.cookie, { name: 'Budgeted' });
    const id = created.workspace.id;
    const member = await signUpUser(t.app);
    await req(member.cookie, 'POST', '/api/workspaces/join', { inviteCode: created.inviteCode });
    expect((await req(member.cookie, 'PUT', '/api/workspaces/active', { workspaceId: id })).statusCode).toBe(200);
    expect((await req(owner.cookie, 'PUT', `/api/workspaces/${id}/budget`, { monthlyTokens: 999 })).statusCode).toBe(400);
    const set = await req(owner.cookie, 'PUT', `/api/workspaces/${id}/budget`, { monthlyTokens: 10_000 });
    expect(json(set)).toMatchObject({ monthlyTokens: 10_000, usedTokens: 0, warning: false, exceeded: false });

    // One real call is charged to the workspace.
    const first = await req(member.cookie, 'POST', '/api/assistant/chat', CHAT);
    expect(first.statusCode, first.body).toBe(200);
    const usage = json<UsageResponse>(await req(owner.cookie, 'GET', `/api/workspaces/${id}/usage`));
    expect(usage.rows).toHaveLength(1);
    expect(usage.rows[0]).toMatchObject({ userId: member.user.id, model: 'offline-analyst-1', requests: 1 });
    expect(usage.rows[0]!.inputTokens).toBeGreaterThan(0);
    const csv = await req(member.cookie, 'GET', `/api/workspaces/${id}/usage.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body.split('\r\n')[0]).toBe('day,member,model,input_tokens,output_tokens,cost_usd,requests');
    expect(csv.body.split('\r\n')[1]).toContain('offline-analyst-1');

    // Bring the month to just under 80 %: the next call crosses it and warns every member once.
    const used = usage.rows[0]!.inputTokens + usage.rows[0]!.outputTokens;
    await t.db.insert(aiUsage).values({ userId: owner.user.id, sharedWorkspaceId: id, feature: 'chat', engine: 'openai', model: 'gpt-4o-mini', inputTokens: 7_990 - used, outputTokens: 0 });
    const crossing = await req(member.cookie, 'POST', '/api/assistant/chat', CHAT);
    expect(crossing.statusCode).toBe(200);
    for (const who of [owner, member]) {
      const entries = json<ActivityHistoryEntry[]>(await req(who.cookie, 'GET', '/api/user/activity-history'));
      const warnings = entries.filter((e) => e.type === 'system' && e.message.includes('of its monthly AI budget'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.message).toMatch(/^Workspace "Budgeted" has used (8\d|9\d)% of its monthly AI budget/);
    }
    const listed = json<WorkspaceListItem[]>(await req(member.cookie, 'GET', '/api/workspaces'));
    expect(listed[0]!.budget).toMatchObject({ warning: true, exceeded: false, monthlyTokens: 10_000 });

    // Past the budget: 429 with a clear message; the owner's calls (no active workspace) still work.
    await t.db.insert(aiUsage).values({ userId: owner.user.id, sharedWorkspaceId: id, feature: 'chat', engine: 'openai', model: 'gpt-4o-mini', inputTokens: 5_000, outputTokens: 0 });
    const refused = await req(member.cookie, 'POST', '/api/assistant/chat', CHAT);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ code: 'workspace_budget_exceeded' });
    expect(json(refused).message).toContain('The workspace "Budgeted" has used its monthly AI budget of 10,000 tokens.');
    expect((await req(owner.cookie, 'POST', '/api/assistant/chat', CHAT)).statusCode).toBe(200);
    // Charging no workspace lifts it for the member; raising the budget too.
    expect((await req(member.cookie, 'PUT', '/api/workspaces/active', { workspaceId: null })).statusCode).toBe(200);
    expect((await req(member.cookie, 'POST', '/api/assistant/chat', CHAT)).statusCode).toBe(200);
  });
});
