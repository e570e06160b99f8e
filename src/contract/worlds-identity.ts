/**
 * Who is who (#27): the identity inbox. Suggestions that two people of the worlds are one
 * ("Is this the same person?") with their reason and confidence; accepting one merges them
 * (every world at once), rejecting one is remembered by the people's keys (a re-import does
 * not bring it back), and both can be undone. The same phone number is merged without
 * asking (`auto`), and the inbox says so with an undo.
 */
import { z } from 'zod';
import { IdSchema, text } from './common';
import { ImportSourceSchema, WORLDS_PATH } from './worlds';

export const WORLD_IDENTITY_PATH = `${WORLDS_PATH}/identity` as const;

/** One side of a suggestion. */
export const IdentityPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Their messages among every imported message (not only the plan's shown ones). */
  messageCount: z.number().int(),
  sources: z.array(ImportSourceSchema),
});
export type IdentityPerson = z.infer<typeof IdentityPersonSchema>;

export const IdentitySuggestionSchema = z.object({
  /** Stable across calls and re-imports: from the two people's keys. */
  id: z.string(),
  /** The first stays on a merge (the one with more messages). */
  people: z.tuple([IdentityPersonSchema, IdentityPersonSchema]),
  /** "Same phone number +49 170 1234567", "“Maria2” looks like “Maria” with a number added". */
  reason: z.string(),
  kind: z.enum(['phone', 'puppet', 'account', 'variant', 'digits', 'username', 'first-name', 'email']),
  /** 0–1. */
  confidence: z.number().min(0).max(1),
  /** Merged already, without asking (an identical phone number): shown with an undo. */
  auto: z.boolean(),
});
export type IdentitySuggestion = z.infer<typeof IdentitySuggestionSchema>;

export const IdentitySuggestionsSchema = z.object({
  /** Open suggestions, surest first. */
  suggestions: z.array(IdentitySuggestionSchema),
  /** Merges made without asking that are still in place (`auto: true`). */
  automatic: z.array(IdentitySuggestionSchema),
});
export type IdentitySuggestions = z.infer<typeof IdentitySuggestionsSchema>;

/** Two people (any of the user's, a suggestion's or picked by hand). */
export const IdentityPairBodySchema = z.object({ aId: IdSchema, bId: IdSchema });
export type IdentityPairBody = z.infer<typeof IdentityPairBodySchema>;

/** What a decision left: the decision made (or undone) and the people as they now are. */
export const IdentityDecisionSchema = z.object({
  decision: z.enum(['accepted', 'rejected', 'undone']),
  people: z.array(IdentityPersonSchema),
});
export type IdentityDecision = z.infer<typeof IdentityDecisionSchema>;

/** People by name for a merge by hand. */
export const IdentitySearchQuerySchema = z.object({ q: text().trim().max(100).default('') });
export const IdentitySearchSchema = z.object({
  people: z.array(IdentityPersonSchema.extend({ mergedWith: z.array(z.object({ id: z.string(), name: z.string() })) })),
});
export type IdentitySearch = z.infer<typeof IdentitySearchSchema>;
