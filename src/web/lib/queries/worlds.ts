/**
 * World data read by more than one feature: whose world a query is about (the source), the
 * key prefix and read endpoints of each source, and a world's summary (the worlds pages show it
 * in their shell, the data sources dashboard counts what the imports added up to). The
 * worlds feature builds its other queries on the same prefix (features/worlds/api.ts).
 */
import { useQuery } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../../contract/endpoint';
import { worldReadApis, worldsApi, type WorldReadApi, type WorldReadName } from '../../../contract/endpoints/worlds';
import { call, type Args } from '../api';

/** The prefix of every world query: an import that finished or went away invalidates it. */
export const worldsKey = ['worlds'] as const;

/** Whose world: the signed-in user's own, the synthetic sample, or one shared read-only through a link. */
export type WorldSource = { kind: 'own' } | { kind: 'sample' } | { kind: 'share'; token: string };

export const OWN_WORLD: WorldSource = { kind: 'own' };

/** What a read endpoint takes besides the source: the item's id (`:id` routes), the query, the body. */
export interface WorldReadInput<K extends WorldReadName> {
  id?: string;
  query?: QueryOf<WorldReadApi[K]>;
  body?: BodyOf<WorldReadApi[K]>;
}

/**
 * A read endpoint of a source (under `/api/worlds`, `/api/worlds/sample` or
 * `/api/worlds/shared/:token`) with its input, as the arguments of the typed client:
 * `call(...worldReadRequest(source, 'people'))`, likewise callRaw and endpointUrl.
 */
export function worldReadRequest<K extends WorldReadName>(
  source: WorldSource,
  name: K,
  input: WorldReadInput<K> = {},
): [WorldReadApi[K], ...Args<WorldReadApi[K]>] {
  const params: Record<string, string> = {};
  if (source.kind === 'share') params.token = source.token;
  if (input.id !== undefined) params.id = input.id;
  const endpoint = worldReadApis[source.kind === 'share' ? 'shared' : source.kind][name];
  // The one cast around the typed client for worlds: the three sources' read endpoints answer
  // the same shapes and take the same query and body (the contract builds all three from one
  // worldReadEndpoints()); they differ only in the path's params (a shared link's `:token`),
  // which this function fills from the source. So the own endpoint's types stand for all three.
  return [endpoint, { params, query: input.query, body: input.body }] as unknown as [WorldReadApi[K], ...Args<WorldReadApi[K]>];
}

/** A stable query-key prefix per source. */
export function sourceKey(source: WorldSource): string[] {
  return source.kind === 'share' ? [...worldsKey, 'share', source.token] : [...worldsKey, source.kind];
}

/**
 * The counts, plan and limit notice of a world (not narrowed by the period). Its key is
 * the one `useWorldData(source, 'summary')` had: `[...sourceKey(source), 'summary', '']`.
 */
export function worldSummaryQuery(source: WorldSource) {
  return {
    queryKey: [...sourceKey(source), 'summary', ''],
    queryFn: () => {
      return call(...worldReadRequest(source, 'summary'));
    },
    staleTime: 30_000,
  };
}

/**
 * The people of a world over its whole span (the data sources dashboard lists them; the
 * social world reads the same entry when no period is chosen). Key as `useWorldData(source, 'people')`.
 */
export function worldPeopleQuery(source: WorldSource = OWN_WORLD) {
  return {
    queryKey: [...sourceKey(source), 'people', ''],
    queryFn: () => {
      return call(...worldReadRequest(source, 'people'));
    },
    staleTime: 30_000,
  };
}

export function useWorldSummary(source: WorldSource = OWN_WORLD, enabled = true) {
  return useQuery({ ...worldSummaryQuery(source), enabled, placeholderData: (prev) => prev });
}

/**
 * Who Mnemo takes for the owner of your own world and whether to ask "Which of these is you?"
 * (#27). Under the worlds' prefix: an import that finishes, or an answer, refreshes it with the worlds.
 */
export function worldOwnerQuery() {
  return { queryKey: [...worldsKey, 'own', 'owner'], queryFn: () => call(worldsApi.owner), staleTime: 30_000 };
}

export function useWorldOwner(enabled = true) {
  return useQuery({ ...worldOwnerQuery(), enabled });
}
