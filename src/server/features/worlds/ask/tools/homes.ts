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

export const homes: WorldTool<typeof HomesInput, Homes> = {
  name: 'homes',
  description:
    'Where the user lived and when they moved, from location history (any language): the home city of each stretch of days (the city most days\' location points are in) and the local days (YYYY-MM-DD) the home city changed for good, with the cities before and after. A trip is not a move.',
  input: HomesInput,
  async run(ctx, input) {
    const s = ctx.scope;
    const empty = { data: { homes: [], moves: [] }, citations: [] };
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
    // Each day's city: the one with most points that day (rows come most first).
    const where = new Map<string, { id: string; lat: number; lon: number }>();
    const days: Day[] = [];
    /** Every city of each day (the day of the move has points in both). */
    const citiesOf = new Map<string, Set<string>>();
    for (const r of rows) {
      if (!where.has(r.city)) where.set(r.city, { id: r.id, lat: num(r.lat), lon: num(r.lon) });
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
    const out: Homes = {
      homes: list,
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
