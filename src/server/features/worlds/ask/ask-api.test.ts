/**
 * Ask your world through the API (#29): the routes under /api/worlds, the sample world and
 * shared links; input errors; answers by the offline engine with citations whose message
 * ids open in context for their owner only; saved conversations (follow-ups, list,
 * delete, another user's id); shared links with and without `allowAsk`. Facts are asserted,
 * never an answer's wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, TEST_ORIGIN } from '../../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../../tests/support/create-test-app';
import { importsApi } from '../../../../../tests/support/worlds';
import type { AskAnswer, AskConversation, AskExamplesSchema, MessageCitation, MessageInContext } from '../../../../contract/worlds-ask';
import type { CreatedWorldShare, SharedWorldInfo } from '../../../../contract/worlds';
import type { SocialPeopleResponse } from '../../../../contract/worlds-social';
import type { z } from 'zod';
import { ASK_READS_PER_MINUTE, SAMPLE_NOTE, SHARED_NOTE } from './ask.routes';
import { END_MESSAGE_MICROS } from './message-id';

const WITH_CLEO = [
  '10/01/2024, 09:00 - Me: Good morning Cleo, lovely sunny day for the beach',
  '10/01/2024, 09:20 - Cleo: Wonderful! I love the beach, happy happy',
  '10/01/2024, 09:50 - Me: Great, the beach at noon then',
  '11/01/2024, 21:00 - Cleo: The concert was amazing, best night',
  '12/02/2024, 18:00 - Cleo: The wedding is in June, save the date',
  '12/02/2024, 18:30 - Me: The wedding! Wonderful news',
  '12/02/2024, 18:40 - Cleo: Traffic was awful today',
].join('\n');
const WITH_DAN = ['01/03/2024, 12:00 - Dan: Lunch?', '01/03/2024, 12:03 - Me: Yes please', '01/03/2024, 12:05 - Dan: Noon at the usual place'].join('\n');

type Conversations = { conversations: AskConversation[] };
type Examples = z.infer<typeof AskExamplesSchema>;

describe('Ask your world (API)', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let a: Awaited<ReturnType<typeof signUpUser>>;
  let b: Awaited<ReturnType<typeof signUpUser>>;
  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
  const ask = async (body: object, cookie = a.cookie, base = '/api/worlds') => {
    const res = await post(`${base}/ask`, body, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return json<AskAnswer>(res);
  };
  const messages = (x: AskAnswer) => x.citations.filter((c): c is MessageCitation => c.kind === 'message');
  const share = async (body: object) => {
    const res = await post('/api/worlds/shares', body, a.cookie);
    expect(res.statusCode, res.body).toBe(201);
    return json<CreatedWorldShare>(res);
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    a = await signUpUser(t.app);
    b = await signUpUser(t.app);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    for (const [content, name] of [
      [WITH_CLEO, 'WhatsApp Chat with Cleo.txt'],
      [WITH_DAN, 'WhatsApp Chat with Dan.txt'],
    ] as const) {
      expect((await api.importFile(a.cookie, content, name)).status).toBe('done');
    }
  });
  afterAll(() => t.close());

  it('signed out: 401 on the own world; bad questions 400 with a message', async () => {
    expect((await post('/api/worlds/ask', { question: 'Who do I write to most?' })).statusCode).toBe(401);
    expect((await api.get(undefined, '/api/worlds/ask/examples')).statusCode).toBe(401);
    expect((await api.get(undefined, '/api/worlds/conversations')).statusCode).toBe(401);
    expect((await api.get(undefined, '/api/worlds/messages/m1.1')).statusCode).toBe(401);
    for (const body of [{ question: '' }, { question: '   ' }, { question: 'x'.repeat(501) }, {}, { question: 'Hi', conversationId: 'nope' }]) {
      const res = await post('/api/worlds/ask', body, a.cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json<{ message: string }>(res).message.length).toBeGreaterThan(3);
    }
  });

  it('answers offline with message citations that open in context for the owner and 404 for anyone else', async () => {
    const x = await ask({ question: 'Who mentioned the wedding?' });
    expect(x.engine).toBe('offline');
    expect(x.model).toBeNull();
    // Everything is shown: nothing to say about coverage.
    expect(x.coverage).toBeNull();
    expect(x.answered).toBe(true);
    expect(x.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    const cited = messages(x);
    expect(cited.length).toBeGreaterThan(0);
    // An answer about messages cites one that carries the fact.
    expect(cited.some((c) => /wedding/i.test(c.text))).toBe(true);

    const wedding = cited.find((c) => c.text.startsWith('The wedding is in June'))!;
    expect(wedding).toBeDefined();
    const res = await api.get(a.cookie, `/api/worlds/messages/${wedding.id}?context=2`);
    expect(res.statusCode, res.body).toBe(200);
    const m = json<MessageInContext>(res);
    expect(m.message).toMatchObject({ id: wedding.id, author: 'Cleo', mine: false, text: 'The wedding is in June, save the date', chatId: wedding.chatId });
    expect(m.before.map((v) => v.text)).toEqual(['Great, the beach at noon then', 'The concert was amazing, best night']);
    expect(m.after.map((v) => v.text)).toEqual(['The wedding! Wonderful news', 'Traffic was awful today']);
    expect(m.after[0]!.mine).toBe(true);
    // Ordered in time, the same chat only.
    const times = [...m.before, m.message, ...m.after].map((v) => v.at);
    expect([...times].sort()).toEqual(times);
    expect(new Set([...m.before, ...m.after].map((v) => v.chatId))).toEqual(new Set([wedding.chatId]));

    // context=0: the message alone; the default context is 5 (here: all 4 before it).
    expect(json<MessageInContext>(await api.get(a.cookie, `/api/worlds/messages/${wedding.id}?context=0`))).toMatchObject({ before: [], after: [] });
    expect(json<MessageInContext>(await api.get(a.cookie, `/api/worlds/messages/${wedding.id}`)).before).toHaveLength(4);
    expect((await api.get(a.cookie, `/api/worlds/messages/${wedding.id}?context=21`)).statusCode).toBe(400);

    // Another user, a malformed id and an id of no message: not found.
    expect((await api.get(b.cookie, `/api/worlds/messages/${wedding.id}`)).statusCode).toBe(404);
    expect((await api.get(a.cookie, '/api/worlds/messages/m1.1')).statusCode).toBe(404);
    expect((await api.get(a.cookie, '/api/worlds/messages/nope')).statusCode).toBe(400);
  });

  it('another user asking the same question gets nothing of this world', async () => {
    const x = await ask({ question: 'Who mentioned the wedding?' }, b.cookie);
    expect(x.engine).toBe('offline');
    expect(messages(x)).toEqual([]);
    expect(JSON.stringify(x)).not.toMatch(/Cleo|wedding is in June/);
  });

  it('keeps a conversation: follow-ups in the same one, listed newest first, deleted; another user’s id is not found', async () => {
    const first = await ask({ question: 'How many messages did Cleo send?' });
    const follow = await ask({ question: 'And Dan?', conversationId: first.conversationId });
    expect(follow.conversationId).toBe(first.conversationId);
    const other = await ask({ question: 'Who do I write to most?' });
    expect(other.conversationId).not.toBe(first.conversationId);

    const list = json<Conversations>(await api.get(a.cookie, '/api/worlds/conversations')).conversations;
    expect(list[0]!.id).toBe(other.conversationId);
    const kept = list.find((c) => c.id === first.conversationId)!;
    expect(kept.title).toBe('How many messages did Cleo send?');
    expect(kept.turns.map((turn) => [turn.question, turn.engine])).toEqual([
      ['How many messages did Cleo send?', 'offline'],
      ['And Dan?', 'offline'],
    ]);
    expect(kept.turns[1]!.answer).toBe(follow.answer);
    expect(json<Conversations>(await api.get(b.cookie, '/api/worlds/conversations')).conversations.some((c) => c.id === first.conversationId)).toBe(false);
    // The account export holds the saved conversations.
    const exported = json<{ worlds: { askConversations: { id: string; turns: unknown[] }[] } }>(await api.get(a.cookie, '/api/auth/export'));
    expect(exported.worlds.askConversations.find((c) => c.id === first.conversationId)?.turns).toHaveLength(2);

    // Another user's conversation, or one that never was: 404, not a new conversation.
    for (const id of [first.conversationId, '00000000-0000-4000-8000-000000000000']) {
      const res = await post('/api/worlds/ask', { question: 'And Dan?', conversationId: id }, b.cookie);
      expect(res.statusCode).toBe(404);
      expect(json<{ message: string }>(res).message).toBe('Conversation not found.');
      expect((await api.del(b.cookie, `/api/worlds/conversations/${id}`)).statusCode).toBe(404);
    }
    expect((await api.del(a.cookie, '/api/worlds/conversations/not-a-uuid')).statusCode).toBe(400);
    const del = await api.del(a.cookie, `/api/worlds/conversations/${first.conversationId}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(json<{ id: string }>(del)).toEqual({ id: first.conversationId });
    expect((await api.del(a.cookie, `/api/worlds/conversations/${first.conversationId}`)).statusCode).toBe(404);
    expect((await post('/api/worlds/ask', { question: 'And Dan?', conversationId: first.conversationId }, a.cookie)).statusCode).toBe(404);
  });

  it('example questions come from the world', async () => {
    const res = await api.get(a.cookie, '/api/worlds/ask/examples');
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Examples>(res).examples.length).toBeGreaterThan(0);
  });

  it('shared links: questions only when allowed and messages are included, over the shared world’s data only', async () => {
    const closed = await share({ world: 'timeline', includeMessages: true });
    const anonymous = await share({ world: 'timeline', allowAsk: true });
    // A timeline link with messages shows what was written ("on this day"): its answers may quote it.
    const open = await share({ world: 'timeline', includeMessages: true, allowAsk: true });
    const map = await share({ world: 'map', includeMessages: true, allowAsk: true });
    expect(open.allowAsk).toBe(true);
    expect(closed.allowAsk).toBe(false);
    // Stored as refusing questions when messages are not included: the owner's list says so too.
    expect(anonymous.allowAsk).toBe(false);
    const listed = json<{ shares: { id: string; allowAsk: boolean }[] }>(await api.get(a.cookie, '/api/worlds/shares')).shares;
    expect(listed.find((x) => x.id === anonymous.id)?.allowAsk).toBe(false);
    const info = async (s: CreatedWorldShare) => json<SharedWorldInfo>(await api.get(undefined, `/api/worlds/shared/${s.token}/share`)).allowAsk;
    expect([await info(closed), await info(anonymous), await info(open)]).toEqual([false, false, true]);

    const mine = messages(await ask({ question: 'Who mentioned the wedding?' }))[0]!;
    for (const s of [closed, anonymous]) {
      const base = `/api/worlds/shared/${s.token}`;
      const res = await post(`${base}/ask`, { question: 'Who mentioned the wedding?' });
      expect(res.statusCode).toBe(403);
      expect(json<{ message: string }>(res).message).toBe('This link does not allow questions.');
      expect((await api.get(undefined, `${base}/ask/examples`)).statusCode).toBe(403);
      expect((await api.get(undefined, `${base}/messages/${mine.id}`)).statusCode).toBe(403);
    }

    const base = `/api/worlds/shared/${open.token}`;
    const x = await ask({ question: 'Who mentioned the wedding?' }, undefined, base);
    expect(x.engine).toBe('offline');
    // A visitor is told whose world answered.
    expect(x.coverage).toBe(SHARED_NOTE);
    const cited = messages(x);
    expect(cited.some((c) => /wedding/i.test(c.text))).toBe(true);
    const opened = await api.get(undefined, `${base}/messages/${cited[0]!.id}?context=1`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(json<MessageInContext>(opened).message.id).toBe(cited[0]!.id);
    // A visitor opens at most five messages either side, whatever context asks for.
    const wide = json<MessageInContext>(await api.get(undefined, `${base}/messages/${cited[0]!.id}?context=20`));
    expect(wide.before.length).toBeLessThanOrEqual(5);
    expect(wide.after.length).toBeLessThanOrEqual(5);
    // A follow-up keeps the visitor's conversation (in memory), only through the same link.
    const follow = await ask({ question: 'And Dan?', conversationId: x.conversationId }, undefined, base);
    expect(follow.conversationId).toBe(x.conversationId);
    expect((await post(`/api/worlds/shared/${map.token}/ask`, { question: 'And Dan?', conversationId: x.conversationId })).statusCode).toBe(404);
    // Visitors' conversations are not saved to the owner's list.
    const saved = json<Conversations>(await api.get(a.cookie, '/api/worlds/conversations')).conversations;
    expect(saved.some((c) => c.id === x.conversationId)).toBe(false);

    // Examples through a link are built from what its world's tools can read.
    for (const s of [open, map]) {
      const res = await api.get(undefined, `/api/worlds/shared/${s.token}/ask/examples`);
      expect(res.statusCode, res.body).toBe(200);
      expect(json<Examples>(res).examples.length).toBeGreaterThan(0);
    }

    // A map link answers over places and photos only: no message is cited, and messages do not open through it.
    const onMap = await ask({ question: 'Who mentioned the wedding?' }, undefined, `/api/worlds/shared/${map.token}`);
    expect(messages(onMap)).toEqual([]);
    expect((await api.get(undefined, `/api/worlds/shared/${map.token}/messages/${mine.id}`)).statusCode).toBe(404);
  });

  it('a social link’s answers use only what it shows: people and counts, never what anyone wrote; a timeline link’s may quote', async () => {
    const c = await signUpUser(t.app);
    expect((await api.send(c.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    // One long chat: the bank message has more than five messages either side.
    const lines = Array.from({ length: 15 }, (_, i) => {
      const text = i === 8 ? 'My bank PIN changed, the secret diagnosis came back fine' : `Chatting about the weather, part ${i + 1}`;
      return `10/01/2024, 09:${10 + i} - ${i % 2 ? 'Me' : 'Nell'}: ${text}`;
    });
    expect((await api.importFile(c.cookie, lines.join('\n'), 'WhatsApp Chat with Nell.txt')).status).toBe('done');
    const question = { question: 'What did Nell say about the bank?' };
    const secret = messages(await ask(question, c.cookie)).find((m) => /PIN/.test(m.text));
    expect(secret).toBeDefined();
    const own = json<MessageInContext>(await api.get(c.cookie, `/api/worlds/messages/${secret!.id}?context=20`));
    expect([own.before.length, own.after.length]).toEqual([8, 6]);

    const create = async (world: string) => {
      const res = await post('/api/worlds/shares', { world, includeMessages: true, allowAsk: true }, c.cookie);
      expect(res.statusCode, res.body).toBe(201);
      return `/api/worlds/shared/${json<CreatedWorldShare>(res).token}`;
    };
    const social = await create('social');
    // What the link shows: people and counts (no relationship page), so no message text either.
    const people = json<SocialPeopleResponse>(await api.get(undefined, `${social}/people`)).people;
    const nell = people.find((p) => p.name === 'Nell');
    expect(nell).toBeDefined();
    expect((await api.get(undefined, `${social}/people/${nell!.id}`)).statusCode).toBe(404);
    for (const q of [question, { question: 'When did Nell first mention the bank?' }, { question: 'What did we talk about in January 2024?' }, { question: 'How many messages did Nell send?' }]) {
      const x = await ask(q, undefined, social);
      expect(JSON.stringify(x), q.question).not.toMatch(/PIN|diagnosis|weather/);
      for (const m of messages(x)) expect(m.text).toBe('');
    }
    // Counts and people still answer.
    const most = await ask({ question: 'Who do I write to most?' }, undefined, social);
    expect(most.answered).toBe(true);
    expect(most.citations.some((x) => x.kind === 'person' && x.name === 'Nell')).toBe(true);
    // A cited message does not open through it.
    expect((await api.get(undefined, `${social}/messages/${secret!.id}?context=20`)).statusCode).toBe(404);

    // A timeline link with messages lists what was written on a day: its answers quote, a cited message opens with at most five either side.
    const timeline = await create('timeline');
    const quoted = messages(await ask(question, undefined, timeline));
    expect(quoted.some((m) => m.id === secret!.id && /PIN/.test(m.text))).toBe(true);
    const visitor = json<MessageInContext>(await api.get(undefined, `${timeline}/messages/${secret!.id}?context=20`));
    expect([visitor.before.length, visitor.after.length]).toEqual([5, 5]);
    expect(visitor.message.text).toMatch(/PIN/);
  });

  it('a message id whose time PostgreSQL cannot hold is not found, signed out or in', async () => {
    // The last instant an id may name (9999-12-31T23:59:59.999999Z) reaches the database and is simply not found.
    const last = `m${(END_MESSAGE_MICROS - 1n).toString(36)}.1`;
    for (const id of ['mzzzzzzzzzzzzzz.1', 'm1y2p0ij32e8e7.1', last]) {
      expect((await api.get(undefined, `/api/worlds/sample/messages/${id}`)).statusCode, id).toBe(404);
      expect((await api.get(a.cookie, `/api/worlds/messages/${id}`)).statusCode, id).toBe(404);
    }
  });

  it('the sample world answers anyone, signed out, in its own conversation', async () => {
    const x = await ask({ question: 'Who do I write to most?' }, undefined, '/api/worlds/sample');
    expect(x.engine).toBe('offline');
    expect(x.coverage).toBe(SAMPLE_NOTE);
    expect(x.answered).toBe(true);
    expect(x.citations.length).toBeGreaterThan(0);
    const follow = await ask({ question: 'What about 2023?', conversationId: x.conversationId }, undefined, '/api/worlds/sample');
    expect(follow.conversationId).toBe(x.conversationId);
    // Its conversation is not the signed-in world's.
    expect((await post('/api/worlds/ask', { question: 'And?', conversationId: x.conversationId }, a.cookie)).statusCode).toBe(404);
    const cited = messages(x).concat(messages(follow));
    if (cited.length) {
      expect((await api.get(undefined, `/api/worlds/sample/messages/${cited[0]!.id}`)).statusCode).toBe(200);
      expect((await api.get(a.cookie, `/api/worlds/messages/${cited[0]!.id}`)).statusCode).toBe(404);
    }
    const examples = await api.get(undefined, '/api/worlds/sample/ask/examples');
    expect(examples.statusCode).toBe(200);
    expect(json<Examples>(examples).examples.length).toBeGreaterThan(0);
    // Who the people are: the sample's people, not the caller's.
    const people = json<SocialPeopleResponse>(await api.get(undefined, '/api/worlds/sample/people')).people.map((p) => p.name);
    for (const c of x.citations) if (c.kind === 'person') expect(people).toContain(c.name);
  });

  // One app with a low AI allowance for the two tests below, on this file's database (a fresh
  // user or address each: the counts are per caller), instead of an app and a database each.
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { AI_REQUESTS_PER_MINUTE: '2' }, database: t.database });
  });
  afterAll(() => limited.close());

  it('ask is an AI call: limited per caller and minute (429 with a message)', async () => {
    const c = await signUpUser(limited.app);
    const send = () =>
      limited.app.inject({ method: 'POST', url: '/api/worlds/ask', payload: { question: 'Who do I write to most?' }, headers: { origin: TEST_ORIGIN, cookie: c.cookie } });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(json<{ message: string }>(third).message.length).toBeGreaterThan(3);
  });

  it('one ask allowance per caller across the own world, the sample and shared links', async () => {
    const c = await signUpUser(limited.app);
    const created = await limited.app.inject({
      method: 'POST',
      url: '/api/worlds/shares',
      payload: { world: 'timeline', includeMessages: true, allowAsk: true },
      headers: { origin: TEST_ORIGIN, cookie: c.cookie },
    });
    expect(created.statusCode, created.body).toBe(201);
    const send = (base: string, cookie?: string) =>
      limited.app.inject({ method: 'POST', url: `${base}/ask`, payload: { question: 'Who do I write to most?' }, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) } });
    const shared = `/api/worlds/shared/${json<CreatedWorldShare>(created).token}`;
    // The signed-in caller: once on the own world, once on the sample, then a shared link is over the limit.
    expect((await send('/api/worlds', c.cookie)).statusCode).toBe(200);
    expect((await send('/api/worlds/sample', c.cookie)).statusCode).toBe(200);
    expect((await send(shared, c.cookie)).statusCode).toBe(429);
    // A signed-out caller (an address): the sample and a shared link share one count too.
    const anon = (base: string) =>
      limited.app.inject({ method: 'POST', url: `${base}/ask`, payload: { question: 'Who do I write to most?' }, headers: { origin: TEST_ORIGIN }, remoteAddress: '198.51.100.29' });
    expect((await anon('/api/worlds/sample')).statusCode).toBe(200);
    expect((await anon(shared)).statusCode).toBe(200);
    const third = await anon('/api/worlds/sample');
    expect(third.statusCode).toBe(429);
    expect(json<{ message: string }>(third).message).toMatch(/Too many requests/);
  });

  it('examples and cited messages are limited per caller and minute, each its own count (429 with a message)', async () => {
    // The file's app with its default limits: these addresses ask nothing elsewhere in the file.
    const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.30' });
    for (let i = 0; i < ASK_READS_PER_MINUTE; i++) {
      const res = await get('/api/worlds/sample/messages/m1.1');
      expect(res.statusCode, `request ${i + 1}`).toBe(404);
    }
    const over = await get('/api/worlds/sample/messages/m1.1');
    expect(over.statusCode).toBe(429);
    expect(json<{ message: string }>(over).message).toMatch(/Too many requests/);
    // The count is the caller's on every prefix.
    expect((await get('/api/worlds/shared/nope/messages/m1.1')).statusCode).toBe(429);
    // Examples count apart; another address has its own allowance.
    expect((await get('/api/worlds/sample/ask/examples')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/worlds/sample/messages/m1.1', remoteAddress: '198.51.100.31' })).statusCode).toBe(404);
  });
});
