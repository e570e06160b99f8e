/**
 * The sample world (signed out, read-only, seeded once), shared links (access rules,
 * revocation, expiry, one world only, another user's links) and narration (figures read
 * server-side and cited, the token ledger, the engine label, validation) through the API.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, TEST_ORIGIN } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { importsApi, jpeg } from '../../../../tests/support/worlds';
import type { CreatedWorldShare, Narration, PeopleResponse, SharedWorldInfo, WorldShare, WorldSharesResponse, WorldSummary } from '../../../contract/worlds';
import { aiUsage, users } from '../../db/schema';
import { createSampleWorld, SAMPLE_OWNER_EMAIL, SAMPLE_OWNER_ID } from './sample-world';
import { queryFn } from './sql';

const CHAT = [
  '15/01/2024, 09:00 - Me: Good morning Ana, I love this wonderful day',
  '15/01/2024, 09:10 - Ana: Morning! Great to hear, happy day',
  '16/02/2024, 20:00 - Ana: This is terrible, I hate the awful rain',
  '16/02/2024, 20:05 - Me: Sorry, that is bad',
].join('\n');

describe('sample world, shared links and narration', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let b: Awaited<ReturnType<typeof signUpUser>>;
  const get = (url: string, cookie?: string) => api.get(cookie, url);
  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
  const share = async (body: object, cookie = a.cookie) => {
    const res = await post('/api/worlds/shares', body, cookie);
    expect(res.statusCode, res.body).toBe(201);
    return json<CreatedWorldShare>(res);
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    a = await signUpUser(t.app);
    b = await signUpUser(t.app);
    expect((await api.importFile(a.cookie, CHAT, 'WhatsApp Chat with Ana.txt')).status).toBe('done');
    expect((await api.importFile(a.cookie, await jpeg({ color: '#3a7', takenAt: '2024:03:20 12:00:00', at: [52.5201, 13.4052] }), 'IMG_1.jpg')).status).toBe('done');
  });
  afterAll(() => t.close());

  describe('the sample world', () => {
    it('is readable signed out, on Pro, with at least 1,000 data points in every world', async () => {
      const res = await get('/api/worlds/sample/summary');
      expect(res.statusCode).toBe(200);
      const s = json<WorldSummary>(res);
      expect(s.plan).toBe('pro');
      expect(s.dataPoints).toBeGreaterThanOrEqual(1000);
      expect(s.shown).toBe(s.dataPoints);
      expect(s.sources).toEqual(['google-location', 'photos', 'telegram', 'whatsapp']);
      expect(s.people).toBeGreaterThanOrEqual(7);
      expect(s.photos).toBeGreaterThan(10);
      expect(s.places).toBeGreaterThan(5);
      const people = json<PeopleResponse>(await get('/api/worlds/sample/people')).people;
      expect(people.find((p) => p.isSelf)?.name).toBe('Sam Rivera');
      const person = await get(`/api/worlds/sample/people/${people[1]!.id}`);
      expect(person.statusCode).toBe(200);
      // Cheerful and tense periods: the months' sentiment varies in sign.
      const months = json<{ months: { sentiment: number }[] }>(person).months;
      expect(months.some((m) => m.sentiment > 0.1)).toBe(true);
      expect(months.some((m) => m.sentiment < 0)).toBe(true);
      for (const e of ['network', 'places', 'photos', 'timeline']) expect((await get(`/api/worlds/sample/${e}`)).statusCode).toBe(200);
      const photos = json<{ photos: { id: string; lat: number | null }[] }>(await get('/api/worlds/sample/photos')).photos;
      expect(photos.every((p) => p.lat != null)).toBe(true);
      const thumb = await get(`/api/worlds/sample/photos/${photos[0]!.id}/thumbnail`);
      expect(thumb.headers['content-type']).toBe('image/jpeg');
    });

    it('is not writable: merge, split, settings, imports and shares are not reachable for the sample owner', async () => {
      const people = json<PeopleResponse>(await get('/api/worlds/sample/people')).people;
      expect((await post('/api/worlds/sample/people/merge', { into: people[0]!.id, from: people[1]!.id })).statusCode).toBe(404);
      expect((await post(`/api/worlds/sample/people/${people[1]!.id}/split`, {})).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'PUT', url: '/api/worlds/sample/settings', payload: { timeZone: 'UTC' }, headers: { origin: TEST_ORIGIN } })).statusCode).toBe(404);
      expect((await get('/api/worlds/sample/settings')).statusCode).toBe(404);
      // Signed out, the writes of /api/worlds and /api/imports answer 401; the sample owner cannot sign in.
      expect((await post('/api/worlds/people/merge', { into: people[0]!.id, from: people[1]!.id })).statusCode).toBe(401);
      expect((await get('/api/imports')).statusCode).toBe(401);
      const login = await post('/api/auth/login', { email: SAMPLE_OWNER_EMAIL, password: 'anything at all 123' });
      expect(login.statusCode).toBe(401);
      const [owner] = await t.db.select().from(users).where(eq(users.id, SAMPLE_OWNER_ID));
      expect(owner).toMatchObject({ passwordHash: null, provider: 'system', plan: 'pro' });
    });

    it('is seeded once: seeding again (another instance on the same database) changes no count', async () => {
      const before = json<WorldSummary>(await get('/api/worlds/sample/summary'));
      const query = queryFn(t.database);
      const rows = async () =>
        (await query<{ n: number }>(
          `select (select count(*) from world_messages where user_id = $1) + (select count(*) from world_photos where user_id = $1)
                + (select count(*) from world_place_points where user_id = $1) + (select count(*) from world_imports where user_id = $1) as n`,
          [SAMPLE_OWNER_ID],
        ))[0]!.n;
      const n = Number(await rows());
      // Two more instances at once (on PostgreSQL they take turns through the advisory lock).
      const more = [createSampleWorld({ database: t.database, storage: t.app.storage }), createSampleWorld({ database: t.database, storage: t.app.storage })];
      await Promise.all(more.map((m) => m.ready()));
      expect(Number(await rows())).toBe(n);
      expect(json<WorldSummary>(await get('/api/worlds/sample/summary'))).toEqual(before);
    });
  });

  describe('shared links', () => {
    it('a link works signed out for its world only, and says which world it is', async () => {
      const s = await share({ world: 'social' });
      expect(s.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
      expect(s).toMatchObject({ world: 'social', includeMessages: false, status: 'active', expiresAt: null, path: `/worlds/shared/${s.token}` });
      const base = `/api/worlds/shared/${s.token}`;
      expect(json<SharedWorldInfo>(await get(`${base}/share`))).toEqual({ world: 'social', includeMessages: false, allowAsk: false, expiresAt: null });
      const summary = await get(`${base}/summary`);
      expect(summary.statusCode).toBe(200);
      expect(json<WorldSummary>(summary).messages).toBe(4);
      // Without messages, nobody is named (#25): pseudonyms by activity (see share-privacy.ts).
      expect(json<PeopleResponse>(await get(`${base}/people`)).people.map((p) => p.name).sort()).toEqual(['Owner', 'Person 1']);
      // Other worlds' endpoints, relationship pages, narration and other worlds' exports are not reachable.
      const people = json<PeopleResponse>(await get(`${base}/people`)).people;
      for (const e of ['network', 'places', 'photos', 'timeline', `people/${people[0]!.id}`, 'export?world=map']) {
        expect((await get(`${base}/${e}`)).statusCode, e).toBe(404);
      }
      expect((await post(`${base}/narrate`, { subject: { kind: 'world', world: 'social' } })).statusCode).toBe(404);
      const exported = await get(`${base}/export?world=social`);
      expect(exported.statusCode).toBe(200);
      expect(json<{ people: unknown[] }>(exported).people).toHaveLength(2);
    });

    it('a link of each world reads exactly that world\'s endpoints; relationship pages and narration never', async () => {
      // Ids of the owner's own person, place and photo, to ask for through each link.
      const person = json<PeopleResponse>(await get('/api/worlds/people', a.cookie)).people.find((p) => !p.isSelf)!;
      const place = json<{ places: { id: string }[] }>(await get('/api/worlds/places', a.cookie)).places[0]!;
      const photo = json<{ photos: { id: string }[] }>(await get('/api/worlds/photos', a.cookie)).photos[0]!;
      const requests = (world: string): Record<string, (base: string) => Promise<{ statusCode: number }>> => ({
        summary: (base) => get(`${base}/summary`),
        people: (base) => get(`${base}/people`),
        person: (base) => get(`${base}/people/${person.id}`),
        network: (base) => get(`${base}/network`),
        places: (base) => get(`${base}/places`),
        place: (base) => get(`${base}/places/${place.id}`),
        photos: (base) => get(`${base}/photos`),
        thumbnail: (base) => get(`${base}/photos/${photo.id}/thumbnail`),
        timeline: (base) => get(`${base}/timeline`),
        'on-this-day': (base) => get(`${base}/on-this-day?date=2024-01-15`),
        export: (base) => get(`${base}/export?world=${world}`),
        narrate: (base) => post(`${base}/narrate`, { subject: { kind: 'world', world } }),
      });
      // By hand, the product's rule (ADR 031): a shared world shows its own aggregates.
      const readable: Record<string, string[]> = {
        social: ['summary', 'people', 'export'],
        network: ['summary', 'network', 'export'],
        map: ['summary', 'places', 'place', 'photos', 'thumbnail', 'export'],
        timeline: ['summary', 'timeline', 'on-this-day', 'export'],
      };
      for (const [world, allowed] of Object.entries(readable)) {
        const base = `/api/worlds/shared/${(await share({ world })).token}`;
        const answers: Record<string, number> = {};
        for (const [endpoint, request] of Object.entries(requests(world))) answers[endpoint] = (await request(base)).statusCode;
        const expected = Object.fromEntries(Object.keys(answers).map((e) => [e, allowed.includes(e) ? 200 : 404]));
        expect(answers, world).toEqual(expected);
      }
    });

    it('message text is shown through a link only when its owner ticked "include messages"', async () => {
      const without = await share({ world: 'map' });
      const withText = await share({ world: 'map', includeMessages: true });
      expect(json<SharedWorldInfo>(await get(`/api/worlds/shared/${without.token}/share`)).includeMessages).toBe(false);
      expect(json<SharedWorldInfo>(await get(`/api/worlds/shared/${withText.token}/share`)).includeMessages).toBe(true);
      // The map link reads the map (places and photos), and nothing of the social world.
      expect((await get(`/api/worlds/shared/${without.token}/places`)).statusCode).toBe(200);
      expect((await get(`/api/worlds/shared/${without.token}/people`)).statusCode).toBe(404);
    });

    it('a revoked link answers 404 with "no longer shared"; an expired one too; an unknown token too', async () => {
      const s = await share({ world: 'timeline' });
      expect((await get(`/api/worlds/shared/${s.token}/timeline`)).statusCode).toBe(200);
      const del = await t.app.inject({ method: 'DELETE', url: `/api/worlds/shares/${s.id}`, headers: { cookie: a.cookie, origin: TEST_ORIGIN } });
      expect(del.statusCode).toBe(200);
      expect(json<WorldShare>(del).status).toBe('revoked');
      const gone = await get(`/api/worlds/shared/${s.token}/summary`);
      expect(gone.statusCode).toBe(404);
      expect(json<{ error: string }>(gone).error).toBe('This link is no longer shared.');

      const soon = await share({ world: 'timeline', expiresAt: new Date(Date.now() + 60_000).toISOString() });
      expect((await get(`/api/worlds/shared/${soon.token}/summary`)).statusCode).toBe(200);
      await queryFn(t.database)(`update world_shares set expires_at = now() - interval '1 second' where id = $1`, [soon.id]);
      expect((await get(`/api/worlds/shared/${soon.token}/summary`)).statusCode).toBe(404);
      expect(json<WorldSharesResponse>(await get('/api/worlds/shares', a.cookie)).shares.find((x) => x.id === soon.id)?.status).toBe('expired');

      expect((await get(`/api/worlds/shared/${'x'.repeat(43)}/summary`)).statusCode).toBe(404);
      expect((await get('/api/worlds/shared/short/summary')).statusCode).toBe(404);
    });

    it('creating checks its input; another user cannot list or revoke your links; signed out gets 401', async () => {
      expect((await post('/api/worlds/shares', { world: 'moon' }, a.cookie)).statusCode).toBe(400);
      expect((await post('/api/worlds/shares', { world: 'map', expiresAt: 'tomorrow' }, a.cookie)).statusCode).toBe(400);
      const past = await post('/api/worlds/shares', { world: 'map', expiresAt: '2020-01-01T00:00:00Z' }, a.cookie);
      expect(past.statusCode).toBe(400);
      expect(json<{ error: string }>(past).error).toBe('The expiry must be in the future.');
      expect((await post('/api/worlds/shares', { world: 'map' })).statusCode).toBe(401);
      expect((await get('/api/worlds/shares')).statusCode).toBe(401);

      const mine = await share({ world: 'network' });
      expect(json<WorldSharesResponse>(await get('/api/worlds/shares', b.cookie)).shares).toEqual([]);
      const theirs = await t.app.inject({ method: 'DELETE', url: `/api/worlds/shares/${mine.id}`, headers: { cookie: b.cookie, origin: TEST_ORIGIN } });
      expect(theirs.statusCode).toBe(404);
      expect((await get(`/api/worlds/shared/${mine.token}/network`)).statusCode).toBe(200);
      const list = json<WorldSharesResponse>(await get('/api/worlds/shares', a.cookie)).shares;
      expect(list.find((x) => x.id === mine.id)).toMatchObject({ world: 'network', status: 'active' });
      expect(JSON.stringify(list)).not.toContain(mine.token);
      // Cross-site writes are refused like every other write.
      const csrf = await t.app.inject({ method: 'DELETE', url: `/api/worlds/shares/${mine.id}`, headers: { cookie: a.cookie, origin: 'https://evil.example' } });
      expect(csrf.statusCode).toBe(403);
    });
  });

  describe('narration', () => {
    it('narrates a person from the server’s own figures, cites them, records the call in the ledger and names the engine', async () => {
      const ana = json<PeopleResponse>(await get('/api/worlds/people', a.cookie)).people.find((p) => p.name === 'Ana')!;
      const res = await post('/api/worlds/narrate', { subject: { kind: 'person', id: ana.id } }, a.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const n = json<Narration>(res);
      expect(n.title).toBe('Ana');
      // The relationship's findings (issue 27): messages each way and who started the conversations.
      expect(n.facts).toEqual([
        { label: 'messages from Ana', value: 2 },
        { label: 'messages from you', value: 2 },
        { label: 'conversations', value: 2 },
      ]);
      expect(n.text).toContain('You and Ana exchanged 4 messages: 2 from Ana and 2 from you.');
      expect(n.meta).toMatchObject({ engine: 'offline', engineLabel: 'Offline analyst', tokens: 'estimated', costUsd: 0 });
      const rows = await t.db.select().from(aiUsage).where(eq(aiUsage.feature, 'world_narration'));
      expect(rows.some((r) => r.userId === a.user.id && r.ok)).toBe(true);
    });

    it('narrates the world, a period and a place; the sample world signed out', async () => {
      const world = json<Narration>(await post('/api/worlds/narrate', { subject: { kind: 'world', world: 'social' } }, a.cookie));
      expect(world.facts).toEqual([
        { label: 'people', value: 1 }, // the other person; the owner is not counted (#27: the hub and the Social world agree)
        { label: 'messages', value: 4 },
      ]);
      expect(world.text).toContain('4 messages');
      const period = json<Narration>(await post('/api/worlds/narrate', { subject: { kind: 'period', from: '2024-01-01', to: '2024-02-01' } }, a.cookie));
      expect(period.facts[0]).toEqual({ label: 'messages', value: 2 });
      const places = json<{ places: { id: string; count: number }[] }>(await get('/api/worlds/places', a.cookie)).places;
      const place = json<Narration>(await post('/api/worlds/narrate', { subject: { kind: 'place', id: places[0]!.id } }, a.cookie));
      expect(place.facts).toEqual([{ label: 'visits, photos and shares', value: places[0]!.count }]);

      const sample = await post('/api/worlds/sample/narrate', { subject: { kind: 'world', world: 'map' } });
      expect(sample.statusCode).toBe(200);
      const s = json<WorldSummary>(await get('/api/worlds/sample/summary'));
      expect(json<Narration>(sample).facts).toEqual([
        { label: 'places', value: s.places },
        { label: 'photos', value: s.photos },
      ]);
      // Signed out, the call is charged to the hashed address, never to the sample owner.
      const rows = await t.db.select().from(aiUsage).where(eq(aiUsage.feature, 'world_narration'));
      expect(rows.some((r) => r.userId === null && r.clientKey)).toBe(true);
      expect(rows.some((r) => r.userId === SAMPLE_OWNER_ID)).toBe(false);
    });

    it('refuses bad input with 4xx and answers 401 signed out for the own world', async () => {
      expect((await post('/api/worlds/narrate', { subject: { kind: 'world', world: 'social' } })).statusCode).toBe(401);
      expect((await post('/api/worlds/narrate', { subject: { kind: 'moon' } }, a.cookie)).statusCode).toBe(400);
      expect((await post('/api/worlds/narrate', {}, a.cookie)).statusCode).toBe(400);
      expect((await post('/api/worlds/narrate', { subject: { kind: 'period', from: 'soon', to: '2024-01-01' } }, a.cookie)).statusCode).toBe(400);
      expect((await post('/api/worlds/narrate', { subject: { kind: 'period', from: '2024-03-01', to: '2024-01-01' } }, a.cookie)).statusCode).toBe(400);
      expect((await post('/api/worlds/narrate', { subject: { kind: 'person', id: 'nobody' } }, a.cookie)).statusCode).toBe(404);
      expect((await post('/api/worlds/narrate', { subject: { kind: 'place', id: '00000000-0000-4000-8000-000000000000' } }, a.cookie)).statusCode).toBe(404);
    });
  });
});
