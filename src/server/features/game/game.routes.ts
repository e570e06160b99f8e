import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameLevelQuerySchema, GameLevelSchema, GameProgressQuerySchema, GameProgressSchema, SaveGameProgressBodySchema } from '../../../contract/game';
import { requireUser } from '../../platform/auth';
import type { GameService } from './game.service';

/**
 * GET /api/game/level: the generated level (public: the sample world signed out).
 * /api/game/progress: the signed-in player's own progress per world (401 signed out).
 */
export const gameRoutes: FastifyPluginAsyncZod<{ service: GameService; perMinute: number }> = async (app, { service, perMinute }) => {
  const rateLimit = { max: perMinute, timeWindow: '1 minute' };
  // Signed-out callers get 401 before any validation.
  const signedIn = async (request: Parameters<typeof requireUser>[0]) => {
    requireUser(request);
  };

  app.get('/game/level', { schema: { querystring: GameLevelQuerySchema, response: { 200: GameLevelSchema } } }, async (request) =>
    service.level(request.user?.id ?? null, request.query.world),
  );

  app.get('/game/progress', { onRequest: signedIn, schema: { querystring: GameProgressQuerySchema, response: { 200: GameProgressSchema } } }, async (request) =>
    service.progress(requireUser(request).id, request.query.world),
  );

  app.put(
    '/game/progress',
    { onRequest: signedIn, config: { rateLimit }, schema: { body: SaveGameProgressBodySchema, response: { 200: GameProgressSchema } } },
    async (request) => service.save(requireUser(request).id, request.body),
  );

  app.delete(
    '/game/progress',
    { onRequest: signedIn, config: { rateLimit }, schema: { querystring: GameProgressQuerySchema, response: { 200: GameProgressSchema } } },
    async (request) => service.reset(requireUser(request).id, request.query.world),
  );
};
