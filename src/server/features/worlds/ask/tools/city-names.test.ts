/**
 * Cities' other names (#29): an old name or nickname ("Saigon", "Bombay", "Kijów", "Jogja")
 * finds the places named by the city's current name, only when no place carries the asked name;
 * a city the offline names split into districts (Ho Chi Minh City's "Quận …") is found by its bounds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import { jpeg } from '../../../../../../tests/support/worlds';
import { findPlaces } from './places';
import { cityOtherNames } from './regions';
import type { ToolContext } from './types';

describe("a city's other names find its places", () => {
  let t: TestApp;
  let ctx: ToolContext;
  const photosIn = async (name: string) => (await findPlaces.run(ctx, { name, limit: 20 })).data.reduce((n, p) => n + p.photos, 0);

  beforeAll(async () => {
    ({ t, ctx } = await askWorld(
      [
        ['02/03/2024, 09:00 - Me: halo\n02/03/2024, 09:05 - Dewi Sari: halo juga', 'WhatsApp Chat with Dewi Sari.txt'],
        // Two in Ho Chi Minh City, one in Mumbai, one in Kraków (no other name in the table).
        [await jpeg({ color: '#1a1', takenAt: '2024:03:01 10:00:00', at: [10.7769, 106.7009] }), 'IMG_0201.jpg'],
        [await jpeg({ color: '#1a2', takenAt: '2024:03:02 10:00:00', at: [10.7626, 106.6602] }), 'IMG_0202.jpg'],
        [await jpeg({ color: '#1a3', takenAt: '2024:04:01 10:00:00', at: [19.076, 72.8777] }), 'IMG_0203.jpg'],
        [await jpeg({ color: '#1a4', takenAt: '2024:05:01 10:00:00', at: [50.0647, 19.945] }), 'IMG_0204.jpg'],
      ],
      { owner: 'Me' },
    ));
  });
  afterAll(() => t.close());

  it('reads the other names in several languages, with or without marks and prepositions', () => {
    expect(cityOtherNames('Sài Gòn')).toContain('ho chi minh');
    expect(cityOtherNames('di Saigon')).toContain('ho chi minh city');
    expect(cityOtherNames('w Kijowie')).toEqual([]); // an inflected form is not a name in the table
    expect(cityOtherNames('Kijów')).toContain('kyiv');
    expect(cityOtherNames('Jogja')).toContain('yogyakarta');
    expect(cityOtherNames('Trivandrum')).toContain('thiruvananthapuram');
    expect(cityOtherNames('Addis Abeba')).toContain('addis ababa');
    expect(cityOtherNames('Kraków')).toEqual([]);
  });

  it('counts the photos of the city under its old name or nickname', async () => {
    expect(await photosIn('Saigon')).toBe(2);
    expect(await photosIn('Sài Gòn')).toBe(2);
    expect(await photosIn('Bombay')).toBe(1);
    expect(await photosIn('Kraków')).toBe(1);
    expect(await photosIn('Peking')).toBe(0);
  });
});
