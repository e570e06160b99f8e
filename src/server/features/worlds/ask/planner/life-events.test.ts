/**
 * Life events, moves and facts the chats state (#29), on a small imported world (UTC) whose
 * chats are Polish, Indonesian and Tamil written in Latin letters, with a location history:
 * Kraków, then a move to Gdańsk, a Christmas back in Kraków. A move or an arrival is read from
 * location history and confirmed by a message of that day; "home" is the town the owner goes
 * back to; "while I lived in X" is the stretch there; a figure or a name is quoted from the
 * message that states it; a silence's end is the first message after it. Pure pieces (metro
 * areas, figures in a text, the stated-fact reader) are tested without a database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line, messageCitations as messages } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import { awayRuns, metroAreas } from '../tools/homes';
import type { ToolContext } from '../tools/types';
import type { AskOutcome } from '../types';
import { answerOffline } from './index';
import { figuresIn, readStated } from './stated';

const KRAKOW: [number, number] = [50.0647, 19.945];
const GDANSK: [number, number] = [54.352, 18.6466];

/** One location point a day at noon (UTC) from `from` for `n` days. */
function stay(at: [number, number], from: string, n: number) {
  const t0 = Date.parse(`${from}T12:00:00Z`);
  return Array.from({ length: n }, (_, i) => ({ latitudeE7: Math.round(at[0] * 1e7), longitudeE7: Math.round(at[1] * 1e7), timestamp: new Date(t0 + i * 86_400_000).toISOString() }));
}
// Kraków Jan–Jun 2023; Gdańsk from 1 July; Kraków for Christmas 20–27 December; Gdańsk again until March 2024.
const HISTORY = {
  locations: [...stay(KRAKOW, '2023-01-01', 181), ...stay(GDANSK, '2023-07-01', 172), ...stay(KRAKOW, '2023-12-20', 8), ...stay(GDANSK, '2023-12-28', 70)],
};

// Ola (Polish): often in the first months, silent April–August, writes again in September.
const OLA_LINES = [
  ...Array.from({ length: 12 }, (_, i) => line(`${String(i + 3).padStart(2, '0')}/0${(i % 3) + 1}/2023`, '18:00', i % 2 ? 'Me' : 'Ola Nowak', `co tam ${i}`)),
  line('14/09/2023', '09:00', 'Ola Nowak', 'hej, dawno nie gadaliśmy, przepraszam'),
  line('14/09/2023', '09:30', 'Me', 'hej! nic się nie stało'),
  line('02/10/2023', '10:00', 'Ola Nowak', 'kawa w weekend?'),
  line('03/11/2023', '10:00', 'Me', 'jasne'),
  line('10/01/2024', '10:00', 'Ola Nowak', 'wracasz do Gdańska?'),
];
// Mama (Polish): the move, the rent, Christmas at home.
const MAMA_LINES = [
  line('02/02/2023', '10:00', 'Mama', 'zadzwoń wieczorem'),
  line('30/06/2023', '21:00', 'Me', 'ostatnie pudła spakowane'),
  line('01/07/2023', '16:20', 'Me', 'Dotarłem! Gdańsk wita deszczem'),
  line('05/07/2023', '20:00', 'Me', 'czynsz tutaj to 2 800 zł miesięcznie, drogo'),
  line('05/07/2023', '20:05', 'Mama', 'oj drogo'),
  line('20/12/2023', '19:00', 'Me', 'Jestem w domu, Kraków cały w światłach'),
];
// Budi (Indonesian): the baby, and its name the day after.
const BUDI_LINES = [
  line('02/08/2023', '10:00', 'Budi Santoso', 'apa kabar bro'),
  line('10/09/2023', '07:00', 'Budi Santoso', 'istri saya sudah melahirkan, anak laki-laki!'),
  line('10/09/2023', '07:30', 'Me', 'selamat bro!!'),
  line('11/09/2023', '08:00', 'Budi Santoso', 'namanya Rizki, seperti kakeknya'),
];
// Amma (Tamil in Latin letters): the new firm before the move, its first day after.
const AMMA_LINES = [
  line('15/06/2023', '19:00', 'Me', 'Amma, Lumen Labs la join panren next month'),
  line('03/07/2023', '18:00', 'Me', 'Pierwszy dzień w Lumen Labs, ellarum nalla irukaanga'),
  line('03/07/2023', '18:10', 'Amma', 'romba santhosham kanna'),
];

const NOW = new Date('2026-11-27T12:00:00Z');

