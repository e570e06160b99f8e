import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chatExports, collect, countBy, ofKind, tempDir, zipOf } from '../../../../../tests/support/import-files';
import { parseRecords } from './parse-records';
import { ImportFormatError, type ChatRecord } from './types';
import { looksLikeWhatsApp, whatsAppChatKey, whatsAppTitle } from './whatsapp';
import { isGenericChatTitle } from './whatsapp-generic-chat';

const tmp = tempDir('whatsapp');
afterAll(() => tmp.remove());
let n = 0;

async function parse(content: string | Buffer, fileName = 'WhatsApp Chat with Alice.txt') {
  const file = tmp.write(`${n++}-${fileName}`, content);
  const { records, batches } = await collect(parseRecords(file, { source: 'whatsapp', fileName }));
  return { records, batches, messages: ofKind(records, 'message'), events: ofKind(records, 'event'), notes: ofKind(records, 'note') };
}

const lines = (...l: string[]) => l.join('\n') + '\n';

describe('WhatsApp header variants', () => {
  it('Android, 24 h, d/m/yy: a day above 12 settles the order, with no note', async () => {
    const { messages, notes } = await parse(lines('3/1/21, 9:05 - Alice: hi', '25/1/21, 21:30 - Bob: hello', '26/1/21, 00:01 - Alice: late'));
    expect(notes).toEqual([]);
    expect(messages.map((m) => [m.author, m.at, m.text])).toEqual([
      ['Alice', '2021-01-03T09:05:00', 'hi'],
      ['Bob', '2021-01-25T21:30:00', 'hello'],
      ['Alice', '2021-01-26T00:01:00', 'late'],
    ]);
  });

  it('Android, 12 h, m/d/yy with AM/PM (US): 12 AM is midnight, 12 PM is noon', async () => {
    const { messages } = await parse(
      lines('1/2/21, 12:30 AM - Alice: midnight', '1/25/21, 12:05 PM - Bob: noon', '1/25/21, 9:41 PM - Alice: evening', '1/26/21, 7:00 AM - Bob: morning'),
    );
    expect(messages.map((m) => m.at)).toEqual(['2021-01-02T00:30:00', '2021-01-25T12:05:00', '2021-01-25T21:41:00', '2021-01-26T07:00:00']);
  });

  it('iOS, [dd/mm/yyyy, hh:mm:ss] with four-digit years', async () => {
    const { messages } = await parse(lines('[14/02/2022, 08:15:42] Alice: morning', '[14/02/2022, 08:16:03] Bob: hey'));
    expect(messages.map((m) => [m.author, m.at])).toEqual([
      ['Alice', '2022-02-14T08:15:42'],
      ['Bob', '2022-02-14T08:16:03'],
    ]);
  });

  it('dots (dd.mm.yy) and dashes (dd-mm-yyyy)', async () => {
    const dots = await parse(lines('15.04.16, 15:04 - Ash: hi', '16.04.16, 09:00 - Misty: yo'));
    expect(dots.messages.map((m) => m.at)).toEqual(['2016-04-15T15:04:00', '2016-04-16T09:00:00']);
    const dashes = await parse(lines('[15-04-2016 15:04:22] Ash: hi', '[16-04-2016 09:00:01] Misty: yo'));
    expect(dashes.messages.map((m) => m.at)).toEqual(['2016-04-15T15:04:22', '2016-04-16T09:00:01']);
  });

  it('year first: yyyy-mm-dd and [yyyy/mm/dd hh:mm]', async () => {
    const a = await parse(lines('2019-10-20, 10:16 - John: a', '2019-10-21, 11:15 - Mary: b'));
    expect(a.messages.map((m) => m.at)).toEqual(['2019-10-20T10:16:00', '2019-10-21T11:15:00']);
    const b = await parse(lines('[2019/04/16 02:09] John: a', '[2019/04/17 13:30] Mary: b'));
    expect(b.messages.map((m) => m.at)).toEqual(['2019-04-16T02:09:00', '2019-04-17T13:30:00']);
  });

  it('year first with spaces after the dots (Hungarian phones)', async () => {
    const { messages } = await parse(lines('2021. 01. 13. 10:00 - Anna: szia', '2021. 01. 14. 9:05 - Bence: helló'));
    expect(messages.map((m) => [m.author, m.at])).toEqual([
      ['Anna', '2021-01-13T10:00:00'],
      ['Bence', '2021-01-14T09:05:00'],
    ]);
  });

  it('Spanish "p. m." / "a. m." after a narrow no-break space (U+202F) or a no-break space (U+00A0)', async () => {
    const { messages } = await parse(
      lines('[3/5/21, 9:05:01\u202Fp.\u00A0m.] Ana: hola', '[25/5/21, 11:30:00\u00A0a. m.] Luis: buenas', '26/5/21, 12:10\u202Fp. m. - Ana: mediodía', '27/5/21, 8:00 a.m. - Luis: temprano'),
    );
    expect(messages.map((m) => [m.author, m.at])).toEqual([
      ['Ana', '2021-05-03T21:05:01'],
      ['Luis', '2021-05-25T11:30:00'],
      ['Ana', '2021-05-26T12:10:00'],
      ['Luis', '2021-05-27T08:00:00'],
    ]);
  });

  it('newer Android: narrow no-break space before PM', async () => {
    const { messages } = await parse(lines('12/24/23, 6:07\u202FPM - Alice: ho ho', '12/25/23, 10:00\u202FAM - Bob: merry'));
    expect(messages.map((m) => m.at)).toEqual(['2023-12-24T18:07:00', '2023-12-25T10:00:00']);
  });

  it('ambiguous dates: the order that keeps the chat in time order wins, and a note says so', async () => {
    // Read as m/d these run Jan 1 … Jan 12, Feb 1 … Mar 12; read as d/m they would jump back from December to January.
    const dates = [1, 2, 3].flatMap((month) => Array.from({ length: 12 }, (_, i) => `${month}/${i + 1}/21`));
    const { messages, notes } = await parse(lines(...dates.map((d) => `${d}, 10:00 - Alice: ${d}`)));
    expect(messages[1]!.at).toBe('2021-01-02T10:00:00');
    expect(messages[35]!.at).toBe('2021-03-12T10:00:00');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toMatch(/^Dates read as month\/day\/year: .*time order/);
  });

  it('fully ambiguous dates follow the locale: US 12-hour clock with slashes reads month first; 24 h reads day first; both say so', async () => {
    const us = await parse(lines('3/4/21, 9:00 AM - Alice: a', '3/4/21, 9:05 AM - Bob: b'));
    expect(us.messages[0]!.at).toBe('2021-03-04T09:00:00');
    expect(us.notes[0]!.message).toMatch(/^Dates read as month\/day\/year: .*12-hour clock with slashes/);
    const eu = await parse(lines('3/4/21, 09:00 - Alice: a', '3/4/21, 09:05 - Bob: b'));
    expect(eu.messages[0]!.at).toBe('2021-04-03T09:00:00');
    expect(eu.notes[0]!.message).toBe('Dates read as day/month/year: they could also be read as month/day/year and nothing in the file tells which, so the order follows the file\'s date and clock format. If the times look wrong, the other order was meant.');
  });

  it('every header format of whatstk’s checklist (header_format_support.json), with 2- and 4-digit years', async () => {
    const formats = (JSON.parse(fs.readFileSync(path.join(chatExports, 'whatstk/header_format_support.json'), 'utf8')) as Array<{ format: string }>).map((f) => f.format);
    expect(formats.length).toBe(96);
    const moments = [
      { y: 2020, m: 12, d: 25, H: 9, M: 5, S: 7, who: 'Alice', text: 'first' },
      { y: 2021, m: 1, d: 3, H: 21, M: 30, S: 0, who: 'Bob', text: 'second' },
      { y: 2021, m: 2, d: 14, H: 12, M: 15, S: 45, who: '+44 7700 900123', text: 'third' },
    ];
    const p2 = (x: number) => String(x).padStart(2, '0');
    const render = (format: string, t: (typeof moments)[number], fourDigits: boolean) =>
      format
        .replace('%y', fourDigits ? String(t.y) : p2(t.y % 100))
        .replace('%m', p2(t.m))
        .replace('%d', p2(t.d))
        .replace('%H', p2(t.H))
        .replace('%I', p2(t.H % 12 || 12))
        .replace('%M', p2(t.M))
        .replace('%S', p2(t.S))
        .replace('%p', t.H < 12 ? 'AM' : 'PM')
        .replace('%name', t.who) + ` ${t.text}`;
    const failures: string[] = [];
    for (const format of formats) {
      for (const fourDigits of [false, true]) {
        const { messages } = await parse(lines(...moments.map((t) => render(format, t, fourDigits))));
        const got = messages.map((m) => `${m.author}|${m.at}|${m.text}`);
        const want = moments.map((t) => `${t.who}|${t.y}-${p2(t.m)}-${p2(t.d)}T${p2(t.H)}:${p2(t.M)}:${format.includes('%S') ? p2(t.S) : '00'}|${t.text}`);
        if (JSON.stringify(got) !== JSON.stringify(want)) failures.push(`${format} (${fourDigits ? 4 : 2}-digit year): ${JSON.stringify(got)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('WhatsApp content', () => {
  it('removes U+200E/U+200F/U+202A/U+202C marks and keeps phone-number authors as written', async () => {
    const { messages } = await parse(
      lines('\u200E[1/2/21, 10:00:00] \u202A+44 7700 900123\u202C: \u200Fhello\u200E', '[13/2/21, 10:01:00] ~\u202FBea: hi back', '[13/2/21, 10:02:00] \u202A+1 (555) 010-9999\u202C: ok'),
    );
    expect(messages.map((m) => [m.author, m.text])).toEqual([
      ['+44 7700 900123', 'hello'],
      ['Bea', 'hi back'],
      ['+1 (555) 010-9999', 'ok'],
    ]);
  });

  it('keeps multi-line messages whole, blank lines included, and counts them once', async () => {
    const { messages } = await parse(lines('13/1/21, 10:00 - Alice: line one', 'line two', '', 'line four: with a colon', '13/1/21, 10:01 - Bob: single'));
    expect(messages).toHaveLength(2);
    expect(messages[0]!.text).toBe('line one\nline two\n\nline four: with a colon');
    expect(messages[0]!.line).toBe(1);
    expect(messages[1]!.line).toBe(5);
  });

  it('system events (no author, iOS notices marked with U+200E, encryption notices under the chat name) are events, not messages', async () => {
    const android = await parse(
      lines(
        '13/1/21, 10:00 - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.',
        '13/1/21, 10:00 - Alice created group "Trip: June"',
        '13/1/21, 10:01 - Alice added Bob',
        '13/1/21, 10:02 - Alice changed the subject from "Trip" to "Trip: July"',
        '13/1/21, 10:03 - Bob: real message',
        '13/1/21, 10:04 - Bob left',
      ),
    );
    expect(android.messages.map((m) => m.text)).toEqual(['real message']);
    expect(android.events).toHaveLength(5);
    expect(android.events[1]!.text).toBe('Alice created group "Trip: June"');
    const ios = await parse(
      lines(
        '[13/01/2021, 10:00:00] Trip: \u200EMessages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.',
        '\u200E[13/01/2021, 10:00:01] Trip: \u200EAlice added Bob',
        '[13/01/2021, 10:00:02] Bob: \u200Eimage omitted',
        '[13/01/2021, 10:00:03] Alice: \u200EMissed voice call',
        '[13/01/2021, 10:00:04] Alice: words',
      ),
    );
    expect(ios.messages.map((m) => [m.author, m.text, m.media])).toEqual([
      ['Bob', 'image omitted', 'image'],
      ['Alice', 'words', undefined],
    ]);
    expect(ios.events.map((e) => e.text)).toEqual([
      'Trip: Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.',
      'Trip: Alice added Bob',
      'Alice: Missed voice call',
    ]);
  });

  it('media markers and their common translations are messages with a media kind', async () => {
    const markers: Array<[string, string]> = [
      ['<Media omitted>', 'other'],
      ['<Multimedia omitido>', 'other'],
      ['<Medien ausgeschlossen>', 'other'],
      ['<Médias omis>', 'other'],
      ['<Media omessi>', 'other'],
      ['<Mídia oculta>', 'other'],
      ['IMG-20210113-WA0001.jpg (file attached)', 'image'],
      ['VID-20210113-WA0002.mp4 (archivo adjunto)', 'video'],
      ['PTT-20210113-WA0003.opus (Datei angehängt)', 'audio'],
      ['STK-20210113-WA0004.webp (fichier joint)', 'sticker'],
      ['report.pdf (file attached)\nthe numbers', 'document'],
      ['<attached: 00000012-PHOTO-2021-01-13-10-00-00.jpg>', 'image'],
      ['<adjunto: 00000013-AUDIO-2021-01-13-10-00-00.opus>', 'audio'],
      ['<Anhang: 00000014-VIDEO-2021-01-13-10-00-00.mp4>', 'video'],
      ['image omitted', 'image'],
      ['video omitted', 'video'],
      ['audio omitted', 'audio'],
      ['sticker omitted', 'sticker'],
      ['GIF omitted', 'video'],
      ['document omitted', 'document'],
      ['imagen omitida', 'image'],
      ['Bild weggelassen', 'image'],
      ['immagine omessa', 'image'],
    ];
    const { messages } = await parse(lines(...markers.map(([t], i) => `13/1/21, 10:${String(i).padStart(2, '0')} - Alice: ${t}`), '13/1/21, 11:00 - Alice: plain <b>text</b>'));
    expect(messages.map((m) => m.media)).toEqual([...markers.map(([, kind]) => kind), undefined]);
    expect(messages[10]!.text).toBe('report.pdf (file attached)\nthe numbers');
  });

  it('a Google Maps location share is a message and a place', async () => {
    const { messages, records } = await parse(
      lines('13/1/21, 10:00 - Alice: location: https://maps.google.com/?q=48.858370,2.294481', '13/1/21, 10:05 - \u202A+44 7700 900123\u202C: https://maps.google.com/maps?q=-33.8568,151.2153&z=15'),
    );
    expect(messages).toHaveLength(2);
    expect(ofKind(records, 'place')).toEqual([
      { kind: 'place', lat: 48.85837, lon: 2.294481, at: '2021-01-13T10:00:00', via: 'message', chatKey: 'Alice', author: 'Alice' },
      { kind: 'place', lat: -33.8568, lon: 151.2153, at: '2021-01-13T10:05:00', via: 'message', chatKey: 'Alice', author: '+44 7700 900123' },
    ]);
  });

  it('names the chat from the export, keeps one key across re-exports, and tells the exporter in a two-person chat', async () => {
    expect(whatsAppTitle('WhatsApp Chat with Alice Smith.txt')).toBe('Alice Smith');
    expect(whatsAppTitle('WhatsApp Chat - Family.zip')).toBe('Family');
    expect(whatsAppTitle('WhatsApp-Chat mit Oma.txt')).toBe('Oma');
    expect(whatsAppChatKey(whatsAppTitle('WhatsApp Chat with Alice (1).txt'))).toBe('Alice');
    expect(whatsAppChatKey('whatsapp_lorem-merge-part2')).toBe('whatsapp_lorem-merge');
    const { records } = await parse(lines('13/1/21, 10:00 - Alice: a', '13/1/21, 10:01 - Bob: b', '13/1/21, 10:02 - Carol: c'), 'WhatsApp Chat with Book club.txt');
    expect(records[0]).toEqual({ kind: 'chat', chatKey: 'Book club', title: 'Book club', isGroup: true });
    const direct = await parse(lines('13/1/21, 10:00 - Alice: hi', '13/1/21, 10:01 - Sam: hello'), 'WhatsApp Chat with Alice.txt');
    expect(direct.records[0]).toEqual({ kind: 'chat', chatKey: 'Alice', title: 'Alice', isGroup: false, self: 'Sam' });
  });

  it('reports progress in bytes up to the whole, and how many messages to expect', async () => {
    const body = lines(...Array.from({ length: 12_000 }, (_, i) => `13/1/21, 10:00 - Alice: message ${i}`));
    const { batches, messages } = await parse(body);
    expect(messages).toHaveLength(12_000);
    expect(batches.length).toBeGreaterThan(2);
    const last = batches[batches.length - 1]!;
    expect(last.progress).toEqual({ done: Buffer.byteLength(body) * 2, total: Buffer.byteLength(body) * 2, unit: 'bytes' });
    expect(last.expected).toEqual({ messages: 12_000 });
    const dones = batches.map((b) => b.progress.done);
    expect([...dones].sort((a, b) => a - b)).toEqual(dones);
  });
});

describe('WhatsApp exports whose file name names no chat', () => {
  const chatOf = async (content: string, fileName: string) => (await parse(content, fileName)).records[0] as ChatRecord;
  const WITH_PRIYA = lines('10/01/2024, 09:00 - Sam: Morning Priya', '10/01/2024, 09:20 - Priya Shah: Hi!', '10/01/2024, 09:25 - Priya Shah: Coffee?');
  const WITH_MARCO = lines('02/02/2024, 18:00 - Marco: Ciao Sam', '02/02/2024, 18:05 - Sam: Ciao!');

  it('tells generic names from chat names', () => {
    for (const name of ['_chat', 'chat', 'Chat', 'WhatsApp Chat', 'WhatsApp-Chat', 'Chat de WhatsApp', 'Discussion WhatsApp', 'Conversa do WhatsApp', 'Czat WhatsApp', 'Чат WhatsApp', 'WhatsApp chat', '2024-01-31', '20240131_1200', '_chat 2024-01-31', 'chat copy']) {
      expect(isGenericChatTitle(whatsAppChatKey(whatsAppTitle(`${name}.txt`))), name).toBe(true);
    }
    for (const name of ['WhatsApp Chat with Priya Shah', 'WhatsApp Chat - Family', 'Alice', 'chat-one', 'Book club 2024']) {
      expect(isGenericChatTitle(whatsAppChatKey(whatsAppTitle(`${name}.txt`))), name).toBe(false);
    }
    expect(isGenericChatTitle(whatsAppChatKey(whatsAppTitle('_chat (1).txt')))).toBe(true);
  });

  it('two different "_chat.txt" exports get two keys, titled by their people; no exporter is claimed', async () => {
    const priya = await chatOf(WITH_PRIYA, '_chat.txt');
    const marco = await chatOf(WITH_MARCO, '_chat.txt');
    expect(priya).toMatchObject({ kind: 'chat', title: 'Priya Shah & Sam', isGroup: false });
    expect(marco).toMatchObject({ kind: 'chat', title: 'Marco & Sam', isGroup: false });
    expect(priya.chatKey).toMatch(/^conversation:[0-9a-f]{20}$/);
    expect(priya.chatKey).not.toBe(marco.chatKey);
    expect(priya.self).toBeUndefined();
    const { messages } = await parse(WITH_PRIYA, '_chat.txt');
    expect(new Set(messages.map((m) => m.chatKey))).toEqual(new Set([priya.chatKey]));
  });

  it('a re-export of the same chat keeps its key: longer, renamed generically, with media, or with another date layout', async () => {
    const key = (await chatOf(WITH_PRIYA, '_chat.txt')).chatKey;
    expect((await chatOf(WITH_PRIYA, 'WhatsApp Chat.txt')).chatKey).toBe(key);
    expect((await chatOf(`${WITH_PRIYA}10/01/2024, 10:00 - Sam: See you\n`, '_chat (1).txt')).chatKey).toBe(key);
    // The same moments written month first with a 12-hour clock, and the end-to-end notice before them.
    const us = lines(
      '1/10/24, 9:00 AM - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.',
      '1/10/24, 9:00 AM - Sam: Morning Priya',
      '1/10/24, 9:20 AM - Priya Shah: Hi!',
      '1/13/24, 9:25 PM - Priya Shah: Coffee?',
    );
    expect((await chatOf(us, '_chat.txt')).chatKey).toBe(key);
    // A different first message (time, author or words) is a different chat.
    expect((await chatOf(WITH_PRIYA.replace('09:00 - Sam', '09:01 - Sam'), '_chat.txt')).chatKey).not.toBe(key);
    expect((await chatOf(WITH_PRIYA.replace('Sam: Morning', 'Priya Shah: Morning'), '_chat.txt')).chatKey).not.toBe(key);
    // A media placeholder differs between an export with media and one without: only its time and author count.
    const withoutMedia = (await chatOf(lines('10/01/2024, 09:00 - Sam: <Media omitted>', '10/01/2024, 09:20 - Priya Shah: Hi!'), '_chat.txt')).chatKey;
    const withMedia = (await chatOf(lines('10/01/2024, 09:00 - Sam: IMG-20240110-WA0001.jpg (file attached)', '10/01/2024, 09:20 - Priya Shah: Hi!'), '_chat.txt')).chatKey;
    expect(withMedia).toBe(withoutMedia);
  });

  it("groups: three names, then 'and N others'; an iOS group's notices give its own name", async () => {
    const three = await chatOf(lines('13/1/21, 10:00 - Ana: a', '13/1/21, 10:01 - Leo: b', '13/1/21, 10:02 - Ana: c', '13/1/21, 10:03 - Sam: d'), 'chat.txt');
    expect(three).toMatchObject({ title: 'Ana, Leo and Sam', isGroup: true });
    const five = await chatOf(
      lines('13/1/21, 10:00 - Priya: a', '13/1/21, 10:01 - Sam: b', '13/1/21, 10:02 - Priya: c', '13/1/21, 10:03 - Sam: d', '13/1/21, 10:04 - Ana: e', '13/1/21, 10:05 - Leo: f', '13/1/21, 10:06 - Mo: g'),
      '_chat.txt',
    );
    expect(five.title).toBe('Priya, Sam and 3 others');
    const ios = await chatOf(
      lines('[13/01/2021, 10:00:00] Family: \u200EMessages and calls are end-to-end encrypted.', '[13/01/2021, 10:00:05] Mum: dinner?', '[13/01/2021, 10:01:00] Dad: \u200Eimage omitted', '[13/01/2021, 10:02:00] Sam: yes'),
      '_chat.txt',
    );
    expect(ios).toMatchObject({ title: 'Family', isGroup: true });
    // An iOS one-to-one chat: the notice is under the contact's name, who also writes.
    const dm = await chatOf(lines('[13/01/2021, 10:00:00] Priya Shah: \u200EMessages and calls are end-to-end encrypted.', '[13/01/2021, 10:00:05] Priya Shah: hi', '[13/01/2021, 10:01:00] Sam: hello'), '_chat.txt');
    expect(dm).toMatchObject({ title: 'Priya Shah & Sam', isGroup: false });
  });

  it('a zip named after its chat keeps that name; a zip named generically is keyed by its conversation', async () => {
    const named = tmp.write('WhatsApp Chat - Priya Shah.zip', await zipOf([{ name: '_chat.txt', data: WITH_PRIYA }]));
    const a = await collect(parseRecords(named, { source: 'whatsapp', fileName: 'WhatsApp Chat - Priya Shah.zip' }));
    expect(a.records[0]).toEqual({ kind: 'chat', chatKey: 'Priya Shah', title: 'Priya Shah', isGroup: false, self: 'Sam' });
    const generic = tmp.write('WhatsApp Chat.zip', await zipOf([{ name: '_chat.txt', data: WITH_PRIYA }]));
    const b = await collect(parseRecords(generic, { source: 'whatsapp', fileName: 'WhatsApp Chat.zip' }));
    expect(b.records[0]).toMatchObject({ kind: 'chat', title: 'Priya Shah & Sam', chatKey: (await chatOf(WITH_PRIYA, '_chat.txt')).chatKey });
  });
});

describe('WhatsApp progress while surveying', () => {
  it('a file of several MB reports progress (batches without records) before its first records', async () => {
    const body = lines(...Array.from({ length: 120_000 }, (_, i) => `13/1/21, 10:00 - Alice: message number ${i} of many`));
    expect(Buffer.byteLength(body)).toBeGreaterThan(4 * 1024 * 1024);
    const { batches, messages } = await parse(body);
    expect(messages).toHaveLength(120_000);
    const firstWithRecords = batches.findIndex((b) => b.records.length > 0);
    expect(firstWithRecords).toBeGreaterThan(0);
    expect(batches.slice(0, firstWithRecords).every((b) => b.records.length === 0 && b.progress.done > 0 && b.progress.done <= b.progress.total / 2)).toBe(true);
  });
});

describe('WhatsApp zip exports', () => {
  it('Android zip: "WhatsApp Chat with X.txt" beside media; iOS zip: _chat.txt, titled by the zip', async () => {
    const android = tmp.write(
      'android.zip',
      await zipOf([
        { name: 'IMG-20210113-WA0001.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) },
        { name: 'WhatsApp Chat with Alice.txt', data: lines('13/1/21, 10:00 - Alice: IMG-20210113-WA0001.jpg (file attached)', '13/1/21, 10:01 - Bob: nice') },
      ]),
    );
    const a = await collect(parseRecords(android, { source: 'whatsapp', fileName: 'android.zip' }));
    expect(a.records[0]).toMatchObject({ kind: 'chat', title: 'Alice' });
    expect(ofKind(a.records, 'message').map((m) => [m.author, m.media])).toEqual([
      ['Alice', 'image'],
      ['Bob', undefined],
    ]);
    const ios = tmp.write(
      'WhatsApp Chat - Family.zip',
      await zipOf([{ name: '_chat.txt', data: lines('[13/01/2021, 10:00:00] Family: \u200EMessages and calls are end-to-end encrypted.', '[13/01/2021, 10:00:05] Mum: dinner?') }]),
    );
    const b = await collect(parseRecords(ios, { source: 'whatsapp', fileName: 'WhatsApp Chat - Family.zip' }));
    expect(b.records[0]).toMatchObject({ kind: 'chat', title: 'Family', chatKey: 'Family' });
    expect(ofKind(b.records, 'message').map((m) => m.author)).toEqual(['Mum']);
  });

  it('a zip without a chat text fails naming what was expected', async () => {
    const file = tmp.write('nochat.zip', await zipOf([{ name: 'notes.md', data: 'hello' }]));
    await expect(collect(parseRecords(file, { source: 'whatsapp', fileName: 'nochat.zip' }))).rejects.toThrow(/expected _chat\.txt/);
  });
});

describe('WhatsApp bad files', () => {
  it('text that is not a chat fails with the line', async () => {
    const error = await parse('Dear diary,\ntoday was fine.\n').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as ImportFormatError).where).toBe('line 1');
    expect((error as Error).message).toMatch(/Not a WhatsApp chat export/);
  });

  it('lines that only look like headers (no real date in any order) fail with the line', async () => {
    const error = await parse(lines('99/99/99, 10:00 - Alice: hi', '98/97/96, 10:01 - Bob: hello')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as ImportFormatError).where).toBe('line 1');
  });

  it('bytes that are not UTF-8 in a UTF-8 chat are kept as U+FFFD, with a note naming the lines (#28)', async () => {
    const head = Buffer.from(lines('13/1/21, 10:00 - Alice: café, crème brûlée', '13/1/21, 10:01 - Bob: déjà vu, naïve señor'));
    const bad = Buffer.concat([head, Buffer.from('13/1/21, 10:02 - Alice: '), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('\n')]);
    const { messages, notes } = await parse(bad);
    expect(messages.map((m) => m.text)).toEqual(['café, crème brûlée', 'déjà vu, naïve señor', '\uFFFD(\uFFFD']);
    expect(notes.map((n) => n.message)).toContain("1 line held bytes that are not text in the file's encoding, UTF-8 (line 3); it was kept with � in their place");
  });

  it('binary data in the middle of a chat fails naming the line', async () => {
    const error = await parse(lines('13/1/21, 10:00 - Alice: fine', 'more', 'x\0\0\0y')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as ImportFormatError).where).toBe('line 3');
  });
});

describe('WhatsApp public samples (../shared/fixtures/chat-exports)', () => {
  const sample = async (rel: string) => {
    const file = path.join(chatExports, rel);
    const { records } = await collect(parseRecords(file, { source: 'whatsapp', fileName: path.basename(rel) }));
    const messages = ofKind(records, 'message');
    return { records, messages, events: ofKind(records, 'event'), perAuthor: countBy(messages, (m) => m.author) };
  };

  it('chat-analytics 2A_5M: 2 authors, 5 messages (the last one out of time order, as written)', async () => {
    const { messages, perAuthor } = await sample('chat-analytics/whatsapp_2A_5M.txt');
    expect(perAuthor).toEqual({ A: 3, B: 2 });
    expect(messages.map((m) => m.at)).toEqual(['2021-01-01T12:00:00', '2021-01-01T12:01:00', '2021-01-01T12:02:00', '2021-01-01T12:03:00', '2021-01-01T12:02:00']);
    expect(messages[3]!.media).toBe('other');
  });

  it('chat-analytics 4A_11M (txt and zip): 11 messages from five people, three system events', async () => {
    for (const rel of ['chat-analytics/whatsapp_4A_11M.txt', 'chat-analytics/whatsapp_4A_11M.zip']) {
      const { messages, events, perAuthor } = await sample(rel);
      expect(perAuthor).toEqual({ Alice: 3, Bob: 2, Eve: 2, Mallory: 2, Trent: 2 });
      expect(events).toHaveLength(3);
      expect(messages[0]!.at).toBe('2020-09-12T23:55:00');
      expect(messages[10]!.at).toBe('2020-09-12T23:56:00');
      expect(messages.find((m) => m.author === 'Trent')!.text).toBe('👩🏻‍⚖️');
    }
  });

  it('whatstk pokemon: dd.mm.yyyy, 18 messages from 8 people, 2 encryption notices excluded', async () => {
    const { messages, events, perAuthor } = await sample('whatstk/whatsapp_pokemon.txt');
    expect(perAuthor).toEqual({ 'Ash Ketchum': 4, Brock: 3, Misty: 4, 'Prof. Oak': 2, 'Jessie & James': 1, Raichu: 2, Meowth: 1, Wobbuffet: 1 });
    expect(events).toHaveLength(2);
    expect(messages[0]!.at).toBe('2016-08-06T13:23:00');
    expect(messages[messages.length - 1]!.at).toBe('2016-10-31T12:23:00');
  });

  it('whatstk lorem: [dd-mm-yy hh:mm:ss], phone-number author, 500 messages', async () => {
    const { messages, perAuthor } = await sample('whatstk/whatsapp_lorem.txt');
    expect(perAuthor).toEqual({ Mary: 113, '+1 123 456 789': 145, Giuseppe: 118, John: 124 });
    expect(messages[0]!.at).toBe('2020-01-15T02:22:56');
    expect(messages[messages.length - 1]!.at).toBe('2020-05-11T22:32:48');
  });

  it('whatstk lorem-2000: [yyyy-mm-dd hh:mm], 2,000 messages', async () => {
    const { messages, perAuthor } = await sample('whatstk/whatsapp_lorem-2000.txt');
    expect(perAuthor).toEqual({ '+1 123 456 789': 507, Mary: 496, John: 481, Giuseppe: 516 });
    expect(messages[0]!.at).toBe('2019-04-16T02:09:00');
    expect(messages[messages.length - 1]!.at).toBe('2020-06-13T00:00:00');
  });

  it('whatstk lorem-merge parts: one chat key; 300 messages each; as shipped they share no message', async () => {
    const one = await sample('whatstk/whatsapp_lorem-merge-part1.txt');
    const two = await sample('whatstk/whatsapp_lorem-merge-part2.txt');
    expect(one.messages).toHaveLength(300);
    expect(two.messages).toHaveLength(300);
    expect(one.records[0]).toMatchObject({ kind: 'chat', chatKey: 'whatsapp_lorem-merge' });
    expect(two.records[0]).toMatchObject({ kind: 'chat', chatKey: 'whatsapp_lorem-merge' });
    const key = (m: (typeof one.messages)[number]) => `${m.at}|${m.author}|${m.text}`;
    const shared = new Set(one.messages.map(key));
    expect(two.messages.filter((m) => shared.has(key(m)))).toEqual([]);
    expect(one.messages[0]!.at).toBe('2019-10-20T10:16:00');
    expect(two.messages[two.messages.length - 1]!.at).toBe('2020-09-10T00:00:00');
  });
});

describe('WhatsApp header layouts refused before #28 (failure class 7)', () => {
  const cases: Array<[string, string[], string[]]> = [
    ['Finnish "klo" with dotted time', ['13.6.2018 klo 21.25.15 - Matti: moi', '14.6.2018 klo 9.05.00 - Liisa: hei'], ['2018-06-13T21:25:15', '2018-06-14T09:05:00']],
    ['French "à"', ['13/06/2018 à 21:25 - Jean: salut', '14/06/2018 à 08:02 - Marie: coucou'], ['2018-06-13T21:25:00', '2018-06-14T08:02:00']],
    ['";" between date and time', ['13/06/2018; 21:25 - Jan: hoi', '14/06/2018; 08:02 - Piet: hallo'], ['2018-06-13T21:25:00', '2018-06-14T08:02:00']],
    ['time first', ['22:35, 12/07/2017 - Ana: oi', '09:10, 13/07/2017 - Rui: olá'], ['2017-07-12T22:35:00', '2017-07-13T09:10:00']],
    ['time first, iOS', ['[22:35, 12/07/2017] Ana: oi', '[09:10, 13/07/2017] Rui: olá'], ['2017-07-12T22:35:00', '2017-07-13T09:10:00']],
    ['year in the middle is no layout, year first with the day before the month is', ['2018-13-06, 21:25 - Ana: a', '2018-14-06, 08:00 - Rui: b'], ['2018-06-13T21:25:00', '2018-06-14T08:00:00']],
    ['Arabic-Indic digits, Arabic comma, م/ص', ['١٣/٦/٢٠١٨، ٩:٢٥ م - أحمد: مرحبا', '١٤/٦/٢٠١٨، ٧:٠٥ ص - سارة: أهلا'], ['2018-06-13T21:25:00', '2018-06-14T07:05:00']],
    ['Persian digits', ['۱۳/۶/۲۰۱۸، ۲۱:۲۵ - علی: سلام', '۱۴/۶/۲۰۱۸، ۰۷:۰۵ - مریم: درود'], ['2018-06-13T21:25:00', '2018-06-14T07:05:00']],
    ['Thai Buddhist-era years (2561 = 2018)', ['13/6/2561 21:25 - สมชาย: สวัสดี', '14/6/2561 07:05 - สมศรี: ครับ'], ['2018-06-13T21:25:00', '2018-06-14T07:05:00']],
    ['Thai Buddhist-era years written short (61 = 2561 = 2018)', ['13/6/61 21:25 - สมชาย: สวัสดี', '14/6/61 07:05 - สมศรี: ครับ'], ['2018-06-13T21:25:00', '2018-06-14T07:05:00']],
    ['Thai Buddhist-era years, iOS', ['[13/6/2561 21:25:00] สมชาย: สวัสดี', '[14/6/2561 07:05:09] สมศรี: ครับ'], ['2018-06-13T21:25:00', '2018-06-14T07:05:09']],
    ['Japanese era years (Reiwa 2 = 2020)', ['[R2/01/05 21:25:15] 太郎: こんにちは', '[R2/01/13 07:05:09] 花子: はい'], ['2020-01-05T21:25:15', '2020-01-13T07:05:09']],
    ['Japanese 年月日', ['令和2年1月5日 21:25 - 太郎: こんにちは', '2020年1月13日 07:05 - 花子: はい'], ['2020-01-05T21:25:00', '2020-01-13T07:05:00']],
    ['Chinese half-day words before the time', ['2020/1/13 下午9:25 - 王: 你好', '2020/1/14 上午7:05 - 李: 早'], ['2020-01-13T21:25:00', '2020-01-14T07:05:00']],
    ['Korean half-day words before the time', ['2020. 1. 13. 오후 9:25 - 김: 안녕', '2020. 1. 14. 오전 7:05 - 이: 안녕'], ['2020-01-13T21:25:00', '2020-01-14T07:05:00']],
    ['Croatian/Serbian "13. 6. 2018." with seconds', ['13. 6. 2018. 21:25:15 - Ivan: bok', '14. 6. 2018. 07:05:00 - Ana: bok'], ['2018-06-13T21:25:15', '2018-06-14T07:05:00']],
  ];
  for (const [name, input, instants] of cases) {
    it(name, async () => {
      const { messages, notes } = await parse(lines(...input));
      expect(messages.map((m) => m.at)).toEqual(instants);
      expect(messages.map((m) => m.text)).toEqual(input.map((l) => l.slice(l.lastIndexOf(': ') + 2)));
      expect(notes.filter((n) => /layout|skipped/.test(n.message))).toEqual([]);
    });
  }
});

describe('WhatsApp lines no longer glued to the message before (failure class 8)', () => {
  it('two spaces before the dash after "p.m.", narrow no-break spaces, hour 00 on a 12-hour clock', async () => {
    const { messages, notes } = await parse(
      lines(
        '1/2/20, 9:05 p.m.  - Ana: two spaces',
        '1/2/20, 9:06\u202Fp.\u202Fm. - Luis: narrow spaces',
        '2/2/20, 00:08 a. m. - Ana: midnight hour',
        '2/2/20, 12:30 a. m. - Luis: also midnight hour',
        '2/2/20, 12:01 p. m. - Ana: noon',
        '13/2/20, 11:59 p. m. - Luis: late',
      ),
    );
    expect(messages.map((m) => [m.author, m.at, m.text])).toEqual([
      ['Ana', '2020-02-01T21:05:00', 'two spaces'],
      ['Luis', '2020-02-01T21:06:00', 'narrow spaces'],
      ['Ana', '2020-02-02T00:08:00', 'midnight hour'],
      ['Luis', '2020-02-02T00:30:00', 'also midnight hour'],
      ['Ana', '2020-02-02T12:01:00', 'noon'],
      ['Luis', '2020-02-13T23:59:00', 'late'],
    ]);
    expect(notes).toEqual([]);
  });
});

describe('WhatsApp files with two header layouts (failure class 9)', () => {
  it('a phone that changed locale mid-chat: each layout read in its own date order, no line dropped, a note names both', async () => {
    const { messages, events, notes } = await parse(
      lines(
        '12/30/20, 9:05 PM - Alice: hi',
        '12/31/20, 10:15 AM - Bob: hello',
        'second line of Bob',
        '12/31/20, 11:00 PM - Alice: nearly',
        '31.12.20, 23:30 - Carol: I am new here',
        '01.01.21, 00:05 - Alice: happy new year',
        '02.01.21, 10:00 - Carol: thanks',
      ),
    );
    expect(events).toEqual([]);
    expect(messages.map((m) => [m.author, m.at, m.text])).toEqual([
      ['Alice', '2020-12-30T21:05:00', 'hi'],
      ['Bob', '2020-12-31T10:15:00', 'hello\nsecond line of Bob'],
      ['Alice', '2020-12-31T23:00:00', 'nearly'],
      ['Carol', '2020-12-31T23:30:00', 'I am new here'],
      ['Alice', '2021-01-01T00:05:00', 'happy new year'],
      ['Carol', '2021-01-02T10:00:00', 'thanks'],
    ]);
    expect(countBy(messages, (m) => m.author)).toEqual({ Alice: 3, Bob: 1, Carol: 2 });
    expect(notes.map((n) => n.message)).toEqual([
      // Two-digit years: 31.12.20 as year/month/day would be 2031-12-20, a date still to come: no ambiguity to note.
      'Two date layouts in this file (the phone\'s language or region changed): 3 lines like “12/30/20, 9:05 PM -” read as month/day/year and 3 more like “31.12.20, 23:30 -” read as day/month/year.',
    ]);
  });

  it('Android lines, then iOS lines: both read', async () => {
    const { messages, notes } = await parse(
      lines('25/1/21, 9:05 - Alice: android', '26/1/21, 21:30 - Bob: still android', '[27/01/2021, 08:15:42] Alice: ios now', '[27/01/2021, 08:16:03] Bob: ios too'),
    );
    expect(messages.map((m) => [m.author, m.at])).toEqual([
      ['Alice', '2021-01-25T09:05:00'],
      ['Bob', '2021-01-26T21:30:00'],
      ['Alice', '2021-01-27T08:15:42'],
      ['Bob', '2021-01-27T08:16:03'],
    ]);
    expect(notes).toHaveLength(2);
    expect(notes[0]!.message).toMatch(/^Two date layouts in this file .*: 2 lines like “25\/1\/21, 9:05 -” read as day\/month\/year and 2 more like “\[27\/01\/2021, 08:15:42\]” read as day\/month\/year\.$/);
    // 25/1/21 and 26/1/21 could be 2025-01-21 and 2026-01-21: the iOS lines after them (four-digit years) tell.
    expect(notes[1]!.message).toBe(
      'Lines like “25/1/21, 9:05 -”: dates read as day/month/year: they could also be read as year/month/day, but this order keeps them in time order with the other layout\'s messages around them.',
    );
  });

  it('an ambiguous rarer layout takes the order that keeps it in time order with the lines around it, and says so', async () => {
    const { messages, notes } = await parse(
      lines(
        '1/30/21, 9:05 PM - Alice: a',
        '2/1/21, 10:00 AM - Bob: b',
        '03.02.21, 10:00 - Carol: c',
        '04.02.21, 11:00 - Carol: d',
        '04.02.21, 12:00 - Carol: d2',
        '2/5/21, 8:00 AM - Alice: e',
      ),
    );
    // Three lines of the rarer layout: fewer, all between the main layout's, would be stray lines inside a message.
    expect(messages.map((m) => m.at)).toEqual(['2021-01-30T21:05:00', '2021-02-01T10:00:00', '2021-02-03T10:00:00', '2021-02-04T11:00:00', '2021-02-04T12:00:00', '2021-02-05T08:00:00']);
    expect(notes.map((n) => n.message)).toEqual([
      'Two date layouts in this file (the phone\'s language or region changed): 3 lines like “1/30/21, 9:05 PM -” read as month/day/year and 3 more like “03.02.21, 10:00 -” read as day/month/year.',
      'Lines like “03.02.21, 10:00 -”: dates read as day/month/year: they could also be read as month/day/year or year/month/day, but this order keeps them in time order with the other layout\'s messages around them.',
    ]);
  });

  it('two layouts, each fully ambiguous: each follows its own format, and the notes say which lines', async () => {
    const { messages, notes } = await parse(lines('3/4/21, 9:00 AM - Alice: a', '3/4/21, 9:05 AM - Bob: b', '03.04.21, 09:10 - Alice: c'));
    // Read month first (US 12-hour clock with slashes) and day first (dots, 24 h): 4 March and 3 April.
    expect(messages.map((m) => m.at)).toEqual(['2021-03-04T09:00:00', '2021-03-04T09:05:00', '2021-04-03T09:10:00']);
    expect(notes).toHaveLength(3);
    expect(notes[1]!.message).toMatch(/^Lines like “3\/4\/21, 9:00 AM -”: dates read as month\/day\/year: .*12-hour clock with slashes/);
    expect(notes[2]!.message).toMatch(/^Lines like “03\.04\.21, 09:10 -”: dates read as day\/month\/year: .*date and clock format/);
  });
});

describe('WhatsApp lines that are no message are reported (#28)', () => {
  it('text before the first message is skipped with a note naming the lines', async () => {
    const { messages, notes } = await parse(lines('Chat with the family', 'exported by a backup app', '', '13/1/2021, 10:00 - Alice: hi', '13/1/2021, 10:01 - Bob: hello'));
    expect(messages).toHaveLength(2);
    expect(notes.map((n) => n.message)).toEqual(['2 lines before the first message were skipped (lines 1–2)']);
  });

  it('more than a few lines of other text first is no chat', async () => {
    const preface = Array.from({ length: 25 }, (_, i) => `Dear diary, page ${i + 1}`);
    const error = await parse(lines(...preface, '13/1/21, 10:00 - Alice: hi')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as ImportFormatError).where).toBe('line 1');
  });

  it('lines that start like a header in a layout nothing reads stay text of the message before, and are reported', async () => {
    const { messages, notes } = await parse(
      lines(
        '13/1/2021, 10:00 - Alice: the log:',
        '2021-01-13T10:00:00 server started',
        '2021-01-13T10:00:05 server stopped',
        '14/1/2021, 10:02 - Bob: ok',
        '32/1/2021, 10:03 - Bob: no such day',
        '15/1/2021, 25:03 - Bob: no such hour',
        '15/1/2021, 10:04 - Alice: bye',
      ),
    );
    expect(messages.map((m) => [m.author, m.text])).toEqual([
      ['Alice', 'the log:\n2021-01-13T10:00:00 server started\n2021-01-13T10:00:05 server stopped'],
      ['Bob', 'ok\n32/1/2021, 10:03 - Bob: no such day\n15/1/2021, 25:03 - Bob: no such hour'],
      ['Alice', 'bye'],
    ]);
    expect(notes.map((n) => n.message)).toEqual([
      '4 lines in an unknown layout at lines 2–3, 5–6: they start like a date and time but no known layout reads them, so they were kept as text of the message before them',
    ]);
  });

  it('detection accepts a few lines before the first header, when headers follow', () => {
    expect(looksLikeWhatsApp(lines('Chat with the family', '13/1/21, 10:00 - Alice: a', '13/1/21, 10:01 - Bob: b', '13/1/21, 10:02 - Alice: c'))).toBe(true);
    expect(looksLikeWhatsApp(lines('Chat with the family', '13/1/21, 10:00 - Alice: a'))).toBe(false);
    expect(looksLikeWhatsApp(lines('13.6.2018 klo 21.25.15 - Matti: moi'))).toBe(true);
  });
});

describe('WhatsApp files with many header layouts', () => {
  it('names the four layouts with most lines and sums up the rest in one note', async () => {
    const { messages, notes } = await parse(
      lines(
        '25/1/2021, 09:00 - Alice: a',
        '25/1/2021, 09:01 - Bob: b',
        '25/1/2021, 09:02 - Alice: c',
        '25/1/2021, 09:03 - Bob: d',
        '[25/01/2021, 09:04:00] Alice: e',
        '[25/01/2021, 09:05:00] Bob: f',
        '[25/01/2021, 09:06:00] Alice: g',
        '25.01.2021, 09:07 - Bob: h',
        '25.01.2021, 09:08 - Alice: i',
        '2021-01-25, 09:09 - Bob: j',
        '25/1/2021 klo 9.10.00 - Alice: k',
        '09:11, 25/01/2021 - Bob: l',
      ),
    );
    expect(messages).toHaveLength(12);
    expect(notes.map((n) => n.message)).toEqual([
      '6 date layouts in this file (the phone\'s language or region changed): 4 lines like “25/1/2021, 09:00 -” read as day/month/year, 3 more like “[25/01/2021, 09:04:00]” read as day/month/year, 2 more like “25.01.2021, 09:07 -” read as day/month/year, 1 more like “2021-01-25, 09:09 -” read as year/month/day and 2 more in 2 other layouts.',
    ]);
  });
});

describe('WhatsApp header variants from rwhatsapp’s tests (JBGruber/rwhatsapp tests/testthat/test-rwhatsapp.R)', () => {
  // The same two messages in each layout that test file checks: 12 July 2017 22:35(:22) and 13 July 2017 09:12(:44).
  const cases = [
    ['12.07.2017, 10:35:22 PM - Johannes Gruber: Was it good?', '13.07.2017, 09:12:44 AM - R: Yes, it was'],
    ['07/12/17, 10:35 PM - Johannes Gruber: Was it good?', '07/13/17, 09:12 AM - R: Yes, it was'],
    ['12-07-17, 22:35:22 - Johannes Gruber: Was it good?', '13-07-17, 09:12:44 - R: Yes, it was'],
    ['[12.07.2017, 22:35:22] Johannes Gruber: Was it good?', '[13.07.2017, 09:12:44] R: Yes, it was'],
    ['12.07.2017, 22:35:22: Johannes Gruber: Was it good?', '13.07.2017, 09:12:44: R: Yes, it was'],
    ['12.07.2017, 22:35: Johannes Gruber: Was it good?', '13.07.2017, 09:12: R: Yes, it was'],
    ['12/07/2017 à 22:35 - Johannes Gruber: Was it good?', '13/07/2017 à 09:12 - R: Yes, it was'],
    ['07/12/17 22:35 - Johannes Gruber: Was it good?', '07/13/17 09:12 - R: Yes, it was'],
    ['12.07.17, 10:35 PM - Johannes Gruber: Was it good?', '13.07.17, 09:12 AM  - R: Yes, it was'],
  ];
  for (const [a, b] of cases) {
    it(a!, async () => {
      const { messages } = await parse(lines(a!, b!));
      expect(messages.map((m) => [m.author, m.at.slice(0, 16), m.text])).toEqual([
        ['Johannes Gruber', '2017-07-12T22:35', 'Was it good?'],
        ['R', '2017-07-13T09:12', 'Yes, it was'],
      ]);
    });
  }
});

describe('WhatsApp review fixes (#28)', () => {
  it('a message of endless lines is cut at 65,536 characters, with one note naming the lines dropped', async () => {
    const body = Array.from({ length: 1000 }, (_, i) => `${String(i).padStart(4, '0')} ${'x'.repeat(73)}`);
    const { messages, notes } = await parse(lines('13/1/21, 10:00 - Alice: start', ...body, '13/1/21, 10:01 - Bob: after'));
    expect(messages.map((m) => [m.author, m.text.length])).toEqual([
      ['Alice', 65_536],
      ['Bob', 5],
    ]);
    expect(messages[0]!.text).toBe(['start', ...body].join('\n').slice(0, 65_536));
    // 5 + 840 lines of 79 (with the line break) = 66,365: line 842 (the 841st of text) is the first past the bound.
    expect(notes.map((n) => n.message)).toContain('1 message longer than 65,536 characters was cut (lines 831–1001)');
  });

  it('lines inside a message that look like headers of another layout stay its text (iOS list of appointments)', async () => {
    const { messages, events, notes, records } = await parse(
      lines(
        '[12.06.20, 10:00:00] Anna: Termine:',
        '12.06.2020 14:00: Arzt',
        '13.06.2020 09:30: Friseur',
        '[12.06.20, 10:01:00] Ben: ok',
        '[12.06.20, 10:02:00] Anna: und',
        '12.06.2020, 14:00 - Arzt',
        '13.06.2020, 09:30 - Chef: Friseur',
        '[12.06.20, 10:03:00] Ben: gut',
      ),
      '_chat.txt',
    );
    expect(events).toEqual([]);
    expect(messages.map((m) => [m.author, m.at, m.text])).toEqual([
      ['Anna', '2020-06-12T10:00:00', 'Termine:\n12.06.2020 14:00: Arzt\n13.06.2020 09:30: Friseur'],
      ['Ben', '2020-06-12T10:01:00', 'ok'],
      ['Anna', '2020-06-12T10:02:00', 'und\n12.06.2020, 14:00 - Arzt\n13.06.2020, 09:30 - Chef: Friseur'],
      ['Ben', '2020-06-12T10:03:00', 'gut'],
    ]);
    expect(ofKind(records, 'chat')[0]).toMatchObject({ title: 'Anna & Ben', isGroup: false });
    const texts = notes.map((n) => n.message);
    expect(texts.some((t) => t.includes('date layouts'))).toBe(false);
    expect(texts).toContain('2 lines in an unknown layout at lines 2–3: they start like a date and time but no known layout reads them, so they were kept as text of the message before them');
    expect(texts).toContain(
      '2 lines in an unknown layout at lines 6–7: they start like a date and time in another layout, but lie inside other messages or step back in time, so they were kept as text of the message before them',
    );
  });

  it('one or two lines of another layout between the main layout\'s lines, in time order, are still no locale change', async () => {
    const { messages, notes } = await parse(
      lines('[12.06.20, 10:00:00] Anna: Liste', '12.06.2020, 10:00 - Ben: same minute', '[12.06.20, 10:01:00] Ben: ok', '[12.06.20, 10:02:00] Anna: gut'),
    );
    expect(messages.map((m) => [m.author, m.text])).toEqual([
      ['Anna', 'Liste\n12.06.2020, 10:00 - Ben: same minute'],
      ['Ben', 'ok'],
      ['Anna', 'gut'],
    ]);
    expect(notes.map((n) => n.message)).toContain(
      '1 line in an unknown layout at line 2: it starts like a date and time in another layout, but lies inside other messages or steps back in time, so it was kept as text of the message before it',
    );
  });

  it('a time range typed in an Android message is no header ("2.2.2020 12.30 - 14.00 Uhr: Meeting")', async () => {
    const { messages, records } = await parse(
      lines('01/02/2020, 10:00 - Anna: Termine morgen:', '2.2.2020 12.30 - 14.00 Uhr: Meeting', '3.2.2020 9.00 - 10.00 Uhr: Zahnarzt', '01/02/2020, 10:05 - Ben: ok'),
      '_chat.txt',
    );
    expect(messages.map((m) => [m.author, m.text])).toEqual([
      ['Anna', 'Termine morgen:\n2.2.2020 12.30 - 14.00 Uhr: Meeting\n3.2.2020 9.00 - 10.00 Uhr: Zahnarzt'],
      ['Ben', 'ok'],
    ]);
    expect(ofKind(records, 'chat')[0]).toMatchObject({ isGroup: false });
  });

  it('notices quoting a subject in „…“ or 「…」 with ": " inside are events, not messages of invented authors', async () => {
    const de = await parse(lines('01.02.20, 10:00 - Anna: hallo', '01.02.20, 10:01 - Anna hat den Betreff von „Urlaub: Juni“ zu „Urlaub: Juli“ geändert', '01.02.20, 10:02 - Ben: ok'));
    expect(de.messages.map((m) => m.author)).toEqual(['Anna', 'Ben']);
    expect(de.events.map((e) => e.text)).toEqual(['Anna hat den Betreff von „Urlaub: Juni“ zu „Urlaub: Juli“ geändert']);
    const ja = await parse(lines('[2020/02/01 10:00:00] 花子: こんにちは', '[2020/02/01 10:01:00] 花子がグループ名を「旅行: 6月」に変更しました', '[2020/02/01 10:02:00] 太郎: はい'));
    expect(ja.messages.map((m) => m.author)).toEqual(['花子', '太郎']);
    expect(ja.events).toHaveLength(1);
  });

  it('a short chat with two-digit years first is read year first: a date still to come is no reading', async () => {
    const ymd = await parse(lines('20-12-28, 21:05 - A: hi', '20-12-30, 21:06 - B: yo', '20-12-31, 10:00 - A: x'));
    expect(ymd.messages.map((m) => m.at)).toEqual(['2020-12-28T21:05:00', '2020-12-30T21:06:00', '2020-12-31T10:00:00']);
    const ko = await parse(lines('20. 12. 31. 오후 9:05 - A: 안녕', '20. 12. 31. 오후 9:06 - B: 네'));
    expect(ko.messages.map((m) => m.at)).toEqual(['2020-12-31T21:05:00', '2020-12-31T21:06:00']);
  });

  it('still ambiguous: the order that puts the messages closest together in time, and says so', async () => {
    // 01/02/20 and 03/02/20: 1 and 3 February (2 days apart) day first; 2 January and 2 March month first.
    const { messages, notes } = await parse(lines('01/02/20, 10:00 - A: a', '03/02/20, 10:00 - B: b'));
    expect(messages.map((m) => m.at)).toEqual(['2020-02-01T10:00:00', '2020-02-03T10:00:00']);
    expect(notes.map((n) => n.message)).toEqual([
      'Dates read as day/month/year: they could also be read as month/day/year or year/month/day, but this order puts the messages closest together in time.',
    ]);
  });

  it('typed words are no markers: a bare "Llamada perdida" is a message on Android, "null" is media only as Android\'s whole body', async () => {
    const android = await parse(
      lines('01/02/2020, 10:00 - Ana: ¿me llamaste?', '01/02/2020, 10:01 - Luis: Llamada perdida', '01/02/2020, 10:02 - Luis: null', '01/02/2020, 10:03 - Ana: Llamada de voz perdida'),
    );
    expect(android.messages.map((m) => [m.text, m.media])).toEqual([
      ['¿me llamaste?', undefined],
      ['Llamada perdida', undefined],
      ['null', 'other'],
    ]);
    expect(android.events.map((e) => e.text)).toEqual(['Ana: Llamada de voz perdida']);
    const ios = await parse(lines('[01/02/2020, 10:00:00] Ana: null', '[01/02/2020, 10:01:00] Luis: \u200ELlamada perdida'));
    expect(ios.messages.map((m) => [m.text, m.media])).toEqual([['null', undefined]]);
    expect(ios.events).toHaveLength(1);
  });

  it("the reader's encoding notes come after the last message", async () => {
    const text = lines('13/1/21, 10:00 - Jürgen: Grüße aus München', '13/1/21, 10:01 - Bob: ok');
    const { records, notes } = await parse(Buffer.from(text, 'latin1'));
    expect(notes.length).toBeGreaterThan(0);
    const lastMessage = records.findLastIndex((r) => r.kind === 'message');
    const firstNote = records.findIndex((r, i) => i > 1 && r.kind === 'note');
    expect(firstNote).toBeGreaterThan(lastMessage);
  });
});

describe('WhatsApp: the outsider dev set (#28)', () => {
  it('an English iPhone on the Thai calendar writes "3/18/2565 BE": Buddhist years, read as 2022', async () => {
    const { messages, events } = await parse(
      lines(
        '[3/18/2565 BE, 14:56:01] Elon Musk: \u200EMessages and calls are end-to-end encrypted.',
        '[3/27/2565 BE, 21:41:35] Dmitry S: hello there',
        '[1/12/2566 BE, 15:35:15] Dmitry S: bye',
      ),
      'WhatsApp Chat - Elon Musk.txt',
    );
    expect(events).toHaveLength(1);
    expect(messages.map((m) => [m.author, m.at])).toEqual([
      ['Dmitry S', '2022-03-27T21:41:35'],
      ['Dmitry S', '2023-01-12T15:35:15'],
    ]);
  });

  it('a Czech Android export writes a missed call as the bare "Zmeškaný hovor": an event', async () => {
    const { messages, events } = await parse(lines('07.01.23 23:31 - Dmitry S: ahoj', '07.01.23 23:32 - Dmitry S: Zmeškaný hovor'), 'WhatsApp Chat s uživatelem Dmitry S.txt');
    expect(messages.map((m) => m.text)).toEqual(['ahoj']);
    expect(events.map((e) => e.text)).toEqual(['Dmitry S: Zmeškaný hovor']);
  });
});

describe('WhatsApp: what the fresh outsider set found (#28)', () => {
  it('the oldest layout "08/10/13 14:07:41: Name: text" (no comma, seconds) is read; a time in a message without seconds stays text', async () => {
    const { messages } = await parse(
      lines('08/10/13 14:07:41: Ana: hi', '08/10/13 14:07:49: Ben: at the hospital?', 'plan:', '12.06.2020 14:00: dentist', '09/10/13 09:00:05: Ana: <media omitted>'),
      'chat.txt',
    );
    expect(messages.map((m) => [m.author, m.at, m.media ?? ''])).toEqual([
      ['Ana', '2013-10-08T14:07:41', ''],
      ['Ben', '2013-10-08T14:07:49', ''],
      ['Ana', '2013-10-09T09:00:05', 'other'],
    ]);
    expect(messages[1]!.text).toBe('at the hospital?\nplan:\n12.06.2020 14:00: dentist');
  });

  it('"23:59 PM" (a 24-hour hour with PM after it) is 23:59, not glued to the message before', async () => {
    const { messages } = await parse(lines('1/29/18, 11:58 PM - Bob: one', '1/29/18, 23:59 PM - Bob: two', '1/30/18, 00:04 AM - Carol: three'));
    expect(messages.map((m) => [m.at, m.text])).toEqual([
      ['2018-01-29T23:58:00', 'one'],
      ['2018-01-29T23:59:00', 'two'],
      ['2018-01-30T00:04:00', 'three'],
    ]);
  });

  it('Android: a body starting with U+200E is a message (Android writes no notice under a name); on iOS the mark still makes a notice', async () => {
    const android = await parse(lines('1/29/18, 11:49 PM - Alice: \u200ENo idea, lets try it out!', '1/29/18, 11:50 PM - Bob: \u200E\u200EIMG-20180129-WA0001.jpg (file attached)'));
    expect(android.messages.map((m) => [m.text, m.media ?? ''])).toEqual([
      ['No idea, lets try it out!', ''],
      ['IMG-20180129-WA0001.jpg (file attached)', 'image'],
    ]);
    expect(android.events).toHaveLength(0);
    const ios = await parse(lines('[29.01.18, 23:49:00] Alice: hi', '[29.01.18, 23:50:00] Family: \u200EAlice added Bob'));
    expect(ios.messages).toHaveLength(1);
    expect(ios.events).toHaveLength(1);
  });
});
