/**
 * Text encodings of chat exports (#28): one mechanism every text reader goes through.
 *
 * A file's encoding is sniffed from its first 64 KB: a byte-order mark (UTF-8, UTF-16 LE/BE),
 * UTF-16 without one when every other byte of its ASCII is 0, UTF-8 when the bytes are
 * UTF-8 (or nearly: a cut emoji does not make a file Latin-1), else the single- or multi-byte
 * code page `chardet` names (Windows-1252 for ISO-8859-1, as browsers read it). The bytes are
 * then decoded chunk by chunk (`iconv-lite` for everything but UTF-8, which has a fast path
 * of its own), and bytes that are not text in that encoding become U+FFFD at offsets the
 * caller is told, so it can say which lines held them.
 */
import { isAscii } from 'node:buffer';
import chardet from 'chardet';
import iconv from 'iconv-lite';

/** How much of a file the encoding is told from (and detection reads). */
export const SNIFF_BYTES = 64 * 1024;

export interface TextEncoding {
  /** An iconv-lite name: 'utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'koi8-r', … */
  name: string;
  /** Length of the byte-order mark the file starts with (skipped, never text). */
  bom: number;
  /** How it was told: a byte-order mark, the bytes' pattern (UTF-8, UTF-16 without a mark), or chardet's guess. */
  how: 'bom' | 'pattern' | 'guess';
}

/** The encoding a text's name in a sentence: "UTF-16 LE", "Windows-1252". */
export function encodingLabel(name: string): string {
  const n = name.toLowerCase();
  if (n === 'utf-8') return 'UTF-8';
  if (n === 'utf-16le') return 'UTF-16 LE';
  if (n === 'utf-16be') return 'UTF-16 BE';
  const windows = /^windows-(\d+)$/.exec(n);
  if (windows) return `Windows-${windows[1]}`;
  return name.toUpperCase();
}

/**
 * The length of the UTF-8 sequence at `i` when it is valid (positive), else minus the
 * length of its "maximal subpart" (the lead byte and the continuation bytes that fit it:
 * what one U+FFFD replaces, as the Encoding Standard decodes). 0 when `bytes` ends before
 * a sequence that is valid so far is complete.
 */
function utf8Sequence(bytes: Uint8Array, i: number): number {
  const b = bytes[i]!;
  if (b < 0x80) return 1;
  let need: number;
  let low = 0x80;
  let high = 0xbf;
  if (b >= 0xc2 && b <= 0xdf) need = 1;
  else if (b >= 0xe0 && b <= 0xef) {
    need = 2;
    if (b === 0xe0) low = 0xa0;
    if (b === 0xed) high = 0x9f;
  } else if (b >= 0xf0 && b <= 0xf4) {
    need = 3;
    if (b === 0xf0) low = 0x90;
    if (b === 0xf4) high = 0x8f;
  } else return -1;
  for (let k = 1; k <= need; k++) {
    if (i + k >= bytes.length) return 0;
    const c = bytes[i + k]!;
    if (c < low || c > high) return -k;
    low = 0x80;
    high = 0xbf;
  }
  return need + 1;
}

/**
 * What a UTF-8 reading of some bytes finds: complete multi-byte characters, cut ones (a lead
 * byte and some continuation bytes, then something else: a character broken by a tool) and
 * stray bytes (a byte that starts no character: a Latin-1 "é" is one).
 */
function utf8Evidence(bytes: Uint8Array): { valid: number; cut: number; stray: number } {
  let valid = 0;
  let cut = 0;
  let stray = 0;
  for (let i = 0; i < bytes.length; ) {
    if (bytes[i]! < 0x80) {
      i++;
      continue;
    }
    const n = utf8Sequence(bytes, i);
    if (n === 0) break;
    if (n > 0) valid++;
    else if (n < -1) cut++;
    else stray++;
    i += Math.abs(n);
  }
  return { valid, cut, stray };
}

/** Zero bytes at even and odd offsets: ASCII in UTF-16 has a 0 in every other byte. */
function utf16Pattern(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const pairs = Math.floor(Math.min(bytes.length, SNIFF_BYTES) / 2);
  if (pairs < 2) return undefined;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (bytes[i] === 0) even++;
    if (bytes[i + 1] === 0) odd++;
  }
  // A chat's dates, times and punctuation are ASCII: a third of its characters at least.
  if (odd * 3 >= pairs && even * 10 <= odd) return 'utf-16le';
  if (even * 3 >= pairs && odd * 10 <= even) return 'utf-16be';
  return undefined;
}

/** chardet's name as iconv-lite reads it, ISO-8859-1 and -9 as their Windows supersets (as browsers do). */
function codePage(name: string | null): string {
  const n = (name ?? '').toLowerCase();
  if (n === 'iso-8859-1' || n === 'ascii' || n === '') return 'windows-1252';
  if (n === 'iso-8859-9') return 'windows-1254';
  if (n === 'utf-8') return n;
  // UTF-16/32 without their byte pattern, or a name iconv-lite lacks (ISO-2022-*): a guess too far.
  return iconv.encodingExists(n) && !n.startsWith('utf-') ? n : 'windows-1252';
}

