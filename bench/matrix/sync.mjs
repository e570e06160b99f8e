/**
 * The Matrix sync loop against a real Synapse (scripts/synapse.sh installs it), on the
 * built server (`npm run build` first):
 *  - Synapse's start time (spawn → /versions answers);
 *  - sync latency: a message sent in Synapse by a second user → received by the page's
 *    SSE stream (/api/events), p50/p95 over N messages (default 60), sent one at a time;
 *  - RSS of our server (node dist/server/main.js, PGlite) idle, then with 20 Mnemo users
 *    each connected to their own Matrix account and syncing (median of 10 samples, 1 s apart).
 *
 *   npm run build && node --import tsx bench/matrix/sync.mjs [messages] [users]
 *
 * Only 127.0.0.1 is contacted.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findSynapse, startSynapse } from '../../tests/support/synapse.ts';
import { freePort } from '../../tests/support/free-port.ts';
import { serverArgs } from '../../scripts/server-command.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MESSAGES = Number(process.argv[2] ?? 60);
const USERS = Number(process.argv[3] ?? 20);

const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const pct = (a, p) => [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.ceil((p / 100) * a.length) - 1)];
const rssMiB = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const python = findSynapse();
if (!python) throw new Error('Synapse not found: run `bash scripts/synapse.sh`');
console.log(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const synapse = await startSynapse(python);
console.log(`Synapse start: ${synapse.startMs} ms`);

const bob = await synapse.register('benchbob', { displayName: 'Bob' });
const matrixUsers = [];
for (let i = 0; i < USERS; i++) {
  const u = await synapse.register(`bench${i}`);
  const room = await synapse.createRoom(u, { name: `Bench room ${i}`, preset: 'private_chat', invite: [bob.userId] });
  await synapse.join(bob, room);
  matrixUsers.push({ ...u, room });
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-matrix-'));
const server = spawn(process.execPath, serverArgs(), {
  cwd: ROOT,
  env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', MATRIX_HOMESERVER_URL: synapse.url },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    if (i > 600) throw new Error('server did not start');
    await sleep(100);
  }
  await sleep(3000);
  const idle = [];
  for (let i = 0; i < 10; i++, await sleep(1000)) idle.push(rssMiB(server.pid));

  const headers = (cookie) => ({ 'content-type': 'application/json', origin: url, ...(cookie ? { cookie } : {}) });
  const cookies = [];
  for (let i = 0; i < USERS; i++) {
    const reg = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ email: `bench${i}-${Date.now()}@example.com`, password: 'correct horse battery' }),
    });
    const cookie = reg.headers.get('set-cookie').split(';')[0];
    const res = await (
      await fetch(`${url}/api/matrix/connect`, {
        method: 'POST',
        headers: headers(cookie),
        body: JSON.stringify({ accessToken: matrixUsers[i].accessToken, userId: matrixUsers[i].userId }),
      })
    ).json();
    if (!res.success) throw new Error(`connect ${i}: ${res.message}`);
    cookies.push(cookie);
  }
  await sleep(5000);
  const busy = [];
  for (let i = 0; i < 10; i++, await sleep(1000)) busy.push(rssMiB(server.pid));
  console.log(`server RSS: idle ${median(idle).toFixed(1)} MiB, ${USERS} connected users syncing ${median(busy).toFixed(1)} MiB (medians of 10 samples)`);

  // Latency: user 0's page listens; Bob writes in their room.
  const ac = new AbortController();
  const res = await fetch(`${url}/api/events`, { headers: { cookie: cookies[0] }, signal: ac.signal });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const waiting = new Map();
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true }));
      if (chunk.done) return;
      text += decoder.decode(chunk.value, { stream: true });
      let cut;
      while ((cut = text.indexOf('\n\n')) >= 0) {
        const block = text.slice(0, cut);
        text = text.slice(cut + 2);
        if (!block.startsWith('event: matrix_message\n')) continue;
        const ev = JSON.parse(block.split('\ndata: ')[1]);
        waiting.get(ev.message.content)?.(performance.now());
      }
    }
  })();
  await sleep(500);
  const latencies = [];
  for (let i = 0; i < MESSAGES; i++) {
    const body = `bench message ${i} ${Date.now()}`;
    const got = new Promise((resolve) => waiting.set(body, resolve));
    const t0 = performance.now();
    await synapse.send(bob, matrixUsers[0].room, body);
    const t1 = await Promise.race([got, sleep(30_000).then(() => NaN)]);
    waiting.delete(body);
    latencies.push(t1 - t0);
    await sleep(50);
  }
  ac.abort();
  const ok = latencies.filter((l) => Number.isFinite(l));
  console.log(
    `sync latency (Synapse send → SSE event), ${ok.length}/${MESSAGES} received: p50 ${pct(ok, 50).toFixed(0)} ms, p95 ${pct(ok, 95).toFixed(0)} ms, max ${Math.max(...ok).toFixed(0)} ms`,
  );
  console.log(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await synapse.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
