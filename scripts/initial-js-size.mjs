#!/usr/bin/env node
/**
 * The JavaScript a visitor downloads before `/` can render: the entry script of the
 * built index.html plus every chunk it modulepreloads, gzipped at zlib's default level, close to what `vite build` reports.
 *   npm run build:web && node scripts/initial-js-size.mjs [--max-kb 150]
 * Exits 1 when over --max-kb. Units are kB (1000 bytes) like vite's report.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../dist/web');
const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((m) => m[1]);

let total = 0;
for (const file of files) {
  const buf = fs.readFileSync(path.join(root, file));
  const gz = zlib.gzipSync(buf).length;
  total += gz;
  console.log(`${(gz / 1000).toFixed(2).padStart(8)} kB gz  ${(buf.length / 1000).toFixed(1).padStart(8)} kB  ${file}`);
}
console.log(`${(total / 1000).toFixed(2).padStart(8)} kB gz  total initial JS for /`);

const i = process.argv.indexOf('--max-kb');
if (i > 0 && total / 1000 > Number(process.argv[i + 1])) {
  console.error(`over budget: ${(total / 1000).toFixed(2)} kB > ${process.argv[i + 1]} kB`);
  process.exit(1);
}
