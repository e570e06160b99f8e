// GET /api/game/level of the sample world on the built app: the first request of a fresh
// server (the level generated: the places list plus up to 16 places' details read and laid
// out) against the following ones (the cached level, re-checked against the places list).
// Reports the median of each and their ratio over `rounds` fresh servers.
// Usage: npm run build && node bench/game/level.mjs [rounds=3] [warm=15]
import os from 'node:os';
import { startApp } from '../lib/server.mjs';

const [rounds = 3, warm = 15] = process.argv.slice(2).map(Number);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const timed = async (url) => {
  const t0 = performance.now();
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  await res.json();
  return performance.now() - t0;
};

const cold = [];
const cached = [];
for (let r = 0; r < rounds; r++) {
  const app = await startApp({}, { quiet: true });
  try {
    // The sample world is stored when the server starts listening: wait until it answers.
    for (;;) {
      const res = await fetch(`${app.url}/api/worlds/sample/summary`);
      if (res.ok) break;
      await new Promise((ok) => setTimeout(ok, 200));
    }
    cold.push(await timed(`${app.url}/api/game/level`));
    const w = [];
    for (let i = 0; i < warm; i++) w.push(await timed(`${app.url}/api/game/level`));
    cached.push(median(w));
  } finally {
    await app.stop();
  }
}
const c = median(cold);
const h = median(cached);
console.log(`GET /api/game/level (sample world), ${rounds} fresh servers, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
console.log(`  generated (first request): median ${c.toFixed(0)} ms  [${cold.map((x) => x.toFixed(0)).join(', ')}]`);
console.log(`  cached (next ${warm}):     median ${h.toFixed(0)} ms  [${cached.map((x) => x.toFixed(0)).join(', ')}]`);
console.log(`  generated / cached: ${(c / h).toFixed(1)}x`);
