/**
 * Outliner data (/beta/appflowy, /beta/appflowy-cloud): the page list, search,
 * backlinks, import and AI suggestions over REST; page content goes over the live
 * socket (hooks/use-outline-doc.ts). Mutations invalidate by key.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OUTLINE_PATH,
  type CreateOutlinePageBody,
  type ImportOutlineBody,
  type OutlineAiBody,
  type OutlineAiResponse,
  type OutlineBacklinksResponse,
  type OutlinePage,
  type OutlinePageList,
  type OutlineScope,
  type OutlineSearchResponse,
  type UpdateOutlinePageBody,
} from '../../../contract/outline';
import { apiJson } from '../../lib/api-client';

export const outlineKey = ['outline'] as const;
export const pagesKey = (scope: OutlineScope) => ['outline', 'pages', scope] as const;

export function usePages(scope: OutlineScope) {
  return useQuery({
    queryKey: pagesKey(scope),
    queryFn: async () => (await apiJson<OutlinePageList>('GET', `${OUTLINE_PATH}/pages?scope=${scope}`)).pages,
  });
}

export function useBacklinks(pageId: string | null) {
  return useQuery({
    queryKey: ['outline', 'backlinks', pageId],
    queryFn: () => apiJson<OutlineBacklinksResponse>('GET', `${OUTLINE_PATH}/pages/${pageId}/backlinks`),
    enabled: pageId !== null,
    staleTime: 10_000,
  });
}

export function useSearch(q: string, scope: OutlineScope) {
  const trimmed = q.trim();
  return useQuery({
    queryKey: ['outline', 'search', scope, trimmed],
    queryFn: () => apiJson<OutlineSearchResponse>('GET', `${OUTLINE_PATH}/search?scope=${scope}&q=${encodeURIComponent(trimmed)}`),
    enabled: trimmed.length > 0,
    placeholderData: (prev) => prev,
  });
}

export function useCreatePage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOutlinePageBody) => apiJson<OutlinePage>('POST', `${OUTLINE_PATH}/pages`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: outlineKey }),
  });
}

export function useUpdatePage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateOutlinePageBody & { id: string }) => apiJson<OutlinePage>('PATCH', `${OUTLINE_PATH}/pages/${id}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: outlineKey }),
  });
}

export function useDeletePage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ ok: true }>('DELETE', `${OUTLINE_PATH}/pages/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: outlineKey }),
  });
}

export function useImportOutline() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportOutlineBody) => apiJson<OutlinePage>('POST', `${OUTLINE_PATH}/import`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: outlineKey }),
  });
}

export function useBranchSuggestion() {
  return useMutation({
    mutationFn: ({ pageId, ...body }: OutlineAiBody & { pageId: string }) =>
      apiJson<OutlineAiResponse>('POST', `${OUTLINE_PATH}/pages/${pageId}/ai`, body),
  });
}

export const exportUrl = (pageId: string, format: 'markdown' | 'opml') => `${OUTLINE_PATH}/pages/${pageId}/export?format=${format}`;
