import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { collect, ofKind, tempDir } from '../../../../../tests/support/import-files';
import { parseImportFile } from './parse-import-file';
import { parseRecords } from './parse-records';
import { ImportFormatError } from './types';

const tmp = tempDir('parse-import-file');
afterAll(() => tmp.remove());

const chat = (count: number) =>
  Array.from({ length: count }, (_, i) => `13/1/21, 10:${String(i % 60).padStart(2, '0')} - ${i % 3 ? 'Alice' : 'Bob'}: message ${i}\nsecond line ${i}`).join('\n') + '\n';

describe('parseImportFile (worker thread)', () => {
  it('yields the same batches as parsing in this thread, in order', async () => {
    const file = tmp.write('WhatsApp Chat with Bob.txt', chat(12_000));
    const options = { source: 'whatsapp' as const, fileName: 'WhatsApp Chat with Bob.txt' };
    const viaWorker = await collect(parseImportFile(file, options));
    const here = await collect(parseRecords(file, options));
    expect(viaWorker.batches).toEqual(here.batches);
    const messages = ofKind(viaWorker.records, 'message');
    expect(messages).toHaveLength(12_000);
    expect(messages[11_999]!.text).toBe('message 11999\nsecond line 11999');
  });

  it('passes a format error through with its line', async () => {
    const file = tmp.write('diary.txt', 'Dear diary\n');
    const error = await collect(parseImportFile(file, { source: 'whatsapp', fileName: 'diary.txt' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as ImportFormatError).where).toBe('line 1');
    expect((error as Error).message).toMatch(/^Not a WhatsApp chat export: .* \(line 1\)$/);
  });

  it('stops when the signal aborts, with the signal’s reason', async () => {
    const file = tmp.write('WhatsApp Chat with Carol.txt', chat(30_000));
    const controller = new AbortController();
    let batches = 0;
    const error = await (async () => {
      for await (const _ of parseImportFile(file, { source: 'whatsapp', fileName: 'WhatsApp Chat with Carol.txt', signal: controller.signal })) {
        batches++;
        controller.abort(new Error('import cancelled'));
      }
    })().catch((e: unknown) => e);
    expect(batches).toBe(1);
    expect((error as Error).message).toBe('import cancelled');
  });

  it('an already aborted signal starts nothing', async () => {
    const file = tmp.write('WhatsApp Chat with Dan.txt', chat(10));
    const error = await collect(parseImportFile(file, { source: 'whatsapp', fileName: 'x.txt', signal: AbortSignal.abort(new Error('no')) })).catch((e: unknown) => e);
    expect((error as Error).message).toBe('no');
  });

  it('stopping early (break) ends the worker and later parses still work', async () => {
    const file = tmp.write('WhatsApp Chat with Eve.txt', chat(20_000));
    for await (const batch of parseImportFile(file, { source: 'whatsapp', fileName: 'WhatsApp Chat with Eve.txt' })) {
      expect(batch.records.length).toBeGreaterThan(0);
      break;
    }
    const { records } = await collect(parseImportFile(file, { source: 'whatsapp', fileName: 'WhatsApp Chat with Eve.txt' }));
    expect(ofKind(records, 'message')).toHaveLength(20_000);
  });

  it('parses on a thread of lower CPU priority (nice 10), so requests win a busy core (Linux)', async () => {
    const file = tmp.write('WhatsApp Chat with Fay.txt', chat(20_000));
    const niceThreads = () =>
      fs.readdirSync(`/proc/${process.pid}/task`).filter((tid) => {
        const stat = fs.readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8');
        return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16] === '10';
      });
    expect(niceThreads()).toEqual([]);
    const seen: string[][] = [];
    for await (const _ of parseImportFile(file, { source: 'whatsapp', fileName: 'WhatsApp Chat with Fay.txt' })) {
      if (!seen.length) seen.push(niceThreads());
    }
    expect(seen[0]).toHaveLength(1);
  });
});
