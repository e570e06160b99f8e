#!/usr/bin/env node
/**
 * Cost of one counted request in the shared rate-limit store (platform/limits.ts):
 * `hit()` in memory, and in PostgreSQL (one upsert on an UNLOGGED table) next to a bare
 * `select 1` round trip on the same pool, sequential latency (p50/p99) and CPU time of
 * this process per call, then throughput with concurrent callers on one key and on
 * many keys. Runs the TypeScript source through tsx, on a scratch database it creates
 * and drops (migrations applied). Then the same in Redis (a Lua script per hit) next to
 * a bare PING, on a throwaway redis-server (tests/support/redis.ts) when one is installed.
 *
 *   node --import tsx bench/api/limits.mjs [calls]
 *   BENCH_PG_URL=postgres://... node --import tsx bench/api/limits.mjs
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client.ts';
import { createDatabaseLimits, createMemoryLimits, createRedisLimits } from '../../src/server/platform/limits.ts';
import { connectRedis } from '../../src/server/platform/redis.ts';
import { findRedisServer, startRedis } from '../../tests/support/redis.ts';

const CALLS = Number(process.argv[2] ?? 3000);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:54329/postgres';
const RULE = { max: 1_000_000_000, windowMs: 60_000 };

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { p50: q(0.5), p99: q(0.99) };
}

/** Sequential calls: wall latency per call (µs) and this process's CPU per call (µs). */
async function sequential(name, fn) {
  for (let i = 0; i < 200; i++) await fn(i); // warm-up
  const samples = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) {
    const t0 = process.hrtime.bigint();
    await fn(i);
    samples.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  const cpu = process.cpuUsage(cpu0);
  const { p50, p99 } = stats(samples);
  return { name, p50: p50.toFixed(1), p99: p99.toFixed(1), cpuPerCall: ((cpu.user + cpu.system) / CALLS).toFixed(1) };
}

/** `workers` concurrent callers for CALLS calls in all: calls per second. */
async function concurrent(name, workers, fn) {
  let next = 0;
  const t0 = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < CALLS) await fn(next++);
    }),
  );
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  return { name, workers, perSecond: Math.round(CALLS / s) };
}

const memory = createMemoryLimits();
const rows = [await sequential('memory hit()', (i) => memory.hit(`k${i % 100}`, RULE))];

const dbName = `mnemo_bench_limits_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: PG_URL });
let database;
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 10 });
  await database.migrate();
  const limits = createDatabaseLimits(database.db);
  rows.push(await sequential('postgres select 1 (floor)', () => database.pool.query('select 1')));
  rows.push(await sequential('postgres hit(), one key', () => limits.hit('bench:one', RULE)));
  rows.push(await sequential('postgres hit(), 10k keys', (i) => limits.hit(`bench:${i % 10_000}`, RULE)));
  console.table(rows.map((r) => ({ ...r, unit: 'µs' })));
  console.table([
    await concurrent('postgres hit(), one key', 8, () => limits.hit('bench:hot', RULE)),
    await concurrent('postgres hit(), many keys', 8, (i) => limits.hit(`bench:c${i}`, RULE)),
    await concurrent('postgres select 1 (floor)', 8, () => database.pool.query('select 1')),
  ]);
} catch (err) {
  console.table(rows);
  console.error(`PostgreSQL part skipped (${PG_URL}): ${err.message}`);
} finally {
  await database?.close();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
}

if (findRedisServer()) {
  const server = await startRedis();
  const redis = await connectRedis({ url: server.url });
  try {
    const limits = createRedisLimits(redis.client);
    console.table(
      [
        await sequential('redis PING (floor)', () => redis.client.ping()),
        await sequential('redis hit(), one key', () => limits.hit('bench:one', RULE)),
        await sequential('redis hit(), 10k keys', (i) => limits.hit(`bench:${i % 10_000}`, RULE)),
      ].map((r) => ({ ...r, unit: 'µs' })),
    );
    console.table([
      await concurrent('redis hit(), one key', 8, () => limits.hit('bench:hot', RULE)),
      await concurrent('redis hit(), many keys', 8, (i) => limits.hit(`bench:c${i}`, RULE)),
      await concurrent('redis PING (floor)', 8, () => redis.client.ping()),
    ]);
  } finally {
    await redis.close();
    await server.stop();
  }
} else {
  console.error('Redis part skipped: redis-server not installed (scripts/setup.sh installs it)');
}
