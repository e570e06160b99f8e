import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chatExports, collect, countBy, ofKind, tempDir, zipOf } from '../../../../../../tests/support/import-files';
import { detectImportSource } from '../detect-import-source';
import { parseRecords } from '../parse-records';
import type { ImportRecord } from '../types';
import { LANGUAGE_SAMPLES } from '../whatsapp-language-samples';
import { signalReader } from './signal';

const tmp = tempDir('signal');
afterAll(() => tmp.remove());
let n = 0;

async function parse(content: string | Buffer, fileName: string) {
  const file = tmp.write(`${n++}/${fileName}`, content);
  const { records } = await collect(parseRecords(file, { source: 'signal', fileName }));
  return split(records);
}

function split(records: ImportRecord[]) {
  return {
    records,
    chats: ofKind(records, 'chat'),
    messages: ofKind(records, 'message'),
    events: ofKind(records, 'event'),
    notes: ofKind(records, 'note').map((r) => r.message),
  };
}

/**
 * A group chat as signal-export (2024 and later) writes chat.md: models.Message.to_md
 * printed with a blank line after each message, bodies ending in two spaces.
 */
const CHAT_MD = [
  '[2024-03-19 12:00:00] Me: How is everyone?  ',
  '',
  '[2024-03-19 12:01:05] Aya: ',
  '',
  '> How is everyone?',
  '',
  'We are great!',
  'Really.  ',
  '(- Me: 👍, Jim: ❤️ -)',
  '',
  '[2024-03-19 12:02:00] Jim: ![IMG 1.jpg](./media/IMG%201.jpg)  [notes [v2].pdf](./media/notes%20[v2].pdf)  ',
  '',
  '[2024-03-19 12:03:00] Jim: (This message was deleted)',
  '',
  '[2024-03-19 12:04:00] Me: Missed voice call  ',
  '',
  '[2024-03-19 12:04:30] Aya: Incoming video call (accepted, 2m 3s)  ',
  '',
  '[2024-03-19 12:05:00] No-Sender:   ',
  '',
  '[2024-03-19 12:06:00] Aya: look  ',
  '(- Jim: 😂 -)![a.png](./media/a.png)  ',
  '',
  '[2024-03-19 12:07:00] Aya: [😀](../exported_stickers/pack1/3.webp)  ',
  '',
  '[2024-03-19 12:08:00] Me: voice  [Voice 1.m4a](./media/Voice%201.m4a)  ',
  '',
  '[2024-03-19 12:09:00] Jim: (media not exported)  ',
  '',
  '[2024-03-19 12:10:00] Me:   ',
  '(( sticker ))',
  '',
  '[2024-03-20 08:00:00] Jim: a [link](https://example.org) and text  ',
  '',
].join('\n');

