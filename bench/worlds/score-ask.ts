/**
 * Scores Ask your world (#29) on an evaluation set written by someone who has not read
 * the planner's code: `tests/outsider/ask/<set>/` holds a world (`world/`: WhatsApp chat
 * exports, photos.json, locations.json, owner.txt, time-zone.txt) and `cases.jsonl` (the
 * questions and what a right answer must contain; the format is in the set's README and in
 * /tmp-free words below).
 *
 *   node --import tsx bench/worlds/score-ask.ts --set dev [--verbose] [--only <id,…>] [--json out.json]
 *
 * It builds the real app on a fresh embedded database, signs a user up (Pro plan, so the
 * world shows 10,000 data points), imports the world through POST /api/imports as a person
 * would (photos as a Google Takeout zip with sidecars, made here from photos.json), says who
 * the owner is (PUT /api/worlds/settings), then asks every question through
 * POST /api/worlds/ask (follow-ups in their predecessor's conversation) with the clock at
 * 2026-11-27 ("today" for the writers) and checks each answer:
 * - `expect.names` all in the answer, `none` none of them; `number` stated (separators
 *   ignored); `date` / `month` / `year` in any usual English rendering; `place` named;
 * - `answerable: false` → the answer says it cannot (`answered` false) and names none of `none`;
 * - `proof` → at least one cited message by that author, on that local date, containing that word.
 * A question is right when every check holds. Prints the score per kind and the server time
 * per answer (p50/p95).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import yazl from 'yazl';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import type { AskAnswer, Citation } from '../../src/contract/worlds-ask';
import { sameOrigin, signUpUser } from '../../tests/support/auth';
import { multipartBody } from '../../tests/support/multipart';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const verbose = args.includes('--verbose');
const setName = arg('set') ?? 'dev';
const only = arg('only')?.split(',');
const setDir = path.isAbsolute(setName) ? setName : path.join(root, 'tests/outsider/ask', setName);
const NOW = new Date(arg('now') ?? '2026-11-27T12:00:00Z');

interface Case {
  id: string;
  kind: string;
  question: string;
  after?: string | null;
  expect?: { names?: string[]; number?: number; date?: string; month?: string; year?: number; place?: string; none?: string[] };
  answerable?: boolean;
  proof?: { author?: string; date?: string; contains?: string } | null;
  why?: string;
}

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘]/g, "'");

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function numbersIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\d[\d,.\u202f\u00a0 ]*/g)) {
    const raw = m[0].trim().replace(/[.,]$/, '');
    // "1,204" / "1 204" / "1.204" are thousands; a decimal like "3.5" stays itself.
    const compact = /^\d{1,3}([,.\u202f\u00a0 ]\d{3})+$/.test(raw) ? raw.replace(/[,.\u202f\u00a0 ]/g, '') : raw;
    out.push(compact);
    for (const part of raw.split(/[\s\u202f\u00a0]+/)) out.push(part.replace(/[,.]$/, '').replace(/,/g, ''));
  }
  return out;
}

