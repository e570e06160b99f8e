/**
 * Table-driven (#28): every WhatsApp header layout the parser reads × every language of
 * LANGUAGE_SAMPLES (what phones write as bodies: text, media, locations, deleted markers,
 * calls, notices). Android bodies go under Android-family layouts (`… - Name: body`), iOS
 * bodies under iOS-family ones (`[…] Name: body`). Each pair is one small file, parsed
 * through parseRecords, checked for messages vs events, authors' counts, media kinds,
 * places and the exact first and last instants.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { collect, countBy, ofKind, tempDir } from '../../../../../tests/support/import-files';
import { parseRecords } from './parse-records';
import { LANGUAGE_SAMPLES, type MarkerSample } from './whatsapp-language-samples';

const tmp = tempDir('whatsapp-layouts');
afterAll(() => tmp.remove());

interface Moment {
  y: number;
  m: number;
  d: number;
  H: number;
  M: number;
  S: number;
}

const p2 = (n: number) => String(n).padStart(2, '0');
const h12 = (H: number) => H % 12 || 12;
const isPm = (H: number) => H >= 12;
const yy = (y: number) => p2(y % 100);

/** Digits in another script: Arabic-Indic (U+0660…) or Persian (U+06F0…). */
const digitsIn = (zero: number) => (text: string) => text.replace(/[0-9]/g, (c) => String.fromCharCode(zero + Number(c)));
const arabic = digitsIn(0x660);
const persian = digitsIn(0x6f0);

interface Layout {
  name: string;
  platform: 'android' | 'ios';
  /** The header before "Name: body", as the phone writes it. */
  header(t: Moment): string;
  /** Whether the layout writes seconds (else they read as 00). */
  seconds: boolean;
}

const android = (name: string, header: (t: Moment) => string): Layout => ({ name, platform: 'android', header, seconds: false });
const androidSec = (name: string, header: (t: Moment) => string): Layout => ({ name, platform: 'android', header, seconds: true });
const ios = (name: string, header: (t: Moment) => string, seconds = true): Layout => ({ name, platform: 'ios', header, seconds });

