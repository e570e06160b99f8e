/**
 * The level generation from a small hand-made world: places become locations on the grid
 * (north up, spaced, reachable), the people you share a place with stand there, the
 * photos and messages there are its memories, the same world gives the same map, and an
 * empty world gives an empty island.
 */
import { describe, expect, it } from 'vitest';
import { GAME_MAX_LOCATIONS, isWalkable, type GameDataset, type GameLevel, type GamePoint } from '../../../contract/game';
import { CHARACTER_OFFSETS, generateLevel, LOCATION_SPACING, MEMORY_OFFSETS } from './game-level';

const place = (id: string, label: string, lat: number, lon: number, count: number, extra: Partial<GameDataset['places'][number]> = {}): GameDataset['places'][number] => ({
  id,
  label,
  lat,
  lon,
  count,
  firstAt: '2024-01-01T10:00:00.000Z',
  lastAt: '2024-06-01T10:00:00.000Z',
  photos: [],
  messages: [],
  ...extra,
});

/** Home and the studio in London (3 km apart), a café in Lisbon (1,600 km away). */
const WORLD: GameDataset = {
  self: 'Sam',
  messagesShown: true,
  places: [
    place('lisbon-cafe', 'Time Out Market', 38.7070, -9.1457, 3, {
      photos: [{ id: 'p-lis', fileName: 'IMG_LIS.jpg', at: '2023-04-15T12:00:00.000Z' }],
      messages: [
        { at: '2023-04-15T12:05:00.000Z', author: 'Ana', chat: 'Ana', text: 'Best pastéis ever' },
        { at: '2023-04-15T12:06:00.000Z', author: 'Sam', chat: 'Ana', text: 'Agreed!' },
      ],
    }),
    place('home', 'Home', 51.5384, -0.1817, 40, {
      photos: [
        { id: 'p2', fileName: 'IMG_2.jpg', at: '2024-02-01T09:00:00.000Z' },
        { id: 'p1', fileName: 'IMG_1.jpg', at: '2024-01-01T09:00:00.000Z' },
        { id: 'p3', fileName: 'IMG_3.jpg', at: '2024-03-01T09:00:00.000Z' },
      ],
      messages: [
        { at: '2024-01-02T20:00:00.000Z', author: 'Ana', chat: 'Weekend Crew', text: 'On my way!' },
        { at: '2024-01-03T20:00:00.000Z', author: 'Ben', chat: 'Weekend Crew', text: 'Bringing snacks' },
        { at: '2024-01-04T20:00:00.000Z', author: 'Sam', chat: 'Weekend Crew', text: 'Door is open' },
        { at: '2024-01-05T20:00:00.000Z', author: 'Ana', chat: 'Weekend Crew', text: 'Thanks for tonight' },
        { at: '2024-01-06T20:00:00.000Z', author: 'Chloe', chat: 'Weekend Crew', text: 'Next time I host' },
      ],
    }),
    place('studio', 'Studio Office', 51.5051, -0.0964, 12, {
      messages: [{ at: '2024-02-10T09:00:00.000Z', author: 'Ben', chat: 'Ben', text: 'Lunch at one?' }],
    }),
  ],
};

const loc = (level: GameLevel, id: string) => level.locations.find((l) => l.id === id)!;
const chebyshev = (a: GamePoint, b: GamePoint) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** Tiles reachable from `from` by steps of one tile (the player's moves). */
function reachable(level: GameLevel, from: GamePoint): Set<string> {
  const seen = new Set([`${from.x},${from.y}`]);
  const queue = [from];
  while (queue.length) {
    const p = queue.shift()!;
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
      const n = { x: p.x + dx, y: p.y + dy };
      const k = `${n.x},${n.y}`;
      if (!seen.has(k) && isWalkable(level, n)) {
        seen.add(k);
        queue.push(n);
      }
    }
  }
  return seen;
}

