/**
 * World data read by more than one feature: whose world a query is about (the source), the
 * key prefix and API base of each source, and a world's summary (the worlds pages show it
 * in their shell, the data sources dashboard counts what the imports added up to). The
 * worlds feature builds its other queries on the same prefix (features/worlds/api.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { WORLDS_PATH, type WorldSummary } from '../../../contract/worlds';
import { apiJson } from '../api-client';

/** The prefix of every world query: an import that finished or went away invalidates it. */
export const worldsKey = ['worlds'] as const;

/** Whose world: the signed-in user's own, the synthetic sample, or one shared read-only through a link. */
export type WorldSource = { kind: 'own' } | { kind: 'sample' } | { kind: 'share'; token: string };

export const OWN_WORLD: WorldSource = { kind: 'own' };

/** The API prefix of a source: `/api/worlds`, `/api/worlds/sample`, `/api/worlds/shared/<token>`. */
export function worldApiBase(source: WorldSource): string {
  if (source.kind === 'sample') return `${WORLDS_PATH}/sample`;
  if (source.kind === 'share') return `${WORLDS_PATH}/shared/${encodeURIComponent(source.token)}`;
  return WORLDS_PATH;
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
    queryFn: () => apiJson<WorldSummary>('GET', `${worldApiBase(source)}/summary`),
    staleTime: 30_000,
  };
}

export function useWorldSummary(source: WorldSource = OWN_WORLD, enabled = true) {
  return useQuery({ ...worldSummaryQuery(source), enabled, placeholderData: (prev) => prev });
}
