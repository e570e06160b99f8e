/** The Timeline World: what happened per day, week, month or year of the period, and on this day in the years before. */
import { sql, type SQL } from 'drizzle-orm';
import { ON_THIS_DAY_MESSAGES, ON_THIS_DAY_PHOTOS, type OnThisDay, type OnThisDayQuery, type Timeline, type TimelineQuery } from '../../../contract/worlds';
import { coordinates, inPeriod, iso, KIND, num, shown, shownEvents, type Scope } from './world-filters';
import { placeNameSql } from './place-names';
import type { WorldContext } from './world-scope';

/**
 * One count per row of every kind that matches `where` (messages, photos, location points,
 * events), grouped by `key`: the shape the timeline's buckets and the years of a day share.
 * A photo without a taken-at time has no time: it is in no bucket and no year (its `at` is
 * only when it was imported); the timeline counts it apart (`undatedPhotos`).
 */
function countsBy(s: Scope, key: (x: string) => SQL, where: (x: string) => SQL, as: 'start' | 'y', order: 'asc' | 'desc'): SQL {
  const k = key('x');
  return sql`select ${sql.raw(as)}, sum(m)::int as m, sum(p)::int as p, sum(l)::int as l, sum(e)::int as e from (
           select ${k} as ${sql.raw(as)}, 1 as m, 0 as p, 0 as l, 0 as e from world_messages x where ${shown(s, 'x', KIND.message)} and ${where('x')}
           union all select ${k}, 0, 1, 0, 0 from world_photos x where ${shown(s, 'x', KIND.photo)} and x.taken_at_known and ${where('x')}
           union all select ${k}, 0, 0, 1, 0 from world_place_points x where ${shown(s, 'x', KIND.point)} and ${where('x')}
           union all select ${k}, 0, 0, 0, 1 from world_events x where ${shownEvents(s, 'x')} and ${where('x')}
         ) t group by ${sql.raw(as)} order by ${sql.raw(`${as} ${order}`)}`;
}

