/** Endpoints of the AI Explorer Game: the generated level (public) and the signed-in player's progress per world. */
import { defineEndpoint } from '../endpoint';
import { GameLevelQuerySchema, GameLevelSchema, GameProgressQuerySchema, GameProgressSchema, SaveGameProgressBodySchema } from '../game';

export const gameApi = {
  /** Without `world` the server chooses (the player's own world when it has places; the sample signed out). */
  level: defineEndpoint({ method: 'GET', path: '/api/game/level', query: GameLevelQuerySchema, response: { 200: GameLevelSchema } }),
  progress: defineEndpoint({ method: 'GET', path: '/api/game/progress', query: GameProgressQuerySchema, response: { 200: GameProgressSchema } }),
  saveProgress: defineEndpoint({ method: 'PUT', path: '/api/game/progress', body: SaveGameProgressBodySchema, response: { 200: GameProgressSchema } }),
  resetProgress: defineEndpoint({ method: 'DELETE', path: '/api/game/progress', query: GameProgressQuerySchema, response: { 200: GameProgressSchema } }),
} as const;
