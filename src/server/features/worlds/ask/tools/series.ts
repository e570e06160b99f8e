/**
 * Monthly message counts (#29): the one place the Ask tools read "messages per month", so a
 * rollup table (counts.ts messageCounts) serves every series (trend, and the planner's series questions: the first
 * month that reached N, the busiest month, when a level rose, when someone became the person
 * written to most): both sum the per-day counts of counts.ts, the rollup.
 *
 * Months are local months of the world's zone ('YYYY-MM'); only shown messages are counted.
 */
import { sql } from 'drizzle-orm';
import { num } from '../../world-filters';
import { rootOf, type MessageFilter } from './common';
import { messageCounts } from './counts';
import type { Period, ToolContext } from './types';

export interface MonthCount {
  month: string;
  count: number;
}

/** Messages per month passing the filter (author, one-to-one chat with a person, chat, period), months with none absent. */
export async function monthlyCounts(ctx: ToolContext, f: MessageFilter): Promise<MonthCount[]> {
  const rows = await ctx.query<{ month: string; n: number }>(
    sql`select to_char(mc.day, 'YYYY-MM') as month, sum(mc.n)::int as n from ${messageCounts(ctx, f)} mc group by 1 order by 1`,
  );
  return rows.map((r) => ({ month: r.month, count: num(r.n) }));
}

export interface PartnerMonthCount extends MonthCount {
  /** The other person of the one-to-one chat (their root). */
  personId: string;
  name: string;
}

/**
 * Messages per month in each one-to-one chat of the owner (both directions), keyed by the
 * other person's root: what "who did I text most that month" reads. Without a known owner,
 * nothing (the partner of a chat cannot be told apart).
 */
export async function monthlyByPartner(ctx: ToolContext, period?: Period): Promise<PartnerMonthCount[]> {
  if (!ctx.ownerId) return [];
  const u = ctx.scope.userId;
  const rows = await ctx.query<{ month: string; person_id: string; name: string; n: number }>(
    sql`with partner as (
        select c.id as chat_id, min(${rootOf('p')}::text) as person_id from world_chats c
        join world_chat_people cp on cp.chat_id = c.id join world_people p on p.id = cp.person_id
        where c.user_id = ${u} and not c.is_group and ${rootOf('p')} <> ${ctx.ownerId}::uuid
        group by c.id having count(distinct ${rootOf('p')}) = 1)
      select to_char(mc.day, 'YYYY-MM') as month, x.person_id, q.name, sum(mc.n)::int as n
      from ${messageCounts(ctx, { period })} mc join partner x on x.chat_id = mc.chat_id join world_people q on q.id = x.person_id::uuid
      group by 1, 2, 3 order by 1`,
  );
  return rows.map((r) => ({ month: r.month, personId: r.person_id, name: r.name, count: num(r.n) }));
}
