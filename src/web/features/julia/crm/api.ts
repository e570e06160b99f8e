/** Fetchers, query options and mutations of /api/julia-crm (contract/julia-crm.ts). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  JULIA_CRM_PATH,
  type Contact,
  type ContactPage,
  type ContactRounds,
  type CreateContactBody,
  type CreateInteractionBody,
  type CreateRoundBody,
  type ImportPreview,
  type ImportResult,
  type Interaction,
  type InteractionPage,
  type Investor,
  type InvestorPage,
  type InvestorSearchInput,
  type JuliaSummary,
  type Round,
  type RoundEntry,
  type RoundEntryPage,
  type SetRoundEntryBody,
  type UpdateContactBody,
} from '../../../../contract/julia-crm';
import { apiJson, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../ui/use-toast';

/** `?a=1&b=x&b=y` from an object; arrays repeat the key, empty values are left out. */
export function queryString(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    for (const x of Array.isArray(v) ? v : [v]) if (x !== undefined && x !== null && x !== '') q.append(k, String(x));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const juliaSummaryQuery = () =>
  queryOptions({ queryKey: ['julia-crm', 'summary'] as const, queryFn: () => apiJson<JuliaSummary>('GET', `${JULIA_CRM_PATH}/summary`) });

export const investorsQuery = (params: InvestorSearchInput) =>
  queryOptions({
    queryKey: ['julia-crm', 'investors', params] as const,
    queryFn: () => apiJson<InvestorPage>('GET', `${JULIA_CRM_PATH}/investors${queryString(params)}`),
    placeholderData: keepPreviousData,
  });

export const investorQuery = (id: string) =>
  queryOptions({ queryKey: ['julia-crm', 'investor', id] as const, queryFn: () => apiJson<Investor>('GET', `${JULIA_CRM_PATH}/investors/${id}`) });

export const exportUrl = (params: InvestorSearchInput) => {
  const { page: _p, pageSize: _s, ...rest } = params;
  return `${JULIA_CRM_PATH}/investors/export${queryString(rest)}`;
};

export const previewImport = (csv: string) => apiJson<ImportPreview>('POST', `${JULIA_CRM_PATH}/investors/import/preview`, { csv });

export const contactsQuery = () =>
  queryOptions({
    queryKey: ['julia-crm', 'contacts'] as const,
    // The board shows every contact: a founder's CRM holds tens to a few hundred people.
    queryFn: async () => {
      const items: Contact[] = [];
      for (let page = 1; page < 20; page++) {
        const res = await apiJson<ContactPage>('GET', `${JULIA_CRM_PATH}/contacts?pageSize=100&page=${page}`);
        items.push(...res.items);
        if (items.length >= res.total || res.items.length === 0) break;
      }
      return items;
    },
  });

export const interactionsQuery = (contactId: string) =>
  queryOptions({
    queryKey: ['julia-crm', 'interactions', contactId] as const,
    queryFn: () => apiJson<InteractionPage>('GET', `${JULIA_CRM_PATH}/contacts/${contactId}/interactions?pageSize=100`),
  });

export const contactRoundsQuery = (contactId: string) =>
  queryOptions({
    queryKey: ['julia-crm', 'contact-rounds', contactId] as const,
    queryFn: () => apiJson<ContactRounds>('GET', `${JULIA_CRM_PATH}/contacts/${contactId}/rounds?pageSize=100`),
  });

export const roundsQuery = () =>
  queryOptions({ queryKey: ['julia-crm', 'rounds'] as const, queryFn: () => apiJson<{ items: Round[]; total: number }>('GET', `${JULIA_CRM_PATH}/rounds?pageSize=100`) });

export const roundEntriesQuery = (roundId: string) =>
  queryOptions({
    queryKey: ['julia-crm', 'round-entries', roundId] as const,
    queryFn: () => apiJson<RoundEntryPage>('GET', `${JULIA_CRM_PATH}/rounds/${roundId}/entries?pageSize=100`),
  });

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['julia-crm'] });
}

export function useUpdateNote() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, privateNote }: { id: string; privateNote: string }) => apiJson<Investor>('PATCH', `${JULIA_CRM_PATH}/investors/${id}`, { privateNote }),
    onSuccess: invalidate,
  });
}

export function useImportInvestors() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (csv: string) => apiJson<ImportResult>('POST', `${JULIA_CRM_PATH}/investors/import`, { csv }),
    onSuccess: invalidate,
  });
}

export function useResetJulia() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: () => apiJson<JuliaSummary>('POST', `${JULIA_CRM_PATH}/reset`), onSuccess: invalidate });
}

export function useCreateContact() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: CreateContactBody) => apiJson<Contact>('POST', `${JULIA_CRM_PATH}/contacts`, body), onSuccess: invalidate });
}

/** Moves/edits a contact; the board updates at once and rolls back if the server refuses. */
export function useUpdateContact() {
  const qc = useQueryClient();
  const key = contactsQuery().queryKey;
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateContactBody & { id: string }) => apiJson<Contact>('PATCH', `${JULIA_CRM_PATH}/contacts/${id}`, body),
    onMutate: async ({ id, beforeId: _b, ...body }) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<Contact[]>(key);
      if (previous) {
        const maxPos = Math.max(0, ...previous.filter((c) => c.status === body.status).map((c) => c.position));
        qc.setQueryData<Contact[]>(
          key,
          previous.map((c) => (c.id === id ? { ...c, ...body, position: body.status && body.status !== c.status ? maxPos + 1 : c.position } as Contact : c)),
        );
      }
      return { previous };
    },
    onError: (err, _vars, ctx) => {
      if (ctx?.previous) qc.setQueryData(key, ctx.previous);
      toast({ title: 'Could not save the change', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ['julia-crm'] }),
  });
}

export function useDeleteContact() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => apiJson<{ ok: true }>('DELETE', `${JULIA_CRM_PATH}/contacts/${id}`), onSuccess: invalidate });
}

export function useLogInteraction(contactId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateInteractionBody) => apiJson<Interaction>('POST', `${JULIA_CRM_PATH}/contacts/${contactId}/interactions`, body),
    onSuccess: invalidate,
  });
}

export function useCreateRound() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: CreateRoundBody) => apiJson<Round>('POST', `${JULIA_CRM_PATH}/rounds`, body), onSuccess: invalidate });
}

export function useSetRoundEntry() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ roundId, contactId, ...body }: SetRoundEntryBody & { roundId: string; contactId: string }) =>
      apiJson<RoundEntry>('PUT', `${JULIA_CRM_PATH}/rounds/${roundId}/entries/${contactId}`, body),
    onSuccess: invalidate,
  });
}

export function useRemoveRoundEntry() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ roundId, contactId }: { roundId: string; contactId: string }) => apiJson<{ ok: true }>('DELETE', `${JULIA_CRM_PATH}/rounds/${roundId}/entries/${contactId}`),
    onSuccess: invalidate,
  });
}
