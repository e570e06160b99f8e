/**
 * People tagged in Google Photos (Takeout sidecars' `people`, #28): stored with the photo,
 * in the account export, named with the photo at its place — and never through a shared
 * link that leaves people out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, TEST_ORIGIN } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { zipOf } from '../../../../tests/support/import-files';
import { importsApi, jpeg } from '../../../../tests/support/worlds';
import type { CreatedWorldShare, PlaceDetail, PlacesResponse } from '../../../contract/worlds';

const sidecar = (title: string, people: string[]) =>
  JSON.stringify({
    title,
    photoTakenTime: { timestamp: '1705310700', formatted: '15 Jan 2024, 09:25:00 UTC' },
    geoData: { latitude: 52.5163, longitude: 13.3777, altitude: 0 },
    people: people.map((name) => ({ name })),
  });

describe('people tagged in Takeout photos', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
  });
  afterAll(() => t.close());

  it('are kept with the photo: account export, place panel; a shared map link without messages names nobody', async () => {
    const a = await signUpUser(t.app);
    const zip = await zipOf([
      { name: 'Takeout/Google Photos/Berlin 2024/IMG_0001.jpg', data: await jpeg({ color: '#3a7' }), store: true },
      { name: 'Takeout/Google Photos/Berlin 2024/IMG_0001.jpg.json', data: sidecar('IMG_0001.jpg', ['Alice Martin', 'Bob']) },
      { name: 'Takeout/Google Photos/Berlin 2024/IMG_0002.jpg', data: await jpeg({ color: '#a37' }), store: true },
      { name: 'Takeout/Google Photos/Berlin 2024/IMG_0002.jpg.json', data: sidecar('IMG_0002.jpg', []) },
    ]);
    const imported = await api.importFile(a.cookie, zip, 'takeout-20240201.zip');
    expect(imported).toMatchObject({ status: 'done', source: 'photos', counts: { photos: 2 } });

    const doc = json<{ worlds: { photos: { fileName: string; people: string[] }[] } }>(await api.get(a.cookie, '/api/auth/export'));
    const byName = Object.fromEntries(doc.worlds.photos.map((p) => [p.fileName.replace(/^.*\//, ''), p.people]));
    expect(byName).toEqual({ 'IMG_0001.jpg': ['Alice Martin', 'Bob'], 'IMG_0002.jpg': [] });

    const places = json<PlacesResponse>(await api.get(a.cookie, '/api/worlds/places')).places;
    expect(places).toHaveLength(1);
    const place = json<PlaceDetail>(await api.get(a.cookie, `/api/worlds/places/${places[0]!.id}`));
    expect(place.photos.map((p) => p.people).sort()).toEqual([[], ['Alice Martin', 'Bob']]);

    const res = await t.app.inject({ method: 'POST', url: '/api/worlds/shares', payload: { world: 'map', includeMessages: false }, headers: { cookie: a.cookie, origin: TEST_ORIGIN } });
    expect(res.statusCode, res.body).toBe(201);
    const base = `/api/worlds/shared/${json<CreatedWorldShare>(res).token}`;
    const shared = json<PlaceDetail>(await t.app.inject({ method: 'GET', url: `${base}/places/${places[0]!.id}` }));
    expect(shared.photos).toHaveLength(2);
    expect(shared.photos.every((p) => p.people.length === 0)).toBe(true);
  });
});
