import fs from 'node:fs/promises';
import { jsonParser } from 'stream-json/core/parser.js';
import { IMPORT_KINDS_TEXT } from '../../../../contract/worlds';
import { runUserText, userTextOwner } from '../../../platform/user-text-thread';
import type { GoogleLayout } from './google-location';
import { PHOTO_MIMES, PHOTO_NAME } from './photo-types';
import type { ImportSource } from './types';
import { ImportFormatError } from './types';
import { READERS } from './readers';
import { decodeHead } from './text-encoding';
import { firstMessageFields, isTelegramMessage } from './telegram';
import { looksLikeWhatsApp } from './whatsapp';
import type { ZipArchive } from './zip';
import { entryChunks, openZip } from './zip';

/** What a refusal says Mnemo reads: the contract's list, which the upload page shows too. */
export const EXPECTED = `Mnemo reads ${IMPORT_KINDS_TEXT}`;

const HEAD_BYTES = 64 * 1024;

async function head(path: string, bytes = HEAD_BYTES): Promise<Buffer> {
  const file = await fs.open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * The start of a text as a string, decoded as the parsers will decode it (UTF-8, UTF-16,
 * a code page: text-encoding.ts), without a BOM and without a cut character at the end.
 */
function text(bytes: Buffer): string {
  return decodeHead(bytes);
}

const isZip = (b: Buffer) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && (b[2] === 3 || b[2] === 5) && (b[3] === 4 || b[3] === 6);

/** The chat text inside a WhatsApp zip: `_chat.txt` (iOS) or "WhatsApp Chat with X.txt" (Android). */
export function whatsAppEntry(zip: ZipArchive) {
  const texts = zip.entries.filter((e) => /\.txt$/i.test(e.name));
  return (
    texts.find((e) => /(^|\/)_chat\.txt$/i.test(e.name)) ??
    texts.find((e) => /(^|\/)WhatsApp[^/]*\.txt$/i.test(e.name)) ??
    (texts.length === 1 ? texts[0] : undefined)
  );
}

export async function entryHead(zip: ZipArchive, entry: ZipArchive['entries'][number]): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  const stream = await zip.open(entry);
  for await (const chunk of entryChunks(stream, entry.name)) {
    parts.push(chunk);
    size += chunk.length;
    if (size >= HEAD_BYTES) break;
  }
  stream.destroy();
  return Buffer.concat(parts).subarray(0, HEAD_BYTES);
}

/** A Telegram Desktop export folder, zipped: its `result.json`. */
export function telegramEntry(zip: ZipArchive) {
  return zip.entries.find((e) => /(^|\/)result\.json$/i.test(e.name));
}

/**
 * Detection reads at most this many `.json` heads of one archive (64 KB each), likely
 * location files first: a zip of 50,000 small JSON entries is not read whole to say what
 * it is (#25). The parser, in its worker, still looks at every entry.
 */
export const MAX_DETECT_JSON_ENTRIES = 500;
const LOCATION_NAME = /location|timeline|records|semantic/i;

function isCandidate(name: string): boolean {
  if (!/\.json$/i.test(name) || /(^|\/)(Settings|Timeline Edits|Encrypted Backups)\.json$/i.test(name)) return false;
  // Google Photos sidecars ("IMG_1.JPG.json"): thousands of them, never location history.
  return !/\.(jpe?g|png|heic|heif|webp|avif|gif|mp4|mov|3gp)(\.supplemental-metadata)?\.json$/i.test(name);
}

/** The location files of a Google Takeout zip (or a zip of them), in archive order. */
export async function googleEntries(zip: ZipArchive): Promise<Array<{ entry: ZipArchive['entries'][number]; layout: GoogleLayout }>> {
  const out: Array<{ entry: ZipArchive['entries'][number]; layout: GoogleLayout }> = [];
  for (const entry of zip.entries) {
    if (!isCandidate(entry.name)) continue;
    const layout = googleLayout(text(await entryHead(zip, entry)));
    if (layout) out.push({ entry, layout });
  }
  return out;
}

