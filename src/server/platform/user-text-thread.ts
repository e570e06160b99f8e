/**
 * Reading a user's file or pasted text (outline import, import-type detection, deck and
 * pitch text, CSV) runs here: in a small pool of worker threads, each call with a CPU-time
 * budget (#25, ADR 044). A parser that would hold the event loop (a regex that backtracks,
 * a pathological file) holds one worker instead; past its budget that worker is
 * terminated and the call fails with `ParseBudgetError`, a 422 through the one error
 * handler, while `/api/health` and everyone else's requests are answered meanwhile.
 *
 * The operations are named, and defined in `src/server/user-text-worker.ts`, which sits
 * beside app.ts and may import the features' pure parse functions (platform/ may not:
 * lint's platform → features zone). Callers name an operation and pass structured-clonable
 * input; the answer is structured-cloned back.
 *
 * Behaviour and failure modes:
 * - At most `size` threads (default 2, one per core of the small host); calls beyond wait
 *   in order, at most `maxQueue` of them (then `ServiceUnavailableError`, 503).
 * - Every call names its owner (`user:<id>`, or the client's key when signed out). An owner
 *   has at most `perOwnerRunning` calls in threads (default 1) and `perOwnerWaiting` waiting
 *   (default 2); one more is `ParseBusyError`, 429 `parse_busy`. So one account cannot fill
 *   both threads or the queue: other owners' calls are taken first while its next one waits.
 * - The budget counts from the moment the worker reports the operation started, i.e. after
 *   it loaded the operation's parser (pdf.js and the like load on first use, which on a busy
 *   host can take seconds and is not the user's doing). Waiting in the queue, starting the
 *   thread and loading do not count; a thread that does not start an operation within
 *   `loadMs` (default 60 s) is stopped and the call fails with 503 `busy`.
 * - Past the budget, or when the thread runs out of its bounded heap, the thread is
 *   terminated and the call rejects with `ParseBudgetError`; the next call starts a new one.
 * - An operation that throws answers with its error: an `AppError` keeps its status, code
 *   and message; any other error keeps its name and message (e.g. `ImportFormatError`).
 * - Idle threads keep no process alive and stop after `idleMs`.
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { AppError, ServiceUnavailableError } from '../errors';

/** What the parent posts: one named operation and its input. */
export interface UserTextCall {
  id: number;
  op: string;
  input: unknown;
}

/**
 * What the worker posts: `ready` once it listens, then per call `start` (the operation's
 * parser is loaded and the parse begins: the budget clock starts) and one answer.
 */
export type UserTextAnswer =
  | { type: 'ready' }
  | { type: 'start'; id: number }
  | { type: 'done'; id: number; value: unknown }
  | { type: 'failed'; id: number; name: string; message: string; status?: number; code?: string };

export const PARSE_TOO_SLOW_MESSAGE =
  'This file took too long to read, so reading it was stopped. Check that it is the file you meant, or split it into smaller parts.';
export const PARSE_TOO_LARGE_MESSAGE = 'This file needs more memory to read than one file may use. Split it into smaller parts.';

/** A parse ran past its CPU-time budget (or its memory): the user's file, not the server, is at fault. */
export class ParseBudgetError extends AppError {
  constructor(message = PARSE_TOO_SLOW_MESSAGE) {
    super(422, 'parse_too_slow', message);
    this.name = 'ParseBudgetError';
  }
}

export const PARSE_BUSY_MESSAGE = 'Your other files are still being read. Wait for them to finish, then try again.';

/** An owner already has as many calls running and waiting as it may: 429, the others' parses go first. */
export class ParseBusyError extends AppError {
  constructor() {
    super(429, 'parse_busy', PARSE_BUSY_MESSAGE, { 'retry-after': '5' });
    this.name = 'ParseBusyError';
  }
}

export interface UserTextRunOptions {
  /** Whose call this is: `user:<id>`, or `client:<key>` signed out (see `userTextOwner`). The per-owner caps count by it. */
  owner: string;
  /** Milliseconds of work (default: the pool's). */
  budgetMs?: number;
}

/** What happens to a call, for observers (logs, metrics, the stall test's proof of where a parse ran). */
export interface UserTextEvent {
  phase: 'queued' | 'started' | 'settled';
  op: string;
  owner: string;
}

