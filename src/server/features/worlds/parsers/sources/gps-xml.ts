/**
 * A DOM-free reader of GPX, KML and TCX, fed text as it streams in (docs/decisions/054):
 * saxes (a strict, streaming XML parser) reports tags and text; this keeps only the
 * point being read, so a file of a million track points never sits in memory whole.
 *
 * What becomes a point on the time line (a PlaceRecord via 'record'):
 * - GPX: every `trkpt`, `rtept` and `wpt` with a `time` (a waypoint's `name` is its label).
 *   A point without one is skipped and counted: a waypoint without a time is a place
 *   planned or marked, not a visit (the file's own `<metadata><time>` is when the file was
 *   written, not when anyone was there), so it is named in the note like a placemark.
 * - KML: a `Placemark`'s `Point` at its `TimeStamp/when`, or over its `TimeSpan` (begin,
 *   end); `gx:Track` pairs its `when` and `gx:coord` elements in order (Google Earth writes
 *   all the `when`s first: those waiting are kept as numbers, gps-kml-stream.ts); a
 *   `LineString` has no time per point: with a `TimeSpan` its first point is placed at the
 *   begin and its last at the end, the points between are skipped; without one all of them
 *   are. A `<coordinates>` text is counted as it streams, never held whole.
 * - TCX (Garmin, Strava): every `Trackpoint` with `Time` and `Position`.
 */
import { SaxesParser } from 'saxes';
import type { PlaceRecord } from '../types';
import { CoordinatesScanner, PendingCoords, PendingWhens } from './gps-kml-stream';

export interface TrackCounts {
  /** Track, route or line points without a (usable) time. */
  untimedPoints: number;
  /** Waypoints and placemarks without a time. */
  untimedWaypoints: number;
  /** Their names, the first few. */
  untimedNames: string[];
  /** Positions out of range or unreadable. */
  badPositions: number;
  /** `gx:when` without a `gx:coord`, or the other way round. */
  unpaired: number;
}

/** The XML is not well-formed (a file cut off, a stray `&`): the message names line and column. */
export class XmlSyntaxError extends Error {
  override name = 'XmlSyntaxError';
}

export const emptyCounts = (): TrackCounts => ({ untimedPoints: 0, untimedWaypoints: 0, untimedNames: [], badPositions: 0, unpaired: 0 });

/** Elements whose text is read; the text of any other (descriptions, styles) is ignored. */
const TEXT_ELEMENTS = new Set(['time', 'name', 'when', 'begin', 'end', 'coord', 'Time', 'LatitudeDegrees', 'LongitudeDegrees']);
const GPX_POINTS = new Set(['trkpt', 'rtept', 'wpt']);
const MAX_NAMES = 5;
/** Characters of a text saxes may hold before they are taken from it (see drainText). */
const DRAIN_AT = 64 * 1024;
/** A read text (a name, a time) longer than this is cut: no name or time is that long. */
const MAX_TEXT = 4096;

/**
 * An XML Schema dateTime → RecordTime: an instant when it has `Z` or an offset, else local
 * wall-clock time; fractional seconds cut to milliseconds. A bare date (KML allows
 * "2020", "2020-05", "2020-05-01") is no moment: undefined.
 */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i;
export function recordTime(value: string): string | undefined {
  const m = DATE_TIME.exec(value.trim());
  if (!m) return undefined;
  const [, date, hm, sec, frac, zone] = m;
  const ms = frac ? frac.slice(0, 4) : '';
  return `${date}T${hm}${sec ?? ':00'}${ms}${zone ? zone.toUpperCase() : ''}`;
}

const validPosition = (lat: number, lon: number) => Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;

/** A KML tuple "lon,lat[,alt]" (or gx:coord's "lon lat [alt]") → [lat, lon]. */
function kmlTuple(tuple: string, separator: string): [number, number] | undefined {
  const parts = tuple.split(separator);
  if (parts.length < 2) return undefined;
  return [Number(parts[1]), Number(parts[0])];
}

interface GpxPoint {
  element: string;
  lat: number;
  lon: number;
  time?: string;
  name?: string;
}

