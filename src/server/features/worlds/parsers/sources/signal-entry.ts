/**
 * One message of a signal-export chat (github.com/carderne/signal-export), read from either
 * of the two files it writes per chat: `chat.md` (older versions: `index.md`) and `data.json`
 * (JSON lines, one `Message` per line). Both are read into the same `SignalEntry`, so the
 * same chat imported from either file gives the same records (and de-duplicates).
 *
 * The markdown writer (models.Message.to_md) writes, per message:
 *
 *   [YYYY-MM-DD HH:MM:SS] Sender: {quote}{body}  ↵
 *
 * where the body always ends with two spaces (a markdown line break), a quote is
 * "\n\n> line\n> line\n\n" before the body, reactions follow on their own line as
 * "(- Name: 👍, Name: ❤ -)", a sticker as "[label](../exported_stickers/…)  " or
 * "\n(( label ))", and each attachment is appended as "![name](./media/name)  " (images)
 * or "[name](./media/name)  ", or "(media not exported)  " when it was not copied. A
 * deleted message is "(This message was deleted)"; calls are the body "Incoming voice call
 * (accepted, 2m 3s)", "Missed video call"…; versions since 2024 put a blank line after
 * every message. Versions before 2024 wrote "[YYYY-MM-DD HH:MM]" (early ones
 * "[YYYY-MM-DD, HH:MM]"). The exporting user is always "Me". Times are the computer's
 * local wall-clock time, without an offset.
 */
import type { EventRecord, ImportRecord, MessageRecord } from '../types';

export interface SignalAttachment {
  name: string;
  path: string;
}

export interface SignalEntry {
  at: string;
  author: string;
  line: number;
  body: string;
  /** The quoted message as the file shows it ("> line\n> line"), or ''. */
  quote: string;
  attachments: SignalAttachment[];
  /** Attachments the export left out ("(media not exported)"). */
  missing: number;
  /** A sticker's label (its emoji, or "sticker"). */
  sticker?: string;
  deleted: boolean;
  call: boolean;
  reactions: number;
}

/** `[2024-03-19 12:00:00] ` (or without seconds, or with a comma after the date): the date and time. */
export const SIGNAL_HEADER = /^\[(\d{4}-\d{2}-\d{2}),? (\d{2}:\d{2})(:\d{2})?\] /;

/** The header of signal-export's 2019–2021 versions: a comma after the date, no seconds. */
const EARLY_HEADER = /^\[\d{4}-\d{2}-\d{2}, \d{2}:\d{2}\] /;

export const DELETED_TEXT = '(This message was deleted)';

/** The call lines signal-export writes in place of a body (create._format_call). */
const CALL = /^(?:Incoming|Outgoing|Missed) (?:voice |video )?call(?: \([^()\n]*\))?$/;

const REACTIONS = /^\(- .* -\)$/;
const STICKER_LINE = /^\(\( (.*) \)\)$/;
const NOT_EXPORTED = ['(media not exported)', '(attachment not exported)'];

/** The header of a message line: its local time and the rest of the line (sender, body). */
export function signalHeader(line: string): { at: string; rest: string } | undefined {
  const m = SIGNAL_HEADER.exec(line);
  if (!m) return undefined;
  return { at: `${m[1]}T${m[2]}${m[3] ?? ':00'}`, rest: line.slice(m[0].length) };
}

/** Splits "Sender: body" at the first ": " (a body-less line ends "Sender: " or "Sender:"). */
export function splitSender(rest: string): { author: string; first: string } | undefined {
  const i = rest.indexOf(': ');
  if (i > 0) return { author: rest.slice(0, i), first: rest.slice(i + 2) };
  if (rest.endsWith(':') && rest.length > 1) return { author: rest.slice(0, -1), first: '' };
  return undefined;
}

