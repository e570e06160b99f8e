/**
 * The model answers Ask your world through the same tools (function calling), against the
 * local OpenAI wire-format server with a scripted model: it resolves a name, counts, and
 * answers with the ids it used (cited, the Sources line dropped); a call with bad
 * arguments is answered as a tool error and the model corrects it; an answer with a number
 * no tool gave is set aside for the offline answer, with a note; every model call leaves an
 * ai_usage row under 'world_ask' with the provider's tokens.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../../../tests/support/create-test-app';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../../tests/support/fake-openai';
import { importsApi } from '../../../../../tests/support/worlds';
import { loadConfig } from '../../../config';
import { aiUsage } from '../../../db/schema';
import { createAiService } from '../../../platform/ai/ai-service';
import { createOpenAiEngine } from '../../../platform/ai/openai-engine';
import { createModelAnswerer, factsOf, inventedNumber, MODEL_SET_ASIDE, numberWordsIn, splitSources, textFacts } from './agent';
import { runTool } from './tools/index';
import { createToolContextFactory } from './tools/context';
import type { FoundPerson, MessageCount } from './tools/catalogue';
import type { ToolContext } from './tools/types';
import type { Answerer, AskInput } from './types';

const WITH_SARA = [
  '10/01/2024, 09:00 - Me: Have you found a flat yet?',
  '10/01/2024, 09:20 - Sara: The flat on Elm Street is lovely',
  '11/01/2024, 21:00 - Sara: Signed the lease today!',
  '12/02/2024, 18:00 - Sara: Moving in on Saturday',
].join('\n');

/** The offline planner's stand-in: what a set-aside answer is replaced with. */
const offline: Answerer = async (_ctx, input) => ({
  answer: `Offline answer to: ${input.question}`,
  citations: [],
  answered: false,
  suggestions: [],
  state: {},
  engine: 'offline',
  model: null,
});

const ask = (question: string): AskInput => ({ question, state: {}, history: [], now: new Date('2024-06-01T00:00:00Z') });

