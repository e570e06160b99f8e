/**
 * Name forms in questions (#29): a short form of a first name from the given-name families
 * ("Paco" for Francisco), a name declined by a question's grammar or possessive ("Tomkiem",
 * "Kasi", "Saszy", "Francos"), diacritics ignored; a form two people fit equally is asked
 * back, never guessed, and a name that is no form of anyone keeps the "no one called" answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import { hypocoristics, undeclined } from '../tools/name-forms';
import { findPeople } from '../tools/people';
import type { ToolContext } from '../tools/types';
import { answerOffline } from './index';

const chat = (who: string, lines: [string, string, string][]) => lines.map(([d, t, text], i) => line(d, t, i % 2 ? 'Me' : who, text)).join('\n');

const TOMASZ = chat('Tomasz Wiśniewski', [
  ['02/02/2022', '10:00', 'jutro rower?'],
  ['02/02/2022', '10:05', 'jasne'],
  ['03/02/2022', '11:00', 'o ósmej pod blokiem'],
]);
const KASIA = chat('Kasia Nowak', [['05/05/2022', '09:00', 'kawa w piątek?'], ['05/05/2022', '09:10', 'tak!']]);
const PACO = chat('Francisco Ruiz', [['06/06/2022', '12:00', '¿vienes a la playa?'], ['06/06/2022', '12:05', 'sí'], ['07/06/2022', '08:00', 'nos vemos']]);
const SASHA = chat('Aleksandr Petrov', [['07/07/2022', '19:00', 'privet, kak dela'], ['07/07/2022', '19:30', 'norm']]);
const ROB1 = chat('Robert Lee', [['08/08/2022', '08:00', 'gym at 6?']]);
const ROB2 = chat('Robert Hahn', [['09/08/2022', '08:00', 'Treffen morgen?']]);

// The owner calls her father "Tato" (the vocative); a question says "tata" or "tacie".
const DAD = [
  line('10/01/2023', '18:00', 'Me', 'Tato, kiedy obiad?'),
  line('10/01/2023', '18:02', 'Jan Kowalski', 'o siódmej'),
  line('11/01/2023', '09:00', 'Jan Kowalski', 'zadzwoń jak dojedziesz'),
  line('11/01/2023', '09:30', 'Me', 'dobrze tato'),
].join('\n');

const NOW = new Date('2026-11-27T12:00:00Z');

describe('name forms: diminutives, declension and possessives name one person or none', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string) => answerOffline(ctx, { question, state: {}, history: [], now: NOW });
  const find = async (name: string) => (await findPeople.run(ctx, { name, limit: 5 })).data;

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [TOMASZ, 'WhatsApp Chat with Tomasz Wiśniewski.txt'],
      [KASIA, 'WhatsApp Chat with Kasia Nowak.txt'],
      [PACO, 'WhatsApp Chat with Francisco Ruiz.txt'],
      [SASHA, 'WhatsApp Chat with Aleksandr Petrov.txt'],
      [ROB1, 'WhatsApp Chat with Robert Lee.txt'],
      [ROB2, 'WhatsApp Chat with Robert Hahn.txt'],
      [DAD, 'WhatsApp Chat with Jan Kowalski.txt'],
    ]));
  });
  afterAll(() => t.close());

  it('knows the families and strips case endings', () => {
    expect(hypocoristics('tomek')).toContain('tomasz');
    expect(hypocoristics('katarzyna')).toContain('kasia');
    expect(undeclined('tomkiem')).toContain('tomek');
    expect(undeclined('tomkowi')).toContain('tomek');
    expect(undeclined('kasi')).toContain('kasia');
    expect(undeclined('kasiu')).toContain('kasia');
    expect(undeclined('saszy')).toContain('sasza');
    expect(undeclined('paco')).not.toContain('paco');
  });

  it.each([
    ['Tomek', 'Tomasz Wiśniewski'],
    ['Tomkiem', 'Tomasz Wiśniewski'],
    ['Tomkowi', 'Tomasz Wiśniewski'],
    ['Kaśka', 'Kasia Nowak'],
    ['Kaska', 'Kasia Nowak'],
    ['Kasią', 'Kasia Nowak'],
    ['Katarzyna', 'Kasia Nowak'],
    ['Paco', 'Francisco Ruiz'],
    ['Franciscos', 'Francisco Ruiz'],
    ['Sasha', 'Aleksandr Petrov'],
    ['Saszy', 'Aleksandr Petrov'],
  ])('find_people: %s is %s', async (name, who) => {
    const found = await find(name);
    expect(found[0]).toMatchObject({ name: who });
    expect(found.filter((f) => f.match === found[0]!.match)).toHaveLength(1);
  });

  it('a form two people fit is both, and the planner asks instead of guessing', async () => {
    const found = await find('Bob');
    expect(found.map((f) => f.name).sort()).toEqual(['Robert Hahn', 'Robert Lee']);
    const r = await ask('how many messages did Bob send me');
    expect(r.answer).toMatch(/Robert Hahn/);
    expect(r.answer).toMatch(/Robert Lee/);
    expect(r.answer).not.toMatch(/\b1 message\b/);
  });

  it('answers with the person a diminutive or declined name is', async () => {
    const r = await ask('how many messages did Tomek send me');
    expect(r.answered).toBe(true);
    expect(r.answer).toContain('Tomasz Wiśniewski');
    expect(r.answer).toMatch(/\b2 messages\b/);
    const paco = await ask('how many messages did Paco send me');
    expect(paco.answer).toContain('Francisco Ruiz');
    expect(paco.answer).toMatch(/\b2 messages\b/);
  });

  it('a name that is no form of anyone is still no one', async () => {
    const r = await ask('how many messages did Zbyszek send me');
    expect(r.answer).toBe('There is no one called Zbyszek in your world.');
    expect(await find('Kasprowy')).toEqual([]);
  });

  it('a declined family word is the family word the owner calls someone', async () => {
    const r = await ask('how many messages did tata send me in 2023');
    expect(r.answer).toContain('Jan Kowalski');
    expect(r.answer).toMatch(/\b2 messages\b/);
  });
});
