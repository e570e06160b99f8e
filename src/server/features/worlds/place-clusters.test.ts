import { describe, expect, it } from 'vitest';
import { distanceMeters, PlaceClusters } from './place-clusters';

describe('PlaceClusters', () => {
  it('puts points within 100 m of an anchor into its place, the nearest when several are in reach', () => {
    const places = new PlaceClusters([
      { id: 'tower', lat: 48.8584, lon: 2.2945 },
      { id: 'museum', lat: 48.8606, lon: 2.3376 },
    ]);
    expect(places.find(48.8590, 2.2950)?.id).toBe('tower'); // about 80 m away
    expect(places.find(48.8600, 2.2945)).toBeUndefined(); // about 180 m away
    places.add({ id: 'near-tower', lat: 48.8592, lon: 2.2945 });
    expect(places.find(48.8591, 2.2945)?.id).toBe('near-tower');
  });

  it('looks across cell borders and, at high latitudes, further east and west', () => {
    const places = new PlaceClusters([{ id: 'a', lat: 0.0009999, lon: 10.0009999 }]);
    expect(places.find(0.0010001, 10.0010001)?.id).toBe('a');
    const north = new PlaceClusters([{ id: 'tromso', lat: 69.6496, lon: 18.9553 }]);
    const east = 18.9553 + 0.0024; // about 93 m east at 69.6° N, three grid cells away
    expect(distanceMeters(69.6496, 18.9553, 69.6496, east)).toBeLessThan(100);
    expect(north.find(69.6496, east)?.id).toBe('tromso');
  });
});
