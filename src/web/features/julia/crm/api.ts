/** Fetchers, query options and mutations of /api/julia-crm (contract/julia-crm.ts). */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { juliaCrmApi } from '../../../../contract/endpoints/julia-crm';
import type {
  Contact,
  CreateContactBody,
  CreateInteractionBody,
  CreateRoundBody,
  FounderProfile,
  InvestorSearchInput,
  SetRoundEntryBody,
  UpdateContactBody,
} from '../../../../contract/julia-crm';
import { call, endpointUrl } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../ui/use-toast';

export const juliaSummaryQuery = () =>
  queryOptions({ queryKey: ['julia-crm', 'summary'] as const, queryFn: () => call(juliaCrmApi.summary) });

export const investorsQuery = (params: InvestorSearchInput) =>
  queryOptions({
    queryKey: ['julia-crm', 'investors', params] as const,
    queryFn: () => call(juliaCrmApi.investors, { query: params }),
    placeholderData: keepPreviousData,
  });

export const investorQuery = (id: string) =>
  queryOptions({ queryKey: ['julia-crm', 'investor', id] as const, queryFn: () => call(juliaCrmApi.investor, { params: { id } }) });

export const exportUrl = (params: InvestorSearchInput) => {
  const { page: _p, pageSize: _s, ...rest } = params;
  return endpointUrl(juliaCrmApi.exportInvestors, { query: rest });
};

export const previewImport = (csv: string) => call(juliaCrmApi.previewImport, { body: { csv } });

export const contactsQuery = () =>
  queryOptions({
    queryKey: ['julia-crm', 'contacts'] as const,
    // The board shows every contact: a founder's CRM holds tens to a few hundred people.
    queryFn: async () => {
      const items: Contact[] = [];
      for (let page = 1; page < 20; page++) {
        const res = await call(juliaCrmApi.contacts, { query: { pageSize: 100, page } });
        items.push(...res.items);
        if (items.length >= res.total || res.items.length === 0) break;
      }
      return items;
    },
  });

export const interactionsQuery = (contactId: string) =>
  queryOptions({
    queryKey: ['julia-crm', 'interactions', contactId] as const,
    queryFn: () => call(juliaCrmApi.interactions, { params: { id: contactId }, query: { pageSize: 100 } }),
  });

export const contactRoundsQuery = (contactId: string) =>
  queryOptions({
    queryKey: ['julia-crm', 'contact-rounds', contactId] as const,
    queryFn: () => call(juliaCrmApi.contactRounds, { params: { id: contactId }, query: { pageSize: 100 } }),
  });

export const roundsQuery = () =>
  queryOptions({ queryKey: ['julia-crm', 'rounds'] as const, queryFn: () => call(juliaCrmApi.rounds, { query: { pageSize: 100 } }) });

export const roundEntriesQuery = (roundId: string) =>
  queryOptions({
    queryKey: ['julia-crm', 'round-entries', roundId] as const,
    queryFn: () => call(juliaCrmApi.roundEntries, { params: { id: roundId }, query: { pageSize: 100 } }),
  });

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['julia-crm'] });
}

export function useUpdateNote() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, privateNote }: { id: string; privateNote: string }) => call(juliaCrmApi.updateInvestor, { params: { id }, body: { privateNote } }),
    onSuccess: invalidate,
  });
}

export function useImportInvestors() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (csv: string) => call(juliaCrmApi.importInvestors, { body: { csv } }),
    onSuccess: invalidate,
  });
}

/** Loads the sample dataset (investors, contacts, rounds), every row labelled Sample. */
export function useLoadSample() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => call(juliaCrmApi.loadSample),
    onSuccess: invalidate,
    onError: (err) => toast({ title: 'Could not add the sample data', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
  });
}

/** Removes every sample row; the user's own and imported rows stay. */
export function useRemoveSample() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => call(juliaCrmApi.removeSample),
    onSuccess: invalidate,
    onError: (err) => toast({ title: 'Could not remove the sample data', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
  });
}

export const founderProfileQuery = () =>
  queryOptions({ queryKey: ['julia-crm', 'profile'] as const, queryFn: () => call(juliaCrmApi.profile) });

/** Saves the founder profile: every match score is recomputed from it. */
export function useSaveProfile() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: FounderProfile) => call(juliaCrmApi.saveProfile, { body }), onSuccess: invalidate });
}

export function useDeleteProfile() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: () => call(juliaCrmApi.deleteProfile), onSuccess: invalidate });
}

export function useCreateContact() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: CreateContactBody) => call(juliaCrmApi.createContact, { body }), onSuccess: invalidate });
}

/** Moves/edits a contact; the board updates at once and rolls back if the server refuses. */
export function useUpdateContact() {
  const qc = useQueryClient();
  const key = contactsQuery().queryKey;
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateContactBody & { id: string }) => call(juliaCrmApi.updateContact, { params: { id }, body }),
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
  return useMutation({ mutationFn: (id: string) => call(juliaCrmApi.deleteContact, { params: { id } }), onSuccess: invalidate });
}

export function useLogInteraction(contactId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateInteractionBody) => call(juliaCrmApi.logInteraction, { params: { id: contactId }, body }),
    onSuccess: invalidate,
  });
}

export function useCreateRound() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: CreateRoundBody) => call(juliaCrmApi.createRound, { body }), onSuccess: invalidate });
}

export function useSetRoundEntry() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ roundId, contactId, ...body }: SetRoundEntryBody & { roundId: string; contactId: string }) =>
      call(juliaCrmApi.setRoundEntry, { params: { id: roundId, contactId }, body }),
    onSuccess: invalidate,
  });
}

export function useRemoveRoundEntry() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ roundId, contactId }: { roundId: string; contactId: string }) => call(juliaCrmApi.removeRoundEntry, { params: { id: roundId, contactId } }),
    onSuccess: invalidate,
  });
}
