#!/usr/bin/env node
/**
 * Accounts benchmark: throughput of GET /api/auth/user with a valid session cookie as
 * a ratio to GET /api/health (same server, same run), and sign-in latency with the
 * production Argon2id parameters. Runs the BUILT server (`npm run build` first) on the
 * embedded database, then on PostgreSQL when one is reachable.
 *
 *   node bench/api/auth.mjs                      # both databases
 *   BENCH_PG_URL=postgres://... node bench/api/auth.mjs
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=10 BENCH_LOGINS=40 node bench/api/auth.mjs
 *
 * Writes bench/results/auth-<timestamp>.json as well as printing a table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT, startApp } from '../lib/server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:54329/postgres';

async function startServer(env) {
  const app = await startApp({ DATABASE_URL: '', ...env });
  return {
    url: app.url,
    async stop() {
      await app.stop();
      fs.rmSync(app.dataDir, { recursive: true, force: true });
    },
  };
}

function cannon(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

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
    if (!check.ok) throw new Error(`session check failed: ${check.status}`);

    // Warm up both paths (JIT, caches, connection pool).
    await new Promise((resolve, reject) =>
      autocannon({ url: `${server.url}/api/health`, connections: CONNECTIONS, duration: 1 }, (e) => (e ? reject(e) : resolve())),
    );
    await new Promise((resolve, reject) =>
      autocannon({ url: `${server.url}/api/auth/user`, connections: CONNECTIONS, duration: 1, headers: { cookie } }, (e) =>
        e ? reject(e) : resolve(),
      ),
    );

    const health = [];
    const user = [];
    for (let round = 0; round < ROUNDS; round++) {
      const h = await cannon(`${server.url}/api/health`);
      const u = await cannon(`${server.url}/api/auth/user`, { cookie });
      if (h.non2xx || u.non2xx) throw new Error(`non-2xx answers: health ${h.non2xx}, user ${u.non2xx}`);
      health.push(h.requests.average);
      user.push(u.requests.average);
    }
    const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;

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

    return {
      database: label,
      healthReqPerSec: Math.round(mean(health)),
      authUserReqPerSec: Math.round(mean(user)),
      ratio: Number((mean(user) / mean(health)).toFixed(3)),
      loginP50Ms: Number(percentile(times, 50).toFixed(1)),
      loginP95Ms: Number(percentile(times, 95).toFixed(1)),
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

console.log(`\nGET /api/auth/user (valid session) vs GET /api/health — ${CONNECTIONS} connections, ${DURATION} s × ${ROUNDS} rounds each`);
console.table(results);
console.log('Argon2id m=64 MiB, t=2, p=1. Target: ratio >= 0.6 on the embedded database.');
const outDir = path.join(ROOT, 'bench/results');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `auth-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, connections: CONNECTIONS, durationS: DURATION, rounds: ROUNDS, results }, null, 2));
console.log(`saved ${path.relative(ROOT, file)}`);
