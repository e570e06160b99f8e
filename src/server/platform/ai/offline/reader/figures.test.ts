import { describe, expect, it } from 'vitest';
import { readFigures, resolveRelations } from './figures';
import { normalise } from './quantities';
import { LEXICON, mentionsIn, termAfter, termBefore } from './lexicon';

/** [metric, value, unit, period] of every figure in `text`. */
const read = (text: string) => readFigures(text).figures.map((f) => [f.metric, f.value, f.unit, f.period]);

describe('the grammar of amounts, units and periods', () => {
  it.each([
    ['Treasury holds €1.2M', 1_200_000],
    ['we have 1.2 million in cash', 1_200_000],
    ['cash of 1,200k', 1_200_000],
    ['about 40 grand of cash', 40_000],
    ['£300k cash', 300_000],
    ['half a million in cash', 500_000],
  ])('%s', (text, value) => {
    expect(read(text)).toEqual([['cash', value, 'money', undefined]]);
  });

  it.each([
    ['we spend $90k per month', 'month'],
    ['costs are $270k a quarter', 'quarter'],
    ['costs are $1.2M annually', 'year'],
    ['costs are $1.2M per year', 'year'],
    ['costs are $100k/mo', 'month'],
  ] as const)('%s: the period said after the amount', (text, period) => {
    expect(read(text)[0]).toEqual(['costs', expect.any(Number), 'money', period]);
  });

  it('durations are months, whatever unit they are said in', () => {
    expect(read('runway of 2 years')).toEqual([['runway', 24, 'months', undefined]]);
    expect(read('runway of 6 quarters')).toEqual([['runway', 18, 'months', undefined]]);
  });

  it('reads a change as one pair with its metric', () => {
    const r = readFigures('MRR went from $40k to $52k in 3 months');
    expect(r.changes).toHaveLength(1);
    expect(r.changes[0]).toMatchObject({ metric: 'mrr', from: { value: 40_000 }, to: { value: 52_000 } });
  });
});

