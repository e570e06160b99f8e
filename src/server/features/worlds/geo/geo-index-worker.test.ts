/**
 * The reverse geocoder's index is built in a worker thread (geo-index-worker.ts) and handed
 * over whole: loadGeocoder() resolves with it (no fallback to building in this thread), it
 * names places as the in-thread index does, and it is built once.
 */
import { describe, expect, it, vi } from 'vitest';
import { buildGeoIndex, geoName, loadGeocoder, packGeoIndex, reverseGeocode, unpackGeoIndex } from './reverse-geocode';

describe('reverse geocoder: the index built off the main thread', () => {
  it('loadGeocoder builds the index in a worker, once, and lookups then use it', async () => {
    const warn = vi.spyOn(process, 'emitWarning');
    const [first, second] = await Promise.all([loadGeocoder(), loadGeocoder()]);
    expect(first).toBe(second);
    expect(await loadGeocoder()).toBe(first);
    expect(warn).not.toHaveBeenCalled(); // the worker did it: no fallback to this thread
    warn.mockRestore();
    expect(first.names.length).toBeGreaterThan(100_000);
    expect(first.names.length).toBe(first.lats.length);
    expect(first.countries.length).toBe(first.names.length);
    expect(geoName(35.0116, 135.7681)).toBe('Kyoto, Japan');
    expect(geoName(48.8584, 2.2945)).toBe('Paris, France');
    expect(reverseGeocode(66.32, 179.99)?.name).toBe('Egvekinot, Russia');
    expect(reverseGeocode(30, -40)).toBeNull();
  });

  it('packing and unpacking keep the trees and the cities as built', () => {
    const built = buildGeoIndex();
    const expected = { names: built.names.slice(), countries: built.countries.slice(), codes: built.codes.slice(), lats: built.lats.slice() };
    const box = (g: typeof built) => g.all.range(2.2, 48.8, 2.4, 48.9).map((i) => g.names[i]).sort();
    const near = box(built);
    const g = unpackGeoIndex(structuredClone(packGeoIndex(built).packed));
    expect(g.names).toEqual(expected.names);
    expect(g.countries).toEqual(expected.countries);
    expect(g.codes).toEqual(expected.codes);
    expect(g.lats).toEqual(expected.lats);
    expect(box(g)).toEqual(near);
    expect(near).toContain('Paris');
    expect(g.tiers.map((t) => t.ids.length)).toEqual(built.tiers.map((t) => t.ids.length));
  });
});
