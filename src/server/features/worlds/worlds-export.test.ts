/**
 * The export of each world (GET /api/worlds/export?world=…&from=…&to=…): every part of the
 * document is read in the chosen period, and the document names that period. A world with
 * data on both sides of the period (UTC): Cleo wrote only in 2023, Bo in 2023 and 2024; a
 * photo and a shared location in 2023, a photo in 2024; the period is the year 2024.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { importsApi, jpeg } from '../../../../tests/support/worlds';
import type { PhotosResponse, PlacesResponse, Timeline, WorldSummary } from '../../../contract/worlds';
import type { SocialNetwork, SocialPerson } from '../../../contract/worlds-social';

const WITH_BO = [
  '10/05/2023, 09:00 - Bo: An old message',
  '10/05/2023, 09:05 - Me: From last year',
  '12/02/2024, 18:00 - Bo: A message of this year',
  '12/02/2024, 18:10 - Me: Yes, this year',
  '03/03/2024, 08:00 - Bo: Another one',
].join('\n');
const WITH_CLEO = [
  '15/06/2023, 12:00 - Cleo: Only last year',
  '15/06/2023, 12:01 - Me: location: https://maps.google.com/?q=41.902800,12.496400',
].join('\n');

const FROM = '2024-01-01';
const TO = '2025-01-01';
const inPeriod = (at: string) => at >= '2024-01-01T00:00:00.000Z' && at < '2025-01-01T00:00:00.000Z';

interface Exported {
  world: string;
  period: { from: string | null; to: string | null };
  summary: WorldSummary;
  people?: SocialPerson[];
  network?: SocialNetwork;
  places?: PlacesResponse['places'];
  photos?: PhotosResponse['photos'];
  timeline?: Timeline;
}

describe('the world export honours the period in every file', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  const exported = async (world: string, period = `&from=${FROM}&to=${TO}`) => {
    const res = await api.get(a.cookie, `/api/worlds/export?world=${world}${period}`);
    expect(res.statusCode, res.body).toBe(200);
    return json<Exported>(res);
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    a = await signUpUser(t.app);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    for (const [content, name] of [
      [WITH_BO, 'WhatsApp Chat with Bo.txt'],
      [WITH_CLEO, 'WhatsApp Chat with Cleo.txt'],
      [await jpeg({ color: '#a33', takenAt: '2023:07:01 10:00:00', at: [48.8584, 2.2945] }), 'IMG_2023.jpg'],
      [await jpeg({ color: '#3a3', takenAt: '2024:04:01 10:00:00', at: [52.52, 13.405] }), 'IMG_2024.jpg'],
    ] as const) {
      expect((await api.importFile(a.cookie, content, name)).status).toBe('done');
    }
  });
  afterAll(() => t.close());

  it('without a period, every file holds the whole world (the data of both years is there)', async () => {
    const social = await exported('social', '');
    expect(social.period).toEqual({ from: null, to: null });
    expect(social.people!.map((p) => p.name).sort()).toEqual(['Bo', 'Cleo', 'Me']);
    const map = await exported('map', '');
    expect(map.places).toHaveLength(3);
    expect(map.photos).toHaveLength(2);
  });

  it('social: only who wrote in the period, with their counts in it', async () => {
    const social = await exported('social');
    expect(social.period).toEqual({ from: FROM, to: TO });
    expect(social.people!.map((p) => [p.name, p.messageCount]).sort()).toEqual([
      ['Bo', 2],
      ['Me', 1],
    ]);
    for (const p of social.people!) {
      expect(inPeriod(p.firstAt!) && inPeriod(p.lastAt!), JSON.stringify(p)).toBe(true);
    }
  });

  it('network: only the people of the period and the answers in it', async () => {
    const file = await exported('network');
    expect(file.period).toEqual({ from: FROM, to: TO });
    const network = file.network!;
    expect(network.nodes.map((n) => n.name).sort()).toEqual(['Bo', 'Me']);
    expect(network.nodes.map((n) => n.weight).sort()).toEqual([1, 2]);
    // Bo → Me and Me → Bo in 2024 (the whole world has two more in 2023).
    expect(network.edges).toHaveLength(1);
    expect(network.edges[0]!.weight).toBe(2);
  });

  it('map: only the places and photos of the period', async () => {
    const map = await exported('map');
    expect(map.period).toEqual({ from: FROM, to: TO });
    expect(map.photos!.map((p) => p.fileName)).toEqual(['IMG_2024.jpg']);
    expect(map.places!.map((p) => [p.lat.toFixed(2), p.count, p.kinds])).toEqual([['52.52', 1, ['photo']]]);
    for (const p of map.places!) expect(inPeriod(p.firstAt) && inPeriod(p.lastAt)).toBe(true);
  });

  it('timeline: only the months of the period', async () => {
    const file = await exported('timeline');
    expect(file.period).toEqual({ from: FROM, to: TO });
    const timeline = file.timeline!;
    expect(timeline.buckets.map((b) => [b.start, b.messages, b.photos])).toEqual([
      ['2024-02-01T00:00:00.000Z', 2, 0],
      ['2024-03-01T00:00:00.000Z', 1, 0],
      ['2024-04-01T00:00:00.000Z', 0, 1],
    ]);
  });
});
