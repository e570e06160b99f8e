import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { ImportFormatError } from './types';

/** Refusal thresholds for archives; the defaults suit chat exports and photo folders. */
export interface ZipLimits {
  /** Sum of the entries' uncompressed sizes. */
  maxTotalBytes: number;
  /** Uncompressed ÷ compressed, checked on entries above `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
  maxEntries: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxTotalBytes: 4 * 1024 ** 3,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
  maxEntries: 50_000,
};

export interface ZipEntry {
  name: string;
  size: number;
  entry: yauzl.Entry;
}

export interface ZipArchive {
  /** Files only (no folders, no macOS resource forks), in archive order. */
  entries: ZipEntry[];
  open(entry: ZipEntry): Promise<Readable>;
  /**
   * One entry's bytes; stopping early (break, return) closes its stream. Entries read
   * through this take turns: one at a time per archive (see the NOTE in openZip).
   */
  read(entry: ZipEntry): AsyncGenerator<Buffer>;
  close(): void;
}

/**
 * Opens a zip from disk with random access and checks every entry before any is read:
 * unsafe names (absolute, `..`, drive letters, backslashes), encrypted entries, too many
 * entries, too many bytes in total and implausible compression ratios are refused.
 * yauzl also checks while inflating that an entry does not exceed its declared size, so
 * a forged header cannot slip a bomb past these checks.
 */
export async function openZip(path: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<ZipArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true });
  } catch (error) {
    throw new ImportFormatError(`Not a readable zip archive: ${(error as Error).message}`);
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new ImportFormatError(`Refused: the archive holds ${zip.entryCount} files, more than ${limits.maxEntries}`);
  }
  const entries: ZipEntry[] = [];
  let total = 0;
  let index = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      index++;
      const name = entry.fileName;
      if (name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)\._/.test(name)) continue;
      if (entry.isEncrypted()) throw new ImportFormatError('Refused: the archive is encrypted', `entry "${name}"`);
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes) {
        throw new ImportFormatError(
          `Refused: the archive unpacks to more than ${Math.round(limits.maxTotalBytes / 1024 ** 2)} MB`,
          `entry "${name}"`,
        );
      }
      if (
        entry.uncompressedSize > limits.ratioFloorBytes &&
        entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)
      ) {
        throw new ImportFormatError(
          `Refused: the archive looks like a zip bomb (compressed ${Math.round(entry.uncompressedSize / Math.max(1, entry.compressedSize))} to 1)`,
          `entry "${name}"`,
        );
      }
      entries.push({ name, size: entry.uncompressedSize, entry });
    }
  } catch (error) {
    zip.close();
    if (error instanceof ImportFormatError) throw error;
    const message = (error as Error).message;
    if (/absolute path|invalid relative path|invalid characters/.test(message)) {
      throw new ImportFormatError('Refused: the archive holds an unsafe file name', `entry ${index + 1}: ${message}`);
    }
    throw new ImportFormatError(`The zip archive is damaged: ${message}`, `entry ${index + 1}`);
  }
  // NOTE: yauzl reads the file through one queue of reads (fd-slicer, one at a time). A
  // stream destroyed while a read of it still waits in that queue crashes the process when
  // the read's turn comes (it dereferences the stream's cleared context). So `read` lets
  // one entry stream exist at a time: stopping one early (a photo over its cap) is then
  // safe, because its only read is already under way.
  let turn: Promise<void> = Promise.resolve();
  const archive: ZipArchive = {
    entries,
    async *read(e) {
      const before = turn;
      let release!: () => void;
      turn = new Promise((resolve) => (release = resolve));
      try {
        await before;
        yield* entryChunks(await archive.open(e), e.name);
      } finally {
        release();
      }
    },
    async open(e) {
      try {
        const stream = await zip.openReadStreamPromise(e.entry);
        return stream;
      } catch (error) {
        throw new ImportFormatError(`The zip archive is damaged: ${(error as Error).message}`, `entry "${e.name}"`);
      }
    },
    close() {
      zip.close();
    },
  };
  return archive;
}

/** Re-throws a stream failure inside an entry as a format error naming it. */
export async function* entryChunks(stream: Readable, name: string): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of stream) yield chunk as Buffer;
  } catch (error) {
    if (error instanceof ImportFormatError) throw error;
    throw new ImportFormatError(`The zip archive is damaged: ${(error as Error).message}`, `entry "${name}"`);
  }
}
