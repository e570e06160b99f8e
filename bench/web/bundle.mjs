// Gzipped sizes of the built web app (dist/web):
// - the prerendered visitor landing `/` (landing.html, ADR 060/061): the JavaScript before its
//   first paint (the entry), and all it loads to hydrate: the entry, the landing's island it
//   imports after that paint (landing-island.tsx) and their static imports, transitively;
// - the app's initial load on every other page (the entry script + the modulepreloads of
//   index.html: the entry, and the app it starts, boot.tsx);
// - every other chunk, loaded later (the app from the landing, lazy routes, dialogs…).
// Usage: npm run build:web && node bench/web/bundle.mjs [--max-kb 92] [--max-app-kb 156]
// --max-kb: exits 1 when the landing's JavaScript (to hydrate) is over budget; --max-app-kb: the app's.
// Sizes are KB of 1000 bytes at zlib's default level, like vite's own report.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../../dist/web');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const gzCache = new Map();
const gz = (file) => {
  if (!gzCache.has(file)) gzCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length);
  return gzCache.get(file);
};
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
const sum = (files) => [...files].reduce((s, f) => s + gz(f), 0);

/** A built chunk and every chunk it imports statically (`import … from "./x.js"`, `import "./x.js"`), transitively. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) closure(`assets/${m[1]}`, seen);
  return seen;
}
/** The chunks a chunk imports dynamically (`import("./x.js")`), by file. */
const dynamicImports = (file) =>
  [...fs.readFileSync(path.join(dist, file), 'utf8').matchAll(/\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((m) => `assets/${m[1]}`);

const lines = [];
const fail = [];
const budget = (flag) => {
  const i = process.argv.indexOf(flag);
  return i > 0 ? Number(process.argv[i + 1]) : null;
};

// The prerendered visitor landing.
let landingJs = null;
const landingFile = path.join(dist, 'landing.html');
const landingFiles = new Set();
if (fs.existsSync(landingFile)) {
  const entries = [...fs.readFileSync(landingFile, 'utf8').matchAll(/<script[^>]* src="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const beforePaint = new Set(entries.flatMap((f) => [...closure(f)]));
  const islands = entries.flatMap(dynamicImports).filter((f) => /\/landing-island-[\w-]+\.js$/.test(f));
  if (islands.length !== 1) throw new Error(`Expected the entry to import one landing-island chunk, found: ${islands.join(', ') || 'none'}`);
  for (const f of beforePaint) landingFiles.add(f);
  for (const f of closure(islands[0])) landingFiles.add(f);
  landingJs = sum(landingFiles);
  lines.push(`prerendered / (visitor landing): JS to hydrate ${kb(landingJs)} gzipped, in ${landingFiles.size} files`);
  lines.push(`  before first paint: ${kb(sum(beforePaint))} (${[...beforePaint].join(', ')})`);
  lines.push(`  after it, the island: ${kb(landingJs - sum(beforePaint))}`);
  for (const f of [...landingFiles].filter((f) => !beforePaint.has(f)).sort((a, b) => gz(b) - gz(a)).slice(0, 8)) {
    lines.push(`    ${kb(gz(f)).padStart(9)}  ${f.slice('assets/'.length)}`);
  }
  const rest = [...landingFiles].filter((f) => !beforePaint.has(f)).length - 8;
  if (rest > 0) lines.push(`    … and ${rest} smaller files`);
}

// The app's initial load: the entry script, its modulepreloads and the stylesheet.
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const appJs = sum(initial.filter((f) => f.endsWith('.js')));
const appCss = sum(initial.filter((f) => f.endsWith('.css')));
lines.push(`every other page (the app's initial load): JS ${kb(appJs)} gzipped, CSS ${kb(appCss)} gzipped, in ${initial.length} files`);
for (const f of initial.filter((f) => f.endsWith('.js')).sort((a, b) => gz(b) - gz(a)).slice(0, 6)) {
  lines.push(`    ${kb(gz(f)).padStart(9)}  ${f.slice('assets/'.length)}${landingFiles.has(f) ? '  (also the landing’s)' : ''}`);
}

const chunks = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`) && !landingFiles.has(`assets/${f}`))
  .map((f) => ({ f, size: gz(`assets/${f}`) }))
  .sort((a, b) => b.size - a.size);
lines.push('lazy chunks (gzipped), largest first:');
for (const c of chunks.slice(0, 40)) lines.push(`  ${kb(c.size).padStart(9)}  ${c.f}`);
if (chunks.length > 40) lines.push(`  … and ${chunks.length - 40} smaller chunks, ${kb(chunks.slice(40).reduce((s, c) => s + c.size, 0))} in all`);
console.log(lines.join('\n'));

const maxLanding = budget('--max-kb');
if (maxLanding !== null) {
  if (landingJs === null) fail.push('--max-kb: no dist/web/landing.html (run the prerender: npm run build:web)');
  else if (landingJs / 1000 > maxLanding) fail.push(`The landing's JavaScript is over budget: ${kb(landingJs)} > ${maxLanding} KB`);
}
const maxApp = budget('--max-app-kb');
if (maxApp !== null && appJs / 1000 > maxApp) fail.push(`The app's initial JavaScript is over budget: ${kb(appJs)} > ${maxApp} KB`);
for (const f of fail) console.error(f);
if (fail.length) process.exit(1);
