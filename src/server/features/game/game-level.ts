/**
 * The AI Explorer Game's level, generated from a small world dataset: a pure, deterministic
 * function (the same dataset always gives the same map), so it is tested without a database
 * and every instance serves the same level.
 *
 * Layout: the places' real coordinates (equirectangular, north up) around the most visited
 * place, with distances log-compressed — the spots of one city and trips a thousand
 * kilometres away end up a short walk apart while keeping their directions — then snapped
 * to tiles at least LOCATION_SPACING apart (a collision moves a place to the nearest free
 * tile), and joined by roads along a minimum spanning tree so every location is reachable.
 */
import {
  GAME_CHARACTERS_PER_LOCATION,
  GAME_MARGIN,
  GAME_MAX_LOCATIONS,
  GAME_MEMORIES_PER_LOCATION,
  type GameCharacter,
  type GameDataset,
  type GameLevel,
  type GameLocation,
  type GameMemory,
  type GamePoint,
  type GameWorld,
} from '../../../contract/game';

/** Tiles between two location centres (Chebyshev): room for the memories and characters around each. */
export const LOCATION_SPACING = 8;
const MARGIN = GAME_MARGIN;
/** Where memories lie around a location's centre, in this order (the first is two steps east). */
export const MEMORY_OFFSETS: readonly GamePoint[] = [
  { x: 2, y: 0 },
  { x: -2, y: 0 },
  { x: 0, y: 2 },
  { x: 0, y: -2 },
];
/** Where characters stand around a location's centre (below it: its name is drawn above the pin). */
export const CHARACTER_OFFSETS: readonly GamePoint[] = [
  { x: 1, y: 1 },
  { x: -1, y: 1 },
];

type Place = GameDataset['places'][number];

/** FNV-1a over a string: the seed of the scenery. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator (Math.random would make every load a new map). */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const byAt = <T extends { at: string }>(a: T, b: T) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0);
const key = (p: GamePoint) => `${p.x},${p.y}`;
const chebyshev = (a: GamePoint, b: GamePoint) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** Grid positions for the places (same order), relative to an origin at the first. */
function layout(places: Place[]): GamePoint[] {
  if (!places.length) return [];
  const origin = places[0]!;
  const cos = Math.cos((origin.lat * Math.PI) / 180);
  const raw = places.map((p) => ({ x: (p.lon - origin.lon) * cos, y: -(p.lat - origin.lat) }));
  const dist = raw.map((r) => Math.hypot(r.x, r.y));
  // The scale of "near": the smallest distance between two different places (floored at ~100 m).
  let near = Infinity;
  for (let i = 0; i < raw.length; i++)
    for (let j = i + 1; j < raw.length; j++) {
      const d = Math.hypot(raw[i]!.x - raw[j]!.x, raw[i]!.y - raw[j]!.y);
      if (d > 0) near = Math.min(near, d);
    }
  if (!Number.isFinite(near)) near = 0.001;
  near = Math.max(near, 0.001);
  const compressed = dist.map((d) => Math.log1p(d / near));
  const maxC = Math.max(...compressed, 1e-9);
  // The radius grows with the number of places, so they have room at the spacing.
  const radius = Math.max(LOCATION_SPACING, Math.round(LOCATION_SPACING * Math.sqrt(places.length) * 0.9));
  const wanted = raw.map((r, i) => {
    const d = dist[i]!;
    const c = (compressed[i]! / maxC) * radius;
    return d === 0 ? { x: 0, y: 0 } : { x: Math.round((r.x / d) * c), y: Math.round((r.y / d) * c) };
  });
  const placed: GamePoint[] = [];
  for (const w of wanted) {
    let spot: GamePoint | null = null;
    // Rings around the wanted tile, nearest first; the order within a ring is fixed (deterministic).
    for (let ring = 0; !spot; ring++) {
      const candidates: GamePoint[] = [];
      for (let dx = -ring; dx <= ring; dx++)
        for (let dy = -ring; dy <= ring; dy++) if (Math.max(Math.abs(dx), Math.abs(dy)) === ring) candidates.push({ x: w.x + dx, y: w.y + dy });
      candidates.sort((a, b) => Math.hypot(a.x - w.x, a.y - w.y) - Math.hypot(b.x - w.x, b.y - w.y) || a.y - b.y || a.x - b.x);
      spot = candidates.find((c) => placed.every((p) => chebyshev(p, c) >= LOCATION_SPACING)) ?? null;
    }
    placed.push(spot);
  }
  return placed;
}

/** Up to GAME_MEMORIES_PER_LOCATION memories of a place: its first photo and message, then its last ones. */
function pickMemories(place: Place, self: string | null): Omit<GameMemory, 'x' | 'y'>[] {
  const photos = [...place.photos].sort((a, b) => byAt(a, b) || (a.id < b.id ? -1 : 1));
  const messages = [...place.messages].sort((a, b) => byAt(a, b) || (a.author < b.author ? -1 : a.author > b.author ? 1 : 0));
  const order = [photos[0], messages[0], photos[photos.length - 1], messages[messages.length - 1], photos[1], messages[1]];
  const out: Omit<GameMemory, 'x' | 'y'>[] = [];
  const seen = new Set<string>();
  for (const item of order) {
    if (!item || out.length >= GAME_MEMORIES_PER_LOCATION) continue;
    const memory: Omit<GameMemory, 'x' | 'y'> =
      'fileName' in item
        ? { id: `photo:${item.id}`, kind: 'photo', locationId: place.id, at: item.at, title: item.fileName, text: '', photoId: item.id }
        : {
            id: `message:${place.id}:${item.at}`,
            kind: 'message',
            locationId: place.id,
            at: item.at,
            title: `${item.author === self ? 'You' : item.author} in ${item.chat}`,
            text: item.text,
            photoId: null,
          };
    if (seen.has(memory.id)) continue;
    seen.add(memory.id);
    out.push(memory);
  }
  return out;
}

