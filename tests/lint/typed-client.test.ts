/**
 * One typed web client (#26): lint refuses a web call that bypasses web/lib/api.ts (a bare
 * fetch, or the untyped apiRequest), and the web as it is has none.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });
const RULES = ['no-restricted-globals', 'no-restricted-imports', 'no-restricted-properties'];

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint keeps web calls on the typed client', () => {
  it('a bare fetch in a web feature fires', async () => {
    expect(await ruleIds("export const probe = () => fetch('/api/worlds/summary');\n", 'src/web/features/worlds/probe.ts')).toContain(
      'no-restricted-globals',
    );
    expect(await ruleIds("export const probe = () => window.fetch('/api/x');\n", 'src/web/lib/probe.ts')).toContain('no-restricted-properties');
  });

  it('importing the untyped apiRequest fires', async () => {
    const code = "import { apiRequest } from '../../lib/api-client';\nexport const probe = () => apiRequest('GET', '/api/x');\n";
    expect(await ruleIds(code, 'src/web/features/worlds/probe.ts')).toContain('no-restricted-imports');
  });

  it('the typed client is fine', async () => {
    const code =
      "import { waitlistApi } from '../../../contract/endpoints/waitlist';\nimport { call } from '../../lib/api';\nexport const probe = () => call(waitlistApi.subscribe, { body: { email: 'a@b.co' } });\n";
    expect(await ruleIds(code, 'src/web/features/landing/probe.ts')).toEqual([]);
  });

  it('no web code calls around the typed client today', async () => {
    const results = await eslint.lintFiles([path.join(ROOT, 'src/web')]);
    const found = results.flatMap((r) =>
      r.messages.filter((m) => RULES.includes(m.ruleId ?? '')).map((m) => `${path.relative(ROOT, r.filePath)}:${m.line} ${m.ruleId}`),
    );
    expect(found).toEqual([]);
  });
});
