/**
 * Worker-thread entry: parses one file (workerData) and posts its batches to the parent,
 * never more than the parent has asked for, so a slow consumer (the database) bounds
 * the memory in flight. Built to dist/server/parse-worker.js beside the server bundle.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { ParseOptions } from './parse-records';
import { parseRecords } from './parse-records';
import type { ImportBatch } from './types';
import { ImportFormatError } from './types';

export type ToWorker = { type: 'pull'; count: number };
export type FromWorker =
  | { type: 'batch'; batch: ImportBatch }
  | { type: 'done' }
  | { type: 'error'; name: string; message: string; where?: string };

interface Job extends ParseOptions {
  path: string;
}

const port = parentPort!;
let credit = 0;
let wake: (() => void) | undefined;
port.on('message', (m: ToWorker) => {
  if (m.type === 'pull') {
    credit += m.count;
    wake?.();
  }
});

async function run(job: Job) {
  try {
    for await (const batch of parseRecords(job.path, job)) {
      while (credit <= 0) await new Promise<void>((resolve) => (wake = resolve));
      credit--;
      const transfer = batch.records.flatMap((r) => (r.kind === 'photo' && r.thumbnail ? [r.thumbnail.buffer as ArrayBuffer] : []));
      port.postMessage({ type: 'batch', batch } satisfies FromWorker, transfer);
    }
    port.postMessage({ type: 'done' } satisfies FromWorker);
  } catch (error) {
    const e = error as Error;
    port.postMessage({
      type: 'error',
      name: e instanceof ImportFormatError ? 'ImportFormatError' : e.name,
      message: e instanceof ImportFormatError ? e.reason : e.message,
      ...(e instanceof ImportFormatError && e.where ? { where: e.where } : {}),
    } satisfies FromWorker);
  } finally {
    port.close();
  }
}

/**
 * Linux: lowers this thread's CPU priority (nice 10; a thread id works as a pid for
 * setpriority), so on a busy machine the server's main thread wins the core and requests
 * stay fast while a file is parsed. Elsewhere, or when not allowed, parsing runs at the
 * normal priority.
 */
function yieldToRequests() {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (tid > 0 && tid !== process.pid) os.setPriority(tid, 10);
  } catch {
    // Not Linux, or not permitted: keep the normal priority.
  }
}

yieldToRequests();
void run(workerData as Job);
