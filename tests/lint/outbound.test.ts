/**
 * One guarded way out (#25, ADR 045): a feature reaches an address only through
 * platform/outbound.ts. Lint fires on a bare fetch or a raw http/socket import planted
 * in a feature, and the features as they are have none.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });
const OUTBOUND_RULES = ['no-restricted-globals', 'no-restricted-imports', 'no-restricted-properties'];
// The whole-tree check runs only those rules (the project's config, filtered): the others,
// import-x/no-cycle above all, parse every imported file and took most of this file's time
// (issue 31); `npm run lint` runs them all. Its assertion looks at these rules only anyway.
const onlyTheseRules = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => OUTBOUND_RULES.includes(ruleId) });

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint keeps outbound requests in platform/outbound.ts', () => {
  it('a bare fetch in a feature fires', async () => {
    const ids = await ruleIds("export const probe = (u: string) => fetch(u);\n", 'src/server/features/matrix/probe.ts');
    expect(ids).toContain('no-restricted-globals');
  });

  it('globalThis.fetch in a feature fires', async () => {
    const ids = await ruleIds("export const probe = (u: string) => globalThis.fetch(u);\n", 'src/server/features/matrix/probe.ts');
    expect(ids).toContain('no-restricted-properties');
  });

  it.each(['node:http', 'node:https', 'http', 'undici', 'node:net', 'node:tls'])('importing %s in a feature fires', async (name) => {
    const ids = await ruleIds(`import client from '${name}';\nexport const x = client;\n`, 'src/server/features/matrix-bridges/probe.ts');
    expect(ids).toContain('no-restricted-imports');
  });

  it('the guarded fetch from platform/outbound.ts is fine, and so is a fetch in platform/ itself', async () => {
    expect(
      await ruleIds(
        "import { strictOutbound } from '../../platform/outbound';\nexport const probe = () => strictOutbound.fetch({ base: 'https://example.org', path: '/x' });\n",
        'src/server/features/matrix/probe.ts',
      ),
    ).toEqual([]);
    expect(await ruleIds("export const probe = (u: string) => fetch(u);\n", 'src/server/platform/probe.ts')).toEqual([]);
  });

  it('no feature makes an outbound request around the guard today', async () => {
    // The filtered linter still fires on a planted call (the filter keeps these rules).
    const [planted] = await onlyTheseRules.lintText('export const probe = (u: string) => fetch(u);\n', { filePath: path.join(ROOT, 'src/server/features/matrix/probe.ts') });
    expect(planted?.messages.map((m) => m.ruleId)).toEqual(['no-restricted-globals']);
    const results = await onlyTheseRules.lintFiles([path.join(ROOT, 'src/server/features')]);
    const found = results.flatMap((r) =>
      r.messages.filter((m) => OUTBOUND_RULES.includes(m.ruleId ?? '')).map((m) => `${path.relative(ROOT, r.filePath)}:${m.line} ${m.ruleId}`),
    );
    expect(found).toEqual([]);
  }, 120_000);
});
