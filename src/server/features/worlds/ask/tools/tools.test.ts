/**
 * The Ask tools (#29) on a small world imported through the API: three one-to-one chats
 * and two groups written here (UTC times, counts chosen so every figure can be worked out
 * by hand), a shared location and a photo in Kyoto, one person merged into another, and a
 * second user whose data must never show. Each tool's figures and citations, the registry
 * (bad input → ToolInputError, JSON Schemas), and full-text search: accents, prefixes,
 * the OR fallback and user text that is tsquery syntax.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../../../tests/support/create-test-app';
import { importsApi, jpeg } from '../../../../../../tests/support/worlds';
import { decodeMessageId } from '../message-id';
import type {
  ChatMembers,
  FirstLast,
  FoundChat,
  FoundPerson,
  FoundPlace,
  MessageCount,
  Overview,
  PeriodMessages,
  PhotoList,
  RankedPerson,
  RankedPlace,
  SearchResult,
  Trend,
} from './catalogue';
import { createToolContextFactory } from './context';
import { runTool, ToolInputError, toolJsonSchemas, WORLD_TOOLS } from './index';
import { TOOL_NAMES } from './catalogue';
import type { ToolContext, ToolResult } from './types';

const pad = (n: number) => String(n).padStart(2, '0');
/** WhatsApp lines: `n` messages on the first days of month `m` (1-based) of `y`, alternating authors. */
function monthLines(y: number, m: number, n: number, authors: string[], text: (i: number) => string): string[] {
  return Array.from({ length: n }, (_, i) => `${pad(1 + (i % 27))}/${pad(m)}/${y}, ${pad(8 + Math.floor(i / 27))}:${pad(i % 60)} - ${authors[i % authors.length]}: ${text(i)}`);
}

// Priya: 10 a month January–June 2023 (12 in June), 1 a month July–December 2023 (a change point in July).
const PRIYA = [
  '01/01/2023, 07:00 - Me: Happy new year Priya! Coffee at the café tomorrow?',
  '01/01/2023, 07:05 - Priya Shah: Yes! The Cafe on Main street',
  ...monthLines(2023, 1, 8, ['Me', 'Priya Shah'], (i) => `january note ${i}`),
  ...[2, 3, 4, 5, 6].flatMap((m) => monthLines(2023, m, 10, ['Priya Shah', 'Me'], (i) => `holiday tickets ${i}`)),
  '20/06/2023, 18:00 - Priya Shah: The wedding is on the 3rd, save the date',
  '21/06/2023, 18:00 - Priya Shah: location: https://maps.google.com/?q=35.0116,135.7681',
  ...[7, 8, 9, 10, 11, 12].flatMap((m) => monthLines(2023, m, 1, ['Me'], () => 'quiet month hello')),
].join('\n');
// Marco: January–March 2023 only (stopped 9 months before the world's end).
const MARCO = [
  '05/01/2023, 12:00 - Marco: Ciao! Are you coming to the wedding?',
  '05/01/2023, 12:10 - Me: Of course',
  '10/02/2023, 12:00 - Marco: Pizza tonight?',
  '15/03/2023, 12:00 - Me: Last one from me, Marco',
].join('\n');
const FAMILY = [
  '01/04/2023, 09:00 - Mum created group "Family"',
  '01/04/2023, 09:00 - Mum: Welcome to the family group',
  '01/04/2023, 09:05 - Priya Shah: Hi Mum',
  '01/04/2023, 09:10 - Me: Hello everyone',
  '02/04/2023, 09:00 - Mum: Dinner on Sunday, ok?',
  '15/12/2023, 20:00 - Mum: Merry Christmas! (the end of the world)',
].join('\n');
// "P Shah" is merged into Priya Shah below: her messages count as Priya's.
const BOOK_CLUB = [
  '03/05/2023, 19:00 - Leo created group "Book club"',
  '03/05/2023, 19:00 - Leo: First book: Dune',
  '03/05/2023, 19:01 - P Shah: Love it',
  '03/05/2023, 19:02 - P Shah: Sand everywhere',
  '03/05/2023, 19:03 - Me: Tricky: I\'ll try. Sable & co | wedding!',
].join('\n');

