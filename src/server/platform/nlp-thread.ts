/**
 * The offline NLP work (the offline analyst's answers, token counts, Business OS session
 * insights) runs in one worker thread, so its ≈ 100 MB of models (compromise, wink's
 * model, the tokenizer's tables) live in that thread's heap and not in the one that
 * serves requests: with them in the request thread, every young-generation collection
 * under load cost more and `GET /api/health` ≈ 12 µs more CPU (ADR 025).
 *
 * One thread per process, started on the first call (or the warm-up), idle threads do
 * not keep the process alive. A thread with nothing to do for `idleMs` (10 minutes) is
 * stopped, giving its ≈ 150 MB back; the next call starts another (≈ 1 s to load the
 * models again). Calls are answered in order; an operation that throws in
 * the worker rejects here with an Error of the same name and message, and a worker that
 * dies (crash, out of memory) rejects every call in flight with `NlpThreadError` and is
 * started again by the next call. The operations themselves are in `src/server/nlp-worker.ts`.
 *
 * Every call has a CPU-time budget, as the user-text pool's calls do (#25, ADR 044): the
 * texts analysed here are users' (advisor questions, Business OS sessions). When the
 * thread answers nothing for `budgetMs` (default 30 s, model loading included) while
 * calls are waiting, it is stopped: the oldest call (calls are answered in order: the one
 * running) rejects with `ParseBudgetError` (422), the others in flight with
 * `NlpThreadError`, and the next call starts a new thread. Time spent waiting behind
 * other calls does not count: the clock restarts at every answer.
 */
import { Worker } from 'node:worker_threads';
import { ParseBudgetError } from './user-text-thread';

/** What the parent posts: one operation of nlp-worker.ts and its arguments. */
export interface NlpCall {
  id: number;
  op: string;
  args: unknown[];
}

/** What the worker posts back for each call. */
export type NlpAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; name: string; message: string };

/** The worker stopped (crashed, ran out of memory, or was closed) with calls in flight. */
export class NlpThreadError extends Error {
  override name = 'NlpThreadError';
}

export interface NlpThread {
  /** Runs operation `op` of the worker with `args` (structured-cloned both ways). */
  call<T>(op: string, ...args: unknown[]): Promise<T>;
  /** Stops the worker; a later call starts a new one. */
  close(): Promise<void>;
}

export interface NlpThreadOptions {
  /** JavaScript source for the worker instead of nlp-worker (tests: a worker that fails on demand). */
  source?: string;
  /** Milliseconds without a call before the thread is stopped (default 10 minutes). */
  idleMs?: number;
  /** Told each time a thread starts or stops (tests). */
  onState?: (state: 'started' | 'stopped') => void;
  /** Milliseconds a call may take, from when it is made (default NLP_BUDGET_MS). */
  budgetMs?: number;
}

/** A call's budget: generous, as it includes loading the models (≈ 1 s, more on a busy host). */
export const NLP_BUDGET_MS = 30_000;
export const NLP_TOO_SLOW_MESSAGE = 'This text took too long to analyse, so the analysis was stopped. Shorten it or split it into parts.';

/** How long a thread without calls keeps its models loaded. */
export const NLP_IDLE_MS = 10 * 60_000;

/**
 * The built server ships `nlp-worker.js` beside its bundle (scripts/server-build-options.mjs);
 * from TypeScript sources (tests, scripts run with tsx) the `.ts` entry is loaded through
 * tsx's loader, registered inside the worker, as the import parser's worker is.
 */
function startWorker(options: NlpThreadOptions): Worker {
  if (options.source) return new Worker(options.source, { eval: true });
  const here = import.meta.url;
  if (!/\.ts($|\?)/.test(here)) return new Worker(new URL('./nlp-worker.js', here));
  const entry = new URL('../nlp-worker.ts', here).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((m) => { m.register(); return import(workerData.entry); });`;
  // tsx would otherwise keep a compile cache in the temp dir: nothing outside DATA_DIR is written.
  return new Worker(boot, { eval: true, workerData: { tsx, entry }, env: { ...process.env, TSX_DISABLE_CACHE: '1' } });
}

export function createNlpThread(options: NlpThreadOptions = {}): NlpThread {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  const budgetMs = options.budgetMs ?? NLP_BUDGET_MS;
  let watchdog: NodeJS.Timeout | undefined;
  const idleMs = options.idleMs ?? NLP_IDLE_MS;
  let idleTimer: NodeJS.Timeout | undefined;

  const settle = (w: Worker) => {
    // A thread with calls in flight keeps the process alive (a script awaiting an answer); an idle one does not.
    clearTimeout(idleTimer);
    if (pending.size) {
      w.ref();
      return;
    }
    w.unref();
    // Nothing to do for a while: the models' memory goes back (the timer keeps no process alive).
    idleTimer = setTimeout(() => {
      if (worker !== w || pending.size) return;
      worker = undefined;
      void w.terminate();
    }, idleMs);
    idleTimer.unref();
  };

  /** Forgets worker `w` (the next call starts another) and rejects the calls in flight on it. */
  const fail = (w: Worker, err: Error) => {
    if (worker !== w) return;
    worker = undefined;
    clearTimeout(idleTimer);
    clearTimeout(watchdog);
    const calls = [...pending.values()];
    pending.clear();
    for (const p of calls) p.reject(err);
  };

  /** Nothing answered for budgetMs: the thread stops; the oldest call gets the budget error, the others the thread's. */
  const overBudget = (w: Worker) => {
    const oldest = pending.entries().next().value;
    if (!oldest || worker !== w) return;
    pending.delete(oldest[0]);
    fail(w, new NlpThreadError('The offline NLP worker was stopped: another text took too long to analyse.'));
    oldest[1].reject(new ParseBudgetError(NLP_TOO_SLOW_MESSAGE));
    void w.terminate();
  };
  /** (Re)starts the clock of the oldest call, or stops it when none waits. */
  const watch = (w: Worker) => {
    clearTimeout(watchdog);
    if (!pending.size) return;
    watchdog = setTimeout(() => overBudget(w), budgetMs);
    watchdog.unref();
  };

  function ensure(): Worker {
    if (worker) return worker;
    const w = startWorker(options);
    w.on('message', (m: NlpAnswer) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      watch(w);
      settle(w);
      if (m.ok) p.resolve(m.value);
      else p.reject(Object.assign(new Error(m.message), { name: m.name }));
    });
    w.on('error', (err) => fail(w, new NlpThreadError(`The offline NLP worker failed: ${err.message}`)));
    w.on('exit', (code) => {
      options.onState?.('stopped');
      fail(w, new NlpThreadError(`The offline NLP worker stopped (exit code ${code}).`));
    });
    worker = w;
    options.onState?.('started');
    return w;
  }

  return {
    call<T>(op: string, ...args: unknown[]): Promise<T> {
      const w = ensure();
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        if (pending.size === 1) watch(w);
        settle(w);
        try {
          w.postMessage({ id, op, args } satisfies NlpCall);
        } catch (err) {
          // Arguments that cannot be cloned: this call fails, the worker stays.
          pending.delete(id);
          if (!pending.size) clearTimeout(watchdog);
          settle(w);
          reject(err as Error);
        }
      });
    },
    async close() {
      const w = worker;
      if (!w) return;
      fail(w, new NlpThreadError('The offline NLP worker was closed.'));
      await w.terminate();
    },
  };
}

/** The process's NLP thread, shared by the offline engine, the token counter and Business OS. */
export const nlpThread: NlpThread = createNlpThread();
