/**
 * Two DiscordChatExporter exports of one channel, imported one after the other through the
 * API (#28 review): authors are people by their Discord user id (PersonRecord), so an author
 * renamed between the exports, or shown differently because another person with the same
 * name comes first in the second file, is the same person, and nothing is stored twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../../tests/support/create-test-app';
import { importsApi } from '../../../../tests/support/worlds';
import type { SocialPeopleResponse } from '../../../contract/worlds-social';

interface User {
  id: string;
  name: string;
  nickname: string;
}

const author = (u: User) => ({ ...u, discriminator: '0000', color: null, isBot: false, roles: [], avatarUrl: 'https://cdn.discordapp.com/embed/avatars/0.png' });

const entry = (id: string, timestamp: string, u: User, content: string) => ({
  id,
  type: 'Default',
  timestamp,
  timestampEdited: null,
  callEndedTimestamp: null,
  isPinned: false,
  content,
  author: author(u),
  attachments: [],
  embeds: [],
  stickers: [],
  reactions: [],
  mentions: [],
});

const exportOf = (messages: ReturnType<typeof entry>[], exportedAt: string) =>
  JSON.stringify(
    {
      guild: { id: '77', name: 'Book Club', iconUrl: 'https://cdn.discordapp.com/icons/77/a.png' },
      channel: { id: '555', type: 'GuildTextChat', categoryId: '9', category: 'Text Channels', name: 'general', topic: null },
      dateRange: { after: null, before: null },
      exportedAt,
      messages,
      messageCount: messages.length,
    },
    null,
    2,
  );

describe('Discord re-exports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a renamed author and a same-named author who comes first: the second import adds nothing, and no one is swapped', async () => {
    const api = importsApi(t.app);
    const { cookie } = await signUpUser(t.app);
    const alexOne: User = { id: '2001', name: 'alex_one', nickname: 'Alex' };
    const alexTwo: User = { id: '2002', name: 'alex_two', nickname: 'Alex' };
    const bob: User = { id: '2003', name: 'bob', nickname: 'Bobby' };
    const all = (b: User) => [
      entry('1', '2024-05-01T09:00:00.000+00:00', alexOne, 'I am the first Alex'),
      entry('2', '2024-05-01T09:01:00.000+00:00', alexTwo, 'and I am the other Alex'),
      entry('3', '2024-05-01T09:02:00.000+00:00', b, 'hello both'),
      entry('4', '2024-05-01T09:03:00.000+00:00', alexOne, 'ok'),
      entry('5', '2024-05-01T09:04:00.000+00:00', alexOne, 'ok'),
      entry('6', '2024-05-02T10:00:00.000+00:00', alexTwo, 'ok'),
    ];

    // First export: the first Alex writes first, so he is "Alex" and the other "Alex (alex_two)".
    const first = await api.importFile(cookie, exportOf(all(bob), '2024-05-03T00:00:00.000+00:00'), 'Book Club - general [555].json');
    expect(first).toMatchObject({ status: 'done', source: 'discord', error: null, counts: { messages: 6, people: 3 } });
    const people = async () =>
      api
        .json<SocialPeopleResponse>(await api.get(cookie, '/api/worlds/people'))
        .people.sort((a, b) => a.name.localeCompare(b.name))
        .map((p) => [p.name, p.messageCount, p.firstAt, p.lastAt]);
    const before = await people();
    expect(before).toEqual([
      ['Alex', 3, '2024-05-01T09:00:00.000Z', '2024-05-01T09:04:00.000Z'],
      ['Alex (alex_two)', 2, '2024-05-01T09:01:00.000Z', '2024-05-02T10:00:00.000Z'],
      ['Bobby', 1, '2024-05-01T09:02:00.000Z', '2024-05-01T09:02:00.000Z'],
    ]);

    // Second export, a later window: it starts at the other Alex's message (he is "Alex" in
    // this file, the first Alex "Alex (alex_one)"), and Bob has renamed himself.
    const second = await api.importFile(cookie, exportOf(all({ ...bob, nickname: 'Robert' }).slice(1), '2024-06-01T00:00:00.000+00:00'), 'Book Club - general [555] (1).json');
    expect(second).toMatchObject({ status: 'done', source: 'discord', error: null, counts: { messages: 0, people: 0, duplicates: 5 } });
    expect(await people()).toEqual(before);
  });
});
