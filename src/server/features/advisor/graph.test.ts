import { describe, expect, it } from 'vitest';
import { askedMetric, EDGES, givens, pointsBack, solve, type Node } from './graph';

/** The answer's value (percentages as fractions), or undefined. */
const value = (text: string, earlier: string[] = []) => {
  const r = solve(text, earlier);
  return r && 'answer' in r ? r.answer.value : undefined;
};

describe('askedMetric: the one metric a question asks, whatever the wording', () => {
  const cases: [string, Node][] = [
    ['Bank balance £300k, spending £25k net each month. How long does the money last?', 'runway'],
    ['how many months of runway do we have left with 2m and a 90k burn', 'runway'],
    ['We sold 40 plans last month for $900 of ads each... what did each customer cost us to acquire?', 'cac'],
    ['Could you work out our CAC payback from these numbers?', 'payback'],
    ['margin-adjusted payback, please: CAC 2k, ARPA 300', 'payback'],
    ['customers pay 80 a month and 4% leave monthly; lifetime value?', 'ltv'],
    ['what is the burn multiple if we burned 2m to add 1m ARR', 'burnMultiple'],
    ['our Rule of 40 number, given 30% growth and 5% margin?', 'ruleOf40'],
    ['what does the magic number come to', 'magicNumber'],
    ['dau/mau for 1,200 daily and 6,000 monthly users?', 'stickiness'],
    ['How many weeks until we reach $80k MRR at 6% monthly?', 'monthsToTarget'],
    ['Tell me the gross margin on a $70 kit that costs $21 to build.', 'grossMargin'],
    ['and the contribution margin once shipping is counted?', 'contributionMargin'],
    ['What fraction of a cohort have we lost after 9 months at 2% churn?', 'lostShare'],
    ['how many paying users should we expect out of 5,000 trials at 8%?', 'funnelBottom'],
    ['what share of signups is still active after a quarter?', 'retention'],
    ['LTV to CAC when LTV is 3k and CAC 1k?', 'ltvCac'],
    ['we earn 1.1m a year from 900k last year, annual growth?', 'annualGrowth'],
  ];
  it.each(cases)('%s → %s', (text, node) => {
    expect(askedMetric(text)?.node).toBe(node);
  });

  it('reads the period a flow is asked in', () => {
    expect(askedMetric('costs are 70k and revenue 30k, what is the net burn per quarter?')).toMatchObject({ node: 'netBurn', period: 'quarter' });
    expect(askedMetric('what is the weekly growth if revenue went from 2k to 3k in 8 weeks?')).toMatchObject({ node: 'growth', period: 'week' });
  });

  it('names no metric for a question it does not compute', () => {
    expect(askedMetric('Which accelerator should we apply to?')).toBeUndefined();
  });

  it('takes the metric asked before for a follow-up that names none', () => {
    expect(askedMetric('and if that falls by half?', ['we lose 12 of 300 accounts a month, churn rate?'])?.node).toBe('churn');
    expect(askedMetric('what is that compounded over a year?', ['we lose 12 of 300 accounts a month, churn rate?'])?.node).toBe('lostShare');
  });
});

