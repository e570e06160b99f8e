/**
 * Landscape words (#29): "the mountains", "w górach", "in den Bergen", "di gunung", "the lakes"
 * name the places whose position lies in a mountain range's or lake district's box; the cities
 * at the foot of the ranges stay out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import { jpeg } from '../../../../../../tests/support/worlds';
import { answerOffline } from '../planner/index';
import { findPlaces } from './places';
import { regionNamed } from './regions';
import type { ToolContext } from './types';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('landscape words name the places in their ranges', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const photosIn = async (name: string) => (await findPlaces.run(ctx, { name, limit: 20 })).data.reduce((n, p) => n + p.photos, 0);

  beforeAll(async () => {
    ({ t, ctx } = await askWorld(
      [
        ['01/01/2024, 10:00 - Me: hej\n01/01/2024, 10:01 - Ola Lis: hej', 'WhatsApp Chat with Ola Lis.txt'],
        // Two in the Tatra (Zakopane, Kasprowy), one in the Alps (Innsbruck); Munich and Gdańsk are no mountains; one by a Masurian lake.
        [await jpeg({ color: '#a11', takenAt: '2024:02:01 10:00:00', at: [49.2992, 19.9496] }), 'IMG_0101.jpg'],
        [await jpeg({ color: '#a22', takenAt: '2024:02:02 10:00:00', at: [49.2319, 19.9817] }), 'IMG_0102.jpg'],
        [await jpeg({ color: '#a33', takenAt: '2024:03:01 10:00:00', at: [47.2692, 11.4041] }), 'IMG_0103.jpg'],
        [await jpeg({ color: '#b11', takenAt: '2024:04:01 10:00:00', at: [48.1372, 11.5756] }), 'IMG_0104.jpg'],
        [await jpeg({ color: '#b22', takenAt: '2024:05:01 10:00:00', at: [54.352, 18.6466] }), 'IMG_0105.jpg'],
        [await jpeg({ color: '#c11', takenAt: '2024:07:01 10:00:00', at: [53.8046, 21.5717] }), 'IMG_0106.jpg'],
      ],
      { owner: 'Me' },
    ));
  });
  afterAll(() => t.close());

  it('reads the words in several languages, prepositions and articles aside', () => {
    for (const w of ['the mountains', 'w górach', 'in den Bergen', 'di gunung', 'montañas', 'milima']) expect(regionNamed(w)?.name, w).toBe('the mountains');
    for (const w of ['the lakes', 'nad jeziorami', 'na Mazurach', 'danau']) expect(regionNamed(w)?.name, w).toBe('the lakes');
    expect(regionNamed('the office')).toBeNull();
  });

  it('counts the photos in the ranges, not the cities beside them', async () => {
    expect(await photosIn('the mountains')).toBe(3);
    expect(await photosIn('w górach')).toBe(3);
    expect(await photosIn('lakes')).toBe(1);
    const r = await answerOffline(ctx, { question: 'how many photos do I have from the mountains', state: {}, history: [], now: NOW });
    expect(r.answer).toMatch(/\b3 photos\b/);
  });
});
