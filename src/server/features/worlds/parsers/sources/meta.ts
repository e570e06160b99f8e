/**
 * Facebook Messenger and Instagram messages from Meta's "Download your information", JSON
 * format (#28). Both apps write one folder per conversation,
 * `messages/<box>/<title>_<id>/message_1.json`, `message_2.json`… (under
 * `your_facebook_activity/` or `your_activity_across_facebook/` for Facebook, under
 * `your_instagram_activity/` for Instagram, at the top in older exports), each
 * `{ participants: [{name}], messages: [...], title, is_still_participant, thread_path, … }`.
 * message_1 holds the newest messages, each file newest first, at most 10,000 per file.
 *
 * Read: a whole export zip (every conversation of every box: inbox, archived_threads,
 * e2ee_cutover, message_requests, filtered_threads), or one message_N.json. The same
 * export in HTML (Meta's default format) is recognised and refused, saying to choose JSON.
 *
 * Order: a conversation's files are read oldest first (message_N … message_1) and each file's
 * entries are given out reversed, so a chat's records come in time order. A file is held
 * (as records) only until it ends, which Meta's 10,000-entry files keep small; past
 * MAX_REVERSED entries a (hand-made) file is given out as it stands, newest first.
 *
 * Messenger or Instagram:
 * - in a zip, by its folders: `your_instagram_activity/` (or Instagram-only folders such
 *   as `followers_and_following/`) is Instagram; `your_facebook_activity/`,
 *   `your_activity_across_facebook/` (or Facebook-only ones such as `friends/`) is
 *   Messenger; otherwise by the first conversation's content, as below;
 * - in a file, by its content: an Instagram media path (`your_instagram_activity/…`), an
 *   Instagram post share (`original_content_owner`) or an Instagram group link (`ig.me`)
 *   is Instagram; a Facebook path, Messenger's sticker folder (`messages/stickers_used/`)
 *   or a Messenger group link (`m.me`) is Messenger. `thread_type` is no sign: older
 *   Instagram files have it too. A file with none of these (text messages only) is read
 *   as Messenger and the import's notes say so: the two apps' files are alike.
 *
 * The owner (ChatRecord.self): in a zip, the one participant listed in every conversation
 * of two or more people they are still in; else, in a two-person chat titled after one of
 * them, the other; only when neither says, the sender of "You sent an attachment."-like
 * notices (a sentence anyone can type: it never overrides the rules before it).
 *
 * Memory: the JSON reader's strings are slices of the chunk they were read from, so a kept
 * one keeps its whole chunk alive. What outlives an entry (names, title, key) is copied
 * (`flat`), and a finished thread keeps only what the owner vote and its chat record need.
 */
import { isZipFile } from '../file-head';
import fs from 'node:fs';
import type { JsonPath } from '../json-stream';
import { streamJson } from '../json-stream';
import type { ReaderOptions, SourceReader } from '../source-reader';
import type { ChatRecord, ImportBatch, ImportRecord, NoteRecord } from '../types';
import { ImportFormatError } from '../types';
import { openZip } from '../zip';
import type { ZipArchive, ZipEntry } from '../zip';
import type { EntryCounts, EntryOut } from './meta-entries';
import { addCounts, entryRecords, isOwnNotice, newCounts, repairText } from './meta-entries';

type Flavour = 'messenger' | 'instagram';

const BATCH = 2000;
/** Entries of one file held to be reversed; Meta writes at most 10,000 per file. */
export const MAX_REVERSED = 20_000;
const CHUNK = 1024 * 1024;
/** A batch (maybe of no records) at least every this many bytes read, for the progress bar. */
const PROGRESS_BYTES = 4 * 1024 * 1024;

/** `messages/<box>/<thread folder>/<file>.json`, anywhere in the archive. */
const THREAD_FILE = /(?:^|\/)messages\/(inbox|archived_threads|e2ee_cutover|message_requests|filtered_threads)\/([^/]+)\/([^/]+\.json)$/;
const PART = /^message_(\d{1,6})\.json$/;

