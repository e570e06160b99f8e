import { describe, expect, it } from 'vitest';
import { readQuestion, type Metric } from './question';

/** metric → value pairs the reader found. */
const figs = (text: string) => Object.fromEntries(readQuestion(text).figures.map((f) => [f.metric, f.value])) as Partial<Record<Metric, number>>;

describe('reading a founder question', () => {
  it.each([
    ['hello', 'smalltalk'],
    ['Hey there!', 'smalltalk'],
    ['thank you so much', 'smalltalk'],
    ['Good evening', 'smalltalk'],
    ['Draft a note to our angels about the bridge round', 'message'],
    ['Help me write an email to churned users', 'message'],
    ['Give me a 30-day plan to lower CAC', 'plan'],
    ['What are the next steps to get SOC 2?', 'plan'],
    ['Should I let go of our agency?', 'decision'],
    ['Is it worth it to open a second office?', 'decision'],
    ['Raise now or after Q2?', 'decision'],
    ['How much cash do we burn per week?', 'number'],
    ['What is our payback period?', 'number'],
    ['We signed Globex last week.', 'statement'],
    ['Hello, our cash is $300k and burn is $50k, runway?', 'number'],
  ])('%s → %s', (text, intent) => {
    expect(readQuestion(text).intent).toBe(intent);
  });

  it('labels money by the words after or before it', () => {
    expect(figs('We have $1.8M in the bank and burn $150k/month.')).toMatchObject({ cash: 1_800_000, burn: 150_000 });
    expect(figs('Our MRR is 22k and gross margin 65%.')).toMatchObject({ mrr: 22_000, grossMargin: 0.65 });
    expect(figs('$7,500 MRR from 50 customers')).toMatchObject({ mrr: 7_500, customers: 50 });
    expect(figs('Net burn sits at $95k')).toMatchObject({ netBurn: 95_000 });
    expect(figs('CAC is about $640 and LTV around $2,900')).toMatchObject({ cac: 640, ltv: 2_900 });
    expect(figs('ARR of $3.4M')).toMatchObject({ arr: 3_400_000 });
    expect(figs('we are sitting on 2.2 million')).toMatchObject({ cash: 2_200_000 });
  });

  it('reads periods and growth rates', () => {
    const q = readQuestion('Revenue is $90k a month and growing 11% month over month, costs $2.4M a year.');
    const by = Object.fromEntries(q.figures.map((f) => [f.metric, f]));
    expect(by.revenue).toMatchObject({ value: 90_000, period: 'month' });
    expect(by.growth).toMatchObject({ value: 0.11, period: 'month' });
    expect(by.costs).toMatchObject({ value: 2_400_000, period: 'year' });
    expect(readQuestion('Last quarter we burned $450k.').figures[0]).toMatchObject({ metric: 'burn', period: 'quarter' });
  });

  it('reads team costs: people, cost each, other costs', () => {
    expect(figs('We employ 9 engineers at about $11k a month each plus $18k of other costs.')).toMatchObject({
      headcount: 9,
      costPerPerson: 11_000,
      otherCosts: 18_000,
    });
  });

  it('reads changes "from A to B" with what changed', () => {
    const nps = readQuestion('NPS slipped from 61 to 48 after the redesign');
    expect(nps.changes[0]).toMatchObject({ metric: 'nps', from: { value: 61 }, to: { value: 48 } });
    const price = readQuestion('We went from $19 to $25 per seat');
    expect(price.changes[0]).toMatchObject({ metric: 'price', from: { value: 19 }, to: { value: 25 } });
    const churn = readQuestion('Logo churn went from 1.5% to 2.5%');
    expect(churn.changes[0]).toMatchObject({ metric: 'churn', from: { value: 0.015 }, to: { value: 0.025 } });
  });

  it('reads parts of a whole and what happened to them', () => {
    expect(readQuestion('5 of our 125 clients did not renew').parts[0]).toMatchObject({ kind: 'lost', part: { value: 5 }, whole: { value: 125 } });
    expect(readQuestion('Our largest account pays $14k out of $56k MRR').parts[0]).toMatchObject({ kind: 'share', part: { value: 14_000 }, whole: { value: 56_000 } });
    expect(readQuestion('Of 1,500 leads, 90 became paying').parts[0]).toMatchObject({ kind: 'converted', part: { value: 90 }, whole: { value: 1_500 } });
    expect(readQuestion('One customer is 28% of revenue').customerShare).toBe(0.28);
    expect(readQuestion('We lost 12% of customers after the change').lostShare).toBe(0.12);
  });

  it('reads funnels from named stages', () => {
    expect(readQuestion('5,000 visits, 250 sign-ups and 20 paid').funnel).toEqual([
      { stage: 'visitors', count: 5_000 },
      { stage: 'signups', count: 250 },
      { stage: 'paid', count: 20 },
    ]);
  });

  it('reads rounds: size, pre-money, post-money', () => {
    expect(figs('Raising $4M at a $16M pre-money valuation')).toMatchObject({ round: 4_000_000, preMoney: 16_000_000 });
    expect(figs('a $750k investment at $6M post')).toMatchObject({ round: 750_000, postMoney: 6_000_000 });
  });

  it('reads targets, horizons and price changes', () => {
    expect(figs('We are at $18k MRR; when do we reach $50k?')).toMatchObject({ mrr: 18_000, target: 50_000 });
    expect(figs('to get from $10k to $30k MRR in 9 months')).toMatchObject({ horizon: 9 });
    expect(readQuestion('We increased our prices by 12% in March').priceChange).toBe(0.12);
  });

  it('reads what-ifs as adjustments and notices a follow-up', () => {
    const a = readQuestion('What if we reduce burn by 15%?');
    expect(a.adjustments).toEqual([{ metric: 'burn', factor: 0.85 }]);
    expect(a.refersBack).toBe(true);
    expect(readQuestion('and if growth slows to 4%?').adjustments).toEqual([{ metric: 'growth', set: 0.04 }]);
    expect(readQuestion('What if MRR doubles?').adjustments).toEqual([{ metric: 'mrr', factor: 2 }]);
    expect(readQuestion('Same question but with churn at 6%').refersBack).toBe(true);
    expect(readQuestion('How do I hire a first salesperson?').refersBack).toBe(false);
    expect(readQuestion('Our NPS is 40. Is that good?').refersBack).toBe(false);
  });

  it('knows which topics are asked and which are only mentioned', () => {
    const q = readQuestion('Churn is 3% monthly. What is our runway with $400k and $50k burn?');
    expect(q.asked).toEqual(['runway']);
    expect(q.asks).toEqual(['runway', 'churn']);
  });

  it('reads the phrasings later evaluation rounds taught it', () => {
    expect(figs('We still have 800 grand.')).toMatchObject({ cash: 800_000 });
    expect(figs('reach $90k MRR within a year')).toMatchObject({ target: 90_000, horizon: 12 });
    expect(figs('Clients stay roughly 30 months')).toMatchObject({ lifetime: 30 });
    expect(readQuestion('We opened the quarter at 620 accounts and closed it with 589.').parts[0]).toMatchObject({ kind: 'lost', part: { value: 31 }, whole: { value: 620 } });
    expect(readQuestion('They offer 15% for $1.2M.').stake).toBe(0.15);
    expect(readQuestion('What if we hire 2 more designers at $9k each?').adjustments).toEqual([{ metric: 'burn', add: 18_000 }]);
    expect(readQuestion('After a 12% price hike, how did churn move?').priceChange).toBe(0.12);
    expect(figs('We earn $33k a month')).toMatchObject({ revenue: 33_000 });
    expect(figs('Spending $70k a month, we will run out of our $910k')).toMatchObject({ costs: 70_000 });
    expect(readQuestion('Spending $70k a month, we will run out of our $910k').unlabelled.map((u) => u.value)).toEqual([910_000]);
  });

  it('reads an amount "by" which a cost moves as a change, and a what-if monthly growth rate as the new rate', () => {
    expect(readQuestion('And if we trim our burn by 25k?').adjustments).toEqual([{ metric: 'burn', add: -25_000 }]);
    expect(readQuestion('Suppose costs rise by $12k a month: runway?').adjustments).toEqual([{ metric: 'costs', add: 12_000 }]);
    expect(readQuestion('What if we could grow 8% a month?').adjustments).toEqual([{ metric: 'growth', set: 0.08 }]);
    expect(readQuestion('Imagine sales grow 15% per month, when do we break even?').adjustments).toEqual([{ metric: 'growth', set: 0.15 }]);
  });

  it('reads a bounded part of a long message: the first 4,000 characters and 60 numbers', () => {
    const q = readQuestion(Array.from({ length: 4_000 }, (_, i) => `$${i}k`).join(', '));
    expect(q.figures.length + q.unlabelled.length).toBeLessThanOrEqual(60);
    expect(readQuestion(`${'word '.repeat(1_000)}We have $2M cash.`).figures).toEqual([]);
  });
});

describe('questions that only look like finance (round 3)', () => {
  it.each([
    'Can our net burn be written off as a tax loss in France?',
    'Is paying contractors in crypto legal for a startup?',
    'Forecast the valuation we will get at our Series A next spring',
    'predict our churn after the competitor launches',
  ])('%s is outside what the engine computes', (text) => {
    expect(readQuestion(text).intent).toBe('statement');
  });

  it('a question with figures is still computed', () => {
    expect(readQuestion('Is our burn of 80k too high with 600k in the bank?').intent).not.toBe('statement');
  });
});
