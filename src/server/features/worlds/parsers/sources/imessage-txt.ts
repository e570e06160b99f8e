/**
 * imessage-exporter's TXT export (exporters/txt.rs), streamed line by line. A message:
 *
 *   May 17, 2022  5:29:42 PM (Read by you after 1 minute)
 *   +15558675309
 *   [This message was deleted from the conversation!]
 *   text, attachment paths, app previews…  (one line per part; text may span lines)
 *   [Sent with Confetti]
 *   [Tapbacks: (older: Reactions:) / Loved by Me / (blank)]
 *   [    threaded replies, indented four spaces, each followed by a blank line: read, and
 *    their copy where sent dropped (see imessage-entry.ts)]
 *   [This message responded to an earlier message.]
 *   (blank)
 *
 * An announcement is one line: "May 17, 2022  5:29:42 PM You renamed the conversation to X".
 * An edited part is its history: "May 17, 2022  5:29:42 PM first text", then
 * "Edited 9 seconds later: new text" per edit. A message starts at a time stamp line at the
 * start of the file or after a blank line.
 */
import { readLines } from '../line-reader';
import type { ImportRecord } from '../types';
import type { IMessageEntry, IMessageTally } from './imessage-entry';
import { announcementRecord, attachmentLine, createIMessageEmitter, imessageStamp, isExpressive, isReadReceipt, isUnsentText, NOTICES } from './imessage-entry';

/** The mark of a reply's copy where it was sent (the first releases wrote "This message is a reply."). */
const REPLY_NOTES = new Set(['This message responded to an earlier message.', 'This message is a reply.']);

/** A nested reply's line without its four-space indent (older releases indent only a part's first line). */
const unindent = (line: string) => (line.startsWith('    ') ? line.slice(4) : line);
const DELETED_NOTE = 'This message was deleted from the conversation!';

/** The text of "Edited 9 seconds later: new text", or undefined. */
function editedText(line: string): string | undefined {
  if (!line.startsWith('Edited ')) return undefined;
  const at = line.indexOf(' later: ');
  if (at < 0 || at > 80) return undefined;
  return line.slice(at + ' later: '.length);
}

/** "5:29:42 PM " (newer versions: the time of the first version of an edited part). */
const TIME_PREFIX = /^\d{1,2}:\d{2}:\d{2} [AP]M /;

/**
 * The first version's text when `line` starts an edited part's history: its time (older
 * versions the whole time stamp, newer ones the time of day) and text, followed by an
 * "Edited … later: " line.
 */
function editStart(line: string, next: string | undefined): string | undefined {
  if (next === undefined || editedText(next) === undefined) return undefined;
  const stamp = imessageStamp(line);
  if (stamp && stamp.rest.startsWith(' ')) return stamp.rest.slice(1);
  const time = TIME_PREFIX.exec(line);
  return time ? line.slice(time[0].length) : undefined;
}

