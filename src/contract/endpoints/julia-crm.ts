/**
 * Endpoints of /api/julia-crm: the investor database and the CRM of /julia.ai/database and
 * /julia.ai/crm (the signed-in user's own rows).
 */
import { defineEndpoint } from '../endpoint';
import {
  ContactListQuerySchema,
  ContactPageSchema,
  ContactRoundsSchema,
  ContactSchema,
  CreateContactBodySchema,
  CreateInteractionBodySchema,
  CreateRoundBodySchema,
  FounderProfileAnswerSchema,
  FounderProfileSchema,
  IdParamsSchema,
  ImportBodySchema,
  ImportPreviewSchema,
  ImportResultSchema,
  InteractionPageSchema,
  InteractionSchema,
  InvestorCsvSchema,
  InvestorExportQuerySchema,
  InvestorPageSchema,
  InvestorSchema,
  InvestorSearchQuerySchema,
  JuliaSummarySchema,
  OkSchema,
  PageQuerySchema,
  RoundEntryPageSchema,
  RoundEntryParamsSchema,
  RoundEntrySchema,
  RoundPageSchema,
  RoundSchema,
  SetRoundEntryBodySchema,
  UpdateContactBodySchema,
  UpdateInvestorBodySchema,
} from '../julia-crm';

export const juliaCrmApi = {
  summary: defineEndpoint({ method: 'GET', path: '/api/julia-crm/summary', response: { 200: JuliaSummarySchema } }),
  /** Loads the sample dataset (2,847 investors, 25 contacts, 2 rounds), every row marked sample; 409 when it is loaded. */
  loadSample: defineEndpoint({ method: 'POST', path: '/api/julia-crm/sample', response: { 200: JuliaSummarySchema } }),
  /** Removes every sample row and what hangs off it; the user's own and imported rows stay. */
  removeSample: defineEndpoint({ method: 'DELETE', path: '/api/julia-crm/sample', response: { 200: JuliaSummarySchema } }),

  /* ---------- founder profile ---------- */

  profile: defineEndpoint({ method: 'GET', path: '/api/julia-crm/profile', response: { 200: FounderProfileAnswerSchema } }),
  /** Saves the profile and recomputes every investor's match score from it. */
  saveProfile: defineEndpoint({ method: 'PUT', path: '/api/julia-crm/profile', body: FounderProfileSchema, response: { 200: FounderProfileAnswerSchema } }),
  /** Deletes the profile: match scores are null again. */
  deleteProfile: defineEndpoint({ method: 'DELETE', path: '/api/julia-crm/profile', response: { 200: FounderProfileAnswerSchema } }),

  /* ---------- investors ---------- */

  investors: defineEndpoint({
    method: 'GET',
    path: '/api/julia-crm/investors',
    query: InvestorSearchQuerySchema,
    response: { 200: InvestorPageSchema },
  }),
  /** The matching investors as a CSV file (investors.csv, a download). */
  exportInvestors: defineEndpoint({
    method: 'GET',
    path: '/api/julia-crm/investors/export',
    query: InvestorExportQuerySchema,
    response: { 200: InvestorCsvSchema },
    responseKind: 'file',
  }),
  previewImport: defineEndpoint({
    method: 'POST',
    path: '/api/julia-crm/investors/import/preview',
    body: ImportBodySchema,
    response: { 200: ImportPreviewSchema },
  }),
  importInvestors: defineEndpoint({
    method: 'POST',
    path: '/api/julia-crm/investors/import',
    body: ImportBodySchema,
    response: { 200: ImportResultSchema },
  }),
  investor: defineEndpoint({ method: 'GET', path: '/api/julia-crm/investors/:id', params: IdParamsSchema, response: { 200: InvestorSchema } }),
  /** The private note. */
  updateInvestor: defineEndpoint({
    method: 'PATCH',
    path: '/api/julia-crm/investors/:id',
    params: IdParamsSchema,
    body: UpdateInvestorBodySchema,
    response: { 200: InvestorSchema },
  }),

  /* ---------- contacts ---------- */

  contacts: defineEndpoint({ method: 'GET', path: '/api/julia-crm/contacts', query: ContactListQuerySchema, response: { 200: ContactPageSchema } }),
  createContact: defineEndpoint({ method: 'POST', path: '/api/julia-crm/contacts', body: CreateContactBodySchema, response: { 201: ContactSchema } }),
  contact: defineEndpoint({ method: 'GET', path: '/api/julia-crm/contacts/:id', params: IdParamsSchema, response: { 200: ContactSchema } }),
  updateContact: defineEndpoint({
    method: 'PATCH',
    path: '/api/julia-crm/contacts/:id',
    params: IdParamsSchema,
    body: UpdateContactBodySchema,
    response: { 200: ContactSchema },
  }),
  deleteContact: defineEndpoint({ method: 'DELETE', path: '/api/julia-crm/contacts/:id', params: IdParamsSchema, response: { 200: OkSchema } }),
  interactions: defineEndpoint({
    method: 'GET',
    path: '/api/julia-crm/contacts/:id/interactions',
    params: IdParamsSchema,
    query: PageQuerySchema,
    response: { 200: InteractionPageSchema },
  }),
  logInteraction: defineEndpoint({
    method: 'POST',
    path: '/api/julia-crm/contacts/:id/interactions',
    params: IdParamsSchema,
    body: CreateInteractionBodySchema,
    response: { 201: InteractionSchema },
  }),
  /** The rounds this contact is in. */
  contactRounds: defineEndpoint({
    method: 'GET',
    path: '/api/julia-crm/contacts/:id/rounds',
    params: IdParamsSchema,
    query: PageQuerySchema,
    response: { 200: ContactRoundsSchema },
  }),

  /* ---------- rounds ---------- */

  rounds: defineEndpoint({ method: 'GET', path: '/api/julia-crm/rounds', query: PageQuerySchema, response: { 200: RoundPageSchema } }),
  createRound: defineEndpoint({ method: 'POST', path: '/api/julia-crm/rounds', body: CreateRoundBodySchema, response: { 201: RoundSchema } }),
  deleteRound: defineEndpoint({ method: 'DELETE', path: '/api/julia-crm/rounds/:id', params: IdParamsSchema, response: { 200: OkSchema } }),
  roundEntries: defineEndpoint({
    method: 'GET',
    path: '/api/julia-crm/rounds/:id/entries',
    params: IdParamsSchema,
    query: PageQuerySchema,
    response: { 200: RoundEntryPageSchema },
  }),
  /** Puts the contact in the round (or moves it to another stage). */
  setRoundEntry: defineEndpoint({
    method: 'PUT',
    path: '/api/julia-crm/rounds/:id/entries/:contactId',
    params: RoundEntryParamsSchema,
    body: SetRoundEntryBodySchema,
    response: { 200: RoundEntrySchema },
  }),
  removeRoundEntry: defineEndpoint({
    method: 'DELETE',
    path: '/api/julia-crm/rounds/:id/entries/:contactId',
    params: RoundEntryParamsSchema,
    response: { 200: OkSchema },
  }),
} as const;
