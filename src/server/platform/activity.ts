/**
 * The activity log every feature records into (/beta/activity), as features see it: the
 * activity feature implements it (features/activity/activity-log.ts) and app.ts hands it
 * to the features that record entries (ADR 050). Failures are logged by the caller's
 * request and never break the action being recorded.
 */
import type { activityEntries } from '../db/schema';

export type ActivityType = 'voice' | 'ai_response' | 'decision' | 'file' | 'text' | 'system' | 'document' | 'presentation';

export interface ActivityInput {
  userId: string;
  type: ActivityType;
  message: string;
  sharedWorkspaceId?: string | null;
  /** e.g. { duration: seconds } for voice, { model } for ai_response, { fileSize: bytes } for file. */
  metadata?: Record<string, unknown>;
  /** Seeded demo data ("Seed Demo Data"), shown marked and removable in one click. */
  demo?: boolean;
}

export interface ActivityLog {
  /** Stores the entry and publishes it live to its author and its workspace's members; answers the stored row. */
  record(input: ActivityInput): Promise<typeof activityEntries.$inferSelect>;
}
