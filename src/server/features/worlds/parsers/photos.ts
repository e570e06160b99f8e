import { createHash } from 'node:crypto';
import type exifrModule from 'exifr';
import type sharpModule from 'sharp';
import type { Metadata } from 'sharp';
import { PHOTO_MIMES } from './photo-types';
import type { ImportBatch, PhotoRecord } from './types';

/**
 * sharp (libvips) and exifr load on the first photo: a chat import's worker, and the
 * server's main thread detecting a file's type, never pay for them.
 */
let libraries: Promise<{ sharp: typeof sharpModule; exifr: typeof exifrModule }> | undefined;
function load() {
  libraries ??= Promise.all([import('sharp'), import('exifr')]).then(([s, e]) => {
    // No libvips operation cache: every photo is new, and the cache only holds memory.
    s.default.cache(false);
    return { sharp: s.default, exifr: e.default };
  });
  return libraries;
}
const THUMBNAIL_PX = 256;
/**
 * Photos decoded at once: sharp works on libuv's pool; two keep both cores busy, more only
 * add memory. With the per-photo cap this bounds the bytes held: CONCURRENCY × maxBytes.
 */
const CONCURRENCY = 2;
/** Enough of a file's start for its magic bytes (file-type reads at most 4100). */
const HEAD_BYTES = 4100;

export interface PhotoInput {
  name: string;
  /** The size the container declares (zip directory, file stat); a larger stream is cut off anyway. */
  size: number;
  /** The bytes, read once as a stream; stopping early (break) closes it. */
  open(): Promise<AsyncIterable<Buffer>>;
  /** Google Photos Takeout's JSON beside the photo ("IMG_1.JPG.json"), when there is one. */
  readSidecar?: () => Promise<Buffer>;
}

/** Why an input brought no photo: not a photo at all, or a photo over the per-photo cap. */
export type PhotoSkip = 'not-photo' | 'too-large';

/**
 * Suffixes Google Photos gives an edited copy ("IMG_1-edited.jpg"), by the account's
 * language (as collected by GooglePhotosTakeoutHelper's users): the copy has no sidecar of
 * its own and shares the original's. Compared in NFC, lower case.
 */
const EDITED_SUFFIXES = [
  '-edited', '-effects', '-smile', '-mix', '-edytowane', '-bearbeitet', '-bewerkt', '-編集済み', '-modificato', '-modifié', '-ha editado', '-editado',
  '-editat', '-отредактировано', '-已编辑', '-편집됨', '-düzenlendi', '-تم التعديل', '-संपादित', '-đã chỉnh sửa', '-แก้ไขแล้ว', '-diedit',
];

/** Takeout caps a sidecar's name at 51 characters: 46 before ".json". */
const SIDECAR_BASE_MAX = 46;

/** `name` cut to the sidecar-name cap, by characters (code points), as Takeout cuts it. */
function capped(name: string): string {
  const chars = Array.from(name);
  return chars.length > SIDECAR_BASE_MAX ? chars.slice(0, SIDECAR_BASE_MAX).join('') : name;
}

/**
 * The names Google Photos Takeout may have given the JSON sidecar of the file at `path`
 * (same folder), most likely first:
 * - "IMG_1.jpg.json", and since 2024 "IMG_1.jpg.supplemental-metadata.json";
 * - both cut to 51 characters ("…supplemental-me.json", "a-long-name….jp.json");
 * - a duplicate name's counter moves behind the extension: "IMG_1(1).jpg" ↔ "IMG_1.jpg(1).json";
 * - an edited copy ("IMG_1-edited.jpg") shares the original's sidecar;
 * - some sidecars drop the photo's extension ("IMG_1.json").
 */
