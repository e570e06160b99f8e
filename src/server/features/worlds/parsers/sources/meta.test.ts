import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { collect, countBy, ofKind, tempDir, zipOf } from '../../../../../../tests/support/import-files';
import { detectImportSource } from '../detect-import-source';
import { parseImportFile } from '../parse-import-file';
import { parseRecords } from '../parse-records';
import type { ImportSource } from '../types';
import { ImportFormatError } from '../types';
import { coordinatesOf, noticeOf, repairText } from './meta-entries';
import { MAX_REVERSED, threadKey, threadPathOf } from './meta';

const samples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../tests/samples/joweich-chat-miner');
const tmp = tempDir('meta');
afterAll(() => tmp.remove());
let n = 0;

/** JSON as Meta writes it: every non-ASCII character as its UTF-8 bytes, each escaped `\u00XX`. */
function metaJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/[^\x20-\x7e\n]/gu, (ch) =>
    [...Buffer.from(ch, 'utf8')].map((b) => `\\u00${b.toString(16).padStart(2, '0')}`).join(''),
  );
}

interface Entry {
  sender_name?: string;
  timestamp_ms?: number | string;
  [key: string]: unknown;
}

/** A message file: `messages` given oldest first, written newest first as Meta does. */
function thread(o: { participants: string[]; messages: Entry[]; title?: string; thread_path?: string; extra?: Record<string, unknown> }) {
  return {
    participants: o.participants.map((name) => ({ name })),
    messages: [...o.messages].reverse(),
    title: o.title ?? o.participants[0],
    is_still_participant: true,
    thread_path: o.thread_path ?? 'inbox/chat_1234567890',
    magic_words: [],
    ...o.extra,
  };
}

const T0 = Date.UTC(2023, 4, 1, 10, 0, 0);
const at = (minutes: number) => T0 + minutes * 60_000;
const iso = (minutes: number) => new Date(at(minutes)).toISOString().replace('.000Z', 'Z');

async function parseFile(name: string, content: string | Buffer, source?: ImportSource) {
  const file = tmp.write(`${n++}/${name}`, content);
  const detected = await detectImportSource(file, name);
  const { records, batches } = await collect(parseRecords(file, { source: source ?? detected, fileName: name }));
  return {
    detected,
    records,
    batches,
    chats: ofKind(records, 'chat'),
    messages: ofKind(records, 'message'),
    events: ofKind(records, 'event'),
    places: ofKind(records, 'place'),
    notes: ofKind(records, 'note').map((r) => r.message),
  };
}

