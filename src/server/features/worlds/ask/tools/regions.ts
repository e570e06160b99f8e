/**
 * Regions by coordinates (#29): a state, province or island a question names where places
 * carry only their nearest city's name.
 */
import { foldName } from './common';

/** A region (a state, province or island) as a latitude/longitude box: south, west, north, east. */
export interface Region {
  /** How an answer names it: "Goa, India". */
  name: string;
  box: readonly [number, number, number, number];
}

/**
 * Regions a person names instead of a town ("photos from Goa", "our trip to Bavaria"). Places
 * are named by their nearest city, so a region is matched by coordinates: a place whose
 * position lies in the region's box. Boxes are the regions' outer bounds (rounded to 0.01°),
 * so a town just over a border inside the box counts too; names are folded, in the languages
 * people write them. Source: the author's knowledge of the regions' extents; data, not
 * per-question wording. Only regions the author is sure of.
 */
const REGION_LIST: { names: readonly string[]; region: Region }[] = [
  { names: ['goa'], region: { name: 'Goa, India', box: [14.89, 73.67, 15.8, 74.34] } },
  { names: ['kerala', 'keralam'], region: { name: 'Kerala, India', box: [8.18, 74.85, 12.79, 77.42] } },
  { names: ['rajasthan'], region: { name: 'Rajasthan, India', box: [23.06, 69.48, 30.2, 78.27] } },
  { names: ['himachal', 'himachal pradesh'], region: { name: 'Himachal Pradesh, India', box: [30.38, 75.58, 33.22, 79.0] } },
  { names: ['bavaria', 'bayern', 'baviere', 'baviera', 'bawaria', 'beieren'], region: { name: 'Bavaria, Germany', box: [47.27, 8.97, 50.56, 13.84] } },
  { names: ['tuscany', 'toscana', 'toskana', 'toscane', 'toskania'], region: { name: 'Tuscany, Italy', box: [42.24, 9.68, 44.47, 12.37] } },
  { names: ['sicily', 'sicilia', 'sizilien', 'sicile', 'sycylia'], region: { name: 'Sicily, Italy', box: [36.64, 12.42, 38.32, 15.65] } },
  { names: ['andalusia', 'andalucia', 'andalusien', 'andalousie', 'andaluzja'], region: { name: 'Andalusia, Spain', box: [35.94, -7.52, 38.73, -1.63] } },
  { names: ['catalonia', 'catalunya', 'cataluna', 'katalonien', 'catalogne', 'katalonia'], region: { name: 'Catalonia, Spain', box: [40.52, 0.16, 42.86, 3.33] } },
  { names: ['algarve'], region: { name: 'Algarve, Portugal', box: [36.96, -8.99, 37.53, -7.4] } },
  { names: ['crete', 'kreta', 'kriti', 'creta', 'girit'], region: { name: 'Crete, Greece', box: [34.8, 23.51, 35.7, 26.32] } },
  { names: ['bali'], region: { name: 'Bali, Indonesia', box: [-8.85, 114.43, -8.06, 115.71] } },
  { names: ['hokkaido'], region: { name: 'Hokkaido, Japan', box: [41.35, 139.33, 45.56, 145.82] } },
];

const REGIONS = new Map(REGION_LIST.flatMap((r) => r.names.map((n) => [n, r.region] as const)));

/** The region a name names ("Goa", "Bayern", "Toskania"), or null. */
export function regionNamed(name: string): Region | null {
  const key = foldName(name).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return REGIONS.get(key) ?? null;
}
