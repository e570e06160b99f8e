/** How the Location Memory Map marks a place: colour by what it holds, size by its count (the legend uses the same). */
export const KIND_BITS = { photo: 1, message: 2, visit: 4, record: 8 } as const;
const LOCATION_BITS = KIND_BITS.message | KIND_BITS.visit | KIND_BITS.record;

export const MAP_COLORS = { photos: '#22d3ee', locations: '#a78bfa', both: '#fbbf24' } as const;

export function colorOf(bits: number): string {
  if (bits & KIND_BITS.photo && bits & LOCATION_BITS) return MAP_COLORS.both;
  return bits & KIND_BITS.photo ? MAP_COLORS.photos : MAP_COLORS.locations;
}

export function kindBits(kinds: readonly (keyof typeof KIND_BITS)[]): number {
  return kinds.reduce((b, k) => b | KIND_BITS[k], 0);
}

export function radiusOf(count: number): number {
  return Math.min(30, 5 + 2.4 * Math.sqrt(count));
}