const LAYOUTS: Layout[] = [
  // Android family
  android('d/m/yy, H:MM (24 h)', (t) => `${t.d}/${t.m}/${yy(t.y)}, ${t.H}:${p2(t.M)} - `),
  android('m/d/yy, h:MM AM (US 12 h)', (t) => `${t.m}/${t.d}/${yy(t.y)}, ${h12(t.H)}:${p2(t.M)} ${isPm(t.H) ? 'PM' : 'AM'} - `),
  android('m/d/yy, h:MM\u202fPM (narrow no-break space)', (t) => `${t.m}/${t.d}/${yy(t.y)}, ${h12(t.H)}:${p2(t.M)}\u202f${isPm(t.H) ? 'PM' : 'AM'} - `),
  android('m/d/yy, h:MM p.m.  - (two spaces before the dash)', (t) => `${t.m}/${t.d}/${yy(t.y)}, ${h12(t.H)}:${p2(t.M)} ${isPm(t.H) ? 'p.m.' : 'a.m.'}  - `),
  android('d/m/yy, HH:MM a. m. with hour 00 (Spanish)', (t) => `${t.d}/${t.m}/${yy(t.y)}, ${p2(t.H % 12)}:${p2(t.M)}\u202f${isPm(t.H) ? 'p.\u00a0m.' : 'a.\u00a0m.'} - `),
  android('dd.mm.yy, HH:MM', (t) => `${p2(t.d)}.${p2(t.m)}.${yy(t.y)}, ${p2(t.H)}:${p2(t.M)} - `),
  android('dd-mm-yyyy HH:MM (no comma)', (t) => `${p2(t.d)}-${p2(t.m)}-${t.y} ${p2(t.H)}:${p2(t.M)} - `),
  android('yyyy-mm-dd, HH:MM', (t) => `${t.y}-${p2(t.m)}-${p2(t.d)}, ${p2(t.H)}:${p2(t.M)} - `),
  android('yyyy/mm/dd HH:MM', (t) => `${t.y}/${p2(t.m)}/${p2(t.d)} ${p2(t.H)}:${p2(t.M)} - `),
  android('yyyy-dd-mm, HH:MM (year then day)', (t) => `${t.y}-${p2(t.d)}-${p2(t.m)}, ${p2(t.H)}:${p2(t.M)} - `),
  android('yyyy. mm. dd. H:MM (Hungarian)', (t) => `${t.y}. ${p2(t.m)}. ${p2(t.d)}. ${t.H}:${p2(t.M)} - `),
  androidSec('d.m.yyyy klo H.MM.SS (Finnish)', (t) => `${t.d}.${t.m}.${t.y} klo ${t.H}.${p2(t.M)}.${p2(t.S)} - `),
  android('dd/mm/yyyy à HH:MM (French)', (t) => `${p2(t.d)}/${p2(t.m)}/${t.y} à ${p2(t.H)}:${p2(t.M)} - `),
  android('dd/mm/yyyy; HH:MM', (t) => `${p2(t.d)}/${p2(t.m)}/${t.y}; ${p2(t.H)}:${p2(t.M)} - `),
  android('HH:MM, dd/mm/yyyy (time first)', (t) => `${p2(t.H)}:${p2(t.M)}, ${p2(t.d)}/${p2(t.m)}/${t.y} - `),
  androidSec('d. m. yyyy. HH:MM:SS (Croatian, Serbian)', (t) => `${t.d}. ${t.m}. ${t.y}. ${p2(t.H)}:${p2(t.M)}:${p2(t.S)} - `),
  android('d/m/yyyy، h:MM م (Arabic-Indic digits, Arabic comma)', (t) => arabic(`${t.d}/${t.m}/${t.y}، ${h12(t.H)}:${p2(t.M)} `) + (isPm(t.H) ? 'م' : 'ص') + ' - '),
  android('yyyy/m/d، HH:MM (Persian digits)', (t) => persian(`${t.y}/${t.m}/${t.d}، ${p2(t.H)}:${p2(t.M)} - `)),
  android('d/m/yyyy HH:MM (Thai, Buddhist era)', (t) => `${t.d}/${t.m}/${t.y + 543} ${p2(t.H)}:${p2(t.M)} - `),
  android('yyyy年m月d日 HH:MM (Japanese)', (t) => `${t.y}年${t.m}月${t.d}日 ${p2(t.H)}:${p2(t.M)} - `),
  android('yyyy/m/d 下午h:MM (Chinese)', (t) => `${t.y}/${t.m}/${t.d} ${isPm(t.H) ? '下午' : '上午'}${h12(t.H)}:${p2(t.M)} - `),
  android('yyyy. m. d. 오후 h:MM (Korean)', (t) => `${t.y}. ${t.m}. ${t.d}. ${isPm(t.H) ? '오후' : '오전'} ${h12(t.H)}:${p2(t.M)} - `),
  // iOS family
  ios('[dd/mm/yyyy, HH:MM:SS]', (t) => `[${p2(t.d)}/${p2(t.m)}/${t.y}, ${p2(t.H)}:${p2(t.M)}:${p2(t.S)}] `),
  ios('[m/d/yy, h:MM:SS AM] (US)', (t) => `[${t.m}/${t.d}/${yy(t.y)}, ${h12(t.H)}:${p2(t.M)}:${p2(t.S)}\u202f${isPm(t.H) ? 'PM' : 'AM'}] `),
  ios('[dd.mm.yy, HH:MM:SS]', (t) => `[${p2(t.d)}.${p2(t.m)}.${yy(t.y)}, ${p2(t.H)}:${p2(t.M)}:${p2(t.S)}] `),
  ios('[dd.mm.yy HH:MM:SS] (no comma)', (t) => `[${p2(t.d)}.${p2(t.m)}.${yy(t.y)} ${p2(t.H)}:${p2(t.M)}:${p2(t.S)}] `),
  ios('[yyyy-mm-dd, HH:MM:SS]', (t) => `[${t.y}-${p2(t.m)}-${p2(t.d)}, ${p2(t.H)}:${p2(t.M)}:${p2(t.S)}] `),
  ios('[d/m/yy, h:MM:SS p. m.] (Spanish)', (t) => `[${t.d}/${t.m}/${yy(t.y)}, ${h12(t.H)}:${p2(t.M)}:${p2(t.S)}\u202f${isPm(t.H) ? 'p.\u00a0m.' : 'a.\u00a0m.'}] `),
  ios('[HH:MM, dd/mm/yyyy] (time first)', (t) => `[${p2(t.H)}:${p2(t.M)}, ${p2(t.d)}/${p2(t.m)}/${t.y}] `, false),
  ios('[R3/mm/dd HH:MM:SS] (Japanese era)', (t) => `[R${t.y - 2018}/${p2(t.m)}/${p2(t.d)} ${p2(t.H)}:${p2(t.M)}:${p2(t.S)}] `),
  ios('[d/m/yyyy HH:MM:SS] (Thai, Buddhist era)', (t) => `[${t.d}/${t.m}/${t.y + 543} ${p2(t.H)}:${p2(t.M)}:${p2(t.S)}] `),
  ios('[d/m/yyyy، h:MM:SS م] (Arabic-Indic digits)', (t) => arabic(`[${t.d}/${t.m}/${t.y}، ${h12(t.H)}:${p2(t.M)}:${p2(t.S)} `) + (isPm(t.H) ? 'م' : 'ص') + '] '),
];

