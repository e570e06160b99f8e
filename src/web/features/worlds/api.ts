/**
 * Data of the worlds: one GET per endpoint of /api/worlds (or its sample / shared twin),
 * keyed by source, endpoint and period, so moving the timeline's brush refetches only what
 * depends on it. Aggregates come from the server; raw messages never do.
 */
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client';
import { periodSearch, type WorldPeriod } from './period';
import { sourceKey, worldApiBase, type WorldSource } from './world-source';

/** GET `<base>/<endpoint>?from&to…`: `endpoint` like 'people', 'people/123', 'places'. */
export function useWorldData<T>(
  source: WorldSource,
  endpoint: string,
  opts: { period?: WorldPeriod; params?: Record<string, string>; enabled?: boolean } = {},
) {
  const period = opts.period ?? {};
  const search = periodSearch(period, opts.params);
  return useQuery({
    queryKey: [...sourceKey(source), endpoint, search],
    queryFn: () => apiJson<T>('GET', `${worldApiBase(source)}/${endpoint}${search}`),
    enabled: opts.enabled ?? true,
    staleTime: 30_000,
    placeholderData: (prev) => prev,
  });
}
