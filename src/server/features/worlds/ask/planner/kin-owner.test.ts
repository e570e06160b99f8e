/**
 * Family words the chats use of the owner (#29): parents who call their child by an
 * endearment that is also a family word ("Baba" for a daughter in Marathi, "beta" in Hindi)
 * do not make the owner that relative. "How many messages did Baba send" is then about no one
 * the world holds, said so, never answered with the owner's own messages. The owner's own
 * vocative still names whom they call so ("Aai, …" in Lata's chat is Lata).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import type { ToolContext } from '../tools/types';
import type { AskOutcome } from '../types';
import { answerOffline } from './index';

// Lata (the mother) calls the owner "Baba"; the owner calls her "Aai". No contact is saved as a father.
const LATA = [
  line('02/02/2024', '08:00', 'Lata Joshi', 'Baba, jevlas ka?'),
  line('02/02/2024', '08:10', 'Me', 'Aai, ho jevle. tu kashi aahes?'),
  line('09/02/2024', '19:00', 'Lata Joshi', 'Baba, call kar ratri'),
  line('09/02/2024', '19:05', 'Me', 'Aai, nakki karte'),
  line('20/02/2024', '07:30', 'Lata Joshi', 'shubh sakal Baba'),
].join('\n');
const OMKAR = [line('05/02/2024', '12:00', 'Omkar Patil', 'chai at 5?'), line('05/02/2024', '12:02', 'Me', 'yes')].join('\n');

const NOW = new Date('2026-11-27T12:00:00Z');

describe('the offline answerer, family words said of the owner', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string): Promise<AskOutcome> => answerOffline(ctx, { question, state: {}, history: [], now: NOW });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [LATA, 'WhatsApp Chat with Lata Joshi.txt'],
      [OMKAR, 'WhatsApp Chat with Omkar Patil.txt'],
    ]));
  });
  afterAll(() => t.close());

  it('a family word the messages use of the owner names no one, and says so', async () => {
    const r = await ask('How many messages did Baba send me?');
    expect(r.answered).toBe(false);
    expect(r.answer).toContain('Baba');
    expect(r.answer).not.toMatch(/Taking Baba as/);
  });

  it('the word the owner calls someone by still names that person', async () => {
    const r = await ask('How many messages did Aai send me?');
    expect(r.answer).toContain('Lata Joshi');
    expect(r.answer).toContain('3');
  });
});
