/**
 * Token counting when a provider reports no usage (the offline engine, some local
 * servers): the o200k_base tokenizer of current OpenAI models. Special-token text in
 * user input is counted as ordinary text, never rejected. The tokenizer's tables take
 * about 0.3 s to load, so they load on the first count (or the engine warm-up), not at
 * start-up, and in the NLP worker thread, not the request thread (ADR 025).
 */
import type { Config } from '../../config';
import { loadOnce } from '../load-once';
import { nlpThread } from '../nlp-thread';
import type { AiMessage, TokenCounts } from './types';

const NO_SPECIAL = { disallowedSpecial: new Set<string>() };
/** Chat formats add a few tokens per message (role markers) and to prime the answer. */
const PER_MESSAGE = 3;
const PRIMING = 3;

/** The tokenizer's count function, in the thread that calls it (the NLP worker: src/server/nlp-worker.ts). */
export const loadTokenizer = loadOnce(async () => {
  const { countTokens } = await import('gpt-tokenizer');
  return (text: string): number => (text ? countTokens(text, NO_SPECIAL) : 0);
});

/** Counts each text's tokens in the NLP worker thread, in one round trip. */
const countAll = (texts: string[]) => nlpThread.call<number[]>('countTokens', texts);

export async function countTextTokens(text: string): Promise<number> {
  return text ? (await countAll([text]))[0]! : 0;
}

export async function countPromptTokens(system: string, messages: AiMessage[]): Promise<number> {
  const counts = await countAll([system, ...messages.map((m) => m.content)]);
  return PRIMING + PER_MESSAGE * (1 + messages.length) + counts.reduce((a, b) => a + b, 0);
}

export type PriceTable = Config['ai']['prices'];
export interface Price {
  input: number;
  output: number;
}

/** Price per million tokens: exact name, else the longest table key the model starts with, else the override, else free. */
export function priceFor(model: string, table: PriceTable, override?: Price): Price {
  const exact = table[model];
  if (exact) return exact;
  let best: string | undefined;
  for (const key of Object.keys(table)) {
    if (model.startsWith(key) && (!best || key.length > best.length)) best = key;
  }
  return (best ? table[best] : undefined) ?? override ?? { input: 0, output: 0 };
}

/** US dollars; reasoning tokens are billed as output. */
export function costUsd(usage: TokenCounts, price: Price): number {
  const dollars = (usage.inputTokens * price.input + (usage.outputTokens + usage.reasoningTokens) * price.output) / 1e6;
  return Math.round(dollars * 1e8) / 1e8;
}
