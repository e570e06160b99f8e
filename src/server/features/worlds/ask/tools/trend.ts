/**
 * trend: messages per month (local months of the world's zone) with the message filters,
 * per year, the busiest and quietest month and year, the months the level changed
 * (insight/change-points.ts `segment`, on log(1 + count) as the relationship page reads
 * it) and whether the messages stopped well before the world's end.
 */
import { sql } from 'drizzle-orm';
import { monthRange, segment } from '../../insight/change-points';
import { KIND, inPeriod, num, shown } from '../../world-filters';
import { TrendInput, type Trend } from './catalogue';
import { foundMessage, MESSAGE_COLUMNS, MESSAGE_JOINS, messageCitation, messageWhere, uniqueCitations, type MessageRow } from './common';
import { messageCounts } from './counts';
import { monthlyCounts } from './series';
import { MAX_CITATIONS, type WorldTool } from './types';

/** Messages stopping this many months or more before the world's last message have stopped. */
export const STOPPED_MONTHS = 3;
/** A change is at least twice or half the messages a month (as the relationship page's). */
const COUNT_EFFECT = Math.log(2);
const FLOOR_VARIANCE = 0.05;

const r2 = (v: number) => Math.round(v * 100) / 100;

/** `at` plus `months` calendar months (UTC: a month boundary a few hours off does not matter for "3 months"). */
function addMonths(at: Date, months: number): Date {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/** The month (or year) with the highest (or lowest) count; the earliest on a tie. */
function pick<T extends { count: number }>(list: T[], which: 'max' | 'min'): T | null {
  let best: T | null = null;
  for (const x of list) if (!best || (which === 'max' ? x.count > best.count : x.count < best.count)) best = x;
  return best;
}

export const trend: WorldTool<typeof TrendInput, Trend> = {
  name: 'trend',
  description:
    'How messages changed over time, with optional author, one-to-one chat with a person, chat and period: counts per month and per year (the world\'s time zone), the busiest and quietest month and year, the months the level changed (up or down, with the monthly mean before and after), and stoppedAfter (the last month with a message) when they stopped 3+ months before the world\'s last message.',
  input: TrendInput,
  async run(ctx, input) {
    const s = ctx.scope;
    const tz = s.timeZone;
    const empty: Trend = {
      months: [],
      years: [],
      busiestMonth: null,
      quietestMonth: null,
      busiestYear: null,
      quietestYear: null,
      changes: [],
      stoppedAfter: null,
    };
    if (!s.done.length) return { data: empty, citations: [] };
    const where = messageWhere(ctx, input);
    // Months from the counts per local day (counts.ts, through series.ts): the rollup, not every message.
    const rows = await monthlyCounts(ctx, input);
    // The years the world has any shown data point in (in the period): a year without any is absent, not quiet.
    const worldYears = await ctx.query<{ y: number }>(
      sql`select distinct extract(year from mc.day)::int as y from ${messageCounts(ctx, { period: input.period })} mc
         union select distinct extract(year from a.at at time zone ${tz})::int as y from (
         select x.at from world_photos x where ${shown(s, 'x', KIND.photo)} and x.taken_at_known and ${inPeriod('x', input.period)}
         union all select x.at from world_place_points x where ${shown(s, 'x', KIND.point)} and ${inPeriod('x', input.period)}) a`,
    );
    if (!rows.length) {
      const years = worldYears.map((r) => ({ year: num(r.y), count: 0 })).sort((a, b) => a.year - b.year);
      return { data: { ...empty, years }, citations: [] };
    }
    const byMonth = new Map(rows.map((r) => [r.month, r.count]));
    const months = monthRange(rows[0]!.month, rows.at(-1)!.month).map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
    const perYear = new Map<number, number>(worldYears.map((r) => [num(r.y), 0]));
    for (const m of months) perYear.set(Number(m.month.slice(0, 4)), (perYear.get(Number(m.month.slice(0, 4))) ?? 0) + m.count);
    const years = [...perYear.entries()].map(([year, count]) => ({ year, count })).sort((a, b) => a.year - b.year);

    const counts = months.map((m) => m.count);
    const splits = segment(
      counts.map((n) => Math.log1p(n)),
      COUNT_EFFECT,
      FLOOR_VARIANCE,
    );
    const edges = [0, ...splits.map((x) => x.at), months.length];
    const avg = (lo: number, hi: number) => r2(counts.slice(lo, hi).reduce((a, b) => a + b, 0) / (hi - lo));
    const changes = splits.map((x, i) => {
      const before = avg(edges[i]!, x.at);
      const after = avg(x.at, edges[i + 2]!);
      return { month: months[x.at]!.month, before, after, direction: after > before ? ('up' as const) : ('down' as const) };
    });

    // The filter's first and last message, the first of each change's month, and the world's last message.
    const ends = await ctx.query<MessageRow & { which: string }>(
      sql`(select 'first' as which, ${MESSAGE_COLUMNS} from world_messages m ${MESSAGE_JOINS} where ${where} order by m.at, m.key limit 1)
       union all
       (select 'last' as which, ${MESSAGE_COLUMNS} from world_messages m ${MESSAGE_JOINS} where ${where} order by m.at desc, m.key desc limit 1)`,
    );
    const changeFirsts = await Promise.all(
      changes.slice(0, MAX_CITATIONS - 2).map(async (c) => {
        const [row] = await ctx.query<MessageRow>(
          sql`select ${MESSAGE_COLUMNS} from world_messages m ${MESSAGE_JOINS}
           where ${where} and m.at >= (${`${c.month}-01`}::timestamp at time zone ${tz}) order by m.at, m.key limit 1`,
        );
        return row;
      }),
    );
    const [worldEnd] = await ctx.query<{ last: Date | null }>(sql`select max(m.at) as last from world_messages m where ${shown(s, 'm', KIND.message)}`);
    const last = ends.find((e) => e.which === 'last');
    const stopped = last && worldEnd?.last && addMonths(new Date(last.at), STOPPED_MONTHS) <= new Date(worldEnd.last);

    const first = ends.find((e) => e.which === 'first');
    const cited = [first, ...changeFirsts, last].filter((r): r is MessageRow => Boolean(r)).map((r) => messageCitation(foundMessage(ctx, r)));
    const data: Trend = {
      months,
      years,
      busiestMonth: pick(months, 'max')?.month ?? null,
      quietestMonth: pick(months, 'min')?.month ?? null,
      busiestYear: pick(years, 'max')?.year ?? null,
      quietestYear: pick(years, 'min')?.year ?? null,
      changes,
      stoppedAfter: stopped ? months.at(-1)!.month : null,
    };
    return { data, citations: uniqueCitations(cited, MAX_CITATIONS) };
  },
};