describe('the lexicon', () => {
  it.each([
    ['We make $30k a month', 'revenue'],
    ['revenue is $30k a month', 'revenue'],
    ['we spend $80k a month', 'costs'],
    ['costs are $80k a month', 'costs'],
    ['net burn is $50k', 'netBurn'],
    ['gross burn of $120k', 'grossBurn'],
    ['$40k MRR', 'mrr'],
    ['ARR of $2.4M', 'arr'],
    ['CAC is $900', 'cac'],
    ['LTV of $4,000', 'ltv'],
    ['ARPU of $50', 'arpu'],
    ['raising $2M at a $8M pre-money', 'round'],
    ['a SAFE with a $10M cap', 'valuationCap'],
    ['post-money of $12M', 'postMoney'],
    ['$300k of net new ARR', 'netNewArr'],
    ['$500k left in the bank', 'cash'],
    ['$3M raised, all of it still in the bank', 'cash'],
    ['we raised $3M', 'round'],
  ] as const)('%s → %s', (text, metric) => {
    expect(read(text)[0]?.[0]).toBe(metric);
  });

  it.each([
    ['gross margin is 72%', 'grossMargin'],
    ['contribution margin of 35%', 'contributionMargin'],
    ['NRR of 115%', 'nrr'],
    ['gross revenue retention is 92%', 'grr'],
    ['monthly churn of 3%', 'churn'],
    ['growing 9% a month', 'growth'],
    ['activation rate is 40%', 'activation'],
    ['trial conversion is 18%', 'conversion'],
    ['a 15% option pool', 'optionPool'],
    ['a 20% discount', 'discount'],
  ] as const)('%s → %s', (text, metric) => {
    expect(read(text).find((f) => f[2] === 'percent')?.[0]).toBe(metric);
  });

  it('counts: DAU, MAU, headcount, customers', () => {
    expect(read('12,000 DAU and 40,000 MAU').map((f) => f[0])).toEqual(['dau', 'mau']);
    expect(read('a team of 14 people')[0]?.[0]).toBe('headcount');
    expect(read('we have 300 customers')[0]?.[0]).toBe('customers');
  });

  it('stock words count as cash only on their side of the amount', () => {
    // "left" after an amount is the cash; "customers left" is not.
    expect(termAfter(' left', 'money')).toBe('cash');
    expect(termBefore('40 customers left and ', 'money')).toBeUndefined();
    // "sitting on" names the cash only right before an amount.
    expect(termBefore('we are sitting on ', 'money')).toBe('cash');
    expect(termBefore('we raised prices and now charge ', 'money')).toBe('price');
  });

  it('a term right before a number is its own, not the previous number\'s; a decimal point ends no clause', () => {
    expect(read('burn 60k cash 0.9m runway?').map((f) => [f[0], f[1]])).toEqual([
      ['burn', 60_000],
      ['cash', 900_000],
    ]);
    expect(read('a $750k investment at $6M post').map((f) => f[0])).toEqual(['round', 'postMoney']);
  });

  it('does not depend on the order of the table: the nearest, then longest, term wins', () => {
    expect(termAfter(' net burn', 'money')).toBe('netBurn');
    expect(termBefore('our cash is fine but net burn is ', 'money')).toBe('netBurn');
    expect(termBefore('net burn is fine, cash is ', 'money')).toBe('cash');
    const metrics = new Set(LEXICON.map((e) => e.metric));
    expect(metrics.size).toBeGreaterThan(40);
  });

  it('names metrics said without a number', () => {
    expect(mentionsIn('How do we reduce churn and improve gross margin?').map((m) => m.label)).toEqual(['Churn', 'Gross margin']);
    expect(mentionsIn('our net burn and burn multiple').map((m) => m.metric)).toEqual(['netBurn', 'burnMultiple']);
  });

  it('puts a flow on the period its sentence names, and a total over N months on its monthly average', () => {
    expect(read('Our yearly operating costs come to €3m.')).toEqual([['costs', 3_000_000, 'money', 'year']]);
    expect(read('Across the past quarter expenses were 720k.')).toEqual([['costs', 720_000, 'money', 'quarter']]);
    const total = readFigures('Altogether we spent $800k over the past 5 months.').figures[0]!;
    expect([total.value, total.period]).toEqual([160_000, 'month']);
    // A goal to reach within some months is no total: it stays as said.
    expect(readFigures('We want to reach $90k MRR in 5 months.').figures[0]!.value).toBe(90_000);
    // Stocks have no period.
    expect(read('Cash at the end of last quarter: $2M.')).toEqual([['cash', 2_000_000, 'money', undefined]]);
  });

  it('reads a label with a colon, a burn said gross, money collected, currencies written after', () => {
    expect(read('Bank: €3.1M. Spend: about €240k/mo gross; we collect €40k/mo.').map((f) => [f[0], f[1]])).toEqual([
      ['cash', 3_100_000],
      ['grossBurn', 240_000],
      ['revenue', 40_000],
    ]);
    expect(read("CHF 1'800'000 on the account and a burn of 90'000 CHF a month").map((f) => [f[0], f[1], f[3]])).toEqual([
      ['cash', 1_800_000, undefined],
      ['burn', 90_000, 'month'],
    ]);
    // A cost each per person stays money, whatever count is named before it.
    expect(read('9 engineers at roughly 11k a month each')[1]).toEqual([undefined, 11_000, 'money', 'month']);
  });
});

