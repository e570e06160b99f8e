/**
 * What every world reads by: the scope (whose world, which imports, what the plan's
 * data points are drawn from and where they end), the SQL fragments that keep a table's
 * rows to the shown ones and to a period, and the small formatters of the answers.
 *
 * The plan's rule (SPEC §9, ADR 052): imports keep everything; a world is drawn from
 * exactly the newest `limit` data points (messages + photos + location points) of its
 * pool, and every figure of every world is computed from that one set. The pool is
 * everything imported, or on Basic what the user chose (chats and/or a period, `Pool`).
 * "Newest" is a total order, (time, kind, id) descending, so exactly `limit` points are
 * shown even when many share a minute; a photo without a taken-at time has no time and
 * comes last. Every query filters its table by the pool and that cut-off tuple (`shown`),
 * and every answer says what it covers (`Coverage`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { PLAN_LIMITS, type Plan, type WorldPeriodQuery } from '../../../contract/worlds';
import type { Coverage } from '../../../contract/worlds-coverage';
import { UUID_RE } from '../../../contract/common';

/** Kinds in the total order of data points (higher first at equal times). */
export const KIND = { message: 3, photo: 2, point: 1 } as const;
export type PointKind = (typeof KIND)[keyof typeof KIND];

/**
 * What a Basic world is drawn from when the user chose (world_profiles.basic_scope):
 * only the messages and location shares of `chatIds` (null: every chat, photos and
 * location history too), only data points from `from` (inclusive) to `to` (exclusive),
 * instants ('-infinity'/'infinity' when open). `choice` is the choice as saved, for words.
 */
export interface Pool {
  chatIds: string[] | null;
  from: string;
  to: string;
  choice: { chatIds: string[]; from: string | null; to: string | null };
}

/** Who, which imports, what the data points are drawn from and where the shown ones end. */
export interface Scope {
  userId: string;
  plan: Plan;
  limit: number;
  timeZone: string;
  done: string[];
  /** Everything imported, by kind (-1 each when not counted: `scope(userId, false)`). */
  total: { messages: number; photos: number; points: number };
  /** The user's choice on Basic; null: everything imported is the pool. */
  pool: Pool | null;
  /** The oldest shown point as (time, kind, id); everything of the pool at or after it is shown. */
  cut: [string, number, string];
  /** The data points shown: min(limit, the pool's size). */
  covered: number;
  /** What every figure is computed from, in numbers and words. */
  coverage: Coverage;
  /** What the totals and the cut-off depend on (user, limit, done imports and their sizes, zone, choice): a key for caches of figures read from them. */
  version: string;
}

export const NO_CUT: [string, number, string] = ['-infinity', 0, ''];

/** The empty choice (the pool is everything). */
export const NO_CHOICE: Pool['choice'] = { chatIds: [], from: null, to: null };

/** A table alias of our own statements (a constant of this code, never a value from a request). */
const alias = (x: string) => sql.raw(x);

/** The rows of alias `x` that belong to the user's done imports. */
export function ofImports(userId: string, done: string[], x?: string): SQL {
  const col = (c: string) => sql.raw(x ? `${x}.${c}` : c);
  return sql`${col('user_id')} = ${userId} and ${col('import_id')} = any(${sql.param(done)}::uuid[])`;
}

/**
 * A data point's time in the order: its `at`, but a photo without a taken-at time has
 * none (its `at` is only when it was imported), so it sorts before every dated point.
 */
export function pointTime(x: string, kind: PointKind): SQL {
  return kind === KIND.photo ? sql.raw(`(case when ${x}.taken_at_known then ${x}.at else '-infinity'::timestamptz end)`) : sql.raw(`${x}.at`);
}

/** Each table's tie-break among equal times (messages have a key, not an id). */
export const tieOf = (x: string, kind: PointKind) => alias(kind === KIND.message ? `${x}.key::text` : `${x}.id::text`);

/**
 * The rows of alias `x` of the given kind (or events) in the user's pool (no pool: all).
 * Chats chosen: messages, location shares and events of those chats only (photos and
 * location history belong to no chat). A period chosen: rows inside it (an undated photo
 * is inside none).
 */
