/**
 * Discord, as DiscordChatExporter (github.com/Tyrrrz/DiscordChatExporter) writes it in JSON
 * (#28): one file per channel, DM or thread, or a zip of several. Discord itself exports no
 * chats. Each file is streamed (json-stream.ts): `guild` and `channel` make the chat, each
 * element of `messages` a message or an event.
 *
 * - Chat: key `discord:<channel id>` (stable across re-exports), titled "Guild / #channel",
 *   "Guild / #parent › thread" or the DM's name; a group unless a DM between two people.
 *   The exporter does not say who exported, so `self` stays unset.
 * - Authors by `author.id`: before an author's first message a person record keys them by
 *   `discord:<user id>` (types.ts PersonRecord), so a nickname or username changed between
 *   two exports is still one person and a re-export adds nothing twice. They are shown as
 *   their nickname (else their name), the same for every message of one upload; two people
 *   showing the same name are told apart by username (then id). Each gets a 'username'
 *   identifier (`name#discriminator`, or the name in Discord's new system), sent with the
 *   person record, so the same person in other chats and sources can be suggested as one.
 *   Memory per author: their id and shown name (past MAX_AUTHORS, not even that: reported).
 * - Messages (Default, Reply, slash-command answers; bots' too) keep their
 *   content, or their embeds' text when they have no content, or a forwarded message's
 *   text; attachments give the media kind by file name, stickers 'sticker'.
 * - Notices (calls, members added/removed/joined, renames, pins, thread created, boosts…)
 *   and a thread's empty reference to the message it was started from are events; a kind this reader does not know is kept as an event and reported.
 * - Not imported, and said so in a note: reactions. Replies' references are dropped.
 * - Skipped and reported: an entry without a readable time or that is not an object, and
 *   a message written twice (same id: overlapping exports packed together).
 */
import { isZipFile, streamHead } from '../file-head';
import fs from 'node:fs';
import { streamJson } from '../json-stream';
import type { JsonPath } from '../json-stream';
import type { ReaderOptions, SourceReader } from '../source-reader';
import type { ChatRecord, ImportBatch, ImportRecord } from '../types';
import { ImportFormatError } from '../types';
import type { ZipArchive, ZipEntry } from '../zip';
import { openZip } from '../zip';
import { channelInfo, embedText, entryKind, entryTime, isDiscordHead, mediaOf, THREAD_STARTER_KINDS } from './discord-format';

/** Records per batch at most (types.ts: the main thread takes one in a few milliseconds). */
const BATCH = 2000;
/** Records one entry of `messages` can add: the chat (first entry), a person, their identifier, the message. */
const PER_ENTRY = 4;
/** Read size: the tokenizer makes a token array per chunk; 64 KB keeps those small (lower peak memory, same speed as 1 MB). */
const CHUNK = 64 * 1024;
/** How much of a file (or zip entry) detection reads. */
const HEAD_BYTES = 64 * 1024;
/** Detection reads at most this many `.json` heads of one archive. */
const MAX_DETECT_ENTRIES = 20;
/**
 * Message ids remembered to spot a message written twice: the last 50,000 to 100,000 (two
 * generations of sets, the older dropped whole: bounded memory, constant time; evicting
 * one by one from a Set's start is quadratic in V8).
 */
const RECENT_IDS = 50_000;
/**
 * Distinct authors remembered (id → shown name, a few hundred bytes each within the parse
 * worker's 96 MB heap). Past this many, a new author is shown as "Name (id)" (unique by
 * construction, so no tie-break is needed) and their person record is sent again whenever
 * they are not among the last RECENT_AUTHORS such ids (harmless: the writer sets the same key).
 */
const MAX_AUTHORS = 200_000;
const RECENT_AUTHORS = 10_000;

/** How many authors one upload remembers (tests lower them). */
export interface DiscordLimits {
  maxAuthors: number;
  recentAuthors: number;
}
const LIMITS: DiscordLimits = { maxAuthors: MAX_AUTHORS, recentAuthors: RECENT_AUTHORS };

const someOf = (items: Iterable<string | number>, max = 5) => {
  const list = [...items];
  return list.slice(0, max).join(', ') + (list.length > max ? ', …' : '');
};

function want(path: JsonPath): boolean {
  if (path.length === 1) return path[0] === 'guild' || path[0] === 'channel';
  return path.length === 2 && path[0] === 'messages' && typeof path[1] === 'number';
}

