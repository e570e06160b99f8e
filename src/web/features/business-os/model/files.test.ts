import { describe, expect, it } from 'vitest';
import { isAcceptedFile, partitionFiles, rejectionMessage, toSessionFile } from './files';

describe('uploads (spec §5)', () => {
  it('accepts only the text formats of the spec, whatever the case', () => {
    for (const n of ['a.txt', 'b.md', 'c.csv', 'd.json', 'e.js', 'f.ts', 'g.py', 'NOTES.MD']) expect(isAcceptedFile(n)).toBe(true);
    for (const n of ['setup.exe', 'deck.pdf', 'photo.png', 'md', '.md', 'archive.md.zip']) expect(isAcceptedFile(n)).toBe(false);
  });

  it('splits a multi-file pick into accepted and refused', () => {
    const { accepted, refused } = partitionFiles([{ name: 'plan.md' }, { name: 'tool.exe' }, { name: 'data.csv' }]);
    expect(accepted.map((f) => f.name)).toEqual(['plan.md', 'data.csv']);
    expect(refused.map((f) => f.name)).toEqual(['tool.exe']);
    expect(rejectionMessage(['tool.exe'])).toMatch(/"tool.exe" is not a supported file type/);
  });

  it('previews 300 characters and keeps 500 for the AI', () => {
    const text = 'x'.repeat(1000);
    const f = toSessionFile({ name: 'long.txt', size: 1000, type: '' }, text);
    expect(f.preview).toHaveLength(300);
    expect(f.excerpt).toHaveLength(500);
    expect(f.type).toBe('text/plain');
    expect(toSessionFile({ name: 'p.py', size: 1, type: '' }, 'x').type).toBe('text/x-python');
  });
});