describe('Meta text repair', () => {
  it('decodes UTF-8 bytes written as Latin-1 characters: accents, emoji; keeps right and real Latin-1 text', () => {
    expect(repairText('Ã©')).toBe('é');
    expect(repairText('RenÃ©e')).toBe('Renée');
    expect(repairText('\u00f0\u009f\u0098\u0082')).toBe('😂');
    expect(repairText('\u00e2\u009d\u00a4\u00ef\u00b8\u008f')).toBe('❤️');
    expect(repairText('plain')).toBe('plain');
    expect(repairText('déjà 😂')).toBe('déjà 😂');
    expect(repairText('caf\u00e9')).toBe('café'); // é alone is no UTF-8: kept
  });

  it('tells notices from messages', () => {
    expect(noticeOf('Alice Smith left the group.', 'Alice Smith')).toBe('group');
    expect(noticeOf('Alice Smith added Bob to the group.', 'Alice Smith')).toBe('group');
    expect(noticeOf('Alice Smith named the group Trip.', 'Alice Smith')).toBe('group');
    expect(noticeOf('You named the group Trip.', 'Me')).toBe('group');
    expect(noticeOf('Alice Smith hat die Gruppe verlassen.', 'Alice Smith')).toBe('group');
    expect(noticeOf('Alice Smith a quitté le groupe.', 'Alice Smith')).toBe('group');
    expect(noticeOf('Alice Smith salió del grupo.', 'Alice Smith')).toBe('group');
    expect(noticeOf('Alice Smith called you.', 'Alice Smith')).toBe('calls');
    expect(noticeOf('The video chat ended.', 'Alice Smith')).toBe('calls');
    expect(noticeOf('Liked a message', 'bob')).toBe('reactions');
    expect(noticeOf('Reacted ❤️ to your message ', 'bob')).toBe('reactions');
    expect(noticeOf('Alice Smith unsent a message.', 'Alice Smith')).toBe('unsent');
    expect(noticeOf('I left the group.', 'Alice Smith')).toBeUndefined();
    expect(noticeOf('see you at the group.', 'Alice Smith')).toBeUndefined();
    expect(noticeOf('Bob called you.', 'Alice Smith')).toBeUndefined();
  });

  it('a notice is its whole sentence: messages that start with "You" or a name and share words with a notice stay messages', () => {
    for (const text of [
      'You called it',
      'You called it.',
      'You should post that to the group.',
      'You joined the group chat late',
      'You sent me the wrong file lol',
      'You named the group chat after me lol',
      'Bob left the group. Again.',
      'You reacted so fast to your message lol',
      'Reacted badly to your message, sorry',
      'You missed a call from me yesterday, call back',
      'Du hast recht, es gehört zur Gruppe hinzugefügt.',
      'Bob liked a message about cats',
    ]) {
      expect([text, noticeOf(text, 'Bob')]).toEqual([text, undefined]);
    }
    expect(noticeOf('You added Alice Smith to the group.', 'Bob')).toBe('group');
    expect(noticeOf('Bob set the nickname for Alice Smith to Ali.', 'Bob')).toBe('group');
    expect(noticeOf('You set the emoji to 👍.', 'Bob')).toBe('group');
    expect(noticeOf('You missed a call from Alice.', 'Bob')).toBe('calls');
    expect(noticeOf('Bob reacted 😂 to your message', 'Bob')).toBe('reactions');
    expect(noticeOf('Bob hat Alice zur Gruppe hinzugefügt.', 'Bob')).toBe('group');
  });

  it('finds thread_path in a file\'s tail', () => {
    expect(threadPathOf('  ],\n  "title": "A",\n  "thread_path": "inbox/a_\\"b_1234567890",\n  "magic_words": []\n}')).toBe('inbox/a_"b_1234567890');
    expect(threadPathOf('"content": "the \\"thread_path\\": \\"x\\"" }, "thread_path" : "inbox/c_999999999" }')).toBe('inbox/c_999999999');
    expect(threadPathOf('"thread_path": "inbox/cut')).toBeUndefined();
    expect(threadPathOf('"title": "x" }')).toBeUndefined();
  });

  it('reads a position from map links, also wrapped in Facebook redirects', () => {
    expect(coordinatesOf('https://maps.google.com/maps?q=48.8584,2.2945')).toEqual({ lat: 48.8584, lon: 2.2945 });
    expect(
      coordinatesOf(
        'https://l.facebook.com/l.php?u=https%3A%2F%2Fwww.bing.com%2Fmaps%2Fdefault.aspx%3Fv%3D2%26pc%3DFACEBK%26mid%3D8100%26where1%3D51.5007%252C%2520-0.1246%26FORM%3DFBKPL1',
      ),
    ).toEqual({ lat: 51.5007, lon: -0.1246 });
    expect(coordinatesOf('https://example.org/?q=1.5,2.5')).toBeUndefined();
  });

  it('keys a thread by the id after its folder name', () => {
    expect(threadKey('inbox/alicesmith_10158123456789012')).toBe('10158123456789012');
    expect(threadKey('inbox/JessicaZhang_Zs11Uy-bpw/')).toBe('Zs11Uy-bpw');
    expect(threadKey('inbox/alice_aaaaaaaaaa')).toBe('aaaaaaaaaa');
    expect(threadKey('inbox/short_ab')).toBe('short_ab');
  });
});

