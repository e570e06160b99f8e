// The worlds' first render and API times on the built app (PGlite):
// 1. own data of 10,000 data points (9,000 messages in 3 chats of 6 people, 800 location
//    points at 40 places, 200 photos), written straight into the database with SQL
//    `generate_series` while the server is stopped, on a Pro account so all are shown;
//    and the sample world (seeded by the server itself at start);
// 2. for each world page (the hub and the four worlds, own and sample): in headless
//    Chromium, the Largest Contentful Paint and the time from navigation until the world's
//    SVG/canvas is drawn (target ≤ 1.5 s);
// 3. the time of each GET /api/worlds/* call (median of --rounds calls over loopback,
//    target ≤ 100 ms at 10,000 points), then again with 1,000,000 stored messages (≤ 500 ms).
// Usage: npm run build && node bench/worlds/render.mjs [--rounds 7] [--million] [--no-browser]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { chromium } from 'playwright-core';
import { startApp } from '../lib/server.mjs';

const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(argv[i + 1]);
};
const ROUNDS = arg('rounds', 7);
const MILLION = argv.includes('--million');
const BROWSER = !argv.includes('--no-browser');
const EMAIL = 'render.bench@example.com';
const PASSWORD = 'render-bench-password';
const WORLDS = ['social', 'network', 'map', 'timeline'];
const ENDPOINTS = ['summary', 'people', 'network', 'places', 'photos', 'timeline?bucket=month', 'export?world=social'];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const fmt = (ms) => `${ms.toFixed(1)} ms`;

async function register(url) {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
}

async function signIn(url) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** Writes `messages` messages (and, the first time, the places and photos) for the bench user. */
async function seed(dataDir, { messages, extras }) {
  const db = new PGlite(path.join(dataDir, 'pglite'));
  const t0 = performance.now();
  const [{ id: user }] = (await db.query(`update users set plan = 'pro', time_zone = 'UTC' where email = $1 returning id`, [EMAIL])).rows;
  const [{ id: imp }] = (
    await db.query(
      `insert into world_imports (user_id, source, file_name, storage_key, size, status, time_zone, finished_at)
       values ($1, 'whatsapp', $2, 'bench', 0, 'done', 'UTC', now()) returning id`,
      [user, `bench-${messages}.txt`],
    )
  ).rows;
  await db.exec(`
    insert into world_people (user_id, key, name, is_self)
      select '${user}', 'name:P' || g, case when g = 0 then 'Me' else 'Person ' || g end, g = 0 from generate_series(0, 5) g
      on conflict do nothing;
    insert into world_chats (user_id, source, chat_key, title, is_group)
      select '${user}', 'whatsapp', 'chat' || g, 'Chat ' || g, g = 0 from generate_series(0, 2) g
      on conflict do nothing;
    insert into world_chat_people (chat_id, person_id)
      select c.id, p.id from world_chats c cross join world_people p
      where c.user_id = '${user}' and p.user_id = '${user}' and (c.chat_key = 'chat0' or p.key in ('name:P0', 'name:P' || (substr(c.chat_key, 5)::int + 1)))
      on conflict do nothing;
  `);
  const people = (await db.query(`select id from world_people where user_id = $1 order by key`, [user])).rows.map((r) => r.id);
  const chats = (await db.query(`select id, chat_key from world_chats where user_id = $1 order by chat_key`, [user])).rows;
  const offset = (await db.query(`select count(*)::int as n from world_messages where user_id = $1`, [user])).rows[0].n;
  // Messages: chat0 is the group (everyone), chat1/chat2 are Me with Person 2/3; 20 minutes apart from 2019 on.
  await db.query(
    `insert into world_messages (user_id, import_id, chat_id, person_id, at, text, key)
     select $1, $2,
            (case when g % 3 = 0 then $3 when g % 3 = 1 then $4 else $5 end)::uuid,
            (case when g % 3 = 0 then ($6::uuid[])[1 + (g / 3) % 6] when g % 2 = 0 then ($6::uuid[])[1] else ($6::uuid[])[2 + g % 3] end),
            timestamptz '2019-01-01' + make_interval(mins => 20 * (g + $7)),
            case when g % 7 = 0 then 'I love this, great day' when g % 11 = 0 then 'this is terrible, I hate it' else 'see you at eight' end,
            g + $7
     from generate_series(1, $8) g`,
    [user, imp, chats[0].id, chats[1].id, chats[2].id, people, offset, messages],
  );
  if (extras) {
    await db.query(
      `insert into world_places (user_id, lat, lon, label) select $1, 51.5 + (g % 8) * 0.01, -0.1 + (g / 8) * 0.01, 'Place ' || g from generate_series(0, 39) g`,
      [user],
    );
    const places = (await db.query(`select id from world_places where user_id = $1`, [user])).rows.map((r) => r.id);
    await db.query(
      `insert into world_place_points (user_id, import_id, place_id, lat, lon, at, via)
       select $1, $2, ($3::uuid[])[1 + g % 40], 51.5, -0.1, timestamptz '2020-01-01' + make_interval(hours => 7 * g), 'visit' from generate_series(1, 800) g`,
      [user, imp, places],
    );
    await db.query(
      `insert into world_photos (user_id, import_id, sha256, file_name, mime, bytes, at, taken_at_known, lat, lon, place_id)
       select $1, $2, md5(g::text), 'IMG_' || g || '.jpg', 'image/jpeg', 1000, timestamptz '2020-06-01' + make_interval(hours => 30 * g), true, 51.5, -0.1, ($3::uuid[])[1 + g % 40]
       from generate_series(1, 200) g`,
      [user, imp, places],
    );
  }
  await db.exec('analyze');
  await db.close();
  return performance.now() - t0;
}

