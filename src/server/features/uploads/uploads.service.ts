/**
 * Uploads: a user's files in storage (disk or S3, platform/storage.ts) with a row each in
 * `uploads`. Keys are chosen here (`users/<user id>/<upload id>`), never from the
 * client's file name. A user sees only their own uploads: anyone else's is "not found".
 *
 * Transcribing an upload is a background job (`uploads.transcribe`, platform/jobs.ts):
 * the handler reads the bytes from storage, so whichever instance claims it can run it,
 * and a job whose instance died is finished by another.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import type { Upload, UploadTranscript } from '../../../contract/uploads';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { NotFoundError, UnsupportedMediaTypeError } from '../../errors';
import type { JobContext, Jobs } from '../../platform/jobs';
import type { LiveHub } from '../../platform/live';
import type { Storage } from '../../platform/storage';
import type { VoiceService } from '../../platform/voice';
import { detectContentType, isRecording, sanitizeFileName } from './upload-content';
import { UUID_RE } from '../../../contract/common';

export const TRANSCRIBE_JOB = 'uploads.transcribe';
const NOT_FOUND = 'Upload not found.';

interface TranscribeJobData {
  uploadId: string;
  userId: string;
}

type Row = typeof uploads.$inferSelect;

const toUpload = (r: Row): Upload => ({
  id: r.id,
  fileName: r.fileName,
  contentType: r.contentType,
  size: r.size,
  sha256: r.sha256,
  createdAt: r.createdAt.toISOString(),
});

export interface UploadsDeps {
  db: Db;
  storage: Storage;
  jobs: Jobs;
  live: LiveHub;
  voice: Pick<VoiceService, 'transcribe'>;
  log?: { warn(obj: object, msg: string): void };
}

export function createUploadsService(deps: UploadsDeps) {
  const { db, storage, jobs, live, log } = deps;

  async function find(userId: string, id: string): Promise<Row> {
    if (!UUID_RE.test(id)) throw new NotFoundError(NOT_FOUND);
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
      .limit(1);
    if (!row) throw new NotFoundError(NOT_FOUND);
    return row;
  }

  /** Tells the user's open pages that the job moved on; a lost event only delays a refresh. */
  function tell(userId: string, jobId: string, state: 'active' | 'completed' | 'retry' | 'failed', progress: unknown) {
    live
      .publishToUser(userId, { type: 'job', id: jobId, name: TRANSCRIBE_JOB, state, progress })
      .catch((err: unknown) => log?.warn({ err, job: jobId }, 'could not publish a job event'));
  }

  async function step(ctx: JobContext, userId: string, name: string) {
    const progress = { step: name };
    await ctx.reportProgress(progress);
    tell(userId, ctx.id, 'active', progress);
  }

  /** The job: idempotent (it only reads the upload), so a repeated run after a crash is harmless. */
  async function transcribeJob(data: TranscribeJobData, ctx: JobContext): Promise<UploadTranscript> {
    await step(ctx, data.userId, 'reading');
    const row = await find(data.userId, data.uploadId);
    const bytes = await storage.getBytes(row.storageKey);
    if (!bytes) throw new Error(`The file of upload ${row.id} is missing from storage`);
    ctx.signal.throwIfAborted();
    await step(ctx, data.userId, 'transcribing');
    const result = await deps.voice.transcribe(bytes);
    ctx.signal.throwIfAborted();
    await ctx.reportProgress({ step: 'done' });
    return { uploadId: row.id, transcript: result.transcript, engine: result.engine, audioDurationMs: result.audioDurationMs };
  }

  jobs.define<TranscribeJobData, UploadTranscript>(TRANSCRIBE_JOB, transcribeJob, {
    retryLimit: 2,
    retryDelaySeconds: 3,
    retryBackoff: true,
    onOutcome: (o) => {
      tell(o.data.userId, o.id, o.state, o.state === 'completed' ? { step: 'done' } : { step: 'failed', error: o.error });
    },
  });

  return {
    async create(userId: string, file: { bytes: Buffer; filename: string }): Promise<Upload> {
      const fileName = sanitizeFileName(file.filename);
      const contentType = await detectContentType(file.bytes, fileName);
      const id = randomUUID();
      const storageKey = `users/${userId}/${id}`;
      await storage.put(storageKey, file.bytes, { contentType });
      try {
        const [row] = await db
          .insert(uploads)
          .values({
            id,
            userId,
            storageKey,
            fileName,
            contentType,
            size: file.bytes.length,
            sha256: createHash('sha256').update(file.bytes).digest('hex'),
          })
          .returning();
        return toUpload(row!);
      } catch (err) {
        // No row, no object: a failed insert (the user was deleted meanwhile) leaves nothing.
        await storage.delete(storageKey).catch(() => undefined);
        throw err;
      }
    },

    async list(userId: string): Promise<Upload[]> {
      const rows = await db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(desc(uploads.createdAt));
      return rows.map(toUpload);
    },

    get: async (userId: string, id: string) => toUpload(await find(userId, id)),

    /** The bytes as a stream, with the stored metadata. */
    async open(userId: string, id: string): Promise<{ upload: Upload; body: Readable }> {
      const row = await find(userId, id);
      const object = await storage.get(row.storageKey);
      if (!object) throw new NotFoundError(NOT_FOUND);
      return { upload: toUpload(row), body: object.body };
    },

    async remove(userId: string, id: string): Promise<void> {
      const row = await find(userId, id);
      await db.delete(uploads).where(eq(uploads.id, row.id));
      await storage.delete(row.storageKey);
    },

    /** Queues the transcription of a recording; its id for GET /api/jobs/:id. */
    async startTranscription(userId: string, id: string): Promise<string> {
      const row = await find(userId, id);
      if (!isRecording(row.contentType)) {
        throw new UnsupportedMediaTypeError('Only audio recordings can be transcribed.', 'not_a_recording');
      }
      return jobs.send(TRANSCRIBE_JOB, { uploadId: row.id, userId } satisfies TranscribeJobData, { ownerId: userId });
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