const PARTICIPANTS_LIST = /"participants"[ \t\r\n]{0,40}:[ \t\r\n]{0,40}\[/;
const MESSAGES_LIST = /"messages"[ \t\r\n]{0,40}:[ \t\r\n]{0,40}\[/;

const LABEL: Record<Flavour, string> = { messenger: 'Messenger', instagram: 'Instagram' };

/** Whether a JSON start is one of Meta's message files. */
export function isMetaThread(head: string): boolean {
  // Not jsonShape (detect-import-source asks this reader: an import cycle). A JSON object
  // with a "messages" list whose entries have "sender_name" and "timestamp_ms" (also a
  // file cut down to its messages, as analyzers' samples are), or with "participants"
  // and Meta's "thread_path": no other format read here has these.
  if (!head.trimStart().startsWith('{') || !MESSAGES_LIST.test(head)) return false;
  return (PARTICIPANTS_LIST.test(head) && head.includes('"thread_path"')) || (head.includes('"sender_name"') && head.includes('"timestamp_ms"'));
}

/** Which app a message file's text says it came from; `sure: false` when it says neither. */
export function textFlavour(text: string): { flavour: Flavour; sure: boolean } {
  if (text.includes('your_instagram_activity/') || text.includes('"original_content_owner"') || text.includes('https://ig.me/')) {
    return { flavour: 'instagram', sure: true };
  }
  if (
    text.includes('your_facebook_activity/') ||
    text.includes('your_activity_across_facebook/') ||
    text.includes('messages/stickers_used/') ||
    text.includes('https://m.me/')
  ) {
    return { flavour: 'messenger', sure: true };
  }
  return { flavour: 'messenger', sure: false };
}

/** The top folders of current exports, then folders only older exports of one app have. */
const INSTAGRAM_TOP = /(?:^|\/)your_instagram_activity\//;
const FACEBOOK_TOP = /(?:^|\/)(?:your_facebook_activity|your_activity_across_facebook)\//;
const INSTAGRAM_FOLDERS = /(?:^|\/)(?:followers_and_following|story_interactions|instagram_[a-z_]{1,40})\//;
const FACEBOOK_FOLDERS = /(?:^|\/)(?:friends|friends_and_followers|facebook_[a-z_]{1,40})\//;

/** Which app an export zip is from by its folders, or undefined when they do not say. */
export function zipFlavour(names: string[]): Flavour | undefined {
  if (names.some((n) => INSTAGRAM_TOP.test(n))) return 'instagram';
  if (names.some((n) => FACEBOOK_TOP.test(n))) return 'messenger';
  if (names.some((n) => INSTAGRAM_FOLDERS.test(n))) return 'instagram';
  if (names.some((n) => FACEBOOK_FOLDERS.test(n))) return 'messenger';
  return undefined;
}

interface ThreadFile {
  box: string;
  folder: string;
  part: number;
  entry: ZipEntry;
}

/** The conversation files of an archive, by thread folder (archive order), each thread's parts oldest first. */
function threadFiles(zip: ZipArchive): Map<string, ThreadFile[]> {
  const threads = new Map<string, ThreadFile[]>();
  for (const entry of zip.entries) {
    const m = THREAD_FILE.exec(entry.name);
    if (!m) continue;
    const [, box, folder, file] = m;
    const key = entry.name.slice(0, entry.name.length - file!.length);
    const part = PART.exec(file!);
    const list = threads.get(key) ?? [];
    // A name Meta cut short ("messa.json") has no number: read last.
    list.push({ box: box!, folder: folder!, part: part ? Number(part[1]) : 0, entry });
    threads.set(key, list);
  }
  for (const list of threads.values()) list.sort((a, b) => b.part - a.part);
  return threads;
}

const hasThreadFile = (zip: ZipArchive) => zip.entries.some((e) => THREAD_FILE.test(e.name) && PART.test(e.name.slice(e.name.lastIndexOf('/') + 1)));

/** The same export downloaded as HTML (Meta's default format): recognised, to be refused with what to do. */
const HTML_THREAD_FILE = /(?:^|\/)messages\/(?:inbox|archived_threads|e2ee_cutover|message_requests|filtered_threads)\/[^/]+\/message_\d{1,6}\.html$/;
const isHtmlExport = (zip: ZipArchive) => !hasThreadFile(zip) && zip.entries.some((e) => HTML_THREAD_FILE.test(e.name));

async function entryText(zip: ZipArchive, entry: ZipEntry, bytes = 64 * 1024): Promise<string> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of zip.read(entry)) {
    parts.push(chunk);
    size += chunk.length;
    if (size >= bytes) break;
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(parts).subarray(0, bytes));
}

