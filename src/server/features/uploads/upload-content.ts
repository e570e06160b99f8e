/**
 * What an upload is, decided from its bytes (magic numbers via file-type), never from
 * the client's name or Content-Type; and the file name made safe to show and to put in
 * a Content-Disposition header. Plain text has no magic number: it is accepted when it
 * is valid UTF-8 without control characters.
 */
import { UPLOAD_KINDS_TEXT } from '../../../contract/uploads';
import { BadRequestError, UnsupportedMediaTypeError } from '../../errors';

/** Containers a recording comes in that file-type names video/* (browser MediaRecorder: WebM). */
const RECORDING_CONTAINERS = new Set(['video/webm', 'video/ogg', 'video/mp4', 'video/x-matroska']);

function allowedDetected(mime: string): boolean {
  return mime.startsWith('image/') || mime.startsWith('audio/') || mime === 'application/zip' || RECORDING_CONTAINERS.has(mime);
}

/** Whether an upload of this (stored) content type can be transcribed. */
export function isRecording(contentType: string): boolean {
  return contentType.startsWith('audio/') || RECORDING_CONTAINERS.has(contentType);
}

// eslint-disable-next-line no-control-regex -- the control characters are the point
const BINARY_CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

/** The stored content type of `bytes`; 400 when empty, 415 when not one of the accepted kinds. */
export async function detectContentType(bytes: Buffer, fileName: string): Promise<string> {
  if (bytes.length === 0) throw new BadRequestError('The file is empty.', 'empty_file');
  const detected = await (await import('file-type')).fileTypeFromBuffer(bytes);
  if (detected) {
    if (allowedDetected(detected.mime)) return detected.mime;
    throw new UnsupportedMediaTypeError(`This kind of file (${detected.ext}) cannot be uploaded. Accepted: ${UPLOAD_KINDS_TEXT}.`);
  }
  let textContent: string;
  try {
    textContent = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    textContent = '\u0000';
  }
  if (BINARY_CONTROL.test(textContent)) {
    throw new UnsupportedMediaTypeError(`This file is not a recognized kind. Accepted: ${UPLOAD_KINDS_TEXT}.`);
  }
  const lower = fileName.toLowerCase();
  const trimmed = textContent.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      JSON.parse(textContent);
      return 'application/json';
    } catch {
      /* text that looks like JSON but is not: plain text */
    }
  }
  if (lower.endsWith('.csv')) return 'text/csv; charset=utf-8';
  return 'text/plain; charset=utf-8';
}

export { sanitizeFileName } from '../../platform/file-names';

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 / 8187); see platform/user-files.ts. */
export { contentDisposition as attachmentDisposition } from '../../platform/user-files';
