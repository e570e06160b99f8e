#!/usr/bin/env node
// Load test (issue 10): mixed traffic at a fixed arrival rate (open loop: requests are
// sent on schedule whether or not earlier ones have answered) through haproxy to one
// instance, then to two instances, on one PostgreSQL. In the two-instance run one
// instance is killed with SIGKILL halfway; afterwards every acknowledged write (a
// waitlist address answered 200, an upload answered 201) must be in the database.
// With --redis, each run also starts a throwaway redis-server and the instances keep
// their rate limits and pub/sub there (REDIS_URL) instead of in PostgreSQL.
// Before the fixed-rate phase, each run also measures the capacity of the cheap routes
// (GET /api/health and the session check, closed loop through the proxy, autocannon) so
// that two instances can be compared with one. Every figure printed is measured in this
// run; the machine's load average (1 min) is sampled every second and reported per run.
//
//   npm run build && node bench/load/mixed.mjs [--seconds 60] [--rate 300] [--kill-at 30] [--redis]
//
// Needs haproxy and the test PostgreSQL (BENCH_PG_URL, TEST_DATABASE_URL, or the
// throwaway server of scripts/test-postgres.sh); redis-server with --redis. Results:
// stdout and bench/results/load-mixed.json (load-mixed-redis.json with --redis).
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { importTs } from '../lib/load-ts.mjs';
import { freePort, ROOT } from '../lib/server.mjs';
import { serverArgs } from '../../scripts/server-command.mjs';

// The same haproxy set-up as the scale-out browser tests.
const { startHaproxy } = await importTs('tests/support/haproxy.ts');
// The same throwaway redis-server as the tests.
const { startRedis } = await importTs('tests/support/redis.ts');

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    rate: { type: 'string', default: '300' },
    'kill-at': { type: 'string', default: '' },
    redis: { type: 'boolean', default: false },
    'capacity-seconds': { type: 'string', default: '5' },
  },
});
const CAPACITY_SECONDS = Number(args['capacity-seconds']);
const CLIENT_CONNECTIONS = 256;
const REDIS = args.redis;
const SECONDS = Number(args.seconds);
const RATE = Number(args.rate);
const KILL_AT = args['kill-at'] ? Number(args['kill-at']) : SECONDS / 2;

/** Share of the traffic per route; cheap routes first. */
const MIX = [
  ['health', 0.4],
  ['session', 0.3],
  ['waitlist', 0.15],
  ['ai', 0.1],
  ['upload', 0.05],
];

const pgUrl =
  process.env.BENCH_PG_URL ??
  process.env.TEST_DATABASE_URL ??
  execFileSync('bash', [path.join(ROOT, 'scripts/test-postgres.sh')], { encoding: 'utf8' }).trim();

