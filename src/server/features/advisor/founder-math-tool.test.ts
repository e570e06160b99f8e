/**
 * The founder math grounds both provider engines (ADR 050: the advisor hands
 * `founderMathGrounding` to the AI layer in app.ts): for a question with figures, the
 * founder_math tool, the call and its computed result go in the request, and the
 * answer flows back. Moved here from platform/ai/ai-service.test.ts with the advisor.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAnthropic, type FakeAnthropic } from '../../../../tests/support/fake-anthropic';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../tests/support/fake-openai';
import { openTestDatabase } from '../../../../tests/support/test-db';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { createAiService } from '../../platform/ai/ai-service';
import { createAnthropicEngine } from '../../platform/ai/anthropic-engine';
import { createOpenAiEngine } from '../../platform/ai/openai-engine';
import { buildUserTurn, quote } from '../../platform/ai/prompt';
import type { AiEngine, AiRequest, Attribution } from '../../platform/ai/types';
import { founderMathGrounding } from './tool';

const request = (focus = 'Acme Corp ARR is $120K and churn rose to 4%.'): AiRequest => ({
  feature: 'assistant_chat',
  system: 'You are a test assistant. Reply briefly.',
  messages: [{ role: 'user', content: buildUserTurn([quote('latest message', focus)], 'Comment briefly.') }],
  maxOutputTokens: 160,
  data: { task: 'chat', style: 'business', wordLimit: 50, focus },
});

const aiConfig = (env: Record<string, string> = {}) =>
  loadConfig({ AI_RETRY_BASE_MS: '5', AI_TIMEOUT_MS: '5000', ...env }).ai;

describe('the founder math as the provider engines\' grounding', () => {
  let database: Database;
  let openai: FakeOpenAi;
  let anthropic: FakeAnthropic;
  const anon: Attribution = { userId: null, clientKey: 'client-hash-1' };

  beforeAll(async () => {
    [database, openai, anthropic] = await Promise.all([openTestDatabase(), startFakeOpenAi(), startFakeAnthropic()]);
  });
  afterAll(async () => {
    await Promise.all([database.close(), openai.close(), anthropic.close()]);
  });
  beforeEach(() => {
    openai.reset();
    anthropic.reset();
  });

  const service = (engine: AiEngine, env: Record<string, string> = {}) =>
    createAiService({ db: database.db, engine, config: aiConfig(env) });
  const grounding = founderMathGrounding;
  const openaiEngine = () => createOpenAiEngine({ apiKey: 'sk-test', baseURL: openai.url, model: 'gpt-4o-mini', grounding });
  const anthropicEngine = () => createAnthropicEngine({ apiKey: 'sk-ant-test', baseURL: anthropic.url, model: 'claude-haiku-4-5', grounding });

  it('grounds both providers: the founder_math call and its computed result go in the request, and the answer flows back', async () => {
    // $960k ÷ $60k = 16 months.
    const question = 'We hold $960k and our net burn is $60k a month. How long can we keep going?';
    const text = 'Runway is 16 months; start the raise around month 10.';
    openai.state.text = text;
    anthropic.state.text = text;
    try {
      const viaOpenAi = await service(openaiEngine()).complete(request(question), anon);
      expect(viaOpenAi).toMatchObject({ text, engine: 'openai' });
      const o = openai.requests[0]!.json as {
        messages: { role: string; content: string | null; tool_calls?: { id: string; function: { name: string; arguments: string } }[]; tool_call_id?: string }[];
        tools: { type: string; function: { name: string; parameters: unknown } }[];
        tool_choice: string;
      };
      expect(o.tools).toEqual([expect.objectContaining({ type: 'function', function: expect.objectContaining({ name: 'founder_math' }) })]);
      expect(o.tool_choice).toBe('none');
      expect(o.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
      expect(o.messages[0]!.content).toMatch(/founder_math tool result/);
      const call = o.messages[2]!.tool_calls![0]!;
      expect(call.function).toEqual({ name: 'founder_math', arguments: JSON.stringify({ source: 'latest message' }) });
      expect(o.messages[3]!.tool_call_id).toBe(call.id);
      const result = JSON.parse(o.messages[3]!.content!) as { figures: { name: string; value: string; working: string }[] };
      expect(result.figures[0]).toMatchObject({ name: 'Runway', value: '16 months', working: '$960k ÷ $60k net burn a month' });

      const viaAnthropic = await service(anthropicEngine()).complete(request(question), anon);
      expect(viaAnthropic).toMatchObject({ text, engine: 'anthropic' });
      const a = anthropic.requests[0]!.json as {
        system: string;
        messages: { role: string; content: string | { type: string; id?: string; name?: string; tool_use_id?: string; content?: string }[] }[];
        tools: { name: string; input_schema: unknown }[];
        tool_choice: { type: string };
      };
      expect(a.tools.map((t) => t.name)).toEqual(['founder_math']);
      expect(a.tool_choice).toEqual({ type: 'none' });
      expect(a.system).toMatch(/founder_math tool result/);
      expect(a.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
      const [use] = a.messages[1]!.content as { type: string; id: string; name: string }[];
      expect(use).toMatchObject({ type: 'tool_use', name: 'founder_math' });
      const [res] = a.messages[2]!.content as { type: string; tool_use_id: string; content: string }[];
      expect(res).toMatchObject({ type: 'tool_result', tool_use_id: use!.id });
      expect(JSON.parse(res!.content).figures[0]).toMatchObject({ name: 'Runway', value: '16 months' });

      // Streaming carries the same grounding.
      let streamed = '';
      for await (const ev of await service(openaiEngine()).stream(request(question), anon)) if (ev.type === 'text') streamed += ev.text;
      expect(streamed).toBe(text);
      expect((openai.requests[1]!.json as { tools?: unknown }).tools).toBeDefined();

      // Nothing to compute: no tool, the request is as before.
      await service(openaiEngine()).complete(request('hello there'), anon);
      expect(openai.requests[2]!.json).not.toHaveProperty('tools');
    } finally {
      openai.state.text = 'Acme Corp ARR is $120K; decide on the VP of Sales hire this week.';
      anthropic.state.text = 'Priya Natarajan flagged churn at 4%; settle the Q3 hiring plan before Friday.';
    }
  });

});
