/**
 * What a DiscordChatExporter JSON export means, entry by entry (#28): the pieces of the
 * Discord reader that need no file (detection of a JSON head, message kinds, media by file
 * name, the text of an entry). The writer this follows is DiscordChatExporter's
 * `JsonMessageWriter.cs`: a root object with `guild`, `channel`, `dateRange`, `exportedAt`
 * (newer versions), the `messages` array and `messageCount` at the end.
 */
import { none } from 'stream-chain/defs.js';
import { jsonParser } from 'stream-json/core/parser.js';

interface Token {
  name: string;
  value?: unknown;
}

/**
 * The top-level keys of a JSON head, and the keys of its top-level `guild` and `channel`
 * objects. Tokenized by stream-json (linear, no backtracking); a head cut anywhere is
 * fine (the tokenizer waits for more), a syntax error ends the scan with what was seen.
 */
export function jsonHeadKeys(head: string): { object: boolean; keys: Set<string>; guild: Set<string>; channel: Set<string> } {
  const keys = new Set<string>();
  const guild = new Set<string>();
  const channel = new Set<string>();
  const start = head.trimStart();
  const object = start.startsWith('{');
  if (!object) return { object, keys, guild, channel };
  const parse = jsonParser({ packValues: true, streamValues: false });
  let depth = 0;
  let parent: string | undefined;
  let lastKey: string | undefined;
  const handle = (tokens: Token[]) => {
    for (const tok of tokens) {
      switch (tok.name) {
        case 'startObject':
        case 'startArray':
          if (depth === 1) parent = lastKey;
          depth++;
          break;
        case 'endObject':
        case 'endArray':
          depth--;
          if (depth === 1) parent = undefined;
          break;
        case 'keyValue': {
          const key = tok.value as string;
          lastKey = key;
          if (depth === 1) keys.add(key);
          else if (depth === 2 && parent === 'guild') guild.add(key);
          else if (depth === 2 && parent === 'channel') channel.add(key);
          break;
        }
      }
    }
  };
  try {
    const out = parse(start) as unknown;
    if (out && typeof out === 'object' && 'values' in out) handle((out as { values: Token[] }).values);
    else if (out && out !== none) handle([out as Token]);
  } catch {
    // Not JSON past some point: what was read before decides.
  }
  return { object, keys, guild, channel };
}

/**
 * Whether a JSON head is a DiscordChatExporter export: a root object with `guild` (with an
 * `id`), `channel` (with an `id` and a `type`) and `messages`. Strict: these keys together
 * belong to no other export Mnemo reads.
 */
export function isDiscordHead(head: string): boolean {
  const { object, keys, guild, channel } = jsonHeadKeys(head);
  return object && keys.has('guild') && keys.has('channel') && keys.has('messages') && guild.has('id') && channel.has('id') && channel.has('type');
}

/**
 * Message kinds (`type`: the name of DiscordChatExporter's `MessageKind`, or the number of
 * a kind it has no name for) that are something a person (or a bot) sent.
 * https://discord.com/developers/docs/resources/message#message-object-message-types
 * Not `ThreadStarterMessage` (21): the first entry of a thread started from a message is an
 * empty reference to that message in the parent channel (which holds it, and counts it).
 */
const MESSAGE_KINDS = new Set(['Default', 'Reply', 'ChatInputCommand', 'ContextMenuCommand', '0', '19', '20', '23']);

/** The thread's reference to the parent channel's message it was started from: an event. */
export const THREAD_STARTER_KINDS = new Set(['ThreadStarterMessage', '21']);

/** Kinds Discord writes as notices (joins, calls, pins, renames, boosts, stage and moderation notices, poll results). */
const EVENT_KINDS = new Set([
  'RecipientAdd',
  'RecipientRemove',
  'Call',
  'ChannelNameChange',
  'ChannelIconChange',
  'ChannelPinnedMessage',
  'GuildMemberJoin',
  'ThreadCreated',
  'UserPremiumGuildSubscription',
  'ChannelFollowAdd',
  'GuildInviteReminder',
  'AutoModerationAction',
  'RoleSubscriptionPurchase',
  'StageStart',
  'StageEnd',
  'StageSpeaker',
  'StageTopic',
  'PollResult',
  ...THREAD_STARTER_KINDS,
  // 1–18 (DiscordChatExporter's system notifications), then the later notices by number.
  ...Array.from({ length: 18 }, (_, i) => String(i + 1)),
  '22',
  ...Array.from({ length: 9 }, (_, i) => String(24 + i)),
  '36',
  '37',
  '38',
  '39',
  '44',
  '46',
]);

export type EntryKind = 'message' | 'event' | 'unknown';

/** A message, an event, or a kind this reader does not know (kept as an event, and reported). */
export function entryKind(type: unknown): EntryKind {
  // Very old exports may lack `type`: their entries are plain messages.
  if (type === undefined || type === null || type === '') return 'message';
  const t = String(type);
  if (MESSAGE_KINDS.has(t)) return 'message';
  if (EVENT_KINDS.has(t)) return 'event';
  return 'unknown';
}

