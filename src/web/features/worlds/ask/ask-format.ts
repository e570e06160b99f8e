/**
 * How the Ask panel words what it shows: which engine wrote an answer, the period a
 * question is narrowed to ("Asking about Mar–Jun 2023"), and a citation chip's short text
 * (author · date · a few words).
 */
import type { AskAnswer, Citation } from '../../../../contract/worlds-ask';
import type { WorldPeriod } from '../period';

/** "Offline engine", "OpenAI gpt-4o-mini", "Anthropic claude-…": shown on every answer. */
export function engineLabel(engine: AskAnswer['engine'], model: string | null): string {
  if (engine === 'offline') return 'Offline engine';
  const provider = engine === 'openai' ? 'OpenAI' : 'Anthropic';
  return model ? `${provider} ${model}` : provider;
}

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'short' });
const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric' });
const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const startsMonth = (d: Date) => d.getDate() === 1;
/** True when `last` (the period's last instant) lies on the last day of its month. */
const endsMonth = (last: Date) => new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1).getDate() === 1;

/**
 * The period a question is narrowed to, in the browser's time zone like the rest of the
 * world pages: whole months read "Mar–Jun 2023" or "Nov 2022–Feb 2023", other spans
 * "12 Mar – 3 Jun 2023"; an open end reads "since …" or "until …". Null without a period.
 */
export function askPeriodLabel(period: WorldPeriod): string | null {
  const from = period.from ? new Date(period.from) : null;
  // `to` is exclusive: the period's last instant is a millisecond before it.
  const last = period.to ? new Date(Date.parse(period.to) - 1) : null;
  if (from && last) {
    const sameYear = from.getFullYear() === last.getFullYear();
    if (startsMonth(from) && endsMonth(last)) {
      if (sameYear && from.getMonth() === last.getMonth()) return MONTH_YEAR.format(from);
      return sameYear ? `${MONTH.format(from)}–${MONTH_YEAR.format(last)}` : `${MONTH_YEAR.format(from)}–${MONTH_YEAR.format(last)}`;
    }
    if (from.toDateString() === last.toDateString()) return DAY.format(from);
    return sameYear ? `${DAY_MONTH.format(from)} – ${DAY.format(last)}` : `${DAY.format(from)} – ${DAY.format(last)}`;
  }
  if (from) return `since ${DAY.format(from)}`;
  if (last) return `until ${DAY.format(last)}`;
  return null;
}

