import { describe, expect, it } from 'vitest';
import { readFigures } from './figures';
import { normalise } from './quantities';
import { corrected, correctSpelling, editDistance } from './spelling';

const read = (text: string) => readFigures(text).figures.map((f) => [f.metric, f.value, f.unit]);

describe('misspelt metric words', () => {
  it('distance counts a swap of two letters as one edit', () => {
    expect(editDistance('retnetion', 'retention')).toBe(1);
    expect(editDistance('cunrh', 'churn')).toBeGreaterThan(1);
    expect(editDistance('margni', 'margin')).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz')).toBeGreaterThan(2);
  });

  it.each([
    ['cunrh', undefined], // two swaps in a five-letter word: too far
    ['margni', 'margin'],
    ['revneue', 'revenue'],
    ['runwya', 'runway'],
    ['aquisition', 'acquisition'],
    ['contirbution', 'contribution'],
    ['Payabck', 'payback'],
  ])('%s reads as %s', (typo, meant) => {
    expect(corrected(typo)).toBe(meant);
  });

  it.each(['grows', 'quarters', 'months', 'margins', 'churning', 'customers', 'table', 'hello', 'options'])('%s is a real word and stays', (w) => {
    expect(corrected(w)).toBeUndefined();
  });

  it('keeps the capital of a corrected word and leaves short words alone', () => {
    expect(correctSpelling('Retnetion was 91%, burn is low')).toBe('retention was 91%, burn is low'.replace(/^r/, 'R'));
    expect(correctSpelling('the arr is up')).toBe('the arr is up');
  });

  it('a misspelt label still labels its amount', () => {
    expect(read('monthly revneue of $42k and a runwya of 9 months')).toEqual([
      ['revenue', 42_000, 'money'],
      ['runway', 9, 'months'],
    ]);
    expect(read('grss margni 64%')[0]?.[0]).toBe('grossMargin');
  });
});

describe('basis points', () => {
  it.each([
    ['churn of 75 bps a month', 0.0075],
    ['churn is 120 basis points', 0.012],
    ['a 1 basis point change', 0.0001],
  ])('%s', (text, value) => {
    const f = readFigures(text).figures.find((x) => x.unit === 'percent');
    expect(f?.value).toBeCloseTo(value, 8);
  });

  it('are written as a percentage before the grammar reads them', () => {
    expect(normalise('down 250bps')).toBe('down 2.5%');
  });
});

describe('a stock on the balance sheet', () => {
  it('an amount followed by "on the balance sheet" is cash', () => {
    expect(read('we hold 3 million on our balance sheet and spend 90k a month')[0]).toEqual(['cash', 3_000_000, 'money']);
  });
});