/** Which app a zip of conversations is from: its folders, else its first conversation's start. */
const zipFlavours = new WeakMap<ZipArchive, Promise<{ flavour: Flavour; sure: boolean } | undefined>>();
function flavourOfZip(zip: ZipArchive): Promise<{ flavour: Flavour; sure: boolean } | undefined> {
  let known = zipFlavours.get(zip);
  if (!known) {
    known = (async () => {
      const byFolder = zipFlavour(zip.entries.map((e) => e.name));
      if (isHtmlExport(zip)) return { flavour: byFolder ?? 'messenger', sure: byFolder !== undefined };
      if (!hasThreadFile(zip)) return undefined;
      if (byFolder) return { flavour: byFolder, sure: true };
      const first = [...threadFiles(zip).values()][0]!;
      return textFlavour(await entryText(zip, first[first.length - 1]!.entry));
    })();
    zipFlavours.set(zip, known);
  }
  return known;
}

/**
 * A copy of `s` that holds no reference to the string it was cut from: V8 keeps a slice
 * (a name read from a 1 MB chunk) as a pointer into its parent, so keeping the slice keeps
 * the chunk. Concatenating makes a new string; slicing that flattens it into its own copy.
 */
const flat = (s: string): string => (' ' + s).slice(1);

/** A thread id from a thread folder or `thread_path` ("inbox/alice_10158123456789"): the id after the last "_". */
export function threadKey(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end--;
  const trimmed = path.slice(0, end);
  const segment = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  const i = segment.lastIndexOf('_');
  const tail = i >= 0 ? segment.slice(i + 1) : '';
  return flat(/^[A-Za-z0-9-]{6,64}$/.test(tail) ? tail : segment);
}

interface Thread {
  folder: string;
  box: string;
  key?: string;
  title: string;
  participants: string[];
  stillParticipant: boolean;
  threadType: string;
  /** Senders read so far, while the thread is read (dropped when it ends: see `finish`). */
  authors: Set<string>;
  /** Whether the thread is a group, fixed when it ends. */
  group?: boolean;
  /** Senders of "You sent an attachment."-like messages: the owner, when nothing else says. */
  owners: Set<string>;
  record?: ChatRecord;
}

/**
 * A thread read to its end keeps only what the owner vote and a later announce need: its
 * people (its senders when it lists no participants) and whether it is a group.
 */
function finish(t: Thread) {
  t.group = isGroup(t);
  if (!t.participants.length) t.participants = [...t.authors];
  t.authors = new Set();
}

const isGroup = (t: Thread) => t.group ?? (t.threadType === 'RegularGroup' || t.participants.length > 2 || t.authors.size > 2);

const newThread = (folder: string, box: string): Thread => ({
  folder,
  box,
  title: '',
  participants: [],
  stillParticipant: true,
  threadType: '',
  authors: new Set(),
  owners: new Set(),
});

function want(path: JsonPath): boolean {
  if (path.length === 1) return path[0] === 'participants' || path[0] === 'title' || path[0] === 'thread_path' || path[0] === 'thread_type' || path[0] === 'is_still_participant';
  return path.length === 2 && path[0] === 'messages' && typeof path[1] === 'number';
}

/** State of one import: records waiting to go out, counts for the notes, progress. */
class Run {
  out: ImportRecord[] = [];
  counts = newCounts();
  notes: string[] = [];
  damaged: string[] = [];
  notThreads: string[] = [];
  overflowed = 0;
  done = 0;
  /** `done` when a batch last went out. */
  reported = 0;
  threads: Thread[] = [];
  /** The owner, once the whole export says who (zip). */
  self: string | undefined;

  constructor(
    readonly flavour: Flavour,
    readonly total: number,
  ) {}

  get unknownSender() {
    return `${LABEL[this.flavour]} user`;
  }

  /** Whether the next entry (up to two records) would pass BATCH. */
  full(): boolean {
    return this.out.length > BATCH - 2;
  }

  batch(): ImportBatch {
    const records = this.out;
    this.out = [];
    this.reported = this.done;
    return { records, progress: { done: Math.min(this.done, this.total), total: this.total, unit: 'bytes' } };
  }

  /** The chat's owner as this thread shows them (see the module comment): the title rule before the owners' notices. */
  selfOf(t: Thread): string | undefined {
    return this.self ?? titleSelf(t) ?? ownerSelf(t);
  }

