import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBucket, findMoto, MOTO_CREDENTIALS, startMoto } from '../../../tests/support/moto';
import { skipUnlessAvailable } from '../../../tests/support/require-service';
import { testDbKind } from '../../../tests/support/test-db';
import { checkKey, createDiskStorage, createS3Storage, InvalidStorageKeyError, type Storage } from './storage';

// Storage does not touch the database: the PostgreSQL project need not run this again.
const onPostgresProject = testDbKind() === 'postgres';
const moto = onPostgresProject ? null : findMoto();
// CI installs moto through scripts/setup.sh; there, a missing moto fails instead of skipping.
if (!onPostgresProject) skipUnlessAvailable('moto (the S3 test server)', moto !== null, 'run `bash scripts/test-services.sh` to test the S3 storage');

/** A deterministic stream of `size` bytes in 64 KiB chunks, and its SHA-256. */
function bigStream(size: number): { stream: Readable; sha256: string } {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  for (let off = 0; off < size; off += 65536) {
    const chunk = Buffer.alloc(Math.min(65536, size - off), off % 251);
    chunk.writeUInt32BE(off, 0);
    hash.update(chunk);
    chunks.push(chunk);
  }
  return { stream: Readable.from(chunks, { objectMode: false }), sha256: hash.digest('hex') };
}

const BAD_KEYS = ['', '../escape', 'a/../../escape', '/etc/passwd', 'a\\..\\b', 'a\0b', 'a//b', './a', 'a/.', 'line\nbreak', '.partial/x'];

type Setup = () => Promise<{ storage: Storage; cleanup: () => Promise<void>; root?: string }>;

const implementations: [string, Setup | null][] = [
  [
    'disk',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-storage-'));
      const dir = path.join(root, 'uploads');
      return { storage: createDiskStorage(dir), root, cleanup: async () => fs.rmSync(root, { recursive: true, force: true }) };
    },
  ],
  [
    's3 (moto)',
    moto &&
      (async () => {
        const { url, proc } = await startMoto(moto);
        const credentials = MOTO_CREDENTIALS;
        await createBucket(url, 'mnemo-test');
        const storage = createS3Storage({ bucket: 'mnemo-test', endpoint: url, region: 'us-east-1', credentials, forcePathStyle: true });
        return {
          storage,
          cleanup: async () => {
            await storage.close();
            proc.kill('SIGTERM');
          },
        };
      }),
  ],
];

describe.skipIf(onPostgresProject).each(implementations)('storage: %s', (_name, setup) => {
  let storage: Storage;
  let cleanup: (() => Promise<void>) | undefined;
  let root: string | undefined;

  beforeAll(async () => {
    if (!setup) return;
    ({ storage, cleanup, root } = await setup());
  }, 60_000);
  afterAll(async () => {
    await cleanup?.();
  });

  it.skipIf(!setup)('puts, gets, checks and deletes an object', async () => {
    const key = 'workspaces/w1/file-1';
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('hello, world'), { contentType: 'text/plain' });
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.getBytes(key))?.toString()).toBe('hello, world');
    const obj = await storage.get(key);
    expect(obj?.size).toBe(12);
    if (storage.kind === 's3') expect(obj?.contentType).toBe('text/plain');
    obj?.body.destroy();
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it.skipIf(!setup)('overwrites an existing object', async () => {
    await storage.put('over/write', 'first version, longer');
    await storage.put('over/write', 'second');
    expect((await storage.getBytes('over/write'))?.toString()).toBe('second');
  });

  it.skipIf(!setup)('answers a missing key with null / false, and deletes it without error', async () => {
    expect(await storage.get('missing/key')).toBeNull();
    expect(await storage.getBytes('missing/key')).toBeNull();
    expect(await storage.exists('missing/key')).toBe(false);
    await expect(storage.delete('missing/key')).resolves.toBeUndefined();
  });

  it.skipIf(!setup)('refuses traversal and malformed keys before any I/O', async () => {
    for (const key of BAD_KEYS) {
      await expect(storage.put(key, 'x'), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.exists(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    if (root) expect(fs.readdirSync(root)).toEqual(['uploads']);
  });

  it.skipIf(!setup)('streams a 5.5 MB object in and out', async () => {
    const size = 5.5 * 1024 * 1024;
    const { stream, sha256 } = bigStream(size);
    await storage.put('big/object.bin', stream, { contentType: 'application/octet-stream' });
    const obj = await storage.get('big/object.bin');
    expect(obj?.size).toBe(size);
    const hash = createHash('sha256');
    let read = 0;
    for await (const chunk of obj!.body) {
      hash.update(chunk as Buffer);
      read += (chunk as Buffer).length;
    }
    expect(read).toBe(size);
    expect(hash.digest('hex')).toBe(sha256);
  }, 60_000);

  it.runIf(!!setup)('deletePrefix removes every object under a folder, and only those (#25: account deletion)', async () => {
    for (const key of ['users/u1/a.jpg', 'users/u1/thumbnails/b.jpg', 'users/u1/imports/c', 'users/u10/keep', 'users/u1x', 'other/u1/keep']) {
      await storage.put(key, 'x');
    }
    await storage.deletePrefix('users/u1/');
    expect(await storage.exists('users/u1/a.jpg')).toBe(false);
    expect(await storage.exists('users/u1/thumbnails/b.jpg')).toBe(false);
    expect(await storage.exists('users/u1/imports/c')).toBe(false);
    for (const key of ['users/u10/keep', 'users/u1x', 'other/u1/keep']) expect(await storage.exists(key)).toBe(true);
    await storage.deletePrefix('users/u1/'); // nothing left: not an error
    await expect(storage.deletePrefix('users/u1')).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.deletePrefix('/')).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.deletePrefix('../')).rejects.toThrow(InvalidStorageKeyError);
  });

  it.runIf(_name === 'disk')('keeps the old bytes when a write fails midway, and leaves no partial file', async () => {
    await storage.put('atomic/file', 'old content');
    const failing = new Readable({
      read() {
        this.push(Buffer.from('new partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('atomic/file', failing)).rejects.toThrow(/client went away/);
    expect((await storage.getBytes('atomic/file'))?.toString()).toBe('old content');
    expect(fs.readdirSync(path.join(root!, 'uploads', '.partial'))).toEqual([]);
  });
});

describe('checkKey', () => {
  it('accepts ordinary relative keys', () => {
    for (const key of ['a', 'workspaces/0b7c/2f1e.png', 'x/y/z-1_2.tar.gz', 'dots.in.name/..hidden', 'ünïcode/файл']) {
      expect(checkKey(key)).toBe(key);
    }
  });
  it('names why a key is refused', () => {
    expect(() => checkKey('../x')).toThrow(/"\.\." segment/);
    expect(() => checkKey('/abs')).toThrow(/absolute/);
    expect(() => checkKey('a\\b')).toThrow(/backslash/);
    expect(() => checkKey('a\0b')).toThrow(/control character/);
    expect(() => checkKey('k'.repeat(1025))).toThrow(/1024 bytes/);
  });
});
