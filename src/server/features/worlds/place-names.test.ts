/**
 * Places with names (#27) through the API: places are named offline at import with their
 * city ("Kyoto, Japan"), a rename is kept by position (it outlives deleting and importing
 * again the import the place came from), another user's place is not theirs to name, and
 * places made before naming get their city when first read.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { importsApi, jpeg } from '../../../../tests/support/worlds';
import type { Import, PlaceDetail, PlacesResponse } from '../../../contract/worlds';
import type { RenamedPlace } from '../../../contract/worlds-places';

const KYOTO_CHAT = [
  '01/05/2024, 10:00 - Me: location: https://maps.google.com/?q=35.011600,135.768100',
  '01/05/2024, 10:05 - Aiko: Welcome to Kyoto!',
  '02/05/2024, 09:00 - Me: location: https://maps.google.com/?q=30.000000,-40.000000',
].join('\n');

describe('worlds: places with names', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let b: Awaited<ReturnType<typeof signUpUser>>;
  let chat: Import;
  const places = async (cookie = a.cookie) => json<PlacesResponse>(await api.get(cookie, '/api/worlds/places')).places;
  const kyoto = async () => (await places()).find((p) => p.lat === 35.0116)!;
  const rename = (id: string, name: unknown, cookie = a.cookie) => api.send(cookie, 'PUT', `/api/worlds/places/${id}/name`, { name });

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    a = await signUpUser(t.app);
    b = await signUpUser(t.app);
    chat = await api.importFile(a.cookie, KYOTO_CHAT, 'WhatsApp Chat with Aiko.txt');
    expect(chat.status).toBe('done');
    expect((await api.importFile(a.cookie, await jpeg({ color: '#46a', takenAt: '2024:05:03 12:00:00', at: [48.8584, 2.2945] }), 'IMG_9.jpg')).status).toBe('done');
  });
  afterAll(() => t.close());

  it('names each place with its city and country at import; a place far from any town reads by its coordinates', async () => {
    const list = await places();
    expect(list.map((p) => [p.name, p.geoName]).sort()).toEqual([
      ['30.0000, -40.0000', null],
      ['Kyoto, Japan', 'Kyoto, Japan'],
      ['Paris, France', 'Paris, France'],
    ]);
    const rows = await t.db.execute(sql`select geo_name from world_places where user_id = ${a.user.id} order by lat`);
    expect((rows as unknown as { rows: { geo_name: string | null }[] }).rows.map((r) => r.geo_name)).toEqual([null, 'Kyoto, Japan', 'Paris, France']);
    const detail = json<PlaceDetail>(await api.get(a.cookie, `/api/worlds/places/${(await kyoto()).id}`));
    expect(detail).toMatchObject({ name: 'Kyoto, Japan', customName: null, geoName: 'Kyoto, Japan' });
  });

  it('PUT /api/worlds/places/:id/name names the place (trimmed) in the list and the detail; blank or null clears it', async () => {
    const place = await kyoto();
    const res = await rename(place.id, '  Grandma’s  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(json<RenamedPlace>(res)).toEqual({ id: place.id, lat: 35.0116, lon: 135.7681, name: 'Grandma’s', customName: 'Grandma’s', geoName: 'Kyoto, Japan' });
    expect((await kyoto()).name).toBe('Grandma’s');
    expect(json<PlaceDetail>(await api.get(a.cookie, `/api/worlds/places/${place.id}`))).toMatchObject({ name: 'Grandma’s', customName: 'Grandma’s' });
    // A new name replaces the old one at the same spot.
    expect((await rename(place.id, 'Home')).statusCode).toBe(200);
    expect((await kyoto()).name).toBe('Home');
    expect(json<RenamedPlace>(await rename(place.id, '   '))).toMatchObject({ name: 'Kyoto, Japan', customName: null });
    expect((await rename(place.id, 'Home')).statusCode).toBe(200);
    expect(json<RenamedPlace>(await rename(place.id, null))).toMatchObject({ name: 'Kyoto, Japan', customName: null });
    expect((await kyoto()).name).toBe('Kyoto, Japan');
  });

  it('refuses a name over 80 characters, a missing name and control characters; another user’s place is not found', async () => {
    const place = await kyoto();
    expect((await rename(place.id, 'x'.repeat(81))).statusCode).toBe(400);
    expect((await rename(place.id, 'x'.repeat(80))).statusCode).toBe(200);
    expect((await api.send(a.cookie, 'PUT', `/api/worlds/places/${place.id}/name`, {})).statusCode).toBe(400);
    expect((await rename(place.id, 'Home\u0007')).statusCode).toBe(400);
    expect((await rename(place.id, 'Mine', b.cookie)).statusCode).toBe(404);
    expect((await rename('not-a-place', 'Mine')).statusCode).toBe(404);
    expect((await rename('00000000-0000-4000-8000-000000000000', 'Mine')).statusCode).toBe(404);
    expect((await api.get(b.cookie, `/api/worlds/places/${place.id}`)).statusCode).toBe(404);
    expect((await kyoto()).name).toBe('x'.repeat(80));
  });

  it('a rename survives deleting and importing again the import the place came from', async () => {
    const before = await kyoto();
    expect((await rename(before.id, 'Home')).statusCode).toBe(200);
    expect((await api.del(a.cookie, `/api/imports/${chat.id}`)).statusCode).toBe(204);
    expect((await places()).find((p) => p.lat === 35.0116)).toBeUndefined();
    chat = await api.importFile(a.cookie, KYOTO_CHAT, 'WhatsApp Chat with Aiko.txt');
    expect(chat.status).toBe('done');
    const after = await kyoto();
    expect(after.id).not.toBe(before.id); // a new place row …
    expect(after.name).toBe('Home'); // … at the named spot
    expect(json<PlaceDetail>(await api.get(a.cookie, `/api/worlds/places/${after.id}`)).customName).toBe('Home');
    // The name is the user's own: another user's place at the same spot keeps its city.
    await api.importFile(b.cookie, KYOTO_CHAT, 'WhatsApp Chat with Aiko.txt');
    expect((await places(b.cookie)).find((p) => p.lat === 35.0116)!.name).toBe('Kyoto, Japan');
  });

  it('a name is its nearest place’s: two places ~120 m apart each keep their own name', async () => {
    // Places are ~100 m clusters and names reach 150 m: both places are within reach of either name.
    const d = await signUpUser(t.app);
    const twoSpots = [
      '01/05/2024, 10:00 - Me: location: https://maps.google.com/?q=35.011600,135.768100',
      '01/05/2024, 11:00 - Me: location: https://maps.google.com/?q=35.012700,135.768100', // 122 m north
    ].join('\n');
    expect((await api.importFile(d.cookie, twoSpots, 'WhatsApp Chat with Ken.txt')).status).toBe('done');
    const spots = async () => (await places(d.cookie)).sort((x, y) => x.lat - y.lat);
    const [south, north] = await spots();
    expect([south!.lat, north!.lat]).toEqual([35.0116, 35.0127]);
    expect((await rename(south!.id, 'Home', d.cookie)).statusCode).toBe(200);
    expect((await spots()).map((p) => p.name)).toEqual(['Home', 'Kyoto, Japan']); // not 'Home' twice
    expect(json<RenamedPlace>(await rename(north!.id, 'Bakery', d.cookie))).toMatchObject({ name: 'Bakery', customName: 'Bakery' });
    expect((await spots()).map((p) => p.name)).toEqual(['Home', 'Bakery']); // renaming the neighbour kept 'Home'
    expect(json<PlaceDetail>(await api.get(d.cookie, `/api/worlds/places/${south!.id}`)).customName).toBe('Home');
    // Clearing one clears only its own.
    expect((await rename(north!.id, null, d.cookie)).statusCode).toBe(200);
    expect((await spots()).map((p) => p.name)).toEqual(['Home', 'Kyoto, Japan']);
  });

  it('gives places made before naming their city when they are first read', async () => {
    const c = await signUpUser(t.app);
    expect((await api.importFile(c.cookie, await jpeg({ color: '#6a4', takenAt: '2024:05:04 12:00:00', at: [35.0116, 135.7681] }), 'IMG_1.jpg')).status).toBe('done');
    await t.db.execute(sql`update world_places set geo_name = null where user_id = ${c.user.id}`);
    expect((await places(c.cookie)).map((p) => p.name)).toEqual(['Kyoto, Japan']);
    const rows = await t.db.execute(sql`select geo_name from world_places where user_id = ${c.user.id}`);
    expect((rows as unknown as { rows: { geo_name: string | null }[] }).rows).toEqual([{ geo_name: 'Kyoto, Japan' }]);
  });
});
