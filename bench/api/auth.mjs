#!/usr/bin/env node
/**
 * Accounts benchmark: throughput of GET /api/auth/user with a valid session cookie as a
 * ratio to GET /api/health on the same server in the same run (issue #31's "cheap session
 * check", target ≥ 0.85), and sign-in latency with the production Argon2id parameters.
 * Runs the BUILT server (`npm run build` first) on the embedded database, then on
 * PostgreSQL when one is reachable (BENCH_PG_URL).
 *
 * Measured pinned by default, the fair way on a 2-core machine: the server on core 0
 * (taskset), this script and its load generator (autocannon) on core 1, 50 connections,
 * 4 alternating rounds (health, user, health, user, …) after a warm-up, so a burst of load
 * elsewhere on the machine does not land on one side only. Each round also reads the
 * server's CPU time (/proc/<pid>/stat): CPU per request still measures the server when the
 * load generator is starved of its core by other work. The server runs at the production
 * default LOG_LEVEL (info), its log lines discarded.
 *
 *   node bench/api/auth.mjs                       # pinned, 50 connections, 4 rounds of 5 s
 *   node bench/api/auth.mjs --no-pin              # unpinned (10 connections unless set)
 *   BENCH_DURATION=10 BENCH_ROUNDS=4 BENCH_CONNECTIONS=50 BENCH_LOGINS=30 node bench/api/auth.mjs
 *   BENCH_PG_URL=postgres://... node bench/api/auth.mjs
 *
 * Writes bench/results/auth-<timestamp>.json as well as printing a table.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT, startApp } from '../lib/server.mjs';

const PIN = !process.argv.includes('--no-pin');
if (PIN && !process.env.MNEMO_BENCH_PINNED) {
  // Re-run this script (and so autocannon, which runs in it) pinned to core 1.
  const r = spawnSync('taskset', ['-c', '1', process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, MNEMO_BENCH_PINNED: '1' },
  });
  process.exit(r.status ?? 1);
}

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (PIN ? 50 : 10));
const LOGINS = Number(process.env.BENCH_LOGINS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 8);
const TARGET = 0.85;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:54329/postgres';

const TICK_MS = 10; // USER_HZ = 100 on Linux
const cpuMs = (pid) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * TICK_MS; // utime + stime
};

async function startServer(env) {
  const app = await startApp({ DATABASE_URL: '', LOG_LEVEL: 'info', ...env }, { quiet: true, ...(PIN ? { core: 0 } : {}) });
  // The app loads its NLP models and seeds the sample world after it starts listening:
  // wait until it is idle (at most a minute), so the rounds measure requests, not that.
  for (let quiet = 0, i = 0; quiet < 2 && i < 60; i++) {
    const before = cpuMs(app.pid);
    await new Promise((r) => setTimeout(r, 1000));
    quiet = cpuMs(app.pid) - before <= 30 ? quiet + 1 : 0;
  }
  return {
    url: app.url,
    pid: app.pid,
    async stop() {
      await app.stop();
      fs.rmSync(app.dataDir, { recursive: true, force: true });
    },
  };
}

async function cannon(url, pid, headers = {}, duration = DURATION) {
  const before = cpuMs(pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99, cpuUs: ((cpuMs(pid) - before) * 1000) / r.requests.total };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;
const round = (x, d = 3) => Number(x.toFixed(d));

async function benchOne(label, env) {
  const server = await startServer(env);
  try {
    const email = `bench-${Date.now()}@example.com`;
    const password = 'bench-password-123';
    const reg = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
    const cookie = reg.headers.getSetCookie().find((c) => c.startsWith('mnemo_sid=')).split(';')[0];
    const check = await fetch(`${server.url}/api/auth/user`, { headers: { cookie } });
    const me = await check.json();
    if (!check.ok || me.email !== email) throw new Error(`session check failed: ${check.status} ${JSON.stringify(me)}`);

    // Warm up both paths long enough for the code to be optimized (V8 compiles on
    // background threads that share the pinned core).
    await cannon(`${server.url}/api/health`, server.pid, {}, WARMUP_S);
    await cannon(`${server.url}/api/auth/user`, server.pid, { cookie }, WARMUP_S);

    const health = [];
    const user = [];
    for (let i = 0; i < ROUNDS; i++) {
      health.push(await cannon(`${server.url}/api/health`, server.pid));
      user.push(await cannon(`${server.url}/api/auth/user`, server.pid, { cookie }));
    }

    const times = [];
    for (let i = 0; i < LOGINS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);

    const healthRps = mean(health.map((r) => r.rps));
    const userRps = mean(user.map((r) => r.rps));
    return {
      database: label,
      healthReqPerSec: Math.round(healthRps),
      authUserReqPerSec: Math.round(userRps),
      ratio: round(userRps / healthRps),
      ratioPerRound: user.map((u, i) => round(u.rps / health[i].rps, 2)),
      cpuUsPerRequest: { health: round(mean(health.map((r) => r.cpuUs)), 1), user: round(mean(user.map((r) => r.cpuUs)), 1) },
      cpuRatio: round(mean(health.map((r) => r.cpuUs)) / mean(user.map((r) => r.cpuUs))),
      p99Ms: { health: Math.max(...health.map((r) => r.p99)), user: Math.max(...user.map((r) => r.p99)) },
      loginP50Ms: round(percentile(times, 50), 1),
      loginP95Ms: round(percentile(times, 95), 1),
      logins: LOGINS,
    };
  } finally {
    await server.stop();
  }
}

async function withPostgres(fn) {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (err) {
    console.warn(`PostgreSQL not reachable at ${PG_URL} (${err.message}); skipping it.`);
    return null;
  }
  const name = `mnemo_bench_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const results = [await benchOne('pglite', {})];
const pgResult = await withPostgres((url) => benchOne('postgres', { DATABASE_URL: url }));
if (pgResult) results.push(pgResult);

const setup = PIN ? 'server on core 0, load generator on core 1' : 'unpinned';
console.log(`\nGET /api/auth/user (valid session) vs GET /api/health — ${setup}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION} s`);
console.table(
  results.map(({ ratioPerRound, cpuUsPerRequest, p99Ms, ...r }) => ({
    ...r,
    perRound: ratioPerRound.join(' '),
    cpuUs: `${cpuUsPerRequest.user} vs ${cpuUsPerRequest.health}`,
    p99Ms: `${p99Ms.user} vs ${p99Ms.health}`,
  })),
);
for (const r of results) {
  console.log(
    `${r.database}: ratio ${r.ratio} x req/s (per round ${r.ratioPerRound.join(', ')}), ${r.cpuRatio} x by server CPU per request (${r.cpuUsPerRequest.user} µs vs ${r.cpuUsPerRequest.health} µs); target >= ${TARGET}: ${r.ratio >= TARGET ? 'met' : 'NOT met'}`,
  );
}
console.log('Argon2id m=64 MiB, t=2, p=1 for the sign-in latencies.');
const outDir = path.join(ROOT, 'bench/results');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `auth-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(
  file,
  JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, loadavg: os.loadavg(), pinned: PIN, connections: CONNECTIONS, durationS: DURATION, rounds: ROUNDS, target: TARGET, results }, null, 2),
);
console.log(`saved ${path.relative(ROOT, file)}`);
