/**
 * Shared-workspace routes (spec §7 plus issue #14). Every route needs a signed-in user;
 * what a role may do is decided by the service.
 *
 * `/api/workspaces/:id/...` has two owners (the spec fixes both sets of URLs): here `:id`
 * is a *shared workspace*; `conversations`, `messages` and `files` under the same prefix
 * (and `POST /api/workspaces/i2sf`) are julia's, where `:id` is a Julia files workspace
 * (features/julia/julia.routes.ts). See feature-graph.mjs and docs/architecture.md.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workspacesApi } from '../../../contract/endpoints/workspaces';
import type { Config } from '../../config';
import { requireUser } from '../../platform/auth';
import { sendUserFile } from '../../platform/user-files';
import { requestOrigin } from '../../platform/csrf';
import { usageCsv, type WorkspacesService } from './workspaces.service';

export const workspacesRoutes: FastifyPluginAsyncZod<{ service: WorkspacesService; config: Pick<Config, 'publicUrl'> }> = async (
  app,
  { service, config },
) => {
  app.post(
    '/workspaces/create',
    { schema: workspacesApi.create.schema },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await service.create(user, request.ip, request.body, requestOrigin(request, config));
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/workspaces/join',
    { schema: workspacesApi.join.schema },
    async (request) => service.join(requireUser(request), request.ip, request.body),
  );

  app.get('/workspaces', { schema: workspacesApi.list.schema }, async (request) => service.list(requireUser(request).id));

  // Only with the link's token (#25): no listing or accepting by the account's unverified email.
  app.post(
    '/workspaces/invitations/accept',
    { schema: workspacesApi.acceptInvitation.schema },
    async (request) => service.accept(requireUser(request).id, request.ip, request.body),
  );

  app.put(
    '/workspaces/active',
    { schema: workspacesApi.setActive.schema },
    async (request) => service.setActive(requireUser(request).id, request.body.workspaceId),
  );

  app.get(
    '/workspaces/:id',
    { schema: workspacesApi.detail.schema },
    async (request) => service.detail(requireUser(request).id, request.params.id),
  );

  app.delete(
    '/workspaces/:id',
    { schema: workspacesApi.remove.schema },
    async (request) => service.remove(requireUser(request).id, request.params.id),
  );

  app.post(
    '/workspaces/:id/invites',
    { schema: workspacesApi.invite.schema },
    async (request) => service.invite(requireUser(request).id, request.params.id, request.body.invites, requestOrigin(request, config)),
  );
  app.post(
    '/workspaces/:id/invites/revoke',
    { schema: workspacesApi.revokeInvite.schema },
    async (request) => service.revokeInvite(requireUser(request).id, request.params.id, request.body.email),
  );

  app.delete(
    '/workspaces/:id/members/:userId',
    { schema: workspacesApi.removeMember.schema },
    async (request) => service.removeMember(requireUser(request).id, request.params.id, request.params.userId),
  );
  app.patch(
    '/workspaces/:id/members/:userId',
    { schema: workspacesApi.changeRole.schema },
    async (request) => service.changeRole(requireUser(request).id, request.params.id, request.params.userId, request.body.role),
  );

  app.post(
    '/workspaces/:id/rotate-code',
    { schema: workspacesApi.rotateCode.schema },
    async (request) => service.rotateCode(requireUser(request).id, request.params.id),
  );

  app.put(
    '/workspaces/:id/budget',
    { schema: workspacesApi.setBudget.schema },
    async (request) => service.setBudget(requireUser(request).id, request.params.id, request.body.monthlyTokens),
  );

  app.get(
    '/workspaces/:id/usage',
    { schema: workspacesApi.usage.schema },
    async (request) => service.usage(requireUser(request).id, request.params.id, request.query.days),
  );
  app.get(
    '/workspaces/:id/usage.csv',
    { schema: workspacesApi.usageCsv.schema },
    async (request, reply) => {
      const usage = await service.usage(requireUser(request).id, request.params.id, request.query.days);
      return sendUserFile(reply, { name: `workspace-usage-${usage.from}-to-${usage.to}.csv`, type: 'text/csv', body: usageCsv(usage), cacheControl: 'no-store' });
    },
  );
};
