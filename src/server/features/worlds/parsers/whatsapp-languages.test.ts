/**
 * Every language of whatsapp-language-samples.ts through the whole parser (#28), once as an
 * Android export ("13/1/21, 10:05 - Name: body") and once as an iOS one
 * ("[13/01/2021, 10:05:00] Name: body"): messages and events counted, media kinds, places,
 * authors, first and last instants, and the note on deleted messages.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { collect, countBy, ofKind, tempDir } from '../../../../../tests/support/import-files';
import { parseRecords } from './parse-records';
import { LANGUAGE_SAMPLES, type MarkerSample } from './whatsapp-language-samples';

const tmp = tempDir('whatsapp-languages');
afterAll(() => tmp.remove());

const two = (n: number) => String(n).padStart(2, '0');
const android = (i: number, s: MarkerSample, author: string) => `13/1/21, 10:${two(i)} - ${s.authored === false ? '' : `${author}: `}${s.body}`;
const ios = (i: number, s: MarkerSample, author: string) => `[13/01/2021, 10:${two(i)}:00] ${s.authored === false ? '' : `${author}: `}${s.body}`;
const at = (i: number) => `2021-01-13T10:${two(i)}:00`;

async function check(lang: string, platform: 'android' | 'ios', samples: MarkerSample[]) {
  const authors = ['Alice', 'Bob'];
  const write = platform === 'android' ? android : ios;
  const text = samples.map((s, i) => write(i, s, authors[i % 2]!)).join('\n') + '\n';
  const fileName = `WhatsApp Chat with Alice ${lang} ${platform}.txt`;
  const { records } = await collect(parseRecords(tmp.write(fileName, text), { source: 'whatsapp', fileName }));
  const messages = ofKind(records, 'message');
  const events = ofKind(records, 'event');
  const places = ofKind(records, 'place');
  const sent = samples.map((s, i) => ({ s, i })).filter(({ s }) => s.kind !== 'event');

  expect(messages.map((m) => [m.at, m.media ?? null]), `${lang} ${platform}: messages and their media`).toEqual(
    sent.map(({ s, i }) => [at(i), s.kind === 'media' ? s.media : null]),
  );
  expect(events, `${lang} ${platform}: events`).toHaveLength(samples.length - sent.length);
  expect(countBy(messages, (m) => m.author)).toEqual(countBy(sent, ({ i }) => authors[i % 2]!));
  expect(messages[0]!.at).toBe(at(sent[0]!.i));
  expect(messages[messages.length - 1]!.at).toBe(at(sent[sent.length - 1]!.i));
  expect(places.map((p) => [p.at, p.lat, p.lon, p.via])).toEqual(
    sent.filter(({ s }) => s.kind === 'location').map(({ s, i }) => [at(i), s.lat, s.lon, 'message']),
  );
  // Every sample set holds deleted markers: the import says how many it kept as events.
  expect(ofKind(records, 'note').map((n) => n.message).filter((m) => m.includes('deleted message'))).toHaveLength(1);
}

describe('WhatsApp markers in every supported language, through the parser', () => {
  it('covers at least the languages the issue names, each on Android and iOS', () => {
    const langs = LANGUAGE_SAMPLES.map((l) => l.lang);
    for (const lang of ['en', 'es', 'pt', 'de', 'fr', 'it', 'nl', 'ru', 'cs', 'tr', 'id', 'ar', 'hi', 'ja', 'vi', 'th', 'uk']) expect(langs).toContain(lang);
    for (const l of LANGUAGE_SAMPLES) {
      for (const kind of ['text', 'media', 'location', 'event'] as const) {
        expect(l.android.some((s) => s.kind === kind), `${l.lang} android ${kind}`).toBe(true);
        expect(l.ios.some((s) => s.kind === kind), `${l.lang} ios ${kind}`).toBe(true);
      }
    }
  });

  for (const { lang, android: a, ios: i } of LANGUAGE_SAMPLES) {
    it(`${lang}: Android`, () => check(lang, 'android', a));
    it(`${lang}: iOS`, () => check(lang, 'ios', i));
  }
});
