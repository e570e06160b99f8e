/**
 * Times with zones and undated photos (#27): a photo's wall-clock EXIF time is read in the
 * zone where it was taken (its GPS, geo-tz), an EXIF offset wins, and a photo without any
 * time has none: it never takes the import's date, is in no span, bucket or period, and is
 * listed apart as undated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { importsApi, jpeg } from '../../../../tests/support/worlds';
import type { OnThisDay, PhotosResponse, PlacesResponse, Timeline, WorldSummary } from '../../../contract/worlds';
import { TimeReader, zoneAt } from './local-time';

describe('TimeReader.toDateAt', () => {
  it('reads a wall-clock time in the zone of its position; an offset wins; no position keeps the reader’s zone', async () => {
    const ny = new TimeReader('America/New_York');
    const iso = async (t: string, lat?: number, lon?: number) => (await ny.toDateAt(t, lat, lon))?.toISOString();
    expect(await zoneAt(35.6812, 139.7671)).toBe('Asia/Tokyo');
    expect(await iso('2021-06-01T10:00:00', 35.6812, 139.7671)).toBe('2021-06-01T01:00:00.000Z'); // Tokyo, UTC+9
    expect(await iso('2021-01-15T10:00:00', 48.8584, 2.2945)).toBe('2021-01-15T09:00:00.000Z'); // Paris in winter
    expect(await iso('2021-06-01T10:00:00+02:00', 35.6812, 139.7671)).toBe('2021-06-01T08:00:00.000Z'); // EXIF offset
    expect(await iso('2021-06-01T10:00:00')).toBe('2021-06-01T14:00:00.000Z'); // no GPS: New York (EDT)
  });
});

describe('photo times through the API', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let cookie: string;
  const get = async <T>(url: string) => json<T>(await api.get(cookie, url));

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    cookie = (await signUpUser(t.app)).cookie;
    expect((await api.send(cookie, 'PUT', '/api/worlds/settings', { timeZone: 'America/New_York' })).statusCode).toBe(200);
    const chat = [
      '01/06/2021, 09:00 - Me: location: https://maps.google.com/?q=48.858400,2.294500',
      '02/06/2021, 09:00 - Ana: location: https://maps.google.com/?q=45.764000,4.835700',
      '03/06/2021, 09:00 - Me: See you',
    ].join('\n');
    for (const [content, name] of [
      [chat, 'WhatsApp Chat with Ana.txt'],
      [await jpeg({ color: '#c33', takenAt: '2021:06:01 10:00:00', at: [35.6812, 139.7671] }), 'tokyo.jpg'],
      // No EXIF date at all (a screenshot, a stripped photo), but a position: no time.
      [await jpeg({ color: '#33c', at: [41.9028, 12.4964] }), 'undated.jpg'],
    ] as const) {
      expect((await api.importFile(cookie, content, name)).status).toBe('done');
    }
  });
  afterAll(() => t.close());

  it('a photo with GPS in Tokyo and EXIF "2021:06:01 10:00:00" is stored as 01:00Z, whatever the upload’s zone', async () => {
    const { photos } = await get<PhotosResponse>('/api/worlds/photos');
    expect(photos.map((p) => [p.fileName, p.at, p.takenAtKnown])).toEqual([['tokyo.jpg', '2021-06-01T01:00:00.000Z', true]]);
  });

  it('an undated photo is listed apart, in no span, bucket, period or place', async () => {
    const summary = await get<WorldSummary>('/api/worlds/summary');
    expect(summary.photos).toBe(2);
    expect([summary.firstAt, summary.lastAt]).toEqual(['2021-06-01T01:00:00.000Z', '2021-06-03T13:00:00.000Z']);

    const photos = await get<PhotosResponse>('/api/worlds/photos');
    expect(photos.undated!.map((p) => [p.fileName, p.takenAtKnown])).toEqual([['undated.jpg', false]]);
    // Today's period (the import's date) holds no photo; the undated one is still listed apart.
    const today = new Date().toISOString().slice(0, 10);
    const now = await get<PhotosResponse>(`/api/worlds/photos?from=${today}`);
    expect(now.photos).toEqual([]);
    expect(now.undated).toHaveLength(1);

    const timeline = await get<Timeline>('/api/worlds/timeline?bucket=month');
    expect(timeline.undatedPhotos).toBe(1);
    // Tokyo's 10:00 is 21:00 the evening before in New York, the user's zone.
    expect(timeline.buckets).toEqual([
      { start: '2021-05-01T04:00:00.000Z', messages: 0, photos: 1, places: 0, events: 0 },
      { start: '2021-06-01T04:00:00.000Z', messages: 3, photos: 0, places: 2, events: 0 },
    ]);

    // The map: the two shared places and Tokyo, not Rome (the undated photo's position).
    const places = await get<PlacesResponse>('/api/worlds/places');
    expect(places.places).toHaveLength(3);
    expect(summary.places).toBe(3);

    const day = await get<OnThisDay>(`/api/worlds/on-this-day?date=${new Date().getUTCFullYear() + 1}-${today.slice(5)}`);
    expect(day.years.reduce((n, y) => n + y.photos, 0)).toBe(0);
  });
});
