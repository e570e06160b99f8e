import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MergePeopleBodySchema,
  NetworkSchema,
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
  WorldSummarySchema,
} from '../../../contract/worlds';
import { requireUser } from '../../platform/auth';
import type { Storage } from '../../platform/storage';
import type { WorldsService } from './worlds.service';

/** Shown for a photo whose format could not be decoded here (a HEIC without a decoder). */
const GENERIC_THUMBNAIL =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="192" viewBox="0 0 256 192"><rect width="256" height="192" fill="#1c1c2b"/><path d="M88 124l28-34 22 26 14-16 26 24z" fill="#4b4b6b"/><circle cx="164" cy="74" r="12" fill="#4b4b6b"/></svg>';

/** GET /api/worlds/…: the model the worlds are drawn from; merge/split people; the world settings. */
export const worldsRoutes: FastifyPluginAsyncZod<{ service: WorldsService; storage: Storage }> = async (app, { service, storage }) => {
  app.get('/worlds/summary', { schema: { response: { 200: WorldSummarySchema } } }, async (request) => service.summary(requireUser(request).id));

  app.get('/worlds/people', { schema: { response: { 200: PeopleResponseSchema } } }, async (request) => ({
    people: await service.people(requireUser(request).id),
  }));

  app.get('/worlds/people/:id', { schema: { params: PersonParamsSchema, response: { 200: PersonDetailSchema } } }, async (request) =>
    service.person(requireUser(request).id, request.params.id),
  );

  app.post('/worlds/people/merge', { schema: { body: MergePeopleBodySchema, response: { 200: PersonSchema } } }, async (request) =>
    service.merge(requireUser(request).id, request.body),
  );

  app.post(
    '/worlds/people/:id/split',
    { schema: { params: PersonParamsSchema, response: { 200: z.object({ people: z.array(PersonSchema) }) } } },
    async (request) => ({ people: await service.split(requireUser(request).id, request.params.id) }),
  );

  app.get('/worlds/network', { schema: { response: { 200: NetworkSchema } } }, async (request) => service.network(requireUser(request).id));

  app.get('/worlds/places', { schema: { response: { 200: PlacesResponseSchema } } }, async (request) => service.places(requireUser(request).id));

  app.get('/worlds/photos', { schema: { response: { 200: PhotosResponseSchema } } }, async (request) => service.photos(requireUser(request).id));

  app.get('/worlds/photos/:id/thumbnail', { schema: { params: PhotoParamsSchema } }, async (request, reply) => {
    const key = await service.thumbnailKey(requireUser(request).id, request.params.id);
    const object = key ? await storage.get(key) : null;
    reply.header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=86400');
    if (!object) return reply.type('image/svg+xml').header('content-security-policy', "default-src 'none'").send(GENERIC_THUMBNAIL);
    return reply.type('image/jpeg').send(object.body);
  });

  app.get('/worlds/timeline', { schema: { querystring: TimelineQuerySchema, response: { 200: TimelineSchema } } }, async (request) =>
    service.timeline(requireUser(request).id, request.query),
  );

  app.get('/worlds/settings', { schema: { response: { 200: WorldSettingsSchema } } }, async (request) => service.settings(requireUser(request).id));

  app.put('/worlds/settings', { schema: { body: UpdateWorldSettingsBodySchema, response: { 200: WorldSettingsSchema } } }, async (request) =>
    service.updateSettings(requireUser(request).id, request.body),
  );
};
