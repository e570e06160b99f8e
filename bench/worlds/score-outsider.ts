/**
 * Scores the #27 engines on the cases an outsider wrote without reading the code
 * (tests/outsider/worlds-iii/*.json, each with a `development` and a `held_out` part):
 *
 * - identity-pairs.json: the identity suggestions engine (identity/suggest.ts, pure) on
 *   each pair, the two sides as two people of one world;
 * - owner-cases.json: owner inference through the real app, as a user meets it: per case a
 *   new account imports WhatsApp .txt (or .zip) and Telegram JSON files built from the case
 *   (file names, chat titles, authors and their message counts, personal_information),
 *   then GET /api/worlds/owner says who it takes for the owner and whether it asks;
 * - geocode-points.json: the offline reverse geocoder (geo/reverse-geocode.ts) on each point.
 *
 * Prints a score per file and part; for the development part only, every failure (case,
 * expected, got, reason). The held-out part prints its score and nothing else, here and in
 * the saved results (bench/results/outsider-worlds-iii.json): engines must not be tuned to
 * it. Run from the repository root:
 *
 *   node --import tsx bench/worlds/score-outsider.ts [--only identity,owner,geocode]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CountryCode } from 'libphonenumber-js';
import { suggestIdentities, type IdentityCandidate } from '../../src/server/features/worlds/identity/suggest';
import { reverseGeocode } from '../../src/server/features/worlds/geo/reverse-geocode';
import { personKey } from '../../src/server/features/worlds/person-key';
import type { WorldOwner } from '../../src/contract/worlds-owner';
import { sameOrigin, signUp } from '../../tests/support/auth';
import { zipOf } from '../../tests/support/import-files';
import { multipartBody } from '../../tests/support/multipart';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// `--set fresh`: the second, all-held-out set written after the engines were fixed
// (tests/outsider/worlds-iii-fresh), scored and saved apart.
const setArg = process.argv.indexOf('--set');
const setName = setArg >= 0 ? `worlds-iii-${process.argv[setArg + 1]}` : 'worlds-iii';
const casesDir = path.join(root, 'tests/outsider', setName);
const resultsFile = path.join(root, `bench/results/outsider-${setName}.json`);

const PARTS = ['development', 'held_out'] as const;
type Part = (typeof PARTS)[number];

interface Failure {
  case: number;
  input: string;
  expected: string;
  got: string;
  reason: string;
}
interface Verdict {
  ok: boolean;
  input: string;
  expected: string;
  got: string;
  reason: string;
}
interface PartScore {
  correct: number;
  total: number;
  pct: number;
  /** Development only. */
  failures?: Failure[];
}

const show = (x: string | null | undefined) => (x === null || x === undefined ? 'null' : JSON.stringify(x));
const readCases = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(casesDir, file), 'utf8')) as Record<Part, T[]> & Record<string, unknown>;

async function scorePart<T>(cases: T[], part: Part, judge: (c: T) => Verdict | Promise<Verdict>): Promise<PartScore> {
  let correct = 0;
  const failures: Failure[] = [];
  for (const [i, c] of cases.entries()) {
    const v = await judge(c);
    if (v.ok) correct++;
    else if (part === 'development') failures.push({ case: i, input: v.input, expected: v.expected, got: v.got, reason: v.reason });
  }
  const pct = cases.length ? Math.round((1000 * correct) / cases.length) / 10 : 0;
  return { correct, total: cases.length, pct, ...(part === 'development' ? { failures } : {}) };
}

// ---------------------------------------------------------------- identity pairs

interface PairSide {
  name: string;
  phone?: string;
  email?: string;
  source: string;
  chats: string[];
}
interface PairCase {
  a: PairSide;
  b: PairSide;
  expect: 'auto' | 'suggest' | 'no';
  also_accept?: string[];
  region?: string;
  why: string;
}

const IDENTITY_MAPPING =
  'each side is one person of one world given to suggestIdentities (identity/suggest.ts): key = personKey(name) ' +
  '(the name; a tel: key when the name is a number; a Matrix puppet id stays its name), phones = [phone], emails = [email], ' +
  'chatIds = "<source>:<chat title>" (same source and title = the same chat), sources = [source], 10 messages each, ' +
  'neither is the owner, region = case.region ?? default_region. Result for the pair: a suggestion with auto:true = "auto", ' +
  'a suggestion with auto:false = "suggest", no suggestion = "no". (The engine has no separate "merged" output: its auto ' +
  'suggestions are the merges the app makes without asking.)';

