// Server time of Ask your world (#29) on the embedded database (PGlite), at 10,000 and at
// 1,000,000 messages: a generated WhatsApp world (bench/worlds/ask-world.ts: the owner,
// five one-to-one chats and two groups, 2018–2025) imported through the API on a Pro
// account (the plan shows the newest 10,000 data points). For each size, 24 questions
// (who / when / how much / what / search / change) are timed three ways:
//   tools — the tool calls the question needs (names resolved with find_people /
//           find_chats first, as the planner does), context included (scope + owner);
//   offline — answerOffline (ask/planner) with its context: the whole offline answer;
//   api    — POST /api/worlds/ask through app.inject (auth, conversation saved): the
//           request's whole server time, no network.
// Each question runs --rounds times (default 3); a question's time is its median; the
// table gives p50 / p95 / max over the questions, and the first (cold) round's p95.
// Then the same with the plan's cut lifted: PLAN_LIMITS.pro raised to 2,000,000 in this
// process (the contract's constant, read by world-scope.ts), so every message is shown.
//
// Questions the planner answers with many calls (how it changed, when it got tense, made up,
// what two people talked about) have no hand-written tool calls: their `tools` time is not
// taken (the table says over how many questions each line is). For each question, --verbose
// also prints the statements the offline answer ran and how many were full-text searches.
//
// Usage: node bench/worlds/ask.mjs [--messages 10000,1000000] [--rounds 3] [--no-lift] [--verbose]
//          [--cache DIR] [--only tools,offline,api]
// --cache DIR keeps each imported world under DIR/<messages>/ and later runs start from a copy
// of it (no import): two versions of the code then time the same data, run after run.
// (It runs itself under tsx: the app's modules are loaded from source, as score-ask.ts does.)
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

if (!process.execArgv.some((a) => a.includes('tsx'))) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : process.argv[i + 1];
};
const sizes = String(arg('messages', '10000,1000000')).split(',').map(Number).filter((n) => n > 0);
const ROUNDS = Number(arg('rounds', '3'));
const verbose = process.argv.includes('--verbose');
const lift = !process.argv.includes('--no-lift');
const cache = arg('cache', undefined);
const only = String(arg('only', 'tools,offline,api')).split(',');

const { openWorld, ask, createToolContextFactory, runTool, answerOffline, compile, PLAN_LIMITS, NOW } = await import('./ask-world.ts');

const year = (y) => ({ from: `${y}-01-01T00:00:00Z`, to: `${y + 1}-01-01T00:00:00Z` });
/** The id of the best match of a name (find_people), or undefined. */
const person = async (ctx, name) => (await runTool(ctx, 'find_people', { name })).data[0]?.id;
const chat = async (ctx, name) => (await runTool(ctx, 'find_chats', { name })).data[0]?.id;

/** The questions: the words a person types, and the tool calls that answer them. */
const QUESTIONS = [
  ['Who do I write to most?', (c) => runTool(c, 'rank_people', { by: 'withOwner' })],
  ['Who wrote the most messages last year?', (c) => runTool(c, 'rank_people', { by: 'wrote', period: year(2025) })],
  ['Who do I write to least?', (c) => runTool(c, 'rank_people', { by: 'withOwner', order: 'least' })],
  ['When did I first message Priya?', async (c) => runTool(c, 'first_last', { which: 'first', withPersonId: await person(c, 'Priya') })],
  ['When did I stop talking to Marco?', async (c) => runTool(c, 'trend', { withPersonId: await person(c, 'Marco') })],
  ['When did I last message Tom?', async (c) => runTool(c, 'first_last', { which: 'last', withPersonId: await person(c, 'Tom') })],
  ['What was my quietest year?', (c) => runTool(c, 'trend', {})],
  ['What was my busiest month?', (c) => runTool(c, 'trend', {})],
  ['How many messages did Tom send in 2023?', async (c) => runTool(c, 'count_messages', { authorId: await person(c, 'Tom'), period: year(2023) })],
  ['How many messages did Priya send last year?', async (c) => runTool(c, 'count_messages', { authorId: await person(c, 'Priya'), period: year(2025) })],
  ['How many messages did I send in 2021?', async (c) => runTool(c, 'count_messages', { authorId: await person(c, 'me'), period: year(2021) })],
  [
    'Who did I write to more, Priya or Marco?',
    async (c) => {
      const [p, m] = [await person(c, 'Priya'), await person(c, 'Marco')];
      return Promise.all([runTool(c, 'count_messages', { withPersonId: p }), runTool(c, 'count_messages', { withPersonId: m })]);
    },
  ],
  ['Who was in the family group?', async (c) => runTool(c, 'chat_members', { chatId: await chat(c, 'family') })],
  ['How many messages are in the Climbing crew group?', async (c) => runTool(c, 'count_messages', { chatId: await chat(c, 'climbing crew') })],
  ['Who mentioned the wedding?', (c) => runTool(c, 'search_messages', { query: 'wedding' })],
  ['How many messages mention the café?', (c) => runTool(c, 'count_messages', { text: 'café' })],
  ['What did Chloé say about the flat?', async (c) => runTool(c, 'search_messages', { query: 'flat', authorId: await person(c, 'Chloé') })],
  ['When did Sara first mention Zanzibar?', async (c) => runTool(c, 'first_last', { which: 'first', authorId: await person(c, 'Sara'), text: 'Zanzibar' })],
  ['Who talked about the birthday party?', (c) => runTool(c, 'search_messages', { query: 'birthday party' })],
  ['What did Sara say about Kyoto?', async (c) => runTool(c, 'search_messages', { query: 'Kyoto', authorId: await person(c, 'Sara') })],
  ['What did we talk about in March 2024?', (c) => runTool(c, 'messages_in_period', { period: { from: '2024-03-01T00:00:00Z', to: '2024-04-01T00:00:00Z' } })],
  ['How has my friendship with Leo changed?', async (c) => runTool(c, 'trend', { withPersonId: await person(c, 'Leo') })],
  ['When did Dad first write in the family group?', async (c) => runTool(c, 'first_last', { which: 'first', authorId: await person(c, 'Dad'), chatId: await chat(c, 'family') })],
  ['How many messages are in my world?', (c) => runTool(c, 'overview', {})],
  // The planner's many-call kinds (offline and api only).
  ['When did things get tense with Marco?', null],
  ['Why did Priya and I fall out?', null],
  ['Did Marco and I make up?', null],
  ['How has my friendship with Tom changed since 2023?', null],
  ['What did Chloé and I talk about?', null],
  ['Who mentioned the wedding in 2023?', null],
  ['What did Sara say about the birthday party last year?', null],
];