/**
 * The k-th line's moment: one day, 5 h 7 min and 13 s after the one before, from 29 March
 * 2021 (so the hours go round the clock, midnight and noon hours included, and the dates
 * cross into April: a day above 12 and the time order settle every date order).
 */
function moment(k: number): Moment {
  const t = new Date(Date.UTC(2021, 2, 29, 0, 8, 0) + k * (29 * 3600 + 7 * 60 + 13) * 1000);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate(), H: t.getUTCHours(), M: t.getUTCMinutes(), S: t.getUTCSeconds() };
}
const instant = (t: Moment, seconds: boolean) => `${t.y}-${p2(t.m)}-${p2(t.d)}T${p2(t.H)}:${p2(t.M)}:${seconds ? p2(t.S) : '00'}`;

const AUTHORS = ['Alice', 'Bob'];
let files = 0;

async function check(layout: Layout, samples: MarkerSample[]) {
  // Each sample twice, by each author, at moments a day and some hours apart.
  const rows = samples.flatMap((sample, k) => [
    { sample, at: moment(2 * k), author: AUTHORS[0]! },
    { sample, at: moment(2 * k + 1), author: AUTHORS[1]! },
  ]);
  const text = rows.map((r) => `${layout.header(r.at)}${r.sample.authored === false ? '' : `${r.author}: `}${r.sample.body}`).join('\n') + '\n';
  const fileName = 'WhatsApp Chat with Alice.txt';
  const file = tmp.write(`${files++}-${fileName}`, text);
  const { records } = await collect(parseRecords(file, { source: 'whatsapp', fileName }));
  const messages = ofKind(records, 'message');
  const events = ofKind(records, 'event');
  const sent = rows.filter((r) => r.sample.kind !== 'event');
  const where = `${layout.name}\n${text}`;
  expect(messages.length, where).toBe(sent.length);
  expect(events.length, where).toBe(rows.length - sent.length);
  expect(countBy(messages, (m) => m.author), where).toEqual(countBy(sent, (r) => r.author));
  expect(
    messages.map((m) => m.media ?? null),
    where,
  ).toEqual(sent.map((r) => (r.sample.kind === 'media' ? r.sample.media : null)));
  const places = ofKind(records, 'place');
  expect(
    places.map((p) => [p.lat, p.lon]),
    where,
  ).toEqual(sent.filter((r) => r.sample.kind === 'location').map((r) => [r.sample.lat, r.sample.lon]));
  if (sent.length) {
    expect(messages[0]!.at, where).toBe(instant(sent[0]!.at, layout.seconds));
    expect(messages.at(-1)!.at, where).toBe(instant(sent.at(-1)!.at, layout.seconds));
  }
  // Nothing skipped or glued: no note about lines in an unknown layout or before the first message.
  const skips = ofKind(records, 'note').filter((n) => /unknown layout|before the first message/.test(n.message));
  expect(skips, where).toEqual([]);
}

describe('WhatsApp header layouts × languages (#28)', () => {
  it('has layouts of both families and samples of every language', () => {
    expect(LAYOUTS.filter((l) => l.platform === 'android').length).toBeGreaterThan(15);
    expect(LAYOUTS.filter((l) => l.platform === 'ios').length).toBeGreaterThan(8);
    expect(LANGUAGE_SAMPLES.length).toBeGreaterThan(0);
  });

  for (const language of LANGUAGE_SAMPLES) {
    it(`${language.lang}: every Android and iOS layout`, async () => {
      for (const layout of LAYOUTS) await check(layout, layout.platform === 'android' ? language.android : language.ios);
    });
  }
});
