import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createUserTextPool, PARSE_BUSY_MESSAGE, PARSE_TOO_SLOW_MESSAGE, ParseBudgetError, ParseBusyError } from './user-text-thread';

/**
 * A worker with operations that misbehave on demand: `spin` never returns, `fail` throws an
 * AppError-like answer, `block` waits until its shared flag is set, `slowload` takes
 * `input` ms to "load" before it starts, `neverstart` never starts.
 */
const MISBEHAVING = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => {
  if (m.op === 'neverstart') return;
  if (m.op === 'slowload') {
    const t = Date.now();
    while (Date.now() - t < m.input);
    parentPort.postMessage({ type: 'start', id: m.id });
    return parentPort.postMessage({ type: 'done', id: m.id, value: 'loaded' });
  }
  parentPort.postMessage({ type: 'start', id: m.id });
  if (m.op === 'block') {
    Atomics.wait(new Int32Array(m.input), 0, 0);
    return parentPort.postMessage({ type: 'done', id: m.id, value: 'released' });
  }
  if (m.op === 'spin') for (;;);
  if (m.op === 'fail') return parentPort.postMessage({ type: 'failed', id: m.id, name: 'BadRequestError', message: 'Bad file.', status: 400, code: 'bad_request' });
  parentPort.postMessage({ type: 'done', id: m.id, value: m.input * 2 });
});
parentPort.postMessage({ type: 'ready' });
`;

/**
 * A worker that runs the contract's inline-mark parser (loaded through tsx, as the real
 * worker's TypeScript entry is): markdownToDelta runs on the main thread for every stored
 * live document, so it is checked here, where a quadratic regex would run past the budget.
 */
const INLINE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.tsx).then((m) => { m.register(); return import(workerData.entry); }).then((outline) => {
  parentPort.on('message', (m) => {
    parentPort.postMessage({ type: 'start', id: m.id });
    parentPort.postMessage({ type: 'done', id: m.id, value: outline.markdownToDelta(m.input).length });
  });
  parentPort.postMessage({ type: 'ready' });
});
`;

const me = { owner: 'user:me' };

