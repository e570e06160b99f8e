/**
 * overview: the world's extent (first and last shown data point), what it holds (shown
 * messages, photos, places, people who wrote, chats with messages), the owner, the zone,
 * and what the figures cover when not everything is shown (ADR 052).
 */
import { sql } from 'drizzle-orm';
import { KIND, iso, num, pointTime, shown } from '../../world-filters';
import { OverviewInput, type Overview } from './catalogue';
import { personCitation, rootOf } from './common';
import { messageCounts } from './counts';
import type { WorldTool } from './types';

export const overview: WorldTool<typeof OverviewInput, Overview> = {
  name: 'overview',
  description:
    "The world at a glance: its first and last data point, how many messages, photos, places, people and chats it shows, who the owner is, its time zone, and what the figures cover when the plan shows only the newest data points. Call it first when unsure what the world holds.",
  input: OverviewInput,
  async run(ctx) {
    const s = ctx.scope;
    const none = !s.done.length;
    const [row] = none
      ? []
      : await ctx.query<{ m: number; ph: number; pl: number; people: number; chats: number; first: Date | null; last: Date | null }>(
          sql`with msg as (select mc.chat_id, mc.person_id, mc.n from ${messageCounts(ctx, {})} mc),
           ends as (select (select min(m.at) from world_messages m where ${shown(s, 'm', KIND.message)}) as first,
                           (select max(m.at) from world_messages m where ${shown(s, 'm', KIND.message)}) as last),
           pho as (select x.place_id, ${pointTime('x', KIND.photo)} as at from world_photos x where ${shown(s, 'x', KIND.photo)}),
           pts as (select x.place_id, x.at from world_place_points x where ${shown(s, 'x', KIND.point)})
           select (select coalesce(sum(n), 0) from msg)::int as m, (select count(*) from pho)::int as ph,
             (select count(distinct place_id) from (select place_id from pho union all select place_id from pts) a where place_id is not null)::int as pl,
             (select count(distinct ${rootOf('p')}) from (select distinct person_id from msg) d join world_people p on p.id = d.person_id)::int as people,
             (select count(distinct chat_id) from msg)::int as chats,
             (select min(at) from (select first as at from ends union all select at from pho where at > '-infinity' union all select at from pts) a) as first,
             (select max(at) from (select last as at from ends union all select at from pho union all select at from pts) a) as last`,
        );
    const owner = ctx.ownerId
      ? ((await ctx.query<{ id: string; name: string }>(sql`select id, name from world_people where id = ${ctx.ownerId}::uuid and user_id = ${s.userId}`))[0] ?? null)
      : null;
    const data: Overview = {
      owner,
      first: iso(row?.first),
      last: iso(row?.last),
      messages: num(row?.m),
      photos: num(row?.ph),
      places: num(row?.pl),
      people: num(row?.people),
      chats: num(row?.chats),
      timeZone: s.timeZone,
      coverage: s.coverage.rule === 'all' ? null : `Figures are ${s.coverage.text}.`,
    };
    return { data, citations: owner ? [personCitation(owner.id, owner.name)] : [] };
  },
};
