/**
 * The lint rules that hold STYLE.md's architecture, checked against code that breaks
 * them: a feature importing another feature, an import cycle, a file name that is not
 * kebab-case. If a rule is switched off or stops resolving our imports, this fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });
const scratch = path.join(ROOT, 'src/web/features/zz-lint-probe');

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('lint holds the architecture (STYLE.md)', () => {
  it('a web feature may not import another feature', async () => {
    const ids = await ruleIds(
      "import { useLogin } from '../../auth/api';\nexport const x = useLogin;\n",
      'src/web/features/landing/components/probe.tsx',
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('a server feature may not import another feature', async () => {
    const ids = await ruleIds(
      "import { createWaitlistService } from '../waitlist/waitlist.service';\nexport const x = createWaitlistService;\n",
      'src/server/features/auth/probe.ts',
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('a feature may import its own files, lib/ and ui/', async () => {
    const ids = await ruleIds(
      "import { useLogin } from '../api';\nimport { paths } from '../../../lib/paths';\nimport { Button } from '../../../ui/button';\nexport const x = [useLogin, paths, Button];\n",
      'src/web/features/auth/components/probe.tsx',
    );
    expect(ids).toEqual([]);
  });

  it('import cycles are refused', async () => {
    fs.mkdirSync(scratch, { recursive: true });
    fs.writeFileSync(path.join(scratch, 'one.ts'), "import { two } from './two';\nexport const one = () => two();\n");
    fs.writeFileSync(path.join(scratch, 'two.ts'), "import { one } from './one';\nexport const two = () => one();\n");
    const [result] = await eslint.lintFiles([path.join(scratch, 'one.ts')]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('file names are kebab-case', async () => {
    expect(await ruleIds('export const x = 1;\n', 'src/web/ui/FancyButton.tsx')).toContain(
      'check-file/filename-naming-convention',
    );
    expect(await ruleIds('export const x = 1;\n', 'src/web/ui/fancy-button.tsx')).toEqual([]);
  });
});