describe('Messenger message_N.json', () => {
  const twoPeople = thread({
    participants: ['Alice Müller', 'Bob Örn'],
    title: 'Alice Müller',
    thread_path: 'inbox/alicemuller_10158123456789012',
    extra: { thread_type: 'Regular' },
    messages: [
      { sender_name: 'Alice Müller', timestamp_ms: at(0), content: 'Grüße 😂', type: 'Generic' },
      { sender_name: 'Bob Örn', timestamp_ms: at(1), photos: [{ uri: 'messages/inbox/alicemuller_10158123456789012/photos/1.jpg', creation_timestamp: 1 }] },
      { sender_name: 'Bob Örn', timestamp_ms: at(2), videos: [{ uri: 'v.mp4' }], content: 'look' },
      { sender_name: 'Alice Müller', timestamp_ms: at(3), audio_files: [{ uri: 'a.mp4' }] },
      { sender_name: 'Alice Müller', timestamp_ms: at(4), gifs: [{ uri: 'g.gif' }] },
      { sender_name: 'Bob Örn', timestamp_ms: at(5), files: [{ uri: 'f.pdf' }] },
      { sender_name: 'Bob Örn', timestamp_ms: at(6), sticker: { uri: 'messages/stickers_used/1.png' } },
      { sender_name: 'Alice Müller', timestamp_ms: at(7), share: { link: 'https://example.org/a' }, type: 'Share' },
      { sender_name: 'Alice Müller', timestamp_ms: at(8), is_unsent: true, type: 'Generic' },
      { sender_name: 'Bob Örn', timestamp_ms: at(9), content: 'Bob Örn called you.', call_duration: 0, type: 'Call' },
      { sender_name: 'Alice Müller', timestamp_ms: at(10), call_duration: 125 },
      { sender_name: 'Bob Örn', timestamp_ms: at(11), content: 'Bob Örn sent an attachment.' },
      {
        sender_name: 'Bob Örn',
        timestamp_ms: at(12),
        share: { link: 'https://maps.google.com/maps?q=52.52,13.405', share_text: 'Berlin' },
        content: 'here',
      },
      { sender_name: 'Alice Müller', timestamp_ms: at(13), content: 'Alice Müller set the nickname for Bob Örn to Bobby.' },
      { sender_name: 'Bob Örn', timestamp_ms: at(14), is_geoblocked_for_viewer: false },
      { sender_name: 'Alice Müller', timestamp_ms: at(15), content: 'last', reactions: [{ reaction: '❤', actor: 'Bob Örn' }] },
      { timestamp_ms: 'never', sender_name: 'Bob Örn', content: 'no time' },
    ],
  });

  it('is detected as Messenger, read in time order: text repaired, media kinds, shares, unsent, calls, notices, places, notes', async () => {
    const r = await parseFile('message_1.json', metaJson(twoPeople));
    expect(r.detected).toBe('messenger');
    expect(r.chats).toEqual([{ kind: 'chat', chatKey: '10158123456789012', title: 'Alice Müller', isGroup: false, self: 'Bob Örn' }]);
    expect(r.messages.map((m) => [m.author, m.at, m.text, m.media])).toEqual([
      ['Alice Müller', iso(0), 'Grüße 😂', undefined],
      ['Bob Örn', iso(1), '', 'image'],
      ['Bob Örn', iso(2), 'look', 'video'],
      ['Alice Müller', iso(3), '', 'audio'],
      ['Alice Müller', iso(4), '', 'video'],
      ['Bob Örn', iso(5), '', 'document'],
      ['Bob Örn', iso(6), '', 'sticker'],
      ['Alice Müller', iso(7), 'https://example.org/a', undefined],
      ['Bob Örn', iso(11), 'Bob Örn sent an attachment.', 'other'],
      ['Bob Örn', iso(12), 'here\nhttps://maps.google.com/maps?q=52.52,13.405', undefined],
      ['Alice Müller', iso(15), 'last', undefined],
    ]);
    expect(countBy(r.messages, (m) => m.author)).toEqual({ 'Alice Müller': 5, 'Bob Örn': 6 });
    expect(r.events.map((e) => [e.at, e.text])).toEqual([
      [iso(8), 'Alice Müller unsent a message'],
      [iso(9), 'Bob Örn called you.'],
      [iso(10), 'Alice Müller called (125 s)'],
      [iso(13), 'Alice Müller set the nickname for Bob Örn to Bobby.'],
      [iso(14), 'Bob Örn: a message the export left out'],
    ]);
    expect(r.places).toEqual([
      { kind: 'place', lat: 52.52, lon: 13.405, at: iso(12), via: 'message', chatKey: '10158123456789012', author: 'Bob Örn', label: 'Berlin' },
    ]);
    expect(r.notes).toEqual([
      '1 unsent message kept as events',
      '2 calls kept as events',
      '1 group notice (members added or leaving, group names, nicknames, themes, polls) kept as events',
      '1 entry with no content (left out of the export by Meta) kept as events',
      '1 entry without a readable time skipped: the file entry 1',
    ]);
    // Every entry: a message, an event or the skipped one.
    expect(r.messages.length + r.events.length + 1).toBe(twoPeople.messages.length);
  });

  it('a file that does not say which app wrote it is read as Messenger, and the notes say so; a group of three', async () => {
    const r = await parseFile(
      'message_1.json',
      metaJson(
        thread({
          participants: ['Ann', 'Ben', 'Cat'],
          title: 'Trip 🏔',
          thread_path: 'inbox/trip_3333333333',
          messages: [
            { sender_name: 'Ann', timestamp_ms: at(0), content: 'Ann named the group Trip 🏔.' },
            { sender_name: 'Ben', timestamp_ms: at(1), content: 'hi' },
            { sender_name: 'Cat', timestamp_ms: at(2), content: 'Cat left the group.' },
          ],
        }),
      ),
    );
    expect(r.detected).toBe('messenger');
    expect(r.chats).toEqual([{ kind: 'chat', chatKey: '3333333333', title: 'Trip 🏔', isGroup: true }]);
    expect(r.messages.map((m) => m.text)).toEqual(['hi']);
    expect(r.events.map((e) => e.text)).toEqual(['Ann named the group Trip 🏔.', 'Cat left the group.']);
    expect(r.notes[0]).toMatch(/^Read as Facebook Messenger: a single message file does not say/);
  });

  it('"You …" messages stay messages and never name the owner against the chat\'s title (the chat titled Bob: the owner is Alice)', async () => {
    const m = (s: string, minute: number, c: string) => ({ sender_name: s, timestamp_ms: at(minute), content: c });
    const r = await parseFile(
      'message_1.json',
      metaJson(
        thread({
          participants: ['Bob', 'Alice'],
          title: 'Bob',
          thread_path: 'inbox/bob_1234567890',
          extra: { thread_type: 'Regular' },
          messages: [
            m('Alice', 0, 'hey'),
            m('Bob', 1, 'You joined the group chat late'),
            m('Bob', 2, 'You sent me the wrong file lol'),
            m('Bob', 3, 'You should post that to the group.'),
            m('Bob', 4, 'You called it'),
            m('Bob', 5, 'You sent an attachment.'),
          ],
        }),
      ),
    );
    expect(r.events).toEqual([]);
    expect(countBy(r.messages, (x) => x.author)).toEqual({ Alice: 1, Bob: 5 });
    expect(r.chats).toEqual([{ kind: 'chat', chatKey: '1234567890', title: 'Bob', isGroup: false, self: 'Alice' }]);
  });

  it('refuses a file that is not a conversation', async () => {
    const file = tmp.write(`${n++}/x.json`, JSON.stringify({ foo: 1 }));
    await expect(collect(parseRecords(file, { source: 'messenger', fileName: 'x.json' }))).rejects.toThrow(ImportFormatError);
  });

  it('a file larger than Meta writes is read whole, newest first, with a note', async () => {
    const many = Array.from({ length: MAX_REVERSED + 5 }, (_, i) => ({ sender_name: i % 2 ? 'A' : 'B', timestamp_ms: at(i), content: `m${i}` }));
    const r = await parseFile('message_1.json', JSON.stringify(thread({ participants: ['A', 'B'], messages: many })), 'messenger');
    expect(r.messages).toHaveLength(MAX_REVERSED + 5);
    // Its chat went out before the thread_path at the file's end was parsed: the key is read
    // from the file's tail first, so it is the thread's id as for a file of Meta's size.
    expect(new Set(r.chats.map((c) => c.chatKey))).toEqual(new Set(['1234567890']));
    expect(r.messages.every((m) => m.chatKey === '1234567890')).toBe(true);
    expect(r.batches.every((b) => b.records.length <= 2000)).toBe(true);
    expect(r.notes).toContain('1 file held more than 20,000 messages: stored newest first, as written');
  });
});

