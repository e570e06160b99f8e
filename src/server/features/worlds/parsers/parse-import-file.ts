import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker } from './parse-worker';
import type { ImportBatch, ImportSource } from './types';
import { ImportFormatError } from './types';
import type { ZipLimits } from './zip';

export interface ParseImportFileOptions {
  /** The name the user gave the file (a WhatsApp chat's title comes from it). */
  fileName: string;
  source: ImportSource;
  /** Aborting stops the worker; the generator then throws the signal's reason. */
  signal?: AbortSignal;
  /** Stricter or looser archive limits than the defaults (see zip.ts). */
  zipLimits?: ZipLimits;
  /** Largest single photo read (bytes); a larger one is skipped with a note (parse-records.ts). */
  photoMaxBytes?: number;
}

/**
 * The worker's heap: parsing keeps little alive (a 1 MB chunk, a batch, a chat's authors),
 * so a bounded heap makes V8 collect early instead of growing the server's RSS. A file
 * that needs more (one message of tens of MB) stops the worker: the import fails. The
 * young generation is 4 MB, not 16: its garbage dies young either way (ADR 043).
 */
const LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 4 };

/** Batches the worker may run ahead of the consumer. */
const AHEAD = 2;

/**
 * The worker's module: the built server ships `parse-worker.js` beside its bundle
 * (scripts/server-build-options.mjs); from TypeScript sources (tests, scripts run with
 * tsx) the `.ts` file is loaded through tsx's loader, registered inside the worker.
 */
function startWorker(workerData: unknown): Worker {
  const here = import.meta.url;
  if (!/\.ts($|\?)/.test(here)) return new Worker(new URL('./parse-worker.js', here), { workerData, resourceLimits: LIMITS });
  const entry = new URL('./parse-worker.ts', here).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((m) => { m.register(); return import(workerData.entry); });`;
  // tsx would otherwise keep a compile cache in the temp dir: nothing outside DATA_DIR is written.
  return new Worker(boot, {
    eval: true,
    workerData: { ...(workerData as object), tsx, entry },
    resourceLimits: LIMITS,
    env: { ...process.env, TSX_DISABLE_CACHE: '1' },
  });
}

/**
 * Parses an import file in a worker thread, so the server's event loop stays free, and
 * yields its record batches in file order. Throws ImportFormatError (with the line or
 * entry) for a file that is not what its source says or breaks part-way. Stopping early
 * (break, return, or the signal) terminates the worker.
 */
export async function* parseImportFile(path: string, options: ParseImportFileOptions): AsyncGenerator<ImportBatch> {
  const { signal, ...job } = options;
  signal?.throwIfAborted();
  const worker = startWorker({ path, ...job });
  const inbox: Array<FromWorker | { type: 'exit'; error?: Error }> = [];
  let wake: (() => void) | undefined;
  const push = (m: (typeof inbox)[number]) => {
    inbox.push(m);
    wake?.();
  };
  worker.on('message', (m: FromWorker) => push(m));
  worker.on('error', (error) =>
    push({
      type: 'exit',
      error:
        (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new ImportFormatError('The file holds a single entry too large to read')
          : error,
    }),
  );
  worker.on('exit', (code) => push({ type: 'exit', error: code ? new Error(`The parser stopped with code ${code}`) : undefined }));
  const onAbort = () => {
    push({ type: 'exit', error: signal!.reason as Error });
    void worker.terminate();
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  const pull = (count: number) => worker.postMessage({ type: 'pull', count } satisfies ToWorker);
  try {
    pull(AHEAD);
    for (;;) {
      while (!inbox.length) await new Promise<void>((resolve) => (wake = resolve));
      const m = inbox.shift()!;
      if (m.type === 'batch') {
        yield m.batch;
        pull(1);
      } else if (m.type === 'done') {
        return;
      } else if (m.type === 'error') {
        if (m.name === 'ImportFormatError') throw new ImportFormatError(m.message, m.where);
        throw new Error(m.message);
      } else {
        if (signal?.aborted) throw signal.reason;
        throw m.error ?? new Error('The parser stopped before the end of the file');
      }
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    await worker.terminate();
  }
}
