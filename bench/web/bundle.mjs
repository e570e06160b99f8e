// Gzipped sizes of the built web app: the JavaScript `/` loads before first render
// (entry script + modulepreloads in index.html) and every lazy route chunk.
// Usage: npm run build:web && node bench/web/bundle.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../../dist/web');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let initialJs = 0;
let initialCss = 0;
for (const f of initial) {
  if (f.endsWith('.js')) initialJs += gz(f);
  else initialCss += gz(f);
}
console.log(`initial load of /: JS ${kb(initialJs)} gzipped (budget 150 KB), CSS ${kb(initialCss)} gzipped`);
console.log(`  files: ${initial.join(', ')}`);

const chunks = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))
  .map((f) => ({ f, size: gz(`assets/${f}`) }))
  .sort((a, b) => b.size - a.size);
console.log('lazy chunks (gzipped):');
for (const c of chunks) console.log(`  ${kb(c.size).padStart(9)}  ${c.f}`);
