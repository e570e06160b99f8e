/**
 * /api/user/activity-history, /api/user/activity, /api/user/seed-activity (spec §7).
 * GET /api/user/activity-stats lives with the AI routes (features/assistant).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivityHistoryQuerySchema,
  ActivityHistorySchema,
  AddActivityBodySchema,
  RemoveDemoResponseSchema,
  SeedActivityBodySchema,
  SeedActivityResponseSchema,
} from '../../../contract/activity';
import { requireUser } from '../../platform/auth';
import type { ActivityService } from './activity.service';

export const activityRoutes: FastifyPluginAsyncZod<{ service: ActivityService }> = async (app, { service }) => {
  app.get(
    '/user/activity-history',
    { schema: { querystring: ActivityHistoryQuerySchema, response: { 200: ActivityHistorySchema } } },
    async (request) => service.history(requireUser(request).id, request.query),
  );

  app.post(
    '/user/activity',
    { schema: { body: AddActivityBodySchema, response: { 201: z.object({ id: z.string() }) } } },
    async (request, reply) => {
      const row = await service.add(requireUser(request).id, request.body);
      return reply.status(201).send({ id: row.id });
    },
  );

  app.post(
    '/user/seed-activity',
    // The spec's client sends no body at all (§7).
    { schema: { body: SeedActivityBodySchema, response: { 201: SeedActivityResponseSchema } }, config: { optionalBody: true } },
    async (request, reply) => reply.status(201).send(await service.seed(requireUser(request).id, request.body?.workspaceId)),
  );

  app.delete('/user/seed-activity', { schema: { response: { 200: RemoveDemoResponseSchema } } }, async (request) =>
    service.removeDemo(requireUser(request).id),
  );
};