interface Placemark {
  name?: string;
  when?: string;
  begin?: string;
  end?: string;
  points: Array<[number, number]>;
  /** LineStrings: first and last point and how many in all. */
  lines: Array<{ first: [number, number]; last: [number, number]; count: number }>;
}

/** Which kind of file the root element says this is, or undefined. */
export type TrackFormat = 'gpx' | 'kml' | 'tcx';

export class TrackXmlReader {
  /** Points read and not yet taken by the caller (see `take`). */
  private out: PlaceRecord[] = [];
  readonly counts = emptyCounts();
  format: TrackFormat | undefined;
  private readonly parser = new SaxesParser({ xmlns: false, position: true });
  /** Local names (prefix cut off) of the open elements. */
  private readonly stack: string[] = [];
  private text = '';
  private collecting = false;
  /** The open `<coordinates>` element's text, read as it comes. */
  private coordinatesText: CoordinatesScanner | undefined;
  private gpx: GpxPoint | undefined;
  private placemark: Placemark | undefined;
  /** gx:Track: its `when`s and coords waiting for their partner. */
  private whens = new PendingWhens();
  private coords = new PendingCoords();
  private tcx: { time?: string; lat?: number; lon?: number } | undefined;

  constructor() {
    this.parser.on('opentag', (tag) => this.open(local(tag.name), tag.attributes));
    this.parser.on('closetag', (tag) => this.close(local(tag.name)));
    const onText = (t: string) => {
      if (this.collecting) this.collect(t);
      else if (this.coordinatesText && this.stack.at(-1) === 'coordinates') this.coordinatesText.write(t);
    };
    this.parser.on('text', onText);
    this.parser.on('cdata', onText);
    this.parser.on('error', (error) => {
      throw new XmlSyntaxError(error.message);
    });
  }

  /** Feeds text; throws on XML that is not well-formed. */
  write(chunk: string) {
    this.parser.write(chunk);
    this.drainText();
  }

  /**
   * saxes keeps a text node's characters (its private `text`) until the next markup, so a
   * LineString's `<coordinates>` would wait there whole (1.5 M points: 33 MB, and again as
   * the string handed over), as would a waypoint name or a description of 150 MB. Once
   * that buffer is long it is taken: inside `<coordinates>` to the scanner, inside an
   * element whose text is read to `collect` (which cuts it), else dropped (text this
   * reader never reads); saxes goes on with an empty buffer and hands over the rest as
   * usual. Only past DRAIN_AT characters, so the buffer is a long text, not one of the
   * short things saxes also gathers there (a comment, a processing instruction, an
   * attribute value: none is 64 K characters in a track). Checked to be a string, so a
   * saxes without that field is read as before.
   */
  private drainText() {
    const buffered = this.parser as unknown as { text?: unknown };
    if (typeof buffered.text !== 'string' || buffered.text.length < DRAIN_AT) return;
    if (this.coordinatesText && this.stack.at(-1) === 'coordinates') this.coordinatesText.write(buffered.text);
    else if (this.collecting) this.collect(buffered.text);
    buffered.text = '';
  }

  /** Adds to the text being read, up to MAX_TEXT characters. */
  private collect(t: string) {
    if (this.text.length < MAX_TEXT) this.text += t.slice(0, MAX_TEXT - this.text.length);
  }

  end() {
    this.parser.close();
    this.flushTrack();
  }

  get line(): number {
    return this.parser.line;
  }

  /** The points read since the last call. */
  take(): PlaceRecord[] {
    const out = this.out;
    this.out = [];
    return out;
  }

  get pending(): number {
    return this.out.length;
  }

  private parent(depth = 1): string | undefined {
    return this.stack[this.stack.length - 1 - depth];
  }