describe('the graph: formulas declare their edges and the shortest chain is computed', () => {
  it('has one table of edges, each with inputs and a named output', () => {
    for (const e of EDGES) {
      expect(e.ins.length).toBeGreaterThan(0);
      expect(e.ins).not.toContain(e.out);
    }
    // Alternatives are separate edges.
    expect(EDGES.filter((e) => e.out === 'grossMargin').length).toBeGreaterThan(1);
  });

  it('chains runway through net burn from costs and revenue, and says the arithmetic', () => {
    const r = solve('We hold €480k. Outgoings are €52k a month and we bring in €12k monthly. Runway?');
    expect(r && 'answer' in r && r.answer.value).toBeCloseTo(12, 5);
    expect(r && 'answer' in r && r.answer.basis).toContain('÷');
  });

  it('takes the cash left, not the amount once raised', () => {
    expect(value('We raised $3M two years ago and $900k is left; net burn $60k a month. Runway?')).toBeCloseTo(15, 5);
  });

  it('compounds growth between two values over months named or counted', () => {
    expect(value('revenue moved from 20k in february to 26.62k in may; monthly growth rate?')).toBeCloseTo(0.1, 4);
    expect(value('we need to get from 50k MRR today (March) to 80k by September, what monthly growth does that take?')).toBeCloseTo((80 / 50) ** (1 / 6) - 1, 4);
    expect(value('sales were 2.0M in 2023 and 2.6M in 2024 — growth?')).toBeCloseTo(0.3, 4);
    expect(value('We grow 4% every month. What is that over a year, compounded?')).toBeCloseTo(1.04 ** 12 - 1, 6);
  });

  it('counts the months to a target from a quarterly rate', () => {
    expect(value('ARR 2M, growing 10% per quarter. How many months until 4M ARR?')).toBeCloseTo(3 * (Math.log(2) / Math.log(1.1)), 3);
  });

  it('reads churn and retention from counts and fractions', () => {
    expect(value('roughly 1 in 40 members cancels each month. What is our churn?')).toBeCloseTo(0.025, 6);
    expect(value('800 accounts on Jan 1, 120 cancelled and 200 new joined during the year. Logo retention?')).toBeCloseTo(0.85, 6);
    expect(value('monthly churn is 5%. what share of customers have we lost after 12 months?')).toBeCloseTo(1 - 0.95 ** 12, 6);
  });

  it('sums the spend lines of a blended CAC, with people paid each', () => {
    expect(value('Three SDRs at $5k each per month plus $9k a month of ads bring 30 new customers a month. Blended CAC?')).toBeCloseTo(800, 6);
    expect(value('we paid 6 000 € for ads and converted a quarter of our 80 trials. CAC?')).toBeCloseTo(300, 6);
  });

  it('adjusts payback for margin and for an annual contract', () => {
    expect(value('CAC is $4,800, ACV $9,600, gross margin 50%. Payback in months?')).toBeCloseTo(12, 6);
  });

  it('computes margins from a price and its costs', () => {
    expect(value('Each candle sells for $25 and costs us $10 to make. Gross margin?')).toBeCloseTo(0.6, 6);
    expect(value('gross profit 90k on revenue of 150k, what GM is that?')).toBeCloseTo(0.6, 6);
  });

  it('answers break-even in customers and in units', () => {
    expect(value('How many clients at 200/mo with 75% gross margin do we need to cover 45k of monthly opex?')).toBeCloseTo(300, 6);
    expect(value('£20 a unit, £8 variable cost, £36,000 fixed per month. units per month to break even?')).toBeCloseTo(3000, 6);
  });

  it('chains a funnel forwards and backwards', () => {
    expect(value('visit→signup 5%, signup→paid 20%. what is visit-to-paid conversion?')).toBeCloseTo(0.01, 6);
    expect(value('we want 30 new paying customers a month at a 6% trial conversion, how many trials do we need?')).toBeCloseTo(500, 6);
  });

  it('reads the DAU from MAU and the ratio', () => {
    expect(value('MAU is 50k and DAU/MAU is 12%. how many daily active users is that')).toBeCloseTo(6000, 6);
  });

  it('asks for the one input the shortest chain lacks', () => {
    const r = solve('What is our CAC payback? CAC is 900.');
    expect(r && 'need' in r && r.need.node).toBe('arpu');
    const s = solve('How long is our runway? We burn 40k a month net.');
    expect(s && 'need' in s && s.need.node).toBe('cash');
  });

  it('re-runs the chain when a follow-up changes a node', () => {
    const first = 'we spend 12k a month on ads and 6k on sales and win 30 customers a month. CAC?';
    expect(value(first)).toBeCloseTo(600, 6);
    expect(value('and if we double ad spend and get 50% more customers?', [first])).toBeCloseTo((24000 + 6000) / 45, 6);
    const be = 'how many customers at 100/mo with 60% gross margin cover 30k of opex a month?';
    expect(value('what if we raise the price to 125?', [be])).toBeCloseTo(400, 6);
    const growth = 'MRR went from 30k to 36k in 2 months, monthly growth?';
    expect(value('what about over 4 months then, it was 25k four months ago', [growth])).toBeCloseTo((36 / 25) ** (1 / 4) - 1, 6);
  });

  it('knows a question that points back', () => {
    expect(pointsBack('what does that come to over a year?')).toBe(true);
    expect(pointsBack('what is our churn?')).toBe(false);
  });

  it('reads spaced thousands before a noun', () => {
    expect(givens('about 2 300 daily actives and 11 500 monthly actives').dau?.v).toBe(2300);
  });
});

