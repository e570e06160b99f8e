/**
 * The world bench/worlds/ask.mjs times Ask your world (#29) on: the real app on a fresh
 * embedded database (PGlite, on disk), one account on the Pro plan, and a generated
 * WhatsApp world of `messages` messages imported through POST /api/imports as a person
 * would, in chats with names the questions use.
 *
 * The world: the owner Alex Morgan; one-to-one chats with Priya Shah, Marco Rossi (who
 * stops at the end of June 2022), Chloé Dubois, Tom Becker and Mum; the groups "Family"
 * (Mum, Dad, Priya) and "Climbing crew" (Leo, Sara, Marco). Messages from 2018 to 2025,
 * evenly spread; words from a small vocabulary, and a few telling words at known rates
 * (wedding, café/Cafe, birthday party, flat, Kyoto, and one rare word: Zanzibar).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { queryFn } from '../../src/server/features/worlds/sql';

export { compile } from '../../src/server/features/worlds/sql';
import { sameOrigin, signUpUser } from '../../tests/support/auth';
import { multipartBody } from '../../tests/support/multipart';

export { PLAN_LIMITS } from '../../src/contract/worlds';
export { createToolContextFactory } from '../../src/server/features/worlds/ask/tools/context';
export { runTool } from '../../src/server/features/worlds/ask/tools/index';
export { answerOffline } from '../../src/server/features/worlds/ask/planner/index';

/** "Today" for relative periods ("last year" is 2025). */
export const NOW = new Date('2026-06-15T12:00:00Z');

const OWNER = 'Alex Morgan';
interface Chat {
  file: string;
  members: string[];
  /** Share of the messages. */
  weight: number;
  /** No message after this instant. */
  until?: number;
  group?: string;
}
const CHATS: Chat[] = [
  { file: 'WhatsApp Chat with Priya Shah.txt', members: ['Priya Shah'], weight: 0.3 },
  { file: 'WhatsApp Chat with Marco Rossi.txt', members: ['Marco Rossi'], weight: 0.12, until: Date.UTC(2022, 6, 1) },
  { file: 'WhatsApp Chat with Chloé Dubois.txt', members: ['Chloé Dubois'], weight: 0.1 },
  { file: 'WhatsApp Chat with Tom Becker.txt', members: ['Tom Becker'], weight: 0.1 },
  { file: 'WhatsApp Chat with Mum.txt', members: ['Mum'], weight: 0.08 },
  { file: 'WhatsApp Chat with Family.txt', members: ['Mum', 'Dad', 'Priya Shah'], weight: 0.15, group: 'Family' },
  { file: 'WhatsApp Chat with Climbing crew.txt', members: ['Leo', 'Sara', 'Marco Rossi'], weight: 0.15, group: 'Climbing crew' },
];
const WORDS =
  'see you later tonight dinner train coffee work meeting call tomorrow weekend movie music book walk park rain sunny lunch office home holiday tickets climbing gym beach garden kitchen shopping news game'.split(
    ' ',
  );
/** Telling words and their rate per message. */
const SPECIAL: [string, number][] = [
  ['the wedding is getting close', 1 / 500],
  ['meet at the café', 1 / 600],
  ['the Cafe on the corner', 1 / 600],
  ['birthday party on saturday', 1 / 400],
  ['the flat keys', 1 / 300],
  ['photos from Kyoto', 1 / 1000],
  ['dreaming of Zanzibar', 1 / 20_000],
];

const pad = (v: number) => String(v).padStart(2, '0');

/** The chats' export files (Android layout, UTC times) for `n` messages. */
function generate(n: number): Map<string, string[]> {
  const out = new Map<string, string[]>(CHATS.map((c) => [c.file, c.group ? [`01/01/2018, 07:00 - ${c.members[0]} created group "${c.group}"`] : []]));
  const start = Date.UTC(2018, 0, 1, 8);
  const span = Date.UTC(2025, 11, 31, 20) - start;
  let seed = 29;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < n; i++) {
    const at = start + Math.floor((i / n) * span);
    let r = rand();
    let chat = CHATS[0]!;
    for (const c of CHATS) {
      if (r < c.weight) {
        chat = c;
        break;
      }
      r -= c.weight;
    }
    if (chat.until && at >= chat.until) chat = CHATS[0]!;
    const people = [OWNER, ...chat.members];
    const author = people[Math.floor(rand() * people.length)]!;
    let text = Array.from({ length: 3 + Math.floor(rand() * 8) }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');
    const x = rand();
    let acc = 0;
    for (const [words, rate] of SPECIAL) {
      acc += rate;
      if (x < acc) {
        text = `${words}, ${text}`;
        break;
      }
    }
    const d = new Date(at);
    out.get(chat.file)!.push(`${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} - ${author}: ${text}`);
  }
  return out;
}