/** The same chat as data.json (models.Message.dict_str: one JSON object per line). */
const DATA_JSON = [
  { date: '2024-03-19T12:00:00.123000', sender: 'Me', body: 'How is everyone?  ', quote: '', sticker: null, reactions: [], attachments: [], deleted: false, call: false, missed: false },
  {
    date: '2024-03-19T12:01:05.999000',
    sender: 'Aya',
    body: 'We are great!\nReally.  ',
    quote: '\n\n> How is everyone?\n\n',
    sticker: null,
    reactions: [
      ['Me', '👍'],
      ['Jim', '❤️'],
    ],
    attachments: [],
  },
  {
    date: '2024-03-19T12:02:00',
    sender: 'Jim',
    body: '  ',
    quote: '',
    sticker: null,
    reactions: [],
    attachments: [
      { name: 'IMG 1.jpg', path: 'media/IMG%201.jpg', missing_kind: null },
      { name: 'notes [v2].pdf', path: 'media/notes%20[v2].pdf', missing_kind: null },
    ],
  },
  { date: '2024-03-19T12:03:00', sender: 'Jim', body: '  ', quote: '', sticker: null, reactions: [], attachments: [], deleted: true },
  { date: '2024-03-19T12:04:00', sender: 'Me', body: 'Missed voice call  ', quote: '', sticker: null, reactions: [], attachments: [], call: true, missed: true },
  { date: '2024-03-19T12:04:30', sender: 'Aya', body: 'Incoming video call (accepted, 2m 3s)  ', quote: '', sticker: null, reactions: [], attachments: [], call: true },
  { date: '2024-03-19T12:05:00', sender: 'No-Sender', body: '  ', quote: '', sticker: null, reactions: [], attachments: [] },
  { date: '2024-03-19T12:06:00', sender: 'Aya', body: 'look  ', quote: '', sticker: null, reactions: [['Jim', '😂']], attachments: [{ name: 'a.png', path: 'media/a.png', missing_kind: null }] },
  { date: '2024-03-19T12:07:00', sender: 'Aya', body: '  ', quote: '', sticker: { id: '3', packId: 'pack1', packKey: 'k', emoji: '😀', extension: 'webp' }, reactions: [], attachments: [] },
  { date: '2024-03-19T12:08:00', sender: 'Me', body: 'voice  ', quote: '', sticker: null, reactions: [], attachments: [{ name: 'Voice 1.m4a', path: 'media/Voice%201.m4a', missing_kind: null }] },
  { date: '2024-03-19T12:09:00', sender: 'Jim', body: '  ', quote: '', sticker: null, reactions: [], attachments: [{ name: '', path: '', missing_kind: 'media' }] },
  { date: '2024-03-19T12:10:00', sender: 'Me', body: '  ', quote: '', sticker: { id: '4', packId: 'p', packKey: 'k', emoji: '', extension: null }, reactions: [], attachments: [] },
  { date: '2024-03-20T08:00:00', sender: 'Jim', body: 'a [link](https://example.org) and text  ', quote: '', sticker: null, reactions: [], attachments: [] },
]
  .map((m) => JSON.stringify(m))
  .join('\n');

const EXPECTED_MESSAGES = [
  ['Me', '2024-03-19T12:00:00', 'How is everyone?', undefined],
  ['Aya', '2024-03-19T12:01:05', '> How is everyone?\n\nWe are great!\nReally.', undefined],
  ['Jim', '2024-03-19T12:02:00', 'IMG 1.jpg, notes [v2].pdf', 'image'],
  ['Aya', '2024-03-19T12:06:00', 'look', 'image'],
  ['Aya', '2024-03-19T12:07:00', '😀', 'sticker'],
  ['Me', '2024-03-19T12:08:00', 'voice', 'audio'],
  ['Jim', '2024-03-19T12:09:00', '', 'other'],
  ['Me', '2024-03-19T12:10:00', 'sticker', 'sticker'],
  ['Jim', '2024-03-20T08:00:00', 'a [link](https://example.org) and text', undefined],
];

const EXPECTED_EVENTS = [
  ['2024-03-19T12:03:00', 'Jim: (This message was deleted)'],
  ['2024-03-19T12:04:00', 'Me: Missed voice call'],
  ['2024-03-19T12:04:30', 'Aya: Incoming video call (accepted, 2m 3s)'],
  ['2024-03-19T12:05:00', 'No-Sender: (a notice without text: a group, timer or safety-number change)'],
];

const EXPECTED_NOTES = [
  '1 deleted message(s) kept as events',
  '2 call(s) kept as events, not messages',
  '1 entry without text or attachment (group, timer or safety-number changes) kept as events',
  '3 reaction(s) not imported: a reaction is not a message',
];

