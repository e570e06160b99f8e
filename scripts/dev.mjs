// Development: esbuild rebuilds the server on change and node restarts it (port 5000);
// Vite serves the web app with hot reload on http://127.0.0.1:5173 and proxies /api.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { context } from 'esbuild';
import { createServer } from 'vite';
import { serverBuildOptions } from './server-build-options.mjs';
import { serverArgs } from './server-command.mjs';

const ctx = await context({ ...serverBuildOptions, logLevel: 'info' });
await ctx.rebuild();
fs.cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
await ctx.watch();

const server = spawn(process.execPath, ['--enable-source-maps', '--watch', ...serverArgs()], {
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
vite.printUrls();

const stop = async () => {
  server.kill('SIGTERM');
  await vite.close();
  await ctx.dispose();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
