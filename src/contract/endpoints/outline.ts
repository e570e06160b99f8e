/** Endpoints of the outliner (issue #17 part B, ADR 037); page content travels over the live socket. */
import { defineEndpoint } from '../endpoint';
import {
  CreateOutlinePageBodySchema,
  ExportOutlineQuerySchema,
  ImportOutlineBodySchema,
  OUTLINE_SOCKET_PATH,
  OutlineAiBodySchema,
  OutlineAiResponseSchema,
  OutlineBacklinksResponseSchema,
  OutlineListQuerySchema,
  OutlineOkSchema,
  OutlinePageListSchema,
  OutlinePageParamsSchema,
  OutlinePageSchema,
  OutlineSearchQuerySchema,
  OutlineSearchResponseSchema,
  UpdateOutlinePageBodySchema,
} from '../outline';

export const outlineApi = {
  pages: defineEndpoint({
    method: 'GET',
    path: '/api/outline/pages',
    query: OutlineListQuerySchema,
    response: { 200: OutlinePageListSchema },
  }),
  createPage: defineEndpoint({
    method: 'POST',
    path: '/api/outline/pages',
    body: CreateOutlinePageBodySchema,
    response: { 201: OutlinePageSchema },
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/api/outline/pages/:id',
    params: OutlinePageParamsSchema,
    response: { 200: OutlinePageSchema },
  }),
  updatePage: defineEndpoint({
    method: 'PATCH',
    path: '/api/outline/pages/:id',
    params: OutlinePageParamsSchema,
    body: UpdateOutlinePageBodySchema,
    response: { 200: OutlinePageSchema },
  }),
  deletePage: defineEndpoint({
    method: 'DELETE',
    path: '/api/outline/pages/:id',
    params: OutlinePageParamsSchema,
    response: { 200: OutlineOkSchema },
  }),
  backlinks: defineEndpoint({
    method: 'GET',
    path: '/api/outline/pages/:id/backlinks',
    params: OutlinePageParamsSchema,
    response: { 200: OutlineBacklinksResponseSchema },
  }),
  /** The page as a Markdown or OPML download. */
  exportPage: defineEndpoint({
    method: 'GET',
    path: '/api/outline/pages/:id/export',
    params: OutlinePageParamsSchema,
    query: ExportOutlineQuerySchema,
    responseKind: 'file',
  }),
  importPage: defineEndpoint({
    method: 'POST',
    path: '/api/outline/import',
    body: ImportOutlineBodySchema,
    response: { 201: OutlinePageSchema },
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/api/outline/search',
    query: OutlineSearchQuerySchema,
    response: { 200: OutlineSearchResponseSchema },
  }),
  ai: defineEndpoint({
    method: 'POST',
    path: '/api/outline/pages/:id/ai',
    params: OutlinePageParamsSchema,
    body: OutlineAiBodySchema,
    response: { 200: OutlineAiResponseSchema },
  }),
  /** The live documents' WebSocket (Yjs over Hocuspocus, outline-live.ts); a plain GET answers 426. */
  live: defineEndpoint({ method: 'GET', path: OUTLINE_SOCKET_PATH, responseKind: 'websocket' }),
} as const;
