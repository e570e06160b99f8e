import { describe, expect, it } from 'vitest';
import { TimeReader } from './local-time';

describe('TimeReader', () => {
  it('reads times with a zone as instants and wall-clock times in the given zone, across DST changes', () => {
    const berlin = new TimeReader('Europe/Berlin');
    const iso = (t: string) => berlin.toDate(t)?.toISOString();
    expect(iso('2024-03-01T09:15:00Z')).toBe('2024-03-01T09:15:00.000Z');
    expect(iso('2024-03-01T09:15:00+05:30')).toBe('2024-03-01T03:45:00.000Z');
    expect(iso('2024-01-15T09:00:00')).toBe('2024-01-15T08:00:00.000Z'); // CET
    expect(iso('2024-07-15T09:00')).toBe('2024-07-15T07:00:00.000Z'); // CEST
    // The day of the spring change: before and after 02:00.
    expect(iso('2024-03-31T01:30:00')).toBe('2024-03-31T00:30:00.000Z');
    expect(iso('2024-03-31T03:30:00')).toBe('2024-03-31T01:30:00.000Z');
    // The day of the autumn change, after the repeated hour.
    expect(iso('2024-10-27T04:00:00')).toBe('2024-10-27T03:00:00.000Z');
    expect(iso('2024-10-27T00:30:00')).toBe('2024-10-26T22:30:00.000Z');
    expect(new TimeReader('America/New_York').toDate('2024-01-15T09:00:00')?.toISOString()).toBe('2024-01-15T14:00:00.000Z');
    expect(new TimeReader('UTC').toDate('2024-01-15T09:00:00.250')?.toISOString()).toBe('2024-01-15T09:00:00.250Z');
  });

  it('answers null for what is not a time', () => {
    const r = new TimeReader('UTC');
    for (const t of ['', 'yesterday', '2024-13-45', '15/01/2024 09:00']) expect(r.toDate(t), t).toBeNull();
  });
});
