/**
 * The repository tracks no symbolic link. A helper's worktree links node_modules to the
 * main checkout's; a `node_modules/` ignore rule does not match a link (it is a file, not a
 * directory), so one was committed, and merging it replaced the main checkout's real
 * node_modules with a link to itself. .gitignore now ignores `node_modules` in either form;
 * this test stops any other link from being committed.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe('tracked files', () => {
  it('include no symbolic link (git mode 120000)', () => {
    const staged = execFileSync('git', ['ls-files', '-s'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const links = staged
      .split('\n')
      .filter((line) => line.startsWith('120000 '))
      .map((line) => line.split('\t')[1]);
    expect(links).toEqual([]);
  });
});
