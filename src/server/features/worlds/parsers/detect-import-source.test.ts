import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { chatExports, tempDir, zipOf } from '../../../../../tests/support/import-files';
import { detectImportSource, jsonShape } from './detect-import-source';
import { ImportFormatError } from './types';

const tmp = tempDir('detect');
afterAll(() => tmp.remove());

const detect = (name: string, content: string | Buffer, saveAs = name) => detectImportSource(tmp.write(saveAs, content), name);

describe('detectImportSource', () => {
  it('recognises every public sample by content', async () => {
    const expected: Record<string, string> = {
      'chat-analytics/whatsapp_2A_5M.txt': 'whatsapp',
      'chat-analytics/whatsapp_4A_11M.txt': 'whatsapp',
      'chat-analytics/whatsapp_4A_11M.zip': 'whatsapp',
      'chat-analytics/telegram_DM_2A_7M.json': 'telegram',
      'chat-analytics/telegram_BIG_20A_5475M.json': 'telegram',
      'whatstk/whatsapp_pokemon.txt': 'whatsapp',
      'whatstk/whatsapp_lorem.txt': 'whatsapp',
      'whatstk/whatsapp_lorem-2000.txt': 'whatsapp',
      'whatstk/whatsapp_lorem-merge-part1.txt': 'whatsapp',
    };
    for (const [rel, source] of Object.entries(expected)) {
      expect([rel, await detectImportSource(path.join(chatExports, rel), path.basename(rel))]).toEqual([rel, source]);
    }
  });

  it('goes by content, not by name', async () => {
    expect(await detect('photo.jpg', '[13/01/2021, 10:00:00] Alice: hi\n', 'a')).toBe('whatsapp');
    expect(await detect('chat.txt', JSON.stringify({ name: 'A', type: 'personal_chat', id: 1, messages: [] }), 'b')).toBe('telegram');
    expect(await detect('notes.txt', await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer(), 'c')).toBe('photos');
    expect(await detect('x.json', '\uFEFF13/1/21, 10:00 - Alice: hi\n', 'd')).toBe('whatsapp');
  });

  it('a full Telegram export is recognised even when its chats come after a long contact list', async () => {
    const full = JSON.stringify({ about: 'Here is the data you requested.', personal_information: { first_name: 'Me' }, contacts: { list: Array.from({ length: 5000 }, (_, i) => ({ first_name: `C${i}` })) }, chats: { list: [] } });
    expect(await detect('result.json', full)).toBe('telegram');
  });

  it('Google: Records.json, Semantic Location History, Timeline.json (Android object, iOS array)', async () => {
    expect(await detect('Records.json', '{"locations":[{"latitudeE7":1,"longitudeE7":1,"timestamp":"2020-01-01T00:00:00Z"}]}')).toBe('google-location');
    expect(await detect('2020_JANUARY.json', '{"timelineObjects":[]}')).toBe('google-location');
    expect(await detect('Timeline.json', '{"semanticSegments":[],"rawSignals":[]}')).toBe('google-location');
    expect(await detect('location-history.json', '[{"endTime":"2024-01-01T10:00:00.000+01:00","startTime":"2024-01-01T09:00:00.000+01:00","visit":{"topCandidate":{"placeLocation":"geo:1,1"}}}]')).toBe('google-location');
  });

  it('anything else fails naming what was expected', async () => {
    const cases: Array<[string, string | Buffer, RegExp]> = [
      ['empty.txt', '', /"empty.txt" is empty\. Expected a WhatsApp chat export/],
      ['report.pdf', '%PDF-1.4\n%âãÏÓ\n1 0 obj\n', /"report.pdf" is a PDF file\. Expected a WhatsApp chat export/],
      ['data.json', '{"foo": [1, 2, 3]}', /"data.json" is JSON of an unknown kind\. Expected .*Telegram Desktop JSON export/],
      ['list.json', '[1, 2, 3]', /is JSON of an unknown kind/],
      ['notes.txt', 'Shopping list\n- milk\n13/1/21, 10:00 - not first\n', /"notes.txt" is text that is not a chat export\. Expected .*Google location history/],
      ['anim.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), /"anim.gif" is a GIF file/],
    ];
    for (const [name, content, message] of cases) {
      const error = await detect(name, content).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImportFormatError);
      expect((error as Error).message).toMatch(message);
    }
    const zip = tmp.write('docs.zip', await zipOf([{ name: 'a.md', data: '# hi' }]));
    await expect(detectImportSource(zip, 'docs.zip')).rejects.toThrow(/holds no chat, photos or location history/);
  });
});

/**
 * #25: jsonShape() scans instead of running a global regex that was quadratic on `{"` and a
 * run of `\"`. On short random heads (where the old regex is fast) it must find the same
 * keys; the 64 KB head is checked in the budget worker (platform/user-text-thread.test.ts).
 */
describe('jsonShape reads what the old regex read (#25)', () => {
  const old = (start: string) => {
    const array = start.trimStart().startsWith('[');
    const keys = new Set<string>();
    const firstKeys = new Set<string>();
    let depth = 0;
    let firstDone = false;
    const re = /"((?:[^"\\]|\\.)*)"(\s*:)?|[{}[\]]/g;
    for (let m = re.exec(start); m; m = re.exec(start)) {
      const t = m[0];
      if (t === '{' || t === '[') depth++;
      else if (t === '}' || t === ']') {
        depth--;
        if (array && depth === 1) firstDone = true;
      } else if (m[2]) {
        if (!array && depth === 1) keys.add(m[1]!);
        if (array && depth === 2 && !firstDone) firstKeys.add(m[1]!);
      }
    }
    return { array, keys, firstKeys };
  };
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const alphabet = ['{', '}', '[', ']', '"', '\\', ':', ' ', '\n', 'a', 'b', '\u2028', ','];

  it('the same keys on 20,000 random heads, brackets inside a string cut at the end included', () => {
    for (let i = 0; i < 20_000; i++) {
      const s = Array.from({ length: Math.floor(next() * 16) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      expect(jsonShape(s), JSON.stringify(s)).toEqual(old(s));
    }
    expect(jsonShape('{"locations": [{"a": 1}], "x": "cut {"').keys).toEqual(new Set(['locations', 'x']));
  });
});
