/**
 * A line without end (#28 review: 150 MB of one line aborted the whole server: the parser's
 * heap filled inside garbage collection) is refused with its line, for every text reader.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_LINE, readLines } from './line-reader';
import { parseImportFile } from './parse-import-file';
import type { ImportSource } from './types';

async function* chunks(parts: string[]) {
  for (const p of parts) yield Buffer.from(p);
}

describe('readLines: a line too long', () => {
  it('refuses a line past MAX_LINE characters, naming the line', async () => {
    const big = 'a'.repeat(64 * 1024);
    const parts = ['first\nsecond\n', ...Array.from({ length: Math.ceil(MAX_LINE / big.length) + 2 }, () => big)];
    const read = async () => {
      for await (const lines of readLines(chunks(parts))) void lines;
    };
    await expect(read()).rejects.toThrow(/A line is longer than 1,000,000 characters.*\(line 3\)/);
  });

  it('reads a long line under the limit whole', async () => {
    const long = 'b'.repeat(MAX_LINE - 10);
    const out: string[] = [];
    for await (const lines of readLines(chunks(['x\n', long.slice(0, 500_000), long.slice(500_000), '\ny\n']))) out.push(...lines);
    expect(out.map((l) => l.length)).toEqual([1, long.length, 1]);
  });

  it.each([
    ['whatsapp', 'WhatsApp Chat with Bob.txt', '12/01/2023, 10:00 - Bob: hi\n12/01/2023, 10:01 - Ann: yo\n12/01/2023, 10:02 - Bob: '],
    ['signal', 'chat.md', '[2023-01-12 10:00:00] Bob: hi  \n[2023-01-12 10:01:00] Ann: yo  \n[2023-01-12 10:02:00] Bob: '],
    ['imessage', '+15558675309.txt', 'Jan 12, 2023  10:00:00 AM\n+15558675309\nhi\n\nJan 12, 2023  10:01:00 AM\nMe\n'],
  ] as const)('%s: a 3 MB message line fails the import cleanly in the worker', async (source, name, head) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-long-line-'));
    const file = path.join(dir, name);
    fs.writeFileSync(file, head + 'z'.repeat(3 * MAX_LINE));
    const run = async () => {
      for await (const batch of parseImportFile(file, { fileName: name, source: source as ImportSource })) void batch;
    };
    await expect(run()).rejects.toThrow(/A line is longer than/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
