/**
 * Background jobs a user started (e.g. transcribing an upload): GET /api/jobs/:id shows
 * one to its owner. Live `job` events (contract/events.ts) say when it moved on.
 */
import { z } from 'zod';

export const JobStateSchema = z.enum(['queued', 'retry', 'active', 'completed', 'failed', 'cancelled']);
export type JobState = z.infer<typeof JobStateSchema>;

export const JobParamsSchema = z.object({ id: z.string().max(100) });

export const JobResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: JobStateSchema,
  /** The last step the job reported (e.g. `{ step: 'transcribing' }`), or null. */
  progress: z.unknown(),
  /** Runs started so far (0 while queued). */
  attempts: z.number().int(),
  /** The job's result once completed, else null. */
  result: z.unknown(),
  /** Why the last attempt failed (failed, or waiting to retry), else null. */
  error: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type JobResponse = z.infer<typeof JobResponseSchema>;
