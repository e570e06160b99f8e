/**
 * Who is "me" (#27) through the API on real imports: the owner inferred from a Telegram full
 * export's personal information, from a one-to-one WhatsApp chat's file name in both forms
 * ("WhatsApp Chat with Priya Shah.txt" and "WhatsApp Chat - Priya Shah.zip"), not guessed
 * from group chats alone (asks), settled by a merge; the user's answer wins over later
 * imports, null asks again, another account's person is 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { zipOf } from '../../../../tests/support/import-files';
import { importsApi } from '../../../../tests/support/worlds';
import type { WorldOwner } from '../../../contract/worlds-owner';
import type { SocialPeopleResponse } from '../../../contract/worlds-social';
import { namedAfter } from './owner';

const lines = (...l: string[]) => l.join('\n');
const WITH_PRIYA = lines(
  '10/01/2024, 09:00 - Sam: Morning Priya, coffee later?',
  '10/01/2024, 09:20 - Priya Shah: Yes! At ten?',
  '10/01/2024, 09:25 - Sam: Perfect',
);
const GROUP_A = lines(
  '05/03/2024, 20:00 - Ana: Rehearsal on Friday?',
  '05/03/2024, 20:05 - Ben: Yes, rehearsal works',
  '05/03/2024, 20:06 - Cleo: See you there',
);
const GROUP_B = lines(
  '06/03/2024, 10:00 - Cleo: Hike on Sunday?',
  '06/03/2024, 10:05 - Ana: I am in',
  '06/03/2024, 10:06 - Ben: Me too',
  '06/03/2024, 10:07 - Ana: Bring water',
);

/** A Telegram Desktop full export: the owner (user 42) writes as "Alex" though their profile says "Alex Doe". */
function telegramFullExport() {
  const msg = (id: number, from: string, fromId: string, at: number, text: string) => ({
    id,
    type: 'message',
    date: new Date(at * 1000).toISOString().slice(0, 19),
    date_unixtime: String(at),
    from,
    from_id: fromId,
    text,
  });
  const t0 = 1_704_000_000;
  return JSON.stringify({
    about: 'Here is the data you requested.',
    personal_information: { user_id: 42, first_name: 'Alex', last_name: 'Doe', phone_number: '+44 7700 900123', bio: '' },
    chats: {
      about: 'This page lists all chats from this export.',
      list: [
        {
          name: 'Group of friends',
          type: 'private_group',
          id: 900,
          messages: [msg(1, 'Bea', 'user7', t0, 'Dinner tonight?'), msg(2, 'Chris', 'user8', t0 + 60, 'Yes'), msg(3, 'Bea', 'user7', t0 + 120, 'Great')],
        },
        {
          name: 'Bea',
          type: 'personal_chat',
          id: 7,
          messages: [msg(4, 'Bea', 'user7', t0 + 200, 'Hi'), msg(5, 'Alex', 'user42', t0 + 260, 'Hello Bea')],
        },
      ],
    },
  });
}

describe('a chat named after one of its people', () => {
  const keys = (...names: string[]) => new Set(names.map((n) => `name:${n}`));
  it('reads the name, a re-download\'s " (1)", and a WhatsApp file name in another language', () => {
    expect(namedAfter('Priya Shah', keys('Priya Shah'))).toBe(true);
    expect(namedAfter('Priya Shah (1)', keys('Priya Shah'))).toBe(true);
    expect(namedAfter('Discussion WhatsApp avec Camille', keys('Camille'))).toBe(true);
    expect(namedAfter('Discussion WhatsApp avec Camille', keys('Hugo'))).toBe(false);
    // Only a WhatsApp file name is read that way: a chat titled "Trip with Al" names no one.
    expect(namedAfter('Trip with Al', keys('Al'))).toBe(false);
    expect(namedAfter('WhatsApp Chat with Priya Shah', keys('Shah2'))).toBe(false);
  });
});

