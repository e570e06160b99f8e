/**
 * Places: a point within PLACE_RADIUS_M of a place's anchor (the first point seen there)
 * belongs to that place (the nearest, when several are in reach); otherwise it founds a
 * new one. Anchors never move, so a point's place does not change when more arrive.
 * A grid of ~111 m cells keeps the lookup to the few cells around a point.
 */
export const PLACE_RADIUS_M = 100;
const CELL_DEG = 0.001;
const EARTH_M = 6_371_000;

export interface PlaceAnchor {
  id: string;
  lat: number;
  lon: number;
}

export function distanceMeters(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const toRad = Math.PI / 180;
  const dLat = (bLat - aLat) * toRad;
  const dLon = (bLon - aLon) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * toRad) * Math.cos(bLat * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export class PlaceClusters {
  private readonly cells = new Map<string, PlaceAnchor[]>();

  constructor(anchors: Iterable<PlaceAnchor> = []) {
    for (const a of anchors) this.add(a);
  }

  add(anchor: PlaceAnchor) {
    const key = cellKey(Math.floor(anchor.lat / CELL_DEG), Math.floor(anchor.lon / CELL_DEG));
    const list = this.cells.get(key);
    if (list) list.push(anchor);
    else this.cells.set(key, [anchor]);
  }

  /** The nearest place within the radius, or undefined. */
  find(lat: number, lon: number): PlaceAnchor | undefined {
    const row = Math.floor(lat / CELL_DEG);
    const col = Math.floor(lon / CELL_DEG);
    // A degree of longitude shrinks with the latitude: look further east and west.
    const cosLat = Math.max(0.01, Math.cos((lat * Math.PI) / 180));
    const lonCells = Math.ceil(1 / cosLat);
    let best: PlaceAnchor | undefined;
    let bestDistance = PLACE_RADIUS_M;
    for (let r = row - 1; r <= row + 1; r++) {
      for (let c = col - lonCells; c <= col + lonCells; c++) {
        for (const a of this.cells.get(cellKey(r, c)) ?? []) {
          const d = distanceMeters(lat, lon, a.lat, a.lon);
          if (d <= bestDistance) {
            best = a;
            bestDistance = d;
          }
        }
      }
    }
    return best;
  }
}

function cellKey(row: number, col: number) {
  return `${row}:${col}`;
}
