/**
 * The question reader (#29) with a fixed "today" (Friday 27 November 2026) in Europe/Berlin:
 * periods in words, intents, name candidates and follow-ups.
 */
import { describe, expect, it } from 'vitest';
import { dayWrittenIn, isSpecial, readPeriod, type ReadPeriod } from './periods';
import { candidateSpans, readQuestion, withoutGlosses, withoutPreamble } from './reader';

const NOW = new Date('2026-11-27T10:00:00Z');
const ZONE = 'Europe/Berlin';
const period = (q: string) => {
  const p = readPeriod(q, NOW, ZONE);
  if (!p || isSpecial(p)) throw new Error(`no plain period in "${q}"`);
  return p as ReadPeriod;
};
const read = (q: string, state = {}) => readQuestion(q, NOW, ZONE, state);

describe('periods in words', () => {
  it('reads years, months and days as local calendar spans of the world zone', () => {
    expect(period('How many messages in 2023?').period).toEqual({ from: '2022-12-31T23:00:00Z', to: '2023-12-31T23:00:00Z' });
    expect(period('who did I text most in March 2022').period).toEqual({ from: '2022-02-28T23:00:00Z', to: '2022-03-31T22:00:00Z' });
    expect(period('where was I on 3 May 2023?')).toMatchObject({ period: { from: '2023-05-02T22:00:00Z', to: '2023-05-03T22:00:00Z' }, label: 'on 3 May 2023' });
    expect(period('what about May 3rd, 2023').label).toBe('on 3 May 2023');
    expect(period('on 2023-05-03').label).toBe('on 3 May 2023');
  });

  it('reads relative periods from today', () => {
    expect(period('last year').label).toBe('in 2025');
    expect(period('this year').label).toBe('in 2026');
    expect(period('last month').label).toBe('in October 2026');
    expect(period('yesterday').period.from).toBe('2026-11-25T23:00:00Z');
    // A month without a year is the latest that has begun; "last summer" the latest summer.
    expect(period('in March').label).toBe('in March 2026');
    expect(period('in December').label).toBe('in December 2025');
    expect(period('last summer')).toMatchObject({ label: 'in summer 2026', period: { from: '2026-05-31T22:00:00Z', to: '2026-08-31T22:00:00Z' } });
    expect(period('last winter').label).toMatch(/winter 2025/);
    expect(period('in the fall of 2023').label).toBe('in autumn 2023');
    expect(period('in the last 3 months').grain).toBe('range');
  });

  it('reads open periods and the week of a date', () => {
    expect(period('since 2022').period).toEqual({ from: '2021-12-31T23:00:00Z' });
    expect(period('before 2020').period).toEqual({ to: '2019-12-31T23:00:00Z' });
    expect(period('after March 2024').period).toEqual({ from: '2024-03-31T22:00:00Z' });
    // A bare "from" names the period itself; "from … onwards / to …" opens it.
    expect(period('pictures from 2021, please').label).toBe('in 2021');
    expect(period('zdjęcia z podróży from 2021').period).toEqual({ from: '2020-12-31T23:00:00Z', to: '2021-12-31T23:00:00Z' });
    expect(period('picha from March 2022').label).toBe('in March 2022');
    expect(period('chats from 2021 onwards').period).toEqual({ from: '2020-12-31T23:00:00Z' });
    expect(period('from 2021 on, who wrote most').label).toBe('since 2021');
    const w = period('what did we talk about the week of 6 March 2024');
    expect(w.period).toEqual({ from: '2024-03-03T23:00:00Z', to: '2024-03-10T23:00:00Z' });
  });

  it('asks the data for birthdays and events', () => {
    expect(readPeriod('Where was I on my birthday?', NOW, ZONE)).toMatchObject({ special: 'birthday' });
    const move = readPeriod('What did we talk about the week of the move?', NOW, ZONE);
    expect(move).toMatchObject({ special: 'event', shape: 'week' });
    expect(isSpecial(move) && move.special === 'event' && move.words).toEqual(expect.arrayContaining(['move', 'moving', 'moved']));
    expect(readPeriod('How has my friendship with Leo changed since we moved?', NOW, ZONE)).toMatchObject({ special: 'event', shape: 'since' });
  });

  it('reads holidays and a birthday within a period', () => {
    expect(period('Where was I on Christmas Eve 2023?').label).toBe('on 24 December 2023');
    expect(period('where was I on new years eve').label).toBe('on 31 December 2025');
    expect(readPeriod('Where was I on my birthday last year?', NOW, ZONE)).toMatchObject({ special: 'birthday', within: { from: '2024-12-31T23:00:00Z' } });
    expect(readPeriod('where was i on my bday in 2024', NOW, ZONE)).toMatchObject({ special: 'birthday', within: { from: '2023-12-31T23:00:00Z' } });
  });

  it('reads the day a message writes, on or after the day it was sent', () => {
    expect(dayWrittenIn('the wedding is on 14 June in Florence', '2025-01-10T19:00:00Z', ZONE)?.toISODate()).toBe('2025-06-14');
    expect(dayWrittenIn('party on March 3rd!', '2024-11-02T10:00:00Z', ZONE)?.toISODate()).toBe('2025-03-03');
    expect(dayWrittenIn('see you soon', '2024-11-02T10:00:00Z', ZONE)).toBeNull();
  });

  it('does not take a name or a verb for a month', () => {
    expect(readPeriod('When did I first message Jan?', NOW, ZONE)).toBeNull();
    expect(readPeriod('Who may know?', NOW, ZONE)).toBeNull();
  });
});

