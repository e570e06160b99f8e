/**
 * The offline answerer finds life events in the languages people chat in (#29,
 * event-words.ts): an English question ("when did I move?", "who had a baby?", "who wished
 * me happy birthday?", "what did Rui say when he apologised?") over Portuguese messages.
 * Facts and citations are asserted, not wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line, messageCitations as messages } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import type { ToolContext } from '../tools/types';
import type { AskOutcome } from '../types';
import { answerOffline } from './index';

const RUI = [
  line('01/02/2023', '10:00', 'Rui Carvalho', 'bom dia'),
  line('17/07/2023', '09:00', 'Rui Carvalho', 'parabéns parabéns, feliz aniversário!'),
  line('11/02/2024', '08:00', 'Rui Carvalho', 'A Leonor nasceu hoje de manhã!'),
  line('06/05/2024', '20:00', 'Rui Carvalho', 'desculpa, fui injusto contigo'),
  line('17/07/2024', '09:00', 'Rui Carvalho', 'Parabéns!! Um grande abraço'),
].join('\n');
const MAE = [
  line('10/02/2023', '10:00', 'Me', 'Mãe, vou mudar para Lisboa'),
  line('01/04/2023', '19:00', 'Me', 'Já mudei! A casa nova em Alfama é linda'),
  line('01/04/2023', '19:05', 'Mãe', 'que bom filha, a mudança correu bem?'),
  line('17/07/2023', '08:00', 'Mãe', 'Parabéns, feliz aniversário, parabéns filha'),
  line('17/07/2024', '08:00', 'Mãe', 'Parabéns minha filha querida'),
].join('\n');
const ANA = [line('17/07/2023', '10:00', 'Ana Lopes', 'happy birthday! parabéns, feliz aniversário, hbd'), line('17/07/2024', '10:00', 'Ana Lopes', 'parabéns!! feliz aniversário'), line('17/07/2024', '10:05', 'Me', 'obrigada!')].join('\n');

const NOW = new Date('2026-11-27T12:00:00Z');

describe('the offline answerer, events in other languages', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string): Promise<AskOutcome> => answerOffline(ctx, { question, state: {}, history: [], now: NOW });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [RUI, 'WhatsApp Chat with Rui Carvalho.txt'],
      [MAE, 'WhatsApp Chat with Mãe.txt'],
      [ANA, 'WhatsApp Chat with Ana Lopes.txt'],
    ]));
  });
  afterAll(() => t.close());

  it('"when did I move" finds the move in Portuguese', async () => {
    const r = await ask('When did I move?');
    expect(r.answer).toContain('1 April 2023');
    expect(messages(r.citations).map((m) => m.text)).toContain('Já mudei! A casa nova em Alfama é linda');
  });

  it('"who had a baby" finds "nasceu" and cites it', async () => {
    const r = await ask('Who had a baby?');
    expect(r.answer).toMatch(/^Rui Carvalho/);
    expect(messages(r.citations).map((m) => m.text)).toContain('A Leonor nasceu hoje de manhã!');
  });

  it('"who wished me happy birthday" finds "parabéns" from each', async () => {
    const r = await ask('Who wished me happy birthday?');
    for (const name of ['Rui Carvalho', 'Mãe', 'Ana Lopes']) expect(r.answer).toContain(name);
    expect(messages(r.citations).map((m) => m.author)).toEqual(expect.arrayContaining(['Rui Carvalho', 'Mãe', 'Ana Lopes']));
  });

  it('"my birthday" is the latest birthday in the data', async () => {
    const r = await ask('Who wrote to me on my birthday?');
    expect(r.answer).toContain('17 July 2024');
    expect(r.answer).not.toContain('2023');
  });

  it('"what did Rui say when he apologised" finds "desculpa"', async () => {
    const r = await ask('What did Rui say when he apologised?');
    expect(r.answered).toBe(true);
    expect(messages(r.citations).map((m) => m.text)).toContain('desculpa, fui injusto contigo');
  });
});
