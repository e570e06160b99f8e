/** Endpoints of uploaded files (data-world imports). */
import { defineEndpoint } from '../endpoint';
import { TranscribeUploadResponseSchema, UploadListResponseSchema, UploadParamsSchema, UploadSchema } from '../uploads';

export const uploadsApi = {
  /** Multipart: the file in field UPLOAD_FIELD ('file'). */
  create: defineEndpoint({ method: 'POST', path: '/api/uploads', bodyKind: 'multipart', response: { 201: UploadSchema } }),
  list: defineEndpoint({ method: 'GET', path: '/api/uploads', response: { 200: UploadListResponseSchema } }),
  get: defineEndpoint({ method: 'GET', path: '/api/uploads/:id', params: UploadParamsSchema, response: { 200: UploadSchema } }),
  /** The file itself, as a download. */
  content: defineEndpoint({ method: 'GET', path: '/api/uploads/:id/content', params: UploadParamsSchema, responseKind: 'file' }),
  /** 204 when deleted. */
  remove: defineEndpoint({ method: 'DELETE', path: '/api/uploads/:id', params: UploadParamsSchema, responseKind: 'empty' }),
  /** Starts a background job (GET /api/jobs/:id follows it). */
  transcribe: defineEndpoint({
    method: 'POST',
    path: '/api/uploads/:id/transcribe',
    params: UploadParamsSchema,
    response: { 202: TranscribeUploadResponseSchema },
  }),
} as const;
