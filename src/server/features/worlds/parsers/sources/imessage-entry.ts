/**
 * What imessage-exporter's TXT and HTML exports (github.com/ReagentX/imessage-exporter)
 * share: the time stamp ("May 17, 2022  5:29:42 PM", chrono's "%b %d, %Y %l:%M:%S %p" in
 * the Mac's local time, so a wall-clock time without offset), the owner written "Me", one
 * file per conversation named after its group name ("Family - 12", the name and the chat's
 * row id) or its participants ("+15558675309", "Alice, Bob"), and the rules that turn one
 * exported message into records.
 *
 * Threaded replies: every exporter release (txt.rs and html.rs since before 0.1.0) writes a
 * reply where it was sent (marked "This message responded to an earlier message.") and
 * again nested under the message it answers (indented in TXT, in <div class="replies"> in
 * HTML). The copies are read both and the second one dropped (ReplyCopies), because a reply
 * is found only nested when the export is cut by date (the nested replies are not filtered:
 * imessage-database's get_replies) and on the project's own example page, and only where sent
 * when the message it answers is outside the export. Tapbacks ("Loved by Me") and read receipts ("(Read by you after 1
 * minute)") are not messages and are not imported (a note counts the tapbacks). An edited
 * message counts once, with its last text; an unsent one, and announcements (renames,
 * joins, leaves, group photo changes), are events.
 */
import type { EventRecord, IdentifierRecord, ImportRecord, MessageRecord } from '../types';
import { mapsLocation } from '../whatsapp-markers';

const MONTHS: Record<string, string> = {
  Jan: '01',
  Feb: '02',
  Mar: '03',
  Apr: '04',
  May: '05',
  Jun: '06',
  Jul: '07',
  Aug: '08',
  Sep: '09',
  Oct: '10',
  Nov: '11',
  Dec: '12',
};

/** "May 17, 2022  5:29:42 PM" (the hour space-padded: two spaces before a one-digit hour). */
const STAMP = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2}), (\d{4}) {1,2}(\d{1,2}):(\d{2}):(\d{2}) ([AP]M)/;

/** A time stamp at the start of `line`: the local time and what follows it on the line. */
export function imessageStamp(line: string): { at: string; rest: string } | undefined {
  const m = STAMP.exec(line);
  if (!m) return undefined;
  let hour = Number(m[4]);
  if (hour > 12 || Number(m[2]) > 31) return undefined;
  if (m[7] === 'PM' && hour < 12) hour += 12;
  if (m[7] === 'AM' && hour === 12) hour = 0;
  const at = `${m[3]}-${MONTHS[m[1]!]}-${m[2]!.padStart(2, '0')}T${String(hour).padStart(2, '0')}:${m[5]}:${m[6]}`;
  return { at, rest: line.slice(m[0].length) };
}

/** " (Read by you after 1 minute, 3 seconds)": a read receipt after a message's time stamp. */
export const isReadReceipt = (rest: string) => rest.startsWith(' (Read by ') && rest.endsWith(')');

export interface IMessageEntry {
  at: string;
  author: string;
  /** 1-based line (TXT) or message index (HTML). */
  line: number;
  text: string;
  media?: string;
  /** A part of it was unsent ("You unsent this message part!", older "They deleted a message."). */
  unsent: boolean;
  /** Not a message but a notice in a message's place: "SharePlay Message Ended", "Started sharing location!". */
  notice?: string;
  /** Marked "This message was deleted from the conversation!" (moved to Recently Deleted: its text is still there). */
  deleted: boolean;
  tapbacks: number;
  /** Marked as answering an earlier message (the copy written where the reply was sent). */
  reply?: boolean;
  /** Threaded replies written nested under this message. */
  replies?: IMessageEntry[];
}

export interface IMessageTally {
  tapbacks: number;
  /** Second copies of threaded replies, dropped. */
  duplicates: number;
  unsent: number;
  notices: number;
  deleted: number;
  announcements: number;
}

