/**
 * WhatsApp exports uploaded under a name that names no chat (#27): iOS zips hold `_chat.txt`,
 * and people upload it unzipped. Through the API on real imports: two different `_chat.txt`
 * chats stay two chats titled by their people, and the owner is the author common to both;
 * the same `_chat.txt` twice is one chat without a duplicate message; a zip named after its
 * chat keeps that name.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { zipOf } from '../../../../tests/support/import-files';
import { importsApi } from '../../../../tests/support/worlds';
import type { WorldOwner } from '../../../contract/worlds-owner';
import type { PlanScope } from '../../../contract/worlds-scope';
import { worldChats } from '../../db/schema';

const lines = (...l: string[]) => `${l.join('\n')}\n`;
const WITH_PRIYA = lines(
  '10/01/2024, 09:00 - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.',
  '10/01/2024, 09:00 - Sam: Morning Priya, coffee later?',
  '10/01/2024, 09:20 - Priya: Yes! At ten?',
  '10/01/2024, 09:25 - Sam: Perfect',
  '10/01/2024, 09:26 - Priya: See you',
);
const WITH_MARCO = lines(
  '02/02/2024, 18:00 - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.',
  '02/02/2024, 18:00 - Marco: Ciao Sam, calcetto stasera?',
  '02/02/2024, 18:05 - Sam: Ci sono',
  '02/02/2024, 18:06 - Marco: Alle nove',
);

describe('WhatsApp chats uploaded as a bare _chat.txt', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  const chats = async (cookie: string) => {
    const res = await api.get(cookie, '/api/worlds/scope');
    expect(res.statusCode, res.body).toBe(200);
    return json<PlanScope>(res).chats.map((c) => [c.title, c.isGroup, c.messages] as const);
  };
  const newUser = async () => {
    const u = await signUpUser(t.app);
    expect((await api.send(u.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    return u;
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
  });
  afterAll(() => t.close());

  it('two different chats stay two one-to-one chats, titled by their people; the owner is the author common to both', async () => {
    const u = await newUser();
    expect(await api.importFile(u.cookie, WITH_PRIYA, '_chat.txt')).toMatchObject({ status: 'done', counts: { messages: 4 } });
    expect(await api.importFile(u.cookie, WITH_MARCO, '_chat.txt')).toMatchObject({ status: 'done', counts: { messages: 3, duplicates: 0 } });
    expect(await chats(u.cookie)).toEqual([
      ['Priya & Sam', false, 4],
      ['Marco & Sam', false, 3],
    ]);
    const owner = json<WorldOwner>(await api.get(u.cookie, '/api/worlds/owner'));
    expect(owner.guess).toMatchObject({ name: 'Sam', reason: 'Guessed: in 2 of 2 one-to-one chats' });
    expect(owner.candidates.find((c) => c.name === 'Sam')).toMatchObject({ messageCount: 3, chatCount: 2 });
  });

  it('the same _chat.txt twice (or re-downloaded as "_chat (1).txt") is one chat, without a duplicate message', async () => {
    const u = await newUser();
    await api.importFile(u.cookie, WITH_PRIYA, '_chat.txt');
    expect(await api.importFile(u.cookie, WITH_PRIYA, '_chat.txt')).toMatchObject({ status: 'done', counts: { messages: 0, duplicates: 4 } });
    // A later export of the same chat: same first message, one more at the end.
    const later = `${WITH_PRIYA}11/01/2024, 08:00 - Sam: Thanks for the coffee\n`;
    expect(await api.importFile(u.cookie, later, '_chat (1).txt')).toMatchObject({ status: 'done', counts: { messages: 1, duplicates: 4 } });
    expect(await chats(u.cookie)).toEqual([['Priya & Sam', false, 5]]);
  });

  it('a zip named after its chat keeps the name; a generically named zip is the same chat as its unzipped _chat.txt', async () => {
    const u = await newUser();
    await api.importFile(u.cookie, await zipOf([{ name: '_chat.txt', data: WITH_MARCO }]), 'WhatsApp Chat - Marco.zip');
    await api.importFile(u.cookie, await zipOf([{ name: '_chat.txt', data: WITH_PRIYA }]), 'WhatsApp Chat.zip');
    expect(await api.importFile(u.cookie, WITH_PRIYA, '_chat.txt')).toMatchObject({ counts: { messages: 0, duplicates: 4 } });
    expect(await chats(u.cookie)).toEqual([
      ['Priya & Sam', false, 4],
      ['Marco', false, 3],
    ]);
  });

  it('a chat imported before #27 under the key "_chat" is adopted by a re-import: no second chat, no new message', async () => {
    const u = await newUser();
    await api.importFile(u.cookie, WITH_PRIYA, '_chat.txt');
    // The state an account has from before: the generic file keyed by its title.
    const legacy = async () => {
      await t.db.execute(sql`update world_chats set chat_key = '_chat' where user_id = ${u.user.id}`);
      expect(await keys(u.user.id)).toEqual(['_chat']);
    };
    await legacy();
    expect(await api.importFile(u.cookie, WITH_PRIYA, '_chat.txt')).toMatchObject({ status: 'done', counts: { messages: 0, duplicates: 4 } });
    expect(await chats(u.cookie)).toEqual([['Priya & Sam', false, 4]]);
    expect((await keys(u.user.id))[0]).toMatch(/^conversation:/);

    // Another conversation in a file of the same name does not take the old chat: it starts differently.
    await legacy();
    expect(await api.importFile(u.cookie, WITH_MARCO, '_chat.txt')).toMatchObject({ status: 'done', counts: { messages: 3, duplicates: 0 } });
    expect(await chats(u.cookie)).toEqual([
      ['Priya & Sam', false, 4],
      ['Marco & Sam', false, 3],
    ]);
    expect(await keys(u.user.id)).toContain('_chat');
  });

  const keys = async (userId: string) =>
    (await t.db.select({ key: worldChats.chatKey }).from(worldChats).where(eq(worldChats.userId, userId)).orderBy(worldChats.chatKey)).map((r) => r.key);
});
