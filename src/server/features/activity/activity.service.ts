/**
 * Activity history of /beta/activity: the user's own entries plus those of every
 * shared workspace they belong to (any member's), newest first; or one workspace's.
 * "Seed Demo Data" writes realistic entries of every type, marked `demo`, into the
 * user's own history (or a workspace they choose), which one call removes again. Nothing here invents entries: a new user's history is empty.
 * Also the token statistics of the user's AI calls, read from the AI layer's ledger.
 */
import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { ActivityHistoryEntry, ActivityType } from '../../../contract/activity';
import type { Db } from '../../db/client';
import { activityEntries, sharedWorkspaceMembers, sharedWorkspaces, users } from '../../db/schema';
import { requireSharedWorkspaceRole } from '../../platform/access';
import type { ActivityLog } from '../../platform/activity';
import { publishEntry } from './activity-log';
import { activityStats } from '../../platform/ai';
import type { LiveHub } from '../../platform/live';

export interface ActivityDeps {
  db: Db;
  activity: ActivityLog;
  live?: LiveHub;
  log?: { warn(obj: object, msg: string): void };
  now?: () => number;
}

/** What "Seed Demo Data" writes: one of each type at least, spread over the last days. */
export const DEMO_ENTRIES: { type: ActivityType; message: string; metadata?: Record<string, unknown>; minutesAgo: number }[] = [
  { type: 'voice', message: 'Voice note: weekly priorities for the launch team', metadata: { duration: 47 }, minutesAgo: 6 },
  { type: 'ai_response', message: 'Summarised the Q3 pipeline: 12 qualified leads, 3 in late-stage negotiation.', metadata: { model: 'gpt-4o-mini' }, minutesAgo: 9 },
  { type: 'decision', message: 'Decided to move the pricing page experiment to next sprint', minutesAgo: 35 },
  { type: 'file', message: 'Uploaded investor-update-october.pdf', metadata: { fileSize: 248_320 }, minutesAgo: 58 },
  { type: 'text', message: 'Asked: what is our runway at the current burn?', minutesAgo: 71 },
  { type: 'system', message: 'Workspace budget reset for the new month', minutesAgo: 140 },
  { type: 'document', message: 'Drafted the onboarding checklist for new hires', minutesAgo: 205 },
  { type: 'presentation', message: 'Board deck v3: 14 slides, metrics section updated', minutesAgo: 330 },
  { type: 'voice', message: 'Voice memo: customer call recap with Northwind', metadata: { duration: 184 }, minutesAgo: 520 },
  { type: 'ai_response', message: 'Drafted a reply to the churned-customer survey with three follow-up questions.', metadata: { model: 'claude-haiku-4-5' }, minutesAgo: 760 },
  { type: 'file', message: 'Uploaded churn-analysis.csv', metadata: { fileSize: 18_944 }, minutesAgo: 1_050 },
  { type: 'decision', message: 'Approved hiring a second support engineer', minutesAgo: 1_480 },
  { type: 'text', message: 'Noted: renewals are due for 4 enterprise accounts in December', minutesAgo: 2_100 },
  { type: 'document', message: 'Updated the security questionnaire answers', minutesAgo: 2_900 },
  { type: 'ai_response', message: 'Estimated CAC payback at 7.5 months from the figures in the board deck.', metadata: { model: 'gpt-4o' }, minutesAgo: 3_600 },
  { type: 'presentation', message: 'Sales kickoff slides shared with the team', minutesAgo: 4_300 },
];

export function createActivityService(deps: ActivityDeps) {
  const { db, activity } = deps;
  const now = deps.now ?? Date.now;

  async function myWorkspaceIds(userId: string): Promise<string[]> {
    const rows = await db
      .select({ id: sharedWorkspaceMembers.workspaceId })
      .from(sharedWorkspaceMembers)
      .where(eq(sharedWorkspaceMembers.userId, userId));
    return rows.map((r) => r.id);
  }

  return {
    async history(userId: string, q: { workspaceId?: string; limit: number; before?: string }): Promise<ActivityHistoryEntry[]> {
      let scope;
      if (q.workspaceId) {
        await requireSharedWorkspaceRole(db, q.workspaceId, userId);
        scope = eq(activityEntries.sharedWorkspaceId, q.workspaceId);
      } else {
        const ids = await myWorkspaceIds(userId);
        scope = ids.length ? or(eq(activityEntries.userId, userId), inArray(activityEntries.sharedWorkspaceId, ids)) : eq(activityEntries.userId, userId);
      }
      const rows = await db
        .select({ e: activityEntries, wsName: sharedWorkspaces.name, name: users.name, username: users.username, email: users.email })
        .from(activityEntries)
        .leftJoin(sharedWorkspaces, eq(sharedWorkspaces.id, activityEntries.sharedWorkspaceId))
        .innerJoin(users, eq(users.id, activityEntries.userId))
        .where(q.before ? and(scope, lt(activityEntries.createdAt, new Date(q.before))) : scope)
        .orderBy(desc(activityEntries.createdAt), desc(activityEntries.id))
        .limit(q.limit);
      return rows.map(({ e, wsName, name, username, email }) => ({
        id: e.id,
        type: e.type,
        message: e.message,
        createdAt: e.createdAt.toISOString(),
        workspaceName: wsName ?? null,
        sharedWorkspaceId: e.sharedWorkspaceId,
        metadata: e.metadata,
        demo: e.demo,
        author: { id: e.userId, name: name || username || email.split('@')[0]! },
      }));
    },

    /** Records an entry; into a workspace only for its members. */
    async add(
      userId: string,
      body: { type: ActivityType; message: string; workspaceId?: string | null; metadata?: Record<string, unknown> },
    ) {
      if (body.workspaceId) await requireSharedWorkspaceRole(db, body.workspaceId, userId);
      const row = await activity.record({
        userId,
        type: body.type,
        message: body.message,
        sharedWorkspaceId: body.workspaceId ?? null,
        metadata: body.metadata ?? {},
      });
      return row;
    },

    /**
     * Writes the demo entries, marked `demo`, into the user's own history; into one of
     * their workspaces only when they ask for it (its members then see them, marked
     * "Demo"). One insert; live subscribers get a single hint, since the page re-reads.
     */
    async seed(userId: string, workspaceId?: string | null): Promise<{ created: number }> {
      if (workspaceId) await requireSharedWorkspaceRole(db, workspaceId, userId);
      const t = now();
      const rows = await db
        .insert(activityEntries)
        .values(
          DEMO_ENTRIES.map((d) => ({
            userId,
            type: d.type,
            message: d.message,
            metadata: d.metadata ?? {},
            sharedWorkspaceId: workspaceId ?? null,
            demo: true,
            createdAt: new Date(t - d.minutesAgo * 60_000),
          })),
        )
        .returning();
      const newest = rows.reduce((a, b) => (a.createdAt > b.createdAt ? a : b));
      await publishEntry({ db, live: deps.live, log: deps.log }, newest);
      return { created: rows.length };
    },

    /** Removes every demo entry the user seeded (and nothing else). */
    async removeDemo(userId: string): Promise<{ removed: number }> {
      const gone = await db
        .delete(activityEntries)
        .where(and(eq(activityEntries.userId, userId), eq(activityEntries.demo, true)))
        .returning({ id: activityEntries.id });
      return { removed: gone.length };
    },

    /** Token statistics of the user's AI calls: the last turn and the running totals (GET /api/user/activity-stats). */
    stats: (userId: string) => activityStats(db, userId),
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;
