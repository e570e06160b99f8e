/**
 * Places with names (#27, contract/worlds-places.ts): how a place reads everywhere it is
 * shown, the user's renames (kept by position in world_place_names, so they outlive the
 * place rows an import's deletion removes) and the offline city names of places made
 * before places were named at import (filled once, lazily, when the places are read).
 *
 * A place reads as: the user's name for the nearest named position within
 * PLACE_NAME_RADIUS_M, else its source's label (a shared venue, a visit's place name),
 * else its nearest city and country ("Kyoto, Japan"), else its coordinates.
 *
 * A name belongs to one place: the user's place nearest its position. Places are ~100 m
 * clusters (place-clusters.ts) and the name radius is 150 m, so two places 100–150 m apart
 * are both within reach of a name; only the nearer one shows it, and renaming the other
 * leaves it alone.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PLACE_NAME_RADIUS_M, type RenamedPlace } from '../../../contract/worlds-places';
import { NotFoundError } from '../../errors';
import { geoName, loadGeocoder } from './geo/reverse-geocode';
import type { Query } from './sql';
import { coordinates, isUuid } from './world-filters';

/** Degrees of latitude that hold the name radius, a cheap pre-filter before the great-circle distance. */
const RADIUS_LAT_DEG = (PLACE_NAME_RADIUS_M / 6_371_000) * (180 / Math.PI) * 1.01;

/** Great-circle metres between a named position `n` and `lat`/`lon` SQL expressions. */
function metresSql(n: string, lat: SQL, lon: SQL): SQL {
  const a = sql.raw(n);
  return sql`(2 * 6371000 * asin(least(1, sqrt(power(sin(radians(${a}.lat - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${a}.lat)) * power(sin(radians(${a}.lon - ${lon}) / 2), 2)))))`;
}

/**
 * SQL: no other place of the user is nearer the named position `n` than the place `plId`
 * at `plLat`/`plLon` (ties go to the lower id): the name at `n` is that place's, not a neighbour's.
 */
function nearestPlaceSql(n: string, plId: SQL, userId: SQL, plLat: SQL, plLon: SQL): SQL {
  const a = sql.raw(n);
  const dq = metresSql(n, sql`q.lat`, sql`q.lon`);
  const dp = metresSql(n, plLat, plLon);
  return sql`not exists (select 1 from world_places q
      where q.user_id = ${userId} and q.id <> ${plId}
        and q.lat between ${a}.lat - ${RADIUS_LAT_DEG}::float8 and ${a}.lat + ${RADIUS_LAT_DEG}::float8
        and (${dq} < ${dp} or (${dq} = ${dp} and q.id < ${plId})))`;
}

/**
 * The user's name for the place aliased `pl` (a world_places row), or null: a correlated
 * subquery. The nearest named position within the radius whose nearest place is `pl`.
 */
export function customNameSql(pl: string): SQL {
  const p = sql.raw(pl);
  const d = metresSql('n', sql`${p}.lat`, sql`${p}.lon`);
  return sql`(select n.name from world_place_names n
    where n.user_id = ${p}.user_id and n.lat between ${p}.lat - ${RADIUS_LAT_DEG}::float8 and ${p}.lat + ${RADIUS_LAT_DEG}::float8
      and ${d} <= ${PLACE_NAME_RADIUS_M}::float8
      and ${nearestPlaceSql('n', sql`${p}.id`, sql`${p}.user_id`, sql`${p}.lat`, sql`${p}.lon`)}
    order by ${d}, n.created_at desc limit 1)`;
}

/**
 * How the place aliased `pl` reads, null when it has no name, label or city (then show its
 * coordinates: `placeName`). `label` is a label to use when the place row has none (e.g.
 * the label of its points).
 */
export function placeNameSql(pl: string, label?: SQL): SQL {
  const p = sql.raw(pl);
  return sql`coalesce(${customNameSql(pl)}, ${p}.label, ${label ?? sql`null`}, ${p}.geo_name)`;
}

/** A place's shown name from the row's nullable name (placeNameSql) and its position. */
export function placeName(name: string | null | undefined, lat: number, lon: number): string {
  return name ?? coordinates(lat, lon);
}

/** Users whose places without a city name were looked up in this process (see backfill). */
const backfilled = new Set<string>();

export function createPlaceNames(query: Query) {
  return {
    /**
     * Names (offline) the user's places made before places were named at import: one
     * lookup and one UPDATE for all of them, once per user per process (a place at sea
     * stays null and is not looked up again on every read).
     */
    async backfillGeoNames(userId: string): Promise<void> {
      if (backfilled.has(userId)) return;
      const rows = await query<{ id: string; lat: number; lon: number }>(
        sql`select id, lat, lon from world_places where user_id = ${userId} and geo_name is null`,
      );
      if (rows.length) await loadGeocoder(); // built off this thread the first time
      const named = rows.map((r) => ({ id: r.id, name: geoName(r.lat, r.lon) })).filter((r): r is { id: string; name: string } => r.name !== null);
      if (named.length) {
        await query(
          sql`update world_places pl set geo_name = x.n
           from unnest(${sql.param(named.map((r) => r.id))}::uuid[], ${sql.param(named.map((r) => r.name))}::text[]) as x(i, n)
           where pl.id = x.i and pl.user_id = ${userId}`,
        );
      }
      backfilled.add(userId);
    },

    /**
     * Names the position of the user's place `id` (null or blank: clears its name: the names
     * within the radius whose nearest place it is). The name is kept by position: it names any place there, now and
     * after a re-import. Another user's place is not found.
     */
    async renamePlace(userId: string, id: string, name: string | null): Promise<RenamedPlace> {
      if (!isUuid(id)) throw new NotFoundError('Place not found.');
      const [pl] = await query<{ id: string; lat: number; lon: number; geo_name: string | null }>(
        sql`select id, lat, lon, geo_name from world_places where id = ${id} and user_id = ${userId}`,
      );
      if (!pl) throw new NotFoundError('Place not found.');
      const given = name?.trim() || null;
      // One name per place: the names that named this place give way to the new one; a name
      // within the radius whose nearest place is a neighbour stays the neighbour's.
      const lat = sql`${pl.lat}::float8`;
      const lon = sql`${pl.lon}::float8`;
      await query(
        sql`delete from world_place_names n where n.user_id = ${userId}
          and ${metresSql('n', lat, lon)} <= ${PLACE_NAME_RADIUS_M}::float8
          and ${nearestPlaceSql('n', sql`${pl.id}::uuid`, sql`${userId}`, lat, lon)}`,
      );
      if (given) await query(sql`insert into world_place_names (user_id, lat, lon, name) values (${userId}, ${pl.lat}, ${pl.lon}, ${given})`);
      if (pl.geo_name === null) await loadGeocoder();
      const geo = pl.geo_name ?? geoName(pl.lat, pl.lon);
      const [row] = await query<{ name: string | null }>(sql`select ${placeNameSql('pl')} as name from world_places pl where pl.id = ${pl.id}`);
      return { id: pl.id, lat: pl.lat, lon: pl.lon, name: placeName(row?.name ?? geo, pl.lat, pl.lon), customName: given, geoName: geo };
    },
  };
}
export type PlaceNames = ReturnType<typeof createPlaceNames>;
