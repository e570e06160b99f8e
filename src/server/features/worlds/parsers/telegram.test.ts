import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chatExports, collect, countBy, ofKind, tempDir, zipOf } from '../../../../../tests/support/import-files';
import { detectImportSource } from './detect-import-source';
import { readSystemLine } from '../ask/tools/vocabulary';
import { parseRecords } from './parse-records';
import { serviceText } from './telegram';
import { ImportFormatError } from './types';

const tmp = tempDir('telegram');
afterAll(() => tmp.remove());
let n = 0;

async function parse(json: unknown | string) {
  const file = tmp.write(`${n++}.json`, typeof json === 'string' ? json : JSON.stringify(json, null, 1));
  const { records } = await collect(parseRecords(file, { source: 'telegram', fileName: 'result.json' }));
  return { records, messages: ofKind(records, 'message'), events: ofKind(records, 'event'), chats: ofKind(records, 'chat'), places: ofKind(records, 'place') };
}

const chat = {
  name: 'Alice',
  type: 'personal_chat',
  id: 4242,
  messages: [
    { id: 1, type: 'service', date: '2021-03-01T10:00:00', date_unixtime: '1614592800', actor: 'Alice', action: 'phone_call', duration_seconds: 56, text: '' },
    { id: 2, type: 'message', date: '2021-03-01T10:05:00', date_unixtime: '1614593100', from: 'Alice', from_id: 'user1', text: 'plain text' },
    {
      id: 3,
      type: 'message',
      date: '2021-03-01T10:06:00',
      from: 'Me',
      from_id: 'user2',
      text: ['see ', { type: 'link', text: 'https://example.org' }, ' and ', { type: 'bold', text: 'this' }, '\nsecond line'],
    },
    { id: 4, type: 'message', date: '2021-03-01T10:07:00', date_unixtime: '1614593220', from: 'Alice', from_id: 'user1', photo: 'photos/p.jpg', width: 10, height: 10, text: '' },
    { id: 5, type: 'message', date: '2021-03-01T10:08:00', date_unixtime: '1614593280', from: 'Alice', from_id: 'user1', media_type: 'voice_message', file: 'v.ogg', text: '' },
    {
      id: 6,
      type: 'message',
      date: '2021-03-01T10:09:00',
      date_unixtime: '1614593340',
      from: 'Me',
      from_id: 'user2',
      location_information: { latitude: 51.5007, longitude: -0.1246 },
      place_name: 'Big Ben',
      address: 'Westminster',
      text: '',
    },
    { id: 7, type: 'message', date: '2021-03-01T10:10:00', date_unixtime: '1614593400', from: null, from_id: 'user9', text: 'from a deleted account' },
  ],
};

