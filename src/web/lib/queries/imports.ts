/**
 * The user's data-world imports in the query cache, shared by the screens that show them:
 * the data sources pages list and upload them, the Matrix client shows the import behind
 * each room added to the world. One set of keys and fetchers, and the cache writes both use
 * (live `import` events, a new import, a removal).
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { importsApi } from '../../../contract/endpoints/imports';
import type { Import } from '../../../contract/worlds';
import { call } from '../api';
import { worldsKey } from './worlds';

/** The list; also the prefix of every imports query. */
export const importsKey = ['imports'] as const;
export const importKey = (id: string) => ['imports', id] as const;
export const importLimitsKey = ['imports', 'limits'] as const;

/** Queued or running: polled until it ends. */
export const isImportActive = (i: Import) => i.status === 'queued' || i.status === 'running';

export function importsQuery() {
  return { queryKey: importsKey, queryFn: () => call(importsApi.list).then((r) => r.imports) };
}

/** The user's imports, newest first; polled every 2 s while one runs (live events usually come first). */
export function useImports(enabled = true) {
  return useQuery({ ...importsQuery(), enabled, refetchInterval: (q) => (q.state.data?.some(isImportActive) ? 2000 : false) });
}

/** One import, polled every 2 s until it has ended (live `import` events usually come first). */
export function useImport(id: string | null) {
  return useQuery({
    queryKey: importKey(id ?? ''),
    queryFn: () => call(importsApi.get, { params: { id: id! } }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && !isImportActive(q.state.data) ? false : 2000),
  });
}

/** Writes an import as the server sent it into its own entry only. */
export function setImportData(queryClient: QueryClient, imp: Import) {
  queryClient.setQueryData(importKey(imp.id), imp);
}

/** Re-reads the imports and the worlds they feed (an import ended or went away); resolves when they are fresh. */
export function refreshImportsAndWorlds(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: importsKey }),
    queryClient.invalidateQueries({ queryKey: worldsKey }),
  ]);
}

/** A live `import` event: the import's entry and its row in the list; when it ended, the imports and worlds are re-read. */
export function storeImport(queryClient: QueryClient, imp: Import) {
  setImportData(queryClient, imp);
  queryClient.setQueryData<Import[]>(importsKey, (list) => (list ? list.map((i) => (i.id === imp.id ? imp : i)) : list));
  if (imp.status === 'done' || imp.status === 'failed') void refreshImportsAndWorlds(queryClient);
}

/** A new import (e.g. a Matrix room added to the world): its entry, and the list re-read. */
export function addImport(queryClient: QueryClient, imp: Import) {
  setImportData(queryClient, imp);
  void queryClient.invalidateQueries({ queryKey: importsKey, exact: true });
}
