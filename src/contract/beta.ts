import { z } from 'zod';
import { EmailSchema, IdSchema, text } from './common';

/**
 * The beta areas the /beta hub lists, each with what works today. Kept here so the hub,
 * the feedback form and the server agree on the area ids.
 */
export const BETA_AREAS = [
  {
    id: 'activity',
    title: 'Activity dashboard',
    path: '/beta/activity',
    summary: 'Where your AI tokens go, alone or in a shared workspace.',
    works: [
      'Token use of every AI call, by feature and engine, with daily charts',
      'Shared workspaces with invite codes, roles and a monthly token budget',
      'A live feed of the workspace’s activity',
    ],
  },
  {
    id: 'outliner',
    title: 'Outliner',
    path: '/beta/appflowy',
    summary: 'Nested notes you drive from the keyboard.',
    works: [
      'Bullets you indent, fold, zoom into and tick off',
      'Links between pages and full-text search',
      'Markdown and OPML import and export; AI suggestions on a branch',
    ],
  },
  {
    id: 'shared-outliner',
    title: 'Shared outliner',
    path: '/beta/appflowy-cloud',
    summary: 'The same outline, edited live with your workspace.',
    works: ['Several people typing in one page at once, with live cursors', 'Merges without conflicts, saved on the server', 'Only members of the workspace can open it'],
  },
  {
    id: 'worlds',
    title: 'Data worlds',
    path: '/worlds',
    summary: 'Your chats, photos and places as worlds you can walk.',
    works: [
      'Import WhatsApp, Telegram, photos and Google location history',
      'Social, network, map and timeline worlds with AI narration',
      'A live sample world to try without an account; share links',
    ],
  },
  {
    id: 'pitch',
    title: 'Pitch coach',
    path: '/makeitshutup',
    summary: 'Tells you when to stop talking.',
    works: [
      'Record, upload or paste a pitch',
      'Pace, filler words, structure and scores for clarity, story and ask',
      'The moments you should have moved on, and a 60-second cut',
    ],
  },
  {
    id: 'game',
    title: 'Memory explorer',
    path: '/ai-exploration-game',
    summary: 'A small game walked through your own places and people.',
    works: ['A map made from your world, or the sample world', 'People and memories found where they happened, narrated by AI', 'Keyboard and touch controls; your progress is kept'],
  },
] as const;

export type BetaAreaId = (typeof BETA_AREAS)[number]['id'];
export const BETA_AREA_IDS = BETA_AREAS.map((a) => a.id) as [BetaAreaId, ...BetaAreaId[]];

export const FEEDBACK_KINDS = ['idea', 'problem', 'praise'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
export const FEEDBACK_KIND_LABELS: Record<FeedbackKind, string> = {
  idea: 'An idea',
  problem: 'Something broke',
  praise: 'Something I like',
};

export const FEEDBACK_MAX_CHARS = 2000;

export const FEEDBACK_MESSAGES = {
  sent: 'Thank you! Your feedback reached the team.',
  messageRequired: 'Please write a few words of feedback.',
  messageTooLong: `Feedback can be at most ${FEEDBACK_MAX_CHARS.toLocaleString('en-US')} characters.`,
  areaRequired: 'Choose the area your feedback is about.',
} as const;

export const FeedbackBodySchema = z.object({
  area: z.enum([...BETA_AREA_IDS, 'general'], { error: FEEDBACK_MESSAGES.areaRequired }),
  kind: z.enum(FEEDBACK_KINDS).default('idea'),
  message: text({ error: FEEDBACK_MESSAGES.messageRequired })
    .trim()
    .min(1, FEEDBACK_MESSAGES.messageRequired)
    .max(FEEDBACK_MAX_CHARS, FEEDBACK_MESSAGES.messageTooLong),
  /** Where a signed-out visitor can be answered; signed-in feedback uses the account's address. */
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), EmailSchema.optional()),
});
export type FeedbackBody = z.input<typeof FeedbackBodySchema>;

export const FeedbackItemSchema = z.object({
  id: IdSchema,
  area: z.string(),
  kind: z.enum(FEEDBACK_KINDS),
  message: z.string(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof FeedbackItemSchema>;

/** DELETE /api/beta/feedback/:id */
export const FeedbackParamsSchema = z.object({ id: IdSchema });

export const FeedbackSentSchema = z.object({ ok: z.literal(true), message: z.string(), item: FeedbackItemSchema });
export const FeedbackListSchema = z.object({ items: z.array(FeedbackItemSchema) });
export type FeedbackList = z.infer<typeof FeedbackListSchema>;
