import fs from 'node:fs';
import { googleEntries, googleLayout, head, telegramEntry, text, whatsAppEntry } from './detect-import-source';
import { parseGoogleLocation } from './google-location';
import type { PhotoInput } from './photos';
import { PHOTO_NAME } from './photo-types';
import { parsePhotos } from './photos';
import { parseTelegram } from './telegram';
import type { ImportBatch, ImportSource } from './types';
import { ImportFormatError } from './types';
import { parseWhatsApp } from './whatsapp';
import { DEFAULT_ZIP_LIMITS, entryChunks, openZip } from './zip';
import type { ZipLimits } from './zip';

export interface ParseOptions {
  fileName: string;
  source: ImportSource;
  zipLimits?: ZipLimits;
}

const CHUNK = 1024 * 1024;

function fileSource(path: string) {
  const size = fs.statSync(path).size;
  return { size, open: async () => fs.createReadStream(path, { highWaterMark: CHUNK }) };
}

const isZipFile = async (path: string) => {
  const b = await head(path, 4);
  return b.length === 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 3 && b[3] === 4;
};

/** Collects the chunks of an entry into one buffer, refusing more than it declared. */
async function readAll(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of chunks) parts.push(c);
  return Buffer.concat(parts);
}

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
        yield* parseTelegram(fileSource(path));
        return;
      }
      const zip = await openZip(path, limits);
      try {
        const entry = telegramEntry(zip);
        if (!entry) throw new ImportFormatError('This zip holds no Telegram export: expected result.json inside');
        yield* parseTelegram({ size: entry.size, open: async () => entryChunks(await zip.open(entry), entry.name) });
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
      const skipped: string[] = [];
      const onSkip = (name: string) => skipped.push(name);
      if (!(await isZipFile(path))) {
        const inputs: PhotoInput[] = [{ name: fileName, read: () => fs.promises.readFile(path) }];
        let any = false;
        for await (const batch of parsePhotos(inputs, onSkip)) {
          any ||= batch.records.length > 0;
          yield batch;
        }
        if (!any) throw new ImportFormatError(`"${fileName}" is not a photo: expected JPEG, PNG, HEIC or WebP`);
        return;
      }
      const zip = await openZip(path, limits);
      try {
        const byName = new Map(zip.entries.map((e) => [e.name, e]));
        const read = (entry: (typeof zip.entries)[number]) => async () => readAll(entryChunks(await zip.open(entry), entry.name));
        // Google Photos Takeout sidecars are data about photos, not files to skip.
        const sidecars = new Set<string>();
        const inputs: PhotoInput[] = [];
        for (const entry of zip.entries) {
          if (!PHOTO_NAME.test(entry.name)) continue;
          const sidecar = byName.get(`${entry.name}.json`) ?? byName.get(`${entry.name}.supplemental-metadata.json`);
          if (sidecar) sidecars.add(sidecar.name);
          inputs.push({ name: entry.name, read: read(entry), ...(sidecar ? { readSidecar: read(sidecar) } : {}) });
        }
        for (const entry of zip.entries) {
          if (!PHOTO_NAME.test(entry.name) && !sidecars.has(entry.name)) inputs.push({ name: entry.name, read: read(entry) });
        }
        yield* parsePhotos(inputs, onSkip);
        if (skipped.length) {
          const names = skipped.slice(0, 5).join(', ') + (skipped.length > 5 ? ', …' : '');
          yield {
            records: [{ kind: 'note', message: `${skipped.length} file(s) in the archive are not photos and were skipped: ${names}` }],
            progress: { done: inputs.length, total: inputs.length, unit: 'entries' },
          };
        }
      } finally {
        zip.close();
      }
      return;
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