  private open(name: string, attributes: Record<string, string>) {
    if (this.stack.length === 0) this.format = name === 'gpx' ? 'gpx' : name === 'kml' ? 'kml' : name === 'TrainingCenterDatabase' ? 'tcx' : undefined;
    this.stack.push(name);
    this.collecting = TEXT_ELEMENTS.has(name);
    this.text = '';
    if (GPX_POINTS.has(name) && this.format === 'gpx') {
      this.gpx = { element: name, lat: Number(attributes.lat), lon: Number(attributes.lon) };
    } else if (name === 'Placemark') {
      this.placemark = { points: [], lines: [] };
    } else if (name === 'Track' && this.format === 'kml') {
      this.flushTrack();
    } else if (name === 'Trackpoint') {
      this.tcx = {};
    } else if (name === 'coordinates') {
      this.coordinatesText = new CoordinatesScanner();
    }
  }

  private close(name: string) {
    const parent = this.parent();
    const text = this.text;
    this.text = '';
    this.collecting = false;
    switch (name) {
      case 'time':
        if (this.gpx && parent === this.gpx.element) this.gpx.time = text;
        break;
      case 'name':
        if (this.gpx && parent === this.gpx.element) this.gpx.name = text.trim();
        else if (this.placemark && parent === 'Placemark') this.placemark.name = text.trim();
        break;
      case 'trkpt':
      case 'rtept':
      case 'wpt':
        if (this.gpx?.element === name) this.gpxPoint(this.gpx);
        this.gpx = undefined;
        break;
      case 'when':
        if (parent === 'Track') this.trackWhen(text);
        else if (this.placemark && parent === 'TimeStamp') this.placemark.when = text;
        break;
      case 'begin':
      case 'end':
        if (this.placemark && parent === 'TimeSpan') this.placemark[name] = text;
        break;
      case 'coord':
        if (parent === 'Track') this.trackCoord(text);
        break;
      case 'coordinates':
        if (this.coordinatesText) this.coordinates(parent, this.coordinatesText);
        this.coordinatesText = undefined;
        break;
      case 'Track':
        this.flushTrack();
        break;
      case 'Placemark':
        if (this.placemark) this.placemarkPoints(this.placemark);
        this.placemark = undefined;
        break;
      case 'Time':
        if (this.tcx && parent === 'Trackpoint') this.tcx.time = text;
        break;
      case 'LatitudeDegrees':
        if (this.tcx) this.tcx.lat = Number(text);
        break;
      case 'LongitudeDegrees':
        if (this.tcx) this.tcx.lon = Number(text);
        break;
      case 'Trackpoint':
        if (this.tcx) this.tcxPoint(this.tcx);
        this.tcx = undefined;
        break;
    }
    this.stack.pop();
  }

  private emit(lat: number, lon: number, at: string, label?: string, endAt?: string) {
    if (!validPosition(lat, lon)) {
      this.counts.badPositions++;
      return;
    }
    const record: PlaceRecord = { kind: 'place', lat, lon, at, via: 'record' };
    if (endAt) record.endAt = endAt;
    if (label) record.label = label;
    this.out.push(record);
  }

  private tcxPoint(p: { time?: string; lat?: number; lon?: number }) {
    // A Trackpoint without a Position (heart rate only, a paused watch) is no place.
    if (p.lat === undefined || p.lon === undefined) return;
    const at = p.time === undefined ? undefined : recordTime(p.time);
    if (at) this.emit(p.lat, p.lon, at);
    else this.counts.untimedPoints++;
  }

  private untimedWaypoint(name: string | undefined) {
    this.counts.untimedWaypoints++;
    if (name && this.counts.untimedNames.length < MAX_NAMES) this.counts.untimedNames.push(name);
  }

  private gpxPoint(p: GpxPoint) {
    const at = p.time === undefined ? undefined : recordTime(p.time);
    if (at) return this.emit(p.lat, p.lon, at, p.name || undefined);
    if (p.element === 'wpt') this.untimedWaypoint(p.name);
    else this.counts.untimedPoints++;
  }

  private coordinates(parent: string | undefined, scanned: CoordinatesScanner) {
    scanned.end();
    if (!this.placemark) return;
    const first = scanned.first ? kmlTuple(scanned.first, ',') : undefined;
    if (parent === 'Point') {
      if (first) this.placemark.points.push(first);
      else this.counts.badPositions++;
    } else if (parent === 'LineString' || parent === 'LinearRing') {
      const last = scanned.last ? kmlTuple(scanned.last, ',') : undefined;
      if (first && last) this.placemark.lines.push({ first, last, count: scanned.count });
      else this.counts.badPositions += scanned.count;
    }
  }

