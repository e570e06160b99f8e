/**
 * The message-count rollup (world_message_days, migration 0032) and its one reader
 * (counts.ts messageCounts): the rollup equals the messages grouped per (import, chat,
 * author, local day) after an import, a second overlapping import, a person merge, the
 * first import deleted (its shared rows handed to the second), a change of time zone, the
 * last import deleted and the account's rows deleted; and messageCounts gives what a scan of
 * the shown messages gives, with the plan's cut-off, in a zone far from UTC, for periods
 * whose edges fall inside a day.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpUser } from '../../../../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../../../../tests/support/create-test-app';
import { importsApi } from '../../../../../../tests/support/worlds';
import { deleteWorldRows } from '../../world-account-data';
import { queryFn, type Query } from '../../sql';
import type { MessageCount, RankedPerson } from './catalogue';
import { messageWhere, type MessageFilter } from './common';
import { createToolContextFactory } from './context';
import { messageCounts } from './counts';
import { runTool } from './index';
import type { ToolContext, ToolResult } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

/** WhatsApp lines: one message every `stepMinutes` from `start` (UTC instants written as the file's clock), authors in turn. */
function lines(start: number, n: number, stepMinutes: number, authors: string[], word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const d = new Date(start + i * stepMinutes * 60_000);
    const when = `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
    out.push(`${when} - ${authors[i % authors.length]}: ${word} number ${i}`);
  }
  return out;
}

/** Rows where the rollup and the messages grouped per (import, chat, author, local day in the user's zone) differ, both ways. */
async function drift(query: Query, userId: string): Promise<number> {
  const [row] = await query<{ n: number }>(
    sql`with r as (select import_id, chat_id, person_id, day, n from world_message_days where user_id = ${userId}),
     s as (select m.import_id, m.chat_id, m.person_id, (m.at at time zone coalesce(u.time_zone, 'UTC'))::date as day, count(*)::int as n
           from world_messages m join users u on u.id = m.user_id where m.user_id = ${userId} group by 1, 2, 3, 4)
     select ((select count(*) from (select * from r except all select * from s) a) + (select count(*) from (select * from s except all select * from r) b))::int as n`,
  );
  return Number(row?.n);
}

const rollupRows = async (query: Query, userId: string) =>
  Number((await query<{ n: number }>(sql`select coalesce(sum(n), 0)::int as n from world_message_days where user_id = ${userId}`))[0]?.n);

describe('the message-count rollup', () => {
  let t: TestApp;
  let query: Query;
  const run = async <D>(ctx: ToolContext, name: string, input: unknown) => (await runTool(ctx, name, input)) as ToolResult<D>;

  beforeAll(async () => {
    t = await createTestApp();
    query = queryFn(t.database);
  });
  afterAll(() => t.close());

  it('stays equal to the messages through imports, a merge, deletes and a change of zone', async () => {
    const api = importsApi(t.app);
    const a = await signUpUser(t.app);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'Europe/Rome' })).statusCode).toBe(200);
    await query(sql`update users set plan = 'pro' where id = ${a.user.id}`);
    const contextFor = createToolContextFactory(t.database);
    const ctx = () => contextFor(a.user.id, { apiBase: '/api/worlds', includeMessages: true });

    // Every 50 minutes from 20:00 UTC: days that end at 23:00 UTC in Rome.
    const start = Date.UTC(2022, 2, 1, 20, 0);
    const chat1 = lines(start, 300, 50, ['Io', 'Giulia'], 'ciao');
    const first = await api.importFile(a.cookie, chat1.join('\n'), 'WhatsApp Chat with Giulia.txt');
    expect(first.status).toBe('done');
    expect(await rollupRows(query, a.user.id)).toBe(300);
    expect(await drift(query, a.user.id)).toBe(0);

    // A later export of the same chat: its first 300 messages are the same rows (sightings); 120 more, where
    // she is saved under another name (another person until merged).
    const more = lines(start + 300 * 50 * 60_000, 120, 50, ['Io', 'Giuli'], 'ciao');
    const second = await api.importFile(a.cookie, [...chat1, ...more].join('\n'), 'WhatsApp Chat with Giulia.txt');
    expect(second.status).toBe('done');
    expect(await drift(query, a.user.id)).toBe(0);
    expect(await rollupRows(query, a.user.id)).toBe(420);

    // A merge changes no row of the rollup: readers fold the author to the root.
    const people = await query<{ id: string; name: string }>(sql`select id, name from world_people where user_id = ${a.user.id} and name in ('Giulia', 'Giuli')`);
    const [giulia, giuli] = [people.find((p) => p.name === 'Giulia')!, people.find((p) => p.name === 'Giuli')!];
    const before = (await run<MessageCount>(await ctx(), 'count_messages', { authorId: giulia.id })).data.count;
    const other = (await run<MessageCount>(await ctx(), 'count_messages', { authorId: giuli.id })).data.count;
    expect(before).toBe(150);
    expect(other).toBe(60);
    expect((await api.send(a.cookie, 'POST', '/api/worlds/people/merge', { into: giulia.id, from: giuli.id })).statusCode).toBe(200);
    expect(await drift(query, a.user.id)).toBe(0);
    expect((await run<MessageCount>(await ctx(), 'count_messages', { authorId: giulia.id })).data.count).toBe(210);
    const ranked = (await run<RankedPerson[]>(await ctx(), 'rank_people', { by: 'wrote' })).data;
    expect(ranked.find((p) => p.id === giulia.id)?.wrote).toBe(210);

    // The first import deleted: its rows the second also brought pass to the second (an update of import_id).
    expect((await api.del(a.cookie, `/api/imports/${first.id}`)).statusCode).toBe(204);
    await vi.waitFor(
      async () => expect(Number((await query<{ n: number }>(sql`select count(*)::int as n from world_messages where import_id = ${first.id}`))[0]?.n)).toBe(0),
      { timeout: 30_000, interval: 100 },
    );
    expect(await drift(query, a.user.id)).toBe(0);
    expect(Number((await query<{ n: number }>(sql`select count(*)::int as n from world_message_days where import_id = ${first.id}`))[0]?.n)).toBe(0);
    expect(await rollupRows(query, a.user.id)).toBe(420);

    // Another zone: the days are counted again in it.
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'Asia/Kolkata' })).statusCode).toBe(200);
    expect(await drift(query, a.user.id)).toBe(0);
    const left = Number((await query<{ n: number }>(sql`select count(*)::int as n from world_messages where user_id = ${a.user.id}`))[0]?.n);
    expect((await run<MessageCount>(await ctx(), 'count_messages', {})).data.count).toBe(left);

    // The last import deleted: nothing left.
    expect((await api.del(a.cookie, `/api/imports/${second.id}`)).statusCode).toBe(204);
    await vi.waitFor(async () => expect(await rollupRows(query, a.user.id)).toBe(0), { timeout: 30_000, interval: 100 });
    expect(await drift(query, a.user.id)).toBe(0);
  }, 120_000);

  it("goes with the account's rows", async () => {
    const api = importsApi(t.app);
    const b = await signUpUser(t.app);
    expect((await api.importFile(b.cookie, lines(Date.UTC(2021, 5, 1), 40, 90, ['Me', 'Kiran'], 'namaste').join('\n'), 'WhatsApp Chat with Kiran.txt')).status).toBe('done');
    expect(await rollupRows(query, b.user.id)).toBe(40);
    await deleteWorldRows(t.database.db, b.user.id);
    expect(await rollupRows(query, b.user.id)).toBe(0);
  });

  it('messageCounts gives what a scan of the shown messages gives: cut-off, zone, periods inside days', async () => {
    const api = importsApi(t.app);
    const c = await signUpUser(t.app);
    expect((await api.send(c.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'America/New_York' })).statusCode).toBe(200);
    // Basic (newest 1,000 data points): 1,300 messages in two chats, the cut falls inside a day.
    const start = Date.UTC(2023, 9, 28, 3, 17);
    expect((await api.importFile(c.cookie, lines(start, 700, 37, ['Me', 'Olu'], 'ndewo').join('\n'), 'WhatsApp Chat with Olu.txt')).status).toBe('done');
    expect((await api.importFile(c.cookie, lines(start + 11 * 60_000, 600, 41, ['Me', 'Ama', 'Kofi'], 'akwaaba').join('\n'), 'WhatsApp Chat with Friends.txt')).status).toBe(
      'done',
    );
    const ctx = await createToolContextFactory(t.database)(c.user.id, { apiBase: '/api/worlds', includeMessages: true });
    expect(ctx.scope.cut[0]).not.toBe('-infinity');
    const [olu] = await query<{ id: string }>(sql`select id from world_people where user_id = ${c.user.id} and name = 'Olu'`);
    const [friends] = await query<{ id: string }>(sql`select id from world_chats where user_id = ${c.user.id} and title <> 'Olu' order by title limit 1`);
    const tz = ctx.scope.timeZone;
    const filters: MessageFilter[] = [
      {},
      { authorId: ctx.ownerId ?? olu!.id },
      { withPersonId: olu!.id },
      { chatId: friends!.id },
      // Edges inside days (local and UTC), one day-aligned in the zone, one open at each end.
      { period: { from: '2023-11-05T07:30:00Z', to: '2023-11-12T15:45:00Z' } },
      { period: { from: '2023-11-03T04:00:00Z', to: '2023-11-08T05:00:00Z' } },
      { period: { from: '2023-11-09T12:00:00Z' } },
      { period: { to: '2023-11-10T00:00:00Z' } },
      { period: { from: '2023-11-06T10:00:00Z', to: '2023-11-06T11:00:00Z' } },
      { authorId: olu!.id, period: { from: '2023-11-04T18:59:00Z', to: '2023-11-11T01:01:00Z' } },
    ];
    for (const f of filters) {
      const rolled = await query<{ day: string; n: number }>(
        sql`select to_char(mc.day, 'YYYY-MM-DD') as day, sum(mc.n)::int as n from ${messageCounts(ctx, f)} mc group by 1 order by 1`,
      );
      const scanned = await query<{ day: string; n: number }>(
        sql`select to_char(m.at at time zone ${tz}, 'YYYY-MM-DD') as day, count(*)::int as n from world_messages m where ${messageWhere(ctx, f)} group by 1 order by 1`,
      );
      expect(rolled.map((r) => [r.day, Number(r.n)]), JSON.stringify(f)).toEqual(scanned.map((r) => [r.day, Number(r.n)]));
    }
    expect((await run<MessageCount>(ctx, 'count_messages', {})).data.count).toBe(1000);
  });
});
