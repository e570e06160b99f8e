/**
 * Background jobs: queued work with progress, claimed once, retried with back-off, and
 * resumed by another instance when the one running it dies. Built on pg-boss (v10) in
 * the database every instance already shares; on PGlite the same pg-boss runs in-process
 * through its `db` option (docs/decisions/013-jobs.md), so there is one code path.
 *
 * Usage: `jobs.define(name, handler, options)` on every instance that should run `name`
 * (before or after `start()`), `jobs.send(name, data)` from anywhere, `jobs.get(id)` to
 * show state and progress. app.ts starts the service when the app is ready and stops it
 * (draining) when the app closes.
 *
 * Behaviour and failure modes:
 * - Claiming is pg-boss's `SELECT … FOR UPDATE SKIP LOCKED`: a job runs on one worker of
 *   one instance at a time. Delivery is at-least-once, so handlers must be idempotent
 *   (a run may be repeated after a crash or an expiry).
 * - A handler that throws (or rejects) fails the attempt; the job is retried up to
 *   `retryLimit` times, `retryDelaySeconds` apart, doubling with jitter when
 *   `retryBackoff` is on; then it stays `failed` with the last error message.
 * - `expireInSeconds` is the longest one attempt may run. Past it, the handler's
 *   `signal` aborts, its result is ignored, and pg-boss's maintenance (one instance per
 *   `maintenanceIntervalSeconds`) moves the job back to `retry`. This is also how a job
 *   survives the death of its instance: a SIGKILLed instance never completes it, and it
 *   is retried elsewhere once `expireInSeconds` (+ up to one maintenance interval) has
 *   passed. NOTE: pg-boss 10 has no heartbeat, so `expireInSeconds` must exceed the
 *   longest healthy run; long imports should split into steps or raise it.
 * - Progress: `reportProgress(p)` stores `p` (JSON) in our `job_progress` table and
 *   publishes a hint on the `jobs` pub/sub channel; `get(id)` reads it back with the
 *   job's state, attempts, result and error (pg-boss's job or archive table). Each call
 *   is a write and a NOTIFY: report a few times a second at most, not per item.
 * - `send()` wakes idle workers at once on this instance and, through pub/sub, on the
 *   others; a missed hint only costs one polling interval.
 * - `cancelOwnedBy(owner)` cancels every job sent with that `ownerId` (queued, waiting to
 *   retry, or running): none runs again; a running handler's `signal` aborts, here and, by
 *   a pub/sub hint, on the other instances; this instance waits (up to `waitMs`) for its
 *   own handlers to return. A handler on another instance stops at its next signal check,
 *   unwaited: what it writes after that is its own to clean up.
 * - `stop()` stops claiming, waits up to `drainTimeoutMs` for running handlers, then
 *   aborts their signals and fails what is still running so it is retried (on another
 *   instance, or after a restart).
 * - A database error while claiming is logged and retried on the next poll; one while
 *   completing leaves the job active until it expires and is retried.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { jobProgress } from '../db/schema';
import type { PubSub } from './pubsub';

/** Pub/sub channel for job hints: `{ kind: 'queued' | 'progress' | 'completed' | 'failed', name, id? }`. */
export const JOBS_CHANNEL = 'jobs';
const NAME_RE = /^[a-z][a-z0-9_.-]{0,62}$/;

export type JobState = 'queued' | 'retry' | 'active' | 'completed' | 'failed' | 'cancelled';

export interface JobContext {
  id: string;
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
  /** Aborted when the attempt expires or the instance stops; stop work and throw. */
  signal: AbortSignal;
  /** Stores `progress` (any JSON, e.g. `{ done: 3, total: 10 }`) for `get(id)`. */
  reportProgress(progress: unknown): Promise<void>;
}

export type JobHandler<D = unknown, R = unknown> = (data: D, ctx: JobContext) => Promise<R> | R;

export interface JobDefinitionOptions {
  /** Retries after the first attempt (default 2). */
  retryLimit?: number;
  /** Seconds before a retry (default 5); the base of the back-off when `retryBackoff` is on. */
  retryDelaySeconds?: number;
  /** Exponential back-off with jitter (default true). */
  retryBackoff?: boolean;
  /** Jobs of this name run at once on this instance (default 1). */
  concurrency?: number;
  /** Longest one attempt may run; also how soon a dead instance's job is retried (default 900). */
  expireInSeconds?: number;
}

