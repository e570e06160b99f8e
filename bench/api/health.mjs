// GET /api/health and POST /api/subscribe on the built app, each as a ratio to a bare
// node:http server answering the same JSON in the same run (autocannon, 127.0.0.1).
// Usage: npm run build && node bench/api/health.mjs [seconds]
import http from 'node:http';
import autocannon from 'autocannon';
import { freePort, startApp } from '../lib/server.mjs';

const duration = Number(process.argv[2] ?? 5);
const connections = 10;

async function run(opts) {
  const r = await autocannon({ connections, duration, ...opts });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

const bareBody = JSON.stringify({ status: 'ok', database: 'pglite', version: '0.1.0', uptimeSeconds: 1 });
const barePort = await freePort();
const bare = http.createServer((req, res) => {
  if (req.method === 'POST') {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true,"message":"Successfully subscribed! Welcome to the waitlist."}');
    });
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(bareBody);
});
await new Promise((r) => bare.listen(barePort, '127.0.0.1', r));

const app = await startApp({});
const results = {};
try {
  // Warm-up both.
  await run({ url: `http://127.0.0.1:${barePort}/`, duration: 1 });
  await run({ url: `${app.url}/api/health`, duration: 1 });
  results.bareHealth = await run({ url: `http://127.0.0.1:${barePort}/api/health` });
  results.appHealth = await run({ url: `${app.url}/api/health` });
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
  bare.close();
}
const ratio = (a, b) => (a / b).toFixed(2);
console.log(JSON.stringify(results, null, 2));
console.log(`health:    app ${results.appHealth.rps.toFixed(0)} req/s vs bare node:http ${results.bareHealth.rps.toFixed(0)} req/s = ${ratio(results.appHealth.rps, results.bareHealth.rps)} x`);
console.log(`subscribe: app ${results.appSubscribe.rps.toFixed(0)} req/s (non-2xx ${results.appSubscribe.non2xx}, rate-limited after 10/min) vs bare ${results.bareSubscribe.rps.toFixed(0)} req/s = ${ratio(results.appSubscribe.rps, results.bareSubscribe.rps)} x`);
console.log(`cold start to first healthy answer: ${app.readyMs.toFixed(0)} ms`);
