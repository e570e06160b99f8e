/**
 * Reads the date-and-time header that starts each message of a WhatsApp export, in every
 * layout phones write (#28), by one left-to-right scan of the line's first characters:
 * no regex, so no backtracking, and linear in the header's length.
 *
 *   Android  `12/31/20, 9:05 PM - Name: text`          iOS  `[31.12.20, 21:05:33] Name: text`
 *   Finnish  `13.6.2018 klo 21.25.15 - Name: text`     French  `13/06/2018 à 21:25 - Name: text`
 *   `;` between date and time, time first (`22:35, 12/07/2017 - `), year first or in any place,
 *   spaces after the separators and a final dot (`2021. 01. 13. 10:00 - `, `13. 6. 2018. 21:25:15 - `),
 *   Arabic-Indic and Persian digits and the Arabic comma (`١٣/٦/٢٠١٨، ٩:٢٥ م - `),
 *   Buddhist-era years (Thai phones: 2561 = 2018) and Japanese era years (`R2/01/05`, `令和2年1月5日`),
 *   12-hour clocks written `PM`, `p. m.`, `p.m.`, `a. m.` (hour 00 read as the midnight hour),
 *   `下午`/`上午`, `오후`/`오전` before the time, `م`/`ص` after it,
 *   any run of normal, no-break or narrow no-break spaces between the parts (`p.m.  - `).
 * Invisible direction marks must be removed before (the parser does).
 */

export interface Header {
  /** Where the body ("Name: text" or a notice) starts. */
  end: number;
  /** The date's three numbers in written order; era and Buddhist years already Gregorian. */
  a: number;
  b: number;
  c: number;
  /** Digits of the first and last number (4 = a year; an era year counts as 4). */
  aDigits: number;
  cDigits: number;
  hour: number;
  minute: number;
  second: number;
  /** 'a' or 'p' on a 12-hour clock, '' on a 24-hour one. */
  ampm: '' | 'a' | 'p';
  /**
   * The layout, everything but the numbers, as a small number: bracket, time first, date
   * separator, what stands between date and time, 12- or 24-hour clock. Lines of one phone
   * share it; a file whose phone changed locale holds two.
   */
  layout: number;
}

/** A digit's value in ASCII, Arabic-Indic (٠-٩) or Persian (۰-۹) digits, else -1. */
function digit(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 0x660 && code <= 0x669) return code - 0x660;
  if (code >= 0x6f0 && code <= 0x6f9) return code - 0x6f0;
  return -1;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 0xa0 || code === 0x202f || code === 9 || code === 0x2009;
}

/**
 * Japanese eras: the Gregorian year before each era's first year. Unverified: no real export
 * with era years was found; read in case a phone set to the Japanese calendar writes them.
 */
const ERAS = new Map<string, number>([
  ['R', 2018],
  ['H', 1988],
  ['S', 1925],
  ['令和', 2018],
  ['平成', 1988],
  ['昭和', 1925],
]);
/** First characters a header can start with besides digits: era letters, CJK half-of-day words. */
const OTHER_STARTS = new Set(['R', 'H', 'S', '令', '平', '昭', '上', '下', '오']);

/**
 * Words some locales write between the date and the time: `klo` (Finnish) and `à` (French)
 * are seen in real exports (rwhatsapp's tests, #28); the others are unverified guesses.
 */
const DATE_TIME_WORDS = ['klo', 'kl.', 'à', 'um', 'alle', 'às', 'a las', 'om'];

// The scan's state: module-level, so reading a header allocates nothing but its result
// (this runs twice per line of million-line files). Parsing is synchronous: no interleaving.
let str = '';
let pos = 0;
/** Digits of the last number read. */
let nDigits = 0;

const code = () => (pos < str.length ? str.charCodeAt(pos) : -1);

function spaces(max = 4): number {
  let n = 0;
  while (n < max && isSpace(code())) {
    pos++;
    n++;
  }
  return n;
}

/** A number of 1..max digits (not followed by more); its value, or -1 with the position unchanged. */
function number(max: number): number {
  let value = 0;
  let n = 0;
  let d = digit(code());
  while (d >= 0 && n < max) {
    value = value * 10 + d;
    n++;
    pos++;
    d = digit(code());
  }
  if (n === 0 || d >= 0) {
    pos -= n;
    return -1;
  }
  nDigits = n;
  return value;
}

