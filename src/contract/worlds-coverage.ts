/**
 * What a world's figures are computed from (ADR 052): every answer that counts something
 * says which data points it counts, in numbers and in words. No imports but zod, so
 * worlds.ts and worlds-scope.ts can both take it.
 */
import { z } from 'zod';

/**
 * - `all`: everything imported (it fits in the plan);
 * - `newest`: the newest `limit` data points of everything imported;
 * - `chosen`: on Basic, what the user chose (chats and/or a period), the newest `limit` of it when it holds more.
 */
export const COVERAGE_RULES = ['all', 'newest', 'chosen'] as const;
export const CoverageRuleSchema = z.enum(COVERAGE_RULES);
export type CoverageRule = z.infer<typeof CoverageRuleSchema>;

export const CoverageSchema = z.object({
  rule: CoverageRuleSchema,
  /** The data points (messages + photos + location points) every figure of the answer is computed from. */
  shown: z.number().int(),
  /** The plan's limit. */
  limit: z.number().int(),
  /** The figures are "of your newest 1,000 data points", "of the 292 data points from the chats you chose"… */
  text: z.string(),
});
export type Coverage = z.infer<typeof CoverageSchema>;
