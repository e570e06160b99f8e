/**
 * One resolver of named days and events (#29, answer.ts namedDay), the event table as word
 * families in languages the evaluation sets never used (Italian, Hindi in Latin letters), and
 * the refusals decided before planning (cannot.ts). Facts and citations are asserted, not wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line, messageCitations as messages } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import type { ToolContext } from '../tools/types';
import type { AskOutcome } from '../types';
import { cannotTell } from './cannot';
import { eventConcept, eventWords } from './event-words';
import { answerOffline } from './index';
import { dayWrittenIn, isSpecial, readPeriod } from './periods';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('the cannot classifier', () => {
  it('refuses feelings kept inside, in several languages', () => {
    for (const q of [
      'Was my dad secretly jealous of my new flat?',
      'Deep down, was Nora angry about the trip?',
      'Did Ravi really feel proud of me?',
      'Est-ce que Lucie était en secret fâchée contre moi ?',
      '¿Mi hermana en el fondo estaba triste?',
      'La nonna era segretamente delusa?',
      'Kya Ankit dil mein naraz tha?',
      'why exactly was Giorgos angry with me in March 2023?',
      'Why is my sister so upset with me?',
      'how come Tom was ignoring me?',
    ]) expect(cannotTell(q)?.kind, q).toBe('feeling');
  });

  it('refuses the future, in several languages', () => {
    for (const q of [
      'When will Nora move to Berlin?',
      'Will my brother ever call back?',
      'Is Ravi going to quit his job?',
      'Quand est-ce que Lucie va déménager ?',
      '¿Cuándo tendrá Marta su boda?',
      'Quando si sposerà Giulia?',
      'Ankit kab aayega?',
    ]) expect(cannotTell(q)?.kind, q).toBe('future');
  });

  it('refuses facts the world keeps no record of', () => {
    for (const q of ["Who is Nora's girlfriend?", "What is Ravi's salary?", 'Qui est le chum de Lucie ?', 'Chi è il fidanzato di Giulia?', 'Ankit ki girlfriend kaun hai?']) {
      expect(cannotTell(q)?.kind, q).toBe('unrecorded');
    }
  });

  it('lets answerable questions through', () => {
    for (const q of [
      'When did Nora move to Berlin?',
      'What did Ravi say about the wedding?',
      'Who wished me a happy birthday in 2024?',
      'What did Lucie say she will bring?',
      'How many messages did Clara send in 2023?',
      'Who is in the family group?',
      'When did I first message Samira?',
      'Where was I when my niece was born?',
    ]) expect(cannotTell(q), q).toBeNull();
  });
});

describe('event words and event clauses', () => {
  it('reads Italian, Hindi and Darija wording as the same events', () => {
    expect(eventConcept('nozze')).toBe('wedding');
    expect(eventConcept('shaadi')).toBe('wedding');
    expect(eventConcept('3ers')).toBe('wedding');
    expect(eventConcept('paida hua')).toBe('baby');
    expect(eventConcept('buon compleanno')).toBe('birthday');
    expect(eventConcept('bonne fête')).toBe('birthday');
    expect(eventConcept('besuch')).toBe('visit');
    expect(eventConcept('prenotato')).toBe('booking');
    expect(eventWords('fight')).toEqual(expect.arrayContaining(['litigio', 'jhagda', 'trahie']));
  });

  it('reads "when <event>" inside another question as the day of that event', () => {
    const p = readPeriod('what did my aunt write when the twins were born', NOW, 'UTC');
    expect(isSpecial(p) && p.special === 'event' && p.shape).toBe('day');
    expect(isSpecial(p) && p.special === 'event' ? p.words : []).toContain('born');
    const q = readPeriod('where was I the day Tomás got married', NOW, 'UTC');
    expect(isSpecial(q) && q.special === 'event' ? q.words : []).toContain('wedding');
    expect(isSpecial(q) && q.special === 'event' ? q.marks : []).toEqual(['tomás']);
    // "when" asking the question itself, or a span ("on holiday"), is not such a clause.
    expect(readPeriod('when was the wedding', NOW, 'UTC')).toBeNull();
    expect(readPeriod('who did I text most when I was on holiday', NOW, 'UTC')).toBeNull();
  });

  it('reads plans for a birthday in the weeks before it', () => {
    const p = readPeriod('what did Ana organise for my birthday in 2024', NOW, 'UTC');
    expect(isSpecial(p) && p.special === 'birthday' && p.ahead).toBe(true);
  });

  it('reads a day written in Italian or Spanish', () => {
    expect(dayWrittenIn('il matrimonio sarà il 21 settembre', '2024-04-02T18:00:00Z', 'UTC')?.toISODate()).toBe('2024-09-21');
    expect(dayWrittenIn('llego el 3 de mayo de 2025', '2025-01-02T18:00:00Z', 'UTC')?.toISODate()).toBe('2025-05-03');
  });
});

const GIULIA = [
  line('10/03/2024', '09:00', 'Giulia Ferri', 'Ciao! ci vediamo presto'),
  line('02/04/2024', '18:00', 'Giulia Ferri', 'Notizia bomba: il matrimonio con Paolo sarà il 21 settembre a Verona'),
  line('21/09/2024', '23:00', 'Giulia Ferri', 'Che giornata, le nozze sono state perfette'),
  line('12/05/2025', '08:30', 'Giulia Ferri', 'Buon compleanno!! Un abbraccio'),
].join('\n');
const ROHAN = [
  line('05/01/2025', '10:00', 'Rohan Mehta', 'Kya haal hai?'),
  line('12/05/2025', '09:00', 'Rohan Mehta', 'Janamdin mubarak yaar!'),
  line('20/08/2025', '07:00', 'Rohan Mehta', 'Kal raat ko beta paida hua, naam Arjun rakha'),
  line('20/08/2025', '07:30', 'Me', 'Badhai ho!! Arjun ko bahut pyaar'),
  line('01/03/2026', '21:00', 'Rohan Mehta', 'Aaj main bahut gussa hoon, tumne promise toda'),
  line('01/03/2026', '21:10', 'Me', 'Sorry yaar, galti ho gayi'),
].join('\n');
const PRIYA = [line('12/05/2025', '11:00', 'Priya Nair', 'Happy bday!! have the best day'), line('20/08/2025', '12:00', 'Priya Nair', 'Rohan ka beta hua! Arjun 💙')].join('\n');

describe('the one named-day resolver, over a small world', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string): Promise<AskOutcome> => answerOffline(ctx, { question, state: {}, history: [], now: NOW });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [GIULIA, 'WhatsApp Chat with Giulia Ferri.txt'],
      [ROHAN, 'WhatsApp Chat with Rohan Mehta.txt'],
      [PRIYA, 'WhatsApp Chat with Priya Nair.txt'],
    ]));
  });
  afterAll(() => t.close());

  it('finds the birthday from wishes in Italian, Hindi and English, for who wrote that day', async () => {
    const r = await ask('Who sent me birthday wishes in 2025?');
    expect(r.answer).toContain('12 May 2025');
    for (const name of ['Giulia Ferri', 'Rohan Mehta', 'Priya Nair']) expect(r.answer).toContain(name);
  });

  it('reads the wedding day written in Italian', async () => {
    const r = await ask("When was Giulia's wedding?");
    expect(r.answer).toContain('21 September 2024');
    expect(messages(r.citations).map((m) => m.author)).toContain('Giulia Ferri');
  });

  it('finds the day of a birth told in Hindi for what someone wrote then', async () => {
    const r = await ask('What did Rohan write when his son was born?');
    expect(r.answered).toBe(true);
    expect(messages(r.citations).map((m) => m.text)).toContain('Kal raat ko beta paida hua, naam Arjun rakha');
  });

  it('finds the day of a fight for what someone said then', async () => {
    const r = await ask('What did Rohan say when we had our argument?');
    expect(messages(r.citations).map((m) => m.text)).toContain('Aaj main bahut gussa hoon, tumne promise toda');
  });

  it('refuses the future and feelings kept inside, citing nothing', async () => {
    for (const q of ['When will Giulia have a baby?', 'Was Rohan secretly hurt by me?']) {
      const r = await ask(q);
      expect(r.answered, q).toBe(false);
      expect(r.citations, q).toEqual([]);
      expect(r.answer, q).not.toContain('Arjun');
    }
  });
});

// Wishes in the short and unaccented forms people type: Vietnamese without its marks, the
// English abbreviation, Indonesian and Amharic in Latin letters, over two years.
const HOA = [
  line('04/02/2024', '07:10', 'Hoa Phan', 'cmsn nhe, tuoi moi that nhieu niem vui'),
  line('04/02/2025', '06:50', 'Hoa Phan', 'chuc mung sinh nhat!! 🎂'),
  line('11/03/2025', '10:00', 'Hoa Phan', 'hom nay an gi?'),
  line('11/03/2025', '10:05', 'Me', 'bun cha nhe'),
].join('\n');
const DEWI = [line('04/02/2025', '09:15', 'Dewi Lestari', 'Met ultah ya, semoga sehat selalu'), line('20/05/2025', '09:00', 'Dewi Lestari', 'sudah sampai kantor'), line('20/05/2025', '09:10', 'Me', 'oke, makasih')].join('\n');
const ABEBE = [line('04/02/2024', '12:00', 'Abebe Tadesse', 'HPBD bro!'), line('04/02/2025', '20:00', 'Abebe Tadesse', 'enkuan teweledk! melkam lidet'), line('04/02/2025', '20:30', 'Me', 'ameseginalehu!'), line('25/03/2025', '08:00', 'Abebe Tadesse', 'selam')].join('\n');

describe('birthday wishes in short and unaccented forms, over a small world', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string): Promise<AskOutcome> => answerOffline(ctx, { question, state: {}, history: [], now: NOW });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [HOA, 'WhatsApp Chat with Hoa Phan.txt'],
      [DEWI, 'WhatsApp Chat with Dewi Lestari.txt'],
      [ABEBE, 'WhatsApp Chat with Abebe Tadesse.txt'],
    ]));
  });
  afterAll(() => t.close());

  it('learns the birthday from wishes typed short or without accents, and who wished that day', async () => {
    const r = await ask('Who wished me a happy birthday in 2025?');
    expect(r.answer).toContain('4 February 2025');
    for (const name of ['Hoa Phan', 'Dewi Lestari', 'Abebe Tadesse']) expect(r.answer).toContain(name);
  });
});