describe('moves, arrivals and stated facts', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string): Promise<AskOutcome> => answerOffline(ctx, { question, state: {}, history: [], now: NOW });
  const cited = (r: AskOutcome) => messages(r.citations).map((c) => c.text);

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [OLA_LINES, 'WhatsApp Chat with Ola Nowak.txt'],
      [MAMA_LINES, 'WhatsApp Chat with Mama.txt'],
      [BUDI_LINES, 'WhatsApp Chat with Budi Santoso.txt'],
      [AMMA_LINES, 'WhatsApp Chat with Amma.txt'],
      [JSON.stringify(HISTORY), 'Records.json'],
    ]));
  }, 240_000);
  afterAll(() => t.close());

  it('dates a move from location history and cites the message of arrival', async () => {
    const r = await ask('When did I move to Gdansk?');
    expect(r.answer).toMatch(/^1 July 2023/);
    expect(cited(r).some((x) => x.includes('Dotarłem'))).toBe(true);
    const a = await ask('what day did I arrive in Gdańsk');
    expect(a.answer).toMatch(/^1 July 2023/);
  });

  it('"get home for Christmas": home is the town the owner goes back to', async () => {
    const r = await ask('When did I get home for Christmas 2023?');
    expect(r.answer).toMatch(/^20 December 2023/);
    expect(r.answer).toMatch(/Krak/);
    expect(cited(r).some((x) => x.includes('Jestem w domu'))).toBe(true);
  });

  it('"while I lived in X" is the stretch of days there', async () => {
    const inGdansk = OLA_LINES.filter((l) => l.includes(' - Ola Nowak:') && `${l.slice(6, 10)}-${l.slice(3, 5)}-${l.slice(0, 2)}` >= '2023-07-01').length;
    expect(inGdansk).toBe(3);
    const r = await ask('How many messages did Ola send me while I lived in Gdansk?');
    expect(r.answer).toContain(`${inGdansk} message`);
  });

  it('quotes a figure the chats state, with the message', async () => {
    const r = await ask("what's my rent in Gdansk?");
    expect(r.answered).toBe(true);
    expect(r.answer).toMatch(/^2 800 zł/);
    expect(cited(r).some((x) => x.includes('czynsz'))).toBe(true);
  });

  it("reads a baby's name next to a word of naming, and a firm's next to a word of joining", async () => {
    const baby = await ask("what is the baby's name?");
    expect(baby.answer).toMatch(/^Rizki/);
    const firm = await ask('what is the company I joined in Gdansk called?');
    expect(firm.answer).toMatch(/^Lumen Labs/);
    const which = await ask('what company did I start my job at in Gdansk?');
    expect(which.answer).toMatch(/^Lumen Labs/);
    // Pay no message states is not answered with a count of the firm's messages.
    const pay = await ask('How much do I earn at Lumen Labs?');
    expect(pay.answered).toBe(false);
    const start = await ask('When did I start at Lumen Labs?');
    expect(start.answer).toMatch(/^3 July 2023/);
  });

  it('the end of a silence is the first message after it', async () => {
    const r = await ask('when did Ola and I start talking again?');
    expect(r.answer).toMatch(/^14 September 2023/);
    const s = await ask('How long was the silence between me and Ola?');
    expect(s.answer).toMatch(/14 September 2023/);
  });

  it('an engagement is its own event, apart from the wedding', async () => {
    const { eventWords } = await import('./event-words');
    expect(eventWords('engaged')).toContain('zareczyny');
    expect(eventWords('engaged')).not.toContain('wedding');
    expect(eventWords('wedding')).not.toContain('engaged');
    expect(eventWords('born')).toEqual(expect.arrayContaining(['melahirkan', 'amejifungua']));
  });
});

describe('pieces without a database', () => {
  it('takes suburbs as part of the city with most points near them', () => {
    const m = metroAreas([
      { city: 'Chennai', n: 300, lat: 13.08, lon: 80.27 },
      { city: 'Tambaram', n: 90, lat: 12.92, lon: 80.12 },
      { city: 'Madurai', n: 40, lat: 9.93, lon: 78.12 },
    ]);
    expect(m.get('Tambaram')).toBe('Chennai');
    expect(m.get('Madurai')).toBe('Madurai');
  });

  it('finds stays away from home as runs of days', () => {
    const day = (d: string, city: string) => ({ t: Date.parse(`${d}T00:00:00Z`), day: d, city });
    const days = [day('2024-01-01', 'Addis Ababa'), day('2024-01-02', 'Gondar'), day('2024-01-04', 'Gondar'), day('2024-01-05', 'Addis Ababa')];
    expect(awayRuns(days, () => 'Addis Ababa')).toEqual([{ city: 'Gondar', from: '2024-01-02', to: '2024-01-04', days: 2 }]);
  });

  it('reads figures, not years, times or dates', () => {
    expect(figuresIn('kodi ni KSh 25,000 kila mwezi').map((f) => f.value)).toEqual([25000]);
    expect(figuresIn('iuran Rp 50.000 per bulan sejak 2021').map((f) => f.value)).toEqual([50000]);
    expect(figuresIn('meet at 18:30 on 12/05').map((f) => f.value)).toEqual([]);
    expect(figuresIn('vaadagai 1.5k dollars').map((f) => f.value)).toEqual([1500]);
  });

  it('reads which stated fact a question asks', () => {
    expect(readStated('How much was the monthly contribution at first?')).toMatchObject({ kind: 'figure', attr: 'contribution', earliest: true });
    expect(readStated("what's my salary")).toMatchObject({ kind: 'figure', attr: 'salary', earliest: false });
    expect(readStated('what did they name the baby')).toMatchObject({ kind: 'name', of: 'child' });
    expect(readStated("what's my niece's name?")).toMatchObject({ kind: 'name', of: 'child' });
    expect(readStated('what was my employer in Lagos called')).toMatchObject({ kind: 'name', of: 'firm', place: 'Lagos' });
    expect(readStated('when did I join Kopi Kita?')).toMatchObject({ kind: 'start', firm: 'Kopi Kita' });
    expect(readStated('Who wrote most in 2023?')).toBeNull();
  });
});
