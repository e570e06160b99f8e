/**
 * Uploads: every multipart/form-data route registers the parser with `registerMultipart`
 * in its own scope and reads its file with `readUploadedFile`, so every way a body can be
 * wrong is a 4xx with a message:
 *  - not multipart at all: 400 `not_multipart`;
 *  - malformed (no boundary, a boundary that never appears, no closing boundary, cut
 *    off mid-part): 400 `bad_multipart` (see `multipartClientError` in errors.ts, which
 *    the one error handler also applies, for a route that reads parts itself);
 *  - no file, or the file in another field: 400 `no_file` (or the caller's code);
 *  - over the size, file or field limits: 413.
 * Failure mode: `readUploadedFile` buffers the whole file in memory, so its `maxBytes`
 * must stay small (megabytes); `saveUploadedFile` streams to a file for larger uploads.
 * Many such uploads at once could still fill the memory (#25), so each one first reserves
 * its `maxBytes` from one budget of the process (`UploadBudget`), held until its response
 * is sent: past the budget the answer is 503 `uploads_busy`, and past a few files of one
 * account (or address) at once, 429 `too_many_uploads`, before a byte is read.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError, multipartClientError, PayloadTooLargeError, ServiceUnavailableError, TooManyRequestsError } from '../errors';

const MB = 1024 * 1024;

/**
 * The memory all in-memory uploads of this process may hold at once, and the files one
 * account may send into memory at once (an address, which several people may share
 * behind one NAT, four times as many).
 */
export const UPLOAD_MEMORY_BUDGET_BYTES = 256 * MB;
export const UPLOADS_IN_MEMORY_PER_CLIENT = 2;
export const UPLOADS_IN_MEMORY_PER_ADDRESS = 4 * UPLOADS_IN_MEMORY_PER_CLIENT;

/** Reservations of memory for uploads being read into memory (see the head comment). */
export interface UploadBudget {
  /**
   * Reserves `bytes` for a request of `client` (an account, or `ip:…` when signed out)
   * from `address`; throws 429/503 when it cannot. The returned function gives them back (once).
   */
  reserve(client: string, bytes: number, address?: string): () => void;
  /** Bytes reserved now (tests, diagnostics). */
  readonly reserved: number;
}

export function createUploadBudget(
  totalBytes = UPLOAD_MEMORY_BUDGET_BYTES,
  perClient = UPLOADS_IN_MEMORY_PER_CLIENT,
  perAddress = UPLOADS_IN_MEMORY_PER_ADDRESS,
): UploadBudget {
  let reserved = 0;
  const counts = new Map<string, number>();
  const release = (key: string) => {
    const left = (counts.get(key) ?? 1) - 1;
    if (left > 0) counts.set(key, left);
    else counts.delete(key);
  };
  return {
    get reserved() {
      return reserved;
    },
    reserve(client, bytes, address) {
      const keys: Array<[string, number]> = [[`client:${client}`, perClient]];
      if (address !== undefined) keys.push([`address:${address}`, perAddress]);
      for (const [key, max] of keys) {
        if ((counts.get(key) ?? 0) >= max) {
          throw new TooManyRequestsError(`You are already sending ${max} files. Wait for them to finish, then try again.`, 5, 'too_many_uploads');
        }
      }
      if (reserved + bytes > totalBytes) {
        throw new ServiceUnavailableError('The server is receiving many files at once. Try again in a moment.', 'uploads_busy');
      }
      reserved += bytes;
      for (const [key] of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        reserved -= bytes;
        for (const [key] of keys) release(key);
      };
    },
  };
}

/** The process's one budget: every in-memory upload route shares it. */
const processBudget = createUploadBudget();

/** What each request holds, given back once its response is sent or it is aborted. */
const held = new WeakMap<FastifyRequest, Array<() => void>>();
function releaseHeld(request: FastifyRequest) {
  for (const release of held.get(request) ?? []) release();
  held.delete(request);
}

export interface UploadLimits {
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** Text fields accepted beside the file. */
  fields?: number;
}

/**
 * Registers @fastify/multipart in `app`'s scope only: it adds hooks to every request of
 * its scope, so only plugins that read uploads should carry it.
 */
export async function registerMultipart(app: FastifyInstance, limits: UploadLimits) {
  await app.register(multipart, { limits: { fileSize: limits.maxBytes, files: 1, fields: limits.fields ?? 5 } });
  app.addHook('onResponse', async (request) => releaseHeld(request));
  app.addHook('onRequestAbort', async (request) => releaseHeld(request));
}

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  mimetype: string;
}