/** Whether the zip holds a location file: stops at the first, reads at most MAX_DETECT_JSON_ENTRIES heads. */
async function hasGoogleEntry(zip: ZipArchive): Promise<boolean> {
  const candidates = zip.entries.filter((e) => isCandidate(e.name));
  const likely = [...candidates.filter((e) => LOCATION_NAME.test(e.name)), ...candidates.filter((e) => !LOCATION_NAME.test(e.name))];
  for (const entry of likely.slice(0, MAX_DETECT_JSON_ENTRIES)) if (googleLayout(text(await entryHead(zip, entry)))) return true;
  return false;
}

async function detectZip(path: string): Promise<ImportSource> {
  const zip = await openZip(path);
  try {
    for (const reader of READERS) if (reader.detectZip && (await reader.detectZip(zip))) return reader.source;
    const chat = whatsAppEntry(zip);
    if (chat && looksLikeWhatsApp(text(await entryHead(zip, chat)))) return 'whatsapp';
    const telegram = telegramEntry(zip);
    if (telegram && isTelegram(text(await entryHead(zip, telegram)))) return 'telegram';
    if (await hasGoogleEntry(zip)) return 'google-location';
    const photos = zip.entries.filter((e) => PHOTO_NAME.test(e.name));
    if (photos.length) {
      const type = await (await import('file-type')).fileTypeFromBuffer(await entryHead(zip, photos[0]!));
      if (type && PHOTO_MIMES.has(type.mime)) return 'photos';
    }
    const names = zip.entries.filter((e) => !e.name.endsWith('/')).map((e) => e.name);
    const held = names.length ? ` (it holds ${names.length} ${names.length === 1 ? 'file' : 'files'}: ${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''})` : ' (it is empty)';
    throw new ImportFormatError(`This zip archive holds no chat, photos or location history${held}. ${EXPECTED}.`);
  } finally {
    zip.close();
  }
}

const LINE_BREAKS = new Set(['\n', '\r', '\u2028', '\u2029']);

/**
 * Where the JSON string opening at `open` ends (the index after its closing quote), or
 * where it fails: `{ end: -1, failAt }`, at the end of the text or at a backslash before a
 * line break. Linear: each character is read once.
 */
function skipString(s: string, open: number): { end: number; failAt: number } {
  for (let i = open + 1; i < s.length; i++) {
    const c = s[i];
    if (c === '"') return { end: i + 1, failAt: -1 };
    if (c === '\\') {
      if (i + 1 >= s.length || LINE_BREAKS.has(s[i + 1]!)) return { end: -1, failAt: i };
      i++;
    }
  }
  return { end: -1, failAt: s.length };
}

/**
 * Top-level keys, and the keys of a top-level array's first element, seen in a JSON's start.
 * A hand-written scanner, not a global regex: the old `/"((?:[^"\\]|\\.)*)"(\s*:)?|[{}[\]]/g`
 * rescanned an unterminated string from each escaped quote inside it, quadratic on `{"`
 * and 64 KB of `\"` (#25: ten such zip entries held the event loop for 23 s). It reads
 * what that regex read: brackets count outside strings, and inside a string that never
 * ends (a head cut mid-string), as the regex then retried from the next character.
 */
export function jsonShape(start: string): { array: boolean; keys: Set<string>; firstKeys: Set<string> } {
  const array = start.trimStart().startsWith('[');
  const keys = new Set<string>();
  const firstKeys = new Set<string>();
  let depth = 0;
  let firstDone = false;
  // Up to here a string failed to end: its quotes start no string, its brackets still count.
  let unterminatedUntil = -1;
  for (let i = 0; i < start.length; i++) {
    const c = start[i];
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (array && depth === 1) firstDone = true;
    } else if (c === '"' && i >= unterminatedUntil) {
      const { end, failAt } = skipString(start, i);
      if (end < 0) {
        unterminatedUntil = failAt;
        continue;
      }
      let j = end;
      while (j < start.length && /\s/.test(start[j]!)) j++;
      if (start[j] === ':') {
        const key = start.slice(i + 1, end - 1);
        if (!array && depth === 1) keys.add(key);
        if (array && depth === 2 && !firstDone) firstKeys.add(key);
        i = j;
      } else i = end - 1;
    }
  }
  return { array, keys, firstKeys };
}

