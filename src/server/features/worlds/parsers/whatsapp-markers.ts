/**
 * What a WhatsApp message body is, besides people's words: a media placeholder or an
 * attachment, a shared location, a deleted-message marker, a call, or a notice. The words
 * come per language from whatsapp-marker-words.ts; here they become lookups (Sets and Maps
 * of whole normalised texts, no regex over user text), and `classifyBody` gives the parser
 * one answer per message.
 *
 * The rule (#28): a message is something a person sent (text, media, location, contact,
 * poll); deleted markers, calls and notices are events, on every platform and in every
 * language. iOS marks its notices, placeholders, deleted markers and calls with U+200E right
 * after "Name: " (`marked`); a marked body that is no media and no location is an event.
 * Android writes notices without "Name: " (the parser makes those events before asking).
 */
import type { NoteRecord } from './types';
import { MARKER_WORDS, type OmittedKind } from './whatsapp-marker-words';

export type MediaKind = 'image' | 'video' | 'audio' | 'sticker' | 'document' | 'other';
/** Why a body is an event: a deleted message, a (missed) call, or any other notice. */
export type EventWhy = 'deleted' | 'call' | 'notice';

export interface MessageBody {
  readonly kind: 'message';
  readonly media?: MediaKind;
  readonly place?: { readonly lat: number; readonly lon: number };
}
export interface EventBody {
  readonly kind: 'event';
  readonly why: EventWhy;
}
export type BodyClass = MessageBody | EventBody;

// Answers are shared constants: classifying the common message allocates nothing.
const MESSAGE: MessageBody = Object.freeze({ kind: 'message' });
const DELETED: EventBody = Object.freeze({ kind: 'event', why: 'deleted' });
const CALL: EventBody = Object.freeze({ kind: 'event', why: 'call' });
const NOTICE: EventBody = Object.freeze({ kind: 'event', why: 'notice' });
const WITH_MEDIA: Record<MediaKind, MessageBody> = {
  image: Object.freeze({ kind: 'message', media: 'image' }),
  video: Object.freeze({ kind: 'message', media: 'video' }),
  audio: Object.freeze({ kind: 'message', media: 'audio' }),
  sticker: Object.freeze({ kind: 'message', media: 'sticker' }),
  document: Object.freeze({ kind: 'message', media: 'document' }),
  other: Object.freeze({ kind: 'message', media: 'other' }),
};

/** iOS placeholder kinds as media kinds: a GIF is a video (WhatsApp sends it as MP4), a contact card a .vcf document. */
const OMITTED_MEDIA: Record<OmittedKind, MediaKind> = {
  image: 'image',
  video: 'video',
  audio: 'audio',
  sticker: 'sticker',
  gif: 'video',
  contact: 'document',
  document: 'document',
};

const SPACES = /[\u00A0\u202F\u2007\s]+/g;

