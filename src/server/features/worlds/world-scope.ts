/**
 * The reading every world starts from: the scope of a user's world (plan, zone, done
 * imports, the Basic plan's choice, totals and the plan's cut-off, cached) and its people,
 * merged people folded into the one they were merged into. The world modules get these
 * as a `WorldContext`. The rule they all follow is ADR 052 (world-filters.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { PLAN_LIMITS, type ImportSourceName, type Person, type Plan, type WorldPeriodQuery } from '../../../contract/worlds';
import type { Database, Db } from '../../db/client';
import { users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { queryFn, type Query } from './sql';
import {
  coverageOf,
  hasPeriod,
  inPeriod,
  inPool,
  isUuid,
  iso,
  KIND,
  NO_CUT,
  num,
  ofImports,
  pointTime,
  shown,
  tieOf,
  type Pool,
  type Scope,
} from './world-filters';

/** The Basic plan's choice as world_profiles.basic_scope holds it. */
export type BasicChoice = { chatIds?: string[]; from?: string; to?: string };

/** Who is listed by `people()`: everyone in a chat of a done import, or only those in a chat with shown messages. */
export type Roster = 'all' | 'shown';

export interface WorldContext {
  db: Db;
  query: Query;
  /**
   * Whose world and what of it is shown (ADR 052). `totals: false` (the read endpoints but
   * /summary) skips counting every row: the cut-off query alone tells how many points the
   * world is drawn from and whether the pool holds more, and counting a million stored
   * messages is what would cost.
   */
  scope(userId: string, totals?: boolean): Promise<Scope>;
  /**
   * The people of the world, merged people folded into the one they were merged into, each
   * with their shown messages. `roster` 'all' (the default: a relationship page, a merge
   * find anyone): everyone in a chat of a done import; 'shown' (the lists and counts of the
   * worlds): only those in a chat with shown messages. With a period, their counts in it
   * and only those who wrote in it.
   */
  people(s: Scope, q?: WorldPeriodQuery, roster?: Roster): Promise<Person[]>;
  /** The person `id` stands for (the one they were merged into, if any); another user's is not found. */
  root(userId: string, id: string): Promise<{ id: string; name: string }>;
  /** The user's plan and time zone (null: not set yet). */
  account(userId: string): Promise<{ plan: Plan; timeZone: string | null }>;
}

