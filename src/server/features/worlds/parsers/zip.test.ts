import { afterAll, describe, expect, it } from 'vitest';
import { collect, renameInZip, tempDir, zipOf } from '../../../../../tests/support/import-files';
import { detectImportSource } from './detect-import-source';
import { parseRecords } from './parse-records';
import { ImportFormatError } from './types';

const tmp = tempDir('zip');
afterAll(() => tmp.remove());

const chat = '13/1/21, 10:00 - Alice: hi\n13/1/21, 10:01 - Bob: hello\n';

async function failure(file: string, source: 'whatsapp' | 'photos' = 'whatsapp', zipLimits?: Parameters<typeof parseRecords>[1]['zipLimits']) {
  const error = await collect(parseRecords(file, { source, fileName: 'x.zip', ...(zipLimits ? { zipLimits } : {}) })).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImportFormatError);
  return error as ImportFormatError;
}

describe('zip safety', () => {
  it('refuses a zip bomb by its compression ratio, at detection and at parsing', async () => {
    const file = tmp.write('bomb.zip', await zipOf([{ name: '_chat.txt', data: Buffer.alloc(20 * 1024 * 1024) }]));
    await expect(detectImportSource(file, 'bomb.zip')).rejects.toThrow(/zip bomb/);
    const error = await failure(file);
    expect(error.message).toMatch(/^Refused: the archive looks like a zip bomb \(compressed \d+ to 1\)/);
    expect(error.where).toBe('entry "_chat.txt"');
  });

  it('refuses an archive that unpacks to more than the limit in total', async () => {
    const file = tmp.write('big.zip', await zipOf([{ name: '_chat.txt', data: chat }, { name: 'a.bin', data: Buffer.alloc(4000, 1), store: true }]));
    const error = await failure(file, 'whatsapp', { maxTotalBytes: 2000, maxRatio: 200, ratioFloorBytes: 1024 * 1024, maxEntries: 10 });
    expect(error.message).toMatch(/^Refused: the archive unpacks to more than/);
    expect(error.where).toBe('entry "a.bin"');
  });

  it('refuses too many entries', async () => {
    const file = tmp.write('many.zip', await zipOf(Array.from({ length: 12 }, (_, i) => ({ name: `${i}.jpg`, data: 'x' }))));
    const error = await failure(file, 'photos', { maxTotalBytes: 1e9, maxRatio: 200, ratioFloorBytes: 1024 * 1024, maxEntries: 10 });
    expect(error.message).toMatch(/holds 12 files, more than 10/);
  });

  it('an entry that inflates beyond its declared size (a forged header) fails naming the entry', async () => {
    const zip = await zipOf([{ name: '_chat.txt', data: chat.repeat(200) }]);
    const forged = Buffer.from(zip);
    // Declared uncompressed size: local header offset 22, central directory offset 24.
    forged.writeUInt32LE(100, forged.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04])) + 22);
    forged.writeUInt32LE(100, forged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    const error = await failure(tmp.write('forged.zip', forged));
    expect(error.message).toMatch(/^The zip archive is damaged/);
    expect(error.where).toBe('entry "_chat.txt"');
  });

  it('refuses path traversal and absolute names', async () => {
    for (const [from, to] of [
      ['xx/evil.txt', '../evil.txt'],
      ['a/xx/xx/x.txt', 'a/../../x.txt'],
      ['xetc/passwd', '/etc/passwd'],
      ['xx/win.jpg', 'C:/win.jpg'],
      ['xx/x.txt', '..\\x.txt'],
    ] as const) {
      const zip = renameInZip(await zipOf([{ name: '_chat.txt', data: chat }, { name: from, data: 'x' }]), from, to);
      const file = tmp.write(`traversal-${from.replace(/\//g, '_')}.zip`, zip);
      await expect(detectImportSource(file, 'x.zip')).rejects.toThrow(/unsafe file name/);
      const error = await failure(file);
      expect(error.message).toMatch(/^Refused: the archive holds an unsafe file name/);
      expect(error.where).toMatch(/^entry 2: /);
    }
  });

  it('damaged compressed data inside an entry fails naming the entry', async () => {
    const text = Array.from({ length: 3000 }, (_, i) => `13/1/21, 10:00 - Alice: message ${i} ${(i * 7919) % 1000}`).join('\n');
    const zip = Buffer.from(await zipOf([{ name: '_chat.txt', data: text }]));
    const dataStart = zip.indexOf(Buffer.from('_chat.txt')) + '_chat.txt'.length;
    for (let i = dataStart + 200; i < dataStart + 260; i++) zip[i] = 0xff;
    const error = await failure(tmp.write('damaged.zip', zip));
    expect(error.message).toMatch(/^The zip archive is damaged/);
    expect(error.where).toBe('entry "_chat.txt"');
  });

  it('a zip cut short fails as unreadable', async () => {
    const zip = await zipOf([{ name: '_chat.txt', data: chat.repeat(50) }]);
    const file = tmp.write('cut.zip', zip.subarray(0, Math.floor(zip.length / 2)));
    const error = await failure(file);
    expect(error.message).toMatch(/^Not a readable zip archive/);
  });
});
