/** An unexpected console.error fails the test that caused it. */
import { afterEach, beforeEach, vi } from 'vitest';
import { setPasswordCost } from '../../src/server/platform/passwords';

// Passwords hash at the suite's cheap cost (1 MiB, 1 pass) instead of production's 64 MiB × 2:
// thousands of sign-ups and sign-ins otherwise cost minutes of CPU. passwords.test.ts and the
// auth tests that read a stored hash check production's cost.
setPasswordCost('test');

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length) {
    const text = errors.map((a) => a.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
