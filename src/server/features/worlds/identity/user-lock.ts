/**
 * One user's changes to who is who and who is "me" take turns (#27): the owner worked out
 * again after an import, the user's answer, a merge, an undo. Each runs in one transaction
 * under an advisory lock on the user (`pg_advisory_xact_lock(hashtext(userId))`, released at
 * commit; PostgreSQL and PGlite alike), and reads what it changes inside it, so two of them
 * never act on what the other is about to change (opposite merges, a refresh saving over
 * the user's answer).
 *
 * Inside `fn`, use only the Query it is given: on PGlite the outer one waits for the
 * transaction to end. A Query bound to a transaction has no `transaction` of its own, so
 * `withUserLock` called inside one just runs `fn` in it (the lock is already held).
 */
import { sql } from 'drizzle-orm';
import type { Query } from '../sql';

export async function withUserLock<T>(query: Query, userId: string, fn: (q: Query) => Promise<T>): Promise<T> {
  if (!query.transaction) return fn(query);
  return query.transaction(async (tx) => {
    await tx(sql`select pg_advisory_xact_lock(hashtext(${`worlds-identity:${userId}`}))`);
    return fn(tx);
  });
}
