/**
 * Activity entries feed the activity dashboard (/beta/activity). Any feature records
 * one with `recordActivity`; failures are logged by the caller's request and never
 * break the action being recorded.
 */
import type { Db } from '../db/client';
import { activityEntries } from '../db/schema';

export type ActivityType = 'voice' | 'ai_response' | 'decision' | 'file' | 'text' | 'system' | 'document' | 'presentation';

export interface ActivityInput {
  userId: string;
  type: ActivityType;
  message: string;
  sharedWorkspaceId?: string | null;
  /** e.g. { duration: seconds } for voice, { model } for ai_response, { fileSize: bytes } for file. */
  metadata?: Record<string, unknown>;
}

export async function recordActivity(db: Db, input: ActivityInput): Promise<void> {
  await db.insert(activityEntries).values({
    userId: input.userId,
    type: input.type,
    message: input.message.slice(0, 2000),
    sharedWorkspaceId: input.sharedWorkspaceId ?? null,
    metadata: input.metadata ?? {},
  });
}