function hasDate(answer: string, iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[m - 1]!;
  const short = month.slice(0, 3);
  const a = fold(answer);
  const day = `${d}(st|nd|rd|th)?`;
  const patterns = [
    `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    `\\b${day} (of )?(${month}|${short})\\.?,? ${y}`,
    `\\b(${month}|${short})\\.? ${day},? ${y}`,
  ];
  return patterns.some((p) => new RegExp(p).test(a));
}

function hasMonth(answer: string, ym: string): boolean {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  const month = MONTHS[m - 1]!;
  const a = fold(answer);
  return (
    a.includes(`${y}-${String(m).padStart(2, '0')}`) ||
    new RegExp(`\\b(${month}|${month.slice(0, 3)})\\.?,? (\\d{1,2}(st|nd|rd|th)?,? )?${y}`).test(a) ||
    new RegExp(`\\b\\d{1,2}(st|nd|rd|th)? (of )?(${month}|${month.slice(0, 3)})\\.?,? ${y}`).test(a)
  );
}

function localDate(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

function check(c: Case, res: AskAnswer, zone: string): string[] {
  const problems: string[] = [];
  const a = fold(res.answer);
  const e = c.expect ?? {};
  for (const bad of e.none ?? []) if (a.includes(fold(bad))) problems.push(`says "${bad}"`);
  if (c.answerable === false) {
    if (res.answered) problems.push('answered a question the data cannot answer');
    return problems;
  }
  if (!res.answered) problems.push('said it cannot answer');
  for (const n of e.names ?? []) if (!a.includes(fold(n))) problems.push(`no "${n}"`);
  if (e.number !== undefined && !numbersIn(res.answer).includes(String(e.number))) problems.push(`no number ${e.number}`);
  if (e.date && !hasDate(res.answer, e.date)) problems.push(`no date ${e.date}`);
  if (e.month && !hasMonth(res.answer, e.month)) problems.push(`no month ${e.month}`);
  if (e.year !== undefined && !new RegExp(`\\b${e.year}\\b`).test(res.answer)) problems.push(`no year ${e.year}`);
  if (e.place && !a.includes(fold(e.place))) problems.push(`no place "${e.place}"`);
  if (c.proof) {
    const p = c.proof;
    const ok = res.citations.some(
      (x: Citation) =>
        x.kind === 'message' &&
        (!p.author || fold(x.author).includes(fold(p.author))) &&
        (!p.date || localDate(x.at, zone) === p.date) &&
        (!p.contains || fold(x.text).includes(fold(p.contains))),
    );
    if (!ok) problems.push(`no cited message ${JSON.stringify(p)}`);
  }
  return problems;
}

/** A Google Takeout zip of photos.json: JPEGs with EXIF time (local) and GPS, sidecars with people. */
async function photosZip(list: { file: string; takenAt: string; lat?: number; lon?: number; people?: string[] }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const dms = (v: number) => {
    const x = Math.abs(v);
    const d = Math.floor(x);
    const m = Math.floor((x - d) * 60);
    const s = Math.round(((x - d) * 60 - m) * 60 * 100);
    return `${d}/1 ${m}/1 ${s}/100`;
  };
  for (const [i, p] of list.entries()) {
    const exif: Record<string, Record<string, string>> = { IFD2: { DateTimeOriginal: p.takenAt.replace(/-/g, ':') } };
    if (p.lat !== undefined && p.lon !== undefined)
      exif.IFD3 = { GPSLatitudeRef: p.lat >= 0 ? 'N' : 'S', GPSLatitude: dms(p.lat), GPSLongitudeRef: p.lon >= 0 ? 'E' : 'W', GPSLongitude: dms(p.lon) };
    const colour = `#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}`;
    const jpg = await sharp({ create: { width: 48 + (i % 16), height: 36 + (i % 7), channels: 3, background: colour } })
      .withExif(exif)
      .jpeg()
      .toBuffer();
    const dir = `Takeout/Google Photos/Photos from ${p.takenAt.slice(0, 4)}/`;
    zip.addBuffer(jpg, `${dir}${p.file}`);
    if (p.people?.length) zip.addBuffer(Buffer.from(JSON.stringify({ title: p.file, people: p.people.map((name) => ({ name })) })), `${dir}${p.file}.json`);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! : 0;
};

async function main() {
  const worldDir = path.join(setDir, 'world');
  const cases = fs
    .readFileSync(path.join(setDir, 'cases.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Case);
  const zone = fs.readFileSync(path.join(worldDir, 'time-zone.txt'), 'utf8').trim();
  const owner = fs.readFileSync(path.join(worldDir, 'owner.txt'), 'utf8').trim();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-score-ask-'));
  // The evaluation asks ~100 questions in a minute: the per-minute AI limit is raised for it.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-session-secret-0123456789abcdef',
    AI_REQUESTS_PER_MINUTE: '100000',
  });
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const app = await buildApp({ config, database, askClock: () => NOW });
  await app.ready();
  try {
    const { cookie, user } = await signUpUser(app);
    await database.db.execute(sql`update users set plan = 'pro' where id = ${user.id}`);
    const put = await app.inject({ method: 'PUT', url: '/api/worlds/settings', headers: sameOrigin(cookie), payload: { timeZone: zone } });
    if (put.statusCode !== 200) throw new Error(`time zone: ${put.statusCode} ${put.body}`);

    const importFile = async (content: Buffer, filename: string) => {
      const body = multipartBody([{ field: 'file', filename, content }]);
      const res = await app.inject({
        method: 'POST',
        url: `/api/imports?timeZone=${encodeURIComponent(zone)}`,
        payload: body.payload,
        headers: { ...body.headers, ...sameOrigin(cookie) },
      });
      if (res.statusCode !== 202) throw new Error(`upload ${filename}: ${res.statusCode} ${res.body}`);
      const { id } = JSON.parse(res.body) as { id: string };
      for (;;) {
        const r = await app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: { cookie } });
        const imp = JSON.parse(r.body) as { status: string; error?: string; counts?: unknown };
        if (imp.status === 'done') return imp;
        if (imp.status === 'failed') throw new Error(`import ${filename} failed: ${imp.error}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const chatDir = path.join(worldDir, 'chats');
    for (const f of fs.readdirSync(chatDir).sort()) await importFile(fs.readFileSync(path.join(chatDir, f)), f);
    const photosFile = path.join(worldDir, 'photos.json');
    if (fs.existsSync(photosFile)) await importFile(await photosZip(JSON.parse(fs.readFileSync(photosFile, 'utf8'))), 'takeout-photos.zip');
    const locFile = path.join(worldDir, 'locations.json');
    if (fs.existsSync(locFile)) await importFile(fs.readFileSync(locFile), 'Records.json');

    const found = await app.inject({ method: 'GET', url: `/api/worlds/identity/people?q=${encodeURIComponent(owner)}`, headers: { cookie } });
    const people = (JSON.parse(found.body) as { people?: { id: string; name: string }[] }).people ?? [];
    const me = people.find((p) => p.name === owner);
    if (!me) throw new Error(`owner "${owner}" not found: ${found.statusCode} ${found.body.slice(0, 300)}`);
    const self = await app.inject({ method: 'PUT', url: '/api/worlds/settings', headers: sameOrigin(cookie), payload: { selfPersonId: me.id } });
    if (self.statusCode !== 200) throw new Error(`owner: ${self.statusCode} ${self.body}`);

    const conversationOf = new Map<string, string>();
    const results: { c: Case; ok: boolean; problems: string[]; ms: number; res?: AskAnswer }[] = [];
    for (const c of cases) {
      if (only && !only.includes(c.id) && !(c.after && only.some((o) => o === c.id))) {
        // A follow-up needs its chain: ask predecessors of selected cases too.
        const needed = only.some((o) => {
          let x = cases.find((k) => k.id === o);
          while (x?.after) {
            if (x.after === c.id) return true;
            x = cases.find((k) => k.id === x!.after);
          }
          return false;
        });
        if (!needed) continue;
      }
      const conversationId = c.after ? conversationOf.get(c.after) : undefined;
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/worlds/ask',
        headers: sameOrigin(cookie),
        payload: { question: c.question, ...(conversationId ? { conversationId } : {}) },
      });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) {
        results.push({ c, ok: false, problems: [`HTTP ${res.statusCode} ${res.body.slice(0, 200)}`], ms });
        continue;
      }
      const body = JSON.parse(res.body) as AskAnswer;
      conversationOf.set(c.id, body.conversationId);
      const problems = check(c, body, zone);
      results.push({ c, ok: problems.length === 0, problems, ms, res: body });
    }

    const scored = only ? results.filter((r) => only.includes(r.c.id)) : results;
    const kinds = [...new Set(scored.map((r) => r.c.kind))].sort();
    console.log(`Ask your world — set "${path.basename(setDir)}", ${scored.length} questions, clock ${NOW.toISOString().slice(0, 10)}`);
    for (const k of kinds) {
      const of = scored.filter((r) => r.c.kind === k);
      console.log(`  ${k.padEnd(10)} ${of.filter((r) => r.ok).length}/${of.length}`);
    }
    const right = scored.filter((r) => r.ok).length;
    console.log(`  ${'total'.padEnd(10)} ${right}/${scored.length} = ${((100 * right) / Math.max(1, scored.length)).toFixed(1)} %`);
    const times = scored.map((r) => r.ms);
    console.log(`  answer time (request, server in-process): p50 ${pct(times, 50).toFixed(0)} ms, p95 ${pct(times, 95).toFixed(0)} ms`);
    if (verbose)
      for (const r of scored.filter((x) => !x.ok))
        console.log(`\n✗ ${r.c.id} [${r.c.kind}] ${r.c.question}\n  → ${r.res?.answer ?? '(no answer)'}\n  problems: ${r.problems.join('; ')}`);
    const out = arg('json');
    if (out)
      fs.writeFileSync(
        out,
        JSON.stringify(
          scored.map((r) => ({ id: r.c.id, kind: r.c.kind, ok: r.ok, problems: r.problems, ms: Math.round(r.ms), answer: r.res?.answer })),
          null,
          1,
        ),
      );
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
