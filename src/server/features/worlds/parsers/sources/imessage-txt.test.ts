/** The TXT reader's bound on one message's lines (#28 review): a message of endless lines is cut, with a note. */
import { afterAll, describe, expect, it } from 'vitest';
import { collect, ofKind, tempDir } from '../../../../../../tests/support/import-files';
import { parseRecords } from '../parse-records';

const tmp = tempDir('imessage-txt');
afterAll(() => tmp.remove());

describe('iMessage TXT: long messages', () => {
  it('a message of endless lines is cut at 65,536 characters, the next one read, one note naming the lines dropped', async () => {
    const body = Array.from({ length: 1000 }, (_, i) => `${String(i).padStart(4, '0')} ${'x'.repeat(73)}`);
    const text = ['May 17, 2022  5:29:42 PM', '+15558675309', ...body, '', 'May 17, 2022  5:30:01 PM', 'Me', 'after', ''].join('\n');
    const file = tmp.write('+15558675309.txt', text);
    const { records } = await collect(parseRecords(file, { source: 'imessage', fileName: '+15558675309.txt' }));
    const messages = ofKind(records, 'message');
    expect(messages.map((m) => m.author)).toEqual(['+15558675309', 'Me']);
    // The sender's line counts against the bound too: the text is a little shorter than it.
    expect(messages[0]!.text.length).toBeLessThanOrEqual(65_536);
    expect(messages[0]!.text.length).toBeGreaterThan(65_000);
    expect(messages[1]!.text).toBe('after');
    expect(body.join('\n').startsWith(messages[0]!.text)).toBe(true);
    expect(ofKind(records, 'note').map((r) => r.message)).toContain('1 message(s) of +15558675309.txt longer than 65,536 characters were cut (lines 832–1002)');
  });
});
