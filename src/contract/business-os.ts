/**
 * Business OS sessions (spec §2, §3, §9). The client owns the working document and
 * saves it whole; the server validates it against these schemas, stores it per user
 * and refuses a write based on a stale revision (409) instead of losing data.
 */
import { z } from 'zod';
import { text } from './common';
import { ChatMessageSchema, CommentaryStyleSchema } from './assistant';
import { VoiceCharacterSchema } from './voice';
import { BUSINESS_OS, SESSION_LIMITS } from './business-os-defaults';

export * from './business-os-defaults';

/* ---------- document ---------- */

export const BlockTypeSchema = z.enum(['transcript', 'summary', 'metrics', 'tokens', 'files', 'mindmap', 'keymetrics', 'widget', 'custom']);
export type BlockType = z.infer<typeof BlockTypeSchema>;

const coord = z.number().finite().min(-100_000).max(100_000);
const extent = z.number().finite().min(40).max(5000);

export const BlockSchema = z.object({
  id: text().min(1).max(100),
  type: BlockTypeSchema,
  title: text().max(200),
  content: text().max(SESSION_LIMITS.blockContentChars),
  position: z.object({ x: coord, y: coord }),
  size: z.object({ width: extent, height: extent }),
  closeable: z.boolean(),
});
export type Block = z.infer<typeof BlockSchema>;

export const ActivityEventTypeSchema = z.enum(['voice_input', 'action']);
export const ActivityEventSchema = z.object({
  id: text().min(1).max(100),
  type: ActivityEventTypeSchema,
  content: text().max(4000),
  timestamp: text().max(40),
  aiResponse: text().max(4000).optional(),
  /** Upload events have their own, smaller cap (spec §3). */
  upload: z.boolean().optional(),
});
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;

export const SessionMessageSchema = ChatMessageSchema.extend({
  content: text().max(SESSION_LIMITS.messageChars),
});
export type SessionMessage = z.infer<typeof SessionMessageSchema>;

export const SessionFileSchema = z.object({
  name: text().min(1).max(300),
  size: z.number().int().min(0),
  type: text().max(120),
  preview: text().max(BUSINESS_OS.filePreviewChars),
  excerpt: text().max(BUSINESS_OS.fileExcerptChars),
});
export type SessionFile = z.infer<typeof SessionFileSchema>;

export const TokenUsageSchema = z.object({
  used: z.number().int().min(0),
  limit: z.number().int().min(0),
  cost: z.number().min(0),
  inputTokens: z.number().int().min(0),
  outputTokens: z.number().int().min(0),
});
export type TokenUsage = z.infer<typeof TokenUsageSchema>;

export const SessionSettingsSchema = z.object({
  voice: VoiceCharacterSchema,
  style: CommentaryStyleSchema,
  voiceOutput: z.boolean(),
});
export type SessionSettings = z.infer<typeof SessionSettingsSchema>;

export const GoalIdSchema = z.enum(['founder-onboarding', 'communication-intelligence', 'investor-research']);
export type GoalId = z.infer<typeof GoalIdSchema>;

const longText = text().max(SESSION_LIMITS.textChars);

export const SessionStateSchema = z.object({
  blocks: z.array(BlockSchema).max(SESSION_LIMITS.blocks),
  events: z.array(ActivityEventSchema).max(BUSINESS_OS.maxEvents),
  transcript: text().max(SESSION_LIMITS.transcriptChars),
  messages: z.array(SessionMessageSchema).max(SESSION_LIMITS.messages),
  commentary: longText,
  businessOkrs: longText,
  lifeHistory: longText,
  lifeSummary: longText,
  files: z.array(SessionFileSchema).max(SESSION_LIMITS.files),
  tokenUsage: TokenUsageSchema,
  settings: SessionSettingsSchema,
  /** Onboarding progress, so a reload does not replay the welcome. */
  welcomed: z.boolean(),
  goal: GoalIdSchema.nullable(),
  /** Running totals (the event list itself is capped). */
  stats: z.object({
    events: z.number().int().min(0),
    aiResponses: z.number().int().min(0),
    voiceSeconds: z.number().min(0),
  }),
});
export type SessionState = z.infer<typeof SessionStateSchema>;

/* ---------- API ---------- */

export const SessionSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  revision: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

export const SessionSchema = SessionSummarySchema.extend({ state: SessionStateSchema });
export type Session = z.infer<typeof SessionSchema>;

export const SessionListResponseSchema = z.object({ sessions: z.array(SessionSummarySchema) });

const TitleSchema = text()
  .trim()
  .min(1, 'A title is required')
  .max(SESSION_LIMITS.titleChars, `A title must be at most ${SESSION_LIMITS.titleChars} characters`);

export const CreateSessionBodySchema = z.object({
  title: TitleSchema.optional(),
  state: SessionStateSchema.optional(),
});
export type CreateSessionBody = z.input<typeof CreateSessionBodySchema>;

export const UpdateSessionBodySchema = z.object({
  /** The revision this write is based on; a different stored revision is a 409. */
  revision: z.number().int().min(0),
  title: TitleSchema.optional(),
  state: SessionStateSchema,
});
export type UpdateSessionBody = z.input<typeof UpdateSessionBodySchema>;

/** Any string: an id that is not a UUID is simply not found (404), like another user's. */
export const SessionParamsSchema = z.object({ id: text().max(100) });

export const RecordSessionEventBodySchema = z.object({
  type: z.enum(['voice', 'file', 'text']),
  message: text().trim().min(1, 'A message is required').max(2000),
  metadata: z
    .object({
      duration: z.number().min(0).max(86_400).optional(),
      fileSize: z.number().int().min(0).optional(),
      fileType: text().max(120).optional(),
    })
    .optional(),
});
export type RecordSessionEventBody = z.input<typeof RecordSessionEventBodySchema>;

export const OkResponseSchema = z.object({ ok: z.literal(true) });

export const SESSION_MESSAGES = {
  notFound: 'Session not found.',
  stale: 'This session was changed in another tab or device.',
} as const;