describe('Telegram Desktop JSON', () => {
  it('one chat: string and array texts, date_unixtime as an instant, date alone as local time, service entries as events, media, location → place', async () => {
    const { chats, messages, events, places } = await parse(chat);
    expect(chats).toEqual([{ kind: 'chat', chatKey: '4242', title: 'Alice', isGroup: false }]);
    expect(events).toEqual([{ kind: 'event', chatKey: '4242', at: '2021-03-01T10:00:00Z', text: 'Alice phone call' }]);
    expect(messages.map((m) => [m.author, m.at, m.text, m.media, m.line])).toEqual([
      ['Alice', '2021-03-01T10:05:00Z', 'plain text', undefined, 2],
      ['Me', '2021-03-01T10:06:00', 'see https://example.org and this\nsecond line', undefined, 3],
      ['Alice', '2021-03-01T10:07:00Z', '', 'image', 4],
      ['Alice', '2021-03-01T10:08:00Z', '', 'audio', 5],
      ['Me', '2021-03-01T10:09:00Z', '', 'other', 6],
      ['user9', '2021-03-01T10:10:00Z', 'from a deleted account', undefined, 7],
    ]);
    expect(places).toEqual([{ kind: 'place', lat: 51.5007, lon: -0.1246, at: '2021-03-01T10:09:00Z', via: 'message', chatKey: '4242', author: 'Me', label: 'Big Ben, Westminster' }]);
  });

  it('the full export (result.json): every chat of chats.list and left_chats.list, groups marked', async () => {
    const full = {
      about: 'Here is the data you requested.',
      personal_information: { user_id: 1, first_name: 'Sam', last_name: 'Jones' },
      contacts: { about: '', list: [{ first_name: 'Alice' }] },
      chats: {
        about: '',
        list: [
          chat,
          {
            name: 'Book club',
            type: 'private_supergroup',
            id: 99,
            messages: [
              { id: 1, type: 'service', date: '2021-01-01T09:00:00', actor: 'Me', action: 'create_group', title: 'Book club', members: ['Alice', 'Bob'], text: '' },
              { id: 2, type: 'message', date: '2021-01-01T09:01:00', from: 'Bob', text: 'hello all' },
            ],
          },
          { name: 'Empty', type: 'personal_chat', id: 7, messages: [] },
        ],
      },
      left_chats: { about: '', list: [{ name: 'Old group', type: 'private_group', id: 55, messages: [{ id: 1, type: 'message', date: '2019-01-01T00:00:00', from: 'Zed', text: 'bye' }] }] },
    };
    const { chats, messages, events } = await parse(full);
    expect(chats.every((c) => c.self === 'Sam Jones')).toBe(true);
    expect(chats.map((c) => [c.chatKey, c.title, c.isGroup])).toEqual([
      ['4242', 'Alice', false],
      ['99', 'Book club', true],
      ['7', 'Empty', false],
      ['55', 'Old group', true],
    ]);
    expect(countBy(messages, (m) => m.chatKey)).toEqual({ '4242': 6, '99': 1, '55': 1 });
    expect(events.map((e) => e.text)).toContain('Me created group "Book club"');
  });

  it('a zipped export folder: result.json read from inside the zip', async () => {
    const file = tmp.write('telegram.zip', await zipOf([{ name: 'DataExport_2024-01-01/result.json', data: JSON.stringify(chat) }, { name: 'DataExport_2024-01-01/photos/p.jpg', data: 'x' }]));
    expect(await detectImportSource(file, 'telegram.zip')).toBe('telegram');
    const { records } = await collect(parseRecords(file, { source: 'telegram', fileName: 'telegram.zip' }));
    expect(ofKind(records, 'message')).toHaveLength(6);
  });

  it('a file cut short fails naming the entry', async () => {
    const text = JSON.stringify(chat, null, 1);
    const cut = text.slice(0, text.indexOf('"id": 5'));
    const error = await parse(cut).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as ImportFormatError).where).toMatch(/^entry 8, near line \d+$/);
  });

  it('a syntax error fails naming the entry and line', async () => {
    const text = JSON.stringify(chat, null, 1).replace('"plain text"', '"plain text" oops');
    const error = await parse(text).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFormatError);
    expect((error as ImportFormatError).where).toMatch(/^entry \d+, near line \d+$/);
  });

  it('the minimal single-chat JSON (only "messages"): detected, titled by the file, keyed by its first message so a re-export matches', async () => {
    const minimal = { messages: chat.messages.slice(1) };
    const file = tmp.write('Alice Liddell.json', JSON.stringify(minimal, null, 1));
    expect(await detectImportSource(file, 'Alice Liddell.json')).toBe('telegram');
    const { records } = await collect(parseRecords(file, { source: 'telegram', fileName: 'Alice Liddell.json' }));
    expect(ofKind(records, 'chat')).toEqual([{ kind: 'chat', chatKey: 'message-2-1614593100', title: 'Alice Liddell', isGroup: false }]);
    expect(ofKind(records, 'message').map((m) => [m.chatKey, m.author, m.text])).toEqual([
      ['message-2-1614593100', 'Alice', 'plain text'],
      ['message-2-1614593100', 'Me', 'see https://example.org and this\nsecond line'],
      ['message-2-1614593100', 'Alice', ''],
      ['message-2-1614593100', 'Alice', ''],
      ['message-2-1614593100', 'Me', ''],
      ['message-2-1614593100', 'user9', 'from a deleted account'],
    ]);
    // A later export of the same chat, one message longer and saved as result.json: the same key.
    const later = tmp.write('later/result.json', JSON.stringify({ messages: [...minimal.messages, { id: 8, type: 'message', date: '2021-03-02T10:00:00', from: 'Alice', text: 'new' }] }));
    const again = await collect(parseRecords(later, { source: 'telegram', fileName: 'result.json' }));
    expect(ofKind(again.records, 'chat')).toEqual([{ kind: 'chat', chatKey: 'message-2-1614593100', title: 'Telegram chat', isGroup: false }]);
  });

  it('JSON with "messages" that are not Telegram messages is not taken for Telegram', async () => {
    const other = tmp.write('other.json', JSON.stringify({ messages: [{ id: 'x1', author: 'A', when: 1, body: 'hi' }] }));
    await expect(detectImportSource(other, 'other.json')).rejects.toThrow(/"other.json" is JSON with the keys "messages"/);
  });

  it('counting rule: calls and group calls are events; polls, contacts, live locations, stickers, voice notes are messages with media; an unknown entry type is noted', async () => {
    const { messages, events, places, records } = await parse({
      ...chat,
      messages: [
        { id: 1, type: 'service', date: '2021-03-01T10:00:00', actor: 'Alice', action: 'group_call', text: '' },
        { id: 2, type: 'service', date: '2021-03-01T10:00:01', actor: 'Alice', action: 'pin_message', message_id: 1, text: '' },
        { id: 3, type: 'message', date: '2021-03-01T10:01:00', from: 'Alice', poll: { question: 'Lunch?', answers: [] }, text: '' },
        { id: 4, type: 'message', date: '2021-03-01T10:02:00', from: 'Alice', contact_information: { first_name: 'Bob', phone_number: '+1 555' }, text: '' },
        { id: 5, type: 'message', date: '2021-03-01T10:03:00', from: 'Me', location_information: { latitude: 1.5, longitude: 2.5 }, live_location_period_seconds: 900, text: '' },
        { id: 6, type: 'message', date: '2021-03-01T10:04:00', from: 'Me', media_type: 'sticker', file: 's.webp', sticker_emoji: '😀', text: '' },
        { id: 7, type: 'message', date: '2021-03-01T10:05:00', from: 'Me', media_type: 'voice_message', file: 'v.ogg', text: '' },
        { id: 8, type: 'unsupported', date: '2021-03-01T10:06:00', text: '' },
      ],
    });
    expect(events.map((e) => e.text)).toEqual(['Alice group call', 'Alice pin message']);
    expect(messages.map((m) => [m.author, m.media])).toEqual([
      ['Alice', 'other'],
      ['Alice', 'other'],
      ['Me', 'other'],
      ['Me', 'sticker'],
      ['Me', 'audio'],
    ]);
    expect(places.map((p) => [p.lat, p.lon, p.author])).toEqual([[1.5, 2.5, 'Me']]);
    expect(ofKind(records, 'note').map((x) => x.message)).toEqual(['1 entry of a type that is neither a message nor a service notice ("unsupported") skipped']);
  });

  it('entries of many unknown types (each its own, long): all counted, the note names the first 5, each cut to 40 characters', async () => {
    const long = 'x'.repeat(200);
    const messages = Array.from({ length: 30 }, (_, i) => ({ id: i, type: `t${i}-${long}`, date: '2021-03-01T10:00:00' }));
    const { records } = await parse({ name: 'A', type: 'personal_chat', id: 1, messages });
    const shown = Array.from({ length: 5 }, (_, i) => `"${`t${i}-${long}`.slice(0, 40)}"`).join(', ');
    expect(ofKind(records, 'note').map((x) => x.message)).toEqual([`30 entries of a type that is neither a message nor a service notice (${shown}) skipped`]);
  });

  it('past 50,000 authors their ids are no longer kept (noted); every message is still read', async () => {
    const messages = Array.from({ length: 50_002 }, (_, i) => ({ id: i, type: 'message', date: '2021-03-01T10:00:00', from: `P${i}`, from_id: `user${i}`, text: 'x' }));
    const { records, messages: read } = await parse(JSON.stringify({ name: 'Big', type: 'public_supergroup', id: 9, messages }));
    expect(read).toHaveLength(50_002);
    expect(ofKind(records, 'identifier')).toHaveLength(50_000);
    expect(ofKind(records, 'note').map((x) => x.message)).toEqual(["Telegram ids and numbers were kept for the first 50,000 authors only; the other authors' messages were read"]);
  });

  it('a full export of many chats (most empty): every chat announced once, in file order', async () => {
    const list = Array.from({ length: 300 }, (_, i) => ({ name: `Chat ${i}`, type: 'private_group', id: 100 + i, messages: i % 100 === 0 ? [{ id: 1, type: 'message', date: '2021-03-01T10:00:00', from: 'A', text: `hi ${i}` }] : [] }));
    const { chats, messages } = await parse({ chats: { list } });
    expect(chats.map((c) => c.chatKey)).toEqual(list.map((c) => String(c.id)));
    expect(messages.map((m) => [m.chatKey, m.text])).toEqual([['100', 'hi 0'], ['200', 'hi 100'], ['300', 'hi 200']]);
  });

  it('a message without a date fails naming the entry', async () => {
    const error = await parse({ ...chat, messages: [chat.messages[1], { id: 9, type: 'message', from: 'X', text: 'no date' }] }).catch((e: unknown) => e);
    expect((error as ImportFormatError).where).toBe('entry 2');
  });
});