export const newIMessageTally = (): IMessageTally => ({ tapbacks: 0, duplicates: 0, unsent: 0, notices: 0, deleted: 0, announcements: 0 });

/** Lines and spans that stand in for a notice rather than something a person sent. */
export const NOTICES = new Set(['Started sharing location!', 'Stopped sharing location!', 'Shared location!', 'SharePlay Message Ended']);

/** "You unsent this message part 3 seconds after sending!", "They unsent this message part!", older "You deleted a message.". */
export function isUnsentText(line: string): boolean {
  return line.includes(' unsent this message part') || line === 'You deleted a message.' || line === 'They deleted a message.';
}

/** "Sent with Confetti": a send effect, written after the message. */
export const isExpressive = (line: string) => /^Sent with [A-Z][A-Za-z ]{1,20}$/.test(line);

const IMAGE = new Set(['jpg', 'jpeg', 'png', 'gif', 'heic', 'heif', 'webp', 'tif', 'tiff', 'bmp']);
const VIDEO = new Set(['mov', 'mp4', 'm4v', '3gp', 'avi', 'webm']);
const AUDIO = new Set(['caf', 'm4a', 'mp3', 'aac', 'amr', 'wav', 'ogg', 'opus']);
const DOCUMENT = new Set(['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pages', 'numbers', 'key', 'txt', 'rtf', 'csv', 'zip', 'vcf', 'pkpass', 'ics', 'epub']);

/** The media kind of an attachment by its extension, or undefined when it has none we know. */
export function mediaOfPath(path: string): string | undefined {
  const dot = path.lastIndexOf('.');
  if (dot < 0 || path.length - dot > 8) return undefined;
  const ext = path.slice(dot + 1).toLowerCase();
  if (IMAGE.has(ext)) return 'image';
  if (VIDEO.has(ext)) return 'video';
  if (AUDIO.has(ext)) return 'audio';
  if (DOCUMENT.has(ext)) return 'document';
  return undefined;
}

/**
 * Whether a TXT body line is an attachment: the exporter writes its path (the original
 * "/Users/…/Library/Messages/Attachments/…/IMG_0001.HEIC" or "~/Library/…", the copy's
 * "attachments/12/IMG_0001.jpeg"), or only its file name when the file was missing.
 */
export function attachmentLine(line: string): string | undefined {
  const media = mediaOfPath(line);
  if (!media) return undefined;
  if (line.startsWith('/') || line.startsWith('~/') || line.startsWith('attachments/') || line.includes('/Attachments/')) return media;
  // A bare file name: one word, as iOS names attachments ("IMG_0001.HEIC", "Audio Message.caf").
  if (/^[\w-]+(?: [\w-]+)?\.[A-Za-z0-9]{2,5}$/.test(line)) return media;
  return undefined;
}

/** Coordinates in an Apple Maps link ("https://maps.apple.com/?ll=37.33,-122.03&q=…"), or a Google one. */
export function placeIn(text: string): { lat: number; lon: number } | undefined {
  const at = text.indexOf('maps.apple.com/');
  if (at >= 0) {
    const m = /[?&](?:ll|q|sll|address)=(-?\d{1,2}(?:\.\d+)?)(?:,|%2C)(-?\d{1,3}(?:\.\d+)?)/.exec(text.slice(at, at + 300));
    if (m) {
      const lat = Number(m[1]);
      const lon = Number(m[2]);
      if (Math.abs(lat) <= 90 && Math.abs(lon) <= 180) return { lat, lon };
    }
  }
  return mapsLocation(text);
}

/** A handle as a sender: a phone number or an email address (imessage-exporter writes those for contacts it cannot name). */
export function identifierOf(author: string): IdentifierRecord | undefined {
  if (/^\+?[0-9][0-9 ()-]{4,20}$/.test(author)) return { kind: 'identifier', author, type: 'tel', value: author.replace(/[ ()-]/g, '') };
  if (/^[^\s@]{1,64}@[^\s@]{1,255}\.[A-Za-z]{2,24}$/.test(author)) return { kind: 'identifier', author, type: 'email', value: author.toLowerCase() };
  return undefined;
}

