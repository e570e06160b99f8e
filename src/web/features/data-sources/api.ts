/**
 * Imports and the world summary: queries, the upload (XMLHttpRequest, for its upload
 * progress events, which fetch does not give), deletion, and the live stream's `import`
 * events written straight into the query cache.
 */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UserEvent } from '../../../contract/events';
import { EVENTS_PATH } from '../../../contract/events';
import {
  IMPORT_FIELD,
  IMPORTS_PATH,
  WORLDS_PATH,
  type Import,
  type ImportLimits,
  type ImportListResponse,
  type PeopleResponse,
  type WorldSummary,
} from '../../../contract/worlds';
import { ApiError, apiJson, apiRequest, NetworkError } from '../../lib/api-client';

export const importsKey = ['imports'] as const;
export const importKey = (id: string) => ['imports', id] as const;
export const worldSummaryKey = ['worlds', 'summary'] as const;
export const worldPeopleKey = ['worlds', 'people'] as const;

export function importsQuery() {
  return { queryKey: importsKey, queryFn: () => apiJson<ImportListResponse>('GET', IMPORTS_PATH).then((r) => r.imports) };
}

const isActive = (i: Import) => i.status === 'queued' || i.status === 'running';

/** The user's imports, newest first; polled every 2 s while one runs (live events usually come first). */
export function useImports(enabled = true) {
  return useQuery({ ...importsQuery(), enabled, refetchInterval: (q) => (q.state.data?.some(isActive) ? 2000 : false) });
}

export function useImport(id: string | null) {
  return useQuery({
    queryKey: importKey(id ?? ''),
    queryFn: () => apiJson<Import>('GET', `${IMPORTS_PATH}/${id}`),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && !isActive(q.state.data) ? false : 2000),
  });
}

export const importLimitsKey = ['imports', 'limits'] as const;

/** What the server accepts (GET /api/imports/limits), shown before an upload; it changes only with the server's configuration. */
export function useImportLimits(enabled = true) {
  return useQuery({
    queryKey: importLimitsKey,
    queryFn: () => apiJson<ImportLimits>('GET', `${IMPORTS_PATH}/limits`),
    enabled,
    staleTime: Infinity,
  });
}

export function useWorldSummary(enabled = true) {
  return useQuery({ queryKey: worldSummaryKey, queryFn: () => apiJson<WorldSummary>('GET', `${WORLDS_PATH}/summary`), enabled });
}

export function useWorldPeople(enabled = true) {
  return useQuery({
    queryKey: worldPeopleKey,
    queryFn: () => apiJson<PeopleResponse>('GET', `${WORLDS_PATH}/people`).then((r) => r.people),
    enabled,
  });
}

function storeImport(queryClient: QueryClient, imp: Import) {
  queryClient.setQueryData(importKey(imp.id), imp);
  queryClient.setQueryData<Import[]>(importsKey, (list) => (list ? list.map((i) => (i.id === imp.id ? imp : i)) : list));
  if (imp.status === 'done' || imp.status === 'failed') {
    void queryClient.invalidateQueries({ queryKey: importsKey });
    void queryClient.invalidateQueries({ queryKey: ['worlds'] });
  }
}

/** Listens to GET /api/events while mounted and keeps imports in the cache up to date. */
export function useImportEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(EVENTS_PATH, { withCredentials: true });
    const onImport = (e: MessageEvent<string>) => {
      try {
        const event = JSON.parse(e.data) as UserEvent;
        if (event.type === 'import') storeImport(queryClient, event.import);
      } catch {
        /* a malformed hint: the polling catches up */
      }
    };
    source.addEventListener('import', onImport as EventListener);
    return () => source.close();
  }, [enabled, queryClient]);
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * POST /api/imports with the file, reporting upload progress. Resolves with the import
 * (202); rejects with an ApiError carrying the server's message (415 names what is expected).
 */
export function uploadImport(file: File, onProgress: (p: UploadProgress) => void, signal?: AbortSignal): Promise<Import> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    xhr.open('POST', `${IMPORTS_PATH}${zone ? `?timeZone=${encodeURIComponent(zone)}` : ''}`);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : file.size });
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      if (xhr.status === 202) return resolve(body as Import);
      const b = (body ?? {}) as { code?: string; message?: string };
      reject(new ApiError(xhr.status, `${xhr.status}: ${xhr.responseText}`, b.code ?? 'http_error', b.message, body));
    };
    xhr.onerror = () => reject(new NetworkError(new Error('The upload did not reach the server.')));
    xhr.onabort = () => reject(new NetworkError(new Error('The upload was cancelled.')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(IMPORT_FIELD, file, file.name);
    xhr.send(form);
  });
}

export function useDeleteImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${IMPORTS_PATH}/${id}`),
    meta: { errorFallback: 'Could not delete the import.' },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: importsKey });
      void queryClient.invalidateQueries({ queryKey: ['worlds'] });
    },
  });
}
