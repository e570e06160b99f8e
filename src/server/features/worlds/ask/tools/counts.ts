/**
 * The one reading of message counts (#29, docs/decisions/066): the shown messages passing a
 * filter without words, as rows (chat_id, person_id, day, n): how many messages each
 * author (as written: fold to the root when reading) wrote in each chat on each local day of
 * the world's zone. Counts per person, chat, day, month or year, firsts and lasts by day,
 * trends and rankings all sum these rows.
 *
 * Whole local days come from the rollup world_message_days (migration 0032, kept by
 * triggers on world_messages, in users.time_zone as scope.timeZone reads it); what is not a
 * whole day of the filter comes from world_messages: the day of the plan's cut-off (the
 * cut is a (time, kind, key) tuple, so its day is partly shown), and the partial days at a
 * period's edges that do not start or end at midnight. So the rows are exactly what
 * `select … count(*) from world_messages m where messageWhere(…) group by …` gives, without
 * reading every message: at 1,000,000 messages the rollup holds ~50,000 rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../world-filters';
import { membersOf, messageWhere, oneToOneChats, type MessageFilter } from './common';
import type { ToolContext } from './types';

/** SQL: the first local day that starts at or after the instant `at` (timestamptz text), in zone `tz`. */
const ceilDay = (at: string, tz: string) =>
  sql`(case when ((${at}::timestamptz at time zone ${tz})::date::timestamp at time zone ${tz}) = ${at}::timestamptz
     then (${at}::timestamptz at time zone ${tz})::date else (${at}::timestamptz at time zone ${tz})::date + 1 end)`;
/** SQL: the local day the instant `at` falls on (days before it end by `at`). */
const floorDay = (at: string, tz: string) => sql`(${at}::timestamptz at time zone ${tz})::date`;
/** SQL: the instant a local day (SQL date) starts. */
const dayStart = (day: SQL, tz: string) => sql`(${day}::timestamp at time zone ${tz})`;

/**
 * SQL: a derived table (alias it) of (chat_id uuid, person_id uuid, day date, n int): the
 * shown messages that pass `f` (author, one-to-one chat with a person, chat, period), per
 * chat, author as written and local day; a day can appear twice (its whole-day part and its
 * edge), so sum `n`.
 */
export function messageCounts(ctx: ToolContext, f: MessageFilter): SQL {
  const s = ctx.scope;
  const tz = s.timeZone;
  // The rollup counts every message: one kind of media is counted from the messages themselves.
  if (f.media?.length) {
    return sql`(select m.chat_id, m.person_id, (m.at at time zone ${tz})::date as day, count(*)::int as n from world_messages m where ${messageWhere(ctx, f)} group by 1, 2, 3)`;
  }
  const period = f.period ?? {};
  const from = period.from ? new Date(period.from).toISOString() : '-infinity';
  const to = period.to ? new Date(period.to).toISOString() : 'infinity';
  // The whole days: after the cut's day, from the period's and the pool's first whole day, before the day they end in.
  const cutAt = s.cut[0];
  const los = [ceilDay(from, tz)];
  if (cutAt !== '-infinity') los.push(sql`(${floorDay(cutAt, tz)} + 1)`);
  if (s.pool) los.push(ceilDay(s.pool.from, tz));
  const his = [floorDay(to, tz)];
  if (s.pool) his.push(floorDay(s.pool.to, tz));
  const lo = sql`greatest(${sql.join(los, sql`, `)})`;
  const hi = sql`least(${sql.join(his, sql`, `)})`;

  const parts: SQL[] = [sql`d.user_id = ${s.userId}`, sql`d.import_id = any(${sql.param(s.done)}::uuid[])`, sql`d.day >= ${lo}`, sql`d.day < ${hi}`];
  if (s.pool?.chatIds) parts.push(sql`d.chat_id = any(${sql.param(s.pool.chatIds)}::uuid[])`);
  if (f.authorId !== undefined) parts.push(isUuid(f.authorId) ? sql`d.person_id in ${membersOf(ctx, f.authorId)}` : sql`false`);
  if (f.withPersonId !== undefined) parts.push(isUuid(f.withPersonId) ? sql`d.chat_id in ${oneToOneChats(ctx, f.withPersonId)}` : sql`false`);
  if (f.chatId !== undefined) parts.push(isUuid(f.chatId) ? sql`d.chat_id = ${f.chatId}::uuid` : sql`false`);

  // The rest, from the messages: before the first whole day, and from the end of the last one
  // (two ranges of the (user, at) index, each empty when the whole days reach that end).
  const where = messageWhere(ctx, f);
  const day = sql`(m.at at time zone ${tz})::date`;
  const edge = (range: SQL) =>
    sql`select m.chat_id, m.person_id, ${day} as day, count(*)::int as n from world_messages m where ${where} and ${range} group by 1, 2, 3`;
  return sql`(select d.chat_id, d.person_id, d.day, d.n from world_message_days d where ${sql.join(parts, sql` and `)}
    union all ${edge(sql`m.at < ${dayStart(lo, tz)}`)}
    union all ${edge(sql`m.at >= greatest(${dayStart(hi, tz)}, ${dayStart(lo, tz)})`)})`;
}
