/**
 * World data read by more than one feature: whose world a query is about (the source), the
 * key prefix and read endpoints of each source, and a world's summary (the worlds pages show it
 * in their shell, the data sources dashboard counts what the imports added up to). The
 * worlds feature builds its other queries on the same prefix (features/worlds/api.ts).
 */
import { useQuery } from '@tanstack/react-query';
import type { AnyEndpoint } from '../../../contract/endpoint';
import { worldReadApis, type WorldReadName } from '../../../contract/endpoints/worlds';
import { call } from '../api';

/** The prefix of every world query: an import that finished or went away invalidates it. */
export const worldsKey = ['worlds'] as const;

/** Whose world: the signed-in user's own, the synthetic sample, or one shared read-only through a link. */
export type WorldSource = { kind: 'own' } | { kind: 'sample' } | { kind: 'share'; token: string };

export const OWN_WORLD: WorldSource = { kind: 'own' };

/**
 * A read endpoint of a source (under `/api/worlds`, `/api/worlds/sample` or
 * `/api/worlds/shared/:token`: the three answer the same shapes) and the params its path
 * takes: a shared link's token, the item's id. Typed callers: features/worlds/api.ts.
 */
export function worldReadEndpoint(source: WorldSource, name: WorldReadName, id?: string): { endpoint: AnyEndpoint; params: Record<string, string> } {
  const params: Record<string, string> = {};
  if (source.kind === 'share') params.token = source.token;
  if (id !== undefined) params.id = id;
  return { endpoint: worldReadApis[source.kind === 'share' ? 'shared' : source.kind][name], params };
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
      const { endpoint, params } = worldReadEndpoint(source, 'summary');
      return call(endpoint as typeof worldReadApis.own.summary, { params } as never);
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
      const { endpoint, params } = worldReadEndpoint(source, 'people');
      return call(endpoint as typeof worldReadApis.own.people, { params } as never);
    },
    staleTime: 30_000,
  };
}

export function useWorldSummary(source: WorldSource = OWN_WORLD, enabled = true) {
  return useQuery({ ...worldSummaryQuery(source), enabled, placeholderData: (prev) => prev });
}
