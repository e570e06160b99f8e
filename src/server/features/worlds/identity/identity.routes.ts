/** /api/worlds/identity/…: the identity inbox (#27, who is who; identity.service.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { worldsApi } from '../../../../contract/endpoints/worlds';
import { requireUser } from '../../../platform/auth';
import type { IdentityInbox } from './identity.service';

export const identityRoutes: FastifyPluginAsyncZod<{ service: IdentityInbox }> = async (app, { service }) => {
  app.get('/worlds/identity/suggestions', { schema: worldsApi.identitySuggestions.schema }, async (request) =>
    service.identitySuggestions(requireUser(request).id),
  );
  app.post('/worlds/identity/suggestions/accept', { schema: worldsApi.acceptIdentity.schema }, async (request) =>
    service.acceptIdentity(requireUser(request).id, request.body.aId, request.body.bId),
  );
  app.post('/worlds/identity/suggestions/reject', { schema: worldsApi.rejectIdentity.schema }, async (request) =>
    service.rejectIdentity(requireUser(request).id, request.body.aId, request.body.bId),
  );
  app.post('/worlds/identity/suggestions/undo', { schema: worldsApi.undoIdentity.schema }, async (request) =>
    service.undoIdentity(requireUser(request).id, request.body.aId, request.body.bId),
  );
  app.get('/worlds/identity/people', { schema: worldsApi.identitySearch.schema }, async (request) =>
    service.identitySearch(requireUser(request).id, request.query.q),
  );
};
