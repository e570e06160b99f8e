/** What the import job uses: detect a file's source, then parse it off the event loop. */
export { detectImportSource, detectImportSourceInWorker } from './detect-import-source';
export { parseImportFile } from './parse-import-file';
export type { ParseImportFileOptions } from './parse-import-file';
export { DEFAULT_ZIP_LIMITS } from './zip';
export type { ZipLimits } from './zip';
export * from './types';
