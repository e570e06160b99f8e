/**
 * /beta/activity data: shared workspaces, invite links, activity history and stats,
 * usage; mutations invalidate by key. Live: the `activity` events of GET /api/events
 * re-read the history and stats (events are hints), with polling as the fallback.
 */
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityHistoryEntry } from '../../../contract/activity';
import type { ActivityStats } from '../../../contract/assistant';
import {
  WORKSPACES_PATH,
  type Budget,
  type CreateWorkspaceBody,
  type AcceptInvitationBody,
  type CreateWorkspaceResponse,
  type InviteInput,
  type InviteRole,
  type JoinWorkspaceBody,
  type JoinWorkspaceResponse,
  type SentInvite,
  type UsageResponse,
  type WorkspaceDetail,
} from '../../../contract/workspaces';
import { apiJson, apiRequest } from '../../lib/api-client';
import { useLiveEvent } from '../../lib/live';
import { workspacesKey } from '../../lib/queries/workspaces';

export const workspaceKey = (id: string) => ['workspaces', id] as const;
export const usageKey = (id: string, days: number) => ['workspaces', id, 'usage', days] as const;
export const historyKey = (workspaceId: string | null) => ['activity', 'history', workspaceId ?? 'all'] as const;
export const statsKey = ['activity', 'stats'] as const;

/** Re-read every few seconds too, in case the live stream is cut (a proxy, a sleeping laptop). */
const POLL_MS = 15_000;

export function useWorkspace(id: string | null) {
  return useQuery({
    queryKey: workspaceKey(id ?? ''),
    queryFn: () => apiJson<WorkspaceDetail>('GET', `${WORKSPACES_PATH}/${id}`),
    enabled: id !== null,
  });
}

export function useUsage(id: string, days: number) {
  return useQuery({ queryKey: usageKey(id, days), queryFn: () => apiJson<UsageResponse>('GET', `${WORKSPACES_PATH}/${id}/usage?days=${days}`) });
}

export function useActivityHistory(workspaceId: string | null) {
  return useQuery({
    queryKey: historyKey(workspaceId),
    queryFn: () =>
      apiJson<ActivityHistoryEntry[]>('GET', `/api/user/activity-history${workspaceId ? `?workspaceId=${encodeURIComponent(workspaceId)}` : ''}`),
    refetchInterval: POLL_MS,
  });
}

export function useActivityStats() {
  return useQuery({ queryKey: statsKey, queryFn: () => apiJson<ActivityStats>('GET', '/api/user/activity-stats'), refetchInterval: POLL_MS });
}

/** Listens to the live channel's `activity` events while mounted: a new activity entry re-reads the lists. */
export function useActivityEvents() {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveEvent('activity', () => {
    // A burst (a seed, a budget warning to many) becomes one re-read.
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: ['activity'] });
      void queryClient.invalidateQueries({ queryKey: workspacesKey });
    }, 150);
  });
}

/** Re-reads workspaces and activity; returned from onSuccess, so a mutation stays pending until they are fresh. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: workspacesKey }), queryClient.invalidateQueries({ queryKey: ['activity'] })]);
}

export function useCreateWorkspace() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateWorkspaceBody) => apiJson<CreateWorkspaceResponse>('POST', `${WORKSPACES_PATH}/create`, body),
    meta: { handlesErrors: true },
    onSuccess: invalidate,
  });
}

export function useJoinWorkspace() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: JoinWorkspaceBody) => apiJson<JoinWorkspaceResponse>('POST', `${WORKSPACES_PATH}/join`, body),
    meta: { handlesErrors: true },
    onSuccess: invalidate,
  });
}

export function useAcceptInvitation() {
  const invalidate = useInvalidate();
  return useMutation({
    // Only the link's token accepts an invitation (#25).
    mutationFn: (body: AcceptInvitationBody) => apiJson<JoinWorkspaceResponse>('POST', `${WORKSPACES_PATH}/invitations/accept`, body),
    meta: { handlesErrors: true },
    onSuccess: invalidate,
  });
}

export function useSeedActivity() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (workspaceId: string | null) => apiJson<{ created: number }>('POST', '/api/user/seed-activity', workspaceId ? { workspaceId } : {}),
    meta: { errorFallback: 'Could not add the demo data.' },
    onSuccess: invalidate,
  });
}

export function useRemoveDemo() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => apiJson<{ removed: number }>('DELETE', '/api/user/seed-activity'),
    meta: { errorFallback: 'Could not remove the demo data.' },
    onSuccess: invalidate,
  });
}

export function useSetActiveWorkspace() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (workspaceId: string | null) => apiJson<{ workspaceId: string | null }>('PUT', `${WORKSPACES_PATH}/active`, { workspaceId }),
    meta: { errorFallback: 'Could not change where AI usage is charged.' },
    onSuccess: invalidate,
  });
}

export function useInvite(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (invites: InviteInput[]) => apiJson<{ invites: SentInvite[]; emailEnabled: boolean }>('POST', `${WORKSPACES_PATH}/${id}/invites`, { invites }),
    meta: { handlesErrors: true },
    onSuccess: invalidate,
  });
}

export function useRevokeInvite(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (email: string) => apiRequest('POST', `${WORKSPACES_PATH}/${id}/invites/revoke`, { email }),
    meta: { errorFallback: 'Could not cancel the invitation.' },
    onSuccess: invalidate,
  });
}

export function useRemoveMember(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (userId: string) => apiRequest('DELETE', `${WORKSPACES_PATH}/${id}/members/${userId}`),
    meta: { errorFallback: 'Could not remove the member.' },
    onSuccess: invalidate,
  });
}

export function useChangeRole(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { userId: string; role: InviteRole }) => apiRequest('PATCH', `${WORKSPACES_PATH}/${id}/members/${v.userId}`, { role: v.role }),
    meta: { errorFallback: 'Could not change the role.' },
    onSuccess: invalidate,
  });
}

export function useDeleteWorkspace(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', `${WORKSPACES_PATH}/${id}`),
    meta: { errorFallback: 'Could not delete the workspace.' },
    onSuccess: invalidate,
  });
}

export function useRotateCode(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => apiJson<{ inviteCode: string }>('POST', `${WORKSPACES_PATH}/${id}/rotate-code`),
    meta: { errorFallback: 'Could not create a new invite code.' },
    onSuccess: invalidate,
  });
}

export function useSetBudget(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (monthlyTokens: number | null) => apiJson<Budget>('PUT', `${WORKSPACES_PATH}/${id}/budget`, { monthlyTokens }),
    meta: { handlesErrors: true },
    onSuccess: invalidate,
  });
}
