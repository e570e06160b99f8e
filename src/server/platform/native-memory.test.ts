import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverArgs, serverNodeFlags } from '../../../scripts/server-command.mjs';
import { skipUnlessAvailable } from '../../../tests/support/require-service';
import { configureNativeMemory } from './native-memory';

// glibc's allocator controls exist on Linux only; elsewhere the server runs without them.
const notLinux = skipUnlessAvailable('glibc (Linux)', process.platform === 'linux', 'native memory trimming is Linux-only (ADR 043)');

describe('native memory (ADR 043)', () => {
  it.skipIf(notLinux)('binds glibc through koffi and trims', () => {
    const memory = configureNativeMemory();
    expect(memory).not.toBeNull();
    expect(typeof memory!.trim()).toBe('boolean');
    // Bound once: a second call returns the same binding.
    expect(configureNativeMemory()).toBe(memory);
  });

  // How much it gives back (96 MB freed, at least 48 MB returned) is measured by
  // bench/server/malloc-trim.mjs, which `npm test` runs with its budget.
  it.skipIf(notLinux)('gives freed malloc memory back to the system', () => {
    const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'tests/support/malloc-trim-child.ts'], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { available: boolean; before: number; after: number; released: boolean };
    expect(out.available).toBe(true);
    // 96 MB was freed between blocks still in use: free() could not return it, the trim does
    // (malloc_trim answers 1 when it released memory).
    expect(out.released).toBe(true);
  });

  it("npm start gives the server the young generation's size, and every other launcher reads it from there", () => {
    expect(serverNodeFlags()).toContain('--max-semi-space-size=4');
    expect(serverArgs().at(-1)).toBe('dist/server/main.js');
  });
});
