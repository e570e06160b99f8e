/** The photo formats imports take, by MIME type (from magic bytes) and by name (inside zips). */
export const PHOTO_MIMES = new Set(['image/jpeg', 'image/png', 'image/heic', 'image/heif', 'image/webp', 'image/avif']);
export const PHOTO_NAME = /\.(jpe?g|png|heic|heif|webp|avif)$/i;
/** Largest single photo an import reads unless configured (IMPORT_PHOTO_MAX_MB): bounds the memory one photo takes. */
export const DEFAULT_PHOTO_MAX_BYTES = 64 * 1024 ** 2;
