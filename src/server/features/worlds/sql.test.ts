import { describe, expect, it } from 'vitest';
import { Pacer } from './sql';

/** A clock that moves only when a statement "runs": `msPerRow` per row of the part. */
function fakeStatements(msPerRow: () => number) {
  let t = 0;
  const parts: number[][] = [];
  return {
    now: () => t,
    parts,
    run: async (part: number[]) => {
      parts.push(part);
      t += part.length * msPerRow();
    },
  };
}

describe('Pacer', () => {
  it('covers every item once, in order, in parts no larger than the maximum', async () => {
    const s = fakeStatements(() => 0.001);
    const items = Array.from({ length: 5_003 }, (_, i) => i);
    await new Pacer({ paced: true, max: 500, now: s.now }).each(items, s.run);
    expect(s.parts.flat()).toEqual(items);
    expect(Math.max(...s.parts.map((p) => p.length))).toBe(500);
  });

  it('sizes statements so each takes about the target, following the statements as they slow down and speed up', async () => {
    let msPerRow = 0.05; // 240 rows make 12 ms
    const s = fakeStatements(() => msPerRow);
    const pacer = new Pacer({ paced: true, targetMs: 12, min: 25, max: 1000, now: s.now });
    await pacer.each(Array.from({ length: 20_000 }, (_, i) => i), s.run);
    expect(pacer.next).toBe(240);
    msPerRow = 0.4; // the table grew, the machine got busy: 30 rows make 12 ms
    await pacer.each(Array.from({ length: 2_000 }, (_, i) => i), s.run);
    expect(pacer.next).toBe(30);
    msPerRow = 1; // never below the minimum
    await pacer.each(Array.from({ length: 1_000 }, (_, i) => i), s.run);
    expect(pacer.next).toBe(25);
    msPerRow = 0.001; // never above the maximum
    await pacer.each(Array.from({ length: 50_000 }, (_, i) => i), s.run);
    expect(pacer.next).toBe(1000);
  });

  it('without pacing (PostgreSQL: statements do not hold this thread) every part is the maximum', async () => {
    const s = fakeStatements(() => 10);
    await new Pacer({ paced: false, max: 500, now: s.now }).each(Array.from({ length: 1_200 }, (_, i) => i), s.run);
    expect(s.parts.map((p) => p.length)).toEqual([500, 500, 200]);
  });
});
