/**
 * How a relationship changed (#29), on a small imported world (UTC) whose chats mix
 * Portuguese and English: the two sides of an event (more before or after the move), who
 * drifted apart or got closer, when things got tense (words of tension in another language
 * before a silence an apology ends), making up, two years compared, groups named exactly and
 * compared, a nickname a person signs with, and what someone sent of a thing written in
 * another language. Facts and citations are asserted, not wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line, messageCitations as messages } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import type { Citation } from '../../../../../contract/worlds-ask';
import type { ToolContext } from '../tools/types';
import type { AskOutcome, AskState } from '../types';
import { answerOffline } from './index';

// Ana: a few in 2022, many in the first months of 2023, the move on 1 June 2023, then little.
const ANA_LINES = [
  line('10/03/2022', '10:00', 'Ana Costa', 'olá!'),
  line('10/03/2022', '10:05', 'Me', 'olá Ana'),
  line('12/08/2022', '10:00', 'Ana Costa', 'praia?'),
  line('12/08/2022', '10:05', 'Me', 'sim'),
  ...Array.from({ length: 10 }, (_, i) => line(`${String(i + 5).padStart(2, '0')}/0${(i % 4) + 1}/2023`, '12:00', i % 2 ? 'Me' : 'Ana Costa', `mensagem ${i}`)),
  line('31/05/2023', '20:00', 'Me', 'packing boxes all day'),
  line('01/06/2023', '19:00', 'Me', 'the move is done, so tired'),
  line('14/09/2023', '10:00', 'Ana Costa', 'tudo bem?'),
  line('20/11/2023', '10:00', 'Me', 'tudo'),
];
// Rui: a quarrel about a loan in February 2023, silence April–August, his apology on 10 September.
const RUI_LINES = [
  line('05/01/2023', '10:00', 'Rui Matos', 'bom ano!'),
  line('06/01/2023', '10:00', 'Me', 'igualmente'),
  line('20/01/2023', '10:00', 'Rui Matos', 'café amanhã?'),
  line('10/02/2023', '10:00', 'Me', 'vi o jogo'),
  line('17/02/2023', '11:00', 'Me', 'Rui, e o dinheiro que te emprestei?'),
  line('17/02/2023', '13:40', 'Rui Matos', 'A sério? Não é justo dizeres isso'),
  line('17/02/2023', '14:01', 'Me', 'estás a ser egoísta'),
  line('05/03/2023', '10:00', 'Rui Matos', 'ok'),
  line('10/09/2023', '09:00', 'Rui Matos', 'desculpa, fui injusto contigo'),
  line('11/09/2023', '09:30', 'Me', 'obrigada, está tudo bem'),
  line('02/10/2023', '10:00', 'Rui Matos', 'jantar sexta?'),
  line('03/10/2023', '10:00', 'Me', 'combinado'),
];
// Nina: met after the move.
const NINA_LINES = Array.from({ length: 8 }, (_, i) => line(`${String(i + 10).padStart(2, '0')}/${String(6 + (i % 5)).padStart(2, '0')}/2023`, '18:00', i % 2 ? 'Me' : 'Nina Berg', `hi ${i}`));
// Beatriz signs her messages "Bia aqui"; the owner calls her Bia.
const BIA_LINES = [
  line('01/02/2022', '10:00', 'Beatriz Sousa', 'Bia aqui 🙋‍♀️'),
  line('02/02/2022', '10:00', 'Beatriz Sousa', 'Bia aqui 🙋‍♀️'),
  line('03/02/2022', '10:00', 'Me', 'Bia, chegaste bem?'),
  line('04/02/2022', '10:00', 'Beatriz Sousa', 'Bia aqui 🙋‍♀️'),
  line('05/02/2022', '10:00', 'Me', 'olá Bia'),
  line('06/02/2022', '10:00', 'Beatriz Sousa', 'até breve, combinamos'),
];
// Two groups: the family (Rosa and Paulo Silva, Avó) and the dinner group.
const FAMILY_LINES = [
  line('01/01/2023', '10:00', 'Rosa Silva', 'bom ano família'),
  line('01/01/2023', '10:05', 'Paulo Silva', 'bom ano'),
  line('01/01/2023', '10:10', 'Me', 'bom ano!'),
  line('20/12/2022', '16:30', 'Avó', 'receita do bolo de laranja para o Natal'),
  line('02/01/2023', '10:00', 'Rosa Silva', 'almoço domingo'),
  line('03/01/2023', '10:00', 'Rosa Silva', 'tragam sobremesa'),
];
const DINNER_LINES = [
  line('06/01/2023', '20:00', 'Ana Costa', 'jantar?'),
  line('06/01/2023', '20:05', 'Rui Matos', 'sim'),
  line('06/01/2023', '20:10', 'Me', 'vamos'),
];

const NOW = new Date('2026-11-27T12:00:00Z');
const MOVE = '2023-06-01';
const persons = (cs: Citation[]) => cs.filter((c): c is Extract<Citation, { kind: 'person' }> => c.kind === 'person').map((c) => c.name);
/** "dd/mm/yyyy" of a line as yyyy-mm-dd. */
const isoOf = (l: string) => {
  const [d, m, y] = l.slice(0, 10).split('/');
  return `${y}-${m}-${d}`;
};

