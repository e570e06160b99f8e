/**
 * Imports through the API on the test database, with the real parsers (worker thread):
 * upload answers, the job to `done`, re-import idempotence, deletion of exactly what an
 * import brought in, isolation between users, bad files (never a 5xx, never a half
 * import), the plan limit, the account export and deletion, and a job resumed after
 * the server stopped in the middle of it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpUser, sameOrigin } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { renameInZip, zipOf } from '../../../../tests/support/import-files';
import { multipartBody } from '../../../../tests/support/multipart';
import { openTestDatabase } from '../../../../tests/support/test-db';
import { importsApi, jpeg, sample } from '../../../../tests/support/worlds';
import type { UserEvent } from '../../../contract/events';
import type { Import, PeopleResponse, WorldSummary } from '../../../contract/worlds';
import { runAdminCommand } from '../../admin-commands';
import { users, worldImports, worldMessages, worldPhotos } from '../../db/schema';
import type { LiveHub } from '../../platform/live';
import { createDiskStorage } from '../../platform/storage';
import type { ImportParser } from './imports.service';
import { detectImportSource, parseImportFile } from './parsers';

function recordingHub() {
  const published: { userId: string; event: UserEvent }[] = [];
  const hub: LiveHub = {
    publishToUser: async (userId, event) => {
      published.push({ userId, event });
    },
    attach: () => undefined,
    listen: async () => undefined,
    size: () => 0,
    close: async () => undefined,
  };
  return { hub, published };
}

const GROUP = sample('chat-analytics/whatsapp_4A_11M.txt');
const PART1 = sample('whatstk/whatsapp_lorem-merge-part1.txt');
const PART2 = sample('whatstk/whatsapp_lorem-merge-part2.txt');

async function rowsOf(t: TestApp, importId: string) {
  const [r] = await t.db.select({ n: sql<number>`count(*)::int` }).from(worldMessages).where(eq(worldMessages.importId, importId));
  return Number(r?.n ?? 0);
}

describe('imports', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  const live = recordingHub();
  beforeAll(async () => {
    t = await createTestApp({ overrides: { live: live.hub } });
    api = importsApi(t.app);
  });
  afterAll(() => t.close());

  it('POST /api/imports answers 202 with the import, the job brings it to done with counts, and live events follow it', async () => {
    const a = await signUpUser(t.app);
    const res = await api.upload(a.cookie, GROUP, 'WhatsApp Chat with Some cool group.txt', '?timeZone=Europe/Berlin');
    expect(res.statusCode, res.body).toBe(202);
    const created = json<Import>(res);
    expect(created).toMatchObject({ status: 'queued', source: 'whatsapp', fileName: 'WhatsApp Chat with Some cool group.txt', timeZone: 'Europe/Berlin' });
    expect(Object.keys(created)).toEqual(expect.arrayContaining(['id', 'status', 'source', 'fileName', 'createdAt', 'progress', 'counts', 'error']));

    const done = await api.settle(a.cookie, created.id);
    expect(done).toMatchObject({ status: 'done', error: null, counts: { messages: 11, people: 5, events: 3, dataPoints: 11, photos: 0, duplicates: 0 } });
    expect(done.progress.done).toBe(done.progress.total);

    const list = api.json<{ imports: Import[] }>(await api.get(a.cookie, '/api/imports')).imports;
    expect(list.map((i) => i.id)).toEqual([created.id]);
    // The browser's zone became the account's setting, and local times were read in it.
    expect(api.json<{ timeZone: string }>(await api.get(a.cookie, '/api/worlds/settings')).timeZone).toBe('Europe/Berlin');
    const summary = api.json<WorldSummary>(await api.get(a.cookie, '/api/worlds/summary'));
    expect(summary.firstAt).toBe('2020-09-12T21:55:00.000Z');

    const mine = live.published.filter((p) => p.userId === a.user.id && p.event.type === 'import');
    expect(mine.at(-1)?.event).toMatchObject({ type: 'import', import: { id: created.id, status: 'done' } });
  });

  it('answers 401 signed out, 400 without a file, 415 naming what is expected for anything else', async () => {
    const a = await signUpUser(t.app);
    expect((await api.upload(undefined, GROUP, 'chat.txt')).statusCode).toBe(401);
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/imports', headers: sameOrigin(a.cookie), payload: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
    expect(json(notMultipart)).toMatchObject({ code: 'not_multipart' });
    expect(json(await api.upload(a.cookie, '', 'empty.txt'))).toMatchObject({ code: 'empty_file' });
    const wrongField = multipartBody([{ field: 'upload', filename: 'chat.txt', content: GROUP }]);
    const misplaced = await t.app.inject({ method: 'POST', url: '/api/imports', payload: wrongField.payload, headers: { ...wrongField.headers, ...sameOrigin(a.cookie) } });
    expect(misplaced.statusCode).toBe(400);
    expect(json(misplaced)).toMatchObject({ code: 'no_file' });
    for (const [content, name] of [
      ['Dear diary, today nothing happened.\nThe end.\n', 'diary.txt'],
      ['{"hello": "world"}', 'data.json'],
      [Buffer.from('%PDF-1.4\n%%EOF\n'), 'doc.pdf'],
      [await zipOf([{ name: 'notes/readme.md', data: '# hi' }]), 'archive.zip'],
    ] as const) {
      const res = await api.upload(a.cookie, content, name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(415);
      expect(json<{ code: string; message: string }>(res)).toMatchObject({ code: 'unsupported_import' });
      expect(json<{ message: string }>(res).message).toMatch(/WhatsApp.*Telegram.*photos.*Google location/);
    }
    const badZone = await api.upload(a.cookie, GROUP, 'chat.txt', '?timeZone=Mars/Olympus');
    expect(badZone.statusCode).toBe(400);
    expect(api.json<{ imports: Import[] }>(await api.get(a.cookie, '/api/imports')).imports).toEqual([]);
  });

  it('refuses an upload over IMPORT_MAX_MB with 413 and keeps nothing', async () => {
    const small = await createTestApp({ env: { IMPORT_MAX_MB: '0.05' } });
    try {
      const a = await signUpUser(small.app);
      const res = await importsApi(small.app).upload(a.cookie, sample('whatstk/whatsapp_lorem-2000.txt'), 'big.txt');
      expect(res.statusCode).toBe(413);
      expect(json<{ message: string }>(res).message).toMatch(/too large/);
      expect(await small.db.select().from(worldImports)).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('re-importing the same export adds nothing; a later export of the same chat adds only what is new', async () => {
    const a = await signUpUser(t.app);
    const first = await api.importFile(a.cookie, PART1, 'whatsapp_lorem-merge-part1.txt');
    expect(first.counts).toMatchObject({ messages: 300, duplicates: 0 });
    const again = await api.importFile(a.cookie, PART1, 'whatsapp_lorem-merge-part1.txt');
    expect(again).toMatchObject({ status: 'done', counts: { messages: 0, people: 0, duplicates: 300, dataPoints: 0 } });
    // The newer export holds the old messages and the next 300.
    const newer = await api.importFile(a.cookie, Buffer.concat([PART1, Buffer.from('\n'), PART2]), 'whatsapp_lorem-merge.txt');
    expect(newer.counts).toMatchObject({ messages: 300, duplicates: 300 });
    const part2 = await api.importFile(a.cookie, PART2, 'whatsapp_lorem-merge-part2.txt');
    expect(part2.counts).toMatchObject({ messages: 0, duplicates: 300 });
    const summary = api.json<WorldSummary>(await api.get(a.cookie, '/api/worlds/summary'));
    expect(summary).toMatchObject({ messages: 600, dataPoints: 600 });
  });

  it('DELETE /api/imports/:id removes the import and only what it brought in; others cannot see or delete it', async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const group = await api.importFile(a.cookie, GROUP, 'Some cool group.txt');
    const lorem = await api.importFile(a.cookie, PART1, 'lorem.txt');
    for (const url of [`/api/imports/${group.id}`]) {
      expect((await api.get(b.cookie, url)).statusCode).toBe(404);
      expect((await api.get(undefined, url)).statusCode).toBe(401);
      expect((await api.del(b.cookie, url)).statusCode).toBe(404);
    }
    expect(api.json<{ imports: Import[] }>(await api.get(b.cookie, '/api/imports')).imports).toEqual([]);
    expect(api.json<WorldSummary>(await api.get(b.cookie, '/api/worlds/summary'))).toMatchObject({ dataPoints: 0, people: 0 });
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await api.get(a.cookie, `/api/imports/${id}`)).statusCode).toBe(404);
    }

    const before = api.json<PeopleResponse>(await api.get(a.cookie, '/api/worlds/people')).people.map((p) => p.name);
    expect(before).toEqual(expect.arrayContaining(['Alice', 'Bob', 'Eve', 'Mallory', 'Trent', 'John']));
    expect((await api.del(a.cookie, `/api/imports/${group.id}`)).statusCode).toBe(204);
    expect((await api.get(a.cookie, `/api/imports/${group.id}`)).statusCode).toBe(404);
    expect(await t.app.storage.exists(`users/${a.user.id}/imports/${group.id}`)).toBe(false);
    expect(await rowsOf(t, group.id)).toBe(0);
    const after = api.json<PeopleResponse>(await api.get(a.cookie, '/api/worlds/people')).people.map((p) => p.name);
    expect(after).not.toContain('Alice');
    expect(after).toContain('John');
    expect(api.json<WorldSummary>(await api.get(a.cookie, '/api/worlds/summary'))).toMatchObject({ messages: 300 });
    expect(lorem.status).toBe('done');
  });

  it('a row that two imports brought survives the deletion of either and goes with the last of them: messages, events, chats, people, photos, places, location points', async () => {
    const a = await signUpUser(t.app);
    const world = async () => api.json<WorldSummary>(await api.get(a.cookie, '/api/worlds/summary'));
    const names = async () => api.json<PeopleResponse>(await api.get(a.cookie, '/api/worlds/people')).people.map((p) => p.name).sort();
    const count = async (table: string) => {
      const result = (await t.db.execute(sql.raw(`select count(*)::int as n from ${table} where user_id = '${a.user.id}'`))) as unknown as { rows: { n: number }[] };
      return Number(result.rows[0]!.n);
    };
    const del = async (id: string) => expect((await api.del(a.cookie, `/api/imports/${id}`)).statusCode).toBe(204);

    // An older export, then a newer export of the same chat that holds it and 300 more.
    const older = await api.importFile(a.cookie, PART1, 'whatsapp_lorem-merge-part1.txt');
    const newer = await api.importFile(a.cookie, Buffer.concat([PART1, Buffer.from('\n'), PART2]), 'whatsapp_lorem-merge.txt');
    expect(newer.counts).toMatchObject({ messages: 300, duplicates: 300 });
    const everyone = await names();
    expect(everyone.length).toBeGreaterThan(1);
    await del(older.id);
    expect(await world()).toMatchObject({ messages: 600, people: everyone.length });
    expect(await names()).toEqual(everyone);
    expect(await count('world_chats')).toBe(1);
    await del(newer.id);
    expect(await world()).toMatchObject({ messages: 0, people: 0, dataPoints: 0 });
    expect(await count('world_chats')).toBe(0);
    expect(await count('world_people')).toBe(0);

    // The same export three times: it stays until the last copy goes, whichever order.
    const copies = [];
    for (let i = 0; i < 3; i++) copies.push(await api.importFile(a.cookie, GROUP, 'WhatsApp Chat with Some cool group.txt'));
    expect(copies.map((c) => c.counts.messages)).toEqual([11, 0, 0]);
    await del(copies[0]!.id);
    expect(await world()).toMatchObject({ messages: 11 });
    expect(await count('world_events')).toBe(3);
    await del(copies[2]!.id);
    expect(await world()).toMatchObject({ messages: 11 });
    expect(await count('world_events')).toBe(3);
    await del(copies[1]!.id);
    expect(await world()).toMatchObject({ messages: 0, people: 0 });
    expect(await count('world_events')).toBe(0);
    expect(await count('world_chats')).toBe(0);

    // A photo imported alone, then again in a zip with another; location history twice over.
    const berlin = await jpeg({ color: '#a33', takenAt: '2021:06:05 14:03:02', at: [52.52, 13.405] });
    const paris = await jpeg({ color: '#3a3', takenAt: '2021:07:01 09:00:00', at: [48.8566, 2.3522] });
    const single = await api.importFile(a.cookie, berlin, 'berlin.jpg');
    const zipped = await api.importFile(a.cookie, await zipOf([{ name: 'berlin.jpg', data: berlin }, { name: 'paris.jpg', data: paris }]), 'photos.zip');
    expect(zipped.counts).toMatchObject({ photos: 1, duplicates: 1 });
    const [shared] = await t.db.select({ k: worldPhotos.thumbnailKey }).from(worldPhotos).where(eq(worldPhotos.sha256, createHash('sha256').update(berlin).digest('hex')));
    const point = (lat: number, at: string) => ({ latitudeE7: Math.round(lat * 1e7), longitudeE7: 22944813, timestamp: at });
    const history1 = { locations: [point(40.1, '2022-05-01T10:00:00Z'), point(41.1, '2022-05-02T10:00:00Z')] };
    const history2 = { locations: [...history1.locations, point(42.1, '2022-05-03T10:00:00Z')] };
    const records1 = await api.importFile(a.cookie, JSON.stringify(history1), 'Records.json');
    const records2 = await api.importFile(a.cookie, JSON.stringify(history2), 'Records.json');
    expect(records2.counts).toMatchObject({ dataPoints: 1, duplicates: 2 });
    expect(await world()).toMatchObject({ photos: 2, places: 5, dataPoints: 5 });

    await del(single.id);
    await del(records1.id);
    expect(await world()).toMatchObject({ photos: 2, places: 5, dataPoints: 5 });
    expect(await t.app.storage.exists(shared!.k!)).toBe(true);
    await del(zipped.id);
    await del(records2.id);
    expect(await world()).toMatchObject({ photos: 0, places: 0, dataPoints: 0 });
    expect(await t.app.storage.exists(shared!.k!)).toBe(false);
    for (const table of ['world_places', 'world_place_points', 'world_photos']) expect(await count(table), table).toBe(0);
    expect(await count('world_message_sightings')).toBe(0);
  }, 120_000); // Many imports and deletions on one database: 36 s measured while a full CI ran beside it.

  it('bad files: a truncated export fails with where it broke and leaves nothing; a zip bomb or a path-traversal name is refused with 415; an undecodable photo still counts', async () => {
    const a = await signUpUser(t.app);
    const telegram = sample('chat-analytics/telegram_DM_2A_7M.json').toString('utf8');
    const bomb = await zipOf([{ name: '_chat.txt', data: `12/9/20, 23:55 - Bob: ${'a'.repeat(30 * 1024 * 1024)}\n` }]);
    const traversal = await zipOf([
      { name: '_chat.txt', data: GROUP },
      { name: 'xx/aa/bb/etc/passwd.jpg', data: await jpeg({ color: '#123' }) },
    ]).then((zip) => renameInZip(zip, 'xx/aa/bb/', '../../../'));
    const truncated = await api.upload(a.cookie, telegram.slice(0, Math.floor(telegram.length * 0.6)), 'result.json');
    expect(truncated.statusCode).toBe(202);
    const failed = await api.settle(a.cookie, json<Import>(truncated).id);
    expect(failed).toMatchObject({ status: 'failed', counts: { dataPoints: 0 } });
    expect(failed.error).toMatch(/damaged or cut short.*entry \d+/);
    expect(await rowsOf(t, failed.id)).toBe(0);

    for (const [content, name, message] of [
      [bomb, 'WhatsApp Chat with Bob.zip', /zip bomb/],
      [traversal, 'WhatsApp Chat with Alice.zip', /unsafe file name/],
    ] as const) {
      const res = await api.upload(a.cookie, content, name);
      expect(res.statusCode, name).toBe(415);
      expect(json<{ message: string }>(res).message, name).toMatch(message);
    }
    // A photo that cannot be decoded still counts (with the generic thumbnail).
    const broken = await api.importFile(a.cookie, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]), 'broken.jpg');
    expect(broken).toMatchObject({ status: 'done', counts: { photos: 1 } });
    expect(api.json<{ imports: Import[] }>(await api.get(a.cookie, '/api/imports')).imports.map((i) => i.status).sort()).toEqual(['done', 'failed']);
    expect(api.json<WorldSummary>(await api.get(a.cookie, '/api/worlds/summary')).messages).toBe(0);
  });

  it('the worlds show at most the plan’s data points, most recent first, and say so; the admin command changes the plan', async () => {
    const a = await signUpUser(t.app);
    const big = await api.importFile(a.cookie, sample('whatstk/whatsapp_lorem-2000.txt'), 'lorem-2000.txt');
    expect(big.status).toBe('done');
    const total = big.counts.dataPoints;
    expect(total).toBeGreaterThan(1000);
    const basic = api.json<WorldSummary>(await api.get(a.cookie, '/api/worlds/summary'));
    expect(basic).toMatchObject({ plan: 'basic', limit: 1000, dataPoints: total, shown: 1000 });
    expect(basic.notice).toBe(`Every figure here is of your newest 1,000 data points (${total.toLocaleString('en-US')} imported) — Pro shows 10,000.`);
    const shownMessages = (ps: PeopleResponse) => ps.people.reduce((n, p) => n + p.messageCount, 0);
    expect(shownMessages(api.json<PeopleResponse>(await api.get(a.cookie, '/api/worlds/people')))).toBe(1000);
    const timeline = api.json<{ buckets: { start: string; messages: number }[] }>(await api.get(a.cookie, '/api/worlds/timeline?bucket=month'));
    expect(timeline.buckets.reduce((n, b) => n + b.messages, 0)).toBe(1000);
    // The most recent ones: the timeline spans what the summary spans (ADR 052), and the oldest imported messages are not in it.
    expect(timeline.buckets.at(-1)!.start.slice(0, 7)).toBe(basic.lastAt!.slice(0, 7));
    expect(timeline.buckets[0]!.start.slice(0, 7)).toBe(basic.firstAt!.slice(0, 7));
    const [oldest] = await t.db.select({ at: sql<string>`min(${worldMessages.at})` }).from(worldMessages).where(eq(worldMessages.userId, a.user.id));
    expect(new Date(oldest!.at).toISOString() < basic.firstAt!).toBe(true);

    const email = (await t.db.select({ email: users.email }).from(users).where(eq(users.id, a.user.id)))[0]!.email;
    expect(await runAdminCommand(t.db, ['plan', email.toUpperCase(), 'pro'])).toMatch(/pro plan/);
    const pro = api.json<WorldSummary>(await api.get(a.cookie, '/api/worlds/summary'));
    expect(pro).toMatchObject({ plan: 'pro', limit: 10_000, shown: total, notice: null });
    await expect(runAdminCommand(t.db, ['plan', email, 'gold'])).rejects.toThrow(/Usage/);
    await expect(runAdminCommand(t.db, ['plan', 'nobody@example.com', 'pro'])).rejects.toThrow(/No account/);
  });

  it('the account export includes the worlds; deleting the account removes them and their files', async () => {
    const a = await signUpUser(t.app);
    const photo = await api.importFile(a.cookie, await jpeg({ color: '#a33', takenAt: '2021:06:05 14:03:02', at: [52.52, 13.405] }), 'berlin.jpg');
    expect(photo.counts).toMatchObject({ photos: 1, dataPoints: 1, places: 1 });
    const group = await api.importFile(a.cookie, GROUP, 'Some cool group.txt');
    const doc = json<{ worlds: { imports: unknown[]; messages: { text: string }[]; photos: { fileName: string }[]; people: unknown[] } }>(
      await api.get(a.cookie, '/api/auth/export'),
    );
    expect(doc.worlds.imports).toHaveLength(2);
    expect(doc.worlds.messages.map((m) => m.text)).toContain('shooting stars');
    expect(doc.worlds.photos.map((p) => p.fileName)).toEqual(['berlin.jpg']);
    expect(JSON.stringify(doc)).not.toMatch(/users\/[0-9a-f-]+\/(imports|thumbnails)/);

    const [thumb] = await t.db.select({ k: worldPhotos.thumbnailKey }).from(worldPhotos).where(eq(worldPhotos.userId, a.user.id));
    const thumbKey = thumb!.k!;
    expect(await t.app.storage.exists(thumbKey)).toBe(true);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: sameOrigin(a.cookie),
      payload: { confirmEmail: a.user.email, password: a.password },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await t.app.storage.exists(thumbKey)).toBe(false);
    expect(await t.app.storage.exists(`users/${a.user.id}/imports/${group.id}`)).toBe(false);
    expect(await t.db.select().from(worldImports).where(eq(worldImports.userId, a.user.id))).toEqual([]);
    expect(await t.db.select().from(worldMessages).where(eq(worldMessages.userId, a.user.id))).toEqual([]);
  });
});

describe('an import interrupted by a restart', () => {
  it('is resumed by the next server from a clean slate: nothing doubled, nothing of the first attempt left', async () => {
    const database = await openTestDatabase();
    // Both servers reach the same uploads, as instances on one bucket do.
    const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-restart-'));
    const storage = createDiskStorage(storageDir);
    // The first server's parser reads one batch, then hangs until the server stops.
    let hung: () => void = () => undefined;
    const reachedHang = new Promise<void>((resolve) => (hung = resolve));
    const stalling: ImportParser = {
      detect: detectImportSource,
      async *parse(file, opts) {
        for await (const batch of parseImportFile(file, opts)) {
          yield batch;
          hung();
          await new Promise((_, reject) => opts.signal?.addEventListener('abort', () => reject(opts.signal!.reason as Error), { once: true }));
        }
      },
    };
    const a = await createTestApp({ database, overrides: { importParser: stalling, importRetryDelaySeconds: 1, storage } });
    const user = await signUpUser(a.app);
    const res = await importsApi(a.app).upload(user.cookie, sample('whatstk/whatsapp_lorem-2000.txt'), 'lorem-2000.txt');
    expect(res.statusCode).toBe(202);
    const id = json<Import>(res).id;
    await reachedHang;
    await vi.waitFor(async () => expect(await rowsOf(a, id)).toBeGreaterThan(0), { timeout: 30_000 });
    await a.app.close(); // the job is aborted and its attempt failed, to be retried

    const b = await createTestApp({ database, overrides: { importRetryDelaySeconds: 1, storage } });
    try {
      const done = await importsApi(b.app).settle(user.cookie, id);
      expect(done.status, JSON.stringify(done)).toBe('done');
      const [count] = await b.db.select({ n: sql<number>`count(*)::int` }).from(worldMessages).where(eq(worldMessages.userId, user.user.id));
      expect(Number(count!.n)).toBe(done.counts.messages);
      expect(done.counts.duplicates).toBe(0);
      const [row] = await b.db.select().from(worldImports).where(eq(worldImports.id, id));
      expect(row!.attempts).toBe(2);
    } finally {
      await b.app.close();
      await database.close();
      fs.rmSync(storageDir, { recursive: true, force: true });
    }
  });
});

describe('an import deleted while it runs', () => {
  it('leaves nothing behind, also what the job stored after the deletion', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let firstBatch: () => void = () => undefined;
    const reachedFirst = new Promise<void>((resolve) => (firstBatch = resolve));
    let ended: () => void = () => undefined;
    const parserEnded = new Promise<void>((resolve) => (ended = resolve));
    // Yields the first batch, waits until the import is deleted, then yields the rest.
    const gated: ImportParser = {
      detect: detectImportSource,
      async *parse(file, opts) {
        try {
          let n = 0;
          for await (const batch of parseImportFile(file, opts)) {
            yield batch;
            if (n++ === 0) {
              firstBatch();
              await released;
            }
          }
        } finally {
          ended();
        }
      },
    };
    const t = await createTestApp({ overrides: { importParser: gated, importRetryDelaySeconds: 1 } });
    try {
      const user = await signUpUser(t.app);
      const api = importsApi(t.app);
      const res = await api.upload(user.cookie, sample('whatstk/whatsapp_lorem-2000.txt'), 'lorem-2000.txt');
      expect(res.statusCode).toBe(202);
      const id = json<Import>(res).id;
      await reachedFirst;
      await vi.waitFor(async () => expect(await rowsOf(t, id)).toBeGreaterThan(0), { timeout: 30_000 });
      expect((await api.del(user.cookie, `/api/imports/${id}`)).statusCode).toBe(204);
      release();
      await parserEnded;
      await vi.waitFor(async () => expect(await rowsOf(t, id)).toBe(0), { timeout: 30_000 });
      const [left] = await t.db.select({ n: sql<number>`count(*)::int` }).from(worldMessages).where(eq(worldMessages.userId, user.user.id));
      expect(Number(left!.n)).toBe(0);
      expect(api.json<{ imports: Import[] }>(await api.get(user.cookie, '/api/imports')).imports).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
