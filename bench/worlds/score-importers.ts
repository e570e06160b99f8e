/**
 * Scores the chat/location importers (#28) on an outsider's set of REAL files taken from
 * other projects' public test suites (tests/outsider/importers-iv: files/<owner>-<repo>/…,
 * each folder with SOURCE.md; cases in dev.json and held_out.json). The expectations were
 * worked out from the files themselves (and the peers' own test expectations) without
 * reading the importer code.
 *
 * For each case: the file is copied to a temp dir under its `uploadName`, then
 * detectImportSource(path, uploadName) (a throw = refused) and, when a source was
 * detected, parseRecords(path, { fileName: uploadName, source }) is drained. From the
 * records: messages (kind 'message'), authors (messages per author), events (kind
 * 'event'), media (messages with `media` set), places (kind 'place'), first/last (earliest
 * and latest `at` of MESSAGE records only). A case is exact when every field it states
 * matches. Fields a case leaves out are not scored; a case without `source` accepts any
 * detected source (but not a refusal).
 *
 * Time comparison: both local wall-clock → the strings must agree to the second
 * (fractions ignored); both with Z/offset → the instants must agree to the second; one
 * local and one with an offset → a mismatch, reported as "offset vs local".
 *
 * Prints per case (with --verbose: the differences, dev set only), per format and overall:
 * exact cases / cases and field accuracy. Writes bench/results/importers-outsider-<set>.json
 * (the held-out set: aggregate figures only, so nobody tunes the importers to it).
 *
 *   node --import tsx bench/worlds/score-importers.ts [--set dev|held_out|both] [--verbose] [--root <folder>]
 *
 * --root picks another set's folder (same layout: files/, dev.json and/or held_out.json),
 * relative to the repository root; default tests/outsider/importers-iv. A set given with
 * --root is a fresh set scored once, so its held-out differences are printed (with
 * --verbose) and written too, to bench/results/importers-outsider-<folder>-<set>.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectImportSource } from '../../src/server/features/worlds/parsers/detect-import-source';
import { parseRecords } from '../../src/server/features/worlds/parsers/parse-records';
import type { ImportSource } from '../../src/server/features/worlds/parsers/types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rootArg = arg('--root');
const casesDir = rootArg ? path.resolve(root, rootArg) : path.join(root, 'tests/outsider/importers-iv');
/** The first set's held-out cases stay hidden; a set chosen with --root shows them (it is scored once). */
const resultsPrefix = rootArg ? `importers-outsider-${path.basename(casesDir)}` : 'importers-outsider';
const resultsDir = path.join(root, 'bench/results');
const CASE_TIMEOUT_MS = 120_000;

interface Case {
  file: string;
  uploadName: string;
  format?: string;
  source?: ImportSource;
  refused?: boolean;
  messages?: number;
  authors?: Record<string, number>;
  events?: number;
  media?: number;
  places?: number;
  first?: string;
  last?: string;
  notes?: string;
}

interface Got {
  refused: boolean;
  refusal?: string;
  source?: string;
  error?: string;
  messages: number;
  authors: Record<string, number>;
  events: number;
  media: number;
  places: number;
  first?: string;
  last?: string;
}

type Field = 'source' | 'refused' | 'messages' | 'authors' | 'events' | 'media' | 'places' | 'first' | 'last';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const verbose = process.argv.includes('--verbose');
const setArg = arg('--set') ?? 'both';
const sets = setArg === 'both' ? ['dev', 'held_out'] : [setArg];
for (const s of sets) if (s !== 'dev' && s !== 'held_out') throw new Error(`--set dev|held_out|both, not ${s}`);

