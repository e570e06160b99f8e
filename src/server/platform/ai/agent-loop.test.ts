/**
 * The bounded function-calling loop (AiService.agent) against local servers speaking the
 * OpenAI and Anthropic wire formats: tool call → result → answer, the usage rows each model
 * call leaves, a tool that does not exist and arguments that are wrong answered to the
 * model as tool errors (it corrects itself), and the step bound.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAnthropic, type FakeAnthropic } from '../../../../tests/support/fake-anthropic';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../tests/support/fake-openai';
import { openTestDatabase } from '../../../../tests/support/test-db';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { aiUsage, users } from '../../db/schema';
import { runAgentLoop } from './agent-loop';
import { createAiService } from './ai-service';
import { createAnthropicEngine } from './anthropic-engine';
import { createOfflineEngine } from './offline/offline-engine';
import { createOpenAiEngine } from './openai-engine';
import type { AgentStepRequest, AgentStepResult, AgentToolOutput, AiRequest, AiTool, Attribution } from './types';

const request: AiRequest = {
  feature: 'world_ask',
  system: 'Answer from the tools only.',
  messages: [{ role: 'user', content: 'How many messages did Sara send?' }],
  maxOutputTokens: 300,
  data: { task: 'chat', style: 'business', wordLimit: 80, focus: 'How many messages did Sara send?' },
};

const countTool: AiTool = {
  name: 'count_messages',
  description: 'Counts messages.',
  parameters: { type: 'object', properties: { authorId: { type: 'string' } }, required: ['authorId'], additionalProperties: false },
};

/** A tool runner that checks its one argument as a schema would, and records what it ran. */
function runner() {
  const ran: Record<string, unknown>[] = [];
  const call = async (name: string, args: Record<string, unknown>): Promise<AgentToolOutput> => {
    if (typeof args.authorId !== 'string') return { content: 'authorId: expected a string (a person id from find_people)', isError: true };
    ran.push(args);
    return { content: JSON.stringify({ count: 42, tool: name }) };
  };
  return { ran, call };
}

