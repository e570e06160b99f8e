/**
 * One relationship of the Social World in a period: their months and moods, the chats and
 * places you share, reply times both ways, your conversation per month and per hour, its
 * words, first and last message (text only when `includeMessages`), and the photos of the
 * days you talked; and its findings (`insight`, issue 27): messages each way, who starts
 * conversations, median answer times and how they changed, change points with the messages
 * around them, the longest silences, the places of the days you talked. The findings are
 * computed by the pure analyses of ./insight from the conversation's messages: the same
 * scope and the same messages as `conversation`, so the page, the charts and the story
 * count alike. In a group chat the other people's messages break the exchange: an answer
 * follows the other's message with nobody in between, a conversation starts in a quiet
 * chat. The places of the days you talked are where you were (your points and photos).
 * On the owner's own page (`insight.isYou`) the figures are your own, with no exchange.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CitedMessage, ImportSourceName, Person, WorldPeriodQuery } from '../../../contract/worlds';
import type { QuotedMessage, Relationship, RelationshipInsight } from '../../../contract/worlds-social';
import { changePoints, cite, conversationStarts, longestSilences, replyTimes, type ConvMessage, type FeedMessage } from './insight';
import { NotFoundError } from '../../errors';
import { createPlaceNames, placeName, placeNameSql } from './place-names';
import { topicsOf } from './topics';
import type { Query } from './sql';
import { hasPeriod, inPeriod, iso, KIND, num, round, shown, type Scope } from './world-filters';
import type { WorldContext } from './world-scope';
import type { EnsureSentiment } from './social-mood';

/** Answers later than this are a new conversation, not a reply. */
const REPLY_WINDOW_SECONDS = 24 * 3600;

/** The person an author is (the one they were merged into, if any), for alias `w` of world_people. */
const rootOf = (w: string) => sql.raw(`coalesce(${w}.merged_into, ${w}.id)`);

/** "YYYY-MM" of an instant in `timeZone`. */
export function monthIn(timeZone: string): (iso: string) => string {
  const f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' });
  return (iso) => {
    const parts = f.formatToParts(new Date(iso));
    return `${parts.find((x) => x.type === 'year')!.value}-${parts.find((x) => x.type === 'month')!.value}`;
  };
}

/** The chats `person` (a root) is in. */
const chatsOf = (person: string) =>
  sql`select cp.chat_id from world_chat_people cp join world_people a on a.id = cp.person_id where ${rootOf('a')} = ${person}`;