async function apiTimes(url, cookie, base) {
  const out = {};
  for (const e of ENDPOINTS) {
    const times = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${url}${base}/${e}`, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${base}/${e}: ${res.status}`);
      times.push(performance.now() - t0);
    }
    out[e] = median(times);
  }
  return out;
}

async function renderTimes(url, cookie, prefix) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const results = {};
  try {
    for (const world of [null, ...WORLDS]) {
      const times = [];
      const lcps = [];
      for (let i = 0; i < Math.max(3, Math.ceil(ROUNDS / 2)); i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        if (cookie) {
          const [name, value] = cookie.split('; ').find((c) => c.startsWith('mnemo_sid=')).split(/=(.*)/);
          await context.addCookies([{ name, value, url }]);
        }
        const page = await context.newPage();
        await page.addInitScript(() => {
          window.__lcp = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) window.__lcp = e.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(`${url}${prefix}${world ? `/${world}` : ''}`);
        // The world drawn: an SVG or canvas with content inside the page's main area, else its counts.
        await page.waitForFunction(
          () =>
            [...document.querySelectorAll('main svg, main canvas')].some(
              (el) => (el.tagName === 'CANVAS' ? el.width > 0 : el.querySelectorAll('circle, path, line, polyline, rect').length > 2) && el.getBoundingClientRect().height > 40,
            ) || /data points/.test(document.querySelector('main')?.textContent ?? ''),
          null,
          { timeout: 30_000 },
        );
        const drawn = await page.evaluate(() => performance.now());
        lcps.push(await page.evaluate(() => window.__lcp));
        times.push(drawn);
        await context.close();
      }
      results[world ?? 'hub'] = { drawnMs: median(times), lcpMs: median(lcps) };
    }
  } finally {
    await browser.close();
  }
  return results;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-render-'));
console.log(`load average: ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}`);
let app = await startApp({ DATA_DIR: dataDir }, { quiet: true });
await register(app.url);
await app.stop();
console.log(`seeded 10,000 own data points in ${fmt(await seed(dataDir, { messages: 9000, extras: true }))}`);

app = await startApp({ DATA_DIR: dataDir }, { quiet: true });
try {
  const cookie = await signIn(app.url);
  // The sample world is seeded as the server starts listening: wait for it.
  const t0 = performance.now();
  await (await fetch(`${app.url}/api/worlds/sample/summary`)).arrayBuffer();
  console.log(`sample world ready ${fmt(performance.now() - t0)} after start-up`);
  const own = await apiTimes(app.url, cookie, '/api/worlds');
  const sample = await apiTimes(app.url, '', '/api/worlds/sample');
  console.log('\nGET /api/worlds/* (median of %d, loopback round trip)', ROUNDS);
  console.log('endpoint'.padEnd(24), 'own 10k'.padStart(10), 'sample'.padStart(10));
  for (const e of ENDPOINTS) console.log(e.padEnd(24), fmt(own[e]).padStart(10), fmt(sample[e]).padStart(10));
  if (BROWSER) {
    const r1 = await renderTimes(app.url, cookie, '/worlds');
    const r2 = await renderTimes(app.url, '', '/worlds/sample');
    console.log('\nfirst render after navigation (median): world drawn / LCP');
    for (const w of ['hub', ...WORLDS]) {
      console.log(w.padEnd(10), `own ${fmt(r1[w].drawnMs)} / ${fmt(r1[w].lcpMs)}`.padEnd(34), `sample ${fmt(r2[w].drawnMs)} / ${fmt(r2[w].lcpMs)}`);
    }
  }
} finally {
  await app.stop();
}

if (MILLION) {
  console.log(`\nseeded 991,000 more messages (1,000,000 stored) in ${fmt(await seed(dataDir, { messages: 991_000, extras: false }))}`);
  app = await startApp({ DATA_DIR: dataDir }, { quiet: true });
  try {
    const cookie = await signIn(app.url);
    const big = await apiTimes(app.url, cookie, '/api/worlds');
    console.log('GET /api/worlds/* at 1,000,000 stored messages (Pro: 10,000 shown), median of %d', ROUNDS);
    for (const e of ENDPOINTS) console.log(e.padEnd(24), fmt(big[e]).padStart(10));
  } finally {
    await app.stop();
  }
}
console.log(`load average: ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}`);
fs.rmSync(dataDir, { recursive: true, force: true });
