/**
 * The lint rules that keep user input away from backtracking regexes (#25, ADR 044),
 * checked against planted patterns: the heading regex that held the event loop for 13 s,
 * nested quantifiers, and a blank run before an anchored end. If eslint-plugin-regexp is
 * switched off for server or contract code, this fails.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const FILES = ['src/server/features/outline/probe.ts', 'src/contract/probe.ts'];

describe('lint refuses super-linear regexes (#25)', () => {
  for (const file of FILES) {
    describe(file, () => {
      it("the old outline heading regex (polynomial backtracking on '#' + blanks + U+2028)", async () => {
        const ids = await ruleIds('export const HEADING_RE = /^(#{1,6})[ \\t]+(.*?)[ \\t]*#*[ \\t]*$/;\n', file);
        expect(ids).toContain('regexp/no-super-linear-backtracking');
      });

      it('nested quantifiers: /^(a+)+$/', async () => {
        const ids = await ruleIds('export const nested = (s: string) => /^(a+)+$/.test(s);\n', file);
        expect(ids).toContain('regexp/no-super-linear-backtracking');
      });

      it('a run of blanks before an anchored end moves quadratically: /\\s*x\\s*$/', async () => {
        const ids = await ruleIds("export const trim = (s: string) => s.replace(/\\s*x\\s*$/, '');\n", file);
        expect(ids).toContain('regexp/no-super-linear-move');
      });

      it("the old inline-mark regex ('[' repeated: quadratic)", async () => {
        const ids = await ruleIds('export const INLINE_RE = /\\[\\[([^\\]\\n]+?)\\]\\]|\\[([^\\]\\n]+)\\]\\(([^)\\s]+)\\)/g;\n', file);
        expect(ids).toContain('regexp/no-super-linear-move');
      });

      it('the linear replacements pass', async () => {
        const ids = await ruleIds(
          "export const BULLET_RE = /^([ \\t]*)(?:[-*+]|\\d{1,9}[.)])[ \\t](.*)$/;\nexport const ws = (s: string) => s.replace(/\\s+/g, ' ');\n",
          file,
        );
        expect(ids).toEqual([]);
      });
    });
  }
});
