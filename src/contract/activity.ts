/**
 * Activity history of /beta/activity (spec §3 activity entry, §7): the user's own
 * entries and those of the shared workspaces they belong to.
 */
import { z } from 'zod';
import { IdSchema, text } from './common';

export const ACTIVITY_TYPES = ['voice', 'ai_response', 'decision', 'file', 'text', 'system', 'document', 'presentation'] as const;
export const ActivityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof ActivityTypeSchema>;

/** Spec §9: the activity list area is 500 px high. */
export const ACTIVITY_LIST_HEIGHT_PX = 500;
/** Most entries one history request answers. */
export const ACTIVITY_PAGE_MAX = 2000;

export const ActivityHistoryQuerySchema = z.object({
  /** Only this workspace's entries (any member's); the user must belong to it. */
  workspaceId: IdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(1000),
  /** Entries older than this instant (ISO), for the next page. */
  before: z.iso.datetime({ offset: true }).optional(),
});
export type ActivityHistoryQuery = z.input<typeof ActivityHistoryQuerySchema>;

export const ActivityHistoryEntrySchema = z.object({
  id: z.string(),
  type: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** The shared workspace's name, or null for the user's personal history. */
  workspaceName: z.string().nullable(),
  sharedWorkspaceId: z.string().nullable(),
  /** duration (seconds) for voice, model for ai_response, fileSize (bytes) for file. */
  metadata: z.record(z.string(), z.unknown()),
  /** Written by "Seed Demo Data". */
  demo: z.boolean(),
  /** Who recorded it (another member's entries show in a workspace's history). */
  author: z.object({ id: z.string(), name: z.string() }),
});
export type ActivityHistoryEntry = z.infer<typeof ActivityHistoryEntrySchema>;
export const ActivityHistorySchema = z.array(ActivityHistoryEntrySchema);

export const AddActivityBodySchema = z.object({
  type: ActivityTypeSchema,
  message: text().trim().min(1, 'A message is required').max(2000, 'Keep it under 2,000 characters'),
  workspaceId: IdSchema.nullable().optional(),
  metadata: z
    .object({
      duration: z.number().min(0).max(86_400).optional(),
      model: text().max(100).optional(),
      fileSize: z.number().int().min(0).max(10 * 1024 ** 3).optional(),
    })
    .strict()
    .optional(),
});
export type AddActivityBody = z.input<typeof AddActivityBodySchema>;

/** POST /api/user/activity: the new entry's id. */
export const AddActivityResponseSchema = z.object({ id: z.string() });

export const SeedActivityBodySchema = z
  .object({
    /** Seed into this workspace (the user's); otherwise into the user's personal history. */
    workspaceId: IdSchema.nullable().optional(),
  })
  // The spec's client sends no body: Fastify validates an absent body as null (#25).
  .nullish();
export const SeedActivityResponseSchema = z.object({ created: z.number().int() });
export const RemoveDemoResponseSchema = z.object({ removed: z.number().int() });