/** The encoding of a file from its first bytes (up to SNIFF_BYTES). */
export function sniffEncoding(head: Uint8Array): TextEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { name: 'utf-8', bom: 3, how: 'bom' };
  if (head[0] === 0xff && head[1] === 0xfe) return { name: 'utf-16le', bom: 2, how: 'bom' };
  if (head[0] === 0xfe && head[1] === 0xff) return { name: 'utf-16be', bom: 2, how: 'bom' };
  const sample = head.subarray(0, SNIFF_BYTES);
  const utf16 = utf16Pattern(sample);
  if (utf16) return { name: utf16, bom: 0, how: 'pattern' };
  const { valid, cut, stray } = utf8Evidence(sample);
  // UTF-8, or UTF-8 with a few broken characters: Latin-1 text is full of stray bytes instead.
  if (stray + cut === 0 || (valid + cut > 0 && stray * 4 <= valid + cut)) return { name: 'utf-8', bom: 0, how: 'pattern' };
  const guess = codePage(chardet.detect(sample));
  // chardet may still say UTF-8 (a few invalid bytes among many valid ones).
  return guess === 'utf-8' ? { name: 'utf-8', bom: 0, how: 'pattern' } : { name: guess, bom: 0, how: 'guess' };
}

/** Decoded text and where in it U+FFFD stands for bytes that were not text in the encoding. */
export interface DecodedText {
  text: string;
  /** Offsets in `text`, ascending. */
  bad: number[];
}

/** Decodes one file's bytes chunk by chunk; a character cut between chunks is joined. */
export interface ChunkDecoder {
  write(bytes: Uint8Array): DecodedText;
  end(): DecodedText;
}

const NONE: number[] = [];

/** UTF-8: a strict TextDecoder over whole characters; only a chunk it refuses is walked byte by byte. */
function utf8Decoder(): ChunkDecoder {
  const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let tail: Uint8Array = new Uint8Array(0);
  const decode = (bytes: Uint8Array): DecodedText => {
    try {
      return { text: strict.decode(bytes), bad: NONE };
    } catch {
      return lenientUtf8(bytes);
    }
  };
  return {
    write(chunk) {
      const bytes = tail.length ? Buffer.concat([tail, chunk]) : chunk;
      // Hold back a character cut at the end (at most 3 bytes) for the next chunk.
      let cut = bytes.length;
      for (let i = bytes.length - 1; i >= 0 && i >= bytes.length - 3; i--) {
        const b = bytes[i]!;
        if (b < 0x80) break;
        if (b >= 0xc0) {
          if (utf8Sequence(bytes, i) === 0) cut = i;
          break;
        }
      }
      tail = Buffer.from(bytes.subarray(cut));
      return decode(bytes.subarray(0, cut));
    },
    end() {
      const rest = tail;
      tail = new Uint8Array(0);
      // A character cut by the end of the file.
      return rest.length ? { text: '\uFFFD', bad: [0] } : { text: '', bad: NONE };
    },
  };
}

/** UTF-8 with each invalid sequence as one U+FFFD, whose offsets are noted. */
function lenientUtf8(bytes: Uint8Array): DecodedText {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const parts: string[] = [];
  const bad: number[] = [];
  let length = 0;
  let start = 0;
  for (let i = 0; i < bytes.length; ) {
    if (bytes[i]! < 0x80) {
      i++;
      continue;
    }
    const n = utf8Sequence(bytes, i);
    if (n > 0) {
      i += n;
      continue;
    }
    const run = buffer.toString('utf8', start, i);
    parts.push(run, '\uFFFD');
    length += run.length;
    bad.push(length);
    length++;
    // 0: cut by the end of these bytes (the decoder only hands over whole characters, so broken).
    i += n === 0 ? bytes.length - i : -n;
    start = i;
  }
  parts.push(buffer.toString('utf8', start));
  return { text: parts.join(''), bad };
}

/** Offsets of U+FFFD in a text. */
function replacements(text: string): number[] {
  let at = text.indexOf('\uFFFD');
  if (at < 0) return NONE;
  const bad: number[] = [];
  for (; at >= 0; at = text.indexOf('\uFFFD', at + 1)) bad.push(at);
  return bad;
}

