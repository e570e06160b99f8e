/**
 * Plain parameterised SQL on either database (PGlite's client or the pg pool), for the
 * bulk statements of imports and the aggregate queries of the worlds: `unnest` over
 * array parameters inserts a whole batch in one statement with a handful of parameters,
 * which the query builder cannot express.
 */
import type { Database } from '../../db/client';

export type Query = <R = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<R[]>;
/** Runs a statement and answers how many rows it inserted, updated or deleted. */
export type Execute = (text: string, values?: unknown[]) => Promise<number>;

export function queryFn(database: Database): Query {
  if (database.kind === 'pglite') {
    const client = database.pglite;
    if (!client) throw new Error('PGlite database without its client');
    return async <R>(text: string, values: unknown[] = []) => (await client.query<R>(text, values)).rows;
  }
  const pool = database.pool;
  if (!pool) throw new Error('PostgreSQL database without its pool');
  return async <R>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as R[];
}

/** Lets the event loop serve requests between two bulk statements (PGlite runs them on this thread). */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function executeFn(database: Database): Execute {
  if (database.kind === 'pglite') {
    const client = database.pglite;
    if (!client) throw new Error('PGlite database without its client');
    return async (text, values = []) => (await client.query(text, values)).affectedRows ?? 0;
  }
  const pool = database.pool;
  if (!pool) throw new Error('PostgreSQL database without its pool');
  return async (text, values = []) => (await pool.query(text, values)).rowCount ?? 0;
}
