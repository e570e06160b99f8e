/**
 * Live connections lose what revoked access takes away, on every instance (issue 25,
 * defect 5; ADR 047). Two instances share one database, as in production: a member's
 * outline socket is open on B while the owner (or the member themselves) acts on A.
 * Removal from the workspace, sign-out, a password change, account deletion and the
 * page leaving the workspace each close the socket, and an edit made after that is not
 * saved; the SSE stream ends too. Once with the database's pub/sub, once with Redis's. No timing: each test waits for the close event, with
 * the test's timeout as the bound.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import WebSocket from 'ws';
import { OUTLINE_SOCKET_PATH, type OutlinePage } from '../../src/contract/outline';
import { signIn, signUpUser, TEST_ORIGIN, TEST_PASSWORD } from '../support/auth';
import { createTestApp, json, type TestApp } from '../support/create-test-app';
import { connectOutline, eventually, type OutlineClient } from '../support/outline-client';
import { startRedis, type RunningRedis } from '../support/redis';
import { openTestDatabase, testDbKind } from '../support/test-db';
import type { Database } from '../../src/server/db/client';
import { appendTree, docToTree } from '../../src/server/features/outline/outline-doc';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

const texts = (doc: Y.Doc) => docToTree(doc).map((n) => n.text);

/**
 * Resolves with the close code when the client's WebSocket closes. The client stops
 * there: a browser would reconnect, which each test does itself with a second client.
 */
function closed(c: OutlineClient): Promise<number> {
  return new Promise((resolve) =>
    c.socket.on('close', ({ event }: { event: { code: number } }) => {
      c.socket.connect = async () => undefined;
      c.close();
      resolve(event.code);
    }),
  );
}

/** The HTTP status a WebSocket upgrade is refused with (0: it was accepted). */
function upgradeStatus(url: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url.replace(/^http/, 'ws') + OUTLINE_SOCKET_PATH, { headers: { cookie, origin: url } });
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? -1);
      ws.terminate();
    });
    ws.on('open', () => {
      resolve(0);
      ws.close();
    });
    ws.on('error', reject);
  });
}

