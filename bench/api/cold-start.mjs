// Time from `node dist/server/main.js` to the first 200 of /api/health on the embedded
// database: a brand-new DATA_DIR (creates and migrates PGlite) and restarts of an existing one.
// Usage: npm run build && node bench/api/cold-start.mjs [restarts]  (also reports `npm start`, as the target is worded)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, startApp } from '../lib/server.mjs';

const restarts = Number(process.argv[2] ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-cold-'));
const first = await startApp({ DATA_DIR: dataDir });
await first.stop();
const times = [];
for (let i = 0; i < restarts; i++) {
  const app = await startApp({ DATA_DIR: dataDir });
  times.push(app.readyMs);
  await app.stop();
}
const viaNpm = [];
for (let i = 0; i < restarts; i++) {
  const app = await startApp({ DATA_DIR: dataDir }, { npm: true });
  viaNpm.push(app.readyMs);
  await app.stop();
}
console.log(`new data dir: ${first.readyMs.toFixed(0)} ms to first healthy answer`);
console.log(`restart (existing data dir), ${restarts} runs: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`);
console.log(`restart with \`npm start\`, ${restarts} runs: median ${median(viaNpm).toFixed(0)} ms, max ${Math.max(...viaNpm).toFixed(0)} ms`);
fs.rmSync(dataDir, { recursive: true, force: true });