export interface ReadUploadOptions extends UploadLimits {
  /** The form field that must carry the file. */
  field: string;
  /** What the upload is, for messages: "the recording", "the export file". */
  noun: string;
  /** Error code when the file is missing or in another field. */
  missingCode?: string;
  /** The memory budget to reserve from (tests); the process's own by default. */
  budget?: UploadBudget;
}

/** The one file of a multipart request, as bytes; every way the request can be wrong is a 4xx. */
export async function readUploadedFile(request: FastifyRequest, opts: ReadUploadOptions): Promise<UploadedFile> {
  const missingCode = opts.missingCode ?? 'no_file';
  const Noun = opts.noun.charAt(0).toUpperCase() + opts.noun.slice(1);
  if (!request.isMultipart()) {
    throw new BadRequestError(`Send ${opts.noun} as multipart/form-data in the field "${opts.field}".`, 'not_multipart');
  }
  // Reserved before a byte is read, given back when the response is sent (the route still
  // holds the bytes until then). The body's announced length bounds what it can hold (a
  // longer body is cut off by Node); a body without one (chunked) reserves the route's limit.
  const client = (request as { user?: { id: string } }).user?.id ?? `ip:${request.ip}`;
  const announced = Number(request.headers['content-length']);
  const bytes = Number.isSafeInteger(announced) && announced >= 0 ? Math.min(announced, opts.maxBytes) : opts.maxBytes;
  const release = (opts.budget ?? processBudget).reserve(client, bytes, request.ip);
  held.set(request, [...(held.get(request) ?? []), release]);
  try {
    const file = await request.file({ limits: { fileSize: opts.maxBytes, files: 1 } });
    if (!file) throw new BadRequestError(`No file was uploaded in the field "${opts.field}".`, missingCode);
    if (file.fieldname !== opts.field) {
      file.file.resume();
      throw new BadRequestError(`${Noun} must be in the field "${opts.field}".`, missingCode);
    }
    const bytes = await file.toBuffer();
    return { bytes, filename: file.filename, mimetype: file.mimetype };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const limit = opts.maxBytes >= MB ? `${Math.round(opts.maxBytes / MB)} MB` : `${Math.round(opts.maxBytes / 1024)} KB`;
      throw new PayloadTooLargeError(`${Noun} is too large. The limit is ${limit}.`);
    }
    throw multipartClientError(err) ?? err;
  }
}

export interface SavedUpload {
  /** Where the bytes are: a new file under the folder given (the caller removes it). */
  path: string;
  filename: string;
  bytes: number;
}

/**
 * The one file of a multipart request, streamed to a new file in `dir` rather than held
 * in memory (imports of hundreds of megabytes). Same 4xx answers as `readUploadedFile`;
 * over `maxBytes`, the partial file is removed and the answer is 413.
 */
export async function saveUploadedFile(request: FastifyRequest, opts: ReadUploadOptions & { dir: string }): Promise<SavedUpload> {
  const missingCode = opts.missingCode ?? 'no_file';
  const Noun = opts.noun.charAt(0).toUpperCase() + opts.noun.slice(1);
  if (!request.isMultipart()) {
    throw new BadRequestError(`Send ${opts.noun} as multipart/form-data in the field "${opts.field}".`, 'not_multipart');
  }
  await fs.promises.mkdir(opts.dir, { recursive: true });
  const target = path.join(opts.dir, `${randomBytes(12).toString('hex')}.upload`);
  try {
    const file = await request.file({ limits: { fileSize: opts.maxBytes, files: 1 } });
    if (!file) throw new BadRequestError(`No file was uploaded in the field "${opts.field}".`, missingCode);
    if (file.fieldname !== opts.field) {
      file.file.resume();
      throw new BadRequestError(`${Noun} must be in the field "${opts.field}".`, missingCode);
    }
    await pipeline(file.file, fs.createWriteStream(target, { flags: 'wx' }));
    if (file.file.truncated) throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    const { size } = await fs.promises.stat(target);
    return { path: target, filename: file.filename, bytes: size };
  } catch (err) {
    await fs.promises.rm(target, { force: true });
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const limit = opts.maxBytes >= MB ? `${Math.round(opts.maxBytes / MB)} MB` : `${Math.round(opts.maxBytes / 1024)} KB`;
      throw new PayloadTooLargeError(`${Noun} is too large. The limit is ${limit}.`);
    }
    throw multipartClientError(err) ?? err;
  }
}
