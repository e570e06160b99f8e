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
 * A notice is a whole known sentence: literal parts with variable parts between them
 * (`{}` a name, a group name or a theme; `{e}` an emoji, no spaces). A text is that
 * notice only when it is the sentence from its first character to its last, so a
 * message like "You should post that to the group." stays a message. Matched with
 * startsWith/endsWith/indexOf: no pattern runs over user text.
 */
interface Sentence {
  parts: string[];
  /** Per variable part: true for an emoji. */
  emoji: boolean[];
}

/** Longest name or group name in a notice; an emoji's longest sequence. */
const MAX_NAME = 200;
const MAX_EMOJI = 16;

function sentence(template: string): Sentence {
  const parts: string[] = [];
  const emoji: boolean[] = [];
  let from = 0;
  for (;;) {
    const at = template.indexOf('{', from);
    if (at < 0) break;
    const close = template.indexOf('}', at);
    parts.push(template.slice(from, at));
    emoji.push(template.slice(at, close + 1) === '{e}');
    from = close + 1;
  }
  parts.push(template.slice(from));
  return { parts, emoji };
}

const slotOk = (s: string, emoji: boolean) => s.length > 0 && (emoji ? s.length <= MAX_EMOJI && !s.includes(' ') : s.length <= MAX_NAME && s.trim() === s);

/** Whether `text` is the whole sentence. */
export function isSentence(text: string, { parts, emoji }: Sentence): boolean {
  if (parts.length === 1) return text === parts[0];
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  if (text.length < first.length + last.length + emoji.length || !text.startsWith(first) || !text.endsWith(last)) return false;
  const end = text.length - last.length;
  let at = first.length;
  for (let i = 1; i < parts.length - 1; i++) {
    const next = text.indexOf(parts[i]!, at + 1);
    if (next < 0 || next + parts[i]!.length > end || !slotOk(text.slice(at, next), emoji[i - 1]!)) return false;
    at = next + parts[i]!.length;
  }
  return slotOk(text.slice(at, end), emoji[emoji.length - 1]!);
}

/**
 * Notices Meta writes as `content`, after the actor's name (or "You"), by language: the
 * rest of the text after that name must be one of these sentences, whole. English is
 * Meta's wording as seen in exports and in parsers' samples; the other languages are
 * Meta's translations as far as known (not checked against real exports).
 */
