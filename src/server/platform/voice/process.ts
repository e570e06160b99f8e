/** Child processes for the voice tools: bounded time and output, stdin instead of argv for user text. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface RunResult {
  stdout: Buffer;
  stderr: string;
}

export class ProcessError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

export function run(
  cmd: string,
  args: string[],
  opts: { input?: Buffer | string; timeoutMs: number; maxOutputBytes?: number; signal?: AbortSignal },
): Promise<RunResult> {
  const max = opts.maxOutputBytes ?? 64 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, opts.timeoutMs);
    const onAbort = () => child.kill('SIGKILL');
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (d: Buffer) => {
      outBytes += d.length;
      if (outBytes > max) child.kill('SIGKILL');
      else out.push(d);
    });
    child.stderr.on('data', (d: Buffer) => {
      if (err.length < 8000) err += d.toString();
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new ProcessError(`${cmd} could not start: ${e.message}`, err));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      if (code === 0) return resolve({ stdout: Buffer.concat(out), stderr: err });
      const why = timedOut ? 'timed out' : outBytes > max ? 'produced too much output' : `exited with ${code ?? signal}`;
      reject(new ProcessError(`${cmd} ${why}`, err, timedOut));
    });
    // EPIPE when the tool exits before reading all input is reported through 'close'.
    child.stdin.on('error', () => {});
    child.stdin.end(opts.input ?? '');
  });
}

/** The absolute path of an executable on PATH, or undefined. */
export function findExecutable(name: string, envPath = process.env.PATH ?? ''): string | undefined {
  for (const dir of envPath.split(path.delimiter)) {
    if (!dir) continue;
    const p = path.join(dir, name);
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return p;
    } catch {
      // not here
    }
  }
  return undefined;
}
