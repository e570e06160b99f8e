/**
 * GPS tracks as location history (#28): GPX (phones, watches, Strava, Komoot), KML (Google
 * Earth, My Maps, old Google location history) and TCX (Garmin, Strava), as one file, a
 * gzipped one (`.gpx.gz`), or a zip of them (Strava's bulk export: `activities/*.gpx`,
 * some `.gpx.gz`; a KMZ's `doc.kml`). Each timed point becomes a PlaceRecord via 'record';
 * what could not be placed in time is told in a few notes. Streamed (gps-xml.ts).
 */
import fs from 'node:fs';
import { createGunzip } from 'node:zlib';
import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import type { ReaderOptions, SourceReader } from '../source-reader';
import type { ImportBatch, ImportRecord } from '../types';
import { ImportFormatError } from '../types';
import type { ZipArchive, ZipEntry, ZipLimits } from '../zip';
import { openZip } from '../zip';
import type { TrackCounts } from './gps-xml';
import { emptyCounts, trackFormatOf, TrackXmlReader, XmlSyntaxError } from './gps-xml';

const BATCH = 2000;
const CHUNK = 1024 * 1024;
/** Enough compressed bytes of a `.gz` entry to see its root element. */
const GZ_HEAD_BYTES = 8 * 1024;
const HEAD_BYTES = 64 * 1024;

/** Track files by name: `.gpx`, `.kml`, `.tcx`, each possibly gzipped. */
const TRACK_NAME = /\.(gpx|kml|tcx)(\.gz)?$/i;
const GZ_NAME = /\.gz$/i;
/**
 * Entries that say a zip is another source's (WhatsApp, Telegram, Google location
 * history, Google Photos Takeout with its sidecars): such a zip is never claimed for its
 * track files.
 */
const OTHER_SOURCE = /(^|\/)(_chat\.txt|result\.json|Records\.json|Timeline\.json)$|(^|\/)WhatsApp[^/]*\.txt$|Semantic Location History\/|\.(jpe?g|png|heic|heif|webp|avif|gif|mp4|mov)(\.supplemental-metadata)?\.json$/i;

const isGzip = (b: Buffer) => b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;

/** The start of (possibly gzipped) bytes as text, for the root element. */
async function headText(bytes: Buffer): Promise<string> {
  return decodeHead((isGzip(bytes) ? await gunzipHead(bytes) : bytes).subarray(0, HEAD_BYTES));
}

/** The first unpacked bytes of the start of a gzip stream (cut off: the rest is missing). */
async function gunzipHead(bytes: Buffer): Promise<Buffer> {
  const gunzip = createGunzip();
  gunzip.end(bytes.subarray(0, GZ_HEAD_BYTES));
  const parts: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      parts.push(chunk);
      size += chunk.length;
      if (size >= HEAD_BYTES) break;
    }
  } catch {
    // "unexpected end of file": the head was cut from a longer stream; what came out is enough.
  }
  gunzip.destroy();
  return Buffer.concat(parts);
}

/** The encoding a file's bytes are in: by BOM, else by the XML declaration, else UTF-8. */
function encodingOf(start: Buffer): string {
  if (start[0] === 0xff && start[1] === 0xfe) return 'utf-16le';
  if (start[0] === 0xfe && start[1] === 0xff) return 'utf-16be';
  const declaration = start.subarray(0, 200).toString('latin1');
  const m = /^(?:\uFEFF|\xEF\xBB\xBF)?<\?xml[^>]{0,150}encoding=["']([A-Za-z0-9._-]{1,40})["']/.exec(declaration);
  const name = m?.[1];
  return name && iconv.encodingExists(name) ? name : 'utf-8';
}

function decodeHead(bytes: Buffer): string {
  return iconv.decode(bytes, encodingOf(bytes)).replace(/^\uFEFF/, '');
}

async function entryHead(zip: ZipArchive, entry: ZipEntry): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of zip.read(entry)) {
    parts.push(chunk);
    size += chunk.length;
    if (size >= HEAD_BYTES) break;
  }
  return Buffer.concat(parts);
}

