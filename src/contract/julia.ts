/**
 * Julia, the founder assistant (spec §2 /julia.ai and /julia.ai/onboarding, §3, §4, §5,
 * §7, §8, §9; issue #15 part A): the files workspace ("i2sf"), the AI dashboard
 * overlay's windows, and the deck coach. The spec's field names are kept exactly
 * (`{id, message, createdAt}`, `{id, fileName, fileType, uploadedAt}`, the floating
 * window's fields, the deck section's and stakeholder's); the rest is ours (ADR 032).
 */
import { z } from 'zod';
import { EmailSchema, IdSchema, text } from './common';

export const FILES_WORKSPACE_PATH = '/api/workspaces/i2sf';
export const JULIA_PATH = '/api/julia';

/* ---------- messages the screens show (spec §4, §8) ---------- */

export const JULIA_MESSAGES = {
  waitlistSubscribed: 'Successfully subscribed to Julia AI early access!',
  waitlistFailed: 'Failed to subscribe. Please try again.',
  waitlistNetwork: 'Network error. Please try again.',
  workspaceCreated: 'Workspace created successfully! Check your email for collaboration links.',
  workspaceFailed: 'Failed to create workspace. Please try again.',
  analysisFailed: 'Failed to load analysis. Please try again.',
  audioFailed: 'Failed to generate audio. Please try again.',
  audioException: 'Audio generation failed. Please try again.',
  analyzing: 'Analyzing...',
  generating: 'Generating Voice...',
  generated: 'Voice Generated ✓',
  comingSoon: 'Coming Q1 2025',
} as const;

/* ---------- pagination: every list takes ?limit=&offset= and answers an array ---------- */

export const PageQuerySchema = z.object({
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(200, 'limit must be at most 200').default(50),
  offset: z.coerce.number().int('offset must be a whole number').min(0, 'offset must be 0 or more').max(1_000_000).default(0),
});
export type PageQuery = z.input<typeof PageQuerySchema>;
/** The whole count of a paginated list, in a response header. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/* ---------- files workspace (§3, §5, §7) ---------- */

export const FilesWorkspaceSchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** 'owner', or 'member' through the linked shared workspace. */
  role: z.enum(['owner', 'member']),
  isDefault: z.boolean(),
  /** The shared workspace the collaborators were invited to, if any. */
  sharedWorkspaceId: IdSchema.nullable(),
  createdAt: z.string(),
});
export type FilesWorkspace = z.infer<typeof FilesWorkspaceSchema>;

/**
 * `POST /api/workspaces/i2sf`: no body (the spec's call) returns the user's default
 * workspace, created on the first call and the same one afterwards. A body with `name`
 * creates a new one; with `sharedWorkspaceId` (a shared workspace the user owns or
 * administers) it is linked to it so the members can use it.
 */
export const CreateFilesWorkspaceFieldsSchema = z
  .object({
    name: text().trim().min(1, 'Workspace name is required').max(100, 'Keep the name under 100 characters').optional(),
    sharedWorkspaceId: IdSchema.optional(),
  })
  .strict();
export const CreateFilesWorkspaceBodySchema = z.preprocess(
  // No body at all (the spec's call) reads as {}.
  (b) => b ?? {},
  CreateFilesWorkspaceFieldsSchema,
);
/** The body when there is one (the schema's own input is `unknown`, as it also takes none). */
export type CreateFilesWorkspaceBody = z.input<typeof CreateFilesWorkspaceFieldsSchema>;

export const FilesWorkspaceListSchema = z.array(FilesWorkspaceSchema);

export const FilesWorkspaceParamsSchema = z.object({ id: text().max(100) });
/** One file of a files workspace (`/api/workspaces/:id/files/:fileId`). */
export const WorkspaceFileParamsSchema = z.object({ id: z.string().max(100), fileId: z.string().max(100) });

export const ConversationMessageSchema = z.object({
  id: IdSchema,
  message: z.string(),
  createdAt: z.string(),
  role: z.enum(['user', 'assistant']),
  /** The author's display name; null for AI replies or a deleted account. */
  author: z.string().nullable(),
  /** Who wrote an AI reply; null for people's messages. */
  engineLabel: z.string().nullable(),
});
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;
export const ConversationListSchema = z.array(ConversationMessageSchema);

export const MAX_MESSAGE_CHARS = 4000;
export const PostMessageBodySchema = z.object({
  message: text({ error: 'Message is required' }).trim().min(1, 'Message is required').max(MAX_MESSAGE_CHARS, `Keep the message under ${MAX_MESSAGE_CHARS} characters`),
});
export type PostMessageBody = z.input<typeof PostMessageBodySchema>;
export const PostMessageResponseSchema = z.object({ message: ConversationMessageSchema, reply: ConversationMessageSchema });
export type PostMessageResponse = z.infer<typeof PostMessageResponseSchema>;