interface Source {
  /** Shown in errors and notes: the entry's name inside a zip. */
  name?: string;
  size: number;
  open(): AsyncIterable<Buffer>;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * An author's username: `name#discriminator`, or the name alone in Discord's new system
 * (DiscordChatExporter writes discriminator "0000"). Deleted accounts share their name
 * ("Deleted User", "deleted_user_…"): no username tells them apart.
 */
function usernameOf(a: Record<string, unknown>): string | undefined {
  const name = str(a.name);
  if (!name || /^(deleted user|deleted_user_)/i.test(name)) return undefined;
  const disc = str(a.discriminator);
  return disc && !/^0+$/.test(disc) ? `${name}#${disc}` : name;
}

/**
 * A copy of a string that shares no memory with the text it was cut from. The JSON
 * tokenizer's strings are slices of the chunk they were read in: one kept in a long-lived
 * map (an author's name, a message id) would keep its whole chunk alive.
 */
const flat = (s: string) => Buffer.from(s, 'utf8').toString('utf8');

/** How many people reacted with one emoji (`count`), 1 when the file does not say. */
const reactionCount = (r: unknown) => {
  const count = r && typeof r === 'object' ? (r as Record<string, unknown>).count : undefined;
  return typeof count === 'number' && count > 0 ? count : 1;
};

/**
 * The state of one upload (a file, or every file of a zip): authors and notes are shared,
 * so one person is named alike in all the channels of a zip and the notes sum up.
 */
class DiscordReading {
  private records: ImportRecord[] = [];
  /** Shown name by Discord user id (both copied strings); `taken` holds the names in use. */
  private readonly authors = new Map<string, string>();
  private readonly taken = new Set<string>();
  /** Ids of remembered authors seen in notices only: their person record waits for their first message. */
  private readonly unannounced = new Set<string>();
  /** Past MAX_AUTHORS: ids whose person record was sent recently (two generations, like message ids). */
  private recentBeyond = new Set<string>();
  private olderBeyond = new Set<string>();
  private beyondCap = false;
  private recentIds = new Set<string>();
  private olderIds = new Set<string>();
  private repeated = 0;
  private reactions = 0;
  private readonly unknownKinds = new Map<string, number>();
  private readonly untimed: string[] = [];
  private untimedCount = 0;
  private readonly notObjects: string[] = [];
  private notObjectsCount = 0;
  messages = 0;

  constructor(private readonly limits: DiscordLimits) {}

  /**
   * The name an entry's author is shown by: their display name, or for a second person
   * showing the same name that name with their username (else id) after it. Before an
   * author's first message (`sends`), their person record and identifier are added.
   */
  private authorOf(raw: unknown, sends: boolean): string {
    const a = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const id = str(a.id) || (typeof a.id === 'number' ? String(a.id) : '');
    const known = id ? this.authors.get(id) : undefined;
    if (known !== undefined) {
      if (sends && this.unannounced.size && this.unannounced.has(id)) {
        this.unannounced.delete(id);
        this.introduce(known, id, usernameOf(a));
      }
      return known;
    }
    const display = str(a.nickname) || str(a.name) || 'Unknown user';
    if (!id) return display;
    const username = usernameOf(a);
    if (this.authors.size >= this.limits.maxAuthors) return this.beyond(`${display} (${id})`, id, username, sends);
    let shown = display;
    for (const candidate of [display, username && username !== display ? `${display} (${username})` : undefined, `${display} (${id})`]) {
      if (!candidate) continue;
      shown = candidate;
      if (!this.taken.has(candidate)) break;
    }
    // Only a nickname written like another's "Name (id)" gets here: count on until free.
    for (let i = 2; this.taken.has(shown); i++) shown = `${display} (${id}, ${i})`;
    shown = flat(shown);
    const key = flat(id);
    this.taken.add(shown);
    this.authors.set(key, shown);
    if (sends) this.introduce(shown, id, username);
    else this.unannounced.add(key);
    return shown;
  }

  /** An author past `maxAuthors`: not remembered, shown with their id; their person record sent when not sent recently. */
  private beyond(shown: string, id: string, username: string | undefined, sends: boolean): string {
    this.beyondCap = true;
    if (!sends || this.recentBeyond.has(id) || this.olderBeyond.has(id)) return shown;
    if (this.recentBeyond.size >= this.limits.recentAuthors) {
      this.olderBeyond = this.recentBeyond;
      this.recentBeyond = new Set();
    }
    this.recentBeyond.add(flat(id));
    this.introduce(shown, id, username);
    return shown;
  }

  /** The person an author name stands for (keyed by Discord user id), and their username. */
  private introduce(author: string, id: string, username: string | undefined) {
    this.records.push({ kind: 'person', author, key: `discord:${id}` });
    if (username) this.records.push({ kind: 'identifier', author, type: 'username', value: username });
  }

