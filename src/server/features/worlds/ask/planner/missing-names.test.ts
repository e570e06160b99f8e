/**
 * Truth rules of the offline answerer (#29) on a small world (March 2021 – June 2023, UTC):
 * a name where a person is meant that is no one is said to be no one (never dropped and the
 * whole world answered), money is not measured, a period outside the data is said to be so,
 * and "what did I text X" is the owner's own messages to X.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import type { ToolContext } from '../tools/types';
import type { AskOutcome } from '../types';
import { answerOffline } from './index';

const FUNKE = [
  line('01/03/2021', '09:00', 'Funke Adeyemi', 'ingat ka'),
  line('01/03/2021', '09:05', 'Me', 'thanks, see you in Accra'),
  line('14/04/2022', '18:00', 'Funke Adeyemi', 'the accra trip was 300 cedis'),
  line('01/06/2023', '10:00', 'Me', 'miss you already'),
].join('\n');
const MIGS = [line('15/03/2021', '10:00', 'Migs Villanueva', 'we saw kat at the market'), line('15/03/2021', '10:10', 'Me', 'great')].join('\n');

const NOW = new Date('2026-11-27T12:00:00Z');

describe('the offline answerer never drops a name, a money question or a period', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string): Promise<AskOutcome> => answerOffline(ctx, { question, state: {}, history: [], now: NOW });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [FUNKE, 'WhatsApp Chat with Funke Adeyemi.txt'],
      [MIGS, 'WhatsApp Chat with Migs Villanueva.txt'],
    ]));
  });
  afterAll(() => t.close());

  it.each([
    ['how many messages did chinedu send me', 'Chinedu'],
    ['when did i first message carmela', 'Carmela'],
    ['who did amaka marry', 'Amaka'],
    ['what did kat text me', 'Kat'],
    ["what was chinedu's last message", 'Chinedu'],
  ])('“%s”: there is no one called %s', async (q, name) => {
    const r = await ask(q);
    expect(r.answer).toBe(`There is no one called ${name} in your world.`);
    expect(r.citations).toEqual([]);
    expect(r.suggestions.length).toBeGreaterThan(0);
  });

  it('still reads lowercase names that are people', async () => {
    const r = await ask('how many messages did funke send me');
    expect(r.answered).toBe(true);
    expect(r.answer).toContain('Funke Adeyemi');
    expect(r.answer).toMatch(/\b2 messages\b/);
  });

  it('does not compute money: the world holds no prices', async () => {
    for (const q of ['how much did the accra trip cost', 'how much money did i spend in 2022']) {
      const r = await ask(q);
      expect(r.answered, q).toBe(false);
      expect(r.answer, q).toMatch(/not prices/);
      expect(r.answer, q).not.toMatch(/\b\d+ messages?\.$/);
    }
  });

  it('says a period before the world holds no data', async () => {
    const r = await ask('what did I text funke in 2019');
    expect(r.answered).toBe(false);
    expect(r.answer).toBe('Your world has no data in 2019: it starts in March 2021.');
    const after = await ask('how many messages in 2025');
    expect(after.answered).toBe(false);
    expect(after.answer).toMatch(/no data in 2025: it ends in June 2023/);
  });

  it('“what did I text X” is what I sent X, not what X wrote', async () => {
    const r = await ask('what did I text funke in 2023');
    expect(r.answered).toBe(true);
    expect(r.answer).toContain('miss you already');
    expect(r.answer).not.toContain('cedis');
    const all = await ask('what did i text funke');
    expect(all.answer).toMatch(/You sent Funke Adeyemi 2 messages/);
    expect(all.citations.filter((c) => c.kind === 'message').map((c) => (c as { text: string }).text)).not.toContain('ingat ka');
  });
});