/** Spec §5: the accepted file types, by name (and, on the server, by content). */
export { ACCEPTED_FILE_EXTENSIONS, ACCEPTED_FILE_TYPES } from './business-os-defaults';
export const MAX_WORKSPACE_FILE_BYTES = 1024 * 1024;
/** Spec §5: a file's preview is its first 300 characters; 500 are sent to the AI. */
export const FILE_PREVIEW_CHARS = 300;
export const FILE_AI_CHARS = 500;
export const FILE_FIELD = 'file';

/** How Julia read a .csv, .json or .md file as a table of figures (issue #30): rows and recognised columns, or why not. */
export const FileTableSchema = z.object({
  rows: z.number().int(),
  /** The recognised columns' headers as written ("Month", "MRR", "Net burn"). */
  columns: z.array(z.string()),
  /** Why the file could not be read as a table, in one sentence; null when it was. The file is stored either way. */
  problem: z.string().nullable(),
});
export type FileTable = z.infer<typeof FileTableSchema>;

export const WorkspaceFileSchema = z.object({
  id: IdSchema,
  fileName: z.string(),
  fileType: z.string(),
  uploadedAt: z.string(),
  size: z.number().int(),
  preview: z.string(),
  /** Only in the upload's answer, for a .csv, .json or .md file. */
  table: FileTableSchema.optional(),
});
export type WorkspaceFile = z.infer<typeof WorkspaceFileSchema>;
export const WorkspaceFileListSchema = z.array(WorkspaceFileSchema);

/* ---------- AI dashboard overlay (§3 floating dashboard window, §4, §9) ---------- */

export const WINDOW_WIDTH = 400;
export const WINDOW_HEIGHT = 300;
export const MINIMIZED_HEIGHT = 40;
export const MAX_OVERLAY_WINDOWS = 12;
export const WINDOW_TYPES = ['chat', 'analysis', 'metrics', 'insights'] as const;

export const OverlayWindowSchema = z.object({
  id: text().trim().min(1).max(64),
  title: text().trim().min(1, 'A window needs a title').max(120, 'Keep the title under 120 characters'),
  /** What the window shows: the analysis, or the failure text. */
  content: text().max(8000, 'The window content is too long'),
  /** What the window asks the analyst. */
  prompt: text().max(2000, 'Keep the prompt under 2,000 characters'),
  x: z.number().int().min(-2000).max(10000),
  y: z.number().int().min(-2000).max(10000),
  width: z.literal(WINDOW_WIDTH),
  height: z.literal(WINDOW_HEIGHT),
  isMinimized: z.boolean(),
  type: z.enum(WINDOW_TYPES),
  /** Who wrote the analysis; null before one came back. */
  engineLabel: text().max(120).nullable(),
});
export type OverlayWindow = z.infer<typeof OverlayWindowSchema>;

export const OverlayStateSchema = z.object({
  windows: z.array(OverlayWindowSchema).max(MAX_OVERLAY_WINDOWS, `At most ${MAX_OVERLAY_WINDOWS} windows`),
});
export type OverlayState = z.infer<typeof OverlayStateSchema>;

export const WELCOME_WINDOW_PROMPT =
  'Welcome a founder to the Julia AI dashboard: what this dashboard can analyse (fundraising, metrics, investor outreach) and one first step.';

/* ---------- deck coach (§2, §3, §5, §9) ---------- */

export const SECTION_STATUSES = ['complete', 'in-progress', 'needs-work'] as const;
export const SectionStatusSchema = z.enum(SECTION_STATUSES);
export type SectionStatus = z.infer<typeof SectionStatusSchema>;
export const STAKEHOLDER_STATUSES = ['aligned', 'reviewing', 'pending', 'feedback-given'] as const;
export const StakeholderStatusSchema = z.enum(STAKEHOLDER_STATUSES);
export type StakeholderStatus = z.infer<typeof StakeholderStatusSchema>;

export const DeckSectionSchema = z.object({
  id: IdSchema,
  name: z.string(),
  score: z.number().int().min(0).max(10),
  status: SectionStatusSchema,
  feedback: z.string(),
  excerpt: z.string(),
});
export type DeckSection = z.infer<typeof DeckSectionSchema>;

