// Bundles a TypeScript entry of the source tree with esbuild (npm packages stay
// external) into bench/results/.build and imports it, so benchmarks measure the very
// modules the server uses without a TypeScript runtime.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = path.join(root, 'bench', 'results');

export async function importTs(entry) {
  const outDir = path.join(resultsDir, '.build');
  fs.mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, `${path.basename(entry, '.ts')}-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  // The offline NLP work runs in a worker thread loaded from `nlp-worker.js` beside the
  // bundle that starts it (src/server/platform/nlp-thread.ts, ADR 025): build it there too.
  await build({
    entryPoints: [path.join(root, 'src/server/nlp-worker.ts')],
    outfile: path.join(outDir, 'nlp-worker.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  // The reverse geocoder builds its city index in `geo-index-worker.js` beside the bundle too
  // (src/server/features/worlds/geo/reverse-geocode.ts).
  await build({
    entryPoints: [path.join(root, 'src/server/features/worlds/geo/geo-index-worker.ts')],
    outfile: path.join(outDir, 'geo-index-worker.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    fs.rmSync(outfile, { force: true });
  }
}

export function percentile(sorted, p) {
  if (!sorted.length) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  return { n: s.length, p50: percentile(s, 50), p90: percentile(s, 90), p99: percentile(s, 99), max: s.at(-1) ?? 0, mean };
}

export function machine() {
  return { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, loadavg: os.loadavg().map((x) => Math.round(x * 100) / 100), node: process.version };
}

export function save(name, data) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), machine: machine(), ...data }, null, 2));
  return file;
}

export const ms = (x) => `${x.toFixed(1)} ms`;
