import { jsonParser } from 'stream-json/core/parser.js';
import type { JsonPath } from './json-stream';
import { streamJson } from './json-stream';
import type { ChatRecord, ImportBatch, ImportRecord } from './types';
import { ImportFormatError } from './types';

/** Telegram Desktop's chat types that have more than two people. */
const GROUP_TYPES = new Set(['private_group', 'private_supergroup', 'public_supergroup', 'private_channel', 'public_channel']);

const MEDIA: Record<string, string> = {
  sticker: 'sticker',
  video_file: 'video',
  video_message: 'video',
  animation: 'video',
  voice_message: 'audio',
  audio_file: 'audio',
};

interface ChatState {
  /** Path of the chat object: [] for a single-chat export, ['chats', 'list', i] in a full one. */
  key: string;
  meta: Record<string, unknown>;
  announced: boolean;
  record?: ChatRecord;
}

/** Where chats sit: the root (one chat) or `chats.list[]` / `left_chats.list[]` (full export). */
function chatOf(path: JsonPath): { chat: string; rest: JsonPath } | undefined {
  if (path.length >= 1 && path[0] !== 'chats' && path[0] !== 'left_chats') return { chat: '', rest: path };
  if (path.length >= 3 && (path[0] === 'chats' || path[0] === 'left_chats') && path[1] === 'list' && typeof path[2] === 'number') {
    return { chat: `${path[0]}.${path[2]}`, rest: path.slice(3) };
  }
  return undefined;
}

function want(path: JsonPath): boolean {
  const n = path.length;
  // The exporter's contacts (full export): contacts.list[i], for the phone numbers of authors.
  if (n === 3 && path[0] === 'contacts' && path[1] === 'list' && typeof path[2] === 'number') return true;
  if (n === 1) return path[0] === 'personal_information' || path[0] === 'name' || path[0] === 'type' || path[0] === 'id';
  if (n === 2) return path[0] === 'messages' && typeof path[1] === 'number';
  // Full export: chats.list[i].name|type|id and chats.list[i].messages[j] (also left_chats).
  if ((n !== 4 && n !== 5) || (path[0] !== 'chats' && path[0] !== 'left_chats') || path[1] !== 'list' || typeof path[2] !== 'number') return false;
  if (n === 4) return path[3] === 'name' || path[3] === 'type' || path[3] === 'id';
  return path[3] === 'messages' && typeof path[4] === 'number';
}

/** `text` is a string, or an array of strings and entity objects `{type, text}`. */
export function telegramText(text: unknown): string {
  if (typeof text === 'string') return text;
  if (Array.isArray(text)) {
    return text.map((part) => (typeof part === 'string' ? part : typeof part?.text === 'string' ? part.text : '')).join('');
  }
  return '';
}

/** `date_unixtime` is an instant; `date` alone is the exporting computer's wall clock. */
export function telegramTime(m: Record<string, unknown>): string | undefined {
  const unix = Number(m.date_unixtime);
  if (m.date_unixtime !== undefined && Number.isFinite(unix)) return new Date(unix * 1000).toISOString().replace('.000Z', 'Z');
  if (typeof m.date === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(m.date)) return m.date;
  return undefined;
}

/**
 * What a message carries besides text (#28: polls, contacts, shared and live locations,
 * stickers and voice notes are messages with media, never events).
 */
function mediaOf(m: Record<string, unknown>): string | undefined {
  if (typeof m.media_type === 'string') return MEDIA[m.media_type] ?? 'other';
  if (m.photo !== undefined) return 'image';
  if (m.file !== undefined) return 'document';
  if (m.contact_information !== undefined || m.contact_vcard !== undefined || m.poll !== undefined || m.location_information !== undefined) return 'other';
  return undefined;
}

/** Whether an object is a Telegram Desktop message entry: a numeric id, type message/service, a local ISO date. */
export function isTelegramMessage(m: Record<string, unknown> | undefined): boolean {
  return (
    !!m &&
    typeof m.id === 'number' &&
    (m.type === 'message' || m.type === 'service') &&
    typeof m.date === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(m.date)
  );
}

interface Token {
  name: string;
  value?: unknown;
}

/**
 * The plain fields (strings, numbers, booleans, null) of the first element of a JSON
 * start's top-level `messages` array, read with stream-json's tokenizer from a head that may
 * be cut anywhere after it; undefined when there is none or the text is not JSON.
 */
