/**
 * Record times (parsers/types.ts RecordTime) to instants. A time with `Z` or an offset is
 * an instant already; one without is a wall-clock time read in the user's zone.
 *
 * NOTE: Intl is slow (microseconds per call) and an import has up to millions of times,
 * so the zone's offset is computed once per local hour and cached; exports are in time
 * order, so nearly every lookup hits. A wall-clock time that does not exist (in a DST
 * gap) or exists twice (the repeated hour in autumn) gets one of the two offsets around
 * the change: the file cannot say which was meant.
 */
const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;
const ZONED_RE = /(Z|[+-]\d{2}:?\d{2})$/i;

export class TimeReader {
  private readonly format: Intl.DateTimeFormat;
  private readonly offsets = new Map<string, number>();

  constructor(readonly timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  }

  /** Milliseconds since the epoch, or NaN when `t` is not a time. */
  toEpochMs(t: string): number {
    const m = LOCAL_RE.exec(t);
    if (!m) return ZONED_RE.test(t) ? Date.parse(t) : NaN;
    const [, y, mo, d, h, mi, s, ms] = m;
    const wall = Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, s ? +s : 0, ms ? +ms.padEnd(3, '0') : 0);
    // A zone changes its offset at most once a day: a day with the same offset at its
    // first and last minute has it throughout (one cache entry); a day of change is
    // cached per hour.
    const dayKey = t.slice(0, 10);
    let offset = this.offsets.get(dayKey);
    if (offset === undefined) {
      const dayStart = Date.UTC(+y!, +mo! - 1, +d!);
      const first = this.localOffset(dayStart);
      offset = first === this.localOffset(dayStart + 86_399_000) ? first : NaN;
      this.remember(dayKey, offset);
    }
    if (Number.isNaN(offset)) {
      const hourKey = t.slice(0, 13);
      offset = this.offsets.get(hourKey);
      if (offset === undefined) {
        offset = this.localOffset(wall);
        this.remember(hourKey, offset);
      }
    }
    return wall - offset;
  }

  private remember(key: string, offset: number) {
    if (this.offsets.size > 50_000) this.offsets.clear();
    this.offsets.set(key, offset);
  }

  /** The offset that applies to a wall-clock time (given as if it were UTC). */
  private localOffset(wall: number): number {
    // The offset o for which the instant wall − o shows this wall-clock time; in a gap
    // (a time that does not exist) none does, and the offset before it is used.
    const first = this.offsetAt(wall);
    if (this.offsetAt(wall - first) === first) return first;
    const second = this.offsetAt(wall - first);
    return this.offsetAt(wall - second) === second ? second : first;
  }

  toDate(t: string): Date | null {
    const ms = this.toEpochMs(t);
    return Number.isFinite(ms) ? new Date(ms) : null;
  }

  /** The zone's offset from UTC at `utcMs`, in ms (positive east of Greenwich). */
  private offsetAt(utcMs: number): number {
    const parts = this.format.formatToParts(new Date(utcMs));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
    return asUtc - Math.floor(utcMs / 1000) * 1000;
  }
}
