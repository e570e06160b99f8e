/**
 * The Basic plan's choice of what its 1,000 data points are (ADR 052): GET/PUT
 * /api/worlds/scope. The choice is saved in world_profiles.basic_scope; scope()
 * (world-scope.ts) draws every world from it on Basic and ignores it on Pro. The answer
 * names the chats one may choose and what the world leaves out, by reason.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ImportSourceName } from '../../../contract/worlds';
import type { BasicScopeBody, PlanScope } from '../../../contract/worlds-scope';
import { BadRequestError } from '../../errors';
import type { BasicChoice, WorldContext } from './world-scope';
import { choiceWords, dayWords, KIND, num, ofImports, pointTime, tieOf, type PointKind, type Scope } from './world-filters';

/** Chats named one by one in "Left out" before the rest are summed up. */
const CHATS_NAMED = 4;
/** Answers kept (see `cache` below). */
const CACHE_MAX = 200;

const count = (n: number) => n.toLocaleString('en-US');
const many = (n: number, one: string, other = `${one}s`) => `${count(n)} ${n === 1 ? one : other}`;
const KIND_WORDS: Record<PointKind, [string, string]> = {
  [KIND.message]: ['message', 'messages'],
  [KIND.photo]: ['photo', 'photos'],
  [KIND.point]: ['location point', 'location points'],
};

/** "310 messages, 220 photos and 12 location points" (kinds with none left out). */
function listOf(byKind: Map<PointKind, number>): { label: string; count: number } | null {
  const parts = ([KIND.message, KIND.photo, KIND.point] as const).filter((k) => (byKind.get(k) ?? 0) > 0);
  if (!parts.length) return null;
  const words = parts.map((k) => many(byKind.get(k)!, ...KIND_WORDS[k]));
  const label = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0]!;
  return { label, count: parts.reduce((n, k) => n + byKind.get(k)!, 0) };
}

/**
 * Why a row of alias `x` is not shown, in the order scope() decides it: a chat not chosen
 * ('chat'), no chat at all ('nochat'), no date ('undated'), before or after the chosen
 * period, older than the newest `limit` ('older'); else 'shown'.
 */
function reasonOf(s: Scope, x: string, kind: PointKind): SQL {
  const col = (c: string) => sql.raw(`${x}.${c}`);
  const cases: SQL[] = [];
  const p = s.pool;
  if (p?.chatIds) {
    if (kind === KIND.photo) cases.push(sql`when true then 'nochat'`);
    else cases.push(sql`when ${col('chat_id')} is null then 'nochat' when not (${col('chat_id')} = any(${sql.param(p.chatIds)}::uuid[])) then 'chat'`);
  }
  if (p && (p.from !== '-infinity' || p.to !== 'infinity')) {
    if (kind === KIND.photo) cases.push(sql`when not ${col('taken_at_known')} then 'undated'`);
    cases.push(sql`when ${col('at')} < ${p.from}::timestamptz then 'before' when ${col('at')} >= ${p.to}::timestamptz then 'after'`);
  }
  const [at, k, id] = s.cut;
  cases.push(sql`when (${pointTime(x, kind)}, ${sql.raw(String(kind))}, ${tieOf(x, kind)}) < (${at}::timestamptz, ${k}::int, ${id}::text) then 'older'`);
  return sql`case ${sql.join(cases, sql` `)} else 'shown' end`;
}