describe('round 2: structural readers', () => {
  it('works gross burn back from net burn and revenue', () => {
    expect(value('We lose $40k net every month while sales bring in $25k monthly. Total monthly outgoings, i.e. gross burn?')).toBeCloseTo(65_000, 0);
  });

  it('reads an amount given relative to another before it solves', () => {
    expect(value('Payroll runs at three times our income; income is €30k a month, cash €450k. Runway?')).toBeCloseTo(7.5, 1);
  });

  it('reads a misspelt asked metric and churn said in basis points', () => {
    expect(value('lifetmie value? each account pays 120 a month, churn 300 bps monthly')).toBeCloseTo(4_000, 0);
  });
});

describe('round 3: the asked noun phrase, and rates between periods', () => {
  it.each<[string, Node]>([
    // the phrase after the question word, not the first metric in the clause
    ['gross burn is 300k and revenue grows 20k a month, whats our burn multiple', 'burnMultiple'],
    // an imperative and a request
    ['please work out the payback: CAC 900, ARPA 150', 'payback'],
    ['ARPA $90 and 1,500 seats. arr please', 'arr'],
    // asked only as the head after the question word
    ['we have 80 customers on an ACV of 6k; what is the MRR', 'mrr'],
    // a bare unit clause reads the message's metric
    ['payback on CAC 3,000 and ARPA 250. months?', 'payback'],
    // a period word inside the name
    ['what is our total weekly contribution with 70 orders at 12 each', 'totalContribution'],
    ['gross annual burn on 3m costs a year?', 'grossBurn'],
    ['months remaining with 500k and a 50k burn?', 'runway'],
  ])('%s', (text, node) => {
    expect(askedMetric(text)?.node).toBe(node);
  });

  it('a rate of a change said earlier is its growth', () => {
    expect(askedMetric('bookings 80k -> 96k over 6 months. what is that as a compound rate')?.node).toBe('growth');
  });

  it('MRR from ARPA × customers, and ARR from it', () => {
    expect(value('annual contract value 12k, 50 customers, what is our MRR')).toBeCloseTo(50_000);
    expect(value('ARPA £50 a month and 1,000 accounts, what is the ARR?')).toBeCloseTo(600_000);
  });

  it('churn from counts over a quarter, asked a month, is compounded down', () => {
    expect(value('12 clients cancelled last quarter; we had 400 at the start of it. monthly churn?')).toBeCloseTo(1 - 0.97 ** (1 / 3), 4);
  });

  it('a yearly churn asked as a monthly equivalent is compounded, not divided', () => {
    expect(value('annual logo churn is 30%: what is that a month, compounded?')).toBeCloseTo(1 - 0.7 ** (1 / 12), 4);
  });

  it('a retention said each quarter, asked for a year', () => {
    expect(value('we retain 95% of accounts per quarter. what is yearly retention?')).toBeCloseTo(0.95 ** 4, 4);
  });

  it('GRR over a year from a monthly loss of revenue', () => {
    expect(value('we lose 2% of MRR a month to cancellations, no upsell. annual GRR, compounded?')).toBeCloseTo(0.98 ** 12, 4);
  });

  it('a value after a rate over a span', () => {
    expect(value('revenue was 50k, then +4% MoM for 6 months. what is revenue now?')).toBeCloseTo(50_000 * 1.04 ** 6, 0);
  });

  it('a change said per quarter, asked as a monthly rate', () => {
    expect(value('sales 300k -> 360k QoQ, what is the compound monthly rate?')).toBeCloseTo(1.2 ** (1 / 3) - 1, 4);
  });

  it('a flow said over a quarter, asked a month', () => {
    expect(value('our cash fell by 450k in Q3. what is that per month?')).toBeCloseTo(150_000);
  });

  it('spend with no object is all costs: net burn against what is billed', () => {
    expect(value('we spend 120k a month and invoice 70k a month. net burn?')).toBeUndefined();
    expect(value('we spend 120k a month and bill 70k a month. net burn?')).toBeCloseTo(50_000);
  });

  it('a contribution per customer times the customers', () => {
    expect(value('each member contributes $12 a month after variable costs; we have 300 of them. total contribution?')).toBeCloseTo(3_600);
  });

  it('trials needed for the customers wanted at a conversion', () => {
    expect(value('we want 45 paying clients a month and demo-to-paid is 9%. how many demos do we need?')).toBeCloseTo(500);
  });
});