describe('unit economics and product metrics in founders\' words (issue 30)', () => {
  it.each([
    ['9,000 daily users', 'dau'],
    ['40,000 monthly users', 'mau'],
    ['2k people use the app every day', 'dau'],
    ['contracted 0.3M', 'contraction'],
    ['expanded 2M', 'expansion'],
    ['each is worth 4,000 in lifetime gross profit', 'ltv'],
    ['it costs us $800 to get one', 'cac'],
    ['subscribers paying $30/month', 'arpu'],
    ['$1,200 a year ARPA', 'arpu'],
    ['£40/mo subscription', 'price'],
    ['€60/month per customer', 'arpu'],
    ['revenue per account 1,000', 'arpu'],
    ['$20k marketing agency fees', 'spend'],
  ])('%s', (text, metric) => {
    expect(read(text).find((f) => f[1] !== undefined)?.[0]).toBe(metric);
  });

  it('a count with its term right before it stays a count when the next amount has a scale ("DAU 1.2M MAU 3M")', () => {
    expect(read('DAU 500k MAU 2M')).toEqual([
      ['dau', 500_000, 'count', undefined],
      ['mau', 2_000_000, 'count', undefined],
    ]);
  });

  it('sales people are a headcount, an amount each is money, "left us" is no cash', () => {
    expect(read('3 SDRs')[0]).toEqual(['headcount', 3, 'count', undefined]);
    expect(read('5 engineers at 120k each')[1]).toEqual([undefined, 120_000, 'money', undefined]);
    expect(read('90 left us')[0]?.[0]).not.toBe('cash');
  });

  it('dates are no quantities: days of a month and years', () => {
    expect(read('200 accounts on 1 March, 8 had left by 31 March').map((f) => f[1])).toEqual([200, 8]);
    expect(read('150 customers at the start of 2024').map((f) => f[1])).toEqual([150]);
    expect(read('the 2023 cohort started at $30k MRR').map((f) => f[1])).toEqual([30_000]);
    expect(read('in March 10 customers left').map((f) => f[1])).toEqual([10]);
  });

  it('session 35: the revenue lost, unique users, subscribers shortened, a lifetime value a month', () => {
    expect(read('lost MRR 4k')[0]?.[0]).toBe('churnedRevenue');
    expect(read('cancelled ARR of 90k')[0]?.[0]).toBe('churnedRevenue');
    expect(read('7,000 monthly unique users')[0]?.[0]).toBe('mau');
    expect(read('350 daily unique visitors')[0]?.[0]).toBe('dau');
    expect(read('2,400 subs')[0]?.[0]).toBe('customers');
    // A lifetime value has no period: an amount a month beside its name is what a customer pays.
    expect(read('LTV basis: €75/mo')[0]?.[0]).toBe('arpu');
  });

  it('session 35: an ordinal month is no count, and the parts of a total in brackets are not counted twice', () => {
    expect(read('1,500 members, half still active after month 2, how many by month 9').map((f) => f[1])).toEqual([1500]);
    expect(read('marketing $90k (events $30k, ads $60k), 45 new clients').map((f) => f[1])).toEqual([90_000, 45]);
    // Amounts in brackets that are no breakdown stay.
    expect(read('payroll $90k (plus $10k bonus) a month').map((f) => f[1])).toEqual([90_000, 10_000]);
  });
});

describe('periods carried along a list, and new lexicon rows (issue 30, round 3)', () => {
  it('a cost line listed after a weekly one is weekly too', () => {
    expect(read('weekly spend is $9k on payroll plus $2k on tools').map((f) => [f[1], f[3]])).toEqual([
      [9_000, 'week'],
      [2_000, 'week'],
    ]);
    // A stock after a flow keeps no period: "burn $50k a month and $1M in the bank".
    expect(read('burn $50k a month and $1M in the bank')[1]).toEqual(['cash', 1_000_000, 'money', undefined]);
  });

  it('an annualised figure is a year’s', () => {
    expect(read('annualized revenue of $600k')).toEqual([['revenue', 600_000, 'money', 'year']]);
  });

  it('reads a selling price, a contribution per customer, a profit and a bridge', () => {
    expect(read('each kit sells for $80')[0]).toEqual(['price', 80, 'money', undefined]);
    expect(read('contribution per client of $250')[0]?.slice(0, 3)).toEqual(['contributionMargin', 250, 'money']);
    expect(read('EBITDA was $1.1M')[0]?.slice(0, 3)).toEqual(['profit', 1_100_000, 'money']);
    expect(read('we took a $500k bridge')[0]?.slice(0, 3)).toEqual(['round', 500_000, 'money']);
  });
});

