/**
 * One typed web client (#26): lint refuses a web call that bypasses web/lib/api.ts (a bare
 * fetch, or the untyped apiRequest) and a connection opened outside its one home (EventSource,
 * XMLHttpRequest, WebSocket), and the web as it is has none.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });
const RULES = ['no-restricted-globals', 'no-restricted-imports', 'no-restricted-properties'];
// The whole-tree check runs only those rules (the project's config, filtered): the others,
// import-x/no-cycle above all, parse every imported file and took most of this file's time
// (issue 31); `npm run lint` runs them all. Its assertion looks at these rules only anyway.
const onlyTheseRules = new ESLint({ cwd: ROOT, ruleFilter: ({ ruleId }) => RULES.includes(ruleId) });

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

  it('a second live channel, a bare XMLHttpRequest or WebSocket in a feature fires', async () => {
    const file = 'src/web/features/worlds/probe.ts';
    expect(await ruleIds("export const probe = () => new EventSource('/api/events');\n", file)).toContain('no-restricted-globals');
    expect(await ruleIds('export const probe = () => new XMLHttpRequest();\n', file)).toContain('no-restricted-globals');
    expect(await ruleIds("export const probe = () => new WebSocket('ws://127.0.0.1/x');\n", file)).toContain('no-restricted-globals');
  });

  it('the live channel, the upload with progress and the outliner socket are exempt, fetch is not', async () => {
    expect(await ruleIds("export const probe = () => new EventSource('/api/events');\n", 'src/web/lib/live.ts')).toEqual([]);
    expect(await ruleIds('export const probe = () => new XMLHttpRequest();\n', 'src/web/features/data-sources/api.ts')).toEqual([]);
    expect(await ruleIds("export const probe = () => new WebSocket('ws://127.0.0.1/x');\n", 'src/web/features/outline/hooks/use-outline-doc.ts')).toEqual([]);
    expect(await ruleIds("export const probe = () => fetch('/api/x');\n", 'src/web/lib/live.ts')).toContain('no-restricted-globals');
  });

  it('the typed client is fine', async () => {
    const code =
      "import { waitlistApi } from '../../../contract/endpoints/waitlist';\nimport { call } from '../../lib/api';\nexport const probe = () => call(waitlistApi.subscribe, { body: { email: 'a@b.co' } });\n";
    expect(await ruleIds(code, 'src/web/features/landing/probe.ts')).toEqual([]);
  });

  it('no web code calls around the typed client today', async () => {
    // The filtered linter still fires on a planted call (the filter keeps these rules).
    const [planted] = await onlyTheseRules.lintText("export const probe = () => fetch('/api/x');\n", { filePath: path.join(ROOT, 'src/web/features/worlds/probe.ts') });
    expect(planted?.messages.map((m) => m.ruleId)).toEqual(['no-restricted-globals']);
    const results = await onlyTheseRules.lintFiles([path.join(ROOT, 'src/web')]);
    const found = results.flatMap((r) =>
      r.messages.filter((m) => RULES.includes(m.ruleId ?? '')).map((m) => `${path.relative(ROOT, r.filePath)}:${m.line} ${m.ruleId}`),
    );
    expect(found).toEqual([]);
  }, 120_000);
});
