import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

describe('data-dir lock', () => {
  it('refuses a second holder while the first is alive, and frees on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    // Simulate another live process holding the lock (our parent is alive).
    fs.writeFileSync(path.join(dir, 'mnemo.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    fs.rmSync(path.join(dir, 'mnemo.lock'));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'mnemo.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'mnemo.lock'))).toBe(false);
  });

  it('takes over a stale lock left by a killed process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    const child = spawn(process.execPath, ['-e', 'setTimeout(()=>{}, 10000)']);
    await new Promise((r) => child.once('spawn', r));
    fs.writeFileSync(path.join(dir, 'mnemo.lock'), String(child.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(/already using the data directory/);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'mnemo.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
