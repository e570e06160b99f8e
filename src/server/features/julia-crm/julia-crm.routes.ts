/**
 * /api/julia-crm: the investor database and the CRM of /julia.ai/database and
 * /julia.ai/crm. Every route needs a signed-in user and reads only that user's rows.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContactListQuerySchema,
  ContactPageSchema,
  ContactRoundsSchema,
  ContactSchema,
  CreateContactBodySchema,
  CreateInteractionBodySchema,
  CreateRoundBodySchema,
  IdParamsSchema,
  ImportBodySchema,
  ImportPreviewSchema,
  ImportResultSchema,
  InteractionPageSchema,
  InteractionSchema,
  InvestorPageSchema,
  InvestorSchema,
  InvestorSearchQuerySchema,
  JuliaSummarySchema,
  OkSchema,
  PageQuerySchema,
  RoundEntryParamsSchema,
  RoundEntryPageSchema,
  RoundEntrySchema,
  RoundPageSchema,
  RoundSchema,
  SetRoundEntryBodySchema,
  UpdateContactBodySchema,
  UpdateInvestorBodySchema,
} from '../../../contract/julia-crm';
import { requireUser } from '../../platform/auth';
import { sendUserFile } from '../../platform/user-files';
import type { JuliaCrmService } from './julia-crm.service';

export const juliaCrmRoutes: FastifyPluginAsyncZod<{
  service: JuliaCrmService;
  /** CSV previews and imports per user per minute: each CSV is parsed in the user-text pool (#25). */
  parsePerMinute: number;
}> = async (app, { service, parsePerMinute }) => {
  const uid = (request: Parameters<typeof requireUser>[0]) => requireUser(request).id;
  // One count for preview and import: the page previews a file, then imports it.
  const csvLimit = {
    rateLimit: {
      max: parsePerMinute,
      timeWindow: '1 minute',
      groupId: 'investor-csv',
      keyGenerator: (req: FastifyRequest) => (req.user ? `investor-csv:user:${req.user.id}` : `investor-csv:ip:${req.ip}`),
    },
  };

  app.get('/julia-crm/summary', { schema: { response: { 200: JuliaSummarySchema } } }, async (request) => service.summary(uid(request)));
  app.post('/julia-crm/reset', { schema: { response: { 200: JuliaSummarySchema } } }, async (request) => service.reset(uid(request)));

  /* ---------- investors ---------- */

  app.get('/julia-crm/investors', { schema: { querystring: InvestorSearchQuerySchema, response: { 200: InvestorPageSchema } } }, async (request) =>
    service.searchInvestors(uid(request), request.query),
  );
  app.get(
    '/julia-crm/investors/export',
    { schema: { querystring: InvestorSearchQuerySchema.omit({ page: true, pageSize: true }).extend({}), response: { 200: z.string() } } },
    async (request, reply) => {
      const csv = await service.exportCsv(uid(request), { ...request.query, page: 1, pageSize: 1 });
      return sendUserFile(reply, { name: 'investors.csv', type: 'text/csv', body: csv });
    },
  );
  app.post('/julia-crm/investors/import/preview', { config: csvLimit, schema: { body: ImportBodySchema, response: { 200: ImportPreviewSchema } } }, async (request) =>
    service.previewImport(uid(request), request.body.csv),
  );
  app.post('/julia-crm/investors/import', { config: csvLimit, schema: { body: ImportBodySchema, response: { 200: ImportResultSchema } } }, async (request) =>
    service.importCsv(uid(request), request.body.csv),
  );
  app.get('/julia-crm/investors/:id', { schema: { params: IdParamsSchema, response: { 200: InvestorSchema } } }, async (request) =>
    service.investor(uid(request), request.params.id),
  );
  app.patch(
    '/julia-crm/investors/:id',
    { schema: { params: IdParamsSchema, body: UpdateInvestorBodySchema, response: { 200: InvestorSchema } } },
    async (request) => service.updateNote(uid(request), request.params.id, request.body.privateNote),
  );

  /* ---------- contacts ---------- */

  app.get('/julia-crm/contacts', { schema: { querystring: ContactListQuerySchema, response: { 200: ContactPageSchema } } }, async (request) =>
    service.contacts(uid(request), request.query),
  );
  app.post('/julia-crm/contacts', { schema: { body: CreateContactBodySchema, response: { 201: ContactSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.createContact(uid(request), request.body)),
  );
  app.get('/julia-crm/contacts/:id', { schema: { params: IdParamsSchema, response: { 200: ContactSchema } } }, async (request) =>
    service.contact(uid(request), request.params.id),
  );
  app.patch(
    '/julia-crm/contacts/:id',
    { schema: { params: IdParamsSchema, body: UpdateContactBodySchema, response: { 200: ContactSchema } } },
    async (request) => service.updateContact(uid(request), request.params.id, request.body),
  );
  app.delete('/julia-crm/contacts/:id', { schema: { params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) =>
    service.deleteContact(uid(request), request.params.id),
  );
  app.get(
    '/julia-crm/contacts/:id/interactions',
    { schema: { params: IdParamsSchema, querystring: PageQuerySchema, response: { 200: InteractionPageSchema } } },
    async (request) => service.interactions(uid(request), request.params.id, request.query),
  );
  app.post(
    '/julia-crm/contacts/:id/interactions',
    { schema: { params: IdParamsSchema, body: CreateInteractionBodySchema, response: { 201: InteractionSchema } } },
    async (request, reply) => reply.status(201).send(await service.logInteraction(uid(request), request.params.id, { ...request.body, reminderDate: request.body.reminderDate || null })),
  );
  app.get(
    '/julia-crm/contacts/:id/rounds',
    { schema: { params: IdParamsSchema, querystring: PageQuerySchema, response: { 200: ContactRoundsSchema } } },
    async (request) => service.contactRounds(uid(request), request.params.id, request.query),
  );

  /* ---------- rounds ---------- */

  app.get('/julia-crm/rounds', { schema: { querystring: PageQuerySchema, response: { 200: RoundPageSchema } } }, async (request) =>
    service.rounds(uid(request), request.query),
  );
  app.post('/julia-crm/rounds', { schema: { body: CreateRoundBodySchema, response: { 201: RoundSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.createRound(uid(request), request.body)),
  );
  app.delete('/julia-crm/rounds/:id', { schema: { params: IdParamsSchema, response: { 200: OkSchema } } }, async (request) =>
    service.deleteRound(uid(request), request.params.id),
  );
  app.get(
    '/julia-crm/rounds/:id/entries',
    { schema: { params: IdParamsSchema, querystring: PageQuerySchema, response: { 200: RoundEntryPageSchema } } },
    async (request) => service.roundEntries(uid(request), request.params.id, request.query),
  );
  app.put(
    '/julia-crm/rounds/:id/entries/:contactId',
    { schema: { params: RoundEntryParamsSchema, body: SetRoundEntryBodySchema, response: { 200: RoundEntrySchema } } },
    async (request) => service.setRoundEntry(uid(request), request.params.id, request.params.contactId, request.body),
  );
  app.delete('/julia-crm/rounds/:id/entries/:contactId', { schema: { params: RoundEntryParamsSchema, response: { 200: OkSchema } } }, async (request) =>
    service.removeRoundEntry(uid(request), request.params.id, request.params.contactId),
  );
};
