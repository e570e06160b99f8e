import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_LIMITS } from '../../../contract/business-os';
import { businessOsApi } from '../../../contract/endpoints/business-os';
import { requireUser } from '../../platform/auth';
import type { BusinessOsService } from './business-os.service';

export const businessOsRoutes: FastifyPluginAsyncZod<{ service: BusinessOsService }> = async (app, { service }) => {
  // Signed-out callers get 401 before any body validation.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.get('/business-os/sessions', { schema: businessOsApi.sessions.schema }, async (request) => ({
    sessions: await service.list(requireUser(request).id),
  }));

  app.post(
    '/business-os/sessions',
    { bodyLimit: SESSION_LIMITS.bodyBytes, schema: businessOsApi.createSession.schema },
    async (request, reply) => {
      const user = requireUser(request);
      const session = await service.create(user.id, request.body ?? {});
      return reply.status(201).send(session);
    },
  );

  app.get(
    '/business-os/sessions/:id',
    { schema: businessOsApi.session.schema },
    async (request) => service.get(requireUser(request).id, request.params.id),
  );

  app.get(
    '/business-os/sessions/:id/insights',
    { schema: businessOsApi.insights.schema },
    async (request) => service.insights(requireUser(request).id, request.params.id),
  );

  app.put(
    '/business-os/sessions/:id',
    {
      bodyLimit: SESSION_LIMITS.bodyBytes,
      schema: businessOsApi.saveSession.schema,
    },
    async (request) => service.update(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/business-os/sessions/:id',
    { schema: businessOsApi.deleteSession.schema },
    async (request) => {
      await service.remove(requireUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/business-os/sessions/:id/events',
    { schema: businessOsApi.recordEvent.schema },
    async (request) => {
      await service.recordEvent(requireUser(request).id, request.params.id, request.body);
      return { ok: true as const };
    },
  );
};
