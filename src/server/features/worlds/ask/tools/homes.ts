/**
 * homes (#29): where the user lived and when they moved, from location history alone, so a
 * move is found whatever language the chats are in ("since I moved to Lisbon", "the week of
 * the move"). Each local day (the world's time zone) is given the city most of its shown
 * location points are in; a move is a day from which one city holds most days of the next
 * MOVE_WINDOW days while another held most days of the MOVE_WINDOW before. A trip (a week in
 * Seville) never holds most days of three months, so it is not a move; of the candidate days
 * of one move (a flat-hunting visit, the move itself) the one that splits the two cities
 * most cleanly wins.
 */
import { sql } from 'drizzle-orm';
import { createPlaceNames, placeName } from '../../place-names';
import { KIND, inPeriod, num, shown } from '../../world-filters';
import { HomesInput, type Homes } from './catalogue';
import { placeCitation } from './common';
import { MAX_CITATIONS, type WorldTool } from './types';

/** Days either side of a move that are compared. */
export const MOVE_WINDOW = 90;
/** The share of the days a city must hold on its side of a move, and the fewest days with points on each side. */
const HOLD = 0.6;
const MIN_DAYS = 7;
/**
 * The fewest calendar days each side must span: a fortnight away at the very end of the data
 * (Christmas with the family, the export made before coming home) holds all the days after it,
 * but a stay that short is a trip, not a move.
 */
const MIN_SPAN_DAYS = 28;

interface Day {
  t: number;
  day: string;
  city: string;
}

const DAY_MS = 86_400_000;

/** The city most days of `days` are in, with its share, or null for none. */
function majority(days: Day[]): { city: string; share: number } | null {
  if (!days.length) return null;
  const n = new Map<string, number>();
  for (const d of days) n.set(d.city, (n.get(d.city) ?? 0) + 1);
  const [city, count] = [...n].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]!;
  return { city, share: count / days.length };
}

/** The move days of a sequence of days (oldest first), each with the cities before and after. */
export function findMoves(days: Day[], window = MOVE_WINDOW): { i: number; from: string; to: string }[] {
  const cands: { i: number; from: string; to: string; score: number }[] = [];
  let lo = 0;
  let hi = 0;
  for (let i = 1; i < days.length; i++) {
    if (days[i]!.city === days[i - 1]!.city) continue;
    const t = days[i]!.t;
    while (days[lo]!.t < t - window * DAY_MS) lo += 1;
    if (hi < i) hi = i;
    while (hi < days.length && days[hi]!.t < t + window * DAY_MS) hi += 1;
    const before = days.slice(lo, i);
    const after = days.slice(i, hi);
    if (before.length < MIN_DAYS || after.length < MIN_DAYS) continue;
    if (t - before[0]!.t < MIN_SPAN_DAYS * DAY_MS || after[after.length - 1]!.t - t < MIN_SPAN_DAYS * DAY_MS) continue;
    const a = majority(before);
    const b = majority(after);
    if (!a || !b || a.city === b.city || b.city !== days[i]!.city || a.share < HOLD || b.share < HOLD) continue;
    cands.push({ i, from: a.city, to: b.city, score: a.share + b.share });
  }
  const kept: typeof cands = [];
  for (const c of [...cands].sort((x, y) => y.score - x.score || x.i - y.i)) {
    if (kept.some((k) => Math.abs(days[k.i]!.t - days[c.i]!.t) < window * DAY_MS)) continue;
    // A day or two back in the old city right after moving (fetching the last boxes) barely
    // changes the split: the earliest day of the same move that splits nearly as well is the move.
    const near = cands.filter((o) => o.from === c.from && o.to === c.to && o.i <= c.i && days[c.i]!.t - days[o.i]!.t < 14 * DAY_MS && o.score >= c.score - 0.05);
    kept.push(near.sort((x, y) => x.i - y.i)[0] ?? c);
  }
  return kept.sort((x, y) => x.i - y.i).map(({ i, from, to }) => ({ i, from, to }));
}

/** The most stays away a homes answer lists (the latest). */
const TRIPS_KEPT = 200;
/** Days without location points a stay away may span and still be one stay. */
const TRIP_GAP_DAYS = 3;

/** The runs of days (oldest first) in a city other than the home of their stretch (`homeAt(i)`). */
export function awayRuns(days: Day[], homeAt: (i: number) => string | null): { city: string; from: string; to: string; days: number }[] {
  const out: { city: string; from: string; to: string; days: number; t: number }[] = [];
  for (let i = 0; i < days.length; i++) {
    const d = days[i]!;
    if (d.city === homeAt(i)) continue;
    const last = out[out.length - 1];
    if (last && last.city === d.city && d.t - last.t <= (TRIP_GAP_DAYS + 1) * DAY_MS && days[i - 1]?.city === d.city) {
      last.to = d.day;
      last.t = d.t;
      last.days += 1;
    } else out.push({ city: d.city, from: d.day, to: d.day, days: 1, t: d.t });
  }
  return out.map(({ city, from, to, days: n }) => ({ city, from, to, days: n }));
}

/** Kilometres within which a smaller named town is taken as part of a bigger one's metro area. */
export const METRO_KM = 25;

const kmBetween = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
  const r = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * r) / 2) ** 2 + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lon - a.lon) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
};

/**
 * Each named town of the location points mapped to the town its metro area is called by: the
 * town with most points within METRO_KM of it (a suburb's points count for the city they sit
 * in, so living across three districts of one city is living in that city).
 */
