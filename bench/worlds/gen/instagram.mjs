// An Instagram "Download your information" zip (#28), for bench/worlds/import.mjs --source
// instagram: the Messenger generator's conversations under your_instagram_activity/ (the
// two apps write the same message JSON; see messenger.mjs).
import { writeExport } from './messenger.mjs';

export const label = 'Instagram';
export const fileName = (n) => `instagram-bench-${n}.zip`;
export const write = (file, n) => writeExport(file, n, 'your_instagram_activity');