export function createTimelineWorld({ query, scope }: WorldContext) {
  return {
    async timeline(userId: string, q: TimelineQuery): Promise<Timeline> {
      const s = await scope(userId, false);
      if (!s.done.length) return { bucket: q.bucket, timeZone: s.timeZone, coverage: s.coverage, buckets: [] };
      const unit = q.bucket;
      const bucketOf = (x: string) => sql`date_trunc(${unit}::text, ${sql.raw(x)}.at at time zone ${s.timeZone}) at time zone ${s.timeZone}`;
      const rows = await query<{ start: Date; m: number; p: number; l: number; e: number }>(countsBy(s, bucketOf, (x) => inPeriod(x, q), 'start', 'asc'));
      // Shown photos without a time: in no period, so counted whatever the period.
      const [undated] = await query<{ n: number }>(sql`select count(*)::int as n from world_photos x where ${shown(s, 'x', KIND.photo)} and not x.taken_at_known`);
      return {
        bucket: unit,
        timeZone: s.timeZone,
        coverage: s.coverage,
        undatedPhotos: num(undated?.n),
        buckets: rows.map((r) => ({ start: iso(r.start)!, messages: num(r.m), photos: num(r.p), places: num(r.l), events: num(r.e) })),
      };
    },

    /** What happened on `date`'s day and month (in the user's zone) in the years before it, within the period. */
    async onThisDay(userId: string, q: OnThisDayQuery, includeMessages: boolean): Promise<OnThisDay> {
      const s = await scope(userId, false);
      const date = q.date ?? new Intl.DateTimeFormat('en-CA', { timeZone: s.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
      const result: OnThisDay = { date, timeZone: s.timeZone, coverage: s.coverage, years: [], messagesShown: includeMessages };
      if (!s.done.length) return result;
      const [year, mmdd] = [Number(date.slice(0, 4)), date.slice(5)];
      const yearOf = (x: string) => sql`extract(year from ${sql.raw(x)}.at at time zone ${s.timeZone})::int`;
      const onDay = (x: string) =>
        sql`to_char(${sql.raw(x)}.at at time zone ${s.timeZone}, 'MM-DD') = ${mmdd} and ${yearOf(x)} < ${year} and ${inPeriod(x, q)}`;
      const counts = await query<{ y: number; m: number; p: number; l: number; e: number }>(
        countsBy(s, yearOf, onDay, 'y', 'desc'),
      );
      if (!counts.length) return result;
      const photos = await query<{ y: number; id: string; file_name: string; at: Date }>(
        sql`select y, id, file_name, at from (
           select ${yearOf('x')} as y, x.id, x.file_name, x.at, row_number() over (partition by ${yearOf('x')} order by x.at, x.id) as rn
           from world_photos x where ${shown(s, 'x', KIND.photo)} and x.taken_at_known and ${onDay('x')}) t where rn <= ${sql.raw(String(ON_THIS_DAY_PHOTOS))} order by at`,
      );
      const messages = await query<{ y: number; at: Date; author: string; chat: string; text: string }>(
        sql`select t.y, t.at, coalesce(r.name, w.name) as author, c.title as chat, t.text from (
           select ${yearOf('x')} as y, x.at, x.key, x.person_id, x.chat_id, x.text,
                  row_number() over (partition by ${yearOf('x')} order by length(x.text) > 12 desc, x.at, x.key) as rn
           from world_messages x where ${shown(s, 'x', KIND.message)} and ${onDay('x')}) t
         join world_people w on w.id = t.person_id left join world_people r on r.id = w.merged_into join world_chats c on c.id = t.chat_id
         where t.rn <= ${sql.raw(String(ON_THIS_DAY_MESSAGES))} order by t.at, t.key`,
      );
      const places = await query<{ y: number; id: string; label: string | null; lat: number; lon: number }>(
        // The label is the place's name (#27, place-names.ts): the user's, its label, its city.
        sql`select distinct on (t.y, pl.id) t.y, pl.id, ${placeNameSql('pl', sql`t.label`)} as label, pl.lat, pl.lon from (
           select ${yearOf('x')} as y, x.place_id, x.label from world_place_points x where ${shown(s, 'x', KIND.point)} and ${onDay('x')}
           union all
           select ${yearOf('x')}, x.place_id, null from world_photos x where ${shown(s, 'x', KIND.photo)} and x.taken_at_known and ${onDay('x')} and x.place_id is not null) t
         join world_places pl on pl.id = t.place_id order by t.y, pl.id, label nulls last`,
      );
      const years = counts.map((c) => num(c.y));
      const starts = await query<{ y: number; start: Date }>(
        sql`select y, (make_date(y, ${Number(mmdd.slice(0, 2))}::int, ${Number(mmdd.slice(3))}::int)::timestamp at time zone ${s.timeZone}) as start from unnest(${sql.param(years)}::int[]) as y`,
      );
      const startBy = new Map(starts.map((r) => [num(r.y), iso(r.start)!]));
      result.years = counts.map((c) => {
        const y = num(c.y);
        return {
          year: y,
          start: startBy.get(y) ?? `${y}-${mmdd}T00:00:00.000Z`,
          messages: num(c.m),
          photos: num(c.p),
          places: num(c.l),
          events: num(c.e),
          photoList: photos.filter((r) => num(r.y) === y).map((r) => ({ id: r.id, fileName: r.file_name, at: iso(r.at)! })),
          messageList: messages
            .filter((r) => num(r.y) === y)
            .map((r) => ({ at: iso(r.at)!, author: r.author, chat: r.chat, text: includeMessages ? r.text : '' })),
          placeList: places
            .filter((r) => num(r.y) === y)
            .slice(0, 6)
            .map((r) => ({ id: r.id, label: r.label ?? coordinates(r.lat, r.lon), lat: r.lat, lon: r.lon })),
        };
      });
      return result;
    },
  };
}
