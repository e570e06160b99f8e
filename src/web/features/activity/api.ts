/**
 * /beta/activity data: shared workspaces, invite links, activity history and stats,
 * usage; mutations invalidate by key. Live: the `activity` events of GET /api/events
 * re-read the history and stats (events are hints), with polling as the fallback.
 */
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityApi } from '../../../contract/endpoints/activity';
import { workspacesApi } from '../../../contract/endpoints/workspaces';
import type { AcceptInvitationBody, CreateWorkspaceBody, InviteInput, InviteRole, JoinWorkspaceBody } from '../../../contract/workspaces';
import { call } from '../../lib/api';
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
    queryFn: () => call(workspacesApi.detail, { params: { id: id ?? '' } }),
    enabled: id !== null,
  });
}

export function useUsage(id: string, days: number) {
  return useQuery({ queryKey: usageKey(id, days), queryFn: () => call(workspacesApi.usage, { params: { id }, query: { days } }) });
}

export function useActivityHistory(workspaceId: string | null) {
  return useQuery({
    queryKey: historyKey(workspaceId),
    queryFn: () => call(activityApi.history, { query: { workspaceId: workspaceId ?? undefined } }),
    refetchInterval: POLL_MS,
  });
}

export function useActivityStats() {
  return useQuery({ queryKey: statsKey, queryFn: () => call(activityApi.stats), refetchInterval: POLL_MS });
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
    mutationFn: (body: CreateWorkspaceBody) => call(workspacesApi.create, { body }),
    meta: { handlesErrors: true },
    onSuccess: invalidate,
  });
}

export function useJoinWorkspace() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: JoinWorkspaceBody) => call(workspacesApi.join, { body }),
    meta: { handlesErrors: true },
    onSuccess: invalidate,
  });
}

export function useAcceptInvitation() {
  const invalidate = useInvalidate();
  return useMutation({
    // Only the link's token accepts an invitation (#25).
    mutationFn: (body: AcceptInvitationBody) => call(workspacesApi.acceptInvitation, { body }),
    meta: { handlesErrors: true },
    onSuccess: invalidate,
  });
}

export function useSeedActivity() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (workspaceId: string | null) => call(activityApi.seed, { body: workspaceId ? { workspaceId } : {} }),
    meta: { errorFallback: 'Could not add the demo data.' },
    onSuccess: invalidate,
  });
}

export function useRemoveDemo() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => call(activityApi.removeDemo),
    meta: { errorFallback: 'Could not remove the demo data.' },
    onSuccess: invalidate,
  });
}

export function useSetActiveWorkspace() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (workspaceId: string | null) => call(workspacesApi.setActive, { body: { workspaceId } }),
    meta: { errorFallback: 'Could not change where AI usage is charged.' },
    onSuccess: invalidate,
  });
}

export function useInvite(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (invites: InviteInput[]) => call(workspacesApi.invite, { params: { id }, body: { invites } }),
    meta: { handlesErrors: true },
    onSuccess: invalidate,
  });
}

export function useRevokeInvite(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (email: string) => call(workspacesApi.revokeInvite, { params: { id }, body: { email } }),
    meta: { errorFallback: 'Could not cancel the invitation.' },
    onSuccess: invalidate,
  });
}

export function useRemoveMember(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (userId: string) => call(workspacesApi.removeMember, { params: { id, userId } }),
    meta: { errorFallback: 'Could not remove the member.' },
    onSuccess: invalidate,
  });
}

export function useChangeRole(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (v: { userId: string; role: InviteRole }) => call(workspacesApi.changeRole, { params: { id, userId: v.userId }, body: { role: v.role } }),
    meta: { errorFallback: 'Could not change the role.' },
    onSuccess: invalidate,
  });
}

export function useDeleteWorkspace(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => call(workspacesApi.remove, { params: { id } }),
    meta: { errorFallback: 'Could not delete the workspace.' },
    onSuccess: invalidate,
  });
}

export function useRotateCode(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => call(workspacesApi.rotateCode, { params: { id } }),
    meta: { errorFallback: 'Could not create a new invite code.' },
    onSuccess: invalidate,
  });
}

export function useSetBudget(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (monthlyTokens: number | null) => call(workspacesApi.setBudget, { params: { id }, body: { monthlyTokens } }),
    meta: { handlesErrors: true },
    onSuccess: invalidate,
  });
}
