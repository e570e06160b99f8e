/**
 * The world model as the worlds read it: people, one relationship, the network, places
 * and the time line, over the user's `done` imports only.
 *
 * The plan limit (SPEC §9): imports keep everything, the worlds show the most recent
 * `limit` data points (messages + photos + location points). "Most recent" is a total
 * order, (time, kind, id) descending, so exactly `limit` points are shown even when many
 * share a minute; every query below filters its table by that cut-off tuple.
 */
import type Sentiment from 'sentiment';
import { eq } from 'drizzle-orm';
import {
  PLAN_LIMITS,
  type Person,
  type Plan,
  type PlacesResponse,
  type PhotosResponse,
  type Timeline,
  type TimelineQuery,
  type OnThisDay,
  type OnThisDayQuery,
  type PlaceDetail,
  type WorldPeriodQuery,
  ON_THIS_DAY_MESSAGES,
  ON_THIS_DAY_PHOTOS,
  PLACE_MESSAGES_MAX,
  PLACE_PHOTOS_MAX,
  type WorldSettings,
  type WorldSummary,
  type ImportSourceName,
} from '../../../contract/worlds';
import type { QuotedMessage, Relationship, SocialNetwork, SocialPerson } from '../../../contract/worlds-social';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../errors';
import { loadOnce } from '../../platform/load-once';
import { topicsOf } from './topics';
import { queryFn, type Query } from './sql';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Answers later than this are a new conversation, not a reply. */
const REPLY_WINDOW_SECONDS = 24 * 3600;
/** Kinds in the total order of data points (higher first at equal times). */
const KIND = { message: 3, photo: 2, point: 1 } as const;
/** Messages scored and written back per statement. */
const SENTIMENT_BATCH = 5_000;

const loadSentiment = loadOnce(async () => new (await import('sentiment')).default() as Sentiment);

/** Who, which imports, and where the shown data points end. */
interface Scope {
  userId: string;
  plan: Plan;
  limit: number;
  timeZone: string;
  done: string[];
  total: { messages: number; photos: number; points: number };
  /** The oldest shown point as (time, kind, id); everything at or after it is shown. */
  cut: [string, number, string];
}

const NO_CUT: [string, number, string] = ['-infinity', 0, ''];
/** `$1` user, `$2` done imports, `$3..$5` the cut-off: the shown rows of table alias `x` of the given kind. */
/** Each table's tie-break among equal times (messages have a key, not an id). */
const tie = (x: string, kind: number) => (kind === KIND.message ? `${x}.key::text` : `${x}.id::text`);
/* `at >= $3` repeats the tuple's first part so the (user, at, …) indexes bound the scan to the shown rows. */
const shown = (x: string, kind: number) =>
  `${x}.user_id = $1 and ${x}.import_id = any($2::uuid[]) and ${x}.at >= $3::timestamptz and (${x}.at, ${kind}, ${tie(x, kind)}) >= ($3::timestamptz, $4::int, $5::text)`;
/** Rows of alias `x` inside the period given as parameters `$a` (inclusive) and `$b` (exclusive). */
const inPeriod = (x: string, a: number, b: number) => `${x}.at >= $${a}::timestamptz and ${x}.at < $${b}::timestamptz`;
/** The period's bounds as parameters ('-infinity'/'infinity' when open). */
const bounds = (q: WorldPeriodQuery = {}): [string, string] => [
  q.from ? new Date(q.from).toISOString() : '-infinity',
  q.to ? new Date(q.to).toISOString() : 'infinity',
];
const hasPeriod = (q: WorldPeriodQuery = {}) => Boolean(q.from || q.to);

/** The period as two SQL timestamps: `from` inclusive, `to` exclusive, open ends infinite. */
const span = (q: WorldPeriodQuery): [string, string] => [
  q.from ? new Date(q.from).toISOString() : '-infinity',
  q.to ? new Date(q.to).toISOString() : 'infinity',
];
/** `x.at` inside the period whose bounds are parameters `$a` and `$b`. */
const within = (x: string, a: number, b: number) => `${x}.at >= $${a}::timestamptz and ${x}.at < $${b}::timestamptz`;
/** A place's messages: those in the chat of one of its location shares within this of the share. */
const SHARE_WINDOW = `interval '1 hour'`;

const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());
const num = (v: unknown) => Number(v ?? 0);