export interface World {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Awaited<ReturnType<typeof openDatabase>>;
  userId: string;
  cookie: string;
  /** Seconds the imports took. */
  importSeconds: number;
  messages: number;
  close(): Promise<void>;
}

/**
 * Opens the world of `messages` messages. With `cache` (a directory), an imported world is
 * kept there (the database files and who signed up) and later runs start from a copy of it
 * instead of importing again (the 1,000,000-message import takes minutes): every run gets
 * its own copy, migrated by the code under test, so runs of two versions of the code time
 * the same data.
 */
export async function openWorld(messages: number, opts: { cache?: string } = {}): Promise<World> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-ask-'));
  const dbDir = path.join(dataDir, 'db');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-session-secret-0123456789abcdef',
    AI_REQUESTS_PER_MINUTE: '100000',
  });
  const saved = opts.cache ? path.join(opts.cache, String(messages)) : null;
  const savedMeta = saved ? path.join(saved, 'world.json') : null;
  const start = async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
    await database.migrate();
    const app = await buildApp({ config, database, askClock: () => NOW });
    await app.ready();
    return { database, app };
  };
  const finish = async (database: World['database'], app: World['app'], userId: string, cookie: string, importSeconds: number): Promise<World> => {
    const [row] = await queryFn(database)<{ n: number }>(sql`select count(*)::int as n from world_messages where user_id = ${userId}`);
    return {
      app,
      database,
      userId,
      cookie,
      importSeconds,
      messages: Number(row?.n ?? 0),
      async close() {
        await app.close();
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  };

  if (savedMeta && fs.existsSync(savedMeta)) {
    const meta = JSON.parse(fs.readFileSync(savedMeta, 'utf8')) as { userId: string; cookie: string; importSeconds: number };
    fs.cpSync(path.join(saved!, 'db'), dbDir, { recursive: true });
    const { database, app } = await start();
    return finish(database, app, meta.userId, meta.cookie, meta.importSeconds);
  }

  let { database, app } = await start();
  const { cookie, user } = await signUpUser(app);
  await database.db.execute(sql`update users set plan = 'pro' where id = ${user.id}`);
  const put = await app.inject({ method: 'PUT', url: '/api/worlds/settings', headers: sameOrigin(cookie), payload: { timeZone: 'UTC' } });
  if (put.statusCode !== 200) throw new Error(`time zone: ${put.statusCode} ${put.body}`);

  const t0 = performance.now();
  for (const [file, lines] of generate(messages)) {
    const body = multipartBody([{ field: 'file', filename: file, content: Buffer.from(lines.join('\n')) }]);
    const res = await app.inject({ method: 'POST', url: '/api/imports', payload: body.payload, headers: { ...body.headers, ...sameOrigin(cookie) } });
    if (res.statusCode !== 202) throw new Error(`upload ${file}: ${res.statusCode} ${res.body}`);
    const { id } = JSON.parse(res.body) as { id: string };
    for (;;) {
      const r = await app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: { cookie } });
      const imp = JSON.parse(r.body) as { status: string; error?: string };
      if (imp.status === 'done') break;
      if (imp.status === 'failed') throw new Error(`import ${file} failed: ${imp.error}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const importSeconds = (performance.now() - t0) / 1000;
  if (saved && savedMeta) {
    // Closed, copied whole, opened again: the copy is what later runs start from.
    await app.close();
    await database.close();
    fs.rmSync(saved, { recursive: true, force: true });
    fs.mkdirSync(saved, { recursive: true });
    fs.cpSync(dbDir, path.join(saved, 'db'), { recursive: true });
    fs.writeFileSync(savedMeta, JSON.stringify({ userId: user.id, cookie, importSeconds }));
    ({ database, app } = await start());
  }
  return finish(database, app, user.id, cookie, importSeconds);
}

/** POST /api/worlds/ask as the world's owner (in-process: the server's time, no network). */
export async function ask(world: World, question: string, conversationId?: string) {
  const res = await world.app.inject({
    method: 'POST',
    url: '/api/worlds/ask',
    headers: sameOrigin(world.cookie),
    payload: { question, ...(conversationId ? { conversationId } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`ask "${question}": ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as { answer: string; conversationId: string; answered: boolean; citations: unknown[] };
}
