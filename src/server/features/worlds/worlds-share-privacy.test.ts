/**
 * Shared links (#25, defect 10): the routes with an id answer through a link (the params
 * schema kept `:token`), only for the link owner's items; and a link without messages
 * gives away no name, chat title or phone number through any endpoint it can read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, TEST_ORIGIN } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { importsApi, jpeg } from '../../../../tests/support/worlds';
import type { CreatedWorldShare, PlaceDetail, PlacesResponse, PhotosResponse, WorldKind } from '../../../contract/worlds';
import type { SocialNetwork, SocialPeopleResponse } from '../../../contract/worlds-social';
import { SHARE_ENDPOINTS } from './worlds.routes';

const OWNER = 'Samuel Quillfeather';
const FRIEND = 'Anabela Lopezmoreno';
const PHONE = '+49 170 5550123';
const GROUP = 'Brandenburg Gate Crew';
const CHAT = [
  `14/01/2024, 08:00 - ${OWNER}: Meet at the gate tomorrow?`,
  `14/01/2024, 08:02 - ${FRIEND}: Yes! And bring ${PHONE.replace('+', '')}'s charger`,
  `15/01/2024, 09:00 - ${OWNER}: Here now`,
  `15/01/2024, 09:05 - ${FRIEND}: location: https://maps.google.com/?q=52.516300,13.377700`,
  `15/01/2024, 09:06 - ${PHONE}: On my way, 5 minutes`,
  `15/01/2024, 09:20 - ${PHONE}: Found you`,
  `15/01/2024, 09:30 - ${FRIEND}: Photo time at the Brandenburg Gate`,
].join('\n');
/** Anything that would name someone or their chat: the names, the number with or without spaces, the title. */
const SECRETS = [OWNER, 'Samuel', 'Quillfeather', FRIEND, 'Anabela', 'Lopezmoreno', PHONE, '5550123', '170 555', GROUP, 'Brandenburg Gate Crew'];

