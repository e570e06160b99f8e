#!/usr/bin/env node
/**
 * Stress run for the browser tests (issue 31): proves they do not flake.
 *
 *   node scripts/e2e-stress.mjs [--rounds 5] [--workers 2] [--no-load] [files…]
 *
 * Runs every browser file (or the given ones) `rounds` times in a row: each round is one
 * `vitest run --project e2e` over all the files, `workers` files at a time against the shared
 * server and Chromium, exactly as `npm test` runs them. The machine stays at full load: while
 * fewer files run than there are workers (a round's tail, a single file), a CPU-bound load
 * process runs per idle worker slot (--no-load: none). It never stops early: every round runs,
 * then it prints per file how many rounds passed and failed with the first failure's message,
 * and exits 1 on any failure (a file that never reported counts as a failure). Needs a built
 * dist/ (`npm run build`).
 *
 * This module is also the Vitest reporter of those runs (it passes itself with --reporter):
 * it starts and stops the load processes as files start and end, prints one line per file,
 * and writes the results for the runner to read.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SELF), '..');

// ---------------------------------------------------------------------------------------------
// The reporter (runs inside Vitest).

/** Test ids and messages of a finished module's failures, the module's own errors first. */
function failuresOf(m) {
  const out = [];
  for (const e of m.errors?.() ?? []) out.push({ test: '(file: hooks or import)', message: String(e?.message ?? e) });
  for (const t of m.children.allTests()) {
    const r = t.result();
    if (r?.state === 'failed') out.push({ test: t.fullName, message: (r.errors ?? []).map((e) => e?.message ?? String(e)).join('\n') || 'failed' });
  }
  return out;
}

export default class StressReporter {
  running = 0;
  /** @type {import('node:child_process').ChildProcess[]} */
  burners = [];
  results = [];
  slots = Number(process.env.E2E_STRESS_LOAD_SLOTS ?? 0);
  round = process.env.E2E_STRESS_ROUND ?? '?';
  root = ROOT;

  onInit(vitest) {
    this.root = vitest.config.root;
    const stop = () => this.setBurners(0);
    process.once('exit', stop);
  }

  /** Keeps `n` CPU-bound processes running (this reporter's own children only). */
  setBurners(n) {
    while (this.burners.length > n) this.burners.pop().kill('SIGKILL');
    while (this.burners.length < n) {
      const p = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
      p.on('error', () => undefined);
      this.burners.push(p);
    }
  }

  balance() {
    this.setBurners(this.running > 0 ? Math.max(0, this.slots - this.running) : 0);
  }

  onTestModuleStart() {
    this.running++;
    this.balance();
  }

  onTestModuleEnd(m) {
    this.running = Math.max(0, this.running - 1);
    this.balance();
    const file = path.relative(this.root, m.moduleId);
    const state = m.state();
    const failures = failuresOf(m);
    const ok = state !== 'failed' && failures.length === 0;
    const seconds = m.diagnostic().duration / 1000;
    this.results.push({ file, state: ok ? state : 'failed', seconds, failures });
    const mark = !ok ? 'FAIL' : state === 'skipped' ? 'skip' : ' ok ';
    const first = failures[0] ? `  ${failures[0].test}: ${failures[0].message.split('\n')[0]}` : '';
    process.stdout.write(`[round ${this.round}] ${mark} ${file} ${seconds.toFixed(1)} s${first}\n`);
  }

  onTestRunEnd(modules, unhandledErrors) {
    this.setBurners(0);
    const out = process.env.E2E_STRESS_OUT;
    const unhandled = (unhandledErrors ?? []).map((e) => String(e?.message ?? e));
    if (out) fs.writeFileSync(out, JSON.stringify({ results: this.results, unhandled }));
  }
}

// ---------------------------------------------------------------------------------------------
// The runner.

function parseArgs(argv) {
  const opts = { rounds: 5, workers: 2, load: true, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v < 1) throw new Error(`${a} needs a whole number ≥ 1`);
      return v;
    };
    if (a === '--rounds') opts.rounds = value();
    else if (a === '--workers') opts.workers = value();
    else if (a === '--no-load') opts.load = false;
    else if (a === '--help' || a === '-h') opts.help = true;
    else if (a.startsWith('-')) throw new Error(`unknown option ${a}`);
    else opts.files.push(a);
  }
  return opts;
}

function allBrowserFiles() {
  return fs
    .readdirSync(path.join(ROOT, 'tests/e2e'), { recursive: true })
    .map((f) => path.join('tests/e2e', String(f)))
    .filter((f) => f.endsWith('.e2e.ts'))
    .sort();
}

