/**
 * What a group is, read from its title's emoji (#29): "Patra Crew 🎓" is the uni group although
 * "crew" alone says friends; "Weekend Gang 🍻" stays the friends group. Facts, not wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import { kindsOfEmoji } from '../tools/vocabulary';
import type { ToolContext } from '../tools/types';
import type { AskOutcome } from '../types';
import { answerOffline } from './index';

const NOW = new Date('2026-11-27T12:00:00Z');

const UNI = [
  line('01/03/2022', '10:00', 'Dimitris', 'kalimera paidia'),
  line('01/03/2022', '10:05', 'Lena', 'kalimera!'),
  line('01/03/2022', '10:06', 'Me', 'geia sas'),
  line('14/07/2022', '12:00', 'Dimitris', 'sygxarhthria gia to ptyxio!!'),
];
const GANG = [
  line('05/05/2023', '20:00', 'Tom', 'beers on friday?'),
  line('05/05/2023', '20:01', 'Sam', 'in'),
  line('05/05/2023', '20:02', 'Me', 'yes'),
];

describe('group kind from title emoji', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string): Promise<AskOutcome> => answerOffline(ctx, { question, state: {}, history: [], now: NOW });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [UNI, 'WhatsApp Chat with Patra Crew 🎓.txt'],
      [GANG, 'WhatsApp Chat with Weekend Gang 🍻.txt'],
    ]));
  }, 240_000);
  afterAll(() => t.close());

  it('finds the uni group by its 🎓 and the friends group by its words', async () => {
    const uni = await ask('Who is in the uni group?');
    expect(uni.answer).toMatch(/Dimitris/);
    expect(uni.answer).toMatch(/Lena/);
    expect(uni.answer).not.toMatch(/Tom\b/);
    const friends = await ask('Who is in the friends group?');
    expect(friends.answer).toMatch(/Tom/);
    expect(friends.answer).not.toMatch(/Dimitris/);
  });

  it('reads the kinds an emoji says', () => {
    expect(kindsOfEmoji('Patra Crew 🎓')).toEqual(['school']);
    expect(kindsOfEmoji('Οικογένεια 🏠')).toEqual(['family']);
    expect(kindsOfEmoji('Ops 💼 + 🍻')).toEqual(['work', 'friends']);
    expect(kindsOfEmoji('Book club')).toEqual([]);
  });
});