/** Which Google layout a JSON start is, if any. */
export function googleLayout(start: string): GoogleLayout | undefined {
  const { array, keys, firstKeys } = jsonShape(start);
  if (array) {
    const timeline = ['visit', 'activity', 'timelinePath', 'timelineMemory'].some((k) => firstKeys.has(k));
    return timeline && (firstKeys.has('startTime') || firstKeys.has('endTime')) ? 'timeline-ios' : undefined;
  }
  if (keys.has('locations')) return 'records';
  if (keys.has('timelineObjects')) return 'semantic';
  if (keys.has('semanticSegments') || keys.has('rawSignals') || keys.has('userLocationProfile')) return 'timeline-android';
  return undefined;
}

function isTelegram(start: string): boolean {
  const { array, keys } = jsonShape(start);
  if (array) return false;
  if (keys.has('messages') && (keys.has('type') || keys.has('name') || keys.has('id'))) return true;
  // The minimal single chat (only "messages"): its first entry must be a Telegram message.
  if (keys.has('messages') && isTelegramMessage(firstMessageFields(start))) return true;
  return keys.has('chats') || keys.has('left_chats') || (keys.has('personal_information') && keys.has('about'));
}

/**
 * Tells what a file is by its content (the name only breaks no ties): a zip by its
 * entries, an image by its magic bytes, JSON by its keys, a chat by its first lines.
 * Throws ImportFormatError naming what was expected.
 */
export async function detectImportSource(path: string, fileName: string): Promise<ImportSource> {
  const start = await head(path);
  if (start.length === 0) throw new ImportFormatError(`"${fileName}" is empty. ${EXPECTED}.`);
  if (isZip(start)) return detectZip(path);
  const type = await (await import('file-type')).fileTypeFromBuffer(start);
  if (type && PHOTO_MIMES.has(type.mime)) return 'photos';
  const body = text(start);
  const first = body.trimStart()[0];
  for (const reader of READERS) if (reader.detectText?.(body, fileName)) return reader.source;
  // Before JSON: an iOS chat starts with "[" too.
  if (looksLikeWhatsApp(body)) return 'whatsapp';
  if (first === '{' || first === '[') {
    if (isTelegram(body)) return 'telegram';
    if (googleLayout(body)) return 'google-location';
  }
  // file-type names XML by its prolog: describeText names its root element.
  const what = type && type.ext !== 'xml' ? `${/^[AEFHILMNORSX]/.test(type.ext.toUpperCase()) ? 'an' : 'a'} ${type.ext.toUpperCase()} file` : describeText(body);
  throw new ImportFormatError(`"${fileName}" is ${what}. ${EXPECTED}.`);
}

/** Up to `n` characters of a line, for a refusal. */
const clip = (line: string, n = 80) => (line.length > n ? `${line.slice(0, n)}…` : line);
const quoteList = (keys: Iterable<string>) => {
  const all = [...keys];
  return all.slice(0, 8).map((k) => `"${clip(k, 40)}"`).join(', ') + (all.length > 8 ? ', …' : '');
};

/** Whether a text is the start of a JSON document (cut anywhere): stream-json's tokenizer reads it without an error. */
export function isJsonStart(start: string): boolean {
  const first = start.trimStart()[0];
  if (first !== '{' && first !== '[') return false;
  try {
    jsonParser({ packValues: true, streamValues: false })(start);
    return true;
  } catch {
    return false;
  }
}

/**
 * What an unrecognised file looks like, for its refusal: JSON (only when it parses as
 * JSON) with its keys, an HTML page, XML, a Markdown document, a CSV table, binary data, or
 * text in an unknown chat layout with its first line.
 */
