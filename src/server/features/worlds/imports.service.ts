/**
 * Imports: an uploaded export kept in storage (`users/<user>/imports/<import>`), a row in
 * `world_imports`, and the job `worlds.import` that parses it (in a worker thread,
 * parsers/) and stores what it reads (import-writer.ts).
 *
 * The job and its failure modes (docs/decisions/023-data-world-imports.md):
 * - Any instance may run it: it copies the object from storage to a temporary file first.
 * - An attempt starts by removing whatever an earlier attempt of the same import stored
 *   (rows are tagged with the import), then reads the whole file again: a crash, a stop
 *   or an expiry mid-import is resumed by the retry from a clean slate, never doubled.
 * - A file that is not what it claims, or breaks part-way (ImportFormatError), fails the
 *   import at once with the parser's message (no retry can help); what it stored is removed.
 * - Any other error is retried (pg-boss, 2 retries); after the last, the import fails.
 * - The worlds read only `done` imports, so a running or failed one is never half shown.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { UserEvent } from '../../../contract/events';
import { IMPORT_KINDS_TEXT, TOO_MANY_IMPORTS_CODE, type Import, type ImportCounts, type ImportProgress, type ImportSourceName } from '../../../contract/worlds';
import type { Database } from '../../db/client';
import { users, worldImports } from '../../db/schema';
import { AppError, BadRequestError, NotFoundError, ServiceUnavailableError, UnsupportedMediaTypeError } from '../../errors';
import type { JobContext, JobDefinition, Jobs } from '../../platform/jobs';
import type { LiveHub } from '../../platform/live';
import type { SavedUpload } from '../../platform/multipart';
import type { Storage } from '../../platform/storage';
import { sanitizeFileName } from '../../platform/file-names';
import { emptyCounts, ImportWriter } from './import-writer';
import { TimeReader } from './local-time';
import { ImportFormatError, type ImportBatch, type ImportRecord, type ImportSource } from './parsers/types';
import { DEFAULT_PHOTO_MAX_BYTES } from './parsers/photo-types';
import { executeFn, queryFn, yieldToEventLoop, type Query } from './sql';
import { chatImportJob, type ChatImportAttempt, type ChatImportJobData, type ChatSourceImport, type RemoteChatBatch, type WorldChatImports } from './chat-sources';
import { UUID_RE } from '../../../contract/common';

/** A remote source's batch as the writer's records (ADR 039). */
function remoteRecords(batch: Omit<RemoteChatBatch, 'read'>): ImportRecord[] {
  const { chat } = batch;
  const records: ImportRecord[] = [{ kind: 'chat', chatKey: chat.key, title: chat.title, isGroup: chat.isGroup, ...(chat.self ? { self: chat.self } : {}) }];
  for (const m of batch.messages) {
    records.push(
      m.notice
        ? { kind: 'event', chatKey: chat.key, at: m.at, text: `${m.author}: ${m.text}` }
        : { kind: 'message', chatKey: chat.key, author: m.author, at: m.at, text: m.text },
    );
  }
  for (const message of batch.notes ?? []) records.push({ kind: 'note', message });
  return records;
}

export const IMPORT_JOB = 'worlds.import';
const NOT_FOUND = 'Import not found.';
/** Progress is written and published at most this often. */
const PROGRESS_EVERY_MS = 250;
/** An import of this many messages or more refreshes world_messages' planner statistics (a smaller one barely changes them). */
const ANALYZE_AFTER_MESSAGES = 1_000;

/**
 * Moves the pending list of the messages' GIN index (world_messages_fts_idx) into the index.
 * A failure (a role that does not own the index on PostgreSQL, whose autovacuum does this
 * anyway) is logged, never fails the import.
 */
async function cleanPendingFullText(query: Query, log?: { warn(obj: object, msg: string): void }) {
  await query(sql`select gin_clean_pending_list('world_messages_fts_idx'::regclass) as pages`).catch((err: unknown) =>
    log?.warn({ err }, 'could not move the full-text index pending list'),
  );
}
/** Rows deleted per statement when an import's rows are removed. */
const DELETE_CHUNK = 5000;
/** DELETE_CHUNK written into a statement (a constant, not a parameter: the plans stay as they were). */
const CHUNK = sql.raw(String(DELETE_CHUNK));

