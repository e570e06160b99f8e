/**
 * Business OS sessions: one row per saved working session, owned by one user. Every
 * query filters by the caller's id, so another user's session is simply "not found".
 * Writes carry the revision they were based on; a write against a newer stored
 * revision is refused (409) so a stale tab cannot silently overwrite newer work.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  defaultSessionState,
  insightsFingerprint,
  SESSION_MESSAGES,
  type RecordSessionEventBody,
  type Session,
  type SessionInsights,
  type SessionRecovery,
  type SessionState,
  type SessionSummary,
} from '../../../contract/business-os';
import type { Db } from '../../db/client';
import { businessSessionBackups, businessSessions } from '../../db/schema';
import { AppError, ConflictError, NotFoundError } from '../../errors';
import type { ActivityLog } from '../../platform/activity';
import { nlpThread } from '../../platform/nlp-thread';
import { restoreState, type RestoredState } from './session-recovery';
import { UUID_RE } from '../../../contract/common';

export { restoreState } from './session-recovery';

const DEFAULT_TITLE = 'Untitled session';
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

function recoveryOf(restored: RestoredState): SessionRecovery | null {
  if (restored.status === 'ok') return null;
  const message =
    restored.status === 'unreadable' ? SESSION_MESSAGES.readOnly : restored.status === 'salvaged' ? SESSION_MESSAGES.salvaged : SESSION_MESSAGES.migrated;
  return { status: restored.status, dropped: restored.dropped, message };
}

/**
 * Stored documents were validated on write, but the schema grows stricter over time: an
 * old document is read as far as it can be (see session-recovery.ts), never replaced by
 * an empty one. Reading never writes: the row keeps its original until a save.
 */
function toSession(row: Row, restored: RestoredState = restoreState(row.state)): Session {
  return { ...summary(row), state: restored.state, readOnly: restored.status === 'unreadable', recovery: recoveryOf(restored) };
}

/** 423: saving over a document this version could not read would lose the original. */
export class SessionReadOnlyError extends AppError {
  constructor() {
    super(423, 'session_read_only', SESSION_MESSAGES.readOnly);
  }
}

export function createBusinessOsService(db: Db, activity: ActivityLog) {
  // Insights depend only on a session's messages and files: read once per change of them.
  const insightsCache = new LRUCache<string, SessionInsights>({ max: 500 });
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
     * Over a stored document this version cannot read: 423, the original stays. Over
     * one it read only by bringing an older shape forward: the raw original is backed
     * up first (once: after this save the row holds a document of this version).
     */
    async update(userId: string, id: string, input: { revision: number; title?: string; state: SessionState }): Promise<Session> {
      const current = await find(userId, id);
      if (current.revision !== input.revision) throw new ConflictError(SESSION_MESSAGES.stale, 'stale_revision');
      const restored = restoreState(current.state);
      if (restored.status === 'unreadable') throw new SessionReadOnlyError();
      if (restored.status !== 'ok') {
        await db.insert(businessSessionBackups).values({
          sessionId: current.id,
          userId,
          state: current.state,
          revision: current.revision,
          reason: restored.dropped.length ? `${restored.status}: left out ${restored.dropped.join('; ')}` : restored.status,
        });
      }
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

    /**
     * What the saved session is about (topics, people, companies, metrics, decisions),
     * each with where it was said: for the mind map and the Current Summary block.
     */
    async insights(userId: string, id: string): Promise<SessionInsights> {
      const { state } = restoreState((await find(userId, id)).state);
      const key = `${id}:${insightsFingerprint(state)}`;
      const cached = insightsCache.get(key);
      if (cached) return cached;
      // In the NLP worker thread, where compromise is loaded (src/server/nlp-worker.ts, ADR 025).
      const result = await nlpThread.call<SessionInsights>('sessionInsights', { messages: state.messages, files: state.files });
      insightsCache.set(key, result);
      return result;
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
