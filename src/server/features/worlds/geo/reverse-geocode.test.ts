import { describe, expect, it } from 'vitest';
import { distance } from 'geokdbush';
import { GEO_RADIUS_KM, geoName, loadGeoIndex, reverseGeocode } from './reverse-geocode';

describe('reverse geocoding (offline, GeoNames cities)', () => {
  it('names city centres with their country', () => {
    expect(geoName(48.8584, 2.2945)).toBe('Paris, France'); // the Eiffel Tower: nearer Neuilly's centre, but in Paris
    expect(geoName(35.0116, 135.7681)).toBe('Kyoto, Japan');
    expect(geoName(51.5007, -0.1246)).toBe('London, United Kingdom'); // Westminster
    expect(geoName(40.7484, -73.9857)).toBe('New York City, United States'); // not a neighbourhood
    expect(geoName(-33.8568, 151.2153)).toBe('Sydney, Australia');
    expect(geoName(-22.9519, -43.2105)).toBe('Rio de Janeiro, Brazil');
  });

  it('names the town a point is in, not the bigger city across the river', () => {
    // Kehl's centre by the Rhine bridge; Strasbourg (8 times bigger) is 5 km west across the river.
    expect(geoName(48.5762, 7.8135)).toBe('Kehl, Germany');
    expect(geoName(48.5734, 7.7521)).toBe('Strasbourg, France');
  });

  it('gives null far from any town: the open sea and the poles', () => {
    expect(reverseGeocode(30, -40)).toBeNull(); // mid-Atlantic
    expect(reverseGeocode(-45, -140)).toBeNull(); // South Pacific
    expect(reverseGeocode(90, 0)).toBeNull();
    expect(reverseGeocode(-90, 0)).toBeNull();
  });

  it('measures across the antimeridian', () => {
    // Egvekinot (Chukotka) lies at 179.12° W: a point just west of the 180° line is ~40 km from it.
    const east = reverseGeocode(66.32, 179.99);
    expect(east?.name).toBe('Egvekinot, Russia');
    expect(east!.distanceKm).toBeLessThan(45);
    expect(geoName(66.32, -179.99)).toBe('Egvekinot, Russia');
    // Taveuni, Fiji, straddles the line: both sides agree (no town of 1,000 within 50 km there).
    expect(geoName(-16.78, 179.99)).toBe(geoName(-16.78, -179.99));
  });

  it('finds what weighing every town would find (the tiered search prunes nothing that could win)', () => {
    const g = loadGeoIndex();
    let seed = 27;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let n = 0; n < 60; n++) {
      const c = Math.floor(random() * g.lats.length);
      const lat = Math.max(-90, Math.min(90, g.lats[c]! + (random() - 0.5) * 0.8));
      const lon = ((g.lons[c]! + (random() - 0.5) * 0.8 + 540) % 360) - 180;
      let best = -1;
      let bestScore = Infinity;
      for (let i = 0; i < g.lats.length; i++) {
        const km = distance(lon, lat, g.lons[i]!, g.lats[i]!);
        if (km <= GEO_RADIUS_KM && km / g.weights[i]! < bestScore) {
          best = i;
          bestScore = km / g.weights[i]!;
        }
      }
      expect(geoName(lat, lon), `${lat}, ${lon}`).toBe(best < 0 ? null : `${g.names[best]}, ${g.countries[best]}`);
    }
  });

  it('refuses what is not a position', () => {
    expect(reverseGeocode(Number.NaN, 0)).toBeNull();
    expect(reverseGeocode(91, 0)).toBeNull();
    expect(reverseGeocode(0, 181)).toBeNull();
  });
});