describe('intents', () => {
  it.each([
    ['Who do I write to most?', 'rank'],
    ['who texts me the least', 'rank'],
    ['When did I first message Priya?', 'first'],
    ['when did i last talk to marco', 'last'],
    ['When did I stop talking to Marco?', 'stopped'],
    ['What was my quietest year?', 'extreme'],
    ['busiest month with Leo?', 'extreme'],
    ['How many messages did Tom send last year?', 'count'],
    ['How many photos are from Kyoto?', 'photos'],
    ['Sara or Leo?', 'compare'],
    ['Where was I on my birthday?', 'where'],
    ['Where do I meet Leo most?', 'where'],
    ['Who was in the family group?', 'members'],
    ['Who mentioned the wedding?', 'mentioned'],
    ['What did Sara say about the flat?', 'said'],
    ['What did we talk about the week of the move?', 'topics'],
    ['How has my friendship with Leo changed since we moved?', 'change'],
    ['When did things get tense with Sara?', 'change'],
    ["What's the weather tomorrow?", 'outside'],
    ['What should I cook tonight?', 'outside'],
    ['why?', 'why'],
    ['what day did I land in London?', 'when-event'],
    ['When did Lena and I make up?', 'change'],
    ['What did Papa offer to bring?', 'said'],
    ['What did I tell Sophie about my plans?', 'said'],
    ['What did Felix and I talk about in March?', 'topics'],
    ["What's Jonas's phone number?", 'outside'],
    ['how many msgs in the family group in 2023?', 'count'],
    ['Who wished me happy birthday last year?', 'mentioned'],
    ['Was 2022 or 2023 busier in my chat with Jonas?', 'compare'],
  ])('%s → %s', (q, intent) => {
    expect(read(q).intent).toBe(intent);
  });

  it('reads who wrote what was counted', () => {
    expect(read('How many messages did Tom send last year?').by).toBe('wrote');
    expect(read('How many messages have I sent to Tom?').by).toBe('fromOwner');
    expect(read('Who do I talk to most?').by).toBe('withOwner');
    expect(read('who texts me the least').order).toBe('least');
  });

  it('keeps the topic words of a search', () => {
    expect(read('Who mentioned the wedding?').topic).toBe('wedding');
    expect(read('What did Sara say about the flat?').topic).toBe('flat');
  });
});

describe('names and follow-ups', () => {
  it('finds name candidates, possessives cut, capitalised runs kept together', () => {
    expect(candidateSpans("What did Priya's sister say?").map((s) => s.text)).toEqual(['Priya', 'sister']);
    expect(candidateSpans('How many messages did Alex Kim send?')).toEqual([{ text: 'Alex Kim', capitalized: true }]);
    expect(candidateSpans('last time Katerina N. wrote to me?').map((x) => x.text)).toContain('Katerina N');
  });

  it('drops glosses in brackets and keeps a bracketed period', () => {
    expect(withoutGlosses('who is in my photos from Berlin (Βερολίνο)?')).toBe('who is in my photos from Berlin?');
    expect(withoutGlosses('what company did I start my first job (douleia) at in Athens?')).toBe('what company did I start my first job at in Athens?');
    expect(withoutGlosses('What was my quietest year? (2022-2025, full years)')).toBe('What was my quietest year? 2022-2025, full years');
    expect(withoutGlosses('how many pics did I take up in the highlands (Da Lat)?')).toBe('how many pics did I take up in the highlands Da Lat?');
    expect(withoutGlosses('how many times did mom call me (voice calls)?')).toBe('how many times did mom call me?');
    expect(candidateSpans('and mum?')).toEqual([{ text: 'mum', capitalized: false }]);
  });

  it('reads a follow-up of the last turn', () => {
    const state = { intent: 'count', personIds: ['p1'] };
    expect(read('And Mum?', state)).toMatchObject({ followUp: true, intent: 'unknown' });
    expect(read('What about 2022?', state)).toMatchObject({ followUp: true });
    expect(read('and photos?', state)).toMatchObject({ followUp: true, measure: 'photos' });
    expect(read('How many did she send?', state).pronoun).toBe(true);
    expect(read('And Mum?', {}).followUp).toBe(false);
  });
});