describe('Instagram message_N.json', () => {
  it('is told from Messenger by its media paths', async () => {
    const r = await parseFile(
      'message_1.json',
      metaJson(
        thread({
          participants: ['zoë', 'Me Myself'],
          title: 'zoë',
          thread_path: 'inbox/zoe_17841400000000000',
          extra: { joinable_mode: { mode: 1, link: '' } },
          messages: [
            { sender_name: 'zoë', timestamp_ms: at(0), content: 'hey ✨', is_geoblocked_for_viewer: false, is_unsent_image_by_messenger_kid_parent: false },
            { sender_name: 'Me Myself', timestamp_ms: at(1), photos: [{ uri: 'your_instagram_activity/messages/inbox/zoe_17841400000000000/photos/1.jpg' }] },
            { sender_name: 'Me Myself', timestamp_ms: at(2), content: 'You sent an attachment.', share: { link: 'https://www.instagram.com/p/abc/', original_content_owner: 'someone' } },
            { sender_name: 'zoë', timestamp_ms: at(3), content: 'Liked a message' },
            { sender_name: 'zoë', timestamp_ms: at(4), content: 'Reacted 😂 to your message ' },
          ],
        }),
      ),
    );
    expect(r.detected).toBe('instagram');
    expect(r.chats).toEqual([{ kind: 'chat', chatKey: '17841400000000000', title: 'zoë', isGroup: false, self: 'Me Myself' }]);
    expect(r.messages.map((m) => [m.author, m.text, m.media])).toEqual([
      ['zoë', 'hey ✨', undefined],
      ['Me Myself', '', 'image'],
      ['Me Myself', 'You sent an attachment.\nhttps://www.instagram.com/p/abc/', undefined],
    ]);
    expect(r.events.map((e) => e.text)).toEqual(['Liked a message', 'Reacted 😂 to your message ']);
    expect(r.notes).toEqual(['2 reaction notices ("Reacted … to your message", "Liked a message") kept as events']);
  });
});

