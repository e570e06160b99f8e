import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameApi } from '../../../contract/endpoints/game';
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

  app.get('/game/level', { schema: gameApi.level.schema }, async (request) =>
    service.level(request.user?.id ?? null, request.query.world),
  );

  app.get('/game/progress', { onRequest: signedIn, schema: gameApi.progress.schema }, async (request) =>
    service.progress(requireUser(request).id, request.query.world),
  );

  app.put(
    '/game/progress',
    { onRequest: signedIn, config: { rateLimit }, schema: gameApi.saveProgress.schema },
    async (request) => service.save(requireUser(request).id, request.body),
  );

  app.delete(
    '/game/progress',
    { onRequest: signedIn, config: { rateLimit }, schema: gameApi.resetProgress.schema },
    async (request) => service.reset(requireUser(request).id, request.query.world),
  );
};
