import { readLines } from './line-reader';
import type { ChatRecord, EventRecord, ImportBatch, ImportRecord, MessageRecord } from './types';
import { ImportFormatError } from './types';
import { conversationKey, isGenericChatTitle, titleFromPeople } from './whatsapp-generic-chat';
import { clockOf, pad, readHeader, startsLikeHeader, usStyleLayout, type Header } from './whatsapp-header';
import { classifyBody, isMarked, markerNotes, newMarkerTally, tallyBody } from './whatsapp-markers';

/** A text that can be read from its start more than once (a file, or an entry of a zip). */
export interface TextSource {
  /** Size in bytes, for progress. */
  size: number;
  open(): Promise<AsyncIterable<Buffer>>;
}

// Headers ("12/31/20, 9:05 PM - ", "[31.12.20, 21:05:33] ", and every other layout phones
// write) are read by whatsapp-header.ts: one linear scan, no regex.

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
/** Lines of other text before the first header that are skipped with a note; more, and the file is no chat. */
const MAX_LEADING_LINES = 20;
/** Layouts named one by one in the note of a file with several. */
const MAX_LAYOUTS_NAMED = 4;
/** Layout switches kept to settle ambiguous date orders across layouts. */
const MAX_TRANSITIONS = 10_000;
/**
 * Longest message text kept (as the Signal reader): lines past it are dropped and reported,
 * so a file of endless lines under one header cannot grow one string past the worker's heap.
 */
export const MAX_TEXT = 65_536;

/**
 * A year as written. Two digits are 20xx, except 50–99: no chat is dated 2050 or later, and
 * Thai phones write the Buddhist-era year short (61 = 2561 = 2018; four-digit ones are
 * converted when the header is read).
 */
