import type { JsonPath } from './json-stream';
import { streamJson } from './json-stream';
import type { TextFile } from './telegram';
import type { ImportBatch, ImportRecord, PlaceRecord } from './types';
import { ImportFormatError } from './types';

/** The four layouts Google has written location history in. */
export type GoogleLayout = 'records' | 'semantic' | 'timeline-android' | 'timeline-ios';

function want(layout: GoogleLayout): (path: JsonPath) => boolean {
  switch (layout) {
    case 'records':
      return (p) => p.length === 2 && p[0] === 'locations';
    case 'semantic':
      return (p) => p.length === 2 && p[0] === 'timelineObjects';
    case 'timeline-android':
      return (p) => p.length === 2 && (p[0] === 'semanticSegments' || p[0] === 'rawSignals');
    case 'timeline-ios':
      return (p) => p.length === 1;
  }
}

/** E7 integers; very old exports wrote values above 2^31 as unsigned. */
function e7(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const v = value > 1_800_000_000 ? value - 4_294_967_296 : value;
  return v / 1e7;
}

function validPoint(lat: number | undefined, lon: number | undefined): lat is number {
  return lat !== undefined && lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && !(lat === 0 && lon === 0);
}

/** "48.8566°, 2.3522°" (Android) or "geo:48.8566,2.3522" (iOS). */
export function latLng(text: unknown): { lat: number; lon: number } | undefined {
  if (typeof text !== 'string') return undefined;
  const m = /^(?:geo:)?\s*(-?\d+(?:\.\d+)?)°?\s*,\s*(-?\d+(?:\.\d+)?)°?/.exec(text.trim());
  if (!m) return undefined;
  const lat = Number(m[1]);
  const lon = Number(m[2]);
  return validPoint(lat, lon) ? { lat, lon } : undefined;
}

/** An instant: ISO with an offset, or epoch milliseconds (as a string in older exports). */
function instant(iso: unknown, ms?: unknown): string | undefined {
  if (typeof iso === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(iso)) return iso;
  const n = Number(ms);
  if (ms !== undefined && Number.isFinite(n)) return new Date(n).toISOString();
  return undefined;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : undefined);

function activityText(type: unknown, meters: unknown): string {
  const kind = typeof type === 'string' ? type.toLowerCase().replace(/^in_/, '').replace(/_/g, ' ') : 'moving';
  const km = Number(meters);
  return Number.isFinite(km) && km > 0 ? `Travelled (${kind}), ${(km / 1000).toFixed(1)} km` : `Travelled (${kind})`;
}