describe('the agent loop', () => {
  let database: Database;
  let openai: FakeOpenAi;
  let anthropic: FakeAnthropic;
  let who: Attribution;

  beforeAll(async () => {
    [database, openai, anthropic] = await Promise.all([openTestDatabase(), startFakeOpenAi(), startFakeAnthropic()]);
    const [u] = await database.db.insert(users).values({ email: 'agent-loop@example.com' }).returning();
    who = { userId: u!.id, clientKey: null };
  });
  afterAll(async () => {
    await Promise.all([database.close(), openai.close(), anthropic.close()]);
  });
  beforeEach(async () => {
    openai.reset();
    anthropic.reset();
    openai.state.script = [];
    anthropic.state.script = [];
    await database.db.delete(aiUsage);
  });

  const config = loadConfig({ AI_RETRY_BASE_MS: '5', AI_TIMEOUT_MS: '5000' }).ai;
  const openaiService = () =>
    createAiService({ db: database.db, config, engine: createOpenAiEngine({ apiKey: 'sk-test', baseURL: openai.url, model: 'gpt-4o-mini' }) });
  const anthropicService = () =>
    createAiService({ db: database.db, config, engine: createAnthropicEngine({ apiKey: 'sk-ant', baseURL: anthropic.url, model: 'claude-haiku-4-5' }) });
  const usageRows = () => database.db.select().from(aiUsage).where(eq(aiUsage.userId, who.userId!));

  it('OpenAI: runs the tool the model calls, hands the result back, and records every model call with the provider tokens', async () => {
    openai.state.script = [{ toolCalls: [{ name: 'count_messages', arguments: { authorId: 'p1' } }] }, { text: 'Sara sent 42 messages.' }];
    const { ran, call } = runner();
    const res = await openaiService().agent(request, [countTool], call, who);
    expect(res).toMatchObject({ text: 'Sara sent 42 messages.', engine: 'openai', steps: 2, calls: [{ name: 'count_messages', isError: false }] });
    expect(ran).toEqual([{ authorId: 'p1' }]);
    // The second request carries the assistant's tool call and the tool's result.
    const second = openai.requests[1]!.json as { messages: { role: string; tool_call_id?: string; content: string }[]; tools: unknown[]; tool_choice: string };
    const toolMsg = second.messages.find((m) => m.role === 'tool');
    expect(toolMsg?.content).toContain('"count":42');
    expect(second.tools).toHaveLength(1);
    expect(second.tool_choice).toBe('auto');
    const rows = await usageRows();
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r).toMatchObject({ feature: 'world_ask', engine: 'openai', inputTokens: 321, outputTokens: 33, reasoningTokens: 12, ok: true, estimated: false });
    expect(res.inputTokens).toBe(642);
  });

  it('OpenAI: a tool that does not exist and arguments that are not JSON are answered as tool errors, and the model recovers', async () => {
    openai.state.script = [
      { toolCalls: [{ name: 'read_minds', arguments: {} }] },
      { toolCalls: [{ name: 'count_messages', arguments: '{"authorId": ' }] },
      { toolCalls: [{ name: 'count_messages', arguments: { authorId: 7 } }] },
      { toolCalls: [{ name: 'count_messages', arguments: { authorId: 'p1' } }] },
      { text: 'Sara sent 42 messages.' },
    ];
    const { ran, call } = runner();
    const res = await openaiService().agent(request, [countTool], call, who);
    expect(res.text).toBe('Sara sent 42 messages.');
    expect(res.calls.map((c) => c.isError)).toEqual([true, true, true, false]);
    expect(ran).toEqual([{ authorId: 'p1' }]);
    const toolContents = (i: number) =>
      (openai.requests[i]!.json as { messages: { role: string; content: string }[] }).messages.filter((m) => m.role === 'tool').map((m) => m.content);
    expect(toolContents(1)[0]).toMatch(/no tool named "read_minds".*count_messages/);
    expect(toolContents(2)[1]).toMatch(/not valid JSON/);
    expect(toolContents(3)[2]).toMatch(/authorId: expected a string/);
  });

  it('stops after maxSteps and asks for the answer with tool choice none', async () => {
    openai.state.script = [
      { toolCalls: [{ name: 'count_messages', arguments: { authorId: 'p1' } }] },
      { toolCalls: [{ name: 'count_messages', arguments: { authorId: 'p2' } }] },
      // The third request is the one with tool choice none: the model answers.
      { text: 'Sara sent 42 messages.' },
    ];
    const { ran, call } = runner();
    const res = await openaiService().agent(request, [countTool], call, who, { maxSteps: 2 });
    expect(ran).toHaveLength(2);
    expect(res.steps).toBe(3);
    expect(openai.requests).toHaveLength(3);
    expect((openai.requests[2]!.json as { tool_choice: string }).tool_choice).toBe('none');
    expect(res.text).toBe('Sara sent 42 messages.');
    expect(await usageRows()).toHaveLength(3);
  });

  it('a model that still only calls tools when asked for its answer gives no answer (the caller falls back)', async () => {
    openai.state.script = [
      { toolCalls: [{ name: 'count_messages', arguments: { authorId: 'p1' } }] },
      { toolCalls: [{ name: 'count_messages', arguments: { authorId: 'p1' } }] },
    ];
    const { call } = runner();
    await expect(openaiService().agent(request, [countTool], call, who, { maxSteps: 1 })).rejects.toMatchObject({ statusCode: 502 });
  });

  it('Anthropic: tool_use → tool_result → answer; a bad argument comes back as an is_error result', async () => {
    anthropic.state.script = [
      { toolCalls: [{ name: 'count_messages', input: { authorId: 3 } }] },
      { toolCalls: [{ name: 'count_messages', input: { authorId: 'p1' } }] },
      { text: 'Sara sent 42 messages.' },
    ];
    const { ran, call } = runner();
    const res = await anthropicService().agent(request, [countTool], call, who);
    expect(res).toMatchObject({ text: 'Sara sent 42 messages.', engine: 'anthropic', steps: 3 });
    expect(ran).toEqual([{ authorId: 'p1' }]);
    type Block = { type: string; is_error?: boolean; content?: string; input?: unknown };
    const second = anthropic.requests[1]!.json as { messages: { role: string; content: string | Block[] }[]; tool_choice: { type: string } };
    const last = second.messages[second.messages.length - 1]!.content as Block[];
    expect(last[0]).toMatchObject({ type: 'tool_result', is_error: true });
    const replayed = second.messages[second.messages.length - 2]!.content as Block[];
    expect(replayed[0]).toMatchObject({ type: 'tool_use', input: { authorId: 3 } });
    expect(second.tool_choice).toEqual({ type: 'auto' });
    const rows = await usageRows();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ feature: 'world_ask', engine: 'anthropic', inputTokens: 300, outputTokens: 30 });
  });

  it('the offline engine has no agent', () => {
    const service = createAiService({ db: database.db, config, engine: createOfflineEngine() });
    expect(service.canUseTools).toBe(false);
  });
});

describe('the agent loop\'s bounds', () => {
  /** A model that asks for `n` count_messages calls in its first step, then answers; records what it was handed. */
  function scripted(n: number) {
    const seen: AgentStepRequest[] = [];
    const step = async (s: AgentStepRequest): Promise<AgentStepResult> => {
      seen.push(s);
      if (seen.length > 1) return { text: 'Done.', model: 'm', calls: [] };
      return { text: '', model: 'm', calls: Array.from({ length: n }, (_, i) => ({ id: `c${i}`, name: 'count_messages', arguments: '{"authorId":"p1"}' })) };
    };
    return { seen, step };
  }
  const resultsOf = (s: AgentStepRequest) => s.turns.flatMap((t) => (t.kind === 'results' ? t.results : []));

  it('runs at most 8 calls in one step and answers the rest as "too many calls in one step"', async () => {
    const { seen, step } = scripted(10);
    let ran = 0;
    const out = await runAgentLoop({ request, tools: [countTool], step, call: async () => ({ content: `{"count":${++ran}}` }) });
    expect(ran).toBe(8);
    expect(out.calls.map((c) => c.isError)).toEqual([...Array(8).fill(false), true, true]);
    const results = resultsOf(seen[1]!);
    expect(results).toHaveLength(10);
    expect(results[9]!.content).toMatch(/too many calls in one step/);
  });

  it('cuts the tool results past the loop\'s character budget, with a note', async () => {
    const { seen, step } = scripted(3);
    const out = await runAgentLoop({ request, tools: [countTool], step, maxResultChars: 250, call: async () => ({ content: 'x'.repeat(100) }) });
    expect(out.last.text).toBe('Done.');
    const results = resultsOf(seen[1]!).map((r) => r.content);
    expect(results[0]).toBe('x'.repeat(100));
    expect(results[1]).toBe('x'.repeat(100));
    expect(results[2]).toMatch(/^x{50}… \(cut: this answer has read all the tool results it may/);
  });
});