  /** Whether this message id was read already (recently) in this chat; remembers it. */
  private seen(chatKey: string, id: string): boolean {
    if (!id) return false;
    const key = `${chatKey}/${id}`;
    if (this.recentIds.has(key) || this.olderIds.has(key)) return true;
    if (this.recentIds.size >= RECENT_IDS) {
      this.olderIds = this.recentIds;
      this.recentIds = new Set();
    }
    this.recentIds.add(flat(key));
    return false;
  }

  /** One file's batches; `progress(done)` maps this file's bytes to the upload's. */
  async *file(source: Source, progress: (done: number) => ImportBatch['progress']): AsyncGenerator<ImportBatch> {
    let guild: Record<string, unknown> | undefined;
    let channel: Record<string, unknown> | undefined;
    let chat: ChatRecord | undefined;
    let done = 0;
    /** The last message entry read (1-based): errors name the entry after it. */
    let lastEntry = 0;
    const where = (entry: string) => (source.name ? `${source.name}: ${entry}` : entry);
    const announce = () => {
      if (chat) return chat;
      if (!channel) throw new ImportFormatError('Not a DiscordChatExporter export: expected "guild" and "channel" before "messages" in the JSON', where('entry 1'));
      const info = channelInfo(guild, channel);
      if (!info) throw new ImportFormatError('Not a DiscordChatExporter export: its "channel" has no id', where('entry 1'));
      chat = { kind: 'chat', chatKey: `discord:${info.id}`, title: info.title, isGroup: info.isGroup };
      this.records.push(chat);
      return chat;
    };

    try {
      for await (const hits of streamJson(source.open(), want, (n) => (done += n))) {
        for (const { path, value } of hits) {
          if (this.records.length + PER_ENTRY > BATCH) {
            yield { records: this.records, progress: progress(Math.min(done, source.size)) };
            this.records = [];
          }
          if (path.length === 1) {
            if (value && typeof value === 'object' && !Array.isArray(value)) {
              if (path[0] === 'guild') guild = value as Record<string, unknown>;
              else channel = value as Record<string, unknown>;
            }
            continue;
          }
          const { chatKey } = announce();
          const entry = (path[1] as number) + 1;
          lastEntry = entry;
          if (!value || typeof value !== 'object' || Array.isArray(value)) {
            this.notObjectsCount++;
            if (this.notObjects.length < 5) this.notObjects.push(where(`entry ${entry}`));
            continue;
          }
          const m = value as Record<string, unknown>;
          const at = entryTime(m.timestamp);
          if (!at) {
            this.untimedCount++;
            if (this.untimed.length < 5) this.untimed.push(where(`entry ${entry}`));
            continue;
          }
          const id = str(m.id) || (typeof m.id === 'number' ? String(m.id) : '');
          if (this.seen(chatKey, id)) {
            this.repeated++;
            continue;
          }
          if (Array.isArray(m.reactions)) for (const r of m.reactions) this.reactions += reactionCount(r);
          const kind = entryKind(m.type);
          const author = this.authorOf(m.author, kind === 'message');
          if (kind !== 'message') {
            if (kind === 'unknown') {
              const type = String(m.type);
              this.unknownKinds.set(this.unknownKinds.has(type) ? type : flat(type), (this.unknownKinds.get(type) ?? 0) + 1);
            }
            const content = str(m.content) || (THREAD_STARTER_KINDS.has(String(m.type)) ? 'started this thread from a message in the parent channel' : String(m.type));
            this.records.push({ kind: 'event', chatKey, at, text: `${author}: ${content}` });
            continue;
          }
          // A forwarded message has no content of its own: its text and media are the forwarded one's.
          const forwarded = m.forwardedMessage && typeof m.forwardedMessage === 'object' ? (m.forwardedMessage as Record<string, unknown>) : undefined;
          const text =
            (typeof m.content === 'string' ? m.content : '') || embedText(m.embeds) || (forwarded ? str(forwarded.content) || embedText(forwarded.embeds) : '');
          const media = mediaOf(m) ?? (forwarded ? mediaOf(forwarded) : undefined);
          this.records.push({ kind: 'message', chatKey, author, at, text, line: entry, ...(media ? { media } : {}) });
          this.messages++;
        }
      }
    } catch (error) {
      // json-stream counts every value read (guild and channel too): name the message entry instead.
      if (error instanceof ImportFormatError && error.where?.startsWith('entry ')) {
        throw new ImportFormatError(error.reason, where(error.where.replace(/^entry \d+/, `entry ${lastEntry + 1}`)));
      }
      throw error;
    }
    if (!channel && !chat) {
      throw new ImportFormatError('Not a DiscordChatExporter export: expected "guild", "channel" and "messages" in the JSON', source.name);
    }
    // A channel without messages is still a chat.
    announce();
    yield { records: this.records, progress: progress(source.size) };
    this.records = [];
  }

