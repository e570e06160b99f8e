/**
 * /api/user/activity-history, /api/user/activity, /api/user/seed-activity (spec §7), and
 * /api/user/activity-stats: the token statistics of the user's AI calls (the ledger the AI
 * layer writes, platform/ai/usage.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityApi } from '../../../contract/endpoints/activity';
import { requireUser } from '../../platform/auth';
import type { ActivityService } from './activity.service';

export const activityRoutes: FastifyPluginAsyncZod<{ service: ActivityService }> = async (app, { service }) => {
  app.get(
    '/user/activity-history',
    { schema: activityApi.history.schema },
    async (request) => service.history(requireUser(request).id, request.query),
  );

  app.post(
    '/user/activity',
    { schema: activityApi.add.schema },
    async (request, reply) => {
      const row = await service.add(requireUser(request).id, request.body);
      return reply.status(201).send({ id: row.id });
    },
  );

  app.post(
    '/user/seed-activity',
    // The spec's client sends no body at all (§7).
    { schema: activityApi.seed.schema, config: { optionalBody: true } },
    async (request, reply) => reply.status(201).send(await service.seed(requireUser(request).id, request.body?.workspaceId)),
  );

  app.get('/user/activity-stats', { schema: activityApi.stats.schema }, async (request) => service.stats(requireUser(request).id));

  app.delete('/user/seed-activity', { schema: activityApi.removeDemo.schema }, async (request) =>
    service.removeDemo(requireUser(request).id),
  );
};
