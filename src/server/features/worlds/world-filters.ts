/**
 * What every world reads by: the scope (whose world, which imports, where the plan's
 * shown data points end), the SQL fragments that keep a table's rows to the shown ones and
 * to a period, and the small formatters of the answers.
 *
 * The plan limit (SPEC §9): imports keep everything, the worlds show the most recent
 * `limit` data points (messages + photos + location points). "Most recent" is a total
 * order, (time, kind, id) descending, so exactly `limit` points are shown even when many
 * share a minute; every query filters its table by that cut-off tuple (`shown`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { PLAN_LIMITS, type Plan, type WorldPeriodQuery } from '../../../contract/worlds';
import { UUID_RE } from '../../../contract/common';

/** Kinds in the total order of data points (higher first at equal times). */
export const KIND = { message: 3, photo: 2, point: 1 } as const;
export type PointKind = (typeof KIND)[keyof typeof KIND];

/** Who, which imports, and where the shown data points end. */
export interface Scope {
  userId: string;
  plan: Plan;
  limit: number;
  timeZone: string;
  done: string[];
  total: { messages: number; photos: number; points: number };
  /** The oldest shown point as (time, kind, id); everything at or after it is shown. */
  cut: [string, number, string];
}

export const NO_CUT: [string, number, string] = ['-infinity', 0, ''];

/** A table alias of our own statements (a constant of this code, never a value from a request). */
const alias = (x: string) => sql.raw(x);

/** The rows of alias `x` that belong to the user's done imports. */
export function ofImports(userId: string, done: string[], x?: string): SQL {
  const col = (c: string) => sql.raw(x ? `${x}.${c}` : c);
  return sql`${col('user_id')} = ${userId} and ${col('import_id')} = any(${sql.param(done)}::uuid[])`;
}

/**
 * The shown rows of alias `x` of the given kind: the user's, of a done import, at or after
 * the cut-off. `at >= cut` repeats the tuple's first part so the (user, at, …) indexes
 * bound the scan to the shown rows.
 */
export function shown(s: Scope, x: string, kind: PointKind): SQL {
  const t = alias(x);
  // Each table's tie-break among equal times (messages have a key, not an id).
  const tie = alias(kind === KIND.message ? `${x}.key::text` : `${x}.id::text`);
  const [at, k, id] = s.cut;
  return sql`${ofImports(s.userId, s.done, x)} and ${t}.at >= ${at}::timestamptz and (${t}.at, ${sql.raw(String(kind))}, ${tie}) >= (${at}::timestamptz, ${k}::int, ${id}::text)`;
}

/** Rows of alias `x` that carry no kind of their own in the order (events): of a done import, not older than the cut-off. */
export function shownEvents(s: Scope, x: string): SQL {
  return sql`${ofImports(s.userId, s.done, x)} and ${alias(x)}.at >= ${s.cut[0]}::timestamptz`;
}

/** The period's bounds: `from` inclusive, `to` exclusive, '-infinity'/'infinity' when open. */
export const bounds = (q: WorldPeriodQuery = {}): [string, string] => [
  q.from ? new Date(q.from).toISOString() : '-infinity',
  q.to ? new Date(q.to).toISOString() : 'infinity',
];

/** Rows of alias `x` inside the period. */
export function inPeriod(x: string, q: WorldPeriodQuery = {}): SQL {
  const [from, to] = bounds(q);
  return sql`${alias(x)}.at >= ${from}::timestamptz and ${alias(x)}.at < ${to}::timestamptz`;
}

export const hasPeriod = (q: WorldPeriodQuery = {}) => Boolean(q.from || q.to);

/** A well-formed id (anything else is "not found" without asking the database). */
export const isUuid = (id: string) => UUID_RE.test(id);

export const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());
export const num = (v: unknown) => Number(v ?? 0);

export function round(v: number, digits: number) {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}

/** A place without a label is shown by its coordinates. */
export function coordinates(lat: number, lon: number) {
  return `${lat.toFixed(4)}, ${lon.toFixed(4)}`;
}

export function limitNotice(shownCount: number, total: number, plan: Plan): string {
  const n = (v: number) => v.toLocaleString('en-US');
  const upsell = plan === 'basic' ? ` — Pro shows ${n(PLAN_LIMITS.pro)}` : '';
  return `Showing ${n(shownCount)} of ${n(total)} data points${upsell}`;
}