describe('who is "me"', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  const owner = async (cookie: string) => {
    const res = await api.get(cookie, '/api/worlds/owner');
    expect(res.statusCode, res.body).toBe(200);
    return json<WorldOwner>(res);
  };
  const people = async (cookie: string) => json<SocialPeopleResponse>(await api.get(cookie, '/api/worlds/people')).people;
  const importAll = async (cookie: string, files: [string | Buffer, string][]) => {
    for (const [content, name] of files) expect((await api.importFile(cookie, content, name)).status).toBe('done');
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

  it('a Telegram full export names its owner (as their messages write them) and does not ask', async () => {
    const u = await newUser();
    await importAll(u.cookie, [[telegramFullExport(), 'result.json']]);
    const o = await owner(u.cookie);
    expect(o.guess).toMatchObject({ name: 'Alex', reason: "Named as the account's owner in your Telegram export", confidence: 0.99 });
    expect(o).toMatchObject({ ask: false, confirmed: false });
    expect(o.candidates[0]).toMatchObject({ personId: o.guess!.personId, name: 'Alex', messageCount: 1, chatCount: 1 });
    expect(o.candidates.map((c) => c.name).sort()).toEqual(['Alex', 'Bea', 'Chris']);
    // Every world reads that owner.
    expect((await people(u.cookie)).filter((p) => p.isSelf).map((p) => p.name)).toEqual(['Alex']);
  });

  it.each([
    ['WhatsApp Chat with Priya Shah.txt', false],
    ['WhatsApp Chat - Priya Shah.zip', true],
  ])('a one-to-one chat named "%s": the other person is the owner', async (fileName, zipped) => {
    const u = await newUser();
    const content = zipped ? await zipOf([{ name: '_chat.txt', data: WITH_PRIYA }]) : WITH_PRIYA;
    await importAll(u.cookie, [[content, fileName]]);
    const o = await owner(u.cookie);
    expect(o.guess).toMatchObject({ name: 'Sam', reason: 'Guessed: the other person in the one-to-one chat "Priya Shah"' });
    expect(o.guess!.confidence).toBeGreaterThanOrEqual(0.9);
    expect(o.ask).toBe(false);
    expect(o.candidates.map((c) => [c.name, c.messageCount, c.chatCount])).toEqual([
      ['Sam', 2, 1],
      ['Priya Shah', 1, 1],
    ]);
  });

  describe('group chats only', () => {
    let u: Awaited<ReturnType<typeof signUpUser>>;
    beforeAll(async () => {
      u = await newUser();
      await importAll(u.cookie, [
        [GROUP_A, 'WhatsApp Chat with Band.txt'],
        [GROUP_B, 'WhatsApp Chat with Hikers.txt'],
      ]);
    });

    it('asks, with no confident guess, listing who could be the owner with their messages', async () => {
      const o = await owner(u.cookie);
      expect(o.ask).toBe(true);
      expect(o.confirmed).toBe(false);
      expect(o.guess === null || o.guess.confidence < 0.9).toBe(true);
      expect(o.candidates.map((c) => [c.name, c.messageCount, c.chatCount])).toEqual([
        ['Ana', 3, 2],
        ['Ben', 2, 2],
        ['Cleo', 2, 2],
      ]);
    });

    it('the answer confirms the owner, every world reads it, and a later import does not override it', async () => {
      const ben = (await owner(u.cookie)).candidates.find((c) => c.name === 'Ben')!;
      const res = await api.send(u.cookie, 'PUT', '/api/worlds/settings', { selfPersonId: ben.personId });
      expect(res.statusCode, res.body).toBe(200);
      expect(json<{ selfPersonId: string }>(res).selfPersonId).toBe(ben.personId);
      expect(await owner(u.cookie)).toMatchObject({ ask: false, confirmed: true, guess: { personId: ben.personId, reason: 'You chose this', confidence: 1 } });
      // A one-to-one chat that would name Sam as the owner.
      await importAll(u.cookie, [[WITH_PRIYA, 'WhatsApp Chat with Priya Shah.txt']]);
      expect(await owner(u.cookie)).toMatchObject({ ask: false, confirmed: true, guess: { personId: ben.personId } });
      expect((await people(u.cookie)).filter((p) => p.isSelf).map((p) => p.name)).toEqual(['Ben']);
    });

    it('null clears the answer and asks again', async () => {
      const res = await api.send(u.cookie, 'PUT', '/api/worlds/settings', { selfPersonId: null });
      expect(res.statusCode, res.body).toBe(200);
      const o = await owner(u.cookie);
      expect(o).toMatchObject({ ask: true, confirmed: false });
    });

    it("another account's person, or not an id, is refused", async () => {
      const other = await newUser();
      await importAll(other.cookie, [[WITH_PRIYA, 'WhatsApp Chat with Priya Shah.txt']]);
      const theirs = (await owner(other.cookie)).candidates[0]!.personId;
      expect((await api.send(u.cookie, 'PUT', '/api/worlds/settings', { selfPersonId: theirs })).statusCode).toBe(404);
      expect((await api.send(u.cookie, 'PUT', '/api/worlds/settings', { selfPersonId: 'me' })).statusCode).toBe(400);
      expect((await owner(u.cookie)).confirmed).toBe(false);
    });
  });

  it('a merge settles the guess: the owner written as a name in one chat and a phone number in another', async () => {
    const u = await newUser();
    await importAll(u.cookie, [
      [WITH_PRIYA, 'chat-one.txt'],
      [lines('01/03/2024, 12:00 - Bob: Lunch?', '01/03/2024, 12:03 - +44 7700 900123: Yes please'), 'chat-two.txt'],
    ]);
    const before = await owner(u.cookie);
    expect(before.ask).toBe(true);
    const id = (name: string) => before.candidates.find((c) => c.name === name)!.personId;
    const res = await api.send(u.cookie, 'POST', '/api/worlds/people/merge', { into: id('Sam'), from: id('+44 7700 900123') });
    expect(res.statusCode, res.body).toBe(200);
    const after = await owner(u.cookie);
    expect(after).toMatchObject({ ask: false, confirmed: false, guess: { personId: id('Sam'), reason: 'Guessed: in 2 of 2 one-to-one chats' } });
    expect(after.candidates[0]).toMatchObject({ name: 'Sam', messageCount: 3, chatCount: 2 });
  });

  it('a guess that changes with an import is asked about', async () => {
    const u = await newUser();
    await importAll(u.cookie, [[WITH_PRIYA, 'WhatsApp Chat with Priya Shah.txt']]);
    expect((await owner(u.cookie)).guess?.name).toBe('Sam');
    // The Telegram export says the owner is Alex.
    await importAll(u.cookie, [[telegramFullExport(), 'result.json']]);
    const o = await owner(u.cookie);
    expect(o.guess?.name).toBe('Alex');
    expect(o.guess?.reason).toContain('changed with your last import');
    expect(o.ask).toBe(true);
  });

  it('GET /api/worlds/owner needs a session', async () => {
    expect((await api.get(undefined, '/api/worlds/owner')).statusCode).toBe(401);
  });
});