/** Without its final dots ("." or the ideographic "。"): a loop, not a regex anchored at the end (quadratic on a run of dots). */
function withoutFinalDots(text: string): string {
  let end = text.length;
  while (end > 0 && (text.charCodeAt(end - 1) === 0x2e || text.charCodeAt(end - 1) === 0x3002)) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** Lower case, every kind of space as one space, trimmed, without a final dot: how markers are compared. */
export function normaliseMarker(text: string): string {
  return withoutFinalDots(text.toLowerCase().replace(SPACES, ' ').trim());
}

/** The first characters of a notice, compared to the first characters of a body (enough to tell, cheap to slice). */
const PREFIX = 24;
const prefixOf = (text: string) => text.slice(0, PREFIX).toLowerCase();

const PLACEHOLDERS = new Set<string>();
const FILE_ATTACHED = new Set<string>();
const FILE_ATTACHED_BEFORE: string[] = [];
const ATTACHED = new Set<string>();
/** Whole bodies: iOS placeholders, deleted markers, calls, live locations. */
const WHOLE = new Map<string, BodyClass>();
/** iOS "Some file.pdf • 2 pages document omitted": the document phrases by their last word. */
const DOCUMENT_BY_LAST_WORD = new Map<string, string[]>();
const ENCRYPTED_PREFIXES = new Set<string>();
/** Placeholders that are markers only when marked (people type the same words). */
const MARKED_ONLY = new Set<string>();
/** Calls as newer iOS writes them before a comma ("Missed voice call, Tap to call back", "Voice call, 12 min"). */
const CALL_WORDS = new Set(['voice call', 'video call', 'missed call', 'silenced voice call', 'silenced video call', 'group call']);

for (const words of Object.values(MARKER_WORDS)) {
  for (const w of words.mediaOmitted) PLACEHOLDERS.add(normaliseMarker(w));
  for (const w of words.fileAttached) FILE_ATTACHED.add(normaliseMarker(w));
  for (const w of words.fileAttachedBefore ?? []) FILE_ATTACHED_BEFORE.push(`${w} `);
  for (const w of words.attached) ATTACHED.add(normaliseMarker(w));
  for (const [kind, phrases] of Object.entries(words.omitted) as Array<[OmittedKind, string[]]>) {
    for (const phrase of phrases) {
      const key = normaliseMarker(phrase);
      WHOLE.set(key, WITH_MEDIA[OMITTED_MEDIA[kind]]);
      if (kind !== 'document') continue;
      const lastWord = key.slice(key.lastIndexOf(' ') + 1);
      DOCUMENT_BY_LAST_WORD.set(lastWord, [...(DOCUMENT_BY_LAST_WORD.get(lastWord) ?? []), key]);
    }
  }
  for (const w of words.deleted) WHOLE.set(normaliseMarker(w), DELETED);
  for (const w of words.calls) {
    WHOLE.set(normaliseMarker(w), CALL);
    CALL_WORDS.add(normaliseMarker(w));
  }
  for (const w of words.liveLocation) WHOLE.set(normaliseMarker(w), MESSAGE);
  for (const w of words.encrypted) ENCRYPTED_PREFIXES.add(prefixOf(w));
  for (const w of words.markedOnly ?? []) MARKED_ONLY.add(normaliseMarker(w));
}
/** Longest whole marker: a longer body is never one, and skips the lookup. */
const MAX_WHOLE = Math.max(...[...WHOLE.keys()].map((k) => k.length)) + 4;

/**
 * Gates before the string lookups, so the common message costs a few character reads and a
 * number lookup, not a lower-cased copy: a whole marker's (length, first, last character),
 * a document phrase's last character, an encryption notice's first and ninth characters,
 * each in both cases of the letters (WhatsApp capitalises differently between versions).
 */
const bothCases = (ch: string) => [...new Set([ch, ch.toLowerCase(), ch.toUpperCase()].filter((c) => c.length === 1))].map((c) => c.charCodeAt(0));
// Small integers (no heap number per message); two markers sharing a value only make the gate let both through.
const gate = (len: number, first: number, last: number) => ((len * 0x1003 + first) * 0x10001 + last) & 0x3fffffff;
const pair = (first: number, ninth: number) => ((first * 0x10001) ^ ninth) & 0x3fffffff;
const WHOLE_GATE = new Set<number>();
for (const key of WHOLE.keys()) {
  for (const first of bothCases(key.charAt(0))) {
    for (const last of bothCases(key.charAt(key.length - 1))) WHOLE_GATE.add(gate(key.length, first, last));
    // With WhatsApp's final dot ("This message was deleted.", "このメッセージは削除されました。").
    WHOLE_GATE.add(gate(key.length + 1, first, 0x2e));
    WHOLE_GATE.add(gate(key.length + 1, first, 0x3002));
  }
}
/** A document phrase's last word: its length and last character. */
const DOCUMENT_GATE = new Set([...DOCUMENT_BY_LAST_WORD.keys()].flatMap((w) => bothCases(w.charAt(w.length - 1)).map((last) => pair(last, w.length))));
const ENCRYPTED_GATE = new Set<number>();
for (const prefix of ENCRYPTED_PREFIXES) for (const first of bothCases(prefix.charAt(0))) ENCRYPTED_GATE.add(pair(first, prefix.charCodeAt(8)));
/** Longest first line looked at for attachments and document placeholders (a file name and its page count). */
const MAX_LINE = 300;

/**
 * What a message body (the text after "Name: ", marks removed) is. `marked`: iOS wrote
 * U+200E (or U+200F) right after "Name: " (see `isMarked`). Runs on every message of
 * million-line files: each check is a length test, a character test or one lookup.
 */
export function classifyBody(text: string, optsIn: { marked: boolean; android?: boolean }): BodyClass {
  // Android writes no notice under a name (its notices have no "Name: "), so its U+200E
  // before a body ("‎No idea, lets try it out!") is only a direction mark: the body is read
  // by its words alone. The mark tells notices apart on iOS only.
  const opts = optsIn.android && optsIn.marked ? { ...optsIn, marked: false } : optsIn;
  const nl = text.indexOf('\n');
  const first = (nl < 0 ? text : text.slice(0, nl)).trim();
  const len = first.length;
  if (len === 0) return opts.marked ? NOTICE : MESSAGE;
  if (len <= MAX_LINE) {
    const last = first.charCodeAt(len - 1);
    if (last === 0x3e || last === 0x203a) {
      // "<Media omitted>", "‹Média vynechány>", "<attached: 00000012-PHOTO-….jpg>", "file.jpg <attached>"
      const media = angled(first);
      if (media) return WITH_MEDIA[media];
    } else if (last === 0x29) {
      // "IMG-20200101-WA0001.jpg (file attached)"
      const media = fileAttached(first);
      if (media) return WITH_MEDIA[media];
    }
    // Persian "فایل پیوست شد IMG-….jpg": the words before the name (an Arabic-script first letter is the gate).
    const c0 = first.charCodeAt(0);
    if (c0 >= 0x600 && c0 <= 0x6ff) {
      for (const words of FILE_ATTACHED_BEFORE) if (first.startsWith(words)) return WITH_MEDIA[kindOfFile(first.slice(words.length).trim())];
    }
    // Whole-body markers are one line (a caption or an answer below one makes it a message).
    if (nl < 0) {
      // A view-once photo or video: Android writes "null" for it, as the whole body. A person
      // rarely sends a lone "null", so under an Android header (`android`) it is read as that
      // photo; under an iOS one (which never writes it) or with no layout said, it is text.
      if (first === 'null') return opts.android ? WITH_MEDIA.other : MESSAGE;
      const last = first.charCodeAt(len - 1);
      if (len <= MAX_WHOLE && WHOLE_GATE.has(gate(len, first.charCodeAt(0), last))) {
        const key = withoutFinalDots(first.toLowerCase());
        const hit = WHOLE.get(key);
        if (hit && (opts.marked || !MARKED_ONLY.has(key))) return hit;
      }
      const space = first.lastIndexOf(' ');
      if (space > 0 && DOCUMENT_GATE.has(pair(last, len - space - 1))) {
        const phrases = DOCUMENT_BY_LAST_WORD.get(first.slice(space + 1).toLowerCase());
        if (phrases && endsWithPhrase(normaliseMarker(first), phrases)) return WITH_MEDIA.document;
      }
    }
  }
  // A shared location ("Location: https://maps.google.com/?q=…", marked on iOS) or any maps link.
  if (text.includes('google.')) {
    const place = mapsLocation(text);
    if (place) return { kind: 'message', place };
  }
  if (opts.marked) {
    const comma = first.indexOf(',');
    return comma > 0 && CALL_WORDS.has(normaliseMarker(first.slice(0, comma))) ? CALL : NOTICE;
  }
  // The encryption notice under the chat's name, unmarked (older iOS exports).
  if (len >= PREFIX && ENCRYPTED_GATE.has(pair(first.charCodeAt(0), first.charCodeAt(8))) && ENCRYPTED_PREFIXES.has(prefixOf(first))) return NOTICE;
  return MESSAGE;
}

/**
 * Whether a raw line (marks kept) writes the invisible mark right after "Name: ", as iOS does
 * before its markers: U+200E. Right-to-left exports write U+200F there, but also before words
 * people type, so only a doubled U+200F (Arabic notices) counts; their placeholders, deleted
 * markers and locations are recognised by their words.
 */
export function isMarked(raw: string): boolean {
  return raw.includes(': \u200E') || raw.includes(': \u200F\u200F');
}

/** "file.pdf • 2 pages document omitted": a document phrase at the end, after a space. */
function endsWithPhrase(key: string, phrases: string[]): boolean {
  for (const phrase of phrases) {
    if (key.length > phrase.length && key.endsWith(phrase) && key.charCodeAt(key.length - phrase.length - 1) === 32) return true;
  }
  return false;
}

/** A first line ending in ">": an Android placeholder, or an iOS attachment in any of its spellings. */
function angled(first: string): MediaKind | undefined {
  let open = first.lastIndexOf('<');
  if (open < 0) open = first.lastIndexOf('‹');
  if (open < 0) return undefined;
  const inner = first.slice(open + 1, -1).trim();
  if (open === 0 && PLACEHOLDERS.has(normaliseMarker(inner))) return 'other';
  // "<attached: 00000012-PHOTO-….jpg>", "< attached: … >", Chinese "<附件：…>"
  let colon = inner.indexOf(':');
  if (colon < 0) colon = inner.indexOf('：');
  if (colon > 0 && ATTACHED.has(normaliseMarker(inner.slice(0, colon)))) return kindOfFile(inner.slice(colon + 1).trim());
  // Turkish "<00000012-PHOTO-….jpg eklendi>"
  const space = inner.lastIndexOf(' ');
  if (space > 0 && ATTACHED.has(normaliseMarker(inner.slice(space + 1)))) return kindOfFile(inner.slice(0, space));
  // "file.jpg <attached>"
  if (open > 0 && ATTACHED.has(normaliseMarker(inner))) return kindOfFile(first.slice(0, open).trim());
  return undefined;
}

/** A first line ending in ")": "IMG-….jpg (file attached)" in the phone's language. */
function fileAttached(first: string): MediaKind | undefined {
  const open = first.lastIndexOf('(');
  if (open <= 0) return undefined;
  if (!FILE_ATTACHED.has(normaliseMarker(first.slice(open + 1, -1)))) return undefined;
  const name = first.slice(0, open).trim();
  return name ? kindOfFile(name) : undefined;
}

/** The media kind when the text is (or starts with) an attachment or a placeholder. */
export function mediaKind(text: string): MediaKind | undefined {
  const c = classifyBody(text, { marked: false });
  return c.kind === 'message' ? c.media : undefined;
}

export function kindOfFile(name: string): MediaKind {
  const upper = name.toUpperCase();
  if (/(^|-)(IMG|PHOTO)-/.test(upper) || /\.(JPE?G|PNG|HEIC|WEBP)$/.test(upper)) {
    return /STK-|STICKER/.test(upper) || upper.endsWith('.WEBP') ? 'sticker' : 'image';
  }
  if (/STK-|STICKER/.test(upper)) return 'sticker';
  if (/(^|-)(VID|VIDEO|GIF)-/.test(upper) || /\.(MP4|MOV|3GP|GIF)$/.test(upper)) return 'video';
  if (/(^|-)(AUD|PTT|AUDIO)-/.test(upper) || /\.(OPUS|OGG|M4A|MP3|AAC|AMR|WAV)$/.test(upper)) return 'audio';
  if (/\.(PDF|DOCX?|XLSX?|PPTX?|TXT|CSV|ZIP|VCF)$/.test(upper)) return 'document';
  return 'other';
}

/** A Google Maps link with coordinates, as WhatsApp writes a shared location. */
const MAPS =
  /https?:\/\/(?:maps\.google\.[a-z.]+\/(?:maps)?\?q=|(?:www\.)?google\.[a-z.]+\/maps(?:\/search\/\?api=1&query=|\/place\/|\/?\?q=|\/@))(-?\d{1,2}(?:\.\d+)?)(?:,|%2C)\s?(-?\d{1,3}(?:\.\d+)?)/i;

export function mapsLocation(text: string): { lat: number; lon: number } | undefined {
  if (!text.includes('google.')) return undefined;
  const m = MAPS.exec(text);
  if (!m) return undefined;
  const lat = Number(m[1]);
  const lon = Number(m[2]);
  if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180)) return undefined;
  return { lat, lon };
}

/** Whether a body is a notice WhatsApp writes (the encryption notice), in any language: for callers without the mark. */
export function isSystemText(text: string): boolean {
  const first = text.trim();
  return first.length >= PREFIX && ENCRYPTED_PREFIXES.has(prefixOf(first));
}

/** What the parser counts while it classifies a file's bodies, for the notes at its end. */
export interface MarkerTally {
  deleted: number;
}

export function newMarkerTally(): MarkerTally {
  return { deleted: 0 };
}

/** Counts a classified body into the tally. */
export function tallyBody(tally: MarkerTally, c: BodyClass): void {
  if (c.kind === 'event' && c.why === 'deleted') tally.deleted++;
}

/** The notes a file's tally gives ("3 deleted messages kept as events"). */
export function markerNotes(tally: MarkerTally): NoteRecord[] {
  if (!tally.deleted) return [];
  const n = tally.deleted;
  return [{ kind: 'note', message: n === 1 ? '1 deleted message kept as an event (a deleted message has no text).' : `${n.toLocaleString('en-US')} deleted messages kept as events (a deleted message has no text).` }];
}
