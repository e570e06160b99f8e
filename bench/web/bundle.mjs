// Gzipped sizes of the built web app: the JavaScript a page loads up front to run the app
// (entry script + modulepreloads in index.html: the entry, and the app it starts, boot.tsx),
// what the prerendered visitor landing loads before its first paint (landing.html, ADR 060),
// and every lazy route chunk.
// Usage: npm run build:web && node bench/web/bundle.mjs [--max-kb 156]
// With --max-kb it exits 1 when the initial JavaScript is over budget (npm test uses it).
// Sizes are KB of 1000 bytes at zlib's default level, like vite's own report.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../../dist/web');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;

// The entry script, its modulepreloads and the stylesheet: what / needs before first render.
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let initialJs = 0;
let initialCss = 0;
for (const f of initial) {
  if (f.endsWith('.js')) initialJs += gz(f);
  else initialCss += gz(f);
}
console.log(`initial load (to run the app): JS ${kb(initialJs)} gzipped, CSS ${kb(initialCss)} gzipped`);
console.log(`  files: ${initial.join(', ')}`);
const landingFile = path.join(dist, 'landing.html');
if (fs.existsSync(landingFile)) {
  // The visitor landing paints from its HTML; its entry fetches the rest (the files above) after that paint.
  const beforePaint = [...fs.readFileSync(landingFile, 'utf8').matchAll(/<script[^>]* src="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const js = beforePaint.reduce((sum, f) => sum + gz(f), 0);
  console.log(`prerendered / (visitor): JS before first paint ${kb(js)} gzipped (${beforePaint.join(', ')}), the rest after it`);
}

const chunks = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`))
  .map((f) => ({ f, size: gz(`assets/${f}`) }))
  .sort((a, b) => b.size - a.size);
console.log('lazy chunks (gzipped):');
for (const c of chunks) console.log(`  ${kb(c.size).padStart(9)}  ${c.f}`);

const i = process.argv.indexOf('--max-kb');
if (i > 0) {
  const max = Number(process.argv[i + 1]);
  if (initialJs / 1000 > max) {
    console.error(`Initial JavaScript is over budget: ${kb(initialJs)} > ${max} KB`);
    process.exit(1);
  }
}
