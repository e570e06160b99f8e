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
