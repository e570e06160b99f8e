/**
 * /api/matrix/connect, /login (issue 31), /disconnect, /status, /rooms, /rooms/:roomId/messages,
 * /rooms/:roomId/insights, /rooms/:roomId/world (ADR 039) and /element (issue 16, spec §7). Signed-in users only; each
 * user reaches only the Matrix account they connected.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matrixApi } from '../../../contract/endpoints/matrix';
import { requireUser } from '../../platform/auth';
import { userOrIpKey } from '../../platform/limits';
import type { MatrixService } from './matrix.service';

export interface MatrixRouteOptions {
  service: MatrixService;
  /** Connect attempts per user per minute (each one calls the homeserver). */
  connectPerMinute: number;
  /** Password sign-in attempts per user per minute (issue 31); default: connectPerMinute. Its own count. */
  loginPerMinute?: number;
  sendPerMinute: number;
  aiPerMinute: number;
  /** Rooms one user may add to their world per hour (each one queues an import; ADR 046). */
  worldAddsPerHour: number;
}

const perUser = userOrIpKey();

export const matrixRoutes: FastifyPluginAsyncZod<MatrixRouteOptions> = async (app, { service, connectPerMinute, loginPerMinute, sendPerMinute, aiPerMinute, worldAddsPerHour }) => {
  app.post(
    '/matrix/connect',
    {
      config: { rateLimit: { max: connectPerMinute, timeWindow: '1 minute', keyGenerator: perUser } },
      schema: matrixApi.connect.schema,
    },
    async (request) => service.connect(requireUser(request).id, request.body),
  );

  app.post(
    '/matrix/login',
    {
      config: { rateLimit: { max: loginPerMinute ?? connectPerMinute, timeWindow: '1 minute', keyGenerator: perUser } },
      schema: matrixApi.login.schema,
    },
    async (request) => service.login(requireUser(request).id, request.body),
  );

  app.post(
    '/matrix/disconnect',
    { schema: matrixApi.disconnect.schema },
    async (request) => service.disconnect(requireUser(request).id),
  );

  app.get('/matrix/status', { schema: matrixApi.status.schema }, async (request) =>
    service.status(requireUser(request).id),
  );

  app.get('/matrix/rooms', { schema: matrixApi.rooms.schema }, async (request) =>
    service.rooms(requireUser(request).id),
  );

  app.get(
    '/matrix/rooms/:roomId/messages',
    { schema: matrixApi.messages.schema },
    async (request) => service.messages(requireUser(request).id, request.params.roomId, request.query),
  );

  app.post(
    '/matrix/rooms/:roomId/messages',
    {
      config: { rateLimit: { max: sendPerMinute, timeWindow: '1 minute', keyGenerator: perUser } },
      schema: matrixApi.send.schema,
    },
    async (request, reply) => reply.status(201).send(await service.send(requireUser(request).id, request.params.roomId, request.body)),
  );

  app.post(
    '/matrix/rooms/:roomId/read',
    { schema: matrixApi.markRead.schema },
    async (request) => service.markRead(requireUser(request).id, request.params.roomId, request.body.eventId),
  );

  app.post(
    '/matrix/rooms/:roomId/insights',
    {
      config: { rateLimit: { max: aiPerMinute, timeWindow: '1 minute', keyGenerator: perUser } },
      schema: matrixApi.insight.schema,
    },
    async (request) => {
      const user = requireUser(request);
      return service.insight(user.id, request.params.roomId, request.body.kind, { userId: user.id, clientKey: null });
    },
  );

  app.post(
    '/matrix/rooms/:roomId/world',
    {
      config: { rateLimit: { max: worldAddsPerHour, timeWindow: '1 hour', keyGenerator: perUser } },
      schema: matrixApi.addToWorld.schema,
    },
    async (request, reply) => {
      const { created, body } = await service.addToWorld(requireUser(request).id, request.params.roomId);
      return reply.status(created ? 202 : 200).send(body);
    },
  );

  app.delete('/matrix/rooms/:roomId/world', { schema: matrixApi.removeFromWorld.schema }, async (request, reply) => {
    await service.removeFromWorld(requireUser(request).id, request.params.roomId);
    return reply.status(204).send();
  });

  app.get('/matrix/element', { schema: matrixApi.element.schema }, async (request) =>
    service.element(requireUser(request).id),
  );
};