/** Reads one message's lines after its time stamp line (the sender first); `line` is the stamp line's number. */
export function txtEntry(at: string, line: number, lines: string[]): IMessageEntry | undefined {
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  if (!lines.length) return undefined;
  const entry: IMessageEntry = { at, author: lines[0]!, line, text: '', unsent: false, deleted: false, tapbacks: 0 };
  const text: string[] = [];
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i]!;
    const replyStamp = l.startsWith('    ') ? imessageStamp(l.slice(4)) : undefined;
    if (replyStamp) {
      // A threaded reply nested under this message. Newer versions indent all its lines;
      // older ones only the first line of each part, up to a blank line.
      const start = i;
      while (i + 1 < lines.length && lines[i + 1] !== '') i++;
      while (i + 1 < lines.length && (lines[i + 1] === '' || (lines[i + 1]!.startsWith('    ') && !imessageStamp(lines[i + 1]!.slice(4))))) i++;
      const reply = txtEntry(replyStamp.at, line + start + 1, lines.slice(start + 1, i + 1).map(unindent));
      if (reply) (entry.replies ??= []).push(reply);
      continue;
    }
    if (l === 'Tapbacks:' || l === 'Reactions:') {
      // Newer versions indent each tapback four spaces; older ones end the list with a blank line.
      const indented = lines[i + 1]?.startsWith('    ') ?? false;
      while (i + 1 < lines.length) {
        const next = lines[i + 1]!;
        if (next === '') {
          if (!indented) i++;
          break;
        }
        if (indented ? !next.startsWith('    ') || imessageStamp(next.slice(4)) : false) break;
        entry.tapbacks++;
        i++;
      }
      continue;
    }
    if (REPLY_NOTES.has(l)) {
      entry.reply = true;
      continue;
    }
    if (isExpressive(l)) continue;
    if (l === DELETED_NOTE) {
      entry.deleted = true;
      continue;
    }
    if (l === 'Attachment missing!' || l === 'Attachment does not exist!') {
      entry.media ??= 'other';
      continue;
    }
    if (l.startsWith('Sticker from ')) {
      entry.media ??= 'sticker';
      continue;
    }
    if (isUnsentText(l)) {
      entry.unsent = true;
      continue;
    }
    if (l === 'SharePlay Message' && lines[i + 1] === 'Ended') {
      entry.notice = 'SharePlay Message Ended';
      i++;
      continue;
    }
    if (NOTICES.has(l)) {
      entry.notice = l;
      continue;
    }
    const edit = editStart(l, lines[i + 1]);
    if (edit !== undefined) {
      // An edited part's history: the last version is its text.
      let last = edit;
      while (i + 1 < lines.length) {
        const next = editedText(lines[i + 1]!);
        if (next === undefined) break;
        last = next;
        i++;
      }
      text.push(last);
      continue;
    }
    const media = attachmentLine(l);
    if (media) {
      entry.media ??= media;
      continue;
    }
    text.push(l);
  }
  while (text.length && text[text.length - 1] === '') text.pop();
  entry.text = text.join('\n');
  return entry;
}

/**
 * Most characters of lines kept for one message (its text is at most this long, as the
 * Signal and WhatsApp readers cut theirs): past it lines are dropped and `cut` hears them, so
 * a message of endless lines cannot grow past the worker's heap.
 */
export const MAX_ENTRY_CHARS = 65_536;

/**
 * Reads a TXT export's records, a chunk's worth at a time; `skipped` hears lines before the
 * first message, `cut` each line dropped past MAX_ENTRY_CHARS (`first`: the first of its message).
 */
export async function* readIMessageTxt(
  chunks: AsyncIterable<Buffer>,
  chatKey: string,
  tally: IMessageTally,
  onBytes: (n: number) => void,
  skipped: (line: number) => void,
  cut: (line: number, first: boolean) => void = () => {},
): AsyncGenerator<ImportRecord[]> {
  const emit = createIMessageEmitter(chatKey, tally);
  let pending: { at: string; line: number; lines: string[]; chars: number; cut: boolean } | undefined;
  let blank = true;
  let lineNo = 0;
  const flush = (out: ImportRecord[]) => {
    if (!pending) return;
    const entry = txtEntry(pending.at, pending.line, pending.lines);
    if (entry) emit(entry, false, out);
    else skipped(pending.line);
    pending = undefined;
  };
  for await (const lines of readLines(chunks, onBytes)) {
    const out: ImportRecord[] = [];
    for (const line of lines) {
      lineNo++;
      const stamp = blank && line.length > 20 ? imessageStamp(line) : undefined;
      blank = line === '';
      if (stamp && (stamp.rest === '' || isReadReceipt(stamp.rest))) {
        flush(out);
        pending = { at: stamp.at, line: lineNo, lines: [], chars: 0, cut: false };
      } else if (stamp) {
        flush(out);
        out.push(announcementRecord(stamp.at, stamp.rest.trim(), chatKey, tally));
      } else if (pending) {
        if (pending.chars + line.length <= MAX_ENTRY_CHARS) {
          pending.lines.push(line);
          pending.chars += line.length + 1;
        } else {
          cut(lineNo, !pending.cut);
          if (!pending.cut && pending.chars < MAX_ENTRY_CHARS) pending.lines.push(line.slice(0, MAX_ENTRY_CHARS - pending.chars));
          pending.chars = MAX_ENTRY_CHARS;
          pending.cut = true;
        }
      }
      else if (line !== '') skipped(lineNo);
    }
    yield out;
  }
  const out: ImportRecord[] = [];
  flush(out);
  yield out;
}
