import fs from 'node:fs';

const { version } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// esbuild options for the server bundle, shared by `npm run build:server` and `npm run dev`.
export const serverBuildOptions = {
  // The import parser runs in a worker thread, loaded from its own file beside main.js
  // (src/server/features/worlds/parsers/parse-import-file.ts).
  entryPoints: {
    main: 'src/server/main.ts',
    // `npm run admin`: account administration from the shell (src/server/admin.ts).
    admin: 'src/server/admin.ts',
    'parse-worker': 'src/server/features/worlds/parsers/parse-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  define: { __APP_VERSION__: JSON.stringify(version) },
};