export function sidecarNames(path: string): string[] {
  const slash = path.lastIndexOf('/');
  const dir = path.slice(0, slash + 1);
  const file = path.slice(slash + 1);
  const dot = file.lastIndexOf('.');
  const ext = dot > 0 ? file.slice(dot) : '';
  let stem = dot > 0 ? file.slice(0, dot) : file;
  const counter = /\((\d{1,5})\)$/.exec(stem);
  if (counter) stem = stem.slice(0, -counter[0].length);
  const stems = [stem];
  const edited = EDITED_SUFFIXES.find((suffix) => stem.normalize('NFC').toLowerCase().endsWith(suffix));
  if (edited) stems.push(stem.normalize('NFC').slice(0, -edited.length));
  const names: string[] = [];
  for (const s of stems) {
    const base = `${s}${ext}`;
    const n = counter && s === stem ? counter[0] : '';
    for (const b of [base, `${base}.supplemental-metadata`]) names.push(`${b}${n}.json`, `${capped(b)}${n}.json`);
    if (n) names.push(`${s}${n}${ext}.json`);
    names.push(`${s}${n}.json`);
  }
  return [...new Set(names)].map((n) => dir + n);
}

/** A truncated name is at least this long: a shorter stem is never matched by its start alone. */
const TRUNCATED_STEM_MIN = 30;
const JSON_NAME = /\.json$/i;

/**
 * Pairs the files of a Google Photos Takeout archive with their JSON sidecars: by the
 * naming rules of `sidecarNames`, then, for a long name Takeout cut differently for the
 * photo and for the sidecar (both derived from the photo's title, which may differ from the
 * file name), by the one unclaimed sidecar in the same folder whose name starts with the
 * photo's name without extension. Returns file name → sidecar name.
 */