/** Consumes `w` (lower-case; matched case-insensitively) when it is next. */
function word(w: string): boolean {
  if (str.length - pos < w.length) return false;
  for (let k = 0; k < w.length; k++) {
    const c = str.charCodeAt(pos + k);
    const l = w.charCodeAt(k);
    if (c !== l && !(l >= 97 && l <= 122 && c === l - 32)) return false;
  }
  pos += w.length;
  return true;
}

/** A Buddhist-era year (Thai phones: 2561 = 2018) as Gregorian. */
const gregorian = (year: number, digits: number) => (digits === 4 && year >= 2400 ? year - 543 : year);

// The date and time just read.
let dA = 0;
let dB = 0;
let dC = 0;
let dADigits = 0;
let dCDigits = 0;
let dSep = 0;
let tHour = 0;
let tMinute = 0;
let tSecond = 0;
let tAmpm: '' | 'a' | 'p' = '';
/** Whether the time just read was written with dots (`21.25.15`). */
let tDots = false;
/** Whether the time just read had seconds. */
let tHasSeconds = false;

/** Three numbers with one separator (`/`, `.`, `-`, or 年 月 日), an optional space after each and a final dot. */
function readDate(): boolean {
  let a: number;
  let aDigits: number;
  const first = code();
  // Japanese era year: R2/01/05, H30.06.13, 令和2年1月5日.
  const era = digit(first) >= 0 ? undefined : (ERAS.get(str.charAt(pos)) ?? ERAS.get(str.slice(pos, pos + 2)));
  if (era !== undefined) {
    const from = pos;
    pos += ERAS.has(str.charAt(pos)) ? 1 : 2;
    const n = number(2);
    if (n < 1) {
      pos = from;
      return false;
    }
    a = era + n;
    aDigits = 4;
  } else {
    a = number(4);
    if (a < 0) return false;
    aDigits = nDigits;
  }
  const sepCode = code();
  const kanji = sepCode === 0x5e74; // 年
  if (!kanji && sepCode !== 47 && sepCode !== 46 && sepCode !== 45) return false;
  pos++;
  spaces(1);
  const b = number(2);
  if (b < 0) return false;
  const sep2 = code();
  if (kanji ? sep2 !== 0x6708 /* 月 */ : sep2 !== sepCode) return false;
  pos++;
  spaces(1);
  const c = number(4);
  if (c < 0) return false;
  dCDigits = nDigits;
  if (kanji && code() === 0x65e5 /* 日 */) pos++;
  else if (sepCode === 46 && code() === 46) pos++; // "13. 6. 2018."
  // "[3/18/2565 BE, 14:56:01]": an iPhone in English on the Thai calendar names the era.
  if (dCDigits === 4 && c >= 2400 && str.charCodeAt(pos) === 32 && str.charCodeAt(pos + 1) === 66 && str.charCodeAt(pos + 2) === 69) pos += 3;
  dA = gregorian(a, aDigits);
  dB = b;
  dC = gregorian(c, dCDigits);
  dADigits = aDigits;
  dSep = kanji ? 3 : sepCode === 47 ? 0 : sepCode === 46 ? 1 : 2;
  return true;
}

/** `下午9:25` / `오후 9:25`: the half of the day written before the time. */
function ampmBefore(): '' | 'a' | 'p' {
  const c = code();
  if (c !== 0x4e0a && c !== 0x4e0b && c !== 0xc624) return '';
  const two = str.slice(pos, pos + 2);
  const half = two === '上午' || two === '오전' ? 'a' : two === '下午' || two === '오후' ? 'p' : '';
  if (half) {
    pos += 2;
    spaces(2);
  }
  return half;
}

/** `PM`, `p. m.`, `p.m.`, `a. m.`, `م`, `ص` after the time; the position is kept when none. */
function ampmAfter(): '' | 'a' | 'p' {
  const from = pos;
  spaces();
  const c = code();
  if (c === 0x645 || c === 0x635) {
    // Arabic م (masa', evening) and ص (sabah, morning)
    pos++;
    return c === 0x645 ? 'p' : 'a';
  }
  const half = c === 97 || c === 65 ? 'a' : c === 112 || c === 80 ? 'p' : '';
  if (half) {
    pos++;
    if (code() === 46) pos++;
    spaces(1);
    const m = code();
    if (m === 109 || m === 77) {
      pos++;
      if (code() === 46) pos++;
      return half;
    }
  }
  pos = from;
  return '';
}