  private placemarkPoints(p: Placemark) {
    const when = p.when === undefined ? undefined : recordTime(p.when);
    const begin = p.begin === undefined ? undefined : recordTime(p.begin);
    const end = p.end === undefined ? undefined : recordTime(p.end);
    for (const [lat, lon] of p.points) {
      if (when) this.emit(lat, lon, when, p.name);
      else if (begin) this.emit(lat, lon, begin, p.name, end);
      else if (end) this.emit(lat, lon, end, p.name);
      else this.untimedWaypoint(p.name);
    }
    for (const line of p.lines) {
      if (begin && end && line.count >= 2) {
        this.emit(line.first[0], line.first[1], begin);
        this.emit(line.last[0], line.last[1], end);
        this.counts.untimedPoints += line.count - 2;
      } else {
        this.counts.untimedPoints += line.count;
      }
    }
  }

  private trackWhen(text: string) {
    const at = recordTime(text);
    const coord = this.coords.shift();
    if (coord) this.trackPoint(at, coord);
    else this.whens.push(at);
  }

  private trackCoord(text: string) {
    const coord = kmlTuple(text.trim(), ' ') ?? [NaN, NaN];
    const at = this.whens.shift();
    if (at !== undefined) this.trackPoint(at ?? undefined, coord);
    else this.coords.push(coord);
  }

  /** A when and its coord; an unreadable position counts as such before a missing time. */
  private trackPoint(at: string | undefined, [lat, lon]: [number, number]) {
    if (!validPosition(lat, lon)) this.counts.badPositions++;
    else if (!at) this.counts.untimedPoints++;
    else this.emit(lat, lon, at);
  }

  /** The end of a gx:Track: a `when` or a coord left over had no partner. */
  private flushTrack() {
    this.counts.unpaired += this.whens.size + this.coords.size;
    this.whens = new PendingWhens();
    this.coords = new PendingCoords();
  }
}

/** "gx:Track" → "Track". */
function local(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/**
 * The root element's name of an XML text's start, skipping a BOM, the XML declaration,
 * processing instructions, comments and a DOCTYPE; undefined when the start is not XML.
 * A linear scan (indexOf), no regular expression over the user's text.
 */
export function xmlRootName(head: string): string | undefined {
  let i = head.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    while (i < head.length && /\s/.test(head[i]!)) i++;
    if (head[i] !== '<') return undefined;
    if (head.startsWith('<?', i)) {
      const end = head.indexOf('?>', i + 2);
      if (end < 0) return undefined;
      i = end + 2;
    } else if (head.startsWith('<!--', i)) {
      const end = head.indexOf('-->', i + 4);
      if (end < 0) return undefined;
      i = end + 3;
    } else if (head.startsWith('<!DOCTYPE', i) || head.startsWith('<!doctype', i)) {
      // An internal subset in brackets may hold '>'.
      const bracket = head.indexOf('[', i);
      const close = head.indexOf('>', i);
      if (close < 0) return undefined;
      if (bracket >= 0 && bracket < close) {
        const end = head.indexOf(']', bracket);
        if (end < 0) return undefined;
        const after = head.indexOf('>', end);
        if (after < 0) return undefined;
        i = after + 1;
      } else i = close + 1;
    } else {
      let j = i + 1;
      while (j < head.length && !/[\s/>]/.test(head[j]!)) j++;
      return j < head.length ? head.slice(i + 1, j) : undefined;
    }
  }
}

/** Whether an XML start is a GPX, KML or TCX document (root `gpx`, `kml`, `TrainingCenterDatabase`, any prefix). */
export function trackFormatOf(head: string): TrackFormat | undefined {
  const root = xmlRootName(head);
  if (root === undefined) return undefined;
  const name = local(root);
  return name === 'gpx' ? 'gpx' : name === 'kml' ? 'kml' : name === 'TrainingCenterDatabase' ? 'tcx' : undefined;
}
