/**
 * The mood of messages (the `sentiment` package's comparative score), scored once per
 * message the first time a social page needs it: the text never changes.
 */
import type Sentiment from 'sentiment';
import { sql } from 'drizzle-orm';
import { loadOnce } from '../../platform/load-once';
import { KIND, shown, type Scope } from './world-filters';
import type { Query } from './sql';

/** Messages scored and written back per statement. */
const SENTIMENT_BATCH = 5_000;

const loadSentiment = loadOnce(async () => new (await import('sentiment')).default() as Sentiment);

export function createMoodScoring(query: Query) {
  /** The mood scoring running per user (see ensureSentiment). */
  const scoring = new Map<string, Promise<void>>();

  async function scoreSentiment(s: Scope): Promise<void> {
    const rows = await query<{ at: string; key: string; text: string }>(
      sql`select x.at::text as at, x.key::text as key, x.text from world_messages x where ${shown(s, 'x', KIND.message)} and x.sentiment is null`,
    );
    if (!rows.length) return;
    const analyzer = await loadSentiment();
    for (let i = 0; i < rows.length; i += SENTIMENT_BATCH) {
      const part = rows.slice(i, i + SENTIMENT_BATCH);
      const [at, key, score] = [part.map((r) => r.at), part.map((r) => r.key), part.map((r) => analyzer.analyze(r.text).comparative || 0)];
      await query(
        sql`update world_messages m set sentiment = v.s from unnest(${sql.param(at)}::timestamptz[], ${sql.param(key)}::bigint[], ${sql.param(score)}::real[]) as v(a, k, s)
         where m.user_id = ${s.userId} and m.at = v.a and m.key = v.k`,
      );
    }
  }

  /**
   * Scores the shown messages that have no mood yet. One scoring per user at a time:
   * requests that arrive meanwhile wait for it instead of scoring the same messages again.
   */
  return function ensureSentiment(s: Scope): Promise<void> {
    if (!s.done.length) return Promise.resolve();
    const running = scoring.get(s.userId);
    if (running) return running;
    const run = scoreSentiment(s).finally(() => scoring.delete(s.userId));
    scoring.set(s.userId, run);
    return run;
  };
}
export type EnsureSentiment = ReturnType<typeof createMoodScoring>;

/** The mean comparative score of months weighted by their messages (0 without any). */
export function weightedMood(months: { n: number; mood: number }[]): number {
  const n = months.reduce((t, m) => t + m.n, 0);
  return n ? months.reduce((t, m) => t + m.mood * m.n, 0) / n : 0;
}
