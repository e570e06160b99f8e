/**
 * Business OS sessions: one row per saved working session, owned by one user. Every
 * query filters by the caller's id, so another user's session is simply "not found".
 * Writes carry the revision they were based on; a write against a newer stored
 * revision is refused (409) so a stale tab cannot silently overwrite newer work.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  defaultSessionState,
  SESSION_MESSAGES,
  SessionStateSchema,
  type RecordSessionEventBody,
  type Session,
  type SessionState,
  type SessionSummary,
} from '../../../contract/business-os';
import type { Db } from '../../db/client';
import { businessSessions } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { createActivityLog, type ActivityLog } from '../../platform/activity';

const DEFAULT_TITLE = 'Untitled session';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIST_LIMIT = 100;

type Row = typeof businessSessions.$inferSelect;

function summary(row: Pick<Row, 'id' | 'title' | 'revision' | 'createdAt' | 'updatedAt'>): SessionSummary {
  return {
    id: row.id,
    title: row.title,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Stored documents were validated on write; fields added to the document since are
 * filled from the defaults so an old session still opens.
 */
export function restoreState(stored: unknown): SessionState {
  const base = defaultSessionState();
  const merged = { ...base, ...(stored && typeof stored === 'object' ? stored : {}) };
  const parsed = SessionStateSchema.safeParse(merged);
  return parsed.success ? parsed.data : base;
}

function toSession(row: Row): Session {
  return { ...summary(row), state: restoreState(row.state) };
}

export function createBusinessOsService(db: Db, activity: ActivityLog = createActivityLog({ db })) {
  const owned = (userId: string, id: string) => and(eq(businessSessions.id, id), eq(businessSessions.userId, userId));

  async function find(userId: string, id: string): Promise<Row> {
    if (!UUID_RE.test(id)) throw new NotFoundError(SESSION_MESSAGES.notFound);
    const [row] = await db.select().from(businessSessions).where(owned(userId, id)).limit(1);
    if (!row) throw new NotFoundError(SESSION_MESSAGES.notFound);
    return row;
  }

  return {
    /** The caller's sessions, most recently changed first. */
    async list(userId: string): Promise<SessionSummary[]> {
      const rows = await db
        .select({
          id: businessSessions.id,
          title: businessSessions.title,
          revision: businessSessions.revision,
          createdAt: businessSessions.createdAt,
          updatedAt: businessSessions.updatedAt,
        })
        .from(businessSessions)
        .where(eq(businessSessions.userId, userId))
        .orderBy(desc(businessSessions.updatedAt), desc(businessSessions.createdAt))
        .limit(LIST_LIMIT);
      return rows.map(summary);
    },

    async create(userId: string, input: { title?: string; state?: SessionState }): Promise<Session> {
      const [row] = await db
        .insert(businessSessions)
        .values({ userId, title: input.title ?? DEFAULT_TITLE, state: input.state ?? defaultSessionState(), revision: 0 })
        .returning();
      return toSession(row!);
    },

    async get(userId: string, id: string): Promise<Session> {
      return toSession(await find(userId, id));
    },

    /**
     * Saves the whole document if the stored revision is still `revision`; the new
     * revision is `revision + 1`. Otherwise 404 (not the caller's) or 409 (stale).
     */
    async update(userId: string, id: string, input: { revision: number; title?: string; state: SessionState }): Promise<Session> {
      if (!UUID_RE.test(id)) throw new NotFoundError(SESSION_MESSAGES.notFound);
      const [row] = await db
        .update(businessSessions)
        .set({
          state: input.state,
          ...(input.title !== undefined ? { title: input.title } : {}),
          revision: sql`${businessSessions.revision} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(owned(userId, id), eq(businessSessions.revision, input.revision)))
        .returning();
      if (row) return toSession(row);
      await find(userId, id);
      throw new ConflictError(SESSION_MESSAGES.stale, 'stale_revision');
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!UUID_RE.test(id)) throw new NotFoundError(SESSION_MESSAGES.notFound);
      const deleted = await db.delete(businessSessions).where(owned(userId, id)).returning({ id: businessSessions.id });
      if (deleted.length === 0) throw new NotFoundError(SESSION_MESSAGES.notFound);
    },

    /** An activity entry (voice input, upload, typed question) for the activity dashboard. */
    async recordEvent(userId: string, id: string, event: RecordSessionEventBody): Promise<void> {
      const row = await find(userId, id);
      await activity.record({
        userId,
        type: event.type,
        message: event.message,
        metadata: { ...event.metadata, source: 'business-os', sessionId: row.id, sessionTitle: row.title },
      });
    },
  };
}
export type BusinessOsService = ReturnType<typeof createBusinessOsService>;
