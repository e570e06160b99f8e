import { isZipFile } from './file-head';
import fs from 'node:fs';
import { googleEntries, googleLayout, head, telegramEntry, text, whatsAppEntry } from './detect-import-source';
import { parseGoogleLocation } from './google-location';
import type { PhotoInput, PhotoSkip } from './photos';
import { DEFAULT_PHOTO_MAX_BYTES, PHOTO_NAME } from './photo-types';
import { matchSidecars, parsePhotos } from './photos';
import { parseTelegram } from './telegram';
import type { ImportBatch, ImportSource } from './types';
import { ImportFormatError } from './types';
import { readerFor } from './readers';
import { parseWhatsApp } from './whatsapp';
import { DEFAULT_ZIP_LIMITS, entryChunks, openZip } from './zip';
import type { ZipEntry, ZipLimits } from './zip';

export interface ParseOptions {
  fileName: string;
  source: ImportSource;
  zipLimits?: ZipLimits;
  /** Largest single photo read (bytes); a larger one is skipped with a note (default DEFAULT_PHOTO_MAX_BYTES). */
  photoMaxBytes?: number;
}

const CHUNK = 1024 * 1024;

function fileSource(path: string) {
  const size = fs.statSync(path).size;
  return { size, open: async () => fs.createReadStream(path, { highWaterMark: CHUNK }) };
}

/** Largest sidecar JSON read: they hold a few hundred bytes; a larger one is ignored. */
const SIDECAR_MAX_BYTES = 1024 * 1024;

