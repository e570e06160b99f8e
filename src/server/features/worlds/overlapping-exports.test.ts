/**
 * Overlapping exports of one conversation (#28): the other person's export, a second
 * phone's (another header layout, other contact names) and a later window of a generic
 * `_chat.txt` join the chat already imported, without doubles; two different chats that
 * happen to share a few messages stay apart.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../../tests/support/create-test-app';
import { importsApi } from '../../../../tests/support/worlds';
import type { PeopleResponse, WorldSummary } from '../../../contract/worlds';

const pad = (n: number) => String(n).padStart(2, '0');

/** Messages i in [from, to): alternating Alice/Bob, one a minute from 2023-03-01 09:00. */
function conversation(from: number, to: number) {
  const out: { day: number; h: number; m: number; author: 'Alice' | 'Bob'; text: string }[] = [];
  for (let i = from; i < to; i++) {
    const minutes = 9 * 60 + i * 7;
    out.push({ day: 1 + Math.floor(minutes / 1440), h: Math.floor(minutes / 60) % 24, m: minutes % 60, author: i % 2 ? 'Bob' : 'Alice', text: `message number ${i} about the trip` });
  }
  return out;
}

/** Alice's phone, Android, day first, 24 h; she calls Bob "Bob". */
const android = (msgs: ReturnType<typeof conversation>) =>
  msgs.map((x) => `${pad(x.day)}/03/2023, ${pad(x.h)}:${pad(x.m)} - ${x.author}: ${x.text}`).join('\n') + '\n';
/** Bob's iPhone, bracketed with real seconds (Android writes only minutes); he saved Alice as "Alice Smith". */
const ios = (msgs: ReturnType<typeof conversation>) =>
  msgs.map((x, i) => `[${pad(x.day)}.03.23, ${pad(x.h)}:${pad(x.m)}:${pad((i * 13) % 60)}] ${x.author === 'Alice' ? 'Alice Smith' : 'Bob'}: ${x.text}`).join('\n') + '\n';

/** A Telegram Desktop single-chat export (chat id `id`) of the messages. */
const telegram = (id: number, name: string, msgs: ReturnType<typeof conversation>) =>
  JSON.stringify({
    name,
    type: 'private_group',
    id,
    messages: msgs.map((x, i) => ({ id: i + 1, type: 'message', date: `2023-03-${pad(x.day)}T${pad(x.h)}:${pad(x.m)}:00`, from: x.author, from_id: `user${x.author.length}`, text: x.text })),
  });

