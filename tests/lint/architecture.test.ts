/**
 * The lint rules that hold the architecture (docs/style.md, ADR 050), checked against code
 * that breaks them: a feature importing a feature it has not declared, a deep import past a
 * feature's index.ts, platform/ importing a feature, a cycle in the declared graph or
 * between files, a file name that is not kebab-case. If a rule is switched off or stops
 * resolving our imports, this fails.
 *
 * Nothing is written into src/: each probe is linted with `lintText` under a path inside
 * src/ (the file need not exist, its imports must); the file cycle is planted in a
 * temporary copy of the two files it needs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { featureZones } from '../../eslint.config.js';
import { findCycle, serverFeatures, webFeatures } from '../../feature-graph.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });
const RESTRICTED = 'import-x/no-restricted-paths';

/**
 * The same config with a probe graph in place of feature-graph.mjs (auth uses waitlist),
 * so the rules are proven on real folders whatever edges the project declares today.
 */
const withProbeGraph = new ESLint({
  cwd: ROOT,
  overrideConfig: [
    {
      rules: {
        [RESTRICTED]: [
          'error',
          { zones: featureZones('./src/server/features', { auth: { uses: { waitlist: 'probe edge' } } }, 'server') },
        ],
      },
    },
  ],
});

async function messages(code: string, file: string, linter = eslint) {
  const [result] = await linter.lintText(code, { filePath: path.join(ROOT, file) });
  return result?.messages ?? [];
}
async function ruleIds(code: string, file: string, linter = eslint): Promise<string[]> {
  return (await messages(code, file, linter)).map((m) => m.ruleId ?? m.message);
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-lint-probe-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('lint holds the architecture (docs/style.md, feature-graph.mjs)', () => {
  it('a web feature may not import a feature it has not declared', async () => {
    expect(webFeatures.landing?.uses?.auth).toBeUndefined();
    const ids = await ruleIds(
      "import { useLogin } from '../../auth/api';\nexport const x = useLogin;\n",
      'src/web/features/landing/components/probe.tsx',
    );
    expect(ids).toContain(RESTRICTED);
  });

  it('a server feature may not import a feature it has not declared', async () => {
    expect(serverFeatures.auth?.uses?.waitlist).toBeUndefined();
    const found = await messages(
      "import { createWaitlistService } from '../waitlist';\nexport const x = createWaitlistService;\n",
      'src/server/features/auth/probe.ts',
    );
    expect(found.map((m) => m.ruleId)).toContain(RESTRICTED);
    expect(found.map((m) => m.message).join('\n')).toMatch(/feature-graph\.mjs declares/);
  });

  it('a declared feature is imported through its index.ts', async () => {
    const ids = await ruleIds(
      "import { createWaitlistService } from '../waitlist';\nimport { waitlistRoutes } from '../waitlist/index';\nexport const x = [createWaitlistService, waitlistRoutes];\n",
      'src/server/features/auth/probe.ts',
      withProbeGraph,
    );
    expect(ids).toEqual([]);
  });

  it('a deep import into a declared feature, past its index.ts, is refused', async () => {
    const found = await messages(
      "import { createWaitlistService } from '../waitlist/waitlist.service';\nexport const x = createWaitlistService;\n",
      'src/server/features/auth/probe.ts',
      withProbeGraph,
    );
    expect(found.map((m) => m.ruleId)).toEqual([RESTRICTED]);
    expect(found[0]?.message).toMatch(/public interface, features\/waitlist\/index\.ts/);
  });

  it('the declared edge is one-way: the used feature may not import back', async () => {
    const ids = await ruleIds(
      "import { authFeature } from '../auth/auth.plugin';\nexport const x = authFeature;\n",
      'src/server/features/waitlist/probe.ts',
      withProbeGraph,
    );
    expect(ids).toContain(RESTRICTED);
  });

  it('a declared graph with a cycle is refused when the config loads', () => {
    const cyclic = { auth: { uses: { worlds: 'a' } }, worlds: { uses: { matrix: 'b' } }, matrix: { uses: { auth: 'c' } } };
    expect(findCycle(cyclic)).toEqual(['auth', 'worlds', 'matrix', 'auth']);
    expect(() => featureZones('./src/server/features', cyclic, 'server')).toThrow(/cycle: auth → worlds → matrix → auth/);
    // The project's own graphs are one-way.
    expect(findCycle(serverFeatures)).toBeNull();
    expect(findCycle(webFeatures)).toBeNull();
  });

  it('platform/ imports no feature, not even through its index.ts', async () => {
    const ids = await ruleIds(
      "import { createWaitlistService } from '../features/waitlist';\nexport const x = createWaitlistService;\n",
      'src/server/platform/probe.ts',
    );
    expect(ids).toContain(RESTRICTED);
  });

  it('a feature may import its own files, lib/ and ui/', async () => {
    const ids = await ruleIds(
      "import { useLogin } from '../api';\nimport { paths } from '../../../lib/paths';\nimport { Button } from '../../../ui/button';\nexport const x = [useLogin, paths, Button];\n",
      'src/web/features/auth/components/probe.tsx',
    );
    expect(ids).toEqual([]);
  });

  it('import cycles between files are refused (planted in a temporary folder)', async () => {
    fs.writeFileSync(path.join(scratch, 'one.ts'), "import { two } from './two';\nexport const one = () => two();\n");
    fs.writeFileSync(path.join(scratch, 'two.ts'), "import { one } from './one';\nexport const two = () => one();\n");
    // The project's config, run from the temporary folder.
    const outside = new ESLint({ cwd: scratch, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
    const [result] = await outside.lintFiles([path.join(scratch, 'one.ts')]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('file names are kebab-case', async () => {
    expect(await ruleIds('export const x = 1;\n', 'src/web/ui/FancyButton.tsx')).toContain(
      'check-file/filename-naming-convention',
    );
    expect(await ruleIds('export const x = 1;\n', 'src/web/ui/fancy-button.tsx')).toEqual([]);
  });
});
