/**
 * A throwaway Debian `redis-server` (installed by scripts/setup.sh) on a free 127.0.0.1
 * port: no persistence (no RDB snapshots, no AOF), its working dir in a temp dir that
 * `stop()` removes. `restart()` brings it back on the same port, empty, as a crashed
 * and restarted server would be; `down()` stops it without removing anything.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export const REDIS_MISSING = 'redis-server not found: run `bash scripts/setup.sh` (it installs Debian\'s redis-server)';

export function findRedisServer(): string | null {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0 ? 'redis-server' : null;
}

export interface RunningRedis {
  url: string;
  port: number;
  /** Stops the server (SIGTERM) and keeps the port for `restart()`. */
  down(): Promise<void>;
  /** Starts it again on the same port (empty). */
  restart(): Promise<void>;
  /** Stops the server and removes its directory. */
  stop(): Promise<void>;
}

/** Sends one inline command and returns the first reply line (or throws). */
function ping(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(1000, () => socket.destroy(new Error('timeout')));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => {
      data += d.toString();
      if (data.includes('\r\n')) {
        socket.end();
        resolve(data.split('\r\n')[0]!);
      }
    });
    socket.on('error', reject);
  });
}

export async function startRedis(): Promise<RunningRedis> {
  const bin = findRedisServer();
  if (!bin) throw new Error(REDIS_MISSING);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-redis-'));
  let child: ChildProcess | undefined;
  let output = '';

  async function launch() {
    output = '';
    child = spawn(
      bin!,
      [
        '--port', String(port),
        '--bind', '127.0.0.1',
        '--dir', dir,
        '--save', '',
        '--appendonly', 'no',
        '--daemonize', 'no',
        '--logfile', '',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}):\n${output}`);
      if ((await ping(port).catch(() => '')) === '+PONG') return;
      if (Date.now() > deadline) throw new Error(`redis-server did not answer:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function down() {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
  }

  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    down,
    async restart() {
      await down();
      await launch();
    },
    async stop() {
      await down();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
