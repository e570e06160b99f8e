/**
 * The plan's one rule (ADR 052) through the API, on a Basic account with 6,102 data
 * points written here: three WhatsApp chats (Family: 4,900 messages 2019–2021; a DM with
 * Priya Shah: 400 messages 2018–2024, 292 of them hers; Work: 800 messages in 2024), a
 * dated photo and one without a date. Every figure (summary, people, network, timeline,
 * on this day, places, photos, relationship, export) is of the same newest 1,000 data
 * points and says so; choosing chats or a period makes them the covered set, says what is
 * left out, and clears; Pro ignores the choice and shows everything (up to 10,000).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { importsApi, jpeg } from '../../../../tests/support/worlds';
import type { OnThisDay, PhotosResponse, PlacesResponse, Timeline, WorldSummary } from '../../../contract/worlds';
import type { PlanScope } from '../../../contract/worlds-scope';
import type { SocialNetwork, SocialPeopleResponse } from '../../../contract/worlds-social';
import { runAdminCommand } from '../../admin-commands';
import { users } from '../../db/schema';
import type { Jobs } from '../../platform/jobs';
import type { LiveHub } from '../../platform/live';
import { createDiskStorage } from '../../platform/storage';
import { createImportsService } from './imports.service';

type Chat = 'Family' | 'Priya' | 'Work';
interface Msg {
  at: number;
  author: string;
  chat: Chat;
}

const MINUTE = 60_000;
const used = new Set<number>();
/** Messages of one chat spread evenly over [from, to), each at its own minute (no two data points share a time). */
function messages(chat: Chat, n: number, from: string, to: string, author: (i: number) => string): Msg[] {
  const [start, end] = [Date.parse(from), Date.parse(to)];
  return Array.from({ length: n }, (_, i) => {
    let at = Math.floor((start + ((end - start) * i) / n) / MINUTE) * MINUTE;
    while (used.has(at)) at += MINUTE;
    used.add(at);
    return { at, author: author(i), chat };
  });
}
const pad = (v: number) => String(v).padStart(2, '0');
const line = (m: Msg, i: number) => {
  const d = new Date(m.at);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} - ${m.author}: Message ${i} in ${m.chat}`;
};

const FAMILY = messages('Family', 4_900, '2019-01-01T00:00:00Z', '2022-01-01T00:00:00Z', (i) => ['Me', 'Mum', 'Dad', 'Sis'][i % 4]!);
const PRIYA = messages('Priya', 400, '2018-01-01T00:00:00Z', '2025-01-01T00:00:00Z', (i) => (i % 100 < 27 ? 'Me' : 'Priya Shah'));
const WORK = messages('Work', 800, '2024-01-01T00:00:00Z', '2024-12-31T00:00:00Z', (i) => ['Me', 'Alex', 'Sam', 'Kim', 'Lee'][i % 5]!);
const PHOTO_AT = Date.parse('2024-06-15T12:00:00Z');
const ALL = [...FAMILY, ...PRIYA, ...WORK];
const IMPORTED = ALL.length + 2;

/** Each author's messages among the newest `n` data points (the dated photo counts as one; the undated one is last). */
function newestCounts(n: number, of: Msg[] = ALL, photos: number[] = [PHOTO_AT]) {
  const points = [...of.map((m) => ({ at: m.at, author: m.author as string | null })), ...photos.map((at) => ({ at, author: null }))];
  const newest = points.sort((a, b) => b.at - a.at).slice(0, n);
  const counts = new Map<string, number>();
  for (const p of newest) if (p.author) counts.set(p.author, (counts.get(p.author) ?? 0) + 1);
  return { counts, points: newest, messages: newest.filter((p) => p.author).length, oldest: newest.at(-1)!.at, newest: newest[0]!.at };
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('the Basic plan’s one rule (ADR 052)', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let b: Awaited<ReturnType<typeof signUpUser>>;
  const get = async <T>(url: string, cookie = a.cookie) => {
    const res = await api.get(cookie, url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return json<T>(res);
  };
  const put = (body: unknown, cookie = a.cookie) => api.send(cookie, 'PUT', '/api/worlds/scope', body);
  const chatId = async (name: string) => (await get<PlanScope>('/api/worlds/scope')).chats.find((c) => c.title.includes(name))!.id;
  const peopleCounts = async () => {
    const { people } = await get<SocialPeopleResponse>('/api/worlds/people');
    return new Map(people.map((p) => [p.name, p.messageCount]));
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    a = await signUpUser(t.app);
    b = await signUpUser(t.app);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    const files: [string | Buffer, string][] = [
      [FAMILY.map(line).join('\n'), 'WhatsApp Chat with Family.txt'],
      [PRIYA.map(line).join('\n'), 'WhatsApp Chat with Priya Shah.txt'],
      [WORK.map(line).join('\n'), 'WhatsApp Chat with Work.txt'],
      [await jpeg({ color: '#36a', takenAt: '2024:06:15 12:00:00', at: [35.0116, 135.7681] }), 'IMG_2024.jpg'],
      [await jpeg({ color: '#a63' }), 'IMG_NO_DATE.jpg'],
    ];
    for (const [content, name] of files) expect((await api.importFile(a.cookie, content, name)).status, name).toBe('done');
    expect((await api.importFile(b.cookie, '01/02/2024, 10:00 - Bo: Hi\n01/02/2024, 10:01 - Me: Hello', 'WhatsApp Chat with Bo.txt')).status).toBe('done');
  }, 180_000);
  afterAll(() => t.close());

  it('by default every world counts the same newest 1,000 data points and says so', async () => {
    const expected = newestCounts(1000);
    const summary = await get<WorldSummary>('/api/worlds/summary');
    expect(summary).toMatchObject({
      plan: 'basic',
      limit: 1000,
      dataPoints: IMPORTED,
      shown: 1000,
      imported: { messages: ALL.length, photos: 2, points: 0 },
      coverage: { rule: 'newest', shown: 1000, limit: 1000, text: 'of your newest 1,000 data points' },
      messages: expected.messages,
      photos: 1, // the dated one; the photo without a date has no time and comes last
      places: 1,
      firstAt: new Date(expected.oldest).toISOString(),
      lastAt: new Date(expected.newest).toISOString(),
    });
    expect(summary.notice).toBe(`Every figure here is of your newest 1,000 data points (${IMPORTED.toLocaleString('en-US')} imported) — Pro shows 10,000.`);

    // People: each one's messages among the newest 1,000, summing to the summary's messages; no one outside them.
    const counts = await peopleCounts();
    expect(sum([...counts.values()])).toBe(summary.messages);
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(expected.counts));
    // The hub's "people" are the Social world's: everyone shown but the owner.
    const shownPeople = (await get<SocialPeopleResponse>('/api/worlds/people')).people;
    expect(shownPeople.some((p) => p.isSelf)).toBe(true);
    expect(summary.people).toBe(shownPeople.filter((p) => !p.isSelf).length);
    expect(summary.people).toBe(counts.size - 1);
    // Priya has 292 messages in all; the world shows how many of them are among the newest, and her page agrees.
    const priya = (await get<SocialPeopleResponse>('/api/worlds/people')).people.find((p) => p.name === 'Priya Shah')!;
    const page = await get<{ messageCount: number; months: { messages: number }[] }>(`/api/worlds/people/${priya.id}`);
    expect(page.messageCount).toBe(expected.counts.get('Priya Shah'));
    expect(sum(page.months.map((m) => m.messages))).toBe(page.messageCount);

    // Network, timeline, places, photos, on this day: the same set.
    const network = await get<SocialNetwork>('/api/worlds/network');
    expect(sum(network.nodes.map((n) => n.weight))).toBe(summary.messages);
    const timeline = await get<Timeline>('/api/worlds/timeline?bucket=month');
    expect(timeline.coverage?.text).toBe('of your newest 1,000 data points');
    expect(sum(timeline.buckets.map((x) => x.messages))).toBe(summary.messages);
    expect(sum(timeline.buckets.map((x) => x.messages + x.photos))).toBe(1000);
    expect(timeline.buckets[0]!.start.slice(0, 7)).toBe(summary.firstAt!.slice(0, 7));
    const photos = await get<PhotosResponse>('/api/worlds/photos');
    expect(photos.photos.map((p) => p.fileName)).toEqual(['IMG_2024.jpg']);
    expect(photos.coverage?.rule).toBe('newest');
    const places = await get<PlacesResponse>('/api/worlds/places');
    expect(places.places).toHaveLength(1);
    const day = await get<OnThisDay>('/api/worlds/on-this-day?date=2025-06-15');
    expect(day.coverage?.shown).toBe(1000);
    const onJune15 = expected.points.filter((p) => new Date(p.at).toISOString().slice(5, 10) === '06-15');
    const byYear = (y: number) => onJune15.filter((p) => new Date(p.at).getUTCFullYear() === y);
    expect(day.years.map((y) => [y.year, y.messages, y.photos])).toEqual(
      [...new Set(onJune15.map((p) => new Date(p.at).getUTCFullYear()))]
        .sort((x, y) => y - x)
        .map((y) => [y, byYear(y).filter((p) => p.author).length, byYear(y).filter((p) => !p.author).length]),
    );
    expect(day.years.find((y) => y.year === 2024)?.photos).toBe(1);

    // The export: the same figures, and what they cover.
    const exported = await get<{ coverage: { text: string; imported: number }; summary: WorldSummary; people: { messageCount: number }[] }>(
      '/api/worlds/export?world=social',
    );
    expect(exported.coverage).toMatchObject({ text: 'of your newest 1,000 data points', imported: IMPORTED });
    expect(sum(exported.people.map((p) => p.messageCount))).toBe(summary.messages);
    const exportedTimeline = await get<{ timeline: Timeline }>('/api/worlds/export?world=timeline');
    expect(sum(exportedTimeline.timeline.buckets.map((x) => x.messages))).toBe(summary.messages);

    // What is left out, in words.
    const scope = await get<PlanScope>('/api/worlds/scope');
    expect(scope).toMatchObject({ plan: 'basic', applied: false, imported: IMPORTED, choice: { chatIds: [], from: null, to: null } });
    expect(scope.leftOut.count).toBe(IMPORTED - 1000);
    expect(scope.leftOut.text).toBe(`Left out: ${(IMPORTED - 1000).toLocaleString('en-US')} data points — ${(IMPORTED - 1000).toLocaleString('en-US')} older data points (Basic shows the newest 1,000)`);
    expect(scope.chats.map((c) => [c.messages, c.chosen])).toEqual([
      [4900, false],
      [800, false],
      [400, false],
    ]);
    expect(scope.outsideChats).toEqual({ photos: 2, points: 0 });
  });

  it('choosing a chat makes its data points the covered set; a big chat gives its newest 1,000; clearing goes back to the newest', async () => {
    const [priyaChat, familyChat, workChat] = [await chatId('Priya'), await chatId('Family'), await chatId('Work')];
    const res = await put({ chatIds: [priyaChat] });
    expect(res.statusCode, res.body).toBe(200);
    const scope = json<PlanScope>(res);
    expect(scope).toMatchObject({ applied: true, choice: { chatIds: [priyaChat], from: null, to: null } });
    expect(scope.coverage).toEqual({ rule: 'chosen', shown: 400, limit: 1000, text: 'of the 400 data points from the chats you chose' });
    expect(scope.leftOut.text).toBe(
      `Left out: ${(IMPORTED - 400).toLocaleString('en-US')} data points — 4,900 messages in 'Family', 800 messages in 'Work', 2 photos (photos belong to no chat)`,
    );
    expect(scope.chats.find((c) => c.id === priyaChat)!.chosen).toBe(true);

    const summary = await get<WorldSummary>('/api/worlds/summary');
    expect(summary).toMatchObject({ shown: 400, messages: 400, photos: 0, places: 0, people: 1 }); // Priya; the owner is not counted
    expect(summary.notice).toBe(`Every figure here is of the 400 data points from the chats you chose (${IMPORTED.toLocaleString('en-US')} imported) — Pro shows 10,000.`);
    expect(Object.fromEntries(await peopleCounts())).toEqual({ 'Priya Shah': 292, Me: 108 });
    const timeline = await get<Timeline>('/api/worlds/timeline?bucket=month');
    expect(sum(timeline.buckets.map((x) => x.messages))).toBe(400);
    expect(timeline.buckets[0]!.start.slice(0, 4)).toBe('2018');

    // Family holds more than 1,000: its newest 1,000.
    const family = json<PlanScope>(await put({ chatIds: [familyChat, familyChat] }));
    expect(family.choice.chatIds).toEqual([familyChat]);
    expect(family.coverage.text).toBe('of the newest 1,000 data points from the chats you chose');
    expect(Object.fromEntries(await peopleCounts())).toEqual(Object.fromEntries(newestCounts(1000, FAMILY, []).counts));
    expect(family.leftOut.parts.map((p) => p.label)).toContain('3,900 older data points of the chats you chose (Basic shows the newest 1,000)');

    // Two chats.
    const two = json<PlanScope>(await put({ chatIds: [workChat, priyaChat] }));
    expect(two.coverage.text).toBe('of the newest 1,000 data points from the chats you chose');
    expect(Object.fromEntries(await peopleCounts())).toEqual(Object.fromEntries(newestCounts(1000, [...WORK, ...PRIYA], []).counts));

    // Cleared: the newest 1,000 of everything again.
    const cleared = json<PlanScope>(await put({}));
    expect(cleared).toMatchObject({ applied: false, choice: { chatIds: [], from: null, to: null }, coverage: { rule: 'newest' } });
    expect(Object.fromEntries(await peopleCounts())).toEqual(Object.fromEntries(newestCounts(1000).counts));
  });

  it('a period: the newest 1,000 from it, and what falls before or after it is named', async () => {
    const scope = json<PlanScope>(await put({ from: '2020-01-01', to: '2020-12-31' }));
    const in2020 = ALL.filter((m) => m.at >= Date.parse('2020-01-01T00:00:00Z') && m.at < Date.parse('2021-01-01T00:00:00Z'));
    expect(in2020.length).toBeGreaterThan(1000);
    expect(scope.coverage.text).toBe('of the newest 1,000 data points from the period you chose, from 1 Jan 2020 to 31 Dec 2020');
    const expected = newestCounts(1000, in2020, []);
    expect(Object.fromEntries(await peopleCounts())).toEqual(Object.fromEntries(expected.counts));
    const summary = await get<WorldSummary>('/api/worlds/summary');
    expect(summary.lastAt).toBe(new Date(expected.newest).toISOString());
    const before = ALL.filter((m) => m.at < Date.parse('2020-01-01T00:00:00Z')).length;
    const after = ALL.filter((m) => m.at >= Date.parse('2021-01-01T00:00:00Z')).length;
    expect(scope.leftOut.parts.map((p) => p.label)).toEqual([
      '1 photo without a date',
      `${before.toLocaleString('en-US')} messages before 1 Jan 2020`,
      `${after.toLocaleString('en-US')} messages and 1 photo after 31 Dec 2020`,
      `${(in2020.length - 1000).toLocaleString('en-US')} older data points of the period you chose, from 1 Jan 2020 to 31 Dec 2020 (Basic shows the newest 1,000)`,
    ]);
    expect(scope.leftOut.count).toBe(IMPORTED - 1000);
    expect((await put({})).statusCode).toBe(200);
  });

  it('refuses a chat that is not yours, a period that ends before it starts, and bad input', async () => {
    const theirs = (await get<PlanScope>('/api/worlds/scope', b.cookie)).chats[0]!.id;
    const refused = await put({ chatIds: [theirs] });
    expect(refused.statusCode).toBe(400);
    expect(json<{ message: string }>(refused).message).toBe('A chosen chat is not one of your chats.');
    for (const body of [{ from: '2021-02-01', to: '2021-01-01' }, { chatIds: ['nope'] }, { from: '2021-02-30' }, { to: 'yesterday' }]) {
      expect((await put(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/scope', { chatIds: [theirs] })).statusCode).toBe(400);
    expect((await api.get(undefined, '/api/worlds/scope')).statusCode).toBe(401);
    // Nothing was saved.
    expect((await get<PlanScope>('/api/worlds/scope')).choice).toEqual({ chatIds: [], from: null, to: null });
  });

  it('Pro ignores the choice and shows everything up to 10,000; back on Basic the choice applies again', async () => {
    const priyaChat = await chatId('Priya');
    expect((await put({ chatIds: [priyaChat] })).statusCode).toBe(200);
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, a.user.id));
    const email = row!.email;
    await runAdminCommand(t.db, ['plan', email, 'pro']);
    const summary = await get<WorldSummary>('/api/worlds/summary');
    expect(summary).toMatchObject({
      plan: 'pro',
      shown: IMPORTED,
      notice: null,
      messages: ALL.length,
      photos: 2,
      coverage: { rule: 'all', text: `of all ${IMPORTED.toLocaleString('en-US')} data points` },
    });
    expect(sum([...(await peopleCounts()).values()])).toBe(ALL.length);
    const scope = await get<PlanScope>('/api/worlds/scope');
    expect(scope).toMatchObject({ plan: 'pro', applied: false, choice: { chatIds: [priyaChat] }, leftOut: { count: 0, parts: [] } });
    await runAdminCommand(t.db, ['plan', email, 'basic']);
    expect((await get<WorldSummary>('/api/worlds/summary')).coverage.rule).toBe('chosen');
    expect((await put({})).statusCode).toBe(200);
  });

  it('a done import that grows (a Matrix room’s new messages) gives new totals and a new cut-off, not the cached ones', async () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-plan-scope-'));
    // Jobs are never run here: the test runs the attempt itself.
    const jobs: Jobs = {
      define: () => undefined,
      send: async () => randomUUID(),
      get: async () => null,
      cancelOwnedBy: async () => 0,
      start: async () => undefined,
      stop: async () => undefined,
    };
    const live = { publishToUser: async () => undefined } as unknown as LiveHub;
    const parser = { detect: async () => 'whatsapp' as const, parse: () => (async function* () {})() };
    const imports = createImportsService({ database: t.database, storage: createDiskStorage(scratch), jobs, live, parser, tmpDir: scratch });
    const c = await signUpUser(t.app);
    const imp = await imports.chats.create(c.user.id, { source: 'matrix', fileName: 'Book club', externalId: '!club:example.org' });
    const attempt = (await imports.chats.begin({ importId: imp.id, userId: c.user.id }, { id: randomUUID(), attempt: 1, signal: new AbortController().signal, reportProgress: async () => undefined }))!;
    const chat = { key: '!club:example.org', title: 'Book club', isGroup: true, self: 'Alice' };
    await attempt.write({ chat, messages: [{ author: 'Alice', at: '2024-05-01T10:00:00Z', text: 'Hi all' }, { author: 'Bob', at: '2024-05-01T10:01:00Z', text: 'Hello' }], read: 2 });
    await attempt.finish();
    expect(await get<WorldSummary>('/api/worlds/summary', c.cookie)).toMatchObject({ dataPoints: 2, shown: 2, messages: 2, lastAt: '2024-05-01T10:01:00.000Z' });
    await imports.chats.append(imp.id, { chat, messages: [{ author: 'Bob', at: '2024-05-02T09:00:00Z', text: 'Later' }] });
    expect(await get<WorldSummary>('/api/worlds/summary', c.cookie)).toMatchObject({
      dataPoints: 3,
      shown: 3,
      messages: 3,
      lastAt: '2024-05-02T09:00:00.000Z',
      coverage: { rule: 'all', text: 'of all 3 data points' },
    });
    fs.rmSync(scratch, { recursive: true, force: true });
  });
});