describe('the model answerer', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let ctx: ToolContext;
  let userId: string;
  let saraId: string;
  let firstId: string;

  beforeAll(async () => {
    [t, fake] = await Promise.all([createTestApp(), startFakeOpenAi()]);
    const api = importsApi(t.app);
    const a = await signUpUser(t.app);
    userId = a.user.id;
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    expect((await api.importFile(a.cookie, WITH_SARA, 'WhatsApp Chat with Sara.txt')).status).toBe('done');
    ctx = await createToolContextFactory(t.database)(userId, { apiBase: '/api/worlds', includeMessages: true });
    const found = (await runTool(ctx, 'find_people', { name: 'Sara' })).data as FoundPerson[];
    saraId = found[0]!.id;
    const counted = await runTool(ctx, 'count_messages', { authorId: saraId });
    expect((counted.data as MessageCount).count).toBe(3);
    firstId = counted.citations[0]!.id;
  });
  afterAll(async () => {
    await Promise.all([t.close(), fake.close()]);
  });
  beforeEach(async () => {
    fake.reset();
    fake.state.script = [];
    await t.db.delete(aiUsage);
  });

  const answerer = () => {
    const engine = createOpenAiEngine({ apiKey: 'sk-test', baseURL: fake.url, model: 'gpt-4o-mini' });
    const ai = createAiService({ db: t.db, engine, config: loadConfig({ AI_RETRY_BASE_MS: '5' }).ai });
    return createModelAnswerer({ ai, fallback: offline });
  };

  it('answers through the tools, cites the ids it names, and records each model call', async () => {
    fake.state.script = [
      { toolCalls: [{ name: 'find_people', arguments: { name: 'Sara' } }] },
      { toolCalls: [{ name: 'count_messages', arguments: { authorId: saraId } }] },
      { text: `Sara sent you 3 messages.\nSources: ${firstId}, m_not_a_real_id` },
    ];
    const out = await answerer()(ctx, ask('How many messages did Sara send?'));
    expect(out).toMatchObject({ answer: 'Sara sent you 3 messages.', engine: 'openai', model: 'gpt-4o-mini-2024-07-18', answered: true });
    expect(out.citations.map((c) => [c.kind, c.id])).toEqual([['message', firstId]]);
    // The model was shown the tools' results with their citation ids.
    const last = fake.requests[2]!.json as { messages: { role: string; content: string }[] };
    const toolResults = last.messages.filter((m) => m.role === 'tool').map((m) => m.content);
    expect(toolResults[1]).toContain('"count":3');
    expect(toolResults[1]).toContain(firstId);
    const rows = await t.db.select().from(aiUsage).where(eq(aiUsage.userId, userId));
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r).toMatchObject({ feature: 'world_ask', engine: 'openai', inputTokens: 321, ok: true, estimated: false });
  });

  it('answers a call with bad arguments as a tool error (the tool schema’s message), and the model corrects it', async () => {
    fake.state.script = [
      { toolCalls: [{ name: 'count_messages', arguments: { authorId: saraId, colour: 'blue' } }] },
      { toolCalls: [{ name: 'count_messages', arguments: { authorId: saraId } }] },
      { text: 'Sara sent you 3 messages.' },
    ];
    const out = await answerer()(ctx, ask('How many messages did Sara send?'));
    const second = fake.requests[1]!.json as { messages: { role: string; content: string }[] };
    expect(second.messages.find((m) => m.role === 'tool')?.content).toMatch(/Error calling count_messages: .*colour/);
    expect(out.answer).toBe('Sara sent you 3 messages.');
    // No Sources line for an answer with a figure: the citations of the calls it made.
    expect(out.citations.map((c) => c.id)).toContain(firstId);
  });

  it('sets aside an answer with a number no tool gave, for the offline answer, and says so', async () => {
    fake.state.script = [
      { toolCalls: [{ name: 'count_messages', arguments: { authorId: saraId } }] },
      { text: `Sara sent you 7 messages.\nSources: ${firstId}` },
    ];
    const out = await answerer()(ctx, ask('How many messages did Sara send?'));
    expect(out.engine).toBe('offline');
    expect(out.model).toBeNull();
    expect(out.answer).toBe(`${MODEL_SET_ASIDE} Offline answer to: How many messages did Sara send?`);
  });

  it('shows the model only the tools the caller may use', async () => {
    fake.state.script = [{ text: 'I cannot tell from your data. Sources: none' }];
    const out = await answerer()({ ...ctx, allowedTools: ['overview', 'count_messages'] }, ask('What is my favourite colour?'));
    const tools = (fake.requests[0]!.json as { tools: { function: { name: string } }[] }).tools.map((x) => x.function.name);
    expect(tools).toEqual(['overview', 'count_messages']);
    expect(out).toMatchObject({ answer: 'I cannot tell from your data.', citations: [], answered: false, engine: 'openai' });
  });

  it('reads the Sources line and checks numbers as values', () => {
    expect(splitSources('You met Leo 4 times.\n**Sources:** m1a.b2, `m3c.d4`.')).toEqual({ answer: 'You met Leo 4 times.', ids: ['m1a.b2', 'm3c.d4'] });
    expect(splitSources('No sources here.')).toEqual({ answer: 'No sources here.', ids: [] });
    expect(inventedNumber('1,204 messages on 07 June 2024', factsOf({ count: 1204, at: '2024-06-07T10:00:00Z' }))).toBeNull();
    expect(inventedNumber('12 messages', factsOf({ count: 1204 }))).toBe('12');
  });

  it('knows a date by its year and day, never by the digits of its time of day or month', () => {
    const cited = factsOf({ data: { count: 3 }, citations: [{ kind: 'message', id: 'm1.1', at: '2024-02-12T18:42:07.000Z', text: 'See you at 5' }] });
    expect(inventedNumber('Cleo sent you 42 messages.', cited)).toBe('42');
    expect(inventedNumber('Cleo sent you 2 messages.', cited)).toBe('2');
    expect(inventedNumber('Cleo sent you 3 messages, the last on 12 February 2024 at 18:42.', cited)).toBeNull();
    expect(inventedNumber('The last was on 2024-02-12 (12/02/2024); she said see you at 5.', cited)).toBeNull();
    expect(inventedNumber('The last was on 13/02/2024.', cited)).toBe('13/02/2024');
    expect(inventedNumber('The last was at 19:42.', cited)).toBe('19:42');
    // Numbers in words are figures too; a lone "one" ("one of your friends") is not.
    expect(numberWordsIn('twenty-three messages, a dozen photos, two hundred and five days, one of them')).toEqual(['23', '12', '205']);
    expect(inventedNumber('Cleo sent you forty-two messages.', cited)).toBe('42');
    expect(inventedNumber('Cleo sent you three messages; one of them was long.', cited)).toBeNull();
    // The question's figures may be repeated.
    expect(inventedNumber('You wrote 7 messages in 2019.', textFacts('Did I write 7 messages in 2019?'))).toBeNull();
  });

  it('sets aside a figure that only today\'s date or a time of day holds', async () => {
    fake.state.script = [
      { toolCalls: [{ name: 'count_messages', arguments: { authorId: saraId } }] },
      // 1 June 2024 is "today"; 21:00 is the time of a cited message: neither is a count.
      { text: `Sara sent you 21 messages.\nSources: ${firstId}` },
    ];
    const out = await answerer()(ctx, ask('How many messages did Sara send?'));
    expect(out.engine).toBe('offline');
    expect(out.answer.startsWith(MODEL_SET_ASIDE)).toBe(true);
  });

  it('keeps the planner\'s reading and the person the model found for a follow-up, and cites only the calls that prove the answer', async () => {
    fake.state.script = [
      { toolCalls: [{ name: 'find_people', arguments: { name: 'Sara' } }, { name: 'overview', arguments: {} }] },
      { toolCalls: [{ name: 'count_messages', arguments: { authorId: saraId } }] },
      { text: 'Sara sent you 3 messages.' },
    ];
    const out = await answerer()(ctx, ask('How many messages did Sara send me?'));
    expect(out).toMatchObject({ answer: 'Sara sent you 3 messages.', engine: 'openai', answered: true });
    expect(out.state).toMatchObject({ personIds: [saraId], intent: 'count', measure: 'messages' });
    expect(out.citations.map((c) => c.id)).toContain(firstId);
  });

  it('fills suggestions when the model cannot answer', async () => {
    fake.state.script = [{ text: 'I cannot tell your favourite colour from your data. Sources: none' }];
    const out = await answerer()(ctx, ask('What is my favourite colour?'));
    expect(out.answered).toBe(false);
    expect(out.suggestions.length).toBeGreaterThan(0);
  });
});

