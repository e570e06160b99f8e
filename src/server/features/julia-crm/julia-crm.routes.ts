/**
 * /api/julia-crm: the investor database and the CRM of /julia.ai/database and
 * /julia.ai/crm. Every route needs a signed-in user and reads only that user's rows.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { juliaCrmApi } from '../../../contract/endpoints/julia-crm';
import { requireUser } from '../../platform/auth';
import { sendUserFile } from '../../platform/user-files';
import { userOrIpKey } from '../../platform/limits';
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
      keyGenerator: userOrIpKey('investor-csv'),
    },
  };

  app.get('/julia-crm/summary', { schema: juliaCrmApi.summary.schema }, async (request) => service.summary(uid(request)));
  app.post('/julia-crm/sample', { schema: juliaCrmApi.loadSample.schema }, async (request) => service.loadSample(uid(request)));
  app.delete('/julia-crm/sample', { schema: juliaCrmApi.removeSample.schema }, async (request) => service.removeSample(uid(request)));

  /* ---------- founder profile ---------- */

  app.get('/julia-crm/profile', { schema: juliaCrmApi.profile.schema }, async (request) => service.profile(uid(request)));
  app.put('/julia-crm/profile', { schema: juliaCrmApi.saveProfile.schema }, async (request) => service.saveProfile(uid(request), request.body));
  app.delete('/julia-crm/profile', { schema: juliaCrmApi.deleteProfile.schema }, async (request) => service.deleteProfile(uid(request)));

  /* ---------- investors ---------- */

  app.get('/julia-crm/investors', { schema: juliaCrmApi.investors.schema }, async (request) =>
    service.searchInvestors(uid(request), request.query),
  );
  app.get(
    '/julia-crm/investors/export',
    { schema: juliaCrmApi.exportInvestors.schema },
    async (request, reply) => {
      const csv = await service.exportCsv(uid(request), { ...request.query, page: 1, pageSize: 1 });
      return sendUserFile(reply, { name: 'investors.csv', type: 'text/csv', body: csv });
    },
  );
  app.post('/julia-crm/investors/import/preview', { config: csvLimit, schema: juliaCrmApi.previewImport.schema }, async (request) =>
    service.previewImport(uid(request), request.body.csv),
  );
  app.post('/julia-crm/investors/import', { config: csvLimit, schema: juliaCrmApi.importInvestors.schema }, async (request) =>
    service.importCsv(uid(request), request.body.csv),
  );
  app.get('/julia-crm/investors/:id', { schema: juliaCrmApi.investor.schema }, async (request) =>
    service.investor(uid(request), request.params.id),
  );
  app.patch(
    '/julia-crm/investors/:id',
    { schema: juliaCrmApi.updateInvestor.schema },
    async (request) => service.updateNote(uid(request), request.params.id, request.body.privateNote),
  );

  /* ---------- contacts ---------- */

  app.get('/julia-crm/contacts', { schema: juliaCrmApi.contacts.schema }, async (request) =>
    service.contacts(uid(request), request.query),
  );
  app.post('/julia-crm/contacts', { schema: juliaCrmApi.createContact.schema }, async (request, reply) =>
    reply.status(201).send(await service.createContact(uid(request), request.body)),
  );
  app.get('/julia-crm/contacts/:id', { schema: juliaCrmApi.contact.schema }, async (request) =>
    service.contact(uid(request), request.params.id),
  );
  app.patch(
    '/julia-crm/contacts/:id',
    { schema: juliaCrmApi.updateContact.schema },
    async (request) => service.updateContact(uid(request), request.params.id, request.body),
  );
  app.delete('/julia-crm/contacts/:id', { schema: juliaCrmApi.deleteContact.schema }, async (request) =>
    service.deleteContact(uid(request), request.params.id),
  );
  app.get(
    '/julia-crm/contacts/:id/interactions',
    { schema: juliaCrmApi.interactions.schema },
    async (request) => service.interactions(uid(request), request.params.id, request.query),
  );
  app.post(
    '/julia-crm/contacts/:id/interactions',
    { schema: juliaCrmApi.logInteraction.schema },
    async (request, reply) => reply.status(201).send(await service.logInteraction(uid(request), request.params.id, { ...request.body, reminderDate: request.body.reminderDate || null })),
  );
  app.get(
    '/julia-crm/contacts/:id/rounds',
    { schema: juliaCrmApi.contactRounds.schema },
    async (request) => service.contactRounds(uid(request), request.params.id, request.query),
  );

  /* ---------- rounds ---------- */

  app.get('/julia-crm/rounds', { schema: juliaCrmApi.rounds.schema }, async (request) =>
    service.rounds(uid(request), request.query),
  );
  app.post('/julia-crm/rounds', { schema: juliaCrmApi.createRound.schema }, async (request, reply) =>
    reply.status(201).send(await service.createRound(uid(request), request.body)),
  );
  app.delete('/julia-crm/rounds/:id', { schema: juliaCrmApi.deleteRound.schema }, async (request) =>
    service.deleteRound(uid(request), request.params.id),
  );
  app.get(
    '/julia-crm/rounds/:id/entries',
    { schema: juliaCrmApi.roundEntries.schema },
    async (request) => service.roundEntries(uid(request), request.params.id, request.query),
  );
  app.put(
    '/julia-crm/rounds/:id/entries/:contactId',
    { schema: juliaCrmApi.setRoundEntry.schema },
    async (request) => service.setRoundEntry(uid(request), request.params.id, request.params.contactId, request.body),
  );
  app.delete('/julia-crm/rounds/:id/entries/:contactId', { schema: juliaCrmApi.removeRoundEntry.schema }, async (request) =>
    service.removeRoundEntry(uid(request), request.params.id, request.params.contactId),
  );
};
