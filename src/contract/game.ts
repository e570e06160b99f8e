/**
 * The AI Explorer Game (issue 17, /ai-exploration-game): a small tile map generated from a
 * data world — places become locations, the people you were there with stand there as
 * characters, photos and messages are the memories to find. GET /api/game/level answers
 * the generated level; /api/game/progress keeps a signed-in player's progress per world
 * (a visitor's stays in the browser).
 */
import { z } from 'zod';
import { text } from './common';

export const GAME_PATH = '/api/game';

/** Whose world a level is made from: the signed-in user's own, or the synthetic sample world. */
export const GAME_WORLDS = ['own', 'sample'] as const;
export const GameWorldSchema = z.enum(GAME_WORLDS, { error: 'world must be own or sample.' });
export type GameWorld = z.infer<typeof GameWorldSchema>;

/** Most locations a level has (the most visited places); more would not be walkable. */
export const GAME_MAX_LOCATIONS = 16;
/** Memories and characters placed around each location. */
export const GAME_MEMORIES_PER_LOCATION = 4;
export const GAME_CHARACTERS_PER_LOCATION = 2;
/** Tiles of water around the land. */
export const GAME_MARGIN = 3;
/** Largest map side, in tiles (saved positions are checked against it). */
export const GAME_MAX_SIDE = 200;

/* ---------- the dataset a level is generated from ---------- */

export const GameDatasetSchema = z.object({
  /** The account owner's name in their own exports (their messages make no character), or null. */
  self: z.string().nullable(),
  /** Whether message text may be shown (false: the reader blanks it). */
  messagesShown: z.boolean(),
  places: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      lat: z.number(),
      lon: z.number(),
      /** Visits, photos and location shares there. */
      count: z.number().int(),
      firstAt: z.string().nullable(),
      lastAt: z.string().nullable(),
      photos: z.array(z.object({ id: z.string(), fileName: z.string(), at: z.string() })),
      messages: z.array(z.object({ at: z.string(), author: z.string(), chat: z.string(), text: z.string() })),
    }),
  ),
});
export type GameDataset = z.infer<typeof GameDatasetSchema>;

/* ---------- the level ---------- */

export const GamePointSchema = z.object({ x: z.number().int(), y: z.number().int() });
export type GamePoint = z.infer<typeof GamePointSchema>;

export const GameLocationSchema = GamePointSchema.extend({
  /** The place's id in the world (narration: subject { kind: 'place', id }). */
  id: z.string(),
  label: z.string(),
  lat: z.number(),
  lon: z.number(),
  count: z.number().int(),
  firstAt: z.string().nullable(),
  lastAt: z.string().nullable(),
  /** Names of the characters standing there. */
  people: z.array(z.string()),
});
export type GameLocation = z.infer<typeof GameLocationSchema>;

export const GameCharacterSchema = GamePointSchema.extend({
  id: z.string(),
  name: z.string(),
  locationId: z.string(),
  /** Their messages connected to this place. */
  messages: z.number().int(),
  /** What they say when you meet them: their latest message there (empty when text is hidden). */
  line: z.string(),
});
export type GameCharacter = z.infer<typeof GameCharacterSchema>;

export const GameMemorySchema = GamePointSchema.extend({
  /** `photo:<photo id>` or `message:<place id>:<sent at>`: stable while the world's data stays. */
  id: z.string(),
  kind: z.enum(['photo', 'message']),
  locationId: z.string(),
  at: z.string(),
  /** The photo's file name, or "<author> in <chat>" ("You in <chat>" for the owner's own). */
  title: z.string(),
  /** The message text (empty when hidden); empty for a photo. */
  text: z.string(),
  /** The photo's id (its thumbnail: <world base>/photos/:id/thumbnail); null for a message. */
  photoId: z.string().nullable(),
});
export type GameMemory = z.infer<typeof GameMemorySchema>;

export const GameLevelSchema = z.object({
  world: GameWorldSchema,
  /** Why the sample world is shown to a signed-in player (no places of their own yet), else null. */
  notice: z.string().nullable(),
  messagesShown: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  /** Where a new game starts: the most visited place. */
  start: GamePointSchema,
  locations: z.array(GameLocationSchema),
  characters: z.array(GameCharacterSchema),
  memories: z.array(GameMemorySchema),
  /** Tiles of the paths between locations (walkable, drawn as roads). */
  roads: z.array(GamePointSchema),
  /** Trees (solid) and flowers (decoration), placed from a seed of the world's place ids. */
  scenery: z.array(GamePointSchema.extend({ kind: z.enum(['tree', 'flower']) })),
});
export type GameLevel = z.infer<typeof GameLevelSchema>;

export const GameLevelQuerySchema = z.object({
  /** Omitted: the player's own world when they are signed in and it has places, else the sample. */
  world: GameWorldSchema.optional(),
});
export type GameLevelQuery = z.infer<typeof GameLevelQuerySchema>;

/* ---------- progress ---------- */

const MEMORY_ID = /^(photo|message):[A-Za-z0-9:._+-]{1,160}$/;
export const GAME_MAX_DISCOVERED = 2_000;

export const GameProgressQuerySchema = z.object({ world: GameWorldSchema });

export const SaveGameProgressBodySchema = z.object({
  world: GameWorldSchema,
  /** Ids of the memories found, in the order found. */
  discovered: z
    .array(text().regex(MEMORY_ID, { message: 'A memory id is photo:<id> or message:<place id>:<time>.' }))
    .max(GAME_MAX_DISCOVERED, { message: `At most ${GAME_MAX_DISCOVERED} memories.` }),
  /** Where the player stands; null to start at the level's start. */
  position: z
    .object({ x: z.number().int().min(0).max(GAME_MAX_SIDE), y: z.number().int().min(0).max(GAME_MAX_SIDE) }, { error: 'position is {x, y} in tiles.' })
    .nullable(),
});
export type SaveGameProgressBody = z.infer<typeof SaveGameProgressBodySchema>;

export const GameProgressSchema = z.object({
  world: GameWorldSchema,
  discovered: z.array(z.string()),
  position: GamePointSchema.nullable(),
  /** Null when nothing was saved yet. */
  updatedAt: z.string().nullable(),
});
export type GameProgress = z.infer<typeof GameProgressSchema>;

/** True where the player may stand: on the land (not the water margin) and not in a tree. */
export function isWalkable(level: Pick<GameLevel, 'width' | 'height' | 'scenery'>, p: GamePoint): boolean {
  if (p.x < GAME_MARGIN || p.y < GAME_MARGIN || p.x >= level.width - GAME_MARGIN || p.y >= level.height - GAME_MARGIN) return false;
  return !level.scenery.some((s) => s.kind === 'tree' && s.x === p.x && s.y === p.y);
}
