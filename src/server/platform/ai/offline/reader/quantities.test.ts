import { describe, expect, it } from 'vitest';
import { amountsInOneNotation, findQuantities, normalise, parseQuantity } from './quantities';

const one = (text: string) => {
  const q = parseQuantity(text);
  return q && { value: q.value, unit: q.unit, period: q.period };
};

describe('reading numbers', () => {
  it.each([
    ['$1.2M', 1_200_000, 'money'],
    ['$3.75m', 3_750_000, 'money'],
    ['40k', 40_000, 'money'],
    ['40K', 40_000, 'money'],
    ['$40 k', 40_000, 'money'],
    ['€250k', 250_000, 'money'],
    ['£2bn', 2_000_000_000, 'money'],
    ['$2.5 million', 2_500_000, 'money'],
    ['1.1 billion', 1_100_000_000, 'money'],
    ['$2,500', 2_500, 'money'],
    ['$2,500,000.50', 2_500_000.5, 'money'],
    ['2,500 users', 2_500, 'count'],
    ['17', 17, 'count'],
    ['0.5', 0.5, 'count'],
    ['half a million', 500_000, 'money'],
    ['a million', 1_000_000, 'money'],
  ] as const)('%s → %d (%s)', (text, value, unit) => {
    expect(one(text)).toMatchObject({ value, unit });
  });

  it('reads percentages as fractions, with their period', () => {
    expect(one('8% monthly')).toEqual({ value: 0.08, unit: 'percent', period: 'month' });
    expect(one('12 percent a year')).toEqual({ value: 0.12, unit: 'percent', period: 'year' });
    expect(one('3.5% MoM')).toEqual({ value: 0.035, unit: 'percent', period: 'month' });
    expect(one('20% QoQ')).toEqual({ value: 0.2, unit: 'percent', period: 'quarter' });
    expect(one('40% YoY')).toEqual({ value: 0.4, unit: 'percent', period: 'year' });
    expect(one('6% month over month')).toEqual({ value: 0.06, unit: 'percent', period: 'month' });
    expect(one('4 per cent')).toMatchObject({ value: 0.04, unit: 'percent' });
  });

  it('reads periods after money: /mo, per month, a quarter, annually', () => {
    expect(one('$85k/mo')).toEqual({ value: 85_000, unit: 'money', period: 'month' });
    expect(one('$85k / month')).toEqual({ value: 85_000, unit: 'money', period: 'month' });
    expect(one('$300k per quarter')).toEqual({ value: 300_000, unit: 'money', period: 'quarter' });
    expect(one('$1.8M annually')).toEqual({ value: 1_800_000, unit: 'money', period: 'year' });
    expect(one('$12k a month')).toEqual({ value: 12_000, unit: 'money', period: 'month' });
    expect(one('$7k a month each')).toMatchObject({ value: 7_000, period: 'month' });
    expect(parseQuantity('$7k a month each')!.each).toBe(true);
  });

  it('reads durations in months', () => {
    expect(one('18 months')).toEqual({ value: 18, unit: 'months', period: undefined });
    expect(one('2 years')).toMatchObject({ value: 24, unit: 'months' });
    expect(one('3 quarters')).toMatchObject({ value: 9, unit: 'months' });
    expect(one('one month')).toMatchObject({ value: 1, unit: 'months' });
    expect(one('nine months')).toMatchObject({ value: 9, unit: 'months' });
  });

  it('reads ratios and points', () => {
    expect(one('3x')).toMatchObject({ value: 3, unit: 'ratio' });
    expect(one('3:1')).toMatchObject({ value: 3, unit: 'ratio' });
    expect(one('7 points')).toMatchObject({ value: 7, unit: 'count' });
  });

  it('writes number words as digits but leaves "a month" alone', () => {
    expect(normalise('two key hires and twenty-four customers')).toBe('2 key hires and 24 customers');
    expect(normalise('we pay $5k a month')).toBe('we pay $5k a month');
    expect(normalise('a dozen pilots')).toBe('12 pilots');
  });

  it('finds every quantity in order, and not the digits inside names', () => {
    const qs = findQuantities('In Q3 our B2B MRR went from 52 to 31k, 3 of our 40 customers left and churn hit 7.5%.');
    expect(qs.map((q) => q.raw)).toEqual(['52', '31k', '3', '40', '7.5%']);
    const range = findQuantities('from $49 to $59 per month');
    expect(range.map((q) => q.value)).toEqual([49, 59]);
    expect(range[1]!.period).toBe('month');
  });

  it.each([
    // Swiss apostrophes, decimal commas before a scale, dotted and spaced thousands beside a currency.
    ["SEK 1'250'000", 1_250_000, 'SEK'],
    ["75'500 CHF", 75_500, 'CHF'],
    ['3,4 Mio €', 3_400_000, '€'],
    ['0,8 Mio. Euro', 800_000, 'Euro'],
    ['2.750.000 €', 2_750_000, '€'],
    ['€6.500', 6_500, '€'],
    ['640 000 €', 640_000, '€'],
    ['1,5 Mrd', 1_500_000_000, undefined],
    ['12 Tsd. EUR', 12_000, 'EUR'],
    ['95k€', 95_000, '€'],
    ['USD 70k', 70_000, 'USD'],
    ['3 million dollars', 3_000_000, 'dollars'],
  ] as const)('reads %s in one notation', (text, value, currency) => {
    const q = parseQuantity(text)!;
    expect(q).toMatchObject({ value, unit: 'money' });
    expect(q.currency).toBe(currency);
  });

  it('keeps what is not an amount in another notation: lists, years, decimals', () => {
    expect(findQuantities(normalise('40,000 users and 1,25 k€')).map((q) => q.value)).toEqual([40_000, 1_250]);
    expect(findQuantities(normalise('in 2026 we had 1.5 engineers')).map((q) => q.value)).toEqual([2026, 1.5]);
    expect(one('4,5 %')).toMatchObject({ value: 0.045, unit: 'percent' });
  });

  it('reads the period of a flow however it is abbreviated', () => {
    expect(one('CHF 96,000 p.a.')).toMatchObject({ value: 96_000, period: 'year' });
    expect(one('€40k per annum')).toMatchObject({ period: 'year' });
    expect(one('£3,000 pcm')).toMatchObject({ period: 'month' });
    expect(one('$12k/m')).toMatchObject({ period: 'month' });
    expect(one('$90k/y')).toMatchObject({ period: 'year' });
    expect(one('$210k/q')).toMatchObject({ period: 'quarter' });
  });
});

