/**
 * Test data (#28): what WhatsApp writes in each system language, as message bodies after
 * the header ("Name: " already removed), for Android and iOS, with what each must become.
 * Used by the table-driven tests that cross every header layout with every language
 * (whatsapp-layouts.test.ts) and by the marker tests. Not imported by the parser.
 *
 * `kind`: 'text' a message; 'media' a message with `media` set to `media`; 'location' a
 * message that is also a place at `lat`/`lon`; 'event' not a message (deleted markers,
 * missed calls, encryption and other notices).
 */
export type SampleKind = 'text' | 'media' | 'location' | 'event';

export interface MarkerSample {
  /** The body as the phone writes it, invisible marks included (iOS puts U+200E before placeholders). */
  body: string;
  kind: SampleKind;
  media?: 'image' | 'video' | 'audio' | 'sticker' | 'document' | 'other';
  lat?: number;
  lon?: number;
  /** Whether the body is written under an author ("Name: body"): false for notices written without one. */
  authored?: boolean;
}

export interface LanguageSamples {
  /** BCP 47 code: en, es, pt, de, fr, it, nl, ru, cs, tr, id, ar, hi, ja, vi, th, uk… */
  lang: string;
  android: MarkerSample[];
  ios: MarkerSample[];
}

export const LANGUAGE_SAMPLES: LanguageSamples[] = [
  {
    lang: 'en',
    android: [
      { body: 'See you at 8', kind: 'text' },
      { body: '<Media omitted>', kind: 'media', media: 'other' },
      { body: 'IMG-20200101-WA0001.jpg (file attached)', kind: 'media', media: 'image' },
      { body: 'This message was deleted', kind: 'event' },
      { body: 'location: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
    ],
    ios: [
      { body: 'See you at 8', kind: 'text' },
      { body: '\u200Eimage omitted', kind: 'media', media: 'image' },
      { body: '\u200Esticker omitted', kind: 'media', media: 'sticker' },
      { body: '\u200EThis message was deleted.', kind: 'event' },
      { body: '\u200ELocation: https://maps.google.com/?q=51.5007,-0.1246', kind: 'location', lat: 51.5007, lon: -0.1246 },
    ],
  },
];
