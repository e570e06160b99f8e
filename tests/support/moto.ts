/**
 * moto (an S3 wire-format server from PyPI) as installed by scripts/test-services.sh,
 * which `scripts/setup.sh --no-build` runs; or a `moto_server` on PATH. Tests start
 * their own on a free 127.0.0.1 port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { freePort } from './free-port';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The command that starts moto's server, or null when it is not installed. */
export function findMoto(): string[] | null {
  const venvPython = path.join(ROOT, '.cache/test-venv/bin/python');
  if (fs.existsSync(venvPython) && spawnSync(venvPython, ['-c', 'import moto.server'], { stdio: 'ignore' }).status === 0) {
    return [venvPython, '-m', 'moto.server'];
  }
  if (spawnSync('moto_server', ['--help'], { stdio: 'ignore' }).status === 0) return ['moto_server'];
  return null;
}

export const MOTO_MISSING = 'moto not found: run `bash scripts/test-services.sh`';

export async function startMoto(cmd: string[]): Promise<{ url: string; proc: ChildProcess }> {
  const port = await freePort();
  const [bin, ...args] = cmd;
  const proc = spawn(bin!, [...args, '-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`moto exited with ${proc.exitCode}`);
    try {
      await fetch(url);
      return { url, proc };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  proc.kill('SIGKILL');
  throw new Error('moto did not start within 30 s');
}

export const MOTO_CREDENTIALS = { accessKeyId: 'test', secretAccessKey: 'test' };

export async function createBucket(url: string, bucket: string): Promise<void> {
  const admin = new S3Client({ endpoint: url, region: 'us-east-1', forcePathStyle: true, credentials: MOTO_CREDENTIALS });
  try {
    await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    admin.destroy();
  }
}
