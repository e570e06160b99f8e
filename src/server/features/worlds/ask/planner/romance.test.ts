/**
 * Questions in Spanish, Portuguese and French read in their English frames (#29, session 35),
 * family words across languages, a typing slip that is no name, a group's busiest month and
 * its change, and a future event: pure reading first, then over a small imported world of a
 * Spanish family and a Portuguese work group. Facts and citations are asserted, not wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line, messageCitations as messages } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import type { ToolContext } from '../tools/types';
import type { AskOutcome, AskState } from '../types';
import { answerOffline } from './index';
import { readQuestion, typoOfCommon } from './reader';
import { kinWords } from './resolve';
import { fromRomance } from './romance';

const NOW = new Date('2026-11-27T12:00:00Z');
const read = (q: string) => readQuestion(fromRomance(q), NOW, 'UTC', {});

describe('questions in Spanish, Portuguese and French', () => {
  it('reads their frames as the English ones, names and searched words kept', () => {
    expect(fromRomance('¿Quiénes están en el grupo Los Tíos?')).toBe('who is in the group Los Tíos?');
    expect(fromRomance('Quem faz parte do grupo Futebol de Quinta?')).toBe('who is in the group Futebol de Quinta?');
    expect(fromRomance('Qui est dans le groupe Cousins Dupont ?')).toBe('who is in the group Cousins Dupont?');
    expect(fromRomance('¿Qué contó Ximena sobre el viaje?')).toBe('what did Ximena say about viaje?');
    expect(fromRomance('O que a Bruna falou sobre a obra?')).toBe('what did Bruna say about obra?');
    expect(fromRomance("Qu'est-ce que Margaux a dit sur le déménagement ?")).toBe('what did Margaux say about déménagement?');
    expect(fromRomance('¿Cuándo fue la graduación de Nico?')).toBe("when was Nico's graduación?");
    expect(fromRomance('Quand est née Zoé ?')).toBe('when was Zoé born?');
    expect(fromRomance('¿Cuántos mensajes me mandó Rafa el año pasado?')).toBe('how many messages did Rafa send me last year?');
    expect(fromRomance('Quantas fotos tirei em Coimbra?')).toBe('how many photos did I take in Coimbra?');
    expect(fromRomance('Combien de photos à Nantes en 2021 ?')).toBe('how many photos in Nantes in 2021?');
    expect(fromRomance("Où étais-je le jour de mon anniversaire ?")).toBe('where was I on my birthday?');
    expect(fromRomance('¿Y Beto?')).toBe('and Beto?');
    expect(fromRomance('E no ano passado?')).toBe('and last year?');
    // English, and anything in no known frame, is left as written.
    expect(fromRomance('Who is in the group Los Tíos?')).toBe('Who is in the group Los Tíos?');
    expect(fromRomance('quiet weekend?')).toBe('quiet weekend?');
  });

  it('gives the reader the intent of the English frame', () => {
    expect(read('¿Quién está en el grupo Los Tíos?').intent).toBe('members');
    expect(read('O que a Bruna disse sobre a obra?').intent).toBe('said');
    expect(read('¿Cuándo fue la boda de Nico?').intent).toBe('when-event');
  });
});

describe('reading rules', () => {
  it('family words across languages', () => {
    expect(kinWords('my brother')).toContain('hermano');
    expect(kinWords('mãe')).toContain('mum');
    expect(kinWords('la tía')).toContain('aunt');
    expect(kinWords('Rodrigo')).toEqual([]);
  });

  it('a slip of one letter from a common word is no name', () => {
    expect(typoOfCommon('vidoes')).toBe(true);
    expect(typoOfCommon('photso')).toBe(true);
    expect(typoOfCommon('rosalind')).toBe(false);
    expect(readQuestion('who sends me the most pics and vidoes', NOW, 'UTC', {}).slotNames).toEqual([]);
  });

  it('when a group was busiest is a month; its dying down is a change; a future event is not in the data', () => {
    const busy = readQuestion('when was the work group the busiest?', NOW, 'UTC', {});
    expect([busy.intent, busy.grain]).toEqual(['extreme', 'month']);
    const down = readQuestion('when did the book club die down?', NOW, 'UTC', {});
    expect([down.intent, down.direction]).toEqual(['change', 'down']);
    expect(readQuestion('When is Lucía having her third baby?', NOW, 'UTC', {}).intent).toBe('outside');
    expect(readQuestion('when is Ramón getting married?', NOW, 'UTC', {}).intent).toBe('outside');
  });
});

const pad = (n: string) => n.padStart(2, '0');

// Beto: called "Hermano" by the owner; busy in 2024, two messages in 2025.
const BETO = [
  line('03/01/2024', '10:00', 'Me', 'Hermano! ¿cómo vas?'),
  line('03/01/2024', '10:05', 'Beto Salas', 'bien bien'),
  line('04/02/2024', '10:00', 'Me', 'Hermano, ¿vienes el sábado?'),
  line('04/02/2024', '10:05', 'Beto Salas', 'sí'),
  line('10/03/2025', '10:00', 'Beto Salas', 'feliz día'),
  line('11/04/2025', '10:00', 'Beto Salas', 'jaja'),
].join('\n');
// Obra Nova (a work group): busy every weekday of March–May 2024, four a month after; Bruna on the "lançamento".
const WORK: string[] = [];
for (const m of [3, 4, 5]) for (let d = 1; d <= 20; d += 1) WORK.push(line(`${pad(String(d))}/${pad(String(m))}/2024`, '09:00', d % 2 ? 'Bruna Lobo' : 'Caio Reis', 'bom dia equipa'));
for (const m of [6, 7, 8, 9, 10, 11]) for (const d of [3, 10, 17, 24]) WORK.push(line(`${pad(String(d))}/${pad(String(m))}/2024`, '09:00', 'Caio Reis', 'ok'));
WORK.push(line('15/11/2024', '09:30', 'Bruna Lobo', 'O lançamento foi adiado para janeiro'));
WORK.push(line('16/11/2024', '09:30', 'Me', 'ok, obrigada'), line('17/11/2024', '09:30', 'Davi Luz', 'boa'));

describe('the offline answerer over a Spanish and Portuguese world', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string, state: AskState = {}): Promise<AskOutcome> => answerOffline(ctx, { question, state, history: [], now: NOW });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [BETO, 'WhatsApp Chat with Beto Salas.txt'],
      [WORK.join('\n'), 'WhatsApp Chat with Obra Nova.txt'],
    ]));
  }, 240_000);
  afterAll(() => t.close());

  it('members of a group asked in Portuguese', async () => {
    const r = await ask('quem está no grupo Obra Nova?');
    expect(r.answer).toContain('Bruna Lobo');
    expect(r.answer).toContain('Caio Reis');
  });

  it('what someone said of a thing, asked in Portuguese, cites the message', async () => {
    const r = await ask('O que a Bruna disse sobre o lançamento?');
    expect(messages(r.citations).some((c) => c.text?.includes('adiado'))).toBe(true);
  });

  it('"my brother" is whoever the chats call Hermano', async () => {
    const r = await ask('how many messages did my brother send in 2025?');
    expect(r.answer).toContain('Beto Salas');
    expect(r.answer).toMatch(/\b2\b/);
  });

  it('a group’s busiest month and when it died down', async () => {
    const busy = await ask('when was the Obra Nova group the busiest?');
    expect(busy.answer).toMatch(/March 2024|April 2024|May 2024/);
    const down = await ask('when did the Obra Nova group die down?');
    expect(down.answer).toMatch(/June 2024/);
    expect(messages(down.citations).length).toBeGreaterThan(0);
  });
});