const OFFSET = /(Z|[+-]\d\d:?\d\d)$/i;
const hasOffset = (t: string) => OFFSET.test(t.trim());
/** Milliseconds for ordering: local wall-clock read as if UTC (only used to pick min/max). */
function orderKey(t: string): number {
  const s = t.trim();
  const ms = Date.parse(hasOffset(s) ? s : `${s.replace(/(\.\d+)?$/, '')}Z`);
  return Number.isNaN(ms) ? Number.NaN : ms;
}
function toSecondLocal(t: string): string {
  return t.trim().replace(/\.\d+$/, '').replace(' ', 'T');
}
/** undefined when equal, else a reason. */
function compareTime(expected: string, got: string | undefined): string | undefined {
  if (got === undefined) return 'no message time';
  const eo = hasOffset(expected);
  const go = hasOffset(got);
  if (eo !== go) return eo ? 'offset vs local: parser gave a local time where the file gives an instant' : 'offset vs local: parser gave an offset/Z where the file has local wall-clock time';
  if (!eo) return toSecondLocal(expected) === toSecondLocal(got) ? undefined : 'different time';
  const a = Math.floor(Date.parse(expected) / 1000);
  const b = Math.floor(Date.parse(got) / 1000);
  return a === b ? undefined : 'different instant';
}
function sameAuthors(a: Record<string, number>, b: Record<string, number>): boolean {
  const ka = Object.keys(a).filter((k) => a[k] !== 0);
  const kb = Object.keys(b).filter((k) => b[k] !== 0);
  return ka.length === kb.length && ka.every((k) => a[k] === b[k]);
}
function authorDiff(exp: Record<string, number>, got: Record<string, number>): string {
  const keys = [...new Set([...Object.keys(exp), ...Object.keys(got)])];
  return keys
    .filter((k) => (exp[k] ?? 0) !== (got[k] ?? 0))
    .map((k) => `${JSON.stringify(k)}: expected ${exp[k] ?? 0}, got ${got[k] ?? 0}`)
    .join('; ');
}