/** What was skipped, over every file read, told in a few notes. */
function notesOf(c: TrackCounts, files: { broken: string[]; empty: string[]; other: string[] }): ImportRecord[] {
  const notes: string[] = [];
  if (c.untimedPoints) notes.push(`${c.untimedPoints} track or route points without a time were skipped: a point without a time cannot be placed on the time line`);
  if (c.untimedWaypoints) {
    const names = c.untimedNames.length ? ` (${c.untimedNames.join(', ')}${c.untimedWaypoints > c.untimedNames.length ? ', …' : ''})` : '';
    notes.push(`${c.untimedWaypoints} waypoints or placemarks without a time were skipped${names}`);
  }
  if (c.badPositions) notes.push(`${c.badPositions} points with a position that is not a latitude and longitude were skipped`);
  if (c.unpaired) notes.push(`${c.unpaired} gx:Track times or coordinates without their partner were skipped`);
  for (const b of files.broken) notes.push(b);
  if (files.empty.length) notes.push(`${files.empty.length} file(s) held no points: ${someNames(files.empty)}`);
  if (files.other.length) notes.push(`${files.other.length} file(s) in the archive are not GPX, KML or TCX and were skipped: ${someNames(files.other)}`);
  return notes.map((message) => ({ kind: 'note', message }));
}

const someNames = (names: string[]) => names.slice(0, 5).join(', ') + (names.length > 5 ? ', …' : '');

interface TrackFile {
  name: string;
  /** Bytes as stored (compressed when gzipped): what progress counts. */
  size: number;
  open(): AsyncIterable<Buffer>;
}

/**
 * A file's bytes as stored, counted into `progress.read`, then unpacked when they are gzip,
 * checked as zip.ts checks a zip's entries: the unpacked bytes of all files together at most
 * `maxTotalBytes`, and a file's unpacked bytes, once past `ratioFloorBytes`, at most
 * `maxRatio` times the compressed bytes unpacked so far (a gzip bomb is refused early,
 * before its CPU time adds up).
 */
async function* plainBytes(file: TrackFile, progress: { read: number; unpacked: number }, limits: ZipLimits): AsyncGenerator<Buffer> {
  const stored = (async function* () {
    for await (const chunk of file.open()) {
      progress.read += chunk.length;
      yield chunk;
    }
  })();
  const first = await stored.next();
  if (first.done) return;
  const all = (async function* () {
    yield first.value;
    yield* stored;
  })();
  if (!isGzip(first.value)) {
    yield* all;
    return;
  }
  const gunzip = createGunzip();
  let fileUnpacked = 0;
  for await (const plain of Readable.from(all).pipe(gunzip) as AsyncIterable<Buffer>) {
    progress.unpacked += plain.length;
    fileUnpacked += plain.length;
    if (progress.unpacked > limits.maxTotalBytes) {
      throw new ImportFormatError(`Refused: the gzipped track unpacks to more than ${Math.round(limits.maxTotalBytes / 1024 ** 2)} MB`, file.name);
    }
    // zlib's bytesWritten: the compressed bytes it has taken in, not those read ahead.
    const packed = Math.max(1, gunzip.bytesWritten);
    if (fileUnpacked > limits.ratioFloorBytes && fileUnpacked > limits.maxRatio * packed) {
      // The wording of zip.ts's refusal of a zip bomb.
      throw new ImportFormatError(`Refused: the archive looks like a zip bomb (compressed ${Math.round(fileUnpacked / packed)} to 1)`, file.name);
    }
    yield plain;
  }
}

/**
 * Reads track files one after another: bytes decoded to text (UTF-8, or the BOM's or XML
 * declaration's encoding), fed to the XML reader, points yielded in batches of ≤ 2000
 * with progress in the stored bytes. A file that breaks part-way (a recording cut off)
 * keeps the points before the break and is named in a note; the others are still read.
 */
