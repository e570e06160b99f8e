import type { ZipArchive, ZipLimits } from './zip';
import type { ImportBatch, ImportSource } from './types';

/** What a reader is given to parse one file (see parse-records.ts). */
export interface ReaderOptions {
  /** The name the user gave the file. */
  fileName: string;
  zipLimits: ZipLimits;
}

/**
 * One export format that is not built into parse-records.ts (#28: Discord, Messenger,
 * Instagram, Signal, iMessage, GPS tracks). Detection is by content: `detectText` sees the
 * file's first 64 KB decoded as text (BOM removed), `detectZip` an archive's entry list
 * (and may read entry heads). Readers are asked in the order of `READERS`, before the
 * built-in WhatsApp/Telegram/Google checks, so each must be strict: true only for its own
 * format.
 */
export interface SourceReader {
  source: ImportSource;
  /** Whether a plain (non-zip) file is this format, from its start. */
  detectText?(head: string, fileName: string): boolean;
  /** Whether a zip archive is this format. */
  detectZip?(zip: ZipArchive): Promise<boolean>;
  /** Parses the file (plain or zip) into batches, in file order, streamed. */
  parse(path: string, options: ReaderOptions): AsyncGenerator<ImportBatch>;
}
