/**
 * Series questions (#29): the classifier over wordings in English, French, Italian, Spanish
 * and Hindi in Latin letters; the month-series operations on their own; and, on a small
 * imported world (UTC, Italian chats), the first month reaching a number, the busiest month,
 * the start of a sustained rise (a one-month spike is none), the month someone became the
 * one-to-one contact written to most, a follow-up that swaps the person and keeps the
 * operation, and a comparison scoped to the group it names. Facts, not wording, are asserted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, messageCitations as messages } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import type { ToolContext } from '../tools/types';
import type { AskOutcome, AskState } from '../types';
import { answerOffline } from './index';
import { kinWords } from './resolve';
import { becameTop, fillMonths, firstReaching, monthOfMax, readSeries, riseStart } from './series';

describe('readSeries', () => {
  it('reads each operation however it is worded', () => {
    expect(readSeries('In which month did Pia and I first pass 40 messages in a single month?')).toEqual({ op: 'reach', n: 40 });
    expect(readSeries('quand est-ce que ma conversation avec Pia a dépassé 30 messages par mois ?')).toEqual({ op: 'reach', n: 30 });
    expect(readSeries('Quando ho superato 25 messaggi in un mese con Pia?')).toEqual({ op: 'reach', n: 25 });
    expect(readSeries('Which month were Oskar and I in touch the most?')).toEqual({ op: 'max' });
    expect(readSeries('Oskar se sabse zyada baat kab hui?')).toEqual({ op: 'max' });
    expect(readSeries('quando ci siamo sentiti di più io e Oskar?')).toEqual({ op: 'max' });
    expect(readSeries('When did Oskar turn into the person I message most?')).toEqual({ op: 'top' });
    expect(readSeries('Quando Oskar è diventato la persona a cui scrivo di più?')).toEqual({ op: 'top' });
    expect(readSeries('quand est-ce que Oskar est devenu la personne à qui j’écris le plus ?')).toEqual({ op: 'top' });
    expect(readSeries('When did I begin messaging my cousin much more?')).toEqual({ op: 'rise' });
    expect(readSeries('when did things with Oskar pick up?')).toEqual({ op: 'rise' });
    expect(readSeries('¿cuándo empecé a escribirle mucho más a Oskar?')).toEqual({ op: 'rise' });
    expect(readSeries('Quando ho iniziato a scrivere a Oskar molto di più?')).toEqual({ op: 'rise' });
  });

  it('leaves rankings, counts and other questions alone', () => {
    expect(readSeries('Who do I text the most?')).toBeNull();
    expect(readSeries('How many messages did Pia send in 2023?')).toBeNull();
    expect(readSeries('When did I first message Pia?')).toBeNull();
    expect(readSeries('What did Oskar say about the boat?')).toBeNull();
  });
});

describe('month-series operations', () => {
  const m = (month: string, count: number) => ({ month, count });
  it('fills the months without messages and reads the first month reaching N and the busiest', () => {
    const s = fillMonths([m('2024-01', 3), m('2024-04', 9), m('2024-02', 12)]);
    expect(s.map((x) => x.month)).toEqual(['2024-01', '2024-02', '2024-03', '2024-04']);
    expect(s[2]!.count).toBe(0);
    expect(firstReaching(s, 9)?.month).toBe('2024-02');
    expect(firstReaching(s, 13)).toBeNull();
    expect(monthOfMax(s)?.best.month).toBe('2024-02');
    expect(monthOfMax(s)?.next?.month).toBe('2024-04');
  });

  it('a rise is the step that stays up; a one-month spike is none', () => {
    const months = (xs: number[]) => xs.map((c, i) => m(`2023-${String(i + 1).padStart(2, '0')}`, c));
    expect(riseStart(months([2, 3, 2, 3, 2, 7, 3, 14, 15, 13, 16, 14]))?.month).toBe('2023-08');
    expect(riseStart(months([2, 3, 2, 3, 2, 30, 3, 2, 3, 2, 3, 2]))).toBeNull();
  });

  it('became top: the first month from which they top most months', () => {
    const rows = [
      ...['2023-01', '2023-02', '2023-03', '2023-04', '2023-05'].map((month) => ({ month, personId: 'a', name: 'A', count: 10 })),
      ...['2023-01', '2023-02', '2023-03', '2023-04', '2023-05'].map((month, i) => ({ month, personId: 'b', name: 'B', count: i >= 2 ? 12 : 4 })),
    ];
    const got = becameTop(rows, 'b');
    expect(got?.month).toBe('2023-03');
    expect(got?.runnerUp).toEqual({ name: 'A', count: 10 });
    expect(becameTop(rows, 'a')).toBeNull();
  });

  it('kin words carry Darija and Hindi rows', () => {
    expect(kinWords('khti')).toContain('sister');
    expect(kinWords('khouya')).toContain('brother');
    expect(kinWords('didi')).toContain('khti');
  });
});

// ---------- a small world ----------
const line = (y: number, mo: number, d: number, i: number, who: string, text: string) =>
  `${String(d).padStart(2, '0')}/${String(mo).padStart(2, '0')}/${y}, ${String(8 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')} - ${who}: ${text}`;
/** `n` messages in a month, alternating the person and the owner. */
function monthLines(who: string, y: number, mo: number, n: number): string[] {
  return Array.from({ length: n }, (_, i) => line(y, mo, 1 + (i % 27), i, i % 2 ? 'Io' : who, `ciao ${mo}/${i}`));
}
const MONTHS = Array.from({ length: 24 }, (_, i) => ({ y: 2022 + Math.floor(i / 12), mo: (i % 12) + 1 }));
// Giulia: 3 a month in 2022, 9 a month in 2023 (the rise, January), 20 in May 2023 (the busiest).
const GIULIA = MONTHS.flatMap(({ y, mo }) => monthLines('Giulia Rossi', y, mo, y === 2022 ? 3 : mo === 5 ? 20 : 9));
// A quarrel with Giulia on 15 June 2023 (Italian) and the owner's answer the same evening.
const QUARREL = [
  line(2023, 6, 15, 1, 'Giulia Rossi', "l'ho saputo da altri, mi sono sentita tradita"),
  line(2023, 6, 15, 2, 'Io', 'hai ragione, scusami, volevo dirtelo di persona'),
  line(2023, 6, 16, 3, 'Giulia Rossi', 'ne parliamo domani'),
];
// Luca: 1 a month, then 15 a month from March 2023: the one written to most from then (but May).
const LUCA = MONTHS.flatMap(({ y, mo }) => monthLines('Luca Bianchi', y, mo, y === 2023 && mo >= 3 ? 15 : 1));
// Marco: 2 a month with a spike of 25 in July 2022 (a busiest month, not a rise).
const MARCO = MONTHS.flatMap(({ y, mo }) => monthLines('Marco Neri', y, mo, y === 2022 && mo === 7 ? 25 : 2));
// The team group: Giulia writes 5 there, Luca 2 (Luca writes more overall).
const TEAM = [
  ...Array.from({ length: 5 }, (_, i) => line(2023, 6, 10 + i, i, 'Giulia Rossi', `allenamento ${i}`)),
  ...Array.from({ length: 2 }, (_, i) => line(2023, 6, 20 + i, i, 'Luca Bianchi', `partita ${i}`)),
  line(2023, 6, 25, 3, 'Io', 'ci sono'),
];

