/**
 * Pieces of the planner that need no database (#29): moves read from the city of each day
 * (tools/homes.ts findMoves), move periods in words, English city names, chat shorthand
 * and group names written lowercase at the end of a question.
 */
import { describe, expect, it } from 'vitest';
import { findMoves } from '../tools/homes';
import { isSpecial, readPeriod } from './periods';
import { englishPlace, englishShortPlace } from './place-words';
import { expandChatSpeak, readQuestion } from './reader';

const NOW = new Date('2026-11-27T10:00:00Z');
const ZONE = 'Europe/Madrid';

/** One day per entry: `n` consecutive days in `city` from `start` (YYYY-MM-DD). */
function days(...runs: [string, string, number][]) {
  const out: { t: number; day: string; city: string }[] = [];
  for (const [start, city, n] of runs) {
    const t0 = Date.parse(`${start}T00:00:00Z`);
    for (let i = 0; i < n; i++) {
      const t = t0 + i * 86_400_000;
      out.push({ t, day: new Date(t).toISOString().slice(0, 10), city });
    }
  }
  return out;
}

describe('moves from the city of each day', () => {
  it('finds the day the home city changes for good, not a trip', () => {
    // Half a year in Valencia with a week in Sevilla, then Bilbao from 1 June on.
    const d = days(['2024-01-01', 'Valencia', 60], ['2024-03-01', 'Sevilla', 7], ['2024-03-08', 'Valencia', 85], ['2024-06-01', 'Bilbao', 150]);
    const moves = findMoves(d);
    expect(moves.map((m) => ({ day: d[m.i]!.day, from: m.from, to: m.to }))).toEqual([{ day: '2024-06-01', from: 'Valencia', to: 'Bilbao' }]);
  });

  it('takes the move over the visit before it, and finds two moves years apart', () => {
    // A long weekend in the new city three weeks before moving there; years later another move.
    const d = days(
      ['2022-01-01', 'Braga', 200],
      ['2022-07-20', 'Porto', 4],
      ['2022-07-24', 'Braga', 20],
      ['2022-08-13', 'Porto', 500],
      ['2023-12-26', 'Köln', 200],
    );
    const moves = findMoves(d).map((m) => `${d[m.i]!.day} ${m.from}→${m.to}`);
    expect(moves).toEqual(['2022-08-13 Braga→Porto', '2023-12-26 Porto→Köln']);
  });

  it('takes the first day in the new city when a few days back in the old one follow it', () => {
    const d = days(['2024-01-01', 'Valencia', 120], ['2024-04-30', 'Bilbao', 1], ['2024-05-01', 'Valencia', 3], ['2024-05-04', 'Bilbao', 150]);
    expect(findMoves(d).map((m) => d[m.i]!.day)).toEqual(['2024-04-30']);
  });

  it('reads a stay of ten days at the very end of the data as a trip, not a move', () => {
    // A year in Rotterdam, then the holidays in Porto until the export: Porto holds every day after, yet only ten.
    const d = days(['2024-01-01', 'Rotterdam', 355], ['2024-12-21', 'Porto', 10]);
    expect(findMoves(d)).toEqual([]);
    // The same at the very start: ten days in Porto, then a year in Rotterdam.
    expect(findMoves(days(['2024-01-01', 'Porto', 10], ['2024-01-11', 'Rotterdam', 355]))).toEqual([]);
    // A real move a month and a half before the end still counts.
    const e = days(['2024-01-01', 'Rotterdam', 320], ['2024-11-16', 'Porto', 45]);
    expect(findMoves(e).map((m) => e[m.i]!.day)).toEqual(['2024-11-16']);
  });

  it('finds no move in a world of one city, or with too few days of data', () => {
    expect(findMoves(days(['2024-01-01', 'Izmir', 400]))).toEqual([]);
    expect(findMoves(days(['2024-01-01', 'Izmir', 3], ['2024-01-04', 'Ankara', 3]))).toEqual([]);
  });
});

describe('move periods in words', () => {
  const move = (q: string) => {
    const p = readPeriod(q, NOW, ZONE);
    if (!p || !isSpecial(p) || p.special !== 'event') throw new Error(`no event period in "${q}"`);
    return { shape: p.shape, move: p.move, matched: p.matched };
  };
  it('reads the place moved to or left, and the shape of the period', () => {
    expect(move('how many messages since i moved to bilbao')).toEqual({ shape: 'since', move: { place: 'bilbao', left: false }, matched: 'since i moved to bilbao' });
    expect(move('How did my chats with Ana change after I moved to Porto?').move).toEqual({ place: 'porto', left: false });
    expect(move('How many messages since I left Valencia?').move).toEqual({ place: 'valencia', left: true });
    expect(move('Who did I meet around the time I moved to Köln?')).toMatchObject({ shape: 'around', move: { place: 'köln' } });
    expect(move('What did we talk about the week of the move?')).toMatchObject({ shape: 'week', move: { place: null } });
    expect(move('since we moved').move).toEqual({ place: null, left: false });
  });
  it('keeps other events as they were', () => {
    expect(move('what happened the week of the wedding').move).toBeUndefined();
  });
});

describe('English city names', () => {
  it('names a city as English speakers write it, with the data’s own name', () => {
    expect(englishPlace('Sevilla, Spain')).toBe('Seville (Sevilla), Spain');
    expect(englishPlace('Köln, Germany')).toBe('Cologne (Köln), Germany');
    expect(englishShortPlace('Göteborg, Sweden')).toBe('Gothenburg (Göteborg)');
    expect(englishPlace('Lisbon, Portugal')).toBe('Lisbon, Portugal');
    expect(englishShortPlace('Izmir, Turkey')).toBe('Izmir');
  });
});

describe('chat shorthand and group names', () => {
  it('reads shorthand as the words it stands for, never a capitalised initial', () => {
    expect(expandChatSpeak('how many msgs did ana send last yr')).toBe('how many messages did ana send last year');
    expect(expandChatSpeak('whos in the fam gc')).toBe("who's in the fam group chat");
    expect(expandChatSpeak('when did jordi n i make up w ana')).toBe('when did jordi and i make up with ana');
    expect(expandChatSpeak('Did N. Yilmaz write?')).toBe('Did N. Yilmaz write?');
  });
  it('keeps the words ending a question after "in" as a possible group name', () => {
    expect(readQuestion('who posts the most in los primos gc', NOW, ZONE, {}).chatWords).toBe('los primos');
    expect(readQuestion("who's in the familia group chat?", NOW, ZONE, {}).chatWords).toBe('familia');
    expect(readQuestion('who did I text most in 2024', NOW, ZONE, {}).chatWords).toBeNull();
  });
});
