/**
 * The Social & Emotional World, the relationship page and the Network Visualizer through
 * the API, on three small WhatsApp chats written here (UTC times, replies and moods chosen
 * so every figure can be worked out by hand) and two photos: people with their moods,
 * one relationship (months, conversation, reply times both ways, busiest hours, topics,
 * first and last message, photos of the days you talked), the network's edges and weights,
 * the period, and message text blanked for a reader without "include messages".
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { importsApi, jpeg } from '../../../../tests/support/worlds';
import { worldReadApis } from '../../../contract/endpoints/worlds';
import type { Relationship, SocialNetwork, SocialPeopleResponse } from '../../../contract/worlds-social';
import { createWorldsService } from './worlds.service';
import { worldReadRoutes } from './worlds.routes';

const WITH_CLEO = [
  '10/01/2024, 09:00 - Me: Good morning Cleo, lovely sunny day for the beach',
  '10/01/2024, 09:20 - Cleo: Wonderful! I love the beach, happy happy',
  '10/01/2024, 09:50 - Me: Great, the beach at noon then',
  '11/01/2024, 21:00 - Cleo: The concert was amazing, best night',
  '12/02/2024, 18:00 - Cleo: This is awful, I hate this terrible traffic',
  '12/02/2024, 18:30 - Me: That is bad, sorry about the traffic',
  '12/02/2024, 18:40 - Cleo: Angry and furious, worst commute ever',
].join('\n');
const WITH_DAN = ['01/03/2024, 12:00 - Dan: Lunch?', '01/03/2024, 12:03 - Me: Yes please'].join('\n');
const BAND = [
  '05/03/2024, 20:00 - Dan created group "Band"',
  '05/03/2024, 20:00 - Dan: Rehearsal on Friday?',
  '05/03/2024, 20:05 - Cleo: Yes, rehearsal works',
  '05/03/2024, 20:06 - Me: See you at rehearsal',
].join('\n');

describe('the social worlds', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let b: Awaited<ReturnType<typeof signUpUser>>;
  const get = async <T>(url: string, cookie = a.cookie) => {
    const res = await api.get(cookie, url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return json<T>(res);
  };
  const people = async (search = '') => (await get<SocialPeopleResponse>(`/api/worlds/people${search}`)).people;
  let ids: Record<'Me' | 'Cleo' | 'Dan', string>;

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    a = await signUpUser(t.app);
    b = await signUpUser(t.app);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    for (const [content, name] of [
      [WITH_CLEO, 'WhatsApp Chat with Cleo.txt'],
      [WITH_DAN, 'WhatsApp Chat with Dan.txt'],
      [BAND, 'WhatsApp Chat with Band.txt'],
      // Taken on a day Cleo and I talked, and on a day we did not.
      [await jpeg({ color: '#e94', takenAt: '2024:01:10 15:00:00' }), 'IMG_0100.jpg'],
      [await jpeg({ color: '#49e', takenAt: '2024:01:20 15:00:00' }), 'IMG_0200.jpg'],
    ] as const) {
      expect((await api.importFile(a.cookie, content, name)).status).toBe('done');
    }
    const list = await people();
    ids = Object.fromEntries(list.map((p) => [p.name, p.id])) as typeof ids;
  });
  afterAll(() => t.close());

  it('GET /api/worlds/people gives each person’s messages, mood and recent messages, the owner in every chat', async () => {
    const list = await people();
    expect(list.map((p) => [p.name, p.messageCount, p.isSelf])).toEqual([
      ['Cleo', 5],
      ['Me', 5],
      ['Dan', 2],
    ].map(([n, c]) => [n, c, n === 'Me']));
    for (const p of list) {
      expect(Math.abs(p.sentiment)).toBeLessThanOrEqual(1);
      expect(Math.abs(p.trend)).toBeLessThanOrEqual(2);
    }
    // The last message is on 5 March: 90 days back reaches into December, so every message is recent.
    expect(list.map((p) => p.recentMessages)).toEqual([5, 5, 2]);
    // Cleo's moods: cheerful January, angry February, a plain "yes" in March.
    const cleo = list.find((p) => p.name === 'Cleo')!;
    const january = (await people('?from=2024-01-01&to=2024-02-01')).find((p) => p.name === 'Cleo')!;
    const february = (await people('?from=2024-02-01&to=2024-03-01')).find((p) => p.name === 'Cleo')!;
    expect(january.sentiment).toBeGreaterThan(0);
    expect(february.sentiment).toBeLessThan(0);
    expect(january.sentiment).toBeGreaterThan(february.sentiment);
    expect(cleo.sentiment).toBeLessThan(january.sentiment);
  });

  it('narrows people to the period: counts in it, and only who wrote in it', async () => {
    const feb = await people('?from=2024-02-01&to=2024-03-01');
    expect(feb.map((p) => [p.name, p.messageCount, p.isSelf])).toEqual([
      ['Cleo', 2, false],
      ['Me', 1, true],
    ]);
    expect(feb[0]).toMatchObject({ firstAt: '2024-02-12T18:00:00.000Z', lastAt: '2024-02-12T18:40:00.000Z', recentMessages: 2 });
    // `to` is exclusive: a period ending at 20:05 on 5 March leaves Cleo's message at 20:05 out.
    const march = await people('?from=2024-03-01&to=2024-03-05T20:05:00Z');
    expect(march.map((p) => [p.name, p.messageCount])).toEqual([
      ['Dan', 2],
      ['Me', 1],
    ]);
    expect(await people('?from=2025-01-01')).toEqual([]);
  });

  it('GET /api/worlds/people/:id: messages and mood per month, the conversation both ways, reply times, hours, topics', async () => {
    const cleo = await get<Relationship>(`/api/worlds/people/${ids.Cleo}`);
    expect(cleo).toMatchObject({ name: 'Cleo', messageCount: 5, includeMessages: true, timeZone: 'UTC' });
    expect(cleo.months.map((m) => [m.month, m.messages])).toEqual([
      ['2024-01', 2],
      ['2024-02', 2],
      ['2024-03', 1],
    ]);
    const [jan, feb] = cleo.months;
    expect(jan!.sentiment).toBeGreaterThan(0);
    expect(feb!.sentiment).toBeLessThan(0);
    expect(cleo.conversation).toEqual([
      { month: '2024-01', fromThem: 2, fromYou: 2 },
      { month: '2024-02', fromThem: 2, fromYou: 1 },
      { month: '2024-03', fromThem: 1, fromYou: 1 },
    ]);
    // Cleo answers me in 20 and 10 min; I answer her in 30 and 30 min, and in 1 min in the
    // band's chat. 21:00 on the 11th comes 35 h after my last message: a new conversation.
    expect(cleo.replySeconds).toEqual({ theirs: 900, yours: 1220 });
    expect(cleo.averageReplySeconds).toBe(1092);
    const hours = Object.fromEntries(cleo.hours.map((n, h) => [h, n]).filter(([, n]) => n));
    expect(hours).toEqual({ 9: 3, 18: 3, 20: 2, 21: 1 });
    expect(cleo.topics.slice(0, 3)).toEqual([
      { word: 'beach', count: 3 },
      { word: 'rehearsal', count: 2 },
      { word: 'traffic', count: 2 },
    ]);
    expect(cleo.topics.map((w) => w.word)).not.toContain('the');
    expect(cleo.chats.map((c) => [c.title, c.isGroup, c.messages])).toEqual([
      ['Cleo', false, 4],
      ['Band', true, 1],
    ]);
  });

  it('quotes the first and the last message and shows the photos taken on days you talked', async () => {
    const cleo = await get<Relationship>(`/api/worlds/people/${ids.Cleo}`);
    expect(cleo.first).toEqual({
      at: '2024-01-10T09:00:00.000Z',
      author: 'Me',
      fromThem: false,
      chat: 'Cleo',
      text: 'Good morning Cleo, lovely sunny day for the beach',
    });
    expect(cleo.last).toEqual({ at: '2024-03-05T20:06:00.000Z', author: 'Me', fromThem: false, chat: 'Band', text: 'See you at rehearsal' });
    expect(cleo.photos).toEqual([{ id: expect.any(String), at: '2024-01-10T15:00:00.000Z', fileName: 'IMG_0100.jpg' }]);
    expect(cleo.photoCount).toBe(1);
    const dan = await get<Relationship>(`/api/worlds/people/${ids.Dan}`);
    expect(dan.photos).toEqual([]);
    expect(dan.first).toMatchObject({ at: '2024-03-01T12:00:00.000Z', author: 'Dan', fromThem: true, text: 'Lunch?' });
    // I answer Dan's lunch in 3 min; in the band's chat I answer Cleo, not him.
    expect(dan.replySeconds).toEqual({ theirs: null, yours: 180 });
  });

  it('narrows a relationship to the period', async () => {
    const cleo = await get<Relationship>(`/api/worlds/people/${ids.Cleo}?from=2024-02-01&to=2024-03-01`);
    expect(cleo.messageCount).toBe(2);
    expect(cleo.months.map((m) => [m.month, m.messages])).toEqual([['2024-02', 2]]);
    expect(cleo.conversation).toEqual([{ month: '2024-02', fromThem: 2, fromYou: 1 }]);
    expect(cleo.replySeconds).toEqual({ theirs: 600, yours: 1800 });
    expect(cleo.hours[18]).toBe(3);
    expect(cleo.hours.reduce((x, y) => x + y)).toBe(3);
    expect(cleo.photos).toEqual([]);
    expect(cleo.first?.text).toBe('This is awful, I hate this terrible traffic');
    expect(cleo.last?.text).toBe('Angry and furious, worst commute ever');
    expect(cleo.chats.map((c) => c.title)).toEqual(['Cleo']);
    // A period without them: the person is still found, with nothing in it.
    const empty = await get<Relationship>(`/api/worlds/people/${ids.Cleo}?from=2025-01-01`);
    expect(empty).toMatchObject({ messageCount: 0, months: [], conversation: [], first: null, last: null, topics: [], photoCount: 0 });
  });

  it('GET /api/worlds/network links who shares a chat, weighted by answers, in the period', async () => {
    const names = (n: SocialNetwork) => new Map(n.nodes.map((x) => [x.id, x.name]));
    const edges = (n: SocialNetwork) =>
      n.edges.map((e) => [[names(n).get(e.source), names(n).get(e.target)].sort().join('–'), e.weight, e.chats]).sort();
    const all = await get<SocialNetwork>('/api/worlds/network');
    expect(all.nodes.map((n) => [n.name, n.weight, n.isSelf])).toEqual([
      ['Cleo', 5, false],
      ['Me', 5, true],
      ['Dan', 2, false],
    ]);
    // Cleo–Me: 5 turns in our chat and 1 in the band's; Dan–Me: lunch and the band; Cleo–Dan: the band only.
    expect(edges(all)).toEqual([
      ['Cleo–Dan', 1, 1],
      ['Cleo–Me', 6, 2],
      ['Dan–Me', 1, 2],
    ]);
    const feb = await get<SocialNetwork>('/api/worlds/network?from=2024-02-01&to=2024-03-01');
    expect(feb.nodes.map((n) => n.name)).toEqual(['Cleo', 'Me']);
    expect(edges(feb)).toEqual([['Cleo–Me', 2, 1]]);
  });

  it('answers bad periods with a 400 and a message, other users’ people with a 404, signed out with a 401', async () => {
    for (const url of ['/api/worlds/people?from=soon', '/api/worlds/network?to=2024-02-30x', `/api/worlds/people/${ids.Cleo}?from=2024-05-01&to=2024-01-01`]) {
      const res = await api.get(a.cookie, url);
      expect(res.statusCode, url).toBe(400);
      expect(json<{ message: string }>(res).message.length).toBeGreaterThan(5);
    }
    expect((await api.get(b.cookie, `/api/worlds/people/${ids.Cleo}`)).statusCode).toBe(404);
    expect(await get<SocialPeopleResponse>('/api/worlds/people', b.cookie)).toEqual({ people: [] });
    expect(await get<SocialNetwork>('/api/worlds/network', b.cookie)).toEqual({ nodes: [], edges: [] });
    for (const url of ['/api/worlds/people', `/api/worlds/people/${ids.Cleo}`, '/api/worlds/network']) {
      expect((await api.get(undefined, url)).statusCode, url).toBe(401);
    }
  });

  it('blanks message text for a reader without "include messages" (a shared link), keeping everything else', async () => {
    const service = createWorldsService({ database: t.database });
    const userId = (await get<{ user: { id: string } }>('/api/auth/me')).user.id;
    const hidden = await service.person(userId, ids.Cleo, {}, { includeMessages: false });
    expect(hidden.includeMessages).toBe(false);
    expect(hidden.first).toMatchObject({ at: '2024-01-10T09:00:00.000Z', author: 'Me', text: null });
    expect(hidden.last).toMatchObject({ at: '2024-03-05T20:06:00.000Z', text: null });
    expect(hidden.conversation.length).toBe(3);

    // The same through the read routes registered with such a reader.
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(worldReadRoutes, {
      prefix: '/shared',
      api: worldReadApis.own,
      service,
      storage: {} as never,
      narration: {} as never,
      ask: {} as never,
      aiPerMinute: 10,
      secret: undefined,
      reader: async () => ({ userId, includeMessages: false }),
    });
    const res = await app.inject({ method: 'GET', url: `/shared/people/${ids.Cleo}?from=2024-02-01` });
    expect(res.statusCode).toBe(200);
    const body = json<Relationship>(res);
    expect(body.first).toMatchObject({ at: '2024-02-12T18:00:00.000Z', author: 'Cleo', fromThem: true, text: null });
    expect(JSON.stringify(body)).not.toMatch(/This is awful|Angry and furious|Good morning/);
    await app.close();
  });
});
