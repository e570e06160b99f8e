/**
 * Where an Ask answer's server time goes (#29): opens the generated world of bench/worlds/ask.mjs
 * (from its --cache copy when there is one), answers each question offline and prints every
 * statement it ran with its time; statements slower than --slow ms (default 50) are run again
 * under EXPLAIN (ANALYZE, BUFFERS) and their plan printed.
 *
 *   node --import tsx bench/worlds/ask-explain.ts --messages 10000 [--cache DIR] [--lift] [--slow 50] "question" …
 */
import { compile } from '../../src/server/features/worlds/sql';
import { answerOffline, createToolContextFactory, NOW, openWorld, PLAN_LIMITS } from './ask-world';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const messages = Number(arg('messages') ?? 10000);
const cache = arg('cache');
const slow = Number(arg('slow') ?? 50);
const lift = args.includes('--lift');
const questions = args.filter((a) => !a.startsWith('--'));
if (lift) PLAN_LIMITS.pro = 2_000_000;

const world = await openWorld(messages, { cache });
const contextFor = createToolContextFactory(world.database);
for (const question of questions) {
  const ctx = await contextFor(world.userId, { apiBase: '/api/worlds', includeMessages: true });
  const ran: { ms: number; text: string; values: unknown[] }[] = [];
  const query = ctx.query;
  const timed = (async (statement: Parameters<typeof query>[0], values?: unknown[]) => {
    const t0 = performance.now();
    const rows = await query(statement, values);
    ran.push({ ms: performance.now() - t0, ...compile(statement, values) });
    return rows;
  }) as typeof query;
  const t0 = performance.now();
  const out = await answerOffline({ ...ctx, query: timed }, { question, state: {}, history: [], now: NOW });
  const total = performance.now() - t0;
  console.log(`\n=== ${question}  (${total.toFixed(0)} ms, ${ran.length} statements, ${ran.filter((r) => r.text.includes('to_tsquery')).length} full-text)\n→ ${out.answer}`);
  for (const r of ran) console.log(`  ${r.ms.toFixed(1).padStart(8)} ms  ${r.text.replace(/\s+/g, ' ').slice(0, 160)}`);
  for (const r of ran.filter((x) => x.ms >= slow)) {
    const plan = await query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${r.text}`, r.values);
    console.log(`\n--- ${r.ms.toFixed(0)} ms: ${r.text.replace(/\s+/g, ' ')}\n    params: ${JSON.stringify(r.values).slice(0, 400)}`);
    for (const p of plan) console.log(`    ${p['QUERY PLAN']}`);
  }
}
await world.close();
