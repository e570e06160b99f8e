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

/**
 * UTF-16 without a byte-order mark, told by its zero bytes: every ASCII character (a chat's
 * dates, times, brackets, colons and line breaks) has a 0 as its high byte, so zeros stand
 * in one byte position only (odd offsets in LE, even in BE). Mostly ASCII text shows it
 * plainly (a third of the pairs at least); Chinese, Japanese or Thai text has far fewer
 * zeros, so there it takes at least 2 % of the pairs, line breaks in that position (`0A 00`
 * in LE, `00 0A` in BE) and none in the other, and units that read as text (no control
 * characters, no lone surrogates): what binary data does not show.
 */
function utf16Pattern(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const pairs = Math.floor(Math.min(bytes.length, SNIFF_BYTES) / 2);
  if (pairs < 2) return undefined;
  let even = 0;
  let odd = 0;
  let lfLe = 0;
  let lfBe = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (bytes[i] === 0) {
      even++;
      if (bytes[i + 1] === 0x0a) lfBe++;
    }
    if (bytes[i + 1] === 0) {
      odd++;
      if (bytes[i] === 0x0a) lfLe++;
    }
  }
  if (odd * 3 >= pairs && even * 10 <= odd) return 'utf-16le';
  if (even * 3 >= pairs && odd * 10 <= even) return 'utf-16be';
  // Few ASCII characters: zeros in one position (a CJK character like 一 U+4E00 has a zero low byte, so not none in the other).
  if (odd * 50 >= pairs && even * 2 < odd && lfLe > 0 && lfBe === 0 && readsAsUtf16(bytes, pairs, true)) return 'utf-16le';
  if (even * 50 >= pairs && odd * 2 < even && lfBe > 0 && lfLe === 0 && readsAsUtf16(bytes, pairs, false)) return 'utf-16be';
  return undefined;
}

