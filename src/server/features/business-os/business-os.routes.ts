import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSessionBodySchema,
  OkResponseSchema,
  RecordSessionEventBodySchema,
  SESSION_LIMITS,
  SessionListResponseSchema,
  SessionInsightsSchema,
  SessionParamsSchema,
  SessionSchema,
  UpdateSessionBodySchema,
} from '../../../contract/business-os';
import { requireUser } from '../../platform/auth';
import type { BusinessOsService } from './business-os.service';

export const businessOsRoutes: FastifyPluginAsyncZod<{ service: BusinessOsService }> = async (app, { service }) => {
  // Signed-out callers get 401 before any body validation.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get('/business-os/sessions', { schema: { response: { 200: SessionListResponseSchema } } }, async (request) => ({
    sessions: await service.list(requireUser(request).id),
  }));

  app.post(
    '/business-os/sessions',
    { bodyLimit: SESSION_LIMITS.bodyBytes, schema: { body: CreateSessionBodySchema.optional(), response: { 201: SessionSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const session = await service.create(user.id, request.body ?? {});
      return reply.status(201).send(session);
    },
  );

  app.get(
    '/business-os/sessions/:id',
    { schema: { params: SessionParamsSchema, response: { 200: SessionSchema } } },
    async (request) => service.get(requireUser(request).id, request.params.id),
  );

  app.get(
    '/business-os/sessions/:id/insights',
    { schema: { params: SessionParamsSchema, response: { 200: SessionInsightsSchema } } },
    async (request) => service.insights(requireUser(request).id, request.params.id),
  );

  app.put(
    '/business-os/sessions/:id',
    {
      bodyLimit: SESSION_LIMITS.bodyBytes,
      schema: { params: SessionParamsSchema, body: UpdateSessionBodySchema, response: { 200: SessionSchema } },
    },
    async (request) => service.update(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/business-os/sessions/:id',
    { schema: { params: SessionParamsSchema, response: { 200: OkResponseSchema } } },
    async (request) => {
      await service.remove(requireUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/business-os/sessions/:id/events',
    { schema: { params: SessionParamsSchema, body: RecordSessionEventBodySchema, response: { 200: OkResponseSchema } } },
    async (request) => {
      await service.recordEvent(requireUser(request).id, request.params.id, request.body);
      return { ok: true as const };
    },
  );
};
