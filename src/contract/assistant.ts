/** AI endpoints (spec §7). Shapes the spec names are kept exactly. */
import { z } from 'zod';
import { text } from './common';

export const MAX_PROMPT_CHARS = 20_000;

/** Answers stay under these word counts (spec §1: Business OS commentary under 50 words). */
export const AI_WORD_LIMITS = { chat: 50, commentary: 50, analysis: 120, advisor: 90 } as const;

export const ChatRoleSchema = z.enum(['system', 'user', 'assistant']);
export const ChatMessageSchema = z.object({
  id: text().max(100),
  role: ChatRoleSchema,
  content: text().max(MAX_PROMPT_CHARS),
  timestamp: z.union([text(), z.number()]).optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** OpenAI-style usage, as the spec's client reads it. */
export const TokenUsageWireSchema = z.object({
  total_tokens: z.number().int(),
  prompt_tokens: z.number().int(),
  completion_tokens: z.number().int(),
  reasoning_tokens: z.number().int().optional(),
});
export type TokenUsageWire = z.infer<typeof TokenUsageWireSchema>;

export const CommentaryStyleSchema = z.enum(['business', 'motivational', 'analytical', 'creative']);
export type CommentaryStyle = z.infer<typeof CommentaryStyleSchema>;

export const AiMetaSchema = z.object({
  /** 'offline', 'openai' or 'anthropic'. */
  engine: z.string(),
  model: z.string(),
  /** Who wrote the answer, for people: "Offline analyst", or the provider's model name. */
  engineLabel: z.string(),
  /**
   * 'provider': the provider reported the token counts (billed as counted);
   * 'estimated': our tokenizer counted what was sent and received (no provider reported usage).
   */
  tokens: z.enum(['provider', 'estimated']),
  durationMs: z.number(),
  /** USD; 0 for the offline engine, which costs nothing. */
  costUsd: z.number(),
});
export type AiMeta = z.infer<typeof AiMetaSchema>;

/** The label shown beside an AI answer: which engine wrote it. */
export function engineLabel(engine: string, model: string): string {
  if (engine === 'offline') return 'Offline analyst';
  const provider = engine === 'openai' ? 'OpenAI-compatible' : engine === 'anthropic' ? 'Anthropic' : engine;
  return `${model} (${provider})`;
}

export const AssistantChatBodySchema = z.object({
  messages: z.array(ChatMessageSchema).min(1, 'At least one message is required').max(100),
  style: CommentaryStyleSchema.optional(),
  /** Business OS session the call belongs to, for attribution. */
  sessionId: z.uuid().optional(),
  /**
   * Stream the answer as server-sent events instead of one JSON body: `event: delta`
   * with `{text}` per piece, then `event: done` with the AssistantChatResponse, or
   * `event: error` with the error body.
   */
  stream: z.boolean().optional(),
});
export type AssistantChatBody = z.infer<typeof AssistantChatBodySchema>;

export const AssistantChatResponseSchema = z.object({
  content: z.string(),
  message: z.string(),
  tokenUsage: TokenUsageWireSchema,
  meta: AiMetaSchema,
});
export type AssistantChatResponse = z.infer<typeof AssistantChatResponseSchema>;

export const WorkspaceDataSchema = z.object({
  businessOkrs: text().max(MAX_PROMPT_CHARS).default(''),
  lifeHistory: text().max(MAX_PROMPT_CHARS).default(''),
  lifeSummary: text().max(MAX_PROMPT_CHARS).default(''),
  currentTranscript: text().max(MAX_PROMPT_CHARS).default(''),
  recentMessages: z.array(ChatMessageSchema).max(10).default([]),
  tokenUsage: z
    .object({ used: z.number(), limit: z.number(), cost: z.number() })
    .partial()
    .passthrough()
    .optional(),
  uploadedFiles: z.array(text().max(300)).max(100).default([]),
  /** First 500 characters of each uploaded file, sent to the AI (spec §5). */
  fileExcerpts: z.array(z.object({ name: text().max(300), excerpt: text().max(500) })).max(20).optional(),
});
export type WorkspaceData = z.input<typeof WorkspaceDataSchema>;

export const WorkspaceCommentaryBodySchema = z.object({
  workspaceData: WorkspaceDataSchema,
  style: CommentaryStyleSchema.optional(),
  sessionId: z.uuid().optional(),
});
export const WorkspaceCommentaryResponseSchema = z.object({
  commentary: z.string(),
  tokenUsage: TokenUsageWireSchema,
  meta: AiMetaSchema,
});
export type WorkspaceCommentaryResponse = z.infer<typeof WorkspaceCommentaryResponseSchema>;

export const AnalyzeBodySchema = z.object({
  prompt: text().trim().min(1, 'A prompt is required').max(MAX_PROMPT_CHARS),
  context: z.unknown().optional(),
});
export const AnalyzeResponseSchema = z.object({ analysis: z.string(), tokenUsage: TokenUsageWireSchema, meta: AiMetaSchema });
export type AnalyzeResponse = z.infer<typeof AnalyzeResponseSchema>;

/** A decision's option as the advisor reads it: its return and its risk. */
export const AiChatOptionSchema = z.object({
  title: text().max(300),
  roi: text().max(200).optional(),
  riskLevel: text().max(40).optional(),
  investment: text().max(200).optional(),
  timeline: text().max(200).optional(),
});

export const AiChatBodySchema = z.object({
  message: text().trim().min(1, 'A message is required').max(4000),
  context: z
    .object({
      decisions: z
        .array(
          z.object({
            title: text(),
            context: text().optional(),
            status: text(),
            urgency: text().optional(),
            // Beyond the spec's four fields: what the advisor weighs (the /demo page sends them).
            type: text().max(40).optional(),
            assignee: text().max(200).optional(),
            dueDate: text().max(40).optional(),
            options: z.array(AiChatOptionSchema).max(10).optional(),
          }),
        )
        .max(50)
        .optional(),
      tasks: z
        .array(z.object({ title: text(), status: text(), priority: text().optional(), assignee: text().optional() }))
        .max(100)
        .optional(),
      metrics: z.record(text(), z.unknown()).optional(),
    })
    .optional(),
  conversationHistory: z.array(z.object({ text: text().max(4000), isBot: z.boolean() })).max(5).optional(),
});
export const AiChatResponseSchema = z.object({ response: z.string(), tokenUsage: TokenUsageWireSchema, meta: AiMetaSchema });

/**
 * Activity stats (spec §3). Missing values are 0; durations are formatted text.
 * `tokensEstimated` says whether figures come from our tokenizer (offline engine, or a
 * provider that reported no usage) rather than a provider's count.
 */
export const ActivityStatsSchema = z.object({
  lastTurn: z.object({
    inputTokens: z.number(),
    outputTokens: z.number(),
    thoughtsTokens: z.number(),
    totalTokens: z.number(),
    duration: z.string(),
    /** True when our tokenizer counted this turn (no provider reported usage). */
    tokensEstimated: z.boolean(),
  }),
  cumulative: z.object({
    inputTokens: z.number(),
    outputTokens: z.number(),
    thoughtsTokens: z.number(),
    totalTokens: z.number(),
    totalDuration: z.string(),
    totalDurationWell: z.string(),
    turns: z.number(),
    costUsd: z.number(),
    /** True when any turn in these totals was counted by our tokenizer rather than a provider. */
    tokensEstimated: z.boolean(),
    /** How many of `turns` were estimated. */
    estimatedTurns: z.number(),
  }),
});
export type ActivityStats = z.infer<typeof ActivityStatsSchema>;
