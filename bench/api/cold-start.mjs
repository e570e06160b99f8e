// Time from `node dist/server/main.js` to the first 200 of /api/health on the embedded
// database: a brand-new DATA_DIR (creates and migrates PGlite) and restarts of an existing one.
// Usage: npm run build && node bench/api/cold-start.mjs [restarts]  (also reports `npm start`, as the target is worded)
// Each start's phases (ms, from the server's ready log line) are printed beside its time:
// modules, config, database, migrate, appModules, app, listen; and the server's CPU time to
// then (every thread: `cpu`), which a loaded machine stretches much less than the wall clock.
// `node bench/api/cold-start.mjs 5 --root <another worktree>` measures that worktree's build
// (its restarts alternate with this one's: compare the two, measured together).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, median, ROOT, startApp } from '../lib/server.mjs';
import { serverArgs } from '../../scripts/server-command.mjs';

const restarts = Number(process.argv[2] ?? 5);
const rootAt = process.argv.indexOf('--root');
const otherRoot = rootAt > 0 ? path.resolve(process.argv[rootAt + 1]) : undefined;

/** Starts the built server with info logs, waits for the first 200 of /api/health, reads the phases of its ready line. */
async function timedStart(dataDir, root = ROOT) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let phases;
  let cpu;
  let out = '';
  const phasesSeen = new Promise((resolve) => {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      let nl;
      while ((nl = out.indexOf('\n')) >= 0) {
        const line = out.slice(0, nl);
        out = out.slice(nl + 1);
        if (!line.includes('"phases"')) continue;
        try {
          ({ phases, startupCpuMs: cpu } = JSON.parse(line));
          resolve();
        } catch {
          /* not a JSON line */
        }
      }
    });
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const readyMs = performance.now() - t0;
  await Promise.race([phasesSeen, new Promise((r) => setTimeout(r, 5000))]);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  while (fs.existsSync(path.join(dataDir, 'mnemo.lock'))) await new Promise((r) => setTimeout(r, 20));
  return { readyMs, phases: { ...(phases ?? {}), ...(cpu === undefined ? {} : { cpu }) } };
}

const fmt = (phases) =>
  Object.entries(phases)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

/** Per-phase medians over several starts. */
function medianPhases(runs) {
  const names = [...new Set(runs.flatMap((r) => Object.keys(r.phases)))];
  return Object.fromEntries(names.map((n) => [n, median(runs.map((r) => r.phases[n] ?? 0))]));
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-cold-'));
const otherDataDir = otherRoot && fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-cold-'));
const first = await timedStart(dataDir);
const otherFirst = otherRoot && (await timedStart(otherDataDir, otherRoot));
const runs = [];
const otherRuns = [];
for (let i = 0; i < restarts; i++) {
  runs.push(await timedStart(dataDir));
  if (otherRoot) otherRuns.push(await timedStart(otherDataDir, otherRoot));
}
const viaNpm = [];
for (let i = 0; i < restarts; i++) {
  const app = await startApp({ DATA_DIR: dataDir }, { npm: true });
  viaNpm.push(app.readyMs);
  await app.stop();
}
const times = runs.map((r) => r.readyMs);
console.log(`new data dir: ${first.readyMs.toFixed(0)} ms to first healthy answer (phases: ${fmt(first.phases)})`);
console.log(
  `restart (existing data dir), ${restarts} runs: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (median phases: ${fmt(medianPhases(runs))})`,
);
console.log(`restart with \`npm start\`, ${restarts} runs: median ${median(viaNpm).toFixed(0)} ms, max ${Math.max(...viaNpm).toFixed(0)} ms`);
if (otherRoot) {
  const otherTimes = otherRuns.map((r) => r.readyMs);
  console.log(`${otherRoot}, new data dir: ${otherFirst.readyMs.toFixed(0)} ms (phases: ${fmt(otherFirst.phases)})`);
  console.log(
    `${otherRoot}, restart, ${restarts} runs alternating with the above: median ${median(otherTimes).toFixed(0)} ms, max ${Math.max(...otherTimes).toFixed(0)} ms (median phases: ${fmt(medianPhases(otherRuns))})`,
  );
  console.log(`restart median, this build / ${otherRoot}: ${(median(times) / median(otherTimes)).toFixed(2)}`);
  fs.rmSync(otherDataDir, { recursive: true, force: true });
}
fs.rmSync(dataDir, { recursive: true, force: true });
