/**
 * Uploads (spec §5): text files only (.txt .md .csv .json .js .ts .py), several at once.
 * The first 300 characters are previewed and the first 500 go to the AI; the file
 * itself never leaves the browser.
 */
import { ACCEPTED_FILE_EXTENSIONS, ACCEPTED_FILE_TYPES, BUSINESS_OS } from '../../../../contract/business-os-defaults';
import type { SessionFile } from '../../../../contract/business-os';

export const ACCEPT_ATTRIBUTE = ACCEPTED_FILE_EXTENSIONS.join(',');

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

export function isAcceptedFile(name: string): boolean {
  return (ACCEPTED_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

export function rejectionMessage(names: string[]): string {
  const list = names.map((n) => `"${n}"`).join(', ');
  return `${list} ${names.length === 1 ? 'is not a supported file type' : 'are not supported file types'}. Upload ${ACCEPTED_FILE_EXTENSIONS.join(', ')} files.`;
}

export function toSessionFile(file: { name: string; size: number; type: string }, text: string): SessionFile {
  return {
    name: file.name.slice(0, 300),
    size: file.size,
    type: (file.type || ACCEPTED_FILE_TYPES[extensionOf(file.name) as keyof typeof ACCEPTED_FILE_TYPES] || 'text/plain').slice(0, 120),
    preview: text.slice(0, BUSINESS_OS.filePreviewChars),
    excerpt: text.slice(0, BUSINESS_OS.fileExcerptChars),
  };
}

/** Splits a picked FileList into accepted and refused files. */
export function partitionFiles<F extends { name: string }>(files: readonly F[]): { accepted: F[]; refused: F[] } {
  const accepted: F[] = [];
  const refused: F[] = [];
  for (const f of files) (isAcceptedFile(f.name) ? accepted : refused).push(f);
  return { accepted, refused };
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  return `${Math.round(bytes / 1024)} KB`;
}
