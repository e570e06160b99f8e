// Runs every benchmark script in bench/<area>/*.mjs in turn (results land in bench/results/).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const scripts = fs
  .readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !['lib', 'results'].includes(d.name))
  .flatMap((d) => fs.readdirSync(path.join(here, d.name)).filter((f) => f.endsWith('.mjs')).map((f) => path.join(here, d.name, f)))
  .sort();
let failed = 0;
for (const script of scripts) {
  console.log(`\n== ${path.relative(here, script)}`);
  const r = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
