/**
 * Who is "me" (#27): GET /api/worlds/owner tells who Mnemo takes for the account's owner,
 * why and how sure it is, and whether to ask "Which of these is you?"; the answer is
 * PUT /api/worlds/settings {selfPersonId} (null clears it and asks again).
 */
import { z } from 'zod';
import { WORLDS_PATH } from './worlds';

export const WORLD_OWNER_PATH = `${WORLDS_PATH}/owner`;

/** Below this confidence an unconfirmed guess is asked about. */
export const OWNER_ASK_BELOW = 0.9;

export const OwnerCandidateSchema = z.object({
  personId: z.string(),
  name: z.string(),
  /** Messages they wrote, in every import. */
  messageCount: z.number().int(),
  chatCount: z.number().int(),
});
export type OwnerCandidate = z.infer<typeof OwnerCandidateSchema>;

export const WorldOwnerSchema = z.object({
  /** True while the owner is not confirmed and the guess is missing, unsure, or changed with an import. */
  ask: z.boolean(),
  /** The user said who they are. */
  confirmed: z.boolean(),
  guess: z
    .object({
      personId: z.string(),
      name: z.string(),
      /** A sentence: "Guessed: in 3 of 3 one-to-one chats", "You chose this". */
      reason: z.string(),
      /** 0..1 (1 once confirmed). */
      confidence: z.number().min(0).max(1),
    })
    .nullable(),
  /** People who could be the owner, most likely first (at most 8). */
  candidates: z.array(OwnerCandidateSchema),
});
export type WorldOwner = z.infer<typeof WorldOwnerSchema>;
