/**
 * A relationship's findings through GET /api/worlds/people/:id (issue 27), on WhatsApp chats
 * written here so every figure can be worked out by hand (UTC):
 * - Ana and Me: 2022 is busy (ten days a month: Ana writes at 09:00, I answer at 09:05, she
 *   at 09:07), 2023 quiet (one day a month: I write at 20:00, she answers at 20:10, I at
 *   20:12). So Ana starts 120 conversations and I 12; she answers in 2 min (then 10 min in
 *   2023), I in 5 min; the messages a month change in Jan 2023, cited by the messages around it.
 * - Giuseppe writes 150 messages in Nov 2019 to Lia, in a chat I am not in: nothing exchanged.
 * - A photo with a position taken on a day Ana and I talked: its place is of "the days you talked".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { anaChat, giuseppeChat } from '../../../../tests/support/relationship-chats';
import { importsApi, jpeg } from '../../../../tests/support/worlds';
import type { PeopleResponse } from '../../../contract/worlds';
import type { Relationship } from '../../../contract/worlds-social';

describe('relationship findings', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let ids: Record<string, string>;
  const get = async <T>(url: string) => {
    const res = await api.get(a.cookie, url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return json<T>(res);
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    a = await signUpUser(t.app);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    expect((await api.importFile(a.cookie, anaChat(), 'WhatsApp Chat with Ana.txt')).status).toBe('done');
    expect((await api.importFile(a.cookie, giuseppeChat(), 'WhatsApp Chat with Giuseppe.txt')).status).toBe('done');
    // Taken in Kyoto on a day Ana and I talked.
    expect((await api.importFile(a.cookie, await jpeg({ color: '#e94', takenAt: '2022:03:02 12:00:00', at: [35.0116, 135.7681] }), 'IMG_1.jpg')).status).toBe('done');
    const people = json<PeopleResponse>(await api.get(a.cookie, '/api/worlds/people')).people;
    ids = Object.fromEntries(people.map((p) => [p.name, p.id]));
    // Who I am, said plainly (whatever Mnemo guessed).
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { selfPersonId: ids.Me })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('counts messages each way, who starts conversations (after 6 hours of silence) and answer times both ways', async () => {
    const r = await get<Relationship>(`/api/worlds/people/${ids.Ana}`);
    const i = r.insight;
    expect(i).toMatchObject({ ownerKnown: true, ownerName: 'Me', fromThem: 240 + 12, fromYou: 120 + 24 });
    // The same messages as the monthly chart.
    expect(i.fromThem).toBe(r.conversation.reduce((t, m) => t + m.fromThem, 0));
    expect(i.fromYou).toBe(r.conversation.reduce((t, m) => t + m.fromYou, 0));
    expect(i.starts).toMatchObject({ them: 120, you: 12 });
    expect(i.starts!.rule).toMatch(/6 hours/);
    expect(i.replies).toMatchObject({ theirs: 120, yours: 300, theirCount: 132, yourCount: 132, unit: 'half-year' });
    expect(i.replies!.byPeriod.map((p) => [p.period, p.theirs, p.yours])).toEqual([
      ['2022-H1', 120, 300],
      ['2022-H2', 120, 300],
      ['2023-H1', 600, 120],
      ['2023-H2', 600, 120],
    ]);
    expect(i.replies!.byPeriod[2]!.citations.map((c) => c.author).sort()).toEqual(['Ana', 'Me']);
  });

  it('finds the month the busy year turned quiet, citing the messages around it', async () => {
    const i = (await get<Relationship>(`/api/worlds/people/${ids.Ana}`)).insight;
    const counts = i.changePoints.filter((c) => c.measure === 'messages');
    expect(counts).toHaveLength(1);
    expect(counts[0]).toMatchObject({ month: '2023-01', direction: 'cooled', before: 30, after: 3, beforeFrom: '2022-01', afterTo: '2023-12' });
    const cited = counts[0]!.citations;
    expect(cited).toHaveLength(4);
    expect(cited.map((c) => c.at)).toEqual(['2022-12-10T09:05:00.000Z', '2022-12-10T09:07:00.000Z', '2023-01-15T20:00:00.000Z', '2023-01-15T20:10:00.000Z']);
    expect(cited.map((c) => c.author)).toEqual(['Me', 'Ana', 'Me', 'Ana']);
    expect(cited[2]!.text).toBe('Long time, how was month 1?');
    // The longest silences, with both messages.
    expect(i.silences).toHaveLength(3);
    expect(i.silences[0]!.days).toBeGreaterThanOrEqual(30);
    expect(i.silences[0]!.citations).toHaveLength(2);
    expect(i.busiestMonth).toMatchObject({ messages: 30, fromThem: 20, fromYou: 10 });
  });

  it('gives the places (named) and photos of the days you talked', async () => {
    const r = await get<Relationship>(`/api/worlds/people/${ids.Ana}`);
    expect(r.insight.talkedDays).toBe(120 + 12);
    expect(r.photoCount).toBe(1);
    expect(r.insight.dayPlaces).toHaveLength(1);
    expect(r.insight.dayPlaces[0]!.label).toBe('Kyoto, Japan');
  });

  it('with a person I never wrote to: nothing exchanged, their own figures only', async () => {
    const r = await get<Relationship>(`/api/worlds/people/${ids.Giuseppe}`);
    expect(r.messageCount).toBe(120);
    expect(r.insight).toMatchObject({ ownerKnown: true, fromThem: 0, fromYou: 0, changePoints: [], silences: [] });
    expect(r.insight.starts).toMatchObject({ them: 0, you: 0 });
  });
});

/**
 * A group chat (Me, Ana, Bo, Cy), worked out by hand (UTC), issue 27 review:
 * - 1 Mar 2024: Me 09:00; Bo 09:30, Cy 10:00, Bo shares Paris 11:00; Ana 14:00 (after the
 *   others: not an answer to me); Me 14:02 (answers Ana: 120 s); Ana 14:05 (180 s).
 * - 5 Mar 2024: Bo 08:00; Ana 08:10 (the group is busy: not a start); Me 08:15 (300 s);
 *   Me shares Kyoto 08:20.
 * So Me starts the only conversation; Ana answers in 180 s (once), I in a median of 210 s
 * (twice); the places of the days we talked are Kyoto (mine), never Paris (Bo's).
 */
