/**
 * Outliner data (/beta/appflowy, /beta/appflowy-cloud): the page list, search,
 * backlinks, import and AI suggestions over REST; page content goes over the live
 * socket (hooks/use-outline-doc.ts). Mutations invalidate by key.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { outlineApi } from '../../../contract/endpoints/outline';
import type {
  CreateOutlinePageBody,
  ImportOutlineBody,
  OutlineAiBody,
  OutlineFormat,
  OutlineScope,
  UpdateOutlinePageBody,
} from '../../../contract/outline';
import { call, endpointUrl } from '../../lib/api';

export const outlineKey = ['outline'] as const;
export const pagesKey = (scope: OutlineScope) => ['outline', 'pages', scope] as const;

export function usePages(scope: OutlineScope) {
  return useQuery({
    queryKey: pagesKey(scope),
    queryFn: async () => (await call(outlineApi.pages, { query: { scope } })).pages,
  });
}

export function useBacklinks(pageId: string | null) {
  return useQuery({
    queryKey: ['outline', 'backlinks', pageId],
    queryFn: () => call(outlineApi.backlinks, { params: { id: pageId ?? '' } }),
    enabled: pageId !== null,
    staleTime: 10_000,
  });
}

export function useSearch(q: string, scope: OutlineScope) {
  const trimmed = q.trim();
  return useQuery({
    queryKey: ['outline', 'search', scope, trimmed],
    queryFn: () => call(outlineApi.search, { query: { scope, q: trimmed } }),
    enabled: trimmed.length > 0,
    placeholderData: (prev) => prev,
    // The server refreshes a page's search text shortly after an edit is stored, so a search
    // typed right after writing may run before it: keep the open search fresh instead of
    // caching that first answer for ever (the app's default staleTime is Infinity).
    staleTime: 0,
    refetchInterval: 3000,
  });
}

export function useCreatePage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOutlinePageBody) => call(outlineApi.createPage, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: outlineKey }),
  });
}

export function useUpdatePage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateOutlinePageBody & { id: string }) => call(outlineApi.updatePage, { params: { id }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: outlineKey }),
  });
}

export function useDeletePage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(outlineApi.deletePage, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: outlineKey }),
  });
}

export function useImportOutline() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportOutlineBody) => call(outlineApi.importPage, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: outlineKey }),
  });
}

export function useBranchSuggestion() {
  return useMutation({
    mutationFn: ({ pageId, ...body }: OutlineAiBody & { pageId: string }) => call(outlineApi.ai, { params: { id: pageId }, body }),
  });
}

export const exportUrl = (pageId: string, format: OutlineFormat) => endpointUrl(outlineApi.exportPage, { params: { id: pageId }, query: { format } });