describe('the offline answerer, series questions', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string, state: AskState = {}): Promise<AskOutcome> => answerOffline(ctx, { question, state, history: [], now: new Date('2024-06-01T12:00:00Z') });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [[...GIULIA, ...QUARREL], 'WhatsApp Chat with Giulia Rossi.txt'],
      [LUCA, 'WhatsApp Chat with Luca Bianchi.txt'],
      [MARCO, 'WhatsApp Chat with Marco Neri.txt'],
      [TEAM, 'WhatsApp Chat with Squadra Tevere.txt'],
    ], { owner: 'Io' }));
  });
  afterAll(() => t.close());

  it('the first month a chat reached a number, and a follow-up that swaps the person', async () => {
    const r = await ask('When did my chat with Giulia first reach 15 messages in a single month?');
    expect(r.answer).toMatch(/^May 2023/);
    expect(messages(r.citations).every((m) => m.at.startsWith('2023-05'))).toBe(true);
    expect(messages(r.citations).length).toBeGreaterThan(0);
    const next = await ask('and Luca?', r.state);
    expect(next.answer).toMatch(/^March 2023/);
  });

  it('the busiest month, asked in Hindi in Latin letters', async () => {
    const r = await ask('Marco se sabse zyada baat kab hui?');
    expect(r.answer).toMatch(/^July 2022/);
    expect(r.answer).toContain('25');
  });

  it('the start of a sustained rise; a spike is not one', async () => {
    expect((await ask('When did I begin writing to Giulia much more?')).answer).toMatch(/^January 2023/);
    expect((await ask('Quando ho iniziato a scrivere a Luca molto di più?')).answer).toMatch(/^March 2023/);
    expect((await ask('When did I start texting Marco a lot more?')).answer).not.toMatch(/^July 2022/);
  });

  it('the month someone became the one-to-one contact written to most', async () => {
    const r = await ask('When did Luca turn into the person I message most?');
    expect(r.answer).toMatch(/^March 2023/);
    expect(r.citations.some((c) => c.kind === 'person' && c.name === 'Luca Bianchi')).toBe(true);
  });

  it('a follow-up that turns the direction: what I answered, the same day and chat', async () => {
    const hers = await ask('What did Giulia write about tradita?');
    expect(messages(hers.citations).map((m) => m.text)).toContain("l'ho saputo da altri, mi sono sentita tradita");
    const mine = await ask('and what did I reply?', hers.state);
    expect(messages(mine.citations).map((m) => m.text)).toContain('hai ragione, scusami, volevo dirtelo di persona');
    expect(messages(mine.citations).every((m) => m.author === 'Io')).toBe(true);
  });

  it('a comparison in a named group counts that group only', async () => {
    const r = await ask('Who writes more in Squadra Tevere, Giulia or Luca?');
    expect(r.answer).toMatch(/^Giulia Rossi/);
    expect(r.answer).toContain('5');
    expect(r.answer).toContain('Squadra Tevere');
  });
});