/** Reads import files: the real one is parsers/index.ts; tests may pass another. */
export interface ImportParser {
  /** `userId`: whose upload it is (the user-text pool caps the work per account, #25). */
  detect(filePath: string, fileName: string, userId: string): Promise<ImportSource>;
  parse(filePath: string, opts: { fileName: string; source: ImportSource; signal?: AbortSignal; photoMaxBytes?: number }): AsyncIterable<ImportBatch>;
}

type ImportJobData = ChatImportJobData;

type Row = typeof worldImports.$inferSelect;

export interface ImportsDeps {
  database: Database;
  storage: Storage;
  jobs: Jobs;
  live: LiveHub;
  parser: ImportParser;
  /** This instance's scratch folder for uploads and parsed files. */
  tmpDir: string;
  log?: { warn(obj: object, msg: string): void; error?(obj: object, msg: string): void };
  /** Retry delay of a failed attempt (seconds). */
  retryDelaySeconds?: number;
  /** Bounds on what one import, one account and the server take on (config.imports; ADR 046). */
  limits?: Partial<ImportCaps>;
}

export interface ImportCaps {
  /** Largest single photo read (bytes); a larger one is skipped with a note. */
  photoMaxBytes: number;
  /** Imports of one account queued or running at once. */
  concurrentPerUser: number;
  /** Imports queued or running at once, all accounts together. */
  concurrentTotal: number;
}

const DEFAULT_CAPS: ImportCaps = { photoMaxBytes: DEFAULT_PHOTO_MAX_BYTES, concurrentPerUser: 3, concurrentTotal: 20 };

function isFormatError(err: unknown): err is Error {
  const name = (err as Error | undefined)?.name;
  return err instanceof ImportFormatError || name === 'ImportFormatError' || name === 'RemoteSourceError';
}

/** A place held for an import on its way (see reserve): its row will have `id`. */
export interface ImportPlace {
  readonly id: string;
  /** Gives the place back (once; later calls do nothing). */
  release(): void;
}

