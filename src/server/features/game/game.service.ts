/**
 * The AI Explorer Game: the level of a world (generated from the world's places, the
 * photos and messages there and who wrote them) and a signed-in player's progress per
 * world. The world is read through `WorldSource`, which app.ts fills with the worlds
 * service (features do not import each other): the same readers as the worlds, so the
 * sample and a user's world answer the same shapes, and message text follows the reader.
 */
import { and, eq } from 'drizzle-orm';
import type { GameDataset, GameLevel, GameProgress, GameWorld, SaveGameProgressBody } from '../../../contract/game';
import type { PlaceDetail, PlacesResponse, WorldPeriodQuery } from '../../../contract/worlds';
import { GAME_MAX_LOCATIONS } from '../../../contract/game';
import type { Db } from '../../db/client';
import { gameProgress } from '../../db/schema';
import { UnauthorizedError } from '../../errors';
import { generateLevel } from './game-level';

/** What the game reads of a world (the worlds service has these methods). */
export interface WorldSource {
  places(userId: string, period?: WorldPeriodQuery): Promise<PlacesResponse>;
  place(userId: string, id: string, period: WorldPeriodQuery, includeMessages: boolean): Promise<PlaceDetail>;
  network(userId: string): Promise<{ nodes: { name: string; isSelf: boolean }[] }>;
}

/** How long a generated level is served again while its places are unchanged. */
const LEVEL_TTL_MS = 5 * 60_000;
/** Levels kept (one per world owner). */
const LEVEL_CACHE_SIZE = 200;

export const SIGN_IN_FOR_OWN_WORLD = 'Sign in to play your own world.';
export const NO_PLACES_NOTICE = 'Your world has no places yet, so you are exploring the sample world. Import photos or a location history to walk your own.';

export function createGameService(deps: { db: Db; worlds: WorldSource; sample: { ready(): Promise<string> }; now?: () => Date }) {
  const { db, worlds, sample } = deps;
  const now = deps.now ?? (() => new Date());

  async function dataset(userId: string, includeMessages: boolean, places: PlacesResponse['places']): Promise<GameDataset> {
    const top = [...places].sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : 1)).slice(0, GAME_MAX_LOCATIONS);
    const [details, network] = await Promise.all([
      Promise.all(top.map((p) => worlds.place(userId, p.id, {}, includeMessages))),
      worlds.network(userId),
    ]);
    return {
      self: network.nodes.find((n) => n.isSelf)?.name ?? null,
      messagesShown: includeMessages,
      places: details.map((d) => ({
        id: d.id,
        // The place's name (#27): the user's name for it, its label, its city, its coordinates.
        label: d.name,
        lat: d.lat,
        lon: d.lon,
        count: d.count,
        firstAt: d.firstAt,
        lastAt: d.lastAt,
        photos: d.photos.map((p) => ({ id: p.id, fileName: p.fileName, at: p.at })),
        messages: d.messages.map((m) => ({ at: m.at, author: m.author, chat: m.chat, text: m.text })),
      })),
    };
  }

  /**
   * Levels by world owner, with the signature of the places they were made from: a level
   * costs a read of up to 16 places' details, while the places list is one query. A level
   * is made again when the places change, and at most LEVEL_TTL_MS after it was made (a
   * new chat can add messages at a place without changing its visits). Concurrent asks for
   * the same level share one generation.
   */
  const levels = new Map<string, { signature: string; at: number; level: Promise<GameLevel> }>();
  async function cachedLevel(ownerId: string, world: GameWorld, notice: string | null, places: PlacesResponse['places']): Promise<GameLevel> {
    const signature = places.map((p) => `${p.id}:${p.count}:${p.lastAt}:${p.name}`).join('|');
    const key = `${world}:${ownerId}`;
    const hit = levels.get(key);
    const t = now().getTime();
    let level: Promise<GameLevel>;
    if (hit && hit.signature === signature && t - hit.at < LEVEL_TTL_MS) level = hit.level;
    else {
      level = dataset(ownerId, true, places).then((d) => generateLevel(d, world));
      levels.delete(key);
      levels.set(key, { signature, at: t, level });
      level.catch(() => levels.delete(key));
      // The oldest entries go first (a Map keeps insertion order).
      while (levels.size > LEVEL_CACHE_SIZE) levels.delete(levels.keys().next().value!);
    }
    return { ...(await level), notice };
  }

  return {
    /**
     * The level of `world` for `userId` (null: signed out). Without `world`: the player's own
     * world when it has places, else the sample (with a notice saying why).
     */
    async level(userId: string | null, world?: GameWorld): Promise<GameLevel> {
      if (world === 'own' && !userId) throw new UnauthorizedError(SIGN_IN_FOR_OWN_WORLD);
      if (userId && world !== 'sample') {
        const own = (await worlds.places(userId)).places;
        if (own.length || world === 'own') return cachedLevel(userId, 'own', null, own);
      }
      const sampleId = await sample.ready();
      // The sample reader shows message text (it is synthetic); the game follows the reader.
      return cachedLevel(sampleId, 'sample', userId && !world ? NO_PLACES_NOTICE : null, (await worlds.places(sampleId)).places);
    },

    async progress(userId: string, world: GameWorld): Promise<GameProgress> {
      const [row] = await db.select().from(gameProgress).where(and(eq(gameProgress.userId, userId), eq(gameProgress.world, world)));
      if (!row) return { world, discovered: [], position: null, updatedAt: null };
      return {
        world,
        discovered: row.discovered,
        position: row.x != null && row.y != null ? { x: row.x, y: row.y } : null,
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    async save(userId: string, body: SaveGameProgressBody): Promise<GameProgress> {
      const discovered = [...new Set(body.discovered)];
      const values = { discovered, x: body.position?.x ?? null, y: body.position?.y ?? null, updatedAt: now() };
      await db
        .insert(gameProgress)
        .values({ userId, world: body.world, ...values })
        .onConflictDoUpdate({ target: [gameProgress.userId, gameProgress.world], set: values });
      return { world: body.world, discovered, position: body.position, updatedAt: values.updatedAt.toISOString() };
    },

    async reset(userId: string, world: GameWorld): Promise<GameProgress> {
      await db.delete(gameProgress).where(and(eq(gameProgress.userId, userId), eq(gameProgress.world, world)));
      return { world, discovered: [], position: null, updatedAt: null };
    },
  };
}
export type GameService = ReturnType<typeof createGameService>;