export function inPool(s: Pick<Scope, 'pool'>, x: string, kind: PointKind | 'event'): SQL {
  const p = s.pool;
  if (!p) return sql`true`;
  const parts: SQL[] = [];
  if (p.chatIds) parts.push(kind === KIND.photo ? sql`false` : sql`${alias(x)}.chat_id = any(${sql.param(p.chatIds)}::uuid[])`);
  if (p.from !== '-infinity' || p.to !== 'infinity') {
    if (kind === KIND.photo) parts.push(sql`${alias(x)}.taken_at_known`);
    parts.push(sql`${alias(x)}.at >= ${p.from}::timestamptz and ${alias(x)}.at < ${p.to}::timestamptz`);
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * The shown rows of alias `x` of the given kind: the user's, of a done import, in the
 * pool, at or after the cut-off. `at >= cut` repeats the tuple's first part so the
 * (user, at, …) indexes bound the scan to the shown rows (an undated photo's `at` is its
 * import time, so the tuple, not the bound, decides for it).
 */
export function shown(s: Scope, x: string, kind: PointKind): SQL {
  const t = alias(x);
  const [at, k, id] = s.cut;
  return sql`${ofImports(s.userId, s.done, x)} and ${inPool(s, x, kind)} and ${t}.at >= ${at}::timestamptz and (${pointTime(x, kind)}, ${sql.raw(String(kind))}, ${tieOf(x, kind)}) >= (${at}::timestamptz, ${k}::int, ${id}::text)`;
}

/** Rows of alias `x` that carry no kind of their own in the order (events): of a done import, in the pool, not older than the cut-off. */
export function shownEvents(s: Scope, x: string): SQL {
  return sql`${ofImports(s.userId, s.done, x)} and ${inPool(s, x, 'event')} and ${alias(x)}.at >= ${s.cut[0]}::timestamptz`;
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

const count = (v: number) => v.toLocaleString('en-US');
const points = (v: number) => `${count(v)} data point${v === 1 ? '' : 's'}`;
/** "3 Jan 2021" for a YYYY-MM-DD day. */
export const dayWords = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** "the chats you chose, from 3 Jan 2021 to 31 Dec 2022" (what a choice names). */
export function choiceWords(choice: Pool['choice']): string {
  const { from, to } = choice;
  const period = from && to ? `from ${dayWords(from)} to ${dayWords(to)}` : from ? `since ${dayWords(from)}` : to ? `up to ${dayWords(to)}` : '';
  if (choice.chatIds.length) return period ? `the chats you chose, ${period}` : 'the chats you chose';
  return period ? `the period you chose, ${period}` : 'everything';
}

/**
 * What the figures are of, in words (ADR 052): "of your newest 1,000 data points",
 * "of the newest 1,000 data points from the chats you chose", "of the 292 data points
 * from the chats you chose", "of all 812 data points". `more`: the pool holds more data
 * points than the limit (the oldest of it are left out).
 */
export function coverageOf(s: { limit: number; pool: Pool | null; covered: number; more: boolean }): Coverage {
  const base = { shown: s.covered, limit: s.limit };
  if (s.pool) {
    const what = choiceWords(s.pool.choice);
    return { ...base, rule: 'chosen', text: s.more ? `of the newest ${points(s.limit)} from ${what}` : `of the ${points(s.covered)} from ${what}` };
  }
  if (s.more) return { ...base, rule: 'newest', text: `of your newest ${points(s.limit)}` };
  return { ...base, rule: 'all', text: `of all ${points(s.covered)}` };
}

/**
 * The same coverage in a visitor's words (a shared link, the sample world): the reader is
 * not the owner, so "of your newest 1,000 data points" reads "of the newest 1,000 data
 * points" and "the chats you chose" reads "the chats the owner chose". The texts are
 * `coverageOf`'s own, so these are the only phrases to turn.
 */
export function visitorCoverageText(text: string): string {
  return text.replace(/\bof your newest\b/g, 'of the newest').replace(/\b(chats|period) you chose\b/g, '$1 the owner chose');
}

type Covered = { coverage?: Coverage | null; notice?: string | null };

/**
 * A world answer as a visitor reads it: its `coverage` text and the `notice` quoting it
 * (and those of an object it holds, as an export holds its summary) in `visitorCoverageText`'s words.
 */
export function forVisitor<T extends object>(body: T): T {
  const turn = (x: Covered): Covered => {
    const out: Covered = { ...x };
    if (x.coverage) out.coverage = { ...x.coverage, text: visitorCoverageText(x.coverage.text) };
    if (typeof x.notice === 'string') out.notice = visitorCoverageText(x.notice);
    return out;
  };
  const out = turn(body as Covered) as Record<string, unknown>;
  for (const [key, value] of Object.entries(out)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && ('coverage' in value || 'notice' in value)) out[key] = turn(value as Covered);
  }
  return out as T;
}

/**
 * The line every world shows when it is not drawn from everything imported:
 * "Every figure here is of your newest 1,000 data points (6,120 imported) — Pro shows 10,000."
 */
export function limitNotice(coverage: Coverage, imported: number, plan: Plan): string | null {
  if (coverage.shown >= imported) return null;
  const upsell = plan === 'basic' ? ` — Pro shows ${count(PLAN_LIMITS.pro)}` : '';
  return `Every figure here is ${coverage.text} (${count(imported)} imported)${upsell}.`;
}