describe.each([testDbKind(), 'redis'] as const)(`live access across two instances (${testDbKind()}), pub/sub on %s`, (backend) => {
  let database: Database;
  let redis: RunningRedis | undefined;
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  let owner: string;
  let workspaceId: string;
  let inviteCode: string;
  const clients: OutlineClient[] = [];

  const send = (t: TestApp, method: 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie, origin: TEST_ORIGIN }, payload });
  const connect = (url: string, pageId: string, cookie: string) => {
    const c = connectOutline(url, pageId, cookie);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    // With REDIS_URL, the apps pick Redis for pub/sub themselves, as in production.
    redis = backend === 'redis' ? await startRedis() : undefined;
    const env = redis ? { REDIS_URL: redis.url } : undefined;
    a = await createTestApp({ database, env });
    b = await createTestApp({ database, env });
    urlA = await listen(a);
    urlB = await listen(b);
    owner = (await signUpUser(a.app, { name: 'Owner' })).cookie;
    const created = json<{ workspace: { id: string }; inviteCode: string }>(
      await send(a, 'POST', '/api/workspaces/create', owner, { name: 'Team' }),
    );
    workspaceId = created.workspace.id;
    inviteCode = created.inviteCode;
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await a?.close();
    await b?.close();
    await redis?.stop();
    await database?.close();
  });

  /**
   * A shared page with the owner on A and a new member on B, both live: the member
   * receives the owner's edits (what the defect kept doing after revocation).
   */
  async function memberOnB() {
    const member = await signUpUser(a.app, { name: 'Member' });
    const joined = await send(a, 'POST', '/api/workspaces/join', member.cookie, { inviteCode });
    expect(joined.statusCode).toBe(200);
    const page = json<OutlinePage>(await send(a, 'POST', '/api/outline/pages', owner, { title: 'Plan', workspaceId }));
    const ownerClient = connect(urlA, page.id, owner);
    const memberClient = connect(urlB, page.id, member.cookie);
    await Promise.all([ownerClient.ready, memberClient.ready]);
    appendTree(ownerClient.doc, [{ text: 'before', children: [] }]);
    await eventually(() => expect(texts(memberClient.doc)).toContain('before'));
    return { member, page, ownerClient, memberClient, socketClosed: closed(memberClient) };
  }

  /**
   * After the member's socket closed: the member edits and reconnects with that edit
   * (what a browser does); the server refuses (the page, or with the session gone the
   * upgrade itself), and the edit never reaches the page, while the owner's next edit does.
   */
  async function laterEditNotSaved(ctx: Awaited<ReturnType<typeof memberOnB>>, cookie: string) {
    appendTree(ctx.memberClient.doc, [{ text: 'after revocation', children: [] }]);
    if ((await upgradeStatus(urlB, cookie)) === 0) {
      const again = connect(urlB, ctx.page.id, cookie);
      Y.applyUpdate(again.doc, Y.encodeStateAsUpdate(ctx.memberClient.doc));
      await expect(again.ready).rejects.toThrow(/permission-denied/);
    }
    appendTree(ctx.ownerClient.doc, [{ text: 'owner later', children: [] }]);
    await eventually(async () => {
      const md = await a.app.inject({ method: 'GET', url: `/api/outline/pages/${ctx.page.id}/export`, headers: { cookie: owner } });
      expect(md.body).toContain('owner later');
    });
    const stored = await b.app.inject({ method: 'GET', url: `/api/outline/pages/${ctx.page.id}/export`, headers: { cookie: owner } });
    expect(stored.body).not.toContain('after revocation');
    expect(texts(ctx.ownerClient.doc)).not.toContain('after revocation');
  }

  it('removing a member on A closes their socket on B, and a later edit is not saved', async () => {
    const ctx = await memberOnB();
    const removed = await send(a, 'DELETE', `/api/workspaces/${workspaceId}/members/${ctx.member.user.id}`, owner);
    expect(removed.statusCode).toBe(200);
    expect(await ctx.socketClosed).toBe(4403);
    await laterEditNotSaved(ctx, ctx.member.cookie);
  });

  it('signing out on A closes the socket on B, and a later edit is not saved', async () => {
    const ctx = await memberOnB();
    expect((await send(a, 'POST', '/api/auth/logout', ctx.member.cookie)).statusCode).toBe(200);
    expect(await ctx.socketClosed).toBe(4401);
    expect(await upgradeStatus(urlB, ctx.member.cookie)).toBe(401);
    await laterEditNotSaved(ctx, ctx.member.cookie);
  });

  it('a password change on A (from another session) closes the socket on B', async () => {
    const ctx = await memberOnB();
    const other = await signIn(a.app, ctx.member.user.email, TEST_PASSWORD);
    const changed = await send(a, 'POST', '/api/auth/password', other, { currentPassword: TEST_PASSWORD, newPassword: 'another secret 123' });
    expect(changed.statusCode).toBe(200);
    expect(await ctx.socketClosed).toBe(4401);
    expect(await upgradeStatus(urlB, ctx.member.cookie)).toBe(401);
    await laterEditNotSaved(ctx, ctx.member.cookie);
  });

  it('deleting the account on A closes its socket on B', async () => {
    const ctx = await memberOnB();
    const del = await a.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { cookie: ctx.member.cookie, origin: TEST_ORIGIN },
      payload: { confirmEmail: ctx.member.user.email, password: TEST_PASSWORD },
    });
    expect(del.statusCode).toBe(200);
    expect(await ctx.socketClosed).toBe(4401);
  });

  it('the workspace owner deleting their account on A closes a member’s socket on its page on B', async () => {
    const owner2 = await signUpUser(a.app, { name: 'Leaving owner' });
    const created = json<{ workspace: { id: string }; inviteCode: string }>(
      await send(a, 'POST', '/api/workspaces/create', owner2.cookie, { name: 'Short-lived' }),
    );
    const member = await signUpUser(a.app, { name: 'Staying member' });
    expect((await send(a, 'POST', '/api/workspaces/join', member.cookie, { inviteCode: created.inviteCode })).statusCode).toBe(200);
    const page = json<OutlinePage>(
      await send(a, 'POST', '/api/outline/pages', owner2.cookie, { title: 'Goes with the owner', workspaceId: created.workspace.id }),
    );
    const memberClient = connect(urlB, page.id, member.cookie);
    await memberClient.ready;
    const socketClosed = closed(memberClient);
    const del = await a.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { cookie: owner2.cookie, origin: TEST_ORIGIN },
      payload: { confirmEmail: owner2.user.email, password: TEST_PASSWORD },
    });
    expect(del.statusCode).toBe(200);
    expect(await socketClosed).toBe(4403);
  });

  it('the owner making the page private on A closes the member’s socket on B; the owner keeps editing', async () => {
    const ctx = await memberOnB();
    const moved = await send(a, 'PATCH', `/api/outline/pages/${ctx.page.id}`, owner, { workspaceId: null });
    expect(moved.statusCode).toBe(200);
    expect(await ctx.socketClosed).toBe(4403);
    await laterEditNotSaved(ctx, ctx.member.cookie);
  });

  it('the SSE stream on B ends after signing out on A', async () => {
    const member = await signUpUser(a.app, { name: 'Streamer' });
    const res = await fetch(`${urlB}/api/events`, { headers: { cookie: member.cookie } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = '';
    const ended = (async () => {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return text;
        text += new TextDecoder().decode(chunk.value);
      }
    })();
    await eventually(() => expect(text).toContain(': connected'));
    expect((await send(a, 'POST', '/api/auth/logout', member.cookie)).statusCode).toBe(200);
    expect(await ended).toContain('event: session_ended');
  });

  // Last: it deletes the workspace the others use.
  it('deleting the workspace on A closes the member’s socket on its page on B', async () => {
    const ctx = await memberOnB();
    expect((await send(a, 'DELETE', `/api/workspaces/${workspaceId}`, owner)).statusCode).toBe(200);
    expect(await ctx.socketClosed).toBe(4403);
  });
});
