/**
 * The identity inbox through the API (#27, who is who), on WhatsApp chats and a Telegram
 * export written here: the same number in two formats is merged without asking (and can be
 * undone), name variants are suggested, two people sharing only a first name are not;
 * accepting merges every world at once, rejecting is remembered across a re-import, and
 * each can be undone. Another user's people are not found. A Telegram export's contacts
 * give its authors their numbers: a WhatsApp contact with that number is merged on import.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../../../tests/support/create-test-app';
import { importsApi } from '../../../../../tests/support/worlds';
import type { IdentityDecision, IdentitySearch, IdentitySuggestions } from '../../../../contract/worlds-identity';
import type { Relationship, SocialNetwork, SocialPeopleResponse } from '../../../../contract/worlds-social';
import { worldPersonIdentifiers } from '../../../db/schema';
import { eq } from 'drizzle-orm';

const chat = (lines: [string, string, string][]) => lines.map(([at, who, text]) => `${at} - ${who}: ${text}`).join('\n');

const WITH_MARIA = chat([
  ['10/01/2024, 09:00', 'Me', 'Hi Maria'],
  ['10/01/2024, 09:05', 'Maria', 'Hello!'],
  ['10/01/2024, 09:06', 'Maria', 'How are you?'],
]);
// The same Maria saved twice in the phone: WhatsApp names the second "Maria2".
const WITH_MARIA2 = chat([
  ['11/02/2024, 10:00', 'Maria2', 'New number, same me'],
  ['11/02/2024, 10:01', 'Me', 'Got it'],
]);
const WITH_NUMBER = chat([
  ['12/03/2024, 08:00', '+49 170 1234567', 'Is this Jonas?'],
  ['12/03/2024, 08:02', 'Me', 'Yes'],
]);
const GROUP = chat([
  ['13/03/2024, 18:00', '0170 1234567', 'See you all tonight'],
  ['13/03/2024, 18:01', 'Anna Rossi', 'Yes!'],
  ['13/03/2024, 18:02', 'Me', 'On my way'],
]);
const OTHER_GROUP = chat([
  ['14/03/2024, 18:00', 'Anna Bianchi', 'Different Anna here'],
  ['14/03/2024, 18:01', 'Me', 'Hi Anna'],
]);
const WITH_GIUSEPPE = chat([
  ['15/03/2024, 12:00', 'Giuseppe Verdi', 'Ciao'],
  ['15/03/2024, 12:01', 'Me', 'Ciao!'],
]);
const telegram = JSON.stringify({
  name: 'giuseppe verdi 🍕',
  type: 'personal_chat',
  id: 777,
  messages: [
    { id: 1, type: 'message', date: '2024-04-01T10:00:00', date_unixtime: '1711965600', from: 'giuseppe verdi 🍕', from_id: 'user7', text: 'Pizza?' },
    { id: 2, type: 'message', date: '2024-04-01T10:01:00', date_unixtime: '1711965660', from: 'Me', from_id: 'user1', text: 'Always' },
  ],
});

describe('the identity inbox', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let b: Awaited<ReturnType<typeof signUpUser>>;
  let telegramImport: string;

  const ok = async <T>(res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(200);
    return api.json<T>(res);
  };
  const inbox = async () => ok<IdentitySuggestions>(await api.get(a.cookie, '/api/worlds/identity/suggestions'));
  const people = async () => (await ok<SocialPeopleResponse>(await api.get(a.cookie, '/api/worlds/people'))).people;
  const names = (s: IdentitySuggestions['suggestions'][number]) => s.people.map((p) => p.name).sort();
  const find = (list: IdentitySuggestions['suggestions'], name: string) => list.find((s) => s.people.some((p) => p.name === name));
  const post = (what: string, body: object, cookie = a.cookie) => api.send(cookie, 'POST', `/api/worlds/identity/suggestions/${what}`, body);

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    a = await signUpUser(t.app);
    b = await signUpUser(t.app);
    // A German account: "0170 1234567" is read as +49 170 1234567.
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'Europe/Berlin' })).statusCode).toBe(200);
    for (const [content, name] of [
      [WITH_MARIA, 'WhatsApp Chat with Maria.txt'],
      [WITH_MARIA2, 'WhatsApp Chat with Maria2.txt'],
      [WITH_NUMBER, 'WhatsApp Chat with +49 170 1234567.txt'],
      [GROUP, 'WhatsApp Chat with Dinner.txt'],
      [OTHER_GROUP, 'WhatsApp Chat with Choir.txt'],
      [WITH_GIUSEPPE, 'WhatsApp Chat with Giuseppe Verdi.txt'],
    ] as const) {
      expect((await api.importFile(a.cookie, content, name)).status).toBe('done');
    }
    const tg = await api.importFile(a.cookie, telegram, 'result.json');
    expect(tg.status).toBe('done');
    telegramImport = tg.id;
  });
  afterAll(() => t.close());

  it('merges the same number written two ways without asking, and says so; suggests name variants, not a shared first name', async () => {
    // Merged at import already: every world shows one person for the number.
    expect((await people()).filter((p) => p.name.includes('170'))).toHaveLength(1);
    const { suggestions, automatic } = await inbox();
    expect(automatic).toHaveLength(1);
    expect(automatic[0]).toMatchObject({ auto: true, kind: 'phone', reason: 'Same phone number +49 170 1234567' });
    expect(names(automatic[0]!)).toEqual(['+49 170 1234567', '0170 1234567']);

    expect(find(suggestions, 'Maria2')).toMatchObject({ kind: 'digits', auto: false, reason: '“Maria2” looks like “Maria” with a number added' });
    const cross = find(suggestions, 'Giuseppe Verdi')!;
    expect(cross).toMatchObject({ kind: 'variant', auto: false });
    expect(cross.people.flatMap((p) => p.sources).sort()).toEqual(['telegram', 'whatsapp']);
    expect(cross.people.map((p) => p.messageCount)).toEqual([1, 1]);
    // Two Annas in different chats share only a first name; the owner is never suggested on a name.
    expect(find(suggestions, 'Anna Rossi')).toBeUndefined();
    expect(find(suggestions, 'Me')).toBeUndefined();
    for (const s of suggestions) expect(s.auto).toBe(false);
    // The id is stable.
    expect((await inbox()).suggestions.map((s) => s.id)).toEqual(suggestions.map((s) => s.id));
  });

  it('accepting merges every world at once; undo splits them again', async () => {
    const s = find((await inbox()).suggestions, 'Maria2')!;
    const [stay, other] = s.people;
    expect(stay.name).toBe('Maria');
    const accepted = await ok<IdentityDecision>(await post('accept', { aId: stay.id, bId: other.id }));
    expect(accepted).toMatchObject({ decision: 'accepted', people: [{ id: stay.id, name: 'Maria', messageCount: 3 }] });

    const list = await people();
    expect(list.filter((p) => p.name.startsWith('Maria'))).toEqual([expect.objectContaining({ id: stay.id, messageCount: 3, mergedWith: [{ id: other.id, name: 'Maria2' }] })]);
    const network = await ok<SocialNetwork>(await api.get(a.cookie, '/api/worlds/network'));
    expect(network.nodes.filter((n) => n.name.startsWith('Maria')).map((n) => [n.name, n.weight])).toEqual([['Maria', 3]]);
    const relationship = await ok<Relationship>(await api.get(a.cookie, `/api/worlds/people/${stay.id}`));
    expect(relationship).toMatchObject({ name: 'Maria', messageCount: 3 });
    expect(find((await inbox()).suggestions, 'Maria2')).toBeUndefined();
    // Listed among the merged people (for a split), and found by name for a merge by hand.
    const merged = await ok<IdentitySearch>(await api.get(a.cookie, '/api/worlds/identity/people'));
    expect(merged.people.find((p) => p.id === stay.id)).toMatchObject({ mergedWith: [{ id: other.id, name: 'Maria2' }] });
    const search = await ok<IdentitySearch>(await api.get(a.cookie, '/api/worlds/identity/people?q=giu'));
    expect(search.people.map((p) => p.name).sort()).toEqual(['Giuseppe Verdi', 'giuseppe verdi 🍕']);

    expect(await ok<IdentityDecision>(await post('undo', { aId: stay.id, bId: other.id }))).toMatchObject({ decision: 'undone' });
    expect((await people()).filter((p) => p.name.startsWith('Maria')).map((p) => p.messageCount).sort()).toEqual([1, 2]);
    expect(find((await inbox()).suggestions, 'Maria2')).toBeDefined();
  });

  it('rejecting is remembered, also after the people are imported anew; undo brings the suggestion back', async () => {
    const s = find((await inbox()).suggestions, 'Giuseppe Verdi')!;
    const [x, y] = s.people;
    expect(await ok<IdentityDecision>(await post('reject', { aId: x.id, bId: y.id }))).toMatchObject({ decision: 'rejected' });
    expect(find((await inbox()).suggestions, 'Giuseppe Verdi')).toBeUndefined();

    // Deleting the Telegram import removes its person; importing it again makes them anew.
    expect((await api.del(a.cookie, `/api/imports/${telegramImport}`)).statusCode).toBe(204);
    expect((await people()).some((p) => p.name === 'giuseppe verdi 🍕')).toBe(false);
    expect((await api.importFile(a.cookie, telegram, 'result.json')).status).toBe('done');
    expect(find((await inbox()).suggestions, 'Giuseppe Verdi')).toBeUndefined();

    const again = (await people()).find((p) => p.name === 'giuseppe verdi 🍕')!;
    const giuseppe = (await people()).find((p) => p.name === 'Giuseppe Verdi')!;
    expect(await ok<IdentityDecision>(await post('undo', { aId: giuseppe.id, bId: again.id }))).toMatchObject({ decision: 'undone' });
    expect(find((await inbox()).suggestions, 'Giuseppe Verdi')).toBeDefined();
  });

  it('undoing an automatic merge splits it and it is not merged again', async () => {
    const [auto] = (await inbox()).automatic;
    const [stay, joined] = auto!.people;
    await ok<IdentityDecision>(await post('undo', { aId: stay.id, bId: joined.id }));
    const after = await inbox();
    expect(after.automatic).toEqual([]);
    expect(after.suggestions.some((s) => s.people.some((p) => p.id === joined.id))).toBe(false);
    expect((await people()).filter((p) => p.name.includes('170'))).toHaveLength(2);
  });

  it('merges by hand any two people; refuses the same person twice, bad ids and another user’s people', async () => {
    const list = await people();
    const [rossi, bianchi] = [list.find((p) => p.name === 'Anna Rossi')!, list.find((p) => p.name === 'Anna Bianchi')!];
    expect(await ok<IdentityDecision>(await post('accept', { aId: rossi.id, bId: bianchi.id }))).toMatchObject({ decision: 'accepted' });
    expect((await post('accept', { aId: rossi.id, bId: bianchi.id })).statusCode).toBe(400);
    expect((await post('reject', { aId: rossi.id, bId: bianchi.id })).statusCode).toBe(400);
    await ok<IdentityDecision>(await post('undo', { aId: rossi.id, bId: bianchi.id }));
    expect((await post('undo', { aId: rossi.id, bId: bianchi.id })).statusCode).toBe(404);

    expect((await post('accept', { aId: 'nope', bId: rossi.id })).statusCode).toBe(400);
    for (const what of ['accept', 'reject', 'undo']) {
      expect((await post(what, { aId: rossi.id, bId: bianchi.id }, b.cookie)).statusCode).toBe(404);
    }
    expect(await ok<IdentitySuggestions>(await api.get(b.cookie, '/api/worlds/identity/suggestions'))).toEqual({ suggestions: [], automatic: [] });
    expect((await api.get(undefined, '/api/worlds/identity/suggestions')).statusCode).toBe(401);
  });
});

describe('a WhatsApp contact whose phone a Telegram export gives (real imports)', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
  });
  afterAll(() => t.close());

  // The owner's full Telegram export: their contacts (Lena Vogel with her number, as the
  // phone book wrote it) and a chat where Lena writes under her user id.
  const fullExport = (contact: Record<string, unknown>) =>
    JSON.stringify({
      personal_information: { user_id: 1, first_name: 'Sam', last_name: 'Ortiz', phone_number: '+49 151 0000000' },
      contacts: { about: 'Contacts', list: [{ first_name: 'Lena', last_name: 'Vogel', phone_number: '+49 1701234567', date: '2023-01-01T10:00:00', ...contact }] },
      chats: {
        list: [
          {
            name: 'Lena Vogel',
            type: 'personal_chat',
            id: 4242,
            messages: [
              { id: 1, type: 'message', date: '2024-05-01T10:00:00', date_unixtime: '1714557600', from: 'Lena Vogel', from_id: 'user4242', text: 'Coffee later?' },
              { id: 2, type: 'message', date: '2024-05-01T10:02:00', date_unixtime: '1714557720', from: 'Sam Ortiz', from_id: 'user1', text: 'Sure' },
            ],
          },
        ],
      },
    });
  const whatsapp = chat([
    ['01/05/2024, 09:00', '+49 170 1234567', 'Hi, it’s Lena'],
    ['01/05/2024, 09:01', 'Sam Ortiz', 'Hi Lena'],
  ]);

  for (const [label, contact] of [
    ['by the contact’s user id', { user_id: 4242 }],
    ['by the contact’s full name (an older export without user ids)', {}],
  ] as const) {
    it(`merges them automatically on the same number, and says so (${label}); deleting the export removes what it said`, async () => {
      const user = await signUpUser(t.app);
      expect((await api.importFile(user.cookie, whatsapp, 'WhatsApp Chat with +49 170 1234567.txt')).status).toBe('done');
      const tg = await api.importFile(user.cookie, fullExport(contact), 'result.json');
      expect(tg.status).toBe('done');

      const { people } = api.json<SocialPeopleResponse>(await api.get(user.cookie, '/api/worlds/people'));
      const lena = people.filter((p) => p.name === 'Lena Vogel' || p.name.includes('170'));
      expect(lena).toHaveLength(1);
      expect(lena[0]!.messageCount).toBe(2);
      const inbox = api.json<IdentitySuggestions>(await api.get(user.cookie, '/api/worlds/identity/suggestions'));
      expect(inbox.automatic).toHaveLength(1);
      expect(inbox.automatic[0]).toMatchObject({ auto: true, kind: 'phone', reason: 'Same phone number +49 170 1234567' });
      expect(inbox.automatic[0]!.people.map((p) => p.name).sort()).toEqual(['+49 170 1234567', 'Lena Vogel']);

      const stored = await t.db.select().from(worldPersonIdentifiers).where(eq(worldPersonIdentifiers.importId, tg.id));
      expect(stored.filter((r) => r.kind === 'tel')).toEqual([expect.objectContaining({ personKey: 'name:Lena Vogel', value: '+49 1701234567' })]);
      // The account export holds them.
      const doc = api.json<{ worlds: { personIdentifiers: { personKey: string; kind: string; value: string }[] } }>(await api.get(user.cookie, '/api/auth/export'));
      expect(doc.worlds.personIdentifiers).toContainEqual(expect.objectContaining({ personKey: 'name:Lena Vogel', kind: 'tel', value: '+49 1701234567' }));
      expect((await api.del(user.cookie, `/api/imports/${tg.id}`)).statusCode).toBe(204);
      expect(await t.db.select().from(worldPersonIdentifiers).where(eq(worldPersonIdentifiers.importId, tg.id))).toEqual([]);
    });
  }

  it('the same Telegram user under another name in a later export is merged automatically, and said so', async () => {
    const user = await signUpUser(t.app);
    const single = (id: number, name: string, text: string) =>
      JSON.stringify({
        name,
        type: 'personal_chat',
        id,
        messages: [
          { id: 1, type: 'message', date: '2024-05-01T10:00:00', date_unixtime: String(1714557600 + id), from: name, from_id: 'user4242', text },
          { id: 2, type: 'message', date: '2024-05-01T10:02:00', date_unixtime: String(1714557720 + id), from: 'Sam Ortiz', from_id: 'user1', text: 'Sure' },
        ],
      });
    expect((await api.importFile(user.cookie, single(10, 'Lena V.', 'Coffee?'), 'result.json')).status).toBe('done');
    expect((await api.importFile(user.cookie, single(10, 'Lena Vogel', 'Tea?'), 'result.json')).status).toBe('done');
    const inbox = api.json<IdentitySuggestions>(await api.get(user.cookie, '/api/worlds/identity/suggestions'));
    expect(inbox.automatic).toEqual([expect.objectContaining({ auto: true, kind: 'account', reason: 'Same Telegram account (user4242)' })]);
    expect(inbox.automatic[0]!.people.map((p) => p.name).sort()).toEqual(['Lena V.', 'Lena Vogel']);
  });

  it('a contact with another number is not merged', async () => {
    const user = await signUpUser(t.app);
    expect((await api.importFile(user.cookie, whatsapp, 'WhatsApp Chat with +49 170 1234567.txt')).status).toBe('done');
    expect((await api.importFile(user.cookie, fullExport({ user_id: 4242, phone_number: '+49 170 7654321' }), 'result.json')).status).toBe('done');
    const inbox = api.json<IdentitySuggestions>(await api.get(user.cookie, '/api/worlds/identity/suggestions'));
    expect(inbox.automatic).toEqual([]);
    expect(inbox.suggestions).toEqual([]);
    const { people } = api.json<SocialPeopleResponse>(await api.get(user.cookie, '/api/worlds/people'));
    expect(people.filter((p) => p.name === 'Lena Vogel' || p.name.includes('170'))).toHaveLength(2);
  });
});