export const DeckSchema = z.object({
  title: z.string(),
  source: z.enum(['sample', 'pdf', 'text']),
  fileName: z.string().nullable(),
  pages: z.number().int().nullable(),
  /** 0–10: the rounded mean of the sections' scores (spec §9: the sample deck's is 7). */
  score: z.number().int().min(0).max(10),
  sections: z.array(DeckSectionSchema),
  review: z.string().nullable(),
  reviewEngine: z.string().nullable(),
  characters: z.number().int(),
  updatedAt: z.string(),
});
export type Deck = z.infer<typeof DeckSchema>;

export const StakeholderSchema = z.object({
  id: IdSchema,
  name: z.string(),
  role: z.string(),
  email: z.string().nullable(),
  status: StakeholderStatusSchema,
  lastInput: z.string(),
  createdAt: z.string(),
});
export type Stakeholder = z.infer<typeof StakeholderSchema>;

export const CoachMessageSchema = z.object({
  id: IdSchema,
  role: z.enum(['user', 'assistant']),
  message: z.string(),
  engineLabel: z.string().nullable(),
  createdAt: z.string(),
});
export type CoachMessage = z.infer<typeof CoachMessageSchema>;

export const MAX_DECK_PDF_BYTES = 15 * 1024 * 1024;
export const MAX_DECK_TEXT_CHARS = 60_000;
export const DECK_FIELD = 'file';

export const DeckTextBodySchema = z.object({
  title: text().trim().max(120, 'Keep the title under 120 characters').optional(),
  text: text({ error: 'Paste the text of your deck' })
    .trim()
    .min(40, 'Paste the text of your deck (at least 40 characters)')
    .max(MAX_DECK_TEXT_CHARS, `Keep the deck under ${MAX_DECK_TEXT_CHARS.toLocaleString('en-US')} characters`),
});
export type DeckTextBody = z.input<typeof DeckTextBodySchema>;

export const StakeholderBodySchema = z.object({
  name: text({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Keep the name under 120 characters'),
  role: text().trim().max(120, 'Keep the role under 120 characters').default(''),
  email: z.union([z.literal(''), EmailSchema]).optional().transform((s) => s || null),
  status: StakeholderStatusSchema.default('pending'),
  lastInput: text().trim().max(1000, 'Keep the note under 1,000 characters').default(''),
});
export type StakeholderBody = z.input<typeof StakeholderBodySchema>;
export const StakeholderPatchSchema = z
  .object({
    name: text().trim().min(1, 'Name is required').max(120),
    role: text().trim().max(120),
    status: StakeholderStatusSchema,
    lastInput: text().trim().max(1000, 'Keep the note under 1,000 characters'),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change');
export type StakeholderPatch = z.input<typeof StakeholderPatchSchema>;
export const IdParamsSchema = z.object({ id: IdSchema });

/**
 * Spec §5 shareholder email rows: blank rows are not used. The server checks the
 * addresses it is asked to write to (the rows themselves are not checked as typed).
 */
export const ShareDeckBodySchema = z.object({
  emails: z
    .array(
      z.preprocess(
        (s) => (typeof s === 'string' ? s.trim() : s),
        z.union([z.literal(''), EmailSchema], { error: 'Invalid email address' }),
      ),
    )
    .max(50, 'At most 50 shareholders at once')
    .transform((list) => [...new Set(list.filter((s) => s !== ''))])
    .refine((list) => list.length > 0, 'Add at least one shareholder email'),
  note: text().trim().max(1000, 'Keep the note under 1,000 characters').optional().default(''),
});
export type ShareDeckBody = z.input<typeof ShareDeckBodySchema>;
export const ShareDeckResponseSchema = z.object({
  shared: z.array(z.object({ email: z.string(), emailed: z.boolean() })),
  emailEnabled: z.boolean(),
  stakeholders: z.array(StakeholderSchema),
});
export type ShareDeckResponse = z.infer<typeof ShareDeckResponseSchema>;

export const CoachChatBodySchema = PostMessageBodySchema;
export const CoachChatResponseSchema = z.object({ message: CoachMessageSchema, reply: CoachMessageSchema });
export type CoachChatResponse = z.infer<typeof CoachChatResponseSchema>;

export const CoachStateSchema = z.object({
  deck: DeckSchema,
  stakeholders: z.array(StakeholderSchema),
  messages: z.array(CoachMessageSchema),
});
export type CoachState = z.infer<typeof CoachStateSchema>;

/** Thresholds of a section's status by score (out of 10). */
export function sectionStatus(score: number): SectionStatus {
  return score >= 8 ? 'complete' : score >= 5 ? 'in-progress' : 'needs-work';
}
