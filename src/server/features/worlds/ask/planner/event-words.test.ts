import { describe, expect, it } from 'vitest';
import { foldName } from '../tools/common';
import { BIRTHDAY_WISHES, eventConcept, eventConcepts, eventWords, FIRST_DAY_WORDS, TODAY_WORDS } from './event-words';
import { otherPlaceNames } from './place-words';

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
        // Letters, and digits inside a word where Darija writes Arabic sounds ("3ers", "sa3id").
        expect(f).toMatch(/^[a-z0-9]+(?: [a-z0-9]+)*$/);
        expect(f.split(' ').every((w) => /[a-z]/.test(w))).toBe(true);
        expect(owner.get(f) ?? concept).toBe(concept);
        owner.set(f, concept);
      }
    }
    for (const w of BIRTHDAY_WISHES) expect(eventConcept(w)).toBe('birthday');
    expect(new Set(BIRTHDAY_WISHES).size).toBe(BIRTHDAY_WISHES.length);
  });
});

describe('words added in session 34', () => {
  it('a honeymoon is its own event, a deposit a matter of money, and "today" and "first day" are read in any language', () => {
    expect(eventConcept('honeymoon')).toBe('honeymoon');
    expect(eventWords('honeymoon')).toEqual(expect.arrayContaining(['balayi', 'flitterwochen', 'luna de miel']));
    expect(eventWords('wedding')).not.toContain('honeymoon');
    expect(eventWords('deposit')).toEqual(expect.arrayContaining(['kaution', 'caucao', 'fianza']));
    expect(TODAY_WORDS).toEqual(expect.arrayContaining(['heute', 'bugun', 'hoje']));
    expect(FIRST_DAY_WORDS).toEqual(expect.arrayContaining(['erster tag', 'ilk gun', 'primeiro dia']));
  });

  it('cities and countries named in English have their names in other languages', () => {
    expect(otherPlaceNames('Vienna')).toEqual(expect.arrayContaining(['wien', 'viyana']));
    expect(otherPlaceNames('germany')).toContain('deutschland');
    expect(otherPlaceNames('Springfield')).toBeNull();
  });
});