function runRound(round, opts, files, outFile) {
  const vitest = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
  const args = [vitest, 'run', '--project', 'e2e', `--reporter=${SELF}`, ...files];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        E2E_WORKERS: String(opts.workers),
        E2E_STRESS_LOAD_SLOTS: String(opts.load ? Math.min(opts.workers, os.availableParallelism()) : 0),
        E2E_STRESS_ROUND: `${round}/${opts.rounds}`,
        E2E_STRESS_OUT: outFile,
      },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`e2e-stress: ${err.message}`);
    process.exit(2);
  }
  if (opts.help) {
    console.log('node scripts/e2e-stress.mjs [--rounds 5] [--workers 2] [--no-load] [files…]');
    return;
  }
  if (!fs.existsSync(path.join(ROOT, 'dist/server/main.js'))) {
    console.error('e2e-stress: the app is not built: run `npm run build` first.');
    process.exit(2);
  }
  const files = opts.files.length ? opts.files.map((f) => path.relative(ROOT, path.resolve(f))) : allBrowserFiles();
  for (const f of files) {
    if (!fs.existsSync(path.join(ROOT, f))) {
      console.error(`e2e-stress: no such file: ${f}`);
      process.exit(2);
    }
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-stress-'));
  /** @type {Map<string, {pass: number, fail: number, skip: number, seconds: number[], first?: string}>} */
  const tally = new Map(files.map((f) => [f, { pass: 0, fail: 0, skip: 0, seconds: [] }]));
  const roundErrors = [];
  const started = Date.now();
  console.log(`e2e-stress: ${files.length} browser file(s) × ${opts.rounds} round(s), ${opts.workers} at a time${opts.load ? ', idle worker slots loaded' : ''}`);
  for (let round = 1; round <= opts.rounds; round++) {
    const outFile = path.join(tmp, `round-${round}.json`);
    const t0 = Date.now();
    const code = await runRound(round, opts, files, outFile);
    let report = { results: [], unhandled: [] };
    try {
      report = JSON.parse(fs.readFileSync(outFile, 'utf8'));
    } catch {
      roundErrors.push(`round ${round}: no report (vitest exited ${code})`);
    }
    for (const msg of report.unhandled) roundErrors.push(`round ${round}: unhandled error: ${msg.split('\n')[0]}`);
    const seen = new Set();
    for (const r of report.results) {
      const entry = tally.get(r.file) ?? { pass: 0, fail: 0, skip: 0, seconds: [] };
      tally.set(r.file, entry);
      seen.add(r.file);
      entry.seconds.push(r.seconds);
      if (r.state === 'failed') {
        entry.fail++;
        const f = r.failures[0];
        entry.first ??= `round ${round}: ${f ? `${f.test}\n      ${f.message.split('\n').slice(0, 6).join('\n      ')}` : 'failed'}`;
      } else if (r.state === 'skipped') entry.skip++;
      else entry.pass++;
    }
    for (const [file, entry] of tally) {
      if (seen.has(file)) continue;
      entry.fail++;
      entry.first ??= `round ${round}: the file never reported a result (vitest exited ${code})`;
    }
    if (code !== 0 && !report.results.some((r) => r.state === 'failed')) roundErrors.push(`round ${round}: vitest exited ${code}`);
    console.log(`e2e-stress: round ${round}/${opts.rounds} done in ${((Date.now() - t0) / 1000).toFixed(0)} s (vitest exit ${code})`);
  }
  fs.rmSync(tmp, { recursive: true, force: true });

  const width = Math.max(...[...tally.keys()].map((f) => f.length));
  console.log(`\ne2e-stress: ${opts.rounds} round(s) in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  console.log(`  ${'file'.padEnd(width)}  pass  fail  skip  median s`);
  let failed = roundErrors.length > 0;
  for (const [file, e] of tally) {
    const sorted = [...e.seconds].sort((a, b) => a - b);
    const median = sorted.length ? sorted[Math.floor(sorted.length / 2)].toFixed(1) : '-';
    console.log(`  ${file.padEnd(width)}  ${String(e.pass).padStart(4)}  ${String(e.fail).padStart(4)}  ${String(e.skip).padStart(4)}  ${median.padStart(8)}`);
    if (e.fail) failed = true;
  }
  for (const [file, e] of tally) if (e.first) console.log(`\nFIRST FAILURE of ${file} (${e.fail} of ${opts.rounds}):\n  ${e.first}`);
  for (const msg of roundErrors) console.log(`\n${msg}`);
  console.log(failed ? '\ne2e-stress: FAILED' : '\ne2e-stress: every round of every file passed');
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) await main();
