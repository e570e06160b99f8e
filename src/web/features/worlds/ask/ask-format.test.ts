/**
 * The Ask panel's wording: the engine on every answer, the period a question is narrowed
 * to, a citation chip's text and accessible name, media markers read as labels, the
 * coverage note said once, and photos in date order.
 */
import { describe, expect, it } from 'vitest';
import type { Citation } from '../../../../contract/worlds-ask';
import { answerText, askPeriodLabel, citationText, engineLabel, fewWords, isMediaMarker, photosInDateOrder, readableMessage } from './ask-format';

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

describe('readableMessage', () => {
  it('reads an export’s media marker as a label, keeping a caption', () => {
    expect(readableMessage('<Media omitted>', 'other')).toEqual({ media: 'Media', text: '' });
    expect(readableMessage('\u200eimage omitted', 'image')).toEqual({ media: 'Photo', text: '' });
    expect(readableMessage('IMG-20230624-WA0001.jpg (file attached)\nUnder the tower', 'image')).toEqual({ media: 'Photo', text: 'Under the tower' });
    expect(readableMessage('null', 'other')).toEqual({ media: 'Media', text: '' });
  });
  it('guesses the label from the marker when the media kind is not known (a citation)', () => {
    expect(readableMessage('<attached: 00000012-PHOTO-2023-06-24-12-02-00.jpg>')).toEqual({ media: 'Photo', text: '' });
    expect(readableMessage('<Media omitted>')).toEqual({ media: 'Media', text: '' });
    expect(readableMessage('video omitted')).toEqual({ media: 'Video', text: '' });
  });
  it('leaves a person’s words alone', () => {
    expect(readableMessage('null')).toEqual({ media: null, text: 'null' });
    expect(readableMessage('I have omitted nothing from the list')).toEqual({ media: null, text: 'I have omitted nothing from the list' });
    expect(isMediaMarker('see you <3')).toBe(false);
    expect(isMediaMarker('Details omitted')).toBe(false);
    expect(isMediaMarker('report.pdf • 2 pages \u200edocument omitted')).toBe(true);
    expect(isMediaMarker('   ')).toBe(false);
  });
});

describe('citationText of a media message', () => {
  it('says "Photo" or "Media" instead of the raw marker', () => {
    const msg = (text: string): Citation => ({ kind: 'message', id: 'm1.2', at: '2023-06-24T12:02:00Z', author: 'Maria', authorId: 'p1', text, chatId: 'c1', chatTitle: 'Maria' });
    expect(citationText(msg('<Media omitted>')).text).toBe('Maria · 24 Jun 2023 · Media');
    expect(citationText(msg('IMG-1.jpg (file attached)\nAt the beach')).text).toBe('Maria · 24 Jun 2023 · Photo: At the beach');
    expect(citationText(msg('')).text).toBe('Maria · 24 Jun 2023 · Media');
  });
});

describe('answerText', () => {
  it('drops the coverage note from the answer when the answer repeats it', () => {
    const note = 'Counted of your newest 1,000 data points.';
    expect(answerText(`Maria: 248 messages. ${note}`, note)).toBe('Maria: 248 messages.');
    expect(answerText('Maria: 248 messages.', note)).toBe('Maria: 248 messages.');
    expect(answerText('Maria: 248 messages.', null)).toBe('Maria: 248 messages.');
  });
});

describe('photosInDateOrder', () => {
  it('orders the photos by date (undated last) in the places photos take, the rest as given', () => {
    const photo = (id: string, at: string | null): Citation => ({ kind: 'photo', id, at, thumbnailUrl: `/t/${id}`, fileName: `${id}.jpg`, placeName: null });
    const place: Citation = { kind: 'place', id: 'pl', name: 'Paris', lat: 48.8, lon: 2.3 };
    const ordered = photosInDateOrder([photo('c', '2023-06-03T10:00:00Z'), place, photo('x', null), photo('a', '2023-06-01T10:00:00Z'), photo('b', '2023-06-02T10:00:00Z')]);
    expect(ordered.map((c) => c.id)).toEqual(['a', 'pl', 'b', 'c', 'x']);
  });
});
