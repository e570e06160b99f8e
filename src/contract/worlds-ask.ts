/**
 * Ask your world (#29): a question about the user's own data, answered with the fact first
 * and every claim cited (a message, photo, place, person or chat the answer rests on),
 * in a conversation that keeps context for follow-ups. The offline planner answers with no
 * model; a configured provider gets the same tools by function calling.
 */
import { z } from 'zod';
import { text, UUID_RE } from './common';
import { WORLDS_PATH } from './worlds';

export const WORLD_ASK_PATH = `${WORLDS_PATH}/ask`;
export const WORLD_CONVERSATIONS_PATH = `${WORLDS_PATH}/conversations`;
export const WORLD_MESSAGES_PATH = `${WORLDS_PATH}/messages`;

export const ASK_QUESTION_MAX = 500;
/** Words an answer stays under. */
export const ASK_ANSWER_WORDS = 80;
/** Turns a conversation keeps (the oldest are dropped). */
export const ASK_CONVERSATION_TURNS = 50;
/** Messages either side of a cited message, at most. */
export const MESSAGE_CONTEXT_MAX = 20;

/**
 * A message's id in a citation: opaque to clients. Messages have no id column (their key is
 * user, time and a hash), so the id encodes the time in microseconds and the key
 * (server: features/worlds/ask/message-id.ts).
 */
export const MessageIdSchema = text()
  .max(40)
  .regex(/^m[0-9a-z]{1,14}\.-?[0-9a-z]{1,14}$/, 'Not a message id.');

/** A bound of the page's period: a calendar day or an ISO 8601 instant (real dates in the schema itself). */
const AskDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'Dates are ISO 8601: YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ.' });
export const AskPeriodSchema = z
  .object({ from: AskDateSchema.optional(), to: AskDateSchema.optional() })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), { message: '"from" must not be after "to".', path: ['from'] });

export const AskBodySchema = z.object({
  question: text({ error: 'Type a question.' }).trim().min(1, 'Type a question.').max(ASK_QUESTION_MAX, `Keep the question under ${ASK_QUESTION_MAX} characters.`),
  conversationId: z.string().regex(UUID_RE, 'Not a conversation id.').optional(),
  /** The period selected on the world page: narrows the question when it names none. */
  period: AskPeriodSchema.optional(),
});
export type AskBody = z.infer<typeof AskBodySchema>;

export const MessageCitationSchema = z.object({
  kind: z.literal('message'),
  id: z.string(),
  at: z.string(),
  author: z.string(),
  authorId: z.string(),
  text: z.string(),
  chatId: z.string(),
  chatTitle: z.string(),
});
export const PhotoCitationSchema = z.object({
  kind: z.literal('photo'),
  id: z.string(),
  at: z.string().nullable(),
  /** Under /api/worlds/photos/:id/thumbnail. */
  thumbnailUrl: z.string(),
  fileName: z.string(),
  placeName: z.string().nullable(),
});
export const PlaceCitationSchema = z.object({
  kind: z.literal('place'),
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export const PersonCitationSchema = z.object({ kind: z.literal('person'), id: z.string(), name: z.string() });
export const ChatCitationSchema = z.object({ kind: z.literal('chat'), id: z.string(), title: z.string(), isGroup: z.boolean() });

export const CitationSchema = z.discriminatedUnion('kind', [
  MessageCitationSchema,
  PhotoCitationSchema,
  PlaceCitationSchema,
  PersonCitationSchema,
  ChatCitationSchema,
]);
export type Citation = z.infer<typeof CitationSchema>;
export type MessageCitation = z.infer<typeof MessageCitationSchema>;

export const AskEngineSchema = z.enum(['offline', 'openai', 'anthropic']);

export const AskAnswerSchema = z.object({
  answer: z.string(),
  citations: z.array(CitationSchema),
  conversationId: z.string(),
  /** Which engine wrote the answer. */
  engine: AskEngineSchema,
  /** The model, when a provider answered. */
  model: z.string().nullable(),
  /** False when the data cannot answer the question (the answer says so and `suggestions` lists what can be asked). */
  answered: z.boolean(),
  /** Questions this world can answer (built from the user's own data). */
  suggestions: z.array(z.string()),
  /** What the figures are computed from, when not everything ("Counted from your newest 1,000 data points."). */
  coverage: z.string().nullable(),
});
export type AskAnswer = z.infer<typeof AskAnswerSchema>;

export const AskTurnSchema = z.object({
  question: z.string(),
  answer: z.string(),
  citations: z.array(CitationSchema),
  engine: AskEngineSchema,
  model: z.string().nullable(),
  answered: z.boolean(),
  at: z.string(),
});
export type AskTurn = z.infer<typeof AskTurnSchema>;

export const AskConversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  turns: z.array(AskTurnSchema),
});
export type AskConversation = z.infer<typeof AskConversationSchema>;

export const AskConversationsSchema = z.object({ conversations: z.array(AskConversationSchema) });
export const AskConversationParamsSchema = z.object({ id: z.string().regex(UUID_RE, 'Not a conversation id.') });

export const AskExamplesSchema = z.object({ examples: z.array(z.string()) });

export const MessageViewSchema = z.object({
  id: z.string(),
  at: z.string(),
  author: z.string(),
  authorId: z.string(),
  /** True when the owner wrote it. */
  mine: z.boolean(),
  text: z.string(),
  media: z.string().nullable(),
  chatId: z.string(),
  chatTitle: z.string(),
});
export type MessageView = z.infer<typeof MessageViewSchema>;

export const MessageParamsSchema = z.object({ id: MessageIdSchema });
export const MessageContextQuerySchema = z.object({
  context: z.coerce.number({ error: `context is a number from 0 to ${MESSAGE_CONTEXT_MAX}.` }).int().min(0).max(MESSAGE_CONTEXT_MAX).default(5),
});
export const MessageInContextSchema = z.object({
  message: MessageViewSchema,
  before: z.array(MessageViewSchema),
  after: z.array(MessageViewSchema),
});
export type MessageInContext = z.infer<typeof MessageInContextSchema>;
