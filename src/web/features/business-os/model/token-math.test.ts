import { describe, expect, it } from 'vitest';
import { defaultSessionState } from '../../../../contract/business-os-defaults';
import { applyUsage, costOf, formatCost, usagePercent } from './token-math';

describe('token usage and cost (spec §9)', () => {
  it('starts at 0 of a 10,000 limit', () => {
    const u = defaultSessionState().tokenUsage;
    expect(u).toEqual({ used: 0, limit: 10000, cost: 0, inputTokens: 0, outputTokens: 0 });
    expect(formatCost(u.cost)).toBe('$0.0000');
  });

  it('adds the usage the server reports and prices it at 0.00002 per token', () => {
    let u = defaultSessionState().tokenUsage;
    u = applyUsage(u, { total_tokens: 150, prompt_tokens: 110, completion_tokens: 40 });
    u = applyUsage(u, { total_tokens: 95, prompt_tokens: 60, completion_tokens: 35 });
    expect(u.used).toBe(245);
    expect(u.inputTokens).toBe(170);
    expect(u.outputTokens).toBe(75);
    expect(u.cost).toBeCloseTo(0.0049, 10);
    expect(formatCost(u.cost)).toBe('$0.0049');
    expect(usagePercent(u)).toBeCloseTo(2.45);
  });

  it('shows 4 decimals', () => {
    expect(formatCost(costOf(1))).toBe('$0.0000');
    expect(formatCost(costOf(5))).toBe('$0.0001');
    expect(formatCost(costOf(10_000))).toBe('$0.2000');
    expect(formatCost(costOf(123_456))).toBe('$2.4691');
  });
});