describe('Meta export zips', () => {
  const parts = (who: string[], from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ sender_name: who[(from + i) % who.length]!, timestamp_ms: at(from + i), content: `msg ${from + i}` }));

  async function instagramZip(extraEntries: Array<{ name: string; data: string }> = []) {
    const base = 'your_instagram_activity/messages/inbox';
    // Alice: 5 messages in two parts (message_2 the older); a group with Carl; me in both.
    const alice = (from: number, count: number) =>
      metaJson(thread({ participants: ['Alice', 'Mé'], title: 'Alice', thread_path: 'inbox/alice_111111111', messages: parts(['Alice', 'Mé'], from, count) }));
    const group = metaJson(
      thread({ participants: ['Bea', 'Carl', 'Mé'], title: 'Les trois', thread_path: 'inbox/lestrois_222222222', messages: parts(['Carl', 'Mé', 'Bea'], 100, 3) }),
    );
    return zipOf([
      { name: `${base}/alice_111111111/message_1.json`, data: alice(3, 2) },
      { name: `${base}/alice_111111111/photos/1.jpg`, data: 'jpeg' },
      { name: `${base}/alice_111111111/message_2.json`, data: alice(0, 3) },
      { name: `${base}/lestrois_222222222/message_1.json`, data: group },
      { name: 'your_instagram_activity/likes/liked_posts.json', data: '[]' },
      ...extraEntries,
    ]);
  }

  it('Instagram: every conversation, parts merged oldest first, the owner found in every chat, counts per author', async () => {
    const r = await parseFile('instagram-me-2024.zip', await instagramZip());
    expect(r.detected).toBe('instagram');
    const last = new Map(r.chats.map((c) => [c.chatKey, c]));
    expect([...last.values()]).toEqual([
      { kind: 'chat', chatKey: '111111111', title: 'Alice', isGroup: false, self: 'Mé' },
      { kind: 'chat', chatKey: '222222222', title: 'Les trois', isGroup: true, self: 'Mé' },
    ]);
    const alice = r.messages.filter((m) => m.chatKey === '111111111');
    expect(alice.map((m) => m.text)).toEqual(['msg 0', 'msg 1', 'msg 2', 'msg 3', 'msg 4']);
    expect(countBy(alice, (m) => m.author)).toEqual({ Alice: 3, Mé: 2 });
    expect([alice[0]!.at, alice.at(-1)!.at]).toEqual([iso(0), iso(4)]);
    expect(countBy(r.messages, (m) => m.author)).toEqual({ Alice: 3, Mé: 3, Carl: 1, Bea: 1 });
    expect(r.notes).toEqual([]);
    expect(r.batches.at(-1)!.progress.done).toBe(r.batches.at(-1)!.progress.total);
  });

  it('the owner, when two people share every chat, is the one the two-person chats are not named after', async () => {
    const base = 'your_instagram_activity/messages/inbox';
    const r = await parseFile(
      'instagram.zip',
      await zipOf([
        {
          name: `${base}/alice_111111111/message_1.json`,
          data: metaJson(thread({ participants: ['Alice', 'Mé'], title: 'Alice', messages: parts(['Alice', 'Mé'], 0, 2) })),
        },
        {
          name: `${base}/group_222222222/message_1.json`,
          data: metaJson(thread({ participants: ['Alice', 'Carl', 'Mé'], title: 'G', thread_path: 'inbox/group_222222222', messages: parts(['Carl'], 5, 1) })),
        },
      ]),
    );
    expect(r.chats.at(-1)).toEqual({ kind: 'chat', chatKey: '222222222', title: 'G', isGroup: true, self: 'Mé' });
  });

  it('the owner: the title rule wins over a "You sent …" message typed by the other person', async () => {
    const r = await parseFile(
      'facebook.zip',
      await zipOf([
        {
          name: 'your_facebook_activity/messages/inbox/bob_444444444/message_1.json',
          data: metaJson(
            thread({
              participants: ['Bob', 'Me'],
              title: 'Bob',
              thread_path: 'inbox/bob_444444444',
              messages: [
                { sender_name: 'Bob', timestamp_ms: at(0), content: 'You sent an attachment.' },
                { sender_name: 'Me', timestamp_ms: at(1), content: 'no I did not' },
              ],
            }),
          ),
        },
      ]),
    );
    expect(r.chats.at(-1)).toEqual({ kind: 'chat', chatKey: '444444444', title: 'Bob', isGroup: false, self: 'Me' });
  });

  it('a damaged message file is skipped with a note, the rest read', async () => {
    const r = await parseFile(
      'instagram.zip',
      await instagramZip([{ name: 'your_instagram_activity/messages/inbox/broken_333333333/message_1.json', data: '{"participants": [{"name": "X"}], "messages": [{"sender_name": "X", ' }]),
    );
    expect(r.messages).toHaveLength(8);
    expect(r.notes).toHaveLength(1);
    expect(r.notes[0]).toMatch(/^1 message file damaged and skipped: your_instagram_activity\/messages\/inbox\/broken_333333333\/message_1\.json \(The JSON is/);
  });

  it('Messenger: a Facebook export (your_facebook_activity/), every box, a note naming the boxes', async () => {
    const base = 'your_facebook_activity/messages';
    const r = await parseFile(
      'facebook-me.zip',
      await zipOf([
        {
          name: `${base}/inbox/bob_444444444/message_1.json`,
          data: metaJson(thread({ participants: ['Bob', 'Me'], title: 'Bob', thread_path: 'inbox/bob_444444444', messages: parts(['Bob', 'Me'], 0, 2) })),
        },
        {
          name: `${base}/message_requests/eve_555555555/message_1.json`,
          data: metaJson(thread({ participants: ['Eve', 'Me'], title: 'Eve', thread_path: 'message_requests/eve_555555555', messages: parts(['Eve'], 10, 1) })),
        },
        { name: `${base}/inbox/bob_444444444/notes.json`, data: '{"a": 1}' },
      ]),
    );
    expect(r.detected).toBe('messenger');
    expect(countBy(r.messages, (m) => m.chatKey)).toEqual({ '444444444': 2, '555555555': 1 });
    expect(r.chats.at(-1)!.self).toBe('Me');
    expect(r.notes).toEqual([
      'Read 2 conversations: 1 in inbox, 1 in message_requests',
      '1 JSON file in message folders not a conversation, skipped: your_facebook_activity/messages/inbox/bob_444444444/notes.json',
    ]);
  });

  it('an older Instagram zip (messages/ at the top) is told by its Instagram-only folders', async () => {
    const r = await parseFile(
      'old.zip',
      await zipOf([
        { name: 'followers_and_following/followers.json', data: '{}' },
        {
          name: 'messages/inbox/bob_444444444/message_1.json',
          data: metaJson(thread({ participants: ['Bob', 'Me'], messages: [{ sender_name: 'Bob', timestamp_ms: at(0), content: 'yo' }] })),
        },
      ]),
    );
    expect(r.detected).toBe('instagram');
    expect(r.messages.map((m) => [m.author, m.at, m.text])).toEqual([['Bob', iso(0), 'yo']]);
  });

  it('the export downloaded as HTML is recognised and refused with what to do', async () => {
    const file = tmp.write(
      `${n++}/facebook.zip`,
      await zipOf([{ name: 'your_facebook_activity/messages/inbox/bob_444444444/message_1.html', data: '<html><body>hi</body></html>' }]),
    );
    expect(await detectImportSource(file, 'facebook.zip')).toBe('messenger');
    await expect(collect(parseRecords(file, { source: 'messenger', fileName: 'facebook.zip' }))).rejects.toThrow(/export is in HTML: Mnemo reads Meta's JSON/);
  });

  it('a zip of 2,000 conversations with long names imports in the parser worker (a finished thread keeps no slice of its chunks)', async () => {
    // Each thread: two long names and a long message (emoji: the decoded chunk takes two
    // bytes a character). A name kept as a slice of its chunk kept the chunk alive: the
    // worker's bounded heap ran out after about 1,400 threads.
    const THREADS = 2000;
    const pad = '😂 long words '.repeat(2400);
    const file = path.join(tmp.dir, `${n++}-many-threads.zip`);
    const zip = new yazl.ZipFile();
    for (let t = 0; t < THREADS; t++) {
      const other = `Participant Number ${String(t).padStart(6, '0')}`;
      const folder = `participant${t}_${1_000_000_000 + t}`;
      const json = () =>
        JSON.stringify(
          thread({
            participants: [other, 'Alexandra Johnson-Smith'],
            title: other,
            thread_path: `inbox/${folder}`,
            messages: [
              { sender_name: other, timestamp_ms: at(t), content: 'hello there' },
              { sender_name: 'Alexandra Johnson-Smith', timestamp_ms: at(t) + 1, content: pad },
            ],
          }),
        );
      // Generated when yazl reaches the entry: one thread in memory at a time.
      zip.addReadStream(Readable.from((function* () { yield json(); })()), `your_facebook_activity/messages/inbox/${folder}/message_1.json`);
    }
    zip.end();
    await pipeline(zip.outputStream, fs.createWriteStream(file));
    let messages = 0;
    const selves = new Set<string | undefined>();
    for await (const batch of parseImportFile(file, { source: 'messenger', fileName: 'facebook.zip' })) {
      for (const r of batch.records) {
        if (r.kind === 'message') messages++;
        else if (r.kind === 'chat') selves.add(r.self);
      }
    }
    expect(messages).toBe(2 * THREADS);
    expect(selves).toEqual(new Set(['Alexandra Johnson-Smith']));
  }, 60_000);

  it('a zip whose folders say nothing is told by its first conversation', async () => {
    const r = await parseFile(
      'export.zip',
      await zipOf([
        {
          name: 'messages/inbox/bob_444444444/message_1.json',
          data: metaJson(thread({ participants: ['Bob', 'Me'], messages: [{ sender_name: 'Bob', timestamp_ms: at(0), sticker: { uri: 'messages/stickers_used/1.png' } }] })),
        },
      ]),
    );
    expect(r.detected).toBe('messenger');
    expect(r.notes).toEqual([]);
  });
});

