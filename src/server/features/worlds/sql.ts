/**
 * Plain SQL on either database (PGlite's client or the pg pool), for the bulk statements
 * of imports and the aggregate queries of the worlds: `unnest` over array parameters
 * inserts a whole batch in one statement with a handful of parameters, which the query
 * builder cannot express.
 *
 * Statements are Drizzle `sql` templates: values go in as `${value}` (each becomes a
 * parameter, numbered by Drizzle), fragments compose with `${fragment}` and `sql.join`.
 * A JavaScript array is spread into a list by the template, so an array meant as ONE
 * parameter (`= any(${sql.param(ids)}::uuid[])`, `unnest(...)`) is wrapped in
 * `sql.param`. They run on the raw client, not through Drizzle's session, so rows come
 * back exactly as the driver reads them (timestamps as Dates).
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';

/** Runs a statement and answers its rows. (A string is a statement without parameters.) */
export type Query = (<R = Record<string, unknown>>(statement: SQL | string, values?: unknown[]) => Promise<R[]>) & {
  /**
   * Runs `fn` in one transaction on one connection, with a Query bound to it (which has no
   * `transaction` of its own: code called inside runs in the same transaction).
   */
  transaction?: <T>(fn: (tx: Query) => Promise<T>) => Promise<T>;
};
/** Runs a statement and answers how many rows it inserted, updated or deleted. */
export type Execute = (statement: SQL | string, values?: unknown[]) => Promise<number>;

const dialect = new PgDialect();

/** The text and parameters of a statement. */
export function compile(statement: SQL | string, values: unknown[] = []): { text: string; values: unknown[] } {
  if (typeof statement === 'string') return { text: statement, values };
  const q = dialect.sqlToQuery(statement);
  return { text: q.sql, values: q.params };
}

export function queryFn(database: Database): Query {
  if (database.kind === 'pglite') {
    const client = database.pglite;
    if (!client) throw new Error('PGlite database without its client');
    const run: Query = async <R>(statement: SQL | string, values?: unknown[]) => {
      const q = compile(statement, values);
      return (await client.query<R>(q.text, q.values)).rows;
    };
    run.transaction = (fn) =>
      client.transaction((tx) =>
        fn(async <R>(statement: SQL | string, values?: unknown[]) => {
          const q = compile(statement, values);
          return (await tx.query<R>(q.text, q.values)).rows;
        }),
      );
    return run;
  }
  const pool = database.pool;
  if (!pool) throw new Error('PostgreSQL database without its pool');
  const run: Query = async <R>(statement: SQL | string, values?: unknown[]) => {
    const q = compile(statement, values);
    return (await pool.query(q.text, q.values)).rows as R[];
  };
  run.transaction = async (fn) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const out = await fn(async <R>(statement: SQL | string, values?: unknown[]) => {
        const q = compile(statement, values);
        return (await client.query(q.text, q.values)).rows as R[];
      });
      await client.query('commit');
      return out;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  };
  return run;
}

/** Lets the event loop serve requests between two bulk statements (PGlite runs them on this thread). */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function executeFn(database: Database): Execute {
  if (database.kind === 'pglite') {
    const client = database.pglite;
    if (!client) throw new Error('PGlite database without its client');
    return async (statement, values) => {
      const q = compile(statement, values);
      return (await client.query(q.text, q.values)).affectedRows ?? 0;
    };
  }
  const pool = database.pool;
  if (!pool) throw new Error('PostgreSQL database without its pool');
  return async (statement, values) => {
    const q = compile(statement, values);
    return (await pool.query(q.text, q.values)).rowCount ?? 0;
  };
}

/**
 * Sizes the bulk statements of one import so that each holds the event loop about
 * `targetMs` (15 ms) on PGlite (which runs SQL on the server's thread): after each statement the
 * next one's row count is scaled by how long this one took (at most doubled or halved,
 * between `min` and `max` rows: 100 and 500 unless told), and the event loop gets a turn
 * in between. The minimum bounds the per-statement overhead: on a machine so busy that
 * 100 rows take longer than the target, smaller statements would only make the import
 * longer, not the server faster. A statement
 * slows down as tables grow and when the machine is busy; the size follows. On PostgreSQL
 * the statement runs in the server's process and the event loop is free meanwhile:
 * a fixed size (`max`).
 */
export class Pacer {
  private size: number;
  constructor(private readonly o: { paced: boolean; targetMs?: number; min?: number; max?: number; now?: () => number }) {
    this.size = o.paced ? Math.min(200, this.max) : this.max;
  }
  private get max() {
    return this.o.max ?? 500;
  }

  /** Rows the next statement will carry. */
  get next() {
    return this.size;
  }

  /** Runs `fn` over consecutive parts of `items`. */
  async each<T>(items: T[], fn: (part: T[]) => Promise<void>): Promise<void> {
    for (let i = 0; i < items.length; ) {
      const part = items.slice(i, i + this.size);
      i += part.length;
      const now = this.o.now ?? (() => performance.now());
      const started = now();
      await fn(part);
      if (this.o.paced) {
        const ms = Math.max(1, now() - started);
        const wanted = (part.length * (this.o.targetMs ?? 15)) / ms;
        // Only a full part says how fast a full part is.
        if (part.length === this.size || wanted < this.size) {
          this.size = Math.round(Math.min(this.max, Math.max(this.o.min ?? 100, Math.min(this.size * 2, Math.max(this.size / 2, wanted)))));
        }
      }
      await yieldToEventLoop();
    }
  }
}