export function createPlanScope({ query, scope }: WorldContext) {
  /**
   * What is left out and the chats' counts read every imported row (about a second for a
   * million messages on PGlite), and they change only with what the scope's cut-off
   * depends on (`Scope.version`: done imports and their sizes, limit, zone, choice): kept
   * per version, so the hub pays it once, not on every visit. Bounded; an old entry is dropped.
   */
  const cache = new Map<string, Promise<Omit<PlanScope, 'plan' | 'limit' | 'choice' | 'applied' | 'imported' | 'coverage'>>>();
  async function savedChoice(userId: string): Promise<PlanScope['choice']> {
    const [row] = await query<{ choice: BasicChoice | null }>(sql`select basic_scope as choice from world_profiles where user_id = ${userId}`);
    return { chatIds: [...(row?.choice?.chatIds ?? [])].sort(), from: row?.choice?.from ?? null, to: row?.choice?.to ?? null };
  }

  /** What is left out, by reason, worded: "Left out: 5,120 data points — 4,900 messages in 'Family', 220 photos before 3 Jan 2021". */
  async function leftOut(s: Scope, titles: Map<string, string>): Promise<PlanScope['leftOut']> {
    const imported = s.total.messages + s.total.photos + s.total.points;
    const missing = imported - s.covered;
    if (!s.done.length || missing <= 0) {
      return { count: 0, parts: [], text: `Nothing is left out: your worlds show all ${many(s.covered, 'data point')}.` };
    }
    const of = (table: string, kind: PointKind, chat: boolean) =>
      sql`select ${sql.raw(String(kind))}::int as k, r, ${chat ? sql`case when r = 'chat' then x_chat end` : sql`null::uuid`} as c, count(*)::int as n
          from (select ${reasonOf(s, 'x', kind)} as r${chat ? sql`, x.chat_id as x_chat` : sql``} from ${sql.raw(table)} x where ${ofImports(s.userId, s.done, 'x')}) t
          where r <> 'shown' group by 1, 2, 3`;
    const rows = await query<{ k: number; r: string; c: string | null; n: number }>(
      sql`${of('world_messages', KIND.message, true)} union all ${of('world_photos', KIND.photo, false)} union all ${of('world_place_points', KIND.point, false)}`,
    );
    const byReason = (r: string) => {
      const m = new Map<PointKind, number>();
      for (const row of rows) if (row.r === r) m.set(num(row.k) as PointKind, (m.get(num(row.k) as PointKind) ?? 0) + num(row.n));
      return m;
    };
    const parts: { label: string; count: number }[] = [];
    // Messages in chats not chosen, the largest named.
    const chats = rows.filter((r) => r.r === 'chat' && num(r.k) === KIND.message).sort((a, b) => num(b.n) - num(a.n));
    for (const c of chats.slice(0, CHATS_NAMED)) parts.push({ label: `${many(num(c.n), 'message')} in '${titles.get(c.c ?? '') ?? 'a chat'}'`, count: num(c.n) });
    const rest = chats.slice(CHATS_NAMED);
    if (rest.length) {
      const n = rest.reduce((t, c) => t + num(c.n), 0);
      parts.push({ label: `${many(n, 'message')} in ${many(rest.length, 'other chat')}`, count: n });
    }
    const chatPoints = (byReason('chat').get(KIND.point) ?? 0) + (byReason('nochat').get(KIND.point) ?? 0);
    if (chatPoints) parts.push({ label: `${many(chatPoints, 'location point')} outside the chats you chose`, count: chatPoints });
    const noChatPhotos = byReason('nochat').get(KIND.photo) ?? 0;
    if (noChatPhotos) parts.push({ label: `${many(noChatPhotos, 'photo')} (photos belong to no chat)`, count: noChatPhotos });
    const undated = byReason('undated').get(KIND.photo) ?? 0;
    if (undated) parts.push({ label: `${many(undated, 'photo')} without a date`, count: undated });
    const choice = s.pool?.choice;
    const before = listOf(byReason('before'));
    if (before && choice?.from) parts.push({ label: `${before.label} before ${dayWords(choice.from)}`, count: before.count });
    const after = listOf(byReason('after'));
    if (after && choice?.to) parts.push({ label: `${after.label} after ${dayWords(choice.to)}`, count: after.count });
    const older = listOf(byReason('older'));
    if (older) {
      const whose = s.pool ? ` of ${choiceWords(s.pool.choice)}` : '';
      const plan = s.plan === 'basic' ? 'Basic' : 'Pro';
      parts.push({ label: `${many(older.count, 'older data point')}${whose} (${plan} shows the newest ${count(s.limit)})`, count: older.count });
    }
    return { count: missing, parts, text: `Left out: ${many(missing, 'data point')} — ${parts.map((p) => p.label).join(', ')}` };
  }

  async function planScope(userId: string): Promise<PlanScope> {
    const s = await scope(userId);
    const choice = await savedChoice(userId);
    const key = s.version;
    let counted = cache.get(key);
    if (!counted) {
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      counted = countChats(s);
      cache.set(key, counted);
      counted.catch(() => cache.delete(key));
    }
    const { chats, leftOut: left, outsideChats } = await counted;
    const chosen = new Set(choice.chatIds);
    return {
      plan: s.plan,
      limit: s.limit,
      choice,
      applied: s.pool != null,
      imported: s.total.messages + s.total.photos + s.total.points,
      coverage: s.coverage,
      leftOut: left,
      chats: chats.map((c) => ({ ...c, chosen: chosen.has(c.id) })),
      outsideChats,
    };
  }

  /** The chats with their messages, the points outside any chat, and what is left out. */
  async function countChats(s: Scope) {
    const chats = s.done.length
      ? await query<{ id: string; title: string; source: string; is_group: boolean; n: number }>(
          sql`select c.id, c.title, c.source, c.is_group, count(*)::int as n from world_chats c
           join world_messages x on x.chat_id = c.id and ${ofImports(s.userId, s.done, 'x')}
           where c.user_id = ${s.userId} group by c.id order by n desc, c.title`,
        )
      : [];
    const [outside] = s.done.length
      ? await query<{ p: number; l: number }>(
          sql`select (select count(*) from world_photos x where ${ofImports(s.userId, s.done, 'x')})::int as p,
                     (select count(*) from world_place_points x where ${ofImports(s.userId, s.done, 'x')} and x.chat_id is null)::int as l`,
        )
      : [];
    return {
      chats: chats.map((c) => ({ id: c.id, title: c.title, source: c.source as ImportSourceName, isGroup: c.is_group, messages: num(c.n), chosen: false })),
      outsideChats: { photos: num(outside?.p), points: num(outside?.l) },
      leftOut: await leftOut(s, new Map(chats.map((c) => [c.id, c.title]))),
    };
  }

  return {
    planScope,

    /** Saves the choice (chats must be the user's); an empty one clears it: the newest `limit` of everything. */
    async updatePlanScope(userId: string, body: BasicScopeBody): Promise<PlanScope> {
      const chatIds = [...new Set(body.chatIds ?? [])].sort();
      if (chatIds.length) {
        const found = await query<{ id: string }>(sql`select id from world_chats where user_id = ${userId} and id = any(${sql.param(chatIds)}::uuid[])`);
        if (found.length !== chatIds.length) throw new BadRequestError('A chosen chat is not one of your chats.', 'unknown_chat');
      }
      const choice: BasicChoice = {
        ...(chatIds.length ? { chatIds } : {}),
        ...(body.from ? { from: body.from } : {}),
        ...(body.to ? { to: body.to } : {}),
      };
      await query(
        sql`insert into world_profiles (user_id, basic_scope) values (${userId}, ${JSON.stringify(choice)}::jsonb)
         on conflict (user_id) do update set basic_scope = excluded.basic_scope, updated_at = now()`,
      );
      return planScope(userId);
    },
  };
}
