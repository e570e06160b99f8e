import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { collect, countBy, ofKind, tempDir, zipOf } from '../../../../../../tests/support/import-files';
import { detectImportSource } from '../detect-import-source';
import { parseRecords } from '../parse-records';
import type { ImportRecord } from '../types';
import { ImportFormatError } from '../types';
import { DEFAULT_ZIP_LIMITS } from '../zip';
import { readDiscord } from './discord';
import { entryTime, isDiscordHead, mediaOfFileName } from './discord-format';

const samples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../tests/samples/mlomb-chat-analytics/discord');
const tmp = tempDir('discord');
afterAll(() => tmp.remove());
let n = 0;

function split(records: ImportRecord[]) {
  return {
    records,
    chats: ofKind(records, 'chat'),
    messages: ofKind(records, 'message'),
    events: ofKind(records, 'event'),
    notes: ofKind(records, 'note').map((r) => r.message),
    identifiers: ofKind(records, 'identifier'),
    persons: ofKind(records, 'person'),
  };
}

/** Each message's author was announced (person record, key by Discord id) before it, once per name; the keys by name. */
function announced(records: ImportRecord[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const r of records) {
    if (r.kind === 'person') {
      expect(keys.get(r.author) ?? r.key, `${r.author} stands for one person`).toBe(r.key);
      keys.set(r.author, r.key);
    }
    if (r.kind === 'identifier' || r.kind === 'message') expect(keys.has(r.author), `${r.author} announced before ${r.kind}`).toBe(true);
  }
  return keys;
}

async function parseFile(file: string, fileName = path.basename(file)) {
  const { records, batches } = await collect(parseRecords(file, { source: 'discord', fileName }));
  return { ...split(records), batches };
}

const write = (content: unknown, name = `${n++}.json`) => tmp.write(name, typeof content === 'string' ? content : JSON.stringify(content, null, 2));

interface U {
  id: string;
  name: string;
  discriminator?: string;
  nickname?: string;
  isBot?: boolean;
}
const ALICE: U = { id: '1001', name: 'alice', discriminator: '0000', nickname: 'Alice' };
const BOB: U = { id: '1002', name: 'bob', discriminator: '4242', nickname: 'Bobby' };
const BOT: U = { id: '1003', name: 'Helper', discriminator: '0001', isBot: true };

let nextId = 5000;
const msg = (author: U, timestamp: string, content: string, extra: Record<string, unknown> = {}) => ({
  id: String(nextId++),
  type: 'Default',
  timestamp,
  timestampEdited: null,
  callEndedTimestamp: null,
  isPinned: false,
  content,
  author: { ...author, color: null, isBot: author.isBot ?? false, roles: [], avatarUrl: 'https://cdn.discordapp.com/embed/avatars/0.png' },
  attachments: [],
  embeds: [],
  stickers: [],
  reactions: [],
  mentions: [],
  inlineEmojis: [],
  ...extra,
});

/** An export as DiscordChatExporter writes it (root keys in its order). */
const exportOf = (channel: Record<string, unknown>, messages: unknown[], guild: Record<string, unknown> = { id: '77', name: 'Book Club', iconUrl: 'x.png' }) => ({
  guild,
  channel: { categoryId: null, category: null, topic: null, ...channel },
  dateRange: { after: null, before: null },
  exportedAt: '2024-06-01T12:00:00.000+00:00',
  messages,
  messageCount: messages.length,
});

const attachment = (fileName: string) => ({ id: String(nextId++), url: `https://cdn.discordapp.com/attachments/1/2/${fileName}`, fileName, fileSizeBytes: 1234 });