const AFTER_NAME: Array<[Notice, Sentence[]]> = (
  [
    [
      'group',
      [
        // en
        ' named the group {}.',
        ' changed the group name to {}.',
        ' added {} to the group.',
        ' removed {} from the group.',
        ' left the group.',
        ' left the conversation.',
        ' created the group.',
        ' created the group {}.',
        ' changed the group photo.',
        ' removed the group photo.',
        ' set the nickname for {} to {}.',
        ' set your nickname to {}.',
        ' set his own nickname to {}.',
        ' set her own nickname to {}.',
        ' set their own nickname to {}.',
        ' set the nickname for {}.',
        ' cleared the nickname for {}.',
        ' cleared your nickname.',
        ' cleared his own nickname.',
        ' cleared her own nickname.',
        ' cleared their own nickname.',
        ' changed the chat theme.',
        ' changed the theme to {}.',
        ' set the emoji to {e}.',
        ' set the quick reaction to {e}.',
        ' changed the emoji.',
        ' pinned a message.',
        ' unpinned a message.',
        ' turned on disappearing messages.',
        ' turned off disappearing messages.',
        ' added {} as a group admin.',
        ' removed {} as a group admin.',
        ' added {} as an admin.',
        ' removed {} as an admin.',
        ' joined the group.',
        ' joined the group via link.',
        ' changed the group description.',
        ' changed the group settings.',
        // de
        ' hat die Gruppe verlassen.',
        ' hat {} zur Gruppe hinzugefügt.',
        ' hat {} aus der Gruppe entfernt.',
        ' hat die Gruppe {} benannt.',
        ' hat die Gruppe benannt: {}.',
        ' hat das Gruppenfoto geändert.',
        ' hat den Spitznamen von {} auf {} gesetzt.',
        // fr
        ' a quitté le groupe.',
        ' a ajouté {} au groupe.',
        ' a retiré {} du groupe.',
        ' a nommé le groupe {}.',
        ' a changé la photo du groupe.',
        ' a défini le surnom de {} sur {}.',
        // es
        ' salió del grupo.',
        ' abandonó el grupo.',
        ' agregó a {} al grupo.',
        ' añadió a {} al grupo.',
        ' eliminó a {} del grupo.',
        ' le puso el nombre {} al grupo.',
        ' cambió la foto del grupo.',
        // pt
        ' saiu do grupo.',
        ' adicionou {} ao grupo.',
        ' removeu {} do grupo.',
        ' nomeou o grupo como {}.',
        ' nomeou o grupo {}.',
        ' alterou a foto do grupo.',
        // it
        ' ha abbandonato il gruppo.',
        ' ha aggiunto {} al gruppo.',
        ' ha rimosso {} dal gruppo.',
        ' ha chiamato il gruppo {}.',
        ' ha cambiato la foto del gruppo.',
        // nl
        ' heeft de groep verlaten.',
        ' heeft {} aan de groep toegevoegd.',
        ' heeft {} uit de groep verwijderd.',
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
    ['reactions', [' reacted {e} to your message', ' reacted {e} to your message.', ' liked a message', ' liked a message.']],
  ] satisfies Array<[Notice, string[]]>
).map(([kind, templates]) => [kind, templates.map(sentence)]);

/** Whole-text notices with no actor before them. */
const WHOLE: Array<[Notice, Sentence[]]> = (
  [
    // Not "You called {}.": an entry of a call has its call_duration (read before the text),
    // and "You called it." is something people write.
    ['calls', ['The call ended.', 'The video chat ended.', 'You missed a call from {}.', 'You missed a video chat with {}.']],
    ['reactions', ['Liked a message', 'Reacted {e} to your message']],
    ['unsent', ['You unsent a message.', 'This message was unsent.']],
    ['group', ['This poll is no longer available.', "{}'s poll has multiple updates.", '{}’s poll has multiple updates.']],
  ] satisfies Array<[Notice, string[]]>
).map(([kind, templates]) => [kind, templates.map(sentence)]);

/** The start of the encryption notice Meta puts in end-to-end encrypted chats (its rest varies: "… Only people in this chat can read…"). */
const E2EE = 'Messages and calls are secured with end-to-end encryption';

/** "You" as the owner's own notices begin, in the languages above (with its space). */
const YOU = ['You', 'Du', 'Vous', 'Tú', 'Usted', 'Você', 'Jij'].map((y) => `${y} `);

/** The kind of notice `text` is, when it is one, else undefined (a message someone sent). */
export function noticeOf(text: string, sender: string): Notice | undefined {
  const t = text.trim();
  if (t.startsWith(E2EE)) return 'group';
  for (const [kind, sentences] of WHOLE) if (sentences.some((s) => isSentence(t, s))) return kind;
  // The actor: the sender's name, or "You" (the owner's own notices).
  const rests: string[] = [];
  if (sender && t.startsWith(sender + ' ')) rests.push(t.slice(sender.length));
  for (const y of YOU) if (t.startsWith(y)) rests.push(t.slice(y.length - 1));
  for (const rest of rests) {
    for (const [kind, sentences] of AFTER_NAME) if (sentences.some((s) => isSentence(rest, s))) return kind;
  }
  return undefined;
}

/** "X sent an attachment." (Instagram's shared posts, Messenger's files it left out): a message with media of no known kind. */
const ATTACHMENT: Array<[string, string | undefined]> = [
  [' sent an attachment.', 'other'],
  [' sent a photo.', 'image'],
  [' sent a GIF.', 'video'],
  [' sent a video.', 'video'],
  [' sent a voice message.', 'audio'],
  [' sent a sticker.', 'sticker'],
  [' sent a link.', undefined],
];

/** The media of a whole "<sender or You> sent a photo." text, if it is one. */
function attachmentOf(text: string, sender: string): string | undefined {
  const t = text.trim();
  for (const [a, media] of ATTACHMENT) if (t === sender + a || t === 'You' + a) return media;
  return undefined;
}

/**
 * The owner's own messages, when the text says so: the whole sentence "You sent an
 * attachment." (its first line: a share's link follows it), "You sent a photo."…
 */
export function isOwnNotice(text: string): boolean {
  const nl = text.indexOf('\n');
  const first = (nl < 0 ? text : text.slice(0, nl)).trim();
  return ATTACHMENT.some(([a]) => first === 'You' + a);
}

const MEDIA_KEYS: Array<[string, string]> = [
  ['sticker', 'sticker'],
  ['photos', 'image'],
  // A GIF is a video, as media-words.ts and the Telegram/WhatsApp importers count it.
  ['gifs', 'video'],
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
