/**
 * Who sent what to whom, and in which chat (#29): "how many messages did my dad send me in our
 * chat" counts Dad's messages in the one-to-one chat only (not the family group), a follow-up
 * keeps that scope, "what did Tom post in the work group" counts Tom's messages in that group,
 * and someone met only in groups is counted where they wrote. Facts, not wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import type { ToolContext } from '../tools/types';
import type { AskOutcome, AskState } from '../types';
import { answerOffline } from './index';

const NOW = new Date('2026-11-27T12:00:00Z');
const n = (k: number, f: (i: number) => string) => Array.from({ length: k }, (_, i) => f(i));
const dd = (i: number) => String((i % 27) + 1).padStart(2, '0');

// Dad in the one-to-one chat: 5 messages in 2023, 3 in 2022; the owner answers 4 times in 2023.
const DAD = [
  ...n(3, (i) => line(`${dd(i)}/03/2022`, '10:00', 'Dad', `καλημέρα ${i}`)),
  ...n(5, (i) => line(`${dd(i)}/04/2023`, '10:00', 'Dad', `τι κάνεις ${i}`)),
  ...n(4, (i) => line(`${dd(i)}/04/2023`, '11:00', 'Me', `καλά ${i}`)),
];
// The family group: Dad writes 7 more in 2023 there.
const FAMILY = [
  ...n(7, (i) => line(`${dd(i)}/05/2023`, '09:00', 'Dad', `φαγητό στις 2 ${i}`)),
  ...n(2, (i) => line(`${dd(i)}/05/2023`, '09:30', 'Mum', `ναι ${i}`)),
  line('01/06/2023', '10:00', 'Me', 'έρχομαι'),
];
// The work group: Tom posts 6, Ana 2, the owner 3. Tom has no one-to-one chat.
const WORK = [
  ...n(6, (i) => line(`${dd(i)}/02/2024`, '09:00', 'Tom Becker', `standup ${i}`)),
  ...n(2, (i) => line(`${dd(i)}/02/2024`, '09:10', 'Ana', `ok ${i}`)),
  ...n(3, (i) => line(`${dd(i)}/02/2024`, '09:20', 'Me', `done ${i}`)),
];

describe('direction and chat scope of a count', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string, state: AskState = {}): Promise<AskOutcome> => answerOffline(ctx, { question, state, history: [], now: NOW });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [DAD, 'WhatsApp Chat with Dad.txt'],
      [FAMILY, 'WhatsApp Chat with Family 🏠.txt'],
      [WORK, 'WhatsApp Chat with Work Team.txt'],
    ]));
  }, 240_000);
  afterAll(() => t.close());

  it('"send me in our chat" counts their messages in the one-to-one chat, and a follow-up keeps it', async () => {
    const r = await ask('how many messages did my dad send me in our chat in 2023?');
    expect(r.answer).toMatch(/\b5 messages/);
    const f = await ask('and in 2022?', r.state);
    expect(f.answer).toMatch(/\b3 messages/);
  });

  it('"sent me" alone is their messages to the owner, not in groups', async () => {
    const r = await ask('How many messages did Dad send me in 2023?');
    expect(r.answer).toMatch(/\b5 messages/);
    // What they wrote anywhere is asked without "me".
    const all = await ask('How many messages did Dad write in 2023?');
    expect(all.answer).toMatch(/\b12 messages/);
  });

  it('"post in the work group" counts their messages in that group; someone met only in groups is counted where they wrote', async () => {
    const r = await ask('How many msgs did Tom post in the work team?');
    expect(r.answer).toMatch(/\b6 messages/);
    const me = await ask('How many messages did Tom send me?');
    expect(me.answer).toMatch(/\b6 messages/);
  });
});