function stats(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? 0;
  return { p50: at(50), p95: at(95), max: s.at(-1) ?? 0 };
}
const median = (xs) => stats(xs).p50;

/** Times `fn(question)` for every question, ROUNDS each: per-question medians and the first round. */
async function time(label, fn, questions = QUESTIONS) {
  const medians = [];
  const cold = [];
  for (const q of questions) {
    const samples = [];
    for (let r = 0; r < ROUNDS; r++) {
      const t = performance.now();
      const out = await fn(q);
      samples.push(performance.now() - t);
      if (verbose && r === 0 && out) console.log(`    ${label} ${q[0]} → ${String(out).slice(0, 140)}`);
    }
    cold.push(samples[0]);
    medians.push(median(samples));
    if (verbose) console.log(`  ${label.padEnd(8)} ${median(samples).toFixed(1).padStart(7)} ms  ${q[0]}`);
  }
  return { label, n: questions.length, ...stats(medians), coldP95: stats(cold).p95, slowest: questions[medians.indexOf(Math.max(...medians))][0] };
}

const rows = [];
for (const n of sizes) {
  console.log(`\nimporting ${n.toLocaleString('en-US')} generated messages…`);
  const world = await openWorld(n, { cache });
  console.log(`  ${world.messages.toLocaleString('en-US')} messages imported in ${world.importSeconds.toFixed(1)} s`);
  const contextFor = createToolContextFactory(world.database);
  const opts = { apiBase: '/api/worlds', includeMessages: true };
  const runs = [['Pro (newest 10,000 shown)', PLAN_LIMITS.pro]];
  if (lift) runs.push(['cut lifted (all shown)', 2_000_000]);
  const pro = PLAN_LIMITS.pro;
  for (const [cut, limit] of runs) {
    PLAN_LIMITS.pro = limit;
    // The first read of a scope computes its cut-off once (cached per state of the imports).
    const t = performance.now();
    await contextFor(world.userId, opts);
    const first = performance.now() - t;
    const results = [];
    if (only.includes('tools')) {
      results.push(
        await time(
          'tools',
          async ([, calls]) => {
            await calls(await contextFor(world.userId, opts));
          },
          QUESTIONS.filter(([, calls]) => calls),
        ),
      );
    }
    if (only.includes('offline')) {
      results.push(
        await time('offline', async ([question]) => {
          const ctx = await contextFor(world.userId, opts);
          // Statements run, and full-text ones (to_tsquery), counted for --verbose.
          const ran = { all: 0, fts: 0 };
          const query = ctx.query;
          const counted = {
            ...ctx,
            query: (q) => {
              ran.all += 1;
              if (compile(q).text.includes('to_tsquery')) ran.fts += 1;
              return query(q);
            },
          };
          const out = await answerOffline(verbose ? counted : ctx, { question, state: {}, history: [], now: NOW });
          return verbose ? `[${ran.all} statements, ${ran.fts} full-text] ${out.answer}` : out.answer;
        }),
      );
    }
    if (only.includes('api')) results.push(await time('api', async ([question]) => (await ask(world, question)).answer));
    for (const r of results) rows.push({ size: n, cut, firstScopeMs: first, ...r });
  }
  PLAN_LIMITS.pro = pro;
  await world.close();
}

const ms = (v) => `${v.toFixed(1)} ms`.padStart(10);
console.log(`\nAsk your world: server time per question (median of ${ROUNDS} rounds each), PGlite`);
console.log(`${'messages'.padEnd(11)}${'shown'.padEnd(28)}${'what'.padEnd(9)}${'asked'.padStart(6)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'max'.padStart(10)}${'cold p95'.padStart(10)}  slowest`);
for (const r of rows) {
  console.log(`${r.size.toLocaleString('en-US').padEnd(11)}${r.cut.padEnd(28)}${r.label.padEnd(9)}${String(r.n).padStart(6)}${ms(r.p50)}${ms(r.p95)}${ms(r.max)}${ms(r.coldP95)}  ${r.slowest}`);
}
console.log(`\n(first scope read of each run, cut-off computed: ${rows.filter((r, i) => rows.findIndex((x) => x.size === r.size && x.cut === r.cut) === i).map((r) => `${r.size.toLocaleString('en-US')} ${r.cut}: ${r.firstScopeMs.toFixed(0)} ms`).join('; ')})`);
console.log(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
