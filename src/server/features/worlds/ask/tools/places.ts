/**
 * The place and photo tools: find_places (a name to place ids), places (where: places
 * ranked by shown data points) and photos (photos of a period, a place or a person).
 *
 * A place reads as place-names.ts names it (the user's name for the nearest named position
 * within 150 m, else its label, else its city "Kyoto, Japan", else its coordinates); a name
 * is found in any of the three. Photos count as places-world.ts counts them: dated ones
 * (an undated photo has no time to be "at" a place in a period).
 */
import { sql, type SQL } from 'drizzle-orm';
import { createPlaceNames, customNameSql, placeName, placeNameSql } from '../../place-names';
import { KIND, inPeriod, isUuid, iso, num, shown } from '../../world-filters';
import {
  FindPlacesInput,
  PhotosInput,
  PlacesInput,
  type FoundPlace,
  type PhotoList,
  type RankedPlace,
} from './catalogue';
import { foldName, photoCitation, placeCitation, rootOf, rootSql, within } from './common';
import { cityOtherNames, regionNamed, type Region } from './regions';
import { MAX_CITATIONS, type ToolContext, type WorldTool } from './types';

const NON_WORD = /[^\p{L}\p{N}]+/u;
const wordsOf = (s: string) => foldName(s).split(NON_WORD).filter(Boolean);

/** A spelling variant of a word ("seville" ↔ "sevilla", "marrakech" ↔ "marrakesh"): 2 letters off from 6 letters, 1 from 4. */
function variant(q: string, w: string): boolean {
  const n = Math.min([...q].length, [...w].length);
  if (n < 4) return false;
  return within(q, w, n >= 6 ? 2 : 1);
}

/**
 * How well the query words name a place called `name`: 0 the whole name, 1 every word a
 * word of it, 2 every word a prefix of one of its words, 3 every word a spelling variant
 * of one of its words; null: not this place.
 */
export function placeMatch(q: string[], name: string | null): number | null {
  if (!name || !q.length) return null;
  const w = wordsOf(name);
  if (w.join(' ') === q.join(' ')) return 0;
  if (q.every((x) => w.includes(x))) return 1;
  if (q.every((x) => w.some((y) => y.startsWith(x)))) return 2;
  if (q.every((x) => w.some((y) => variant(x, y)))) return 3;
  return null;
}

interface PlaceRow {
  id: string;
  lat: number;
  lon: number;
  name: string | null;
}

/** The names a query matches, by kind (a user's name for a position, a label, a city), each with its rank. */
interface NameMatch {
  custom: Map<string, number>;
  label: Map<string, number>;
  geo: Map<string, number>;
  /** A region no place is named after ("Goa", "Bavaria"): the places whose position lies in its box. */
  region?: Region;
}

/** Ranks 0 (the whole name) and 1 (a word of it) are one tier: "Porto" is the city and "Porto Café" alike. */
const tier = (rank: number) => Math.max(rank, 1);

/**
 * The place names (distinct: a city is one name over many place rows) the query matches,
 * keeping only the best tier, so "Porto" takes the city and every label with the word
 * Porto, and a variant ("Seville") only when nothing matches better. Null: none.
 */
async function matchNames(ctx: ToolContext, name: string): Promise<NameMatch | null> {
  const q = wordsOf(name);
  if (!q.length) return null;
  const u = ctx.scope.userId;
  await createPlaceNames(ctx.query).backfillGeoNames(u);
  const rows = await ctx.query<{ kind: 'custom' | 'label' | 'geo'; name: string }>(
    sql`select distinct 'custom' as kind, n.name from world_place_names n where n.user_id = ${u}
     union select distinct 'label', pl.label from world_places pl where pl.user_id = ${u} and pl.label is not null
     union select distinct 'geo', pl.geo_name from world_places pl where pl.user_id = ${u} and pl.geo_name is not null`,
  );
  let ranked = rows.map((r) => ({ ...r, rank: placeMatch(q, r.name) })).filter((r): r is typeof r & { rank: number } => r.rank !== null);
  if (!ranked.length) {
    // A city's other name ("Saigon", "Bombay", "Kiev"): the places named by any of its names, a whole-word match only.
    const others = cityOtherNames(name).map((n) => n.split(' '));
    ranked = rows
      .map((r) => ({ ...r, rank: Math.min(...others.map((o) => placeMatch(o, r.name) ?? 9)) }))
      .filter((r) => r.rank <= 1);
  }
  if (!ranked.length) {
    // Places are named by their nearest city; a state or island is found by coordinates.
    const region = regionNamed(name);
    return region ? { custom: new Map(), label: new Map(), geo: new Map(), region } : null;
  }
  const best = Math.min(...ranked.map((r) => tier(r.rank)));
  const out: NameMatch = { custom: new Map(), label: new Map(), geo: new Map() };
  for (const r of ranked) if (tier(r.rank) === best) out[r.kind].set(r.name, r.rank);
  return out;
}

