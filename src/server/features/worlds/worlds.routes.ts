import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MergePeopleBodySchema,
  NetworkSchema,
  OnThisDayQuerySchema,
  OnThisDaySchema,
  PlaceDetailSchema,
  PlaceParamsSchema,
  PeopleResponseSchema,
  PersonDetailSchema,
  PersonParamsSchema,
  PersonSchema,
  PhotoParamsSchema,
  PhotosResponseSchema,
  PlacesResponseSchema,
  TimelineQuerySchema,
  TimelineSchema,
  UpdateWorldSettingsBodySchema,
  WorldSettingsSchema,
  WorldPeriodQuerySchema,
  WorldSummarySchema,
} from '../../../contract/worlds';
import { requireUser } from '../../platform/auth';
import type { Storage } from '../../platform/storage';
import type { WorldsService } from './worlds.service';

/** Shown for a photo whose format could not be decoded here (a HEIC without a decoder). */
const GENERIC_THUMBNAIL =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="192" viewBox="0 0 256 192"><rect width="256" height="192" fill="#1c1c2b"/><path d="M88 124l28-34 22 26 14-16 26 24z" fill="#4b4b6b"/><circle cx="164" cy="74" r="12" fill="#4b4b6b"/></svg>';

/** Which read endpoint a request is for: a shared link allows only those of its world. */
export type WorldEndpoint = 'summary' | 'people' | 'person' | 'network' | 'places' | 'photos' | 'thumbnail' | 'timeline' | 'place' | 'on-this-day';

/**
 * Whose world a read request reads: the signed-in user (/api/worlds), the sample world's
 * owner (/api/worlds/sample) or a shared link's owner (/api/worlds/shared/:token), and
 * whether message text may be shown (a shared link only when its owner ticked "include
 * messages"; endpoints that return message text blank it otherwise). Throws (401/404)
 * when the request may not read `endpoint`.
 */
export interface WorldReadScope {
  userId: string;
  includeMessages: boolean;
}
export type WorldReader = (request: FastifyRequest, endpoint: WorldEndpoint) => Promise<WorldReadScope>;

/**
 * The read endpoints of the worlds, registered once per source with its own prefix and
 * reader, so the user's world, the sample and shared links answer the same shapes.
 */
export const worldReadRoutes: FastifyPluginAsyncZod<{ service: WorldsService; storage: Storage; reader: WorldReader }> = async (
  app,
  { service, storage, reader },
) => {
  app.get('/summary', { schema: { response: { 200: WorldSummarySchema } } }, async (request) => service.summary((await reader(request, 'summary')).userId));

  app.get('/people', { schema: { response: { 200: PeopleResponseSchema } } }, async (request) => ({
    people: await service.people((await reader(request, 'people')).userId),
  }));

  app.get('/people/:id', { schema: { params: PersonParamsSchema, response: { 200: PersonDetailSchema } } }, async (request) =>
    service.person((await reader(request, 'person')).userId, request.params.id),
  );

  app.get('/network', { schema: { response: { 200: NetworkSchema } } }, async (request) => service.network((await reader(request, 'network')).userId));

  app.get('/places', { schema: { querystring: WorldPeriodQuerySchema, response: { 200: PlacesResponseSchema } } }, async (request) =>
    service.places((await reader(request, 'places')).userId, request.query),
  );

  app.get(
    '/places/:id',
    { schema: { params: PlaceParamsSchema, querystring: WorldPeriodQuerySchema, response: { 200: PlaceDetailSchema } } },
    async (request) => {
      const { userId, includeMessages } = await reader(request, 'place');
      return service.place(userId, request.params.id, request.query, includeMessages);
    },
  );

  app.get('/on-this-day', { schema: { querystring: OnThisDayQuerySchema, response: { 200: OnThisDaySchema } } }, async (request) => {
    const { userId, includeMessages } = await reader(request, 'on-this-day');
    return service.onThisDay(userId, request.query, includeMessages);
  });

  app.get('/photos', { schema: { querystring: WorldPeriodQuerySchema, response: { 200: PhotosResponseSchema } } }, async (request) =>
    service.photos((await reader(request, 'photos')).userId, request.query),
  );

  app.get('/photos/:id/thumbnail', { schema: { params: PhotoParamsSchema } }, async (request, reply) => {
    const key = await service.thumbnailKey((await reader(request, 'thumbnail')).userId, request.params.id);
    const object = key ? await storage.get(key) : null;
    reply.header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=86400');
    if (!object) return reply.type('image/svg+xml').header('content-security-policy', "default-src 'none'").send(GENERIC_THUMBNAIL);
    return reply.type('image/jpeg').send(object.body);
  });

  app.get('/timeline', { schema: { querystring: TimelineQuerySchema, response: { 200: TimelineSchema } } }, async (request) =>
    service.timeline((await reader(request, 'timeline')).userId, request.query),
  );
};

/** /api/worlds/…: the signed-in user's world (read endpoints), merge/split people, the world settings. */
export const worldsRoutes: FastifyPluginAsyncZod<{ service: WorldsService; storage: Storage }> = async (app, { service, storage }) => {
  const own: WorldReader = async (request) => ({ userId: requireUser(request).id, includeMessages: true });
  await app.register(worldReadRoutes, { prefix: '/worlds', service, storage, reader: own });

  app.post('/worlds/people/merge', { schema: { body: MergePeopleBodySchema, response: { 200: PersonSchema } } }, async (request) =>
    service.merge(requireUser(request).id, request.body),
  );

  app.post(
    '/worlds/people/:id/split',
    { schema: { params: PersonParamsSchema, response: { 200: z.object({ people: z.array(PersonSchema) }) } } },
    async (request) => ({ people: await service.split(requireUser(request).id, request.params.id) }),
  );

  app.get('/worlds/settings', { schema: { response: { 200: WorldSettingsSchema } } }, async (request) => service.settings(requireUser(request).id));

  app.put('/worlds/settings', { schema: { body: UpdateWorldSettingsBodySchema, response: { 200: WorldSettingsSchema } } }, async (request) =>
    service.updateSettings(requireUser(request).id, request.body),
  );
};
