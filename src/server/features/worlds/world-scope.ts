/**
 * The reading every world starts from: the scope of a user's world (plan, zone, done
 * imports, totals and the plan's cut-off, cached) and its people, merged people folded
 * into the one they were merged into. The world modules get these as a `WorldContext`.
 */
import { eq, sql } from 'drizzle-orm';
import { PLAN_LIMITS, type ImportSourceName, type Person, type Plan, type WorldPeriodQuery } from '../../../contract/worlds';
import type { Database, Db } from '../../db/client';
import { users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { queryFn, type Query } from './sql';
import { hasPeriod, inPeriod, isUuid, iso, KIND, NO_CUT, num, ofImports, shown, type Scope } from './world-filters';

export interface WorldContext {
  db: Db;
  query: Query;
  /**
   * Whose world and what of it is shown. `totals: false` (the read endpoints but /summary)
   * skips counting every row: the cut-off query alone tells whether more than `limit`
   * points exist (it finds no row otherwise), and counting a million stored messages is
   * what would cost.
   */
  scope(userId: string, totals?: boolean): Promise<Scope>;
  /**
   * Everyone in a chat of a done import, merged people folded into the one they were merged
   * into; with a period, their counts in it and only those who wrote in it.
   */
  people(s: Scope, q?: WorldPeriodQuery): Promise<Person[]>;
  /** The person `id` stands for (the one they were merged into, if any); another user's is not found. */
  root(userId: string, id: string): Promise<{ id: string; name: string }>;
  /** The user's plan and time zone (null: not set yet). */
  account(userId: string): Promise<{ plan: Plan; timeZone: string | null }>;
}

export function createWorldContext(database: Database): WorldContext {
  const db = database.db;
  const query = queryFn(database);

  /**
   * The totals and the plan's cut-off depend only on the user's set of done imports and the
   * plan's limit: rows only change when an import finishes or is deleted, and either gives a
   * new set. So they are kept per (user, limit, done imports), and a million-message world
   * pays its counts and cut-off once, not on every call. Bounded; an old entry is dropped.
   */
  const scopeCache = new Map<string, { total?: Scope['total']; cut?: Scope['cut'] }>();
  const SCOPE_CACHE_MAX = 1000;
  function cached(key: string) {
    let entry = scopeCache.get(key);
    if (!entry) {
      if (scopeCache.size >= SCOPE_CACHE_MAX) scopeCache.delete(scopeCache.keys().next().value!);
      entry = {};
      scopeCache.set(key, entry);
    }
    return entry;
  }

  async function account(userId: string) {
    const [user] = await db.select({ plan: users.plan, timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new NotFoundError('Account not found.');
    const plan: Plan = user.plan === 'pro' ? 'pro' : 'basic';
    return { plan, timeZone: user.timeZone };
  }

  async function scope(userId: string, totals = true): Promise<Scope> {
    const user = await account(userId);
    const limit = PLAN_LIMITS[user.plan];
    const done = (await query<{ id: string }>(sql`select id from world_imports where user_id = ${userId} and status = 'done'`)).map((r) => r.id);
    const base = { userId, plan: user.plan, limit, timeZone: user.timeZone ?? 'UTC', done };
    if (!done.length) return { ...base, total: { messages: 0, photos: 0, points: 0 }, cut: NO_CUT };
    const entry = cached(`${userId}|${limit}|${[...done].sort().join(',')}`);
    if (!totals) {
      entry.cut ??= await cutOff(userId, done, limit);
      return { ...base, total: entry.total ?? { messages: -1, photos: -1, points: -1 }, cut: entry.cut };
    }
    if (!entry.total) {
      const mine = ofImports(userId, done);
      const [counts] = await query<{ m: number; p: number; l: number }>(
        sql`select (select count(*) from world_messages where ${mine})::int as m,
                   (select count(*) from world_photos where ${mine})::int as p,
                   (select count(*) from world_place_points where ${mine})::int as l`,
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
    const mine = ofImports(userId, done);
    const [cut] = await query<{ at: Date; k: number; i: string }>(
      sql`select at, k, i from (
         (select at, ${sql.raw(String(KIND.message))} as k, key::text as i from world_messages where ${mine} order by at desc, key::text desc limit ${limit})
         union all
         (select at, ${sql.raw(String(KIND.photo))}, id::text from world_photos where ${mine} order by at desc, id::text desc limit ${limit})
         union all
         (select at, ${sql.raw(String(KIND.point))}, id::text from world_place_points where ${mine} order by at desc, id::text desc limit ${limit})
       ) pts order by at desc, k desc, i desc offset ${limit} - 1 limit 1`,
    );
    return cut ? [iso(cut.at)!, num(cut.k), cut.i] : NO_CUT;
  }

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
      sql`with members as (
         select coalesce(p.merged_into, p.id) as root, p.id, p.name from world_people p where p.user_id = ${s.userId}
       ),
       live as (
         select c.id, c.source from world_chats c
         where c.user_id = ${s.userId} and exists (select 1 from world_messages m where m.chat_id = c.id and ${ofImports(s.userId, s.done, 'm')})
       ),
       seen as (
         select mb.root, array_agg(distinct c.source) as sources, count(distinct c.id)::int as chats
         from world_chat_people cp join live c on c.id = cp.chat_id join members mb on mb.id = cp.person_id
         group by mb.root
       ),
       by_author as (
         select x.person_id, count(*)::int as n, min(x.at) as first, max(x.at) as last
         from world_messages x where ${shown(s, 'x', KIND.message)} and ${inPeriod('x', q)} group by x.person_id
       ),
       counted as (
         select mb.root, sum(b.n)::int as n, min(b.first) as first, max(b.last) as last
         from by_author b join members mb on mb.id = b.person_id group by mb.root
       ),
       merged as (
         select m.merged_into as root, json_agg(json_build_object('id', m.id, 'name', m.name) order by m.name) as merged
         from world_people m where m.user_id = ${s.userId} and m.merged_into is not null group by m.merged_into
       )
       select r.id, r.name, r.is_self, coalesce(ct.n, 0) as n, ct.first, ct.last, sn.sources, sn.chats, mg.merged
       from world_people r join seen sn on sn.root = r.id left join counted ct on ct.root = r.id left join merged mg on mg.root = r.id
       where r.user_id = ${s.userId} and r.merged_into is null
       order by n desc, r.name asc`,
    );
    const selfId = rows.find((r) => r.is_self)?.id ?? guessSelf(rows);
    // With a period, only who wrote in it (the owner is guessed from every chat all the same).
    return rows
      .filter((r) => !hasPeriod(q) || num(r.n) > 0)
      .map((r) => ({
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

  async function root(userId: string, id: string): Promise<{ id: string; name: string }> {
    if (!isUuid(id)) throw new NotFoundError('Person not found.');
    const [row] = await query<{ id: string; name: string }>(
      sql`select r.id, r.name from world_people p join world_people r on r.id = coalesce(p.merged_into, p.id)
       where p.id = ${id} and p.user_id = ${userId}`,
    );
    if (!row) throw new NotFoundError('Person not found.');
    return row;
  }

  return { db, query, scope, people, root, account };
}

/** With no one marked: the person in the most chats (the exporter is in all of theirs), if in more than one. */
function guessSelf(rows: { id: string; chats: number; n: number }[]): string | null {
  const best = [...rows].sort((a, b) => num(b.chats) - num(a.chats) || num(b.n) - num(a.n))[0];
  return best && num(best.chats) > 1 ? best.id : null;
}
