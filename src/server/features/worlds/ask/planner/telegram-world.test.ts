/**
 * A Telegram world (#29): one person per account id across chat files (the name of their
 * one-to-one chat shown, a group nickname kept as an alias), service entries as the group's
 * history, and messages counted by the kind of media they carry (Telegram and WhatsApp alike).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import type { ToolContext } from '../tools/types';
import { mediaKindsIn } from '../tools/media-words';
import { answerOffline } from './index';

const NOW = new Date('2026-11-27T12:00:00Z');
let id = 0;
const msg = (date: string, from: string, fromId: string, text: string, extra: Record<string, unknown> = {}) => ({
  id: ++id,
  type: 'message',
  date,
  date_unixtime: String(Date.parse(`${date}Z`) / 1000),
  from,
  from_id: fromId,
  text,
  ...extra,
});
const service = (date: string, actor: string, actorId: string, action: string, extra: Record<string, unknown>) => ({
  id: ++id,
  type: 'service',
  date,
  date_unixtime: String(Date.parse(`${date}Z`) / 1000),
  actor,
  actor_id: actorId,
  action,
  text: '',
  ...extra,
});

// The personal chat with Wanjiru: she is "Wanjiru Kamau" here (the chat's name) and sends voice notes and a sticker.
const PERSONAL = {
  name: 'Wanjiru Kamau',
  type: 'personal_chat',
  id: 501,
  messages: [
    msg('2024-01-02T10:00:00', 'Wanjiru Kamau', 'user11', 'habari!'),
    msg('2024-01-02T10:01:00', 'Me', 'user1', 'nzuri sana'),
    msg('2024-01-03T09:00:00', 'Wanjiru Kamau', 'user11', '', { media_type: 'voice_message', file: '(File not included.)' }),
    msg('2024-01-04T09:00:00', 'Wanjiru Kamau', 'user11', '', { media_type: 'voice_message', file: '(File not included.)' }),
    msg('2024-01-05T09:00:00', 'Wanjiru Kamau', 'user11', '', { media_type: 'sticker', sticker_emoji: '😀', file: '(File not included.)' }),
    msg('2024-01-06T09:00:00', 'Me', 'user1', '', { photo: '(File not included.)' }),
  ],
};
// A group where she writes as "Wanji 🌻" (same account): created, renamed, someone added and someone leaving.
const GROUP = {
  name: 'Arisan Ibu-Ibu',
  type: 'private_group',
  id: 502,
  messages: [
    service('2023-05-01T08:00:00', 'Me', 'user1', 'create_group', { title: 'Kumpulan', members: ['Wanji 🌻', 'Ketut Sari'] }),
    msg('2023-05-01T08:05:00', 'Wanji 🌻', 'user11', 'asante kwa kikundi'),
    msg('2023-05-01T08:06:00', 'Ketut Sari', 'user12', 'terima kasih'),
    service('2023-06-01T08:00:00', 'Ketut Sari', 'user12', 'edit_group_title', { title: 'Arisan Ibu-Ibu' }),
    service('2023-07-01T08:00:00', 'Wanji 🌻', 'user11', 'invite_members', { members: ['Abebe Kebede'] }),
    msg('2023-07-01T08:10:00', 'Abebe Kebede', 'user13', 'selam!'),
    msg('2023-07-02T08:10:00', 'Wanji 🌻', 'user11', '', { media_type: 'voice_message', file: '(File not included.)' }),
    service('2023-08-01T08:00:00', 'Abebe Kebede', 'user13', 'remove_members', { members: ['Abebe Kebede'] }),
  ],
};
// A WhatsApp chat whose media lines land in the same kinds.
const WHATSAPP = [
  line('01/03/2024', '10:00', 'Ketut Sari', 'halo'),
  line('01/03/2024', '10:01', 'Ketut Sari', '<Media omitted>'),
  line('01/03/2024', '10:02', 'Ketut Sari', 'sticker omitted'),
  line('01/03/2024', '10:03', 'Ketut Sari', 'audio omitted'),
  line('01/03/2024', '10:04', 'Me', 'ok'),
].join('\n');

describe('a Telegram world', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string) => answerOffline(ctx, { question, state: {}, history: [], now: NOW });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [JSON.stringify(GROUP), 'group.json'],
      [JSON.stringify(PERSONAL), 'personal.json'],
      [WHATSAPP, 'WhatsApp Chat with Ketut Sari.txt'],
    ]));
  });
  afterAll(() => t.close());

  it('one person per account id: shown by the one-to-one chat name, the group nickname still finds her, counted once', async () => {
    const people = await ctx.query<{ name: string }>(
      sql`select r.name from world_people p join world_people r on r.id = coalesce(p.merged_into, p.id) where p.user_id = ${ctx.scope.userId} and p.name in ('Wanji 🌻', 'Wanjiru Kamau')`,
    );
    expect(new Set(people.map((p) => p.name))).toEqual(new Set(['Wanjiru Kamau']));
    const a = await ask('How many messages did Wanji send?');
    expect(a.answer, a.answer).toMatch(/^\D*6 messages/);
    expect(a.answer).toContain('Wanjiru Kamau');
  });

  it('service entries are the group history, not messages', async () => {
    expect((await ask('who renamed the group Arisan Ibu-Ibu?')).answer).toContain('Ketut Sari');
    expect((await ask('who left Arisan Ibu-Ibu?')).answer).toContain('Abebe Kebede');
    expect((await ask('How many messages in Arisan Ibu-Ibu?')).answer).toMatch(/^\D*4 messages/);
  });

  it('counts by media kind, words in several languages, Telegram and WhatsApp in the same kinds', async () => {
    expect(mediaKindsIn('ile głosówek wysłała mi Wanjiru?')).toEqual(['audio']);
    expect(mediaKindsIn('berapa stiker yang dikirim Ketut?')).toEqual(['sticker']);
    expect(mediaKindsIn('ujumbe wa sauti ngapi?')).toEqual(['audio']);
    expect(mediaKindsIn('how many messages did she send')).toEqual([]);
    expect((await ask('How many voice notes did Wanjiru send?')).answer).toMatch(/^\D*3 voice messages/);
    expect((await ask('How many stickers did Wanjiru send?')).answer).toMatch(/^\D*1 sticker\b/);
    expect((await ask('How many stickers did Ketut send?')).answer).toMatch(/^\D*1 sticker\b/);
    expect((await ask('How many voice messages did Ketut send?')).answer).toMatch(/^\D*1 voice message\b/);
  });
});
