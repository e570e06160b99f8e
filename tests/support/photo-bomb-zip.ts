/**
 * The zip of issue #25, defect 4: entries of 1 GiB "photos" that deflate about 165:1, so a
 * zip of two is about 12 MB and stays under the 200:1 bomb ratio zip.ts refuses; only the
 * per-photo cap stops it. Used by photo-zip-oversize.test.ts (the import finishes and names
 * the skipped photos) and bench/worlds/photo-zip-memory.mjs (what the import adds to the
 * server's peak RSS).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';

const GIB_CHUNKS = 1024; // 1 MiB chunks per entry

/** 1 MiB that deflates about 165:1: a repeating pattern with a random byte every 800 bytes. */
function chunk(head?: Buffer): Buffer {
  const c = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < c.length; i++) c[i] = 0x41 + (i % 23);
  const noise = crypto.randomBytes(c.length / 800 + 1);
  for (let i = 0, j = 0; i < c.length; i += 800, j++) c[i] = noise[j]!;
  head?.copy(c);
  return c;
}

/**
 * Writes a zip whose entries each hold 1 GiB: a JPEG header, then the chunk above 1024
 * times. Each chunk is deflated once with a full flush (byte-aligned, no reference to
 * earlier bytes), so the compressed chunk can simply be repeated: seconds, not minutes.
 * Returns the entries' compression ratio.
 */
export function writeBigPhotoZip(file: string, names: string[]): { ratio: number } {
  const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const flush = { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH };
  const first = chunk(jpegHead);
  const rest = chunk();
  const firstZ = zlib.deflateRawSync(first, flush);
  const restZ = zlib.deflateRawSync(rest, flush);
  const end = zlib.deflateRawSync(Buffer.alloc(0)); // the final (empty) block
  let crc = zlib.crc32(first);
  for (let i = 1; i < GIB_CHUNKS; i++) crc = zlib.crc32(rest, crc);
  const usize = GIB_CHUNKS * rest.length;
  const csize = firstZ.length + (GIB_CHUNKS - 1) * restZ.length + end.length;
  const fd = fs.openSync(file, 'w');
  const central: Buffer[] = [];
  let offset = 0;
  const write = (b: Buffer) => {
    fs.writeSync(fd, b);
    offset += b.length;
  };
  for (const name of names) {
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(csize, 18);
    local.writeUInt32LE(usize, 22);
    local.writeUInt16LE(n.length, 26);
    const at = offset;
    write(Buffer.concat([local, n, firstZ]));
    for (let i = 1; i < GIB_CHUNKS; i++) write(restZ);
    write(end);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(8, 10);
    c.writeUInt16LE(0x21, 14);
    c.writeUInt32LE(crc >>> 0, 16);
    c.writeUInt32LE(csize, 20);
    c.writeUInt32LE(usize, 24);
    c.writeUInt16LE(n.length, 28);
    c.writeUInt32LE(at, 42);
    central.push(Buffer.concat([c, n]));
  }
  const cd = Buffer.concat(central);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(names.length, 8);
  eocd.writeUInt16LE(names.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  write(Buffer.concat([cd, eocd]));
  fs.closeSync(fd);
  return { ratio: usize / csize };
}