const IMAGE = new Set(['png', 'jpg', 'jpeg', 'gif', 'tif', 'tiff', 'webp', 'apng', 'svg', 'heic', 'heif', 'bmp']);
const VIDEO = new Set(['mp4', 'mov', 'mkv', 'mpeg', 'webm', 'qt', 'm4v', '3gp', 'avi']);
const AUDIO = new Set(['m4a', 'aac', 'mp3', 'ogg', 'opus', 'wav', 'flac', 'amr']);
const DOCUMENT = new Set(['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'txt', 'rtf', 'csv', 'zip', 'epub', 'pages', 'key', 'numbers']);

/** The media kind of an attachment, by its file name's extension. */
export function mediaOfName(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  if (IMAGE.has(ext)) return 'image';
  if (VIDEO.has(ext)) return 'video';
  if (AUDIO.has(ext)) return 'audio';
  if (DOCUMENT.has(ext)) return 'document';
  return 'other';
}

/**
 * The link at the end of `s` ("![name](./media/name)" or "[label](../exported_stickers/…)"),
 * found from the end without a regex: where it starts, its name, path and whether it is an
 * image ("!").
 */
function trailingLink(s: string): { start: number; name: string; path: string } | undefined {
  if (!s.endsWith(')')) return undefined;
  const open = s.lastIndexOf('](');
  if (open < 0) return undefined;
  const path = s.slice(open + 2, -1);
  if (path.includes(')') || path.includes(' ')) return undefined;
  let nameStart: number;
  if (path.startsWith('./') && !path.startsWith('./..')) {
    // "./media/name" (2019–2022 versions: "./Chat name/name"). signal-export (every version
    // since 2019: create.create_message) writes the name as it is and the path with each
    // whitespace as "%20": the name is as long as the path's file part with "%20" counted
    // as one character, so a name holding "[" or "]" is still found whole. A name written
    // encoded like its path ("[Voice%20note.m4a](./media/Voice%20note.m4a)": other tools,
    // hand edits) is as long as the file part itself.
    const file = path.slice(path.lastIndexOf('/') + 1);
    const decoded = file.split('%20').join(' ').length;
    nameStart = [decoded, file.length].map((length) => open - length - 1).find((at) => at >= 0 && s[at] === '[') ?? -1;
    if (nameStart < 0) return undefined;
  } else if (path.startsWith('../exported_stickers/')) {
    nameStart = s.lastIndexOf('[', open);
    if (nameStart < 0) return undefined;
  } else return undefined;
  const start = nameStart > 0 && s[nameStart - 1] === '!' ? nameStart - 1 : nameStart;
  return { start, name: s.slice(nameStart + 1, open), path };
}

/**
 * Reads one markdown message: `first` is the header line after "Sender: ", `more` the
 * lines up to the next header (blank separators included).
 */
export function entryFromMarkdown(at: string, author: string, line: number, first: string, more: string[]): SignalEntry {
  const lines = [first, ...more];
  while (lines.length > 1 && lines[lines.length - 1]!.trim() === '') lines.pop();
  const entry: SignalEntry = { at, author, line, body: '', quote: '', attachments: [], missing: 0, deleted: false, call: false, reactions: 0 };
  if (lines.length === 1 && lines[0]!.trim() === DELETED_TEXT) {
    entry.deleted = true;
    return entry;
  }
  // Attachments and an inline sticker, appended to the last line, each ending in two spaces.
  let last = lines[lines.length - 1]!;
  const found: SignalAttachment[] = [];
  for (;;) {
    if (!last.endsWith('  ')) break;
    const t = last.slice(0, -2);
    const missing = NOT_EXPORTED.find((m) => t.endsWith(m));
    if (missing) {
      entry.missing++;
      last = t.slice(0, -missing.length);
      continue;
    }
    const link = trailingLink(t);
    if (!link) break;
    if (link.path.startsWith('../exported_stickers/')) entry.sticker = link.name || 'sticker';
    else found.push({ name: link.name, path: link.path });
    last = t.slice(0, link.start);
  }
  entry.attachments = found.reverse();
  lines[lines.length - 1] = last;
  // "(( label ))": a sticker whose image was not exported; then the reactions line.
  if (lines.length > 1) {
    const sticker = STICKER_LINE.exec(lines[lines.length - 1]!);
    if (sticker) {
      entry.sticker = sticker[1] || 'sticker';
      lines.pop();
    }
  }
  if (lines.length > 1 && REACTIONS.test(lines[lines.length - 1]!)) {
    entry.reactions = countReactions(lines.pop()!);
  }
  // A quote: the header line ends after "Sender: ", a blank line, "> " lines, a blank line.
  let from = 0;
  if (lines[0] === '' && lines[1] === '' && lines[2]?.startsWith('>')) {
    let end = 2;
    while (end < lines.length && lines[end]!.startsWith('>')) end++;
    entry.quote = lines.slice(2, end).join('\n');
    from = end < lines.length && lines[end] === '' ? end + 1 : end;
  }
  entry.body = stripBreak(lines.slice(from).join('\n'));
  if (!entry.quote && !entry.attachments.length && !entry.sticker && !entry.missing && CALL.test(entry.body)) entry.call = true;
  if (!entry.quote && !entry.attachments.length && entry.body === DELETED_TEXT) entry.deleted = true;
  return entry;
}

/** "(- Alice: 👍, Me: ❤ -)": how many reactions. */
function countReactions(line: string): number {
  return line.slice(3, -3).split(', ').length;
}

/** The body without the two spaces signal-export appends to it (a markdown line break). */
function stripBreak(body: string): string {
  return body.endsWith('  ') ? body.slice(0, -2) : body;
}

/** The quote without the blank lines signal-export puts around it ("\n\n> text\n\n"). */
function trimLineBreaks(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && s[start] === '\n') start++;
  while (end > start && s[end - 1] === '\n') end--;
  return s.slice(start, end);
}

/** A JSON time ("2024-03-19T12:00:00.123000", maybe with an offset) to seconds precision, as the markdown has it. */
const JSON_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(?:\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})?$/;