async function createDatabase() {
  const name = `mnemo_load_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: pgUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

async function startInstance(env, core) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-load-'));
  // Pinned like the health benchmark when a core is given (the load generator takes the other).
  const [cmd, argv] = core === undefined ? [process.execPath, serverArgs()] : ['taskset', ['-c', String(core), process.execPath, ...serverArgs()]];
  const child = spawn(cmd, argv, {
    cwd: ROOT,
    // The production default log level; the lines are discarded.
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    port,
    pid: child.pid,
    kill: () => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : (child.once('exit', r), child.kill('SIGKILL')))),
    stop: () => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM')))),
  };
}

const TICK_MS = 10; // USER_HZ = 100 on Linux
const cpuMs = (pid) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * TICK_MS;
};
/** Waits until process `pid` used at most 50 ms of CPU in each of two seconds in a row (at most a minute). */
async function untilIdle(pid) {
  for (let quiet = 0, i = 0; quiet < 2 && i < 60; i++) {
    const before = cpuMs(pid);
    await new Promise((r) => setTimeout(r, 1000));
    quiet = cpuMs(pid) - before <= 50 ? quiet + 1 : 0;
  }
}

const loadAverage = () => Number(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/** Samples the 1-minute load average every second until stopped: min, median, max. */
function watchLoad() {
  const samples = [loadAverage()];
  const timer = setInterval(() => samples.push(loadAverage()), 1000);
  return () => {
    clearInterval(timer);
    samples.push(loadAverage());
    const s = [...samples].sort((a, b) => a - b);
    return { min: s[0], median: s[Math.floor(s.length / 2)], max: s[s.length - 1], cores: os.cpus().length };
  };
}

/** Closed-loop capacity of one cheap route through the proxy (autocannon, 20 connections). */
async function capacity(url, headers = {}) {
  const r = await autocannon({ url, connections: 20, duration: CAPACITY_SECONDS, headers });
  return { reqPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const log = (...a) => console.error(`[load ${new Date().toISOString().slice(11, 19)}]`, ...a);

async function run({ instances: count, kill }) {
  log(`run with ${count} instance(s)`);
  const database = await createDatabase();
  const redis = REDIS ? await startRedis() : undefined;
  const env = {
    ...(redis ? { REDIS_URL: redis.url } : {}),
    DATABASE_URL: database.url,
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    AI_REQUESTS_PER_MINUTE: '100000',
    VOICE_REQUESTS_PER_MINUTE: '100000',
  };
  const instances = await Promise.all(Array.from({ length: count }, () => startInstance(env)));
  // An instance answers health checks at once and loads its models (NLP worker, speech
  // recognizer) after: wait until each is idle, as a proxy would send it traffic once
  // deployed, so the run measures requests and not the warm-up.
  await Promise.all(instances.map((i) => untilIdle(i.pid)));
  log('instances up and warmed up');
  const proxy = await startHaproxy(instances.map((i) => i.port));
  log('proxy up');
  // At most CLIENT_CONNECTIONS connections to the proxy, kept alive; a request sent
  // while all are busy waits for one, and that wait counts in its latency (measured from
  // its scheduled send). Without a bound (fetch's default), a stall of a second opened
  // hundreds of connections, past haproxy's maxconn, and the run stopped with every
  // process idle and thousands of requests in the kernel's accept queue.
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENT_CONNECTIONS });
  const target = new URL(proxy.url);
  const send = (method, p, opts = {}) =>
    new Promise((resolve, reject) => {
      const req = http.request({ host: target.hostname, port: target.port, method, path: p, headers: opts.headers, agent }, (res) => {
        const chunks = [];
        const body = new Promise((done, fail) => {
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => done(Buffer.concat(chunks)));
          res.on('error', fail);
        });
        resolve({
          statusCode: res.statusCode,
          headers: { get: (name) => [res.headers[name.toLowerCase()]].flat().filter(Boolean).join(', ') || null },
          body: { dump: () => body },
        });
      });
      req.on('error', reject);
      req.end(opts.body);
    });

  // A signed-in user for the session checks.
  const reg = await send('POST', '/api/auth/register', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `load-${Date.now()}@example.com`, password: 'correct horse battery' }),
  });
  const cookie = String(reg.headers.get('set-cookie')).split(';')[0];
  await reg.body.dump();
  // Capacity of the cheap routes with every instance up, before the fixed-rate phase.
  const capacityLoad = watchLoad();
  const cheapCapacity = {
    health: await capacity(`${proxy.url}/api/health`),
    session: await capacity(`${proxy.url}/api/auth/user`, { cookie }),
  };
  cheapCapacity.load = capacityLoad();
  log(`capacity: health ${cheapCapacity.health.reqPerSec} req/s, session ${cheapCapacity.session.reqPerSec} req/s`);

  // A small chat export, the kind of file data-world imports upload.
  const chat = Buffer.from(
    Array.from({ length: 40 }, (_, i) => `12/03/2024, 09:${String(i).padStart(2, '0')} - Ada: message number ${i}`).join('\n'),
  );
  const boundary = '----mnemo-load';
  const upload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="chat.txt"\r\nContent-Type: text/plain\r\n\r\n`),
    chat,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

  // Each request looks like a different visitor to the per-address limits.
  const visitor = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  const ops = {
    health: () => send('GET', '/api/health'),
    session: () => send('GET', '/api/auth/user', { headers: { cookie } }),
    waitlist: (ctx) => {
      ctx.email = `w-${crypto.randomBytes(8).toString('hex')}@example.com`;
      return send('POST', '/api/subscribe', {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() },
        body: JSON.stringify({ email: ctx.email }),
      });
    },
    ai: () =>
      send('POST', '/api/ai-chat', {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() },
        body: JSON.stringify({ message: 'We have $40k MRR and 14 months of runway. Should we hire two engineers?' }),
      }),
    upload: (ctx) =>
      send('POST', '/api/uploads', {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie, origin: proxy.url },
        body: upload,
      }).then(async (res) => {
        if (res.statusCode === 201) ctx.uploadId = (JSON.parse(Buffer.from(await res.body.dump()).toString()) ).id;
        return { ...res, body: { dump: async () => undefined } };
      }),
  };
  const cumulative = [];
  let acc = 0;
  for (const [name, share] of MIX) cumulative.push([name, (acc += share)]);
  const pick = () => {
    const r = Math.random() * acc;
    return cumulative.find(([, c]) => r < c)[0];
  };

  const results = [];
  const acked = [];
  const ackedUploads = [];
  const inflight = new Set();
  const total = SECONDS * RATE;
  const fixedRateLoad = watchLoad();
  const t0 = performance.now();
  let killedAt;
  let deadAt;
  const killTimer =
    kill && count > 1
      ? setTimeout(async () => {
          killedAt = performance.now() - t0;
          await instances[count - 1].kill();
          deadAt = performance.now() - t0;
        }, KILL_AT * 1000)
      : undefined;
  for (let i = 0; i < total; i++) {
    const due = t0 + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const name = pick();
    const ctx = {};
    const start = performance.now();
    const p = ops[name](ctx).then(
      async (res) => {
        await res.body.dump();
        const end = performance.now();
        results.push({ name, status: res.statusCode, ms: end - start, at: start - t0, endAt: end - t0 });
        if (name === 'waitlist' && res.statusCode === 200) acked.push(ctx.email);
        if (name === 'upload' && res.statusCode === 201) ackedUploads.push(ctx.uploadId);
      },
      (err) => {
        const end = performance.now();
        results.push({ name, status: 0, error: err.cause?.code ?? err.code ?? err.message, ms: end - start, at: start - t0, endAt: end - t0 });
      },
    );
    inflight.add(p);
    p.finally(() => inflight.delete(p));
  }
  log(`all ${total} requests sent; waiting for ${inflight.size} in flight`);
  await Promise.all(inflight);
  clearTimeout(killTimer);
  log('all answered');
  const elapsed = (performance.now() - t0) / 1000;
  const load = fixedRateLoad();

  // Every acknowledged write must be there.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const found = acked.length
    ? (await client.query('select count(*)::int as n from waitlist where email = any($1)', [acked])).rows[0].n
    : 0;
  const uploadsFound = ackedUploads.length
    ? (await client.query('select count(*)::int as n from uploads where id = any($1::uuid[])', [ackedUploads])).rows[0].n
    : 0;
  await client.end();

  agent.destroy();
  await proxy.stop();
  await Promise.all(instances.map((s) => s.stop()));
  await redis?.stop();
  await database.drop();

  const ok = (r) => r.status >= 200 && r.status < 300;
  // Requests that may have been on the killed instance when it died: sent before it was
  // gone (SIGKILL delivered and the exit seen) and answered after the kill began.
  const inFlightAtKill = (r) => killedAt !== undefined && r.at <= (deadAt ?? killedAt) && r.endAt >= killedAt;
  const perRoute = {};
  for (const [name] of MIX) {
    const rs = results.filter((r) => r.name === name);
    const lat = rs.filter(ok).map((r) => r.ms).sort((a, b) => a - b);
    perRoute[name] = {
      requests: rs.length,
      ok: rs.filter(ok).length,
      errors: rs.filter((r) => !ok(r)).length,
      errorsInFlightAtKill: rs.filter((r) => !ok(r) && inFlightAtKill(r)).length,
      statuses: rs.reduce((acc, r) => ((acc[r.error ?? String(r.status)] = (acc[r.error ?? String(r.status)] ?? 0) + 1), acc), {}),
      p50: percentile(lat, 50),
      p99: percentile(lat, 99),
    };
  }
  const errors = results.filter((r) => !ok(r));
  // The non-AI routes' latency per 5-second window (by send time): where the slow ones were.
  const WINDOW = 5;
  const timeline = [];
  for (let from = 0; from < SECONDS; from += WINDOW) {
    const rs = results.filter((r) => r.name !== 'ai' && r.at >= from * 1000 && r.at < (from + WINDOW) * 1000);
    const lat = rs.filter(ok).map((r) => r.ms).sort((a, b) => a - b);
    timeline.push({ from, requests: rs.length, errors: rs.filter((r) => !ok(r)).length, p50: +percentile(lat, 50).toFixed(1), p99: +percentile(lat, 99).toFixed(1) });
  }
  const nonAi = results.filter((r) => r.name !== 'ai' && ok(r)).map((r) => r.ms).sort((a, b) => a - b);
  return {
    instances: count,
    sharedStore: redis ? 'redis' : 'postgres',
    killedAtSeconds: killedAt === undefined ? null : +(killedAt / 1000).toFixed(1),
    seconds: +elapsed.toFixed(1),
    offeredRate: RATE,
    throughput: +(results.filter(ok).length / elapsed).toFixed(1),
    errors: errors.length,
    errorsBesidesInFlight: errors.filter((r) => !inFlightAtKill(r)).length,
    acknowledgedWrites: acked.length + ackedUploads.length,
    acknowledgedWritesFound: found + uploadsFound,
    nonAi: { p50: +percentile(nonAi, 50).toFixed(1), p99: +percentile(nonAi, 99).toFixed(1) },
    loadAverage: load,
    cheapCapacity,
    perRoute,
    timeline,
  };
}