describe('Signal (signal-export)', () => {
  it('chat.md: messages with quotes kept as text, attachments and stickers as media, deleted/calls/notices as events, reactions counted in a note', async () => {
    const { chats, messages, events, notes } = await parse(CHAT_MD, 'chat.md');
    // Keyed by its first message; "chat.md" names no chat: titled by its people; "Me" is the exporter.
    expect(chats).toEqual([{ kind: 'chat', chatKey: expect.stringMatching(/^signal:conversation:/), title: 'Aya & Jim', isGroup: true, self: 'Me' }]);
    expect(messages.map((m) => [m.author, m.at, m.text, m.media])).toEqual(EXPECTED_MESSAGES);
    expect(messages.map((m) => m.line)).toEqual([1, 3, 11, 21, 24, 26, 28, 30, 33]);
    expect(countBy(messages, (m) => m.author)).toEqual({ Me: 3, Aya: 3, Jim: 3 });
    expect(events.map((e) => [e.at, e.text])).toEqual(EXPECTED_EVENTS);
    expect(notes).toEqual(EXPECTED_NOTES);
    expect([messages[0]!.at, messages[messages.length - 1]!.at]).toEqual(['2024-03-19T12:00:00', '2024-03-20T08:00:00']);
  });

  it('data.json (JSON lines) gives the same messages, events and chat as chat.md', async () => {
    const md = await parse(CHAT_MD, 'chat.md');
    const json = await parse(DATA_JSON, 'data.json');
    expect(json.chats).toEqual(md.chats);
    expect(json.messages.map((m) => [m.author, m.at, m.text, m.media])).toEqual(EXPECTED_MESSAGES);
    expect(json.messages.map((m) => m.line)).toEqual([1, 2, 3, 8, 9, 10, 11, 12, 13]);
    expect(json.events.map((e) => [e.at, e.text])).toEqual(EXPECTED_EVENTS);
    expect(json.notes).toEqual(EXPECTED_NOTES);
  });

  it('older versions: "[YYYY-MM-DD, HH:MM]" or "[YYYY-MM-DD HH:MM]", no blank lines, attachments under the chat folder; the file named after the chat', async () => {
    const md = [
      '[2019-05-29, 15:04] Me: How is everyone?  ',
      "[2019-05-29, 15:10] Aya: We're great!",
      'second line  ',
      '[2019-05-29, 15:20] Aya: ![2019-05-29_IMG 2.jpeg](./Aya/2019-05-29_IMG%202.jpeg)  ',
      "[2022-08-11 09:00] Me: I'm not.  ",
    ].join('\n');
    expect(signalReader.detectText!(md, 'Aya.md')).toBe(true);
    const { chats, messages, events } = await parse(md, 'Aya.md');
    expect(chats).toEqual([{ kind: 'chat', chatKey: expect.stringMatching(/^signal:conversation:/), title: 'Aya', isGroup: false, self: 'Me' }]);
    expect(messages.map((m) => [m.author, m.at, m.text, m.media])).toEqual([
      ['Me', '2019-05-29T15:04:00', 'How is everyone?', undefined],
      ['Aya', '2019-05-29T15:10:00', "We're great!\nsecond line", undefined],
      ['Aya', '2019-05-29T15:20:00', '2019-05-29_IMG 2.jpeg', 'image'],
      ['Me', '2022-08-11T09:00:00', "I'm not.", undefined],
    ]);
    expect(events).toEqual([]);
  });

  it('a zip of the export folder: one chat per folder, titled by it; data.json read before chat.md; lines before the first message reported', async () => {
    const zip = await zipOf([
      { name: 'signal-chats/style.css', data: 'body{}' },
      { name: 'signal-chats/Family/chat.md', data: CHAT_MD },
      { name: 'signal-chats/Family/data.json', data: DATA_JSON },
      { name: 'signal-chats/Family/index.html', data: '<html></html>' },
      { name: 'signal-chats/Family/media/a.png', data: Buffer.from([0x89, 0x50]) },
      { name: 'signal-chats/Bob/chat.md', data: 'stray line\n\n[2024-01-01 09:00:00] Bob: hi  \n\n[2024-01-01 09:01:00] Me: hello  \n\n' },
    ]);
    const file = tmp.write(`${n++}/signal-chats.zip`, zip);
    expect(await detectImportSource(file, 'signal-chats.zip')).toBe('signal');
    const { records } = await collect(parseRecords(file, { source: 'signal', fileName: 'signal-chats.zip' }));
    const { chats, messages, notes } = split(records);
    expect(chats.map((c) => [c.title, c.isGroup, c.self])).toEqual(
      expect.arrayContaining([
        ['Family', true, 'Me'],
        ['Bob', false, 'Me'],
      ]),
    );
    expect(chats).toHaveLength(2);
    const title = new Map(chats.map((c) => [c.chatKey, c.title]));
    expect(title.size).toBe(2);
    expect(countBy(messages, (m) => `${title.get(m.chatKey)} ${m.author}`)).toEqual({
      'Family Me': 3,
      'Family Aya': 3,
      'Family Jim': 3,
      'Bob Bob': 1,
      'Bob Me': 1,
    });
    // The Family chat was read from data.json: its lines are JSON lines.
    expect(messages.filter((m) => title.get(m.chatKey) === 'Family').map((m) => m.line)).toEqual([1, 2, 3, 8, 9, 10, 11, 12, 13]);
    expect(notes).toContain('1 line(s) of signal-chats/Bob/chat.md skipped (before the first message) at line 1');
  });

  it('detection: signal-export output is Signal; WhatsApp (its "[YYYY-MM-DD HH:MM:SS] Name:" layout included) is not', async () => {
    expect(await detectImportSource(tmp.write(`${n++}/chat.md`, CHAT_MD), 'chat.md')).toBe('signal');
    expect(await detectImportSource(tmp.write(`${n++}/data.json`, DATA_JSON), 'data.json')).toBe('signal');
    // signal-export's README example (its 2019–2021 layout; the README lost the trailing spaces).
    expect(signalReader.detectText!("[2019-05-29, 15:04] Me: How is everyone?\n[2019-05-29, 15:10] Aya: We're great!\n[2019-05-29, 15:20] Jim: I'm not.\n", 'chat.md')).toBe(true);
    // WhatsApp's bracketed year-first layouts without a comma stay WhatsApp.
    expect(signalReader.detectText!('[2019-04-16 02:09] John: a\n[2019-04-17 13:30] Mary: b\n', 'chat.txt')).toBe(false);
    // A WhatsApp iOS chat in the same header layout (Swedish phones), every language's bodies.
    const bodies = LANGUAGE_SAMPLES.flatMap((l) => l.ios.map((s) => s.body));
    const whatsapp = bodies.map((b, i) => `[2019-05-29 15:${String(i % 60).padStart(2, '0')}:12] Sam Lee: ${b}`).join('\n');
    expect(signalReader.detectText!(whatsapp, '_chat.txt')).toBe(false);
    expect(await detectImportSource(tmp.write(`${n++}/_chat.txt`, whatsapp), '_chat.txt')).toBe('whatsapp');
    for (const dir of ['chat-analytics', 'whatstk']) {
      for (const name of fs.readdirSync(path.join(chatExports, dir))) {
        if (!/\.(txt|json)$/.test(name)) continue;
        const head = fs.readFileSync(path.join(chatExports, dir, name)).subarray(0, 64 * 1024).toString('utf8');
        expect(signalReader.detectText!(head, name), name).toBe(false);
      }
    }
    // A WhatsApp zip is no signal-export zip.
    const zip = tmp.write(`${n++}/wa.zip`, fs.readFileSync(path.join(chatExports, 'chat-analytics/whatsapp_4A_11M.zip')));
    expect(await detectImportSource(zip, 'wa.zip')).toBe('whatsapp');
  });

  it('one chat key however the same chat arrives: chat.md, data.json, a zip of its folder, a zip of its folder\'s files, a zip of the export', async () => {
    const zips = {
      folder: await zipOf([
        { name: 'Family/chat.md', data: CHAT_MD },
        { name: 'Family/data.json', data: DATA_JSON },
      ]),
      contents: await zipOf([
        { name: 'chat.md', data: CHAT_MD },
        { name: 'media/a.png', data: Buffer.from([0x89, 0x50]) },
      ]),
      export: await zipOf([
        { name: 'signal-chats/Family/chat.md', data: CHAT_MD },
        { name: 'signal-chats/Family/data.json', data: DATA_JSON },
      ]),
      markdownOnly: await zipOf([{ name: 'signal-chats/Family/chat.md', data: CHAT_MD }]),
    };
    const arrivals = [
      await parse(CHAT_MD, 'chat.md'),
      await parse(DATA_JSON, 'data.json'),
      await parse(zips.folder, 'Family.zip'),
      await parse(zips.contents, 'signal-chat (1).zip'),
      await parse(zips.export, 'signal-chats.zip'),
      await parse(zips.markdownOnly, 'export.zip'),
    ];
    const keys = arrivals.map((a) => a.chats.map((c) => c.chatKey));
    // Keyed by the conversation itself (its first message's minute and author), never by a file or zip name.
    expect(keys[0]).toEqual([expect.stringMatching(/^signal:conversation:[0-9a-f]{20}$/)]);
    expect(new Set(keys.flat())).toEqual(new Set(keys[0]));
    for (const a of arrivals) expect(new Set(a.messages.map((m) => m.chatKey))).toEqual(new Set(keys[0]));
    // Titled by its folder when the upload shows it, else by its people (not by the zip's name).
    expect(arrivals.map((a) => a.chats[0]!.title)).toEqual(['Aya & Jim', 'Aya & Jim', 'Family', 'Aya & Jim', 'Family', 'Family']);
    // An older export of the same chat (minutes only) keeps the key: the key is by the minute.
    const older = await parse(CHAT_MD.replace('[2024-03-19 12:00:00] Me:', '[2024-03-19 12:00] Me:'), 'chat.md');
    expect(older.chats[0]!.chatKey).toBe(keys[0]![0]);
    // Another chat gets another key.
    const other = await parse(CHAT_MD.replace('[2024-03-19 12:00:00] Me:', '[2024-03-19 12:00:00] Aya:'), 'chat.md');
    expect(other.chats[0]!.chatKey).not.toBe(keys[0]![0]);
  });

  it('group or one-to-one: a group where only one member wrote is a group when its folder names the group, or when a notice has no sender', async () => {
    const oneWriter = '[2024-05-01 10:00:00] Me: hi all  \n\n[2024-05-01 10:01:00] Aya: hi  \n\n';
    const zip = await zipOf([
      // A group ("Book Club") where only Aya answered: its folder is not her name.
      { name: 'out/BookClub/chat.md', data: oneWriter },
      // One-to-one chats: the folder is the contact's name (signal-export writes both from it), or it with a number (two contacts of one name).
      { name: 'out/Aya/chat.md', data: oneWriter.replaceAll('10:0', '11:0') },
      { name: 'out/Aya2/chat.md', data: oneWriter.replaceAll('10:0', '12:0') },
      // Note to Self: only "Me" writes.
      { name: 'out/NotetoSelf/chat.md', data: '[2024-05-01 13:00:00] Me: remember milk  \n\n' },
    ]);
    const { chats } = await parse(zip, 'out.zip');
    expect(chats.map((c) => [c.title, c.isGroup])).toEqual([
      ['BookClub', true],
      ['Aya', false],
      ['Aya2', false],
      ['NotetoSelf', false],
    ]);
    // A lone chat.md names no folder: one other writer reads as one-to-one, unless a notice without a sender shows a group.
    expect((await parse(oneWriter, 'chat.md')).chats[0]!.isGroup).toBe(false);
    expect((await parse(`${oneWriter}[2024-05-01 10:02:00] No-Sender:   \n\n`, 'chat.md')).chats[0]!.isGroup).toBe(true);
  });

  it('attachment names: as signal-export writes them (the name as is, the path with %20) and with the name encoded too', async () => {
    const md = [
      '[2024-01-01 10:00:00] Aya: [Voice note.m4a](./media/Voice%20note.m4a)  ',
      '',
      '[2024-01-01 10:01:00] Aya: [Voice%20note.m4a](./media/Voice%20note.m4a)  ',
      '',
      '[2024-01-01 10:02:00] Aya: look  ![IMG 2041.jpg](./media/IMG%202041.jpg)  ',
      '',
      '[2024-01-01 10:03:00] Aya: ![a%20b.png](./media/a%20b.png)  ',
      '',
    ].join('\n');
    const { messages } = await parse(md, 'chat.md');
    expect(messages.map((m) => [m.text, m.media])).toEqual([
      ['Voice note.m4a', 'audio'],
      ['Voice%20note.m4a', 'audio'],
      ['look', 'image'],
      ['a%20b.png', 'image'],
    ]);
  });

  it('a message of endless lines is cut to its first 65,536 characters, the same from chat.md and data.json, with a note; its attachment still read', async () => {
    const body = Array.from({ length: 20_000 }, (_, i) => `line ${i} of a very long message`);
    const md = `[2024-01-01 10:00:00] Me: hi  \n\n[2024-01-01 10:01:00] Aya: ${body.join('\n')}  \n(- Me: 👍 -)![a.png](./media/a.png)  \n\n[2024-01-01 10:02:00] Me: ok  \n\n`;
    const json = [
      { date: '2024-01-01T10:00:00', sender: 'Me', body: 'hi  ', quote: '', sticker: null, reactions: [], attachments: [] },
      { date: '2024-01-01T10:01:00', sender: 'Aya', body: `${body.join('\n')}  `, quote: '', sticker: null, reactions: [['Me', '👍']], attachments: [{ name: 'a.png', path: 'media/a.png', missing_kind: null }] },
      { date: '2024-01-01T10:02:00', sender: 'Me', body: 'ok  ', quote: '', sticker: null, reactions: [], attachments: [] },
    ]
      .map((m) => JSON.stringify(m))
      .join('\n');
    for (const [content, name] of [
      [md, 'chat.md'],
      [json, 'data.json'],
    ] as const) {
      const { messages, notes } = await parse(content, name);
      expect(messages.map((m) => [m.author, m.text.length, m.media])).toEqual([
        ['Me', 2, undefined],
        ['Aya', 65_536, 'image'],
        ['Me', 2, undefined],
      ]);
      expect(messages[1]!.text).toBe(body.join('\n').slice(0, 65_536));
      expect(notes).toContain('1 message(s) longer than 65,536 characters cut to their first 65,536');
      expect(notes).toContain('1 reaction(s) not imported: a reaction is not a message');
    }
  });

  it('many authors: the people kept for the title and the group flag are capped', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 10_050; i++) lines.push(`[2024-01-01 10:00:00] P${i}: hi  `, '');
    const { chats, messages } = await parse(lines.join('\n'), 'chat.md');
    expect(messages).toHaveLength(10_050);
    expect(chats[0]!.isGroup).toBe(true);
    expect(chats[0]!.title).toBe('P0, P1 and 9,998 others');
  });

  it('refuses a file that is not signal-export output', async () => {
    await expect(parse('[2024-01-01 09:00:00] Bob: no markdown break\n', 'chat.md')).rejects.toThrow(/not a signal-export chat/);
  });

  it('batches of at most 2000 records, in file order, on a long chat', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 4500; i++) lines.push(`[2024-01-01 ${String(Math.floor(i / 3600) + 10).padStart(2, '0')}:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}] ${i % 2 ? 'Me' : 'Bob'}: message ${i}  `, '');
    const file = tmp.write(`${n++}/Bob.md`, lines.join('\n'));
    const { batches, records } = await collect(parseRecords(file, { source: 'signal', fileName: 'Bob.md' }));
    expect(Math.max(...batches.map((b) => b.records.length))).toBeLessThanOrEqual(2000);
    const messages = ofKind(records, 'message');
    expect(messages).toHaveLength(4500);
    expect(messages[4499]!.text).toBe('message 4499');
    expect(batches[batches.length - 1]!.progress.done).toBe(batches[batches.length - 1]!.progress.total);
  });
});
