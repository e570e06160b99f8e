/**
 * The start of an upload, for the readers' detection (#28): whether it is a zip, its first
 * bytes, and those bytes as text in the file's own encoding (text-encoding.ts). One place,
 * so every reader reads heads the same bounded way.
 */
import fs from 'node:fs';
import { decodeHead } from './text-encoding';
import type { ZipArchive, ZipEntry } from './zip';

/** What detection reads of a file or an archive entry. */
export const HEAD_BYTES = 64 * 1024;

/** At most the first `bytes` of a file. */
export async function readHead(path: string, bytes = HEAD_BYTES): Promise<Buffer> {
  const file = await fs.promises.open(path, 'r');
  try {
    const b = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(b, 0, bytes, 0);
    return b.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** A zip archive by its magic bytes (a local file header). */
export async function isZipFile(path: string): Promise<boolean> {
  const b = await readHead(path, 4);
  return b.length === 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 3 && b[3] === 4;
}

/** A file's first bytes as text (BOM, UTF-16 and code pages as the readers decode them). */
export async function fileHeadText(path: string, bytes = HEAD_BYTES): Promise<string> {
  return decodeHead(await readHead(path, bytes));
}

/** At most the first `max` bytes of a stream; stops reading there. */
export async function streamHead(chunks: AsyncIterable<Buffer>, max = HEAD_BYTES): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    parts.push(chunk);
    size += chunk.length;
    if (size >= max) break;
  }
  return Buffer.concat(parts).subarray(0, max);
}

/** An archive entry's first bytes as text (read through the archive's one-at-a-time `read`). */
export async function entryHeadText(zip: ZipArchive, entry: ZipEntry, max = HEAD_BYTES): Promise<string> {
  return decodeHead(await streamHead(zip.read(entry), max));
}
