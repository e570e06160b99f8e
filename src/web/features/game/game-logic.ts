/**
 * The rules of walking the level, apart from drawing: what stands on a tile, what Enter
 * reaches, and the path a tap asks for (breadth-first over walkable tiles).
 */
import { isWalkable, type GameCharacter, type GameLevel, type GameLocation, type GameMemory, type GamePoint } from '../../../contract/game';

export type Thing =
  | { kind: 'memory'; memory: GameMemory }
  | { kind: 'character'; character: GameCharacter }
  | { kind: 'location'; location: GameLocation };

export type Direction = 'up' | 'down' | 'left' | 'right';
export const STEPS: Record<Direction, GamePoint> = { up: { x: 0, y: -1 }, down: { x: 0, y: 1 }, left: { x: -1, y: 0 }, right: { x: 1, y: 0 } };

/** Keys that walk (arrows and WASD). */
export const KEY_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  w: 'up',
  W: 'up',
  s: 'down',
  S: 'down',
  a: 'left',
  A: 'left',
  d: 'right',
  D: 'right',
};

const same = (a: GamePoint, b: GamePoint) => a.x === b.x && a.y === b.y;

/** What stands on tile `p`: a memory first, then a character, then a location's centre. */
export function thingAt(level: GameLevel, p: GamePoint): Thing | null {
  const memory = level.memories.find((m) => same(m, p));
  if (memory) return { kind: 'memory', memory };
  const character = level.characters.find((c) => same(c, p));
  if (character) return { kind: 'character', character };
  const location = level.locations.find((l) => same(l, p));
  if (location) return { kind: 'location', location };
  return null;
}

/** What Enter reaches from `p`: the thing on the tile, else the nearest one next to it (the four sides first). */
export function reachable(level: GameLevel, p: GamePoint): Thing | null {
  const around = [{ x: 0, y: 0 }, ...Object.values(STEPS), { x: 1, y: 1 }, { x: -1, y: -1 }, { x: 1, y: -1 }, { x: -1, y: 1 }];
  for (const d of around) {
    const t = thingAt(level, { x: p.x + d.x, y: p.y + d.y });
    if (t) return t;
  }
  return null;
}

/** The location a tile belongs to (the nearest centre within 3 tiles), for "You are at …". */
export function locationNear(level: GameLevel, p: GamePoint): GameLocation | null {
  let best: GameLocation | null = null;
  let bestD = Infinity;
  for (const l of level.locations) {
    const d = Math.max(Math.abs(l.x - p.x), Math.abs(l.y - p.y));
    if (d <= 3 && d < bestD) {
      best = l;
      bestD = d;
    }
  }
  return best;
}

/** The steps from `from` to `to` (excluding `from`), or null when `to` cannot be reached. */
export function findPath(level: GameLevel, from: GamePoint, to: GamePoint): GamePoint[] | null {
  if (!isWalkable(level, to)) return null;
  if (same(from, to)) return [];
  const key = (p: GamePoint) => p.y * level.width + p.x;
  const prev = new Map<number, GamePoint>();
  const queue: GamePoint[] = [from];
  prev.set(key(from), from);
  while (queue.length) {
    const p = queue.shift()!;
    for (const d of Object.values(STEPS)) {
      const n = { x: p.x + d.x, y: p.y + d.y };
      if (prev.has(key(n)) || !isWalkable(level, n)) continue;
      prev.set(key(n), p);
      if (same(n, to)) {
        const path = [n];
        let c = p;
        while (!same(c, from)) {
          path.unshift(c);
          c = prev.get(key(c))!;
        }
        return path;
      }
      queue.push(n);
    }
  }
  return null;
}

/** "2 steps east, 1 north" from `a` to `b`. */
export function describeWay(a: GamePoint, b: GamePoint): string {
  const parts: string[] = [];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const steps = (n: number) => `${n} step${n === 1 ? '' : 's'}`;
  if (dx) parts.push(`${steps(Math.abs(dx))} ${dx > 0 ? 'east' : 'west'}`);
  if (dy) parts.push(`${parts.length ? Math.abs(dy) : steps(Math.abs(dy))} ${dy > 0 ? 'south' : 'north'}`);
  return parts.join(', ') || 'here';
}
