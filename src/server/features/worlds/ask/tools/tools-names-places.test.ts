/**
 * find_people's nicknames and short forms, place names spelt another way, photos of a city
 * counted over every place row of it, places ranked by city, and a reader without message
 * texts refused word searches (#29, what the held-out questions found).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../../../tests/support/create-test-app';
import { importsApi, jpeg } from '../../../../../../tests/support/worlds';
import type { FoundPerson, FoundPlace, PhotoList, RankedPlace } from './catalogue';
import { createToolContextFactory } from './context';
import { NO_TEXT_SEARCH, runTool, ToolInputError } from './index';
import type { ToolContext, ToolResult } from './types';

// Beatriz is called "Bia" to her face (first or last word); Joana mentions "a Bia" once in passing.
const BEATRIZ = [
  '02/03/2023, 21:15 - Me: Bia, I am leaving the flat at the end of March',
  '03/03/2023, 10:00 - Beatriz Santos: fine',
  '18/04/2023, 14:47 - Me: the landlord returned the deposit. bye Bia',
].join('\n');
// Joana calls the owner "Nês" (a vocative by the other person: the owner's nickname).
const JOANA = [
  '21/03/2023, 22:10 - Me: a Bia said I am selfish',
  '21/03/2023, 22:13 - Joana Pires: ignore her',
  '22/03/2023, 09:00 - Me: ok',
  '23/03/2023, 09:00 - Joana Pires: Nês, dinner?',
  '24/03/2023, 09:00 - Joana Pires: see you tomorrow Nês',
].join('\n');
const MARCO = ['01/02/2023, 12:00 - Marco Rossi: ciao', '01/02/2023, 12:01 - Me: hello Marco', '02/02/2023, 12:00 - Me: word word'].join('\n');

describe('the Ask tools: nicknames, short forms, place spellings and cities', () => {
  let t: TestApp;
  let ctx: ToolContext;
  let ids: Record<string, string>;
  const run = async <D>(name: string, input: unknown, c = ctx) => (await runTool(c, name, input)) as ToolResult<D>;

  beforeAll(async () => {
    t = await createTestApp();
    const api = importsApi(t.app);
    const a = await signUpUser(t.app);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    for (const [content, name] of [
      [BEATRIZ, 'WhatsApp Chat with Beatriz Santos.txt'],
      [JOANA, 'WhatsApp Chat with Joana Pires.txt'],
      [MARCO, 'WhatsApp Chat with Marco Rossi.txt'],
      // Porto: three photos a kilometre or more apart (three place rows of one city); Lisbon two (times read in Lisbon time, UTC+1 in May).
      [await jpeg({ color: '#a11', takenAt: '2023:05:01 10:00:00', at: [41.1496, -8.6109] }), 'IMG_0001.jpg'],
      [await jpeg({ color: '#a22', takenAt: '2023:05:01 12:00:00', at: [41.1579, -8.6291] }), 'IMG_0002.jpg'],
      [await jpeg({ color: '#a33', takenAt: '2023:05:02 10:00:00', at: [41.1406, -8.6110] }), 'IMG_0003.jpg'],
      [await jpeg({ color: '#b11', takenAt: '2023:06:01 10:00:00', at: [38.7223, -9.1393] }), 'IMG_0004.jpg'],
      [await jpeg({ color: '#b22', takenAt: '2023:06:01 11:00:00', at: [38.7169, -9.1399] }), 'IMG_0005.jpg'],
      [await jpeg({ color: '#c11', takenAt: '2023:07:17 10:00:00', at: [37.3891, -5.9845] }), 'IMG_0006.jpg'],
    ] as const) {
      expect((await api.importFile(a.cookie, content, name)).status).toBe('done');
    }
    const people = json<{ people: { id: string; name: string }[] }>(await api.get(a.cookie, '/api/worlds/people')).people;
    ids = Object.fromEntries(people.map((p) => [p.name, p.id]));
    ctx = await createToolContextFactory(t.database)(a.user.id, { apiBase: '/api/worlds', includeMessages: true });
  });
  afterAll(() => t.close());

  const find = async (name: string, c = ctx) => (await run<FoundPerson[]>('find_people', { name }, c)).data;

  it('find_people: a nickname said to one person is that person, with the evidence', async () => {
    const [bia, ...rest] = await find('Bia');
    expect(bia).toMatchObject({ id: ids['Beatriz Santos'], match: 'nickname', evidence: 'called Bia in 2 messages of your chat with Beatriz Santos' });
    expect(rest).toEqual([]);
    // What Joana calls the owner is the owner's nickname, not Joana's.
    expect(await find('Nês')).toEqual([expect.objectContaining({ id: ids.Me, isOwner: true, match: 'nickname', evidence: 'what you are called in 2 messages written to you' })]);
    // A word of several chats alike is no one's nickname; nor is a word in one message.
    expect(await find('word')).toEqual([]);
    expect(await find('selfish')).toEqual([]);
  });

  it('find_people: a short form is the start of one first name only', async () => {
    expect((await find('Jo'))[0]).toMatchObject({ id: ids['Joana Pires'], match: 'short-form' });
    expect((await find('Joana'))[0]).toMatchObject({ id: ids['Joana Pires'], match: 'first-name' });
    expect((await find('Mar'))[0]).toMatchObject({ id: ids['Marco Rossi'], match: 'short-form' });
  });

  it('a reader without message texts reads no nicknames and may not search by words', async () => {
    const blind = { ...ctx, includeMessages: false };
    expect(await find('Bia', blind)).toEqual([]);
    for (const [tool, input] of [
      ['search_messages', { query: 'deposit' }],
      ['count_messages', { text: 'deposit' }],
    ] as const) {
      const err = await runTool(blind, tool, input).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ToolInputError);
      expect((err as Error).message).toBe(NO_TEXT_SEARCH);
    }
    expect((await run<{ count: number }>('count_messages', {}, blind)).data.count).toBe(11);
  });

  it('places: a city spelt another way is found, and photos of a city count every place of it', async () => {
    const porto = (await run<FoundPlace[]>('find_places', { name: 'Porto', limit: 20 })).data;
    expect(porto.length).toBe(3);
    expect(porto.reduce((n, p) => n + p.photos, 0)).toBe(3);
    expect((await run<PhotoList>('photos', { placeName: 'Porto' })).data.count).toBe(3);
    expect((await run<PhotoList>('photos', { placeName: 'Lisboa' })).data.count).toBe(2);
    // Seville ↔ Sevilla, one letter off; "Portu" is no place.
    const seville = (await run<FoundPlace[]>('find_places', { name: 'Seville' })).data;
    expect(seville.map((p) => p.photos)).toEqual([1]);
    expect((await run<PhotoList>('photos', { placeName: 'Seville' })).data.count).toBe(1);
    expect((await run<PhotoList>('photos', { placeName: 'Sevila' })).data.count).toBe(1);
    expect((await run<PhotoList>('photos', { placeName: 'Paris' })).data.count).toBe(0);
  });

  it('places: a region no place is named after is found by coordinates, in the names people write it', async () => {
    // Seville lies in Andalusia; Porto and Lisbon do not. No place here is in Bavaria.
    for (const name of ['Andalusia', 'Andalucía', 'andaluzja']) {
      expect((await run<PhotoList>('photos', { placeName: name })).data.count).toBe(1);
      expect((await run<FoundPlace[]>('find_places', { name, limit: 20 })).data.map((p) => p.name)).toEqual([expect.stringMatching(/Sevill/)]);
    }
    expect((await run<PhotoList>('photos', { placeName: 'Bayern' })).data.count).toBe(0);
    // A place's own name still wins over a region's: "Porto" is the city.
    expect((await run<PhotoList>('photos', { placeName: 'Porto' })).data.count).toBe(3);
  });

  it('places: ranked by city, each city once with its places summed', async () => {
    const byPlace = (await run<RankedPlace[]>('places', { limit: 20 })).data;
    expect(byPlace.length).toBe(6);
    const byCity = (await run<RankedPlace[]>('places', { groupBy: 'city', limit: 20 })).data;
    expect(byCity.map((c) => c.photos)).toEqual([3, 2, 1]);
    expect(byCity[0]!.name).toMatch(/Porto/);
    expect(byCity[0]!.first).toBe('2023-05-01T09:00:00.000Z');
    expect(byCity[0]!.last).toBe('2023-05-02T09:00:00.000Z');
  });
});
