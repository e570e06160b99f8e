import { ImportFormatError } from './types';

/**
 * Splits a byte stream into text lines without holding more than one chunk in memory.
 * Yields arrays of lines (one per chunk) because a generator step per line costs more
 * than the parsing itself on million-line files. Lines lose their `\n` / `\r\n`.
 * Bytes that are not UTF-8 fail with the line where they start.
 */
export async function* readLines(
  chunks: AsyncIterable<Buffer | string>,
  onBytes?: (bytes: number) => void,
): AsyncGenerator<string[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let carry: Buffer = Buffer.alloc(0);
  let lineNo = 0;
  for await (const raw of chunks) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
    onBytes?.(chunk.length);
    const end = chunk.lastIndexOf(0x0a);
    if (end < 0) {
      carry = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      continue;
    }
    const whole = carry.length ? Buffer.concat([carry, chunk.subarray(0, end + 1)]) : chunk.subarray(0, end + 1);
    carry = Buffer.from(chunk.subarray(end + 1));
    const lines = decodeLines(decoder, whole, lineNo);
    lineNo += lines.length;
    yield lines;
  }
  if (carry.length) {
    const lines = decodeLines(decoder, carry, lineNo);
    if (lines.length && lines[lines.length - 1] === '') lines.pop();
    yield lines;
  }
}

function decodeLines(decoder: TextDecoder, bytes: Buffer, firstLine: number): string[] {
  let text: string;
  try {
    text = decoder.decode(bytes, { stream: false });
  } catch {
    throw new ImportFormatError('The file is not UTF-8 text', `line ${firstLine + badLine(bytes)}`);
  }
  // The first decode of the stream drops a leading BOM; later ones keep none to drop.
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.endsWith('\r')) lines[i] = line.slice(0, -1);
  }
  if (text.includes('\0')) {
    const at = lines.findIndex((l) => l.includes('\0'));
    throw new ImportFormatError('The file holds binary data, not text', `line ${firstLine + at + 1}`);
  }
  return lines;
}

/** 1-based line (within `bytes`) of the first byte sequence that is not UTF-8. */
function badLine(bytes: Buffer): number {
  const strict = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  let line = 1;
  while (start < bytes.length) {
    let end = bytes.indexOf(0x0a, start);
    if (end < 0) end = bytes.length;
    try {
      strict.decode(bytes.subarray(start, end));
    } catch {
      return line;
    }
    start = end + 1;
    line++;
  }
  return line;
}
