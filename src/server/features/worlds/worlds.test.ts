/**
 * The world model through the API, on two small WhatsApp chats written here (times,
 * replies and moods chosen so every figure can be worked out by hand), a Telegram sample
 * and a photo taken near a shared location: summary, people, one relationship, network,
 * places, time line, merge and split, settings; bad ids, buckets and dates; isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { importsApi, jpeg, sample } from '../../../../tests/support/worlds';
import type { Network, PeopleResponse, Person, PersonDetail, PhotosResponse, PlacesResponse, Timeline, WorldSettings, WorldSummary } from '../../../contract/worlds';

const WITH_ANA = [
  '15/01/2024, 09:00 - Me: Good morning Ana, I love this wonderful day',
  '15/01/2024, 09:10 - Ana: Morning! Great to hear, happy day',
  '15/01/2024, 09:30 - Me: location: https://maps.google.com/?q=52.520000,13.405000',
  '16/02/2024, 20:00 - Ana: This is terrible, I hate the awful rain',
  '16/02/2024, 20:05 - Me: Sorry, that is bad',
].join('\n');
const TRIP = [
  '20/03/2024, 10:00 - Ben created group "Trip"',
  '20/03/2024, 10:00 - Me: Who is coming?',
  '20/03/2024, 10:01 - Ben: Me!',
  '20/03/2024, 10:02 - Ana: Me too',
].join('\n');

describe('worlds', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let b: Awaited<ReturnType<typeof signUpUser>>;
  const get = <T>(url: string, cookie = a.cookie) => api.get(cookie, url).then((r) => ({ status: r.statusCode, body: json<T>(r) }));
  const people = async () => (await get<PeopleResponse>('/api/worlds/people')).body.people;
  const byName = async (name: string) => (await people()).find((p) => p.name === name)!;

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    a = await signUpUser(t.app);
    b = await signUpUser(t.app);
    // Local times in these chats are New York wall-clock times.
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'America/New_York' })).statusCode).toBe(200);
    for (const [content, name] of [
      [WITH_ANA, 'WhatsApp Chat with Ana.txt'],
      [TRIP, 'WhatsApp Chat with Trip.txt'],
      [await jpeg({ color: '#3a7', takenAt: '2024:03:20 12:00:00', at: [52.5201, 13.4052] }), 'IMG_0001.jpg'],
    ] as const) {
      expect((await api.importFile(a.cookie, content, name)).status).toBe('done');
    }
    expect((await api.importFile(b.cookie, sample('chat-analytics/telegram_DM_2A_7M.json'), 'result.json')).status).toBe('done');
  });
  afterAll(() => t.close());

  it('GET /api/worlds/summary counts everything and the time span, read in the user’s zone', async () => {
    const { body } = await get<WorldSummary>('/api/worlds/summary');
    expect(body).toEqual({
      plan: 'basic',
      limit: 1000,
      dataPoints: 10, // 8 messages, 1 photo, 1 shared location
      shown: 10,
      notice: null,
      coverage: { rule: 'all', shown: 10, limit: 1000, text: 'of all 10 data points' },
      imported: { messages: 8, photos: 1, points: 1 },
      people: 2, // Ana and Ben: the owner is not one of "the people" (the Social world counts them the same way)
      messages: 8,
      photos: 1,
      places: 1,
      events: 1,
      firstAt: '2024-01-15T14:00:00.000Z', // 09:00 in New York
      lastAt: '2024-03-20T14:02:00.000Z', // the last message (the photo's 12:00 is Berlin's, where it was taken: 11:00Z, #27)
      sources: ['photos', 'whatsapp'],
    });
    expect(body.people).toBe((await people()).filter((p) => !p.isSelf).length);
  });

  it('GET /api/worlds/people lists everyone in the chats, most messages first, the owner guessed as the one in every chat', async () => {
    const list = await people();
    expect(list.map((p) => [p.name, p.messageCount, p.isSelf])).toEqual([
      ['Me', 4, true],
      ['Ana', 3, false],
      ['Ben', 1, false],
    ]);
    expect(list[1]).toMatchObject({ sources: ['whatsapp'], firstAt: '2024-01-15T14:10:00.000Z', lastAt: '2024-03-20T14:02:00.000Z', mergedWith: [] });
  });

  it('GET /api/worlds/people/:id gives months with sentiment, chats, places and reply times', async () => {
    const ana = await byName('Ana');
    const { status, body } = await get<PersonDetail>(`/api/worlds/people/${ana.id}`);
    expect(status).toBe(200);
    expect(body.months.map((m) => [m.month, m.messages])).toEqual([
      ['2024-01', 1],
      ['2024-02', 1],
      ['2024-03', 1],
    ]);
    const [jan, feb] = body.months;
    expect(jan!.sentiment).toBeGreaterThan(0);
    expect(feb!.sentiment).toBeLessThan(0);
    for (const m of body.months) expect(Math.abs(m.sentiment)).toBeLessThanOrEqual(1);
    expect(body.chats.map((c) => [c.title, c.isGroup, c.messages])).toEqual([
      ['Ana', false, 2],
      ['Trip', true, 1],
    ]);
    // Ana answers in 10 min; I answer her in 20 and 5 min (a gap over a day is a new conversation).
    expect(body.replySeconds).toEqual({ theirs: 600, yours: 750 });
    expect(body.averageReplySeconds).toBe(700);
    const me = await byName('Me');
    const mine = (await get<PersonDetail>(`/api/worlds/people/${me.id}`)).body;
    // Places are named offline (#27): the nearest city, never bare coordinates.
    expect(mine.places).toEqual([{ id: expect.any(String), lat: 52.52, lon: 13.405, label: 'Berlin, Germany', count: 1 }]);
  });

  it('GET /api/worlds/network links people who share a chat, weighted by answers', async () => {
    const { body } = await get<Network>('/api/worlds/network');
    const name = new Map(body.nodes.map((n) => [n.id, n.name]));
    expect(body.nodes.map((n) => [n.name, n.weight])).toEqual([
      ['Me', 4],
      ['Ana', 3],
      ['Ben', 1],
    ]);
    const edges = body.edges.map((e) => [[name.get(e.source), name.get(e.target)].sort().join('–'), e.weight]);
    expect(edges.sort()).toEqual([
      ['Ana–Ben', 1],
      ['Ana–Me', 4],
      ['Ben–Me', 1],
    ]);
  });

  it('GET /api/worlds/places clusters the shared location and the photo taken 20 m away into one place', async () => {
    const { body } = await get<PlacesResponse>('/api/worlds/places');
    expect(body.places).toEqual([
      {
        id: expect.any(String),
        lat: 52.52,
        lon: 13.405,
        label: '52.5200, 13.4050',
        name: 'Berlin, Germany', // what every page shows (#27); `label` is the source's own label or the coordinates
        geoName: 'Berlin, Germany',
        count: 2,
        kinds: ['message', 'photo'],
        firstAt: '2024-01-15T14:30:00.000Z',
        lastAt: '2024-03-20T11:00:00.000Z', // the photo: 12:00 in Berlin (CET), where it was taken
      },
    ]);
  });

  it('GET /api/worlds/photos lists the shown photos; their thumbnails are JPEGs for the owner only', async () => {
    const { body } = await get<PhotosResponse>('/api/worlds/photos');
    expect(body.photos).toEqual([
      expect.objectContaining({ fileName: 'IMG_0001.jpg', at: '2024-03-20T11:00:00.000Z', takenAtKnown: true, width: 64, height: 48 }),
    ]);
    const thumb = await api.get(a.cookie, `/api/worlds/photos/${body.photos[0]!.id}/thumbnail`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect((await api.get(b.cookie, `/api/worlds/photos/${body.photos[0]!.id}/thumbnail`)).statusCode).toBe(404);
    expect((await api.get(a.cookie, '/api/worlds/photos/not-an-id/thumbnail')).statusCode).toBe(404);
  });

  it('GET /api/worlds/timeline buckets by day, week or month in the user’s zone, between from and to', async () => {
    const months = (await get<Timeline>('/api/worlds/timeline?bucket=month')).body;
    expect(months.timeZone).toBe('America/New_York');
    expect(months.buckets).toEqual([
      { start: '2024-01-01T05:00:00.000Z', messages: 3, photos: 0, places: 1, events: 0 },
      { start: '2024-02-01T05:00:00.000Z', messages: 2, photos: 0, places: 0, events: 0 },
      { start: '2024-03-01T05:00:00.000Z', messages: 3, photos: 1, places: 0, events: 1 },
    ]);
    const days = (await get<Timeline>('/api/worlds/timeline?bucket=day&from=2024-02-01&to=2024-12-31')).body;
    expect(days.buckets.map((d) => [d.start, d.messages, d.photos])).toEqual([
      ['2024-02-16T05:00:00.000Z', 2, 0],
      ['2024-03-20T04:00:00.000Z', 3, 1],
    ]);
    const weeks = (await get<Timeline>('/api/worlds/timeline?bucket=week&to=2024-01-31T00:00:00Z')).body;
    expect(weeks.buckets).toEqual([{ start: '2024-01-15T05:00:00.000Z', messages: 3, photos: 0, places: 1, events: 0 }]);
  });

  it('answers bad buckets, dates, ids and settings with a 4xx and a message', async () => {
    for (const url of [
      '/api/worlds/timeline?bucket=year',
      '/api/worlds/timeline?from=yesterday',
      '/api/worlds/timeline?from=2024-13-45',
      '/api/worlds/timeline?from=2024-05-01&to=2024-01-01',
    ]) {
      const res = await api.get(a.cookie, url);
      expect(res.statusCode, url).toBe(400);
      expect(json<{ message: string }>(res).message.length, url).toBeGreaterThan(5);
    }
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      expect((await api.get(a.cookie, `/api/worlds/people/${encodeURIComponent(id)}`)).statusCode, id).toBe(404);
    }
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'Atlantis/Capital' })).statusCode).toBe(400);
    expect((await api.send(a.cookie, 'POST', '/api/worlds/people/merge', { into: 'x', from: 'y' })).statusCode).toBe(400);
    for (const url of ['/api/worlds/summary', '/api/worlds/people', '/api/worlds/network', '/api/worlds/places', '/api/worlds/timeline', '/api/worlds/settings']) {
      expect((await api.get(undefined, url)).statusCode, url).toBe(401);
    }
  });

  it('keeps each user’s world to themselves: another user’s people are not found, their lists are their own', async () => {
    const ana = await byName('Ana');
    const other = (await get<PeopleResponse>('/api/worlds/people', b.cookie)).body.people;
    expect(other.map((p) => p.name).sort()).toEqual(['Alice', 'Bob'].sort());
    expect(other.every((p) => p.sources.join() === 'telegram')).toBe(true);
    expect((await api.get(b.cookie, `/api/worlds/people/${ana.id}`)).statusCode).toBe(404);
    expect((await api.send(b.cookie, 'POST', `/api/worlds/people/${ana.id}/split`)).statusCode).toBe(404);
    const merge = await api.send(b.cookie, 'POST', '/api/worlds/people/merge', { into: other[0]!.id, from: ana.id });
    expect(merge.statusCode).toBe(404);
    expect((await api.send(b.cookie, 'PUT', '/api/worlds/settings', { selfPersonId: ana.id })).statusCode).toBe(404);
    const places = (await get<PlacesResponse>('/api/worlds/places', b.cookie)).body.places;
    expect(places).toEqual([]);
  });

  it('merges two people into one and splits them again', async () => {
    const ana = await byName('Ana');
    const ben = await byName('Ben');
    const merged = await api.send(a.cookie, 'POST', '/api/worlds/people/merge', { into: ana.id, from: ben.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(json<Person>(merged)).toMatchObject({ id: ana.id, name: 'Ana', messageCount: 4, mergedWith: [{ id: ben.id, name: 'Ben' }] });
    expect((await people()).map((p) => [p.name, p.messageCount])).toEqual([
      ['Ana', 4],
      ['Me', 4],
    ]);
    // Ben's id now leads to the person he is part of.
    expect((await get<PersonDetail>(`/api/worlds/people/${ben.id}`)).body.id).toBe(ana.id);
    const network = (await get<Network>('/api/worlds/network')).body;
    expect(network.nodes).toHaveLength(2);
    expect((await api.send(a.cookie, 'POST', '/api/worlds/people/merge', { into: ana.id, from: ben.id })).statusCode).toBe(400);

    const split = await api.send(a.cookie, 'POST', `/api/worlds/people/${ana.id}/split`);
    expect(split.statusCode).toBe(200);
    expect(json<{ people: Person[] }>(split).people.map((p) => [p.name, p.messageCount]).sort()).toEqual([
      ['Ana', 3],
      ['Ben', 1],
    ]);
    expect((await people()).map((p) => p.name)).toEqual(['Me', 'Ana', 'Ben']);
    expect((await api.send(a.cookie, 'POST', `/api/worlds/people/${ana.id}/split`)).statusCode).toBe(400);
  });

  it('GET/PUT /api/worlds/settings: plan, zone and who the owner is', async () => {
    const ana = await byName('Ana');
    const set = await api.send(a.cookie, 'PUT', '/api/worlds/settings', { selfPersonId: ana.id });
    expect(json<WorldSettings>(set)).toEqual({ plan: 'basic', limit: 1000, timeZone: 'America/New_York', selfPersonId: ana.id });
    expect((await people()).filter((p) => p.isSelf).map((p) => p.name)).toEqual(['Ana']);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { selfPersonId: null })).statusCode).toBe(200);
    expect((await people()).filter((p) => p.isSelf).map((p) => p.name)).toEqual(['Me']);
    expect((await get<WorldSettings>('/api/worlds/settings')).body.selfPersonId).toBeNull();
  });
});