const one = await run({ instances: 1, kill: false });
const two = await run({ instances: 2, kill: true });
const fmt = (r) =>
  [
    `${r.instances} instance(s), limits and pub/sub in ${r.sharedStore} (measured; load average ${r.loadAverage.min}–${r.loadAverage.max}, median ${r.loadAverage.median}, on ${r.loadAverage.cores} cores):`,
    `  capacity, closed loop through the proxy: health ${r.cheapCapacity.health.reqPerSec} req/s (p99 ${r.cheapCapacity.health.p99} ms), session check ${r.cheapCapacity.session.reqPerSec} req/s (p99 ${r.cheapCapacity.session.p99} ms); load average ${r.cheapCapacity.load.min}–${r.cheapCapacity.load.max}`,
    `  fixed rate: ${r.throughput} ok req/s of ${r.offeredRate} offered over ${r.seconds} s; errors ${r.errors} (${r.errorsBesidesInFlight} besides requests in flight at the kill${r.killedAtSeconds !== null ? ` at ${r.killedAtSeconds} s` : ''}); acknowledged writes ${r.acknowledgedWritesFound}/${r.acknowledgedWrites} found; non-AI routes p50 ${r.nonAi.p50} ms, p99 ${r.nonAi.p99} ms`,
    ...Object.entries(r.perRoute).map(
      ([name, s]) =>
        `  ${name.padEnd(8)} ${String(s.requests).padStart(6)} req  p50 ${s.p50?.toFixed(1)} ms  p99 ${s.p99?.toFixed(1)} ms  errors ${s.errors}  ${JSON.stringify(s.statuses)}`,
    ),
  ].join('\n');
console.log(fmt(one));
console.log(fmt(two));
const scale = (route) => +(two.cheapCapacity[route].reqPerSec / one.cheapCapacity[route].reqPerSec).toFixed(2);
const scaling = { health: scale('health'), session: scale('session') };
console.log(`two instances vs one, cheap-route capacity (measured): health ${scaling.health} x, session check ${scaling.session} x`);
console.log('non-AI p99 per 5 s window (two instances, by send time):', two.timeline.map((w) => `${w.from}s ${w.p99}`).join(', '));
fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, `bench/results/load-mixed${REDIS ? '-redis' : ''}.json`),
  JSON.stringify({ date: new Date().toISOString(), command: `node bench/load/mixed.mjs ${process.argv.slice(2).join(' ')}`.trim(), one, two, scaling }, null, 2),
);
