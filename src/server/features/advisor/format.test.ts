/** The one currency rule of the advisor's answers (format.ts), with sentences written for this test. */
import { describe, expect, it } from 'vitest';
import { currencyOf, inCurrency } from './format';

describe('currencyOf', () => {
  it.each([
    ['Our burn is Rs 6 lakh a month', '₹'],
    ['We raised Rs.2 crore last year', '₹'],
    ['cash of ₹45L, burn ₹3L', '₹'],
    ['INR 80 lakh in the bank', '₹'],
    ['about 3 cr in the bank', '₹'],
    ['€2M pre-money', '€'],
    ['£300k ARR', '£'],
  ])('%s → %s', (text, sym) => {
    expect(currencyOf([text])).toBe(sym);
  });

  it('keeps the dollar when a dollar is said, or when two other currencies are', () => {
    expect(currencyOf(['$500k and 2 crore'])).toBeUndefined();
    expect(currencyOf(['€1M and £1M'])).toBeUndefined();
    expect(currencyOf(['we have 40 customers'])).toBeUndefined();
  });

  it('rewrites every dollar amount of an answer', () => {
    expect(inCurrency('Runway: 15 months ($1.2M ÷ $80k a month).', ['Rs 1.2 crore cash, Rs 8 lakh burn'])).toBe('Runway: 15 months (₹1.2M ÷ ₹80k a month).');
  });
});
