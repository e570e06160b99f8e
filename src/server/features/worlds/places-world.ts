/**
 * The Map World: the places of the period with what was there, one place in detail, the
 * photos and their thumbnails. Every place carries its `name` (place-names.ts: the user's
 * name for it, its label, its city, its coordinates) and the renames are served from here.
 */
import { sql } from 'drizzle-orm';
import { PLACE_MESSAGES_MAX, PLACE_PHOTOS_MAX, type ImportSourceName, type PhotosResponse, type PlaceDetail, type PlacesResponse, type WorldPeriodQuery } from '../../../contract/worlds';
import { NotFoundError } from '../../errors';
import { createPlaceNames, customNameSql, placeName, placeNameSql } from './place-names';
import { coordinates, inPeriod, isUuid, iso, KIND, num, shown } from './world-filters';
import type { WorldContext } from './world-scope';

/** A place's messages: those in the chat of one of its location shares within this of the share. */
const SHARE_WINDOW = sql.raw(`interval '1 hour'`);

export function createPlacesWorld({ query, scope }: WorldContext) {
  const names = createPlaceNames(query);
  return {
    ...names,

    async places(userId: string, period: WorldPeriodQuery = {}): Promise<PlacesResponse> {
      const s = await scope(userId, false);
      if (!s.done.length) return { coverage: s.coverage, places: [] };
      await names.backfillGeoNames(userId);
      // Aggregated per place id first (one pass, no sort of kinds), then joined to the places.
      const rows = await query<{ id: string; lat: number; lon: number; label: string | null; name: string | null; geo: string | null; n: number; ph: boolean; me: boolean; vi: boolean; re: boolean; first: Date; last: Date }>(
        sql`with pts as (
           select x.place_id, x.via as kind, x.at, x.label from world_place_points x where ${shown(s, 'x', KIND.point)} and ${inPeriod('x', period)}
           union all
           select x.place_id, 'photo', x.at, null from world_photos x where ${shown(s, 'x', KIND.photo)} and x.taken_at_known and x.place_id is not null and ${inPeriod('x', period)}),
         agg as (
           select place_id, count(*)::int as n, bool_or(kind = 'photo') as ph, bool_or(kind = 'message') as me, bool_or(kind = 'visit') as vi,
                  bool_or(kind = 'record') as re, min(at) as first, max(at) as last, max(label) as label
           from pts group by place_id)
         select pl.id, pl.lat, pl.lon, coalesce(pl.label, agg.label) as label, ${placeNameSql('pl', sql`agg.label`)} as name, pl.geo_name as geo, agg.n, agg.ph, agg.me, agg.vi, agg.re, agg.first, agg.last
         from agg join world_places pl on pl.id = agg.place_id order by agg.n desc, pl.id`,
      );
      type Kind = PlacesResponse['places'][number]['kinds'][number];
      return {
        coverage: s.coverage,
        places: rows.map((r) => ({
          id: r.id,
          lat: r.lat,
          lon: r.lon,
          label: r.label ?? coordinates(r.lat, r.lon),
          name: placeName(r.name, r.lat, r.lon),
          geoName: r.geo,
          count: num(r.n),
          kinds: ([r.me && 'message', r.ph && 'photo', r.re && 'record', r.vi && 'visit'] as const).filter((k): k is Kind => Boolean(k)),
          firstAt: iso(r.first)!,
          lastAt: iso(r.last)!,
        })),
      };
    },

    /**
     * One place: its shown points and photos in the period, the photos taken there and the
     * messages sent from or about it (the location share itself, the messages of that chat
     * within an hour of a share, and messages naming the place's label), oldest first.
     */
    async place(userId: string, id: string, period: WorldPeriodQuery, includeMessages: boolean): Promise<PlaceDetail> {
      if (!isUuid(id)) throw new NotFoundError('Place not found.');
      const s = await scope(userId, false);
      await names.backfillGeoNames(userId);
      const [pl] = await query<{ id: string; lat: number; lon: number; label: string | null; custom: string | null; geo: string | null }>(
        sql`select pl.id, pl.lat, pl.lon, pl.label, ${customNameSql('pl')} as custom, pl.geo_name as geo from world_places pl where pl.id = ${id} and pl.user_id = ${userId}`,
      );
      if (!pl) throw new NotFoundError('Place not found.');
      const empty: PlaceDetail = {
        ...{ id: pl.id, lat: pl.lat, lon: pl.lon, label: pl.label ?? coordinates(pl.lat, pl.lon) },
        ...{ name: placeName(pl.custom ?? pl.label ?? pl.geo, pl.lat, pl.lon), customName: pl.custom, geoName: pl.geo },
        ...{ count: 0, kinds: [], firstAt: null, lastAt: null, photos: [], photoCount: 0, messages: [], messageCount: 0, messagesShown: includeMessages },
      };
      if (!s.done.length) return empty;
      // An undated photo (no taken-at time, #27) is in no period: left out of the dated place.
      const here = (kind: typeof KIND.point | typeof KIND.photo) =>
        sql`${shown(s, 'x', kind)} and ${inPeriod('x', period)} and x.place_id = ${pl.id}${kind === KIND.photo ? sql` and x.taken_at_known` : sql``}`;
      const [agg] = await query<{ n: number; kinds: string[] | null; first: Date | null; last: Date | null; label: string | null }>(
        sql`with pts as (
           select x.via as kind, x.at, x.label from world_place_points x where ${here(KIND.point)}
           union all
           select 'photo', x.at, null from world_photos x where ${here(KIND.photo)})
         select count(*)::int as n, array_agg(distinct kind) as kinds, min(at) as first, max(at) as last, max(label) as label from pts`,
      );
      const photos = await query<{ id: string; file_name: string; at: Date; width: number | null; height: number | null; people: string[] | null; total: number }>(
        sql`select x.id, x.file_name, x.at, x.width, x.height, x.people, count(*) over ()::int as total from world_photos x
         where ${here(KIND.photo)} order by x.at, x.id limit ${sql.raw(String(PLACE_PHOTOS_MAX))}`,
      );
      const label = pl.label ?? agg?.label ?? null;
      const mention = label && label.length >= 4 ? `%${label.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const messages = await query<{ at: Date; author: string; chat: string; source: string; text: string; reason: PlaceDetail['messages'][number]['reason']; total: number }>(
        sql`with shares as (
           select x.at, x.chat_id, x.person_id from world_place_points x
           where ${here(KIND.point)} and x.via = 'message' and x.chat_id is not null),
         msgs as (
           select x.at, x.key, x.chat_id, x.person_id, x.text,
                  case when exists (select 1 from shares sh where sh.chat_id = x.chat_id and sh.at = x.at and sh.person_id is not distinct from x.person_id) then 'shared'
                       when exists (select 1 from shares sh where sh.chat_id = x.chat_id and x.at between sh.at - ${SHARE_WINDOW} and sh.at + ${SHARE_WINDOW}) then 'nearby'
                       else 'mentions' end as reason
           from world_messages x
           where ${shown(s, 'x', KIND.message)} and ${inPeriod('x', period)}
             and (exists (select 1 from shares sh where sh.chat_id = x.chat_id and x.at between sh.at - ${SHARE_WINDOW} and sh.at + ${SHARE_WINDOW})
                  or (${mention}::text is not null and x.text ilike ${mention}::text)))
         select m.at, coalesce(r.name, w.name) as author, c.title as chat, c.source, m.text, m.reason, count(*) over ()::int as total
         from msgs m join world_people w on w.id = m.person_id left join world_people r on r.id = w.merged_into join world_chats c on c.id = m.chat_id
         order by m.at, m.key limit ${sql.raw(String(PLACE_MESSAGES_MAX))}`,
      );
      return {
        ...empty,
        label: label ?? coordinates(pl.lat, pl.lon),
        name: placeName(pl.custom ?? label ?? pl.geo, pl.lat, pl.lon),
        count: num(agg?.n),
        kinds: [...(agg?.kinds ?? [])].sort() as PlaceDetail['kinds'],
        firstAt: iso(agg?.first),
        lastAt: iso(agg?.last),
        photos: photos.map((r) => ({ id: r.id, fileName: r.file_name, at: iso(r.at)!, width: r.width, height: r.height, people: r.people ?? [] })),
        photoCount: num(photos[0]?.total),
        messages: messages.map((m) => ({
          at: iso(m.at)!,
          author: m.author,
          chat: m.chat,
          source: m.source as ImportSourceName,
          text: includeMessages ? m.text : '',
          reason: m.reason,
        })),
        messageCount: num(messages[0]?.total),
      };
    },

    async photos(userId: string, period: WorldPeriodQuery = {}): Promise<PhotosResponse> {
      const s = await scope(userId, false);
      if (!s.done.length) return { coverage: s.coverage, photos: [], undated: [] };
      // Dated photos of the period, then (whatever the period) the undated ones (#27): a photo
      // without a taken-at time never takes its import's date.
      const rows = await query<{
        id: string;
        file_name: string;
        at: Date;
        taken_at_known: boolean;
        lat: number | null;
        lon: number | null;
        place_id: string | null;
        width: number | null;
        height: number | null;
      }>(
        sql`select id, file_name, at, taken_at_known, lat, lon, place_id, width, height from world_photos x
         where ${shown(s, 'x', KIND.photo)} and ((x.taken_at_known and ${inPeriod('x', period)}) or not x.taken_at_known)
         order by taken_at_known desc, case when taken_at_known then at end desc, file_name, id desc`,
      );
      const item = (r: (typeof rows)[number]) => ({
          id: r.id,
          fileName: r.file_name,
          at: iso(r.at)!,
          takenAtKnown: r.taken_at_known,
          lat: r.lat,
          lon: r.lon,
          placeId: r.place_id,
          width: r.width,
          height: r.height,
        });
      return { coverage: s.coverage, photos: rows.filter((r) => r.taken_at_known).map(item), undated: rows.filter((r) => !r.taken_at_known).map(item) };
    },

    /** The storage key of a photo's thumbnail (null: the format could not be decoded); another user's photo is not found. */
    async thumbnailKey(userId: string, id: string): Promise<string | null> {
      if (!isUuid(id)) throw new NotFoundError('Photo not found.');
      const [row] = await query<{ k: string | null }>(sql`select thumbnail_key as k from world_photos where id = ${id} and user_id = ${userId}`);
      if (!row) throw new NotFoundError('Photo not found.');
      return row.k;
    },
  };
}
