/**
 * Token counting when a provider reports no usage (the offline engine, some local
 * servers): the o200k_base tokenizer of current OpenAI models. Special-token text in
 * user input is counted as ordinary text, never rejected.
 */
import { countTokens as count } from 'gpt-tokenizer';
import type { Config } from '../../config';
import type { AiMessage, TokenCounts } from './types';

const NO_SPECIAL = { disallowedSpecial: new Set<string>() };
/** Chat formats add a few tokens per message (role markers) and to prime the answer. */
const PER_MESSAGE = 3;
const PRIMING = 3;

export function countTextTokens(text: string): number {
  return text ? count(text, NO_SPECIAL) : 0;
}

export function countPromptTokens(system: string, messages: AiMessage[]): number {
  let n = PRIMING + PER_MESSAGE + countTextTokens(system);
  for (const m of messages) n += PER_MESSAGE + countTextTokens(m.content);
  return n;
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
