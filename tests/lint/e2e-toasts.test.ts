/**
 * Something that can leave on its own (a toast at the end of its duration) must not be
 * counted and then clicked: between the two it goes, and the click waits out its whole
 * timeout for a button that is no longer there (worlds-know-you in a stress run, issue 31).
 * Browser files close toasts through tests/e2e/support/toasts.ts, and no file loops
 * "while count > 0, click the first".
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../e2e');

/** The offending lines of a browser test file's source. */
export function countThenClick(source: string): string[] {
  const out: string[] = [];
  for (const line of source.split('\n')) {
    if (/while\s*\(\s*\(?\s*await\s+[\w.]+\.count\(\)\)?\s*>\s*0\s*\)\s*await\s+[\w.]+\.first\(\)\.click\(/.test(line)) out.push(line.trim());
    else if (/Notifications\/?\s*['}]?.*getByRole\(\s*'button',\s*\{\s*name:\s*'Close'/.test(line)) out.push(line.trim());
  }
  return out;
}

describe('browser tests: no count-then-click on a toast', () => {
  it('flags the loop and a hand-written toast close, not the shared helper call', () => {
    const src = [
      'while ((await close.count()) > 0) await close.first().click();',
      "const close = page.getByRole('region', { name: /^Notifications/ }).getByRole('button', { name: 'Close', exact: true });",
      'await closeToasts(page);',
    ].join('\n');
    expect(countThenClick(src)).toHaveLength(2);
  });

  it('holds in every browser test file', () => {
    const found = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.e2e.ts'))
      .flatMap((f) => countThenClick(fs.readFileSync(path.join(dir, f), 'utf8')).map((l) => `${f}: ${l}`));
    expect(found).toEqual([]);
  });
});