/** How one attempt ended, as recorded: `retry` when retries remain after a failure. */
export interface JobOutcome<D = unknown, R = unknown> {
  id: string;
  name: string;
  data: D;
  ownerId: string | null;
  state: 'completed' | 'retry' | 'failed';
  attempt: number;
  result?: R;
  error?: string;
}

export interface JobDefinition<D = unknown, R = unknown> extends JobDefinitionOptions {
  /**
   * Called on the instance that ran the attempt, after its outcome is recorded (so a
   * `get(id)` from here on sees it): e.g. to tell the user live. Not called for an
   * attempt that expired or whose instance died. Errors are logged, not retried.
   */
  onOutcome?: (outcome: JobOutcome<D, R>) => Promise<void> | void;
}

export interface SendOptions {
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
  /** Higher runs first (default 0). */
  priority?: number;
  /** The user the job works for: `get(id)` reports it, so routes can show a job to its owner only. */
  ownerId?: string;
}

export interface JobStatus {
  id: string;
  name: string;
  /** `SendOptions.ownerId`, or null. */
  ownerId: string | null;
  state: JobState;
  /** The last value the handler reported, or null. */
  progress: unknown;
  /** Runs started so far (0 while queued). */
  attempts: number;
  retryLimit: number;
  /** The handler's return value, once completed. */
  result: unknown;
  /** The last attempt's error message (failed, or waiting to retry). */
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
}

export interface Jobs {
  define<D = unknown, R = unknown>(name: string, handler: JobHandler<D, R>, options?: JobDefinition<D, R>): void;
  /** Queues a job and returns its id. */
  send(name: string, data: unknown, options?: SendOptions): Promise<string>;
  get(id: string): Promise<JobStatus | null>;
  /** Cancels the owner's jobs and stops their running handlers (see above); resolves with how many were found. */
  cancelOwnedBy(ownerId: string, opts?: { waitMs?: number }): Promise<number>;
  start(): Promise<void>;
  /** Stops claiming, drains running handlers (see above). */
  stop(): Promise<void>;
}

/** What pg-boss needs to reach the database (its `db` option). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

export interface JobsOptions {
  database: Database;
  pubsub?: PubSub;
  log?: Logger;
  /** How pg-boss reaches the database; by default the app's own pool or PGlite client. */
  executor?: SqlExecutor;
  /** Idle workers look for due jobs this often (default 2000 ms). */
  pollIntervalMs?: number;
  /** How often one instance expires overdue jobs and archives old ones (default 30 s). */
  maintenanceIntervalSeconds?: number;
  /** How long `stop()` waits for running handlers (default 5 s: main.ts forces an exit after 10 s). */
  drainTimeoutMs?: number;
  /** Progress rows older than this are deleted during maintenance (default 14 days). */
  progressRetentionDays?: number;
  /** Defaults for definitions that leave an option out (e.g. `expireInSeconds` from JOBS_EXPIRE_SECONDS). */
  defaults?: JobDefinitionOptions;
}

