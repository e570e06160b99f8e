/**
 * The one way a user's bytes go back to a browser (an upload, a workspace file, a photo's
 * thumbnail, a recording, an export of their data): `sendUserFile`. Whatever the stored
 * type says, the answer can never run as a page or a script of our origin (ADR 049):
 * - Content-Type is kept only when it is on an allow-list of types a browser does not
 *   execute (raster images, audio, video, plain text, CSV, Markdown, JSON, zip); anything
 *   else (HTML, JavaScript, SVG, XML, PDF, unknown) is `application/octet-stream`, so
 *   `<script src=…>` and `<link rel=stylesheet>` refuse it under nosniff;
 * - `Content-Disposition: attachment` (RFC 6266, `filename*` for non-ASCII names), unless
 *   the caller asks for inline and the type is an image, audio or video the product shows
 *   in `<img>`/`<audio>`; SVG is never inline;
 * - `X-Content-Type-Options: nosniff` and `Content-Security-Policy: sandbox` with
 *   `default-src 'none'`, so a file opened directly gets an opaque origin and loads nothing.
 * NOTE: lint forbids setting Content-Disposition, or a Content-Type that is not a literal,
 * in src/server/features (eslint.config.js), so a new download route comes through here.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Shown in place (the product's `<img>`, `<audio>`, `<video>`): nothing a browser runs. */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'audio/mpeg',
  'audio/mp4',
  'audio/aac',
  'audio/ogg',
  'audio/opus',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/webm',
  'audio/flac',
  'video/webm',
  'video/mp4',
  'video/ogg',
]);

/** Kept as they are on a download (attachment): data formats no browser executes. */
const DOWNLOAD_TYPES = new Set(['text/plain', 'text/csv', 'text/markdown', 'application/json', 'application/zip', ...INLINE_TYPES]);

/** What an /api answer carries already, plus `sandbox`: opened directly, the file runs nothing and has no origin. */
export const USER_FILE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

const essence = (type: string) => type.split(';')[0]!.trim().toLowerCase();

/**
 * The Content-Type a user file is sent with: its own when allow-listed (text with
 * `charset=utf-8`), else `application/octet-stream`; and whether it may be shown inline.
 */
export function userFileType(type: string | null | undefined, wantInline = false): { contentType: string; inline: boolean } {
  const e = essence(type ?? '');
  if (!DOWNLOAD_TYPES.has(e)) return { contentType: 'application/octet-stream', inline: false };
  const contentType = e.startsWith('text/') || e === 'application/json' ? `${e}; charset=utf-8` : e;
  return { contentType, inline: wantInline && INLINE_TYPES.has(e) };
}

/**
 * `attachment` (or `inline`) with an ASCII fallback name and, when the name is not plain
 * ASCII, its UTF-8 form (RFC 6266 / RFC 8187). Control characters never reach the header.
 */
export function contentDisposition(fileName: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  if (ascii === fileName) return `${kind}; filename="${ascii}"`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface UserFile {
  /** The name the browser saves it as (already sanitized for display; made header-safe here). */
  name: string;
  /** The stored type; only allow-listed types survive (see userFileType). */
  type: string | null | undefined;
  body: Buffer | string | Readable;
  /** Length of a stream body, when known. */
  size?: number;
  /** Shown in place when the type allows it (raster images, audio, video); else a download. */
  inline?: boolean;
  /** Defaults to `private, no-store`. */
  cacheControl?: string;
}

/** Sends a user's file with headers that keep it inert on our origin (see the module comment). */
export function sendUserFile(reply: FastifyReply, file: UserFile) {
  const { contentType, inline } = userFileType(file.type, file.inline);
  const size = typeof file.body === 'string' ? Buffer.byteLength(file.body) : Buffer.isBuffer(file.body) ? file.body.length : file.size;
  reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(file.name, inline ? 'inline' : 'attachment'))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', USER_FILE_CSP)
    .header('cache-control', file.cacheControl ?? 'private, no-store');
  if (size !== undefined) reply.header('content-length', String(size));
  return reply.send(file.body);
}
