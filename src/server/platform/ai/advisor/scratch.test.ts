import { it } from 'vitest';
import { readQuestion } from './question';
import { analyseQuestion } from './compute';
import { advise } from './reply';
const qs = [
  'We have $40k MRR growing 8% monthly, burn $90k, 14 months runway — should we raise now or wait?',
  'Our NPS dropped from 52 to 31',
  'We have about $2.4M in the bank and spend $160k a month. How long do we last?',
  'hello',
  'Price went from $30 to $36 and 6% of customers left. Worth it?',
];
it('scratch', () => {
  for (const t of qs) {
    const q = readQuestion(t);
    const a = analyseQuestion(q);
    console.log(t, '\n ', q.intent, q.asks, q.figures.map((f) => `${f.metric}=${f.value}${f.period ? '/' + f.period : ''}`).join(' '), '\n  ->', advise({ question: q, analysis: a, style: 'business', wordLimit: 50 }));
  }
});
