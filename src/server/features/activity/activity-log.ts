/**
 * The activity log (platform/activity.ts's ActivityLog): activity entries feed the
 * activity dashboard (/beta/activity). Any feature records one through the activity log
 * that app.ts gives it; failures are logged by the caller's request and never break the
 * action being recorded.
 *
 * Each entry recorded is also published live to its user (`{ type: 'activity' }` on
 * the live hub), on every instance. The stream carries a shortened copy when the entry
 * is long (the pub/sub payload limit); publishing failures are logged, never thrown:
 * the entry is stored either way.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { ActivityEntry } from '../../../contract/events';
import type { Db } from '../../db/client';
import { activityEntries, sharedWorkspaceMembers } from '../../db/schema';
import type { ActivityInput, ActivityLog } from '../../platform/activity';
import type { LiveHub } from '../../platform/live';

/** Longest message, and metadata JSON, sent on the live stream: with the rest, well under pub/sub's 7,900 bytes. */
const LIVE_MESSAGE_CHARS = 800;
const LIVE_METADATA_BYTES = 1500;

type Row = Omit<typeof activityEntries.$inferSelect, 'demo'> & { demo?: boolean };

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
    ...(row.demo ? { demo: true } : {}),
  };
}

/**
 * Who sees an entry live: its author, and every other member of its shared workspace.
 * Publishing failures are logged, never thrown.
 */
export async function publishEntry(
  deps: { db: Db; live?: LiveHub; log?: { warn(obj: object, msg: string): void } },
  row: Row,
): Promise<void> {
  const { db, live, log } = deps;
  if (!live) return;
  try {
    const event = { type: 'activity' as const, entry: liveEntry(row) };
    const others = row.sharedWorkspaceId
      ? await db
          .select({ userId: sharedWorkspaceMembers.userId })
          .from(sharedWorkspaceMembers)
          .where(and(eq(sharedWorkspaceMembers.workspaceId, row.sharedWorkspaceId), ne(sharedWorkspaceMembers.userId, row.userId)))
      : [];
    await Promise.all([row.userId, ...others.map((o) => o.userId)].map((id) => live.publishToUser(id, event)));
  } catch (err) {
    log?.warn({ err }, 'could not publish an activity entry live');
  }
}

export function createActivityLog(deps: { db: Db; live?: LiveHub; log?: { warn(obj: object, msg: string): void } }): ActivityLog {
  const { db } = deps;
  return {
    /** Stores the entry and publishes it live to its author and its workspace's members; answers the stored row. */
    async record(input: ActivityInput) {
      const [row] = await db
        .insert(activityEntries)
        .values({
          userId: input.userId,
          type: input.type,
          message: input.message.slice(0, 2000),
          sharedWorkspaceId: input.sharedWorkspaceId ?? null,
          metadata: input.metadata ?? {},
          demo: input.demo ?? false,
        })
        .returning();
      if (row) await publishEntry(deps, row);
      return row!;
    },
  };
}