async function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const t = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000}s (${what})`)), ms);
  });
  try {
    return await Promise.race([p, t]);
  } finally {
    clearTimeout(timer);
  }
}

async function run(c: Case): Promise<Got> {
  const got: Got = { refused: false, messages: 0, authors: {}, events: 0, media: 0, places: 0 };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'importers-iv-'));
  const file = path.join(dir, c.uploadName);
  fs.copyFileSync(path.join(casesDir, c.file), file);
  try {
    let source: ImportSource;
    try {
      source = await withTimeout(detectImportSource(file, c.uploadName), CASE_TIMEOUT_MS, 'detect');
    } catch (error) {
      got.refused = true;
      got.refusal = error instanceof Error ? error.message : String(error);
      return got;
    }
    got.source = source;
    let firstKey = Number.POSITIVE_INFINITY;
    let lastKey = Number.NEGATIVE_INFINITY;
    const drain = async () => {
      for await (const batch of parseRecords(file, { fileName: c.uploadName, source })) {
        for (const r of batch.records) {
          if (r.kind === 'message') {
            got.messages++;
            got.authors[r.author] = (got.authors[r.author] ?? 0) + 1;
            if (r.media) got.media++;
            const k = orderKey(r.at);
            if (got.first === undefined || k < firstKey) { firstKey = k; got.first = r.at; }
            if (got.last === undefined || k > lastKey) { lastKey = k; got.last = r.at; }
          } else if (r.kind === 'event') got.events++;
          else if (r.kind === 'place') got.places++;
        }
      }
    };
    try {
      await withTimeout(drain(), CASE_TIMEOUT_MS, 'parse');
    } catch (error) {
      got.error = error instanceof Error ? error.message : String(error);
    }
    return got;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface FieldResult { field: Field; ok: boolean; expected: unknown; got: unknown; why?: string }

function score(c: Case, g: Got): FieldResult[] {
  const out: FieldResult[] = [];
  const expectRefused = c.refused === true;
  if (expectRefused || c.refused === false) {
    out.push({ field: 'refused', ok: g.refused === expectRefused, expected: expectRefused, got: g.refused, why: g.refused ? g.refusal : undefined });
  }
  if (expectRefused) return out;
  // Not refused is implied by every non-refusal case.
  if (c.source !== undefined) {
    out.push({ field: 'source', ok: !g.refused && g.source === c.source, expected: c.source, got: g.refused ? `refused: ${g.refusal}` : g.source });
  } else if (c.refused === undefined) {
    out.push({ field: 'refused', ok: !g.refused, expected: false, got: g.refused, why: g.refusal });
  }
  const broken = g.refused ? 'refused (see source)' : g.error ? `parse error: ${g.error.slice(0, 200)}` : undefined;
  for (const f of ['messages', 'events', 'media', 'places'] as const) {
    if (c[f] === undefined) continue;
    out.push({ field: f, ok: !g.refused && !g.error && g[f] === c[f], expected: c[f], got: g[f], why: broken });
  }
  if (c.authors !== undefined) {
    const ok = !g.refused && !g.error && sameAuthors(c.authors, g.authors);
    out.push({ field: 'authors', ok, expected: c.authors, got: g.authors, why: broken ?? (ok ? undefined : authorDiff(c.authors, g.authors)) });
  }
  for (const f of ['first', 'last'] as const) {
    const e = c[f];
    if (e === undefined) continue;
    const why = g.refused || g.error ? broken : compareTime(e, g[f]);
    out.push({ field: f, ok: why === undefined, expected: e, got: g[f], why });
  }
  return out;
}

const fmt = (n: number, d: number) => (d === 0 ? '—' : `${n}/${d} (${((100 * n) / d).toFixed(1)} %)`);

async function main() {
  fs.mkdirSync(resultsDir, { recursive: true });
  for (const set of sets) {
    const raw = JSON.parse(fs.readFileSync(path.join(casesDir, `${set}.json`), 'utf8')) as { cases: Case[] };
    const cases = raw.cases;
    const perFormat = new Map<string, { cases: number; exact: number; fields: number; okFields: number }>();
    const perField = new Map<string, { n: number; ok: number }>();
    let exact = 0;
    let fields = 0;
    let okFields = 0;
    const caseRows: Array<Record<string, unknown>> = [];
    console.log(`\n=== ${set}: ${cases.length} cases ===`);
    for (const c of cases) {
      const started = Date.now();
      const g = await run(c);
      const res = score(c, g);
      const ok = res.every((r) => r.ok);
      const format = c.format ?? c.source ?? 'refusal';
      const pf = perFormat.get(format) ?? { cases: 0, exact: 0, fields: 0, okFields: 0 };
      pf.cases++;
      if (ok) { pf.exact++; exact++; }
      for (const r of res) {
        pf.fields++; fields++;
        if (r.ok) { pf.okFields++; okFields++; }
        const f = perField.get(r.field) ?? { n: 0, ok: 0 };
        f.n++; if (r.ok) f.ok++;
        perField.set(r.field, f);
      }
      perFormat.set(format, pf);
      const bad = res.filter((r) => !r.ok);
      const ms = Date.now() - started;
      if (set === 'dev' || rootArg !== undefined) {
        console.log(`${ok ? 'EXACT' : 'DIFF '} ${format.padEnd(17)} ${c.file}${ok ? '' : `  [${bad.map((b) => b.field).join(', ')}]`}`);
        if (verbose && !ok) {
          for (const b of bad) {
            const why = b.why ? `  (${b.why})` : '';
            const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
            if (b.field === 'authors') console.log(`      authors: ${b.why}`);
            else console.log(`      ${b.field}: expected ${show(b.expected)}, got ${show(b.got)}${why}`);
          }
          if (g.error && !bad.some((b) => b.why?.startsWith('parse error'))) console.log(`      parse error: ${g.error}`);
        }
        caseRows.push({
          file: c.file, uploadName: c.uploadName, format, exact: ok, ms,
          differences: bad.map((b) => ({ field: b.field, expected: b.expected, got: b.got, why: b.why })),
          got: { ...g },
        });
      } else {
        console.log(`${ok ? 'EXACT' : 'DIFF '} ${format.padEnd(17)} ${c.file}`);
        caseRows.push({ file: c.file, format, exact: ok });
      }
    }
    console.log(`\n--- ${set}: per format (exact cases; field accuracy) ---`);
    for (const [f, p] of [...perFormat].sort()) console.log(`${f.padEnd(17)} exact ${fmt(p.exact, p.cases).padEnd(16)} fields ${fmt(p.okFields, p.fields)}`);
    console.log(`--- ${set}: per field ---`);
    for (const [f, p] of [...perField].sort()) console.log(`${f.padEnd(9)} ${fmt(p.ok, p.n)}`);
    console.log(`=== ${set} overall: exact ${fmt(exact, cases.length)}; fields ${fmt(okFields, fields)} ===`);
    const summary = {
      set,
      ranAt: new Date().toISOString(),
      cases: cases.length,
      exact,
      fields,
      okFields,
      perFormat: Object.fromEntries(perFormat),
      perField: Object.fromEntries(perField),
      // Held-out: only whether each case was exact, never what differed.
      results: caseRows,
    };
    fs.writeFileSync(path.join(resultsDir, `${resultsPrefix}-${set}.json`), `${JSON.stringify(summary, null, 1)}\n`);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
