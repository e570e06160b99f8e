/**
 * docs/architecture.md carries a generated map (page → web feature → API routes → server
 * feature → tables) that scripts/architecture-map.mjs builds from the source (#26). This
 * fails when the map no longer matches the code: run `node scripts/architecture-map.mjs --write`.
 * The script reads the source (no server, no database; the contract's endpoint maps are
 * loaded with tsx), so this takes seconds, not a build.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS, PARAM_PAGE_PATHS } from '../../src/contract/pages';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/architecture-map.mjs');
const DOC = path.join(ROOT, 'docs/architecture.md');

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [SCRIPT, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('docs/architecture.md', () => {
  it('has a current generated map (else: node scripts/architecture-map.mjs --write)', { timeout: 60_000 }, () => {
    const r = run('--check');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('maps every page of the route table', () => {
    const block = fs.readFileSync(DOC, 'utf8');
    for (const page of [...PAGE_PATHS, ...PARAM_PAGE_PATHS]) expect(block, page).toContain(`\`${page}\``);
    // A page named apart from its feature: the row names the feature the route table loads.
    expect(block).toMatch(/\| `\/makeitshutup` \| pitch \|/);
  });

  it('--check fails on a stale copy and --write repairs it', { timeout: 120_000 }, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'architecture-doc-'));
    try {
      const copy = path.join(dir, 'architecture.md');
      fs.writeFileSync(copy, fs.readFileSync(DOC, 'utf8').replace('| Page |', '| A page |'));
      const stale = run('--check', '--doc', copy);
      expect(stale.status).toBe(1);
      expect(stale.stderr).toContain('is stale');
      expect(run('--write', '--doc', copy).status).toBe(0);
      // Repaired: the copy is the current document again, which --check accepts (the first
      // test). Compared as text, not by a fourth run of the script (issue 31: each run costs
      // seconds of a 2-core CI).
      expect(fs.readFileSync(copy, 'utf8')).toBe(fs.readFileSync(DOC, 'utf8'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
