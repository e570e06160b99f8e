import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { chatExports, tempDir, zipOf } from '../../../../../tests/support/import-files';
import { IMPORT_KINDS_TEXT } from '../../../../contract/worlds';
import { detectImportSource, EXPECTED, jsonShape } from './detect-import-source';
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

  it('anything else fails naming what it looked like and what Mnemo reads (#28)', async () => {
    const cases: Array<[string, string | Buffer, RegExp]> = [
      ['empty.txt', '', /^"empty.txt" is empty\. Mnemo reads a WhatsApp chat export/],
      ['report.pdf', '%PDF-1.4\n%âãÏÓ\n1 0 obj\n', /^"report.pdf" is a PDF file\. Mnemo reads a WhatsApp chat export/],
      ['data.json', '{"foo": [1, 2, 3], "bar": {"baz": 1}}', /^"data.json" is JSON with the keys "foo", "bar"\. Mnemo reads .*Telegram Desktop JSON export/],
      ['list.json', '[1, 2, 3]', /^"list.json" is a JSON list of an unknown kind\./],
      ['log.jsonl', '{"at": 1, "event": "x"}\n{"at": 2, "event": "y"}\n', /^"log.jsonl" is JSON lines \(one object a line\) with the keys "at", "event"\./],
      ['list2.json', '[{"when": 1, "what": "x"}, {"when": 2}]', /^"list2.json" is a JSON list of objects with the keys "when", "what"\./],
      ['cut.json', '{"a": 1, "b": [' + '1,'.repeat(40_000), /^"cut.json" is JSON with the keys "a", "b"\./],
      ['notes.txt', 'Shopping list\n- milk\n13/1/21, 10:00 - not first\n', /^"notes.txt" is text in an unknown chat layout; first line: "Shopping list"\. Mnemo reads .*Google location history/],
      // Text that starts with "[" is JSON only when it parses as JSON (class 10).
      ['diary.txt', '[12/06/2018] a diary entry without a time\n', /^"diary.txt" is text in an unknown chat layout; first line: "\[12\/06\/2018\] a diary entry without a time"\./],
      ['song.txt', '[Verse 1]\nSome lyrics\n', /^"song.txt" is text in an unknown chat layout; first line: "\[Verse 1\]"\./],
      ['link.md', '[Mnemo](https://example.org) notes\n\nmore\n', /^"link.md" is text in an unknown chat layout; first line: "\[Mnemo\]\(https:\/\/example\.org\) notes"\./],
      ['readme.md', '# My notes\n\nSome text\n', /^"readme.md" is a Markdown document that is not a Signal export; first line: "# My notes"\./],
      ['page.html', '<!DOCTYPE html>\n<html><head><title>My page</title></head><body></body></html>', /^"page.html" is an HTML page titled "My page" that is not an iMessage export\./],
      [
        'messages.html',
        '<!DOCTYPE html>\n<html>\n <head>\n  <meta charset="utf-8"/>\n<title>Exported Data</title>\n</head>\n<body>\n<div class="page_wrap">',
        /^"messages.html" is a Telegram HTML export \(Mnemo reads the JSON one/,
      ],
      ['feed.xml', '<?xml version="1.0"?>\n<!-- a feed -->\n<rss version="2.0"><channel></channel></rss>', /^"feed.xml" is XML \(a <rss> document\) that is not a GPX or KML track\./],
      ['table.csv', 'Date,From,Text\n2021-01-01,Alice,hi\n', /^"table.csv" is a table \(CSV\) with the columns "Date", "From", "Text"\./],
      ['long.txt', `${'x'.repeat(100)}\n`, new RegExp(`first line: "${'x'.repeat(80)}…"\\.`)],
      ['anim.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), /"anim.gif" is a GIF file/],
    ];
    for (const [name, content, message] of cases) {
      const error = await detect(name, content).catch((e: unknown) => e);
      expect(error, name).toBeInstanceOf(ImportFormatError);
      expect((error as Error).message, name).toMatch(message);
    }
    const zip = tmp.write('docs.zip', await zipOf([{ name: 'a.md', data: '# hi' }]));
    await expect(detectImportSource(zip, 'docs.zip')).rejects.toThrow(/^This zip archive holds no chat, photos or location history \(it holds 1 file: a\.md\)\. Mnemo reads/);
  });

  it('what a refusal says Mnemo reads is the contract\'s list of every source', () => {
    expect(EXPECTED).toBe(`Mnemo reads ${IMPORT_KINDS_TEXT}`);
    for (const source of ['WhatsApp', 'Telegram', 'Discord', 'Messenger', 'Instagram', 'Signal', 'iMessage', 'photos', 'Google location history', 'GPS tracks']) {
      expect(EXPECTED).toContain(source);
    }
  });

  /**
   * Signal is never labelled WhatsApp (class 12), though its markdown shares the iOS
   * header layout. The samples are signal-export's own (github.com/carderne/signal-export):
   * the README's example at 19597bafa0842aaee4feec641b3466ffd6b4a399 (the early
   * "[YYYY-MM-DD, HH:MM]" layout), and the layout sigexport/models.py Message.to_md writes
   * at 1143c229564cd26ab078fa4a2f29c0e996109237 ("[YYYY-MM-DD HH:MM:SS] Sender: body  ",
   * quotes, reactions, attachments), both MIT-licensed.
   */
  it('signal-export markdown is detected as Signal, not WhatsApp (#28 class 12)', async () => {
    const readme = "[2019-05-29, 15:04] Me: How is everyone?\n[2019-05-29, 15:10] Aya: We're great!\n[2019-05-29, 15:20] Jim: I'm not.\n";
    expect(await detect('chat.md', readme)).toBe('signal');
    const current = [
      '[2024-03-19 12:00:05] Me: How is everyone?  ',
      '',
      '[2024-03-19 12:01:10] Aya: ',
      '',
      '> How is everyone?',
      '',
      "We're great!  ",
      '(- Me: 👍 -)',
      '',
      '[2024-03-19 12:02:00] Jim: ![IMG_0001.jpg](./media/IMG_0001.jpg)  ',
      '',
      '[2024-03-19 12:03:00] Jim: (This message was deleted)',
      '',
    ].join('\n');
    expect(await detect('chat.md', current)).toBe('signal');
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
