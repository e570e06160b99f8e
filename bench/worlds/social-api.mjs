// Server time of the social worlds' endpoints (GET /api/worlds/people, /people/:id,
// /network: the service calls behind them, on PGlite like the default install) at
// 10,000 data points and at 1,000,000 stored messages (a Pro account, so 10,000 shown).
// Rows are seeded with SQL generate_series: people in 1:1 chats with the owner plus
// group chats, messages spread over years. Each endpoint is timed cold (the first call
// also scores the mood of the shown messages once, stored for later) and warm (median of
// 5), with and without a period (the last year).
// Usage: node bench/worlds/social-api.mjs [--people 200] [--rounds 5] [--skip-million | --only-million] [--trace]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { importTs, root, stats } from '../lib/load-ts.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const PEOPLE = arg('people', 200);
const ROUNDS = arg('rounds', 5);
const { createWorldsService } = await importTs('src/server/features/worlds/worlds.service.ts');

async function world(messages) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-social-api-'));
  const client = await PGlite.create({ dataDir: dir });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: path.join(root, 'src/server/db/migrations') });
  const q = (sql, params) => client.query(sql, params);
  const t0 = performance.now();
  const [{ id: userId }] = (await q(`insert into users (email, plan, time_zone) values ('bench@example.com', 'pro', 'UTC') returning id`)).rows;
  const [{ id: importId }] = (
    await q(`insert into world_imports (user_id, source, file_name, storage_key, size, status, time_zone) values ($1, 'whatsapp', 'bench.txt', 'x', 1, 'done', 'UTC') returning id`, [userId])
  ).rows;
  // Person 0 is the owner; 1:1 chats with everyone, and a group chat per 10 people.
  await q(`insert into world_people (user_id, key, name, is_self) select $1, 'name:p' || i, case when i = 0 then 'Me' else 'Person ' || i end, i = 0 from generate_series(0, $2) i`, [userId, PEOPLE]);
  await q(`insert into world_chats (user_id, source, chat_key, title, is_group) select $1, 'whatsapp', 'c' || i, 'Chat ' || i, i > $2 from generate_series(1, $2 + $2 / 10) i`, [userId, PEOPLE]);
  await q(
    `insert into world_chat_people (chat_id, person_id)
     select c.id, p.id from world_chats c join world_people p on p.user_id = c.user_id
     where c.user_id = $1 and (p.key = 'name:p0'
       or (not c.is_group and p.key = 'name:p' || substr(c.chat_key, 2))
       or (c.is_group and (substr(p.key, 7)::int - 1) / 10 = substr(c.chat_key, 2)::int - $2 - 1))
     on conflict do nothing`,
    [userId, PEOPLE],
  );
  await q(`create temp table chats_n as select substr(chat_key, 2)::int - 1 as n, id, is_group from world_chats where user_id = $1`, [userId]);
  await q(`create temp table people_n as select substr(key, 7)::int as n, id from world_people where user_id = $1`, [userId]);
  const nChats = PEOPLE + Math.floor(PEOPLE / 10);
  // Message i: chat (i * 7919) mod chats; in a 1:1 chat alternately the owner and the friend; in a group a member.
  for (let from = 1; from <= messages; from += 250_000) {
    const to = Math.min(messages, from + 249_999);
    await q(
      `insert into world_messages (user_id, import_id, chat_id, person_id, at, text, key)
       select $1, $2, c.id, p.id, timestamptz '2010-01-01' + (i * interval '97 seconds') * ($5::float8 / $6),
              (array['Great to see you, love it','Terrible traffic today, I hate it','Lunch at the beach on Friday?','The concert was amazing','Sorry, bad news about the flat','See you at rehearsal'])[1 + i % 6],
              i
       from generate_series($3::int, $4::int) i
       join chats_n c on c.n = (i::bigint * 7919) % ${nChats}
       join people_n p on p.n = case when i % 2 = 0 then 0 when not c.is_group then c.n + 1 else 1 + ((c.n - ${PEOPLE}) * 10 + i % 10) % ${PEOPLE} end`,
      [userId, importId, from, to, 1_000_000, messages],
    );
  }
  await q('analyze');
  const [{ n }] = (await q('select count(*)::int as n from world_messages')).rows;
  console.log(`seeded ${n.toLocaleString('en-US')} messages, ${PEOPLE + 1} people, ${nChats} chats in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (process.argv.includes('--trace')) {
    const original = client.query.bind(client);
    client.query = async (sql, params) => {
      const t = performance.now();
      try {
        return await original(sql, params);
      } finally {
        const d = performance.now() - t;
        if (d > 15) console.log(`    ${d.toFixed(0).padStart(5)} ms  ${sql.replace(/\s+/g, ' ').slice(0, 110)}`);
        if (d > 300 && process.argv.includes('--explain') && /^\s*(with|select)/i.test(sql)) {
          const plan = await original(`explain ${sql}`, params);
          console.log(plan.rows.map((r) => `        ${r['QUERY PLAN']}`).slice(0, 14).join('\n'));
        }
      }
    };
  }
  const service = createWorldsService({ database: { kind: 'pglite', pglite: client, db } });
  return { service, userId, close: () => client.close(), dir };
}

async function measure(label, messages) {
  const w = await world(messages);
  const people = await w.service.people(w.userId);
  const friend = people.find((p) => !p.isSelf);
  const lastYear = { from: new Date(Date.parse(people[0].lastAt) - 365 * 86_400_000).toISOString() };
  const calls = {
    people: () => w.service.people(w.userId),
    'people?period': () => w.service.people(w.userId, lastYear),
    'people/:id': () => w.service.person(w.userId, friend.id),
    'people/:id?period': () => w.service.person(w.userId, friend.id, lastYear),
    network: () => w.service.network(w.userId),
    'network?period': () => w.service.network(w.userId, lastYear),
  };
  // How loaded the machine is: the same trivial statement, timed the same way.
  const base = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await w.service.settings(w.userId);
    base.push(performance.now() - t);
  }
  console.log(`\n${label}   (baseline: GET /api/worlds/settings's two trivial queries p50 ${stats(base).p50.toFixed(1)} ms)`);
  for (const [name, call] of Object.entries(calls)) {
    const samples = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      await call();
      samples.push(performance.now() - t);
    }
    const s = stats(samples);
    console.log(`  ${name.padEnd(20)} p50 ${s.p50.toFixed(1).padStart(6)} ms   max ${s.max.toFixed(1).padStart(6)} ms`);
  }
  await w.close();
  fs.rmSync(w.dir, { recursive: true, force: true });
}

// The very first read of a world also scores its shown messages' moods (once).
if (!process.argv.includes('--only-million')) {
  const w = await world(10_000);
  const t = performance.now();
  await w.service.people(w.userId);
  console.log(`first read of a fresh world (scores 10,000 moods and stores them): ${(performance.now() - t).toFixed(0)} ms`);
  await w.close();
  fs.rmSync(w.dir, { recursive: true, force: true });
}
if (!process.argv.includes('--only-million')) await measure('10,000 data points (Pro, all shown)', 10_000);
if (!process.argv.includes('--skip-million')) await measure('1,000,000 stored messages (Pro, 10,000 shown)', 1_000_000);
console.log(`\nload average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