  /** Gives out the thread's chat record, again when what it says changed (title, group, owner). */
  announce(t: Thread) {
    t.key ??= t.folder ? threadKey(t.folder) : fallbackKey(t);
    const self = this.selfOf(t);
    const record: ChatRecord = {
      kind: 'chat',
      chatKey: t.key,
      title: t.title || people(t).filter((p) => p !== self).join(', ') || `${LABEL[this.flavour]} chat`,
      isGroup: isGroup(t),
      ...(self ? { self } : {}),
    };
    const was = t.record;
    if (was && was.title === record.title && was.isGroup === record.isGroup && was.self === record.self) return;
    t.record = record;
    this.out.push(record);
  }
}

/** In a two-person chat titled after one of them, the other. */
function titleSelf(t: Thread): string | undefined {
  if (t.participants.length === 2 && t.participants.filter((p) => p === t.title).length === 1) return t.participants.find((p) => p !== t.title);
  return undefined;
}

/** The one sender of "You sent …" messages, when they are one of the thread's people. */
function ownerSelf(t: Thread): string | undefined {
  if (t.owners.size !== 1) return undefined;
  const [owner] = t.owners;
  return !t.participants.length || t.participants.includes(owner!) ? owner : undefined;
}

/** Who a thread is between: its participants, else (a cut-down file) the authors read so far. */
const people = (t: Thread) => (t.participants.length ? t.participants : [...t.authors]);

/** A key for a file that never says its thread_path: its people, sorted (stable across exports of one chat). */
function fallbackKey(t: Thread): string {
  return people(t).length ? [...people(t)].sort().join(' · ') : t.title || 'chat';
}

/**
 * Reads one message file of a thread, giving out its records reversed (oldest first) after
 * the file ends. Returns false when the file is not a conversation (no participants, no messages).
 */
async function* readPart(run: Run, thread: Thread, chunks: AsyncIterable<Buffer>, name: string): AsyncGenerator<ImportBatch, boolean> {
  const held: EntryOut[] = [];
  const counts = newCounts();
  let inOrder = false;
  let entries = 0;
  let isThread = false;
  const give = (e: EntryOut) => {
    const [msg, place] = Array.isArray(e) ? e : [e, undefined];
    msg.chatKey = thread.key!;
    run.out.push(msg);
    if (place) {
      place.chatKey = thread.key!;
      run.out.push(place);
    }
  };
  for await (const hits of streamJson(chunks, want, (n) => (run.done += n))) {
    for (const { path, value } of hits) {
      if (path.length === 1) {
        isThread ||= path[0] === 'participants';
        if (path[0] === 'participants' && Array.isArray(value)) {
          thread.participants = value
            .map((p) => (p && typeof p === 'object' ? flat(repairText(String((p as { name?: unknown }).name ?? '')).trim()) : ''))
            .filter(Boolean);
        } else if (path[0] === 'title' && typeof value === 'string') thread.title = flat(repairText(value).trim());
        // Once its chat is out, a thread keeps its key.
        else if (path[0] === 'thread_path' && typeof value === 'string' && value && !thread.record) thread.key = threadKey(value);
        else if (path[0] === 'thread_type' && typeof value === 'string') thread.threadType = flat(value);
        else if (path[0] === 'is_still_participant') thread.stillParticipant = value !== false;
        continue;
      }
      isThread = true;
      entries++;
      const out = entryRecords(value, '', entries, counts, run.unknownSender);
      if (!out) {
        if (counts.brokenAt.length < 5) counts.brokenAt.push(`${name} entry ${entries}`);
        continue;
      }
      const msg = Array.isArray(out) ? out[0] : out;
      if (msg.kind === 'message') {
        if (!thread.authors.has(msg.author)) thread.authors.add(flat(msg.author));
        if (isOwnNotice(msg.text) && !thread.owners.has(msg.author)) thread.owners.add(flat(msg.author));
      }
      if (!inOrder && held.length < MAX_REVERSED) {
        held.push(out);
        continue;
      }
      if (!inOrder) {
        // A file larger than Meta writes: what is held goes out as it stands, then the rest.
        inOrder = true;
        run.overflowed++;
        if (run.full()) yield run.batch();
        run.announce(thread);
        for (const h of held) {
          if (run.full()) yield run.batch();
          give(h);
        }
        held.length = 0;
      }
      if (run.full()) yield run.batch();
      give(out);
    }
    // While a file is held, progress still moves.
    if (run.done - run.reported >= PROGRESS_BYTES) yield run.batch();
  }
  addCounts(run.counts, counts);
  if (!isThread) return false;
  if (run.full()) yield run.batch();
  run.announce(thread);
  for (let i = held.length - 1; i >= 0; i--) {
    if (run.full()) yield run.batch();
    give(held[i]!);
  }
  return true;
}

