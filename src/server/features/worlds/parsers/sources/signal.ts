/**
 * Signal chats as signal-export (github.com/carderne/signal-export) writes them: one folder
 * per chat, named after the contact or group, holding `chat.md` (older versions
 * `index.md`), `data.json` (JSON lines) and `index.html`. Read: one `chat.md` or
 * `data.json` on its own, or a zip of the output folder (every chat in it; per chat
 * `data.json` when present, as its flags are exact, else the markdown). The message layout
 * is in signal-entry.ts. Reactions are not imported (a note counts them); quotes are kept
 * in the message text ("> quoted\n\nreply"); attachments flag the message's media.
 */
import { entryHeadText, fileHeadText, isZipFile } from '../file-head';
import fs from 'node:fs';
import { readLines } from '../line-reader';
import type { ReaderOptions, SourceReader } from '../source-reader';
import type { ChatRecord, ImportBatch, ImportRecord } from '../types';
import { ImportFormatError } from '../types';
import { conversationKey, isGenericChatTitle, titleFromPeople } from '../whatsapp-generic-chat';
import type { ZipArchive, ZipEntry } from '../zip';
import { openZip } from '../zip';
import type { SignalEntry, SignalTally } from './signal-entry';
import { entryFromJson, entryFromMarkdown, entryRecords, looksLikeSignalJson, looksLikeSignalMarkdown, newTally, signalHeader, splitSender, tallyNotes, TEXT_CAP } from './signal-entry';

const BATCH = 2000;
const CHUNK = 1024 * 1024;
const HEAD = 64 * 1024;
/** Authors a survey keeps (for the title and the group flag), as WhatsApp's survey: a hostile file cannot grow the map without bound. */
const MAX_SPEAKERS = 10_000;
/**
 * Lines of a message past TEXT_CAP that are still kept, the last ones: its attachments,
 * reactions and sticker are written on its last lines (and a blank line follows it).
 */
const TAIL_LINES = 3;

type Layout = 'markdown' | 'json';

interface Input {
  /** Where the file is, for notes: "Alice/chat.md", or the uploaded name. */
  name: string;
  size: number;
  open(): Promise<AsyncIterable<Buffer>>;
}

/** Lines a file held that are no message, as a range for the note. */
interface Skipped {
  count: number;
  first: number;
  last: number;
}

function layoutOf(head: string): Layout | undefined {
  if (looksLikeSignalJson(head)) return 'json';
  if (looksLikeSignalMarkdown(head)) return 'markdown';
  return undefined;
}

/** The entries of one file, a chunk's worth at a time, in file order. */
async function* readEntries(input: Input, layout: Layout, skipped: Skipped, onBytes?: (n: number) => void): AsyncGenerator<SignalEntry[]> {
  const skip = (lineNo: number) => {
    if (!skipped.count) skipped.first = lineNo;
    skipped.count++;
    skipped.last = lineNo;
  };
  let lineNo = 0;
  if (layout === 'json') {
    for await (const lines of readLines(await input.open(), onBytes)) {
      const out: SignalEntry[] = [];
      for (const line of lines) {
        lineNo++;
        if (line.trim() === '') continue;
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch {
          value = undefined;
        }
        const entry = entryFromJson(value, lineNo);
        if (entry) out.push(entry);
        else skip(lineNo);
      }
      yield out;
    }
    return;
  }
  // The message being read: its lines up to a little over TEXT_CAP characters (entryRecords
  // cuts its text there), then only its last TAIL_LINES lines, so one message of millions of
  // lines holds bounded memory and still shows its attachments and reactions.
  let pending: { at: string; author: string; line: number; first: string; more: string[]; kept: number; tail: string[] } | undefined;
  const finish = (p: NonNullable<typeof pending>) => entryFromMarkdown(p.at, p.author, p.line, p.first, p.tail.length ? [...p.more, ...p.tail] : p.more);
  for await (const lines of readLines(await input.open(), onBytes)) {
    const out: SignalEntry[] = [];
    for (const line of lines) {
      lineNo++;
      const h = line.charCodeAt(0) === 0x5b /* [ */ ? signalHeader(line) : undefined;
      const split = h && splitSender(h.rest);
      if (h && split) {
        if (pending) out.push(finish(pending));
        pending = { at: h.at, author: split.author, line: lineNo, first: split.first, more: [], kept: split.first.length, tail: [] };
      } else if (pending) {
        if (pending.kept <= TEXT_CAP + 16) {
          pending.more.push(line);
          pending.kept += line.length + 1;
        } else {
          pending.tail.push(line);
          if (pending.tail.length > TAIL_LINES) pending.tail.shift();
        }
      } else if (line.trim() !== '') skip(lineNo);
    }
    yield out;
  }
  if (pending) yield [finish(pending)];
}

