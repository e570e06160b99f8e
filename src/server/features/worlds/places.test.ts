/**
 * The Location Memory Map's and the 4D Timeline's endpoints through the API, on a chat
 * and four photos written here in Berlin time across the 2024 change to summer time
 * (31 March, 02:00 → 03:00), so every figure below is worked out by hand:
 *
 *   chat "Ana" (Berlin wall-clock → UTC)
 *     2024-03-29 10:00 CET  Ana  "Lunch on Friday?"               09:00Z
 *     2024-03-30 23:30 CET  Me   location 52.52, 13.405 (share)   22:30Z  → founds place B
 *     2024-03-30 23:50 CET  Ana  "See you at the tower"           22:50Z  (20 min after the share)
 *     2024-03-31 00:10 CET  Ana  "I am here"                      23:10Z  (40 min after)
 *     2024-03-31 12:00 CEST Me   "Sunny day"                      10:00Z  (over an hour after)
 *     2024-04-01 09:00 CEST Ana  "Monday again"                   07:00Z
 *     2023-03-31 18:00 CEST Me   "Dinner at the harbour"          16:00Z  (on this day, a year before)
 *   photos
 *     IMG_1 2024-03-30 23:40 CET  52.5203, 13.4052 (~34 m from B)  22:40Z → B
 *     IMG_2 2024-03-31 12:30 CEST 52.5205, 13.4056 (~68 m from B)  10:30Z → B
 *     IMG_3 2022-03-31 15:00 CEST Paris 48.8584, 2.2945             13:00Z → place P
 *     IMG_4 2024-04-01 10:00 CEST 52.5300, 13.4050 (~1.1 km north)  08:00Z → place N
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { importsApi, jpeg } from '../../../../tests/support/worlds';
import type { OnThisDay, PhotosResponse, PlaceDetail, PlacesResponse, Timeline } from '../../../contract/worlds';
import { createWorldsService } from './worlds.service';

const CHAT = [
  '29/03/2024, 10:00 - Ana: Lunch on Friday?',
  '30/03/2024, 23:30 - Me: location: https://maps.google.com/?q=52.520000,13.405000',
  '30/03/2024, 23:50 - Ana: See you at the tower',
  '31/03/2024, 00:10 - Ana: I am here',
  '31/03/2024, 12:00 - Me: Sunny day',
  '01/04/2024, 09:00 - Ana: Monday again',
  '31/03/2023, 18:00 - Me: Dinner at the harbour',
].join('\n');

describe('worlds: places, photos, the time line and on this day', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let b: Awaited<ReturnType<typeof signUpUser>>;
  const get = <T>(url: string, cookie = a.cookie) => api.get(cookie, url).then((r) => ({ status: r.statusCode, body: json<T>(r) }));
  const places = async (search = '') => (await get<PlacesResponse>(`/api/worlds/places${search}`)).body.places;
  const berlin = async () => (await places()).find((p) => p.lat === 52.52)!;

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    a = await signUpUser(t.app);
    b = await signUpUser(t.app);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'Europe/Berlin' })).statusCode).toBe(200);
    for (const [content, name] of [
      [CHAT, 'WhatsApp Chat with Ana.txt'],
      [await jpeg({ color: '#a33', takenAt: '2024:03:30 23:40:00', at: [52.5203, 13.4052] }), 'IMG_1.jpg'],
      [await jpeg({ color: '#3a3', takenAt: '2024:03:31 12:30:00', at: [52.5205, 13.4056] }), 'IMG_2.jpg'],
      [await jpeg({ color: '#33a', takenAt: '2022:03:31 15:00:00', at: [48.8584, 2.2945] }), 'IMG_3.jpg'],
      [await jpeg({ color: '#aa3', takenAt: '2024:04:01 10:00:00', at: [52.53, 13.405] }), 'IMG_4.jpg'],
    ] as const) {
      expect((await api.importFile(a.cookie, content, name)).status).toBe('done');
    }
  });
  afterAll(() => t.close());

  it('GET /api/worlds/places merges points within 100 m into one place, with counts, kinds and times', async () => {
    const list = await places();
    expect(list).toHaveLength(3);
    // B: the share and two photos (34 m and 68 m away); the others one photo each, 1.1 km and a country away.
    expect(list[0]).toEqual({
      id: expect.any(String),
      lat: 52.52,
      lon: 13.405,
      label: '52.5200, 13.4050',
      name: 'Berlin, Germany', // #27: named offline by its city
      geoName: 'Berlin, Germany',
      count: 3,
      kinds: ['message', 'photo'],
      firstAt: '2024-03-30T22:30:00.000Z',
      lastAt: '2024-03-31T10:30:00.000Z',
    });
    expect(list.slice(1).map((p) => [p.lat.toFixed(2), p.count, p.kinds, p.firstAt]).sort()).toEqual([
      ['48.86', 1, ['photo'], '2022-03-31T13:00:00.000Z'],
      ['52.53', 1, ['photo'], '2024-04-01T08:00:00.000Z'],
    ]);
  });

  it('GET /api/worlds/places/:id lists the photos taken there and the messages sent from or about it, in time order', async () => {
    const place = await berlin();
    const { status, body } = await get<PlaceDetail>(`/api/worlds/places/${place.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: place.id, count: 3, kinds: ['message', 'photo'], photoCount: 2, messageCount: 3, messagesShown: true });
    expect(body.photos.map((p) => [p.fileName, p.at])).toEqual([
      ['IMG_1.jpg', '2024-03-30T22:40:00.000Z'],
      ['IMG_2.jpg', '2024-03-31T10:30:00.000Z'],
    ]);
    // The share itself, then Ana's two answers within the hour; "Sunny day" (11.5 h later) is not about it.
    expect(body.messages.map((m) => [m.at, m.author, m.reason, m.chat, m.source])).toEqual([
      ['2024-03-30T22:30:00.000Z', 'Me', 'shared', 'Ana', 'whatsapp'],
      ['2024-03-30T22:50:00.000Z', 'Ana', 'nearby', 'Ana', 'whatsapp'],
      ['2024-03-30T23:10:00.000Z', 'Ana', 'nearby', 'Ana', 'whatsapp'],
    ]);
    expect(body.messages.map((m) => m.text).slice(1)).toEqual(['See you at the tower', 'I am here']);
    // Each photo of the place has its thumbnail.
    const thumb = await api.get(a.cookie, `/api/worlds/photos/${body.photos[0]!.id}/thumbnail`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
  });

  it('blanks message text when the read scope may not show messages (a shared link without messages)', async () => {
    const place = await berlin();
    const service = createWorldsService({ database: t.database });
    const hidden = await service.place(a.user.id, place.id, {}, false);
    expect(hidden.messagesShown).toBe(false);
    expect(hidden.messages).toHaveLength(3);
    expect(hidden.messages.every((m) => m.text === '')).toBe(true);
    const day = await service.onThisDay(a.user.id, { date: '2024-03-31' }, false);
    expect(day.years[0]!.messageList.map((m) => m.text)).toEqual(['']);
  });

  it('the period (from inclusive, to exclusive) narrows places, a place, photos', async () => {
    const period = '?from=2024-03-31T00:00:00Z&to=2024-04-02T00:00:00Z';
    const list = await places(period);
    expect(list.map((p) => [p.lat, p.count, p.kinds]).sort()).toEqual([
      [52.52, 1, ['photo']],
      [52.53, 1, ['photo']],
    ]);
    const place = await berlin();
    const detail = (await get<PlaceDetail>(`/api/worlds/places/${place.id}${period}`)).body;
    expect(detail.photos.map((p) => p.fileName)).toEqual(['IMG_2.jpg']);
    expect(detail.messages).toEqual([]); // the share is before the period, so nothing is near it
    expect((await get<PhotosResponse>(`/api/worlds/photos${period}`)).body.photos.map((p) => p.fileName)).toEqual(['IMG_4.jpg', 'IMG_2.jpg']);
    // `to` is exclusive: IMG_4 at exactly 08:00Z is outside.
    expect((await get<PhotosResponse>('/api/worlds/photos?from=2024-03-31T00:00:00Z&to=2024-04-01T08:00:00Z')).body.photos.map((p) => p.fileName)).toEqual([
      'IMG_2.jpg',
    ]);
    expect((await get<PhotosResponse>('/api/worlds/photos')).body.photos).toHaveLength(4);
  });

  it('GET /api/worlds/timeline buckets days and weeks in the user’s zone across the change to summer time', async () => {
    const period = 'from=2024-03-30T00:00:00Z&to=2024-04-02T00:00:00Z';
    const day = (await get<Timeline>(`/api/worlds/timeline?bucket=day&${period}`)).body;
    expect(day.timeZone).toBe('Europe/Berlin');
    expect(day.buckets).toEqual([
      // 30 March (CET, +1): the share (a message and a place), the tower answer, IMG_1
      { start: '2024-03-29T23:00:00.000Z', messages: 2, photos: 1, places: 1, events: 0 },
      // 31 March, 23 hours long: "I am here" (00:10 CET), "Sunny day" (12:00 CEST), IMG_2
      { start: '2024-03-30T23:00:00.000Z', messages: 2, photos: 1, places: 0, events: 0 },
      // 1 April (CEST, +2)
      { start: '2024-03-31T22:00:00.000Z', messages: 1, photos: 1, places: 0, events: 0 },
    ]);
    const week = (await get<Timeline>(`/api/worlds/timeline?bucket=week&${period}`)).body;
    expect(week.buckets).toEqual([
      { start: '2024-03-24T23:00:00.000Z', messages: 4, photos: 2, places: 1, events: 0 }, // Monday 25 March, CET
      { start: '2024-03-31T22:00:00.000Z', messages: 1, photos: 1, places: 0, events: 0 }, // Monday 1 April, CEST
    ]);
    // `to` is exclusive: up to the first instant of 1 April leaves that day out.
    const upTo = (await get<Timeline>('/api/worlds/timeline?bucket=day&from=2024-03-30T00:00:00Z&to=2024-03-31T22:00:00Z')).body;
    expect(upTo.buckets.map((x) => x.start)).toEqual(['2024-03-29T23:00:00.000Z', '2024-03-30T23:00:00.000Z']);
    const months = (await get<Timeline>('/api/worlds/timeline?bucket=month')).body;
    expect(months.buckets.map((x) => [x.start, x.messages, x.photos])).toEqual([
      ['2022-02-28T23:00:00.000Z', 0, 1],
      ['2023-02-28T23:00:00.000Z', 1, 0],
      ['2024-02-29T23:00:00.000Z', 5, 2],
      ['2024-03-31T22:00:00.000Z', 1, 1],
    ]);
  });

  it('GET /api/worlds/on-this-day gives the same day of earlier years, most recent first', async () => {
    const { status, body } = await get<OnThisDay>('/api/worlds/on-this-day?date=2024-03-31');
    expect(status).toBe(200);
    expect(body).toMatchObject({ date: '2024-03-31', timeZone: 'Europe/Berlin', messagesShown: true });
    // 2024 itself is not an earlier year; 2023 has the harbour dinner, 2022 the Paris photo.
    expect(body.years.map((y) => [y.year, y.start, y.messages, y.photos, y.places])).toEqual([
      [2023, '2023-03-30T22:00:00.000Z', 1, 0, 0],
      [2022, '2022-03-30T22:00:00.000Z', 0, 1, 0],
    ]);
    expect(body.years[0]!.messageList).toEqual([{ at: '2023-03-31T16:00:00.000Z', author: 'Me', chat: 'Ana', text: 'Dinner at the harbour' }]);
    expect(body.years[1]!.photoList.map((p) => p.fileName)).toEqual(['IMG_3.jpg']);
    expect(body.years[1]!.placeList.map((p) => p.label)).toEqual(['Paris, France']); // #27: the place's name
    // A later day finds 2024 too; the period narrows it.
    const later = (await get<OnThisDay>('/api/worlds/on-this-day?date=2025-03-31')).body;
    expect(later.years.map((y) => y.year)).toEqual([2024, 2023, 2022]);
    expect(later.years[0]).toMatchObject({ messages: 2, photos: 1 }); // "I am here" (00:10) and "Sunny day"; IMG_2
    const narrowed = (await get<OnThisDay>('/api/worlds/on-this-day?date=2025-03-31&from=2023-01-01T00:00:00Z')).body;
    expect(narrowed.years.map((y) => y.year)).toEqual([2024, 2023]);
    // Without a date: today in the user's zone.
    const today = (await get<OnThisDay>('/api/worlds/on-this-day')).body;
    expect(today.date).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date()));
  });

  it('refuses bad input with a 400 and keeps every user to their own places', async () => {
    for (const url of [
      '/api/worlds/places?from=yesterday',
      '/api/worlds/places?from=2024-02-01&to=2024-01-01',
      '/api/worlds/photos?to=nope',
      '/api/worlds/on-this-day?date=2024-02-30',
      '/api/worlds/on-this-day?date=31-03-2024',
      '/api/worlds/places/abc?from=x',
    ]) {
      const res = await get<{ error: { message: string } }>(url);
      expect(res.status, url).toBe(400);
    }
    expect((await get('/api/worlds/places/not-a-uuid')).status).toBe(404);
    const place = await berlin();
    expect((await get(`/api/worlds/places/${place.id}`, b.cookie)).status).toBe(404);
    expect((await get<PlacesResponse>('/api/worlds/places', b.cookie)).body.places).toEqual([]);
    expect((await get<OnThisDay>('/api/worlds/on-this-day?date=2025-03-31', b.cookie)).body.years).toEqual([]);
    expect((await api.get(undefined, `/api/worlds/places/${place.id}`)).statusCode).toBe(401);
    expect((await api.get(undefined, '/api/worlds/on-this-day')).statusCode).toBe(401);
  });
});
