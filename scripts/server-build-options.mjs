import fs from 'node:fs';

const { version } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// esbuild options for the server bundle, shared by `npm run build:server` and `npm run dev`.
export const serverBuildOptions = {
  // dist/server/main.js is src/server/start.ts: it sets V8 flags, then imports the
  // server, which splitting keeps in its own chunk (main-<hash>.js, beside main.js) so
  // that none of its imports is evaluated before the flags are set (ADR 018). The import
  // parser runs in a worker thread, loaded from its own file beside main.js
  // (src/server/features/worlds/parsers/parse-import-file.ts); chunks stay in the same
  // folder so `new URL('./parse-worker.js', import.meta.url)` resolves from any of them.
  entryPoints: {
    main: 'src/server/start.ts',
    // `npm run admin`: account administration from the shell (src/server/admin.ts).
    admin: 'src/server/admin.ts',
    'parse-worker': 'src/server/features/worlds/parsers/parse-worker.ts',
    // The offline NLP models and what uses them, in a worker thread (src/server/platform/nlp-thread.ts, ADR 025).
    'nlp-worker': 'src/server/nlp-worker.ts',
    // Parsers of users' files and pasted text, with a CPU-time budget (src/server/platform/user-text-thread.ts, ADR 044).
    'user-text-worker': 'src/server/user-text-worker.ts',
    // The reverse geocoder's city index, built off the main thread (src/server/features/worlds/geo/reverse-geocode.ts).
    'geo-index-worker': 'src/server/features/worlds/geo/geo-index-worker.ts',
    // The embedded database's template, made by the build (src/server/db/template-build.ts, ADR 058).
    'db-template': 'src/server/db/template-build.ts',
  },
  outdir: 'dist/server',
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  define: { __APP_VERSION__: JSON.stringify(version) },
};