export function createSocialRelationship({ query, scope, people, root }: WorldContext, ensureSentiment: EnsureSentiment) {
  const placeNames = createPlaceNames(query);
  return {
    /**
     * The first `limit` shown messages of a period (`from` inclusive, `to` exclusive), for a
     * story's claim about the period to cite: the same scope as every world.
     */
    async periodMessages(userId: string, q: WorldPeriodQuery, limit = 2): Promise<CitedMessage[]> {
      const s = await scope(userId, false);
      const rows = await query<{ key: string; at: Date; text: string; author: string }>(
        sql`select x.key::text as key, x.at, x.text, r.name as author from world_messages x
         join world_people w on w.id = x.person_id join world_people r on r.id = ${rootOf('w')}
         where ${shown(s, 'x', KIND.message)} and ${inPeriod('x', q)} order by x.at, x.key limit ${limit}`,
      );
      return rows.map((m) => ({ kind: 'message', id: m.key, at: iso(m.at)!, author: m.author, text: m.text }));
    },

    async person(userId: string, id: string, q: WorldPeriodQuery = {}, opts: { includeMessages: boolean } = { includeMessages: true }): Promise<Relationship> {
      const s = await scope(userId, false);
      const who = await root(userId, id);
      const everyone = await people(s);
      const base = everyone.find((p) => p.id === who.id);
      if (!base) throw new NotFoundError('Person not found.');
      const inPeriodPerson = hasPeriod(q) ? (await people(s, q)).find((p) => p.id === who.id) : base;
      const person: Person = inPeriodPerson ?? { ...base, messageCount: 0, firstAt: null, lastAt: null };
      // Your own page: your own figures, no exchange (issue 27).
      const isYou = base.isSelf;
      const self = isYou ? null : (everyone.find((p) => p.isSelf) ?? null);
      const ownerName = isYou ? person.name : (self?.name ?? 'You');
      // Places made before places were named get their city now, as the map does (place-names.ts).
      await Promise.all([ensureSentiment(s), placeNames.backfillGeoNames(userId)]);
      const messages = sql`${shown(s, 'x', KIND.message)} and ${inPeriod('x', q)}`;

      const months = await query<{ month: string; n: number; mood: number | null }>(
        sql`select to_char(x.at at time zone ${s.timeZone}, 'YYYY-MM') as month, count(*)::int as n, tanh(avg(x.sentiment))::float8 as mood
         from world_messages x join world_people w on w.id = x.person_id
         where ${messages} and ${rootOf('w')} = ${who.id}
         group by month order by month`,
      );
      const chats = await query<{ id: string; title: string; source: string; is_group: boolean; n: number }>(
        sql`select c.id, c.title, c.source, c.is_group,
                (select count(*) from world_messages x where ${messages} and x.chat_id = c.id
                   and x.person_id in (select id from world_people w where ${rootOf('w')} = ${who.id}))::int as n
         from world_chats c where c.user_id = ${s.userId} and exists (
           select 1 from world_chat_people cp join world_people w on w.id = cp.person_id
           where cp.chat_id = c.id and ${rootOf('w')} = ${who.id})
         order by n desc, c.title`,
      );
      const places = await query<{ id: string; lat: number; lon: number; label: string | null; n: number }>(
        sql`select pl.id, pl.lat, pl.lon, ${placeNameSql('pl')} as label, count(*)::int as n from world_place_points x
         join world_places pl on pl.id = x.place_id join world_people w on w.id = x.person_id
         where ${shown(s, 'x', KIND.point)} and ${inPeriod('x', q)} and ${rootOf('w')} = ${who.id}
         group by pl.id order by n desc limit 50`,
      );
      const replies = self ? await meanReplyTimes(query, s, who.id, self.id, q) : { theirs: null, yours: null, both: null };

      // The conversation: both of you in the chats you share (without a known owner: their
      // messages; on your own page: yours, `from_them` false).
      const conv = sql`conv as (
        select x.at, x.key, x.sentiment, x.at at time zone ${s.timeZone} as local, x.text, x.chat_id, ${isYou ? sql`false` : sql`${rootOf('w')} = ${who.id}`} as from_them
        from world_messages x join world_people w on w.id = x.person_id
        where ${messages} and ${
          self
            ? sql`${rootOf('w')} in (${who.id}, ${self.id}) and x.chat_id in (${chatsOf(who.id)} intersect ${chatsOf(self.id)})`
            : sql`${rootOf('w')} = ${who.id}`
        })`;
      const grouped = await query<{ month: string; hour: number; day: string; from_them: boolean; n: number }>(
        sql`with ${conv} select to_char(local, 'YYYY-MM') as month, extract(hour from local)::int as hour, to_char(local, 'YYYY-MM-DD') as day,
                from_them, count(*)::int as n from conv group by 1, 2, 3, 4`,
      );
      const ends = await query<{ which: string; at: Date; text: string; from_them: boolean; title: string }>(
        sql`with ${conv}
         (select 'first' as which, c.at, c.text, c.from_them, ch.title from conv c join world_chats ch on ch.id = c.chat_id order by c.at, c.from_them limit 1)
         union all
         (select 'last', c.at, c.text, c.from_them, ch.title from conv c join world_chats ch on ch.id = c.chat_id order by c.at desc, c.from_them desc limit 1)`,
      );
      const words = await query<{ word: string; n: number }>(
        sql`with ${conv} select w as word, count(*)::int as n from conv, regexp_split_to_table(lower(conv.text), '[^[:alpha:]'']+') as w
         where length(w) between 3 and 30 group by w order by n desc, w limit 300`,
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
            sql`select x.id, x.at, x.file_name, count(*) over ()::int as total from world_photos x
             where ${shown(s, 'x', KIND.photo)} and ${inPeriod('x', q)} and x.taken_at_known
               and to_char(x.at at time zone ${s.timeZone}, 'YYYY-MM-DD') = any(${sql.param([...days])}::text[])
             order by x.at desc, x.id desc limit 24`,
          )
        : [];
      // The conversation's messages, oldest first, for the findings; with a known owner, also
      // the other people's messages of the shared chats (groups) that come right before one of
      // yours or theirs (\`from_them\` null): they break answers and conversation starts.
      const convRows = await query<{ at: Date; key: string; from_them: boolean | null; chat_id: string; text: string | null; sentiment: number | null }>(
        self
          ? sql`with seq as (
               select x.at, x.key, x.chat_id, x.text, x.sentiment,
                      case ${rootOf('w')} when ${who.id} then true when ${self.id} then false end as from_them,
                      lead(${rootOf('w')} in (${who.id}, ${self.id})) over (partition by x.chat_id order by x.at, x.key) as before_ours
               from world_messages x join world_people w on w.id = x.person_id
               where ${messages} and x.chat_id in (${chatsOf(who.id)} intersect ${chatsOf(self.id)}))
             select at, key, from_them, chat_id, case when from_them is null then null else text end as text, sentiment from seq
             where from_them is not null or before_ours order by at, key`
          : sql`with ${conv} select c.at, c.key, c.from_them, c.chat_id, c.text, c.sentiment from conv c order by c.at, c.key`,
      );
      const mood = new Map<string, number | null>();
      const feed: FeedMessage[] = [];
      const convMessages: ConvMessage[] = [];
      for (const m of convRows) {
        const id = String(m.key);
        if (m.from_them === null) {
          feed.push({ id, at: iso(m.at)!, fromThem: null, chatId: m.chat_id });
          continue;
        }
        mood.set(id, m.sentiment == null ? null : Number(m.sentiment));
        const message: ConvMessage = {
          id,
          at: iso(m.at)!,
          fromThem: m.from_them,
          chatId: m.chat_id,
          author: m.from_them ? person.name : ownerName,
          text: opts.includeMessages ? m.text : null,
        };
        feed.push(message);
        convMessages.push(message);
      }
      const localMonth = monthIn(s.timeZone);
      // Where you were on those days: your location points (or no one's: a location history) and your photos, never another person's shared location.
      const owner = isYou ? who.id : self?.id;
      const dayPlaces = days.size
        ? await query<{ id: string; lat: number; lon: number; label: string | null; n: number }>(
            sql`with hits as (
               select x.place_id from world_place_points x left join world_people w on w.id = x.person_id
               where ${shown(s, 'x', KIND.point)} and ${inPeriod('x', q)}
                 and (x.person_id is null${owner ? sql` or ${rootOf('w')} = ${owner}` : sql``})
                 and to_char(x.at at time zone ${s.timeZone}, 'YYYY-MM-DD') = any(${sql.param([...days])}::text[])
               union all
               select x.place_id from world_photos x where ${shown(s, 'x', KIND.photo)} and ${inPeriod('x', q)} and x.taken_at_known and x.place_id is not null
                 and to_char(x.at at time zone ${s.timeZone}, 'YYYY-MM-DD') = any(${sql.param([...days])}::text[]))
             select pl.id, pl.lat, pl.lon, ${placeNameSql('pl')} as label, count(*)::int as n from hits h join world_places pl on pl.id = h.place_id
             group by pl.id order by n desc, pl.id limit 12`,
          )
        : [];
      const fromThem = [...conversation.values()].reduce((t, m) => t + m.fromThem, 0);
      const fromYou = [...conversation.values()].reduce((t, m) => t + m.fromYou, 0);
      const insight: RelationshipInsight = {
        ownerKnown: self != null || isYou,
        ownerName: isYou ? person.name : (self?.name ?? null),
        isYou,
        you: isYou
          ? {
              messages: fromYou,
              chats: chats.filter((c) => num(c.n) > 0).length,
              busiestMonths: [...conversation.entries()]
                .map(([month, m]) => ({ month, messages: m.fromYou }))
                .sort((a, b) => b.messages - a.messages || a.month.localeCompare(b.month))
                .slice(0, 3),
            }
          : null,
        fromThem,
        fromYou: self || isYou ? fromYou : null,
        starts: self ? conversationStarts(feed) : null,
        replies: self ? replyTimes(feed, localMonth) : null,
        busiestMonth: busiestMonth(convMessages, localMonth, conversation),
        // A relationship's changes and silences; on your own page there is no relationship.
        changePoints: isYou ? [] : changePoints(convMessages, localMonth, (m) => mood.get(m.id) ?? null),
        silences: isYou ? [] : longestSilences(convMessages),
        talkedDays: days.size,
        dayPlaces: byName(dayPlaces.map((pl) => ({ id: pl.id, lat: pl.lat, lon: pl.lon, label: placeName(pl.label, pl.lat, pl.lon), count: num(pl.n) }))),
      };
      const quote = (which: string): QuotedMessage | null => {
        const e = ends.find((r) => r.which === which);
        if (!e) return null;
        return {
          at: iso(e.at)!,
          author: e.from_them ? person.name : ownerName,
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
        places: byName(places.map((pl) => ({ id: pl.id, lat: pl.lat, lon: pl.lon, label: placeName(pl.label, pl.lat, pl.lon), count: num(pl.n) }))),
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
        insight,
      };
    },
  };
}

/** Places of the same name as one (several clusters in one city read "London" once), the most counted first; the first's id and position. */
function byName<T extends { label: string; count: number }>(places: T[]): T[] {
  const out = new Map<string, T>();
  for (const p of places) {
    const seen = out.get(p.label);
    out.set(p.label, seen ? { ...seen, count: seen.count + p.count } : p);
  }
  return [...out.values()].sort((a, b) => b.count - a.count);
}

/** The month with the most messages of the conversation (the earlier on a tie), with its first two messages. */
function busiestMonth(messages: ConvMessage[], localMonth: (iso: string) => string, conversation: Map<string, { fromThem: number; fromYou: number }>) {
  const best = [...conversation.entries()].sort(([a, x], [b, y]) => y.fromThem + y.fromYou - (x.fromThem + x.fromYou) || a.localeCompare(b))[0];
  if (!best) return null;
  const [month, m] = best;
  const citations = messages.filter((x) => localMonth(x.at) === month).slice(0, 2).map(cite);
  return { month, messages: m.fromThem + m.fromYou, fromThem: m.fromThem, fromYou: m.fromYou, citations };
}

/** Mean seconds between a message of one and the next of the other in their shared chats (within a day). */
async function meanReplyTimes(query: Query, s: Scope, them: string, me: string, q: WorldPeriodQuery) {
  const is = (who: string, person: string): SQL => sql`${sql.raw(who)} = ${person}`;
  const [r] = await query<{ theirs: number | null; yours: number | null; both: number | null }>(
    sql`with seq as (
       select ${rootOf('w')} as who, x.at,
              lag(${rootOf('w')}) over (partition by x.chat_id order by x.at, x.key) as prev_who,
              lag(x.at) over (partition by x.chat_id order by x.at, x.key) as prev_at
       from world_messages x join world_people w on w.id = x.person_id
       where ${shown(s, 'x', KIND.message)} and ${inPeriod('x', q)}
         and x.chat_id in (${chatsOf(them)} intersect ${chatsOf(me)})),
     gaps as (
       select who, extract(epoch from at - prev_at) as secs from seq
       where prev_who is not null and ((${is('who', them)} and ${is('prev_who', me)}) or (${is('who', me)} and ${is('prev_who', them)}))
         and at - prev_at <= make_interval(secs => ${sql.raw(String(REPLY_WINDOW_SECONDS))}))
     select avg(secs) filter (where ${is('who', them)})::float8 as theirs, avg(secs) filter (where ${is('who', me)})::float8 as yours, avg(secs)::float8 as both from gaps`,
  );
  const r2 = (v: number | null | undefined) => (v == null ? null : round(Number(v), 1));
  return { theirs: r2(r?.theirs), yours: r2(r?.yours), both: r2(r?.both) };
}
