// Scores an AI engine on the founder questions in bench/advisor/questions.json, through
// the same request builder as POST /api/assistant/chat (so follow-ups and history are
// handled as in the app) and the same 50-word clamp.
//   node bench/advisor/score.mjs [--engine offline|openai|anthropic] [--style business] [--set <name>] [--min 90] [--verbose]
// --min 90 exits non-zero below that percentage.
// --set <name> scores bench/advisor/<name>.json (any set in that folder; "--set x.json" works too).
// Every set written before issue 30 (questions, holdout, independent, fresh…fresh7) was tuned
// against: they are development sets, not a measure of how the advisor does on new sentences.
// The report gives the score per `area`, and counts TEMPLATE answers apart: the offline
// analyst's fixed filler ("Focus: … Key numbers: … Next step: …") instead of an answer.
// Engines other than offline read their keys from the environment (OPENAI_API_KEY,
// OPENAI_BASE_URL, AI_MODEL, ANTHROPIC_API_KEY, ...), as the server does.
// Each item passes when its last answer: has the expected figure within 2 % in its first sentence (sign
// ignored), matches every `mentions` and no `notMentions` pattern, has at most
// `maxWords` words (default 60), and does not echo its question (no run of 6 words).
import fs from 'node:fs';
import path from 'node:path';
import { importTs, root } from '../lib/load-ts.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const engineName = opt('engine', 'offline');
const style = opt('style', 'business');
const verbose = args.includes('--verbose');
const set = opt('set', 'questions');

const { chatRequest } = await importTs('src/server/features/assistant/assistant.prompts.ts');
const { createAiEngine, clampWords } = await importTs('src/server/platform/ai/index.ts');
const { loadConfig } = await importTs('src/server/config.ts');
// The founder advisor's grounding, as app.ts hands it to the AI layer: the provider
// engines answer with the founder_math tool (ADR 020, ADR 050).
const { founderMathGrounding } = await importTs('src/server/features/advisor/index.ts');

const config = loadConfig({ ...process.env, AI_ENGINE: engineName, LOG_LEVEL: 'silent' });
const engine = createAiEngine(config.ai, founderMathGrounding);
const setName = set.replace(/\.json$/, '');
const setFile = path.join(root, 'bench/advisor', `${path.basename(setName)}.json`);
if (!fs.existsSync(setFile)) {
  const sets = fs.readdirSync(path.join(root, 'bench/advisor')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
  console.error(`No set ${setName} in bench/advisor (sets: ${sets.join(', ')})`);
  process.exit(2);
}
const { items } = JSON.parse(fs.readFileSync(setFile, 'utf8'));

// The template shape (the offline analyst's fixed filler, "Focus: … Key numbers: … Next step: …")
// has one definition, in the source: the tests that keep it out of every offline surface read it too.
const { TEMPLATE } = await importTs('src/server/platform/ai/offline/template-shape.ts');

/** Every number in a text, with k/M/B and % read: "$1.2M" → 1200000, "7.5%" → 7.5, "−21" → 21. */
export function numbersIn(text) {
  const out = [];
  const re = /(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(k|m|b|bn|thousand|million|billion)?(?![a-z])/gi;
  for (const m of text.matchAll(re)) {
    let v = Number(m[1].replace(/,/g, ''));
    const mult = (m[2] ?? '').toLowerCase();
    if (mult === 'k' || mult === 'thousand') v *= 1e3;
    else if (mult === 'm' || mult === 'million') v *= 1e6;
    else if (mult === 'b' || mult === 'bn' || mult === 'billion') v *= 1e9;
    out.push(v);
  }
  return out;
}

const wordsOf = (s) => s.toLowerCase().replace(/[^a-z0-9$%.\s]/g, ' ').replace(/\.(?=\s|$)/g, ' ').split(/\s+/).filter(Boolean);
const countWords = (s) => s.split(/\s+/).filter(Boolean).length;

function echoes(answer, question) {
  const q = wordsOf(question);
  if (q.length < 6) return undefined;
  const a = ` ${wordsOf(answer).join(' ')} `;
  for (let i = 0; i + 6 <= q.length; i++) {
    const run = q.slice(i, i + 6).join(' ');
    if (a.includes(` ${run} `)) return run;
  }
  return undefined;
}

function check(item, answer) {
  const problems = [];
  if (!answer.trim()) problems.push('empty answer');
  const limit = item.maxWords ?? 60;
  const n = countWords(answer);
  if (n > limit) problems.push(`${n} words > ${limit}`);
  if (item.figure !== undefined) {
    const want = Math.abs(item.figure);
    // The advisor leads with its figure: it must be in the answer's first sentence, not
    // anywhere (a wrong figure followed by "investors look for under 2" would pass).
    const lead = answer.split(/(?<=[.!?])\s+(?=[A-Z])/)[0];
    if (!numbersIn(lead).some((v) => Math.abs(Math.abs(v) - want) <= 0.02 * want)) problems.push(`no figure within 2% of ${item.figure} in the first sentence`);
  }
  for (const p of item.mentions ?? []) if (!new RegExp(p, 'i').test(answer)) problems.push(`missing /${p}/`);
  for (const p of item.notMentions ?? []) if (new RegExp(p, 'i').test(answer)) problems.push(`carries over /${p}/`);
  const echo = echoes(answer, item.turns.at(-1));
  if (echo) problems.push(`echoes "${echo}"`);
  return problems;
}

const signal = new AbortController().signal;
let passed = 0;
let templates = 0;
const failures = [];
/** area → [passed, total] */
const areas = new Map();
for (const item of items) {
  const messages = [];
  let answer = '';
  for (const [i, turn] of item.turns.entries()) {
    messages.push({ id: `u${i}`, role: 'user', content: turn });
    const request = chatRequest(messages, style);
    const res = await engine.complete(request, signal);
    answer = clampWords(res.text, 50);
    messages.push({ id: `a${i}`, role: 'assistant', content: answer });
  }
  const problems = check(item, answer);
  if (TEMPLATE.test(answer)) {
    templates++;
    problems.push('template answer');
  }
  const ok = problems.length === 0;
  const area = item.area ?? 'other';
  const tally = areas.get(area) ?? [0, 0];
  areas.set(area, [tally[0] + (ok ? 1 : 0), tally[1] + 1]);
  if (ok) passed++;
  else failures.push({ id: item.id, problems, answer });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${item.id.padEnd(28)} ${ok ? '' : problems.join('; ')}`);
  if (verbose || !ok) console.log(`      ${answer}`);
}
const pct = ((passed / items.length) * 100).toFixed(1);
console.log('\nper area:');
for (const [area, [p, t]] of [...areas.entries()].sort((a, b) => a[0].localeCompare(b[0]))) console.log(`  ${area.padEnd(28)} ${p}/${t}`);
console.log(`template answers: ${templates}/${items.length}`);
console.log(`\n${setName}: ${engineName} engine (${engine.model}), style ${style}: ${passed}/${items.length} passed (${pct}%)`);
if (failures.length) console.log(`failures: ${failures.map((f) => f.id).join(', ')}`);
const min = Number(opt('min', '0'));
if (passed / items.length < min / 100) process.exitCode = 1;
