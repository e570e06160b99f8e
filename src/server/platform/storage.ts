/**
 * Uploaded files, readable from every instance: on local disk under DATA_DIR/uploads by
 * default (one machine), or in an S3-compatible bucket when S3_BUCKET is set (several
 * machines, or a disk you do not want to back up). One interface; the metadata (name,
 * type, size, owner) stays in the database, the bytes here under an opaque key.
 *
 * Behaviour and failure modes:
 * - Keys are relative paths of `/`-separated segments (`workspaces/<id>/<file id>`).
 *   A key that is empty, absolute, contains `..` or `.` segments, an empty segment, a
 *   backslash, a NUL or another control character, exceeds 1024 bytes, or starts with
 *   the disk store's own `.partial/` folder throws InvalidStorageKeyError before any I/O.
 * - `put` replaces an existing object. On disk it writes a temporary file on the same
 *   file system and renames it into place, so a reader sees the old bytes or the new
 *   ones, never a torn file, and a failed or aborted write leaves nothing behind. On S3
 *   a PUT is atomic too (large streams go up as a multipart upload, visible on completion).
 * - `get` returns null for a missing key; otherwise a stream (read it, or `destroy()` it)
 *   with the size and, on S3, the content type given to `put` (the disk keeps no type).
 * - `delete` of a missing key is not an error. `exists` is a cheap metadata check.
 * - `deletePrefix('users/<id>/')` removes every object under the prefix (the folder on
 *   disk; every listed key on S3, 1000 per request): what an account leaves when it goes.
 *   An object written under the prefix while it runs may survive it: stop the writers first.
 * - Errors of the store itself (disk full, permissions, S3 unreachable or denied) reject
 *   with the underlying error; nothing is retried here beyond the AWS SDK's own retries.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as S3 from '@aws-sdk/client-s3';
import type { Upload as S3Upload } from '@aws-sdk/lib-storage';

export type StorageBody = Buffer | Uint8Array | string | Readable;

export interface StoredObject {
  body: Readable;
  size: number | undefined;
  contentType: string | undefined;
}

export interface Storage {
  readonly kind: 'disk' | 's3';
  put(key: string, body: StorageBody, opts?: { contentType?: string }): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** The whole object in memory; for small objects. */
  getBytes(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (a key's leading folders, ending in `/`). */
  deletePrefix(prefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  close(): Promise<void>;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key.slice(0, 100))}: ${reason}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const PARTIAL_DIR = '.partial';
const MAX_KEY_BYTES = 1024;

/** Throws InvalidStorageKeyError unless `key` is a safe relative key (see above). */
export function checkKey(key: string): string {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidStorageKeyError(String(key), 'empty');
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) throw new InvalidStorageKeyError(key, 'longer than 1024 bytes');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key)) throw new InvalidStorageKeyError(key, 'control character');
  if (key.includes('\\')) throw new InvalidStorageKeyError(key, 'backslash');
  if (key.startsWith('/')) throw new InvalidStorageKeyError(key, 'absolute path');
  const segments = key.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw new InvalidStorageKeyError(key, 'empty, "." or ".." segment');
  }
  if (segments[0] === PARTIAL_DIR) throw new InvalidStorageKeyError(key, 'reserved folder');
  return key;
}

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A prefix is one or more whole folders of a key: `users/<id>/`, never `` or `users/<id>`. */
function checkPrefix(prefix: string): string {
  if (!prefix.endsWith('/')) throw new InvalidStorageKeyError(prefix, 'a prefix ends with "/"');
  checkKey(prefix.slice(0, -1));
  return prefix;
}

function isMissing(err: unknown): boolean {
  return (err as NodeJS.ErrnoException | undefined)?.code === 'ENOENT' || (err as NodeJS.ErrnoException)?.code === 'ENOTDIR';
}