  /** What the upload skipped or read differently: the last records (a few notes). */
  finish(): ImportRecord[] {
    const out: ImportRecord[] = [];
    const note = (message: string) => out.push({ kind: 'note', message });
    if (this.repeated) note(`${this.repeated} message(s) written twice in the export (same message id) were read once`);
    if (this.untimedCount) note(`${this.untimedCount} entr${this.untimedCount === 1 ? 'y' : 'ies'} without a readable timestamp skipped (${someOf(this.untimed)})`);
    if (this.notObjectsCount) note(`${this.notObjectsCount} entr${this.notObjectsCount === 1 ? 'y' : 'ies'} of "messages" that are not messages skipped (${someOf(this.notObjects)})`);
    if (this.unknownKinds.size) {
      const total = [...this.unknownKinds.values()].reduce((a, b) => a + b, 0);
      note(`${total} entr${total === 1 ? 'y' : 'ies'} of a message type Mnemo does not know (${someOf(this.unknownKinds.keys())}) kept as events`);
    }
    if (this.reactions) note(`${this.reactions} reaction(s) to messages are not imported`);
    if (this.beyondCap) {
      const max = this.limits.maxAuthors.toLocaleString('en-US');
      note(`More than ${max} different authors: those after the first ${max} are shown with their Discord id after their name (each still one person, by id)`);
    }
    return out;
  }
}

const isJsonName = (name: string) => /\.json$/i.test(name);

/** A zip's `.json` entries that are Discord exports, and the others, in archive order. */
async function zipParts(zip: ZipArchive): Promise<{ exports: ZipEntry[]; otherJson: string[]; otherFiles: number }> {
  const exports: ZipEntry[] = [];
  const otherJson: string[] = [];
  let otherFiles = 0;
  for (const entry of zip.entries) {
    if (!isJsonName(entry.name)) otherFiles++;
    else if (isDiscordHead(new TextDecoder('utf-8').decode(await streamHead(zip.read(entry), HEAD_BYTES)).replace(/^\uFEFF/, ''))) exports.push(entry);
    else otherJson.push(entry.name);
  }
  return { exports, otherJson, otherFiles };
}

/** An upload's batches (a file, or a zip of exports); `limits` only for tests. */
export async function* readDiscord(path: string, options: ReaderOptions, limits: DiscordLimits = LIMITS): AsyncGenerator<ImportBatch> {
  const reading = new DiscordReading(limits);
  if (!(await isZipFile(path))) {
    const size = (await fs.promises.stat(path)).size;
    const source = { size, open: () => fs.createReadStream(path, { highWaterMark: CHUNK }) };
    yield* reading.file(source, (done) => ({ done, total: size, unit: 'bytes' }));
    yield { records: reading.finish(), progress: { done: size, total: size, unit: 'bytes' }, expected: { messages: reading.messages } };
    return;
  }
  const zip = await openZip(path, options.zipLimits);
  try {
    const { exports, otherJson, otherFiles } = await zipParts(zip);
    if (!exports.length) {
      throw new ImportFormatError('This zip holds no DiscordChatExporter export: expected .json files with "guild", "channel" and "messages"');
    }
    // Progress over every export in the archive, one after another.
    const total = exports.reduce((sum, e) => sum + e.size, 0);
    let before = 0;
    for (const entry of exports) {
      yield* reading.file({ name: entry.name, size: entry.size, open: () => zip.read(entry) }, (done) => ({ done: before + done, total, unit: 'bytes' }));
      before += entry.size;
    }
    const notes: ImportRecord[] = reading.finish();
    if (otherJson.length) {
      notes.push({ kind: 'note', message: `${otherJson.length} JSON file(s) in the archive are not Discord exports and were skipped: ${someOf(otherJson)}` });
    }
    if (otherFiles) notes.push({ kind: 'note', message: `${otherFiles} other file(s) in the archive (downloaded media, other formats) were not read` });
    yield { records: notes, progress: { done: total, total, unit: 'bytes' }, expected: { messages: reading.messages } };
  } finally {
    zip.close();
  }
}

export const discordReader: SourceReader = {
  source: 'discord',
  detectText: (head) => isDiscordHead(head),
  async detectZip(zip) {
    const json = zip.entries.filter((e) => isJsonName(e.name)).slice(0, MAX_DETECT_ENTRIES);
    for (const entry of json) if (isDiscordHead(new TextDecoder('utf-8').decode(await streamHead(zip.read(entry), HEAD_BYTES)).replace(/^\uFEFF/, ''))) return true;
    return false;
  },
  parse: (path, options) => readDiscord(path, options),
};
