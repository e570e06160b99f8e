// GET /api/health and POST /api/subscribe on the built app, each as a ratio to a bare
// node:http server answering the same JSON in the same run (autocannon, 127.0.0.1).
// Usage: npm run build && node bench/api/health.mjs [seconds] [--pin]
// --pin: both servers on core 0 (taskset), autocannon on core 1, 50 connections: the
// fair way on a 2-core machine (unpinned, the load generator shares the server's core
// and the ratio flatters the app).
// The app runs at the production default LOG_LEVEL (info), its log lines discarded. Each
// round also reads each server's CPU time (/proc/<pid>/stat) and reports CPU per request:
// on a machine shared with other work, autocannon is at times starved of its core and
// req/s then measures the load generator, while CPU per request still measures the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startApp } from '../lib/server.mjs';

const pin = process.argv.includes('--pin');
if (pin && !process.env.MNEMO_BENCH_PINNED) {
  // Re-run this script with the load generator pinned to core 1.
  const r = spawnSync('taskset', ['-c', '1', process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, MNEMO_BENCH_PINNED: '1' },
  });
  process.exit(r.status ?? 1);
}
const duration = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 5);
const connections = pin ? 50 : 10;

const TICK_MS = 10; // USER_HZ = 100 on Linux
const cpuMs = (pid) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * TICK_MS; // utime + stime
};

async function run(opts, pid) {
  const before = pid ? cpuMs(pid) : 0;
  const r = await autocannon({ connections, duration, ...opts });
  const cpuUsPerRequest = pid ? Number((((cpuMs(pid) - before) * 1000) / r.requests.total).toFixed(1)) : undefined;
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, cpuUsPerRequest };
}

// The bare server runs in its own process, like the app, so neither shares a thread with
// autocannon, and answers the app's own health JSON byte for byte.
const app = await startApp({ LOG_LEVEL: 'info' }, { quiet: true, ...(pin ? { core: 0 } : {}) });
const bareBody = await (await fetch(`${app.url}/api/health`)).text();
const barePort = await freePort();
const bareSource = `
  const body = ${JSON.stringify(bareBody)};
  const subscribed = '{"ok":true,"message":"Successfully subscribed! Welcome to the waitlist."}';
  require('node:http').createServer((req, res) => {
    if (req.method === 'POST') {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(subscribed);
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  }).listen(${barePort}, '127.0.0.1', () => process.send('ready'));
`;
const bare = pin
  ? spawn('taskset', ['-c', '0', process.execPath, '-e', bareSource], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  : spawn(process.execPath, ['-e', bareSource], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
await new Promise((resolve) => bare.once('message', resolve));
// The app loads its NLP models after it starts listening: wait until it is idle (at most
// a minute), so the rounds measure requests and not the warm-up.
for (let quiet = 0, i = 0; quiet < 2 && i < 60; i++) {
  const before = cpuMs(app.pid);
  await new Promise((r) => setTimeout(r, 1000));
  quiet = cpuMs(app.pid) - before <= 30 ? quiet + 1 : 0;
}

const results = {};
try {
  // Warm-up both, long enough for the app's code to be optimized: on a busy machine its
  // CPU per request was still 2-4 x its steady value after 1 s of load, and took 8-12 s
  // to settle (V8 compiles on background threads that share the pinned core).
  await run({ url: `http://127.0.0.1:${barePort}/`, duration: 3 });
  await run({ url: `${app.url}/api/health`, duration: 10 });
  // Alternate bare and app over three rounds and keep each one's median, so a burst of
  // load elsewhere on the machine does not land on one side only.
  const bareRounds = [];
  const appRounds = [];
  for (let round = 0; round < 3; round++) {
    bareRounds.push(await run({ url: `http://127.0.0.1:${barePort}/api/health` }, bare.pid));
    appRounds.push(await run({ url: `${app.url}/api/health` }, app.pid));
  }
  const byRps = (rounds) => [...rounds].sort((a, b) => a.rps - b.rps)[1];
  results.bareHealth = byRps(bareRounds);
  results.appHealth = byRps(appRounds);
  results.healthRatios = bareRounds.map((b, i) => Number((appRounds[i].rps / b.rps).toFixed(2)));
  const cpu = (rounds) => [...rounds].map((r) => r.cpuUsPerRequest).sort((a, b) => a - b)[1];
  results.cpuUsPerRequest = { app: cpu(appRounds), bare: cpu(bareRounds) };
  results.cpuRatios = bareRounds.map((b, i) => Number((b.cpuUsPerRequest / appRounds[i].cpuUsPerRequest).toFixed(2)));
  let n = 0;
  const subscribeOpts = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupClient(client) {
      client.setBody(JSON.stringify({ email: `bench${process.pid}-${n++}@example.com` }));
    },
  };
  results.bareSubscribe = await run({ url: `http://127.0.0.1:${barePort}/api/subscribe`, ...subscribeOpts });
  // The app rate-limits subscribe per address; measure the limiter's answer path too.
  results.appSubscribe = await run({ url: `${app.url}/api/subscribe`, ...subscribeOpts });
} finally {
  await app.stop();
  bare.kill();
}
const ratio = (a, b) => (a / b).toFixed(2);
console.log(JSON.stringify(results, null, 2));
console.log(`health:    app ${results.appHealth.rps.toFixed(0)} req/s vs bare node:http ${results.bareHealth.rps.toFixed(0)} req/s = ${ratio(results.appHealth.rps, results.bareHealth.rps)} x (median of 3 alternating rounds; per round ${results.healthRatios.join(', ')})`);
console.log(`health CPU per request: app ${results.cpuUsPerRequest.app} µs vs bare ${results.cpuUsPerRequest.bare} µs = ${ratio(results.cpuUsPerRequest.bare, results.cpuUsPerRequest.app)} x (medians; per round ${results.cpuRatios.join(', ')})`);
console.log(`subscribe: app ${results.appSubscribe.rps.toFixed(0)} req/s (non-2xx ${results.appSubscribe.non2xx}, rate-limited after 10/min) vs bare ${results.bareSubscribe.rps.toFixed(0)} req/s = ${ratio(results.appSubscribe.rps, results.bareSubscribe.rps)} x`);
console.log(`cold start to first healthy answer: ${app.readyMs.toFixed(0)} ms`);
