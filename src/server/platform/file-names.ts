/** Client-given file names, made safe to show and to put in a Content-Disposition header (never a path). */
const MAX_NAME_CHARS = 200;

/**
 * A display name from the client's: its last path segment, without control characters,
 * quotes or path separators, trimmed, at most 200 characters; 'upload' when nothing is left.
 */
export function sanitizeFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- the control characters are the point
    .replace(/[\u0000-\u001F\u007F"<>|:*?]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const chars = [...cleaned].slice(0, MAX_NAME_CHARS).join('').trim();
  return chars || 'upload';
}

