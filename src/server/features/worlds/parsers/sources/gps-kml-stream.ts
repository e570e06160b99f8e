/**
 * KML shapes that can be as long as a whole track, read without holding their text (#28):
 * - a `gx:Track`, where Google Earth writes every `<when>` first and every `<gx:coord>`
 *   after: the side waiting for its partner is kept as numbers (`PendingWhens`,
 *   `PendingCoords`), about 16 bytes a point instead of a string each;
 * - a `<coordinates>` text of a LineString (`CoordinatesScanner`): tuples are counted as
 *   the text streams in and only the first and the last are kept.
 */

/** A first-in first-out queue of number pairs in one growable Float64Array. */
class PairQueue {
  private data = new Float64Array(512);
  /** In pairs. */
  private head = 0;
  private tail = 0;
  /** The pair taken by the last `shift`. */
  a = 0;
  b = 0;

  get size(): number {
    return this.tail - this.head;
  }

  push(a: number, b: number) {
    if (this.tail * 2 + 2 > this.data.length) this.grow();
    this.data[this.tail * 2] = a;
    this.data[this.tail * 2 + 1] = b;
    this.tail++;
  }

  /** Takes the oldest pair into `a`, `b`; false when empty. */
  shift(): boolean {
    if (this.head === this.tail) return false;
    this.a = this.data[this.head * 2]!;
    this.b = this.data[this.head * 2 + 1]!;
    this.head++;
    if (this.head === this.tail) this.head = this.tail = 0;
    return true;
  }

  /** Room for more: the live pairs moved to the front, into a larger array when over half full. */
  private grow() {
    const live = this.data.subarray(this.head * 2, this.tail * 2);
    const next = live.length * 2 > this.data.length ? new Float64Array(this.data.length * 2) : this.data;
    next.set(live);
    this.data = next;
    this.tail -= this.head;
    this.head = 0;
  }
}

/** A `when` the reader could not use as a time (a bare date, not a dateTime). */
const UNTIMED = -1;
/** A time kept as its text, see `PendingWhens.push`. */
const AS_TEXT = -2;
/** Suffix kinds per track beyond which times are kept as text (no real file comes near). */
const MAX_SUFFIXES = 64;

/**
 * A gx:Track's times waiting for their coordinates, each a record time (`recordTime`'s
 * "YYYY-MM-DDTHH:MM:SS[.f][Z|±hh:mm]") kept as its wall-clock epoch milliseconds plus the
 * index of its suffix (fraction length and zone, shared by the whole track), and given back
 * as the very same string. A time that does not come back the same (a month 13) is kept
 * as its text.
 */
export class PendingWhens {
  private readonly queue = new PairQueue();
  /** Each suffix kind: how many fraction digits, then the zone ("Z", "+02:00" or ""). */
  private readonly suffixes: Array<{ digits: number; zone: string }> = [];
  private readonly texts = new Map<number, string>();
  private nextText = 0;

  get size(): number {
    return this.queue.size;
  }

  push(at: string | undefined) {
    if (at === undefined) return this.queue.push(0, UNTIMED);
    // recordTime's shape: 19 characters of date and time, then the suffix.
    const suffix = at.slice(19);
    const digits = suffix.startsWith('.') ? fractionDigits(suffix) : 0;
    const zone = suffix.slice(digits ? digits + 1 : 0);
    const ms = Date.parse(`${at.slice(0, 19)}.${(digits ? suffix.slice(1, 1 + digits) : '').padEnd(3, '0')}Z`);
    let kind = this.suffixes.findIndex((s) => s.digits === digits && s.zone === zone);
    if (kind < 0 && this.suffixes.length < MAX_SUFFIXES) kind = this.suffixes.push({ digits, zone }) - 1;
    if (kind >= 0 && Number.isFinite(ms) && this.format(ms, kind) === at) return this.queue.push(ms, kind);
    this.texts.set(this.nextText, at);
    this.queue.push(this.nextText++, AS_TEXT);
  }

  /** The oldest time: its string, null when it was no usable time, undefined when none waits. */
  shift(): string | null | undefined {
    if (!this.queue.shift()) return undefined;
    const { a, b } = this.queue;
    if (b === UNTIMED) return null;
    if (b === AS_TEXT) {
      const text = this.texts.get(a)!;
      this.texts.delete(a);
      return text;
    }
    return this.format(a, b);
  }

  private format(ms: number, kind: number): string {
    const { digits, zone } = this.suffixes[kind]!;
    const iso = new Date(ms).toISOString();
    // toISOString writes years 0–9999 as four digits, the only ones recordTime reads.
    return iso.slice(0, 19) + (digits ? iso.slice(19, 20 + digits) : '') + zone;
  }
}

/** How many digits follow the "." at the start of a suffix. */
function fractionDigits(suffix: string): number {
  let i = 1;
  while (i < suffix.length && suffix.charCodeAt(i) >= 48 && suffix.charCodeAt(i) <= 57) i++;
  return i - 1;
}

/** A gx:Track's coordinates waiting for their times, as [lat, lon] (NaN when unreadable). */
export class PendingCoords {
  private readonly queue = new PairQueue();

  get size(): number {
    return this.queue.size;
  }

  push(coord: [number, number] | undefined) {
    this.queue.push(coord ? coord[0] : NaN, coord ? coord[1] : NaN);
  }

  shift(): [number, number] | undefined {
    return this.queue.shift() ? [this.queue.a, this.queue.b] : undefined;
  }
}

/** Longer than any "lon,lat,alt" tuple: such a run of text is no position, and is not kept. */
const MAX_TUPLE = 200;

/**
 * A `<coordinates>` text read as it streams in: whitespace-separated tuples counted, the
 * first and the last kept (as text, at most MAX_TUPLE characters each).
 */
export class CoordinatesScanner {
  count = 0;
  first: string | undefined;
  last: string | undefined;
  /** The tuple cut by the end of the text seen so far. */
  private partial = '';
  private partialTooLong = false;

  write(text: string) {
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      if (!isSpace(text.charCodeAt(i))) continue;
      this.append(text, start, i);
      this.endTuple();
      start = i + 1;
    }
    this.append(text, start, text.length);
  }

  /** Call at the end of the text. */
  end() {
    this.endTuple();
  }

  private append(text: string, from: number, to: number) {
    if (from >= to || this.partialTooLong) return;
    if (this.partial.length + (to - from) > MAX_TUPLE) {
      this.partialTooLong = true;
      this.partial = '';
    } else this.partial += text.slice(from, to);
  }

  private endTuple() {
    if (!this.partial && !this.partialTooLong) return;
    // A run too long to be a tuple still counts as one (unreadable) point.
    const tuple = this.partialTooLong ? '' : this.partial;
    this.count++;
    if (this.count === 1) this.first = tuple;
    this.last = tuple;
    this.partial = '';
    this.partialTooLong = false;
  }
}

/** XML whitespace (space, tab, CR, LF) and the other ASCII/Unicode spaces `\s` matched before. */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0xfeff || c === 0x2028 || c === 0x2029 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x202f || c === 0x205f || c === 0x3000;
}
