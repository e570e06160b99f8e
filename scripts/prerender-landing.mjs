// The build's prerender step (ADR 060), run by `npm run build:web` after `vite build`:
// renders `/` as a visitor sees it (src/web/prerender.tsx: the landing island's own tree, with
// the parts it keeps as HTML, ADR 061) and writes dist/web/landing.html: the built index.html
// with that HTML inside <div id="root">, marked for hydration. The server sends it for `/`
// without a session cookie (src/server/web-app.ts); main.tsx hydrates it with the island.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'dist/web');
// One directory per checkout: git worktrees may share .cache (a symlink), and may build at the same time.
const outDir = path.join(root, '.cache/prerender', path.basename(root));
const started = performance.now();

const shell = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
const ROOT_DIV = '<div id="root"></div>';
if (!shell.includes(ROOT_DIV)) throw new Error(`dist/web/index.html has no ${ROOT_DIV}: run vite build first`);

await build({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: path.join(root, 'src/web/prerender.tsx'),
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
  },
});

const { renderVisitorLanding, PRERENDERED_ATTR, PRERENDERED_VISITOR } = await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href);
const html = await renderVisitorLanding();
if (!html.includes('<h1')) throw new Error('The prerendered landing has no heading: did / render something else?');
if (html.includes('<script')) throw new Error('The prerendered landing has an inline script: did a part suspend?');
// React puts the hero image's preload (fetchPriority="high") first in what it renders: it belongs in <head>,
// where the browser sees it first and hydration never meets it.
const hoisted = html.match(/^(?:<link [^>]*\/>)*/)[0];
const body = html.slice(hoisted.length);
// The stylesheet is all the first paint waits for: ahead of the scripts and their modulepreloads,
// which would otherwise take the browser's connections first (vite writes it last).
const stylesheet = shell.match(/\s*<link rel="stylesheet"[^>]*>/)?.[0] ?? '';
// (Inlining the whole stylesheet, 112 KB, measured no better: bench/web/paint.mjs, ADR 060.)
// No modulepreloads: their fetch and compile would compete with the first paint for the CPU, and
// main.tsx starts the app only after that paint anyway; its import() then fetches them all at once.
const landing = shell
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(stylesheet, '')
  .replace('<script type="module"', `${hoisted}\n    ${stylesheet.trim()}\n    <script type="module"`)
  .replace(ROOT_DIV, `<div id="root" ${PRERENDERED_ATTR}="${PRERENDERED_VISITOR}">${body}</div>`);
fs.writeFileSync(path.join(webDist, 'landing.html'), landing);
console.log(
  `prerendered / for visitors: dist/web/landing.html, ${(Buffer.byteLength(landing) / 1000).toFixed(1)} KB, in ${Math.round(performance.now() - started)} ms`,
);