describe('shared links: ids and privacy (#25, defect 10)', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let a: string;
  let b: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const share = async (world: WorldKind, includeMessages = false) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/worlds/shares', payload: { world, includeMessages }, headers: { cookie: a, origin: TEST_ORIGIN } });
    expect(res.statusCode, res.body).toBe(201);
    return `/api/worlds/shared/${json<CreatedWorldShare>(res).token}`;
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    a = (await signUpUser(t.app)).cookie;
    b = (await signUpUser(t.app)).cookie;
    expect((await api.importFile(a, CHAT, `WhatsApp Chat with ${GROUP}.txt`)).status).toBe('done');
    expect((await api.importFile(a, await jpeg({ color: '#3a7', takenAt: '2024:01:15 09:25:00', at: [52.5163, 13.3777] }), 'IMG_1.jpg')).status).toBe('done');
    expect((await api.importFile(b, await jpeg({ color: '#a37', takenAt: '2024:02:01 10:00:00', at: [48.8584, 2.2945] }), 'IMG_9.jpg')).status).toBe('done');
  });
  afterAll(() => t.close());

  it('a map link answers a place and a thumbnail by id (200, the right item); another user’s ids are 404', async () => {
    const base = await share('map');
    const places = json<PlacesResponse>(await get(`${base}/places`)).places;
    expect(places.length).toBeGreaterThan(0);
    const place = await get(`${base}/places/${places[0]!.id}`);
    expect(place.statusCode, place.body).toBe(200);
    expect(json<PlaceDetail>(place)).toMatchObject({ id: places[0]!.id, lat: places[0]!.lat, lon: places[0]!.lon });

    const photos = json<PhotosResponse>(await get(`${base}/photos`)).photos;
    expect(photos).toHaveLength(1);
    const thumb = await get(`${base}/photos/${photos[0]!.id}/thumbnail`);
    expect(thumb.statusCode, thumb.body).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const own = await t.app.inject({ method: 'GET', url: `/api/worlds/photos/${photos[0]!.id}/thumbnail`, headers: { cookie: a } });
    expect(thumb.rawPayload.equals(own.rawPayload)).toBe(true);

    // B's place and photo are not found through A's link.
    const theirPlace = json<PlacesResponse>(await t.app.inject({ method: 'GET', url: '/api/worlds/places', headers: { cookie: b } })).places[0]!;
    const theirPhoto = json<PhotosResponse>(await t.app.inject({ method: 'GET', url: '/api/worlds/photos', headers: { cookie: b } })).photos[0]!;
    expect((await get(`${base}/places/${theirPlace.id}`)).statusCode).toBe(404);
    expect((await get(`${base}/photos/${theirPhoto.id}/thumbnail`)).statusCode).toBe(404);
    // And a link of another world does not reach them at all.
    const social = await share('social');
    expect((await get(`${social}/places/${places[0]!.id}`)).statusCode).toBe(404);
    expect((await get(`${social}/photos/${photos[0]!.id}/thumbnail`)).statusCode).toBe(404);
  });

  it('a link without messages shows no name, chat title or phone number through any endpoint it can read', async () => {
    // The owner's own view has them all (so the scan below would find them if they leaked).
    const ownPlaces = json<PlacesResponse>(await t.app.inject({ method: 'GET', url: '/api/worlds/places', headers: { cookie: a } })).places;
    const ownPlace = await t.app.inject({ method: 'GET', url: `/api/worlds/places/${ownPlaces[0]!.id}`, headers: { cookie: a } });
    expect(ownPlace.body).toContain(FRIEND);
    expect(ownPlace.body).toContain(GROUP);
    expect((await t.app.inject({ method: 'GET', url: '/api/worlds/people', headers: { cookie: a } })).body).toContain(PHONE);

    const bodies: string[] = [];
    const read = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      bodies.push(`${url}\n${res.body}`);
      return res;
    };
    for (const world of ['social', 'network', 'map', 'timeline'] as const) {
      const base = await share(world);
      await read(`${base}/share`);
      await read(`${base}/summary`);
      await read(`${base}/export?world=${world}`);
      if (world === 'social') {
        const people = json<SocialPeopleResponse>(await read(`${base}/people`)).people;
        expect(people).toHaveLength(3);
        for (const p of people) expect(p.name).toMatch(/^(Owner|Person [1-3])$/);
        expect(new Set(people.map((p) => p.name)).size).toBe(3);
        await read(`${base}/people?from=2024-01-15`);
      }
      if (world === 'network') {
        const net = json<SocialNetwork>(await read(`${base}/network`));
        expect(net.nodes).toHaveLength(3);
        for (const n of net.nodes) expect(n.name).toMatch(/^(Owner|Person [1-3])$/);
        expect(net.edges.length).toBeGreaterThan(0);
      }
      if (world === 'map') {
        const places = json<PlacesResponse>(await read(`${base}/places`)).places;
        for (const p of places) {
          const detail = json<PlaceDetail>(await read(`${base}/places/${p.id}`));
          expect(detail.messagesShown).toBe(false);
          expect(detail.messages).toEqual([]);
        }
        await read(`${base}/photos`);
      }
      if (world === 'timeline') {
        await read(`${base}/timeline?bucket=day`);
        const day = json<{ years: { messages: number; messageList: unknown[] }[] }>(await read(`${base}/on-this-day?date=2025-01-15`));
        expect(day.years[0]!.messages).toBeGreaterThan(0);
        expect(day.years[0]!.messageList).toEqual([]);
      }
      // A link without messages answers no questions and opens no message (#29: answers name people and quote them).
      expect((await t.app.inject({ method: 'POST', url: `${base}/ask`, payload: { question: 'Who do I write to most?' }, headers: { origin: TEST_ORIGIN } })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `${base}/ask/examples` })).statusCode).toBe(403);
      // What cannot be read through a link (narration, relationship pages) stays 404.
      expect((await t.app.inject({ method: 'POST', url: `${base}/narrate`, payload: { subject: { kind: 'world', world } }, headers: { origin: TEST_ORIGIN } })).statusCode).toBe(404);
    }
    // Every endpoint a link may read was read above (the thumbnail, an image, in the test before).
    const readEndpoints = new Set(Object.values(SHARE_ENDPOINTS).flat());
    // ('ask' and 'message' are refused above: this link shares no messages.)
    expect([...readEndpoints].sort()).toEqual(['ask', 'export', 'message', 'network', 'on-this-day', 'people', 'photos', 'place', 'places', 'summary', 'thumbnail', 'timeline']);

    const all = bodies.join('\n');
    for (const secret of SECRETS) expect(all, secret).not.toContain(secret);
  });

  it('a link with messages still shows names and what was written (the owner chose to)', async () => {
    const base = await share('map', true);
    const places = json<PlacesResponse>(await get(`${base}/places`)).places;
    const detail = await get(`${base}/places/${places[0]!.id}`);
    expect(detail.statusCode).toBe(200);
    expect(json<PlaceDetail>(detail).messagesShown).toBe(true);
    expect(detail.body).toContain(FRIEND);
  });
});
