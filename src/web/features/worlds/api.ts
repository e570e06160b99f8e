/**
 * Data of the worlds: one GET per read endpoint of /api/worlds (or its sample / shared
 * twin: the contract's `worldReadApis`), keyed by source, endpoint and period, so moving the
 * timeline's brush refetches only what depends on it. Aggregates come from the server; raw
 * messages never do.
 */
import { useQuery } from '@tanstack/react-query';
import type { QueryOf, ResponseOf } from '../../../contract/endpoint';
import { worldReadApis, type WorldReadApi, type WorldReadName } from '../../../contract/endpoints/worlds';
import { WORLDS_PATH } from '../../../contract/worlds';
import { call, callRaw, endpointUrl } from '../../lib/api';
import { worldReadRequest, type WorldReadInput } from '../../lib/queries/worlds';
import { periodSearch, type WorldPeriod } from './period';
import { sourceKey, type WorldSource } from './world-source';

export type { WorldReadInput };

/** Calls a read endpoint of the source (the three sources answer the same shapes). */
export function callWorld<K extends WorldReadName>(source: WorldSource, name: K, input: WorldReadInput<K> = {}): Promise<ResponseOf<WorldReadApi[K]>> {
  return call(...worldReadRequest(source, name, input));
}

/** The Response of a read endpoint of the source (a file: the export). */
export function callWorldRaw<K extends WorldReadName>(source: WorldSource, name: K, input: WorldReadInput<K> = {}): Promise<Response> {
  return callRaw(...worldReadRequest(source, name, input));
}

/** The address of a read endpoint of the source (for `<img src>` and downloads). */
export function worldUrl<K extends WorldReadName>(source: WorldSource, name: K, input: Omit<WorldReadInput<K>, 'body'> = {}): string {
  return endpointUrl(...worldReadRequest(source, name, input));
}

/** A read query's part of the key after the source: its path below /api/worlds, e.g. 'people' or 'people/<id>'. */
function keyPath(name: WorldReadName, id?: string): string {
  const path = worldReadApis.own[name].path.slice(WORLDS_PATH.length + 1);
  return id === undefined ? path : path.replace(':id', encodeURIComponent(id));
}

/** GET a read endpoint of the source, narrowed to the period: `name` like 'people', 'person' (with `id`), 'places'. */
export function useWorldData<K extends Exclude<WorldReadName, 'thumbnail' | 'export' | 'narrate'>>(
  source: WorldSource,
  name: K,
  opts: { id?: string; period?: WorldPeriod; query?: Omit<QueryOf<WorldReadApi[K]>, 'from' | 'to'>; enabled?: boolean } = {},
) {
  const period = opts.period ?? {};
  const extra = opts.query as Record<string, string> | undefined;
  return useQuery({
    queryKey: [...sourceKey(source), keyPath(name, opts.id), periodSearch(period, extra)],
    queryFn: () => callWorld(source, name, { id: opts.id, query: { ...extra, from: period.from, to: period.to } as QueryOf<WorldReadApi[K]> }),
    enabled: opts.enabled ?? true,
    staleTime: 30_000,
    placeholderData: (prev) => prev,
  });
}
