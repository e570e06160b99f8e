/** The photo formats imports take, by MIME type (from magic bytes) and by name (inside zips). */
export const PHOTO_MIMES = new Set(['image/jpeg', 'image/png', 'image/heic', 'image/heif', 'image/webp', 'image/avif']);
export const PHOTO_NAME = /\.(jpe?g|png|heic|heif|webp|avif)$/i;
