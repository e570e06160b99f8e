// Bundles the server into dist/server/main.js and the import parser worker into
// dist/server/parse-worker.js (npm packages stay external)
// and copies the SQL migrations beside it.
import fs from 'node:fs';
import { build } from 'esbuild';
import { serverBuildOptions } from './server-build-options.mjs';

fs.rmSync('dist/server', { recursive: true, force: true });
await build(serverBuildOptions);
fs.cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('server bundle: dist/server/main.js');
