/**
 * One entry of Meta's "Download your information" message JSON (Facebook Messenger and
 * Instagram write the same layout) turned into records: what a person sent is a message,
 * calls, unsent messages, group notices and reaction notices are events.
 *
 * An entry: `{ sender_name, timestamp_ms, content?, photos?, videos?, audio_files?, gifs?,
 * files?, sticker?, share?, reactions?, is_unsent?, call_duration?, type?, users? }`. Older
 * exports add `type` (Generic, Share, Call, Subscribe, Unsubscribe); newer ones drop it and
 * write notices only as `content` ("Alice left the group."), in the account's language.
 */
import type { EventRecord, MessageRecord, PlaceRecord } from '../types';

/**
 * Meta writes text as its UTF-8 bytes, each escaped as a Latin-1 character (`\u00c3\u00a9`
 * for "é", four such characters for an emoji). A string made only of characters ≤ U+00FF,
 * with one ≥ U+0080, whose bytes are valid UTF-8, is that mistake and is decoded; any
 * other string (already right, or real Latin-1 text that is not UTF-8) is kept as it is.
 */
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function repairText(s: string): string {
  let high = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 0xff) return s;
    if (c >= 0x80) high = true;
  }
  if (!high) return s;
  try {
    return utf8.decode(Buffer.from(s, 'latin1'));
  } catch {
    return s;
  }
}

const str = (v: unknown): string => (typeof v === 'string' ? repairText(v) : '');

/** What the events of a file were, for the notes ("12 calls kept as events"). */
export interface EntryCounts {
  messages: number;
  unsent: number;
  calls: number;
  group: number;
  reactions: number;
  /** Entries with a sender and a time but nothing else (content Meta left out: removed, geo-blocked). */
  empty: number;
  /** Entries without a readable time or sender: skipped. */
  broken: number;
  /** Where the first broken entries were ("message_2.json entry 14"). */
  brokenAt: string[];
}

export const newCounts = (): EntryCounts => ({ messages: 0, unsent: 0, calls: 0, group: 0, reactions: 0, empty: 0, broken: 0, brokenAt: [] });

export function addCounts(into: EntryCounts, from: EntryCounts) {
  into.messages += from.messages;
  into.unsent += from.unsent;
  into.calls += from.calls;
  into.group += from.group;
  into.reactions += from.reactions;
  into.empty += from.empty;
  into.broken += from.broken;
  for (const w of from.brokenAt) if (into.brokenAt.length < 5) into.brokenAt.push(w);
}

type Notice = 'calls' | 'group' | 'unsent' | 'reactions';

/**
 * Notices Meta writes as `content`, after the actor's name (or "You"), by language. Only
 * the rest of the text after that name is compared, with `includes`/`endsWith`: no
 * pattern runs over user text with a quantifier.
 */
const AFTER_NAME: Array<[Notice, string[]]> = [
  [
    'group',
    [
      // en
      ' named the group',
      ' changed the group name',
      ' to the group.',
      ' from the group.',
      ' left the group.',
      ' left the conversation.',
      ' created the group',
      ' changed the group photo.',
      ' removed the group photo.',
      ' set the nickname for ',
      ' set your nickname to ',
      ' set his own nickname to ',
      ' set her own nickname to ',
      ' set their own nickname to ',
      ' set the nickname ',
      ' cleared the nickname for ',
      ' cleared your nickname',
      ' cleared their own nickname',
      ' changed the chat theme',
      ' changed the theme to ',
      ' set the emoji to ',
      ' set the quick reaction to ',
      ' changed the emoji',
      ' pinned a message.',
      ' unpinned a message.',
      ' turned on disappearing messages',
      ' turned off disappearing messages',
      ' as a group admin.',
      ' as an admin.',
      ' joined the group',
      ' changed the group description',
      ' changed the group settings',
      // de
      ' hat die Gruppe verlassen.',
      ' zur Gruppe hinzugefügt.',
      ' aus der Gruppe entfernt.',
      ' hat die Gruppe benannt',
      ' hat das Gruppenfoto geändert.',
      ' hat den Spitznamen ',
      // fr
      ' a quitté le groupe.',
      ' au groupe.',
      ' du groupe.',
      ' a nommé le groupe',
      ' a changé la photo du groupe.',
      ' a défini le surnom ',
      // es
      ' salió del grupo.',
      ' abandonó el grupo.',
      ' al grupo.',
      ' del grupo.',
      ' le puso el nombre ',
      ' cambió la foto del grupo.',
      // pt
      ' saiu do grupo.',
      ' ao grupo.',
      ' do grupo.',
      ' nomeou o grupo',
      ' alterou a foto do grupo.',
      // it
      ' ha abbandonato il gruppo.',
      ' al gruppo.',
      ' dal gruppo.',
      ' ha chiamato il gruppo',
      ' ha cambiato la foto del gruppo.',
      // nl
      ' heeft de groep verlaten.',
      ' aan de groep toegevoegd.',
      ' uit de groep verwijderd.',
    ],
  ],
  [
    'calls',
    [
      ' called you.',
      ' missed your call.',
      ' missed your video chat.',
      ' started a call.',
      ' started a video chat.',
      ' started an audio call.',
      ' started a video call.',
      ' joined the call.',
      ' joined the video chat.',
      ' hat dich angerufen.',
      ' vous a appelé.',
      ' te llamó.',
      ' ligou para você.',
      ' ti ha chiamato.',
      ' heeft je gebeld.',
    ],
  ],
  [
    'unsent',
    [
      ' unsent a message.',
      ' unsent a message',
      ' removed a message.',
      ' hat eine Nachricht entfernt.',
      ' a retiré un message.',
      ' anuló el envío de un mensaje.',
      ' cancelou o envio de uma mensagem.',
      ' ha annullato l’invio di un messaggio.',
      " ha annullato l'invio di un messaggio.",
    ],
  ],
  ['reactions', [' to your message', ' liked a message']],
];