describe('an amount said relative to another', () => {
  const rel = (text: string) => resolveRelations(normalise(text));
  it.each([
    ['Payroll is three times our income; income is $30k a month.', 'Payroll is $90k a month'],
    ['our opex came to 25% over sales, with sales at £80k/month', 'our opex came to £100k a month'],
    ['spend is 50% below revenue. revenue: 60k per month', 'spend is 30k a month'],
    ['net burn sits at 80% of MRR, MRR 50k', 'net burn sits at 40k a month'],
    ['cost of goods runs at 1.5x our cloud bill of €12k', 'cost of goods runs at €18k'],
  ])('%s', (text, written) => {
    expect(rel(text)).toContain(written);
  });

  it.each([
    'revenue grew 30% over the quarter',
    'churn is 4% of customers each month',
    'costs are 40% and revenue is $50k',
    'costs are double our revenue', // no amount for the base
  ])('%s: left as written', (text) => {
    expect(rel(text)).toBe(normalise(text));
  });

  it('the resolved amount is read with its subject’s label', () => {
    const f = readFigures('Our expenses are twice our revenue, and revenue is $20k a month.').figures;
    expect(f.map((x) => [x.metric, x.value])).toEqual([
      ['costs', 40_000],
      ['revenue', 20_000],
    ]);
  });
});

describe('the noun-phrase head reader (round 3): an amount takes the head of the phrase it is attached to', () => {
  it.each([
    // a verb after its subject, by stem: "invoiced/invoices" are not in the lexicon, "bill" is a stem of "billings"
    ['they billed $48k in March, payroll was $70k', 48_000, 'revenue'],
    ['our clients are billed 12k each month', 12_000, 'revenue'],
    // the head after the amount, past of/in/for
    ['last month brought €9,000 of billings', 9_000, 'revenue'],
    // a verb form of a head the lexicon declares ("contribution")
    ['every subscriber contributed €21 after variable costs', 21, 'contributionMargin'],
    // the count as the subject of "use it daily"
    ['about 900 open the app every day', 900, 'dau'],
  ])('%s', (text, value, metric) => {
    expect(readFigures(text).figures.find((f) => f.value === value)?.metric).toBe(metric);
  });

  it('a noun compound is not a verb: "the hosting bill" is no revenue', () => {
    expect(readFigures('the warehouse bill is 3k a month').figures[0]?.metric).not.toBe('revenue');
  });

  it('an amount attached by its own preposition is not labelled by the object ("on", "to")', () => {
    expect(readFigures('we put 15k on trade shows').figures[0]?.metric).toBeUndefined();
  });

  it('an unknown head leaves the amount unlabelled rather than grabbed by a metric word further on', () => {
    expect(readFigures('we bought 40 chairs, and churn is 3%').figures[0]?.metric).toBeUndefined();
  });

  it('a verb after the amount makes it the subject: its noun is not said', () => {
    expect(readFigures('4,000 visitors came, 120 upgraded to paying').figures.find((f) => f.value === 120)?.metric).not.toBe('customers');
  });

  it('a rate with a period-over-period marker and no metric word is a growth rate', () => {
    expect(readFigures('sales fell, -4% QoQ since spring').figures[0]?.metric).toBe('growth');
  });

  it('two amounts joined by an arrow are one change', () => {
    const r = readFigures('bookings 80k -> 96k over the half year');
    expect(r.changes).toHaveLength(1);
    expect([r.changes[0]!.from.value, r.changes[0]!.to.value]).toEqual([80_000, 96_000]);
  });

  it('a fall in the cash balance is a net burn, over the period said', () => {
    const f = readFigures('over the last quarter our cash dropped by $330k').figures[0]!;
    expect([f.metric, f.period]).toEqual(['netBurn', 'quarter']);
  });
});

