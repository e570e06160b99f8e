// Offline AI engine latency per call: the analyst's answer plus the tokenizer counts
// the layer adds (everything but the usage row's database insert).
//   node bench/ai/offline-engine.mjs [iterations per case, default 100]
import { importTs, ms, save, stats } from '../lib/load-ts.mjs';

const { createOfflineEngine } = await importTs('src/server/platform/ai/offline/offline-engine.ts');
const { countPromptTokens, countTextTokens } = await importTs('src/server/platform/ai/tokens.ts');
const { SEED_COMPANY, SEED_DECISIONS, SEED_TASKS } = await importTs('src/server/features/demo/demo.seed.ts');
const N = Number(process.argv[2] ?? 100);

const transcript =
  'Sequoia Capital wants the Series A deck by Friday. Marcus Reid thinks the pricing page confuses buyers. ' +
  'We closed Acme Corp at $120K ARR but churn rose to 4% and Priya Natarajan is worried about the Q3 hiring plan. ' +
  'Should we raise prices for enterprise? Revenue grew 15% last quarter to $3.5 million.';
const cases = {
  chat: { task: 'chat', wordLimit: 50, focus: 'We closed Acme Corp at $120K ARR but churn rose to 4% and Priya Natarajan is worried about the Q3 hiring plan.' },
  commentary: {
    task: 'commentary',
    wordLimit: 50,
    okrs: 'Grow ARR from $847K to $1.2M by December. Cut churn below 3%. Hire a VP of Sales.',
    transcript: transcript.repeat(3),
    messages: Array.from({ length: 10 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `Message ${i}: Globex asked about a $${i + 1}0K pilot.` })),
    files: Array.from({ length: 3 }, (_, i) => ({ name: `notes-${i}.md`, excerpt: transcript.slice(0, 500) })),
  },
  advisor: {
    task: 'advisor',
    wordLimit: 90,
    focus: 'What should we do about hiring and our burn rate?',
    decisions: Array.from({ length: 6 }, (_, i) => ({ title: `Decision ${i}: hire for team ${i}`, context: 'Pipeline is stalling', status: i % 3 ? 'pending' : 'completed', urgency: ['high', 'medium', 'low'][i % 3] })),
    tasks: Array.from({ length: 8 }, (_, i) => ({ title: `Task ${i}`, status: 'in-progress', priority: 'high', assignee: 'Sarah Chen' })),
    metrics: { arr: '$847K', teamMembers: 47, burnRate: '$120K/month', contextTokens: '2.4M' },
  },
  // The /demo advisor on the seeded company: 7 decisions with their options, 8 tasks, the metrics.
  demo: {
    task: 'advisor',
    wordLimit: 90,
    focus: 'What should I focus on today?',
    decisions: SEED_DECISIONS.map((d) => ({
      title: d.title,
      context: d.context,
      status: d.status,
      urgency: d.urgency,
      options: d.options.map((o) => ({ title: o.title, roi: o.analysis.roi, riskLevel: o.analysis.riskLevel, investment: o.analysis.investment, timeline: o.analysis.timeline })),
    })),
    tasks: SEED_TASKS.map((t) => ({ title: t.title, status: t.status, priority: t.priority, assignee: t.assignee })),
    metrics: { ...SEED_COMPANY.metrics, teamMembers: 47, contextTokens: '2.4M' },
  },
  analysis: { task: 'analysis', wordLimit: 120, focus: 'Analyze our investor pipeline', context: { investors: 2847, hotDeals: 5, prospects: 12, notes: transcript } },
};
const styles = ['business', 'motivational', 'analytical', 'creative'];

const engine = createOfflineEngine();
const signal = new AbortController().signal;
async function once(data) {
  const req = { feature: 'assistant_chat', system: 'system prompt '.repeat(20), messages: [{ role: 'user', content: JSON.stringify(data) }], maxOutputTokens: 200, data };
  const t0 = performance.now();
  const res = await engine.complete(req, signal);
  await countPromptTokens(req.system, req.messages);
  await countTextTokens(res.text);
  return performance.now() - t0;
}

const cold = await once({ ...cases.chat, style: 'business' });
const results = {};
const all = [];
for (const [name, input] of Object.entries(cases)) {
  for (let i = 0; i < 5; i++) await once({ ...input, style: styles[i % 4] });
  const samples = [];
  for (let i = 0; i < N; i++) samples.push(await once({ ...input, style: styles[i % 4] }));
  results[name] = stats(samples);
  all.push(...samples);
}
results.all = stats(all);
console.log(`offline engine, ${N} calls per case (first call, loading NLP models: ${ms(cold)})`);
console.log('case        p50        p90        p99        max');
for (const [name, s] of Object.entries(results)) {
  console.log(`${name.padEnd(11)} ${ms(s.p50).padStart(9)}  ${ms(s.p90).padStart(9)}  ${ms(s.p99).padStart(9)}  ${ms(s.max).padStart(9)}`);
}
console.log(`saved ${save('ai-offline-engine', { iterations: N, coldMs: cold, results })}`);
