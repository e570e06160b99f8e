import type { NoteRecord } from './types';
import { ImportFormatError } from './types';
import type { TextEncoding } from './text-encoding';
import { decodeChunks, encodingLabel } from './text-encoding';

export interface ReadLinesOptions {
  /** Hears the size of each chunk of bytes as it is read (progress). */
  onBytes?: (bytes: number) => void;
  /**
   * Hears, after the last line, what the reader has to tell the user about the text: an
   * encoding guessed from the bytes, lines whose bytes were not text in it (kept with
   * U+FFFD). At most two notes.
   */
  onNote?: (note: NoteRecord) => void;
}

/** The longest line read (characters): a chat message is far shorter; a longer one is refused with its line. */
export const MAX_LINE = 1_000_000;

/** Line breaks: LF, CRLF and a lone CR (old Mac files). One alternation, nothing nested. */
const BREAK = /\r\n|\r|\n/;

/**
 * Splits a file's bytes into text lines without holding more than one chunk in memory.
 * The encoding is sniffed from the first 64 KB (UTF-8 with or without BOM, UTF-16 LE/BE,
 * a code page chardet names: see text-encoding.ts); lines end at LF, CRLF or a lone CR
 * and lose it. Yields arrays of lines (one per chunk) because a generator step per line
 * costs more than the parsing itself on million-line files.
 *
 * Bytes that are not text in the file's encoding are kept as U+FFFD and reported through
 * `onNote`; a NUL character fails with its line (binary data, not text).
 * `readLines(chunks, onBytes)` still works.
 */
export async function* readLines(
  chunks: AsyncIterable<Buffer | string>,
  options?: ((bytes: number) => void) | ReadLinesOptions,
): AsyncGenerator<string[]> {
  const { onBytes, onNote } = typeof options === 'function' ? { onBytes: options, onNote: undefined } : (options ?? {});
  let encoding: TextEncoding | undefined;
  /** Text after the last line break, and the offsets of U+FFFD from bad bytes in it. */
  let carry = '';
  let carryBad: number[] = [];
  let lineNo = 0;
  const bad = { lines: 0, first: 0, last: 0 };
  const markBad = (line: number) => {
    if (bad.last === line) return;
    bad.lines++;
    if (!bad.first) bad.first = line;
    bad.last = line;
  };

  for await (const piece of decodeChunks(chunks, { onBytes, onEncoding: (e) => (encoding = e) })) {
    const s = carry + piece.text;
    const offsets = piece.bad.length ? [...carryBad, ...piece.bad.map((b) => b + carry.length)] : carryBad;
    // The last break, but not a CR that ends the text: its LF may start the next piece. A CR
    // is looked for after the last LF only (a short stretch, unless the file has no LF).
    const lf = s.lastIndexOf('\n');
    const crAfter = s.indexOf('\r', lf + 1);
    const cr = crAfter >= 0 && crAfter < s.length - 1 ? s.lastIndexOf('\r', s.length - 2) : -1;
    const end = Math.max(lf, cr);
    if (end < 0) {
      // A line without end grows here: past MAX_LINE it is no chat's text, and holding it
      // would take the parser's heap (and each chunk would rescan it).
      if (s.length > MAX_LINE) throw new ImportFormatError(`A line is longer than ${MAX_LINE.toLocaleString('en-US')} characters: this is not the text of a chat export`, `line ${lineNo + 1}`);
      carry = s;
      carryBad = offsets;
      continue;
    }
    const whole = s.slice(0, end + 1);
    carry = s.slice(end + 1);
    carryBad = offsets.length ? offsets.filter((o) => o > end).map((o) => o - end - 1) : [];
    const lines = splitLines(whole);
    checkText(whole, lines, lineNo);
    if (offsets.length) for (const line of linesOf(whole, offsets.filter((o) => o <= end))) markBad(lineNo + line);
    lineNo += lines.length;
    yield lines;
  }
  if (carry) {
    const lines = carry.split(BREAK);
    if (lines[lines.length - 1] === '') lines.pop();
    checkText(carry, lines, lineNo);
    if (carryBad.length) for (const line of linesOf(carry, carryBad)) markBad(lineNo + line);
    yield lines;
  }
  if (!onNote || !encoding) return;
  const label = encodingLabel(encoding.name);
  if (encoding.how === 'guess') {
    onNote({ kind: 'note', message: `The file is not UTF-8: it was read as ${label}, the encoding its bytes suggest` });
  }
  if (bad.lines) {
    const where = bad.lines === 1 ? `line ${bad.first}` : `lines ${bad.first}–${bad.last}`;
    const kept = bad.lines === 1 ? 'it was kept with � in their place' : 'they were kept with � in their place';
    onNote({
      kind: 'note',
      message: `${bad.lines} ${bad.lines === 1 ? 'line' : 'lines'} held bytes that are not text in the file's encoding, ${label} (${where}); ${kept}`,
    });
  }
}

/** The lines of a text that ends with a line break. */
function splitLines(whole: string): string[] {
  const lines = whole.includes('\r') ? whole.split(BREAK) : whole.split('\n');
  lines.pop();
  return lines;
}

/** A NUL character is binary data (a text file never holds one): fails naming its line. */
function checkText(text: string, lines: string[], before: number) {
  if (!text.includes('\0')) return;
  const at = lines.findIndex((l) => l.includes('\0'));
  throw new ImportFormatError('The file holds binary data, not text', `line ${before + at + 1}`);
}

/** The 1-based lines (within `text`) of ascending offsets, each line once. */
function linesOf(text: string, offsets: number[]): number[] {
  const out: number[] = [];
  let line = 1;
  let at = 0;
  for (const offset of offsets) {
    for (; at < offset; at++) {
      const c = text.charCodeAt(at);
      if (c === 10 || (c === 13 && text.charCodeAt(at + 1) !== 10)) line++;
    }
    if (out[out.length - 1] !== line) out.push(line);
  }
  return out;
}