describe('amounts said in words and other scales (issue 30, round 3)', () => {
  it.each([
    ['two and a half million', 2_500_000],
    ['one and a half million', 1_500_000],
    ['three point seven million', 3_700_000],
    ['three hundred thousand', 300_000],
    ['two hundred and fifty thousand', 250_000],
    ['one point two five million', 1_250_000],
    ['a quarter million', 250_000],
    ['a quarter of a million', 250_000],
    ['three quarters of a million', 750_000],
    ['₹2 crore', 20_000_000],
    ['₹45 lakh', 4_500_000],
    ['8 lakhs', 800_000],
  ] as const)('%s → %d', (text, value) => {
    expect(one(text)).toMatchObject({ value, unit: 'money' });
  });

  it('reads the period of a rate said after the word it measures', () => {
    expect(one('12% growth per quarter')).toEqual({ value: 0.12, unit: 'percent', period: 'quarter' });
    expect(one('1.5% churn a month')).toEqual({ value: 0.015, unit: 'percent', period: 'month' });
    expect(one('30% revenue growth every year')).toEqual({ value: 0.3, unit: 'percent', period: 'year' });
  });
});

describe('thousands grouped with spaces, without a currency (session 36)', () => {
  const values = (text: string) => findQuantities(amountsInOneNotation(text)).map((q) => q.value);
  it('reads two groups or more as one number, and then the message notation for single groups', () => {
    expect(values('We count 12 500 000 shares, of which 750 000 sit in the pool.')).toEqual([12_500_000, 750_000]);
  });
  it('reads one group before a counted noun', () => {
    expect(values('about 2 400 users on the team plan')).toEqual([2400]);
    expect(values('3 600 licences renew in May')).toEqual([3600]);
  });
  it('keeps a month number apart from the count after it', () => {
    expect(values('by month 4 250 customers were left')).not.toContain(4250);
  });
});

describe('a scale letter stays on the line of its number (session 37)', () => {
  const values = (text: string) => findQuantities(amountsInOneNotation(text)).map((q) => q.value);
  it('does not read the first letter of the next line as millions or thousands', () => {
    expect(values('week\tusers\nw1\t4200\nMonthly total?')).toContain(4200);
    expect(values('q1 4200\nk-factor 1.3')).toContain(4200);
    expect(values('revenue 3 m')).toEqual([3_000_000]);
  });
});

describe('accounting negatives in a cell (session 40)', () => {
  const values = (text: string) => findQuantities(normalise(text)).map((q) => q.value);
  it('reads a bracketed amount standing alone in a cell or after a colon as a minus amount', () => {
    expect(values('Operating result:  (62,300) for April')).toEqual([-62_300]);
    expect(values('line\tOct\tNov\nfree cash flow\t(7,250)\t(4,100)')).toEqual([-7250, -4100]);
    expect(values('| net | £(18.5k) |')).toEqual([-18_500]);
    expect(values('CHF (90,000)')).toEqual([-90_000]);
  });
  it('keeps asides, list markers and bracketed durations positive', () => {
    expect(values('our spend (¥400,000) each month')).toEqual([400_000]);
    expect(values('step (2) then step (3)')).toEqual([2, 3]);
    expect(values('a window (18 months) to raise')).toEqual([18]);
  });
});
