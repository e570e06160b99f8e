/**
 * Endpoints of Julia (issue #15 part A): the files workspace (`/api/workspaces/i2sf` and
 * `/api/workspaces/:id/{conversations,messages,files}`, spec §7), the AI dashboard
 * overlay's windows and the deck coach (`/api/julia/...`). The lists answer one page as
 * an array, with the whole count in the TOTAL_COUNT_HEADER header.
 */
import { defineEndpoint } from '../endpoint';
import {
  CoachChatBodySchema,
  CoachChatResponseSchema,
  CoachStateSchema,
  ConversationListSchema,
  CreateFilesWorkspaceBodySchema,
  DeckSchema,
  DeckTextBodySchema,
  FilesWorkspaceListSchema,
  FilesWorkspaceParamsSchema,
  FilesWorkspaceSchema,
  IdParamsSchema,
  OverlayStateSchema,
  PageQuerySchema,
  PostMessageBodySchema,
  PostMessageResponseSchema,
  ShareDeckBodySchema,
  ShareDeckResponseSchema,
  StakeholderBodySchema,
  StakeholderPatchSchema,
  StakeholderSchema,
  WorkspaceFileListSchema,
  WorkspaceFileParamsSchema,
  WorkspaceFileSchema,
} from '../julia';

export const juliaApi = {
  /* ---------- files workspace (spec §7) ---------- */

  /**
   * No body (the spec's call): the user's default workspace, 201 when it was just created
   * and 200 afterwards. A body with `name` creates one (201).
   */
  createFilesWorkspace: defineEndpoint({
    method: 'POST',
    path: '/api/workspaces/i2sf',
    body: CreateFilesWorkspaceBodySchema,
    response: { 200: FilesWorkspaceSchema, 201: FilesWorkspaceSchema },
  }),
  filesWorkspaces: defineEndpoint({
    method: 'GET',
    path: '/api/workspaces/i2sf',
    query: PageQuerySchema,
    response: { 200: FilesWorkspaceListSchema },
  }),
  conversations: defineEndpoint({
    method: 'GET',
    path: '/api/workspaces/:id/conversations',
    params: FilesWorkspaceParamsSchema,
    query: PageQuerySchema,
    response: { 200: ConversationListSchema },
  }),
  /** The message and the AI's reply. */
  postMessage: defineEndpoint({
    method: 'POST',
    path: '/api/workspaces/:id/messages',
    params: FilesWorkspaceParamsSchema,
    body: PostMessageBodySchema,
    response: { 201: PostMessageResponseSchema },
  }),
  files: defineEndpoint({
    method: 'GET',
    path: '/api/workspaces/:id/files',
    params: FilesWorkspaceParamsSchema,
    query: PageQuerySchema,
    response: { 200: WorkspaceFileListSchema },
  }),
  /** Multipart: the file in field FILE_FIELD ('file'). */
  uploadFile: defineEndpoint({
    method: 'POST',
    path: '/api/workspaces/:id/files',
    params: FilesWorkspaceParamsSchema,
    bodyKind: 'multipart',
    response: { 201: WorkspaceFileSchema },
  }),
  /** The file itself, as a download. */
  fileContent: defineEndpoint({
    method: 'GET',
    path: '/api/workspaces/:id/files/:fileId/content',
    params: WorkspaceFileParamsSchema,
    responseKind: 'file',
  }),
  /** 204 when deleted. */
  removeFile: defineEndpoint({
    method: 'DELETE',
    path: '/api/workspaces/:id/files/:fileId',
    params: WorkspaceFileParamsSchema,
    responseKind: 'empty',
  }),

  /* ---------- AI dashboard overlay ---------- */

  overlay: defineEndpoint({ method: 'GET', path: '/api/julia/overlay', response: { 200: OverlayStateSchema } }),
  saveOverlay: defineEndpoint({ method: 'PUT', path: '/api/julia/overlay', body: OverlayStateSchema, response: { 200: OverlayStateSchema } }),
  /** Back to the welcome window. */
  resetOverlay: defineEndpoint({ method: 'DELETE', path: '/api/julia/overlay', response: { 200: OverlayStateSchema } }),

  /* ---------- deck coach ---------- */

  coach: defineEndpoint({ method: 'GET', path: '/api/julia/coach', response: { 200: CoachStateSchema } }),
  resetCoach: defineEndpoint({ method: 'POST', path: '/api/julia/coach/reset', response: { 200: CoachStateSchema } }),
  pasteDeck: defineEndpoint({ method: 'POST', path: '/api/julia/coach/deck/text', body: DeckTextBodySchema, response: { 200: DeckSchema } }),
  /** Multipart: the PDF in field DECK_FIELD ('file'). */
  uploadDeck: defineEndpoint({ method: 'POST', path: '/api/julia/coach/deck', bodyKind: 'multipart', response: { 200: DeckSchema } }),
  reviewDeck: defineEndpoint({ method: 'POST', path: '/api/julia/coach/review', response: { 200: DeckSchema } }),
  chat: defineEndpoint({ method: 'POST', path: '/api/julia/coach/chat', body: CoachChatBodySchema, response: { 201: CoachChatResponseSchema } }),
  addStakeholder: defineEndpoint({
    method: 'POST',
    path: '/api/julia/coach/stakeholders',
    body: StakeholderBodySchema,
    response: { 201: StakeholderSchema },
  }),
  updateStakeholder: defineEndpoint({
    method: 'PATCH',
    path: '/api/julia/coach/stakeholders/:id',
    params: IdParamsSchema,
    body: StakeholderPatchSchema,
    response: { 200: StakeholderSchema },
  }),
  /** 204 when removed. */
  removeStakeholder: defineEndpoint({
    method: 'DELETE',
    path: '/api/julia/coach/stakeholders/:id',
    params: IdParamsSchema,
    responseKind: 'empty',
  }),
  share: defineEndpoint({ method: 'POST', path: '/api/julia/coach/share', body: ShareDeckBodySchema, response: { 200: ShareDeckResponseSchema } }),
} as const;