export function firstMessageFields(start: string): Record<string, unknown> | undefined {
  let out: unknown;
  try {
    out = jsonParser({ packValues: true, streamValues: false })(start);
  } catch {
    return undefined;
  }
  const tokens: Token[] = out && typeof out === 'object' && 'values' in out ? (out as { values: Token[] }).values : out && typeof out === 'object' && 'name' in out ? [out as Token] : [];
  let depth = 0;
  let key: string | undefined;
  let inMessages = false;
  let fields: Record<string, unknown> | undefined;
  for (const t of tokens) {
    switch (t.name) {
      case 'startObject':
      case 'startArray':
        if (depth === 1 && t.name === 'startArray' && key === 'messages') inMessages = true;
        else if (inMessages && depth === 2 && t.name === 'startObject') fields = {};
        depth++;
        break;
      case 'endObject':
      case 'endArray':
        depth--;
        if (fields && depth === 2) return fields;
        if (inMessages && depth === 1) return undefined;
        break;
      case 'keyValue':
        key = t.value as string;
        break;
      default:
        if (fields && depth === 3 && key !== undefined) fields[key] = t.name === 'numberValue' ? Number(t.value) : t.value;
    }
  }
  return fields;
}

/** Names that name no chat ("result.json"): such a chat is titled "Telegram chat". */
const GENERIC_NAME = /^(result|messages?|chat|export|data)(_\d+)?$/i;

/** The title of a chat that names none (the minimal `{"messages": […]}` JSON): the file's name. */
function titleFromFileName(fileName: string | undefined): string {
  const base = (fileName ?? '').replace(/^.*[\\/]/, '').replace(/\.json$/i, '').trim();
  return base && !GENERIC_NAME.test(base) ? base : 'Telegram chat';
}

/**
 * A service entry as the system line WhatsApp's English export writes for the same action,
 * so both feed one group history (ask/tools/vocabulary.ts readSystemLine): who created the
 * group, renamed it to what, added or removed whom, who joined by link or left. Other
 * actions (a pinned message, a call, a photo changed) keep Telegram's own action name.
 */