/** How far behind the newest top-level message a remembered reply key is kept (local times may go back an hour at a DST change). */
const REPLY_WINDOW_MS = 24 * 3600 * 1000;

/**
 * Finds the second copy of a threaded reply in one conversation file. Only replies' keys
 * (time, sender, text, media) are kept: those of nested copies and of copies marked as
 * replies. A key is dropped when its other copy is found, and once the file's top-level
 * messages (written in time order) are a day past it, when no other copy can follow; so
 * the set holds the replies of threads still open, not the conversation.
 */
export class ReplyCopies {
  private readonly keys = new Map<string, number>();
  private latest = -Infinity;
  private pruneAt = 1024;

  /** How many keys are kept. */
  get size(): number {
    return this.keys.size;
  }

  /** Whether `e` repeats a reply already read; `nested` when it was written under the message it answers. */
  isCopy(e: IMessageEntry, nested: boolean): boolean {
    const ms = Date.parse(`${e.at}Z`);
    if (!nested && ms > this.latest) this.latest = ms;
    if (!this.keys.size && !nested && !e.reply) return false;
    const key = `${e.at}\u0000${e.author}\u0000${e.media ?? ''}\u0000${e.unsent ? 'u' : ''}\u0000${e.text}`;
    if (this.keys.delete(key)) return true;
    if (nested || e.reply) {
      this.keys.set(key, ms);
      if (this.keys.size >= this.pruneAt) this.prune();
    }
    return false;
  }

  private prune(): void {
    const before = this.latest - REPLY_WINDOW_MS;
    for (const [key, ms] of this.keys) if (ms < before) this.keys.delete(key);
    this.pruneAt = Math.max(1024, this.keys.size * 2);
  }
}

/**
 * Turns a conversation file's exported messages into records: each message and its nested
 * replies, after it, in file order, a reply's second copy left out.
 */
export function createIMessageEmitter(chatKey: string, tally: IMessageTally) {
  const seen = new Set<string>();
  const copies = new ReplyCopies();
  const emit = (e: IMessageEntry, nested: boolean, out: ImportRecord[]): void => {
    if (copies.isCopy(e, nested)) tally.duplicates++;
    else imessageRecords(e, chatKey, tally, seen, out);
    for (const r of e.replies ?? []) emit(r, true, out);
  };
  return emit;
}

/** Emits one exported message's records: a message (maybe with a place), or an event. */
export function imessageRecords(e: IMessageEntry, chatKey: string, tally: IMessageTally, seen: Set<string>, out: ImportRecord[]): void {
  tally.tapbacks += e.tapbacks;
  if (e.deleted) tally.deleted++;
  if (!seen.has(e.author)) {
    seen.add(e.author);
    const id = identifierOf(e.author);
    if (id) out.push(id);
  }
  if (!e.text && !e.media) {
    let text: string;
    if (e.unsent) {
      tally.unsent++;
      text = `${e.author}: unsent a message`;
    } else {
      tally.notices++;
      text = `${e.author}: ${e.notice ?? '(a message without text or attachment)'}`;
    }
    out.push({ kind: 'event', chatKey, at: e.at, text } satisfies EventRecord);
    return;
  }
  if (e.unsent) tally.unsent++;
  const message: MessageRecord = { kind: 'message', chatKey, author: e.author, at: e.at, text: e.text, line: e.line };
  if (e.media) message.media = e.media;
  out.push(message);
  const place = e.text ? placeIn(e.text) : undefined;
  if (place) out.push({ kind: 'place', ...place, at: e.at, via: 'message', chatKey, author: e.author });
}

