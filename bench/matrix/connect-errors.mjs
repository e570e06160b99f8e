#!/usr/bin/env node
/**
 * How long POST /api/matrix/connect takes to say a homeserver cannot be used, on the built
 * server (`npm run build` first): a closed port on 127.0.0.1 ("could not be reached") and
 * an HTTP server that answers HTML ("did not answer like a Matrix homeserver"), each
 * median of N calls (default 5). matrix.test.ts checks the answers; this times them.
 *
 *   npm run build && node bench/matrix/connect-errors.mjs [calls]
 *
 * Only 127.0.0.1 is contacted; no Synapse is needed.
 */
import http from 'node:http';
import fs from 'node:fs';
import { freePort, median, startApp } from '../lib/server.mjs';

const CALLS = Number(process.argv[2] ?? 5);

const html = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>hello</html>'));
await new Promise((resolve) => html.listen(0, '127.0.0.1', resolve));
const cases = [
  ['a closed port', `http://127.0.0.1:${await freePort()}`, /could not be reached/],
  ['an HTML server', `http://127.0.0.1:${html.address().port}`, /did not answer like a Matrix homeserver/],
];
try {
  for (const [label, homeserver, expected] of cases) {
    const app = await startApp({ DATABASE_URL: '', MATRIX_HOMESERVER_URL: homeserver }, { quiet: true });
    try {
      const headers = (cookie) => ({ 'content-type': 'application/json', origin: app.url, ...(cookie ? { cookie } : {}) });
      const reg = await fetch(`${app.url}/api/auth/register`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'correct horse battery' }),
      });
      if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
      const cookie = reg.headers.getSetCookie().find((c) => c.startsWith('mnemo_sid=')).split(';')[0];
      const times = [];
      for (let i = 0; i < CALLS; i++) {
        const t0 = performance.now();
        const res = await fetch(`${app.url}/api/matrix/connect`, {
          method: 'POST',
          headers: headers(cookie),
          body: JSON.stringify({ accessToken: 'syt_bench_token', userId: '@bench:127.0.0.1' }),
        });
        times.push(performance.now() - t0);
        const body = await res.json();
        if (body.success !== false || !expected.test(body.message)) throw new Error(`${label}: unexpected answer ${JSON.stringify(body)}`);
      }
      console.log(`connect to ${label}: median ${median(times).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms over ${CALLS} calls`);
    } finally {
      await app.stop();
      fs.rmSync(app.dataDir, { recursive: true, force: true });
    }
  }
} finally {
  html.close();
}
