/**
 * Question words and event words in other languages and forms (#29): Polish, Indonesian and
 * Swahili question words read as their English intent; a holiday named with accents is a
 * period, not a name; event words declined by the question (Polish cases, English plurals)
 * and thesis defences, first jobs, weddings in their Polish, Swahili, Indonesian, Amharic forms.
 */
import { describe, expect, it } from 'vitest';
import { eventConcept, eventWords } from './event-words';
import { questionWordsInEnglish, readQuestion } from './reader';

const NOW = new Date('2026-11-27T12:00:00Z');
const read = (q: string) => readQuestion(q, NOW, 'UTC', {});

describe('question words and event words beyond English', () => {
  it.each([
    ['gdzie byłam w sylwestra', 'where'],
    ['Kiedy zaczęliśmy pisać', 'when'],
    ['kapan aku pindah', 'when'],
    ['di mana aku tahun baru', 'where'],
    ['lini nilihamia Mombasa', 'when'],
    ['Πότε παντρεύτηκε η Ελένη;', 'when'],
    ['ποτε ηταν ο γαμος', 'when'],
    ['pote itan o gamos', 'when'],
    ['Ποιος μου έγραψε πιο πολύ;', 'who'],
    ['ΠΟΙΟΣ έγραψε', 'who'],
    ['pios egrapse', 'who'],
    ['Πόσα μηνύματα έστειλα;', 'how many'],
    ['πόσες φορές', 'how many'],
    ['posa minimata', 'how many'],
    ['Πού ήμουν το Πάσχα;', 'where'],
    ['που ημουν', 'where'],
    ['pou imoun', 'where'],
    ['Τι είπε ο Νίκος;', 'what'],
    ['Πώς λέγεται', 'how'],
  ])('“%s” starts with %s', (q, en) => {
    expect(questionWordsInEnglish(q).startsWith(en)).toBe(true);
  });

  it.each(['ποιότητα', 'ποτέ', 'πουλί', 'τιμή', 'postcard', 'pia colada', 'potent'].map((q) => [q]))('“%s” is not a question word', (q) => {
    expect(questionWordsInEnglish(q)).toBe(q);
  });

  it('a holiday written with accents is the period, not a name to look for', () => {
    const r = read('gdzie byłem w Wigilię 2023?');
    expect(r.intent).toBe('where');
    expect(r.period).toMatchObject({ label: 'on 24 December 2023' });
    expect(r.spans.map((s) => s.text)).not.toContain('Wigilię');
  });

  it('reads a misspelt "first"', () => {
    expect(read('when did I frist text Ayu').intent).toBe('first');
  });

  it.each([
    ['obrona', 'graduation'],
    ['obrony', 'graduation'],
    ['obronie', 'graduation'],
    ['defence', 'graduation'],
    ['mahafali', 'graduation'],
    ['sidang skripsi', 'graduation'],
    ['weselu', 'wedding'],
    ['ślubie', 'wedding'],
    ['weddings', 'wedding'],
    ['pierwszej pracy', 'new job'],
  ])('%s is a %s word', (w, concept) => {
    expect(eventConcept(w)).toBe(concept);
  });

  it('searches the chats for the forms a defence is told in', () => {
    expect(eventWords('obrona')).toEqual(expect.arrayContaining(['obronilam', 'obronilem', 'graduated', 'wisuda']));
    expect(eventConcept('kasprowy')).toBeNull();
  });
});