const EXTENSION_MEDIA: Record<string, string> = {};
const addMedia = (kind: string, exts: string) => {
  for (const ext of exts.split(' ')) EXTENSION_MEDIA[ext] = kind;
};
addMedia('image', 'png jpg jpeg jfif gif webp heic heif avif bmp tif tiff svg');
addMedia('video', 'mp4 mov m4v webm mkv avi wmv 3gp mpg mpeg');
addMedia('audio', 'mp3 ogg oga opus wav m4a aac flac wma amr');
addMedia('document', 'pdf doc docx odt rtf txt md xls xlsx ods csv ppt pptx odp epub pages key numbers');

/** The kind of an attachment, by its file name's extension: image, video, audio, document or other. */
export function mediaOfFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return 'other';
  return EXTENSION_MEDIA[fileName.slice(dot + 1).toLowerCase()] ?? 'other';
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The text of an entry that has no `content`: its embeds' title, description, fields and
 * footer (a bot's card, a link preview written alone), one part per line.
 */
export function embedText(embeds: unknown): string {
  if (!Array.isArray(embeds)) return '';
  const parts: string[] = [];
  for (const e of embeds) {
    if (!e || typeof e !== 'object') continue;
    const embed = e as Record<string, unknown>;
    const author = embed.author as Record<string, unknown> | null | undefined;
    for (const part of [str(author?.name), str(embed.title), str(embed.description)]) if (part) parts.push(part);
    if (Array.isArray(embed.fields)) {
      for (const f of embed.fields as Array<Record<string, unknown> | null>) {
        const line = [str(f?.name), str(f?.value)].filter(Boolean).join(': ');
        if (line) parts.push(line);
      }
    }
    const footer = embed.footer as Record<string, unknown> | null | undefined;
    if (str(footer?.text)) parts.push(str(footer?.text));
    if (!parts.length && str(embed.url)) parts.push(str(embed.url));
  }
  return parts.join('\n');
}

/** A URL without its query and fragment (a file name has neither). */
function withoutQuery(name: string): string {
  const cut = name.search(/[?#]/);
  return cut < 0 ? name : name.slice(0, cut);
}

/** The media of an entry: its first attachment's kind, else a sticker. */
export function mediaOf(entry: { attachments?: unknown; stickers?: unknown }): string | undefined {
  if (Array.isArray(entry.attachments)) {
    for (const a of entry.attachments) {
      const name = a && typeof a === 'object' ? str((a as Record<string, unknown>).fileName) || str((a as Record<string, unknown>).url) : '';
      if (name) return mediaOfFileName(withoutQuery(name));
    }
    if (entry.attachments.length) return 'other';
  }
  if (Array.isArray(entry.stickers) && entry.stickers.length) return 'sticker';
  return undefined;
}

/** A timestamp as written, checked: "2019-01-04T17:52:39.762+00:00" (an instant, kept with its offset) or a wall-clock time. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The entry's time, or undefined when it has none that reads. .NET writes up to seven
 * fractional digits: cut to milliseconds, the offset kept.
 */
export function entryTime(value: unknown): string | undefined {
  if (typeof value !== 'string' || !TIMESTAMP.test(value)) return undefined;
  const t = value.replace(' ', 'T').replace(/(\.\d{3})\d+/, '$1');
  return Number.isFinite(Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(t) ? t : `${t}Z`)) ? t : undefined;
}

/** Thread channels: their parent channel is written as `category`/`categoryId`. */
const THREAD_KINDS = new Set(['GuildNewsThread', 'GuildPublicThread', 'GuildPrivateThread', '10', '11', '12']);
const DM_KINDS = new Set(['DirectTextChat', '1']);
const GROUP_DM_KINDS = new Set(['DirectGroupTextChat', '3']);

export interface ChannelInfo {
  id: string;
  title: string;
  isGroup: boolean;
}

/**
 * The chat a file is: "Guild / #channel", "Guild / #parent › thread", or a DM's name (the
 * other people, as DiscordChatExporter names it). Only a DM between two people is not a group.
 */
export function channelInfo(guild: Record<string, unknown> | undefined, channel: Record<string, unknown>): ChannelInfo | undefined {
  const id = channel.id;
  if ((typeof id !== 'string' || !id) && typeof id !== 'number') return undefined;
  const kind = String(channel.type ?? '');
  const name = str(channel.name) || String(id);
  const guildName = str(guild?.name);
  const direct = DM_KINDS.has(kind) || GROUP_DM_KINDS.has(kind) || String(guild?.id ?? '') === '0';
  let title: string;
  if (direct) title = name;
  else {
    const parent = str(channel.category);
    const where = THREAD_KINDS.has(kind) && parent ? `#${parent} › ${name}` : `#${name}`;
    title = guildName ? `${guildName} / ${where}` : where;
  }
  return { id: String(id), title, isGroup: !DM_KINDS.has(kind) };
}
