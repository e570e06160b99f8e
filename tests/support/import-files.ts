/**
 * Files for the import parser tests: a temporary folder per test file, zips built in
 * memory, the public chat-export samples beside the clone, and helpers to gather records.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';
import type { ImportBatch, ImportRecord } from '../../src/server/features/worlds/parsers/types';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The public samples (see its README): `shared/` sits beside the clone, never inside it. */
export const chatExports = path.resolve(repoRoot, '../shared/fixtures/chat-exports');

export function tempDir(prefix: string): { dir: string; write(name: string, content: string | Buffer): string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `mnemo-${prefix}-`));
  return {
    dir,
    write(name, content) {
      const file = path.join(dir, name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
      return file;
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A zip of the given entries (deflated unless `store`). */
export function zipOf(entries: Array<{ name: string; data: string | Buffer; store?: boolean }>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(Buffer.from(e.data), e.name, { compress: !e.store });
  zip.end();
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => parts.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(parts)));
    zip.outputStream.on('error', reject);
  });
}

/** Replaces every occurrence of a (same-length) name in a zip's headers: for names yazl refuses to write. */
export function renameInZip(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('same length only');
  const out = Buffer.from(zip);
  const needle = Buffer.from(from);
  for (let i = out.indexOf(needle); i >= 0; i = out.indexOf(needle, i + 1)) out.write(to, i);
  return out;
}

export async function collect(batches: AsyncIterable<ImportBatch>): Promise<{ records: ImportRecord[]; batches: ImportBatch[] }> {
  const all: ImportBatch[] = [];
  const records: ImportRecord[] = [];
  for await (const b of batches) {
    all.push(b);
    for (const r of b.records) records.push(r);
  }
  return { records, batches: all };
}

export function ofKind<K extends ImportRecord['kind']>(records: ImportRecord[], kind: K): Array<Extract<ImportRecord, { kind: K }>> {
  return records.filter((r): r is Extract<ImportRecord, { kind: K }> => r.kind === kind);
}

export function countBy<T>(items: T[], key: (t: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of items) out[key(t)] = (out[key(t)] ?? 0) + 1;
  return out;
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const box = (type: string, ...parts: Buffer[]) => {
  const p = Buffer.concat(parts);
  return Buffer.concat([u32(p.length + 8), Buffer.from(type, 'latin1'), p]);
};
const fullBox = (type: string, version: number, ...parts: Buffer[]) => box(type, Buffer.from([version, 0, 0, 0]), ...parts);

/**
 * A minimal HEIC (ISO/IEC 23008-12) as iPhones write them: an HEVC-coded primary item and
 * an Exif item. The HEVC data is a placeholder, so no decoder can draw it, like a real
 * HEIC on a libvips without HEVC. `exif` is "Exif\0\0" + TIFF, as sharp's metadata gives it.
 */
export function heicWithExif(exif: Buffer): Buffer {
  const ftyp = box('ftyp', Buffer.from('heic'), u32(0), Buffer.from('mif1heic'));
  const coded = Buffer.alloc(32, 0x42);
  const exifItem = Buffer.concat([u32(6), exif]);
  const meta = (codedAt: number, exifAt: number) =>
    fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, u32(0), Buffer.from('pict'), Buffer.alloc(12), Buffer.from('\0')),
      fullBox('pitm', 0, u16(1)),
      fullBox('iinf', 0, u16(2), fullBox('infe', 2, u16(1), u16(0), Buffer.from('hvc1'), Buffer.from('\0')), fullBox('infe', 2, u16(2), u16(0), Buffer.from('Exif'), Buffer.from('\0'))),
      fullBox('iloc', 0, Buffer.from([0x44, 0x00]), u16(2), u16(1), u16(0), u16(1), u32(codedAt), u32(coded.length), u16(2), u16(0), u16(1), u32(exifAt), u32(exifItem.length)),
    );
  const start = ftyp.length + meta(0, 0).length + 8;
  return Buffer.concat([ftyp, meta(start, start + coded.length), box('mdat', coded, exifItem)]);
}
