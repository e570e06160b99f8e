/**
 * The Basic plan's choice of what its 1,000 data points are (ADR 052):
 * GET/PUT /api/worlds/scope. On Basic the worlds are drawn from the newest 1,000 data
 * points of what the user chose (some chats and/or a period), or of everything when they
 * chose nothing; Pro keeps the choice but ignores it (it shows the newest 10,000 of
 * everything). The answer says what is shown and what is left out.
 */
import { z } from 'zod';
import { IdSchema } from './common';
import { CoverageSchema } from './worlds-coverage';
import { ImportSourceSchema, PlanSchema, WORLDS_PATH } from './worlds';

export const WORLD_SCOPE_PATH = `${WORLDS_PATH}/scope` as const;

/** Most chats one choice may name. */
export const SCOPE_CHATS_MAX = 500;

/** A calendar day, YYYY-MM-DD (read in the account's time zone). */
const DaySchema = z.iso
  .date({ message: 'Dates are YYYY-MM-DD.' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
    message: 'That date is not a real day.',
  });

/**
 * What the 1,000 points are drawn from. `chatIds`: only these chats (their messages and the
 * locations shared in them; photos and location history belong to no chat and are left
 * out). `from`/`to`: the first and last day, both included. An empty body (or an empty
 * list and no dates) clears the choice: the newest 1,000 of everything.
 */
export const BasicScopeBodySchema = z
  .object({
    chatIds: z.array(IdSchema).max(SCOPE_CHATS_MAX, { message: `Choose at most ${SCOPE_CHATS_MAX} chats.` }).optional(),
    from: DaySchema.nullable().optional(),
    to: DaySchema.nullable().optional(),
  })
  .refine((b) => !b.from || !b.to || b.from <= b.to, { message: 'The first day must not be after the last day.', path: ['from'] });
export type BasicScopeBody = z.infer<typeof BasicScopeBodySchema>;

export const PlanScopeSchema = z.object({
  plan: PlanSchema,
  limit: z.number().int(),
  /** The saved choice (kept on Pro, where it does not apply). */
  choice: z.object({ chatIds: z.array(z.string()), from: z.string().nullable(), to: z.string().nullable() }),
  /** True when the choice narrows the world (Basic with a choice). */
  applied: z.boolean(),
  /** Every data point imported. */
  imported: z.number().int(),
  coverage: CoverageSchema,
  /** What the world does not show, by reason: "Left out: 5,120 data points — 4,900 messages in 'Family', 220 photos before 3 Jan 2021". */
  leftOut: z.object({
    count: z.number().int(),
    parts: z.array(z.object({ label: z.string(), count: z.number().int() })),
    text: z.string(),
  }),
  /** The chats one may choose, with their messages (all imported), most messages first. */
  chats: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      source: ImportSourceSchema,
      isGroup: z.boolean(),
      messages: z.number().int(),
      chosen: z.boolean(),
    }),
  ),
  /** Data points that belong to no chat (left out when chats are chosen). */
  outsideChats: z.object({ photos: z.number().int(), points: z.number().int() }),
});
export type PlanScope = z.infer<typeof PlanScopeSchema>;