describe('overlapping exports of one conversation', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
  });
  afterAll(() => t.close());

  const chats = async (userId: string) => {
    const result = (await t.db.execute(sql`select count(*)::int as n from world_chats where user_id = ${userId}`)) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]!.n);
  };

  it("both sides: Bob's export of the chat (iPhone, Alice saved as \"Alice Smith\") joins Alice's, only its newer messages are added", async () => {
    const a = await signUpUser(t.app);
    const mine = await api.importFile(a.cookie, android(conversation(0, 120)), 'WhatsApp Chat with Bob.txt');
    expect(mine.counts).toMatchObject({ messages: 120 });
    const theirs = await api.importFile(a.cookie, ios(conversation(60, 200)), 'WhatsApp Chat with Alice Smith.txt');
    expect(theirs.status).toBe('done');
    expect(theirs.counts).toMatchObject({ messages: 80, duplicates: 60 });
    expect(theirs.notes.join(' ')).toMatch(/same conversation as "Bob"/);
    expect(await chats(a.user.id)).toBe(1);
    expect(api.json<WorldSummary>(await api.get(a.cookie, '/api/worlds/summary'))).toMatchObject({ messages: 200 });
    const people = api.json<PeopleResponse>(await api.get(a.cookie, '/api/worlds/people')).people.map((p) => p.name);
    expect(people).not.toContain('Alice Smith');
    // The messages both exports hold stay when the first import goes: the second saw them too.
    expect((await api.del(a.cookie, `/api/imports/${mine.id}`)).statusCode).toBe(204);
    expect(api.json<WorldSummary>(await api.get(a.cookie, '/api/worlds/summary'))).toMatchObject({ messages: 140 });
  });

  it('the same messages in two Telegram chats (a channel and its discussion group: two ids) stay two chats', async () => {
    const a = await signUpUser(t.app);
    await api.importFile(a.cookie, telegram(111, 'News', conversation(0, 30)), 'result.json');
    const group = await api.importFile(a.cookie, telegram(222, 'News chat', conversation(0, 30)), 'result.json');
    expect(group.counts.messages).toBe(30);
    expect(await chats(a.user.id)).toBe(2);
  });

  it('one matching person is not enough: a chat whose only overlap is one author forwarding the same texts stays apart', async () => {
    const a = await signUpUser(t.app);
    const alice = conversation(0, 40).filter((x) => x.author === 'Alice');
    await api.importFile(a.cookie, android(alice.map((x) => ({ ...x, author: 'Alice' as const }))), 'WhatsApp Chat with Notes.txt');
    const other = await api.importFile(a.cookie, android(alice), 'WhatsApp Chat with Family.txt');
    expect(other.notes.join(' ')).not.toMatch(/same conversation/);
    expect(await chats(a.user.id)).toBe(2);
  });

  it('two one-to-one chats that read alike, each named after its friend, stay apart (the new one would be the other\'s namesake)', async () => {
    const a = await signUpUser(t.app);
    const withFriend = (friend: string) => android(conversation(0, 40)).replace(/ - Bob: /g, ` - ${friend}: `);
    await api.importFile(a.cookie, withFriend('Cleo'), 'WhatsApp Chat with Cleo.txt');
    const gustav = await api.importFile(a.cookie, withFriend('Gustav'), 'WhatsApp Chat with Gustav.txt');
    expect(gustav.notes.join(' ')).not.toMatch(/same conversation/);
    expect(gustav.counts.messages).toBe(40);
    expect(await chats(a.user.id)).toBe(2);
  });

  it('two groups with different names that read alike stay apart; members\' exports of one group share its name already', async () => {
    const a = await signUpUser(t.app);
    const groupOf = (names: string[]) =>
      conversation(0, 30)
        .map((x, i) => `${pad(x.day)}/03/2023, ${pad(x.h)}:${pad(x.m)} - ${names[i % names.length]}: ${x.text}`)
        .join('\n') + '\n';
    await api.importFile(a.cookie, groupOf(['Cleo', 'Dan', 'Farah', 'Me']), 'WhatsApp Chat with Band.txt');
    const climbing = await api.importFile(a.cookie, groupOf(['Hana', 'Ivo', 'Jun', 'Me']), 'WhatsApp Chat with Climbing.txt');
    expect(climbing.notes.join(' ')).not.toMatch(/same conversation/);
    expect(await chats(a.user.id)).toBe(2);
  });

  it('a later window of a generic _chat.txt joins the earlier one', async () => {
    const a = await signUpUser(t.app);
    const older = await api.importFile(a.cookie, ios(conversation(0, 100)), '_chat.txt');
    expect(older.counts).toMatchObject({ messages: 100 });
    const newer = await api.importFile(a.cookie, ios(conversation(40, 150)), '_chat.txt');
    expect(newer.counts).toMatchObject({ messages: 50, duplicates: 60 });
    expect(await chats(a.user.id)).toBe(1);
  });

  it('two different chats that share a few messages at the same minutes stay two chats', async () => {
    const a = await signUpUser(t.app);
    const shared = conversation(0, 3);
    const first = [...shared, ...conversation(3, 40)];
    const second = [...shared, ...conversation(3, 40).map((x) => ({ ...x, text: `${x.text} (other group)` }))];
    await api.importFile(a.cookie, android(first), 'WhatsApp Chat with Bob.txt');
    const other = await api.importFile(a.cookie, android(second), 'WhatsApp Chat with Hiking club.txt');
    expect(other.counts.messages).toBe(40);
    expect(other.notes.join(' ')).not.toMatch(/same conversation/);
    expect(await chats(a.user.id)).toBe(2);
  });
});