describe('the Ask tools', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let ctx: ToolContext;
  let other: ToolContext;
  let ids: Record<string, string>;
  const run = async <D>(name: string, input: unknown, c = ctx) => (await runTool(c, name, input)) as ToolResult<D>;

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    for (const who of [a, b]) expect((await api.send(who.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    for (const [content, name] of [
      [PRIYA, 'WhatsApp Chat with Priya Shah.txt'],
      [MARCO, 'WhatsApp Chat with Marco.txt'],
      [FAMILY, 'WhatsApp Chat with Family.txt'],
      [BOOK_CLUB, 'WhatsApp Chat with Book club.txt'],
      [await jpeg({ color: '#e94', takenAt: '2023:06:22 10:00:00', at: [35.0117, 135.7682] }), 'IMG_0001.jpg'],
    ] as const) {
      expect((await api.importFile(a.cookie, content, name)).status).toBe('done');
    }
    // The other user: a chat with the same names and a word of its own.
    const theirs = ['01/01/2024, 10:00 - Priya Shah: secretword café wedding', '01/01/2024, 10:01 - Zed: hi'].join('\n');
    expect((await api.importFile(b.cookie, theirs, 'WhatsApp Chat with Priya Shah.txt')).status).toBe('done');
    const people = json<{ people: { id: string; name: string }[] }>(await api.get(a.cookie, '/api/worlds/people')).people;
    ids = Object.fromEntries(people.map((p) => [p.name, p.id]));
    const merged = await api.send(a.cookie, 'POST', '/api/worlds/people/merge', { into: ids['Priya Shah'], from: ids['P Shah'] });
    expect(merged.statusCode, merged.body).toBe(200);
    const factory = createToolContextFactory(t.database);
    ctx = await factory(a.user.id, { apiBase: '/api/worlds', includeMessages: true });
    other = await factory(b.user.id, { apiBase: '/api/worlds', includeMessages: true });
  });
  afterAll(() => t.close());

  it('the context knows the owner (the root person "Me")', () => {
    expect(ctx.ownerId).toBe(ids.Me);
    expect(ctx.scope.timeZone).toBe('UTC');
  });

  it('registers every tool of the catalogue, with JSON Schemas a model can call', () => {
    expect(WORLD_TOOLS.map((x) => x.name)).toEqual([...TOOL_NAMES]);
    const schemas = toolJsonSchemas();
    expect(schemas.map((s) => s.name)).toEqual([...TOOL_NAMES]);
    for (const s of schemas) {
      expect(s.parameters).toMatchObject({ type: 'object', additionalProperties: false });
      expect(Array.isArray(s.parameters.required)).toBe(true);
      expect(s.description.length).toBeGreaterThan(20);
    }
    const search = schemas.find((s) => s.name === 'search_messages')!.parameters;
    expect(search.required).toEqual(['query']);
    expect(Object.keys(search.properties)).toEqual(expect.arrayContaining(['query', 'authorId', 'period', 'limit']));
    expect(schemas.find((s) => s.name === 'first_last')!.parameters.required).toEqual(['which']);
  });

  it('refuses an unknown tool and bad arguments with a message naming what is wrong', async () => {
    const refused = async (name: string, input: unknown) => {
      const err = await runTool(ctx, name, input).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err, `${name} ${JSON.stringify(input)}`).toBeInstanceOf(ToolInputError);
      return (err as ToolInputError).message;
    };
    expect(await refused('drop_tables', {})).toMatch(/no tool "drop_tables".*search_messages/);
    expect(await refused('count_messages', { authorId: 5 })).toMatch(/count_messages: authorId: .*string/);
    expect(await refused('count_messages', { who: 'Priya' })).toMatch(/unknown argument "who"/);
    expect(await refused('first_last', {})).toMatch(/which/);
    expect(await refused('search_messages', { query: '' })).toMatch(/query/);
    expect(await refused('rank_people', { limit: 1000 })).toMatch(/limit/);
    expect(await refused('trend', { period: { from: 'last summer' } })).toMatch(/period\.from: "last summer" is not an ISO 8601 date/);
    // An id that is not one is not an error: it names nobody.
    expect((await run<MessageCount>('count_messages', { authorId: 'not-a-uuid' })).data.count).toBe(0);
    expect((await run<ChatMembers>('chat_members', { chatId: "x'; drop table users; --" })).data).toEqual({ chat: null, members: [], history: [] });
  });

  it('overview: the extent, totals, owner and zone of the world', async () => {
    const o = (await run<Overview>('overview', {})).data;
    // 2 + 8 + 50 + 2 + 6 (Priya) + 4 (Marco) + 5 (Family) + 4 (Book club): the group-created lines are events.
    expect(o).toMatchObject({ owner: { id: ids.Me, name: 'Me' }, messages: 81, photos: 1, chats: 4, people: 5, timeZone: 'UTC', coverage: null });
    expect(o.first).toBe('2023-01-01T07:00:00.000Z');
    expect(o.last).toBe('2023-12-15T20:00:00.000Z');
    expect(o.places).toBeGreaterThanOrEqual(1);
  });

  it('find_people: exact, alias of a merged person, first name, prefix, accents, typos, and "me"', async () => {
    const find = async (name: string) => (await run<FoundPerson[]>('find_people', { name })).data;
    expect((await find('priya shah'))[0]).toMatchObject({ id: ids['Priya Shah'], match: 'exact', aliases: ['P Shah'], isOwner: false });
    expect((await find('P Shah'))[0]).toMatchObject({ id: ids['Priya Shah'], match: 'alias' });
    expect((await find('Priya'))[0]).toMatchObject({ id: ids['Priya Shah'], match: 'first-name' });
    expect((await find('Pri'))[0]).toMatchObject({ id: ids['Priya Shah'], match: 'short-form' });
    expect((await find('PRÏYA'))[0]!.id).toBe(ids['Priya Shah']);
    expect((await find('Marko'))[0]).toMatchObject({ id: ids.Marco, match: 'fuzzy' });
    expect((await find('mum'))[0]).toMatchObject({ id: ids.Mum, match: 'exact' });
    expect((await find('me'))[0]).toMatchObject({ id: ids.Me, isOwner: true });
    expect((await find('myself'))[0]!.id).toBe(ids.Me);
    expect(await find('Zed')).toEqual([]); // the other user's person
    const priya = (await run<FoundPerson[]>('find_people', { name: 'Priya' })).citations[0];
    expect(priya).toEqual({ kind: 'person', id: ids['Priya Shah'], name: 'Priya Shah' });
  });

  it('rank_people: merged people counted as one; withOwner and fromOwner in one-to-one chats; periods; least', async () => {
    const wrote = (await run<RankedPerson[]>('rank_people', { by: 'wrote', limit: 10 })).data;
    // Priya: 1 + 4 + 25 + 2 in her chat, 1 in Family, 2 as P Shah.
    expect(wrote.find((p) => p.id === ids['Priya Shah'])).toMatchObject({ wrote: 35, withOwner: 68, fromOwner: 36 });
    expect(wrote.map((p) => p.name)).not.toContain('P Shah');
    expect(wrote.map((p) => p.name)).not.toContain('Me');
    expect(wrote[0]!.name).toBe('Priya Shah');
    const most = (await run<RankedPerson[]>('rank_people', {})).data;
    expect(most.map((p) => [p.name, p.withOwner])).toEqual([
      ['Priya Shah', 68],
      ['Marco', 4],
    ]);
    const least = (await run<RankedPerson[]>('rank_people', { order: 'least' })).data;
    expect(least[0]!.name).toBe('Marco');
    const inJune = (await run<RankedPerson[]>('rank_people', { period: { from: '2023-06-01', to: '2023-07-01' } })).data;
    expect(inJune).toEqual([{ id: ids['Priya Shah'], name: 'Priya Shah', wrote: 7, withOwner: 12, fromOwner: 5 }]);
    const withMe = (await run<RankedPerson[]>('rank_people', { by: 'wrote', includeOwner: true })).data;
    expect(withMe[0]).toMatchObject({ id: ids.Me, wrote: 40 });
    expect(await run('rank_people', {}, other)).toMatchObject({ data: [{ name: 'Priya Shah', withOwner: 2 }] });
  });

  it('count_messages and first_last: authors, one-to-one chats, chats, periods and words, citing the messages', async () => {
    const count = async (input: object) => run<MessageCount>('count_messages', input);
    const all = await count({ withPersonId: ids.Marco });
    expect(all.data).toEqual({ count: 4, first: '2023-01-05T12:00:00.000Z', last: '2023-03-15T12:00:00.000Z' });
    expect(all.citations).toHaveLength(2);
    expect(all.citations[0]).toMatchObject({ kind: 'message', author: 'Marco', authorId: ids.Marco, text: 'Ciao! Are you coming to the wedding?', chatTitle: 'Marco' });
    expect(decodeMessageId(all.citations[0]!.id)).not.toBeNull();
    expect((await count({ authorId: ids.Me, withPersonId: ids.Marco })).data.count).toBe(2);
    expect((await count({ authorId: ids['Priya Shah'] })).data.count).toBe(35);
    expect((await count({ authorId: ids['P Shah'] })).data.count).toBe(35); // a merged person's id is their root's
    expect((await count({ authorId: ids.Mum, period: { from: '2023-12-01T00:00:00Z' } })).data.count).toBe(1);
    expect((await count({ text: 'wedding' })).data.count).toBe(3);
    expect((await count({ text: 'wedding', authorId: ids['Priya Shah'] })).data.count).toBe(1);
    expect((await count({ text: 'the wedding' })).data.count).toBe(2); // every word
    const chats = (await run<FoundChat[]>('find_chats', { name: 'family' })).data;
    expect((await count({ chatId: chats[0]!.id })).data.count).toBe(5);

    const first = await run<FirstLast>('first_last', { which: 'first', withPersonId: ids['Priya Shah'] });
    expect(first.data).toMatchObject({ at: '2023-01-01T07:00:00.000Z', author: 'Me', chatTitle: 'Priya Shah' });
    expect(first.citations[0]!.id).toBe(first.data.messageId);
    const lastMarco = await run<FirstLast>('first_last', { which: 'last', authorId: ids.Marco });
    expect(lastMarco.data).toMatchObject({ at: '2023-02-10T12:00:00.000Z', text: 'Pizza tonight?' });
    expect((await run<FirstLast>('first_last', { which: 'first', text: 'nothing-like-this' })).data.messageId).toBeNull();
  });

  it('trend: months in the zone, years, busiest and quietest, the change point, and when messages stopped', async () => {
    const priya = (await run<Trend>('trend', { withPersonId: ids['Priya Shah'] })).data;
    expect(priya.months).toHaveLength(12);
    expect(priya.months[0]).toEqual({ month: '2023-01', count: 10 });
    expect(priya.months[6]).toEqual({ month: '2023-07', count: 1 });
    expect(priya.busiestMonth).toBe('2023-06');
    expect(priya.quietestMonth).toBe('2023-07');
    expect(priya.years).toEqual([{ year: 2023, count: 68 }]);
    expect(priya.changes).toEqual([{ month: '2023-07', before: 10.33, after: 1, direction: 'down' }]);
    expect(priya.stoppedAfter).toBeNull();
    const marco = await run<Trend>('trend', { withPersonId: ids.Marco });
    expect(marco.data.stoppedAfter).toBe('2023-03');
    expect(marco.data.months.map((m) => m.count)).toEqual([2, 1, 1]);
    expect(marco.citations.map((c) => c.kind)).toEqual(['message', 'message']);
  });

  describe('search_messages', () => {
    const search = async (query: string, input: object = {}, c = ctx) => (await run<SearchResult>('search_messages', { query, ...input }, c)).data;
    const texts = (r: SearchResult) => r.messages.map((m) => m.text);

    it('folds accents and case: "café" finds "café" and "Cafe"', async () => {
      for (const q of ['café', 'CAFE', 'cafè']) {
        const r = await search(q);
        expect(r.matched, q).toBe('all');
        expect(texts(r).sort(), q).toEqual(['Happy new year Priya! Coffee at the café tomorrow?', 'Yes! The Cafe on Main street']);
      }
    });
    it('matches words of 4+ letters as prefixes, shorter ones whole', async () => {
      expect((await search('wedd')).total).toBe(3);
      expect((await search('wed')).matched).toBe('none');
      expect((await search('piz')).matched).toBe('none');
      expect(texts(await search('pizza'))).toEqual(['Pizza tonight?']);
    });
    it('holds every word, else any of them ranked; names the authors', async () => {
      const both = await search('wedding date');
      expect(both.matched).toBe('all');
      expect(texts(both)).toEqual(['The wedding is on the 3rd, save the date']);
      const any = await search('wedding xylophone');
      expect(any.matched).toBe('any');
      expect(any.total).toBe(3);
      expect(any.authors.map((a) => [a.name, a.messages]).sort()).toEqual([
        ['Marco', 1],
        ['Me', 1],
        ['Priya Shah', 1],
      ]);
      expect((await search('wedding', { authorId: ids['Priya Shah'] })).total).toBe(1);
      expect((await search('tickets', { period: { from: '2023-06-01', to: '2023-07-01' }, limit: 50 })).total).toBe(10);
    });
    it('never reads user text as tsquery syntax', async () => {
      for (const q of ["'&|!:*()", "'", '\\', 'a & b', 'wedding:* | !', "wedding' | 'x", '(((', '<->', 'é']) {
        const r = await search(q);
        expect(['all', 'any', 'none']).toContain(r.matched);
      }
      expect(texts(await search("Sable & co | wedding!"))).toEqual(["Tricky: I'll try. Sable & co | wedding!"]);
      expect((await search('wedding:* | !')).total).toBe(3);
    });
    it('cites the messages, newest first among equal ranks; a reader without messages may not search their words', async () => {
      const r = await run<SearchResult>('search_messages', { query: 'quiet', limit: 3 });
      expect(r.data.total).toBe(6);
      expect(r.data.messages.map((m) => m.at.slice(0, 7))).toEqual(['2023-12', '2023-11', '2023-10']);
      expect(r.citations.map((c) => c.id)).toEqual(r.data.messages.map((m) => m.id));
      const blind = { ...ctx, includeMessages: false };
      await expect(run<SearchResult>('search_messages', { query: 'quiet', limit: 3 }, blind)).rejects.toThrow(ToolInputError);
      // Messages read otherwise come with their texts blanked.
      const period = await run<PeriodMessages>('messages_in_period', { period: { from: '2023-12-01', to: '2024-01-01' } }, blind);
      expect(period.data.messages.length).toBeGreaterThan(0);
      expect(period.data.messages.every((m) => m.text === '')).toBe(true);
    });
    it('never sees another user’s messages', async () => {
      expect((await search('secretword')).matched).toBe('none');
      expect((await search('secretword', {}, other)).total).toBe(1);
      expect((await search('wedding', {}, other)).total).toBe(1);
    });
  });

  it('messages_in_period: the count, topic words and messages spread over the period', async () => {
    const r = await run<PeriodMessages>('messages_in_period', { period: { from: '2023-03-01', to: '2023-04-01' }, withPersonId: ids['Priya Shah'], limit: 5 });
    expect(r.data.count).toBe(10);
    expect(r.data.messages).toHaveLength(5);
    expect(r.data.messages[0]!.at < r.data.messages[4]!.at).toBe(true);
    expect(r.data.topics).toContain('holiday');
    expect(r.citations).toHaveLength(5);
    const blind = await run<PeriodMessages>('messages_in_period', { period: { from: '2023-03-01', to: '2023-04-01' } }, { ...ctx, includeMessages: false });
    expect(blind.data.topics).toEqual([]);
  });

  it('find_chats and chat_members: titles in any order, members as roots with their messages', async () => {
    const all = (await run<FoundChat[]>('find_chats', { limit: 10 })).data;
    expect(all.map((c) => [c.title, c.messages, c.isGroup])).toEqual([
      ['Priya Shah', 68, false],
      ['Family', 5, true],
      ['Book club', 4, true],
      ['Marco', 4, false],
    ]);
    const club = (await run<FoundChat[]>('find_chats', { name: 'CLUB book' })).data;
    expect(club.map((c) => c.title)).toEqual(['Book club']);
    const members = await run<ChatMembers>('chat_members', { chatId: club[0]!.id });
    expect(members.data.members.map((m) => [m.name, m.messages, m.isOwner])).toEqual([
      ['Priya Shah', 2, false],
      ['Leo', 1, false],
      ['Me', 1, true],
    ]);
    expect(members.citations[0]).toEqual({ kind: 'chat', id: club[0]!.id, title: 'Book club', isGroup: true });
    expect((await run<ChatMembers>('chat_members', { chatId: club[0]!.id }, other)).data.chat).toBeNull();
  });

  it('find_places, places and photos: by city name, per person, with thumbnails', async () => {
    // (The photo's EXIF time is read in Kyoto's zone: 10:00 there is 01:00 UTC.)
    const kyoto = await run<FoundPlace[]>('find_places', { name: 'kyoto' });
    expect(kyoto.data.length).toBeGreaterThanOrEqual(1);
    expect(kyoto.data[0]!.name).toMatch(/Kyoto/);
    expect(kyoto.data.reduce((n, p) => n + p.points + p.photos, 0)).toBe(2);
    expect(kyoto.citations[0]).toMatchObject({ kind: 'place', id: kyoto.data[0]!.id });
    expect((await run<FoundPlace[]>('find_places', { name: 'Lisbon' })).data).toEqual([]);
    expect((await run<FoundPlace[]>('find_places', { name: 'kyoto' }, other)).data).toEqual([]);

    const where = (await run<RankedPlace[]>('places', { period: { from: '2023-06-01', to: '2023-07-01' } })).data;
    expect(where.reduce((n, p) => n + p.points + p.photos, 0)).toBe(2);
    expect(where[0]!.name).toMatch(/Kyoto/);
    const withPriya = (await run<RankedPlace[]>('places', { personId: ids['Priya Shah'] })).data;
    expect(withPriya.reduce((n, p) => n + p.points, 0)).toBe(1);
    expect((await run<RankedPlace[]>('places', { personId: ids.Marco })).data).toEqual([]);

    const pics = await run<PhotoList>('photos', { placeName: 'Kyoto' });
    expect(pics.data.count).toBe(1);
    expect(pics.data.photos[0]).toMatchObject({ at: '2023-06-22T01:00:00.000Z', fileName: 'IMG_0001.jpg' });
    expect(pics.citations[0]).toMatchObject({ kind: 'photo', thumbnailUrl: `/api/worlds/photos/${pics.data.photos[0]!.id}/thumbnail` });
    expect((await run<PhotoList>('photos', { period: { from: '2024-01-01' } })).data.count).toBe(0);
    expect((await run<PhotoList>('photos', { placeName: 'Kyoto' }, other)).data.count).toBe(0);
  });
});