/** Files under `root` (created on first write). */
export function createDiskStorage(root: string): Storage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, checkKey(key));
    // checkKey already refuses traversal; this is the belt to its braces.
    if (!file.startsWith(base + path.sep)) throw new InvalidStorageKeyError(key, 'outside the storage folder');
    return file;
  };

  const storage: Storage = {
    kind: 'disk',
    async put(key, body) {
      const file = fileOf(key);
      const partialDir = path.join(base, PARTIAL_DIR);
      await fs.promises.mkdir(partialDir, { recursive: true });
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const tmp = path.join(partialDir, `${randomBytes(12).toString('hex')}.tmp`);
      try {
        const source = body instanceof Readable ? body : Readable.from([typeof body === 'string' ? Buffer.from(body) : body]);
        const out = fs.createWriteStream(tmp, { flags: 'wx' });
        await pipeline(source, out);
        // Durable before it becomes visible: a crash right after the rename keeps the new bytes.
        const fd = await fs.promises.open(tmp, 'r');
        try {
          await fd.sync();
        } finally {
          await fd.close();
        }
        await fs.promises.rename(tmp, file);
      } catch (err) {
        await fs.promises.rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const handle = await fs.promises.open(file, 'r');
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        return { body: handle.createReadStream(), size: stat.size, contentType: undefined };
      } catch (err) {
        if (isMissing(err) || (err as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw err;
      }
    },
    async getBytes(key) {
      const obj = await storage.get(key);
      return obj && toBuffer(obj.body);
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await fs.promises.rm(fileOf(checkPrefix(prefix).slice(0, -1)), { recursive: true, force: true });
    },
    async exists(key) {
      try {
        return (await fs.promises.stat(fileOf(key))).isFile();
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async close() {
      /* nothing held open */
    },
  };
  return storage;
}

export interface S3StorageOptions {
  bucket: string;
  /** A non-AWS endpoint (MinIO, moto, R2 …); AWS's own when unset. */
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

/**
 * Objects in an S3-compatible bucket (AWS SDK v3). The bucket must exist. The SDK
 * (about 0.2 s to load) is imported on first use, so a disk-only server never pays for it.
 */
export function createS3Storage(opts: S3StorageOptions): Storage {
  const clientConfig: S3.S3ClientConfig = {
    region: opts.region,
    forcePathStyle: opts.forcePathStyle,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    ...(opts.credentials ? { credentials: opts.credentials } : {}),
  };
  const Bucket = opts.bucket;
  let loaded: Promise<{ s3: typeof S3; Upload: typeof S3Upload; client: S3.S3Client }> | undefined;
  const sdk = () =>
    (loaded ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([s3, storage]) => ({
      s3,
      Upload: storage.Upload,
      client: new s3.S3Client(clientConfig),
    })));

  const storage: Storage = {
    kind: 's3',
    async put(key, body, { contentType } = {}) {
      checkKey(key);
      const { client, Upload } = await sdk();
      // Upload sends one PUT for small bodies and a multipart upload (5 MB parts) for
      // large or unknown-length streams, so a stream is never buffered whole.
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
      }).done();
    },
    async get(key) {
      checkKey(key);
      const { client, s3 } = await sdk();
      try {
        const res = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        const stream = res.Body as Readable | undefined;
        return { body: stream ?? Readable.from([]), size: res.ContentLength, contentType: res.ContentType };
      } catch (err) {
        if (err instanceof s3.NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async getBytes(key) {
      const obj = await storage.get(key);
      return obj && toBuffer(obj.body);
    },
    async delete(key) {
      checkKey(key);
      const { client, s3 } = await sdk();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      checkPrefix(prefix);
      const { client, s3 } = await sdk();
      // Listed again from the start each round: the deleted keys are no longer listed.
      for (;;) {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket, Prefix: prefix, MaxKeys: 1000 }));
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (!keys.length) return;
        const res = await client.send(new s3.DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        if (res.Errors?.length) throw new Error(`Could not delete ${res.Errors.length} object(s) under ${prefix}: ${res.Errors[0]?.Code ?? 'error'}`);
        if (!page.IsTruncated && keys.length < 1000) return;
      }
    },
    async exists(key) {
      checkKey(key);
      const { client, s3 } = await sdk();
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (err instanceof s3.NotFound || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) {
          return false;
        }
        throw err;
      }
    },
    async close() {
      if (loaded) (await loaded).client.destroy();
    },
  };
  return storage;
}

export type StorageConfig = { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3StorageOptions);

/** The configured store: disk under DATA_DIR/uploads, or S3 when S3_BUCKET is set. */
export function createStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? createS3Storage(config) : createDiskStorage(config.dir);
}
