/**
 * Debian's haproxy as the reverse proxy in front of several instances on 127.0.0.1:
 * round-robin, not sticky, health-checked on GET /api/health. Used by the scale-out
 * browser tests (tests/e2e/support/cluster.ts) and the load benchmark (bench/load).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface Proxy {
  url: string;
  stop(): Promise<void>;
}

export function haproxyConfig(port: number, backendPorts: number[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option http-keep-alive',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // Server-sent events stay open.
    '  timeout tunnel 1h',
    // A busy machine answers health checks slowly; that is not a dead instance.
    '  timeout check 5s',
    // A request that could not reach an instance (refused: it died) goes to another.
    '  retries 3',
    '  option redispatch',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  default-server inter 1s fall 3 rise 1',
    ...backendPorts.map((p, i) => `  server app${i + 1} 127.0.0.1:${p} check`),
    '',
  ].join('\n');
}

/** Starts haproxy in front of `backendPorts` and waits until it answers a health check. */
export async function startHaproxy(backendPorts: number[]): Promise<Proxy> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-haproxy-'));
  const cfg = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(cfg, haproxyConfig(port, backendPorts));
  let log = '';
  const child = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${log}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`haproxy did not answer:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