describe('a figure corrected or a range settled: the later amount wins, with the label of the first', () => {
  const read = (s: string) => readFigures(s).figures.map((f) => [f.metric, f.value]);
  it('drops the amount a correction replaces', () => {
    expect(read('Our bank balance is €2.1m, no wait, €2.3m.')).toEqual([['cash', 2_300_000]]);
    expect(read('Monthly burn £65k – actually £61k once the refund landed')).toEqual([['burn', 61_000]]);
    expect(read('ARR sits at 900k. Sorry, I meant 960k')).toEqual([['arr', 960_000]]);
  });
  it('settles a range on the amount said inside it', () => {
    expect(read('payroll runs between 120 and 150k a month, call it 135k')).toEqual(read('payroll runs 135k a month'));
    expect(read('revenue 30-45k, say 40')).toEqual([['revenue', 40_000]]);
  });
  it('keeps two separate figures apart', () => {
    expect(read('cash is $800k and burn is $60k').length).toBe(2);
  });
  it('reads seats as customers', () => {
    expect(read('we sold 340 seats')).toEqual([['customers', 340]]);
  });
});

describe('relative amounts, run rates (#30, round advrel)', () => {
  it.each([
    ['sales were up 5k on the previous month, which was 20k', 20_000, 25_000],
    ['MRR is down 10% on last quarter\'s 90k', 90_000, 81_000],
    ['bookings rose by 3k vs the prior week (12k)', 12_000, 15_000],
    ['revenue is 25% more than last month\'s 40k', 40_000, 50_000],
    ['MRR came in 20% lower than the previous month, which was 30k', 30_000, 24_000],
  ])('%s: read as the change from the earlier amount to the one it makes', (text, from, to) => {
    const r = readFigures(text);
    expect(r.changes).toHaveLength(1);
    expect(r.changes[0]!.from.value).toBeCloseTo(from, 0);
    expect(r.changes[0]!.to.value).toBeCloseTo(to, 0);
  });

  it('leaves a change with no amount to refer to as written', () => {
    expect(readFigures('revenue is up 12% on last month').changes).toHaveLength(0);
    expect(readFigures('up 4k on last month').figures.map((f) => f.value)).toEqual([4000]);
  });

  it.each([
    ['we take in $2,000 a day in sales', (2000 * 365) / 12],
    ['about 600 € of revenue per day', (600 * 365) / 12],
    ['we bring in $1k/day', (1000 * 365) / 12],
  ])('%s: money a day runs at 365/12 days a month', (text, monthly) => {
    const money = readFigures(text).figures.filter((f) => f.unit === 'money');
    expect(money).toHaveLength(1);
    expect(money[0]!.period).toBe('month');
    expect(money[0]!.value).toBeCloseTo(monthly, -1);
  });

  it('does not read people counted daily as money a day', () => {
    const f = readFigures('4.2k daily active users and 15k monthly actives').figures;
    expect(f.map((x) => x.value)).toEqual([4200, 15_000]);
  });

  it.each(['we made 7,500 of revenue last week', 'last week we did $7,500 in sales', 'sales this week were $7,500'])('%s: a flow over one week is a week\'s', (text) => {
    const money = readFigures(text).figures.filter((f) => f.unit === 'money');
    expect(money.map((f) => [f.value, f.period])).toEqual([[7500, 'week']]);
  });

  it.each([
    ['we add 30 customers a week and spend 12k a month on ads', 130],
    ['120 trials per week, how many a month?', 520],
  ])('%s: a count a week in a message in months runs at 52/12 a month', (text, monthly) => {
    const counts = readFigures(text).figures.filter((f) => f.unit === 'count');
    expect(counts[0]!.value).toBeCloseTo(monthly, 0);
  });

  it('keeps counts a week in a message all in weeks', () => {
    expect(readFigures('we add 30 customers a week; how many weeks to 600?').figures[0]!.value).toBe(30);
  });
});

describe('ordinals are no counts (round advrel)', () => {
  it.each(['600 subscribers on the 1st, 24 cancelled', 'by the 15th we had 600 subscribers and 24 cancelled', 'our 100th customer signed; 600 subscribers, 24 cancelled'])('%s', (text) => {
    expect(readFigures(text).figures.map((f) => f.value)).toEqual([600, 24]);
  });
});
