/**
 * The kinds of media a message carries (world_messages.media, as every importer writes it:
 * WhatsApp's "<Media omitted>"/"audio omitted"/"sticker omitted" lines and Telegram's
 * `media_type`/`photo` land in the same kinds) and the words a question names them by.
 * A voice note is `audio`; a GIF, an animation or a round video message is `video`.
 *
 * Words per kind in English, Polish, Indonesian and Swahili, folded (lower case, accents off,
 * "ł" as "l"). A word ending in "*" is a stem (Polish declines: "głosówki", "głosówek",
 * "głosowych"). Source: the author's own knowledge of these languages' everyday words.
 */
import { foldLetters } from './common';

export const MEDIA_KINDS = ['image', 'video', 'audio', 'sticker', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const WORDS: Record<MediaKind, readonly string[]> = {
  audio: [
    'voice message', 'voice messages', 'voice note', 'voice notes', 'voice memo', 'voice memos', 'voices', 'voicemail', 'voicemails', 'audio', 'audios', 'vn', 'vns',
    'glosowk*', 'glosowe*', 'glosowy*', 'glosowych', 'nagrani*', 'nagran',
    'pesan suara', 'rekaman suara', 'vn',
    'ujumbe wa sauti', 'jumbe za sauti', 'sauti',
  ],
  sticker: ['sticker', 'stickers', 'naklejk*', 'naklejek', 'stiker*', 'stikery', 'stickery', 'stika', 'vibandiko', 'kibandiko'],
  image: ['photo', 'photos', 'picture', 'pictures', 'pic', 'pics', 'image', 'images', 'zdjec*', 'zdjeci*', 'fotk*', 'fotek', 'foto', 'fotografi*', 'gambar', 'picha'],
  video: ['video', 'videos', 'clip', 'clips', 'gif', 'gifs', 'filmik*', 'filmy', 'filmow', 'wideo', 'klip', 'klipy', 'klipu', 'vidio'],
  document: ['document', 'documents', 'file', 'files', 'pdf', 'pdfs', 'dokument*', 'plik*', 'berkas', 'faili'],
};

/** What the answer calls each kind. */
export const MEDIA_LABEL: Record<MediaKind, [string, string]> = {
  audio: ['voice message', 'voice messages'],
  sticker: ['sticker', 'stickers'],
  image: ['photo', 'photos'],
  video: ['video', 'videos'],
  document: ['file', 'files'],
};

const fold = foldLetters;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS: [MediaKind, RegExp][] = (Object.keys(WORDS) as MediaKind[]).map((kind) => {
  const alts = [...new Set(WORDS[kind])]
    .sort((a, b) => b.length - a.length)
    .map((w) => (w.endsWith('*') ? `${escape(w.slice(0, -1))}\\p{L}*` : escape(w)));
  return [kind, new RegExp(`(?<![\\p{L}\\p{N}])(?:${alts.join('|')})(?![\\p{L}\\p{N}])`, 'u')];
});

/** The media kinds a question names ("how many głosówki…" → ['audio']), in the order of MEDIA_KINDS; empty when none. */
export function mediaKindsIn(question: string): MediaKind[] {
  const q = fold(question);
  return MEDIA_KINDS.filter((kind) => PATTERNS.find(([k]) => k === kind)![1].test(q));
}