/** Whether `pairs` UTF-16 units read as text: no C0 control but tab, LF, CR, FF; no U+FFFE/U+FFFF; surrogates paired (one cut at the end aside). */
function readsAsUtf16(bytes: Uint8Array, pairs: number, le: boolean): boolean {
  const unit = (k: number) => (le ? bytes[2 * k]! | (bytes[2 * k + 1]! << 8) : (bytes[2 * k]! << 8) | bytes[2 * k + 1]!);
  for (let k = 0; k < pairs; k++) {
    const u = unit(k);
    if (u < 0x20) {
      if (u !== 0x09 && u !== 0x0a && u !== 0x0d && u !== 0x0c) return false;
    } else if (u === 0xfffe || u === 0xffff) return false;
    else if (u >= 0xd800 && u <= 0xdbff) {
      if (k + 1 === pairs) break;
      const next = unit(k + 1);
      if (next < 0xdc00 || next > 0xdfff) return false;
      k++;
    } else if (u >= 0xdc00 && u <= 0xdfff) return false;
  }
  return true;
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

/** Stray bytes (no valid UTF-8 among them) it takes, after an ASCII start, to read the rest in a code page. */
const STRAY_EVIDENCE = 4;

/** Whether the only non-ASCII bytes are a few stray ones (too few to call the text a code page). */
function fewStrays(bytes: Uint8Array): boolean {
  const { valid, cut, stray } = utf8Evidence(bytes);
  return valid + cut === 0 && stray < STRAY_EVIDENCE;
}

/** Two decoded pieces as one (the second's U+FFFD offsets shifted). */
function joined(a: DecodedText, b: DecodedText): DecodedText {
  if (!b.text) return a;
  if (!a.text) return b;
  return { text: a.text + b.text, bad: b.bad.length ? [...a.bad, ...b.bad.map((o) => o + a.text.length)] : a.bad };
}

/**
 * A file whose first 64 KB are ASCII (a long English chat, say): UTF-8 until its other bytes
 * show otherwise. From the first non-ASCII byte the next 64 KB are held (a bounded look-ahead)
 * and weighed with what came before: valid UTF-8 among them (also with a few broken
 * characters) keeps UTF-8 for good; stray bytes only, at least STRAY_EVIDENCE of them, switch
 * the rest to the code page chardet names for them (`onEncoding` hears it); fewer prove
 * nothing (a lone stray byte in a UTF-8 file), so they are read as UTF-8 (each a U+FFFD,
 * noted) and the next non-ASCII bytes are weighed again. ASCII reads the same in all of them.
 */
function asciiStartDecoder(onEncoding?: (encoding: TextEncoding) => void): ChunkDecoder {
  const utf8 = utf8Decoder();
  /** Set once decided: UTF-8 or a code page. */
  let decoder: ChunkDecoder | undefined;
  /** The look-ahead: bytes from a non-ASCII one on, not yet decoded. */
  let held: Buffer[] = [];
  let heldSize = 0;
  /** The last ASCII bytes before (chardet reads them with the held ones). */
  let context: Buffer = Buffer.alloc(0);
  const seen = { valid: 0, cut: 0, stray: 0 };
  const keepContext = (ascii: Uint8Array) => {
    if (ascii.length) context = Buffer.from(ascii.subarray(Math.max(0, ascii.length - 1024)));
  };
  /** Weighs the held bytes and decodes them (all of them at the end of the file). */
  const weigh = (last: boolean): DecodedText => {
    const bytes = held.length === 1 ? held[0]! : Buffer.concat(held);
    held = [];
    heldSize = 0;
    const evidence = utf8Evidence(bytes);
    seen.valid += evidence.valid;
    seen.cut += evidence.cut;
    seen.stray += evidence.stray;
    if (seen.valid + seen.cut > 0 && seen.stray * 4 <= seen.valid + seen.cut) {
      decoder = utf8;
      return utf8.write(bytes);
    }
    if (seen.stray >= STRAY_EVIDENCE) {
      const name = codePage(chardet.detect(Buffer.concat([context, bytes])));
      const encoding: TextEncoding = name === 'utf-8' ? { name, bom: 0, how: 'pattern' } : { name, bom: 0, how: 'guess' };
      if (encoding.how === 'guess') onEncoding?.(encoding);
      decoder = encoding.how === 'guess' ? chunkDecoder(encoding) : utf8;
      return decoder.write(bytes);
    }
    // Too little to tell: read as UTF-8 up to the last ASCII byte (so no character is left
    // cut inside the UTF-8 decoder); the non-ASCII bytes after it are weighed with the next ones.
    if (last) return utf8.write(bytes);
    let cut = bytes.length;
    while (cut > 0 && bytes[cut - 1]! >= 0x80) cut--;
    // Counted again with the next look-ahead: take them out of this one's count.
    const rest = bytes.subarray(cut);
    if (rest.length) {
      const again = utf8Evidence(rest);
      seen.valid -= again.valid;
      seen.cut -= again.cut;
      seen.stray -= again.stray;
      held = [Buffer.from(rest)];
      heldSize = rest.length;
    }
    keepContext(bytes.subarray(0, cut));
    return utf8.write(bytes.subarray(0, cut));
  };
  return {
    write(bytes) {
      if (decoder) return decoder.write(bytes);
      if (!heldSize) {
        if (isAscii(bytes)) {
          keepContext(bytes);
          return utf8.write(bytes);
        }
        const first = bytes.findIndex((b) => b >= 0x80);
        const ascii = bytes.subarray(0, first);
        keepContext(ascii);
        held = [Buffer.from(bytes.subarray(first))];
        heldSize = bytes.length - first;
        const out = utf8.write(ascii);
        return heldSize >= SNIFF_BYTES ? joined(out, weigh(false)) : out;
      }
      held.push(Buffer.from(bytes));
      heldSize += bytes.length;
      return heldSize >= SNIFF_BYTES ? weigh(false) : { text: '', bad: NONE };
    },
    end() {
      const out = heldSize ? weigh(true) : { text: '', bad: NONE };
      return joined(out, (decoder ?? utf8).end());
    },
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
  /** `whole`: the head is the whole file (nothing later can tell more). */
  const start = (whole: boolean): ChunkDecoder => {
    const head = gathered.length === 1 ? gathered[0]! : Buffer.concat(gathered);
    const encoding = sniffEncoding(head);
    // Only ASCII so far says nothing, nor do a few stray bytes in ASCII with more file to
    // come (a lone bad byte in a UTF-8 file): the bytes past them tell (see asciiStartDecoder).
    const undecided = encoding.how === 'pattern' && encoding.name === 'utf-8' ? isAscii(head) : encoding.how === 'guess' && !whole && fewStrays(head);
    options.onEncoding?.(undecided ? { name: 'utf-8', bom: 0, how: 'pattern' } : encoding);
    const d = undecided ? asciiStartDecoder(options.onEncoding) : chunkDecoder(encoding);
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
      decoder = start(false);
      const piece = decoder.write(gathered[0]!);
      gathered.length = 0;
      yield piece;
      continue;
    }
    yield decoder.write(chunk);
  }
  if (!decoder) {
    if (!size) return;
    decoder = start(true);
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
