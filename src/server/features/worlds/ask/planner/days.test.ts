/**
 * Named days (#29, session 38): holidays by their names in several languages (Easter by the
 * computus, Eid by the Islamic calendar), the owner's birthday learned as a day of the year
 * from every year's wishes (so a year with one wish still has its birthday), wishes a day
 * early or late, and things never written refused plainly. Words in Polish, Indonesian,
 * Tamil in Latin letters and Amharic in Latin letters; facts asserted, not wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import type { ToolContext } from '../tools/types';
import type { AskOutcome } from '../types';
import { answerOffline } from './index';
import { easterSunday, hijriDay, isSpecial, readPeriod } from './periods';
import { expandChatSpeak } from './reader';

const NOW = new Date('2026-11-27T12:00:00Z');
const day = (q: string) => {
  const p = readPeriod(q, NOW, 'UTC');
  return p && !isSpecial(p) ? p : null;
};

describe('ranges of years', () => {
  it('reads "2022-2025", "2022 to 2025" and "between 2022 and 2025" as whole years', () => {
    for (const q of ['What was my quietest year? (2022-2025, full years)', 'busiest year from 2022 to 2025', 'quietest year between 2022 and 2025', 'quietest year 2022–2025']) {
      expect(day(q)?.period, q).toEqual({ from: '2022-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' });
    }
    expect(day('what happened on 2024-05-06')?.period.from).not.toBe('2024-01-01T00:00:00Z');
  });
});

describe('holidays by name', () => {
  it('computes Easter and reads an Easter weekend as Good Friday to Easter Monday', () => {
    expect(easterSunday(2026)).toEqual({ month: 4, day: 5 });
    expect(easterSunday(2024)).toEqual({ month: 3, day: 31 });
    expect(easterSunday(2019)).toEqual({ month: 4, day: 21 });
    expect(day('where were we over the easter weekend in 2026')?.period).toEqual({ from: '2026-04-03T00:00:00Z', to: '2026-04-07T00:00:00Z' });
    // Polish, without its diacritics too.
    expect(day('gdzie byłam na Wielkanoc 2025')?.period.from).toBe('2025-04-18T00:00:00Z');
    expect(day('Easter Monday 2024')?.period).toEqual({ from: '2024-04-01T00:00:00Z', to: '2024-04-02T00:00:00Z' });
  });

  it('reads Eid from the Islamic calendar', () => {
    expect(hijriDay(2024, 10, 1)).toEqual({ month: 4, day: 10 });
    expect(day('where was I for lebaran 2024')?.period.from).toBe('2024-04-10T00:00:00Z');
    expect(day('Eid al-Adha 2025')?.period.from).toBe('2025-06-06T00:00:00Z');
  });

  it('reads fixed holidays in several languages, in the year named or the latest one', () => {
    expect(day('where was I on sylwester 2022')?.period.from).toBe('2022-12-31T00:00:00Z');
    expect(day('Wigilia 2021')?.period.from).toBe('2021-12-24T00:00:00Z');
    expect(day('krismasi 2023')?.period.from).toBe('2023-12-25T00:00:00Z');
    expect(day("new year's eve")?.period.from).toBe('2025-12-31T00:00:00Z');
    expect(day('where was I at christmas 2024?')?.grain).toBe('day');
    // A greeting names no day.
    expect(readPeriod('how many times did I wish Dewi Eid Mubarak', NOW, 'UTC')).toBeNull();
    expect(readPeriod('who said merry christmas to me', NOW, 'UTC')).toBeNull();
  });

  it('reads a slip in the question word', () => {
    expect(expandChatSpeak('whre was i on xmas')).toBe('where was i on xmas');
    expect(expandChatSpeak('wehre did we go')).toBe('where did we go');
  });
});

const MAREK = [
  line('03/02/2023', '09:00', 'Me', 'Sto lat Marek!'),
  line('20/07/2023', '08:00', 'Marek Nowak', 'Wszystkiego najlepszego z okazji urodzin!'),
  line('03/02/2024', '09:00', 'Me', 'Sto lat Marek!'),
  line('20/07/2024', '07:30', 'Marek Nowak', 'Sto lat, sto lat! 🎂'),
  line('03/02/2025', '09:00', 'Me', 'Sto lat Marek, wszystkiego najlepszego'),
  line('20/07/2025', '08:10', 'Marek Nowak', 'Wszystkiego najlepszego!!'),
].join('\n');
const PUTRI = [
  line('20/07/2023', '10:00', 'Putri Wulandari', 'Selamat ulang tahun ya! 🎉'),
  line('10/01/2024', '10:00', 'Putri Wulandari', 'Kapan ke Bandung lagi?'),
  // A day late.
  line('21/07/2025', '09:00', 'Putri Wulandari', 'Selamat ulang tahun, maaf telat sehari'),
].join('\n');
const KAVI = [
  line('20/07/2023', '12:00', 'Kavi Raman', 'Iniya piranthanaal vazhthukkal da!'),
  line('05/05/2024', '12:00', 'Kavi Raman', 'Saapteengala?'),
  // The evening before.
  line('19/07/2025', '22:30', 'Kavi Raman', 'Piranthanaal vazhthukkal, advance ah solren'),
].join('\n');
const SELAM = [line('20/07/2023', '13:00', 'Selam Tesfaye', 'Melkam lidet! Enkuan adersesh'), line('01/01/2025', '13:00', 'Selam Tesfaye', 'Melkam addis amet')].join('\n');

/** Every day of July 2024 in Jakarta but the 20th, in Bandung. */
const points = Array.from({ length: 31 }, (_, i) => {
  const d = i + 1;
  const [lat, lon] = d === 20 ? [-6.9147, 107.6098] : [-6.2088, 106.8456];
  return { latitudeE7: Math.round(lat * 1e7), longitudeE7: Math.round(lon * 1e7), timestamp: `2024-07-${String(d).padStart(2, '0')}T09:00:00Z` };
});

