/**
 * Browser tests do not read a list, a count or a visibility once while the page may still be
 * rendering (the app-shell header links that came back `[]` under load, 69f04aa): eslint.config.js
 * refuses `expect(await loc.count())` and its kin in tests/e2e and points to expect.poll. If that
 * rule is dropped or narrowed, this fails.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });
const FILE = 'tests/e2e/probe.e2e.ts';

async function restricted(body: string, file = FILE): Promise<number> {
  const code = `import { expect } from 'vitest';\nimport type { Locator } from 'playwright-core';\nexport async function probe(loc: Locator) {\n${body}\n}\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

describe('lint refuses one-shot reads of a settling page in browser tests', () => {
  it.each([
    'expect(await loc.count()).toBe(0);',
    "expect(await loc.count(), 'why').toBe(2);",
    'expect(await loc.evaluateAll((as) => as.map((a) => a.textContent))).toEqual([]);',
    "expect(await loc.allInnerTexts()).toEqual(['a']);",
    'expect(await loc.allTextContents()).toHaveLength(1);',
    'expect(await loc.isVisible()).toBe(true);',
    'expect(await loc.isHidden()).toBe(true);',
  ])('%s', async (line) => {
    expect(await restricted(line)).toBe(1);
  });

  it('the polled forms pass', async () => {
    const body = [
      'await expect.poll(() => loc.count()).toBe(0);',
      "await expect.poll(() => loc.allInnerTexts(), { message: 'why' }).toEqual(['a']);",
      'const n = await loc.count();',
      'expect(n).toBeGreaterThanOrEqual(0);',
    ].join('\n');
    expect(await restricted(body)).toBe(0);
  });

  it('applies to browser tests only', async () => {
    expect(await restricted('expect(await loc.count()).toBe(0);', 'tests/api/probe.test.ts')).toBe(0);
  });
});
