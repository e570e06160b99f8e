import { describe, expect, it } from 'vitest';
import { foldName } from '../tools/common';
import { BIRTHDAY_WISHES, eventConcept, eventConcepts, eventWords } from './event-words';

describe('event words', () => {
  it('gives the chat wording of a birthday in many languages', () => {
    const forms = eventWords('birthday');
    for (const f of ['happy birthday', 'hbd', 'parabens', 'feliz cumpleanos', 'alles gute', 'joyeux anniversaire', 'buon compleanno', 'iyi ki dogdun', 'wszystkiego najlepszego', 'grattis', 'selamat ulang tahun', 'e ku ojo ibi', 'ubochi omumu']) {
      expect(forms).toContain(f);
    }
  });

  it('gives moves, weddings, apologies and fights in several languages', () => {
    expect(eventWords('moving')).toEqual(expect.arrayContaining(['moved', 'mudanza', 'mudei', 'umzug', 'verhuisd', 'przeprowadzka', 'pindah']));
    expect(eventWords('married')).toEqual(expect.arrayContaining(['wedding', 'casamento', 'boda', 'hochzeit', 'dugun', 'slub', 'shaadi']));
    expect(eventWords('apologise')).toEqual(expect.arrayContaining(['sorry', 'desculpa', 'entschuldigung', 'przepraszam', 'maaf']));
    expect(eventWords('fight')).toEqual(expect.arrayContaining(['argument', 'briga', 'streit', 'ruzie', 'kavga']));
  });

  it('knows the concept of an English or a foreign word, folded', () => {
    expect(eventConcept('Parabéns')).toBe('birthday');
    expect(eventConcept('İyi ki doğdun')).toBe('birthday');
    expect(eventConcept('ẹ ku ọjọ ibi')).toBe('birthday');
    expect(eventConcept('umgezogen')).toBe('move');
    expect(eventConcept('new job')).toBe('new job');
    expect(eventConcept('funeral')).toBe('funeral');
    expect(eventConcept('sandwich')).toBeNull();
  });

  it('gives an unknown word back, folded', () => {
    expect(eventWords('Apfelkuchen')).toEqual(['apfelkuchen']);
  });

  it('lists every form once, folded, and each form under one concept only', () => {
    const owner = new Map<string, string>();
    for (const [concept, forms] of eventConcepts()) {
      expect(new Set(forms).size).toBe(forms.length);
      for (const f of forms) {
        expect(foldName(f)).toBe(f);
        expect(f).toMatch(/^[a-z]+(?: [a-z]+)*$/);
        expect(owner.get(f) ?? concept).toBe(concept);
        owner.set(f, concept);
      }
    }
    for (const w of BIRTHDAY_WISHES) expect(eventConcept(w)).toBe('birthday');
    expect(new Set(BIRTHDAY_WISHES).size).toBe(BIRTHDAY_WISHES.length);
  });
});
