// Investor search latency (issue #15): the exact service call GET /api/julia-crm/investors
// makes (one page of rows + the total, PostgreSQL full-text search on the GIN-indexed
// tsvector, filters, sort), timed in-process on a throwaway PGlite data dir holding one
// user with the 2,847 sample investors and another with 100,000 generated the same way
// (both in the same tables and indexes, as on a real server). Rounds alternate the two
// sizes; it prints per-query medians and p95 in ms (wall time, and the process's CPU time,
// which on a loaded machine is the fairer figure: PGlite runs in this process), the load average, and saves
// bench/results/julia-investor-search.json.
//
// Usage: npx tsx bench/julia/investor-search.ts [--rounds 5] [--reps 3] [--large 100000] [--no-analyze] [--explain]
//   --no-analyze skips ANALYZE after loading, as on a PGlite server (no autovacuum there):
//   the planner then works without statistics.
//   --explain prints EXPLAIN (ANALYZE, BUFFERS) of every statement of each query at the large size.
//   DATABASE_URL=postgres://… runs it on that PostgreSQL server instead (its tables get the rows).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { InvestorSearchQuerySchema } from '../../src/contract/julia-crm';
import { openDatabase } from '../../src/server/db/client';
import { juliaInvestors, juliaSeeds, users } from '../../src/server/db/schema';
import { createJuliaCrmService, investorValues } from '../../src/server/features/julia-crm/julia-crm.service';
import { sampleInvestors } from '../../src/server/features/julia-crm/julia-seed';
import { sql } from 'drizzle-orm';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : process.argv[i + 1]!;
};
const rounds = Number(arg('rounds', '5'));
const reps = Number(arg('reps', '3'));
const large = Number(arg('large', '100000'));
const analyze = !process.argv.includes('--no-analyze');
const explain = process.argv.includes('--explain');

const QUERIES: Record<string, Record<string, unknown>> = {
  'list, best match': {},
  'list, page 40': { page: 40 },
  'search "capital"': { q: 'capital' },
  'search prefix "sa"': { q: 'sa' },
  'search name "lindqvist"': { q: 'lindqvist' },
  'search 2 words "cedar ven"': { q: 'cedar ven' },
  'focus Fintech': { focus: 'Fintech' },
  'focus+stage+check': { focus: ['AI', 'Climate'], stage: 'Seed', check: '250k-1m' },
  'search+focus, sort name': { q: 'partners', focus: 'AI', sort: 'name' },
  'sort portfolio': { sort: 'portfolio' },
};

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-julia-'));
  const database = process.env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(tmp, 'db') });
  await database.migrate();
  const db = database.db;
  const service = createJuliaCrmService({ db });
  const today = new Date().toISOString().slice(0, 10);

  const sizes = [2847, large];
  const userFor: Record<number, string> = {};
  for (const n of sizes) {
    const [u] = await db.insert(users).values({ email: `bench-${n}-${Date.now()}@example.com` }).returning({ id: users.id });
    userFor[n] = u!.id;
    // Marked seeded so the service does not add the sample on top.
    await db.insert(juliaSeeds).values({ userId: u!.id });
    const t0 = performance.now();
    const rows = sampleInvestors(n, n === 2847 ? 15 : 100_000);
    for (let i = 0; i < rows.length; i += 1000) {
      await db.insert(juliaInvestors).values(rows.slice(i, i + 1000).map((v) => investorValues(u!.id, v, 'sample', today)));
    }
    console.log(`seeded ${n} investors in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  if (analyze) await db.execute(sql`analyze julia_investors`);
  if (explain) await printPlans(database, service, userFor[large]!);

  const samples: Record<string, number[]> = {};
  const totals: Record<string, number> = {};
  const cpu: Record<string, number[]> = {};
  for (let r = 0; r < rounds; r++) {
    for (const n of r % 2 === 0 ? sizes : [...sizes].reverse()) {
      for (const [name, params] of Object.entries(QUERIES)) {
        const q = InvestorSearchQuerySchema.parse(params);
        for (let k = 0; k < reps; k++) {
          const c0 = process.cpuUsage();
          const t0 = performance.now();
          const res = await service.searchInvestors(userFor[n]!, q);
          const ms = performance.now() - t0;
          const c = process.cpuUsage(c0);
          (samples[`${n}|${name}`] ??= []).push(ms);
          // PGlite runs in this process: its CPU time is the query's cost, robust on a busy machine.
          (cpu[`${n}|${name}`] ??= []).push((c.user + c.system) / 1000);
          totals[`${n}|${name}`] = res.total;
        }
      }
    }
  }
  const pct = (xs: number[], p: number) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
  };
  const table = Object.entries(samples).map(([key, xs]) => {
    const [n, name] = key.split('|');
    return { investors: Number(n), query: name!, matches: totals[key]!, medianMs: +pct(xs, 50).toFixed(1), p95Ms: +pct(xs, 95).toFixed(1), cpuMedianMs: +pct(cpu[key]!, 50).toFixed(1), cpuP95Ms: +pct(cpu[key]!, 95).toFixed(1), samples: xs.length };
  });
  console.table(table);
  const load = os.loadavg().map((x) => x.toFixed(2)).join(' ');
  console.log(`load average: ${load}; database: ${database.kind}; rounds ${rounds} × reps ${reps}${analyze ? '' : '; not analyzed'}`);
  const out = path.join(import.meta.dirname, '..', 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'julia-investor-search.json'), JSON.stringify({ date: new Date().toISOString(), database: database.kind, load, table }, null, 2));
  await database.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}

/** Each query's statements with their plans, as the service sends them (PGlite: its query method is wrapped). */
async function printPlans(database: Awaited<ReturnType<typeof openDatabase>>, service: ReturnType<typeof createJuliaCrmService>, userId: string) {
  const pg = database.pglite;
  if (!pg) return console.log('--explain needs PGlite');
  const query = pg.query.bind(pg);
  const seen: { sql: string; params: unknown[] }[] = [];
  (pg as unknown as { query: typeof query }).query = ((text: string, params?: unknown[], opts?: never) => {
    seen.push({ sql: text, params: params ?? [] });
    return query(text, params, opts);
  }) as typeof query;
  for (const [name, params] of Object.entries(QUERIES)) {
    seen.length = 0;
    await service.searchInvestors(userId, InvestorSearchQuerySchema.parse(params));
    console.log(`\n=== ${name} (${large} investors)`);
    for (const s of [...seen]) {
      const plan = await query<Record<string, string>>(`explain (analyze, buffers) ${s.sql}`, s.params);
      console.log(s.sql.replace(/select "id", .*? from/, 'select * from'));
      console.log(plan.rows.map((r) => `  ${Object.values(r)[0]}`).join('\n'));
    }
  }
  (pg as unknown as { query: typeof query }).query = query;
}

await main();