/** H:MM, H:MM:SS (or with dots, `21.25.15`), and a 12-hour clock's half of the day. */
function readTime(colonOnly: boolean): boolean {
  const before = ampmBefore();
  const hour = number(2);
  if (hour < 0) return false;
  const sep = code();
  if (sep !== 58 && (colonOnly || sep !== 46)) return false;
  pos++;
  const minute = number(2);
  if (minute < 0 || nDigits !== 2) return false;
  let second = 0;
  let hasSeconds = false;
  if (code() === sep && digit(str.charCodeAt(pos + 1)) >= 0) {
    pos++;
    hasSeconds = true;
    second = number(2);
    if (second < 0 || nDigits !== 2) return false;
  }
  tHour = hour;
  tMinute = minute;
  tSecond = second;
  tHasSeconds = hasSeconds;
  tDots = sep === 46;
  tAmpm = before || ampmAfter();
  return true;
}

/**
 * Between date and time: spaces, then `,` `،` `;` or a word (`klo`, `à`), then spaces.
 * Which (0 spaces only, 1 `,`, 2 `;`, 3 `،`, 4… a word of DATE_TIME_WORDS), or -1.
 */
function dateTimeGap(): number {
  const from = pos;
  spaces();
  const c = code();
  let mark = 0;
  if (c === 44 || c === 59 || c === 0x60c) {
    mark = c === 44 ? 1 : c === 59 ? 2 : 3;
    pos++;
  } else if (c > 64) {
    for (let k = 0; k < DATE_TIME_WORDS.length; k++) {
      const at = pos;
      if (!word(DATE_TIME_WORDS[k]!)) continue;
      // a word, not the start of something longer
      if (isSpace(code())) mark = 4 + k;
      else pos = at;
      break;
    }
  }
  spaces();
  return pos > from ? mark : -1;
}

/**
 * The end of the header: `] ` after a bracket; ` - ` (or an en dash; any run of spaces before
 * it) or `: ` without one. Returns where the body starts, or -1.
 *
 * Only layouts that really write them are read, so that ordinary lines inside a message
 * ("12.06.2020 14:00: Arzt", "2.2.2020 12.30 - 14.00 Uhr") stay its text: a time with dots
 * only after a word between date and time (Finnish `klo 21.25.15`), and the `: ` ending only
 * in the old colon layout, `12/31/20, 21:05: ` or `12.07.2017, 22:35:22: ` (a comma before the time, colons in it).
 */
function headerEnd(bracket: boolean, gap: number): number {
  if (tDots && gap < 4) return -1;
  if (bracket) {
    spaces();
    if (code() !== 93) return -1;
    pos++;
    spaces(1);
    return pos;
  }
  const n = spaces();
  const c = code();
  if ((c === 45 || c === 0x2013) && isSpace(str.charCodeAt(pos + 1))) return pos + 2;
  // "… 21:05 -" with nothing after (an empty notice)
  if ((c === 45 || c === 0x2013) && n > 0 && pos + 1 === str.length) return pos + 1;
  if (c === 58 && n === 0 && gap === 1 && !tDots && isSpace(str.charCodeAt(pos + 1))) return pos + 2;
  // The oldest layout (2012–2016 phones): "08/10/13 14:07:41: Name: text", no comma but
  // always seconds, which a time in a message's text ("12.06.2020 14:00: Arzt") lacks.
  if (c === 58 && n === 0 && gap === 0 && !tDots && tHasSeconds && isSpace(str.charCodeAt(pos + 1))) return pos + 2;
  return -1;
}

// The date and what follows it up to the time, of the last header read date first
// ("12/31/20, "): most messages share it with the one before, and then only the time is read.
let prefix = '';
let pA = 0;
let pB = 0;
let pC = 0;
let pADigits = 0;
let pCDigits = 0;
let pSep = 0;
let pGap = 0;

