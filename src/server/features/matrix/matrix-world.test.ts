/**
 * A connected Matrix room as a worlds source (ADR 039) against a real Synapse: "Add to my
 * world" imports the room's history through the import job (counts, people, the owner),
 * the sync loop appends new messages (also after our server restarts), the cap and
 * encrypted messages are told in notes, removing the room (or deleting its import) removes
 * its rows and stops the appends, and only the user who sees a room can add it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { findSynapse, startSynapse, SYNAPSE_MISSING, type Synapse, type SynapseUser } from '../../../../tests/support/synapse';
import { openTestDatabase, testDbKind } from '../../../../tests/support/test-db';
import { importsApi } from '../../../../tests/support/worlds';
import type { MatrixRoom, MatrixWorldResponse } from '../../../contract/matrix';
import type { Import, PeopleResponse } from '../../../contract/worlds';
import type { Database } from '../../db/client';
import { worldImports, worldMessages } from '../../db/schema';
import { encryptedNote, historyNote } from './matrix-world';

const SYNC = { pollTimeoutMs: 1500, claimEveryMs: 500, backoffBaseMs: 200, backoffMaxMs: 800, leaseMs: 5000 };
const POLL = { timeout: 30_000, interval: 250 };

describe(`Matrix rooms as a worlds source with a real Synapse (${testDbKind()})`, () => {
  let synapse: Synapse;
  let database: Database;
  let t: TestApp;
  let alice: SynapseUser;
  let bob: SynapseUser;
  let carol: SynapseUser;
  const rooms: Record<string, string> = {};
  let cookie: string;
  let mnemoUserId: string;

  const env = () => ({ MATRIX_HOMESERVER_URL: synapse.url });
  const worldUrl = (roomId: string) => `/api/matrix/rooms/${encodeURIComponent(roomId)}/world`;
  const add = (roomId: string, c = cookie, a = t) => a.app.inject({ method: 'POST', url: worldUrl(roomId), headers: sameOrigin(c) });
  const remove = (roomId: string, c = cookie) => t.app.inject({ method: 'DELETE', url: worldUrl(roomId), headers: sameOrigin(c) });
  const connect = (user: SynapseUser, c: string, a = t) =>
    a.app.inject({ method: 'POST', url: '/api/matrix/connect', headers: sameOrigin(c), payload: { accessToken: user.accessToken, userId: user.userId } });
  const roomsOf = async (c = cookie) => json<{ rooms: MatrixRoom[] }>(await t.app.inject({ method: 'GET', url: '/api/matrix/rooms', headers: { cookie: c } })).rooms;
  const importOf = async (id: string, c = cookie) => t.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: { cookie: c } });
  const texts = async (importId: string) =>
    (await t.db.select({ text: worldMessages.text }).from(worldMessages).where(eq(worldMessages.importId, importId))).map((r) => r.text).sort();

  beforeAll(async () => {
    const python = findSynapse();
    if (!python) throw new Error(SYNAPSE_MISSING);
    synapse = await startSynapse(python);
    alice = await synapse.register('alice', { displayName: 'Alice' });
    bob = await synapse.register('bob', { displayName: 'Bob' });
    carol = await synapse.register('carol', { displayName: 'Carol' });
    const puppet = await synapse.register('whatsapp_4915112345', { displayName: 'Mum (WhatsApp)' });

    rooms.club = await synapse.createRoom(alice, { name: 'Book club', preset: 'private_chat', invite: [bob.userId] });
    await synapse.join(bob, rooms.club);
    await synapse.send(alice, rooms.club, 'Hi all');
    await synapse.send(bob, rooms.club, 'Hello Alice');
    await synapse.send(bob, rooms.club, 'Reading chapter 3');
    await synapse.send(alice, rooms.club, 'Great, see you Friday');

    rooms.bridged = await synapse.createRoom(alice, { name: 'Family (WhatsApp)', preset: 'private_chat', invite: [puppet.userId] });
    await synapse.join(puppet, rooms.bridged);
    await synapse.send(puppet, rooms.bridged, 'Dinner at 8?');

    rooms.secret = await synapse.createRoom(alice, {
      name: 'Secret',
      preset: 'private_chat',
      initial_state: [{ type: 'm.room.encryption', state_key: '', content: { algorithm: 'm.megolm.v1.aes-sha2' } }],
    });
    await synapse.send(alice, rooms.secret, 'Sent before anyone had keys');
    await synapse.api(alice, 'PUT', `/_matrix/client/v3/rooms/${encodeURIComponent(rooms.secret)}/send/m.room.encrypted/enc1`, {
      algorithm: 'm.megolm.v1.aes-sha2',
      ciphertext: 'AwgAEnAc…',
      sender_key: 'k',
      session_id: 's',
      device_id: 'D',
    });

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

  it('not connected: a clear 409; bad room ids: 400', async () => {
    const res = await add(rooms.club!);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Connect a Matrix account first.');
    expect((await add('not-a-room')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: worldUrl(rooms.club!) })).statusCode).toBe(401);
  });

  it('adding a room imports its history as a `matrix` import: messages, people, the owner as "me"', async () => {
    expect(json(await connect(alice, cookie)).success).toBe(true);
    expect((await add('!unknownroom')).statusCode).toBe(404);

    const res = await add(rooms.club!);
    expect(res.statusCode, res.body).toBe(202);
    const body = json<MatrixWorldResponse>(res);
    expect(body.roomId).toBe(rooms.club);
    expect(body.import).toMatchObject({ source: 'matrix', fileName: 'Book club', status: 'queued' });

    const done = await importsApi(t.app).settle(cookie, body.import.id);
    expect(done).toMatchObject({ status: 'done', error: null, notes: [], counts: { messages: 4, people: 2, duplicates: 0 } });
    expect(await texts(done.id)).toEqual(['Great, see you Friday', 'Hello Alice', 'Hi all', 'Reading chapter 3']);

    const people = json<PeopleResponse>(await t.app.inject({ method: 'GET', url: '/api/worlds/people', headers: { cookie } })).people;
    expect(people.map((p) => ({ name: p.name, isSelf: p.isSelf, messages: p.messageCount, sources: p.sources })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Alice', isSelf: true, messages: 2, sources: ['matrix'] },
      { name: 'Bob', isSelf: false, messages: 2, sources: ['matrix'] },
    ]);

    // The room list says which rooms are in the world; adding again answers the same import.
    expect((await roomsOf()).find((r) => r.id === rooms.club)!.worldImportId).toBe(done.id);
    const again = await add(rooms.club!);
    expect(again.statusCode).toBe(200);
    expect(json<MatrixWorldResponse>(again).import.id).toBe(done.id);
  }, 60_000);

  it('a new message in a world room arrives in the world through the sync loop, also after a restart', async () => {
    const imp = (await roomsOf()).find((r) => r.id === rooms.club)!.worldImportId!;
    await synapse.send(bob, rooms.club!, 'Chapter 4 is even better');
    await expect.poll(async () => (await texts(imp)).includes('Chapter 4 is even better'), POLL).toBe(true);
    await expect.poll(async () => json<Import>(await importOf(imp)).counts.messages, POLL).toBe(5);

    // Our server stops; a message arrives meanwhile; the next server's loop resumes from the stored since.
    await t.close();
    await synapse.send(bob, rooms.club!, 'Sent while Mnemo was down');
    t = await createTestApp({ database, env: env(), overrides: { matrixSync: SYNC } });
    await expect.poll(async () => (await texts(imp)).includes('Sent while Mnemo was down'), POLL).toBe(true);
    expect(json<Import>(await importOf(imp)).counts).toMatchObject({ messages: 6, people: 2 });
  }, 90_000);

  it('a bridged room: people are the bridged senders by their display names', async () => {
    const res = await add(rooms.bridged!);
    expect(res.statusCode).toBe(202);
    const done = await importsApi(t.app).settle(cookie, json<MatrixWorldResponse>(res).import.id);
    expect(done.counts).toMatchObject({ messages: 1, people: 1 });
    const people = json<PeopleResponse>(await t.app.inject({ method: 'GET', url: '/api/worlds/people', headers: { cookie } })).people;
    expect(people.map((p) => p.name)).toContain('Mum (WhatsApp)');
  }, 60_000);

  it('an encrypted room is marked, and its import says what it could not read', async () => {
    expect((await roomsOf()).find((r) => r.id === rooms.secret)!.encrypted).toBe(true);
    expect((await roomsOf()).find((r) => r.id === rooms.club)!.encrypted).toBe(false);
    const res = await add(rooms.secret!);
    const done = await importsApi(t.app).settle(cookie, json<MatrixWorldResponse>(res).import.id);
    expect(done.counts.messages).toBe(1);
    expect(done.notes).toEqual([encryptedNote(1)]);
  }, 60_000);

  it('another user cannot add a room they do not see (404), nor remove one that is not theirs', async () => {
    const other = await signUpUser(t.app);
    expect((await add(rooms.club!, other.cookie)).statusCode).toBe(409);
    expect(json(await connect(carol, other.cookie)).success).toBe(true);
    const res = await add(rooms.club!, other.cookie);
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBeTruthy();
    expect((await remove(rooms.club!, other.cookie)).statusCode).toBe(404);
    const imp = (await roomsOf()).find((r) => r.id === rooms.club)!.worldImportId!;
    expect((await importOf(imp, other.cookie)).statusCode).toBe(404);
  });

  it('the history is read up to the cap, and the import says so', async () => {
    // Its own database: on the shared one the other app's job worker could claim the import and read it with its own cap.
    const capped = await createTestApp({ env: env(), overrides: { matrixSync: SYNC, matrixHistoryCap: 3 } });
    try {
      const u = await signUpUser(capped.app);
      expect(json(await connect(alice, u.cookie, capped)).success).toBe(true);
      const res = await add(rooms.club!, u.cookie, capped);
      expect(res.statusCode).toBe(202);
      const done = await importsApi(capped.app).settle(u.cookie, json<MatrixWorldResponse>(res).import.id);
      expect(done.counts.messages).toBe(3);
      expect(done.notes).toEqual([historyNote(3)]);
    } finally {
      await capped.close();
    }
  }, 60_000);

  it('removing the room removes what its import brought, and new messages are no longer added', async () => {
    const imp = (await roomsOf()).find((r) => r.id === rooms.club)!.worldImportId!;
    const res = await remove(rooms.club!);
    expect(res.statusCode).toBe(204);
    expect((await importOf(imp)).statusCode).toBe(404);
    expect(await texts(imp)).toEqual([]);
    expect((await roomsOf()).find((r) => r.id === rooms.club)!.worldImportId).toBeNull();
    expect((await remove(rooms.club!)).statusCode).toBe(404);
    const people = json<PeopleResponse>(await t.app.inject({ method: 'GET', url: '/api/worlds/people', headers: { cookie } })).people;
    expect(people.map((p) => p.name)).not.toContain('Bob');

    // Deleting the import from the data sources stops the appends the same way.
    const bridged = (await roomsOf()).find((r) => r.id === rooms.bridged)!.worldImportId!;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/imports/${bridged}`, headers: sameOrigin(cookie) })).statusCode).toBe(204);
    expect((await roomsOf()).find((r) => r.id === rooms.bridged)!.worldImportId).toBeNull();

    // A message to each room now: the sync loop sees them (the room list moves on) and the world does not.
    await synapse.send(bob, rooms.club!, 'After the room left the world');
    await expect.poll(async () => (await roomsOf()).find((r) => r.id === rooms.club)!.lastMessage, POLL).toBe('After the room left the world');
    const [left] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(worldMessages)
      .where(and(eq(worldMessages.userId, mnemoUserId), eq(worldMessages.text, 'After the room left the world')));
    expect(Number(left!.n)).toBe(0);
    expect(await t.db.select().from(worldImports).where(eq(worldImports.userId, mnemoUserId))).toHaveLength(1); // the encrypted room's
  }, 60_000);
});