function jsonTime(date: string): string | undefined {
  const m = JSON_TIME.exec(date);
  if (!m) return undefined;
  const local = m[1]!.length === 16 ? `${m[1]}:00` : m[1]!;
  return local + (m[2] ?? '');
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a parsed JSON value is a signal-export message (models.Message.dict). */
export function isSignalJsonMessage(v: unknown): v is Record<string, unknown> {
  return isRecord(v) && typeof v.date === 'string' && typeof v.sender === 'string' && typeof v.body === 'string' && Array.isArray(v.attachments) && Array.isArray(v.reactions);
}

/** Reads one `data.json` message, or undefined when it is not one. */
export function entryFromJson(v: unknown, line: number): SignalEntry | undefined {
  if (!isSignalJsonMessage(v)) return undefined;
  const at = jsonTime(v.date as string);
  if (!at) return undefined;
  const entry: SignalEntry = {
    at,
    author: v.sender as string,
    line,
    body: stripBreak(v.body as string),
    quote: typeof v.quote === 'string' ? trimLineBreaks(v.quote) : '',
    attachments: [],
    missing: 0,
    deleted: v.deleted === true,
    call: v.call === true,
    reactions: (v.reactions as unknown[]).length,
  };
  for (const a of v.attachments as unknown[]) {
    if (!isRecord(a)) continue;
    if (typeof a.missing_kind === 'string' && a.missing_kind) entry.missing++;
    else entry.attachments.push({ name: typeof a.name === 'string' ? a.name : '', path: typeof a.path === 'string' ? a.path : '' });
  }
  // Older versions kept a sticker as its emoji (a string), newer ones as an object.
  if (typeof v.sticker === 'string' && v.sticker) entry.sticker = v.sticker;
  else if (isRecord(v.sticker)) entry.sticker = (typeof v.sticker.emoji === 'string' && v.sticker.emoji) || 'sticker';
  // An export merged with an older one (--old) loses the flags: the text still tells.
  if (!entry.quote && !entry.attachments.length && !entry.sticker && !entry.missing) {
    if (entry.body === DELETED_TEXT) entry.deleted = true;
    if (CALL.test(entry.body)) entry.call = true;
  }
  return entry;
}

/** What a file's entries held besides messages, for the import's notes. */
export interface SignalTally {
  deleted: number;
  calls: number;
  notices: number;
  reactions: number;
  /** Messages whose text was cut to TEXT_CAP. */
  cut: number;
}

export const newTally = (): SignalTally => ({ deleted: 0, calls: 0, notices: 0, reactions: 0, cut: 0 });

/**
 * The most text kept of one message, in UTF-16 code units (64 KB of ASCII). A hostile or
 * broken chat.md can hold one "message" of millions of lines; the rest is cut (a note
 * counts them). The markdown reader keeps at least this much of a message's lines, so the
 * cut text is the same from chat.md and data.json and the two de-duplicate.
 */
export const TEXT_CAP = 65_536;

/** `text` cut to TEXT_CAP, never between the two halves of a surrogate pair. */
function capText(text: string): string {
  if (text.length <= TEXT_CAP) return text;
  const high = text.charCodeAt(TEXT_CAP - 1);
  return text.slice(0, high >= 0xd800 && high <= 0xdbff ? TEXT_CAP - 1 : TEXT_CAP);
}

/** The records of one entry: a message (with its media) or an event. */
export function entryRecords(e: SignalEntry, chatKey: string, tally: SignalTally, out: ImportRecord[]): void {
  tally.reactions += e.reactions;
  if (e.deleted) {
    tally.deleted++;
    out.push({ kind: 'event', chatKey, at: e.at, text: `${e.author}: ${DELETED_TEXT}` } satisfies EventRecord);
    return;
  }
  if (e.call) {
    tally.calls++;
    out.push({ kind: 'event', chatKey, at: e.at, text: `${e.author}: ${e.body}` } satisfies EventRecord);
    return;
  }
  const names = e.attachments.map((a) => a.name).filter(Boolean);
  let text = e.body;
  if (!text && names.length) text = names.join(', ');
  if (!text && e.sticker) text = e.sticker;
  if (e.quote) text = text ? `${e.quote}\n\n${text}` : e.quote;
  const media = e.attachments.length ? mediaOfName(e.attachments[0]!.name || e.attachments[0]!.path) : e.sticker ? 'sticker' : e.missing ? 'other' : undefined;
  if (!text && !media) {
    // Group changes, timer and safety-number notices: signal-export writes them as a sender with no body.
    tally.notices++;
    out.push({ kind: 'event', chatKey, at: e.at, text: `${e.author}: (a notice without text: a group, timer or safety-number change)` } satisfies EventRecord);
    return;
  }
  if (text.length > TEXT_CAP) {
    tally.cut++;
    text = capText(text);
  }
  const message: MessageRecord = { kind: 'message', chatKey, author: e.author, at: e.at, text, line: e.line };
  if (media) message.media = media;
  out.push(message);
}

/** The notes for what a file's entries held besides messages. */
export function tallyNotes(t: SignalTally): string[] {
  const notes: string[] = [];
  if (t.deleted) notes.push(`${t.deleted} deleted message(s) kept as events`);
  if (t.calls) notes.push(`${t.calls} call(s) kept as events, not messages`);
  if (t.notices) notes.push(`${t.notices} entr${t.notices === 1 ? 'y' : 'ies'} without text or attachment (group, timer or safety-number changes) kept as events`);
  if (t.reactions) notes.push(`${t.reactions} reaction(s) not imported: a reaction is not a message`);
  if (t.cut) notes.push(`${t.cut.toLocaleString('en-US')} message(s) longer than ${TEXT_CAP.toLocaleString('en-US')} characters cut to their first ${TEXT_CAP.toLocaleString('en-US')}`);
  return notes;
}

/**
 * Whether a text's start is signal-export markdown. Its header layout is also a WhatsApp
 * one ("[2019-05-29 15:04:12] Name: text" on Swedish phones), so the header alone does
 * not tell: every body signal-export writes ends with two spaces (a markdown line break),
 * or is a reactions or sticker line or the deleted marker. WhatsApp never writes that.
 * A header must come within the first lines, and 90 % of the messages seen (the last one may be
 * cut: it is left out when there are others) must end that way.
 */
export function looksLikeSignalMarkdown(head: string): boolean {
  const lines = head.split('\n');
  // A header within the first few lines (a file someone opened and typed a line into still counts).
  let i = 0;
  while (i < Math.min(lines.length, 6) && !signalHeader(lines[i]!.replace(/\r$/, ''))) i++;
  if (i >= Math.min(lines.length, 6)) return false;
  const ends: boolean[] = [];
  let early = 0;
  let current: string[] | undefined;
  const close = () => {
    if (!current) return;
    while (current.length > 1 && current[current.length - 1]!.trim() === '') current.pop();
    const last = current[current.length - 1]!;
    ends.push(last.endsWith('  ') || REACTIONS.test(last) || STICKER_LINE.test(last) || (current.length === 1 && last.trimEnd() === DELETED_TEXT));
  };
  for (; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    const h = signalHeader(line);
    const split = h && splitSender(h.rest);
    if (split) {
      close();
      if (EARLY_HEADER.test(line)) early++;
      current = [split.first];
    } else current?.push(line);
  }
  close();
  // "[2019-05-29, 15:04]" on every header: signal-export's 2019–2021 layout, which no
  // WhatsApp phone writes (iOS brackets hold seconds; the bracketed ISO layouts have no comma).
  if (ends.length > 0 && early === ends.length) return true;
  const checked = ends.length > 1 ? ends.slice(0, -1) : ends;
  const good = checked.filter(Boolean).length;
  return checked.length > 0 && good >= checked.length * 0.9;
}

/** Whether a text's start is signal-export's `data.json`: JSON lines, one of its messages per line. */
export function looksLikeSignalJson(head: string): boolean {
  const start = head.trimStart();
  if (!start.startsWith('{"date"')) return false;
  const end = start.indexOf('\n');
  try {
    return isSignalJsonMessage(JSON.parse(end < 0 ? start : start.slice(0, end)));
  } catch {
    return false;
  }
}