export function serviceText(m: Record<string, unknown>): string {
  const actor = typeof m.actor === 'string' && m.actor ? m.actor : 'Deleted Account';
  const members = Array.isArray(m.members) ? m.members.filter((x): x is string => typeof x === 'string' && x.length > 0) : [];
  const title = typeof m.title === 'string' ? m.title.replace(/["“”]/g, '') : '';
  switch (m.action) {
    case 'create_group':
    case 'create_channel':
      if (title) return `${actor} created group "${title}"`;
      break;
    case 'edit_group_title':
      if (title) return `${actor} changed the group name to "${title}"`;
      break;
    case 'invite_members':
      if (members.length) return members.length === 1 && members[0] === actor ? `${actor} joined` : `${actor} added ${members.join(', ')}`;
      break;
    case 'remove_members':
      if (members.length) return members.length === 1 && members[0] === actor ? `${actor} left` : `${actor} removed ${members.join(', ')}`;
      break;
    case 'join_group_by_link':
    case 'join_group_by_request':
      return `${actor} joined using this group's invite link`;
  }
  const action = typeof m.action === 'string' ? m.action.replace(/_/g, ' ') : 'service message';
  const extra = [m.title, members.length ? members.join(', ') : undefined].filter((x) => typeof x === 'string' && x);
  const text = telegramText(m.text);
  return [typeof m.actor === 'string' ? m.actor : '', action, ...extra].filter(Boolean).join(' ') + (text ? `: ${text}` : '');
}

export interface TextFile {
  size: number;
  open(): Promise<AsyncIterable<Buffer>>;
}

/** Records per batch: small enough that the main thread takes one in a few milliseconds. */
const BATCH = 2000;

/** Unknown entry types named in the note; the rest are only counted. */
const SHOWN_TYPES = 5;
/** Contacts whose numbers are kept (more than any phone's address book), and authors whose ids are. */
const MAX_CONTACTS = 50_000;
const MAX_AUTHORS = 50_000;

/**
 * Telegram Desktop JSON: one chat, or the full export (`result.json`, `chats.list[]`), or the
 * minimal single chat some tools and older versions write (only `{"messages": […]}`: keyed by
 * its first message's id and date, titled by `fileName`).
 */
export async function* parseTelegram(file: TextFile, fileName?: string): AsyncGenerator<ImportBatch> {
  const chats = new Map<string, ChatState>();
  let chatCount = 0;
  /** The owner per `personal_information`: their name, their messages' `from_id`, their phone number. */
  let self: string | undefined;
  let selfId: string | undefined;
  let selfPhone: string | undefined;
  let records: ImportRecord[] = [];
  /** The contacts' numbers by Telegram user id ("user123") and by full name (null: two numbers for one name). */
  const phoneById = new Map<string, string>();
  const phoneByName = new Map<string, string | null>();
  /** Each author with their `from_id` (as first seen; undefined in exports without one). */
  const authorIds = new Map<string, string | undefined>();
  let done = 0;
  let messages = 0;
  const progress = () => ({ done: Math.min(done, file.size), total: file.size, unit: 'bytes' as const });

  let skipped = 0;
  /** Contacts with a number past MAX_CONTACTS; whether authors past MAX_AUTHORS were seen. */
  let contactsLeft = 0;
  let authorsLeft = false;
  /** The first few unknown entry types, as the note shows them (capped: the file names them, and may name millions). */
  const skippedTypes = new Set<string>();
  const announce = (state: ChatState, first?: Record<string, unknown>) => {
    if (state.announced) return;
    state.announced = true;
    const id = state.meta.id;
    const type = typeof state.meta.type === 'string' ? state.meta.type : '';
    // The minimal JSON (a root chat with messages only): keyed by its first message, as a re-export writes it again.
    const minimal = state.key === '' && id === undefined && state.meta.name === undefined && !type && first?.id !== undefined;
    const firstDate = first?.date_unixtime ?? first?.date;
    state.record = {
      kind: 'chat',
      chatKey: id !== undefined && id !== null ? String(id) : minimal ? `message-${String(first?.id)}-${String(firstDate)}` : state.key || 'chat',
      title:
        typeof state.meta.name === 'string' && state.meta.name
          ? state.meta.name
          : type === 'saved_messages'
            ? 'Saved Messages'
            : minimal
              ? titleFromFileName(fileName)
              : 'Telegram chat',
      isGroup: GROUP_TYPES.has(type),
      ...(self ? { self } : {}),
      ...(selfPhone ? { selfPhone } : {}),
    };
    records.push(state.record);
  };

  for await (const hits of streamJson(await file.open(), want, (n) => (done += n))) {
    for (const { path, value } of hits) {
      if (records.length >= BATCH) {
        yield { records, progress: progress() };
        records = [];
      }
      if (path.length === 1 && path[0] === 'personal_information') {
        // Telegram writes a person as "First Last" in `from`.
        const me = value as { first_name?: unknown; last_name?: unknown; user_id?: unknown; phone_number?: unknown } | null;
        const name = [me?.first_name, me?.last_name].filter((x) => typeof x === 'string' && x).join(' ');
        if (name) self = name;
        if (typeof me?.user_id === 'number' || (typeof me?.user_id === 'string' && me.user_id)) selfId = `user${me.user_id}`;
        if (typeof me?.phone_number === 'string' && /\d{6,}/.test(me.phone_number.replace(/\D/g, ''))) selfPhone = me.phone_number;
        continue;
      }
      if (path[0] === 'contacts') {
        const c = value as { first_name?: unknown; last_name?: unknown; user_id?: unknown; phone_number?: unknown } | null;
        const phone = typeof c?.phone_number === 'string' && /\d{6,}/.test(c.phone_number.replace(/\D/g, '')) ? c.phone_number : undefined;
        if (!phone) continue;
        // Capped, as a phone's contact list is: a file may list millions.
        if (phoneById.size >= MAX_CONTACTS || phoneByName.size >= MAX_CONTACTS) {
          contactsLeft++;
          continue;
        }
        if (typeof c?.user_id === 'number' || (typeof c?.user_id === 'string' && c.user_id)) phoneById.set(`user${c.user_id}`, phone);
        const name = [c?.first_name, c?.last_name].filter((x) => typeof x === 'string' && x).join(' ');
        if (name) phoneByName.set(name, phoneByName.has(name) && phoneByName.get(name) !== phone ? null : phone);
        continue;
      }
      const { chat, rest } = chatOf(path)!;
      let state = chats.get(chat);
      if (!state) {
        // A chat with no messages is announced when the next one starts, keeping file order;
        // a chat's entries are contiguous, so only the chat being read is kept (an export
        // may hold millions of chats: neither their states nor a walk over them per chat).
        for (const earlier of chats.values()) announce(earlier);
        chats.clear();
        chatCount++;
        state = { key: chat, meta: {}, announced: false };
        chats.set(chat, state);
      }
      if (rest.length === 1) {
        state.meta[rest[0] as string] = value;
        continue;
      }
      announce(state, value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined);
      const chatKey = state.record!.chatKey;
      const entry = (rest[1] as number) + 1;
      if (!value || typeof value !== 'object') {
        throw new ImportFormatError('Not a Telegram message: expected an object', `entry ${entry}`);
      }
      const m = value as Record<string, unknown>;
      const at = telegramTime(m);
      if (!at) throw new ImportFormatError('A Telegram message has no date', `entry ${entry}`);
      if (m.type === 'service') {
        records.push({ kind: 'event', chatKey, at, text: serviceText(m) });
        continue;
      }
      if (m.type !== 'message') {
        // No other kind is known; counted, never dropped silently.
        skipped++;
        if (skippedTypes.size < SHOWN_TYPES) skippedTypes.add(typeof m.type === 'string' ? m.type.slice(0, 40) : 'none');
        continue;
      }
      const author =
        typeof m.from === 'string' && m.from ? m.from : typeof m.from_id === 'string' || typeof m.from_id === 'number' ? String(m.from_id) : 'Deleted Account';
      // The owner's own messages (their user id) name them as their chats write them, which
      // may differ from the personal information's name: that spelling is the owner's. Never
      // the name a chat is titled with (a one-to-one chat is named after the other person).
      if (selfId && m.from_id === selfId && typeof m.from === 'string' && m.from && m.from !== self && m.from !== state.meta.name) {
        self = m.from;
        records.push({ ...state.record!, self });
      }
      // Capped: each author's ids are kept to the end, and a file may name millions of authors.
      if (!authorIds.get(author)) {
        if (authorIds.has(author) || authorIds.size < MAX_AUTHORS) authorIds.set(author, typeof m.from_id === 'string' && m.from_id ? m.from_id : undefined);
        else authorsLeft = true;
      }
      const text = telegramText(m.text);
      const media = mediaOf(m);
      records.push({ kind: 'message', chatKey, author, at, text, line: entry, ...(media ? { media } : {}) });
      messages++;
      const loc = m.location_information as { latitude?: unknown; longitude?: unknown } | undefined;
      if (loc && typeof loc.latitude === 'number' && typeof loc.longitude === 'number') {
        const label = [m.place_name, m.address].filter((x) => typeof x === 'string' && x).join(', ');
        records.push({ kind: 'place', lat: loc.latitude, lon: loc.longitude, at, via: 'message', chatKey, author, ...(label ? { label } : {}) });
      }
    }
  }
  // A chat without messages still names its participants' chat.
  for (const state of chats.values()) announce(state);
  // What the export says the authors are known by: their user id, and the number of the
  // contact with that user id (or, in older exports without one, exactly that full name).
  for (const [author, fromId] of authorIds) {
    if (fromId) records.push({ kind: 'identifier', author, type: 'telegram-id', value: fromId });
    const phone = (fromId && phoneById.get(fromId)) || phoneByName.get(author);
    if (phone) records.push({ kind: 'identifier', author, type: 'tel', value: phone });
  }
  if (chatCount === 0) {
    throw new ImportFormatError('Not a Telegram Desktop export: expected "messages" or "chats.list" in the JSON');
  }
  if (contactsLeft) {
    records.push({ kind: 'note', message: `${contactsLeft.toLocaleString('en-US')} contacts past the first ${MAX_CONTACTS.toLocaleString('en-US')} were not read for their numbers` });
  }
  if (authorsLeft) {
    records.push({ kind: 'note', message: `Telegram ids and numbers were kept for the first ${MAX_AUTHORS.toLocaleString('en-US')} authors only; the other authors' messages were read` });
  }
  if (skipped) {
    const types = [...skippedTypes].map((t) => `"${t}"`).join(', ');
    records.push({ kind: 'note', message: `${skipped} ${skipped === 1 ? 'entry' : 'entries'} of a type that is neither a message nor a service notice (${types}) skipped` });
  }
  yield { records, progress: { done: file.size, total: file.size, unit: 'bytes' }, expected: { messages } };
}
