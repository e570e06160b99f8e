/**
 * Which API test files reach a database (issue 31). The postgres project runs only those:
 * a parser's or planner's test that never opens a database proves nothing more on
 * PostgreSQL than it did on PGlite.
 *
 * A file reaches the database when it is one of the database entry points (DB_ENTRY_POINTS:
 * the app's database client, the test database, the test app), mentions the variables that
 * choose the test database (DB_ENV_WORDS), or imports, transitively, a file that does. Imports
 * are found with a regular-expression scan of the source (static `import`/`export … from`,
 * side-effect imports, `import()`, `vi.importActual()`, `require()`); `import type` and
 * `export type` are skipped (erased at run time), anything else counts, so a doubtful case
 * is included rather than left out. Only relative specifiers are followed: the packages
 * themselves are not the app's database.
 *
 * Used by vitest.config.ts at every start, so it is cheap: one read and scan per file
 * reached, no TypeScript program, no cache on disk.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Files (relative to the root) that open a database when used. */
export const DB_ENTRY_POINTS = ['src/server/db/client.ts', 'tests/support/test-db.ts', 'tests/support/create-test-app.ts'];

/** Names whose mention marks a file as choosing or reading the test database. */
export const DB_ENV_WORDS = /\b(?:TEST_DB|TEST_DATABASE_URL|testDbKind)\b/;

// `import x from`, `import { a, type B } from`, `import * as n from`, `export { a } from`,
// `export * from`; group 1 is `type` when the whole statement is type-only.
const FROM_RE = /\b(?:import|export)\s+(type\s+)?[\w$*{},\s]*?\bfrom\s*['"]([^'"\n]+)['"]/g;
const BARE_IMPORT_RE = /\bimport\s*['"]([^'"\n]+)['"]/g;
const CALL_RE = /\b(?:import|importActual|importMock|require)\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

// Most specifiers have no extension and name a .ts file: try that first.
const EXTENSIONS = ['.ts', '', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** The relative specifiers a source file loads at run time (type-only imports left out). */
export function runtimeImports(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(FROM_RE)) if (!m[1]) out.push(m[2]!);
  for (const m of source.matchAll(BARE_IMPORT_RE)) out.push(m[1]!);
  for (const m of source.matchAll(CALL_RE)) out.push(m[1]!);
  return out.filter((s) => s.startsWith('./') || s.startsWith('../'));
}

/** The file a relative specifier names, or null (a `.js` specifier may name a `.ts` file). */
function resolve(fromFile: string, spec: string): string | null {
  const base = path.resolve(path.dirname(fromFile), spec);
  const stems = /\.m?js$/.test(base) ? [base.replace(/\.m?js$/, ''), base] : [base];
  for (const stem of stems) {
    for (const ext of EXTENSIONS) {
      if (fs.statSync(stem + ext, { throwIfNoEntry: false })?.isFile()) return stem + ext;
    }
  }
  return null;
}

/**
 * The files among `files` (absolute paths) that reach the database. Reads each file reached
 * by imports once, then walks the imports backwards from the files that touch the database
 * themselves, so import cycles need no special care.
 */
export function reachingFiles(root: string, files: readonly string[]): Set<string> {
  const entryPoints = new Set(DB_ENTRY_POINTS.map((p) => path.resolve(root, p)));
  const importedBy = new Map<string, string[]>();
  const seeds: string[] = [];
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (entryPoints.has(file)) {
      seeds.push(file);
      continue;
    }
    let source: string;
    try {
      source = fs.readFileSync(file, 'utf8');
    } catch {
      // Unreadable: count it in, so its tests run on PostgreSQL rather than nowhere.
      seeds.push(file);
      continue;
    }
    if (DB_ENV_WORDS.test(source)) seeds.push(file);
    for (const spec of runtimeImports(source)) {
      const target = resolve(file, spec);
      if (!target) continue;
      const list = importedBy.get(target);
      if (list) list.push(file);
      else importedBy.set(target, [file]);
      queue.push(target);
    }
  }
  const reached = new Set<string>();
  const back = [...seeds];
  while (back.length) {
    const file = back.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    back.push(...(importedBy.get(file) ?? []));
  }
  return new Set(files.filter((f) => reached.has(f)));
}

/** Every file under `dir` (relative to root) whose name ends with one of `suffixes`, relative to root. */
export function listFiles(root: string, dir: string, suffixes: readonly string[]): string[] {
  const abs = path.resolve(root, dir);
  if (!fs.existsSync(abs)) return [];
  return (fs.readdirSync(abs, { recursive: true }) as string[])
    .filter((f) => suffixes.some((s) => f.endsWith(s)))
    .map((f) => path.join(dir, f).split(path.sep).join('/'))
    .sort();
}

/**
 * The test files under `dirs` (relative to root) that do not reach the database, as paths
 * relative to root: the postgres project excludes them.
 */
export function filesWithoutDatabase(root: string, dirs: readonly string[], suffixes: readonly string[] = ['.test.ts']): string[] {
  const files = dirs.flatMap((d) => listFiles(root, d, suffixes));
  const reached = reachingFiles(root, files.map((f) => path.resolve(root, f)));
  return files.filter((f) => !reached.has(path.resolve(root, f)));
}
