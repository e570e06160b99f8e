/** The Social & Emotional World: the people, their counts in the period, mood and where it is heading, recent messages. */
import { sql } from 'drizzle-orm';
import type { WorldPeriodQuery } from '../../../contract/worlds';
import type { SocialPerson } from '../../../contract/worlds-social';
import { inPeriod, KIND, num, round, shown } from './world-filters';
import type { WorldContext } from './world-scope';
import { weightedMood, type EnsureSentiment } from './social-mood';

export function createSocialWorld({ query, scope, people }: WorldContext, ensureSentiment: EnsureSentiment) {
  return {
    async people(userId: string, q: WorldPeriodQuery = {}): Promise<SocialPerson[]> {
      const s = await scope(userId, false);
      const list = await people(s, q, 'shown');
      if (!list.length) return [];
      await ensureSentiment(s);
      const rows = await query<{ root: string; month: string; n: number; mood: number | null; recent: number }>(
        // Grouped by author first and joined to people after: the join then sees hundreds of rows, not thousands.
        // `e` materialized: inlined, PostgreSQL without statistics put it inside a nested loop and took the
        // maximum again for every message (3.3 s for the sample world's 2,872 messages).
        sql`with e as materialized (select max(y.at) as last from world_messages y where ${shown(s, 'y', KIND.message)} and ${inPeriod('y', q)}),
         m as (
           select x.person_id, to_char(x.at at time zone ${s.timeZone}, 'YYYY-MM') as month, count(*)::int as n, sum(x.sentiment)::float8 as mood_sum,
                  count(*) filter (where x.at > e.last - interval '90 days')::int as recent
           from world_messages x cross join e where ${shown(s, 'x', KIND.message)} and ${inPeriod('x', q)}
           group by x.person_id, month)
         select coalesce(w.merged_into, w.id) as root, m.month, sum(m.n)::int as n, (sum(m.mood_sum) / sum(m.n))::float8 as mood, sum(m.recent)::int as recent
         from m join world_people w on w.id = m.person_id group by 1, 2 order by 1, 2`,
      );
      const byRoot = new Map<string, { n: number; mood: number }[]>();
      const recent = new Map<string, number>();
      for (const r of rows) {
        const months = byRoot.get(r.root) ?? [];
        months.push({ n: num(r.n), mood: num(r.mood) });
        byRoot.set(r.root, months);
        recent.set(r.root, (recent.get(r.root) ?? 0) + num(r.recent));
      }
      return list.map((p) => {
        const months = byRoot.get(p.id) ?? [];
        // The last three active months against the ones before (with three or fewer: the last one against the rest).
        const cut = months.length > 3 ? months.length - 3 : months.length - 1;
        return {
          ...p,
          sentiment: round(Math.tanh(weightedMood(months)), 3),
          trend: months.length < 2 ? 0 : round(Math.tanh(weightedMood(months.slice(cut))) - Math.tanh(weightedMood(months.slice(0, cut))), 3),
          recentMessages: recent.get(p.id) ?? 0,
        };
      });
    },
  };
}