/** Turns one entry of a layout into records; an entry with no usable point yields none. */
function* recordsOf(layout: GoogleLayout, path: JsonPath, value: unknown): Generator<ImportRecord> {
  const o = obj(value);
  if (!o) return;
  if (layout === 'records') {
    const lat = e7(o.latitudeE7);
    const lon = e7(o.longitudeE7);
    const at = instant(o.timestamp, o.timestampMs);
    if (validPoint(lat, lon) && at) yield { kind: 'place', lat, lon: lon!, at, via: 'record' };
    return;
  }
  if (layout === 'semantic') {
    const visit = obj(o.placeVisit);
    if (visit) {
      const loc = obj(visit.location) ?? {};
      const duration = obj(visit.duration) ?? {};
      const lat = e7(loc.latitudeE7);
      const lon = e7(loc.longitudeE7);
      const at = instant(duration.startTimestamp, duration.startTimestampMs);
      const endAt = instant(duration.endTimestamp, duration.endTimestampMs);
      const label = [loc.name, loc.address].find((x) => typeof x === 'string' && x) as string | undefined;
      if (validPoint(lat, lon) && at) {
        yield { kind: 'place', lat, lon: lon!, at, via: 'visit', ...(endAt ? { endAt } : {}), ...(label ? { label } : {}) };
      }
    }
    const segment = obj(o.activitySegment);
    if (segment) yield* activity(segment);
    return;
  }
  if (layout === 'timeline-android' && path[0] === 'rawSignals') {
    const position = obj(o.position);
    const point = latLng(position?.LatLng ?? position?.latLng);
    const at = instant(position?.timestamp);
    if (point && at) yield { kind: 'place', ...point, at, via: 'record' };
    return;
  }
  // Timeline.json, Android `semanticSegments[]` or the iOS bare array: same fields.
  const at = instant(o.startTime);
  const endAt = instant(o.endTime);
  const visit = obj(o.visit);
  if (visit && at) {
    const top = obj(visit.topCandidate) ?? {};
    const point = latLng(obj(top.placeLocation)?.latLng ?? top.placeLocation);
    const label = typeof top.semanticType === 'string' && top.semanticType !== 'UNKNOWN' ? top.semanticType.toLowerCase().replace(/_/g, ' ') : undefined;
    if (point) yield { kind: 'place', ...point, at, via: 'visit', ...(endAt ? { endAt } : {}), ...(label ? { label } : {}) };
  }
  const act = obj(o.activity);
  if (act && at) {
    const start = latLng(obj(act.start)?.latLng ?? act.start);
    const end = latLng(obj(act.end)?.latLng ?? act.end);
    const type = obj(act.topCandidate)?.type;
    yield { kind: 'event', at, text: activityText(type, act.distanceMeters) };
    if (start) yield { kind: 'place', ...start, at, via: 'record' };
    if (end && endAt) yield { kind: 'place', ...end, at: endAt, via: 'record' };
  }
  if (Array.isArray(o.timelinePath) && at) {
    const startMs = Date.parse(at);
    for (const p of o.timelinePath) {
      const q = obj(p);
      const point = latLng(q?.point);
      if (!point) continue;
      const time = instant(q?.time) ?? offsetTime(at, startMs, q?.durationMinutesOffsetFromStartTime);
      if (time) yield { kind: 'place', ...point, at: time, via: 'record' };
    }
  }
}

/** iOS writes path points as minutes after the segment's start; keep the start's offset. */
function offsetTime(start: string, startMs: number, minutes: unknown): string | undefined {
  const n = Number(minutes);
  if (!Number.isFinite(n) || !Number.isFinite(startMs)) return undefined;
  return new Date(startMs + n * 60_000).toISOString();
}

function* activity(segment: Obj): Generator<ImportRecord> {
  const duration = obj(segment.duration) ?? {};
  const at = instant(duration.startTimestamp, duration.startTimestampMs);
  const endAt = instant(duration.endTimestamp, duration.endTimestampMs);
  if (!at) return;
  yield { kind: 'event', at, text: activityText(segment.activityType, segment.distance) };
  const start = obj(segment.startLocation);
  const end = obj(segment.endLocation);
  const sLat = e7(start?.latitudeE7);
  const sLon = e7(start?.longitudeE7);
  if (validPoint(sLat, sLon)) yield { kind: 'place', lat: sLat, lon: sLon!, at, via: 'record' } satisfies PlaceRecord;
  const eLat = e7(end?.latitudeE7);
  const eLon = e7(end?.longitudeE7);
  if (validPoint(eLat, eLon) && endAt) yield { kind: 'place', lat: eLat, lon: eLon!, at: endAt, via: 'record' } satisfies PlaceRecord;
}

/** Records per batch: small enough that the main thread takes one in a few milliseconds. */
const BATCH = 2000;

export async function* parseGoogleLocation(file: TextFile, layout: GoogleLayout): AsyncGenerator<ImportBatch> {
  let records: ImportRecord[] = [];
  let done = 0;
  let entries = 0;
  for await (const hits of streamJson(await file.open(), want(layout), (n) => (done += n))) {
    for (const { path, value } of hits) {
      if (records.length >= BATCH) {
        yield { records, progress: { done: Math.min(done, file.size), total: file.size, unit: 'bytes' } };
        records = [];
      }
      entries++;
      if (!obj(value)) {
        throw new ImportFormatError('Not a Google location history entry: expected an object', `entry ${entries}`);
      }
      for (const r of recordsOf(layout, path, value)) records.push(r);
    }
  }
  yield { records, progress: { done: file.size, total: file.size, unit: 'bytes' } };
}
