import { and, desc, eq } from 'drizzle-orm';
import type { FeedbackBodySchema, FeedbackItem, FeedbackKind } from '../../../contract/beta';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { betaFeedback } from '../../db/schema';
import type { SessionUser } from '../../platform/auth';

type FeedbackBody = z.output<typeof FeedbackBodySchema>;
type Row = typeof betaFeedback.$inferSelect;

const toItem = (row: Row): FeedbackItem => ({
  id: row.id,
  area: row.area,
  kind: row.kind as FeedbackKind,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** Feedback from the /beta hub: stored for the team; a signed-in person can read back their own. */
export function createBetaService(db: Db) {
  return {
    async send(user: SessionUser | null, body: FeedbackBody): Promise<FeedbackItem> {
      const email = user?.email ?? (body.email ? body.email.toLowerCase() : null);
      const [row] = await db
        .insert(betaFeedback)
        .values({ userId: user?.id ?? null, area: body.area, kind: body.kind, message: body.message, email })
        .returning();
      return toItem(row!);
    },

    async mine(userId: string, limit = 20): Promise<FeedbackItem[]> {
      const rows = await db.select().from(betaFeedback).where(eq(betaFeedback.userId, userId)).orderBy(desc(betaFeedback.createdAt)).limit(limit);
      return rows.map(toItem);
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(betaFeedback)
        .where(and(eq(betaFeedback.id, id), eq(betaFeedback.userId, userId)))
        .returning({ id: betaFeedback.id });
      return rows.length > 0;
    },
  };
}
export type BetaService = ReturnType<typeof createBetaService>;