describe('the birthday learned from every year, over a small world', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string): Promise<AskOutcome> => answerOffline(ctx, { question, state: {}, history: [], now: NOW });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [MAREK, 'WhatsApp Chat with Marek Nowak.txt'],
      [PUTRI, 'WhatsApp Chat with Putri Wulandari.txt'],
      [KAVI, 'WhatsApp Chat with Kavi Raman.txt'],
      [SELAM, 'WhatsApp Chat with Selam Tesfaye.txt'],
      [JSON.stringify({ locations: points }), 'Records.json'],
    ]));
  });
  afterAll(() => t.close());

  it('finds the birthday of a year with a single wish, for where the owner was', async () => {
    const r = await ask('Where was I on my birthday in 2024?');
    expect(r.answer).toContain('Bandung');
    expect(r.answer).not.toContain('Jakarta');
  });

  it('counts wishes a day early or late, in any language', async () => {
    const r = await ask('Who wished me a happy birthday in 2025?');
    expect(r.answer).toContain('20 July 2025');
    for (const name of ['Marek Nowak', 'Putri Wulandari', 'Kavi Raman']) expect(r.answer).toContain(name);
    const all = await ask('who wished me happy birthday in 2023');
    for (const name of ['Marek Nowak', 'Putri Wulandari', 'Kavi Raman', 'Selam Tesfaye']) expect(all.answer).toContain(name);
  });

  it('says plainly a thing no message names was never written', async () => {
    for (const q of ['Which clinic was Putri born in?', 'What was my thesis about?']) {
      const r = await ask(q);
      expect(r.answered, q).toBe(false);
      expect(r.citations, q).toEqual([]);
      expect(r.answer, q).toMatch(/can’t tell/);
    }
    // A thing the messages do name is looked up as usual.
    expect((await ask('Which city was I in on my birthday in 2024?')).answer).toContain('Bandung');
  });
});

