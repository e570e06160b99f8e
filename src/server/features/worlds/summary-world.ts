/**
 * The summary every world shows on top (ADR 052): how much was imported, how much of it
 * the world is drawn from and in what words, and every other figure (people, messages,
 * photos, places, events, from when to when) of the data points shown, as the worlds count them.
 */
import { sql } from 'drizzle-orm';
import type { ImportSourceName, WorldSummary } from '../../../contract/worlds';
import { iso, KIND, limitNotice, num, shown, shownEvents } from './world-filters';
import type { WorldContext } from './world-scope';

export function createSummaryWorld({ query, scope, people }: WorldContext) {
  return {
    async summary(userId: string): Promise<WorldSummary> {
      const s = await scope(userId);
      const dataPoints = s.total.messages + s.total.photos + s.total.points;
      const [m, p, l] = [shown(s, 'x', KIND.message), shown(s, 'x', KIND.photo), shown(s, 'x', KIND.point)];
      // An undated photo has no time: it is counted, but spans nothing.
      const [agg] = s.done.length
        ? await query<{ m: number; p: number; first: Date | null; last: Date | null; places: number; events: number; sources: string[] | null }>(
            sql`select (select count(*) from world_messages x where ${m})::int as m,
                       (select count(*) from world_photos x where ${p})::int as p,
                       least((select min(x.at) from world_messages x where ${m}),
                             (select min(x.at) from world_photos x where ${p} and x.taken_at_known),
                             (select min(x.at) from world_place_points x where ${l})) as first,
                       greatest((select max(x.at) from world_messages x where ${m}),
                                (select max(x.at) from world_photos x where ${p} and x.taken_at_known),
                                (select max(x.at) from world_place_points x where ${l})) as last,
                       (select count(distinct place_id) from (
                          select x.place_id from world_place_points x where ${l}
                          union all select x.place_id from world_photos x where ${p} and x.taken_at_known and x.place_id is not null) pl)::int as places,
                       (select count(*) from world_events x where ${shownEvents(s, 'x')})::int as events,
                       (select array_agg(distinct source) from world_imports where id = any(${sql.param(s.done)}::uuid[])) as sources`,
          )
        : [];
      // "People" are the others in the owner's chats, as the Social world counts them: never the owner.
      const everyone = (await people(s, {}, 'shown')).filter((x) => !x.isSelf);
      return {
        plan: s.plan,
        limit: s.limit,
        dataPoints,
        shown: s.covered,
        notice: limitNotice(s.coverage, dataPoints, s.plan),
        coverage: s.coverage,
        imported: s.total,
        people: everyone.length,
        messages: num(agg?.m),
        photos: num(agg?.p),
        places: num(agg?.places),
        events: num(agg?.events),
        firstAt: iso(agg?.first),
        lastAt: iso(agg?.last),
        sources: ((agg?.sources ?? []) as ImportSourceName[]).sort(),
      };
    },
  };
}