const groupChat = () =>
  [
    '01/03/2024, 09:00 - Me: Who is coming Saturday?',
    '01/03/2024, 09:30 - Bo: me',
    '01/03/2024, 10:00 - Cy: me too',
    '01/03/2024, 11:00 - Bo: location: https://maps.google.com/?q=48.858370,2.294481',
    '01/03/2024, 14:00 - Ana: Sounds fun',
    '01/03/2024, 14:02 - Me: Great',
    '01/03/2024, 14:05 - Ana: see you',
    '05/03/2024, 08:00 - Bo: morning all',
    '05/03/2024, 08:10 - Ana: morning',
    '05/03/2024, 08:15 - Me: hi',
    '05/03/2024, 08:20 - Me: location: https://maps.google.com/?q=35.0116,135.7681',
  ].join('\n');

describe('relationship findings in a group chat, and the owner\u2019s own page', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let ids: Record<string, string>;
  const get = async <T>(url: string) => {
    const res = await api.get(a.cookie, url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return json<T>(res);
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    a = await signUpUser(t.app);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    expect((await api.importFile(a.cookie, groupChat(), 'WhatsApp Chat with Saturday trip.txt')).status).toBe('done');
    const people = json<PeopleResponse>(await api.get(a.cookie, '/api/worlds/people')).people;
    ids = Object.fromEntries(people.map((p) => [p.name, p.id]));
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { selfPersonId: ids.Me })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('counts an answer only right after the other (nobody in between), and no start in a busy group', async () => {
    const i = (await get<Relationship>(`/api/worlds/people/${ids.Ana}`)).insight;
    expect(i).toMatchObject({ ownerKnown: true, isYou: false, you: null, fromThem: 3 });
    expect(i.starts).toMatchObject({ them: 0, you: 1 });
    expect(i.replies).toMatchObject({ theirs: 180, yours: 210, theirCount: 1, yourCount: 2 });
    // Cited answers are the two of you, never Bo or Cy.
    expect(i.replies!.byPeriod.flatMap((p) => p.citations.map((c) => c.author)).sort()).toEqual(['Ana', 'Me']);
  });

  it('gives the places where I was on the days we talked, not another member\u2019s shared location', async () => {
    const i = (await get<Relationship>(`/api/worlds/people/${ids.Ana}`)).insight;
    expect(i.talkedDays).toBe(2);
    expect(i.dayPlaces.map((p) => p.label)).toEqual(['Kyoto, Japan']);
  });

  it('on my own page: my own figures, no exchange, and the story says it is me', async () => {
    const r = await get<Relationship>(`/api/worlds/people/${ids.Me}`);
    expect(r.insight).toMatchObject({ isYou: true, ownerKnown: true, ownerName: 'Me', fromThem: 0, starts: null, replies: null, changePoints: [], silences: [] });
    expect(r.insight.you).toEqual({ messages: 4, chats: 1, busiestMonths: [{ month: '2024-03', messages: 4 }] });
    expect(r.insight.fromYou).toBe(4);
    expect(r.conversation).toEqual([{ month: '2024-03', fromThem: 0, fromYou: 4 }]);
    expect(r.first).toMatchObject({ author: 'Me', fromThem: false, text: 'Who is coming Saturday?' });
    const res = await api.send(a.cookie, 'POST', '/api/worlds/narrate', { subject: { kind: 'person', id: ids.Me } });
    expect(res.statusCode, res.body).toBe(200);
    const n = json<{ text: string }>(res);
    expect(n.text).toContain('This is you: you wrote 4 messages in 1 chat.');
    expect(n.text).not.toMatch(/does not know yet|exchanged/);
  });
});
