/**
 * The Matrix client connection against a real Synapse (scripts/synapse.sh installs it;
 * tests/support/synapse.ts starts it on 127.0.0.1 with federation off): connect lists
 * the rooms the test made (names, bridge and DM kinds), messages go both ways, a second
 * Matrix user's message reaches the page live over SSE, failures are `success: false`,
 * and the sync loop resumes where it stopped after our server restarts.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { sameOrigin, signUpUser } from '../../../../tests/support/auth';
import { freePort } from '../../../../tests/support/free-port';
import { findSynapse, startSynapse, SYNAPSE_MISSING, type Synapse, type SynapseUser } from '../../../../tests/support/synapse';
import { openTestDatabase, testDbKind } from '../../../../tests/support/test-db';
import type { Database } from '../../db/client';
import { matrixAccounts } from '../../db/schema';
import { getMatrixAccount } from './matrix-accounts';
import type { MatrixConnectResponse, MatrixMessagesResponse, MatrixRoom } from '../../../contract/matrix';

function sseReader(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let done = false;
  return {
    text: () => text,
    async until(pred: (text: string) => boolean, ms = 20_000): Promise<boolean> {
      const deadline = Date.now() + ms;
      while (!pred(text) && !done && Date.now() < deadline) {
        const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), 500))]);
        if (chunk === null) continue;
        if (chunk.done) done = true;
        else text += decoder.decode(chunk.value, { stream: true });
      }
      return pred(text);
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}

function sseEvents(text: string, type: string): Record<string, unknown>[] {
  return text
    .split('\n\n')
    .filter((b) => b.startsWith(`event: ${type}\n`))
    .map((b) => JSON.parse(b.split('\ndata: ')[1]!) as Record<string, unknown>);
}

const SYNC = { pollTimeoutMs: 1500, claimEveryMs: 500, backoffBaseMs: 200, backoffMaxMs: 800, leaseMs: 5000 };

describe(`Matrix client connection with a real Synapse (${testDbKind()})`, () => {
  let synapse: Synapse;
  let database: Database;
  let t: TestApp;
  let alice: SynapseUser;
  let bob: SynapseUser;
  const rooms: Record<string, string> = {};
  let cookie: string;
  let mnemoUserId: string;

  const env = () => ({ MATRIX_HOMESERVER_URL: synapse.url });
  const app = () => t.app;

  beforeAll(async () => {
    const python = findSynapse();
    if (!python) throw new Error(SYNAPSE_MISSING);
    synapse = await startSynapse(python);
    alice = await synapse.register('alice', { displayName: 'Alice' });
    bob = await synapse.register('bob', { displayName: 'Bob' });
    const waBot = await synapse.register('whatsappbot', { displayName: 'WhatsApp bridge bot' });

    rooms.general = await synapse.createRoom(alice, { name: 'General', preset: 'private_chat', invite: [bob.userId] });
    await synapse.join(bob, rooms.general);
    rooms.whatsapp = await synapse.createRoom(alice, { name: 'Family (WhatsApp)', preset: 'private_chat', invite: [waBot.userId] });
    await synapse.join(waBot, rooms.whatsapp);
    rooms.telegram = await synapse.createRoom(alice, {
      name: 'Telegram Group',
      preset: 'private_chat',
      initial_state: [{ type: 'm.bridge', state_key: 'telegram', content: { protocol: { id: 'telegram', displayname: 'Telegram' } } }],
    });
    rooms.dm = await synapse.createRoom(alice, { preset: 'trusted_private_chat', is_direct: true, invite: [bob.userId] });
    await synapse.join(bob, rooms.dm);
    await synapse.api(alice, 'PUT', `/_matrix/client/v3/user/${encodeURIComponent(alice.userId)}/account_data/m.direct`, {
      [bob.userId]: [rooms.dm],
    });
    await synapse.send(bob, rooms.general, 'Hello from Bob');
    await synapse.send(waBot, rooms.whatsapp, 'Mum: dinner at 8?');

    database = await openTestDatabase();
    t = await createTestApp({ database, env: env(), overrides: { matrixSync: SYNC } });
    const u = await signUpUser(t.app);
    cookie = u.cookie;
    mnemoUserId = u.user.id;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await database?.close();
    await synapse?.stop();
  });

  const connect = (body: unknown, c = cookie, a = app()) =>
    a.inject({ method: 'POST', url: '/api/matrix/connect', headers: sameOrigin(c), payload: body as object });

  it('refuses signed-out callers and bad input', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/matrix/rooms' })).statusCode).toBe(401);
    const bad = await connect({ accessToken: '', userId: 'alice' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBeTruthy();
    // Not connected yet: a clear 409, not an empty list that looks like "no rooms".
    const rooms = await app().inject({ method: 'GET', url: '/api/matrix/rooms', headers: { cookie } });
    expect(rooms.statusCode).toBe(409);
    expect(json(rooms).message).toBe('Connect a Matrix account first.');
  });

  it('a wrong token, a user mismatch, a stopped or non-Matrix homeserver answer success: false with a message', async () => {
    const wrong = json<MatrixConnectResponse>(await connect({ accessToken: 'syt_not_a_real_token', userId: alice.userId }));
    expect(wrong).toEqual({ success: false, message: `127.0.0.1:${synapse.port} did not accept this access token.` });

    const mismatch = json<MatrixConnectResponse>(await connect({ accessToken: bob.accessToken, userId: alice.userId }));
    expect(mismatch).toEqual({ success: false, message: `This access token belongs to ${bob.userId}, not ${alice.userId}.` });

    const closedPort = await freePort();
    const down = await createTestApp({ env: { MATRIX_HOMESERVER_URL: `http://127.0.0.1:${closedPort}` } });
    const html = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>hello</html>'));
    await new Promise<void>((r) => html.listen(0, '127.0.0.1', r));
    const notMatrix = await createTestApp({ env: { MATRIX_HOMESERVER_URL: `http://127.0.0.1:${(html.address() as { port: number }).port}` } });
    try {
      const c1 = (await signUpUser(down.app)).cookie;
      // How long these answers take is timed by bench/matrix/connect-errors.mjs.
      const r1 = json<MatrixConnectResponse>(await connect({ accessToken: alice.accessToken, userId: alice.userId }, c1, down.app));
      expect(r1).toEqual({ success: false, message: `The homeserver 127.0.0.1:${closedPort} could not be reached.` });

      const c2 = (await signUpUser(notMatrix.app)).cookie;
      const r2 = json<MatrixConnectResponse>(await connect({ accessToken: alice.accessToken, userId: alice.userId }, c2, notMatrix.app));
      expect(r2.success).toBe(false);
      expect(r2.message).toMatch(/did not answer like a Matrix homeserver/);
    } finally {
      await down.close();
      await notMatrix.close();
      html.close();
    }
    // Nothing was stored by the failures.
    expect(await getMatrixAccount(t.db, mnemoUserId)).toBeNull();
  }, 90_000);

  it('connect lists the rooms with names, kinds, bridges, last messages and unread counts; the token is stored sealed', async () => {
    const res = await connect({ accessToken: alice.accessToken, userId: alice.userId });
    expect(res.statusCode).toBe(200);
    const body = json<MatrixConnectResponse & { rooms: MatrixRoom[] }>(res);
    expect(body.success).toBe(true);
    expect(body.message).toBe('Connected to Matrix. Found 4 rooms.');
    const byId = new Map(body.rooms.map((r) => [r.id, r]));
    expect(byId.get(rooms.general!)).toMatchObject({ name: 'General', type: 'room', bridge: null, lastMessage: 'Hello from Bob', unread: 1 });
    expect(byId.get(rooms.whatsapp!)).toMatchObject({ name: 'Family (WhatsApp)', type: 'bridge', bridge: 'whatsapp', lastMessage: 'Mum: dinner at 8?' });
    expect(byId.get(rooms.telegram!)).toMatchObject({ name: 'Telegram Group', type: 'bridge', bridge: 'telegram', lastMessage: null });
    expect(byId.get(rooms.dm!)).toMatchObject({ name: 'Bob', type: 'dm', bridge: null });
    // Room version 12 ids: opaque, no ':server'.
    expect(rooms.general).toMatch(/^![^:]+$/);

    expect(await getMatrixAccount(t.db, mnemoUserId)).toEqual({ matrixUserId: alice.userId, homeserverUrl: synapse.url });
    const [row] = await t.db.select().from(matrixAccounts).where(eq(matrixAccounts.userId, mnemoUserId));
    expect(row!.tokenSealed).not.toContain(alice.accessToken);
    expect(row!.tokenSealed).toMatch(/^v1\./);
    expect(row!.since).toBeTruthy();

    const status = json(await app().inject({ method: 'GET', url: '/api/matrix/status', headers: { cookie } }));
    expect(status).toMatchObject({ connected: true, userId: alice.userId, homeserverUrl: synapse.url });

    // Another Mnemo user sees none of it.
    const other = await signUpUser(app());
    expect((await app().inject({ method: 'GET', url: '/api/matrix/rooms', headers: { cookie: other.cookie } })).statusCode).toBe(409);
  });

  it('a message sent through our API arrives in Synapse, once per transaction id', async () => {
    const send = (payload: object) =>
      app().inject({ method: 'POST', url: `/api/matrix/rooms/${encodeURIComponent(rooms.general!)}/messages`, headers: sameOrigin(cookie), payload });
    expect((await send({ body: '   ' })).statusCode).toBe(400);
    const first = await send({ body: 'Hi Bob, from Mnemo', txnId: 'txn-test-0001' });
    expect(first.statusCode).toBe(201);
    const again = await send({ body: 'Hi Bob, from Mnemo', txnId: 'txn-test-0001' });
    expect(json(again).eventId).toBe(json(first).eventId);

    const seen = await synapse.api<{ chunk: { type: string; sender: string; content: { body?: string } }[] }>(
      bob,
      'GET',
      `/_matrix/client/v3/rooms/${encodeURIComponent(rooms.general!)}/messages?dir=b&limit=10`,
    );
    const bodies = seen.chunk.filter((e) => e.type === 'm.room.message' && e.sender === alice.userId).map((e) => e.content.body);
    expect(bodies).toEqual(['Hi Bob, from Mnemo']);
  });

  it('reads the newest page of messages, oldest first, and pages back; reading marks the room read', async () => {
    for (let i = 1; i <= 5; i++) await synapse.send(bob, rooms.general!, `Numbered ${i}`);
    const url = `/api/matrix/rooms/${encodeURIComponent(rooms.general!)}/messages`;
    const page1 = json<MatrixMessagesResponse>(await app().inject({ method: 'GET', url: `${url}?limit=3`, headers: { cookie } }));
    expect(page1.messages.map((m) => m.content)).toEqual(['Numbered 3', 'Numbered 4', 'Numbered 5']);
    expect(page1.messages[0]).toMatchObject({ sender: bob.userId, senderName: 'Bob', own: false, type: 'text' });
    expect(page1.next).toBeTruthy();
    const page2 = json<MatrixMessagesResponse>(
      await app().inject({ method: 'GET', url: `${url}?limit=3&from=${encodeURIComponent(page1.next!)}`, headers: { cookie } }),
    );
    expect(page2.messages.map((m) => m.content)).toEqual(['Hi Bob, from Mnemo', 'Numbered 1', 'Numbered 2']);
    expect(page2.messages[0]!.own).toBe(true);

    // A sync already under way may bring the count from before the receipt; the next one brings 0.
    await expect
      .poll(
        async () =>
          json<{ rooms: MatrixRoom[] }>(await app().inject({ method: 'GET', url: '/api/matrix/rooms', headers: { cookie } })).rooms.find(
            (r) => r.id === rooms.general,
          )!.unread,
        { timeout: 15_000, interval: 250 },
      )
      .toBe(0);

    const forbidden = await app().inject({ method: 'GET', url: `/api/matrix/rooms/${encodeURIComponent('!notaroom')}/messages`, headers: { cookie } });
    expect([403, 404]).toContain(forbidden.statusCode);
    expect(json(forbidden).message).toBeTruthy();
  });

  it('a message sent by a second Matrix user reaches the page live over SSE', async () => {
    const base = await app().listen({ port: 0, host: '127.0.0.1' });
    const ac = new AbortController();
    const res = await fetch(`${base}/api/events`, { headers: { cookie }, signal: ac.signal });
    const stream = sseReader(res);
    try {
      await stream.until((x) => x.includes(': connected'));
      await synapse.send(bob, rooms.dm!, 'Live from Bob');
      expect(await stream.until((x) => x.includes('Live from Bob'))).toBe(true);
      const [ev] = sseEvents(stream.text(), 'matrix_message');
      expect(ev).toMatchObject({ type: 'matrix_message', message: { roomId: rooms.dm, sender: bob.userId, senderName: 'Bob', content: 'Live from Bob', own: false } });
      expect(await stream.until((x) => x.includes('event: matrix_room'))).toBe(true);
      expect(sseEvents(stream.text(), 'matrix_room').at(-1)).toMatchObject({ room: { id: rooms.dm, lastMessage: 'Live from Bob', unread: 1 } });

      // The page shows it in the open room: marked read, here and on the homeserver.
      const read = await app().inject({
        method: 'POST',
        url: `/api/matrix/rooms/${encodeURIComponent(rooms.dm!)}/read`,
        headers: sameOrigin(cookie),
        payload: { eventId: (ev!.message as { id: string }).id },
      });
      expect(read.statusCode).toBe(200);
      await expect
        .poll(
          async () =>
            json<{ rooms: MatrixRoom[] }>(await app().inject({ method: 'GET', url: '/api/matrix/rooms', headers: { cookie } })).rooms.find(
              (r) => r.id === rooms.dm,
            )!.unread,
          { timeout: 15_000, interval: 250 },
        )
        .toBe(0);
    } finally {
      ac.abort();
    }
  });

  it('analyses the selected room through the AI layer (engine named)', async () => {
    const res = await app().inject({
      method: 'POST',
      url: `/api/matrix/rooms/${encodeURIComponent(rooms.general!)}/insights`,
      headers: sameOrigin(cookie),
      payload: { kind: 'metrics' },
    });
    expect(res.statusCode).toBe(200);
    const body = json<{ text: string; metrics: { messages: number; participants: number; topSenders: { name: string; count: number }[] }; meta: { engine: string } }>(res);
    expect(body.meta.engine).toBe('offline');
    expect(body.text.length).toBeGreaterThan(0);
    expect(body.metrics.participants).toBe(2);
    expect(body.metrics.topSenders[0]).toEqual({ name: 'Bob', count: 6 });
  }, 60_000);

  it('backs off while the homeserver is down and resumes when it is back', async () => {
    await synapse.halt();
    try {
      let status: Record<string, unknown> = {};
      for (let i = 0; i < 60 && status.sync !== 'backing_off'; i++) {
        await new Promise((r) => setTimeout(r, 250));
        status = json(await app().inject({ method: 'GET', url: '/api/matrix/status', headers: { cookie } }));
      }
      expect(status).toMatchObject({ sync: 'backing_off', syncError: `The homeserver 127.0.0.1:${synapse.port} could not be reached.` });
    } finally {
      await synapse.restart();
    }
    let status: Record<string, unknown> = {};
    for (let i = 0; i < 80 && status.sync !== 'syncing'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      status = json(await app().inject({ method: 'GET', url: '/api/matrix/status', headers: { cookie } }));
    }
    expect(status).toMatchObject({ sync: 'syncing', syncError: null });
  }, 120_000);

  it('one sync loop per user across two instances; after a restart it resumes from the stored since', async () => {
    const second = await createTestApp({ database, env: env(), overrides: { matrixSync: SYNC } });
    try {
      await new Promise((r) => setTimeout(r, 1500));
      const loops = [...app().matrixSync.running(), ...second.app.matrixSync.running()].filter((id) => id === mnemoUserId);
      expect(loops).toHaveLength(1);
    } finally {
      await second.close();
    }

    // Our server stops; a message arrives meanwhile; a new server on the same data delivers
    // it as new (an incremental sync from the stored since; a first sync would not). The
    // page watches through a viewer instance that runs no loop (it never claims again).
    const viewer = await createTestApp({ database, env: env(), overrides: { matrixSync: { ...SYNC, claimEveryMs: 3_600_000 } } });
    const base = await viewer.app.listen({ port: 0, host: '127.0.0.1' });
    const ac = new AbortController();
    const res = await fetch(`${base}/api/events`, { headers: { cookie }, signal: ac.signal });
    const stream = sseReader(res);
    const [before] = await t.db.select().from(matrixAccounts).where(eq(matrixAccounts.userId, mnemoUserId));
    try {
      await stream.until((x) => x.includes(': connected'));
      await t.close();
      await synapse.send(bob, rooms.general!, 'Sent while Mnemo was down');
      t = await createTestApp({ database, env: env(), overrides: { matrixSync: SYNC } });
      expect(await stream.until((x) => x.includes('Sent while Mnemo was down'))).toBe(true);
      expect(viewer.app.matrixSync.running()).toEqual([]);
      expect(t.app.matrixSync.running()).toEqual([mnemoUserId]);
    } finally {
      ac.abort();
      await viewer.close();
    }
    const [after] = await t.db.select().from(matrixAccounts).where(eq(matrixAccounts.userId, mnemoUserId));
    expect(after!.since).not.toBe(before!.since);
    const list = json<{ rooms: MatrixRoom[] }>(await t.app.inject({ method: 'GET', url: '/api/matrix/rooms', headers: { cookie } }));
    expect(list.rooms.find((r) => r.id === rooms.general)!.lastMessage).toBe('Sent while Mnemo was down');
  }, 90_000);

  it('disconnect forgets the token and the rooms', async () => {
    const res = await app().inject({ method: 'POST', url: '/api/matrix/disconnect', headers: sameOrigin(cookie) });
    expect(json(res)).toEqual({ success: true, message: 'Disconnected from Matrix. Your access token was deleted.' });
    expect(await getMatrixAccount(t.db, mnemoUserId)).toBeNull();
    expect((await app().inject({ method: 'GET', url: '/api/matrix/rooms', headers: { cookie } })).statusCode).toBe(409);
    // Not connected; the operator's homeserver is named (the page asks for no address).
    expect(json(await app().inject({ method: 'GET', url: '/api/matrix/status', headers: { cookie } }))).toEqual({ connected: false, homeserverUrl: synapse.url });
    await new Promise((r) => setTimeout(r, 300));
    expect(app().matrixSync.running()).not.toContain(mnemoUserId);
  });
});