describe('an estimate from parts never overrides a figure as said', () => {
  it('a stated MRR beats price × customers for ARR; without it, the estimate is used', () => {
    expect(value('Every customer pays $59 a month, we have 210 customers, and we make $30k MRR. What is ARR?')).toBeCloseTo(360_000);
    expect(value('Every customer pays $59 a month and we have 210 customers. What is ARR?')).toBeCloseTo(12 * 59 * 210);
  });
});

describe('round advrel: year-on-year growth, COGS shares, CAC as a share of what a customer pays', () => {
  it.each([
    ['ARR stood at 2m twelve months ago and is 3m today. YoY growth?', 0.5],
    ['revenue was 400k a year ago and 500k now; yoy growth rate?', 0.25],
  ])('%s: the growth over the year, not a monthly rate', (text, v) => {
    expect(value(text)).toBeCloseTo(v, 3);
  });

  it.each([
    ['Cost of goods is 25% of revenue. What is the gross margin?', 0.75],
    ['hosting takes 20% of revenue and support another 15% of revenue; that is all our COGS. GM?', 0.65],
    ['a quarter of revenue goes to cloud costs and another 5% to card fees, nothing else in COGS. gross margin?', 0.7],
  ])('%s: 100% minus the shares that go to COGS', (text, v) => {
    expect(value(text)).toBeCloseTo(v, 3);
  });

  it('never reads a customer\'s share of revenue as a cost', () => {
    expect(value('our largest client is 25% of revenue. gross margin?')).toBeUndefined();
  });

  it.each([
    ['CAC is half of the first-year revenue per customer and ARPA is $300 a month. CAC?', 1800],
    ['our CAC equals 6 months of revenue per account; ARPU is 150 a month. what is CAC?', 900],
    ['CAC is 2x annual revenue per customer, ARPU 50 a month. CAC?', 1200],
  ])('%s', (text, v) => {
    expect(value(text)).toBeCloseTo(v, 0);
  });
});

describe('round advrel: seats priced in tiers', () => {
  it.each([
    ['The first 50 users cost $10 each a month and each additional user $8. A customer with 80 users: what MRR?', 50 * 10 + 30 * 8],
    ['licences: first 20 licences at €40 a month, the rest at €30. One account holds 35 licences: what MRR do we get from it?', 20 * 40 + 15 * 30],
    ['first 10 seats at 25 a month, seats above 10 at 20; a team buys 6 seats. what mrr do we get?', 6 * 25],
  ])('%s', (text, v) => {
    expect(value(text)).toBeCloseTo(v, 0);
  });

  it('asks rather than guesses when the seats bought are not said', () => {
    expect(value('first 10 seats at $25 a month, every seat above 10 at $20. MRR?')).toBeUndefined();
  });
});
