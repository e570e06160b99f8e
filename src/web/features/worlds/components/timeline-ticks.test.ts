import { describe, expect, it } from 'vitest';
import { timeTicks } from './timeline-ticks';

const at = (y: number, m = 0, d = 1) => new Date(y, m, d).getTime();

describe('timeTicks', () => {
  it('labels every year of a multi-year span, the cut first and last years too', () => {
    const ticks = timeTicks(at(2016, 7), at(2026, 10), 1000);
    expect(ticks.unit).toBe('year');
    expect(ticks.labels.map((l) => l.label)).toEqual(['2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025', '2026']);
    expect(ticks.lines).toEqual([2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026].map((y) => at(y)));
    expect(ticks.labels[0]!.anchor).toBe('start');
    expect(ticks.labels.at(-1)!.anchor).toBe('end');
  });

  it('still labels every year when the axis is narrow (short year labels)', () => {
    const ticks = timeTicks(at(1995), at(2025), 320);
    expect(ticks.labels).toHaveLength(30);
    expect(ticks.labels[0]!.label).toBe('’95');
    expect(ticks.labels.at(-1)!.label).toBe('’24');
  });

  it('labels months on a span of months, each year with the first month and every January', () => {
    const ticks = timeTicks(at(2020, 9), at(2021, 5), 900);
    expect(ticks.unit).toBe('month');
    expect(ticks.labels.map((l) => l.label)).toEqual(['Oct 2020', 'Nov', 'Dec', 'Jan 2021', 'Feb', 'Mar', 'Apr', 'May']);
    // Narrow: fewer months, never a year less.
    const narrow = timeTicks(at(2020, 3), at(2021, 8), 300).labels.map((l) => l.label);
    expect(narrow.some((l) => l.includes('2020'))).toBe(true);
    expect(narrow.some((l) => l.includes('2021'))).toBe(true);
    expect(narrow.length).toBeLessThan(17);
  });

  it('labels days on a short span, the first with its year', () => {
    const ticks = timeTicks(at(2021, 5, 1), at(2021, 5, 8), 700);
    expect(ticks.unit).toBe('day');
    expect(ticks.labels.map((l) => l.label)).toEqual(['1 Jun 2021', '2 Jun', '3 Jun', '4 Jun', '5 Jun', '6 Jun', '7 Jun']);
  });
});