function judgePair(c: PairCase, defaultRegion: string): Verdict {
  const region = (c.region ?? defaultRegion) as CountryCode;
  const person = (side: PairSide, id: string): IdentityCandidate => ({
    id,
    key: personKey(side.name).key,
    name: side.name,
    ...(side.phone ? { phones: [side.phone] } : {}),
    ...(side.email ? { emails: [side.email] } : {}),
    chatIds: side.chats.map((t) => `${side.source}:${t}`),
    sources: [side.source],
    messageCount: 10,
    isSelf: false,
  });
  const found = suggestIdentities([person(c.a, 'a'), person(c.b, 'b')], { region });
  const s = found[0];
  const got = s ? (s.auto ? 'auto' : 'suggest') : 'no';
  const fmt = (p: PairSide) => `${p.name}${p.phone ? ` ${p.phone}` : ''}${p.email ? ` <${p.email}>` : ''} (${p.source})`;
  return {
    ok: [c.expect, ...(c.also_accept ?? [])].includes(got),
    input: `${fmt(c.a)} ↔ ${fmt(c.b)}${c.region ? ` [region ${c.region}]` : ''}`,
    expected: c.expect + (c.also_accept?.length ? ` (or ${c.also_accept.join(', ')})` : ''),
    got,
    reason: s ? `${s.kind}, ${s.confidence}: ${s.reason} — case says: ${c.why}` : `no suggestion — case says: ${c.why}`,
  };
}

// ---------------------------------------------------------------- reverse geocoding

interface GeoCase {
  lat: number;
  lon: number;
  expect: string | null;
  accept?: (string | null)[];
  why: string;
}

const GEOCODE_MAPPING =
  'reverseGeocode(lat, lon)?.name (geo/reverse-geocode.ts), compared with expect and accept case- and accent-insensitively; ' +
  'null = no city named. Expect null passes on null or a listed accept; a null in accept lets null pass.';

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

function judgePoint(c: GeoCase): Verdict {
  const place = reverseGeocode(c.lat, c.lon);
  const got = place?.name ?? null;
  const accepted = [c.expect, ...(c.accept ?? [])];
  const ok = accepted.some((a) => (a === null ? got === null : got !== null && fold(a) === fold(got)));
  return {
    ok,
    input: `${c.lat}, ${c.lon}`,
    expected: show(c.expect) + (c.accept?.length ? ` (or ${c.accept.map(show).join(', ')})` : ''),
    got: show(got),
    reason: `${place ? `${place.distanceKm.toFixed(1)} km from the point` : 'no city within the radius'} — case says: ${c.why}`,
  };
}

// ---------------------------------------------------------------- owner inference

interface OwnerExport {
  source: 'whatsapp' | 'telegram';
  file_name: string;
  is_group: boolean;
  chat_title: string;
  authors: Record<string, number>;
  telegram_personal_information?: { first_name?: string; last_name?: string; phone_number?: string };
}
interface OwnerCase {
  exports: OwnerExport[];
  expect_owner: string | null;
  also_accept?: (string | null)[];
  why: string;
}

const OWNER_MAPPING =
  'per case a new account (time zone UTC) imports, in the case\'s order, one file per WhatsApp export (Android lines ' +
  '"dd/mm/yyyy, HH:MM - Author: text" after the end-to-end encryption notice, a group also with "<first author> created ' +
  'group"; a .zip file name holds _chat.txt) and one Telegram Desktop JSON per distinct Telegram file name (its exports ' +
  'as chats: personal_chat or private_group, authors with from_id user1001…; personal_information exactly as the case ' +
  'gives it, so no user_id). Messages alternate between the authors to their counts, one minute apart. Then ' +
  'GET /api/worlds/owner: got = guess.name when ask is false, null when it asks. Expect null passes only when it asks.';

const TEXTS = ['See you tomorrow', 'Sounds good', 'Ha, yes', 'On my way', 'Did you see this?', 'Thanks!', 'Call you later', 'Good night'];

