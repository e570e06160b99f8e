/**
 * Record times (parsers/types.ts RecordTime) to instants. A time with `Z` or an offset is
 * an instant already; one without is a wall-clock time read in the user's zone.
 *
 * NOTE: Intl is slow (microseconds per call) and an import has up to millions of times,
 * so the zone's offset is computed once per local hour and cached; exports are in time
 * order, so nearly every lookup hits. A wall-clock time that does not exist (in a DST
 * gap) or exists twice (the repeated hour in autumn) gets one of the two offsets around
 * the change: the file cannot say which was meant.
 *
 * A wall-clock time taken somewhere known (a photo's GPS) is read in the zone of that
 * place (geo-tz, offline), not the upload's: `toDateAt`. A time with an offset (EXIF
 * OffsetTimeOriginal) is an instant already and wins; without a position the upload's
 * zone is used.
 */
const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;
const ZONED_RE = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * geo-tz's index and zone shapes are large (tens of MB once read): loaded on the first
 * positioned wall-clock time, never by an import without one.
 */
let geoTz: Promise<(lat: number, lon: number) => string[]> | undefined;
const loadGeoTz = () => (geoTz ??= import('geo-tz').then((m) => m.find));

/** Zones by position rounded to ~1 km: a photo library repeats the same few places. */
const zoneCache = new Map<string, string | null>();

/** The IANA zone at a position (the sea has its Etc/GMT±N zone), or null when none is found or the runtime does not know it. */
export async function zoneAt(lat: number, lon: number): Promise<string | null> {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const key = `${lat.toFixed(2)},${lon.toFixed(2)}`;
  const known = zoneCache.get(key);
  if (known !== undefined) return known;
  const find = await loadGeoTz();
  let zone: string | null;
  try {
    zone = find(lat, lon).find(isKnownZone) ?? null;
  } catch {
    zone = null; // geo-tz refuses some edge positions: the upload's zone is used
  }
  if (zoneCache.size > 10_000) zoneCache.clear();
  zoneCache.set(key, zone);
  return zone;
}

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class TimeReader {
  private readonly format: Intl.DateTimeFormat;
  private readonly offsets = new Map<string, number>();
  /** Readers of the zones of the places times were taken at (toDateAt). */
  private readonly zoned = new Map<string, TimeReader>();

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

  /**
   * `t` taken at a position: a wall-clock time is read in the zone of that place (geo-tz);
   * a time with an offset, or one without a position, as `toDate` does.
   */
  async toDateAt(t: string, lat?: number, lon?: number): Promise<Date | null> {
    if (lat === undefined || lon === undefined || !LOCAL_RE.test(t) || (lat === 0 && lon === 0)) return this.toDate(t);
    const zone = await zoneAt(lat, lon);
    if (!zone || zone === this.timeZone) return this.toDate(t);
    let reader = this.zoned.get(zone);
    if (!reader) {
      reader = new TimeReader(zone);
      this.zoned.set(zone, reader);
    }
    return reader.toDate(t);
  }

  /** The zone's offset from UTC at `utcMs`, in ms (positive east of Greenwich). */
  private offsetAt(utcMs: number): number {
    const parts = this.format.formatToParts(new Date(utcMs));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
    return asUtc - Math.floor(utcMs / 1000) * 1000;
  }
}
