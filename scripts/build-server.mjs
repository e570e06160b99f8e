// Bundles the server into dist/server/main.js and the import parser worker into
// dist/server/parse-worker.js (with the npm packages every start loads; the others stay external:
// scripts/server-build-options.mjs)
// copies the SQL migrations beside it, and makes the embedded database's template
// (dist/server/pglite-template.bin: created and migrated once here, not at a first start; ADR 058).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { build } from 'esbuild';
import { serverBuildOptions } from './server-build-options.mjs';

fs.rmSync('dist/server', { recursive: true, force: true });
await build(serverBuildOptions);
fs.cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
execFileSync(process.execPath, ['dist/server/db-template.js', 'dist/server/pglite-template.bin'], { stdio: 'inherit' });
console.log('server bundle: dist/server/main.js');