describe('Telegram public samples (../shared/fixtures/chat-exports)', () => {
  it('DM_2A_7M: 2 authors; 6 messages and 2 service entries (the name says 7: it counts a call)', async () => {
    const { records } = await collect(parseRecords(path.join(chatExports, 'chat-analytics/telegram_DM_2A_7M.json'), { source: 'telegram', fileName: 'x.json' }));
    const messages = ofKind(records, 'message');
    expect(countBy(messages, (m) => m.author)).toEqual({ Bob: 2, Alice: 4 });
    expect(ofKind(records, 'event').map((e) => e.text)).toEqual(['Bob joined telegram', 'Alice phone call']);
    expect(messages[0]!.text).toBe('https://google.com 👀');
    expect(messages[0]!.at).toBe('2019-07-12T16:55:32');
    expect(messages[5]!.at).toBe('2022-06-10T22:06:39Z');
  });

  it('BIG_20A_5475M: 20 authors, 5,475 messages', async () => {
    const { records } = await collect(parseRecords(path.join(chatExports, 'chat-analytics/telegram_BIG_20A_5475M.json'), { source: 'telegram', fileName: 'x.json' }));
    const messages = ofKind(records, 'message');
    expect(messages).toHaveLength(5475);
    const perAuthor = countBy(messages, (m) => m.author);
    expect(Object.keys(perAuthor)).toHaveLength(20);
    expect(perAuthor['Garnet.Schinner73']).toBe(296);
    expect(perAuthor['Alyce_Stokes']).toBe(235);
    expect(messages[0]!.at).toBe('2017-01-01T06:20:09.248Z');
    expect(messages[5474]!.at).toBe('2019-12-31T18:19:24.288Z');
    expect(ofKind(records, 'chat')).toEqual([{ kind: 'chat', chatKey: '1111111111', title: 'Big sample', isGroup: true }]);
  });
});