/** The authors of an export's messages in order: alternating until each reaches its count. */
function interleave(authors: Record<string, number>): string[] {
  const left = Object.entries(authors).map(([a, n]) => [a, n] as [string, number]);
  const out: string[] = [];
  while (left.some(([, n]) => n > 0)) {
    for (const e of left) {
      if (e[1] > 0) {
        out.push(e[0]);
        e[1]--;
      }
    }
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');
const waStamp = (d: Date) =>
  `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;

function whatsAppText(e: OwnerExport, start: number): string {
  const at = (i: number) => new Date(start + i * 60_000);
  const lines = [
    `${waStamp(at(0))} - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.`,
  ];
  const first = Object.keys(e.authors)[0];
  if (e.is_group && first) lines.push(`${waStamp(at(0))} - ${first} created group "${e.chat_title}"`);
  interleave(e.authors).forEach((author, i) => lines.push(`${waStamp(at(i + 1))} - ${author}: ${TEXTS[i % TEXTS.length]}`));
  return `${lines.join('\n')}\n`;
}

function telegramJson(exports: OwnerExport[], start: number): string {
  const ids = new Map<string, string>();
  const idOf = (name: string) => {
    if (!ids.has(name)) ids.set(name, `user${1001 + ids.size}`);
    return ids.get(name)!;
  };
  let next = 1;
  const chats = exports.map((e, c) => ({
    name: e.chat_title,
    type: e.is_group ? 'private_group' : 'personal_chat',
    id: 5000 + c,
    messages: interleave(e.authors).map((author, i) => {
      const unix = Math.floor((start + (c * 100_000 + i) * 60_000) / 1000);
      return {
        id: next++,
        type: 'message',
        date: new Date(unix * 1000).toISOString().slice(0, 19),
        date_unixtime: String(unix),
        from: author,
        from_id: idOf(author),
        text: TEXTS[i % TEXTS.length],
      };
    }),
  }));
  const me = exports.find((e) => e.telegram_personal_information)?.telegram_personal_information;
  if (!me && chats.length === 1) return JSON.stringify(chats[0]); // a one-chat export
  return JSON.stringify({
    about: 'Here is the data you requested.',
    ...(me ? { personal_information: me } : {}),
    chats: { about: 'This page lists all chats from this export.', list: chats },
  });
}

interface OwnerApp {
  judge(c: OwnerCase): Promise<Verdict>;
  close(): Promise<void>;
}

async function openOwnerApp(): Promise<OwnerApp> {
  // The real app on a fresh, migrated PGlite database, driven with inject() (no port).
  const { buildApp } = await import('../../src/server/app');
  const { loadConfig } = await import('../../src/server/config');
  const { openDatabase } = await import('../../src/server/db/client');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-outsider-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SESSION_SECRET: 'test-session-secret-0123456789abcdef' });
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.ready();

  const importFile = async (cookie: string, content: Buffer | string, filename: string) => {
    const body = multipartBody([{ field: 'file', filename, content }]);
    const res = await app.inject({ method: 'POST', url: '/api/imports', payload: body.payload, headers: { ...body.headers, ...sameOrigin(cookie) } });
    if (res.statusCode !== 202) return `upload refused: ${res.statusCode} ${res.body}`;
    const { id } = JSON.parse(res.body) as { id: string };
    for (;;) {
      const r = await app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: { cookie } });
      const imp = JSON.parse(r.body) as { status: string; error?: unknown };
      if (imp.status === 'done') return null;
      if (imp.status === 'failed') return `import failed: ${JSON.stringify(imp.error ?? imp)}`;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  async function judge(c: OwnerCase): Promise<Verdict> {
    const cookie = await signUp(app);
    await app.inject({ method: 'PUT', url: '/api/worlds/settings', headers: sameOrigin(cookie), payload: { timeZone: 'UTC' } });
    // One upload per WhatsApp export; Telegram exports of one file name are one file.
    const uploads: { name: string; content: () => Promise<Buffer | string> }[] = [];
    const telegram = new Map<string, OwnerExport[]>();
    c.exports.forEach((e, i) => {
      const start = Date.UTC(2024, 0, 1) + i * 30 * 86_400_000;
      if (e.source === 'telegram') {
        const same = telegram.get(e.file_name);
        if (same) return void same.push(e);
        const list = [e];
        telegram.set(e.file_name, list);
        uploads.push({ name: e.file_name, content: async () => telegramJson(list, start) });
      } else {
        const text = whatsAppText(e, start);
        uploads.push({
          name: e.file_name,
          content: async () => (/\.zip$/i.test(e.file_name) ? zipOf([{ name: '_chat.txt', data: text }]) : text),
        });
      }
    });
    const problems: string[] = [];
    for (const u of uploads) {
      const problem = await importFile(cookie, await u.content(), u.name);
      if (problem) problems.push(`${u.name}: ${problem}`);
    }
    const res = await app.inject({ method: 'GET', url: '/api/worlds/owner', headers: { cookie } });
    const input = c.exports
      .map((e) => `${e.source} "${e.file_name}"${e.is_group ? ' group' : ''} {${Object.entries(e.authors).map(([a, n]) => `${a}: ${n}`).join(', ')}}${e.telegram_personal_information ? ` personal_information ${JSON.stringify(e.telegram_personal_information)}` : ''}`)
      .join(' + ');
    const expected = show(c.expect_owner) + (c.also_accept?.length ? ` (or ${c.also_accept.map(show).join(', ')})` : '');
    if (res.statusCode !== 200) return { ok: false, input, expected, got: `HTTP ${res.statusCode}`, reason: res.body };
    const o = JSON.parse(res.body) as WorldOwner;
    const got = o.ask ? null : (o.guess?.name ?? null);
    const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : a.normalize('NFC').trim() === b.normalize('NFC').trim());
    const guess = o.guess ? `guess ${show(o.guess.name)} at ${o.guess.confidence} ("${o.guess.reason}")` : 'no guess';
    const candidates = o.candidates.map((x) => `${x.name} ${x.messageCount} msgs/${x.chatCount} chats`).join(', ');
    return {
      ok: [c.expect_owner, ...(c.also_accept ?? [])].some((a) => same(a, got)),
      input,
      expected,
      got: show(got),
      reason: `${o.ask ? 'asks' : 'does not ask'}; ${guess}; candidates: ${candidates || 'none'}${problems.length ? `; ${problems.join('; ')}` : ''} — case says: ${c.why}`,
    };
  }

  return {
    judge,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- main

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? new Set((process.argv[onlyArg + 1] ?? '').split(',')) : null;
const wanted = (name: string) => !only || only.has(name);

const results: Record<string, { mapping: string; development?: PartScore; held_out?: PartScore }> = {};

function report(file: string, mapping: string, scores: Record<Part, PartScore>) {
  results[file] = { mapping, ...scores };
  const line = (s: PartScore) => (s.total ? `${s.correct}/${s.total} (${s.pct.toFixed(1)} %)` : 'none');
  console.log(`\n${file}: development ${line(scores.development)} · held_out ${line(scores.held_out)}`);
  console.log(`  mapping: ${mapping}`);
  const failures = scores.development.failures ?? [];
  if (failures.length) console.log(`  development failures (${failures.length}):`);
  for (const f of failures) {
    console.log(`  - #${f.case} ${f.input}`);
    console.log(`      expected ${f.expected}, got ${f.got}`);
    console.log(`      ${f.reason}`);
  }
}