export interface UserTextPool {
  /** Runs operation `op` of user-text-worker.ts on `input` for `owner`, within `budgetMs` (default: the pool's). */
  run<T>(op: string, input: unknown, options: UserTextRunOptions): Promise<T>;
  /** Calls `listener` for every call's phases until the returned function is called. */
  observe(listener: (event: UserTextEvent) => void): () => void;
  /**
   * Hands no call to a thread until the returned function is called (calls queue, their
   * budgets do not run; the caps still apply): a drain point for maintenance, and how a
   * test holds a parse provably off the event loop.
   */
  hold(): () => void;
  /** Stops every thread; calls in flight or queued reject. A later call starts new threads. */
  close(): Promise<void>;
}

/** The owner key of a call: the signed-in user, else the client (its address or a key derived from it). */
export function userTextOwner(who: { userId: string | null; clientKey?: string | null; ip?: string }): string {
  return who.userId ? `user:${who.userId}` : `client:${who.clientKey ?? who.ip ?? 'unknown'}`;
}

export interface UserTextPoolOptions {
  /** Threads at most (default 2). */
  size?: number;
  /** Milliseconds of work per call before the thread is stopped (default USER_TEXT_BUDGET_MS). */
  budgetMs?: number;
  /** Calls that may wait for a thread (default 64). */
  maxQueue?: number;
  /** Calls of one owner in threads at once (default 1). */
  perOwnerRunning?: number;
  /** Calls of one owner waiting (default 2). */
  perOwnerWaiting?: number;
  /** Milliseconds a thread may take to load an operation's parser before it is stopped (default 60 s). */
  loadMs?: number;
  /** Milliseconds an idle thread is kept (default 1 minute: a thread is ≈ 10–20 MB of RSS). */
  idleMs?: number;
  /** JavaScript source of the worker instead of user-text-worker (tests: operations that misbehave on demand). */
  source?: string;
  /** workerData of a `source` worker. */
  workerData?: unknown;
}

const BUSY_MESSAGE = 'The server is busy reading other files. Try again in a minute.';

/** Seconds of CPU a single parse may take: the largest accepted files parse in well under one. */
export const USER_TEXT_BUDGET_MS = 5_000;

/** A thread's heap: parses return trees of a few MB at most; more is a file built to exhaust memory. */
const LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 8 };

/**
 * The built server ships `user-text-worker.js` beside its bundle (scripts/server-build-options.mjs);
 * from TypeScript sources (tests, tsx) the `.ts` entry is loaded through tsx's loader,
 * registered inside the worker, as the NLP and import-parser workers are.
 */
