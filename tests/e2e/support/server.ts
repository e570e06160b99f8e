/**
 * Starts the built app (`node dist/server/main.js`, exactly what `npm start` runs) on a
 * free 127.0.0.1 port with a private DATA_DIR. `restart()` keeps the data dir.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverArgs } from '../../../scripts/server-command.mjs';
import { freePort } from '../../support/free-port';

const ROOT = path.resolve(import.meta.dirname, '../../..');


export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  logs: () => string;
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash or an OOM kill would. */
  kill(): Promise<void>;
  restart(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(ROOT, 'dist/server/main.js')) || !fs.existsSync(path.join(ROOT, 'dist/web/index.html'))) {
    throw new Error('The app is not built: run `npm run build` first (npm test does).');
  }
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';

  async function launch() {
    output = '';
    child = spawn(process.execPath, serverArgs(), {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
      try {
        const res = await fetch(`${url}/api/health`);
        if (res.ok) return;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not become healthy:\n${output}`);
  }

  async function stop() {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }

  await launch();
  return {
    url,
    port,
    dataDir,
    logs: () => output,
    stop,
    async kill() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
    async restart() {
      await stop();
      await launch();
    },
  };
}
