/**
 * Embeddings through the official OpenAI SDK (`/v1/embeddings`): OpenAI itself or any
 * server speaking its wire format (Ollama, vLLM) at the operator's OPENAI_BASE_URL. Only
 * when OPENAI_EMBEDDINGS_MODEL is set (and a key or a base URL): no model weights are ever
 * downloaded here, the configured server embeds.
 *
 * Every call is accounted like the AI service's: refused once the caller's daily token
 * budget is spent, retried on 429/5xx/network failures with back-off within one deadline
 * (AI_TIMEOUT_MS), and recorded in ai_usage under the caller's feature with the tokens the
 * provider reports (else the tokenizer's count), priced from the price table (local models: 0).
 */
import type OpenAI from 'openai';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { loadOnce } from '../load-once';
import { AiBudgetError, EngineError, toClientError } from './errors';
import { fromSdkError } from './sdk-errors';
import { costUsd, countTextTokens, priceFor } from './tokens';
import type { AiFeature, Attribution } from './types';
import { recordUsage, startOfUtcDay, tokensUsedSince } from './usage';

export interface EmbeddingsClient {
  /** The configured embeddings model (rows are stored per model). */
  readonly model: string;
  /** Unit vectors of `texts`, in order. Throws the AI layer's client errors (429 budget, 502/504). */
  embed(texts: string[], feature: AiFeature, who: Attribution): Promise<number[][]>;
}

export interface EmbeddingsClientDeps {
  db: Db;
  config: Config['ai'];
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Scales a vector to length 1 (servers differ on whether they do), so the dot product is the cosine. */
export function unit(v: number[]): number[] {
  const norm = Math.hypot(...v);
  return norm > 0 ? v.map((x) => x / norm) : v;
}

/** The client, or null when no embeddings model (or no OpenAI-compatible endpoint) is configured. */
export function createEmbeddingsClient(deps: EmbeddingsClientDeps): EmbeddingsClient | null {
  const { db, config } = deps;
  const configured = config.embeddingsModel;
  if (!configured || (!config.openaiApiKey && !config.openaiBaseUrl)) return null;
  const model: string = configured;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const openai = loadOnce(async (): Promise<OpenAI> => {
    const { default: OpenAI } = await import('openai');
    // Local OpenAI-compatible servers accept any key. SDK retries are off: this client retries.
    return new OpenAI({ apiKey: config.openaiApiKey ?? 'local', baseURL: config.openaiBaseUrl, maxRetries: 0, timeout: 120_000 });
  });

  async function record(feature: AiFeature, who: Attribution, startedAt: number, inputTokens: number, ok: boolean, estimated: boolean) {
    const counts = { inputTokens, outputTokens: 0, reasoningTokens: 0 };
    await recordUsage(db, {
      who,
      feature,
      engine: 'openai',
      model,
      ...counts,
      durationMs: Math.max(0, now() - startedAt),
      costUsd: ok ? costUsd(counts, priceFor(model, config.prices)) : 0,
      ok,
      estimated,
      startedAt: new Date(startedAt),
    });
  }

  return {
    model,
    async embed(texts, feature, who) {
      if (texts.length === 0) return [];
      const budget = who.userId ? config.dailyTokenBudget : config.anonDailyTokenBudget;
      const t = now();
      if ((await tokensUsedSince(db, who, startOfUtcDay(t))) >= budget) {
        throw new AiBudgetError(budget, Math.ceil((startOfUtcDay(t).getTime() + 86_400_000 - t) / 1000), Boolean(who.userId));
      }
      const startedAt = now();
      const deadline = startedAt + config.timeoutMs;
      for (let attempt = 0; ; attempt++) {
        const signal = AbortSignal.timeout(Math.max(1, deadline - now()));
        try {
          const client = await openai();
          // 'float': every compatible server speaks it (the SDK's default base64 is OpenAI's own).
          const res = await client.embeddings.create({ model, input: texts, encoding_format: 'float' }, { signal });
          const vectors = [...res.data].sort((a, b) => a.index - b.index).map((d) => unit(d.embedding));
          if (vectors.length !== texts.length) throw new EngineError('The embeddings server answered a different number of vectors.', 'empty');
          const reported = res.usage?.prompt_tokens;
          const tokens = typeof reported === 'number' ? reported : await countTextTokens(texts.join('\n'));
          await record(feature, who, startedAt, tokens, true, typeof reported !== 'number');
          return vectors;
        } catch (err) {
          const e = fromSdkError(err, signal);
          const wait = e.retryable && attempt < config.maxRetries ? (e.retryAfterMs ?? config.retryBaseMs * 2 ** attempt) : undefined;
          if (wait === undefined || now() + wait >= deadline) {
            await record(feature, who, startedAt, 0, false, false);
            throw toClientError(e, config.timeoutMs);
          }
          await sleep(wait);
        }
      }
    },
  };
}