const ARISAN = [
  '01/03/2023, 09:00 - You created group "Arisan RT 5"',
  line('01/03/2023', '09:05', 'Me', 'Selamat datang semua, iuran 100 ribu per bulan'),
  line('02/03/2023', '10:00', 'Dewi Lestari', 'Siap bu'),
  line('02/03/2023', '10:05', 'Budi Santoso', 'Oke'),
  line('05/01/2024', '20:00', 'Budi Santoso', 'Sudah disepakati: mulai Februari iuran jadi 150 ribu'),
  line('05/01/2024', '20:05', 'Dewi Lestari', 'Setuju'),
  '10/06/2024, 08:00 - You changed the subject from "Arisan RT 5" to "Kumpulan Ibu Kompleks"',
  line('11/06/2024', '08:00', 'Dewi Lestari', 'Nama baru 👍'),
  '14/02/2025, 19:00 - Dewi Lestari left',
  line('15/02/2025', '08:00', 'Budi Santoso', 'Sayang sekali'),
].join('\n');
const STUDIO = [
  line('01/01/2024', '09:00', 'Me', 'Standup at 10'),
  line('01/01/2024', '09:05', 'Kasia Wójcik', 'ok, spotkanie o 10'),
  line('01/01/2024', '09:06', 'Tomek Zieliński', 'będę'),
  line('12/03/2024', '11:00', 'Tomek Zieliński', 'Ustaliliśmy: release w piątek, retro w poniedziałek'),
  '20/03/2024, 17:00 - Kasia Wójcik left',
  line('21/03/2024', '09:00', 'Me', 'deploy done'),
].join('\n');

describe('who stopped being in a group named by its earlier title, and a follow-up naming another group', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string, state: AskOutcome['state'] = {}): Promise<AskOutcome> => answerOffline(ctx, { question, state, history: [], now: NOW });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [ARISAN, 'WhatsApp Chat with Kumpulan Ibu Kompleks.txt'],
      [STUDIO, 'WhatsApp Chat with Studio Work Team.txt'],
    ]));
  });
  afterAll(() => t.close());

  it('reads "stopped being in" the arisan as who left it that year', async () => {
    const r = await ask('who stopped being in the arisan in 2025?');
    expect(r.answer).toContain('Dewi Lestari');
    expect(r.answer).not.toContain('Kasia');
  });

  it('tells what a group decided in a month, in any language', async () => {
    const r = await ask('what did the arisan decide in January 2024?');
    expect(r.answer).toContain('150 ribu');
    expect(r.citations.some((c) => c.kind === 'message' && c.author === 'Budi Santoso')).toBe(true);
    const w = await ask('what did the work group agree on in March 2024?');
    expect(w.answer).toContain('release w piątek');
  });

  it('keeps the question and replaces the group in a follow-up', async () => {
    const first = await ask('who left the work group?');
    expect(first.answer).toContain('Kasia Wójcik');
    const next = await ask('and from the arisan?', first.state);
    expect(next.answer).toContain('Dewi Lestari');
  });
});

/** A Swahili world: the owner calls her sister "Dada"; sixty everyday Swahili messages. */
const NEEMA = [
  ...Array.from({ length: 30 }, (_, i) => line(`${String((i % 28) + 1).padStart(2, '0')}/03/2024`, '08:00', 'Me', i % 2 ? 'Dada, habari ya leo?' : 'Dada asante sana')),
  ...Array.from({ length: 30 }, (_, i) => line(`${String((i % 28) + 1).padStart(2, '0')}/03/2024`, '09:00', 'Neema Mushi', 'Sawa sana, nimefika nyumbani')),
].join('\n');
const JUMA = [line('01/04/2024', '10:00', 'Juma Mushi', 'Habari yako?'), line('01/04/2024', '10:05', 'Me', 'Nzuri sana')].join('\n');

describe('a kin word whose sense follows the language of the chats', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string): Promise<AskOutcome> => answerOffline(ctx, { question, state: {}, history: [], now: NOW });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [NEEMA, 'WhatsApp Chat with Neema Mushi.txt'],
      [JUMA, 'WhatsApp Chat with Juma Mushi.txt'],
    ]));
  });
  afterAll(() => t.close());

  it('reads "my sister" as whom the owner calls Dada in a Swahili world', async () => {
    const r = await ask('how many messages did my sister send me in 2024?');
    expect(r.answer).toContain('Neema Mushi');
    expect(r.answer).toMatch(/\b28 messages from Neema Mushi\b/);
  });

  it('does not read "my brother" as her', async () => {
    const r = await ask('how many messages did my brother send me in 2024?');
    expect(r.answer).not.toContain('Neema');
  });
});
