import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEEDBACK_MESSAGES } from '../../../contract/beta';
import { betaApi } from '../../../contract/endpoints/beta';
import { NotFoundError } from '../../errors';
import { requireUser } from '../../platform/auth';
import type { BetaService } from './beta.service';

/**
 * POST /api/beta/feedback: anyone may send feedback from the /beta hub (throttled per
 * client). GET /api/beta/feedback: the signed-in person's own, newest first.
 * DELETE /api/beta/feedback/:id: take one of your own back.
 */
export const betaRoutes: FastifyPluginAsyncZod<{ service: BetaService; perMinute: number }> = async (app, { service, perMinute }) => {
  app.post(
    '/beta/feedback',
    { config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } }, schema: betaApi.sendFeedback.schema },
    async (request) => ({ ok: true as const, message: FEEDBACK_MESSAGES.sent, item: await service.send(request.user, request.body) }),
  );

  app.get('/beta/feedback', { schema: betaApi.myFeedback.schema }, async (request) => ({
    items: await service.mine(requireUser(request).id),
  }));

  app.delete(
    '/beta/feedback/:id',
    { config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } }, schema: betaApi.deleteFeedback.schema },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await service.remove(user.id, request.params.id))) throw new NotFoundError('No such feedback.');
      return reply.code(204).send();
    },
  );
};