const pools: Array<ReturnType<typeof createUserTextPool>> = [];
const pool = (options: Parameters<typeof createUserTextPool>[0]) => {
  const p = createUserTextPool(options);
  pools.push(p);
  return p;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

describe('user-text pool: parses off the event loop, within a CPU-time budget (#25)', () => {
  it('a parse past its budget is stopped with a 422 ParseBudgetError; the pool keeps serving', async () => {
    const p = pool({ source: MISBEHAVING, size: 1, budgetMs: 300 });
    const err = await p.run('spin', null, me).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ParseBudgetError);
    expect(err).toMatchObject({ statusCode: 422, code: 'parse_too_slow', message: PARSE_TOO_SLOW_MESSAGE });
    // A new thread takes the next call.
    await expect(p.run('double', 21, me)).resolves.toBe(42);
  });

  it('calls wait for a free thread; the waiting time is not part of the budget', async () => {
    const p = pool({ source: MISBEHAVING, size: 1, budgetMs: 300 });
    const [spun, after] = await Promise.allSettled([p.run('spin', null, me), p.run('double', 2, me)]);
    expect(spun.status === 'rejected' && spun.reason).toBeInstanceOf(ParseBudgetError);
    expect(after).toEqual({ status: 'fulfilled', value: 4 });
  });

  it('one owner has at most 1 call running and 2 waiting: one more is 429 parse_busy, and other owners go first', async () => {
    const p = pool({ source: MISBEHAVING, size: 2 });
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const started: string[] = [];
    p.observe((e) => e.phase === 'started' && started.push(`${e.owner} ${e.op}`));
    const a = { owner: 'user:a' };
    const first = p.run('block', flag.buffer, a);
    const waiting = [p.run('double', 1, a), p.run('double', 2, a)];
    const refused = await p.run('double', 3, a).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ParseBusyError);
    expect(refused).toMatchObject({ statusCode: 429, code: 'parse_busy', message: PARSE_BUSY_MESSAGE });
    // Queued after a's two waiting calls, b's call takes the second thread: a may not hold both.
    await expect(p.run('double', 5, { owner: 'user:b' })).resolves.toBe(10);
    expect(started).toContain('user:b double');
    expect(started).not.toContain('user:a double');
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
    await expect(first).resolves.toBe('released');
    await expect(Promise.all(waiting)).resolves.toEqual([2, 4]);
    // Settled calls free the owner's places.
    await expect(p.run('double', 3, a)).resolves.toBe(6);
  });

  it("the budget starts when the worker reports the operation started: loading the parser is not counted", async () => {
    const p = pool({ source: MISBEHAVING, size: 1, budgetMs: 300 });
    // 600 ms of "loading" (pdf.js on a busy host) under a 300 ms budget: no 422.
    await expect(p.run('slowload', 600, me)).resolves.toBe('loaded');
    // The parse itself is still held to the budget.
    await expect(p.run('spin', null, me)).rejects.toBeInstanceOf(ParseBudgetError);
  });

  it('a thread that never starts the operation is stopped after loadMs: 503 busy, not a 422 about the file', async () => {
    const p = pool({ source: MISBEHAVING, size: 1, budgetMs: 100, loadMs: 300 });
    await expect(p.run('neverstart', null, me)).rejects.toMatchObject({ statusCode: 503, code: 'busy' });
    await expect(p.run('double', 4, me)).resolves.toBe(8);
  });

  it('hold() keeps calls queued (no thread takes them) until released; observers see queued, started, settled', async () => {
    const p = pool({ source: MISBEHAVING, size: 1 });
    const events: string[] = [];
    const stop = p.observe((e) => events.push(`${e.phase} ${e.op} ${e.owner}`));
    const release = p.hold();
    let done = false;
    const call = p.run<number>('double', 21, me).then((v) => ((done = true), v));
    // While held it cannot settle, however long we wait; 300 ms would do for a thread to start and answer.
    await new Promise((r) => setTimeout(r, 300));
    expect(done).toBe(false);
    release();
    await expect(call).resolves.toBe(42);
    stop();
    expect(events).toContain('queued double user:me');
    expect(events.filter((e) => e.endsWith('double user:me'))).toEqual(['queued double user:me', 'started double user:me', 'settled double user:me']);
  });

  it("an operation's AppError keeps its status and code", async () => {
    const err = await pool({ source: MISBEHAVING }).run('fail', null, me).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 400, code: 'bad_request', message: 'Bad file.' });
  });

  it('the real worker reads the heading of defect 1 (400 blanks, U+2028) well within a small budget', async () => {
    const p = pool({ budgetMs: 1_000 });
    const md = '#' + ' '.repeat(400) + '\u2028x';
    const parsed = await p.run<{ title: string | null; nodes: Array<{ text: string }> }>('outlineMarkdown', md, me);
    // Not a heading (a line separator is not "any character"): a paragraph item, as before.
    expect(parsed.title).toBeNull();
    expect(parsed.nodes.map((n) => n.text)).toEqual([md.trim()]);
    // 1,000 blanks took minutes with the old heading regex.
    const longer = await p.run<{ nodes: unknown[] }>('outlineMarkdown', ('#' + ' '.repeat(1_000) + '\u2028x\n').repeat(20), me);
    expect(longer.nodes).toHaveLength(20);
  });

  it('the real worker detects the JSON head of defect 2 ({" and 64 KB of \\") within a small budget', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'user-text-'));
    try {
      const file = path.join(dir, 'x.json');
      fs.writeFileSync(file, '{"' + '\\"'.repeat(32 * 1024));
      const err = await pool({ budgetMs: 1_000 })
        .run('detectImportSource', { path: file, fileName: 'x.json' }, me)
        .catch((e: unknown) => e);
      expect(err).toMatchObject({ name: 'ImportFormatError' });
      expect((err as Error).message).toMatch(/JSON of an unknown kind/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the contract's inline marks of 40,000 [ (and other runs) parse within a small budget", async () => {
    const workerData = {
      tsx: import.meta.resolve('tsx/esm/api'),
      entry: new URL('../../contract/outline.ts', import.meta.url).href,
    };
    const q = pool({ source: INLINE, workerData, budgetMs: 1_000 });
    for (const md of ['['.repeat(40_000), '[a]('.repeat(10_000), '[['.repeat(20_000) + 'x', '*'.repeat(40_000), '_a'.repeat(20_000)]) {
      await expect(q.run<number>('delta', md, me)).resolves.toBeGreaterThan(0);
    }
  });
});
