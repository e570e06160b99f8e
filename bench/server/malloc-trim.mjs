#!/usr/bin/env node
/**
 * How much freed malloc memory the server's trim gives back (ADR 043): a child process
 * (tests/support/malloc-trim-child.ts) frees 96 MB of blocks that sit between blocks still
 * in use, so free() alone cannot return them, then calls malloc_trim; its RSS before and
 * after the trim is printed. native-memory.test.ts checks that the trim releases memory;
 * this measures how much.
 *
 *   node bench/server/malloc-trim.mjs [--min-released-mb 48]
 *
 * With --min-released-mb it exits 1 when the trim gave back less (npm test uses it).
 * Linux only (glibc): elsewhere it prints a note (and fails on CI).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { cannotMeasure, numberFlag } from '../lib/budget.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const min = numberFlag('min-released-mb');

if (process.platform !== 'linux') cannotMeasure('malloc trim: glibc is Linux-only');
const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'tests/support/malloc-trim-child.ts'], {
  cwd: ROOT,
  encoding: 'utf8',
  timeout: 60_000,
});
if (r.status !== 0) {
  console.error(`malloc-trim child failed (${r.status}): ${r.stderr}`);
  process.exit(1);
}
const out = JSON.parse(r.stdout.trim().split('\n').at(-1));
if (!out.available) cannotMeasure('malloc trim: no glibc binding (koffi or libc.so.6 missing)');
const released = out.before - out.after;
console.log(
  `malloc trim after freeing 96 MB between live blocks: RSS ${out.before.toFixed(1)} MB → ${out.after.toFixed(1)} MB ` +
    `(${released.toFixed(1)} MB given back${min !== undefined ? `, budget at least ${min} MB` : ''})`,
);
if (min !== undefined && released < min) {
  console.error(`The trim gave back ${released.toFixed(1)} MB, less than ${min} MB`);
  process.exit(1);
}
