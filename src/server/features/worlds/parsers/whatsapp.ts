import { readLines } from './line-reader';
import type { ChatRecord, EventRecord, ImportBatch, ImportRecord, MessageRecord } from './types';
import { ImportFormatError } from './types';
import { conversationKey, isGenericChatTitle, titleFromPeople } from './whatsapp-generic-chat';
import { isSystemText, mapsLocation, mediaKind } from './whatsapp-markers';

/** A text that can be read from its start more than once (a file, or an entry of a zip). */
export interface TextSource {
  /** Size in bytes, for progress. */
  size: number;
  open(): Promise<AsyncIterable<Buffer>>;
}

/**
 * One header regex for every layout phones write (see whatstk's header_format_support.json):
 *   Android  `12/31/20, 9:05 PM - Name: text`      iOS  `[31.12.20, 21:05:33] Name: text`
 *   spaces after the separators (Hungarian phones): `2021. 01. 13. 10:00 - Name: text`
 * Groups: 1-4 date (three numbers, one separator), 5-7 time, 8 a/p of a 12-hour clock
 * ("PM", "p. m.", "p.m.", with a normal, no-break or narrow no-break space before it).
 */
const HEADER =
  /^\[?(\d{1,4})([./-]) ?(\d{1,2})\2 ?(\d{1,4})\.?,?\s+(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?(?:[\s\u202F\u00A0]?([AaPp])\.?[\s\u202F\u00A0]?[Mm]\.?)?(?:\]\s?|\s?[-–]\s|:\s)/;

/** Direction and embedding marks WhatsApp sprinkles around names, numbers and notices. */
const MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const HAS_MARK = /[\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

type Order = 'dmy' | 'mdy' | 'ymd' | 'ydm';
const ORDERS: Order[] = ['dmy', 'mdy', 'ymd', 'ydm'];
const ORDER_LABEL: Record<Order, string> = {
  dmy: 'day/month/year',
  mdy: 'month/day/year',
  ymd: 'year/month/day',
  ydm: 'year/day/month',
};

/** Records per batch: small enough that the main thread takes one in a few milliseconds. */
const BATCH = 2000;
const MAX_AUTHOR = 80;

function year(value: number, digits: number): number {
  if (digits === 4) return value;
  if (digits === 2) return 2000 + value;
  return -1;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function daysIn(y: number, m: number): number {
  return m === 2 && y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : MONTH_DAYS[m - 1]!;
}

/**
 * yyyymmdd of a header's date read in `order`, or -1 when it cannot be a date.
 * A number, not an array: this runs four times per header on million-line files.
 */
function dateKey(order: Order, a: string, b: string, c: string): number {
  let y: number;
  let m: number;
  let d: number;
  switch (order) {
    case 'dmy':
      if (a.length > 2) return -1;
      d = +a;
      m = +b;
      y = year(+c, c.length);
      break;
    case 'mdy':
      if (a.length > 2) return -1;
      m = +a;
      d = +b;
      y = year(+c, c.length);
      break;
    case 'ymd':
      if (c.length > 2) return -1;
      y = year(+a, a.length);
      m = +b;
      d = +c;
      break;
    case 'ydm':
      if (c.length > 2) return -1;
      y = year(+a, a.length);
      d = +b;
      m = +c;
      break;
  }
  if (y < 0 || m < 1 || m > 12 || d < 1 || d > daysIn(y, m)) return -1;
  return y * 10000 + m * 100 + d;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

interface Survey {
  headers: number;
  messages: number;
  authors: Set<string>;
  invalid: Record<Order, number>;
  backwards: Record<Order, number>;
  prev: Record<Order, number>;
  lastInvalid: Record<Order, boolean>;
  separators: Record<string, number>;
  twelveHour: number;
  firstHeaderLine: number;
  firstTextLine: number;
  /** Messages per author, notices left out, in order of first message (a generic chat's title). */
  speakers: Map<string, number>;
  /** Authors of notices (iOS writes them under the chat's name). */
  noticeAuthors: Set<string>;
  /** The first message's header and author (a generic chat's key). */
  first?: { h: RegExpExecArray; author: string; text: string };
}

/** Removes the marks; keeps the common case (no marks) allocation-free. */
function clean(line: string): string {
  return HAS_MARK.test(line) ? line.replace(MARKS, '') : line;
}

/** The author of a header line (text after `start`), without slicing the text. */
function authorOf(line: string, start: number): string | undefined {
  let i = line.indexOf(': ', start);
  if (i < 0 && line.endsWith(':')) i = line.length - 1;
  if (i <= start || i - start > MAX_AUTHOR) return undefined;
  const author = cleanAuthor(line.slice(start, i));
  return author && !QUOTES.test(author) ? author : undefined;
}

const QUOTES = /["“”«»]/;
const TILDE = /^~[\s\u202F\u00A0]*/;
function cleanAuthor(raw: string): string {
  return (raw.charCodeAt(0) === 126 ? raw.replace(TILDE, '') : raw).trim();
}

/** Splits "Name: text" from a notice; undefined author means a system event. */
function splitAuthor(rest: string): [author: string | undefined, text: string] {
  let i = rest.indexOf(': ');
  if (i < 0 && rest.endsWith(':')) i = rest.length - 1;
  if (i <= 0 || i > MAX_AUTHOR) return [undefined, rest];
  const author = cleanAuthor(rest.slice(0, i));
  // "Alice changed the subject to "Plans: June"": a notice that happens to hold ": ".
  if (!author || QUOTES.test(author)) return [undefined, rest];
  return [author, rest.slice(i + 2)];
}

/** Reads every header once; yields now and then (nothing to show yet, but progress) and returns what it learnt. */
async function* survey(src: TextSource, onBytes: (n: number) => void): AsyncGenerator<void, Survey> {
  const s: Survey = {
    headers: 0,
    messages: 0,
    authors: new Set(),
    invalid: { dmy: 0, mdy: 0, ymd: 0, ydm: 0 },
    backwards: { dmy: 0, mdy: 0, ymd: 0, ydm: 0 },
    prev: { dmy: 0, mdy: 0, ymd: 0, ydm: 0 },
    lastInvalid: { dmy: false, mdy: false, ymd: false, ydm: false },
    separators: {},
    twelveHour: 0,
    firstHeaderLine: 0,
    firstTextLine: 0,
    speakers: new Map(),
    noticeAuthors: new Set(),
  };
  let lineNo = 0;
  let lastA = '';
  let lastB = '';
  let lastC = '';
  let chunks = 0;
  for await (const lines of readLines(await src.open(), onBytes)) {
    if (++chunks % 4 === 0) yield;
    for (const raw of lines) {
      lineNo++;
      const line = clean(raw);
      const h = HEADER.exec(line);
      if (!h) {
        if (!s.firstTextLine && line.trim()) s.firstTextLine = lineNo;
        continue;
      }
      if (!s.firstHeaderLine) s.firstHeaderLine = lineNo;
      if (!s.firstTextLine) s.firstTextLine = lineNo;
      s.headers++;
      const a = h[1]!;
      const b = h[3]!;
      const c = h[4]!;
      s.separators[h[2]!] = (s.separators[h[2]!] ?? 0) + 1;
      if (h[8]) s.twelveHour++;
      // Most messages share their date with the one before: nothing new to learn.
      if (a === lastA && b === lastB && c === lastC) {
        for (const order of ORDERS) if (s.lastInvalid[order]) s.invalid[order]++;
      } else {
        lastA = a;
        lastB = b;
        lastC = c;
        for (const order of ORDERS) {
          const key = dateKey(order, a, b, c);
          if (key < 0) {
            s.invalid[order]++;
            s.lastInvalid[order] = true;
            continue;
          }
          s.lastInvalid[order] = false;
          if (key < s.prev[order]) s.backwards[order]++;
          s.prev[order] = key;
        }
      }
      const author = authorOf(line, h[0].length);
      if (author !== undefined) {
        s.messages++;
        if (s.authors.size < 10_000) s.authors.add(author);
        noteSpeaker(s, h, author, line, raw);
      }
    }
  }
  return s;
}

/**
 * Counts a message for its author, unless it is a notice: iOS marks those with U+200E after
 * the colon (a marked media message is a message), older exports only by their words. Only
 * an author's first lines are checked for notice words: notices come first, and the check
 * stays off the hot path of a long chat.
 */
function noteSpeaker(s: Survey, h: RegExpExecArray, author: string, line: string, raw: string) {
  const count = s.speakers.get(author);
  if (count !== undefined) {
    s.speakers.set(author, count + 1);
    return;
  }
  const colon = line.indexOf(': ', h[0].length);
  const text = colon < 0 ? '' : line.slice(colon + 2);
  const media = mediaKind(text);
  if ((raw !== line && raw.includes(': \u200E') && !media) || isSystemText(text)) {
    if (s.noticeAuthors.size < 100) s.noticeAuthors.add(author);
    return;
  }
  if (s.speakers.size >= 10_000) return;
  s.speakers.set(author, 1);
  s.first ??= { h, author, text: media ? '' : text.trim() };
}

const others = (order: Order, fitting: Order[]) =>
  fitting
    .filter((o) => o !== order)
    .map((o) => ORDER_LABEL[o])
    .join(' or ');

/**
 * Settles the date order over the whole file: a value that cannot be a month rules an
 * order out; among the orders left, the one that keeps the chat in time order wins;
 * when that ties too, the format's locale decides (a US-style 12-hour clock with slashes
 * reads month first, everything else day first) and the user is told.
 */
function chooseOrder(s: Survey): { order: Order; note?: string } {
  const fewestInvalid = Math.min(...ORDERS.map((o) => s.invalid[o]));
  const fitting = ORDERS.filter((o) => s.invalid[o] === fewestInvalid);
  if (fitting.length === 1) return { order: fitting[0]! };
  const fewestBackwards = Math.min(...fitting.map((o) => s.backwards[o]));
  const chronological = fitting.filter((o) => s.backwards[o] === fewestBackwards);
  if (chronological.length === 1) {
    const order = chronological[0]!;
    return {
      order,
      note: `Dates read as ${ORDER_LABEL[order]}: they could also be read as ${others(order, fitting)}, but this order keeps the messages in time order.`,
    };
  }
  const slash = (s.separators['/'] ?? 0) >= Math.max(s.separators['.'] ?? 0, s.separators['-'] ?? 0);
  const usStyle = slash && s.twelveHour > s.headers / 2;
  const prefer: Order[] = usStyle ? ['mdy', 'dmy', 'ymd', 'ydm'] : ['dmy', 'mdy', 'ymd', 'ydm'];
  const order = prefer.find((o) => chronological.includes(o))!;
  const why = usStyle ? 'a 12-hour clock with slashes, as US phones write' : "the file's date and clock format";
  return {
    order,
    note: `Dates read as ${ORDER_LABEL[order]}: they could also be read as ${others(order, fitting)} and nothing in the file tells which, so the order follows ${why}. If the times look wrong, the other order was meant.`,
  };
}

/** A chat's title from its export's name: "WhatsApp Chat with Alice.txt" → "Alice". */
export function whatsAppTitle(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.(txt|zip)$/i, '');
  // (\S.*|one space): what \s+(.+) captured, without trading spaces between them (#25).
  const m = /^WhatsApp[\s_-]+(?:Chat|Chats|Unterhaltung|Chat de)[\s_-]+(?:with|mit|con|avec|com|met|z|с|ile|-)\s+(\S.*|[^\S\n\r\u2028\u2029])$/i.exec(base);
  return (m ? m[1]! : base).trim() || 'WhatsApp chat';
}

/** Same key for a re-export of the same chat ("Alice (1).txt", "chat-part2.txt"). */
export function whatsAppChatKey(title: string): string {
  // The look-behinds start a match only where its run of spaces starts: same cut, without
  // retrying every space of a long run (quadratic, #25).
  return title
    .replace(/(?<!\s)\s*\(\d+\)$/, '')
    .replace(/(?<![\s_-])[\s_-]*part[\s_-]*\d+$/i, '')
    .trim();
}

interface Pending {
  author: string | undefined;
  at: string;
  text: string;
  line: number;
  /** iOS marks notices posted under the chat's name with U+200E before the text. */
  marked: boolean;
}

export async function* parseWhatsApp(src: TextSource, fileName: string): AsyncGenerator<ImportBatch> {
  const total = src.size * 2;
  let done = 0;
  const onBytes = (n: number) => {
    done += n;
  };
  const surveying = survey(src, onBytes);
  let step = await surveying.next();
  while (!step.done) {
    yield { records: [], progress: { done, total, unit: 'bytes' } };
    step = await surveying.next();
  }
  const s = step.value;
  if (!s.headers || s.firstTextLine < s.firstHeaderLine) {
    throw new ImportFormatError(
      'Not a WhatsApp chat export: each message should start with a date and time, like "31/12/20, 21:05 - Name: text" or "[31/12/20, 21:05:33] Name: text"',
      `line ${s.firstTextLine || 1}`,
    );
  }
  const { order, note } = chooseOrder(s);
  if (s.invalid[order] === s.headers) {
    throw new ImportFormatError('Not a WhatsApp chat export: the dates at the start of the lines are not dates in any order', `line ${s.firstHeaderLine}`);
  }
  const named = whatsAppTitle(fileName);
  // A file name that names no chat ("_chat.txt"): keyed by its first message, titled by its people.
  const generic = isGenericChatTitle(whatsAppChatKey(named));
  const title = generic ? titleFromPeople(s.speakers, s.noticeAuthors) : named;
  const chatKey = generic ? conversationKey(s.first && firstMessage(s.first, order), whatsAppChatKey(named)) : whatsAppChatKey(named);
  const chat: ChatRecord = { kind: 'chat', chatKey, title, isGroup: s.authors.size > 2 };
  // Before #27 such a file was keyed by its generic title ("_chat"): the writer adopts that chat.
  if (generic && chatKey !== whatsAppChatKey(named)) chat.legacyKey = whatsAppChatKey(named);
  // "WhatsApp Chat with Alice" holding Alice and one other: the other is the exporter.
  if (!generic && s.authors.size === 2 && s.authors.has(title)) chat.self = [...s.authors].find((a) => a !== title)!;
  let records: ImportRecord[] = [chat];
  if (note) records.push({ kind: 'note', message: note });
  const progress = () => ({ done: Math.min(done, total), total, unit: 'bytes' as const });

  let pending: Pending | undefined;
  const flush = () => {
    if (!pending) return;
    const { author, at, line } = pending;
    const text = pending.text;
    const media = author === undefined ? undefined : mediaKind(text);
    if (author === undefined || (pending.marked && !media) || isSystemText(text)) {
      records.push({ kind: 'event', chatKey, at, text: author === undefined ? text : `${author}: ${text}` } satisfies EventRecord);
    } else {
      const message: MessageRecord = { kind: 'message', chatKey, author, at, text, line };
      if (media) message.media = media;
      records.push(message);
      const place = mapsLocation(text);
      if (place) records.push({ kind: 'place', ...place, at, via: 'message', chatKey, author });
    }
    pending = undefined;
  };

  let lineNo = 0;
  let lastDate = '';
  let lastDay = '';
  for await (const lines of readLines(await src.open(), onBytes)) {
    for (const raw of lines) {
      lineNo++;
      const line = clean(raw);
      const h = HEADER.exec(line);
      let day: string | undefined;
      if (h) {
        const dateText = h[1]! + h[2]! + h[3]! + h[2]! + h[4]!;
        if (dateText === lastDate) day = lastDay;
        else {
          const key = dateKey(order, h[1]!, h[3]!, h[4]!);
          if (key >= 0) {
            day = `${Math.floor(key / 10000)}-${pad(Math.floor(key / 100) % 100)}-${pad(key % 100)}`;
            lastDate = dateText;
            lastDay = day;
          }
        }
      }
      const time = h && day ? clock(h) : undefined;
      if (!h || !day || !time) {
        if (pending) pending.text += `\n${line}`;
        continue;
      }
      flush();
      const [author, text] = splitAuthor(line.slice(h[0].length));
      pending = {
        author,
        at: `${day}T${time}`,
        text,
        line: lineNo,
        marked: author !== undefined && raw.includes(': \u200E'),
      };
      if (records.length >= BATCH) {
        yield { records, progress: progress(), expected: { messages: s.messages } };
        records = [];
      }
    }
  }
  flush();
  yield { records, progress: { done: total, total, unit: 'bytes' }, expected: { messages: s.messages } };
}

/** The first message's local time as the messages write it (the header as written when it reads as no time), author and text. */
function firstMessage(first: NonNullable<Survey['first']>, order: Order): { at: string; author: string; text: string } {
  const { h, author, text } = first;
  const key = dateKey(order, h[1]!, h[3]!, h[4]!);
  const time = clock(h);
  const at = key >= 0 && time ? `${Math.floor(key / 10000)}-${pad(Math.floor(key / 100) % 100)}-${pad(key % 100)}T${time}` : h[0].trim();
  return { at, author, text };
}

/** "HH:MM:SS" of a header's clock, or undefined when it is not a time. */
function clock(h: RegExpExecArray): string | undefined {
  let hour = +h[5]!;
  const minute = +h[6]!;
  const second = h[7] ? +h[7] : 0;
  const ampm = h[8]?.toLowerCase();
  if (ampm) {
    if (hour < 1 || hour > 12) return undefined;
    if (ampm === 'a' && hour === 12) hour = 0;
    else if (ampm === 'p' && hour !== 12) hour += 12;
  }
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return `${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** Whether a text's first lines look like a WhatsApp export (for detecting the source). */
export function looksLikeWhatsApp(head: string): boolean {
  const lines = head.split(/\r?\n/).slice(0, 50);
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) return false;
  return HEADER.test(clean(lines[first]!)) && lines.filter((l) => HEADER.test(clean(l))).length >= 1;
}
