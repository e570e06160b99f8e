/** /api/worlds/identity/…: the identity inbox (#27, who is who; identity.service.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { worldsApi } from '../../../../contract/endpoints/worlds';
import { requireUser } from '../../../platform/auth';
import { userOrIpKey } from '../../../platform/limits';
import type { IdentityInbox } from './identity.service';

/**
 * Per user and minute: the writes (accept, reject, undo: each a transaction under the
 * user's lock) and the people search (typed into, debounced by the page). Generous for a
 * person working through their inbox, a wall for a script.
 */
export const IDENTITY_WRITES_PER_MINUTE = 60;
export const IDENTITY_SEARCHES_PER_MINUTE = 120;

export const identityRoutes: FastifyPluginAsyncZod<{ service: IdentityInbox }> = async (app, { service }) => {
  const writes = { rateLimit: { max: IDENTITY_WRITES_PER_MINUTE, timeWindow: '1 minute', keyGenerator: userOrIpKey('identity-write') } };
  const searches = { rateLimit: { max: IDENTITY_SEARCHES_PER_MINUTE, timeWindow: '1 minute', keyGenerator: userOrIpKey('identity-search') } };

  app.get('/worlds/identity/suggestions', { schema: worldsApi.identitySuggestions.schema }, async (request) =>
    service.identitySuggestions(requireUser(request).id),
  );
  app.post('/worlds/identity/suggestions/accept', { config: writes, schema: worldsApi.acceptIdentity.schema }, async (request) =>
    service.acceptIdentity(requireUser(request).id, request.body.aId, request.body.bId),
  );
  app.post('/worlds/identity/suggestions/reject', { config: writes, schema: worldsApi.rejectIdentity.schema }, async (request) =>
    service.rejectIdentity(requireUser(request).id, request.body.aId, request.body.bId),
  );
  app.post('/worlds/identity/suggestions/undo', { config: writes, schema: worldsApi.undoIdentity.schema }, async (request) =>
    service.undoIdentity(requireUser(request).id, request.body.aId, request.body.bId),
  );
  app.get('/worlds/identity/people', { config: searches, schema: worldsApi.identitySearch.schema }, async (request) =>
    service.identitySearch(requireUser(request).id, request.query.q),
  );
};