describe('the offline answerer, how relationships change', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string, state: AskState = {}): Promise<AskOutcome> => answerOffline(ctx, { question, state, history: [], now: NOW });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [ANA_LINES, 'WhatsApp Chat with Ana Costa.txt'],
      [RUI_LINES, 'WhatsApp Chat with Rui Matos.txt'],
      [NINA_LINES, 'WhatsApp Chat with Nina Berg.txt'],
      [BIA_LINES, 'WhatsApp Chat with Beatriz Sousa.txt'],
      [FAMILY_LINES, 'WhatsApp Chat with Família Silva.txt'],
      [DINNER_LINES, 'WhatsApp Chat with Jantar Crew.txt'],
    ]));
  });
  afterAll(() => t.close());

  it('"more before or after the move?" counts both sides of the move', async () => {
    const before = ANA_LINES.filter((l) => isoOf(l) < MOVE).length;
    const after = ANA_LINES.length - before;
    const r = await ask('Did I talk to Ana more before or after the move?');
    expect(r.answered).toBe(true);
    expect(r.answer).toMatch(/^More before/);
    expect(r.answer).toContain(`${before} messages`);
    expect(r.answer).toContain(`, ${after} after`);
    expect(persons(r.citations)).toContain('Ana Costa');
  });

  it('who drifted apart in a year, who got closer after an event', async () => {
    const apart = await ask('Who did I drift apart from in 2023?');
    expect(apart.answer).toMatch(/^Ana Costa/);
    const closer = await ask('Who did I get closer to after the move?');
    expect(closer.answer).toMatch(/^Nina Berg/);
    expect(persons(closer.citations)).toContain('Nina Berg');
  });

  it('when things got tense: words of tension in Portuguese before the silence his apology ends', async () => {
    const r = await ask('When did things get weird with Rui?');
    expect(r.answer).toMatch(/^February 2023/);
    expect(messages(r.citations).map((m) => m.text)).toContain('A sério? Não é justo dizeres isso');
    const over = await ask('What did Rui and I fall out over?');
    expect(messages(over.citations).map((m) => m.text)).toContain('Rui, e o dinheiro que te emprestei?');
  });

  it('making up is the first message after the silence an apology ends', async () => {
    const r = await ask('Did Rui and I ever make up?');
    expect(r.answer).toMatch(/^10 September 2023/);
    expect(messages(r.citations).map((m) => m.text)).toContain('desculpa, fui injusto contigo');
  });

  it('two years compared say by how many they differ', async () => {
    const y22 = ANA_LINES.filter((l) => isoOf(l).startsWith('2022')).length;
    const y23 = ANA_LINES.filter((l) => isoOf(l).startsWith('2023')).length;
    const r = await ask('By how many messages did my chat with Ana grow from 2022 to 2023?');
    expect(r.answer).toContain(`${y23 - y22} more in 2023 than in 2022`);
  });

  it('a group named exactly is the group (not its members), and two groups compare', async () => {
    const most = await ask("Who's the most active in Família Silva?");
    expect(most.answered).toBe(true);
    expect(most.answer).toMatch(/^Rosa Silva/);
    const cmp = await ask('Which group is more active, Família Silva or Jantar Crew?');
    expect(cmp.answer).toMatch(/^Família Silva — Família Silva: 6 messages, Jantar Crew: 3 messages/);
  });

  it('a nickname the person signs with is theirs, not the owner’s', async () => {
    const r = await ask('What did Bia say in her last message?');
    expect(r.answered).toBe(true);
    expect(messages(r.citations).map((m) => m.text)).toContain('até breve, combinamos');
  });

  it('what someone sent of a thing written in another language ("recipe" → receita)', async () => {
    const r = await ask('What recipe did Avó send?');
    expect(r.answered).toBe(true);
    expect(messages(r.citations).map((m) => m.text)).toContain('receita do bolo de laranja para o Natal');
  });
});
