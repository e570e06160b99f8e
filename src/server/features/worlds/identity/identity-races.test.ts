/**
 * Who is who and who is "me" under concurrent use (#27 review): opposite merges at once
 * leave one person (the second is refused, nobody vanishes), through the inbox and through
 * POST /api/worlds/people/merge; an import's refresh of the owner never saves over the
 * user's answer; an undo restores exactly whom the merge moved (also the people the undone
 * person had absorbed); message counts are counted once per state of the imports; the
 * identity writes are rate-limited per user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../../../tests/support/create-test-app';
import { importsApi } from '../../../../../tests/support/worlds';
import type { IdentityDecision, IdentitySuggestions } from '../../../../contract/worlds-identity';
import type { WorldOwner } from '../../../../contract/worlds-owner';
import type { SocialPeopleResponse } from '../../../../contract/worlds-social';
import { confirmOwner, refreshOwner } from '../owner';
import { queryFn, type Query } from '../sql';
import { IDENTITY_WRITES_PER_MINUTE } from './identity.routes';
import { mergePeople } from './identity.service';
import { personMessageCounts } from './person-counts';

const chat = (lines: [string, string, string][]) => lines.map(([at, who, text]) => `${at} - ${who}: ${text}`).join('\n');

const WITH_MARIA = chat([
  ['10/01/2024, 09:00', 'Me', 'Hi Maria'],
  ['10/01/2024, 09:05', 'Maria', 'Hello!'],
  ['10/01/2024, 09:06', 'Maria', 'How are you?'],
]);
const WITH_MARIA2 = chat([
  ['11/02/2024, 10:00', 'Maria2', 'New number, same me'],
  ['11/02/2024, 10:01', 'Me', 'Got it'],
]);
// One number written two ways (a German account): merged without asking.
const WITH_NUMBER = chat([
  ['12/03/2024, 08:00', '+49 170 1234567', 'Is this Maria?'],
  ['12/03/2024, 08:02', 'Me', 'Yes'],
]);
const GROUP = chat([
  ['13/03/2024, 18:00', '0170 1234567', 'See you all tonight'],
  ['13/03/2024, 18:01', 'Anna Rossi', 'Yes!'],
  ['13/03/2024, 18:02', 'Me', 'On my way'],
]);
const WITH_BEN = chat([
  ['14/03/2024, 18:00', 'Ben', 'Hi'],
  ['14/03/2024, 18:01', 'Me', 'Hi Ben'],
]);

describe('who is who under concurrent use', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let query: Query;

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    query = queryFn(t.database);
  });
  afterAll(() => t.close());

  async function user(files: [string, string][]) {
    const u = await signUpUser(t.app);
    expect((await api.send(u.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'Europe/Berlin' })).statusCode).toBe(200);
    for (const [content, name] of files) expect((await api.importFile(u.cookie, content, name)).status).toBe('done');
    const people = async () => api.json<SocialPeopleResponse>(await api.get(u.cookie, '/api/worlds/people')).people;
    const inbox = async () => api.json<IdentitySuggestions>(await api.get(u.cookie, '/api/worlds/identity/suggestions'));
    const post = (what: string, body: object) => api.send(u.cookie, 'POST', `/api/worlds/identity/suggestions/${what}`, body);
    return { ...u, people, inbox, post };
  }
  const named = (list: SocialPeopleResponse['people'], name: string) => list.find((p) => p.name === name)!;

  it('two opposite accepts at once: one merges, the other is refused, and both people are still there as one', async () => {
    const u = await user([
      [WITH_MARIA, 'WhatsApp Chat with Maria.txt'],
      [WITH_MARIA2, 'WhatsApp Chat with Maria2.txt'],
    ]);
    const list = await u.people();
    const [maria, maria2] = [named(list, 'Maria'), named(list, 'Maria2')];
    const answers = await Promise.all([u.post('accept', { aId: maria.id, bId: maria2.id }), u.post('accept', { aId: maria2.id, bId: maria.id })]);
    const codes = answers.map((r) => r.statusCode).sort();
    // The second either saw the first's merge before it started (400, the same person) or while it waited for the lock (409).
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
    const after = (await u.people()).filter((p) => p.name.startsWith('Maria'));
    expect(after).toHaveLength(1);
    expect(after[0]!.messageCount).toBe(3);
    expect(after[0]!.mergedWith).toHaveLength(1);
  });

  it('two opposite merges at once through POST /api/worlds/people/merge: nobody vanishes', async () => {
    const u = await user([
      [WITH_MARIA, 'WhatsApp Chat with Maria.txt'],
      [WITH_MARIA2, 'WhatsApp Chat with Maria2.txt'],
    ]);
    const list = await u.people();
    const [maria, maria2] = [named(list, 'Maria'), named(list, 'Maria2')];
    const merge = (into: string, from: string) => api.send(u.cookie, 'POST', '/api/worlds/people/merge', { into, from });
    const answers = await Promise.all([merge(maria.id, maria2.id), merge(maria2.id, maria.id)]);
    expect(answers.map((r) => r.statusCode).sort()[0]).toBe(200);
    expect([400, 409]).toContain(answers.map((r) => r.statusCode).sort()[1]);
    const after = (await u.people()).filter((p) => p.name.startsWith('Maria'));
    expect(after).toHaveLength(1);
    expect(after[0]!.messageCount).toBe(3);
  });

  it('a merge decided on what was read before another merge is refused (409), not applied over it', async () => {
    const u = await user([
      [WITH_MARIA, 'WhatsApp Chat with Maria.txt'],
      [WITH_MARIA2, 'WhatsApp Chat with Maria2.txt'],
    ]);
    const list = await u.people();
    const [maria, maria2] = [named(list, 'Maria'), named(list, 'Maria2')];
    expect((await u.post('accept', { aId: maria.id, bId: maria2.id })).statusCode).toBe(200);
    // The opposite merge, as a request that had read both as roots before the first merge landed.
    await expect(mergePeople(query, u.user.id, maria2.id, maria.id)).rejects.toMatchObject({ statusCode: 409 });
    const after = (await u.people()).filter((p) => p.name.startsWith('Maria'));
    expect(after.map((p) => [p.id, p.messageCount, p.mergedWith.map((m) => m.id)])).toEqual([[maria.id, 3, [maria2.id]]]);
  });

  it("an import's refresh of the owner never saves over the user's answer (at once, and after)", async () => {
    const u = await user([
      [WITH_MARIA, 'WhatsApp Chat with Maria.txt'],
      [WITH_BEN, 'WhatsApp Chat with Ben.txt'],
    ]);
    const ben = named(await u.people(), 'Ben');
    // Ben is not the owner by any guess ("Me" is in both chats): the answer must stand anyway.
    await Promise.all([refreshOwner(query, u.user.id, 'import'), confirmOwner(query, u.user.id, { id: ben.id }), refreshOwner(query, u.user.id, 'import')]);
    await refreshOwner(query, u.user.id, 'import');
    const owner = api.json<WorldOwner>(await api.get(u.cookie, '/api/worlds/owner'));
    expect(owner).toMatchObject({ confirmed: true, ask: false, guess: { personId: ben.id, reason: 'You chose this' } });
    expect((await u.people()).find((p) => p.isSelf)?.id).toBe(ben.id);
  });

  it('undo restores exactly whom the merge moved: the joined person with those merged into them', async () => {
    const u = await user([
      [WITH_MARIA, 'WhatsApp Chat with Maria.txt'],
      [WITH_NUMBER, 'WhatsApp Chat with +49 170 1234567.txt'],
      [GROUP, 'WhatsApp Chat with Dinner.txt'],
    ]);
    // The number written two ways was merged at import: one person, two rows.
    const { automatic } = await u.inbox();
    expect(automatic).toHaveLength(1);
    const [numberRoot, absorbed] = automatic[0]!.people;
    const maria = named(await u.people(), 'Maria');
    const before = (await u.people()).find((p) => p.id === numberRoot!.id)!;
    expect(before.mergedWith.map((m) => m.id)).toEqual([absorbed!.id]);

    // The number is Maria: accepted by hand, the number (with whom it had absorbed) joins her.
    const accepted = await u.post('accept', { aId: maria.id, bId: numberRoot!.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const merged = named(await u.people(), 'Maria');
    expect(merged.mergedWith.map((m) => m.id).sort()).toEqual([numberRoot!.id, absorbed!.id].sort());

    const undone = await u.post('undo', { aId: maria.id, bId: numberRoot!.id });
    expect(api.json<IdentityDecision>(undone)).toMatchObject({ decision: 'undone' });
    const after = await u.people();
    expect(named(after, 'Maria').mergedWith).toEqual([]);
    // The number is back on their own, with the one merged into them before, as it was.
    expect(after.find((p) => p.id === numberRoot!.id)).toMatchObject({ mergedWith: [{ id: absorbed!.id }] });
    expect(after.some((p) => p.id === absorbed!.id)).toBe(false);
    // The automatic merge is still listed as such.
    expect((await u.inbox()).automatic).toHaveLength(1);
  });

  it('counts messages once per state of the imports: a new import or a deleted one counts again', async () => {
    const u = await user([[WITH_MARIA, 'WhatsApp Chat with Maria.txt']]);
    const first = await personMessageCounts(query, u.user.id);
    expect(await personMessageCounts(query, u.user.id)).toBe(first);
    const maria = named(await u.people(), 'Maria');
    expect(first.get(maria.id)).toBe(2);

    const more = await api.importFile(
      u.cookie,
      chat([
        ['20/01/2024, 09:00', 'Maria', 'Again'],
        ['20/01/2024, 09:01', 'Me', 'Yes'],
      ]),
      'WhatsApp Chat with Maria (2).txt',
    );
    expect(more.status).toBe('done');
    const second = await personMessageCounts(query, u.user.id);
    expect(second).not.toBe(first);
    expect(second.get(maria.id)).toBe(3);
    const owner = api.json<WorldOwner>(await api.get(u.cookie, '/api/worlds/owner'));
    expect(owner.candidates.find((c) => c.personId === maria.id)?.messageCount).toBe(3);

    expect((await api.del(u.cookie, `/api/imports/${more.id}`)).statusCode).toBe(204);
    expect((await personMessageCounts(query, u.user.id)).get(maria.id)).toBe(2);
  });

  it('the identity writes are rate-limited per user', async () => {
    const u = await user([]);
    const other = await user([]);
    const bad = { aId: '00000000-0000-4000-8000-000000000001', bId: '00000000-0000-4000-8000-000000000002' };
    for (let i = 0; i < IDENTITY_WRITES_PER_MINUTE; i++) expect((await u.post('reject', bad)).statusCode).toBe(404);
    expect((await u.post('reject', bad)).statusCode).toBe(429);
    // Another user is not held back.
    expect((await other.post('reject', bad)).statusCode).toBe(404);
  });
});
