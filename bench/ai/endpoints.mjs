// AI and voice endpoints of the built server, one request at a time (offline engines):
// latency including HTTP, validation, the budget check and the ai_usage insert.
//   npm run build && node bench/ai/endpoints.mjs [requests per endpoint, default 100]
import { percentile, save } from '../lib/load-ts.mjs';
import { startApp } from '../lib/server.mjs';

const N = Number(process.argv[2] ?? 100);
const app = await startApp({ AI_ANON_DAILY_TOKEN_BUDGET: '100000000', AI_REQUESTS_PER_MINUTE: '100000', VOICE_REQUESTS_PER_MINUTE: '100000' });
const context = {
  decisions: [{ title: 'Hire VP of Sales', context: 'Pipeline is stalling', status: 'pending', urgency: 'high' }],
  tasks: [{ title: 'Draft the job description', status: 'in-progress', priority: 'high', assignee: 'Sarah Chen' }],
  metrics: { arr: '$847K', burnRate: '$120K/month' },
};
const cases = {
  'POST /api/assistant/chat': ['/api/assistant/chat', (i) => ({ messages: [{ id: String(i), role: 'user', content: `Acme Corp renewed at $${i + 100}K ARR but churn rose to 4% and Priya is worried.` }] })],
  'POST /api/ai-chat': ['/api/ai-chat', (i) => ({ message: `What is most urgent for week ${i}?`, context })],
  'POST /api/generate-audio (cached)': ['/api/generate-audio', () => ({ text: 'Revenue grew twelve percent this quarter.', voice: 'nova' })],
};
const results = {};
try {
  for (const [name, [url, body]] of Object.entries(cases)) {
    const samples = [];
    for (let i = 0; i < N + 5; i++) {
      const t0 = performance.now();
      const res = await fetch(app.url + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body(i)) });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${name}: ${res.status}`);
      if (i >= 5) samples.push(performance.now() - t0);
    }
    samples.sort((a, b) => a - b);
    results[name] = { p50: percentile(samples, 50), p99: percentile(samples, 99), max: samples.at(-1) };
    console.log(`${name.padEnd(36)} p50 ${results[name].p50.toFixed(1)} ms   p99 ${results[name].p99.toFixed(1)} ms`);
  }
} finally {
  await app.stop();
}
console.log(`saved ${save('ai-endpoints', { requests: N, results })}`);
