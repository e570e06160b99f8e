/**
 * The AI dashboard overlay's windows (spec §3 floating dashboard window, §4, §9), kept
 * per user as one document: the page writes the whole list after each drag, minimize,
 * close or analysis, and reads it back on the next visit. A first visit gets the one
 * welcome window (spec §4), not yet analysed: the page asks `/api/ai-dashboard/analyze`.
 */
import { eq, sql } from 'drizzle-orm';
import { OverlayStateSchema, WELCOME_WINDOW_PROMPT, WINDOW_HEIGHT, WINDOW_WIDTH, type OverlayState, type OverlayWindow } from '../../../contract/julia';
import type { Db } from '../../db/client';
import { juliaOverlays } from '../../db/schema';

export function welcomeWindow(): OverlayWindow {
  return {
    id: 'welcome',
    title: 'Welcome to your AI dashboard',
    content: '',
    prompt: WELCOME_WINDOW_PROMPT,
    x: 40,
    y: 96,
    width: WINDOW_WIDTH,
    height: WINDOW_HEIGHT,
    isMinimized: false,
    type: 'insights',
    engineLabel: null,
  };
}

export function createOverlayService(db: Db) {
  return {
    async get(userId: string): Promise<OverlayState> {
      const [row] = await db.select().from(juliaOverlays).where(eq(juliaOverlays.userId, userId)).limit(1);
      if (row) {
        // Written by `save` through the schema; read back through it so an old shape never reaches the page.
        const parsed = OverlayStateSchema.safeParse(row.windows);
        if (parsed.success) return parsed.data;
      }
      const state = { windows: [welcomeWindow()] };
      await db.insert(juliaOverlays).values({ userId, windows: state }).onConflictDoNothing();
      return state;
    },

    async save(userId: string, state: OverlayState): Promise<OverlayState> {
      await db
        .insert(juliaOverlays)
        .values({ userId, windows: state })
        .onConflictDoUpdate({ target: juliaOverlays.userId, set: { windows: state, updatedAt: sql`now()` } });
      return state;
    },

    /** Back to the one welcome window. */
    async reset(userId: string): Promise<OverlayState> {
      return this.save(userId, { windows: [welcomeWindow()] });
    },
  };
}
export type OverlayService = ReturnType<typeof createOverlayService>;
