/**
 * Names, kin and group kinds across scripts (#29): contacts saved in Greek or Cyrillic letters
 * are found by a question in Latin letters and the other way round ("Sveta" for Светлана's
 * short form, "Γιάννης" for a contact saved as Giannis), a contact saved as a family word in
 * another script is that relative ("my mom" for Мама), and a group titled in another script has
 * a kind ("the family group" for a group named Οικογένεια).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import { romanize } from '../tools/romanize';
import { findPeople } from '../tools/people';
import type { ToolContext } from '../tools/types';
import { foldKin, isKinWord, kindOfWord } from '../tools/vocabulary';
import { foldName } from '../tools/common';
import { answerOffline } from './index';

const chat = (who: string, lines: [string, string, string][]) => lines.map(([d, t, text], i) => line(d, t, i % 2 ? 'Me' : who, text)).join('\n');

const MOTHER = chat('Мама', [
  ['03/03/2023', '09:00', 'Ты поел?'],
  ['03/03/2023', '09:05', 'да, всё хорошо'],
  ['04/03/2023', '10:00', 'позвони вечером'],
  ['05/03/2023', '10:00', 'целую'],
]);
const GIANNIS = chat('Giannis Karras', [
  ['06/06/2023', '12:00', 'pame gia kafe?'],
  ['06/06/2023', '12:05', 'nai, sta 6'],
  ['07/06/2023', '18:00', 'eimai edo'],
]);
const VASO = chat('Βασιλική Ρήγα', [
  ['08/08/2023', '20:00', 'καλό ταξίδι!'],
  ['08/08/2023', '20:05', 'ευχαριστώ'],
]);
const FAMILY = [
  line('10/10/2023', '19:00', 'Θεία Ρένα', 'Καλησπέρα σε όλους'),
  line('10/10/2023', '19:02', 'Me', 'Γεια σας!'),
  line('10/10/2023', '19:03', 'Giannis Karras', 'γεια'),
].join('\n');

const NOW = new Date('2026-11-27T12:00:00Z');

describe('names, kin and group kinds across Greek, Cyrillic and Latin letters', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string) => answerOffline(ctx, { question, state: {}, history: [], now: NOW });
  const find = async (name: string) => (await findPeople.run(ctx, { name, limit: 5 })).data;

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [MOTHER, 'WhatsApp Chat with Мама.txt'],
      [GIANNIS, 'WhatsApp Chat with Giannis Karras.txt'],
      [VASO, 'WhatsApp Chat with Βασιλική Ρήγα.txt'],
      [FAMILY, 'WhatsApp Chat with Οικογένεια.txt'],
    ]));
  });
  afterAll(() => t.close());

  it('writes Greek and Cyrillic in Latin letters, digraphs and word-initial stops included', () => {
    expect(romanize(foldName('Γιώργος Παπαδόπουλος'))).toBe('giorgos papadopoulos');
    expect(romanize(foldName('Μπάμπης'))).toBe('bampis');
    expect(romanize(foldName('Ευάγγελος'))).toBe('evangelos');
    expect(romanize(foldName('Светлана Козлова'))).toBe('svetlana kozlova');
    expect(romanize(foldName('Юлия Щукина'))).toBe('yuliya shchukina');
    expect(romanize('plain latin')).toBe('plain latin');
  });

  it('finds a contact saved in one script by a name written in another, and by a short form', async () => {
    expect((await find('Vasiliki'))[0]?.name).toBe('Βασιλική Ρήγα');
    expect((await find('Vaso'))[0]?.name).toBe('Βασιλική Ρήγα');
    expect((await find('Γιάννης'))[0]?.name).toBe('Giannis Karras');
    expect((await find('Zoe')).map((p) => p.name)).toEqual([]);
  });

  it('reads family words of other scripts and takes a contact saved as one for that relative', async () => {
    expect(foldKin('μαμά')).toBe('mama');
    expect(isKinWord('γιαγιά')).toBe(true);
    expect(isKinWord('бабушка')).toBe(true);
    const r = await ask('how many messages did my mom send in 2023?');
    expect(r.answer).toMatch(/Taking mom as Мама/);
  });

  it('knows a group kind from a title or a question word in another script', async () => {
    expect(kindOfWord('οικογένεια')).toBe('family');
    expect(kindOfWord('семья')).toBe('family');
    const r = await ask('who is in the family group?');
    expect(r.answered).toBe(true);
    expect(r.answer).toContain('Giannis Karras');
  });
});