/** The first words of a message, at most `max` characters, cut at a word and marked with "…". */
export function fewWords(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const formatChipDate = (iso: string) => DAY.format(new Date(iso));

/** A message's media kind (server: the WhatsApp parser's MediaKind) as a person reads it. */
const MEDIA_LABEL: Record<string, string> = {
  image: 'Photo',
  video: 'Video',
  audio: 'Audio',
  sticker: 'Sticker',
  document: 'Document',
  other: 'Media',
};

/** Without the direction marks (U+200E, U+200F) iOS exports put before their placeholders. */
const withoutMarks = (line: string) => line.replaceAll('\u200e', '').replaceAll('\u200f', '');

/**
 * True when a line is an export's stand-in for a media item, not words a person wrote:
 * "<Media omitted>", "‹Média vynechány>", "<attached: 00000012-PHOTO-….jpg>",
 * "file.jpg <attached>", "IMG-….jpg (file attached)", iOS "image omitted". String tests
 * only (no regex over message text).
 */
export function isMediaMarker(line: string): boolean {
  const t = withoutMarks(line).trim().toLowerCase();
  if (!t) return false;
  if ((t.startsWith('<') || t.startsWith('‹')) && t.endsWith('>')) return true;
  if (t.endsWith('<attached>') || t.endsWith('(file attached)')) return true;
  // iOS (English): "image omitted", "GIF omitted", "Contact card omitted", "report.pdf • 2 pages document omitted".
  if (!t.endsWith(' omitted')) return false;
  const before = t.slice(0, -' omitted'.length);
  return OMITTED_WORDS.has(before.slice(before.lastIndexOf(' ') + 1));
}
const OMITTED_WORDS = new Set(['image', 'video', 'audio', 'sticker', 'gif', 'document', 'card', 'media']);

/** The kind a marker names, when the message carries no media kind (a citation): "Photo", "Video", … or "Media". */
function markerLabel(marker: string): string {
  const t = marker.toLowerCase();
  const has = (...words: string[]) => words.some((w) => t.includes(w));
  if (has('photo', 'image', 'img-', '.jpg', '.jpeg', '.png', '.heic')) return 'Photo';
  if (has('video', 'gif', '.mp4', '.mov')) return 'Video';
  if (has('audio', 'ptt-', '.opus', '.m4a', '.mp3')) return 'Audio';
  if (has('sticker', '.webp')) return 'Sticker';
  if (has('document', '.pdf', '.vcf')) return 'Document';
  return 'Media';
}

/**
 * A message as a person reads it: the media it carries as a label ("Photo", "Media") in
 * place of the export's raw marker ("<Media omitted>"), and the words written with it (a
 * caption), if any. `media`: the message's media kind, when known.
 */
export function readableMessage(text: string, media?: string | null): { media: string | null; text: string } {
  const nl = text.indexOf('\n');
  const first = nl < 0 ? text : text.slice(0, nl);
  const rest = nl < 0 ? '' : text.slice(nl + 1);
  // Android writes a view-once photo as the body "null" (only a marker when the message has media).
  if (isMediaMarker(first) || (media && first.trim() === 'null')) {
    return { media: media ? (MEDIA_LABEL[media] ?? 'Media') : markerLabel(first), text: rest.trim() };
  }
  return { media: media ? (MEDIA_LABEL[media] ?? 'Media') : null, text };
}

/** An answer's text without the coverage note when the text repeats it (the panel shows it once, under the answer). */
export function answerText(answer: string, coverage: string | null): string {
  if (!coverage || !answer.includes(coverage)) return answer;
  return answer.replace(coverage, '').replaceAll('  ', ' ').trim();
}

/** What a chip says, and the accessible name of its button or link (which says what it opens). */
export function citationText(c: Citation): { text: string; name: string } {
  switch (c.kind) {
    case 'message': {
      const m = readableMessage(c.text);
      const words = m.media && m.text ? `${m.media}: ${m.text}` : m.text || m.media || 'Media';
      const text = `${c.author} · ${formatChipDate(c.at)} · ${fewWords(words)}`;
      return { text, name: `Open message in context: ${text}` };
    }
    case 'photo': {
      const when = c.at ? ` · ${formatChipDate(c.at)}` : '';
      const text = `${c.placeName ?? c.fileName}${when}`;
      return { text, name: `Open photo: ${text}` };
    }
    case 'place':
      return { text: c.name, name: `Show ${c.name} on the map` };
    case 'person':
      return { text: c.name, name: `Open ${c.name}'s page` };
    case 'chat':
      return { text: c.title, name: `${c.isGroup ? 'Group chat' : 'Chat'}: ${c.title}` };
  }
}

/**
 * Citations in the order the answer gives them, but its photos in date order (oldest first,
 * undated last) in the places photos take: a row of photos reads as a timeline.
 */
export function photosInDateOrder(citations: Citation[]): Citation[] {
  const time = (c: Citation) => (c.kind === 'photo' && c.at ? Date.parse(c.at) : Number.POSITIVE_INFINITY);
  const photos = citations.filter((c) => c.kind === 'photo').sort((a, b) => {
    const [x, y] = [time(a), time(b)];
    return x === y ? 0 : x < y ? -1 : 1;
  });
  let next = 0;
  return citations.map((c) => (c.kind === 'photo' ? photos[next++]! : c));
}