/** What is left, in batches of at most BATCH records (always one, for the final progress). */
function* lastBatches(run: Run): Generator<ImportBatch> {
  const rest = run.out;
  run.done = run.total;
  for (let i = 0; i < rest.length || i === 0; i += BATCH) {
    run.out = rest.slice(i, i + BATCH);
    yield run.batch();
  }
}

function plural(n: number, one: string, many = `${one}s`) {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

const someNames = (names: string[]) => names.slice(0, 3).join(', ') + (names.length > 3 ? ', …' : '');

/** What was kept as events or skipped, a few notes for the whole import. */
function notes(run: Run): NoteRecord[] {
  const c: EntryCounts = run.counts;
  const out: string[] = [...run.notes];
  if (c.unsent) out.push(`${plural(c.unsent, 'unsent message')} kept as events`);
  if (c.calls) out.push(`${plural(c.calls, 'call')} kept as events`);
  if (c.group) out.push(`${plural(c.group, 'group notice')} (members added or leaving, group names, nicknames, themes, polls) kept as events`);
  if (c.reactions) out.push(`${plural(c.reactions, 'reaction notice')} ("Reacted … to your message", "Liked a message") kept as events`);
  if (c.empty) out.push(`${plural(c.empty, 'entry', 'entries')} with no content (left out of the export by Meta) kept as events`);
  if (c.broken) out.push(`${plural(c.broken, 'entry', 'entries')} without a readable time skipped: ${someNames(c.brokenAt)}`);
  if (run.damaged.length) out.push(`${plural(run.damaged.length, 'message file')} damaged and skipped: ${someNames(run.damaged)}`);
  if (run.notThreads.length) out.push(`${plural(run.notThreads.length, 'JSON file')} in message folders not a conversation, skipped: ${someNames(run.notThreads)}`);
  if (run.overflowed) out.push(`${plural(run.overflowed, 'file')} held more than ${MAX_REVERSED.toLocaleString('en-US')} messages: stored newest first, as written`);
  return out.map((message) => ({ kind: 'note', message }));
}

async function* parsePlain(path: string, flavour: Flavour): AsyncGenerator<ImportBatch> {
  const { size } = await fs.promises.stat(path);
  const head = await headText(path);
  const run = new Run(flavour, size);
  const guess = textFlavour(head);
  if (flavour === 'messenger' && !guess.sure) {
    run.notes.push('Read as Facebook Messenger: a single message file does not say whether it came from Messenger or Instagram (the export zip does)');
  }
  const thread = newThread('', '');
  // Meta writes thread_path last: read it from the tail first, so a file given out before
  // its end (past MAX_REVERSED entries) gets the same chat key as a whole one.
  const tailPath = threadPathOf(await tailText(path, size));
  if (tailPath) thread.key = threadKey(tailPath);
  const isThread = yield* readPart(run, thread, fs.createReadStream(path, { highWaterMark: CHUNK }), 'the file');
  if (!isThread) throw new ImportFormatError(`Not a ${LABEL[flavour]} message file: expected "participants" and "messages" in the JSON`);
  run.out.push(...notes(run));
  yield* lastBatches(run);
}

async function* parseZip(path: string, options: ReaderOptions, flavour: Flavour): AsyncGenerator<ImportBatch> {
  const zip = await openZip(path, options.zipLimits);
  try {
    const threads = threadFiles(zip);
    if (isHtmlExport(zip)) {
      throw new ImportFormatError(
        `This ${LABEL[flavour]} export is in HTML: Mnemo reads Meta's JSON. Download your information again with Format: JSON (Messages only is enough), then upload that zip`,
      );
    }
    if (!threads.size) {
      throw new ImportFormatError(`This zip holds no ${LABEL[flavour]} messages: expected messages/inbox/<chat>/message_1.json inside`);
    }
    const total = [...threads.values()].reduce((sum, parts) => sum + parts.reduce((s, p) => s + p.entry.size, 0), 0);
    const run = new Run(flavour, total);
    const guess = await flavourOfZip(zip);
    if (flavour === 'messenger' && guess && !guess.sure) {
      run.notes.push('Read as Facebook Messenger: this archive does not say whether it came from Messenger or Instagram');
    }
    const boxes = new Map<string, number>();
    for (const parts of threads.values()) {
      const thread = newThread(parts[0]!.folder, parts[0]!.box);
      let any = false;
      for (const part of parts) {
        const before = run.done;
        try {
          if (yield* readPart(run, thread, zip.read(part.entry), part.entry.name)) any = true;
          else run.notThreads.push(part.entry.name);
        } catch (error) {
          if (!(error instanceof ImportFormatError)) throw error;
          // One damaged file does not lose the export: its held entries are dropped, the rest read.
          run.damaged.push(`${part.entry.name} (${error.message})`);
        }
        run.done = before + part.entry.size;
      }
      if (any) {
        finish(thread);
        run.threads.push(thread);
        boxes.set(thread.box, (boxes.get(thread.box) ?? 0) + 1);
      }
      if (run.full()) yield run.batch();
    }
    // The owner: the one person listed in every conversation of two or more they are still in.
    let common: Set<string> | undefined;
    for (const t of run.threads) {
      if (t.participants.length < 2 || !t.stillParticipant) continue;
      common = common ? new Set(t.participants.filter((p) => common!.has(p))) : new Set(t.participants);
    }
    // Else the person every two-person chat is not named after; else the one sender of "You sent …".
    const others = new Set(run.threads.map(titleSelf).filter((s): s is string => Boolean(s)));
    const owners = new Set(run.threads.map(ownerSelf).filter((s): s is string => Boolean(s)));
    const fits = (names: Set<string>) => names.size === 1 && (!common || common.has([...names][0]!));
    if (common?.size === 1) run.self = [...common][0];
    else if (fits(others)) run.self = [...others][0];
    else if (fits(owners)) run.self = [...owners][0];
    if (run.self) for (const t of run.threads) run.announce(t);
    if (boxes.size > 1 || !boxes.has('inbox')) {
      run.notes.push(`Read ${plural(run.threads.length, 'conversation')}: ${[...boxes].map(([box, n]) => `${n.toLocaleString('en-US')} in ${box}`).join(', ')}`);
    }
    run.out.push(...notes(run));
    yield* lastBatches(run);
  } finally {
    zip.close();
  }
}

async function tailText(path: string, size: number, bytes = 64 * 1024): Promise<string> {
  const file = await fs.promises.open(path, 'r');
  try {
    const from = Math.max(0, size - bytes);
    const b = Buffer.alloc(size - from);
    const { bytesRead } = await file.read(b, 0, b.length, from);
    return new TextDecoder('utf-8').decode(b.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

const isJsonSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\r' || c === '\n';

/**
 * The value of the last `"thread_path": "…"` in a file's tail, if there is one. Inside a
 * JSON string a quote is always escaped, so `"thread_path"` followed by a colon is a key.
 */
export function threadPathOf(tail: string): string | undefined {
  const KEY = '"thread_path"';
  let at = tail.lastIndexOf(KEY);
  while (at >= 0) {
    let i = at + KEY.length;
    while (isJsonSpace(tail[i])) i++;
    if (tail[i] === ':') {
      i++;
      while (isJsonSpace(tail[i])) i++;
      if (tail[i] !== '"') return undefined;
      // The string's end: the next quote not escaped (an odd run of backslashes escapes it).
      let end = i + 1;
      for (; end < tail.length; end++) {
        if (tail[end] === '\\') end++;
        else if (tail[end] === '"') break;
      }
      if (end >= tail.length) return undefined;
      try {
        const value = JSON.parse(tail.slice(i, end + 1)) as unknown;
        return typeof value === 'string' && value ? value : undefined;
      } catch {
        return undefined;
      }
    }
    at = at > 0 ? tail.lastIndexOf(KEY, at - 1) : -1;
  }
  return undefined;
}

async function headText(path: string, bytes = 64 * 1024): Promise<string> {
  const file = await fs.promises.open(path, 'r');
  try {
    const b = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(b, 0, bytes, 0);
    return new TextDecoder('utf-8').decode(b.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

function reader(flavour: Flavour): SourceReader {
  return {
    source: flavour,
    detectText(head) {
      if (!isMetaThread(head)) return false;
      const guess = textFlavour(head);
      return flavour === 'instagram' ? guess.flavour === 'instagram' : guess.flavour === 'messenger';
    },
    async detectZip(zip) {
      const guess = await flavourOfZip(zip);
      return guess?.flavour === flavour;
    },
    async *parse(path, options) {
      if (await isZipFile(path)) yield* parseZip(path, options, flavour);
      else yield* parsePlain(path, flavour);
    },
  };
}

export const messengerReader: SourceReader = reader('messenger');
export const instagramReader: SourceReader = reader('instagram');
