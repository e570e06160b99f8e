/** The summary every world shows on top: how much there is, how much the plan shows, from when to when, from where. */
import { sql } from 'drizzle-orm';
import type { ImportSourceName, WorldSummary } from '../../../contract/worlds';
import { iso, limitNotice, num, ofImports } from './world-filters';
import type { WorldContext } from './world-scope';

export function createSummaryWorld({ query, scope, people }: WorldContext) {
  return {
    async summary(userId: string): Promise<WorldSummary> {
      const s = await scope(userId);
      const dataPoints = s.total.messages + s.total.photos + s.total.points;
      const shownCount = Math.min(dataPoints, s.limit);
      const mine = ofImports(s.userId, s.done);
      const [agg] = s.done.length
        ? await query<{ first: Date | null; last: Date | null; places: number; events: number; sources: string[] | null }>(
            sql`select least((select min(at) from world_messages where ${mine}),
                             (select min(at) from world_photos where ${mine}),
                             (select min(at) from world_place_points where ${mine})) as first,
                       greatest((select max(at) from world_messages where ${mine}),
                                (select max(at) from world_photos where ${mine}),
                                (select max(at) from world_place_points where ${mine})) as last,
                       (select count(*) from world_places where user_id = ${s.userId})::int as places,
                       (select count(*) from world_events where ${mine})::int as events,
                       (select array_agg(distinct source) from world_imports where id = any(${sql.param(s.done)}::uuid[])) as sources`,
          )
        : [];
      const everyone = await people(s);
      return {
        plan: s.plan,
        limit: s.limit,
        dataPoints,
        shown: shownCount,
        notice: dataPoints > s.limit ? limitNotice(shownCount, dataPoints, s.plan) : null,
        people: everyone.length,
        messages: s.total.messages,
        photos: s.total.photos,
        places: num(agg?.places),
        events: num(agg?.events),
        firstAt: iso(agg?.first),
        lastAt: iso(agg?.last),
        sources: ((agg?.sources ?? []) as ImportSourceName[]).sort(),
      };
    },
  };
}
