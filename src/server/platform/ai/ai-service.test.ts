/**
 * The AI layer against local servers speaking the OpenAI and Anthropic wire formats:
 * what the SDK engines send, how usage is read, retries, time-outs, budgets and the
 * usage rows every call leaves behind.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAnthropic, type FakeAnthropic } from '../../../../tests/support/fake-anthropic';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../tests/support/fake-openai';
import { openTestDatabase } from '../../../../tests/support/test-db';
import { formatDurationSeconds } from '../../../contract/format';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { aiUsage, users } from '../../db/schema';
import { AppError } from '../../errors';
import { createAiService } from './ai-service';
import { createAnthropicEngine } from './anthropic-engine';
import { createOfflineEngine } from './offline/offline-engine';
import { createOpenAiEngine } from './openai-engine';
import { buildUserTurn, quote } from './prompt';
import { chooseAiEngine, createAiEngine } from './registry';
import type { AiEngine, AiRequest, Attribution } from './types';
import { activityStats } from './usage';
import { EMPTY_ACTIVITY_STATS } from '../../../../tests/support/activity-stats';

const request = (focus = 'Acme Corp ARR is $120K and churn rose to 4%.'): AiRequest => ({
  feature: 'assistant_chat',
  system: 'You are a test assistant. Reply briefly.',
  messages: [{ role: 'user', content: buildUserTurn([quote('latest message', focus)], 'Comment briefly.') }],
  maxOutputTokens: 160,
  data: { task: 'chat', style: 'business', wordLimit: 50, focus },
});

const aiConfig = (env: Record<string, string> = {}) =>
  loadConfig({ AI_RETRY_BASE_MS: '5', AI_TIMEOUT_MS: '5000', ...env }).ai;

async function expectAppError(p: Promise<unknown>, status: number, code: string) {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({ statusCode: status, code });
  return err as AppError;
}

describe('the AI layer', () => {
  let database: Database;
  let openai: FakeOpenAi;
  let anthropic: FakeAnthropic;
  let userId: string;
  const anon: Attribution = { userId: null, clientKey: 'client-hash-1' };

  beforeAll(async () => {
    [database, openai, anthropic] = await Promise.all([openTestDatabase(), startFakeOpenAi(), startFakeAnthropic()]);
    const [u] = await database.db.insert(users).values({ email: 'ai-layer@example.com' }).returning();
    userId = u!.id;
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
  const openaiEngine = () => createOpenAiEngine({ apiKey: 'sk-test', baseURL: openai.url, model: 'gpt-4o-mini' });
  const anthropicEngine = () => createAnthropicEngine({ apiKey: 'sk-ant-test', baseURL: anthropic.url, model: 'claude-haiku-4-5' });

  it('chooses the engine by configuration alone', () => {
    expect(chooseAiEngine(aiConfig())).toBe('offline');
    expect(chooseAiEngine(aiConfig({ OPENAI_API_KEY: 'k' }))).toBe('openai');
    expect(chooseAiEngine(aiConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }))).toBe('openai');
    expect(chooseAiEngine(aiConfig({ ANTHROPIC_API_KEY: 'k' }))).toBe('anthropic');
    expect(chooseAiEngine(aiConfig({ ANTHROPIC_API_KEY: 'k', AI_ENGINE: 'offline' }))).toBe('offline');
    expect(createAiEngine(aiConfig({ OPENAI_API_KEY: 'k', AI_MODEL: 'gpt-4.1-mini' })).model).toBe('gpt-4.1-mini');
    expect(() => createAiEngine(aiConfig({ AI_ENGINE: 'anthropic' }))).toThrow(/ANTHROPIC_API_KEY/);
  });

  it('OpenAI: sends the system prompt and quoted material, reads usage with reasoning apart, prices and records the call', async () => {
    const ai = service(openaiEngine());
    const r = await ai.complete(request(), { userId, clientKey: null });
    expect(r).toMatchObject({
      text: openai.state.text,
      engine: 'openai',
      model: 'gpt-4o-mini-2024-07-18',
      inputTokens: 321,
      outputTokens: 33,
      reasoningTokens: 12,
      totalTokens: 366,
      usageSource: 'provider',
    });
    expect(r.costUsd).toBeCloseTo((321 * 0.15 + 45 * 0.6) / 1e6, 12);

    expect(openai.requests).toHaveLength(1);
    const sent = openai.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    const body = sent.json as { model: string; max_tokens: number; messages: { role: string; content: string }[] };
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.max_tokens).toBe(160);
    expect(body.messages[0]).toEqual({ role: 'system', content: 'You are a test assistant. Reply briefly.' });
    expect(body.messages[1]!.role).toBe('user');
    expect(body.messages[1]!.content).toContain('<data name="latest message">\nAcme Corp ARR is $120K');

    const rows = await database.db.select().from(aiUsage).where(eq(aiUsage.userId, userId));
    expect(rows.at(-1)).toMatchObject({ engine: 'openai', model: 'gpt-4o-mini-2024-07-18', inputTokens: 321, outputTokens: 33, reasoningTokens: 12, ok: true, feature: 'assistant_chat' });
  });

  it('OpenAI: counts with the tokenizer when the server reports no usage', async () => {
    openai.state.usage = null;
    try {
      const r = await service(openaiEngine()).complete(request(), anon);
      expect(r.usageSource).toBe('tokenizer');
      expect(r.inputTokens).toBeGreaterThan(20);
      expect(r.outputTokens).toBeGreaterThan(5);
    } finally {
      openai.state.usage = { prompt_tokens: 321, completion_tokens: 45, reasoning_tokens: 12 };
    }
  });

  it('OpenAI: streams deltas and ends with the accounted result', async () => {
    const events = await service(openaiEngine()).stream(request(), anon);
    let text = '';
    let done;
    for await (const ev of events) {
      if (ev.type === 'text') text += ev.text;
      else done = ev.result;
    }
    expect(text).toBe(openai.state.text);
    expect(done).toMatchObject({ text: openai.state.text, inputTokens: 321, outputTokens: 33, reasoningTokens: 12, usageSource: 'provider' });
    const body = openai.requests[0]!.json as { stream: boolean; stream_options: unknown };
    expect(body.stream).toBe(true);
    expect(body.stream_options).toEqual({ include_usage: true });
  });

  it('Anthropic: sends system separately with its headers, counts cached prompt tokens, streams', async () => {
    const ai = service(anthropicEngine());
    const r = await ai.complete(request(), anon);
    expect(r).toMatchObject({ text: anthropic.state.text, engine: 'anthropic', inputTokens: 300, outputTokens: 30, reasoningTokens: 0 });
    expect(r.costUsd).toBeCloseTo((300 * 1 + 30 * 5) / 1e6, 12);
    const sent = anthropic.requests[0]!;
    expect(sent.path).toBe('/v1/messages');
    // SDK 1.x authenticates with a bearer token rather than x-api-key.
    expect(sent.headers.authorization ?? `Bearer ${String(sent.headers['x-api-key'])}`).toBe('Bearer sk-ant-test');
    expect(sent.headers['anthropic-version']).toBeTruthy();
    expect(sent.json).toMatchObject({ model: 'claude-haiku-4-5', max_tokens: 160, system: 'You are a test assistant. Reply briefly.' });
    expect((sent.json as { messages: { role: string }[] }).messages.map((m) => m.role)).toEqual(['user']);

    let text = '';
    let done;
    for await (const ev of await ai.stream(request(), anon)) {
      if (ev.type === 'text') text += ev.text;
      else done = ev.result;
    }
    expect(text).toBe(anthropic.state.text);
    expect(done).toMatchObject({ inputTokens: 300, outputTokens: 30 });
  });

  it('sends no tools when no grounding is handed in (the founder math is the advisor feature’s, given by app.ts)', async () => {
    await service(openaiEngine()).complete(request('We hold $960k and our net burn is $60k a month. How long can we keep going?'), anon);
    expect(openai.requests[0]!.json).not.toHaveProperty('tools');
  });

  it('retries 429 and 5xx with back-off, honouring Retry-After, then succeeds', async () => {
    openai.failNext({ status: 429, retryAfter: '0' }, { status: 503 });
    const r = await service(openaiEngine()).complete(request(), anon);
    expect(r.text).toBe(openai.state.text);
    expect(openai.requests).toHaveLength(3);

    anthropic.failNext({ status: 529 });
    await service(anthropicEngine()).complete(request(), anon);
    expect(anthropic.requests).toHaveLength(2);
  });

  it('gives up after the retries with a clear error, and records the failed call', async () => {
    const before = (await database.db.select().from(aiUsage).where(eq(aiUsage.ok, false))).length;
    openai.failNext({ status: 500 }, { status: 500 }, { status: 500 });
    const e = await expectAppError(service(openaiEngine()).complete(request(), anon), 502, 'ai_unavailable');
    expect(e.message).toBe('The AI service could not answer. Please try again.');
    expect(openai.requests).toHaveLength(3);

    openai.failNext({ status: 429 }, { status: 429 }, { status: 429 });
    await expectAppError(service(openaiEngine()).complete(request(), anon), 503, 'ai_busy');

    const failed = await database.db.select().from(aiUsage).where(eq(aiUsage.ok, false));
    expect(failed.length).toBe(before + 2);
    expect(failed.at(-1)).toMatchObject({ inputTokens: 0, outputTokens: 0, costUsd: 0, clientKey: 'client-hash-1' });
  });

  it('does not retry a client error such as a bad key', async () => {
    openai.failNext({ status: 401 });
    await expectAppError(service(openaiEngine()).complete(request(), anon), 502, 'ai_unavailable');
    expect(openai.requests).toHaveLength(1);
  });

  it('does not wait for a Retry-After longer than the deadline', async () => {
    openai.failNext({ status: 429, retryAfter: '3600' });
    await expectAppError(service(openaiEngine()).complete(request(), anon), 503, 'ai_busy');
    expect(openai.requests).toHaveLength(1);
  });

  it('times out a provider that does not answer within the deadline', async () => {
    openai.failNext({ delayMs: 2000 }, { delayMs: 2000 }, { delayMs: 2000 });
    const e = await expectAppError(service(openaiEngine(), { AI_TIMEOUT_MS: '300' }).complete(request(), anon), 504, 'ai_timeout');
    expect(e.message).toMatch(/did not answer within/);
  });

  it('refuses with 429 once the daily budget is spent, per user or per address', async () => {
    const ai = service(openaiEngine(), { AI_DAILY_TOKEN_BUDGET: '400', AI_ANON_DAILY_TOKEN_BUDGET: '400' });
    const who: Attribution = { userId: null, clientKey: 'budget-client' };
    await ai.complete(request(), who); // 366 tokens: still under 400
    await ai.complete(request(), who); // starts under budget, ends over it
    const e = await expectAppError(ai.complete(request(), who), 429, 'ai_budget_exceeded');
    expect(e.message).toMatch(/today's AI allowance of 400 tokens/);
    expect(Number(e.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own budget.
    await expect(ai.complete(request(), { userId: null, clientKey: 'another-client' })).resolves.toBeDefined();
    // Streaming is refused before the first byte too.
    await expectAppError(ai.stream(request(), who), 429, 'ai_budget_exceeded');
  });

  it('the offline engine costs nothing and its estimated usage is not billed against the daily budget', async () => {
    // A price override (e.g. for a paid gateway) must not make the offline engine cost money.
    const ai = service(createOfflineEngine(), { AI_ANON_DAILY_TOKEN_BUDGET: '10', AI_PRICE_INPUT_PER_MTOK: '5', AI_PRICE_OUTPUT_PER_MTOK: '15' });
    const who: Attribution = { userId: null, clientKey: 'offline-budget-client' };
    for (let i = 0; i < 3; i++) {
      const r = await ai.complete(request(), who);
      expect(r).toMatchObject({ engine: 'offline', costUsd: 0, usageSource: 'tokenizer' });
      expect(r.totalTokens).toBeGreaterThan(10);
    }
    const rows = await database.db.select().from(aiUsage).where(eq(aiUsage.clientKey, 'offline-budget-client'));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.estimated && r.costUsd === 0)).toBe(true);
    // Nothing billed: the paid budget is untouched for the same caller on a provider.
    await expect(ai.remainingToday(who)).resolves.toBe(10);
    const paid = service(openaiEngine(), { AI_ANON_DAILY_TOKEN_BUDGET: '10' });
    await expect(paid.complete(request(), who)).resolves.toMatchObject({ engine: 'openai', usageSource: 'provider' });
    const [providerRow] = await database.db.select().from(aiUsage).where(and(eq(aiUsage.clientKey, 'offline-budget-client'), eq(aiUsage.engine, 'openai')));
    expect(providerRow).toMatchObject({ estimated: false });
    await expectAppError(paid.complete(request(), who), 429, 'ai_budget_exceeded');
  });

  it('keeps activity-stats totals equal to the sum of the recorded turns', async () => {
    const [u] = await database.db.insert(users).values({ email: 'stats@example.com' }).returning();
    const who: Attribution = { userId: u!.id, clientKey: null };
    const empty = await activityStats(database.db, u!.id);
    expect(empty).toEqual(EMPTY_ACTIVITY_STATS);

    const results = [
      await service(createOfflineEngine()).complete(request(), who),
      await service(openaiEngine()).complete(request('Globex signed a $45K pilot.'), who),
      await service(anthropicEngine()).complete(request('Hiring is blocked.'), who),
    ];
    openai.failNext({ status: 400 });
    await service(openaiEngine()).complete(request(), who).catch(() => undefined);

    const stats = await activityStats(database.db, u!.id);
    const rows = await database.db.select().from(aiUsage).where(eq(aiUsage.userId, u!.id));
    const ok = rows.filter((r) => r.ok);
    expect(rows).toHaveLength(4);
    expect(stats.cumulative.turns).toBe(3);
    expect(stats.cumulative.inputTokens).toBe(results.reduce((n, r) => n + r.inputTokens, 0));
    expect(stats.cumulative.outputTokens).toBe(results.reduce((n, r) => n + r.outputTokens, 0));
    expect(stats.cumulative.thoughtsTokens).toBe(12);
    expect(stats.cumulative.totalTokens).toBe(results.reduce((n, r) => n + r.totalTokens, 0));
    expect(stats.cumulative.totalTokens).toBe(ok.reduce((n, r) => n + r.inputTokens + r.outputTokens + r.reasoningTokens, 0));
    expect(stats.cumulative.costUsd).toBeCloseTo(results.reduce((n, r) => n + r.costUsd, 0), 6);
    const last = results[2]!;
    expect(stats.lastTurn).toEqual({
      inputTokens: last.inputTokens,
      outputTokens: last.outputTokens,
      thoughtsTokens: 0,
      totalTokens: last.totalTokens,
      duration: formatDurationSeconds(Math.round(last.durationMs)),
      tokensEstimated: false,
    });
    expect(stats.cumulative).toMatchObject({ tokensEstimated: true, estimatedTurns: 1 });
    expect(stats.cumulative.totalDuration).toMatch(/^\d+(\.\d)?s$/);
    expect(stats.cumulative.totalDurationWell).toMatch(/^\d+m \d+s$/);
  });

  it('measures wall time as the union of overlapping calls', async () => {
    const [u] = await database.db.insert(users).values({ email: 'wall@example.com' }).returning();
    const t0 = Date.UTC(2025, 0, 1, 12, 0, 0);
    const row = (startMs: number, durationMs: number) => ({
      userId: u!.id,
      feature: 'assistant_chat',
      engine: 'offline',
      model: 'offline-analyst-1',
      inputTokens: 10,
      outputTokens: 5,
      durationMs,
      createdAt: new Date(t0 + startMs),
    });
    // [0, 30s] and [10s, 40s] overlap into 40 s; [100s, 125s] adds 25 s: wall 65 s, model time 85 s.
    await database.db.insert(aiUsage).values([row(0, 30_000), row(10_000, 30_000), row(100_000, 25_000)]);
    const stats = await activityStats(database.db, u!.id);
    expect(stats.cumulative.totalDuration).toBe('85.0s');
    expect(stats.cumulative.totalDurationWell).toBe('1m 5s');
    expect(stats.lastTurn.duration).toBe('25.0s');
  });
});
