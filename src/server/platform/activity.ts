/**
 * Activity entries feed the activity dashboard (/beta/activity). Any feature records
 * one through the activity log that app.ts gives it; failures are logged by the
 * caller's request and never break the action being recorded.
 *
 * Each entry recorded is also published live to its user (`{ type: 'activity' }` on
 * the live hub), on every instance. The stream carries a shortened copy when the entry
 * is long (the pub/sub payload limit); publishing failures are logged, never thrown:
 * the entry is stored either way.
 */
import type { ActivityEntry } from '../../contract/events';
import type { Db } from '../db/client';
import { activityEntries } from '../db/schema';
import type { LiveHub } from './live';

export type ActivityType = 'voice' | 'ai_response' | 'decision' | 'file' | 'text' | 'system' | 'document' | 'presentation';

export interface ActivityInput {
  userId: string;
  type: ActivityType;
  message: string;
  sharedWorkspaceId?: string | null;
  /** e.g. { duration: seconds } for voice, { model } for ai_response, { fileSize: bytes } for file. */
  metadata?: Record<string, unknown>;
}

/** Longest message, and metadata JSON, sent on the live stream: with the rest, well under pub/sub's 7,900 bytes. */
const LIVE_MESSAGE_CHARS = 800;
const LIVE_METADATA_BYTES = 1500;

type Row = typeof activityEntries.$inferSelect;

export function liveEntry(row: Row): ActivityEntry {
  const metadata = Buffer.byteLength(JSON.stringify(row.metadata)) <= LIVE_METADATA_BYTES ? row.metadata : {};
  const truncated = row.message.length > LIVE_MESSAGE_CHARS || metadata !== row.metadata;
  return {
    id: row.id,
    type: row.type,
    message: row.message.slice(0, LIVE_MESSAGE_CHARS),
    sharedWorkspaceId: row.sharedWorkspaceId,
    metadata,
    createdAt: row.createdAt.toISOString(),
    ...(truncated ? { truncated } : {}),
  };
}

export function createActivityLog(deps: { db: Db; live?: LiveHub; log?: { warn(obj: object, msg: string): void } }) {
  const { db, live, log } = deps;
  return {
    async record(input: ActivityInput): Promise<void> {
      const [row] = await db
        .insert(activityEntries)
        .values({
          userId: input.userId,
          type: input.type,
          message: input.message.slice(0, 2000),
          sharedWorkspaceId: input.sharedWorkspaceId ?? null,
          metadata: input.metadata ?? {},
        })
        .returning();
      if (!live || !row) return;
      try {
        await live.publishToUser(row.userId, { type: 'activity', entry: liveEntry(row) });
      } catch (err) {
        log?.warn({ err }, 'could not publish an activity entry live');
      }
    },
  };
}
export type ActivityLog = ReturnType<typeof createActivityLog>;