function startWorker(options: UserTextPoolOptions): Worker {
  if (options.source) return new Worker(options.source, { eval: true, workerData: options.workerData, resourceLimits: LIMITS });
  const here = import.meta.url;
  if (!/\.ts($|\?)/.test(here)) return new Worker(new URL('./user-text-worker.js', here), { resourceLimits: LIMITS });
  const entry = new URL('../user-text-worker.ts', here).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((m) => { m.register(); return import(workerData.entry); });`;
  // tsx would otherwise keep a compile cache in the temp dir: nothing outside DATA_DIR is written.
  return new Worker(boot, { eval: true, workerData: { tsx, entry }, resourceLimits: LIMITS, env: { ...process.env, TSX_DISABLE_CACHE: '1' } });
}

interface Job {
  id: number;
  op: string;
  owner: string;
  input: unknown;
  budgetMs: number;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
}

function rebuild(m: Extract<UserTextAnswer, { type: 'failed' }>): Error {
  if (m.status !== undefined && m.code !== undefined) return Object.assign(new AppError(m.status, m.code, m.message), { name: m.name });
  return Object.assign(new Error(m.message), { name: m.name });
}

export function createUserTextPool(options: UserTextPoolOptions = {}): UserTextPool {
  const size = options.size ?? 2;
  const defaultBudget = options.budgetMs ?? USER_TEXT_BUDGET_MS;
  const maxQueue = options.maxQueue ?? 64;
  const idleMs = options.idleMs ?? 60_000;
  const perOwnerRunning = options.perOwnerRunning ?? 1;
  const perOwnerWaiting = options.perOwnerWaiting ?? 2;
  const loadMs = options.loadMs ?? 60_000;
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  const listeners = new Set<(event: UserTextEvent) => void>();
  let held = 0;
  let nextId = 1;

  const emit = (phase: UserTextEvent['phase'], job: Job) => {
    for (const l of listeners) l({ phase, op: job.op, owner: job.owner });
  };
  const running = (owner: string) => [...slots].filter((s) => s.job?.owner === owner).length;
  const settle = (job: Job, err?: Error, value?: unknown) => {
    emit('settled', job);
    if (err) job.reject(err);
    else job.resolve(value);
  };

  /** Drops a thread (the next call starts another); its call, if any, rejects with `err`. */
  const drop = (slot: Slot, err: Error) => {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.timer);
    clearTimeout(slot.idleTimer);
    // A thread that dies before it is ready (a broken build) fails the next waiting call instead of being restarted for ever.
    const job = slot.job ?? (slot.ready ? undefined : queue.shift());
    slot.job = undefined;
    void slot.worker.terminate();
    if (job) settle(job, err);
    dispatch();
  };

  const idle = (slot: Slot) => {
    slot.worker.unref();
    clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (!slot.job) drop(slot, new Error('idle'));
    }, idleMs);
    slot.idleTimer.unref();
  };

  function spawn(): void {
    const slot: Slot = { worker: startWorker(options), ready: false };
    slots.add(slot);
    const w = slot.worker;
    w.on('message', (m: UserTextAnswer) => {
      if (m.type === 'ready') {
        slot.ready = true;
        idle(slot);
        dispatch();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== m.id) return;
      clearTimeout(slot.timer);
      if (m.type === 'start') {
        // The parser is loaded and the parse begins: from here on, the time is the input's.
        slot.timer = setTimeout(() => drop(slot, new ParseBudgetError()), job.budgetMs);
        emit('started', job);
        return;
      }
      slot.job = undefined;
      idle(slot);
      if (m.type === 'done') settle(job, undefined, m.value);
      else settle(job, rebuild(m));
      dispatch();
    });
    w.on('error', (err) => {
      const oom = (err as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
      drop(slot, oom ? new ParseBudgetError(PARSE_TOO_LARGE_MESSAGE) : new Error(`The file reader stopped: ${err.message}`));
    });
    w.on('exit', (code) => drop(slot, new Error(`The file reader stopped (exit code ${code}).`)));
  }

  function dispatch(): void {
    while (queue.length && held === 0) {
      // The first waiting call whose owner has no thread to spare: one account's calls never fill both threads.
      const next = queue.findIndex((j) => running(j.owner) < perOwnerRunning);
      if (next < 0) return;
      const slot = [...slots].find((s) => s.ready && !s.job);
      if (!slot) {
        // Start a thread for the waiting calls unless one is already starting or all are busy.
        const starting = [...slots].filter((s) => !s.ready).length;
        if (slots.size < size && starting < queue.length) spawn();
        return;
      }
      const job = queue.splice(next, 1)[0]!;
      slot.job = job;
      clearTimeout(slot.idleTimer);
      slot.worker.ref();
      // Until the worker says the operation started (its parser loaded), only the generous load limit runs.
      slot.timer = setTimeout(() => drop(slot, new ServiceUnavailableError(BUSY_MESSAGE, 'busy')), loadMs);
      try {
        slot.worker.postMessage({ id: job.id, op: job.op, input: job.input } satisfies UserTextCall);
      } catch (err) {
        // Input that cannot be cloned: this call fails, the thread stays.
        clearTimeout(slot.timer);
        slot.job = undefined;
        idle(slot);
        settle(job, err as Error);
      }
    }
  }

  return {
    run<T>(op: string, input: unknown, runOptions: UserTextRunOptions): Promise<T> {
      const { owner } = runOptions;
      // Counted together: while threads start, an owner's first call waits too.
      if (queue.filter((j) => j.owner === owner).length + running(owner) >= perOwnerRunning + perOwnerWaiting) {
        return Promise.reject(new ParseBusyError());
      }
      if (queue.length >= maxQueue) return Promise.reject(new ServiceUnavailableError(BUSY_MESSAGE, 'busy'));
      return new Promise<T>((resolve, reject) => {
        const job: Job = { id: nextId++, op, owner, input, budgetMs: runOptions.budgetMs ?? defaultBudget, resolve: resolve as (v: unknown) => void, reject };
        queue.push(job);
        emit('queued', job);
        dispatch();
      });
    },
    observe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    hold() {
      held++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held--;
        dispatch();
      };
    },
    async close() {
      const waiting = queue.splice(0);
      for (const job of waiting) settle(job, new Error('The file reader was closed.'));
      const all = [...slots];
      for (const slot of all) drop(slot, new Error('The file reader was closed.'));
      await Promise.all(all.map((s) => s.worker.terminate()));
    },
  };
}

/** The process's pool, shared by every feature that reads user text. */
export const userTextPool: UserTextPool = createUserTextPool();

/** Runs `op` of user-text-worker.ts on `input` in the shared pool for `options.owner`, within the CPU-time budget. */
export function runUserText<T>(op: string, input: unknown, options: UserTextRunOptions): Promise<T> {
  return userTextPool.run<T>(op, input, options);
}
