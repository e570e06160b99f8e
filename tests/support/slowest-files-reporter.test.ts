import { describe, expect, it } from 'vitest';
import { formatSlowest, slowestFiles, type FileTime } from './slowest-files-reporter';

const t = (project: string, file: string, seconds: number, tests = 1): FileTime => ({ project, file, seconds, importSeconds: 0.5, tests });

describe('slowest files reporter (issue 31)', () => {
  it('keeps the n slowest, slowest first, the same file in two projects counted apart', () => {
    const files = [t('unit', 'a.test.ts', 3), t('postgres', 'a.test.ts', 9), t('unit', 'b.test.ts', 12), t('unit', 'c.test.ts', 1)];
    expect(slowestFiles(files, 3).map((f) => `${f.project} ${f.file}`)).toEqual(['unit b.test.ts', 'postgres a.test.ts', 'unit a.test.ts']);
    expect(slowestFiles(files, 10)).toHaveLength(4);
    expect(slowestFiles(files, 0)).toEqual([]);
  });

  it('orders ties by project and path', () => {
    expect(slowestFiles([t('unit', 'b.ts', 2), t('postgres', 'z.ts', 2), t('unit', 'a.ts', 2)], 3).map((f) => f.file)).toEqual(['z.ts', 'a.ts', 'b.ts']);
  });

  it('prints seconds, project and path of each, under a title with the count of files', () => {
    const text = formatSlowest([t('postgres', 'tests/api/x.test.ts', 35.14, 795), t('unit', 'y.test.ts', 4)], 402);
    expect(text.split('\n')).toEqual([
      'The 2 slowest of 402 test files:',
      '     35.1 s  postgres  tests/api/x.test.ts  (795 tests, import 0.5 s)',
      '      4.0 s  unit      y.test.ts  (1 tests, import 0.5 s)',
    ]);
    expect(formatSlowest([], 0)).toBe('');
  });
});
