import { describe, expect, it } from 'vitest';
import { defaultSessionState } from '../../../../contract/business-os-defaults';
import { applyUsage, costOf, formatCost, formatUsed, tokenCounting, tokenLimitState, usagePercent } from './token-math';

describe('token usage and cost (spec §9)', () => {
  it('starts at 0 of a 10,000 limit', () => {
    const u = defaultSessionState().tokenUsage;
    expect(u).toEqual({ used: 0, limit: 10000, cost: 0, inputTokens: 0, outputTokens: 0, estimatedTokens: 0 });
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

const offline = { engine: 'offline', tokens: 'estimated' as const, costUsd: 0 };
const provider = { engine: 'openai', tokens: 'provider' as const, costUsd: 0.0123 };

describe('token truth: counted or estimated, and what it costs', () => {
  it('an offline answer costs nothing and its tokens are marked estimated', () => {
    const u = applyUsage(defaultSessionState().tokenUsage, { total_tokens: 1234, prompt_tokens: 1000, completion_tokens: 234 }, offline);
    expect(u.used).toBe(1234);
    expect(u.cost).toBe(0);
    expect(formatCost(u.cost)).toBe('$0.0000');
    expect(u.estimatedTokens).toBe(1234);
    expect(tokenCounting(u)).toBe('estimated');
    expect(formatUsed(u)).toBe('≈ 1,234');
  });

  it('provider-counted tokens keep the spec price of 0.00002 per token', () => {
    const u = applyUsage(defaultSessionState().tokenUsage, { total_tokens: 500, prompt_tokens: 400, completion_tokens: 100 }, provider);
    expect(formatCost(u.cost)).toBe('$0.0100');
    expect(tokenCounting(u)).toBe('provider');
    expect(formatUsed(u)).toBe('500');
    const mixed = applyUsage(u, { total_tokens: 100, prompt_tokens: 80, completion_tokens: 20 }, offline);
    expect(tokenCounting(mixed)).toBe('mixed');
    expect(formatUsed(mixed)).toBe('≈ 600');
    expect(formatCost(mixed.cost)).toBe('$0.0100');
  });

  it('says nothing about counting before any answer', () => {
    expect(tokenCounting(defaultSessionState().tokenUsage)).toBe('none');
    expect(formatUsed(defaultSessionState().tokenUsage)).toBe('0');
  });

  it('warns from 90% of the limit and stops at it', () => {
    const at = (used: number) => tokenLimitState({ ...defaultSessionState().tokenUsage, used });
    expect(at(8999)).toBe('ok');
    expect(at(9000)).toBe('near');
    expect(at(9999)).toBe('near');
    expect(at(10_000)).toBe('reached');
    expect(at(11_864)).toBe('reached');
  });
});
