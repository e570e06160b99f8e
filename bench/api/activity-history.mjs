// GET /api/user/activity-history on the built server (PGlite) as the history grows: a user
// in 3 shared workspaces with 1,000 / 5,000 / 10,000 entries (seeded through the API),
// each size measured as p50/p95 of 30 requests for the newest 1,000 ("All Workspaces")
// and for one workspace, beside GET /api/health in the same run (the ratio is steadier
// than milliseconds on a busy machine).
//
//   npm run build && node bench/api/activity-history.mjs
import os from 'node:os';
import { startApp } from '../lib/server.mjs';

const SIZES = [1000, 5000, 10000];
const ROUNDS = 30;

function pct(values, p) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

async function timed(fn) {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

const app = await startApp({}, { quiet: true });
try {
  const base = app.url;
  const origin = { origin: base, 'content-type': 'application/json' };
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'correct horse battery' }),
  });
  const cookie = reg.headers.get('set-cookie').split(';')[0];
  const headers = { cookie, ...origin };
  const workspaces = [];
  for (const name of ['Alpha', 'Beta', 'Gamma']) {
    const res = await fetch(`${base}/api/workspaces/create`, { method: 'POST', headers, body: JSON.stringify({ name }) });
    workspaces.push((await res.json()).workspace.id);
  }
  let count = 0;
  console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log('entries  all p50/p95 ms  one-workspace p50/p95 ms  health p50 ms  all/health');
  for (const size of SIZES) {
    // 16 entries per seed call, alternating personal history and the workspaces.
    const targets = [null, ...workspaces];
    while (count < size) {
      const ws = targets[Math.floor(count / 16) % targets.length];
      const res = await fetch(`${base}/api/user/seed-activity`, { method: 'POST', headers, body: JSON.stringify(ws ? { workspaceId: ws } : {}) });
      count += (await res.json()).created;
    }
    const all = [];
    const one = [];
    const health = [];
    for (let i = 0; i < ROUNDS; i++) {
      // Alternating, so load changes hit all three alike.
      all.push(await timed(async () => (await fetch(`${base}/api/user/activity-history?limit=1000`, { headers: { cookie } })).arrayBuffer()));
      one.push(await timed(async () => (await fetch(`${base}/api/user/activity-history?limit=1000&workspaceId=${workspaces[0]}`, { headers: { cookie } })).arrayBuffer()));
      health.push(await timed(async () => (await fetch(`${base}/api/health`)).arrayBuffer()));
    }
    console.log(
      `${String(count).padStart(7)}  ${pct(all, 50).toFixed(1)} / ${pct(all, 95).toFixed(1)}`.padEnd(26) +
        `${pct(one, 50).toFixed(1)} / ${pct(one, 95).toFixed(1)}`.padEnd(26) +
        `${pct(health, 50).toFixed(2)}`.padEnd(15) +
        `${(pct(all, 50) / pct(health, 50)).toFixed(0)}x`,
    );
  }
  console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await app.stop();
}
