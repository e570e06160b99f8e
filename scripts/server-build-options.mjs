import fs from 'node:fs';

const { version } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// esbuild options for the server bundle, shared by `npm run build:server` and `npm run dev`.
export const serverBuildOptions = {
  // dist/server/main.js is src/server/start.ts: it sets V8 flags, then imports the
  // server, which splitting keeps in its own file (main-server.js) so that none of its
  // imports is evaluated before the flags are set (ADR 018).
  entryPoints: { main: 'src/server/start.ts' },
  outdir: 'dist/server',
  splitting: true,
  chunkNames: '[name]-server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  define: { __APP_VERSION__: JSON.stringify(version) },
};