/** The people there with you: authors of its messages other than you, most messages first. */
function pickPeople(place: Place, self: string | null) {
  const byName = new Map<string, { name: string; messages: number; line: string; lastAt: string }>();
  for (const m of [...place.messages].sort(byAt)) {
    if (!m.author || m.author === self) continue;
    const p = byName.get(m.author) ?? { name: m.author, messages: 0, line: '', lastAt: '' };
    p.messages++;
    p.line = m.text;
    p.lastAt = m.at;
    byName.set(m.author, p);
  }
  return [...byName.values()].sort((a, b) => b.messages - a.messages || (a.name < b.name ? -1 : 1)).slice(0, GAME_CHARACTERS_PER_LOCATION);
}

/** The road tiles from a to b: along x first, then along y. */
function road(a: GamePoint, b: GamePoint): GamePoint[] {
  const out: GamePoint[] = [{ ...a }];
  let { x, y } = a;
  while (x !== b.x) out.push({ x: (x += Math.sign(b.x - x)), y });
  while (y !== b.y) out.push({ x, y: (y += Math.sign(b.y - y)) });
  return out;
}

/** Generates the level of a world from its dataset. Deterministic; an empty dataset gives an empty island. */
export function generateLevel(dataset: GameDataset, world: GameWorld, notice: string | null = null): GameLevel {
  const places = [...dataset.places]
    .sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : 1))
    .slice(0, GAME_MAX_LOCATIONS);
  const grid = layout(places);
  const minX = Math.min(0, ...grid.map((p) => p.x)) - MARGIN - 2;
  const minY = Math.min(0, ...grid.map((p) => p.y)) - MARGIN - 2;
  const at = grid.map((p) => ({ x: p.x - minX, y: p.y - minY }));
  const width = Math.max(12, Math.max(0, ...at.map((p) => p.x)) + MARGIN + 3);
  const height = Math.max(10, Math.max(0, ...at.map((p) => p.y)) + MARGIN + 3);

  const locations: GameLocation[] = [];
  const memories: GameMemory[] = [];
  const characters: GameCharacter[] = [];
  places.forEach((place, i) => {
    const c = at[i]!;
    const people = pickPeople(place, dataset.self);
    locations.push({
      id: place.id,
      label: place.label,
      x: c.x,
      y: c.y,
      lat: place.lat,
      lon: place.lon,
      count: place.count,
      firstAt: place.firstAt,
      lastAt: place.lastAt,
      people: people.map((p) => p.name),
    });
    pickMemories(place, dataset.self).forEach((m, j) => memories.push({ ...m, x: c.x + MEMORY_OFFSETS[j]!.x, y: c.y + MEMORY_OFFSETS[j]!.y }));
    people.forEach((p, j) =>
      characters.push({
        id: `${place.id}:${p.name}`,
        name: p.name,
        locationId: place.id,
        messages: p.messages,
        line: dataset.messagesShown ? p.line : '',
        x: c.x + CHARACTER_OFFSETS[j]!.x,
        y: c.y + CHARACTER_OFFSETS[j]!.y,
      }),
    );
  });

  // Roads along a minimum spanning tree (Prim from the first location; ties by index).
  const roads = new Map<string, GamePoint>();
  const inTree = at.map((_, i) => i === 0);
  for (let added = 1; added < at.length; added++) {
    let best: [number, number, number] | null = null;
    for (let i = 0; i < at.length; i++) {
      if (!inTree[i]) continue;
      for (let j = 0; j < at.length; j++) {
        if (inTree[j]) continue;
        const d = Math.abs(at[i]!.x - at[j]!.x) + Math.abs(at[i]!.y - at[j]!.y);
        if (!best || d < best[0]) best = [d, i, j];
      }
    }
    const [, i, j] = best!;
    inTree[j] = true;
    for (const t of road(at[i]!, at[j]!)) roads.set(key(t), t);
  }

  // Scenery from a seed of the place ids: trees and flowers, never on a road or near a location.
  const start = at[0] ?? { x: Math.floor(width / 2), y: Math.floor(height / 2) };
  const random = rng(hash(places.map((p) => p.id).join('|') || 'empty'));
  const scenery: GameLevel['scenery'] = [];
  for (let y = MARGIN; y < height - MARGIN; y++)
    for (let x = MARGIN; x < width - MARGIN; x++) {
      const r = random();
      const p = { x, y };
      if (roads.has(key(p)) || chebyshev(start, p) <= 2 || at.some((c) => chebyshev(c, p) <= 2)) continue;
      if (r < 0.07) scenery.push({ x, y, kind: 'tree' });
      else if (r < 0.1) scenery.push({ x, y, kind: 'flower' });
    }

  return {
    world,
    notice,
    messagesShown: dataset.messagesShown,
    width,
    height,
    start,
    locations,
    characters,
    memories,
    roads: [...roads.values()],
    scenery,
  };
}
