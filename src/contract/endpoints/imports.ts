/** Endpoints of the imports: exports uploaded for the data worlds, and their jobs. */
import { defineEndpoint } from '../endpoint';
import { CreateImportQuerySchema, ImportLimitsSchema, ImportListResponseSchema, ImportParamsSchema, ImportSchema } from '../worlds';

export const importsApi = {
  /** What this server accepts (shown before an upload). */
  limits: defineEndpoint({ method: 'GET', path: '/api/imports/limits', response: { 200: ImportLimitsSchema } }),
  /** Multipart: the export file in field IMPORT_FIELD ('file'); 202 with the queued import. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/imports',
    query: CreateImportQuerySchema,
    bodyKind: 'multipart',
    response: { 202: ImportSchema },
  }),
  list: defineEndpoint({ method: 'GET', path: '/api/imports', response: { 200: ImportListResponseSchema } }),
  get: defineEndpoint({ method: 'GET', path: '/api/imports/:id', params: ImportParamsSchema, response: { 200: ImportSchema } }),
  /** 204 when deleted. */
  remove: defineEndpoint({ method: 'DELETE', path: '/api/imports/:id', params: ImportParamsSchema, responseKind: 'empty' }),
} as const;