/** An announcement ("May 17, 2022  5:29:42 PM You renamed the conversation to Family") as an event. */
export function announcementRecord(at: string, text: string, chatKey: string, tally: IMessageTally): EventRecord {
  tally.announcements++;
  return { kind: 'event', chatKey, at, text };
}

export function imessageNotes(t: IMessageTally): string[] {
  const notes: string[] = [];
  if (t.tapbacks) notes.push(`${t.tapbacks} tapback(s) not imported: a tapback is a reaction, not a message`);
  if (t.duplicates) {
    const d = t.duplicates;
    notes.push(
      `${d} duplicate cop${d === 1 ? 'y' : 'ies'} of threaded replies skipped: the exporter writes a reply under the message it answers and again where it was sent; each reply was read once`,
    );
  }
  if (t.unsent) notes.push(`${t.unsent} unsent message(s) or message part(s): kept as events when nothing of the message is left`);
  if (t.notices) notes.push(`${t.notices} notice(s) in a message's place (SharePlay, location sharing started or stopped, empty messages) kept as events`);
  if (t.deleted) notes.push(`${t.deleted} message(s) marked "deleted from the conversation" (still in Recently Deleted, with their text) kept as messages`);
  if (t.announcements) notes.push(`${t.announcements} announcement(s) (renames, people added or leaving, group photo changes) kept as events`);
  return notes;
}

/**
 * The conversation a file holds, from its name: "Family Chat - 12.html" is the group
 * "Family Chat" (row id 12); "Alice, +15558675309.txt" a group of its participants (the
 * exporter ends a long list "… and 4 others"); "+15558675309.txt" one person.
 * "orphaned" holds messages of no conversation.
 */
export function imessageChat(fileName: string): { chatKey: string; title: string; isGroup: boolean } {
  const stem = fileName.replace(/^.*[\\/]/, '').replace(/\.(?:txt|html?)$/i, '');
  if (stem === 'orphaned') return { chatKey: 'imessage:orphaned', title: 'Messages without a conversation', isGroup: false };
  const named = / - \d+$/.exec(stem);
  if (named) return { chatKey: `imessage:${stem}`, title: stem.slice(0, named.index), isGroup: true };
  return { chatKey: `imessage:${stem}`, title: stem, isGroup: stem.includes(', ') || / and \d+ others$/.test(stem) };
}

/**
 * Whether a text's start is an imessage-exporter TXT: it starts with a time stamp line
 * (alone, with a read receipt, or an announcement), and each message's time stamp line
 * (one after a blank line) is followed by a sender line (all but one in fifty).
 */
export function looksLikeIMessageTxt(head: string): boolean {
  const lines = head.split('\n').map((l) => l.replace(/\r$/, ''));
  let i = 0;
  while (i < lines.length && lines[i] === '') i++;
  if (i >= lines.length) return false;
  const first = imessageStamp(lines[i]!);
  if (!first) return false;
  let messages = 0;
  let bad = 0;
  let blank = true;
  // Leave out the last line: the head may cut it.
  for (; i < lines.length - 1; i++) {
    const line = lines[i]!;
    const s = blank ? imessageStamp(line) : undefined;
    if (s && (s.rest === '' || isReadReceipt(s.rest))) {
      messages++;
      if (i + 1 < lines.length - 1 && (lines[i + 1] === '' || imessageStamp(lines[i + 1]!))) bad++;
    }
    blank = line === '';
  }
  // A message's text may hold a line like a time stamp: a few such lines are let pass.
  return (messages > 0 || first.rest.length > 0) && bad <= messages / 50;
}

/** Whether a text's start is an imessage-exporter HTML page. */
export function looksLikeIMessageHtml(head: string): boolean {
  if (!/^\s*<html>/i.test(head)) return false;
  const css = head.includes('.message .sent.iMessage');
  const markup = head.includes('<span class="timestamp">') && (head.includes('<span class="sender">') || head.includes('<div class ="announcement">'));
  return markup || (css && head.includes('<meta charset="UTF-8">'));
}