/** Who writes in a file, and its first entry: read once before the records (cheap: headers or one JSON parse per line). */
async function survey(input: Input, layout: Layout): Promise<{ speakers: Map<string, number>; entries: number; first?: SignalEntry }> {
  const speakers = new Map<string, number>();
  let entries = 0;
  let first: SignalEntry | undefined;
  const skipped: Skipped = { count: 0, first: 0, last: 0 };
  const count = (author: string) => {
    const held = speakers.get(author);
    if (held !== undefined) speakers.set(author, held + 1);
    else if (speakers.size < MAX_SPEAKERS) speakers.set(author, 1);
  };
  if (layout === 'markdown') {
    // Only the headers: the bodies are read in the second pass.
    let lineNo = 0;
    for await (const lines of readLines(await input.open())) {
      for (const line of lines) {
        lineNo++;
        if (line.charCodeAt(0) !== 0x5b) continue;
        const h = signalHeader(line);
        const split = h && splitSender(h.rest);
        if (!h || !split) continue;
        entries++;
        count(split.author);
        first ??= entryFromMarkdown(h.at, split.author, lineNo, split.first, []);
      }
    }
    return { speakers, entries, first };
  }
  for await (const batch of readEntries(input, layout, skipped)) {
    for (const e of batch) {
      entries++;
      count(e.author);
      first ??= e;
    }
  }
  return { speakers, entries, first };
}

/** The sender signal-export writes when it finds none among a group's members (create.create_message). */
const NO_SENDER = 'No-Sender';

/** Authors who are people other than the exporter ("Me") and signal-export's unknown sender. */
const others = (speakers: Map<string, number>) => new Map([...speakers].filter(([name]) => name !== 'Me' && name !== NO_SENDER));

const GENERIC_FILE = /^(?:chat|data|index)$/i;

interface ChatFile {
  input: Input;
  layout: Layout;
  /** The chat's folder in the export (its contact or group name), when the upload shows it. */
  folder?: string;
}

/**
 * The key of a chat, one rule for every way it arrives (chat.md or data.json alone, a zip
 * of its folder or of the whole export): its first entry's minute and author. The markdown
 * and the JSON of one chat agree on those (older markdown has no seconds, hence the minute),
 * and a re-export starts with the same entry; two chats start differently. File, folder and
 * zip names are no key: a download renames them ("signal-chat (1).zip").
 */
function signalChatKey(first: SignalEntry | undefined, fallback: string): string {
  return first ? `signal:${conversationKey({ at: first.at.slice(0, 16), author: first.author, text: '' }, '')}` : fallback;
}

/**
 * Whether a chat is a group. signal-export's files hold no conversation record (data.json
 * is its messages only), so the messages tell, as signal-export writes them: in a
 * one-to-one chat every incoming message's sender is the contact's name, which is also the
 * chat's folder (a second contact of the same name gets the folder "Name2"); in a group the
 * folder is the group's name, senders are its members, and a sender it cannot find among
 * them is written "No-Sender". So a chat is a group when more than one person besides "Me"
 * writes, when "No-Sender" writes, or when its folder is known and the one person writing
 * is not the one it is named after. Without the folder (a lone chat.md or data.json), a
 * group where only one member wrote reads as one-to-one.
 */
function isGroupChat(speakers: Map<string, number>, people: Map<string, number>, folder: string | undefined): boolean {
  if (people.size > 1 || speakers.has(NO_SENDER)) return true;
  const [person] = people.keys();
  if (person === undefined || folder === undefined || folder === person) return false;
  return !(folder.startsWith(person) && /^\d+$/.test(folder.slice(person.length)));
}

interface Totals {
  tally: SignalTally;
  notes: string[];
}

