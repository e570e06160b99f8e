import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createUserTextPool, PARSE_TOO_SLOW_MESSAGE, ParseBudgetError } from './user-text-thread';

/** A worker with operations that misbehave on demand: `spin` never returns, `fail` throws an AppError-like answer. */
const MISBEHAVING = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => {
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
  parentPort.on('message', (m) => parentPort.postMessage({ type: 'done', id: m.id, value: outline.markdownToDelta(m.input).length }));
  parentPort.postMessage({ type: 'ready' });
});
`;

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
    const err = await p.run('spin', null).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ParseBudgetError);
    expect(err).toMatchObject({ statusCode: 422, code: 'parse_too_slow', message: PARSE_TOO_SLOW_MESSAGE });
    // A new thread takes the next call.
    await expect(p.run('double', 21)).resolves.toBe(42);
  });

  it('calls wait for a free thread; the waiting time is not part of the budget', async () => {
    const p = pool({ source: MISBEHAVING, size: 1, budgetMs: 300 });
    const [spun, after] = await Promise.allSettled([p.run('spin', null), p.run('double', 2)]);
    expect(spun.status === 'rejected' && spun.reason).toBeInstanceOf(ParseBudgetError);
    expect(after).toEqual({ status: 'fulfilled', value: 4 });
  });

  it("an operation's AppError keeps its status and code", async () => {
    const err = await pool({ source: MISBEHAVING }).run('fail', null).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 400, code: 'bad_request', message: 'Bad file.' });
  });

  it('the real worker reads the heading of defect 1 (400 blanks, U+2028) well within a small budget', async () => {
    const p = pool({ budgetMs: 1_000 });
    const md = '#' + ' '.repeat(400) + '\u2028x';
    const parsed = await p.run<{ title: string | null; nodes: Array<{ text: string }> }>('outlineMarkdown', md);
    // Not a heading (a line separator is not "any character"): a paragraph item, as before.
    expect(parsed.title).toBeNull();
    expect(parsed.nodes.map((n) => n.text)).toEqual([md.trim()]);
    // 1,000 blanks took minutes with the old heading regex.
    const longer = await p.run<{ nodes: unknown[] }>('outlineMarkdown', ('#' + ' '.repeat(1_000) + '\u2028x\n').repeat(20));
    expect(longer.nodes).toHaveLength(20);
  });

  it('the real worker detects the JSON head of defect 2 ({" and 64 KB of \\") within a small budget', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'user-text-'));
    try {
      const file = path.join(dir, 'x.json');
      fs.writeFileSync(file, '{"' + '\\"'.repeat(32 * 1024));
      const err = await pool({ budgetMs: 1_000 })
        .run('detectImportSource', { path: file, fileName: 'x.json' })
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
      await expect(q.run<number>('delta', md)).resolves.toBeGreaterThan(0);
    }
  });
});
