/**
 * The offline answerer's intents (#29) on a small imported world (UTC): "who is X", the
 * last time someone texted, someone's own messages, who did something (the authors of the
 * matches, not the ranking), reasons asked about a fight, meaningless input, people new
 * around an event, one-year periods and comparisons where both are 0. Facts and citations
 * are asserted, not wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line, messageCitations as messages } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import type { Citation } from '../../../../../contract/worlds-ask';
import type { ToolContext } from '../tools/types';
import type { AskOutcome, AskState } from '../types';
import { answerOffline } from './index';

// Mãe: 2 of her own in March 2023 (3 with mine), 1 in 2022; the move is on 1 April 2023.
const MAE = [
  line('01/01/2022', '10:00', 'Mãe', 'bom ano filha'),
  line('01/03/2023', '10:00', 'Mãe', 'Olá filha'),
  line('02/03/2023', '10:00', 'Me', 'olá'),
  line('05/03/2023', '10:00', 'Mãe', 'saudades'),
  line('31/03/2023', '10:00', 'Me', 'the move is tomorrow'),
  line('01/04/2023', '10:00', 'Mãe', 'good luck with the move'),
  line('01/04/2023', '18:00', 'Me', 'move done, so tired'),
].join('\n');
// Leo: a fight in October 2022, a baby in February 2023, the last on 3 March 2023.
const LEO = [
  line('01/02/2022', '10:00', 'Leo Park', 'Climbing tonight?'),
  line('01/02/2022', '10:10', 'Me', 'Yes!'),
  line('10/10/2022', '20:00', 'Leo Park', 'honestly that was unfair, I am upset'),
  line('10/10/2022', '20:05', 'Me', 'I am sorry, I was angry'),
  line('11/02/2023', '08:00', 'Leo Park', 'our baby was born this morning'),
  line('03/03/2023', '12:00', 'Leo Park', 'see you at the crag'),
].join('\n');
// Nina: first met after the move; complains about the deposit.
const NINA = [
  line('10/04/2023', '10:00', 'Nina Berg', 'welcome to the building!'),
  line('12/04/2023', '10:00', 'Me', 'thanks Nina'),
  line('15/04/2023', '10:00', 'Me', 'we still have 43 boxes to unpack'),
  line('20/04/2023', '10:00', 'Nina Berg', 'the landlord still keeps my deposit, so annoying'),
  line('02/05/2023', '10:00', 'Nina Berg', 'we miss you in Copenhagen already'),
].join('\n');

const NOW = new Date('2026-11-27T12:00:00Z');
const persons = (cs: Citation[]) => cs.filter((c): c is Extract<Citation, { kind: 'person' }> => c.kind === 'person').map((c) => c.name);

describe('the offline answerer, intents', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string, state: AskState = {}, pagePeriod?: { from?: string; to?: string }): Promise<AskOutcome> =>
    answerOffline(ctx, { question, state, history: [], now: NOW, pagePeriod });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [MAE, 'WhatsApp Chat with Mãe.txt'],
      [LEO, 'WhatsApp Chat with Leo Park.txt'],
      [NINA, 'WhatsApp Chat with Nina Berg.txt'],
    ]));
  });
  afterAll(() => t.close());

  it('"who is X" tells what the world holds of them, not the ranking', async () => {
    const r = await ask('Who is Leo?');
    expect(r.answered).toBe(true);
    expect(r.answer).toContain('4 messages'); // Leo wrote 4
    expect(r.answer).toContain('6 messages'); // 6 between you
    expect(r.answer).toContain('3 March 2023'); // the last
    expect(r.answer).not.toMatch(/Mãe|Nina/);
    expect(persons(r.citations)).toContain('Leo Park');
    expect(messages(r.citations).map((m) => m.text)).toContain('see you at the crag');
  });

  it('"last time X texted me" is their last message', async () => {
    const r = await ask('last time Leo texted me?');
    expect(r.answer).toContain('3 March 2023');
    expect(messages(r.citations).map((m) => m.text)).toContain('see you at the crag');
  });

  it('"how many messages did Mãe send" counts her own messages', async () => {
    expect((await ask('How many messages did Mãe send in March 2023?')).answer).toMatch(/^2 messages/);
    expect((await ask('How many messages did Mãe and I exchange in March 2023?')).answer).toMatch(/^4 messages/);
  });

  it('"who <did something>" answers the authors of the matching messages, cited', async () => {
    const deposit = await ask('who complained about the deposit?');
    expect(deposit.answer).toMatch(/^Nina Berg/);
    expect(messages(deposit.citations).map((m) => m.author)).toContain('Nina Berg');
    const baby = await ask('Who had a baby?');
    expect(baby.answer).toMatch(/^Leo Park/);
    expect(messages(baby.citations).map((m) => m.text)).toContain('our baby was born this morning');
  });

  it('"why did X and I fight" reads the tense messages, cited', async () => {
    const r = await ask('Why did Leo and I fight?');
    expect(r.answer).toContain('October 2022');
    expect(messages(r.citations).map((m) => m.text)).toContain('honestly that was unfair, I am upset');
  });

  it('meaningless input is not understood, never the last answer again', async () => {
    const first = await ask('Who is Leo?');
    const r = await ask('?!?!?!', first.state);
    expect(r.answered).toBe(false);
    expect(r.answer).not.toBe(first.answer);
    expect(r.suggestions.length).toBeGreaterThan(0);
  });

  it('"who did I start talking to around the move" lists people first met then', async () => {
    const r = await ask('Who did I start talking to around the time I moved?');
    expect(r.answer).toMatch(/^Nina Berg/);
    expect(r.answer).not.toMatch(/Leo|Mãe/);
    expect(persons(r.citations)).toContain('Nina Berg');
  });

  it('a quietest year over a one-year period says the period holds one year', async () => {
    const r = await ask('What was my quietest year?', {}, { from: '2022-01-01T00:00:00.000Z', to: '2023-01-01T00:00:00.000Z' });
    expect(r.answer).toContain('2022');
    expect(r.answer).toMatch(/one year/);
  });

  it('a name that is no one and nowhere is looked for in the messages', async () => {
    const r = await ask('Who did I go to Copenhagen with?');
    expect(r.answer).not.toMatch(/no one called/);
    expect(r.answer).toMatch(/^Nina Berg/);
    expect(messages(r.citations).map((m) => m.text)).toContain('we miss you in Copenhagen already');
  });

  it('a shared link is planned with its tools: never a tool it may not call, and says what it does not show', async () => {
    const social: ToolContext = { ...ctx, includeMessages: false, allowedTools: ['overview', 'find_people', 'find_chats', 'rank_people', 'count_messages', 'trend', 'chat_members'] };
    const r = await answerOffline(social, { question: 'What did Leo say about the baby?', state: {}, history: [], now: NOW });
    expect(r.answered).toBe(false);
    expect(r.answer).toMatch(/does not show/);
    expect(r.answer).toContain('6 messages'); // what it does show: the messages between you and Leo
    const network: ToolContext = { ...ctx, includeMessages: false, allowedTools: ['overview', 'find_people', 'find_chats', 'rank_people', 'chat_members'] };
    const top = await answerOffline(network, { question: 'Who do I write to most?', state: {}, history: [], now: NOW });
    expect(top.answered).toBe(true);
    expect(top.answer).toMatch(/^Mãe/); // 7 messages between you
    const where = await answerOffline(network, { question: 'Where was I in May 2023?', state: {}, history: [], now: NOW });
    expect(where.answered).toBe(false);
  });

  it('"how many <thing>" quotes the messages about the thing, not a message count', async () => {
    const r = await ask('How many boxes did I have for the move?');
    expect(r.answer).toContain('43 boxes');
    expect(messages(r.citations).map((m) => m.text)).toContain('we still have 43 boxes to unpack');
  });

  it('"X or Y?" in a year before the world says the world has no data then (no even "neither")', async () => {
    const r = await ask('Leo or Nina in 2019?');
    expect(r.answered).toBe(false);
    expect(r.answer).toMatch(/^Your world has no data in 2019: it starts in/);
    expect(r.answer).not.toMatch(/even/);
  });
});
