/**
 * The Ask service's own rules (#29), with answerers written here: a model that fails is
 * answered offline and says so (never a silent swap); a model that answers is labelled as
 * itself; the answerer's state reaches the next follow-up unchanged; a conversation keeps
 * its first question (cut) as title and at most ASK_CONVERSATION_TURNS turns; visitors'
 * conversations are bounded, forgotten when idle and found only through their own source.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../../../tests/support/create-test-app';
import { ASK_CONVERSATION_TURNS, type AskTurn } from '../../../../contract/worlds-ask';
import { createAskService, MODEL_UNREACHABLE, OUTSIDE_SHARED_WORLD, type AskCaller } from './ask.service';
import { ASK_TITLE_MAX, createVisitorConversations, keptTurns, titleOf } from './conversations';
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

  it('a model that fails: the offline engine answers and says the model could not', async () => {
    const ask = createAskService({
      database: t.database,
      answerOffline: answerer('offline'),
      examplesFor,
      modelAnswerer: () => async () => {
        throw new Error('connection refused');
      },
    });
    const x = await ask.ask(caller, { question: 'How many?' });
    expect(x.engine).toBe('offline');
    expect(x.model).toBeNull();
    expect(x.answer.startsWith(MODEL_UNREACHABLE)).toBe(true);
    expect(x.answer).toContain('offline: How many?');
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
});
