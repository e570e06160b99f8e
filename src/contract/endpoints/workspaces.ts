/**
 * Endpoints of shared workspaces (spec §7, #14). (Julia's workspaces answer under
 * /api/workspaces/i2sf and /api/workspaces/:id/{conversations,messages,files}: endpoints/julia.)
 */
import { defineEndpoint } from '../endpoint';
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
} from '../workspaces';

export const workspacesApi = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/workspaces/create',
    body: CreateWorkspaceBodySchema,
    response: { 201: CreateWorkspaceResponseSchema },
  }),
  join: defineEndpoint({
    method: 'POST',
    path: '/api/workspaces/join',
    body: JoinWorkspaceBodySchema,
    response: { 200: JoinWorkspaceResponseSchema },
  }),
  list: defineEndpoint({ method: 'GET', path: '/api/workspaces', response: { 200: WorkspaceListSchema } }),
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/workspaces/invitations/accept',
    body: AcceptInvitationBodySchema,
    response: { 200: JoinWorkspaceResponseSchema },
  }),
  setActive: defineEndpoint({
    method: 'PUT',
    path: '/api/workspaces/active',
    body: ActiveWorkspaceBodySchema,
    response: { 200: ActiveWorkspaceResponseSchema },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/workspaces/:id',
    params: WorkspaceParamsSchema,
    response: { 200: WorkspaceDetailSchema },
  }),
  remove: defineEndpoint({ method: 'DELETE', path: '/api/workspaces/:id', params: WorkspaceParamsSchema, response: { 200: OkSchema } }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/workspaces/:id/invites',
    params: WorkspaceParamsSchema,
    body: InviteBodySchema,
    response: { 200: InviteResponseSchema },
  }),
  revokeInvite: defineEndpoint({
    method: 'POST',
    path: '/api/workspaces/:id/invites/revoke',
    params: WorkspaceParamsSchema,
    body: RevokeInviteBodySchema,
    response: { 200: OkSchema },
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: '/api/workspaces/:id/members/:userId',
    params: MemberParamsSchema,
    response: { 200: OkSchema },
  }),
  changeRole: defineEndpoint({
    method: 'PATCH',
    path: '/api/workspaces/:id/members/:userId',
    params: MemberParamsSchema,
    body: ChangeRoleBodySchema,
    response: { 200: OkSchema },
  }),
  rotateCode: defineEndpoint({
    method: 'POST',
    path: '/api/workspaces/:id/rotate-code',
    params: WorkspaceParamsSchema,
    response: { 200: RotateCodeResponseSchema },
  }),
  setBudget: defineEndpoint({
    method: 'PUT',
    path: '/api/workspaces/:id/budget',
    params: WorkspaceParamsSchema,
    body: BudgetBodySchema,
    response: { 200: BudgetSchema },
  }),
  usage: defineEndpoint({
    method: 'GET',
    path: '/api/workspaces/:id/usage',
    params: WorkspaceParamsSchema,
    query: UsageQuerySchema,
    response: { 200: UsageResponseSchema },
  }),
  /** The same usage as a CSV download. */
  usageCsv: defineEndpoint({
    method: 'GET',
    path: '/api/workspaces/:id/usage.csv',
    params: WorkspaceParamsSchema,
    query: UsageQuerySchema,
    responseKind: 'file',
  }),
} as const;
