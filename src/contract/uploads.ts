/**
 * Uploaded files (data-world imports: chat exports, images, recordings). The server
 * decides the content type from the bytes; the client's file name is kept (sanitized)
 * for display only.
 */
import { z } from 'zod';

export const UPLOADS_PATH = '/api/uploads';
/** Field name of the file in the multipart body of POST /api/uploads. */
export const UPLOAD_FIELD = 'file';
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** What an upload may be, decided from its content: shown in the 415 message too. */
export const UPLOAD_KINDS_TEXT = 'text (.txt, .csv, .json), ZIP archives (chat exports), images and audio recordings';

export const UploadSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
});
export type Upload = z.infer<typeof UploadSchema>;

export const UploadListResponseSchema = z.object({ uploads: z.array(UploadSchema) });
export type UploadListResponse = z.infer<typeof UploadListResponseSchema>;

export const UploadParamsSchema = z.object({ id: z.string().max(100) });

export const TranscribeUploadResponseSchema = z.object({ jobId: z.string() });
export type TranscribeUploadResponse = z.infer<typeof TranscribeUploadResponseSchema>;

/** The result of a finished transcription job. */
export const UploadTranscriptSchema = z.object({
  uploadId: z.string(),
  transcript: z.string(),
  engine: z.string(),
  audioDurationMs: z.number(),
});
export type UploadTranscript = z.infer<typeof UploadTranscriptSchema>;