/** SQL: the place (alias `pl`) has one of the matched names. */
function namedSql(m: NameMatch): SQL {
  const parts: SQL[] = [];
  if (m.label.size) parts.push(sql`pl.label = any(${sql.param([...m.label.keys()])}::text[])`);
  if (m.geo.size) parts.push(sql`pl.geo_name = any(${sql.param([...m.geo.keys()])}::text[])`);
  if (m.custom.size) parts.push(sql`${customNameSql('pl')} = any(${sql.param([...m.custom.keys()])}::text[])`);
  if (m.region) {
    for (const [south, west, north, east] of [m.region.box, ...(m.region.more ?? [])]) {
      parts.push(sql`(pl.lat between ${south} and ${north} and pl.lon between ${west} and ${east})`);
    }
  }
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/** The user's places a name matches (by their name, label or city), with the best rank of their names. */
async function matchPlaces(ctx: ToolContext, name: string): Promise<(PlaceRow & { rank: number })[]> {
  const m = await matchNames(ctx, name);
  if (!m) return [];
  const rows = await ctx.query<PlaceRow & { custom: string | null; label: string | null; geo: string | null }>(
    sql`select pl.id, pl.lat, pl.lon, ${customNameSql('pl')} as custom, pl.label, pl.geo_name as geo, ${placeNameSql('pl')} as name
     from world_places pl where pl.user_id = ${ctx.scope.userId} and ${namedSql(m)}`,
  );
  return rows.map((r) => {
    const ranks = [m.custom.get(r.custom ?? ''), m.label.get(r.label ?? ''), m.geo.get(r.geo ?? '')].filter((x): x is number => x !== undefined);
    return { id: r.id, lat: r.lat, lon: r.lon, name: r.name, rank: ranks.length ? Math.min(...ranks) : 0 };
  });
}

/** Shown location points and dated photos of each place. */
async function shownAt(ctx: ToolContext, ids: string[]): Promise<Map<string, { points: number; photos: number }>> {
  if (!ids.length) return new Map();
  const s = ctx.scope;
  const rows = await ctx.query<{ place_id: string; points: number; photos: number }>(
    sql`select place_id, sum(pt)::int as points, sum(ph)::int as photos from (
       select x.place_id, 1 as pt, 0 as ph from world_place_points x where ${shown(s, 'x', KIND.point)} and x.place_id = any(${sql.param(ids)}::uuid[])
       union all
       select x.place_id, 0, 1 from world_photos x where ${shown(s, 'x', KIND.photo)} and x.taken_at_known and x.place_id = any(${sql.param(ids)}::uuid[])) a
     group by place_id`,
  );
  return new Map(rows.map((r) => [r.place_id, { points: num(r.points), photos: num(r.photos) }]));
}

export const findPlaces: WorldTool<typeof FindPlacesInput, FoundPlace[]> = {
  name: 'find_places',
  description:
    'Find places by name: a name the user gave ("Home"), a venue label, or a city or country ("Kyoto", "Japan"); case and accents ignored, word prefixes match. Only places with shown location points or photos; best match first, then the most points. A city is usually many places.',
  input: FindPlacesInput,
  async run(ctx, input) {
    if (!ctx.scope.done.length) return { data: [], citations: [] };
    const matched = await matchPlaces(ctx, input.name);
    const counts = await shownAt(
      ctx,
      matched.map((m) => m.id),
    );
    const total = (id: string) => (counts.get(id)?.points ?? 0) + (counts.get(id)?.photos ?? 0);
    const list: FoundPlace[] = matched
      .filter((m) => total(m.id) > 0)
      .sort((a, b) => a.rank - b.rank || total(b.id) - total(a.id) || a.id.localeCompare(b.id))
      .slice(0, input.limit)
      .map((m) => ({ id: m.id, name: placeName(m.name, m.lat, m.lon), lat: m.lat, lon: m.lon, ...counts.get(m.id)! }));
    return { data: list, citations: list.slice(0, MAX_CITATIONS).map((p) => placeCitation(p.id, p.name, p.lat, p.lon)) };
  },
};

/** The names a person is tagged by in photos: their own and those of people merged into them. */
async function namesOf(ctx: ToolContext, root: string): Promise<string[]> {
  if (!isUuid(root)) return [];
  const rows = await ctx.query<{ name: string }>(
    sql`select p.name from world_people p where p.user_id = ${ctx.scope.userId} and ${rootOf('p')} = ${rootSql(ctx, root)}`,
  );
  return rows.map((r) => r.name);
}

/** SQL: the photo (alias `x`) is tagged with one of `names` (case- and accent-insensitive, whole name or first name, either side: a tag "Paolo" is Paolo Lim). */
function taggedWith(names: string[]): SQL {
  if (!names.length) return sql`false`;
  return sql`exists (select 1 from jsonb_array_elements_text(case when jsonb_typeof(x.people) = 'array' then x.people else '[]'::jsonb end) t
    where mnemo_fold(t) = any(select mnemo_fold(n) from unnest(${sql.param(names)}::text[]) n)
       or split_part(mnemo_fold(t), ' ', 1) = any(select mnemo_fold(n) from unnest(${sql.param(names)}::text[]) n)
       or (position(' ' in mnemo_fold(t)) = 0 and mnemo_fold(t) = any(select split_part(mnemo_fold(n), ' ', 1) from unnest(${sql.param(names)}::text[]) n)))`;
}

export const places: WorldTool<typeof PlacesInput, RankedPlace[]> = {
  name: 'places',
  description:
    'Where: places ranked by shown data points (location history, shared locations, photos) in a period; groupBy "city" counts a city\'s many places once (named as the city); with personId only locations shared in chats with that person and photos tagged with them. Answers each place with its points, photos, first and last time.',
  input: PlacesInput,
  async run(ctx, input) {
    const s = ctx.scope;
    if (!s.done.length || (input.personId !== undefined && !isUuid(input.personId))) return { data: [], citations: [] };
    await createPlaceNames(ctx.query).backfillGeoNames(s.userId);
    let pointsOf = sql``;
    let photosOf = sql``;
    if (input.personId) {
      pointsOf = sql` and x.chat_id in (select cp.chat_id from world_chat_people cp join world_people p on p.id = cp.person_id
        where p.user_id = ${s.userId} and ${rootOf('p')} = ${rootSql(ctx, input.personId)})`;
      photosOf = sql` and ${taggedWith(await namesOf(ctx, input.personId))}`;
    }
    const rows = await ctx.query<PlaceRow & { points: number; photos: number; first: Date | null; last: Date | null }>(
      sql`with pts as (
         select x.place_id, 1 as pt, 0 as ph, x.at from world_place_points x where ${shown(s, 'x', KIND.point)} and ${inPeriod('x', input.period)}${pointsOf}
         union all
         select x.place_id, 0, 1, x.at from world_photos x where ${shown(s, 'x', KIND.photo)} and x.taken_at_known and x.place_id is not null and ${inPeriod('x', input.period)}${photosOf}),
       agg as (select place_id, sum(pt)::int as points, sum(ph)::int as photos, min(at) as first, max(at) as last from pts group by place_id)
       ${
         input.groupBy === 'city'
           ? // A city once: its place rows summed, read as the city and cited at its busiest place.
             sql`, byCity as (select coalesce(pl.geo_name, pl.id::text) as k, sum(agg.points)::int as points, sum(agg.photos)::int as photos,
                 min(agg.first) as first, max(agg.last) as last, (array_agg(pl.id order by agg.points + agg.photos desc, pl.id))[1] as top
               from agg join world_places pl on pl.id = agg.place_id group by 1)
             select pl.id, pl.lat, pl.lon, coalesce(pl.geo_name, ${placeNameSql('pl')}) as name, g.points, g.photos, g.first, g.last
             from byCity g join world_places pl on pl.id = g.top order by g.points + g.photos desc, g.last desc, pl.id limit ${input.limit}`
           : sql`select pl.id, pl.lat, pl.lon, ${placeNameSql('pl')} as name, agg.points, agg.photos, agg.first, agg.last
             from agg join world_places pl on pl.id = agg.place_id order by agg.points + agg.photos desc, agg.last desc, pl.id limit ${input.limit}`
       }`,
    );
    const list: RankedPlace[] = rows.map((r) => ({
      id: r.id,
      name: placeName(r.name, r.lat, r.lon),
      lat: r.lat,
      lon: r.lon,
      points: num(r.points),
      photos: num(r.photos),
      first: iso(r.first),
      last: iso(r.last),
    }));
    return { data: list, citations: list.slice(0, MAX_CITATIONS).map((p) => placeCitation(p.id, p.name, p.lat, p.lon)) };
  },
};

export const photos: WorldTool<typeof PhotosInput, PhotoList> = {
  name: 'photos',
  description:
    'Photos (shown) in a period, at a place (placeId, or placeName for every place of that name: a city), and/or with a tagged person (personName): how many, and the first, the last and others spread between them, cited with thumbnails.',
  input: PhotosInput,
  async run(ctx, input) {
    const s = ctx.scope;
    const none = { data: { count: 0, photos: [] }, citations: [] };
    if (!s.done.length) return none;
    const parts: SQL[] = [shown(s, 'x', KIND.photo)];
    // A period holds dated photos only; so does a place, as places count them.
    if (input.period || input.placeId !== undefined || input.placeName !== undefined) parts.push(sql`x.taken_at_known`);
    if (input.period) parts.push(inPeriod('x', input.period));
    if (input.placeId !== undefined) {
      if (!isUuid(input.placeId)) return none;
      parts.push(sql`x.place_id = ${input.placeId}::uuid`);
    }
    if (input.placeName !== undefined) {
      // Every place of the name, however many rows a city has (each point and photo may be its own).
      const m = await matchNames(ctx, input.placeName);
      if (!m) return none;
      parts.push(sql`x.place_id in (select pl.id from world_places pl where pl.user_id = ${s.userId} and ${namedSql(m)})`);
    }
    if (input.personName !== undefined) parts.push(taggedWith([input.personName]));
    const where = sql.join(parts, sql` and `);
    const [row] = await ctx.query<{ n: number }>(sql`select count(*)::int as n from world_photos x where ${where}`);
    const count = num(row?.n);
    if (!count) return none;
    // The first, the last, and every step-th between them (undated photos last).
    // ceil(count / step) ≤ limit - 1 sampled, plus the last: at most `limit`.
    const step = input.limit > 1 ? Math.max(1, Math.ceil(count / (input.limit - 1))) : count;
    const rows = await ctx.query<{ id: string; at: Date; known: boolean; file_name: string; lat: number | null; lon: number | null; name: string | null }>(
      sql`select * from (
         select x.id, x.at, x.taken_at_known as known, x.file_name, pl.lat, pl.lon, ${placeNameSql('pl')} as name,
           row_number() over (order by x.taken_at_known desc, x.at, x.id) as rn
         from world_photos x left join world_places pl on pl.id = x.place_id where ${where}) y
       where (y.rn - 1) % ${step} = 0 or y.rn = ${count} order by y.rn limit ${input.limit}`,
    );
    const list = rows.map((r) => ({
      id: r.id,
      at: r.known ? iso(r.at) : null,
      placeName: r.lat === null || r.lon === null ? null : placeName(r.name, r.lat, r.lon),
      fileName: r.file_name,
    }));
    const tagged = input.withPeople
      ? (
          await ctx.query<{ name: string; n: number }>(
            sql`select t as name, count(*)::int as n from world_photos x
               cross join lateral jsonb_array_elements_text(case when jsonb_typeof(x.people) = 'array' then x.people else '[]'::jsonb end) t
               where ${where} group by t order by 2 desc, 1 limit 12`,
          )
        ).map((r) => ({ name: r.name, photos: num(r.n) }))
      : undefined;
    return { data: { count, photos: list, ...(tagged ? { tagged } : {}) }, citations: list.slice(0, MAX_CITATIONS).map((p) => photoCitation(ctx, p)) };
  },
};
