// Server time of the Location Memory Map's and the 4D Timeline's endpoints (places, a
// place's detail, photos, timeline day/week/month, on this day; without and with a period)
// on the embedded database (PGlite), at two sizes seeded with SQL generate_series:
//   - 10k:  10,000 data points (4,000 messages, 3,000 photos, 3,000 location points, 2,000 places), Pro plan (all shown);
//   - 1M:   1,000,000 stored messages + the same photos and points, Pro plan (the 10,000 most recent shown).
// Calls the service the routes call (what a request spends besides HTTP), each --runs times
// (default 7), alternating endpoints round by round; prints the wall-clock median and p90 per
// endpoint and the median CPU time of this process (PGlite runs in it), which a loaded machine
// inflates less than wall time.
// Usage: node bench/worlds/places-api.mjs [--sizes 10k,1M] [--runs 7]
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { importTs, root } from '../lib/load-ts.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : process.argv[i + 1];
};
const runs = Number(arg('runs', 7));
const sizes = String(arg('sizes', '10k,1M')).split(',');
const ZONE = 'Europe/Berlin';

const { openDatabase } = await importTs('src/server/db/client.ts');
const { createWorldsService } = await importTs('src/server/features/worlds/worlds.service.ts');

async function seed(database, messages) {
  const q = (text, values = []) => database.pglite.query(text, values).then((r) => r.rows);
  const [user] = await q(`insert into users (email, plan, time_zone) values ('bench@example.com', 'pro', $1) returning id`, [ZONE]);
  const [imp] = await q(
    `insert into world_imports (user_id, source, file_name, storage_key, size, status, time_zone) values ($1, 'whatsapp', 'bench.txt', 'bench', 0, 'done', $2) returning id`,
    [user.id, ZONE],
  );
  await q(`insert into world_people (user_id, key, name) select $1, 'name:P' || g, 'Person ' || g from generate_series(1, 20) g`, [user.id]);
  await q(`insert into world_chats (user_id, source, chat_key, title) select $1, 'whatsapp', 'c' || g, 'Chat ' || g from generate_series(1, 10) g`, [user.id]);
  await q(
    `insert into world_chat_people select c.id, p.id from world_chats c join world_people p on p.user_id = c.user_id
     where c.user_id = $1 and abs(hashtext(c.id::text || p.id::text)) % 3 = 0 on conflict do nothing`,
    [user.id],
  );
  await q(
    `insert into world_places (user_id, lat, lon, label) select $1, -55 + random() * 125, -180 + random() * 360, case when g % 5 = 0 then 'Place ' || g end
     from generate_series(1, 2000) g`,
    [user.id],
  );
  const t0 = performance.now();
  // Messages every 5 minutes back from now, in batches of 100,000.
  for (let start = 1; start <= messages; start += 100_000) {
    const end = Math.min(messages, start + 99_999);
    await q(
      `with cs as (select array_agg(id order by id) a from world_chats where user_id = $1),
            ps as (select array_agg(id order by id) a from world_people where user_id = $1)
       insert into world_messages (user_id, import_id, chat_id, person_id, at, text, key)
       select $1, $2, cs.a[1 + g % 10], ps.a[1 + g % 20], now() - g * interval '5 minutes',
              'message number ' || g || ' about Place ' || (g % 2000), g::bigint
       from generate_series($3::int, $4::int) g, cs, ps`,
      [user.id, imp.id, start, end],
    );
  }
  await q(
    `with pl as (select array_agg(id order by id) a, array_agg(lat order by id) la, array_agg(lon order by id) lo from world_places where user_id = $1)
     insert into world_photos (user_id, import_id, sha256, file_name, mime, bytes, at, taken_at_known, lat, lon, width, height, place_id)
     select $1, $2, 'sha' || g, 'IMG_' || g || '.jpg', 'image/jpeg', 1000, now() - g * interval '29 minutes', true,
            pl.la[1 + (g * 7) % 2000], pl.lo[1 + (g * 7) % 2000], 1600, 1200, pl.a[1 + (g * 7) % 2000]
     from generate_series(1, 3000) g, pl`,
    [user.id, imp.id],
  );
  await q(
    `with pl as (select array_agg(id order by id) a, array_agg(lat order by id) la, array_agg(lon order by id) lo from world_places where user_id = $1),
          cs as (select array_agg(id order by id) a from world_chats where user_id = $1),
          ps as (select array_agg(id order by id) a from world_people where user_id = $1)
     insert into world_place_points (user_id, import_id, place_id, lat, lon, at, via, chat_id, person_id)
     select $1, $2, pl.a[1 + g % 2000], pl.la[1 + g % 2000], pl.lo[1 + g % 2000], now() - g * interval '37 minutes',
            (array['message', 'visit', 'record'])[1 + g % 3], case when g % 3 = 0 then cs.a[1 + g % 10] end, case when g % 3 = 0 then ps.a[1 + g % 20] end
     from generate_series(1, 3000) g, pl, cs, ps`,
    [user.id, imp.id],
  );
  await q('analyze');
  return { userId: user.id, seedSeconds: (performance.now() - t0) / 1000 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p90 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.9) - 1)];

console.log(`load average ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}, ${os.cpus().length} cores, runs ${runs}`);
for (const size of sizes) {
  const messages = size === '1M' ? 1_000_000 : 4_000;
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(drizzle({ client: database.pglite }), { migrationsFolder: path.join(root, 'src/server/db/migrations') });
  const { userId, seedSeconds } = await seed(database, messages);
  const service = createWorldsService({ database });
  const places = await service.places(userId);
  const top = places.places[0].id;
  const now = Date.now();
  const period = { from: new Date(now - 30 * 86_400_000).toISOString(), to: new Date(now).toISOString() };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const endpoints = {
    places: () => service.places(userId),
    'places (30-day period)': () => service.places(userId, period),
    'places/:id': () => service.place(userId, top, {}, true),
    photos: () => service.photos(userId),
    'photos (30-day period)': () => service.photos(userId, period),
    'timeline day': () => service.timeline(userId, { bucket: 'day' }),
    'timeline week': () => service.timeline(userId, { bucket: 'week' }),
    'timeline month': () => service.timeline(userId, { bucket: 'month' }),
    'on-this-day': () => service.onThisDay(userId, { date: today }, true),
  };
  const times = Object.fromEntries(Object.keys(endpoints).map((k) => [k, []]));
  const cpu = Object.fromEntries(Object.keys(endpoints).map((k) => [k, []]));
  for (const fn of Object.values(endpoints)) await fn(); // warm-up
  for (let r = 0; r < runs; r++) {
    const order = Object.entries(endpoints);
    if (r % 2) order.reverse();
    for (const [name, fn] of order) {
      const t = performance.now();
      const c = process.cpuUsage();
      await fn();
      times[name].push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu[name].push((used.user + used.system) / 1000);
    }
  }
  const summary = await service.summary(userId);
  console.log(`\n${size}: ${summary.dataPoints.toLocaleString('en-US')} data points stored, ${summary.shown.toLocaleString('en-US')} shown, ${places.places.length} places (seeded in ${seedSeconds.toFixed(1)} s)`);
  for (const [name, xs] of Object.entries(times)) {
    console.log(`  ${name.padEnd(24)} wall median ${median(xs).toFixed(1).padStart(7)} ms   p90 ${p90(xs).toFixed(1).padStart(7)} ms   CPU median ${median(cpu[name]).toFixed(1).padStart(7)} ms`);
  }
  await database.close();
}
console.log(`\nload average ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}`);