describe('the exporter’s contacts', () => {
  it('give an author the number of the contact with their user id, else of exactly their full name; and their user id', async () => {
    const { records } = await parse({
      contacts: {
        about: 'Contacts',
        list: [
          { user_id: 1, first_name: 'Alice', last_name: 'Liddell', phone_number: '+44 7700 900123', date: '2020-01-01T10:00:00' },
          { first_name: 'Bob', last_name: '', phone_number: '+49 170 1234567', date: '2020-01-01T10:00:00' },
          { first_name: 'Carol', last_name: 'Nobody', phone_number: '+1 415 555 0132', date: '2020-01-01T10:00:00' },
          { first_name: 'No', last_name: 'Number', phone_number: '', date: '2020-01-01T10:00:00' },
        ],
      },
      chats: {
        list: [
          {
            name: 'Friends',
            type: 'private_group',
            id: 9,
            messages: [
              { id: 1, type: 'message', date: '2021-03-01T10:05:00', date_unixtime: '1614593100', from: 'Ally', from_id: 'user1', text: 'hi' },
              { id: 2, type: 'message', date: '2021-03-01T10:06:00', date_unixtime: '1614593160', from: 'Bob', from_id: 'user5', text: 'hey' },
              { id: 3, type: 'message', date: '2021-03-01T10:07:00', date_unixtime: '1614593220', from: 'No Number', from_id: 'user6', text: 'yo' },
            ],
          },
        ],
      },
    });
    const ids = ofKind(records, 'identifier').map((r) => [r.author, r.type, r.value]);
    expect(ids).toEqual([
      ['Ally', 'telegram-id', 'user1'],
      ['Ally', 'tel', '+44 7700 900123'],
      ['Bob', 'telegram-id', 'user5'],
      ['Bob', 'tel', '+49 170 1234567'],
      ['No Number', 'telegram-id', 'user6'],
    ]);
  });

  it('service entries read as group history: created, renamed, added, removed, left, joined by link; others keep the action name', () => {
    const read = (m: Record<string, unknown>) => {
      const e = readSystemLine(serviceText(m));
      return e && { type: e.type, actor: e.actor, targets: e.targets, to: e.to };
    };
    expect(read({ actor: 'Wanjiru', action: 'create_group', title: 'Keluarga Besar', members: ['Wanjiru', 'Tendai'] })).toEqual({ type: 'created', actor: 'Wanjiru', targets: [], to: 'Keluarga Besar' });
    expect(read({ actor: 'Tendai 🌻', action: 'edit_group_title', title: 'Rodzinka "na zawsze"' })).toEqual({ type: 'renamed', actor: 'Tendai 🌻', targets: [], to: 'Rodzinka na zawsze' });
    expect(read({ actor: 'Wanjiru', action: 'invite_members', members: ['Ciocia Basia', 'Abebe Kebede'] })).toEqual({ type: 'added', actor: 'Wanjiru', targets: ['Ciocia Basia', 'Abebe Kebede'], to: null });
    expect(read({ actor: 'Wanjiru', action: 'remove_members', members: ['Abebe Kebede'] })).toEqual({ type: 'removed', actor: 'Wanjiru', targets: ['Abebe Kebede'], to: null });
    // Removing oneself is leaving; inviting oneself (a return) is joining.
    expect(read({ actor: 'Ciocia Basia', action: 'remove_members', members: ['Ciocia Basia'] })).toEqual({ type: 'left', actor: 'Ciocia Basia', targets: [], to: null });
    expect(read({ actor: 'Ciocia Basia', action: 'invite_members', members: ['Ciocia Basia'] })).toEqual({ type: 'joined', actor: 'Ciocia Basia', targets: [], to: null });
    expect(read({ actor: 'Ketut', action: 'join_group_by_link', inviter: 'Group' })).toEqual({ type: 'joined', actor: 'Ketut', targets: [], to: null });
    expect(serviceText({ actor: 'Ketut', action: 'pin_message', message_id: 4 })).toBe('Ketut pin message');
    expect(read({ actor: 'Ketut', action: 'pin_message', message_id: 4 })).toBeNull();
  });
});