export function createWorldContext(database: Database): WorldContext {
  const db = database.db;
  const query = queryFn(database);

  /**
   * The totals and the plan's cut-off depend only on the user's set of done imports, the
   * plan's limit and the Basic choice (with the zone its days are read in): rows only
   * change when an import finishes or is deleted, which gives a new set, or when a done
   * import grows (a Matrix room's new messages), which changes its counts. So they are kept
   * per (user, limit, done imports with their data points, choice, zone), and a
   * million-message world pays its counts and cut-off once, not on every call. Bounded; an
   * old entry is dropped.
   */
  type Cut = { cut: Scope['cut']; covered: number; more: boolean };
  const scopeCache = new Map<string, { total?: Scope['total']; cut?: Cut }>();
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
    const [row] = await query<{ plan: string; time_zone: string | null; choice: BasicChoice | null }>(
      sql`select u.plan, u.time_zone, p.basic_scope as choice from users u left join world_profiles p on p.user_id = u.id where u.id = ${userId}`,
    );
    if (!row) throw new NotFoundError('Account not found.');
    const plan: Plan = row.plan === 'pro' ? 'pro' : 'basic';
    const limit = PLAN_LIMITS[plan];
    const timeZone = row.time_zone ?? 'UTC';
    // Pro ignores the choice (it keeps it for a return to Basic).
    const pool = plan === 'basic' ? await poolOf(row.choice, timeZone) : null;
    const imports = await query<{ id: string; n: string | null }>(
      sql`select id, counts->>'dataPoints' as n from world_imports where user_id = ${userId} and status = 'done' order by id`,
    );
    const done = imports.map((r) => r.id);
    const version = `${userId}|${limit}|${imports.map((r) => `${r.id}:${r.n ?? ''}`).join(',')}|${timeZone}|${JSON.stringify(pool?.choice ?? null)}`;
    const base = { userId, plan, limit, timeZone, done, pool, version };
    if (!done.length) {
      const none = { cut: NO_CUT, covered: 0, more: false };
      return { ...base, total: { messages: 0, photos: 0, points: 0 }, ...none, coverage: coverageOf({ ...base, ...none }) };
    }
    const entry = cached(version);
    entry.cut ??= await cutOff(base);
    const c = entry.cut;
    const shownPart = { cut: c.cut, covered: c.covered, coverage: coverageOf({ ...base, ...c }) };
    if (!totals) return { ...base, total: entry.total ?? { messages: -1, photos: -1, points: -1 }, ...shownPart };
    if (!entry.total) {
      const mine = ofImports(userId, done);
      const [counts] = await query<{ m: number; p: number; l: number }>(
        sql`select (select count(*) from world_messages where ${mine})::int as m,
                   (select count(*) from world_photos where ${mine})::int as p,
                   (select count(*) from world_place_points where ${mine})::int as l`,
      );
      entry.total = { messages: num(counts?.m), photos: num(counts?.p), points: num(counts?.l) };
    }
    return { ...base, total: entry.total, ...shownPart };
  }

  /** The saved choice as a pool (null when it names nothing): its days as instants in the account's zone, `to` through the end of its day. */
  async function poolOf(choice: BasicChoice | null, timeZone: string): Promise<Pool | null> {
    const saved = { chatIds: [...(choice?.chatIds ?? [])].sort(), from: choice?.from ?? null, to: choice?.to ?? null };
    if (!saved.chatIds.length && !saved.from && !saved.to) return null;
    let [from, to] = ['-infinity', 'infinity'];
    if (saved.from || saved.to) {
      const [b] = await query<{ f: Date | null; t: Date | null }>(
        sql`select (${saved.from}::date::timestamp at time zone ${timeZone}) as f, ((${saved.to}::date + 1)::timestamp at time zone ${timeZone}) as t`,
      );
      from = iso(b?.f) ?? from;
      to = iso(b?.t) ?? to;
    }
    return { chatIds: saved.chatIds.length ? saved.chatIds : null, from, to, choice: saved };
  }

  /**
   * The `limit`-th newest data point of the pool as (time, kind, tie-break), how many points
   * are shown (min(limit, pool)) and whether the pool holds more than `limit`; NO_CUT
   * when it does not. Each table gives its `limit + 1` newest (index order), so the merged
   * list tells both.
   */
  async function cutOff(s: Pick<Scope, 'userId' | 'done' | 'limit' | 'pool'>): Promise<Cut> {
    const mine = (x: string, kind: (typeof KIND)[keyof typeof KIND]) => sql`${ofImports(s.userId, s.done, x)} and ${inPool(s, x, kind)}`;
    const top = (table: string, kind: (typeof KIND)[keyof typeof KIND]) =>
      sql`(select ${pointTime('x', kind)} as at, ${sql.raw(String(kind))} as k, ${tieOf('x', kind)} as i from ${sql.raw(table)} x
           where ${mine('x', kind)} order by 1 desc, 3 desc limit ${s.limit + 1})`;
    // The time as text: exact to the microsecond, and '-infinity' for an undated photo (no Date holds it).
    const [row] = await query<{ n: number; at: string | null; k: number | null; i: string | null }>(
      sql`with pts as (${top('world_messages', KIND.message)} union all ${top('world_photos', KIND.photo)} union all ${top('world_place_points', KIND.point)})
       select (select count(*) from pts)::int as n, c.at::text as at, c.k, c.i
       from (select 1) one left join (select at, k, i from pts order by at desc, k desc, i desc offset ${s.limit - 1} limit 1) c on true`,
    );
    const n = num(row?.n);
    if (n <= s.limit || row?.at == null) return { cut: NO_CUT, covered: Math.min(n, s.limit), more: false };
    return { cut: [row.at, num(row.k), row.i ?? ''], covered: s.limit, more: true };
  }

  async function people(s: Scope, q: WorldPeriodQuery = {}, roster: Roster = 'all'): Promise<Person[]> {
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
         where c.user_id = ${s.userId} and exists (
           select 1 from world_messages m where m.chat_id = c.id and ${roster === 'shown' ? shown(s, 'm', KIND.message) : ofImports(s.userId, s.done, 'm')})
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