/** Collects the chunks of a small entry into one buffer; more than `max` bytes is an error. */
async function readSmall(chunks: AsyncIterable<Buffer>, max: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  for await (const c of chunks) {
    length += c.length;
    if (length > max) throw new Error(`larger than ${max} bytes`);
    parts.push(c);
  }
  return Buffer.concat(parts);
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 ** 2) * 10) / 10} MB`;

const someNames = (names: string[]) => names.slice(0, 5).join(', ') + (names.length > 5 ? ', …' : '');

/**
 * Parses one file in the current thread: the worker's body (see parse-import-file.ts,
 * which runs this off the main event loop). Yields batches in file order.
 */
export async function* parseRecords(path: string, options: ParseOptions): AsyncGenerator<ImportBatch> {
  const { source, fileName } = options;
  const limits = options.zipLimits ?? DEFAULT_ZIP_LIMITS;
  switch (source) {
    case 'whatsapp': {
      if (!(await isZipFile(path))) {
        yield* parseWhatsApp(fileSource(path), fileName);
        return;
      }
      const zip = await openZip(path, limits);
      try {
        const entry = whatsAppEntry(zip);
        if (!entry) throw new ImportFormatError('This zip holds no WhatsApp chat: expected _chat.txt or "WhatsApp Chat with ….txt" inside');
        const name = /^_chat\.txt$/i.test(entry.name.replace(/^.*\//, '')) ? fileName : entry.name.replace(/^.*\//, '');
        yield* parseWhatsApp({ size: entry.size, open: async () => entryChunks(await zip.open(entry), entry.name) }, name);
      } finally {
        zip.close();
      }
      return;
    }
    case 'telegram': {
      if (!(await isZipFile(path))) {
        yield* parseTelegram(fileSource(path), fileName);
        return;
      }
      const zip = await openZip(path, limits);
      try {
        const entry = telegramEntry(zip);
        if (!entry) throw new ImportFormatError('This zip holds no Telegram export: expected result.json inside');
        yield* parseTelegram({ size: entry.size, open: async () => entryChunks(await zip.open(entry), entry.name) }, fileName);
      } finally {
        zip.close();
      }
      return;
    }
    case 'google-location': {
      if (await isZipFile(path)) {
        yield* parseGoogleZip(path, limits);
        return;
      }
      const layout = googleLayout(text(await head(path)));
      if (!layout) {
        throw new ImportFormatError(
          'Not Google location history: expected Records.json ("locations"), Semantic Location History ("timelineObjects") or Timeline.json ("semanticSegments", or the iOS list of visits and activities)',
        );
      }
      yield* parseGoogleLocation(fileSource(path), layout);
      return;
    }
    case 'photos': {
      const maxBytes = options.photoMaxBytes ?? DEFAULT_PHOTO_MAX_BYTES;
      const skipped: string[] = [];
      const tooLarge: string[] = [];
      const onSkip = (name: string, why: PhotoSkip) => (why === 'too-large' ? tooLarge : skipped).push(name);
      if (!(await isZipFile(path))) {
        const { size } = await fs.promises.stat(path);
        const inputs: PhotoInput[] = [{ name: fileName, size, open: async () => fs.createReadStream(path, { highWaterMark: CHUNK }) }];
        let any = false;
        for await (const batch of parsePhotos(inputs, onSkip, maxBytes)) {
          any ||= batch.records.length > 0;
          yield batch;
        }
        if (tooLarge.length) {
          throw new ImportFormatError(`"${fileName}" is larger than ${megabytes(maxBytes)}, the largest photo this server reads`);
        }
        if (!any) throw new ImportFormatError(`"${fileName}" is not a photo: expected JPEG, PNG, HEIC or WebP`);
        return;
      }
      const zip = await openZip(path, limits);
      try {
        const byName = new Map(zip.entries.map((e) => [e.name, e]));
        const open = (entry: ZipEntry) => async () => zip.read(entry);
        const readSidecar = (entry: ZipEntry) => async () => {
          if (entry.size > SIDECAR_MAX_BYTES) throw new Error('sidecar too large');
          return readSmall(await open(entry)(), SIDECAR_MAX_BYTES);
        };
        // Google Photos Takeout sidecars (of photos and of videos) are data about them, not
        // files to skip; their names follow Takeout's rules (matchSidecars in photos.ts).
        const pairs = matchSidecars(zip.entries.map((e) => e.name));
        const sidecarOf = (name: string) => {
          const sidecar = pairs.get(name);
          return sidecar === undefined ? undefined : byName.get(sidecar);
        };
        const sidecars = new Set(pairs.values());
        const inputs: PhotoInput[] = [];
        for (const entry of zip.entries) {
          if (!PHOTO_NAME.test(entry.name)) continue;
          const sidecar = sidecarOf(entry.name);
          inputs.push({ name: entry.name, size: entry.size, open: open(entry), ...(sidecar ? { readSidecar: readSidecar(sidecar) } : {}) });
        }
        for (const entry of zip.entries) {
          if (!PHOTO_NAME.test(entry.name) && !sidecars.has(entry.name)) inputs.push({ name: entry.name, size: entry.size, open: open(entry) });
        }
        yield* parsePhotos(inputs, onSkip, maxBytes);
        const notes: ImportBatch['records'] = [];
        if (tooLarge.length) {
          notes.push({
            kind: 'note',
            message: `${tooLarge.length} photo(s) larger than ${megabytes(maxBytes)} (the largest photo this server reads) were skipped: ${someNames(tooLarge)}`,
          });
        }
        if (skipped.length) {
          notes.push({ kind: 'note', message: `${skipped.length} file(s) in the archive are not photos and were skipped: ${someNames(skipped)}` });
        }
        if (notes.length) yield { records: notes, progress: { done: inputs.length, total: inputs.length, unit: 'entries' } };
      } finally {
        zip.close();
      }
      return;
    }
    default: {
      const reader = readerFor(source);
      if (!reader) throw new ImportFormatError(`Unknown import source "${source}"`);
      yield* reader.parse(path, { fileName, zipLimits: limits });
    }
  }
}

/** A Google Takeout zip: every location file in it, one after another, progress over all. */
async function* parseGoogleZip(path: string, limits: ZipLimits): AsyncGenerator<ImportBatch> {
  const zip = await openZip(path, limits);
  try {
    const files = await googleEntries(zip);
    if (!files.length) {
      throw new ImportFormatError('This zip holds no Google location history: expected Records.json, Semantic Location History or Timeline.json inside');
    }
    const total = files.reduce((sum, f) => sum + f.entry.size, 0);
    let before = 0;
    for (const { entry, layout } of files) {
      const source = { size: entry.size, open: async () => entryChunks(await zip.open(entry), entry.name) };
      try {
        for await (const batch of parseGoogleLocation(source, layout)) {
          yield { ...batch, progress: { done: before + batch.progress.done, total, unit: 'bytes' } };
        }
      } catch (error) {
        // Name the file inside the archive as well as the entry inside the file.
        if (error instanceof ImportFormatError) throw new ImportFormatError(error.reason, `${entry.name}: ${error.where ?? 'start'}`);
        throw error;
      }
      before += entry.size;
    }
  } finally {
    zip.close();
  }
}