async function* readTrackFiles(files: TrackFile[], other: string[], limits: ZipLimits): AsyncGenerator<ImportBatch> {
  const total = files.reduce((sum, f) => sum + f.size, 0);
  const counts = emptyCounts();
  const broken: string[] = [];
  const empty: string[] = [];
  let done = 0;
  const progress = { read: 0, unpacked: 0 };
  for (const file of files) {
    const xml = new TrackXmlReader();
    let filePoints = 0;
    progress.read = 0;
    const batches = function* (all: boolean): Generator<ImportBatch> {
      while (xml.pending >= BATCH || (all && xml.pending > 0)) {
        const records = xml.take();
        for (let i = 0; i < records.length; i += BATCH) {
          const part = records.slice(i, i + BATCH);
          filePoints += part.length;
          yield { records: part, progress: { done: done + Math.min(progress.read, file.size), total, unit: 'bytes' } };
        }
      }
    };
    try {
      let decoder: ReturnType<typeof iconv.getDecoder> | undefined;
      for await (const chunk of plainBytes(file, progress, limits)) {
        decoder ??= iconv.getDecoder(encodingOf(chunk));
        xml.write(decoder.write(chunk));
        yield* batches(false);
      }
      const rest = decoder?.end();
      if (rest) xml.write(rest);
      xml.end();
      yield* batches(true);
      if (filePoints === 0) empty.push(file.name);
    } catch (error) {
      if (!(error instanceof XmlSyntaxError)) throw error;
      // saxes says "line:column: message"; the line is the reader's own.
      const reason = (error as Error).message.replace(/^[^:]*:\d+:\d+: /, '');
      yield* batches(true);
      broken.push(`"${file.name}" breaks at line ${xml.line} (${reason}): the ${filePoints} points before it were imported, the rest of the file was skipped`);
    }
    done += file.size;
    counts.untimedPoints += xml.counts.untimedPoints;
    counts.untimedWaypoints += xml.counts.untimedWaypoints;
    counts.untimedNames.push(...xml.counts.untimedNames.slice(0, Math.max(0, 5 - counts.untimedNames.length)));
    counts.badPositions += xml.counts.badPositions;
    counts.unpaired += xml.counts.unpaired;
  }
  yield { records: notesOf(counts, { broken, empty, other }), progress: { done: total, total, unit: 'bytes' } };
}

async function* parseTracks(path: string, { fileName, zipLimits }: ReaderOptions): AsyncGenerator<ImportBatch> {
  const start = await readStart(path);
  if (start[0] === 0x50 && start[1] === 0x4b) {
    const zip = await openZip(path, zipLimits);
    try {
      const tracks = zip.entries.filter((e) => TRACK_NAME.test(e.name));
      if (!tracks.length) throw new ImportFormatError('This zip holds no GPS track: expected .gpx, .kml or .tcx files (or .gpx.gz) inside');
      const other = zip.entries.filter((e) => !TRACK_NAME.test(e.name)).map((e) => e.name);
      const files = tracks.map((e) => ({ name: e.name, size: e.size, open: () => zip.read(e) }));
      yield* readTrackFiles(files, other, zipLimits);
    } finally {
      zip.close();
    }
    return;
  }
  if (!trackFormatOf(await headText(start))) throw new ImportFormatError(`"${fileName}" is not a GPS track: expected GPX, KML or TCX (XML with a <gpx>, <kml> or <TrainingCenterDatabase> root)`);
  const size = (await fs.promises.stat(path)).size;
  yield* readTrackFiles([{ name: fileName, size, open: () => fs.createReadStream(path, { highWaterMark: CHUNK }) }], [], zipLimits);
}

async function readStart(path: string): Promise<Buffer> {
  const file = await fs.promises.open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

export const gpsTrackReader: SourceReader = {
  source: 'gps-track',
  detectText(head, fileName) {
    // A gzipped track (`.gpx.gz`) reaches here as binary decoded as text, starting with the
    // gzip magic's 0x1F: the name says what it holds, and parse checks its root element.
    if (head.charCodeAt(0) === 0x1f) return /\.(gpx|kml|tcx)\.gz$/i.test(fileName);
    return trackFormatOf(head) !== undefined;
  },
  async detectZip(zip) {
    if (zip.entries.some((e) => OTHER_SOURCE.test(e.name))) return false;
    const first = zip.entries.find((e) => TRACK_NAME.test(e.name));
    if (!first) return false;
    const head = await entryHead(zip, first);
    if (GZ_NAME.test(first.name) && !isGzip(head)) return false;
    return trackFormatOf(await headText(head)) !== undefined;
  },
  parse: parseTracks,
};
