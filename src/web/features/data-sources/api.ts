/**
 * The data sources pages' own data: the import limits, the people of the user's world, the
 * upload (XMLHttpRequest, for its upload progress events, which fetch does not give),
 * deletion, and the live channel's `import` events written straight into the query cache.
 * The imports' keys and queries, and the world summary, are shared (lib/queries/).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '../../../contract/endpoint';
import { importsApi } from '../../../contract/endpoints/imports';
import { IMPORT_FIELD } from '../../../contract/worlds';
import { call, endpointUrl } from '../../lib/api';
import { ApiError, NetworkError } from '../../lib/api-client';
import { useLiveEvent } from '../../lib/live';
import { importLimitsKey, refreshImportsAndWorlds, storeImport } from '../../lib/queries/imports';
import { worldPeopleQuery } from '../../lib/queries/worlds';


/** What the server accepts (GET /api/imports/limits), shown before an upload; it changes only with the server's configuration. */
export function useImportLimits(enabled = true) {
  return useQuery({
    queryKey: importLimitsKey,
    queryFn: () => call(importsApi.limits),
    enabled,
    staleTime: Infinity,
  });
}

/** The own world's people: the same cache entry as the social world's (lib/queries/worlds.ts). */
export function useWorldPeople(enabled = true) {
  return useQuery({ ...worldPeopleQuery(), enabled, select: (r) => r.people });
}

/** Listens to the live channel's `import` events while mounted and keeps imports in the cache up to date. */
export function useImportEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useLiveEvent('import', (event) => storeImport(queryClient, event.import), enabled);
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * POST /api/imports with the file, reporting upload progress. Resolves with the import
 * (202); rejects with an ApiError carrying the server's message (415 names what is expected).
 */
export function uploadImport(file: File, onProgress: (p: UploadProgress) => void, signal?: AbortSignal): Promise<ResponseOf<typeof importsApi.create>> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append(IMPORT_FIELD, file, file.name);
    const xhr = new XMLHttpRequest();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    xhr.open('POST', endpointUrl(importsApi.create, { query: { timeZone: zone || undefined }, body: form }));
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
      // The answer of importsApi.create (202), typed by the endpoint; the XHR gives it untyped.
      if (xhr.status === 202) return resolve(body as ResponseOf<typeof importsApi.create>);
      const b = (body ?? {}) as { code?: string; message?: string };
      reject(new ApiError(xhr.status, `${xhr.status}: ${xhr.responseText}`, b.code ?? 'http_error', b.message, body));
    };
    xhr.onerror = () => reject(new NetworkError(new Error('The upload did not reach the server.')));
    xhr.onabort = () => reject(new NetworkError(new Error('The upload was cancelled.')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export function useDeleteImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(importsApi.remove, { params: { id } }),
    meta: { errorFallback: 'Could not delete the import.' },
    onSuccess: () => {
      void refreshImportsAndWorlds(queryClient);
    },
  });
}