export function metroAreas(rows: { city: string; n: number; lat: number; lon: number }[]): Map<string, string> {
  const towns = new Map<string, { n: number; lat: number; lon: number }>();
  for (const r of rows) {
    const t = towns.get(r.city);
    if (t) t.n += r.n;
    else towns.set(r.city, { n: r.n, lat: r.lat, lon: r.lon });
  }
  const heads: { city: string; lat: number; lon: number }[] = [];
  const out = new Map<string, string>();
  for (const [city, t] of [...towns].sort((a, b) => b[1].n - a[1].n || (a[0] < b[0] ? -1 : 1))) {
    const head = heads.find((h) => kmBetween(h, t) <= METRO_KM);
    if (head) out.set(city, head.city);
    else {
      heads.push({ city, lat: t.lat, lon: t.lon });
      out.set(city, city);
    }
  }
  return out;
}

export const homes: WorldTool<typeof HomesInput, Homes> = {
  name: 'homes',
  description:
    'Where the user lived and when they moved, from location history (any language): the home city of each stretch of days (the city most days\' location points are in) and the local days (YYYY-MM-DD) the home city changed for good, with the cities before and after. A trip is not a move.',
  input: HomesInput,
  async run(ctx, input) {
    const s = ctx.scope;
    const empty = { data: { homes: [], trips: [], moves: [] }, citations: [] };
    if (!s.done.length) return empty;
    await createPlaceNames(ctx.query).backfillGeoNames(s.userId);
    const rows = await ctx.query<{ day: string; city: string; n: number; id: string; lat: number; lon: number }>(
      sql`select to_char(x.at at time zone ${s.timeZone}, 'YYYY-MM-DD') as day, pl.geo_name as city, count(*)::int as n,
         (array_agg(pl.id order by pl.id))[1] as id, min(pl.lat) as lat, min(pl.lon) as lon
       from world_place_points x join world_places pl on pl.id = x.place_id
       where ${shown(s, 'x', KIND.point)} and ${inPeriod('x', input.period)} and pl.geo_name is not null
       group by 1, 2 order by 1, 3 desc, 2`,
    );
    if (!rows.length) return empty;
    // One city's suburbs and districts are named apart (Hyderabad, Kukatpalli): one metro area.
    const metro = metroAreas(rows.map((r) => ({ city: r.city, n: r.n, lat: num(r.lat), lon: num(r.lon) })));
    const merged = new Map<string, { day: string; city: string; n: number; id: string; lat: number; lon: number }>();
    for (const r of rows) {
      const city = metro.get(r.city) ?? r.city;
      const k = `${r.day}\u0000${city}`;
      const had = merged.get(k);
      if (had) had.n += r.n;
      else merged.set(k, { ...r, city });
    }
    // Each day's city: the one with most points that day.
    const byDay = [...merged.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : b.n - a.n || (a.city < b.city ? -1 : 1)));
    const where = new Map<string, { id: string; lat: number; lon: number }>();
    for (const r of rows) if (!where.has(r.city) && (metro.get(r.city) ?? r.city) === r.city) where.set(r.city, { id: r.id, lat: num(r.lat), lon: num(r.lon) });
    const days: Day[] = [];
    /** Every city of each day (the day of the move has points in both). */
    const citiesOf = new Map<string, Set<string>>();
    for (const r of byDay) {
      citiesOf.set(r.day, (citiesOf.get(r.day) ?? new Set()).add(r.city));
      if (days.length && days[days.length - 1]!.day === r.day) continue;
      days.push({ t: Date.parse(`${r.day}T00:00:00Z`), day: r.day, city: r.city });
    }
    const moves = findMoves(days);
    const cuts = [0, ...moves.map((m) => m.i), days.length];
    const list: Homes['homes'] = [];
    for (let k = 0; k + 1 < cuts.length; k++) {
      const part = days.slice(cuts[k], cuts[k + 1]);
      const home = majority(part);
      if (!home || home.share < 0.5) continue;
      const at = where.get(home.city)!;
      list.push({ name: placeName(home.city, at.lat, at.lon), placeId: at.id, lat: at.lat, lon: at.lon, from: part[0]!.day, to: part[part.length - 1]!.day, days: part.length });
    }
    // Stays away from home: runs of days in another city than that stretch's home (a few days without points inside a run bridge it).
    const homeAt = (i: number) => {
      let k = 0;
      while (k + 2 < cuts.length && cuts[k + 1]! <= i) k += 1;
      return majority(days.slice(cuts[k], cuts[k + 1]))?.city ?? null;
    };
    const trips: Homes['trips'] = [];
    for (const run of awayRuns(days, homeAt).slice(-TRIPS_KEPT)) {
      const at = where.get(run.city)!;
      trips.push({ name: placeName(run.city, at.lat, at.lon), placeId: at.id, lat: at.lat, lon: at.lon, from: run.from, to: run.to, days: run.days });
    }
    const out: Homes = {
      homes: list,
      trips,
      moves: moves.map((m) => {
        const at = where.get(m.to)!;
        // The last day in the old city that has points in the new one too is the day of the move (the morning there, the evening here).
        // That day is the last in the old city too: the move lies on it, not in a gap before it.
        const both = m.i >= 2 && Boolean(citiesOf.get(days[m.i - 1]!.day)?.has(m.to));
        const k = both ? m.i - 1 : m.i;
        return { day: days[k]!.day, from: m.from, to: m.to, placeId: at.id, lat: at.lat, lon: at.lon, lastBefore: days[both ? k : k - 1]!.day };
      }),
    };
    return { data: out, citations: out.moves.slice(0, MAX_CITATIONS).map((m) => placeCitation(m.placeId, m.to, m.lat, m.lon)) };
  },
};
