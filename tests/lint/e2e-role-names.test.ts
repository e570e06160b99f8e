/**
 * A browser test's role query by name matches substrings unless `exact: true`; signed in, the
 * header's account menu is named after the user's email. So a query whose name is part of
 * that test file's email prefix can find two elements (worlds-sample-share's 'Share' button
 * and "Account menu: worlds.share-…", a strict-mode failure in CI, issue 31). This check
 * refuses such a query without `exact: true`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../e2e');

/** Non-exact role queries whose name is part of one of the file's uniqueEmail prefixes. */
export function collidingQueries(source: string): string[] {
  const prefixes = [...source.matchAll(/uniqueEmail\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!.toLowerCase());
  const out: string[] = [];
  for (const m of source.matchAll(/getByRole\(\s*'[a-z]+',\s*\{\s*name:\s*'([^']+)'\s*(,[^}]*)?\}/g)) {
    const name = m[1]!.toLowerCase();
    if (/exact:\s*true/.test(m[2] ?? '')) continue;
    if (prefixes.some((p) => p.includes(name))) out.push(m[0]);
  }
  return out;
}

describe('browser tests: role queries cannot also match the account menu', () => {
  it('flags a non-exact name found in the email prefix, not an exact one or an unrelated name', () => {
    const src = "const U = uniqueEmail('worlds.share.e2e'); getByRole('button', { name: 'Share' }); getByRole('button', { name: 'Share', exact: true }); getByRole('link', { name: 'Pricing' });";
    expect(collidingQueries(src)).toEqual(["getByRole('button', { name: 'Share' }"]);
  });

  it('holds in every browser test file', () => {
    const found = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.e2e.ts'))
      .flatMap((f) => collidingQueries(fs.readFileSync(path.join(dir, f), 'utf8')).map((q) => `${f}: ${q}`));
    expect(found).toEqual([]);
  });
});