export function toImport(r: Row): Import {
  const progress = r.progress as Partial<ImportProgress>;
  return {
    id: r.id,
    status: r.status as Import['status'],
    source: r.source as Import['source'],
    fileName: r.fileName,
    size: r.size,
    timeZone: r.timeZone,
    progress: { ...progress, done: progress.done ?? 0, total: progress.total ?? 0 },
    counts: { ...emptyCounts(), ...(r.counts as Partial<ImportCounts>) },
    notes: r.notes,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

export function createImportsService(deps: ImportsDeps) {
  const { database, storage, jobs, live, parser, log } = deps;
  const db = database.db;
  const query: Query = queryFn(database);
  const execute = executeFn(database);
  // A chat source's import keeps what it reads in world_imports' externalId (column matrix_room_id).
  const chatOf = (r: Row): ChatSourceImport => ({ id: r.id, userId: r.userId, source: r.source as ImportSourceName, fileName: r.fileName, externalId: r.externalId! });
  const caps: ImportCaps = { ...DEFAULT_CAPS, ...deps.limits };

  /**
   * Imports admitted on this instance that have no row yet: an upload still being received
   * (POST /api/imports holds its place from before the body is read until the request
   * ends) or a remote import between its check and its insert. Rows alone would let one
   * account stream any number of files at once and be refused only when they end (#25).
   * Each place carries the id its import's row will get (import id → user id): once that
   * row exists the row is what counts, so an import is never counted twice, however long
   * its request takes to end after the insert (#31).
   */
  const pending = new Map<string, string>();
  function hold(userId: string): ImportPlace {
    const id = randomUUID();
    pending.set(id, userId);
    return { id, release: () => void pending.delete(id) };
  }

  /**
   * Refuses a new import while the account, or the server, has as many as allowed queued,
   * running or on their way (`pending`): 429 for the account's own, 503 for everyone's.
   * `own` is the caller's own place (not counted).
   * Rows are counted in the database, so every instance sees the same; places on their way
   * only on this instance, each only while no row has its id (one statement reads both, so
   * a row inserted meanwhile is seen by both parts or by neither). In the server's count
   * each account weighs at most its own cap: one account (racing past its cap across
   * instances, or with rooms on a slow homeserver) can never leave the others 503 (ADR 046).
   */
  async function admit(userId: string, own?: ImportPlace) {
    const held = [...pending.keys()].filter((id) => id !== own?.id);
    const rows = await query<{ user_id: string; n: number | string; landed: string | null }>(sql`
      select user_id, count(*) as n, null::uuid as landed from world_imports where status in ('queued', 'running') group by user_id
      union all
      select user_id, 0 as n, id as landed from world_imports where id = any(${sql.param(held)}::uuid[])`);
    const landed = new Set<string>();
    const active = new Map<string, number>();
    for (const r of rows) {
      if (r.landed) landed.add(r.landed);
      else active.set(r.user_id, Number(r.n));
    }
    for (const id of held) {
      const user = pending.get(id);
      if (user !== undefined && !landed.has(id)) active.set(user, (active.get(user) ?? 0) + 1);
    }
    if ((active.get(userId) ?? 0) >= caps.concurrentPerUser) {
      throw new AppError(
        429,
        TOO_MANY_IMPORTS_CODE,
        `You already have ${caps.concurrentPerUser} import(s) under way (uploading, waiting or running), the most at once. Try again when one has finished.`,
        { 'retry-after': '30' },
      );
    }
    let all = 0;
    for (const n of active.values()) all += Math.min(n, caps.concurrentPerUser);
    if (all >= caps.concurrentTotal) {
      throw new ServiceUnavailableError('The server is busy with other imports. Please try again in a few minutes.', 'imports_busy');
    }
  }

  /**
   * Holds a place for an import of `userId` (checked first: 429/503). The import's row is
   * inserted with the place's id; the caller releases the place when its request ends, or
   * when it was refused.
   */
  async function reserve(userId: string): Promise<ImportPlace> {
    // Held before the (asynchronous) count: requests arriving together each see the others.
    const place = hold(userId);
    try {
      await admit(userId, place);
    } catch (err) {
      place.release();
      throw err;
    }
    return place;
  }

  function writerFor(row: Row) {
    return new ImportWriter({
      query,
      execute,
      storage,
      userId: row.userId,
      importId: row.id,
      source: row.source as ImportSourceName,
      time: new TimeReader(row.timeZone),
      importedAt: row.createdAt,
      paced: database.kind === 'pglite',
    });
  }

  async function find(userId: string, id: string): Promise<Row> {
    if (!UUID_RE.test(id)) throw new NotFoundError(NOT_FOUND);
    const [row] = await db
      .select()
      .from(worldImports)
      .where(and(eq(worldImports.id, id), eq(worldImports.userId, userId)))
      .limit(1);
    if (!row) throw new NotFoundError(NOT_FOUND);
    return row;
  }

  /** Updates the import; with `attempt`, only while that attempt is still the latest (a stale one changes nothing). */
  async function update(id: string, set: Partial<typeof worldImports.$inferInsert>, attempt?: number): Promise<Row | undefined> {
    const where = attempt === undefined ? eq(worldImports.id, id) : and(eq(worldImports.id, id), eq(worldImports.attempts, attempt));
    const [row] = await db.update(worldImports).set(set).where(where).returning();
    return row;
  }

  /** Tells the user's open pages; a lost event only delays a refresh. */
  function tell(row: Row | undefined) {
    if (!row) return;
    const event: UserEvent = { type: 'import', import: toImport(row) };
    live.publishToUser(row.userId, event).catch((err: unknown) => log?.warn({ err, import: row.id }, 'could not publish an import event'));
  }

  /**
   * Removes what the import brought in (an attempt's, or a whole import's), in chunks so
   * PGlite never holds the event loop long. A row that a later import also brought (a
   * sighting, written for its duplicates) is not removed: it passes to that import. Then
   * this import's own sightings of others' rows go, then its rows, then what no longer has
   * a reason to exist: participants, chats, people and places nothing refers to, and the
   * removed photos' thumbnails.
   */
  async function removeRows(userId: string, importId: string) {
    await handOver(importId);
    for (const table of ['world_message_sightings', 'world_row_sightings']) {
      await deleteInChunks(table, importId);
    }
    const thumbs = await query<{ k: string }>(sql`select thumbnail_key as k from world_photos where import_id = ${importId} and thumbnail_key is not null`);
    const chats = await query<{ id: string }>(sql`select distinct chat_id as id from world_messages where import_id = ${importId}`);
    const eventChats = await query<{ id: string }>(sql`select distinct chat_id as id from world_events where import_id = ${importId} and chat_id is not null`);
    const places = await query<{ id: string }>(
      sql`select distinct place_id as id from world_place_points where import_id = ${importId}
       union select distinct place_id from world_photos where import_id = ${importId} and place_id is not null`,
    );
    for (const table of ['world_messages', 'world_events', 'world_place_points', 'world_photos']) await deleteInChunks(table, importId);
    // Vectors of messages that are gone (#29, semantic search): a deleted message leaves no meaning behind.
    await execute(
      sql`delete from world_message_embeddings e where e.user_id = ${userId}
          and not exists (select 1 from world_messages m where m.user_id = e.user_id and m.at = e.at and m.key = e.key)`,
    );
    await Promise.all(thumbs.map((t) => storage.delete(t.k).catch((err: unknown) => log?.warn({ err }, 'could not delete a thumbnail'))));
    await collectGarbage(userId, [...new Set([...chats, ...eventChats].map((c) => c.id))], places.map((p) => p.id));
  }

  async function deleteInChunks(table: string, importId: string) {
    for (;;) {
      // ctid: the bulk tables have no id column to page by.
      const t = sql.raw(table);
      const deleted = await execute(sql`delete from ${t} where ctid = any(array(select ctid from ${t} where import_id = ${importId} limit ${CHUNK}))`);
      await yieldToEventLoop();
      if (deleted < DELETE_CHUNK) break;
    }
  }

  /**
   * The rows `importId` owns that other imports saw pass to one of them (the one with the
   * lowest id, for determinism): the row's `import_id` becomes the heir's, the other
   * sightings name the heir as the owner, and the heir's own sighting goes (it owns the
   * row now). Chunk by chunk; each statement's CTEs touch different rows.
   */
  async function handOver(importId: string) {
    const [shared] = await query<{ any: boolean }>(
      sql`select exists (select 1 from world_message_sightings where owner_import_id = ${importId})
           or exists (select 1 from world_row_sightings where owner_import_id = ${importId}) as any`,
    );
    if (!shared?.any) return;
    for (;;) {
      const moved = await execute(
        sql`with moved as (
           select distinct on (at, key) user_id, at, key, import_id as heir from world_message_sightings
           where owner_import_id = ${importId} order by at, key, import_id limit ${CHUNK}
         ), handed as (
           update world_messages m set import_id = moved.heir from moved
           where m.user_id = moved.user_id and m.at = moved.at and m.key = moved.key returning 1
         ), owners as (
           update world_message_sightings s set owner_import_id = moved.heir from moved
           where s.owner_import_id = ${importId} and s.user_id = moved.user_id and s.at = moved.at and s.key = moved.key and s.import_id <> moved.heir returning 1
         )
         delete from world_message_sightings s using moved
         where s.import_id = moved.heir and s.user_id = moved.user_id and s.at = moved.at and s.key = moved.key`,
      );
      await yieldToEventLoop();
      if (moved < DELETE_CHUNK) break;
    }
    for (const [kind, table, type] of [
      ['event', 'world_events', 'bigint'],
      ['point', 'world_place_points', 'bigint'],
      ['photo', 'world_photos', 'uuid'],
    ] as const) {
      for (;;) {
        // Table, kind and id type are this code's constants (above), written into the statement.
        const [k, t, rowId] = [sql.raw(`'${kind}'`), sql.raw(table), sql.raw(`moved.row_id::${type}`)];
        const moved = await execute(
          sql`with moved as (
             select distinct on (row_id) row_id, import_id as heir from world_row_sightings
             where owner_import_id = ${importId} and kind = ${k} order by row_id, import_id limit ${CHUNK}
           ), handed as (
             update ${t} r set import_id = moved.heir from moved where r.id = ${rowId} returning 1
           ), owners as (
             update world_row_sightings s set owner_import_id = moved.heir from moved
             where s.owner_import_id = ${importId} and s.kind = ${k} and s.row_id = moved.row_id and s.import_id <> moved.heir returning 1
           )
           delete from world_row_sightings s using moved where s.import_id = moved.heir and s.kind = ${k} and s.row_id = moved.row_id`,
        );
        await yieldToEventLoop();
        if (moved < DELETE_CHUNK) break;
      }
    }
  }

  async function collectGarbage(userId: string, chatIds: string[], placeIds: string[]) {
    if (chatIds.length) {
      // Participants are the authors of a chat's messages: derived again for the chats touched.
      const chats = sql`any(${sql.param(chatIds)}::uuid[])`;
      await query(sql`delete from world_chat_people where chat_id = ${chats}`);
      await query(
        sql`insert into world_chat_people (chat_id, person_id)
         select distinct chat_id, person_id from world_messages where user_id = ${userId} and chat_id = ${chats} on conflict do nothing`,
      );
      await query(
        sql`delete from world_chats c where c.user_id = ${userId} and c.id = ${chats}
           and not exists (select 1 from world_chat_people cp where cp.chat_id = c.id)
           and not exists (select 1 from world_events e where e.user_id = ${userId} and e.chat_id = c.id)`,
      );
    }
    await query(
      sql`delete from world_people p where p.user_id = ${userId}
         and not exists (select 1 from world_chat_people cp where cp.person_id = p.id)
         and not exists (select 1 from world_place_points pp where pp.user_id = ${userId} and pp.person_id = p.id)
         and not exists (select 1 from world_people m where m.merged_into = p.id)`,
    );
    if (placeIds.length) {
      await query(
        sql`delete from world_places pl where pl.user_id = ${userId} and pl.id = any(${sql.param(placeIds)}::uuid[])
           and not exists (select 1 from world_place_points pp where pp.place_id = pl.id)
           and not exists (select 1 from world_photos ph where ph.place_id = pl.id)`,
      );
    }
  }

  async function fail(row: Row, message: string) {
    await removeRows(row.userId, row.id);
    tell(await update(row.id, { status: 'failed', error: message, finishedAt: new Date() }));
  }

  async function copyToTemp(row: Row): Promise<string> {
    const object = await storage.get(row.storageKey);
    if (!object) throw new Error(`The file of import ${row.id} is missing from storage`);
    await fs.promises.mkdir(deps.tmpDir, { recursive: true });
    const file = path.join(deps.tmpDir, `${row.id}-${randomUUID()}.import`);
    await pipeline(object.body, fs.createWriteStream(file, { flags: 'wx' }));
    return file;
  }

  async function findChatImport(userId: string, source: ImportSourceName, externalId: string): Promise<Import | null> {
    const [row] = await db
      .select()
      .from(worldImports)
      .where(and(eq(worldImports.userId, userId), eq(worldImports.source, source), eq(worldImports.externalId, externalId)))
      .limit(1);
    return row ? toImport(row) : null;
  }

  /**
   * Starts an attempt of an import's job (the file job below, or a chat source's job through
   * `chats.begin`): null when there is nothing to do. The attempt marks the import running,
   * removes what an earlier attempt stored, then stores batches, reports progress, and ends
   * with `finish` or `failed`.
   */
  async function begin(data: ImportJobData, ctx: JobContext) {
    const [current] = await db.select().from(worldImports).where(eq(worldImports.id, data.importId)).limit(1);
    // Deleted meanwhile, or finished by an earlier delivery of the same job: nothing to do.
    if (!current || current.status === 'done' || current.status === 'failed') return null;
    // An attempt that outlived its expiry may still be finishing while the retry runs: every
    // write below names its attempt, so the older one stops at its next write.
    const attempt = current.attempts + 1;
    let row = (await update(current.id, {
      status: 'running',
      attempts: attempt,
      startedAt: new Date(),
      progress: { done: 0, total: current.size, unit: current.externalId === null ? 'bytes' : 'entries' },
      counts: {},
      notes: [],
      error: null,
    }))!;
    await removeRows(row.userId, row.id);
    tell(row);
    let writer: ImportWriter | undefined;
    let lastReport = Date.now();
    let progress: ImportProgress = { done: 0, total: row.size, unit: 'bytes' };
    return {
      get row() {
        return row;
      },
      async write(batch: ImportBatch) {
        writer ??= writerFor(row);
        await writer.write(batch.records);
        ctx.signal.throwIfAborted();
        progress = { ...batch.progress, ...writer.read };
        if (Date.now() - lastReport >= PROGRESS_EVERY_MS) {
          lastReport = Date.now();
          const updated = await update(row.id, { progress, counts: writer.counts }, attempt);
          if (!updated) throw new Error('The import was deleted, or taken over by a newer attempt, while it ran');
          tell(updated);
        }
      },
      async finish(): Promise<ImportCounts> {
        writer ??= writerFor(row);
        await writer.finish();
        // Planner statistics after a big import (#29): PGlite runs no autovacuum, and without
        // them the full-text search of Ask never picks its GIN index (world_messages_fts_idx).
        if (writer.counts.messages >= ANALYZE_AFTER_MESSAGES) await query('analyze world_messages');
        // The GIN index takes an import's messages into its pending list (fastupdate), which
        // every full-text search then reads in full, whatever it asks for: ~120 ms a search at
        // 1,000,000 messages on PGlite (no autovacuum moves the list into the index). Moved
        // now, a search reads only the index (docs/decisions/066).
        if (writer.counts.messages > 0) await cleanPendingFullText(query, log);
        const finished = await update(
          row.id,
          { status: 'done', progress: { ...progress, done: progress.total }, counts: writer.counts, notes: writer.notes, finishedAt: new Date() },
          attempt,
        );
        if (!finished) throw new Error('The import was deleted, or taken over by a newer attempt, while it ran');
        row = finished;
        tell(row);
        return writer.counts;
      },
      async failed(err: unknown): Promise<{ failed: string }> {
        const [still] = await db.select().from(worldImports).where(eq(worldImports.id, row.id)).limit(1);
        // Deleted while it ran: what this attempt stored after the deletion's clean-up goes too
        // (its thumbnails by their keys: with the account gone, no row names them any more).
        if (!still) {
          await removeRows(row.userId, row.id).catch((e: unknown) => log?.warn({ err: e }, 'could not clean up a deleted import'));
          for (const key of writer?.storedKeys ?? []) {
            await storage.delete(key).catch((e: unknown) => log?.warn({ err: e }, 'could not delete a thumbnail'));
          }
          throw err;
        }
        // A newer attempt owns the import now: leave everything to it.
        if (still.attempts !== attempt) throw err;
        if (isFormatError(err)) {
          await fail(row, (err as Error).message);
          return { failed: (err as Error).message };
        }
        // Retried: nothing of this attempt stays visible or counted meanwhile.
        await removeRows(row.userId, row.id).catch((e: unknown) => log?.warn({ err: e }, 'could not clean up an import attempt'));
        tell(await update(row.id, { status: 'queued', progress: {}, counts: {} }, attempt).catch(() => undefined));
        throw err;
      },
    };
  }

  /** The job of an uploaded file: parse it (parsers/) and store what it reads. */
  async function importJob(data: ImportJobData, ctx: JobContext) {
    const [queued] = await db
      .select({ externalId: worldImports.externalId, source: worldImports.source, status: worldImports.status })
      .from(worldImports)
      .where(eq(worldImports.id, data.importId))
      .limit(1);
    if (queued && queued.externalId !== null && queued.status !== 'done' && queued.status !== 'failed') {
      // A chat source's import queued under this kind (before chat sources had their own
      // jobs): its source's job reads it.
      const jobId = await jobs.send(chatImportJob(queued.source as ImportSourceName), data, { ownerId: data.userId });
      await db.update(worldImports).set({ jobId }).where(eq(worldImports.id, data.importId));
      return { handedTo: chatImportJob(queued.source as ImportSourceName) };
    }
    const attempt = await begin(data, ctx);
    if (!attempt) return { skipped: true };
    let file: string | undefined;
    try {
      file = await copyToTemp(attempt.row);
      const batches = parser.parse(file, {
        fileName: attempt.row.fileName,
        source: attempt.row.source as ImportSource,
        signal: ctx.signal,
        photoMaxBytes: caps.photoMaxBytes,
      });
      for await (const batch of batches) await attempt.write(batch);
      return { counts: await attempt.finish() };
    } catch (err) {
      return await attempt.failed(err);
    } finally {
      if (file) await fs.promises.rm(file, { force: true });
    }
  }

  /** The row and the job of a chat source's import (createChatImport has admitted it). */
  async function insertChatImport(userId: string, o: { source: ImportSourceName; fileName: string; externalId: string }, place: ImportPlace): Promise<Import> {
    const [user] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new NotFoundError('Account not found.');
    const id = place.id;
    const [row] = await db
      .insert(worldImports)
      .values({
        id,
        userId,
        source: o.source,
        fileName: o.fileName.slice(0, 300) || o.source,
        // Nothing is stored under it; the key keeps the users/<user>/imports/<id> shape.
        storageKey: `users/${userId}/imports/${id}`,
        size: 0,
        timeZone: user.timeZone ?? 'UTC',
        externalId: o.externalId,
        progress: { done: 0, total: 0, unit: 'entries' },
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // Added meanwhile by another request: that one stands.
      const existing = await findChatImport(userId, o.source, o.externalId);
      if (existing) return existing;
      throw new Error('The import could not be created');
    }
    try {
      const jobId = await jobs.send(chatImportJob(o.source), { importId: id, userId } satisfies ImportJobData, { ownerId: userId });
      await db.update(worldImports).set({ jobId }).where(eq(worldImports.id, id));
    } catch (err) {
      await db.delete(worldImports).where(eq(worldImports.id, id)).catch(() => undefined);
      throw err;
    }
    tell(row);
    return toImport(row);
  }

  /** The retries of every import job; after the last, the import fails. */
  const jobOptions: JobDefinition<ImportJobData, unknown> = {
    retryLimit: 2,
    retryDelaySeconds: deps.retryDelaySeconds ?? 5,
    retryBackoff: true,
    onOutcome: async (o) => {
      if (o.state !== 'failed') return;
      const [row] = await db.select().from(worldImports).where(eq(worldImports.id, o.data.importId)).limit(1);
      if (row && row.status !== 'done' && row.status !== 'failed') {
        log?.warn({ import: row.id, error: o.error }, 'import failed after its retries');
        await fail(row, 'The import could not be completed. Please try again.');
      }
    },
  };
  jobs.define<ImportJobData, unknown>(IMPORT_JOB, importJob, jobOptions);

  /** What a feature reading a service's chats uses (chat-sources.ts). */
  const chats: WorldChatImports = {
    /**
     * Creates an import read from a chat source (no file) and queues its job. Admitted
     * like an upload (429/503, see admit): a room read from a slow homeserver holds its
     * place as long as an upload's import does.
     */
    async create(userId, o) {
      const existing = await findChatImport(userId, o.source, o.externalId);
      if (existing) return existing;
      const place = await reserve(userId);
      try {
        return await insertChatImport(userId, o, place);
      } finally {
        place.release();
      }
    },

    find: findChatImport,
    jobOptions,

    async begin(data, ctx): Promise<ChatImportAttempt | null> {
      const attempt = await begin(data, ctx);
      if (!attempt) return null;
      return {
        import: chatOf(attempt.row),
        write: (batch) => attempt.write({ records: remoteRecords(batch), progress: { done: batch.read, total: 0, unit: 'entries' } }),
        finish: () => attempt.finish(),
        failed: (err) => attempt.failed(err),
      };
    },

    /** The time of the newest message or event the import holds (where a catch-up may stop), or null. */
    async latestAt(importId) {
      const [row] = await query<{ at: string | Date | null }>(
        sql`select greatest((select max(at) from world_messages where import_id = ${importId}), (select max(at) from world_events where import_id = ${importId})) as at`,
      );
      return row?.at ? new Date(row.at) : null;
    },

    /**
     * Adds messages to a finished import (a Matrix room's new messages), through the same
     * writer and de-duplication as the job; its counts grow by what was new. Returns the
     * new counts of this call, or null when the import is gone or not done yet (its job
     * catches up when it finishes).
     */
    async append(importId, batch) {
      const [row] = await db.select().from(worldImports).where(eq(worldImports.id, importId)).limit(1);
      if (!row || row.status !== 'done') return null;
      const writer = writerFor(row);
      await writer.write(remoteRecords(batch));
      const c = writer.counts;
      // Duplicates here are the import's own messages read again (a catch-up overlaps): not counted.
      const keys = (Object.keys(c) as (keyof ImportCounts)[]).filter((k) => k !== 'duplicates');
      const grown = sql.join(
        keys.map((k) => sql`${k}::text, coalesce((counts->>${k}::text)::bigint, 0) + ${c[k]}`),
        sql`, `,
      );
      const [updated] = await query<{ id: string }>(sql`update world_imports set counts = counts || jsonb_build_object(${grown}) where id = ${importId} returning id`);
      if (!updated) {
        // Deleted while this ran: what was just written goes too.
        await removeRows(row.userId, importId);
        return null;
      }
      if (c.messages || c.people || c.events) {
        const [fresh] = await db.select().from(worldImports).where(eq(worldImports.id, importId)).limit(1);
        tell(fresh);
      }
      return c;
    },

    remove: (userId, importId) => remove(userId, importId),
  };

  /** Removes the import and exactly what it brought in (a running job notices and stops). */
  async function remove(userId: string, id: string): Promise<void> {
    const row = await find(userId, id);
    await removeRows(userId, row.id);
    await db.delete(worldImports).where(eq(worldImports.id, row.id));
    await collectGarbage(userId, [], []);
    await storage.delete(row.storageKey).catch((err: unknown) => log?.warn({ err }, 'could not delete an import file'));
  }

  return {
    /**
     * Holds a place for an upload before its body is read (429/503 when the account or the
     * server may not start another import now, see admit); the route releases it when the
     * request ends, however it ends.
     */
    reserve,

    /**
     * Decides the source from the content, keeps the file, queues the job. `place`: the
     * caller's place from `reserve` (not counted against it here; the import gets its id).
     */
    async create(userId: string, upload: SavedUpload, browserTimeZone?: string, opts: { place?: ImportPlace } = {}): Promise<Import> {
      const fileName = sanitizeFileName(upload.filename) || 'import';
      if (upload.bytes === 0) throw new BadRequestError('The file is empty.', 'empty_file');
      // Checked again: imports of other instances may have been queued while this file was received.
      await admit(userId, opts.place);
      let source: ImportSource;
      try {
        source = await parser.detect(upload.path, fileName, userId);
      } catch (err) {
        if (isFormatError(err)) throw new UnsupportedMediaTypeError((err as Error).message, 'unsupported_import');
        throw err;
      }
      const [user] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw new NotFoundError('Account not found.');
      let timeZone = user.timeZone;
      if (!timeZone && browserTimeZone) {
        // The browser's zone becomes the setting, so every later import reads times alike.
        await db.update(users).set({ timeZone: browserTimeZone }).where(eq(users.id, userId));
        timeZone = browserTimeZone;
      }
      const id = opts.place?.id ?? randomUUID();
      const storageKey = `users/${userId}/imports/${id}`;
      await storage.put(storageKey, fs.createReadStream(upload.path));
      try {
        const [row] = await db
          .insert(worldImports)
          .values({ id, userId, source, fileName, storageKey, size: upload.bytes, timeZone: timeZone ?? 'UTC', progress: { done: 0, total: upload.bytes, unit: 'bytes' } })
          .returning();
        const jobId = await jobs.send(IMPORT_JOB, { importId: id, userId } satisfies ImportJobData, { ownerId: userId });
        await db.update(worldImports).set({ jobId }).where(eq(worldImports.id, id));
        return toImport(row!);
      } catch (err) {
        await db.delete(worldImports).where(eq(worldImports.id, id)).catch(() => undefined);
        await storage.delete(storageKey).catch(() => undefined);
        throw err;
      }
    },

    async list(userId: string): Promise<Import[]> {
      const rows = await db.select().from(worldImports).where(eq(worldImports.userId, userId)).orderBy(desc(worldImports.createdAt));
      return rows.map(toImport);
    },

    get: async (userId: string, id: string) => toImport(await find(userId, id)),

    remove,

    /** What a feature reading a service's chats uses (chat-sources.ts). */
    chats,

    /** What the job runs (exported for the scripts and tests that drive it directly). */
    importJob,
    kinds: IMPORT_KINDS_TEXT,
  };
}
export type ImportsService = ReturnType<typeof createImportsService>;
