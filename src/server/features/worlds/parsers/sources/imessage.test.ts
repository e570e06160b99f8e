import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { chatExports, collect, countBy, ofKind, tempDir, zipOf } from '../../../../../../tests/support/import-files';
import { detectImportSource } from '../detect-import-source';
import { parseRecords } from '../parse-records';
import type { ImportRecord } from '../types';
import { imessageReader } from './imessage';
import type { IMessageEntry } from './imessage-entry';
import { ReplyCopies } from './imessage-entry';

const samples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../tests/samples/ReagentX-imessage-exporter');
const tmp = tempDir('imessage');
afterAll(() => tmp.remove());
let n = 0;

function split(records: ImportRecord[]) {
  return {
    chats: ofKind(records, 'chat'),
    messages: ofKind(records, 'message'),
    events: ofKind(records, 'event'),
    places: ofKind(records, 'place'),
    identifiers: ofKind(records, 'identifier'),
    notes: ofKind(records, 'note').map((r) => r.message),
  };
}

async function parse(content: string | Buffer, fileName: string) {
  const file = tmp.write(`${n++}/${fileName}`, content);
  const { records } = await collect(parseRecords(file, { source: 'imessage', fileName }));
  return split(records);
}

/** An export by imessage-exporter 1.x/2.x (txt.rs of 2023–2024): "Reactions:", a reply nested (indented on its first line) and where sent, edits with the full time stamp. */
const TXT_V2 = [
  'May 17, 2022  5:29:42 PM',
  'Me',
  'Hello!',
  '',
  'May 17, 2022  5:30:01 PM (Read by you after 1 minute)',
  '+15558675309',
  'Hi there',
  'second line',
  'Reactions:',
  'Loved by Me',
  '',
  '    May 17, 2022  5:31:00 PM',
  '    Me',
  '    threaded answer',
  '',
  '',
  'May 17, 2022  5:31:00 PM',
  'Me',
  'threaded answer',
  'This message responded to an earlier message.',
  '',
  'May 17, 2022 12:02:10 AM',
  '+15558675309',
  '/Users/me/Library/Messages/Attachments/a1/01/X/IMG_0001.HEIC',
  'Sent with Confetti',
  '',
  'May 17, 2022 12:05:00 PM You renamed the conversation to Crabs',
  '',
  'May 18, 2022  9:00:00 AM',
  '+15558675309',
  'May 18, 2022  9:00:00 AM Helo',
  'Edited 9 seconds later: Hello',
  '',
  'May 18, 2022  9:01:00 AM',
  'Me',
  'You deleted a message.',
  '',
  'May 18, 2022  9:02:00 AM',
  'steve@icloud.com',
  'https://maps.apple.com/?ll=37.331,-122.031&q=Apple%20Park',
  'Apple Park',
  '',
  'May 18, 2022  9:03:00 AM',
  'Me',
  'This message was deleted from the conversation!',
  'still here',
  '',
  'May 18, 2022  9:04:00 AM',
  'Me',
  'SharePlay Message',
  'Ended',
  '',
  'May 18, 2022  9:05:00 AM',
  '+15558675309',
  'Sticker from +15558675309: /Users/me/Library/Messages/StickerCache/1.heic',
  '',
  '',
].join('\n');

/** A newer export (txt templates of 2025–2026): "Tapbacks:" indented, replies indented on every line (here only nested, as in an export cut by date), time-only edit history, unsent parts. */
const TXT_NEW = [
  'Dec 03, 2025 11:10:31 AM',
  'Caelan Morris',
  'Yes please',
  'Tapbacks:',
  '    Liked by Me',
  '    Loved by Dad',
  '    May 21, 2025  8:42:02 PM',
  '    Me',
  '    a reply',
  '    in two lines',
  '',
  '    May 21, 2025  8:43:00 PM',
  '    Dad',
  '    another reply',
  '',
  'Dec 03, 2025 11:12:00 AM (Read by them after 4 seconds)',
  'Me',
  '5:29:42 PM first try',
  'Edited 30 seconds later: second try',
  'Sent with Invisible Ink',
  '',
  'Dec 03, 2025 11:13:00 AM',
  'Dad',
  'They unsent this message part 3 seconds after sending!',
  '',
  'Dec 03, 2025 11:14:00 AM Mum added Caelan Morris to the conversation.',
  '',
  'Dec 03, 2025 11:15:00 AM',
  'Dad',
  'Audio Message.caf',
  'Transcription: call me back',
  '',
  'Dec 03, 2025 11:16:00 AM',
  'Dad',
  'Started sharing location!',
  '',
].join('\n');

