/**
 * The offline answerer under a plan cut-off (#29, ADR 052): an absence in the shown data is
 * never said to be an absence in the world, a "first" is the first the plan shows, and the
 * coverage stays out of the answer text (the outcome's `coverage` field carries it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import type { ToolContext } from '../tools/types';
import type { AskOutcome } from '../types';
import { answerOffline } from './index';

// Bob wrote only in 2022; Mara from 2021 to 2024.
const BOB = [line('02/03/2022', '09:00', 'Bob Stone', 'the move is on saturday'), line('02/03/2022', '09:05', 'Me', 'ok')].join('\n');
const MARA = [
  line('05/01/2021', '10:00', 'Mara Lind', 'hello from the course'),
  line('05/06/2022', '10:00', 'Mara Lind', 'summer plans?'),
  line('09/04/2024', '10:00', 'Mara Lind', 'spring again'),
  line('10/04/2024', '10:00', 'Me', 'yes it is'),
].join('\n');

const NOW = new Date('2026-11-27T12:00:00Z');

describe('the offline answerer under a plan cut-off', () => {
  let t: TestApp;
  let full: ToolContext;
  let cut: ToolContext;
  const ask = (ctx: ToolContext, question: string): Promise<AskOutcome> => answerOffline(ctx, { question, state: {}, history: [], now: NOW });

  beforeAll(async () => {
    ({ t, ctx: full } = await askWorld([
      [BOB, 'WhatsApp Chat with Bob Stone.txt'],
      [MARA, 'WhatsApp Chat with Mara Lind.txt'],
    ]));
    // The plan shows the newest 2 data points (from 9 April 2024): the shown() filter reads the cut tuple.
    cut = {
      ...full,
      scope: { ...full.scope, cut: ['2024-04-09 00:00:00+00', 0, ''], covered: 2, coverage: { rule: 'newest', shown: 2, limit: 2, text: 'of your newest 2 data points' } },
    };
  });
  afterAll(() => t.close());

  it('says a person with only older messages is outside what the plan shows, not absent', async () => {
    const r = await ask(cut, 'How many messages did Bob send?');
    expect(r.answer).not.toMatch(/in your world/);
    expect(r.answer).toContain('9 April 2024');
    expect(r.answer).toMatch(/plan shows/);
    // Everything shown: Bob's message is counted.
    expect((await ask(full, 'How many messages did Bob send?')).answer).toMatch(/^1 message/);
  });

  it('says a period before the cut-off is not shown, never that the world starts later', async () => {
    const r = await ask(cut, 'How many messages did Mara send in 2022?');
    expect(r.answer).not.toMatch(/starts in|in your world/);
    expect(r.answer).toMatch(/plan shows/);
  });

  it('calls the first message under a cut the first the plan shows', async () => {
    const r = await ask(cut, 'When did I first message Mara?');
    expect(r.answer).toContain('9 April 2024');
    expect(r.answer).toMatch(/plan shows/);
    const f = await ask(full, 'When did I first message Mara?');
    expect(f.answer).toContain('5 January 2021');
    expect(f.answer).not.toMatch(/plan shows/);
  });

  it('says a word not found may be in older data', async () => {
    const r = await ask(cut, 'Who mentioned the move?');
    expect(r.answer).toMatch(/plan shows/);
    expect(r.answer).not.toMatch(/^No message/);
  });

  it('keeps the coverage out of the answer text', async () => {
    const r = await ask(cut, 'Who do I write to most?');
    expect(r.answer).toMatch(/^Mara Lind/);
    expect(r.answer).not.toMatch(/Counted|data points/);
  });
});