/** Whole-text notices with no actor before them. */
const WHOLE: Array<[Notice, (t: string) => boolean]> = [
  ['calls', (t) => t === 'The call ended.' || t === 'The video chat ended.' || t.startsWith('You missed a call from ') || t.startsWith('You missed a video chat with ') || t.startsWith('You called ')],
  ['reactions', (t) => t === 'Liked a message' || (t.startsWith('Reacted ') && t.includes(' to your message'))],
  ['unsent', (t) => t === 'You unsent a message.' || t === 'This message was unsent.'],
  [
    'group',
    (t) =>
      t.startsWith('Messages and calls are secured with end-to-end encryption') ||
      t === 'This poll is no longer available.' ||
      t.endsWith("'s poll has multiple updates.") ||
      t.endsWith('’s poll has multiple updates.'),
  ],
];

/** "You" as the owner's own notices begin, in the languages above. */
const YOU = ['You', 'Du', 'Vous', 'Tú', 'Usted', 'Você', 'Jij'];

/** The kind of notice `text` is, when it is one, else undefined (a message someone sent). */
export function noticeOf(text: string, sender: string): Notice | undefined {
  const t = text.trim();
  for (const [kind, test] of WHOLE) if (test(t)) return kind;
  let rest: string | undefined;
  if (sender && t.startsWith(sender + ' ')) rest = t.slice(sender.length);
  else {
    const you = YOU.find((y) => t.startsWith(y + ' '));
    if (you) rest = t.slice(you.length);
  }
  if (rest === undefined) return undefined;
  for (const [kind, phrases] of AFTER_NAME) {
    for (const p of phrases) if (p.endsWith('.') ? rest.endsWith(p) : rest.includes(p)) return kind;
  }
  return undefined;
}

/** "X sent an attachment." (Instagram's shared posts, Messenger's files it left out): a message with media of no known kind. */
const ATTACHMENT = [' sent an attachment.', ' sent a photo.', ' sent a video.', ' sent a voice message.', ' sent a GIF.', ' sent a sticker.', ' sent a link.'];

function attachmentOf(text: string, sender: string): string | undefined {
  const t = text.trim();
  if (!(t.startsWith(sender + ' ') || t.startsWith('You '))) return undefined;
  for (const a of ATTACHMENT) {
    if (!t.endsWith(a)) continue;
    if (a === ' sent a photo.' || a === ' sent a GIF.') return 'image';
    if (a === ' sent a video.') return 'video';
    if (a === ' sent a voice message.') return 'audio';
    if (a === ' sent a sticker.') return 'sticker';
    if (a === ' sent a link.') return undefined;
    return 'other';
  }
  return undefined;
}

/** The owner's own messages, when the text says so ("You sent an attachment."). */
export function isOwnNotice(text: string): boolean {
  return text.startsWith('You sent ') || text === 'You unsent a message.' || text.startsWith('You called ');
}

const MEDIA_KEYS: Array<[string, string]> = [
  ['sticker', 'sticker'],
  ['photos', 'image'],
  ['gifs', 'image'],
  ['videos', 'video'],
  ['audio_files', 'audio'],
  ['files', 'document'],
];