describe('POST /api/worlds/ask with a provider and an embeddings model configured', () => {
  let t: TestApp;
  let fake: FakeOpenAi;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({ env: { OPENAI_BASE_URL: fake.url, OPENAI_EMBEDDINGS_MODEL: 'text-embedding-fake', AI_RETRY_BASE_MS: '5' } });
  });
  afterAll(async () => {
    await Promise.all([t.close(), fake.close()]);
  });

  it('the model answers through the tools (semantic search included), cites what proves it, and the citation opens', async () => {
    const api = importsApi(t.app);
    const a = await signUpUser(t.app);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    expect((await api.importFile(a.cookie, WITH_SARA, 'WhatsApp Chat with Sara.txt')).status).toBe('done');
    const ctx = await createToolContextFactory(t.database)(a.user.id, { apiBase: '/api/worlds', includeMessages: true });
    const elm = (await runTool(ctx, 'search_messages', { query: 'Elm Street' })).citations[0]!.id;
    fake.state.script = [
      // "apartment" is in no message: only the embeddings (the fake reads flat as apartment) find it.
      { toolCalls: [{ name: 'search_messages', arguments: { query: 'apartment' } }] },
      { text: `Sara wrote that the flat on Elm Street is lovely.\nSources: ${elm}` },
    ];
    const res = await api.send(a.cookie, 'POST', '/api/worlds/ask', { question: 'What did Sara say about the apartment?' });
    expect(res.statusCode, res.body).toBe(200);
    const body = JSON.parse(res.body) as { answer: string; engine: string; citations: { kind: string; id: string; text?: string }[] };
    expect(body).toMatchObject({ engine: 'openai', answer: 'Sara wrote that the flat on Elm Street is lovely.' });
    expect(body.citations).toEqual([expect.objectContaining({ kind: 'message', id: elm, text: 'The flat on Elm Street is lovely' })]);
    const toolResult = (fake.requests.filter((r) => r.path === '/v1/chat/completions')[1]!.json as { messages: { role: string; content: string }[] }).messages.find(
      (m) => m.role === 'tool',
    );
    expect(toolResult?.content).toContain('The flat on Elm Street is lovely');
    const opened = await api.get(a.cookie, `/api/worlds/messages/${elm}`);
    expect(opened.statusCode).toBe(200);
    const features = (await t.db.select().from(aiUsage).where(eq(aiUsage.userId, a.user.id))).map((r) => r.feature);
    expect(new Set(features)).toEqual(new Set(['world_ask', 'world_embeddings']));
  });
});