export function createWorldsService(deps: { database: Database }) {
  const db = deps.database.db;
  const query: Query = queryFn(deps.database);

  /**
   * `totals: false` (the read endpoints but /summary) skips counting every row: the cut-off
   * query alone tells whether more than `limit` points exist (it finds no row otherwise),
   * and counting a million stored messages is what would cost.
   */
  /**
   * The totals and the plan's cut-off depend only on the user's set of done imports and the
   * plan's limit: rows only change when an import finishes or is deleted, and either gives a
   * new set. So they are kept per (user, limit, done imports), and a million-message world
   * pays its counts and cut-off once, not on every call. Bounded; an old entry is dropped.
   */
  const scopeCache = new Map<string, { total?: Scope['total']; cut?: Scope['cut'] }>();
  const SCOPE_CACHE_MAX = 1000;
  /** The mood scoring running per user (see ensureSentiment). */
  const scoring = new Map<string, Promise<void>>();
  function cached(key: string) {
    let entry = scopeCache.get(key);
    if (!entry) {
      if (scopeCache.size >= SCOPE_CACHE_MAX) scopeCache.delete(scopeCache.keys().next().value!);
      entry = {};
      scopeCache.set(key, entry);
    }
    return entry;
  }

  async function scope(userId: string, totals = true): Promise<Scope> {
    const [user] = await db.select({ plan: users.plan, timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new NotFoundError('Account not found.');
    const plan: Plan = user.plan === 'pro' ? 'pro' : 'basic';
    const limit = PLAN_LIMITS[plan];
    const done = (await query<{ id: string }>(`select id from world_imports where user_id = $1 and status = 'done'`, [userId])).map((r) => r.id);
    const base = { userId, plan, limit, timeZone: user.timeZone ?? 'UTC', done };
    if (!done.length) return { ...base, total: { messages: 0, photos: 0, points: 0 }, cut: NO_CUT };
    const entry = cached(`${userId}|${limit}|${[...done].sort().join(',')}`);
    if (!totals) {
      entry.cut ??= await cutOff(userId, done, limit);
      return { ...base, total: entry.total ?? { messages: -1, photos: -1, points: -1 }, cut: entry.cut };
    }
    if (!entry.total) {
      const [counts] = await query<{ m: number; p: number; l: number }>(
        `select (select count(*) from world_messages where user_id = $1 and import_id = any($2::uuid[]))::int as m,
                (select count(*) from world_photos where user_id = $1 and import_id = any($2::uuid[]))::int as p,
                (select count(*) from world_place_points where user_id = $1 and import_id = any($2::uuid[]))::int as l`,
        [userId, done],
      );
      entry.total = { messages: num(counts?.m), photos: num(counts?.p), points: num(counts?.l) };
    }
    const total = entry.total;
    if (total.messages + total.photos + total.points <= limit) return { ...base, total, cut: NO_CUT };
    entry.cut ??= await cutOff(userId, done, limit);
    return { ...base, total, cut: entry.cut };
  }

  /** The `limit`-th most recent data point as (time, kind, tie-break), or NO_CUT when there are fewer. */
  async function cutOff(userId: string, done: string[], limit: number): Promise<[string, number, string]> {
    const [cut] = await query<{ at: Date; k: number; i: string }>(
      `select at, k, i from (
         (select at, ${KIND.message} as k, key::text as i from world_messages where user_id = $1 and import_id = any($2::uuid[]) order by at desc, key::text desc limit $3)
         union all
         (select at, ${KIND.photo}, id::text from world_photos where user_id = $1 and import_id = any($2::uuid[]) order by at desc, id::text desc limit $3)
         union all
         (select at, ${KIND.point}, id::text from world_place_points where user_id = $1 and import_id = any($2::uuid[]) order by at desc, id::text desc limit $3)
       ) pts order by at desc, k desc, i desc offset $3 - 1 limit 1`,
      [userId, done, limit],
    );
    return cut ? [iso(cut.at)!, num(cut.k), cut.i] : NO_CUT;
  }

  const params = (s: Scope) => [s.userId, s.done, ...s.cut];

  /**
   * Everyone in a chat of a done import, merged people folded into the one they were merged
   * into; with a period, their counts in it and only those who wrote in it.
   */
  async function people(s: Scope, q: WorldPeriodQuery = {}): Promise<Person[]> {
    if (!s.done.length) return [];
    const rows = await query<{
      id: string;
      name: string;
      is_self: boolean;
      n: number;
      first: Date | null;
      last: Date | null;
      sources: string[] | null;
      merged: { id: string; name: string }[] | null;
      chats: number;
    }>(
      `with members as (
         select coalesce(p.merged_into, p.id) as root, p.id, p.name from world_people p where p.user_id = $1
       ),
       live as (
         select c.id, c.source from world_chats c
         where c.user_id = $1 and exists (select 1 from world_messages m where m.chat_id = c.id and m.user_id = $1 and m.import_id = any($2::uuid[]))
       ),
       seen as (
         select mb.root, array_agg(distinct c.source) as sources, count(distinct c.id)::int as chats
         from world_chat_people cp join live c on c.id = cp.chat_id join members mb on mb.id = cp.person_id
         group by mb.root
       ),
       by_author as (
         select x.person_id, count(*)::int as n, min(x.at) as first, max(x.at) as last
         from world_messages x where ${shown('x', KIND.message)} and ${inPeriod('x', 6, 7)} group by x.person_id
       ),
       counted as (
         select mb.root, sum(b.n)::int as n, min(b.first) as first, max(b.last) as last
         from by_author b join members mb on mb.id = b.person_id group by mb.root
       ),
       merged as (
         select m.merged_into as root, json_agg(json_build_object('id', m.id, 'name', m.name) order by m.name) as merged
         from world_people m where m.user_id = $1 and m.merged_into is not null group by m.merged_into
       )
       select r.id, r.name, r.is_self, coalesce(ct.n, 0) as n, ct.first, ct.last, sn.sources, sn.chats, mg.merged
       from world_people r join seen sn on sn.root = r.id left join counted ct on ct.root = r.id left join merged mg on mg.root = r.id
       where r.user_id = $1 and r.merged_into is null
       order by n desc, r.name asc`,
      [...params(s), ...bounds(q)],
    );
    const selfId = rows.find((r) => r.is_self)?.id ?? guessSelf(rows);
    // With a period, only who wrote in it (the owner is guessed from every chat all the same).
    return rows.filter((r) => !hasPeriod(q) || num(r.n) > 0).map((r) => ({
      id: r.id,
      name: r.name,
      messageCount: num(r.n),
      firstAt: iso(r.first),
      lastAt: iso(r.last),
      sources: (r.sources ?? []).sort() as ImportSourceName[],
      isSelf: r.id === selfId,
      mergedWith: r.merged ?? [],
    }));
  }

  /** With no one marked: the person in the most chats (the exporter is in all of theirs), if in more than one. */
  function guessSelf(rows: { id: string; chats: number; n: number }[]): string | null {
    const best = [...rows].sort((a, b) => num(b.chats) - num(a.chats) || num(b.n) - num(a.n))[0];
    return best && num(best.chats) > 1 ? best.id : null;
  }

  async function root(userId: string, id: string): Promise<{ id: string; name: string }> {
    if (!UUID_RE.test(id)) throw new NotFoundError('Person not found.');
    const [row] = await query<{ id: string; name: string }>(
      `select r.id, r.name from world_people p join world_people r on r.id = coalesce(p.merged_into, p.id)
       where p.id = $1 and p.user_id = $2`,
      [id, userId],
    );
    if (!row) throw new NotFoundError('Person not found.');
    return row;
  }

  return {
    async summary(userId: string): Promise<WorldSummary> {
      const s = await scope(userId);
      const dataPoints = s.total.messages + s.total.photos + s.total.points;
      const shownCount = Math.min(dataPoints, s.limit);
      const [agg] = s.done.length
        ? await query<{ first: Date | null; last: Date | null; places: number; events: number; sources: string[] | null }>(
            `select least((select min(at) from world_messages where user_id = $1 and import_id = any($2::uuid[])),
                          (select min(at) from world_photos where user_id = $1 and import_id = any($2::uuid[])),
                          (select min(at) from world_place_points where user_id = $1 and import_id = any($2::uuid[]))) as first,
                    greatest((select max(at) from world_messages where user_id = $1 and import_id = any($2::uuid[])),
                             (select max(at) from world_photos where user_id = $1 and import_id = any($2::uuid[])),
                             (select max(at) from world_place_points where user_id = $1 and import_id = any($2::uuid[]))) as last,
                    (select count(*) from world_places where user_id = $1)::int as places,
                    (select count(*) from world_events where user_id = $1 and import_id = any($2::uuid[]))::int as events,
                    (select array_agg(distinct source) from world_imports where id = any($2::uuid[])) as sources`,
            [userId, s.done],
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

    /** The people of the Social world: counts in the period, mood and where it is heading, recent messages. */
    async people(userId: string, q: WorldPeriodQuery = {}): Promise<SocialPerson[]> {
      const s = await scope(userId, false);
      const list = await people(s, q);
      if (!list.length) return [];
      await ensureSentiment(s);
      const rows = await query<{ root: string; month: string; n: number; mood: number | null; recent: number }>(
        // Grouped by author first and joined to people after: the join then sees hundreds of rows, not thousands.
        // `e` materialized: inlined, PostgreSQL without statistics put it inside a nested loop and took the
        // maximum again for every message (3.3 s for the sample world's 2,872 messages).
        `with e as materialized (select max(y.at) as last from world_messages y where ${shown('y', KIND.message)} and ${inPeriod('y', 6, 7)}),
         m as (
           select x.person_id, to_char(x.at at time zone $8, 'YYYY-MM') as month, count(*)::int as n, sum(x.sentiment)::float8 as mood_sum,
                  count(*) filter (where x.at > e.last - interval '90 days')::int as recent
           from world_messages x cross join e where ${shown('x', KIND.message)} and ${inPeriod('x', 6, 7)}
           group by x.person_id, month)
         select coalesce(w.merged_into, w.id) as root, m.month, sum(m.n)::int as n, (sum(m.mood_sum) / sum(m.n))::float8 as mood, sum(m.recent)::int as recent
         from m join world_people w on w.id = m.person_id group by 1, 2 order by 1, 2`,
        [...params(s), ...bounds(q), s.timeZone],
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

    /**
     * One relationship in the period: their months and moods, the chats and places you share,
     * reply times both ways, your conversation per month and per hour, its words, first and
     * last message (text only when `includeMessages`), and the photos of the days you talked.
     */
    async person(userId: string, id: string, q: WorldPeriodQuery = {}, opts: { includeMessages: boolean } = { includeMessages: true }): Promise<Relationship> {
      const s = await scope(userId, false);
      const who = await root(userId, id);
      const everyone = await people(s);
      const base = everyone.find((p) => p.id === who.id);
      if (!base) throw new NotFoundError('Person not found.');
      const inPeriodPerson = hasPeriod(q) ? (await people(s, q)).find((p) => p.id === who.id) : base;
      const person: Person = inPeriodPerson ?? { ...base, messageCount: 0, firstAt: null, lastAt: null };
      const self = everyone.find((p) => p.isSelf && p.id !== who.id) ?? null;
      await ensureSentiment(s);
      const [from, to] = bounds(q);
      const p = [...params(s), who.id, from, to];

      const months = await query<{ month: string; n: number; mood: number | null }>(
        `select to_char(x.at at time zone $9, 'YYYY-MM') as month, count(*)::int as n, tanh(avg(x.sentiment))::float8 as mood
         from world_messages x join world_people w on w.id = x.person_id
         where ${shown('x', KIND.message)} and ${inPeriod('x', 7, 8)} and coalesce(w.merged_into, w.id) = $6
         group by month order by month`,
        [...p, s.timeZone],
      );
      const chats = await query<{ id: string; title: string; source: string; is_group: boolean; n: number }>(
        `select c.id, c.title, c.source, c.is_group,
                (select count(*) from world_messages x where ${shown('x', KIND.message)} and ${inPeriod('x', 7, 8)} and x.chat_id = c.id
                   and x.person_id in (select id from world_people w where coalesce(w.merged_into, w.id) = $6))::int as n
         from world_chats c where c.user_id = $1 and exists (
           select 1 from world_chat_people cp join world_people w on w.id = cp.person_id
           where cp.chat_id = c.id and coalesce(w.merged_into, w.id) = $6)
         order by n desc, c.title`,
        p,
      );
      const places = await query<{ id: string; lat: number; lon: number; label: string | null; n: number }>(
        `select pl.id, pl.lat, pl.lon, pl.label, count(*)::int as n from world_place_points x
         join world_places pl on pl.id = x.place_id join world_people w on w.id = x.person_id
         where ${shown('x', KIND.point)} and ${inPeriod('x', 7, 8)} and coalesce(w.merged_into, w.id) = $6
         group by pl.id order by n desc limit 50`,
        p,
      );
      const replies = self ? await replyTimes(s, who.id, self.id, q) : { theirs: null, yours: null, both: null };

      // The conversation: both of you in the chats you share (without a known owner: their messages).
      const chatsOf = (i: number) =>
        `select cp.chat_id from world_chat_people cp join world_people a on a.id = cp.person_id where coalesce(a.merged_into, a.id) = $${i}`;
      const conv = `conv as (
        select x.at, x.at at time zone $9 as local, x.text, x.chat_id, coalesce(w.merged_into, w.id) = $6 as from_them
        from world_messages x join world_people w on w.id = x.person_id
        where ${shown('x', KIND.message)} and ${inPeriod('x', 7, 8)} and ${
          self ? `coalesce(w.merged_into, w.id) in ($6, $10) and x.chat_id in (${chatsOf(6)} intersect ${chatsOf(10)})` : 'coalesce(w.merged_into, w.id) = $6'
        })`;
      const cp = self ? [...p, s.timeZone, self.id] : [...p, s.timeZone];
      const grouped = await query<{ month: string; hour: number; day: string; from_them: boolean; n: number }>(
        `with ${conv} select to_char(local, 'YYYY-MM') as month, extract(hour from local)::int as hour, to_char(local, 'YYYY-MM-DD') as day,
                from_them, count(*)::int as n from conv group by 1, 2, 3, 4`,
        cp,
      );
      const ends = await query<{ which: string; at: Date; text: string; from_them: boolean; title: string }>(
        `with ${conv}
         (select 'first' as which, c.at, c.text, c.from_them, ch.title from conv c join world_chats ch on ch.id = c.chat_id order by c.at, c.from_them limit 1)
         union all
         (select 'last', c.at, c.text, c.from_them, ch.title from conv c join world_chats ch on ch.id = c.chat_id order by c.at desc, c.from_them desc limit 1)`,
        cp,
      );
      const words = await query<{ word: string; n: number }>(
        `with ${conv} select w as word, count(*)::int as n from conv, regexp_split_to_table(lower(conv.text), '[^[:alpha:]'']+') as w
         where length(w) between 3 and 30 group by w order by n desc, w limit 300`,
        cp,
      );

      const conversation = new Map<string, { fromThem: number; fromYou: number }>();
      const hours = Array.from({ length: 24 }, () => 0);
      const days = new Set<string>();
      for (const g of grouped) {
        const m = conversation.get(g.month) ?? { fromThem: 0, fromYou: 0 };
        if (g.from_them) m.fromThem += num(g.n);
        else m.fromYou += num(g.n);
        conversation.set(g.month, m);
        hours[num(g.hour)]! += num(g.n);
        days.add(g.day);
      }
      const photos = days.size
        ? await query<{ id: string; at: Date; file_name: string; total: number }>(
            `select x.id, x.at, x.file_name, count(*) over ()::int as total from world_photos x
             where ${shown('x', KIND.photo)} and ${inPeriod('x', 6, 7)} and x.taken_at_known
               and to_char(x.at at time zone $8, 'YYYY-MM-DD') = any($9::text[])
             order by x.at desc, x.id desc limit 24`,
            [...params(s), from, to, s.timeZone, [...days]],
          )
        : [];
      const quote = (which: string): QuotedMessage | null => {
        const e = ends.find((r) => r.which === which);
        if (!e) return null;
        return {
          at: iso(e.at)!,
          author: e.from_them ? person.name : (self?.name ?? 'You'),
          fromThem: e.from_them,
          chat: e.title,
          text: opts.includeMessages ? e.text : null,
        };
      };
      return {
        ...person,
        months: months.map((m) => ({ month: m.month, messages: num(m.n), sentiment: round(num(m.mood), 3) })),
        chats: chats
          .filter((c) => !hasPeriod(q) || num(c.n) > 0)
          .map((c) => ({ id: c.id, title: c.title, source: c.source as ImportSourceName, isGroup: c.is_group, messages: num(c.n) })),
        places: places.map((pl) => ({ id: pl.id, lat: pl.lat, lon: pl.lon, label: pl.label ?? coordinates(pl.lat, pl.lon), count: num(pl.n) })),
        averageReplySeconds: replies.both,
        replySeconds: { theirs: replies.theirs, yours: replies.yours },
        conversation: [...conversation.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, m]) => ({ month, ...m })),
        hours,
        topics: await topicsOf(words.map((w) => ({ word: w.word, count: num(w.n) }))),
        first: quote('first'),
        last: quote('last'),
        photos: photos.map((ph) => ({ id: ph.id, at: iso(ph.at)!, fileName: ph.file_name })),
        photoCount: num(photos[0]?.total),
        includeMessages: opts.includeMessages,
        timeZone: s.timeZone,
      };
    },

    /** Who talks to whom in the period: people who share a chat with messages in it, weighted by answers. */
    async network(userId: string, q: WorldPeriodQuery = {}): Promise<SocialNetwork> {
      const s = await scope(userId, false);
      const everyone = await people(s, q);
      if (!everyone.length) return { nodes: [], edges: [] };
      const shared = await query<{ a: string; b: string; n: number }>(
        `with active as (select distinct x.chat_id from world_messages x where ${shown('x', KIND.message)} and ${inPeriod('x', 6, 7)}),
         roots as (
           select distinct cp.chat_id, coalesce(w.merged_into, w.id) as root from world_chat_people cp
           join world_people w on w.id = cp.person_id where cp.chat_id in (select chat_id from active))
         select x.root as a, y.root as b, count(*)::int as n from roots x join roots y on x.chat_id = y.chat_id and x.root < y.root group by 1, 2`,
        [...params(s), ...bounds(q)],
      );
      const answers = await query<{ a: string; b: string; n: number }>(
        `select prev as a, root as b, count(*)::int as n from (
           select coalesce(w.merged_into, w.id) as root,
                  lag(coalesce(w.merged_into, w.id)) over (partition by x.chat_id order by x.at, x.key) as prev
           from world_messages x join world_people w on w.id = x.person_id where ${shown('x', KIND.message)} and ${inPeriod('x', 6, 7)}) t
         where prev is not null and prev <> root group by prev, root`,
        [...params(s), ...bounds(q)],
      );
      const known = new Set(everyone.map((p) => p.id));
      const edges = new Map<string, { source: string; target: string; weight: number; chats: number }>();
      const edge = (a: string, b: string) => {
        const [source, target] = a < b ? [a, b] : [b, a];
        const k = `${source}|${target}`;
        let e = edges.get(k);
        if (!e) edges.set(k, (e = { source, target, weight: 0, chats: 0 }));
        return e;
      };
      for (const r of shared) if (known.has(r.a) && known.has(r.b)) edge(r.a, r.b).chats += num(r.n);
      for (const r of answers) if (known.has(r.a) && known.has(r.b)) edge(r.a, r.b).weight += num(r.n);
      return {
        nodes: everyone.map((p) => ({ id: p.id, name: p.name, weight: p.messageCount, isSelf: p.isSelf })),
        edges: [...edges.values()].sort((a, b) => b.weight - a.weight || b.chats - a.chats),
      };
    },

    async places(userId: string, period: WorldPeriodQuery = {}): Promise<PlacesResponse> {
      const s = await scope(userId);
      if (!s.done.length) return { places: [] };
      // Aggregated per place id first (one pass, no sort of kinds), then joined to the places.
      const rows = await query<{ id: string; lat: number; lon: number; label: string | null; n: number; ph: boolean; me: boolean; vi: boolean; re: boolean; first: Date; last: Date }>(
        `with pts as (
           select x.place_id, x.via as kind, x.at, x.label from world_place_points x where ${shown('x', KIND.point)} and ${within('x', 6, 7)}
           union all
           select x.place_id, 'photo', x.at, null from world_photos x where ${shown('x', KIND.photo)} and x.place_id is not null and ${within('x', 6, 7)}),
         agg as (
           select place_id, count(*)::int as n, bool_or(kind = 'photo') as ph, bool_or(kind = 'message') as me, bool_or(kind = 'visit') as vi,
                  bool_or(kind = 'record') as re, min(at) as first, max(at) as last, max(label) as label
           from pts group by place_id)
         select pl.id, pl.lat, pl.lon, coalesce(pl.label, agg.label) as label, agg.n, agg.ph, agg.me, agg.vi, agg.re, agg.first, agg.last
         from agg join world_places pl on pl.id = agg.place_id order by agg.n desc, pl.id`,
        [...params(s), ...span(period)],
      );
      type Kind = PlacesResponse['places'][number]['kinds'][number];
      return {
        places: rows.map((r) => ({
          id: r.id,
          lat: r.lat,
          lon: r.lon,
          label: r.label ?? coordinates(r.lat, r.lon),
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
      if (!UUID_RE.test(id)) throw new NotFoundError('Place not found.');
      const s = await scope(userId);
      const [pl] = await query<{ id: string; lat: number; lon: number; label: string | null }>(
        'select id, lat, lon, label from world_places where id = $1 and user_id = $2',
        [id, userId],
      );
      if (!pl) throw new NotFoundError('Place not found.');
      const empty: PlaceDetail = {
        ...{ id: pl.id, lat: pl.lat, lon: pl.lon, label: pl.label ?? coordinates(pl.lat, pl.lon) },
        ...{ count: 0, kinds: [], firstAt: null, lastAt: null, photos: [], photoCount: 0, messages: [], messageCount: 0, messagesShown: includeMessages },
      };
      if (!s.done.length) return empty;
      const p = [...params(s), ...span(period), pl.id];
      const [agg] = await query<{ n: number; kinds: string[] | null; first: Date | null; last: Date | null; label: string | null }>(
        `with pts as (
           select x.via as kind, x.at, x.label from world_place_points x where ${shown('x', KIND.point)} and ${within('x', 6, 7)} and x.place_id = $8
           union all
           select 'photo', x.at, null from world_photos x where ${shown('x', KIND.photo)} and ${within('x', 6, 7)} and x.place_id = $8)
         select count(*)::int as n, array_agg(distinct kind) as kinds, min(at) as first, max(at) as last, max(label) as label from pts`,
        p,
      );
      const photos = await query<{ id: string; file_name: string; at: Date; width: number | null; height: number | null; total: number }>(
        `select x.id, x.file_name, x.at, x.width, x.height, count(*) over ()::int as total from world_photos x
         where ${shown('x', KIND.photo)} and ${within('x', 6, 7)} and x.place_id = $8 order by x.at, x.id limit ${PLACE_PHOTOS_MAX}`,
        p,
      );
      const label = pl.label ?? agg?.label ?? null;
      const mention = label && label.length >= 4 ? `%${label.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const messages = await query<{ at: Date; author: string; chat: string; source: string; text: string; reason: PlaceDetail['messages'][number]['reason']; total: number }>(
        `with shares as (
           select x.at, x.chat_id, x.person_id from world_place_points x
           where ${shown('x', KIND.point)} and ${within('x', 6, 7)} and x.place_id = $8 and x.via = 'message' and x.chat_id is not null),
         msgs as (
           select x.at, x.key, x.chat_id, x.person_id, x.text,
                  case when exists (select 1 from shares sh where sh.chat_id = x.chat_id and sh.at = x.at and sh.person_id is not distinct from x.person_id) then 'shared'
                       when exists (select 1 from shares sh where sh.chat_id = x.chat_id and x.at between sh.at - ${SHARE_WINDOW} and sh.at + ${SHARE_WINDOW}) then 'nearby'
                       else 'mentions' end as reason
           from world_messages x
           where ${shown('x', KIND.message)} and ${within('x', 6, 7)}
             and (exists (select 1 from shares sh where sh.chat_id = x.chat_id and x.at between sh.at - ${SHARE_WINDOW} and sh.at + ${SHARE_WINDOW})
                  or ($9::text is not null and x.text ilike $9::text)))
         select m.at, coalesce(r.name, w.name) as author, c.title as chat, c.source, m.text, m.reason, count(*) over ()::int as total
         from msgs m join world_people w on w.id = m.person_id left join world_people r on r.id = w.merged_into join world_chats c on c.id = m.chat_id
         order by m.at, m.key limit ${PLACE_MESSAGES_MAX}`,
        [...p, mention],
      );
      return {
        ...empty,
        label: label ?? coordinates(pl.lat, pl.lon),
        count: num(agg?.n),
        kinds: [...(agg?.kinds ?? [])].sort() as PlaceDetail['kinds'],
        firstAt: iso(agg?.first),
        lastAt: iso(agg?.last),
        photos: photos.map((r) => ({ id: r.id, fileName: r.file_name, at: iso(r.at)!, width: r.width, height: r.height })),
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

    /** What happened on `date`'s day and month (in the user's zone) in the years before it, within the period. */
    async onThisDay(userId: string, q: OnThisDayQuery, includeMessages: boolean): Promise<OnThisDay> {
      const s = await scope(userId);
      const date = q.date ?? new Intl.DateTimeFormat('en-CA', { timeZone: s.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
      const result: OnThisDay = { date, timeZone: s.timeZone, years: [], messagesShown: includeMessages };
      if (!s.done.length) return result;
      const [year, mmdd] = [Number(date.slice(0, 4)), date.slice(5)];
      // $6 zone, $7 MM-DD, $8 year, $9/$10 the period.
      const onDay = (x: string) =>
        `to_char(${x}.at at time zone $6, 'MM-DD') = $7 and extract(year from ${x}.at at time zone $6)::int < $8 and ${within(x, 9, 10)}`;
      const yearOf = (x: string) => `extract(year from ${x}.at at time zone $6)::int`;
      const p = [...params(s), s.timeZone, mmdd, year, ...span(q)];
      const counts = await query<{ y: number; m: number; p: number; l: number; e: number }>(
        `select y, sum(m)::int as m, sum(p)::int as p, sum(l)::int as l, sum(e)::int as e from (
           select ${yearOf('x')} as y, 1 as m, 0 as p, 0 as l, 0 as e from world_messages x where ${shown('x', KIND.message)} and ${onDay('x')}
           union all select ${yearOf('x')}, 0, 1, 0, 0 from world_photos x where ${shown('x', KIND.photo)} and ${onDay('x')}
           union all select ${yearOf('x')}, 0, 0, 1, 0 from world_place_points x where ${shown('x', KIND.point)} and ${onDay('x')}
           union all select ${yearOf('x')}, 0, 0, 0, 1 from world_events x
             where x.user_id = $1 and x.import_id = any($2::uuid[]) and x.at >= $3::timestamptz and ${onDay('x')}
         ) t group by y order by y desc`,
        p,
      );
      if (!counts.length) return result;
      const photos = await query<{ y: number; id: string; file_name: string; at: Date }>(
        `select y, id, file_name, at from (
           select ${yearOf('x')} as y, x.id, x.file_name, x.at, row_number() over (partition by ${yearOf('x')} order by x.at, x.id) as rn
           from world_photos x where ${shown('x', KIND.photo)} and ${onDay('x')}) t where rn <= ${ON_THIS_DAY_PHOTOS} order by at`,
        p,
      );
      const messages = await query<{ y: number; at: Date; author: string; chat: string; text: string }>(
        `select t.y, t.at, coalesce(r.name, w.name) as author, c.title as chat, t.text from (
           select ${yearOf('x')} as y, x.at, x.key, x.person_id, x.chat_id, x.text,
                  row_number() over (partition by ${yearOf('x')} order by length(x.text) > 12 desc, x.at, x.key) as rn
           from world_messages x where ${shown('x', KIND.message)} and ${onDay('x')}) t
         join world_people w on w.id = t.person_id left join world_people r on r.id = w.merged_into join world_chats c on c.id = t.chat_id
         where t.rn <= ${ON_THIS_DAY_MESSAGES} order by t.at, t.key`,
        p,
      );
      const places = await query<{ y: number; id: string; label: string | null; lat: number; lon: number }>(
        `select distinct on (t.y, pl.id) t.y, pl.id, coalesce(pl.label, t.label) as label, pl.lat, pl.lon from (
           select ${yearOf('x')} as y, x.place_id, x.label from world_place_points x where ${shown('x', KIND.point)} and ${onDay('x')}
           union all
           select ${yearOf('x')}, x.place_id, null from world_photos x where ${shown('x', KIND.photo)} and ${onDay('x')} and x.place_id is not null) t
         join world_places pl on pl.id = t.place_id order by t.y, pl.id, label nulls last`,
        p,
      );
      const starts = await query<{ y: number; start: Date }>(
        `select y, (make_date(y, $2::int, $3::int)::timestamp at time zone $1) as start from unnest($4::int[]) as y`,
        [s.timeZone, Number(mmdd.slice(0, 2)), Number(mmdd.slice(3)), counts.map((c) => num(c.y))],
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

    async photos(userId: string, period: WorldPeriodQuery = {}): Promise<PhotosResponse> {
      const s = await scope(userId);
      if (!s.done.length) return { photos: [] };
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
        `select id, file_name, at, taken_at_known, lat, lon, place_id, width, height from world_photos x
         where ${shown('x', KIND.photo)} and ${within('x', 6, 7)} order by at desc, id desc`,
        [...params(s), ...span(period)],
      );
      return {
        photos: rows.map((r) => ({
          id: r.id,
          fileName: r.file_name,
          at: iso(r.at)!,
          takenAtKnown: r.taken_at_known,
          lat: r.lat,
          lon: r.lon,
          placeId: r.place_id,
          width: r.width,
          height: r.height,
        })),
      };
    },

    /** The storage key of a photo's thumbnail (null: the format could not be decoded); another user's photo is not found. */
    async thumbnailKey(userId: string, id: string): Promise<string | null> {
      if (!UUID_RE.test(id)) throw new NotFoundError('Photo not found.');
      const [row] = await query<{ k: string | null }>('select thumbnail_key as k from world_photos where id = $1 and user_id = $2', [id, userId]);
      if (!row) throw new NotFoundError('Photo not found.');
      return row.k;
    },

    async timeline(userId: string, q: TimelineQuery): Promise<Timeline> {
      const s = await scope(userId);
      if (!s.done.length) return { bucket: q.bucket, timeZone: s.timeZone, buckets: [] };
      const [from, to] = span(q);
      const unit = q.bucket;
      const bucketOf = `date_trunc('${unit}', x.at at time zone $6) at time zone $6`;
      const range = within('x', 7, 8);
      const rows = await query<{ start: Date; m: number; p: number; l: number; e: number }>(
        `select start, sum(m)::int as m, sum(p)::int as p, sum(l)::int as l, sum(e)::int as e from (
           select ${bucketOf} as start, 1 as m, 0 as p, 0 as l, 0 as e from world_messages x where ${shown('x', KIND.message)} and ${range}
           union all select ${bucketOf}, 0, 1, 0, 0 from world_photos x where ${shown('x', KIND.photo)} and ${range}
           union all select ${bucketOf}, 0, 0, 1, 0 from world_place_points x where ${shown('x', KIND.point)} and ${range}
           union all select ${bucketOf}, 0, 0, 0, 1 from world_events x
             where x.user_id = $1 and x.import_id = any($2::uuid[]) and x.at >= $3::timestamptz and ${range}
         ) t group by start order by start`,
        [...params(s), s.timeZone, from, to],
      );
      return {
        bucket: unit,
        timeZone: s.timeZone,
        buckets: rows.map((r) => ({ start: iso(r.start)!, messages: num(r.m), photos: num(r.p), places: num(r.l), events: num(r.e) })),
      };
    },

    /** `from` (and whoever was merged into them) becomes part of `into`. */
    async merge(userId: string, body: { into: string; from: string }): Promise<Person> {
      const into = await root(userId, body.into);
      const from = await root(userId, body.from);
      if (into.id === from.id) throw new BadRequestError('These are already the same person.', 'same_person');
      await query(`update world_people set merged_into = $1 where user_id = $2 and (id = $3 or merged_into = $3)`, [into.id, userId, from.id]);
      await query(`update world_people set is_self = false where id = $1 and user_id = $2`, [from.id, userId]);
      const person = (await people(await scope(userId))).find((p) => p.id === into.id);
      if (!person) throw new NotFoundError('Person not found.');
      return person;
    },

    /** Undoes merges: a person merged into another gets their own entry back; a person others were merged into, all of them. */
    async split(userId: string, id: string): Promise<Person[]> {
      if (!UUID_RE.test(id)) throw new NotFoundError('Person not found.');
      const [row] = await query<{ id: string; merged_into: string | null }>('select id, merged_into from world_people where id = $1 and user_id = $2', [
        id,
        userId,
      ]);
      if (!row) throw new NotFoundError('Person not found.');
      const freed = row.merged_into
        ? await query<{ id: string }>('update world_people set merged_into = null where id = $1 returning id', [id])
        : await query<{ id: string }>('update world_people set merged_into = null where merged_into = $1 and user_id = $2 returning id', [id, userId]);
      if (!freed.length) throw new BadRequestError('This person has no one merged into them.', 'not_merged');
      const ids = new Set([id, ...freed.map((f) => f.id)]);
      return (await people(await scope(userId))).filter((p) => ids.has(p.id));
    },

    async settings(userId: string): Promise<WorldSettings> {
      const [user] = await db.select({ plan: users.plan, timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw new NotFoundError('Account not found.');
      const plan: Plan = user.plan === 'pro' ? 'pro' : 'basic';
      const [self] = await query<{ id: string }>('select id from world_people where user_id = $1 and is_self limit 1', [userId]);
      return { plan, limit: PLAN_LIMITS[plan], timeZone: user.timeZone, selfPersonId: self?.id ?? null };
    },

    async updateSettings(userId: string, body: { timeZone?: string; selfPersonId?: string | null }): Promise<WorldSettings> {
      if (body.selfPersonId) {
        const who = await root(userId, body.selfPersonId);
        await query('update world_people set is_self = (id = $2) where user_id = $1 and (is_self or id = $2)', [userId, who.id]);
      } else if (body.selfPersonId === null) {
        await query('update world_people set is_self = false where user_id = $1 and is_self', [userId]);
      }
      if (body.timeZone) await db.update(users).set({ timeZone: body.timeZone }).where(eq(users.id, userId));
      return this.settings(userId);
    },
  };

  /**
   * Scores the shown messages that have no mood yet (once per message: the text never
   * changes). One scoring per user at a time: requests that arrive meanwhile wait for it
   * instead of scoring the same messages again.
   */
  async function ensureSentiment(s: Scope): Promise<void> {
    if (!s.done.length) return;
    const running = scoring.get(s.userId);
    if (running) return running;
    const run = scoreSentiment(s).finally(() => scoring.delete(s.userId));
    scoring.set(s.userId, run);
    return run;
  }

  async function scoreSentiment(s: Scope): Promise<void> {
    const rows = await query<{ at: string; key: string; text: string }>(
      `select x.at::text as at, x.key::text as key, x.text from world_messages x where ${shown('x', KIND.message)} and x.sentiment is null`,
      params(s),
    );
    if (!rows.length) return;
    const analyzer = await loadSentiment();
    for (let i = 0; i < rows.length; i += SENTIMENT_BATCH) {
      const part = rows.slice(i, i + SENTIMENT_BATCH);
      await query(
        `update world_messages m set sentiment = v.s from unnest($2::timestamptz[], $3::bigint[], $4::real[]) as v(a, k, s)
         where m.user_id = $1 and m.at = v.a and m.key = v.k`,
        [s.userId, part.map((r) => r.at), part.map((r) => r.key), part.map((r) => analyzer.analyze(r.text).comparative || 0)],
      );
    }
  }

  /** Mean seconds between a message of one and the next of the other in their shared chats (within a day). */
  async function replyTimes(s: Scope, them: string, me: string, q: WorldPeriodQuery = {}) {
    const [r] = await query<{ theirs: number | null; yours: number | null; both: number | null }>(
      `with seq as (
         select coalesce(w.merged_into, w.id) as who, x.at,
                lag(coalesce(w.merged_into, w.id)) over (partition by x.chat_id order by x.at, x.key) as prev_who,
                lag(x.at) over (partition by x.chat_id order by x.at, x.key) as prev_at
         from world_messages x join world_people w on w.id = x.person_id
         where ${shown('x', KIND.message)} and ${inPeriod('x', 8, 9)}
           and x.chat_id in (select cp.chat_id from world_chat_people cp join world_people a on a.id = cp.person_id where coalesce(a.merged_into, a.id) = $6
                             intersect
                             select cp.chat_id from world_chat_people cp join world_people b on b.id = cp.person_id where coalesce(b.merged_into, b.id) = $7)),
       gaps as (
         select who, extract(epoch from at - prev_at) as secs from seq
         where prev_who is not null and ((who = $6 and prev_who = $7) or (who = $7 and prev_who = $6))
           and at - prev_at <= make_interval(secs => ${REPLY_WINDOW_SECONDS}))
       select avg(secs) filter (where who = $6)::float8 as theirs, avg(secs) filter (where who = $7)::float8 as yours, avg(secs)::float8 as both from gaps`,
      [...params(s), them, me, ...bounds(q)],
    );
    const r2 = (v: number | null | undefined) => (v == null ? null : round(Number(v), 1));
    return { theirs: r2(r?.theirs), yours: r2(r?.yours), both: r2(r?.both) };
  }
}
export type WorldsService = ReturnType<typeof createWorldsService>;

/** The mean comparative score of months weighted by their messages (0 without any). */
function weightedMood(months: { n: number; mood: number }[]): number {
  const n = months.reduce((t, m) => t + m.n, 0);
  return n ? months.reduce((t, m) => t + m.mood * m.n, 0) / n : 0;
}

function round(v: number, digits: number) {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}

function coordinates(lat: number, lon: number) {
  return `${lat.toFixed(4)}, ${lon.toFixed(4)}`;
}

export function limitNotice(shown: number, total: number, plan: Plan): string {
  const n = (v: number) => v.toLocaleString('en-US');
  const upsell = plan === 'basic' ? ` — Pro shows ${n(PLAN_LIMITS.pro)}` : '';
  return `Showing ${n(shown)} of ${n(total)} data points${upsell}`;
}