/** pg-boss's `db` option on our database: PGlite's client or the app's pool. */
export function sqlExecutor(database: Database): SqlExecutor {
  if (database.kind === 'pglite') {
    const client = database.pglite;
    if (!client) throw new Error('PGlite database without its client');
    return {
      async executeSql(text, values) {
        if (values?.length) return { rows: (await client.query(text, values)).rows };
        // pg-boss sends several statements in one text (its migrations, `BEGIN; …; COMMIT;`)
        // without parameters; PGlite's exec runs those, query only runs one.
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    };
  }
  const pool = database.pool;
  if (!pool) throw new Error('PostgreSQL database without its pool');
  return {
    async executeSql(text, values) {
      const res = (await pool.query(text, values)) as unknown as { rows: unknown[] } | { rows: unknown[] }[];
      return Array.isArray(res) ? { rows: res.at(-1)?.rows ?? [] } : res;
    },
  };
}

interface Queue {
  name: string;
  handler: JobHandler;
  options: Required<JobDefinitionOptions>;
  onOutcome?: (outcome: JobOutcome) => Promise<void> | void;
  running: Map<string, { promise: Promise<void>; abort: AbortController }>;
  loop?: Promise<void>;
  wake?: () => void;
}

type BossJob = PgBoss.JobWithMetadata<unknown>;

/** Advisory lock serializing pg-boss's schema set-up across instances (see db/client.ts). */
const JOBS_START_LOCK_KEY = 727_001_000_000_002n;

const DEFAULTS: Required<JobDefinitionOptions> = {
  retryLimit: 2,
  retryDelaySeconds: 5,
  retryBackoff: true,
  concurrency: 1,
  expireInSeconds: 900,
};

export function createJobs(opts: JobsOptions): Jobs {
  const db: Db = opts.database.db;
  const log = opts.log;
  const pollIntervalMs = opts.pollIntervalMs ?? 2000;
  const drainTimeoutMs = opts.drainTimeoutMs ?? 5000;
  const retentionDays = opts.progressRetentionDays ?? 14;
  const boss = new PgBoss({
    db: opts.executor ?? sqlExecutor(opts.database),
    schedule: false,
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 30,
  });
  boss.on('error', (err) => log?.warn({ err }, 'job queue error'));
  boss.on('maintenance', () => {
    db.delete(jobProgress)
      .where(lt(jobProgress.updatedAt, sql`now() - make_interval(days => ${retentionDays})`))
      .catch((err: unknown) => log?.warn({ err }, 'could not delete old job progress'));
  });

  const queues = new Map<string, Queue>();
  const created = new Map<string, Promise<void>>();
  let started = false;
  let stopping = false;
  let unsubscribe: (() => Promise<void>) | undefined;

  function checkName(name: string) {
    if (!NAME_RE.test(name)) throw new Error(`Invalid job name: ${name}`);
  }

  /**
   * pg-boss needs a queue (a row and a partition of its job table) before jobs; the
   * definition's options win over an older row. Created once per name and instance.
   * NOTE: on PostgreSQL, creating a queue (ATTACH PARTITION) can deadlock with another
   * instance's claims or its own creation of the same queue; PostgreSQL aborts one side
   * and creation is idempotent, so it is retried.
   */
  function ensureQueue(name: string): Promise<void> {
    let p = created.get(name);
    if (!p) {
      p = configureQueue(name);
      created.set(name, p);
      p.catch(() => created.delete(name));
    }
    return p;
  }

  async function configureQueue(name: string, attempts = 5): Promise<void> {
    const options = queues.get(name)?.options;
    const queueOptions = options && {
      name,
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: options.retryBackoff,
      expireInSeconds: options.expireInSeconds,
    };
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(name, queueOptions);
        if (queueOptions) await boss.updateQueue(name, queueOptions);
        return;
      } catch (err) {
        if (attempt >= attempts) throw err;
        await sleep(50 * attempt);
      }
    }
  }

  function hint(message: { kind: string; name: string; id?: string; ids?: string[] }) {
    opts.pubsub?.publish(JOBS_CHANNEL, message).catch((err: unknown) => log?.warn({ err }, 'could not publish a job hint'));
  }

  /** Aborts this instance's running handlers of `ids`; resolves when they have returned, or after `waitMs`. */
  async function stopRunning(ids: Set<string>, reason: string, waitMs: number) {
    const stopping = [...queues.values()].flatMap((q) => [...q.running.entries()].filter(([id]) => ids.has(id)).map(([, r]) => r));
    for (const r of stopping) r.abort.abort(new Error(reason));
    if (stopping.length && waitMs > 0) await Promise.race([Promise.all(stopping.map((r) => r.promise)), sleep(waitMs, undefined, { ref: false })]);
  }

  function startQueue(q: Queue) {
    q.loop = (async () => {
      await ensureQueue(q.name);
      while (!stopping) {
        const free = q.options.concurrency - q.running.size;
        if (free > 0) {
          // fetch() swallows database errors and returns no jobs; the next poll retries.
          const jobs = (await boss.fetch(q.name, { batchSize: free, includeMetadata: true })) as BossJob[];
          for (const job of jobs) run(q, job);
          if (jobs.length === free && !stopping) continue;
        }
        if (stopping) break;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, pollIntervalMs);
          function done() {
            clearTimeout(timer);
            q.wake = undefined;
            resolve();
          }
          q.wake = done;
        });
      }
    })().catch((err: unknown) => log?.warn({ err, queue: q.name }, 'job worker stopped'));
  }

  function run(q: Queue, job: BossJob) {
    const abort = new AbortController();
    let expired = false;
    const timer = setTimeout(() => {
      expired = true;
      abort.abort(new Error(`Job ${job.id} expired after ${job.expireInSeconds} s`));
      // Free the slot: maintenance retries the job; this attempt's outcome no longer counts.
      q.running.delete(job.id);
      q.wake?.();
    }, Number(job.expireInSeconds) * 1000);
    timer.unref();
    const ctx: JobContext = {
      id: job.id,
      attempt: job.retryCount + 1,
      signal: abort.signal,
      reportProgress: async (progress) => {
        await db
          .update(jobProgress)
          .set({ progress: progress ?? null, updatedAt: new Date() })
          .where(eq(jobProgress.jobId, job.id));
        hint({ kind: 'progress', name: q.name, id: job.id });
      },
    };
    const outcome = async (o: Pick<JobOutcome, 'state' | 'result' | 'error'>) => {
      if (!q.onOutcome) return;
      try {
        const [row] = await db.select({ ownerId: jobProgress.ownerId }).from(jobProgress).where(eq(jobProgress.jobId, job.id));
        await q.onOutcome({ id: job.id, name: q.name, data: job.data, ownerId: row?.ownerId ?? null, attempt: ctx.attempt, ...o });
      } catch (err) {
        log?.warn({ err, queue: q.name, job: job.id }, 'job outcome listener failed');
      }
    };
    const promise = (async () => {
      let result: unknown;
      try {
        result = await q.handler(job.data, ctx);
      } catch (err) {
        if (expired) return;
        const message = err instanceof Error ? err.message : String(err);
        await boss.fail(q.name, job.id, { message });
        hint({ kind: 'failed', name: q.name, id: job.id });
        await outcome({ state: job.retryCount < job.retryLimit ? 'retry' : 'failed', error: message });
        return;
      }
      if (expired) return;
      await boss.complete(q.name, job.id, { result: result ?? null });
      hint({ kind: 'completed', name: q.name, id: job.id });
      await outcome({ state: 'completed', result: result ?? null });
    })()
      .catch((err: unknown) => log?.warn({ err, queue: q.name, job: job.id }, 'could not record a job outcome'))
      .finally(() => {
        clearTimeout(timer);
        if (q.running.get(job.id)?.promise === promise) q.running.delete(job.id);
        q.wake?.();
      });
    q.running.set(job.id, { promise, abort });
  }

  return {
    define(name, handler, definition = {}) {
      checkName(name);
      if (queues.has(name)) throw new Error(`Job ${name} is already defined`);
      const { onOutcome, ...options } = definition;
      const q: Queue = {
        name,
        handler: handler as JobHandler,
        options: { ...DEFAULTS, ...stripUndefined(opts.defaults ?? {}), ...stripUndefined(options) },
        onOutcome: onOutcome as Queue['onOutcome'],
        running: new Map(),
      };
      if (!Number.isInteger(q.options.concurrency) || q.options.concurrency < 1) {
        throw new Error(`Job ${name}: concurrency must be a positive integer`);
      }
      queues.set(name, q);
      // A send() before this definition created the queue without its options: apply them.
      const before = created.get(name);
      if (before) {
        const p = before.catch(() => undefined).then(() => configureQueue(name));
        created.set(name, p);
        p.catch(() => created.delete(name));
      }
      if (started && !stopping) startQueue(q);
    },

    async send(name, data, options = {}) {
      checkName(name);
      await ensureQueue(name);
      const id = randomUUID();
      await db.insert(jobProgress).values({ jobId: id, name, ownerId: options.ownerId ?? null });
      try {
        const sendOptions: PgBoss.SendOptions = { id };
        // The queue row carries the definition's options; a sender that also defines the
        // job passes them too, in case another instance created the row with defaults.
        const def = queues.get(name)?.options;
        if (def) {
          Object.assign(sendOptions, {
            retryLimit: def.retryLimit,
            retryDelay: def.retryDelaySeconds,
            retryBackoff: def.retryBackoff,
            expireInSeconds: def.expireInSeconds,
          });
        }
        if (options.priority !== undefined) sendOptions.priority = options.priority;
        if (options.startAfterSeconds !== undefined) sendOptions.startAfter = options.startAfterSeconds;
        await boss.send(name, (data ?? null) as object, sendOptions);
      } catch (err) {
        await db.delete(jobProgress).where(eq(jobProgress.jobId, id)).catch(() => undefined);
        throw err;
      }
      queues.get(name)?.wake?.();
      hint({ kind: 'queued', name });
      return id;
    },

    async get(id) {
      const rows = await db.select().from(jobProgress).where(eq(jobProgress.jobId, id)).limit(1);
      const row = rows[0];
      if (!row) return null;
      const job = await boss.getJobById<unknown>(row.name, id, { includeArchive: true });
      if (!job) return null;
      return toStatus(job, row.progress ?? null, row.ownerId ?? null);
    },

    async cancelOwnedBy(ownerId, { waitMs = 10_000 } = {}) {
      const rows = await db.select({ id: jobProgress.jobId, name: jobProgress.name }).from(jobProgress).where(eq(jobProgress.ownerId, ownerId));
      if (!rows.length) return 0;
      const byName = new Map<string, string[]>();
      for (const r of rows) byName.set(r.name, [...(byName.get(r.name) ?? []), r.id]);
      // Cancelled first, so no instance claims them again; only jobs not yet finished change.
      for (const [name, ids] of byName) await boss.cancel(name, ids);
      const ids = rows.map((r) => r.id);
      hint({ kind: 'cancel', name: '*', ids });
      await stopRunning(new Set(ids), 'The job was cancelled', waitMs);
      return rows.length;
    },

    async start() {
      if (started) return;
      started = true;
      stopping = false;
      // pg-boss creates and migrates its schema at start without a lock of its own, and
      // CREATE SCHEMA IF NOT EXISTS is not safe against a concurrent one: instances starting
      // together on a new database take turns here.
      await opts.database.exclusive(JOBS_START_LOCK_KEY, () => boss.start());
      if (opts.pubsub) {
        unsubscribe = await opts.pubsub.subscribe(JOBS_CHANNEL, (m) => {
          const { kind, name, ids } = (m ?? {}) as { kind?: string; name?: string; ids?: unknown };
          if (kind === 'queued' && name) queues.get(name)?.wake?.();
          // Another instance cancelled these: stop ours (a job id is claimed by one instance at a time).
          if (kind === 'cancel' && Array.isArray(ids)) void stopRunning(new Set(ids.map(String)), 'The job was cancelled', 0);
        });
      }
      for (const q of queues.values()) startQueue(q);
    },

    async stop() {
      if (!started || stopping) return;
      stopping = true;
      await unsubscribe?.().catch(() => undefined);
      for (const q of queues.values()) q.wake?.();
      await Promise.all([...queues.values()].map((q) => q.loop));
      const running = () => [...queues.values()].flatMap((q) => [...q.running.entries()].map(([id, r]) => ({ q, id, ...r })));
      const drained = Promise.all(running().map((r) => r.promise));
      const waitFor = (ms: number) => sleep(ms, undefined, { ref: false });
      await Promise.race([drained, waitFor(drainTimeoutMs)]);
      const left = running();
      if (left.length) {
        for (const r of left) r.abort.abort(new Error('The server is stopping'));
        await Promise.race([Promise.all(left.map((r) => r.promise)), waitFor(1000)]);
        // Whatever ignored its signal is failed now, so it is retried rather than expiring.
        for (const r of running()) {
          await boss.fail(r.q.name, r.id, { message: 'The server stopped during the job' }).catch(() => undefined);
          r.q.running.delete(r.id);
        }
      }
      await boss.stop({ graceful: false, close: false });
      started = false;
    },
  };
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function toStatus(job: BossJob, progress: unknown, ownerId: string | null): JobStatus {
  const output = (job.output ?? null) as { result?: unknown; message?: string; value?: { message?: string } } | null;
  const state: JobState = job.state === 'created' ? 'queued' : job.state;
  const started = job.startedOn != null;
  return {
    id: job.id,
    name: job.name,
    ownerId,
    state,
    progress,
    attempts: started ? job.retryCount + 1 : 0,
    retryLimit: job.retryLimit,
    result: state === 'completed' ? (output?.result ?? null) : null,
    error: state === 'failed' || state === 'retry' ? (output?.message ?? output?.value?.message ?? null) : null,
    createdAt: job.createdOn,
    startedAt: job.startedOn ?? null,
    completedAt: job.completedOn ?? null,
  };
}
