/**
 * /api/matrix/connect, /disconnect, /status, /rooms, /rooms/:roomId/messages,
 * /rooms/:roomId/insights, /rooms/:roomId/world (ADR 039) and /element (issue 16, spec §7). Signed-in users only; each
 * user reaches only the Matrix account they connected.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MatrixConnectBodySchema,
  MatrixConnectResponseSchema,
  MatrixElementResponseSchema,
  MatrixInsightBodySchema,
  MatrixInsightResponseSchema,
  MatrixMessagesQuerySchema,
  MatrixMessagesResponseSchema,
  MatrixReadBodySchema,
  MatrixRoomParamsSchema,
  MatrixRoomsResponseSchema,
  MatrixSendBodySchema,
  MatrixSendResponseSchema,
  MatrixStatusSchema,
  MatrixWorldResponseSchema,
} from '../../../contract/matrix';
import { requireUser } from '../../platform/auth';
import type { MatrixService } from './matrix.service';

export interface MatrixRouteOptions {
  service: MatrixService;
  /** Connect attempts per user per minute (each one calls the homeserver). */
  connectPerMinute: number;
  sendPerMinute: number;
  aiPerMinute: number;
  /** Rooms one user may add to their world per hour (each one queues an import; ADR 046). */
  worldAddsPerHour: number;
}

const perUser = (req: FastifyRequest) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`);

export const matrixRoutes: FastifyPluginAsyncZod<MatrixRouteOptions> = async (app, { service, connectPerMinute, sendPerMinute, aiPerMinute, worldAddsPerHour }) => {
  app.post(
    '/matrix/connect',
    {
      config: { rateLimit: { max: connectPerMinute, timeWindow: '1 minute', keyGenerator: perUser } },
      schema: { body: MatrixConnectBodySchema, response: { 200: MatrixConnectResponseSchema } },
    },
    async (request) => service.connect(requireUser(request).id, request.body),
  );

  app.post(
    '/matrix/disconnect',
    { schema: { response: { 200: z.object({ success: z.literal(true), message: z.string() }) } } },
    async (request) => service.disconnect(requireUser(request).id),
  );

  app.get('/matrix/status', { schema: { response: { 200: MatrixStatusSchema } } }, async (request) =>
    service.status(requireUser(request).id),
  );

  app.get('/matrix/rooms', { schema: { response: { 200: MatrixRoomsResponseSchema } } }, async (request) =>
    service.rooms(requireUser(request).id),
  );

  app.get(
    '/matrix/rooms/:roomId/messages',
    { schema: { params: MatrixRoomParamsSchema, querystring: MatrixMessagesQuerySchema, response: { 200: MatrixMessagesResponseSchema } } },
    async (request) => service.messages(requireUser(request).id, request.params.roomId, request.query),
  );

  app.post(
    '/matrix/rooms/:roomId/messages',
    {
      config: { rateLimit: { max: sendPerMinute, timeWindow: '1 minute', keyGenerator: perUser } },
      schema: { params: MatrixRoomParamsSchema, body: MatrixSendBodySchema, response: { 201: MatrixSendResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.send(requireUser(request).id, request.params.roomId, request.body)),
  );

  app.post(
    '/matrix/rooms/:roomId/read',
    { schema: { params: MatrixRoomParamsSchema, body: MatrixReadBodySchema, response: { 200: z.object({ success: z.literal(true) }) } } },
    async (request) => service.markRead(requireUser(request).id, request.params.roomId, request.body.eventId),
  );

  app.post(
    '/matrix/rooms/:roomId/insights',
    {
      config: { rateLimit: { max: aiPerMinute, timeWindow: '1 minute', keyGenerator: perUser } },
      schema: { params: MatrixRoomParamsSchema, body: MatrixInsightBodySchema, response: { 200: MatrixInsightResponseSchema } },
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
      schema: { params: MatrixRoomParamsSchema, response: { 200: MatrixWorldResponseSchema, 202: MatrixWorldResponseSchema } },
    },
    async (request, reply) => {
      const { created, body } = await service.addToWorld(requireUser(request).id, request.params.roomId);
      return reply.status(created ? 202 : 200).send(body);
    },
  );

  app.delete('/matrix/rooms/:roomId/world', { schema: { params: MatrixRoomParamsSchema } }, async (request, reply) => {
    await service.removeFromWorld(requireUser(request).id, request.params.roomId);
    return reply.status(204).send();
  });

  app.get('/matrix/element', { schema: { response: { 200: MatrixElementResponseSchema } } }, async (request) =>
    service.element(requireUser(request).id),
  );
};