describe('generateLevel', () => {
  const level = generateLevel(WORLD, 'own');

  it('makes each place a location, most visited first, where the game starts', () => {
    expect(level.locations.map((l) => l.label)).toEqual(['Home', 'Studio Office', 'Time Out Market']);
    expect(level.start).toEqual({ x: loc(level, 'home').x, y: loc(level, 'home').y });
    expect(level.world).toBe('own');
    expect(level.notice).toBeNull();
  });

  it('keeps the real directions (north up) but compresses the distances into a walkable map', () => {
    const home = loc(level, 'home');
    const studio = loc(level, 'studio');
    const lisbon = loc(level, 'lisbon-cafe');
    // The studio is east and a little south of home; Lisbon far south-west.
    expect(studio.x).toBeGreaterThan(home.x);
    expect(studio.y).toBeGreaterThanOrEqual(home.y);
    expect(lisbon.x).toBeLessThan(home.x);
    expect(lisbon.y).toBeGreaterThan(home.y);
    // 1,600 km is not 500 times 3 km on the map: a short walk further.
    const dStudio = Math.hypot(studio.x - home.x, studio.y - home.y);
    const dLisbon = Math.hypot(lisbon.x - home.x, lisbon.y - home.y);
    expect(dLisbon).toBeGreaterThan(dStudio);
    expect(dLisbon / dStudio).toBeLessThan(5);
    for (const a of level.locations) for (const b of level.locations) if (a !== b) expect(chebyshev(a, b)).toBeGreaterThanOrEqual(LOCATION_SPACING);
    expect(level.width).toBeLessThan(60);
    expect(level.height).toBeLessThan(60);
  });

  it('puts the people you share a place with there as characters (never you), most messages first', () => {
    const home = loc(level, 'home');
    expect(home.people).toEqual(['Ana', 'Ben']);
    const atHome = level.characters.filter((c) => c.locationId === 'home');
    expect(atHome.map((c) => [c.name, c.messages, c.line])).toEqual([
      ['Ana', 2, 'Thanks for tonight'],
      ['Ben', 1, 'Bringing snacks'],
    ]);
    expect(atHome.map((c) => ({ x: c.x - home.x, y: c.y - home.y }))).toEqual(CHARACTER_OFFSETS.slice(0, 2));
    expect(level.characters.filter((c) => c.locationId === 'studio').map((c) => c.name)).toEqual(['Ben']);
    expect(level.characters.filter((c) => c.locationId === 'lisbon-cafe').map((c) => c.name)).toEqual(['Ana']);
    expect(level.characters.some((c) => c.name === 'Sam')).toBe(false);
  });

  it('makes the photos and messages of a place its memories: the first photo two steps east of it', () => {
    const home = loc(level, 'home');
    const memories = level.memories.filter((m) => m.locationId === 'home');
    expect(memories.map((m) => m.id)).toEqual(['photo:p1', 'message:home:2024-01-02T20:00:00.000Z', 'photo:p3', 'message:home:2024-01-06T20:00:00.000Z']);
    expect(memories[0]).toMatchObject({ kind: 'photo', title: 'IMG_1.jpg', photoId: 'p1', text: '', x: home.x + 2, y: home.y });
    expect(memories[1]).toMatchObject({ kind: 'message', title: 'Ana in Weekend Crew', text: 'On my way!', photoId: null });
    expect(memories.map((m) => ({ x: m.x - home.x, y: m.y - home.y }))).toEqual(MEMORY_OFFSETS);
    expect(level.memories.filter((m) => m.locationId === 'studio').map((m) => m.title)).toEqual(['Ben in Ben']);
    // Your own messages are yours: "You in …".
    expect(level.memories.filter((m) => m.locationId === 'lisbon-cafe').map((m) => m.title)).toEqual(['IMG_LIS.jpg', 'Ana in Ana', 'You in Ana']);
    // Memory tiles, characters and every location are walkable and reachable from the start.
    const reach = reachable(level, level.start);
    for (const p of [...level.memories, ...level.characters, ...level.locations]) expect(reach.has(`${p.x},${p.y}`), `${p.x},${p.y}`).toBe(true);
    for (const r of level.roads) expect(isWalkable(level, r)).toBe(true);
  });

  it('is deterministic: the same world gives the same level, whatever the order of its places', () => {
    expect(generateLevel(WORLD, 'own')).toEqual(level);
    expect(generateLevel({ ...WORLD, places: [...WORLD.places].reverse() }, 'own')).toEqual(level);
    expect(level.scenery.length).toBeGreaterThan(0);
    // Another world, another scenery.
    const other = generateLevel({ ...WORLD, places: WORLD.places.map((p) => ({ ...p, id: `${p.id}-2` })) }, 'own');
    expect(other.scenery).not.toEqual(level.scenery);
  });

  it('blanks what characters say when the reader hides message text', () => {
    const hidden = generateLevel(
      { ...WORLD, messagesShown: false, places: WORLD.places.map((p) => ({ ...p, messages: p.messages.map((m) => ({ ...m, text: '' })) })) },
      'sample',
    );
    expect(hidden.messagesShown).toBe(false);
    expect(hidden.characters.every((c) => c.line === '')).toBe(true);
    expect(hidden.memories.filter((m) => m.kind === 'message').every((m) => m.text === '')).toBe(true);
  });

  it('keeps the most visited places when there are too many, all reachable', () => {
    const many: GameDataset = {
      self: null,
      messagesShown: true,
      places: Array.from({ length: 40 }, (_, i) => place(`p${String(i).padStart(2, '0')}`, `Spot ${i}`, 51.5 + (i % 7) * 0.01, -0.1 + Math.floor(i / 7) * 0.013, 100 - i)),
    };
    const big = generateLevel(many, 'own');
    expect(big.locations).toHaveLength(GAME_MAX_LOCATIONS);
    expect(big.locations.map((l) => l.label)).toEqual(Array.from({ length: GAME_MAX_LOCATIONS }, (_, i) => `Spot ${i}`));
    const reach = reachable(big, big.start);
    for (const l of big.locations) expect(reach.has(`${l.x},${l.y}`)).toBe(true);
  });

  it('gives an empty world an empty island with a start', () => {
    const empty = generateLevel({ self: null, messagesShown: true, places: [] }, 'own');
    expect(empty).toMatchObject({ locations: [], characters: [], memories: [], roads: [] });
    expect(isWalkable(empty, empty.start)).toBe(true);
  });
});
