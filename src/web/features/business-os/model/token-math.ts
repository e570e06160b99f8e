/**
 * Token usage and session cost (spec §9: 0.00002 per token, shown to 4 decimals), told
 * truthfully: tokens a provider counted are priced at the spec's rate; the offline
 * analyst's answers cost what the server says they cost (nothing), and their tokens are
 * estimated by our tokenizer, which the figures say. The session stops asking the AI at
 * its token limit and warns from 90% of it.
 */
import type { AiMeta, TokenUsageWire } from '../../../../contract/assistant';
import { BUSINESS_OS, sessionTokenLimitMessage } from '../../../../contract/business-os-defaults';
import type { TokenUsage } from '../../../../contract/business-os';

export function costOf(tokens: number): number {
  return tokens * BUSINESS_OS.costPerToken;
}

/**
 * Adds what the server reported for one call. Without `meta` (an older server), every
 * token is priced at the spec's rate, as before.
 */
export function applyUsage(usage: TokenUsage, wire: TokenUsageWire, meta?: Pick<AiMeta, 'engine' | 'tokens' | 'costUsd'>): TokenUsage {
  const total = Math.max(0, wire.total_tokens);
  const cost = meta?.engine === 'offline' ? Math.max(0, meta.costUsd) : costOf(total);
  return {
    used: usage.used + total,
    limit: usage.limit,
    cost: usage.cost + cost,
    inputTokens: usage.inputTokens + Math.max(0, wire.prompt_tokens),
    outputTokens: usage.outputTokens + Math.max(0, wire.completion_tokens),
    estimatedTokens: (usage.estimatedTokens ?? 0) + (meta?.tokens === 'estimated' ? total : 0),
  };
}

/** Who counted the session's tokens: a provider, our tokenizer, both, or nobody yet. */
export type TokenCounting = 'none' | 'provider' | 'estimated' | 'mixed';

export function tokenCounting(usage: TokenUsage): TokenCounting {
  const estimated = Math.min(usage.estimatedTokens ?? 0, usage.used);
  if (usage.used <= 0) return 'none';
  if (estimated === 0) return 'provider';
  return estimated >= usage.used ? 'estimated' : 'mixed';
}

/** The used figure, with "≈" when any of it is an estimate. */
export function formatUsed(usage: TokenUsage): string {
  const c = tokenCounting(usage);
  return `${c === 'estimated' || c === 'mixed' ? '≈ ' : ''}${formatTokens(usage.used)}`;
}

export const COUNTING_TEXT: Record<TokenCounting, { short: string; long: string }> = {
  none: { short: '', long: 'No AI answers yet in this session.' },
  provider: { short: 'counted', long: 'Counted by the AI provider. Cost: $0.00002 per token.' },
  estimated: {
    short: 'estimated',
    long: 'Estimated by Mnemo’s tokenizer: the offline analyst reports no token counts. Offline answers cost nothing.',
  },
  mixed: {
    short: 'partly estimated',
    long: 'Partly counted by the AI provider and partly estimated by Mnemo’s tokenizer (offline answers, which cost nothing).',
  },
};

export function formatCost(cost: number): string {
  return `$${cost.toFixed(BUSINESS_OS.costDecimals)}`;
}

export function formatTokens(n: number): string {
  return n.toLocaleString('en-US');
}

/** Share of the limit used, 0..100 (can pass 100 when over the limit). */
export function usagePercent(usage: TokenUsage): number {
  if (usage.limit <= 0) return 0;
  return (usage.used / usage.limit) * 100;
}

export type TokenLimitState = 'ok' | 'near' | 'reached';

export function tokenLimitState(usage: TokenUsage): TokenLimitState {
  if (usage.used >= usage.limit) return 'reached';
  return usage.used >= usage.limit * BUSINESS_OS.tokenWarnShare ? 'near' : 'ok';
}

export function tokenLimitMessage(usage: TokenUsage): string {
  return sessionTokenLimitMessage(usage.limit);
}

export function tokenNearMessage(usage: TokenUsage): string {
  return `This session has used ${formatTokens(usage.used)} of its ${formatTokens(usage.limit)} tokens (${Math.floor(usagePercent(usage))}%). AI answers stop at the limit.`;
}
