/**
 * The Ask panel's wording: the engine on every answer, the period a question is narrowed
 * to, and a citation chip's text and accessible name.
 */
import { describe, expect, it } from 'vitest';
import { askPeriodLabel, citationText, engineLabel, fewWords } from './ask-format';

/** An instant at local midnight (the period reads in the browser's time zone). */
const local = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();

describe('engineLabel', () => {
  it('names the offline engine, or the provider and its model', () => {
    expect(engineLabel('offline', null)).toBe('Offline engine');
    expect(engineLabel('openai', 'gpt-4o-mini')).toBe('OpenAI gpt-4o-mini');
    expect(engineLabel('anthropic', 'claude-sonnet-4')).toBe('Anthropic claude-sonnet-4');
    expect(engineLabel('openai', null)).toBe('OpenAI');
  });
});

describe('askPeriodLabel', () => {
  it('reads whole months as a month range', () => {
    expect(askPeriodLabel({ from: local(2023, 3, 1), to: local(2023, 7, 1) })).toBe('Mar–Jun 2023');
    expect(askPeriodLabel({ from: local(2022, 11, 1), to: local(2023, 3, 1) })).toBe('Nov 2022–Feb 2023');
    expect(askPeriodLabel({ from: local(2023, 5, 1), to: local(2023, 6, 1) })).toBe('May 2023');
  });
  it('reads other spans as days, and open ends as since/until', () => {
    expect(askPeriodLabel({ from: local(2023, 3, 12), to: local(2023, 6, 4) })).toBe('12 Mar – 3 Jun 2023');
    expect(askPeriodLabel({ from: local(2022, 3, 12), to: local(2023, 6, 4) })).toBe('12 Mar 2022 – 3 Jun 2023');
    expect(askPeriodLabel({ from: local(2023, 3, 12), to: local(2023, 3, 13) })).toBe('12 Mar 2023');
    expect(askPeriodLabel({ from: local(2023, 3, 12) })).toBe('since 12 Mar 2023');
    expect(askPeriodLabel({ to: local(2023, 3, 13) })).toBe('until 12 Mar 2023');
    expect(askPeriodLabel({})).toBeNull();
  });
});

describe('fewWords', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(fewWords('  See you\nat the  beach ')).toBe('See you at the beach');
    expect(fewWords('The flat on Elm Street has a lovely balcony and a view of the park', 30)).toBe('The flat on Elm Street has a…');
  });
});

describe('citationText', () => {
  it('says author · date · a few words for a message, and what a chip opens', () => {
    const c = citationText({
      kind: 'message',
      id: 'm1.2',
      at: '2023-06-24T12:02:00Z',
      author: 'Maria',
      authorId: 'p1',
      text: 'Under the Eiffel Tower, wish you were here with all of us today',
      chatId: 'c1',
      chatTitle: 'Maria',
    });
    expect(c.text).toBe('Maria · 24 Jun 2023 · Under the Eiffel Tower, wish you were…');
    expect(c.name).toBe(`Open message in context: ${c.text}`);
    expect(citationText({ kind: 'place', id: 'x', name: 'Paris, France', lat: 48.8, lon: 2.3 }).name).toBe('Show Paris, France on the map');
    expect(citationText({ kind: 'person', id: 'p', name: 'Leo' }).name).toBe("Open Leo's page");
    expect(citationText({ kind: 'chat', id: 'c', title: 'Band', isGroup: true }).name).toBe('Group chat: Band');
  });
});