export function matchSidecars(names: string[]): Map<string, string> {
  // Names compared in NFC: a zip made on macOS may hold them decomposed (NFD).
  const original = new Map(names.filter((n) => JSON_NAME.test(n)).map((n) => [n.normalize('NFC'), n]));
  const jsons = new Set(original.keys());
  const matched = new Map<string, string>();
  const claimed = new Set<string>();
  const unmatched: string[] = [];
  for (const name of names) {
    if (JSON_NAME.test(name)) continue;
    const sidecar = sidecarNames(name.normalize('NFC')).find((n) => jsons.has(n));
    if (sidecar) {
      matched.set(name, sidecar);
      claimed.add(sidecar);
    } else unmatched.push(name);
  }
  // The unclaimed sidecars, sorted: the ones starting with a name follow its lower bound.
  const unclaimed = [...jsons].filter((j) => !claimed.has(j)).sort();
  const lowerBound = (key: string) => {
    let lo = 0;
    let hi = unclaimed.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (unclaimed[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  for (const name of unmatched) {
    const slash = name.lastIndexOf('/');
    const file = name.slice(slash + 1);
    const stem = file.includes('.') ? file.slice(0, file.lastIndexOf('.')) : file;
    if (stem.length < TRUNCATED_STEM_MIN) continue;
    // Same folder and starting with the stem: the sidecar's name holds no further '/'.
    const prefix = (name.slice(0, slash + 1) + stem).normalize('NFC');
    const at = lowerBound(prefix);
    const fits = (j: string | undefined) => j !== undefined && j.startsWith(prefix) && !j.includes('/', prefix.length) && !claimed.has(j);
    if (fits(unclaimed[at]) && !fits(unclaimed[at + 1])) {
      matched.set(name, unclaimed[at]!);
      claimed.add(unclaimed[at]!);
    }
  }
  return new Map([...matched].map(([name, sidecar]) => [name, original.get(sidecar)!]));
}

interface Sidecar {
  photoTakenTime?: { timestamp?: unknown };
  geoData?: { latitude?: unknown; longitude?: unknown };
  geoDataExif?: { latitude?: unknown; longitude?: unknown };
  people?: unknown;
}

/**
 * Google Photos Takeout strips EXIF from some photos and keeps the time and place in a
 * sidecar: `photoTakenTime.timestamp` (epoch seconds) and `geoData` / `geoDataExif` (0, 0
 * when unknown). Fills only what EXIF left empty, and adds the people tagged in the photo
 * (`people: [{ name }]`).
 */
export async function applySidecar(record: PhotoRecord, readSidecar: () => Promise<Buffer>): Promise<void> {
  let meta: Sidecar;
  try {
    meta = JSON.parse((await readSidecar()).toString('utf8')) as Sidecar;
  } catch {
    return; // An unreadable sidecar adds nothing; the photo still counts.
  }
  if (!meta || typeof meta !== 'object') return;
  const seconds = Number(meta.photoTakenTime?.timestamp);
  if (!record.takenAt && Number.isFinite(seconds) && seconds > 0) record.takenAt = new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
  if (record.lat === undefined) {
    for (const geo of [meta.geoData, meta.geoDataExif]) {
      const lat = Number(geo?.latitude);
      const lon = Number(geo?.longitude);
      if (Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && !(lat === 0 && lon === 0)) {
        record.lat = lat;
        record.lon = lon;
        break;
      }
    }
  }
  if (Array.isArray(meta.people)) {
    const people = meta.people
      .map((p: unknown) => (p && typeof p === 'object' && 'name' in p && typeof p.name === 'string' ? p.name.trim() : ''))
      .filter((name) => name.length > 0);
    if (people.length) record.people = [...new Set(people)];
  }
}

/** EXIF "2021:06:05 14:03:02" (+ "+02:00") → RecordTime; without an offset it is local time. */
function exifTime(value: unknown, offset: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value.trim());
  if (!m || m[1] === '0000') return undefined;
  const local = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}`;
  return typeof offset === 'string' && /^[+-]\d{2}:\d{2}$/.test(offset) ? `${local}${offset}` : local;
}

const EXIF_FIELDS = ['DateTimeOriginal', 'CreateDate', 'ModifyDate', 'OffsetTimeOriginal', 'OffsetTime', 'GPSLatitude', 'GPSLongitude', 'GPSLatitudeRef', 'GPSLongitudeRef', 'latitude', 'longitude'];

/** The fields we use, or undefined when there are none (exifr reads JPEG, PNG, HEIC/AVIF and bare TIFF, not WebP). */
async function readExif(bytes: Buffer): Promise<Record<string, unknown> | undefined> {
  const { exifr } = await load();
  try {
    const exif = (await exifr.parse(bytes, { gps: true, reviveValues: false, pick: EXIF_FIELDS })) as Record<string, unknown> | undefined;
    return exif && (exif.DateTimeOriginal || exif.CreateDate || exif.ModifyDate || typeof exif.latitude === 'number') ? exif : undefined;
  } catch {
    return undefined;
  }
}

/** sharp hands EXIF out as "Exif\0\0" + TIFF; exifr wants the TIFF. */
function tiffOf(exif: Buffer): Buffer {
  return exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
}

/**
 * One photo: content hash, type by magic bytes, EXIF taken-at and GPS (exifr), and a
 * ≤ 256 px JPEG thumbnail (sharp). A format sharp cannot decode (HEIC: the prebuilt
 * libvips has no HEVC decoder) still counts, without thumbnail or size.
 * Returns undefined when the bytes are not a photo.
 */
export async function readPhoto(name: string, bytes: Buffer, sha256?: string): Promise<PhotoRecord | undefined> {
  const type = await (await import('file-type')).fileTypeFromBuffer(bytes);
  if (!type || !PHOTO_MIMES.has(type.mime)) return undefined;
  const record: PhotoRecord = {
    kind: 'photo',
    fileName: name,
    sha256: sha256 ?? createHash('sha256').update(bytes).digest('hex'),
    mime: type.mime,
    bytes: bytes.length,
  };
  const { sharp } = await load();
  let meta: Metadata | undefined;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    // Headers sharp cannot read (e.g. an HEVC-coded HEIC): EXIF may still be readable.
  }
  const exif = (await readExif(bytes)) ?? (meta?.exif ? await readExif(tiffOf(meta.exif)) : undefined);
  if (exif) {
    const takenAt =
      exifTime(exif.DateTimeOriginal, exif.OffsetTimeOriginal) ?? exifTime(exif.CreateDate, exif.OffsetTime) ?? exifTime(exif.ModifyDate, exif.OffsetTime);
    if (takenAt) record.takenAt = takenAt;
    const { latitude: lat, longitude: lon } = exif;
    if (typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && !(lat === 0 && lon === 0)) {
      record.lat = lat;
      record.lon = lon;
    }
  }
  if (!meta) return record;
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 72 })
      .toBuffer({ resolveWithObject: true });
    const turned = (meta.orientation ?? 1) >= 5;
    if (meta.width && meta.height) {
      record.width = turned ? meta.height : meta.width;
      record.height = turned ? meta.width : meta.height;
    }
    if (info.width && info.height) record.thumbnail = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  } catch {
    // Undecodable here (e.g. HEVC-coded HEIC: the prebuilt libvips has no HEVC decoder): counted without a thumbnail.
  }
  return record;
}

const isPhotoHead = async (head: Buffer) => {
  const type = await (await import('file-type')).fileTypeFromBuffer(head);
  return !!type && PHOTO_MIMES.has(type.mime);
};

/**
 * Reads one input as a stream, never holding more than `maxBytes` of it (issue #25: two
 * 1 GiB entries of a 12 MB zip took the server to 4 GB): the first bytes decide whether it
 * is a photo at all (a non-photo is not read further); a photo larger than `maxBytes`,
 * declared or found while reading, is skipped; the hash is taken as the bytes pass. The
 * photo itself is then held whole: sharp buffers a streamed input anyway (libvips decodes
 * from memory), so the cap is what bounds it (ADR 046).
 */
export async function readPhotoInput(input: PhotoInput, maxBytes: number): Promise<PhotoRecord | PhotoSkip> {
  const hash = createHash('sha256');
  const parts: Buffer[] = [];
  let length = 0;
  let checked = false;
  for await (const chunk of await input.open()) {
    parts.push(chunk);
    length += chunk.length;
    const over = input.size > maxBytes || length > maxBytes;
    if (!checked && (length >= HEAD_BYTES || over)) {
      checked = true;
      if (!(await isPhotoHead(Buffer.concat(parts)))) return 'not-photo';
    }
    if (over) return 'too-large';
    hash.update(chunk);
  }
  const record = await readPhoto(input.name, Buffer.concat(parts, length), hash.digest('hex'));
  return record ?? 'not-photo';
}

/**
 * Reads photos in order with a few in flight; yields batches of records. `onSkip` hears
 * of each input that brought no photo, and why.
 */
export async function* parsePhotos(
  inputs: PhotoInput[],
  onSkip: (name: string, why: PhotoSkip) => void,
  maxBytes: number,
): AsyncGenerator<ImportBatch> {
  const total = inputs.length;
  const inFlight: Array<Promise<PhotoRecord | undefined>> = [];
  let next = 0;
  let done = 0;
  let batch: PhotoRecord[] = [];
  const start = () => {
    const input = inputs[next++]!;
    const photo = readPhotoInput(input, maxBytes).then(async (r) => {
      if (typeof r === 'string') {
        onSkip(input.name, r);
        return undefined;
      }
      if (input.readSidecar) await applySidecar(r, input.readSidecar);
      return r;
    });
    // Awaited in order below; this keeps a failure of a later one from counting as unhandled meanwhile.
    photo.catch(() => undefined);
    inFlight.push(photo);
  };
  while (next < total && inFlight.length < CONCURRENCY) start();
  while (inFlight.length) {
    const record = await inFlight.shift()!;
    done++;
    if (next < total) start();
    if (record) batch.push(record);
    if (batch.length >= 25) {
      yield { records: batch, progress: { done, total, unit: 'entries' }, expected: { photos: total } };
      batch = [];
    }
  }
  yield { records: batch, progress: { done: total, total, unit: 'entries' }, expected: { photos: total } };
}
