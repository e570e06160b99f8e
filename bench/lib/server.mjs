// Shared by the benchmarks: start the built app on a free port with a temp DATA_DIR.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverArgs } from '../../scripts/server-command.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built app; `{ npm: true }` starts it the way the README does, with `npm start`;
 * `{ core: 0 }` pins it to that CPU core (taskset), `{ nodeArgs }` adds node flags (e.g. --cpu-prof),
 * `{ quiet: true }` discards its log lines (stdout). Logs are off (LOG_LEVEL=silent) unless
 * `env` sets LOG_LEVEL.
 */
export async function startApp(env = {}, { npm = false, core, nodeArgs = [], quiet = false } = {}) {
  if (!fs.existsSync(path.join(ROOT, 'dist/server/main.js'))) throw new Error('Run `npm run build` first.');
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-'));
  const port = await freePort();
  const t0 = performance.now();
  let [command, args] = npm ? ['npm', ['start', '--silent']] : [process.execPath, [...nodeArgs, ...serverArgs()]];
  if (core !== undefined) [command, args] = ['taskset', ['-c', String(core), command, ...args]];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    // npm does not pass SIGTERM on to the server: signal the whole group instead.
    detached: npm,
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - t0;
  return {
    url,
    dataDir,
    readyMs,
    /** The server's process id (with `npm: true`, npm's; taskset execs the server in place). */
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (npm) process.kill(-child.pid, 'SIGTERM');
      else child.kill('SIGTERM');
      await exited;
      // The server removes its DATA_DIR lock as it exits; npm may exit before it does.
      while (fs.existsSync(path.join(dataDir, 'mnemo.lock'))) await new Promise((r) => setTimeout(r, 20));
    },
  };
}

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