describe('Discord (DiscordChatExporter JSON)', () => {
  it('a server channel: every message type, attachments by file name, stickers, embeds-only text, bots, offsets kept, identifiers', async () => {
    const file = write(
      exportOf({ id: '555', type: 'GuildTextChat', categoryId: '9', category: 'Text Channels', name: 'general' }, [
        msg(ALICE, '2024-03-01T09:00:00.123+01:00', 'Hello **all**\nsecond line'),
        msg(BOB, '2024-03-01T09:01:00.5+01:00', 'Replying', { type: 'Reply', reference: { messageId: '5000', channelId: '555', guildId: '77' } }),
        msg(ALICE, '2024-03-01T09:02:00+01:00', '', { attachments: [attachment('IMG_0001.JPG')] }),
        msg(BOB, '2024-03-01T09:03:00+01:00', 'clip', { attachments: [attachment('clip.mov'), attachment('notes.pdf')] }),
        msg(ALICE, '2024-03-01T09:04:00+01:00', '', { attachments: [attachment('voice-message.ogg')] }),
        msg(BOB, '2024-03-01T09:05:00+01:00', '', { attachments: [attachment('minutes.docx')] }),
        msg(ALICE, '2024-03-01T09:06:00+01:00', '', { attachments: [attachment('archive.7z')] }),
        msg(BOB, '2024-03-01T09:07:00+01:00', '', { stickers: [{ id: '1', name: 'Wave', format: 'Png', sourceUrl: 'x' }] }),
        msg(BOT, '2024-03-01T09:08:00+01:00', '', {
          type: 'ChatInputCommand',
          embeds: [{ title: 'Weather', url: null, description: 'Sunny, 21 °C', fields: [{ name: 'Wind', value: '5 km/h', isInline: false }], footer: { text: 'via bot' }, images: [] }],
        }),
        msg(ALICE, '2024-03-01T09:09:00+01:00', 'with reactions', {
          reactions: [
            { emoji: { id: '', name: '👍' }, count: 2, users: [] },
            { emoji: { id: '', name: '🎉' }, count: 1, users: [] },
          ],
        }),
        msg(BOB, '2024-03-01T09:10:00.9876543+01:00', '', { forwardedMessage: { timestamp: '2024-02-01T00:00:00+00:00', content: 'forwarded words', attachments: [], embeds: [], stickers: [] } }),
        // A thread's first entry when started from a message: empty, a reference to that message in the parent channel.
        msg(ALICE, '2024-03-01T09:11:00+01:00', '', { type: 'ThreadStarterMessage', reference: { messageId: '5000', channelId: '555', guildId: '77' } }),
      ]),
    );
    const { chats, messages, events, notes, identifiers } = await parseFile(file);
    expect(chats).toEqual([{ kind: 'chat', chatKey: 'discord:555', title: 'Book Club / #general', isGroup: true }]);
    expect(events).toEqual([{ kind: 'event', chatKey: 'discord:555', at: '2024-03-01T09:11:00+01:00', text: 'Alice: started this thread from a message in the parent channel' }]);
    expect(messages.map((m) => [m.author, m.at, m.text, m.media, m.line])).toEqual([
      ['Alice', '2024-03-01T09:00:00.123+01:00', 'Hello **all**\nsecond line', undefined, 1],
      ['Bobby', '2024-03-01T09:01:00.5+01:00', 'Replying', undefined, 2],
      ['Alice', '2024-03-01T09:02:00+01:00', '', 'image', 3],
      ['Bobby', '2024-03-01T09:03:00+01:00', 'clip', 'video', 4],
      ['Alice', '2024-03-01T09:04:00+01:00', '', 'audio', 5],
      ['Bobby', '2024-03-01T09:05:00+01:00', '', 'document', 6],
      ['Alice', '2024-03-01T09:06:00+01:00', '', 'other', 7],
      ['Bobby', '2024-03-01T09:07:00+01:00', '', 'sticker', 8],
      ['Helper', '2024-03-01T09:08:00+01:00', 'Weather\nSunny, 21 °C\nWind: 5 km/h\nvia bot', undefined, 9],
      ['Alice', '2024-03-01T09:09:00+01:00', 'with reactions', undefined, 10],
      ['Bobby', '2024-03-01T09:10:00.987+01:00', 'forwarded words', undefined, 11],
    ]);
    expect(countBy(messages, (m) => m.author)).toEqual({ Alice: 5, Bobby: 5, Helper: 1 });
    expect(identifiers).toEqual([
      { kind: 'identifier', author: 'Alice', type: 'username', value: 'alice' },
      { kind: 'identifier', author: 'Bobby', type: 'username', value: 'bob#4242' },
      { kind: 'identifier', author: 'Helper', type: 'username', value: 'Helper#0001' },
    ]);
    expect(notes).toEqual(['3 reaction(s) to messages are not imported']);
  });

  it('each author is keyed by their Discord id before their first message; one seen first in a notice is announced at their first message', async () => {
    const carol: U = { id: '1004', name: 'carol', discriminator: '0000', nickname: 'Carol' };
    const file = write(
      exportOf({ id: '555', type: 'GuildTextChat', name: 'general' }, [
        msg(carol, '2024-03-01T08:59:00+01:00', 'Joined the server.', { type: 'GuildMemberJoin' }),
        msg(ALICE, '2024-03-01T09:00:00+01:00', 'hi'),
        msg(ALICE, '2024-03-01T09:01:00+01:00', 'again'),
        msg(carol, '2024-03-01T09:02:00+01:00', 'hello'),
        msg(carol, '2024-03-01T09:03:00+01:00', 'me again'),
      ]),
    );
    const { records, persons } = await parseFile(file);
    expect(announced(records)).toEqual(
      new Map([
        ['Alice', 'discord:1001'],
        ['Carol', 'discord:1004'],
      ]),
    );
    expect(persons).toHaveLength(2);
    // Carol's person record and identifier come with her first message (the writer stores an identifier only for a person it stored).
    const kinds = records.filter((r) => r.kind !== 'chat').map((r) => r.kind);
    expect(kinds).toEqual(['event', 'person', 'identifier', 'message', 'message', 'person', 'identifier', 'message', 'message']);
  });

  it('notices are events, with who did them; an unknown type is kept as an event and reported', async () => {
    const file = write(
      exportOf({ id: '556', type: 'GuildTextChat', name: 'lobby' }, [
        msg(ALICE, '2024-03-02T10:00:00+00:00', 'Joined the server.', { type: 'GuildMemberJoin' }),
        msg(BOB, '2024-03-02T10:01:00+00:00', 'Pinned a message.', { type: 'ChannelPinnedMessage' }),
        msg(BOB, '2024-03-02T10:02:00+00:00', 'Changed the channel name: lobby', { type: 'ChannelNameChange' }),
        msg(ALICE, '2024-03-02T10:03:00+00:00', 'Started a thread.', { type: 'ThreadCreated' }),
        msg(ALICE, '2024-03-02T10:04:00+00:00', '', { type: '8' }),
        msg(BOB, '2024-03-02T10:05:00+00:00', 'hi'),
        msg(BOB, '2024-03-02T10:06:00+00:00', 'something new', { type: '99' }),
        msg(BOB, '2024-03-02T10:07:00+00:00', 'also new', { type: 'FutureKind' }),
      ]),
    );
    const { messages, events, notes } = await parseFile(file);
    expect(messages.map((m) => [m.author, m.text])).toEqual([['Bobby', 'hi']]);
    expect(events.map((e) => [e.at, e.text])).toEqual([
      ['2024-03-02T10:00:00+00:00', 'Alice: Joined the server.'],
      ['2024-03-02T10:01:00+00:00', 'Bobby: Pinned a message.'],
      ['2024-03-02T10:02:00+00:00', 'Bobby: Changed the channel name: lobby'],
      ['2024-03-02T10:03:00+00:00', 'Alice: Started a thread.'],
      ['2024-03-02T10:04:00+00:00', 'Alice: 8'],
      ['2024-03-02T10:06:00+00:00', 'Bobby: something new'],
      ['2024-03-02T10:07:00+00:00', 'Bobby: also new'],
    ]);
    expect(events.every((e) => e.chatKey === 'discord:556')).toBe(true);
    expect(notes).toEqual(['2 entries of a message type Mnemo does not know (99, FutureKind) kept as events']);
  });

  it('a DM between two people is not a group; a group DM is; calls are events', async () => {
    const dm = await parseFile(
      write(
        exportOf(
          { id: '900', type: 'DirectTextChat', categoryId: '0', category: 'Private', name: 'Bobby' },
          [
            msg(ALICE, '2023-12-31T23:59:00+00:00', 'Happy new year soon'),
            msg(BOB, '2024-01-01T00:00:00+00:00', 'Started a call that lasted 12 minutes.', { type: 'Call', callEndedTimestamp: '2024-01-01T00:12:00+00:00' }),
            msg(BOB, '2024-01-01T00:13:00+00:00', 'Happy new year!'),
          ],
          { id: '0', name: 'Direct Messages', iconUrl: 'x' },
        ),
      ),
    );
    expect(dm.chats).toEqual([{ kind: 'chat', chatKey: 'discord:900', title: 'Bobby', isGroup: false }]);
    expect(dm.chats[0]).not.toHaveProperty('self');
    expect(dm.messages.map((m) => [m.author, m.at])).toEqual([
      ['Alice', '2023-12-31T23:59:00+00:00'],
      ['Bobby', '2024-01-01T00:13:00+00:00'],
    ]);
    expect(dm.events.map((e) => e.text)).toEqual(['Bobby: Started a call that lasted 12 minutes.']);

    const group = await parseFile(
      write(
        exportOf(
          { id: '901', type: 'DirectGroupTextChat', categoryId: '0', category: 'Group', name: 'Alice, Bobby' },
          [msg(ALICE, '2024-01-02T10:00:00+00:00', 'Added Helper to the group.', { type: 'RecipientAdd' }), msg(BOT, '2024-01-02T10:01:00+00:00', 'Hi!')],
          { id: '0', name: 'Direct Messages', iconUrl: 'x' },
        ),
      ),
    );
    expect(group.chats).toEqual([{ kind: 'chat', chatKey: 'discord:901', title: 'Alice, Bobby', isGroup: true }]);
    expect([group.messages.length, group.events.length]).toEqual([1, 1]);
  });

  it('a thread is its own chat, titled with its parent channel', async () => {
    const { chats, messages } = await parseFile(
      write(
        exportOf({ id: '7001', type: 'GuildPublicThread', categoryId: '555', category: 'general', name: 'Weekend plans' }, [
          msg(ALICE, '2024-03-05T18:00:00+00:00', 'Hike on Saturday?'),
          msg(BOB, '2024-03-05T18:05:00+00:00', 'Yes!'),
        ]),
      ),
    );
    expect(chats).toEqual([{ kind: 'chat', chatKey: 'discord:7001', title: 'Book Club / #general › Weekend plans', isGroup: true }]);
    expect(messages).toHaveLength(2);
  });

  it('two people showing the same name stay two authors; the same person keeps one name across the channels of a zip', async () => {
    const otherAlice: U = { id: '2001', name: 'alice_two', discriminator: '0000', nickname: 'Alice' };
    const deleted1: U = { id: '3001', name: 'Deleted User', discriminator: '0000' };
    const deleted2: U = { id: '3002', name: 'Deleted User', discriminator: '0000' };
    const general = exportOf({ id: '555', type: 'GuildTextChat', name: 'general' }, [
      msg(ALICE, '2024-04-01T10:00:00+00:00', 'one'),
      msg(otherAlice, '2024-04-01T10:01:00+00:00', 'two'),
      msg(deleted1, '2024-04-01T10:02:00+00:00', 'three'),
      msg(deleted2, '2024-04-01T10:03:00+00:00', 'four'),
    ]);
    // In another server channel Alice has another nickname: keyed by id, she stays "Alice".
    const random = exportOf({ id: '557', type: 'GuildTextChat', name: 'random' }, [
      msg({ ...ALICE, nickname: 'Ally' }, '2024-04-02T10:00:00+00:00', 'five'),
      msg(BOB, '2024-04-02T10:01:00+00:00', 'six'),
    ]);
    const zip = tmp.write(
      `${n++}.zip`,
      await zipOf([
        { name: 'Book Club - general [555].json', data: JSON.stringify(general, null, 2) },
        { name: 'Book Club - general [555].json_Files/IMG_1.png', data: 'not read' },
        { name: 'notes.json', data: '{"unrelated": true}' },
        { name: 'Book Club - random [557].json', data: JSON.stringify(random, null, 2) },
      ]),
    );
    expect(await detectImportSource(zip, 'discord.zip')).toBe('discord');
    const { chats, messages, identifiers, notes, batches } = await parseFile(zip, 'discord.zip');
    expect(chats.map((c) => [c.chatKey, c.title])).toEqual([
      ['discord:555', 'Book Club / #general'],
      ['discord:557', 'Book Club / #random'],
    ]);
    expect(messages.map((m) => [m.chatKey, m.author, m.text])).toEqual([
      ['discord:555', 'Alice', 'one'],
      ['discord:555', 'Alice (alice_two)', 'two'],
      ['discord:555', 'Deleted User', 'three'],
      ['discord:555', 'Deleted User (3002)', 'four'],
      ['discord:557', 'Alice', 'five'],
      ['discord:557', 'Bobby', 'six'],
    ]);
    // Deleted accounts share their name: no identifier would tell them apart.
    expect(identifiers.map((i) => [i.author, i.value])).toEqual([
      ['Alice', 'alice'],
      ['Alice (alice_two)', 'alice_two'],
      ['Bobby', 'bob#4242'],
    ]);
    expect(notes).toEqual([
      '1 JSON file(s) in the archive are not Discord exports and were skipped: notes.json',
      '1 other file(s) in the archive (downloaded media, other formats) were not read',
    ]);
    // Progress runs over both exports, to the end.
    const progress = batches.map((b) => b.progress);
    expect(progress.every((p, i) => i === 0 || p.done >= progress[i - 1]!.done)).toBe(true);
    expect(progress.at(-1)!.done).toBe(progress.at(-1)!.total);
    expect(batches.at(-1)!.expected).toEqual({ messages: 6 });
  });

  it('skips what it cannot read and says so: no timestamp, not an object, a message written twice', async () => {
    const twice = msg(ALICE, '2024-05-01T08:00:00+00:00', 'once only');
    const { messages, notes } = await parseFile(
      write(
        exportOf({ id: '558', type: 'GuildTextChat', name: 'misc' }, [
          twice,
          twice,
          { ...msg(BOB, 'yesterday', 'no time'), timestamp: 'yesterday' },
          { ...msg(BOB, '', 'no time'), timestamp: undefined },
          42,
          msg(BOB, '2024-05-01T08:05:00+00:00', 'fine'),
        ]),
      ),
    );
    expect(messages.map((m) => [m.text, m.line])).toEqual([
      ['once only', 1],
      ['fine', 6],
    ]);
    expect(notes).toEqual([
      '1 message(s) written twice in the export (same message id) were read once',
      '2 entries without a readable timestamp skipped (entry 3, entry 4)',
      '1 entry of "messages" that are not messages skipped (entry 5)',
    ]);
  });

  it('a channel without messages is still a chat; big channels come in batches of at most 2,000 records', async () => {
    const empty = await parseFile(write(exportOf({ id: '559', type: 'GuildTextChat', name: 'quiet' }, [])));
    expect(empty.chats.map((c) => c.title)).toEqual(['Book Club / #quiet']);
    expect(empty.messages).toEqual([]);

    const many = Array.from({ length: 4500 }, (_, i) => msg(i % 2 ? ALICE : BOB, new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(), `m${i}`));
    const big = await parseFile(write(exportOf({ id: '560', type: 'GuildTextChat', name: 'busy' }, many)));
    expect(big.messages).toHaveLength(4500);
    expect(big.messages[0]!.at).toBe('2024-01-01T00:00:00.000Z');
    expect(big.messages.at(-1)!.at).toBe('2024-01-04T02:59:00.000Z');
    expect(Math.max(...big.batches.map((b) => b.records.length))).toBeLessThanOrEqual(2000);
    expect(big.batches.length).toBeGreaterThan(2);
  });

  it('5,000 authors: each announced with their identifier before their first message, every batch at most 2,000 records', async () => {
    const people = Array.from({ length: 5000 }, (_, i): U => ({ id: String(900_000 + i), name: `user_${i}`, discriminator: '0000', nickname: `Person ${i}` }));
    const many = Array.from({ length: 6000 }, (_, i) => msg(people[i % 5000]!, new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString(), `m${i}`));
    const { records, batches, messages, identifiers, persons } = await parseFile(write(exportOf({ id: '563', type: 'GuildTextChat', name: 'crowd' }, many)));
    expect(batches.map((b) => b.records.length).filter((size) => size > 2000)).toEqual([]);
    expect(messages).toHaveLength(6000);
    expect(persons).toHaveLength(5000);
    expect(identifiers).toHaveLength(5000);
    expect(announced(records).size).toBe(5000);
    expect(new Set(messages.map((m) => m.author)).size).toBe(5000);
    // The last batch: the notes (none here), not every author's identifier.
    expect(batches.at(-1)!.records).toEqual([]);
  });

  it('past the cap on remembered authors, later authors are shown with their id, still announced, and a note says so', async () => {
    const people = Array.from({ length: 8 }, (_, i): U => ({ id: String(700 + i), name: `u${i}`, discriminator: '0000', nickname: 'Sam' }));
    const order = [0, 1, 2, 3, 4, 5, 3, 6, 7, 3, 0, 2];
    const entries = order.map((p, i) => msg(people[p]!, new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString(), `m${i}`));
    const file = write(exportOf({ id: '564', type: 'GuildTextChat', name: 'capped' }, entries));
    const { records, messages, notes } = split((await collect(readDiscord(file, { fileName: 'x.json', zipLimits: DEFAULT_ZIP_LIMITS }, { maxAuthors: 3, recentAuthors: 2 }))).records);
    const keys = announced(records);
    expect(messages.map((m) => m.author)).toEqual(['Sam', 'Sam (u1)', 'Sam (u2)', 'Sam (703)', 'Sam (704)', 'Sam (705)', 'Sam (703)', 'Sam (706)', 'Sam (707)', 'Sam (703)', 'Sam', 'Sam (u2)']);
    // Every shown name stands for one id, and each id has one shown name.
    expect(keys).toEqual(new Map(people.map((p, i) => [i < 3 ? ['Sam', 'Sam (u1)', 'Sam (u2)'][i]! : `Sam (${p.id})`, `discord:${p.id}`])));
    expect(notes).toEqual(['More than 3 different authors: those after the first 3 are shown with their Discord id after their name (each still one person, by id)']);
  });

  it('detection is strict: Discord exports only, by content', async () => {
    const dce = exportOf({ id: '561', type: 'GuildTextChat', name: 'x' }, [msg(ALICE, '2024-01-01T00:00:00+00:00', 'hi')]);
    expect(await detectImportSource(write(dce), 'whatever.txt')).toBe('discord');
    // With a BOM, and with the messages far down the file.
    expect(await detectImportSource(write(`\uFEFF${JSON.stringify(dce)}`), 'export.json')).toBe('discord');
    expect(isDiscordHead(JSON.stringify(dce).slice(0, 400))).toBe(true);
    // Not Discord: a Telegram chat, a JSON with only some of the keys, a key that is only nested.
    expect(await detectImportSource(write({ name: 'Alice', type: 'personal_chat', id: 1, messages: [] }), 'result.json')).toBe('telegram');
    expect(isDiscordHead(JSON.stringify({ guild: { id: '1' }, messages: [] }))).toBe(false);
    expect(isDiscordHead(JSON.stringify({ data: { guild: { id: '1' }, channel: { id: '2', type: 'GuildTextChat' }, messages: [] } }))).toBe(false);
    expect(isDiscordHead(JSON.stringify([{ guild: {}, channel: {}, messages: [] }]))).toBe(false);
    expect(isDiscordHead('{"guild": {"id": "1"}, "channel": oops')).toBe(false);
    // A zip without a Discord export is not Discord; asked to read it as one, it is refused.
    const other = tmp.write(`${n++}.zip`, await zipOf([{ name: 'notes.json', data: '{"guild": "no", "messages": []}' }]));
    await expect(detectImportSource(other, 'other.zip')).rejects.toThrow(ImportFormatError);
    await expect(parseFile(other, 'other.zip')).rejects.toThrow(/This zip holds no DiscordChatExporter export/);
  });

  it('a cut-short export fails naming the entry; a JSON that is not an export is refused', async () => {
    const text = JSON.stringify(exportOf({ id: '562', type: 'GuildTextChat', name: 'x' }, [msg(ALICE, '2024-01-01T00:00:00+00:00', 'hi'), msg(BOB, '2024-01-01T00:01:00+00:00', 'yo')]), null, 2);
    const cut = write(text.slice(0, text.length - 200));
    await expect(parseFile(cut)).rejects.toThrow(ImportFormatError);
    await expect(parseFile(cut)).rejects.toThrow(/\(entry 2, near line \d+\)/);
    await expect(parseFile(write({ hello: 'world' }))).rejects.toThrow(/Not a DiscordChatExporter export/);
  });

  it('reads times and media names as the exporter writes them', () => {
    expect(entryTime('2019-01-04T17:52:39.762+00:00')).toBe('2019-01-04T17:52:39.762+00:00');
    expect(entryTime('2020-09-04T22:36:55.4612345+02:00')).toBe('2020-09-04T22:36:55.461+02:00');
    expect(entryTime('2024-01-01T00:00:00Z')).toBe('2024-01-01T00:00:00Z');
    expect(entryTime('2024-13-45T00:00:00Z')).toBeUndefined();
    expect(entryTime(12)).toBeUndefined();
    expect(['a.PNG', 'b.webm', 'c.opus', 'd.xlsx', 'e', 'f.exe'].map(mediaOfFileName)).toEqual(['image', 'video', 'audio', 'document', 'other', 'other']);
  });

  describe('public samples (mlomb/chat-analytics)', () => {
    const sample = (name: string) => path.join(samples, name);

    it('DM_2A_2M: a DM, two messages, a call (event)', async () => {
      expect(await detectImportSource(sample('DM_2A_2M.json'), 'DM_2A_2M.json')).toBe('discord');
      const { chats, messages, events, identifiers, notes } = await parseFile(sample('DM_2A_2M.json'));
      expect(chats).toEqual([{ kind: 'chat', chatKey: 'discord:530805775262679064', title: 'Someones name', isGroup: false }]);
      expect(countBy(messages, (m) => m.author)).toEqual({ mlomb: 1, 'Someones nickname': 1 });
      expect([messages[0]!.at, messages.at(-1)!.at]).toEqual(['2019-01-04T17:52:39.762+00:00', '2019-01-25T00:11:04.083+00:00']);
      expect(events).toEqual([{ kind: 'event', chatKey: 'discord:530805775262679064', at: '2020-07-17T17:03:14.366+00:00', text: 'Someones nickname: Started a call that lasted 251 minutes.' }]);
      expect(identifiers.map((i) => [i.author, i.value])).toEqual([
        ['mlomb', 'mlomb#5506'],
        ['Someones nickname', 'Someones name#1234'],
      ]);
      expect(notes).toEqual(['42 reaction(s) to messages are not imported']);
    });

    it('GC_3A_5M: a group DM, three messages by three people, rename, icon change and call as events', async () => {
      const { chats, messages, events } = await parseFile(sample('GC_3A_5M.json'));
      expect(chats).toEqual([{ kind: 'chat', chatKey: 'discord:1064990764406419508', title: 'a group chat', isGroup: true }]);
      expect(messages.map((m) => [m.author, m.at, m.text])).toEqual([
        ['theplant', '2023-01-17T19:33:19.087+00:00', 'Should honor nickname over name'],
        ['lombi', '2023-01-17T19:34:17.742+00:00', 'hey @mlomb whats up, check out https://chatanalytics.app'],
        ['mlomb', '2023-01-18T20:12:12.123+00:00', 'woah nice :custom_emoji:'],
      ]);
      expect(events.map((e) => e.text)).toEqual(['lombi: Changed the channel name.', 'lombi: Changed the channel icon.', 'mlomb: Started a call that lasted 113 minutes.']);
    });

    it('SV_5A_5M: a server channel; the message written twice read once; image and sticker; no nickname → name', async () => {
      const { chats, messages, events, notes } = await parseFile(sample('SV_5A_5M.json'));
      expect(chats).toEqual([{ kind: 'chat', chatKey: 'discord:253601524398293010', title: 'DefleMask / #general-chiptune', isGroup: true }]);
      expect(countBy(messages, (m) => m.author)).toEqual({ 'Deleted User': 1, mlomb: 3 });
      expect(messages.map((m) => m.media)).toEqual([undefined, undefined, 'image', undefined]);
      expect([messages[0]!.at, messages.at(-1)!.at]).toEqual(['2018-05-20T16:09:44.209+00:00', '2018-05-20T16:09:51.118+00:00']);
      expect(events).toEqual([]);
      expect(notes).toEqual(['1 message(s) written twice in the export (same message id) were read once', '5 reaction(s) to messages are not imported']);
    });

    it('the three samples in one zip: three chats, progress over all', async () => {
      const zip = tmp.write(
        `${n++}.zip`,
        await zipOf(['DM_2A_2M.json', 'GC_3A_5M.json', 'SV_5A_5M.json'].map((name) => ({ name: `exports/${name}`, data: fs.readFileSync(sample(name)) }))),
      );
      expect(await detectImportSource(zip, 'exports.zip')).toBe('discord');
      const { chats, messages, events } = await parseFile(zip, 'exports.zip');
      expect(chats).toHaveLength(3);
      expect([messages.length, events.length]).toEqual([9, 4]);
    });
  });
});