/** UTF-16 with lone surrogates as U+FFFD (a high one at the end of a chunk waits for its pair). */
function utf16Decoder(name: 'utf-16le' | 'utf-16be'): ChunkDecoder {
  const decoder = iconv.getDecoder(name, { stripBOM: false });
  let held = '';
  const clean = (text: string): DecodedText => {
    let bad: number[] = NONE;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 0xd800 || c > 0xdfff) continue;
      const next = text.charCodeAt(i + 1);
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i++;
      else (bad === NONE ? (bad = []) : bad).push(i);
    }
    if (bad === NONE) return { text, bad };
    // Each lone surrogate (one UTF-16 unit) becomes one U+FFFD: the offsets stay.
    const units = text.split('');
    for (const at of bad) units[at] = '\uFFFD';
    return { text: units.join(''), bad };
  };
  return {
    write(bytes) {
      let text = held + decoder.write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
      held = '';
      const last = text.charCodeAt(text.length - 1);
      if (last >= 0xd800 && last <= 0xdbff) {
        held = text.slice(-1);
        text = text.slice(0, -1);
      }
      return clean(text);
    },
    end() {
      const text = held + (decoder.end() ?? '');
      held = '';
      return clean(text);
    },
  };
}

/** Any other encoding iconv-lite knows: what it cannot map becomes U+FFFD. */
function codePageDecoder(name: string): ChunkDecoder {
  const decoder = iconv.getDecoder(name, { stripBOM: false });
  const decoded = (text: string): DecodedText => ({ text, bad: replacements(text) });
  return {
    write: (bytes) => decoded(decoder.write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length))),
    end: () => decoded(decoder.end() ?? ''),
  };
}

/** A decoder for one file's bytes after its byte-order mark. */
export function chunkDecoder(encoding: TextEncoding): ChunkDecoder {
  if (encoding.name === 'utf-8') return utf8Decoder();
  if (encoding.name === 'utf-16le' || encoding.name === 'utf-16be') return utf16Decoder(encoding.name);
  return codePageDecoder(encoding.name);
}

/**
 * A file whose first 64 KB are ASCII (a long English chat, say): UTF-8 until the first
 * chunk with other bytes, which then decide, once, as the head would have: UTF-8 (also with
 * a few broken characters) or the code page chardet names for that chunk (`onEncoding`
 * hears the change). ASCII reads the same in all of them, so nothing read is read again.
 */
function asciiStartDecoder(onEncoding?: (encoding: TextEncoding) => void): ChunkDecoder {
  let decoder: ChunkDecoder | undefined;
  const utf8 = utf8Decoder();
  return {
    write(bytes) {
      if (decoder) return decoder.write(bytes);
      if (isAscii(bytes)) return utf8.write(bytes);
      // Told from where the other bytes start (sniffEncoding reads 64 KB).
      const from = Math.max(0, bytes.findIndex((b) => b >= 0x80) - 1024);
      const encoding = sniffEncoding(bytes.subarray(from));
      if (encoding.how === 'guess') onEncoding?.(encoding);
      decoder = encoding.how === 'guess' ? chunkDecoder(encoding) : utf8;
      return decoder.write(bytes);
    },
    end: () => (decoder ?? utf8).end(),
  };
}

/**
 * The bytes of a file or zip entry as text: the encoding is sniffed from the first 64 KB
 * (gathered before anything is decoded), then each chunk is decoded as it comes.
 * `onEncoding` hears the encoding once, before the first text.
 */
export async function* decodeChunks(
  chunks: AsyncIterable<Buffer | string>,
  options: { onBytes?: (bytes: number) => void; onEncoding?: (encoding: TextEncoding) => void } = {},
): AsyncGenerator<DecodedText> {
  const gathered: Buffer[] = [];
  let size = 0;
  let decoder: ChunkDecoder | undefined;
  const start = (): ChunkDecoder => {
    const head = gathered.length === 1 ? gathered[0]! : Buffer.concat(gathered);
    const encoding = sniffEncoding(head);
    options.onEncoding?.(encoding);
    // Only ASCII so far says nothing: the first bytes past it tell (see asciiStartDecoder).
    const d = encoding.how === 'pattern' && encoding.name === 'utf-8' && isAscii(head) ? asciiStartDecoder(options.onEncoding) : chunkDecoder(encoding);
    gathered.length = 0;
    gathered.push(head.subarray(encoding.bom));
    return d;
  };
  for await (const raw of chunks) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
    options.onBytes?.(chunk.length);
    if (!decoder) {
      gathered.push(chunk);
      size += chunk.length;
      if (size < SNIFF_BYTES) continue;
      decoder = start();
      const piece = decoder.write(gathered[0]!);
      gathered.length = 0;
      yield piece;
      continue;
    }
    yield decoder.write(chunk);
  }
  if (!decoder) {
    if (!size) return;
    decoder = start();
    yield decoder.write(gathered[0]!);
  }
  const last = decoder.end();
  if (last.text) yield last;
}

/**
 * The start of a file as text for detection: decoded as the file will be (so a UTF-16
 * WhatsApp export is seen as one), without a byte-order mark or a character cut at the end.
 */
export function decodeHead(head: Uint8Array): string {
  if (head.length === 0) return '';
  const encoding = sniffEncoding(head);
  const decoder = chunkDecoder(encoding);
  // No end(): a character cut by the head's end is left out, not replaced.
  return decoder.write(head.subarray(encoding.bom)).text;
}