describe('intents added after the first held-out score', () => {
  it('reads who-is, who-did, last time, their own messages, reasons and "apart from me"', () => {
    expect(read('Who is Bob?').intent).toBe('profile');
    expect(read('Who is in the family group?').intent).toBe('members');
    expect(read('who complained about the deposit?').intent).toBe('mentioned');
    expect(read('Who do I write to most?').intent).toBe('rank');
    expect(read('last time Catarina texted me?')).toMatchObject({ intent: 'last', by: 'wrote' });
    expect(read('How many messages did Mãe send in March 2023?')).toMatchObject({ intent: 'count', by: 'wrote' });
    expect(read('How many messages did Mãe and I exchange?').by).toBe('withOwner');
    expect(read('Why did Jonas and I fight?').intent).toBe('change');
    expect(read('Why?').intent).toBe('why');
    expect(read('Apart from me, who writes the most in it?')).toMatchObject({ intent: 'rank', by: 'wrote' });
  });
});

describe('change questions (reading)', () => {
  it('reads the two sides of a period, directions, and "fall out" as no season', () => {
    const r = read('Did I talk to Chloe more before or after the move?');
    expect(r).toMatchObject({ intent: 'change', split: true });
    expect(read('Do I talk to Mum more since I moved to Lyon?')).toMatchObject({ intent: 'change', split: true });
    expect(read('how many messages since the move?').split).toBe(false);
    expect(read('who did I drift apart from in 2023?')).toMatchObject({ intent: 'change', direction: 'down', period: { label: 'in 2023' } });
    expect(read('Who did I get closer to after moving to Lyon?')).toMatchObject({ intent: 'change', direction: 'up' });
    expect(read('When did my chats with Chloe start dropping off?')).toMatchObject({ intent: 'change', direction: 'down' });
    expect(read('When did things get weird with Tom?').intent).toBe('change');
    const fallOut = read('What did Tom and I fall out over?');
    expect(fallOut).toMatchObject({ intent: 'change', period: null });
    expect(period('last fall').label).toMatch(/autumn/);
  });

  it('reads a chat that starts, a group left, photos compared by place, and what someone sent', () => {
    expect(read('When did my chat with Miguel start?').intent).toBe('first');
    expect(read('When did Tobias leave the climbing group?').intent).toBe('last');
    expect(read('Rome or Madrid, where did I take more pictures?').intent).toBe('compare');
    expect(read('What recipe did Oma send?').intent).toBe('said');
    expect(read("What was Dan's big news in November 2024?").intent).toBe('said');
    expect(read("What's the name of Rui's baby?").intent).toBe('said');
    // Private facts stay outside the data.
    expect(read("What's Jonas's phone number?").intent).toBe('outside');
    expect(read('what does emeka do for work').intent).not.toBe('said');
    // An adverb in a person's place is no name.
    expect(read('Who did I stop talking to completely?').slotNames).toEqual([]);
  });
});

describe('readings added in session 34', () => {
  it('who was there: the people in the photos of a place, a period or the last answer', () => {
    for (const q of ['Who was with me in Porto?', "who's in the photos from the day we moved?", "Who's in them?", 'who is tagged in the pics from the wedding', 'Who did I go to Ghent with?']) {
      expect(read(q)).toMatchObject({ intent: 'rank', companions: true });
    }
    expect(read('Who do I write to most?').companions).toBe(false);
    // "the day we moved" is a period the data decides.
    expect(readPeriod('the pictures from the day we moved', NOW, ZONE)).toMatchObject({ special: 'event', shape: 'day' });
  });

  it('starting to talk a lot is a change upwards, not the first message; a first day is an event', () => {
    expect(read('When did Ida and I start talking a lot?')).toMatchObject({ intent: 'change', direction: 'up' });
    expect(read('when did we get close')).toMatchObject({ intent: 'change', direction: 'up' });
    expect(read('When did Ida and I start talking?').intent).toBe('first');
    expect(read('when was my first day at the new school').intent).toBe('when-event');
  });

  it('a messaging app named narrows the question to its chats', () => {
    expect(read('How many Telegram messages did Ida send?').platform).toEqual({ source: 'telegram', name: 'Telegram' });
    expect(read('my iMessages with Ida').platform).toEqual({ source: 'imessage', name: 'iMessage' });
    expect(read('How many messages did Ida send?').platform).toBeNull();
  });

  it('a capitalised common word inside the question may be a name; the first word never is', () => {
    expect(candidateSpans('What did Can say about the match?')).toContainEqual({ text: 'Can', capitalized: true, weak: true });
    expect(candidateSpans('Can you tell me who wrote most?').some((s) => s.text === 'Can')).toBe(false);
    expect(candidateSpans('How many messages did I send?').some((s) => s.text === 'I')).toBe(false);
  });

  it('lowercase words where a place is named are place candidates', () => {
    expect(read('when did bea and i go to singapore').placeWords).toEqual(['singapore']);
    expect(read('when was i last in cebu').placeWords).toEqual(['cebu']);
    expect(read('when did i go to work').placeWords).toEqual([]);
  });

  it('a polite lead-in is taken off the question', () => {
    expect(withoutPreamble('tell me when the wedding was')).toBe('When the wedding was');
    expect(withoutPreamble('Can you tell me who wrote most?')).toBe('Who wrote most?');
    expect(withoutPreamble('Tell me about Ida')).toBe('Tell me about Ida');
  });
});
