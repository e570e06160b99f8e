/**
 * How many messages each of a user's people wrote (world_messages by person_id), for the
 * identity inbox and the "Which of these is you?" candidates (owner.ts).
 *
 * world_messages has no index by person (one would slow the million-message import), so
 * counting is a scan of the user's messages: it is done once per state of the user's data
 * and kept. The rows only change when an import finishes or is deleted (a new set of done
 * imports) or a done import grows (a Matrix room's new messages: its dataPoints change),
 * so the cache is keyed by the done imports with their data points, as world-scope.ts keys
 * its totals. Merges change world_people.merged_into, never a message's person_id: the
 * per-row counts stand, and callers add them up per root. Bounded; the oldest entry goes.
 */
import { sql } from 'drizzle-orm';
import type { Query } from '../sql';

const MAX_USERS = 500;
const cache = new Map<string, { version: string; counts: Promise<Map<string, number>> }>();

/** The state of a user's done imports: changes exactly when their messages can have. */
export async function importsVersion(query: Query, userId: string): Promise<{ version: string; done: string[] }> {
  const rows = await query<{ id: string; n: string | null }>(
    sql`select id, counts->>'dataPoints' as n from world_imports where user_id = ${userId} and status = 'done' order by id`,
  );
  return { version: rows.map((r) => `${r.id}:${r.n ?? ''}`).join(','), done: rows.map((r) => r.id) };
}

/** Messages per person id (a world_people row, not its root) over the user's done imports. */
export async function personMessageCounts(query: Query, userId: string): Promise<Map<string, number>> {
  const { version, done } = await importsVersion(query, userId);
  const hit = cache.get(userId);
  if (hit?.version === version) return hit.counts;
  const counts = (async () => {
    if (!done.length) return new Map<string, number>();
    const rows = await query<{ person_id: string; n: number }>(
      sql`select person_id, count(*)::int as n from world_messages
       where user_id = ${userId} and import_id = any(${sql.param(done)}::uuid[]) group by person_id`,
    );
    return new Map(rows.map((r) => [r.person_id, Number(r.n)]));
  })();
  cache.delete(userId);
  if (cache.size >= MAX_USERS) cache.delete(cache.keys().next().value!);
  cache.set(userId, { version, counts });
  // A failed count is not kept.
  counts.catch(() => {
    if (cache.get(userId)?.counts === counts) cache.delete(userId);
  });
  return counts;
}
