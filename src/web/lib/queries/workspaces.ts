/**
 * The user's shared workspaces (GET /api/workspaces), read by more than one screen: the
 * activity page manages them, the outliner offers them as scopes. One key, one fetcher,
 * so a change made on one screen refreshes the other.
 */
import { useQuery } from '@tanstack/react-query';
import { workspacesApi } from '../../../contract/endpoints/workspaces';
import { call } from '../api';

/** The prefix of every workspace query: invalidating it re-reads the list and each workspace. */
export const workspacesKey = ['workspaces'] as const;

export function workspacesQuery() {
  return { queryKey: workspacesKey, queryFn: () => call(workspacesApi.list) };
}

/** The workspaces the user belongs to. */
export function useWorkspaces(enabled = true) {
  return useQuery({ ...workspacesQuery(), enabled });
}