/** One chat's records, batched; `before`/`total` place its bytes in the whole upload's progress. */
async function* readChat(file: ChatFile, totals: Totals, before: number, total: number): AsyncGenerator<ImportBatch> {
  const { input, layout, folder } = file;
  const s = await survey(input, layout);
  const people = others(s.speakers);
  // Titled by the chat's folder (its contact or group name) when the upload shows it; a lone
  // file renamed after its chat ("Aya.md") by that name; else by its people.
  const stem = input.name.replace(/^.*\//, '').replace(/\.[^.]*$/, '');
  const named = folder ?? (!GENERIC_FILE.test(stem) && !isGenericChatTitle(stem) ? stem : undefined);
  const title = named ?? (people.size ? titleFromPeople(people, []) : s.speakers.has('Me') ? 'Note to Self' : 'Signal chat');
  const chatKey = signalChatKey(s.first, `signal:${named ?? 'chat'}`);
  const chat: ChatRecord = { kind: 'chat', chatKey, title, isGroup: isGroupChat(s.speakers, people, folder) };
  if (s.speakers.has('Me')) chat.self = 'Me';

  let records: ImportRecord[] = [chat];
  let done = 0;
  const progress = () => ({ done: before + Math.min(done, input.size), total, unit: 'bytes' as const });
  const skipped: Skipped = { count: 0, first: 0, last: 0 };
  for await (const entries of readEntries(input, layout, skipped, (n) => (done += n))) {
    for (const e of entries) {
      entryRecords(e, chatKey, totals.tally, records);
      if (records.length >= BATCH) {
        yield { records, progress: progress(), expected: { messages: s.entries } };
        records = [];
      }
    }
  }
  if (skipped.count) {
    const where = skipped.first === skipped.last ? `line ${skipped.first}` : `lines ${skipped.first}–${skipped.last}`;
    const what = layout === 'json' ? 'not a signal-export message' : 'before the first message';
    totals.notes.push(`${skipped.count} line(s) of ${input.name} skipped (${what}) at ${where}`);
  }
  if (records.length) yield { records, progress: progress(), expected: { messages: s.entries } };
}

function notesBatch(totals: Totals, total: number): ImportBatch | undefined {
  const notes = [...totals.notes, ...tallyNotes(totals.tally)];
  if (!notes.length) return undefined;
  return { records: notes.map((message) => ({ kind: 'note' as const, message })), progress: { done: total, total, unit: 'bytes' } };
}

/** The chat files in a signal-export zip: per chat folder, data.json, else chat.md, else index.md. */
export function signalZipChats(zip: ZipArchive): Array<{ entry: ZipEntry; folder: string | undefined }> {
  const rank = (name: string) => (name === 'data.json' ? 0 : name === 'chat.md' ? 1 : name === 'index.md' ? 2 : -1);
  const best = new Map<string, ZipEntry>();
  for (const entry of zip.entries) {
    const parts = entry.name.split('/');
    const base = parts[parts.length - 1]!;
    if (rank(base) < 0 || entry.size === 0) continue;
    const folder = parts.slice(0, -1).join('/');
    const held = best.get(folder);
    if (!held || rank(base) < rank(held.name.replace(/^.*\//, ''))) best.set(folder, entry);
  }
  return [...best].map(([folder, entry]) => ({ entry, folder: folder ? folder.replace(/^.*\//, '') : undefined }));
}

const EXPECTED = 'Expected signal-export output: a chat folder\'s chat.md or data.json, or a zip of the export folder';

async function* parseSignal(path: string, options: ReaderOptions): AsyncGenerator<ImportBatch> {
  const totals: Totals = { tally: newTally(), notes: [] };
  if (!(await isZipFile(path))) {
    const layout = layoutOf(await fileHeadText(path, HEAD));
    if (!layout) throw new ImportFormatError(`"${options.fileName}" is not a signal-export chat. ${EXPECTED}.`);
    const size = (await fs.promises.stat(path)).size;
    const input: Input = { name: options.fileName, size, open: async () => fs.createReadStream(path, { highWaterMark: CHUNK }) };
    yield* readChat({ input, layout }, totals, 0, size);
    const notes = notesBatch(totals, size);
    if (notes) yield notes;
    return;
  }
  const zip = await openZip(path, options.zipLimits);
  try {
    const files: ChatFile[] = [];
    for (const { entry, folder } of signalZipChats(zip)) {
      const layout = layoutOf(await entryHeadText(zip, entry, HEAD));
      if (!layout) {
        totals.notes.push(`${entry.name} is not a signal-export chat and was skipped`);
        continue;
      }
      // A zip of one chat's folder contents shows no folder: the zip's own name is the
      // browser's or the user's ("signal-chat (1).zip"), not the chat's.
      files.push({ input: { name: entry.name, size: entry.size, open: async () => zip.read(entry) }, layout, folder });
    }
    if (!files.length) throw new ImportFormatError(`This zip holds no signal-export chat. ${EXPECTED}.`);
    const total = files.reduce((sum, f) => sum + f.input.size, 0);
    let before = 0;
    for (const file of files) {
      try {
        yield* readChat(file, totals, before, total);
      } catch (error) {
        if (error instanceof ImportFormatError) throw new ImportFormatError(error.reason, `${file.input.name}: ${error.where ?? 'start'}`);
        throw error;
      }
      before += file.input.size;
    }
    const notes = notesBatch(totals, total);
    if (notes) yield notes;
  } finally {
    zip.close();
  }
}

export const signalReader: SourceReader = {
  source: 'signal',
  detectText: (head) => layoutOf(head) !== undefined,
  async detectZip(zip) {
    const chats = signalZipChats(zip);
    // The first few chat files tell; a WhatsApp or Telegram zip holds none of these names.
    for (const { entry } of chats.slice(0, 3)) if (layoutOf(await entryHeadText(zip, entry, HEAD))) return true;
    return false;
  },
  parse: parseSignal,
};
