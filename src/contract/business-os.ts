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

export const BlockTypeSchema = z.enum(['transcript', 'summary', 'metrics', 'tokens', 'files', 'mindmap', 'keymetrics', 'widget', 'custom', 'conversation']);
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
  /** Which engine wrote an AI block's content (the workspace analysis): AiMeta.engineLabel. */
  engineLabel: text().max(100).optional(),
  /** Stacking order: the block last touched is highest. Absent in sessions saved before it existed. */
  z: z.number().int().min(0).max(1_000_000).optional(),
});
export type Block = z.infer<typeof BlockSchema>;

export const ActivityEventTypeSchema = z.enum(['voice_input', 'action']);
export const ActivityEventSchema = z.object({
  id: text().min(1).max(100),
  type: ActivityEventTypeSchema,
  content: text().max(SESSION_LIMITS.eventChars),
  timestamp: text().max(40),
  aiResponse: text().max(SESSION_LIMITS.eventChars).optional(),
  /** Which engine wrote `aiResponse`: AiMeta.engineLabel ("Offline analyst", "gpt-4o-mini (OpenAI-compatible)"). */
  aiEngineLabel: text().max(100).optional(),
  /** Upload events have their own, smaller cap (spec §3). */
  upload: z.boolean().optional(),
});
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;

export const MessageSourceSchema = z.enum(['typed', 'voice', 'file']);
export type MessageSource = z.infer<typeof MessageSourceSchema>;

/**
 * One turn of the conversation. Fields after `content` are absent in sessions saved
 * before the conversation block existed; the block shows what there is.
 */
export const SessionMessageSchema = ChatMessageSchema.extend({
  content: text().max(SESSION_LIMITS.messageChars),
  /** An assistant message: which engine wrote it (AiMeta.engineLabel). */
  engineLabel: text().max(100).optional(),
  /** A user message: typed, spoken (a transcript segment) or an upload handed to the AI. */
  source: MessageSourceSchema.optional(),
  /** A user message whose answer failed. */
  failed: z.boolean().optional(),
  /** An assistant message: the id of the question it answers. */
  replyTo: text().max(100).optional(),
  /** An assistant message: tokens of the call (prompt + completion) and whether they were estimated. */
  tokens: z.number().int().min(0).max(10_000_000).optional(),
  tokensEstimated: z.boolean().optional(),
  /** An assistant message: how long the engine took (AiMeta.durationMs). */
  durationMs: z.number().min(0).max(3_600_000).optional(),
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
  /**
   * Of `used`, the tokens our tokenizer estimated (AiMeta.tokens 'estimated') rather than
   * a provider counted. Absent in sessions saved before it existed (provenance unknown).
   */
  estimatedTokens: z.number().int().min(0).optional(),
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
  /** Which engine wrote `commentary`; absent for the preset opening commentary. */
  commentaryEngineLabel: text().max(100).optional(),
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

/**
 * How a stored document that this version's schema refuses was read (never silently
 * replaced by an empty one):
 * - 'migrated': read in full, an older shape brought forward (missing fields filled);
 * - 'salvaged': read with losses (e.g. one bad block dropped); still editable, and the
 *   raw original is backed up before the first save over it;
 * - 'unreadable': the document, or a whole part of it, could not be read; the session is
 *   answered read-only with what could be read, and saves over it are refused (423).
 */
export const SessionRecoveryStatusSchema = z.enum(['migrated', 'salvaged', 'unreadable']);
export type SessionRecoveryStatus = z.infer<typeof SessionRecoveryStatusSchema>;

export const SessionRecoverySchema = z.object({
  status: SessionRecoveryStatusSchema,
  /** What was left out, for people: "1 of 5 blocks", "the transcript". */
  dropped: z.array(z.string()),
  /** A sentence for the banner. */
  message: z.string(),
});
export type SessionRecovery = z.infer<typeof SessionRecoverySchema>;

export const SessionSchema = SessionSummarySchema.extend({
  state: SessionStateSchema,
  /** True when the stored document could not be fully read: shown, never saved over. */
  readOnly: z.boolean(),
  /** Null when the stored document was read as it is. */
  recovery: SessionRecoverySchema.nullable(),
});
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

/* ---------- insights: what the session is about (mind map, summary) ---------- */

export const InsightKindSchema = z.enum(['topic', 'person', 'company', 'metric', 'decision']);
export type InsightKind = z.infer<typeof InsightKindSchema>;

/** Where an insight was found: a question, an answer (message ids) or an uploaded file (its name). */
export const InsightSourceSchema = z.object({
  kind: z.enum(['question', 'answer', 'file']),
  ref: z.string(),
  /** The sentence it was found in. */
  excerpt: z.string(),
  at: z.string().optional(),
});
export type InsightSource = z.infer<typeof InsightSourceSchema>;

export const InsightSchema = z.object({
  id: z.string(),
  kind: InsightKindSchema,
  /** A noun phrase, a name, a metric's name or a decision, never a bare number. */
  label: z.string(),
  /** A metric's latest value as said ("$40k", "14 months"). */
  value: z.string().optional(),
  mentions: z.number().int().min(1),
  /** The latest few places it was found, newest first. */
  sources: z.array(InsightSourceSchema),
});
export type Insight = z.infer<typeof InsightSchema>;

export const SessionInsightsSchema = z.object({
  /** Which saved content this reads: changes when a message or a file is added. */
  fingerprint: z.string(),
  insights: z.array(InsightSchema),
  questions: z.number().int().min(0),
  answers: z.number().int().min(0),
});
export type SessionInsights = z.infer<typeof SessionInsightsSchema>;

export const SESSION_MESSAGES = {
  notFound: 'Session not found.',
  stale: 'This session was changed in another tab or device.',
  readOnly:
    'This session was saved by an older version and could not be fully read, so it is open read-only and your original is kept unchanged. Start a new session, or save a copy of what could be read.',
  salvaged: 'This session was saved by an older version and some parts could not be read. Your original is kept as a backup the first time you save.',
  migrated: 'This session was saved by an older version and was brought up to date.',
} as const;