if (wanted('identity')) {
  const data = readCases<PairCase>('identity-pairs.json');
  const region = String(data.default_region ?? 'DE');
  const scores = {} as Record<Part, PartScore>;
  for (const part of PARTS) scores[part] = await scorePart(data[part], part, (c) => judgePair(c, region));
  report('identity-pairs.json', IDENTITY_MAPPING, scores);
}

if (wanted('owner')) {
  const data = readCases<OwnerCase>('owner-cases.json');
  const ownerApp = await openOwnerApp();
  try {
    const scores = {} as Record<Part, PartScore>;
    for (const part of PARTS) scores[part] = await scorePart(data[part], part, (c) => ownerApp.judge(c));
    report('owner-cases.json', OWNER_MAPPING, scores);
  } finally {
    await ownerApp.close();
  }
}

if (wanted('geocode')) {
  const data = readCases<GeoCase>('geocode-points.json');
  const scores = {} as Record<Part, PartScore>;
  for (const part of PARTS) scores[part] = await scorePart(data[part], part, judgePoint);
  report('geocode-points.json', GEOCODE_MAPPING, scores);
}

// A run with --only keeps the other files' last results.
const earlier = fs.existsSync(resultsFile) ? (JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as { files?: typeof results }).files : undefined;
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
fs.writeFileSync(resultsFile, `${JSON.stringify({ at: new Date().toISOString(), files: { ...earlier, ...results } }, null, 2)}\n`);
console.log(`\nSaved ${path.relative(root, resultsFile)}`);
// The app's job runner and PGlite may keep handles open after close.
process.exit(0);