/** The header at the start of `line`, or undefined when the line starts with none. */
export function readHeader(line: string): Header | undefined {
  const bracket = line.charCodeAt(0) === 91; // [
  // Cheap exit for the common continuation line: a header starts with a digit, a bracket,
  // an era letter or a CJK half-of-day word.
  if (!bracket && digit(line.charCodeAt(0)) < 0 && !OTHER_STARTS.has(line.charAt(0))) return undefined;
  str = line;
  // Same date as the last header (and nothing more of the gap after it): the same date read.
  if (prefix && line.startsWith(prefix) && !isSpace(line.charCodeAt(prefix.length))) {
    pos = prefix.length;
    if (!readTime(false)) return undefined;
    const end = headerEnd(bracket, pGap);
    if (end < 0) return undefined;
    return header(end, pA, pB, pC, pADigits, pCDigits, layoutOf(bracket, false, pSep, pGap));
  }
  pos = bracket ? 1 : 0;
  if (bracket) spaces(1);
  const start = pos;
  const first = code();
  // Time first: "22:35, 12/07/2017 - " (a number then a colon, or a CJK half of the day).
  const h = number(2);
  const timeFirst = (h >= 0 && code() === 58) || first === 0x4e0a || first === 0x4e0b || first === 0xc624;
  pos = start;
  let gap: number;
  if (timeFirst) {
    if (!readTime(true)) return undefined;
    gap = dateTimeGap();
    if (gap < 0 || !readDate()) return undefined;
  } else {
    if (!readDate()) return undefined;
    gap = dateTimeGap();
    if (gap < 0) return undefined;
    const timeStart = pos;
    if (!readTime(false)) return undefined;
    const end = headerEnd(bracket, gap);
    if (end < 0) return undefined;
    prefix = line.slice(0, timeStart);
    pA = dA;
    pB = dB;
    pC = dC;
    pADigits = dADigits;
    pCDigits = dCDigits;
    pSep = dSep;
    pGap = gap;
    return header(end, dA, dB, dC, dADigits, dCDigits, layoutOf(bracket, false, dSep, gap));
  }
  const end = headerEnd(bracket, gap);
  if (end < 0) return undefined;
  return header(end, dA, dB, dC, dADigits, dCDigits, layoutOf(bracket, timeFirst, dSep, gap));
}

const layoutOf = (bracket: boolean, timeFirst: boolean, sep: number, gap: number) =>
  (bracket ? 1 : 0) | (timeFirst ? 2 : 0) | (tAmpm ? 4 : 0) | (sep << 3) | (gap << 5);

function header(end: number, a: number, b: number, c: number, aDigits: number, cDigits: number, layout: number): Header {
  return { end, a, b, c, aDigits, cDigits, hour: tHour, minute: tMinute, second: tSecond, ampm: tAmpm, layout };
}

/**
 * Whether a line that is no header starts like one (a date of three numbers, then a time
 * within a few characters): a header in a layout no reader knows, kept as text and reported.
 */
export function startsLikeHeader(line: string): boolean {
  if (line.charCodeAt(0) !== 91 && digit(line.charCodeAt(0)) < 0) return false;
  str = line;
  pos = line.charCodeAt(0) === 91 ? 1 : 0;
  if (!readDate()) return false;
  const limit = Math.min(line.length - 1, pos + 16);
  for (let k = pos; k < limit; k++) {
    if (line.charCodeAt(k) === 58 && digit(line.charCodeAt(k - 1)) >= 0 && digit(line.charCodeAt(k + 1)) >= 0) return true;
  }
  return false;
}

/** "HH:MM:SS" of a header's clock, or undefined when it is not a time. Hour 0 on a 12-hour clock is the midnight hour. */
export function clockOf(h: Header): string | undefined {
  let hour = h.hour;
  if (h.ampm) {
    // "23:59 PM" (a 24-hour clock with the half of the day still written after it): the hour stands.
    if (hour > 12) return h.ampm === 'p' && hour <= 23 && h.minute <= 59 && h.second <= 59 ? `${pad(hour)}:${pad(h.minute)}:${pad(h.second)}` : undefined;
    if (h.ampm === 'a' && hour === 12) hour = 0;
    else if (h.ampm === 'p' && hour !== 12 && hour !== 0) hour += 12;
    // "00:08 p. m." does not happen; "00:08 a. m." (some Spanish-language phones) is 00:08.
    else if (h.ampm === 'p' && hour === 0) hour = 12;
  }
  if (hour > 23 || h.minute > 59 || h.second > 59) return undefined;
  return `${pad(hour)}:${pad(h.minute)}:${pad(h.second)}`;
}

/** Whether a layout writes its date with slashes and a 12-hour clock (as US phones do: month first). */
export const usStyleLayout = (layout: number) => (layout & 4) !== 0 && ((layout >> 3) & 3) === 0;

export const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
