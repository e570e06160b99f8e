import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MergePeopleBodySchema,
  NetworkSchema,
  PeopleResponseSchema,
  PersonDetailSchema,
  PersonParamsSchema,
  PersonSchema,
  PlacesResponseSchema,
  TimelineQuerySchema,
  TimelineSchema,
  UpdateWorldSettingsBodySchema,
  WorldSettingsSchema,
  WorldSummarySchema,
} from '../../../contract/worlds';
import { requireUser } from '../../platform/auth';
import type { WorldsService } from './worlds.service';

/** GET /api/worlds/…: the model the worlds are drawn from; merge/split people; the world settings. */
export const worldsRoutes: FastifyPluginAsyncZod<{ service: WorldsService }> = async (app, { service }) => {
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

  app.get('/worlds/timeline', { schema: { querystring: TimelineQuerySchema, response: { 200: TimelineSchema } } }, async (request) =>
    service.timeline(requireUser(request).id, request.query),
  );

  app.get('/worlds/settings', { schema: { response: { 200: WorldSettingsSchema } } }, async (request) => service.settings(requireUser(request).id));

  app.put('/worlds/settings', { schema: { body: UpdateWorldSettingsBodySchema, response: { 200: WorldSettingsSchema } } }, async (request) =>
    service.updateSettings(requireUser(request).id, request.body),
  );
};