describe('iMessage (imessage-exporter)', () => {
  it('TXT (1.x/2.x layout): messages once, tapbacks and read receipts left out, edits counted once with the last text, unsent and announcements as events, handles as identifiers, Apple Maps links as places', async () => {
    const { chats, messages, events, places, identifiers, notes } = await parse(TXT_V2, '+15558675309.txt');
    expect(chats).toEqual([{ kind: 'chat', chatKey: 'imessage:+15558675309', title: '+15558675309', isGroup: false, self: 'Me' }]);
    expect(messages.map((m) => [m.author, m.at, m.text, m.media])).toEqual([
      ['Me', '2022-05-17T17:29:42', 'Hello!', undefined],
      ['+15558675309', '2022-05-17T17:30:01', 'Hi there\nsecond line', undefined],
      ['Me', '2022-05-17T17:31:00', 'threaded answer', undefined],
      ['+15558675309', '2022-05-17T00:02:10', '', 'image'],
      ['+15558675309', '2022-05-18T09:00:00', 'Hello', undefined],
      ['steve@icloud.com', '2022-05-18T09:02:00', 'https://maps.apple.com/?ll=37.331,-122.031&q=Apple%20Park\nApple Park', undefined],
      ['Me', '2022-05-18T09:03:00', 'still here', undefined],
      ['+15558675309', '2022-05-18T09:05:00', '', 'sticker'],
    ]);
    // The reply is read where it is first written (nested, line 12); its copy at line 17 is dropped.
    expect(messages.map((m) => m.line)).toEqual([1, 5, 12, 22, 29, 38, 43, 53]);
    expect(countBy(messages, (m) => m.author)).toEqual({ Me: 3, '+15558675309': 4, 'steve@icloud.com': 1 });
    expect(events.map((e) => [e.at, e.text])).toEqual([
      ['2022-05-17T12:05:00', 'You renamed the conversation to Crabs'],
      ['2022-05-18T09:01:00', 'Me: unsent a message'],
      ['2022-05-18T09:04:00', 'Me: SharePlay Message Ended'],
    ]);
    expect(places).toEqual([{ kind: 'place', lat: 37.331, lon: -122.031, at: '2022-05-18T09:02:00', via: 'message', chatKey: 'imessage:+15558675309', author: 'steve@icloud.com' }]);
    expect(identifiers).toEqual([
      { kind: 'identifier', author: '+15558675309', type: 'tel', value: '+15558675309' },
      { kind: 'identifier', author: 'steve@icloud.com', type: 'email', value: 'steve@icloud.com' },
    ]);
    expect(notes).toEqual([
      '1 tapback(s) not imported: a tapback is a reaction, not a message',
      '1 duplicate copy of threaded replies skipped: the exporter writes a reply under the message it answers and again where it was sent; each reply was read once',
      '1 unsent message(s) or message part(s): kept as events when nothing of the message is left',
      "1 notice(s) in a message's place (SharePlay, location sharing started or stopped, empty messages) kept as events",
      '1 message(s) marked "deleted from the conversation" (still in Recently Deleted, with their text) kept as messages',
      '1 announcement(s) (renames, people added or leaving, group photo changes) kept as events',
    ]);
  });

  it('TXT (newer layout): indented tapbacks, replies written only nested read there, time-only edit history, a named group from its file name', async () => {
    const { chats, messages, events, notes } = await parse(TXT_NEW, 'Family - 12.txt');
    expect(chats).toEqual([{ kind: 'chat', chatKey: 'imessage:Family - 12', title: 'Family', isGroup: true, self: 'Me' }]);
    expect(messages.map((m) => [m.author, m.at, m.text, m.media, m.line])).toEqual([
      ['Caelan Morris', '2025-12-03T11:10:31', 'Yes please', undefined, 1],
      ['Me', '2025-05-21T20:42:02', 'a reply\nin two lines', undefined, 7],
      ['Dad', '2025-05-21T20:43:00', 'another reply', undefined, 12],
      ['Me', '2025-12-03T11:12:00', 'second try', undefined, 16],
      ['Dad', '2025-12-03T11:15:00', 'Transcription: call me back', 'audio', 28],
    ]);
    expect(events.map((e) => [e.at, e.text])).toEqual([
      ['2025-12-03T11:13:00', 'Dad: unsent a message'],
      ['2025-12-03T11:14:00', 'Mum added Caelan Morris to the conversation.'],
      ['2025-12-03T11:16:00', 'Dad: Started sharing location!'],
    ]);
    expect(notes[0]).toBe('2 tapback(s) not imported: a tapback is a reaction, not a message');
    expect(notes.some((note) => note.includes('threaded'))).toBe(false);
  });

  it("HTML: the exporter's own example page (public sample), its threaded replies written only nested read there", async () => {
    const html = fs.readFileSync(path.join(samples, 'example.html'));
    const { chats, messages, events, identifiers, notes } = await parse(html, 'steve@icloud.com, +15558675309.html');
    expect(chats).toEqual([
      { kind: 'chat', chatKey: 'imessage:steve@icloud.com, +15558675309', title: 'steve@icloud.com, +15558675309', isGroup: true, self: 'Me' },
    ]);
    // 6 messages at the top level and 4 threaded replies written only under the message they answer.
    expect(messages).toHaveLength(10);
    expect(countBy(messages, (m) => m.author)).toEqual({ Me: 6, '+15558675309': 3, 'steve@icloud.com': 1 });
    expect(messages.map((m) => [m.author, m.at, m.text.split('\n')[0], m.media])).toEqual([
      ['Me', '2022-07-17T17:04:04', 'iMessage Data Exporter', undefined],
      ['Me', '2022-07-17T17:04:05', 'https://github.com/ReagentX/imessage-exporter', undefined],
      ['steve@icloud.com', '2022-07-17T17:31:49', 'No, does it support threads? I have a lot of important messages that I have been meaning to back up.', undefined],
      ['Me', '2022-07-17T17:32:03', 'Yep! It supports all iMessage features: stickers, reactions, expressives... you name it, you can export it!', undefined],
      ['+15558675309', '2022-07-17T17:35:03', 'Even those pesky HEIC files? Nothing can display those!', undefined],
      // Its second part is bella.jpeg, in the older markup: the <img> straight in the part.
      ['Me', '2022-07-17T17:37:53', 'Yes, even those! They get converted to JPEG.', 'image'],
      ['+15558675309', '2022-07-17T17:40:03', 'What about group chats? Sometimes the iMessage app shows multiple conversations with the same people.', undefined],
      ['Me', '2022-07-17T17:44:25', 'Yes, this tool will deduplicate both contacts and conversations to ensure messages go to the right place!', undefined],
      // An edited reply: its last version.
      ['+15558675309', '2022-07-17T17:45:03', "That's amazing!", undefined],
      ['Me', '2022-07-17T17:47:37', 'Hang on guys, I have bad service right now. I hope you find this tool useful!', undefined],
    ]);
    expect(messages.filter((m) => m.media)).toHaveLength(1);
    expect(messages.map((m) => m.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([messages[0]!.at, messages[messages.length - 1]!.at]).toEqual(['2022-07-17T17:04:04', '2022-07-17T17:47:37']);
    expect(events).toEqual([{ kind: 'event', chatKey: 'imessage:steve@icloud.com, +15558675309', at: '2022-07-17T17:04:50', text: 'You renamed the conversation to 🦀 iMessage Exporter 🦀' }]);
    expect(identifiers.map((i) => [i.type, i.value])).toEqual([
      ['email', 'steve@icloud.com'],
      ['tel', '+15558675309'],
    ]);
    // The tapbacks of the nested replies too (the sticker tapback's inner <span class="reaction"> is not one more).
    expect(notes).toEqual([
      '8 tapback(s) not imported: a tapback is a reaction, not a message',
      '1 announcement(s) (renames, people added or leaving, group photo changes) kept as events',
    ]);
  });

  it('HTML (newer markup): time in a link, tapbacks, replies shown twice read once, edits, unsent parts, attachments, escaped text', async () => {
    const page = `<html>
<head>
<meta charset="UTF-8">
<style>.message .sent.iMessage { color: blue }</style>
</head>
<body>
<div class="message">
<div class="received">
<p><span class="timestamp"><a title="Reveal in Messages app" href="sms://open?message-guid=A">May 17, 2022  5:29:42 PM</a> (Read by you after 1 minute)</span>
<span class="sender">Ana</span></p>
<hr><div class="message_part">
<span class="bubble">Fish &amp; chips? <b>now</b></span>
</div>
<div class="tapbacks">
<hr><p>Tapbacks:</p>
<div class="tapback"><span><b>Loved</b> by Me</span></div>
</div>
<div class="replies">
<div class="reply" id="B"><div class="message">
<div class="sent iMessage">
<p><span class="timestamp">May 17, 2022  5:30:00 PM</span>
<span class="sender">Me</span></p>
<hr><div class="message_part">
<span class="bubble">yes</span>
</div>
</div>
</div></div>
</div>
</div>
</div>
<div class="message", id="r-B">
<div class="sent iMessage">
<p><span class="timestamp">May 17, 2022  5:30:00 PM</span>
<span class="reply_anchor"><a title="View in thread" href="#B">⇱</a></span>
<span class="sender">Me</span></p>
<hr><div class="message_part">
<span class="bubble">yes</span>
</div>
<span class="reply_context">This message responded to an earlier message.</span>
</div>
</div>
<div class="message">
<div class="received">
<p><span class="timestamp">May 17, 2022 10:00:00 PM</span>
<span class="sender">Ana</span></p>
<hr><div class="message_part">
<div class="edited"><table><tbody><tr><td><span class="timestamp"></span></td><td>helo</td></tr></tbody><tfoot><tr><td><span class="timestamp">Edited 9 seconds later</span></td><td>hello</td></tr></tfoot></table></div>
</div>
<hr><div class="message_part">
<div class="attachment">
<img src="attachments/1/IMG_1.jpeg" loading="lazy">
</div>
</div>
</div>
</div>
<div class="message">
<div class="received">
<p><span class="timestamp">May 18, 2022 12:00:00 AM</span>
<span class="sender">Ana</span></p>
<hr><div class="message_part">
<span class="unsent">Ana unsent this message part 3 seconds after sending!</span>
</div>
</div>
</div>
<div class="message">
<div class="received">
<p><span class="timestamp">May 18, 2022 12:01:00 AM</span>
<span class="sender">Ana</span></p>
<hr><div class="message_part">
<div class="attachment"><div><audio controls src="attachments/2/Audio Message.caf" type="audio/x-caf" </audio></div> <hr><span class="transcription">Transcription: hi</span></div>
</div>
</div>
</div>
<div class ="announcement"><p><span class="timestamp">May 18, 2022 12:02:00 AM</span> Ana left the conversation.</p></div>
</body></html>
`;
    expect(imessageReader.detectText!(page, 'Ana.html')).toBe(true);
    const { chats, messages, events, notes } = await parse(page, 'Ana.html');
    expect(chats.map((c) => [c.title, c.isGroup])).toEqual([['Ana', false]]);
    expect(messages.map((m) => [m.author, m.at, m.text, m.media, m.line])).toEqual([
      ['Ana', '2022-05-17T17:29:42', 'Fish & chips? now', undefined, 1],
      ['Me', '2022-05-17T17:30:00', 'yes', undefined, 2],
      ['Ana', '2022-05-17T22:00:00', 'hello', 'image', 4],
      ['Ana', '2022-05-18T00:01:00', 'Transcription: hi', 'audio', 6],
    ]);
    expect(events.map((e) => [e.at, e.text])).toEqual([
      ['2022-05-18T00:00:00', 'Ana: unsent a message'],
      ['2022-05-18T00:02:00', 'Ana left the conversation.'],
    ]);
    expect(notes).toEqual(
      expect.arrayContaining([
        '1 tapback(s) not imported: a tapback is a reaction, not a message',
        '1 duplicate copy of threaded replies skipped: the exporter writes a reply under the message it answers and again where it was sent; each reply was read once',
      ]),
    );
  });

  describe('threaded replies, each read once whether written nested and where sent (a whole export) or only nested (an export cut by date)', () => {
    /** A conversation as txt.rs writes it: replies nested under the message they answer (older releases indent only a part's first line) and, if `inPlace`, again where sent. */
    const txt = (inPlace: boolean) =>
      [
        'Jun 01, 2024  9:00:00 AM',
        'Ana',
        'Who is coming Saturday?',
        '    Jun 01, 2024  9:05:00 AM',
        '    Me',
        '    I am',
        'bringing cake',
        '',
        '    Jun 01, 2024  9:07:00 AM (Read by you after 1 minute)',
        '    +15558675309',
        '    /Users/me/Library/Messages/Attachments/aa/01/X/IMG_7.HEIC',
        '',
        '',
        ...(inPlace ? ['Jun 01, 2024  9:05:00 AM', 'Me', 'I am', 'bringing cake', 'This message responded to an earlier message.', ''] : []),
        // Two messages alike that are no replies: both kept.
        'Jun 01, 2024  9:06:00 AM',
        'Me',
        'ok',
        '',
        'Jun 01, 2024  9:06:00 AM',
        'Me',
        'ok',
        '',
        ...(inPlace
          ? ['Jun 01, 2024  9:07:00 AM (Read by you after 1 minute)', '+15558675309', '/Users/me/Library/Messages/Attachments/aa/01/X/IMG_7.HEIC', 'This message responded to an earlier message.', '']
          : []),
        // A reply to a message before the export: only where sent.
        'Jun 01, 2024  9:08:00 AM',
        'Ana',
        'an answer to a message before this export',
        'This message responded to an earlier message.',
        '',
      ].join('\n');

    const message = (o: { at: string; sender: string; part: string; sent?: boolean; id?: string; reply?: boolean; replies?: string[] }) =>
      [
        o.reply ? `<div class="message", id="r-${o.id}">` : '<div class="message">',
        o.sent ? '<div class="sent iMessage">' : '<div class="received">',
        `<p><span class="timestamp">${o.at}</span>`,
        o.id ? `<span class="reply_anchor"><a href="${o.reply ? '#' : '#r-'}${o.id}">${o.reply ? '⇱' : '⇲'}</a></span>` : '',
        `<span class="sender">${o.sender}</span></p>`,
        `<hr><div class="message_part">\n${o.part}\n</div>`,
        o.replies ? `<div class="replies">\n${o.replies.join('\n')}\n</div>` : '',
        o.reply ? '<span class="reply_context">This message responded to an earlier message.</span>' : '',
        '</div>',
        '</div>',
      ].join('\n');
    const cake = { at: 'Jun 01, 2024  9:05:00 AM', sender: 'Me', sent: true, id: 'R1', part: '<span class="bubble">I am<br>bringing cake</span>' };
    const photo = { at: 'Jun 01, 2024  9:07:00 AM (Read by you after 1 minute)', sender: '+15558675309', id: 'R2', part: '<div class="attachment"><img src="attachments/1/IMG_7.jpeg" loading="lazy"></div>' };
    const ok = message({ at: 'Jun 01, 2024  9:06:00 AM', sender: 'Me', sent: true, part: '<span class="bubble">ok</span>' });
    /** A page as html.rs writes it: replies in <div class="replies"> under the message they answer and, if `inPlace`, again where sent. */
    const html = (inPlace: boolean) =>
      [
        '<html>\n<head>\n<meta charset="UTF-8">\n</head>\n<body>',
        message({
          at: 'Jun 01, 2024  9:00:00 AM',
          sender: 'Ana',
          part: '<span class="bubble">Who is coming Saturday?</span>',
          replies: [cake, photo].map((r) => `<div class="reply" id="${r.id}">${message(r)}</div>`),
        }),
        inPlace ? message({ ...cake, reply: true }) : '',
        ok,
        ok,
        inPlace ? message({ ...photo, reply: true }) : '',
        message({ at: 'Jun 01, 2024  9:08:00 AM', sender: 'Ana', id: 'R0', reply: true, part: '<span class="bubble">an answer to a message before this export</span>' }),
        '</body></html>',
      ].join('\n');

    const expected = [
      ['Ana', '2024-06-01T09:00:00', 'Who is coming Saturday?', undefined],
      ['Me', '2024-06-01T09:05:00', 'I am\nbringing cake', undefined],
      ['+15558675309', '2024-06-01T09:07:00', '', 'image'],
      ['Me', '2024-06-01T09:06:00', 'ok', undefined],
      ['Me', '2024-06-01T09:06:00', 'ok', undefined],
      ['Ana', '2024-06-01T09:08:00', 'an answer to a message before this export', undefined],
    ];
    const duplicates = '2 duplicate copies of threaded replies skipped: the exporter writes a reply under the message it answers and again where it was sent; each reply was read once';

    for (const [layout, write] of [
      ['TXT', txt],
      ['HTML', html],
    ] as const) {
      it(`${layout}: written nested and where sent, each reply once, the copies counted in a note`, async () => {
        const file = `Ana, +15558675309.${layout.toLowerCase()}`;
        expect(await detectImportSource(tmp.write(`${n++}/${file}`, write(true)), file)).toBe('imessage');
        const { messages, notes } = await parse(write(true), file);
        expect(messages.map((m) => [m.author, m.at, m.text, m.media])).toEqual(expected);
        expect(countBy(messages, (m) => m.author)).toEqual({ Ana: 2, Me: 3, '+15558675309': 1 });
        expect(notes).toEqual([duplicates]);
      });

      it(`${layout}: written only nested, each reply read there, no note`, async () => {
        const { messages, notes } = await parse(write(false), `Ana, +15558675309.${layout.toLowerCase()}`);
        expect(messages.map((m) => [m.author, m.at, m.text, m.media])).toEqual(expected);
        expect(notes).toEqual([]);
      });
    }

    it('the keys kept stay few on a long conversation: dropped when matched, and a day behind the newest message', () => {
      const copies = new ReplyCopies();
      const entry = (ms: number, text: string, reply = false): IMessageEntry => ({
        at: new Date(ms).toISOString().slice(0, 19),
        author: 'Me',
        line: 0,
        text,
        unsent: false,
        deleted: false,
        tapbacks: 0,
        reply,
      });
      const start = Date.UTC(2024, 0, 1);
      let dropped = 0;
      for (let i = 0; i < 20_000; i++) {
        const t = start + i * 60_000;
        // Every message answered by a reply a minute later, written under it, and again where sent
        // for even i; for odd i the export ends before the reply was sent (only nested).
        expect(copies.isCopy(entry(t, `message ${i}`), false)).toBe(false);
        expect(copies.isCopy(entry(t + 30_000, `reply ${i}`), true)).toBe(false);
        if (i % 2 === 0 && copies.isCopy(entry(t + 30_000, `reply ${i}`, true), false)) dropped++;
        expect(copies.size).toBeLessThanOrEqual(3000);
      }
      expect(dropped).toBe(10_000);
    });
  });

  it('a zip of the export folder: every conversation file, attachments left aside', async () => {
    const zip = await zipOf([
      { name: 'export/+15558675309.txt', data: TXT_V2 },
      { name: 'export/Family - 12.txt', data: TXT_NEW },
      { name: 'export/attachments/1/IMG_1.jpeg', data: Buffer.from([0xff, 0xd8, 0xff]) },
    ]);
    const file = tmp.write(`${n++}/export.zip`, zip);
    expect(await detectImportSource(file, 'export.zip')).toBe('imessage');
    const { records } = await collect(parseRecords(file, { source: 'imessage', fileName: 'export.zip' }));
    const { chats, messages } = split(records);
    expect(chats.map((c) => c.title)).toEqual(['+15558675309', 'Family']);
    expect(countBy(messages, (m) => m.chatKey)).toEqual({ 'imessage:+15558675309': 8, 'imessage:Family - 12': 5 });
  });

  it('batches of at most 2000 records, in file order, on a long conversation (TXT and HTML)', async () => {
    const txt: string[] = [];
    const html: string[] = ['<html>\n<head>\n<meta charset="UTF-8">\n</head>\n<body>'];
    for (let i = 0; i < 4500; i++) {
      const stamp = `Jan 02, 2023 ${String((i % 12) + 1).padStart(2, ' ')}:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')} PM`;
      txt.push(stamp, i % 2 ? 'Me' : 'Bob', `message ${i}`, '');
      html.push(`<div class="message">\n<div class="received">\n<p><span class="timestamp">${stamp}</span>\n<span class="sender">Bob</span></p>\n<hr><div class="message_part">\n<span class="bubble">message ${i}</span>\n</div>\n</div>\n</div>`);
    }
    html.push('</body></html>');
    for (const [name, content] of [
      ['Bob.txt', txt.join('\n')],
      ['Bob.html', html.join('\n')],
    ] as const) {
      const file = tmp.write(`${n++}/${name}`, content);
      const { batches, records } = await collect(parseRecords(file, { source: 'imessage', fileName: name }));
      expect(Math.max(...batches.map((b) => b.records.length))).toBeLessThanOrEqual(2000);
      const messages = ofKind(records, 'message');
      expect(messages).toHaveLength(4500);
      expect(messages.map((m) => m.text)).toEqual(Array.from({ length: 4500 }, (_, i) => `message ${i}`));
    }
  });

  it('detection: TXT and HTML exports are iMessage; WhatsApp and Telegram samples are not', async () => {
    expect(await detectImportSource(tmp.write(`${n++}/a.txt`, TXT_V2), '+15558675309.txt')).toBe('imessage');
    expect(await detectImportSource(tmp.write(`${n++}/b.txt`, TXT_NEW), 'Family - 12.txt')).toBe('imessage');
    expect(await detectImportSource(path.join(samples, 'example.html'), 'example.html')).toBe('imessage');
    for (const dir of ['chat-analytics', 'whatstk']) {
      for (const name of fs.readdirSync(path.join(chatExports, dir))) {
        if (!/\.(txt|json)$/.test(name)) continue;
        const head = fs.readFileSync(path.join(chatExports, dir, name)).subarray(0, 64 * 1024).toString('utf8');
        expect(imessageReader.detectText!(head, name), name).toBe(false);
      }
    }
    expect(imessageReader.detectText!('May 17, 2022  5:29:42 PM\n\nMay 17, 2022  5:29:43 PM\nMe\nhi\n', 'x.txt')).toBe(false);
    await expect(parse('<html><body><p>hello</p></body></html>', 'page.html')).rejects.toThrow(/not an imessage-exporter conversation/);
  });
});
