/** Token usage and session cost (spec §9): 0.00002 per token, shown to 4 decimals. */
import type { TokenUsageWire } from '../../../../contract/assistant';
import { BUSINESS_OS } from '../../../../contract/business-os-defaults';
import type { TokenUsage } from '../../../../contract/business-os';

export function costOf(tokens: number): number {
  return tokens * BUSINESS_OS.costPerToken;
}

/** Adds what the server reported for one call. */
export function applyUsage(usage: TokenUsage, wire: TokenUsageWire): TokenUsage {
  const used = usage.used + Math.max(0, wire.total_tokens);
  return {
    used,
    limit: usage.limit,
    cost: costOf(used),
    inputTokens: usage.inputTokens + Math.max(0, wire.prompt_tokens),
    outputTokens: usage.outputTokens + Math.max(0, wire.completion_tokens),
  };
}

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
