/**
 * Classes of questions the offline answerer reads (#29, session 34), over a small world of
 * Turkish and German chats and photos in two cities: a messaging app the world has no chats
 * of, a capitalised common word that is someone's name ("Can"), an event's day told with
 * "today" in another language, someone's event the messages do not tell, a honeymoon and a
 * city named in another language, the last time in a city and a trip to it, and who sent
 * more after a day. Facts and citations are asserted, not wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askWorld, chatLine as line, messageCitations as messages } from '../../../../../../tests/support/ask-world';
import type { TestApp } from '../../../../../../tests/support/create-test-app';
import { jpeg } from '../../../../../../tests/support/worlds';
import type { ToolContext } from '../tools/types';
import type { AskOutcome, AskState } from '../types';
import { answerOffline } from './index';

// A sister's wedding planned in a family group: the planning names the düğün first, the day says "bugün".
const FAMILY = [
  line('05/01/2024', '19:00', 'Derya Aksoy', 'Düğün salonunu bulduk!'),
  line('05/01/2024', '19:05', 'Me', 'harika'),
  line('20/04/2024', '10:00', 'Derya Aksoy', 'Bugün düğün günü, evleniyoruz!!'),
  line('20/04/2024', '10:10', 'Volkan Aksoy', 'Tebrikler canım'),
  line('02/05/2024', '09:00', 'Volkan Aksoy', 'Balayı için Bodrum çok güzeldi'),
  line('10/05/2024', '09:00', 'Can Yıldız', 'Fenerbahçe yine kazandı'),
].join('\n');
const KARL = [
  line('01/02/2024', '10:00', 'Karl Brenner', 'hallo'),
  line('01/03/2024', '10:00', 'Karl Brenner', 'Wien war wunderschön'),
  line('02/03/2024', '10:00', 'Me', 'schön!'),
  line('10/06/2024', '10:00', 'Karl Brenner', 'bis bald'),
  line('11/06/2024', '10:00', 'Karl Brenner', 'tschüss'),
].join('\n');
const PIA = [line('01/02/2024', '10:00', 'Pia Lenz', 'hi'), line('10/06/2024', '10:00', 'Pia Lenz', 'hey')].join('\n');

const NOW = new Date('2026-11-27T12:00:00Z');

describe('the offline answerer, classes of questions', () => {
  let t: TestApp;
  let ctx: ToolContext;
  const ask = (question: string, state: AskState = {}): Promise<AskOutcome> => answerOffline(ctx, { question, state, history: [], now: NOW });

  beforeAll(async () => {
    ({ t, ctx } = await askWorld([
      [FAMILY, 'WhatsApp Chat with Aile.txt'],
      [KARL, 'WhatsApp Chat with Karl Brenner.txt'],
      [PIA, 'WhatsApp Chat with Pia Lenz.txt'],
      // Porto: two photos in March 2024 and one in August 2024; Lisbon one in May 2024.
      [await jpeg({ color: '#a11', takenAt: '2024:03:09 10:00:00', at: [41.1496, -8.6109] }), 'IMG_0101.jpg'],
      [await jpeg({ color: '#a22', takenAt: '2024:03:10 12:00:00', at: [41.1579, -8.6291] }), 'IMG_0102.jpg'],
      [await jpeg({ color: '#a33', takenAt: '2024:08:02 10:00:00', at: [41.1406, -8.611] }), 'IMG_0103.jpg'],
      [await jpeg({ color: '#b11', takenAt: '2024:05:01 10:00:00', at: [38.7223, -9.1393] }), 'IMG_0104.jpg'],
    ]));
    // Seven imports (four photos) on a shared machine: more than the default minute of set-up.
  }, 240_000);
  afterAll(() => t.close());

  it('a messaging app the world holds no chats of: says so, counts nothing', async () => {
    const r = await ask('How many Signal messages did Karl send me?');
    expect(r.answered).toBe(false);
    expect(r.answer).toContain('Signal');
    expect(r.answer).not.toMatch(/\d/);
  });

  it('a capitalised common word that is a person’s name is that person', async () => {
    const r = await ask('What did Can say about Fenerbahçe?');
    expect(r.answered).toBe(true);
    expect(messages(r.citations).map((m) => m.author)).toContain('Can Yıldız');
  });

  it('an event’s day is the day a message names it with “today”, in any language, for the person asked about', async () => {
    const r = await ask('When did Derya get married?');
    expect(r.answer).toContain('20 April 2024');
    expect(r.answer).toContain('Derya');
    expect(messages(r.citations).map((m) => m.text)).toContain('Bugün düğün günü, evleniyoruz!!');
  });

  it('someone’s event no message by or about them tells: not answered with another’s', async () => {
    const r = await ask('When did Karl get married?');
    expect(r.answered).toBe(false);
    expect(r.answer).not.toContain('20 April 2024');
  });

  it('a honeymoon and a city named in English are found in the chats’ own words', async () => {
    const honeymoon = await ask('What did Volkan say about the honeymoon?');
    expect(messages(honeymoon.citations).map((m) => m.text)).toContain('Balayı için Bodrum çok güzeldi');
    const vienna = await ask('What did Karl say about Vienna?');
    expect(messages(vienna.citations).map((m) => m.text)).toContain('Wien war wunderschön');
  });

  it('the last time in a city and a trip to it come from the photos and places there', async () => {
    const last = await ask('When was I last in Porto?');
    expect(last.answer).toMatch(/^2 August 2024/);
    expect(last.citations.some((c) => c.kind === 'place')).toBe(true);
    const trip = await ask('When was the Lisbon trip?');
    expect(trip.answer).toContain('May 2024');
  });

  it('two people compared after a day: the one who wrote more then, not the two sides of the day', async () => {
    const r = await ask('Karl or Pia, who sent me more messages after March 2024?');
    expect(r.answer).toMatch(/^Karl Brenner/);
    expect(r.answer).toContain('2');
  });

  it('a polite lead-in is not the question', async () => {
    const r = await ask('Tell me when Derya got married');
    expect(r.answer).toContain('20 April 2024');
  });
});