export function describeText(body: string): string {
  const trimmed = body.trimStart();
  const lines = trimmed.split(/\r\n|\r|\n/, 3);
  const firstLine = lines[0] ?? '';
  if (isJsonStart(trimmed)) {
    const { array, keys, firstKeys } = jsonShape(trimmed);
    if (array) return firstKeys.size ? `a JSON list of objects with the keys ${quoteList(firstKeys)}` : 'a JSON list of an unknown kind';
    return keys.size ? `JSON with the keys ${quoteList(keys)}` : 'JSON of an unknown kind';
  }
  // JSON lines (one object a line: signal-export's data.json, log exports): the first line's keys.
  if (firstLine.startsWith('{') && lines.length > 1) {
    try {
      const first: unknown = JSON.parse(firstLine);
      if (first && typeof first === 'object' && !Array.isArray(first)) return `JSON lines (one object a line) with the keys ${quoteList(Object.keys(first))}`;
    } catch {
      // Not JSON lines: described below.
    }
  }
  // Control characters (other than tab, line breaks, form feed, escape) are no text's.
  let control = 0;
  const sample = body.slice(0, 4096);
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12 && c !== 27) control++;
  }
  if (control > 0 && (sample.includes('\0') || control * 20 > sample.length)) return 'binary data, not text';
  const lower = trimmed.slice(0, 2048).toLowerCase();
  if (lower.startsWith('<!doctype html') || lower.startsWith('<html') || /^<(head|body|meta|div)\b/.test(lower)) {
    // Telegram Desktop's other export format.
    if (body.includes('<title>Exported Data</title>') || body.includes('class="page_wrap"')) {
      return 'a Telegram HTML export (Mnemo reads the JSON one: in Telegram Desktop, Export chat history with the format "Machine-readable JSON")';
    }
    const title = /<title>([^<]{0,200})<\/title>/i.exec(body.slice(0, 16384))?.[1]?.trim();
    return `an HTML page${title ? ` titled "${clip(title)}"` : ''} that is not an iMessage export`;
  }
  if (trimmed.startsWith('<')) {
    // The root element: the first tag that is not the prolog, a comment or a DOCTYPE.
    let root: string | undefined;
    for (let i = trimmed.indexOf('<'); i >= 0 && i < 4096 && !root; i = trimmed.indexOf('<', i + 1)) {
      root = /^<([A-Za-z_][\w.:-]{0,60})/.exec(trimmed.slice(i, i + 64))?.[1];
    }
    return `XML${root ? ` (a <${root}> document)` : ''} that is not a GPX or KML track`;
  }
  if (/^#{1,6} \S/.test(firstLine) || (firstLine === '---' && trimmed.includes('\n---'))) {
    return `a Markdown document that is not a Signal export; first line: "${clip(firstLine)}"`;
  }
  const columns = csvColumns(lines);
  if (columns) return `a table (CSV) with the columns ${quoteList(columns)}`;
  if (!firstLine.trim()) return 'blank text';
  return `text in an unknown chat layout; first line: "${clip(firstLine)}"`;
}

/** The header cells of a CSV (or semicolon- or tab-separated) table: its first two lines split alike into 3+ cells. */
function csvColumns(lines: string[]): string[] | undefined {
  if (lines.length < 2) return undefined;
  for (const sep of [',', ';', '\t']) {
    const head = lines[0]!.split(sep);
    if (head.length < 3 || lines[1]!.split(sep).length !== head.length) continue;
    return head.map((h) => h.trim().replace(/^"|"$/g, ''));
  }
  return undefined;
}

export { head, text };

/**
 * detectImportSource in the user-text pool (#25): the request handler's detection reads
 * the file's head and a zip's entries off the event loop, within the CPU-time budget; past
 * it the upload fails with a 422 and the server keeps answering.
 */
export function detectImportSourceInWorker(path: string, fileName: string, userId: string): Promise<ImportSource> {
  return runUserText<ImportSource>('detectImportSource', { path, fileName }, { owner: userTextOwner({ userId }) });
}
