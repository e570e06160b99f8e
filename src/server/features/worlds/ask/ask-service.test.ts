/**
 * The Ask service's own rules (#29), with answerers written here: a model that fails is
 * answered offline and says why (unreachable or over budget: the AI layer's errors; any
 * other failure logged and said plainly; never a silent swap); a model that answers is labelled as
 * itself; the answerer's state reaches the next follow-up unchanged; a conversation keeps
 * its first question (cut) as title and at most ASK_CONVERSATION_TURNS turns; visitors'
 * conversations are bounded, forgotten when idle and found only through their own source;
 * a user keeps the newest ASK_CONVERSATIONS_KEPT conversations.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../../../tests/support/create-test-app';
import { ASK_CONVERSATION_TURNS, type AskTurn } from '../../../../contract/worlds-ask';
import { AiBudgetError, AiTimeoutError, AiUpstreamError } from '../../../platform/ai/errors';
import { queryFn } from '../sql';
import { createAskService, MODEL_FAILED, MODEL_UNREACHABLE, OUTSIDE_SHARED_WORLD, type AskCaller } from './ask.service';
import {
  ASK_CONVERSATIONS_KEPT,
  ASK_TITLE_MAX,
  createVisitorConversations,
  keptTurns,
  titleOf,
  VISITOR_CITATION_TEXT,
  VISITOR_TURNS,
} from './conversations';
import { ToolInputError } from './tools/errors';
import type { Answerer, AskInput } from './types';

const answerer =
  (engine: 'offline' | 'openai', seen: AskInput[] = []): Answerer =>
  async (_ctx, input) => {
    seen.push(input);
    return {
      answer: `${engine}: ${input.question}`,
      citations: [],
      answered: true,
      suggestions: [],
      state: { intent: 'count', extra: { n: input.history.length } },
      engine,
      model: engine === 'openai' ? 'gpt-test' : null,
    };
  };

describe('the Ask service', () => {
  let t: TestApp;
  let caller: AskCaller;

  beforeAll(async () => {
    t = await createTestApp();
    const { user } = await signUpUser(t.app);
    caller = { userId: user.id, includeMessages: true, apiBase: '/api/worlds', who: { userId: user.id, clientKey: null } };
  });
  afterAll(() => t.close());

  const examplesFor = async () => ['Who do I write to most?'];

  it('a model the AI layer could not reach (timeout, provider down, budget spent): the offline engine answers and says so', async () => {
    for (const err of [new AiTimeoutError(30), new AiUpstreamError(), new AiBudgetError(1000, 60, true)]) {
      const ask = createAskService({
        database: t.database,
        answerOffline: answerer('offline'),
        examplesFor,
        modelAnswerer: () => async () => {
          throw err;
        },
      });
      const x = await ask.ask(caller, { question: 'How many?' });
      expect(x.engine).toBe('offline');
      expect(x.model).toBeNull();
      expect(x.answer.startsWith(MODEL_UNREACHABLE), err.constructor.name).toBe(true);
      expect(x.answer).toContain('offline: How many?');
    }
  });

  it('a model answer that fails otherwise (a bug, a broken reply): logged, answered offline with a plain note', async () => {
    const logged: unknown[] = [];
    const ask = createAskService({
      database: t.database,
      answerOffline: answerer('offline'),
      examplesFor,
      modelAnswerer: () => async () => {
        throw new TypeError('cannot read properties of undefined');
      },
      log: { warn: () => undefined, error: (obj: unknown) => void logged.push(obj) },
    });
    const x = await ask.ask(caller, { question: 'How many?' });
    expect([x.engine, x.model]).toEqual(['offline', null]);
    expect(x.answer.startsWith(MODEL_FAILED)).toBe(true);
    expect(x.answer).not.toContain('unreachable');
    expect(x.answer).toContain('offline: How many?');
    expect(logged).toHaveLength(1);
  });

  it('the model answerer falls back on the service’s offline answer: a refused tool on a shared link is answered in words', async () => {
    const ask = createAskService({
      database: t.database,
      answerOffline: async () => {
        throw new ToolInputError('places', 'There is no tool "places".');
      },
      examplesFor,
      // A model whose answer was set aside answers with the fallback it is given.
      modelAnswerer: (_who, fallback) => async (ctx, input) => fallback(ctx, input),
    });
    const x = await ask.ask({ ...caller, visitor: 'link', allowedTools: ['overview'] }, { question: 'Where was I?' });
    expect(x).toMatchObject({ answer: OUTSIDE_SHARED_WORLD, answered: false, engine: 'offline' });
  });

  it('a model that answers is labelled as itself, charged to the caller', async () => {
    const charged: unknown[] = [];
    const ask = createAskService({
      database: t.database,
      answerOffline: answerer('offline'),
      examplesFor,
      modelAnswerer: (who) => {
        charged.push(who);
        return answerer('openai');
      },
    });
    const x = await ask.ask(caller, { question: 'How many?' });
    expect([x.engine, x.model]).toEqual(['openai', 'gpt-test']);
    expect(charged).toEqual([caller.who]);
  });

  it('hands the state, history and page period to the answerer; saves the title and turns', async () => {
    const seen: AskInput[] = [];
    const ask = createAskService({ database: t.database, answerOffline: answerer('offline', seen), examplesFor, now: () => new Date('2025-06-01T12:00:00Z') });
    const long = `How many messages ${'and more '.repeat(20)}?`;
    const first = await ask.ask(caller, { question: long, period: { from: '2024-01-01', to: '2024-02-01' } });
    await ask.ask(caller, { question: 'And Dan?', conversationId: first.conversationId });
    expect(seen[0]).toMatchObject({ state: {}, history: [], pagePeriod: { from: '2024-01-01T00:00:00.000Z', to: '2024-02-01T00:00:00.000Z' } });
    expect(seen[0]!.now).toEqual(new Date('2025-06-01T12:00:00Z'));
    expect(seen[1]).toMatchObject({ state: { intent: 'count', extra: { n: 0 } }, history: [{ question: long, answer: `offline: ${long}` }] });
    const saved = (await ask.conversations(caller.userId)).find((c) => c.id === first.conversationId)!;
    expect(saved.title).toBe(titleOf(long));
    expect([...saved.title].length).toBeLessThanOrEqual(ASK_TITLE_MAX);
    expect(saved.turns.map((x) => x.question)).toEqual([long, 'And Dan?']);
    expect(saved.turns[0]!.at).toBe('2025-06-01T12:00:00.000Z');
  });

  it('a shared link asked what only another world answers: says so plainly, with suggestions', async () => {
    const ask = createAskService({
      database: t.database,
      answerOffline: async () => {
        throw new ToolInputError('places', 'There is no tool "places".');
      },
      examplesFor,
    });
    const x = await ask.ask({ ...caller, visitor: 'link', allowedTools: ['overview'] }, { question: 'Where was I?' });
    expect(x).toMatchObject({ answer: OUTSIDE_SHARED_WORLD, answered: false, citations: [], suggestions: ['Who do I write to most?'] });
    // Without a tool limit the same error is a bug, not an answer.
    await expect(ask.ask(caller, { question: 'Where was I?' })).rejects.toThrow(ToolInputError);
  });

  it('titles are the first question cut to 80 characters; turns keep the newest 50', () => {
    expect(titleOf('  Who do I write to most?  ')).toBe('Who do I write to most?');
    const cut = titleOf('é'.repeat(200));
    expect([...cut]).toHaveLength(ASK_TITLE_MAX);
    expect(cut.endsWith('…')).toBe(true);
    const turns = Array.from({ length: ASK_CONVERSATION_TURNS + 3 }, (_, i) => ({ question: String(i) }) as AskTurn);
    expect(keptTurns(turns).map((x) => x.question)).toEqual(turns.slice(3).map((x) => x.question));
  });

  it('a user keeps the newest 100 conversations: a new one prunes the least recently used, the list answers 100', async () => {
    const { user } = await signUpUser(t.app);
    const mine = { ...caller, userId: user.id, who: { userId: user.id, clientKey: null } };
    const ask = createAskService({ database: t.database, answerOffline: answerer('offline'), examplesFor });
    const ids: string[] = [];
    for (let i = 0; i < ASK_CONVERSATIONS_KEPT + 2; i++) {
      ids.push((await ask.ask(mine, { question: `Question ${i}` })).conversationId);
      // The first conversation is used again: it is recent, so it stays.
      if (i === 10) await ask.ask(mine, { question: 'And?', conversationId: ids[0]! });
    }
    const list = await ask.conversations(user.id);
    expect(list).toHaveLength(ASK_CONVERSATIONS_KEPT);
    expect(list[0]!.id).toBe(ids.at(-1));
    const kept = new Set(list.map((c) => c.id));
    expect(kept.has(ids[0]!)).toBe(true);
    // The least recently used went: the 2nd and 3rd.
    expect([kept.has(ids[1]!), kept.has(ids[2]!), kept.has(ids[3]!)]).toEqual([false, false, true]);
    const [row] = await queryFn(t.database)<{ n: number }>(sql`select count(*)::int as n from world_ask_conversations where user_id = ${user.id}`);
    expect(row?.n).toBe(ASK_CONVERSATIONS_KEPT);
  });

  it('visitors’ conversations keep the newest 20 turns, cited texts cut to 300 characters', () => {
    const store = createVisitorConversations();
    const long = 'é'.repeat(VISITOR_CITATION_TEXT + 50);
    const citation = { kind: 'message' as const, id: 'm1.1', at: '2024-01-01T00:00:00.000Z', author: 'Cleo', authorId: 'p', text: long, chatId: 'c', chatTitle: 'Cleo' };
    const turns = Array.from({ length: VISITOR_TURNS + 5 }, (_, i) => ({ question: String(i), citations: [citation, { kind: 'person' as const, id: 'p', name: 'Cleo' }] }) as AskTurn);
    const saved = store.save('sample', null, { title: 'Q', turns, state: {} });
    expect(saved.turns.map((x) => x.question)).toEqual(turns.slice(5).map((x) => x.question));
    const text = (saved.turns[0]!.citations[0] as typeof citation).text;
    expect([...text]).toHaveLength(VISITOR_CITATION_TEXT);
    expect(text.endsWith('…')).toBe(true);
    expect(saved.turns[0]!.citations[1]).toEqual({ kind: 'person', id: 'p', name: 'Cleo' });
    // The caller's turns are not changed.
    expect((turns[5]!.citations[0] as typeof citation).text).toBe(long);
  });

  it('visitors’ conversations: bounded, forgotten after 30 idle minutes, found only through their source', () => {
    let now = 1_000_000;
    const store = createVisitorConversations({ max: 3, idleMs: 30 * 60_000, now: () => now });
    const body = { title: 'Q', turns: [], state: {} };
    const ids = [0, 1, 2, 3].map(() => store.save('sample', null, body).id);
    expect(store.size).toBe(3);
    expect(store.get('sample', ids[0]!)).toBeNull(); // the least recently used went
    expect(store.get('sample', ids[3]!)?.id).toBe(ids[3]);
    expect(store.get('other-link', ids[3]!)).toBeNull();
    now += 29 * 60_000;
    expect(store.get('sample', ids[3]!)).not.toBeNull(); // read: idle time starts again
    now += 29 * 60_000;
    expect(store.get('sample', ids[3]!)).not.toBeNull();
    expect(store.get('sample', ids[2]!)).toBeNull(); // 58 minutes unused
  });

  it("the tools' context carries the caller as `who` (a visitor's semantic search is charged to the visitor, review finding 5)", async () => {
    const whoSeen: unknown[] = [];
    const ask = createAskService({
      database: t.database,
      answerOffline: async (ctx, input) => {
        whoSeen.push(ctx.who);
        return answerer('offline')(ctx, input);
      },
      examplesFor,
    });
    const visitor: AskCaller = { ...caller, apiBase: '/api/worlds/sample', visitor: 'sample', who: { userId: null, clientKey: 'hashed-address' } };
    await ask.ask(caller, { question: 'How many?' });
    await ask.ask(visitor, { question: 'How many?' });
    expect(whoSeen).toEqual([caller.who, visitor.who]);
  });
});