function year(value: number, digits: number): number {
  if (digits === 4) return value;
  if (digits === 2) return value >= 50 ? 2500 + value - 543 : 2000 + value;
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
function dateKey(order: Order, h: Header): number {
  let y: number;
  let m: number;
  let d: number;
  switch (order) {
    case 'dmy':
      if (h.aDigits > 2) return -1;
      d = h.a;
      m = h.b;
      y = year(h.c, h.cDigits);
      break;
    case 'mdy':
      if (h.aDigits > 2) return -1;
      m = h.a;
      d = h.b;
      y = year(h.c, h.cDigits);
      break;
    case 'ymd':
      if (h.cDigits > 2) return -1;
      y = year(h.a, h.aDigits);
      m = h.b;
      d = h.c;
      break;
    case 'ydm':
      if (h.cDigits > 2) return -1;
      y = year(h.a, h.aDigits);
      d = h.b;
      m = h.c;
      break;
  }
  if (y < 0 || m < 1 || m > 12 || d < 1 || d > daysIn(y, m)) return -1;
  return y * 10000 + m * 100 + d;
}

const perOrder = <T>(value: T): Record<Order, T> => ({ dmy: value, mdy: value, ymd: value, ydm: value });

/** Who wrote in a layout's lines (merged over the layouts kept, so a layout refused adds no one). */
interface People {
  messages: number;
  authors: Set<string>;
  /** Messages per author, notices left out, in order of first message (a generic chat's title). */
  speakers: Map<string, number>;
  /** Authors of notices (iOS writes them under the chat's name). */
  noticeAuthors: Set<string>;
  /** The first message's header, author and line (a generic chat's key). */
  first?: { h: Header; author: string; text: string; line: number };
}

const newPeople = (): People => ({ messages: 0, authors: new Set(), speakers: new Map(), noticeAuthors: new Set() });

/** What the survey learnt about one header layout (a file whose phone changed locale has two). */
interface LayoutSurvey {
  layout: number;
  /** Runs of consecutive headers in this layout (a real locale change makes few long ones). */
  runs: number;
  /** Line numbers of its first and last header. */
  firstLine: number;
  lastLine: number;
  people: People;
  /** The first header in this layout as written ("12/31/20, 9:05 PM -"), for the notes. */
  example: string;
  headers: number;
  invalid: Record<Order, number>;
  backwards: Record<Order, number>;
  /** The last valid date in each order (yyyymmdd), and whether the last header's was invalid. */
  prev: Record<Order, number>;
  lastInvalid: Record<Order, boolean>;
  lastA: number;
  lastB: number;
  lastC: number;
  /** The earliest and latest valid date in each order (yyyymmdd): the span the chat covers read that way. */
  min: Record<Order, number>;
  max: Record<Order, number>;
}

/** The chat went from a header in one layout to one in another: both dates in every order (-1: invalid). */
interface Transition {
  from: LayoutSurvey;
  fromKeys: number[];
  to: LayoutSurvey;
  toKeys: number[];
  fromClock: string;
  toClock: string;
}

const keysOf = (l: LayoutSurvey) => ORDERS.map((o) => (l.lastInvalid[o] ? -1 : l.prev[o]));

interface Survey extends People {
  headers: number;
  /** Per header layout, in order of first appearance. */
  layouts: Map<number, LayoutSurvey>;
  transitions: Transition[];
  firstHeaderLine: number;
  firstTextLine: number;
  /** Non-blank lines before the first header. */
  leadingLines: number;
  /** Layouts refused as stray lines inside messages (see `strayLayout`). */
  refused: Set<number>;
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

/** Quotes notices put around a subject ("…", „…“, «…», ‹…›, 「…」, 『…』, ‚…‘, '…'): a colon inside them names no author. */
const QUOTES = /["“”„‟«»‹›‚‘’「」『』]/;
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

function newLayout(layout: number, example: string): LayoutSurvey {
  return {
    layout,
    runs: 0,
    firstLine: 0,
    lastLine: 0,
    people: newPeople(),
    example,
    headers: 0,
    invalid: perOrder(0),
    backwards: perOrder(0),
    prev: perOrder(0),
    lastInvalid: perOrder(false),
    lastA: -1,
    lastB: -1,
    lastC: -1,
    min: perOrder(Infinity),
    max: perOrder(0),
  };
}

/** yyyymmdd of tomorrow (UTC): a date read after it is not a date the chat can hold, in that order. */
function latestKey(now = new Date()): number {
  const t = new Date(now.getTime() + 86_400_000);
  return t.getUTCFullYear() * 10000 + (t.getUTCMonth() + 1) * 100 + t.getUTCDate();
}

/** Days between two yyyymmdd keys. */
function daysBetween(from: number, to: number): number {
  const utc = (k: number) => Date.UTC(Math.floor(k / 10000), (Math.floor(k / 100) % 100) - 1, k % 100);
  return (utc(to) - utc(from)) / 86_400_000;
}

/** Counts a header's date in every order for its layout: invalid dates (future ones too), steps back in time, the span. */
function surveyDate(l: LayoutSurvey, h: Header, latest: number) {
  l.headers++;
  // Most messages share their date with the one before: nothing new to learn.
  if (h.a === l.lastA && h.b === l.lastB && h.c === l.lastC) {
    for (const order of ORDERS) if (l.lastInvalid[order]) l.invalid[order]++;
    return;
  }
  l.lastA = h.a;
  l.lastB = h.b;
  l.lastC = h.c;
  for (const order of ORDERS) {
    const key = dateKey(order, h);
    if (key < 0 || key > latest) {
      l.invalid[order]++;
      l.lastInvalid[order] = true;
      continue;
    }
    l.lastInvalid[order] = false;
    if (key < l.prev[order]) l.backwards[order]++;
    l.prev[order] = key;
    if (key < l.min[order]) l.min[order] = key;
    if (key > l.max[order]) l.max[order] = key;
  }
}

/** Reads every header once; yields now and then (nothing to show yet, but progress) and returns what it learnt. */
async function* survey(src: TextSource, onBytes: (n: number) => void): AsyncGenerator<void, Survey> {
  const s: Survey = {
    ...newPeople(),
    headers: 0,
    layouts: new Map(),
    transitions: [],
    firstHeaderLine: 0,
    firstTextLine: 0,
    leadingLines: 0,
    refused: new Set(),
  };
  let lineNo = 0;
  let chunks = 0;
  let last: LayoutSurvey | undefined;
  let prevHeader: Header | undefined;
  const latest = latestKey();
  for await (const lines of readLines(await src.open(), onBytes)) {
    if (++chunks % 4 === 0) yield;
    for (const raw of lines) {
      lineNo++;
      const line = clean(raw);
      const h = readHeader(line);
      if (!h) {
        if (!s.firstTextLine && line.trim()) s.firstTextLine = lineNo;
        if (!s.firstHeaderLine && line.trim()) s.leadingLines++;
        continue;
      }
      if (!s.firstHeaderLine) s.firstHeaderLine = lineNo;
      if (!s.firstTextLine) s.firstTextLine = lineNo;
      s.headers++;
      let layout = last?.layout === h.layout ? last : s.layouts.get(h.layout);
      if (!layout) {
        layout = newLayout(h.layout, line.slice(0, h.end).trim());
        s.layouts.set(h.layout, layout);
      }
      surveyDate(layout, h, latest);
      layout.firstLine ||= lineNo;
      layout.lastLine = lineNo;
      if (last !== layout) {
        layout.runs++;
        // Clocks ("HH:MM:SS") are only read where the layout changes: a switch within a day can step back too.
        if (last && prevHeader && s.transitions.length < MAX_TRANSITIONS) {
          s.transitions.push({ from: last, fromKeys: keysOf(last), to: layout, toKeys: keysOf(layout), fromClock: clockOf(prevHeader) ?? '', toClock: clockOf(h) ?? '' });
        }
      }
      last = layout;
      prevHeader = h;
      const author = authorOf(line, h.end);
      if (author !== undefined) {
        const people = layout.people;
        people.messages++;
        if (people.authors.size < 10_000) people.authors.add(author);
        noteSpeaker(people, h, author, line, raw, lineNo);
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
function noteSpeaker(s: People, h: Header, author: string, line: string, raw: string, lineNo: number) {
  const count = s.speakers.get(author);
  if (count !== undefined) {
    s.speakers.set(author, count + 1);
    return;
  }
  const colon = line.indexOf(': ', h.end);
  const text = colon < 0 ? '' : line.slice(colon + 2);
  const body = classifyBody(text, { marked: raw !== line && isMarked(raw), android: (h.layout & 1) === 0 });
  if (body.kind === 'event') {
    // A notice names the chat; a deleted message or a call is a person's, but no message.
    if (body.why === 'notice' && s.noticeAuthors.size < 100) s.noticeAuthors.add(author);
    return;
  }
  if (s.speakers.size >= 10_000) return;
  s.speakers.set(author, 1);
  s.first ??= { h, author, text: body.media ? '' : text.trim(), line: lineNo };
}

const others = (order: Order, fitting: Order[]) =>
  fitting
    .filter((o) => o !== order)
    .map((o) => ORDER_LABEL[o])
    .join(' or ');

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Settles the date order of each header layout over the whole file: a value that cannot be
 * a month rules an order out; among the orders left, the one that keeps the layout's lines
 * in time order wins; when that ties too, the one that keeps them in time order with the
 * other layouts' lines around them (a file whose phone changed locale); else the format's
 * locale decides (a US-style 12-hour clock with slashes reads month first, everything else
 * day first) and the user is told.
 */
function chooseOrders(s: Survey): { orders: Map<number, Order>; notes: string[] } {
  const orders = new Map<number, Order>();
  const notes = new Map<LayoutSurvey, string>();
  const pending = new Map<LayoutSurvey, { fitting: Order[]; chronological: Order[] }>();
  for (const l of s.layouts.values()) {
    const fewestInvalid = Math.min(...ORDERS.map((o) => l.invalid[o]));
    const fitting = ORDERS.filter((o) => l.invalid[o] === fewestInvalid);
    if (fitting.length === 1) {
      orders.set(l.layout, fitting[0]!);
      continue;
    }
    const fewestBackwards = Math.min(...fitting.map((o) => l.backwards[o]));
    const chronological = fitting.filter((o) => l.backwards[o] === fewestBackwards);
    if (chronological.length === 1) {
      const order = chronological[0]!;
      orders.set(l.layout, order);
      notes.set(
        l,
        `Dates read as ${ORDER_LABEL[order]}: they could also be read as ${others(order, fitting)}, but this order keeps the messages in time order.`,
      );
      continue;
    }
    pending.set(l, { fitting, chronological });
  }
  // Ambiguous layouts beside settled ones: the order that keeps the switches between them in time order.
  for (let progress = true; progress && pending.size; ) {
    progress = false;
    for (const [l, { fitting, chronological }] of pending) {
      const steps = chronological.map((o) => backwardSwitches(s.transitions, l, o, orders));
      if (steps.every((n) => n === undefined)) continue;
      const fewest = Math.min(...steps.map((n) => n ?? Infinity));
      const best = chronological.filter((_, k) => steps[k] === fewest);
      if (best.length !== 1) continue;
      const order = best[0]!;
      orders.set(l.layout, order);
      notes.set(
        l,
        `Dates read as ${ORDER_LABEL[order]}: they could also be read as ${others(order, fitting)}, but this order keeps them in time order with the other layout's messages around them.`,
      );
      pending.delete(l);
      progress = true;
    }
  }
  // Still ambiguous: the order that puts the chat in the shortest span of time (a short chat
  // read "20-12-28" as 2028-12-20 and "20-12-31" as 2031-12-20 spans three years; read year
  // first, three days).
  for (const [l, { fitting, chronological }] of pending) {
    const spans = chronological.map((o) => (l.max[o] ? daysBetween(l.min[o], l.max[o]) : Infinity));
    const shortest = Math.min(...spans);
    const best = chronological.filter((_, k) => spans[k] === shortest);
    if (best.length !== 1) continue;
    const order = best[0]!;
    orders.set(l.layout, order);
    notes.set(
      l,
      `Dates read as ${ORDER_LABEL[order]}: they could also be read as ${others(order, fitting)}, but this order puts the messages closest together in time.`,
    );
    pending.delete(l);
  }
  for (const [l, { fitting, chronological }] of pending) {
    const usStyle = usStyleLayout(l.layout);
    const prefer: Order[] = usStyle ? ['mdy', 'dmy', 'ymd', 'ydm'] : ['dmy', 'mdy', 'ymd', 'ydm'];
    const order = prefer.find((o) => chronological.includes(o))!;
    orders.set(l.layout, order);
    const why = usStyle ? 'a 12-hour clock with slashes, as US phones write' : "the file's date and clock format";
    notes.set(
      l,
      `Dates read as ${ORDER_LABEL[order]}: they could also be read as ${others(order, fitting)} and nothing in the file tells which, so the order follows ${why}. If the times look wrong, the other order was meant.`,
    );
  }
  const layouts = [...s.layouts.values()];
  if (layouts.length === 1) return { orders, notes: [...notes.values()] };
  // Several layouts: one note names them (the four with most lines; stray lines can make more),
  // and each ambiguity says which lines it is about.
  const sorted = layouts.sort((x, y) => y.headers - x.headers);
  const shown = sorted.slice(0, MAX_LAYOUTS_NAMED);
  const described = shown.map(
    (l, k) => `${k === 0 ? plural(l.headers, 'line', 'lines') : `${l.headers.toLocaleString('en-US')} more`} like “${l.example}” read as ${ORDER_LABEL[orders.get(l.layout)!]}`,
  );
  const rest = sorted.slice(MAX_LAYOUTS_NAMED);
  if (rest.length) {
    const lines = rest.reduce((n, l) => n + l.headers, 0);
    described.push(`${lines.toLocaleString('en-US')} more in ${plural(rest.length, 'other layout', 'other layouts')}`);
  }
  const count = layouts.length === 2 ? 'Two' : String(layouts.length);
  const list = `${described.slice(0, -1).join(', ')} and ${described.at(-1)!}`;
  const all = [`${count} date layouts in this file (the phone's language or region changed): ${list}.`];
  for (const l of shown) {
    const note = notes.get(l);
    if (note) all.push(`Lines like “${l.example}”: ${lowerFirst(note)}`);
  }
  return { orders, notes: all };
}

/** Fewest headers a layout found only between the main layout's lines needs to be read as one. */
const MIN_ENCLOSED_HEADERS = 3;

/**
 * Whether a layout other than the main one is stray lines inside messages rather than a
 * phone that changed locale ("12.06.2020, 14:00 - Arzt" in a list typed into an iOS message):
 * its switches with the other layouts step back in time (a quarter of them or more; a real
 * change goes forward), it is only single lines scattered between the other layout's (a
 * real change makes runs of lines), or it is fewer than three lines, all between the main
 * layout's first and last (a phone changes locale and stays so, or changes back after a while).
 */
function strayLayout(s: Survey, l: LayoutSurvey, main: LayoutSurvey, orders: Map<number, Order>): boolean {
  if (l.runs >= 2 && l.runs === l.headers) return true;
  if (l.headers < MIN_ENCLOSED_HEADERS && l.firstLine > main.firstLine && l.lastLine < main.lastLine) return true;
  const k = ORDERS.indexOf(orders.get(l.layout)!);
  let seen = 0;
  let back = 0;
  for (const t of s.transitions) {
    const other = t.from === l ? t.to : t.to === l ? t.from : undefined;
    const otherOrder = other && orders.get(other.layout);
    if (!other || !otherOrder) continue;
    const j = ORDERS.indexOf(otherOrder);
    const [before, after] = t.from === l ? [t.fromKeys[k]!, t.toKeys[j]!] : [t.fromKeys[j]!, t.toKeys[k]!];
    if (before < 0 || after < 0) continue;
    seen++;
    if (after < before || (after === before && t.toClock < t.fromClock)) back++;
  }
  return back > 0 && back * 4 >= seen;
}

/**
 * Settles the date orders, refuses stray layouts (their lines stay text of the message
 * before them, reported), settles the orders again without them, and takes the people of
 * the layouts kept.
 */
function settleLayouts(s: Survey): { orders: Map<number, Order>; notes: string[] } {
  let settled = chooseOrders(s);
  if (s.layouts.size > 1) {
    const main = [...s.layouts.values()].reduce((x, y) => (y.headers > x.headers ? y : x));
    for (const l of [...s.layouts.values()]) {
      if (l !== main && strayLayout(s, l, main, settled.orders)) s.refused.add(l.layout);
    }
    if (s.refused.size) {
      for (const layout of s.refused) s.layouts.delete(layout);
      s.transitions = s.transitions.filter((t) => s.layouts.has(t.from.layout) && s.layouts.has(t.to.layout));
      settled = chooseOrders(s);
    }
  }
  for (const l of s.layouts.values()) {
    const p = l.people;
    s.messages += p.messages;
    for (const a of p.authors) if (s.authors.size < 10_000) s.authors.add(a);
    for (const [a, n] of p.speakers) if (s.speakers.size < 10_000 || s.speakers.has(a)) s.speakers.set(a, (s.speakers.get(a) ?? 0) + n);
    for (const a of p.noticeAuthors) if (s.noticeAuthors.size < 100) s.noticeAuthors.add(a);
    if (p.first && (!s.first || p.first.line < s.first.line)) s.first = p.first;
  }
  return settled;
}

/** How many switches between `l` and layouts already settled go back in time if `l` reads `order`; undefined when there are none. */
function backwardSwitches(transitions: Transition[], l: LayoutSurvey, order: Order, orders: Map<number, Order>): number | undefined {
  const k = ORDERS.indexOf(order);
  let seen = 0;
  let back = 0;
  for (const t of transitions) {
    const other = t.from === l ? t.to : t.to === l ? t.from : undefined;
    const otherOrder = other && orders.get(other.layout);
    if (!other || !otherOrder || other === l) continue;
    const j = ORDERS.indexOf(otherOrder);
    const [before, after] = t.from === l ? [t.fromKeys[k]!, t.toKeys[j]!] : [t.fromKeys[j]!, t.toKeys[k]!];
    if (before < 0 || after < 0) continue;
    seen++;
    if (after < before) back++;
  }
  return seen ? back : undefined;
}

/** "lines 1–3, 9, 12–14": a few ranges of line numbers, "…" after the fifth. */
function lineRanges(ranges: [number, number][]): string {
  const shown = ranges.slice(0, 5).map(([from, to]) => (from === to ? String(from) : `${from}–${to}`));
  return `${ranges.length === 1 && ranges[0]![0] === ranges[0]![1] ? 'line' : 'lines'} ${shown.join(', ')}${ranges.length > 5 ? ', …' : ''}`;
}

/** Collects line numbers as ranges: consecutive lines join the last range; at most 6 ranges kept. */
function addLine(ranges: [number, number][], line: number) {
  const last = ranges.at(-1);
  if (last && last[1] === line - 1) last[1] = line;
  else if (ranges.length <= 5) ranges.push([line, line]);
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

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
  /** Whether the header is in an Android layout (no bracket): Android's own markers ("null") apply. */
  android: boolean;
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
  // A few lines of other text before the first message are skipped with a note; more, and it is no chat.
  if (!s.headers || s.leadingLines > MAX_LEADING_LINES) {
    throw new ImportFormatError(
      'Not a WhatsApp chat export: each message should start with a date and time, like "31/12/20, 21:05 - Name: text" or "[31/12/20, 21:05:33] Name: text"',
      `line ${s.firstTextLine || 1}`,
    );
  }
  const { orders, notes } = settleLayouts(s);
  if ([...s.layouts.values()].every((l) => l.invalid[orders.get(l.layout)!] === l.headers)) {
    throw new ImportFormatError('Not a WhatsApp chat export: the dates at the start of the lines are not dates in any order', `line ${s.firstHeaderLine}`);
  }
  const named = whatsAppTitle(fileName);
  // A file name that names no chat ("_chat.txt"): keyed by its first message, titled by its people.
  const generic = isGenericChatTitle(whatsAppChatKey(named));
  const title = generic ? titleFromPeople(s.speakers, s.noticeAuthors) : named;
  const chatKey = generic ? conversationKey(s.first && firstMessage(s.first, orders.get(s.first.h.layout)!), whatsAppChatKey(named)) : whatsAppChatKey(named);
  const chat: ChatRecord = { kind: 'chat', chatKey, title, isGroup: s.authors.size > 2 };
  // Before #27 such a file was keyed by its generic title ("_chat"): the writer adopts that chat.
  if (generic && chatKey !== whatsAppChatKey(named)) chat.legacyKey = whatsAppChatKey(named);
  // "WhatsApp Chat with Alice" holding Alice and one other: the other is the exporter.
  if (!generic && s.authors.size === 2 && s.authors.has(title)) chat.self = [...s.authors].find((a) => a !== title)!;
  let records: ImportRecord[] = [chat];
  for (const message of notes) records.push({ kind: 'note', message });
  const progress = () => ({ done: Math.min(done, total), total, unit: 'bytes' as const });

  let pending: Pending | undefined;
  // Deleted messages kept as events, counted for a note at the end of the file.
  const tally = newMarkerTally();
  const flush = () => {
    if (!pending) return;
    const { author, at, line } = pending;
    const text = pending.text;
    // A body without "Name: " is a notice; one with it is a message unless it is a marker (whatsapp-markers.ts).
    const body = author === undefined ? undefined : classifyBody(text, { marked: pending.marked, android: pending.android });
    if (body) tallyBody(tally, body);
    if (author === undefined || body?.kind !== 'message') {
      records.push({ kind: 'event', chatKey, at, text: author === undefined ? text : `${author}: ${text}` } satisfies EventRecord);
    } else {
      const message: MessageRecord = { kind: 'message', chatKey, author, at, text, line };
      if (body.media) message.media = body.media;
      records.push(message);
      if (body.place) records.push({ kind: 'place', ...body.place, at, via: 'message', chatKey, author });
    }
    pending = undefined;
  };
  // Messages cut at MAX_TEXT: how many, and the lines dropped.
  let cutMessages = 0;
  let cutFrom = 0;
  let cutTo = 0;
  let cutCounted = false;

  let lineNo = 0;
  // The last header's date and the day it read as (most messages share their day with the one before).
  let lastLayout = -1;
  let lastA = -1;
  let lastB = -1;
  let lastC = -1;
  let lastDay = '';
  let order: Order = 'dmy';
  // Lines that are no message: other text before the first, headers in a layout nothing reads.
  const leading: [number, number][] = [];
  let leadingCount = 0;
  const unknown: [number, number][] = [];
  let unknownCount = 0;
  // Lines in a layout refused as stray lines inside messages.
  const stray: [number, number][] = [];
  let strayCount = 0;
  // The reader's notes (a guessed encoding, undecodable bytes): kept for after the last message.
  const readerNotes: ImportRecord[] = [];
  for await (const lines of readLines(await src.open(), { onBytes, onNote: (n) => readerNotes.push(n) })) {
    for (const raw of lines) {
      lineNo++;
      const line = clean(raw);
      const read = readHeader(line);
      // A header in a refused layout is text of the message before, as a line in no layout.
      const h = read && (!s.refused.size || !s.refused.has(read.layout)) ? read : undefined;
      let day: string | undefined;
      if (h) {
        if (h.layout === lastLayout && h.a === lastA && h.b === lastB && h.c === lastC) day = lastDay;
        else {
          if (h.layout !== lastLayout) order = orders.get(h.layout)!;
          const key = dateKey(order, h);
          if (key >= 0) {
            day = `${Math.floor(key / 10000)}-${pad(Math.floor(key / 100) % 100)}-${pad(key % 100)}`;
            lastLayout = h.layout;
            lastA = h.a;
            lastB = h.b;
            lastC = h.c;
            lastDay = day;
          }
        }
      }
      const time = h && day ? clockOf(h) : undefined;
      if (!h || !day || !time) {
        if (!pending) {
          if (line.trim()) {
            leadingCount++;
            addLine(leading, lineNo);
          }
          continue;
        }
        // Glued to the message before as its text (up to MAX_TEXT); reported when it starts like a header.
        if (pending.text.length + 1 + line.length <= MAX_TEXT) pending.text += `\n${line}`;
        else {
          if (!cutCounted) {
            cutMessages++;
            cutCounted = true;
          }
          if (!cutFrom) cutFrom = lineNo;
          cutTo = lineNo;
          if (pending.text.length < MAX_TEXT) pending.text += `\n${line}`.slice(0, MAX_TEXT - pending.text.length);
        }
        if (read && !h) {
          strayCount++;
          addLine(stray, lineNo);
        } else if (h || startsLikeHeader(line)) {
          unknownCount++;
          addLine(unknown, lineNo);
        }
        continue;
      }
      flush();
      cutCounted = false;
      const [author, full] = splitAuthor(line.slice(h.end));
      const text = full.length > MAX_TEXT ? full.slice(0, MAX_TEXT) : full;
      if (text !== full) {
        cutMessages++;
        cutCounted = true;
        if (!cutFrom) cutFrom = lineNo;
        cutTo = lineNo;
      }
      pending = {
        author,
        at: `${day}T${time}`,
        text,
        line: lineNo,
        marked: author !== undefined && isMarked(raw),
        android: (h.layout & 1) === 0,
      };
      if (records.length >= BATCH) {
        yield { records, progress: progress(), expected: { messages: s.messages } };
        records = [];
      }
    }
  }
  flush();
  records.push(...readerNotes);
  records.push(...markerNotes(tally));
  if (cutMessages) {
    records.push({
      kind: 'note',
      message: `${plural(cutMessages, 'message', 'messages')} longer than ${MAX_TEXT.toLocaleString('en-US')} characters ${cutMessages === 1 ? 'was' : 'were'} cut (${cutFrom === cutTo ? `line ${cutFrom}` : `lines ${cutFrom}–${cutTo}`})`,
    });
  }
  if (leadingCount) {
    records.push({ kind: 'note', message: `${plural(leadingCount, 'line', 'lines')} before the first message ${leadingCount === 1 ? 'was' : 'were'} skipped (${lineRanges(leading)})` });
  }
  if (unknownCount) {
    records.push({
      kind: 'note',
      message: `${plural(unknownCount, 'line', 'lines')} in an unknown layout at ${lineRanges(unknown)}: they start like a date and time but no known layout reads them, so they were kept as text of the message before them`,
    });
  }
  if (strayCount) {
    records.push({
      kind: 'note',
      message:
        strayCount === 1
          ? `1 line in an unknown layout at ${lineRanges(stray)}: it starts like a date and time in another layout, but lies inside other messages or steps back in time, so it was kept as text of the message before it`
          : `${plural(strayCount, 'line', 'lines')} in an unknown layout at ${lineRanges(stray)}: they start like a date and time in another layout, but lie inside other messages or step back in time, so they were kept as text of the message before them`,
    });
  }
  yield { records, progress: { done: total, total, unit: 'bytes' }, expected: { messages: s.messages } };
}

/** The first message's local time as the messages write it (the header as written when it reads as no time), author and text. */
function firstMessage(first: NonNullable<Survey['first']>, order: Order): { at: string; author: string; text: string } {
  const { h, author, text } = first;
  const key = dateKey(order, h);
  const time = clockOf(h);
  const at = key >= 0 && time ? `${Math.floor(key / 10000)}-${pad(Math.floor(key / 100) % 100)}-${pad(key % 100)}T${time}` : `${h.a}/${h.b}/${h.c} ${h.hour}:${h.minute}`;
  return { at, author, text };
}

/** Whether a text's first lines look like a WhatsApp export (for detecting the source). */
export function looksLikeWhatsApp(head: string): boolean {
  const lines = head.split(/\r?\n/).slice(0, 50);
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) return false;
  if (readHeader(clean(lines[first]!))) return true;
  // A few lines of other text before the first message (a title, a blank export header):
  // the first header within five non-blank lines, and at least three headers.
  const nonBlank = lines.filter((l) => l.trim() !== '');
  const firstHeader = nonBlank.findIndex((l) => readHeader(clean(l)));
  return firstHeader >= 0 && firstHeader < 5 && nonBlank.filter((l) => readHeader(clean(l))).length >= 3;
}