describe('public samples (joweich/chat-miner, MIT; see tests/samples/joweich-chat-miner/SOURCE.md)', () => {
  it('Instagram testlog.json: detected by its ig.me link, a group of four, names and emoji repaired, exact counts', async () => {
    const r = await parseFile('message_1.json', fs.readFileSync(path.join(samples, 'instagram_testlog.json')));
    expect(r.detected).toBe('instagram');
    expect(r.chats).toEqual([{ kind: 'chat', chatKey: '2765720812686121', title: 'Test Log', isGroup: true }]);
    expect(countBy(r.messages, (m) => m.author)).toEqual({ 'John Doe': 5, 'Jane Doe': 1, 'Lionel Messi': 1, '❤️': 1, 'J❤️hn Doe': 1 });
    expect(countBy(r.messages, (m) => m.media ?? 'text')).toEqual({ text: 6, audio: 1, video: 1, image: 1 });
    const times = r.messages.map((m) => m.at).sort();
    expect([times[0], times.at(-1)]).toEqual(['2017-07-06T19:25:00Z', '2020-01-18T14:53:00Z']);
    expect(r.messages.find((m) => m.author === 'J❤️hn Doe')!.text).toBe('Testing username with emoji: J❤️hn Doe');
    expect(r.messages.find((m) => m.author === 'Lionel Messi')!.text).toBe(
      'John Doe sent an attachment.\nhttps://www.instagram.com/p/CmUv48DLvxd/?feed_type=reshare_chaining',
    );
    expect(r.events.map((e) => e.text).sort()).toEqual([
      'Jane Doe joined the group.',
      "John Doe's poll has multiple updates.",
      'John Doe: a message the export left out',
      'This poll is no longer available.',
    ]);
    expect(r.notes).toEqual([
      '3 group notices (members added or leaving, group names, nicknames, themes, polls) kept as events',
      '1 entry with no content (left out of the export by Meta) kept as events',
    ]);
  });

  it('Messenger testlog.json (cut down to its messages): read as Messenger, saying the file does not tell which app', async () => {
    const r = await parseFile('message_1.json', fs.readFileSync(path.join(samples, 'messenger_testlog.json')));
    expect(r.detected).toBe('messenger');
    expect(r.messages.map((m) => [m.author, m.at, m.text])).toEqual([
      ['John Doe', '2022-11-16T19:50:03.612Z', 'Hello Allan'],
      ['Allan Smith', '2022-11-16T19:50:03.612Z', 'Hello John'],
    ]);
    // No thread_path, no participants: keyed and titled by its authors.
    expect(r.chats).toEqual([{ kind: 'chat', chatKey: 'Allan Smith · John Doe', title: 'Allan Smith, John Doe', isGroup: false }]);
    expect(r.notes).toEqual(['Read as Facebook Messenger: a single message file does not say whether it came from Messenger or Instagram (the export zip does)']);
  });
});