function mediaOf(m: Record<string, unknown>): string | undefined {
  for (const [key, media] of MEDIA_KEYS) {
    const v = m[key];
    if ((Array.isArray(v) && v.length > 0) || (key === 'sticker' && v && typeof v === 'object')) return media;
  }
  return undefined;
}

const COORD = /(-?\d{1,3}\.\d{1,12})\s?(?:,|~|%2C|%252C)\s?(?:%20|%2520|\+)?(-?\d{1,3}\.\d{1,12})/i;
const COORD_KEYS = ['q=', 'll=', 'where1=', 'cp=', 'query=', 'center=', '/@', 'destination='];

/** A map link's position (Google/Bing/Apple maps, also wrapped in Facebook's l.php redirect), if it has one. */
export function coordinatesOf(link: string): { lat: number; lon: number } | undefined {
  if (!/maps|bing\.com|goo\.gl/i.test(link)) return undefined;
  let s = link.slice(0, 4000);
  for (let i = 0; i < 2; i++) {
    try {
      s = decodeURIComponent(s);
    } catch {
      break;
    }
  }
  for (const key of COORD_KEYS) {
    const at = s.indexOf(key);
    if (at < 0) continue;
    const m = COORD.exec(s.slice(at + key.length, at + key.length + 80));
    if (!m) continue;
    const lat = Number(m[1]);
    const lon = Number(m[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lon) <= 180) return { lat, lon };
  }
  return undefined;
}

export function timeOf(ms: unknown): string | undefined {
  const n = typeof ms === 'number' ? ms : typeof ms === 'string' && ms.trim() !== '' ? Number(ms) : NaN;
  if (!Number.isFinite(n) || n <= 0) return undefined;
  const d = new Date(n);
  if (Number.isNaN(d.getTime())) return undefined;
  return d.toISOString().replace('.000Z', 'Z');
}

export type EntryOut = MessageRecord | EventRecord | [MessageRecord, PlaceRecord];

const names = (users: unknown): string =>
  Array.isArray(users)
    ? users
        .map((u) => (u && typeof u === 'object' ? str((u as { name?: unknown }).name) : ''))
        .filter(Boolean)
        .join(', ')
    : '';

/**
 * The records of one entry, or undefined when it is skipped (no time; counted in
 * `counts.broken`). `unknownSender` names entries without one (an account since deleted).
 */
export function entryRecords(value: unknown, chatKey: string, line: number, counts: EntryCounts, unknownSender: string): EntryOut | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    counts.broken++;
    return undefined;
  }
  const m = value as Record<string, unknown>;
  const at = timeOf(m.timestamp_ms);
  if (!at) {
    counts.broken++;
    return undefined;
  }
  const author = str(m.sender_name).trim() || unknownSender;
  const text = str(m.content);
  const event = (kind: keyof Omit<EntryCounts, 'brokenAt' | 'messages' | 'broken'>, said: string): EventRecord => {
    counts[kind]++;
    return { kind: 'event', chatKey, at, text: said };
  };
  if (m.is_unsent === true) return event('unsent', `${author} unsent a message`);
  if (m.type === 'Call' || typeof m.call_duration === 'number') {
    const duration = typeof m.call_duration === 'number' && m.call_duration > 0 ? ` (${m.call_duration} s)` : '';
    return event('calls', (text || `${author} called`) + duration);
  }
  if (m.type === 'Subscribe') return event('group', text || `${author} added ${names(m.users)} to the group`);
  if (m.type === 'Unsubscribe') return event('group', text || `${author} removed ${names(m.users)} from the group`);
  const media = mediaOf(m);
  const message = (body: string, kind?: string): MessageRecord => {
    counts.messages++;
    return { kind: 'message', chatKey, author, at, text: body, line, ...(kind ? { media: kind } : {}) };
  };
  if (media) return message(text, media);
  const share = m.share && typeof m.share === 'object' ? (m.share as Record<string, unknown>) : undefined;
  const link = share ? str(share.link) : '';
  const shareText = share ? str(share.share_text) : '';
  if (link || shareText) {
    const body = text && link && !text.includes(link) ? `${text}\n${link}` : text || link || shareText;
    const msg = message(body);
    const pos = link ? coordinatesOf(link) : undefined;
    if (pos) return [msg, { kind: 'place', lat: pos.lat, lon: pos.lon, at, via: 'message', chatKey, author, ...(shareText ? { label: shareText.slice(0, 200) } : {}) }];
    return msg;
  }
  if (text) {
    const notice = noticeOf(text, author);
    if (notice) return event(notice, text);
    return message(text, attachmentOf(text, author));
  }
  return event('empty', `${author}: a message the export left out`);
}
