/**
 * Shared-workspace routes (spec §7 plus issue #14). Every route needs a signed-in user;
 * what a role may do is decided by the service.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptInvitationBodySchema,
  ActiveWorkspaceBodySchema,
  ActiveWorkspaceResponseSchema,
  BudgetBodySchema,
  BudgetSchema,
  ChangeRoleBodySchema,
  CreateWorkspaceBodySchema,
  CreateWorkspaceResponseSchema,
  InviteBodySchema,
  InviteResponseSchema,
  JoinWorkspaceBodySchema,
  JoinWorkspaceResponseSchema,
  MemberParamsSchema,
  OkSchema,
  RevokeInviteBodySchema,
  RotateCodeResponseSchema,
  UsageQuerySchema,
  UsageResponseSchema,
  WorkspaceDetailSchema,
  WorkspaceListSchema,
  WorkspaceParamsSchema,
} from '../../../contract/workspaces';
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
    { schema: { body: CreateWorkspaceBodySchema, response: { 201: CreateWorkspaceResponseSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await service.create(user, request.ip, request.body, requestOrigin(request, config));
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/workspaces/join',
    { schema: { body: JoinWorkspaceBodySchema, response: { 200: JoinWorkspaceResponseSchema } } },
    async (request) => service.join(requireUser(request), request.ip, request.body),
  );

  app.get('/workspaces', { schema: { response: { 200: WorkspaceListSchema } } }, async (request) => service.list(requireUser(request).id));

  // Only with the link's token (#25): no listing or accepting by the account's unverified email.
  app.post(
    '/workspaces/invitations/accept',
    { schema: { body: AcceptInvitationBodySchema, response: { 200: JoinWorkspaceResponseSchema } } },
    async (request) => service.accept(requireUser(request).id, request.ip, request.body),
  );

  app.put(
    '/workspaces/active',
    { schema: { body: ActiveWorkspaceBodySchema, response: { 200: ActiveWorkspaceResponseSchema } } },
    async (request) => service.setActive(requireUser(request).id, request.body.workspaceId),
  );

  app.get(
    '/workspaces/:id',
    { schema: { params: WorkspaceParamsSchema, response: { 200: WorkspaceDetailSchema } } },
    async (request) => service.detail(requireUser(request).id, request.params.id),
  );

  app.delete(
    '/workspaces/:id',
    { schema: { params: WorkspaceParamsSchema, response: { 200: OkSchema } } },
    async (request) => service.remove(requireUser(request).id, request.params.id),
  );

  app.post(
    '/workspaces/:id/invites',
    { schema: { params: WorkspaceParamsSchema, body: InviteBodySchema, response: { 200: InviteResponseSchema } } },
    async (request) => service.invite(requireUser(request).id, request.params.id, request.body.invites, requestOrigin(request, config)),
  );
  app.post(
    '/workspaces/:id/invites/revoke',
    { schema: { params: WorkspaceParamsSchema, body: RevokeInviteBodySchema, response: { 200: OkSchema } } },
    async (request) => service.revokeInvite(requireUser(request).id, request.params.id, request.body.email),
  );

  app.delete(
    '/workspaces/:id/members/:userId',
    { schema: { params: MemberParamsSchema, response: { 200: OkSchema } } },
    async (request) => service.removeMember(requireUser(request).id, request.params.id, request.params.userId),
  );
  app.patch(
    '/workspaces/:id/members/:userId',
    { schema: { params: MemberParamsSchema, body: ChangeRoleBodySchema, response: { 200: OkSchema } } },
    async (request) => service.changeRole(requireUser(request).id, request.params.id, request.params.userId, request.body.role),
  );

  app.post(
    '/workspaces/:id/rotate-code',
    { schema: { params: WorkspaceParamsSchema, response: { 200: RotateCodeResponseSchema } } },
    async (request) => service.rotateCode(requireUser(request).id, request.params.id),
  );

  app.put(
    '/workspaces/:id/budget',
    { schema: { params: WorkspaceParamsSchema, body: BudgetBodySchema, response: { 200: BudgetSchema } } },
    async (request) => service.setBudget(requireUser(request).id, request.params.id, request.body.monthlyTokens),
  );

  app.get(
    '/workspaces/:id/usage',
    { schema: { params: WorkspaceParamsSchema, querystring: UsageQuerySchema, response: { 200: UsageResponseSchema } } },
    async (request) => service.usage(requireUser(request).id, request.params.id, request.query.days),
  );
  app.get(
    '/workspaces/:id/usage.csv',
    { schema: { params: WorkspaceParamsSchema, querystring: UsageQuerySchema } },
    async (request, reply) => {
      const usage = await service.usage(requireUser(request).id, request.params.id, request.query.days);
      return sendUserFile(reply, { name: `workspace-usage-${usage.from}-to-${usage.to}.csv`, type: 'text/csv', body: usageCsv(usage), cacheControl: 'no-store' });
    },
  );
};
