import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_ENTRY_POINTS, filesWithoutDatabase, runtimeImports } from './db-reach';

const root = path.resolve(import.meta.dirname, '../..');

describe('the postgres project runs only the test files that reach a database', () => {
  const without = filesWithoutDatabase(root, ['src/server', 'tests/api']);

  it('keeps a test that opens the test app, and one that opens the database client itself', () => {
    expect(without).not.toContain('src/server/features/worlds/imports.test.ts');
    expect(without).not.toContain('src/server/db/migrate-concurrently.test.ts');
    expect(without).not.toContain('tests/api/contract-fuzz.test.ts');
  });

  it('leaves out a parser test and a pure helper test', () => {
    expect(without).toContain('src/server/features/worlds/parsers/whatsapp.test.ts');
    expect(without).toContain('src/server/features/worlds/ask/planner/stop-words.test.ts');
  });

  it('keeps a test that only mentions testDbKind (it chooses its cases by database)', () => {
    const source = fs.readFileSync(path.join(root, 'src/server/platform/storage.test.ts'), 'utf8');
    expect(source).toContain('testDbKind');
    expect(without).not.toContain('src/server/platform/storage.test.ts');
  });

  it('names entry points that exist', () => {
    for (const p of DB_ENTRY_POINTS) expect(fs.existsSync(path.join(root, p)), p).toBe(true);
  });
});

describe('the import scan', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-reach-'));
    write('src/server/db/client.ts', 'export function openDatabase() {}\n');
    write('tests/support/test-db.ts', "import { openDatabase } from '../../src/server/db/client';\n");
    write('tests/support/create-test-app.ts', "import { openTestDatabase } from './test-db';\n");
    // Reaches the database through two helpers and a cycle.
    write('src/server/a/helper.ts', "import { b } from './cycle';\nexport * from '../../../tests/support/create-test-app.js';\n");
    write('src/server/a/cycle.ts', "import {\n  helper,\n  type H,\n} from './helper';\n");
    write('src/server/a/indirect.test.ts', "import { describe } from 'vitest';\nimport { b } from './cycle';\n");
    // Only types from the client: erased at run time.
    write('src/server/a/types-only.test.ts', "import type { Database } from '../db/client';\nexport type { Database as D } from '../db/client';\n");
    // A type-only name in a value import still loads the module (verbatimModuleSyntax).
    write('src/server/a/inline-type.test.ts', "import { type Database } from '../db/client';\n");
    write('src/server/a/dynamic.test.ts', "const m = await import('../db/client');\n");
    write('src/server/a/side-effect.test.ts', "import '../../../tests/support/test-db';\n");
    write('src/server/a/env.test.ts', "const onPg = process.env.TEST_DB === 'postgres';\n");
    write('src/server/a/pure.test.ts', "import { describe } from 'vitest';\nimport { x } from './pure';\n// import { openDatabase } from './missing';\n");
    write('src/server/a/pure.ts', "export const x = 'from the db/client docs';\n");
    write('tests/api/api.test.ts', "import { createTestApp } from '../support/create-test-app';\n");
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('includes a file that reaches the database only indirectly, through a cycle and a .js re-export', () => {
    const without = filesWithoutDatabase(dir, ['src/server', 'tests/api']);
    expect(without).not.toContain('src/server/a/indirect.test.ts');
    expect(without).not.toContain('tests/api/api.test.ts');
  });

  it('counts dynamic, side-effect and inline-type imports and the TEST_DB variable; not `import type`', () => {
    const without = filesWithoutDatabase(dir, ['src/server', 'tests/api']);
    expect(without).toEqual(['src/server/a/pure.test.ts', 'src/server/a/types-only.test.ts']);
  });

  it('reads the specifiers a file loads', () => {
    expect(
      runtimeImports(
        [
          "import a from './a';",
          "import type { B } from './b';",
          "import { type C, d } from '../c';",
          "import * as e from './e.js';",
          "export { f } from './f';",
          "export type { G } from './g';",
          "import './h';",
          "await import('./i');",
          "await vi.importActual('./j');",
          "import fs from 'node:fs';",
        ].join('\n'),
      ),
    ).toEqual(['./a', '../c', './e.js', './f', './h', './i', './j']);
  });
});
