/**
 * A WhatsApp export whose file name says nothing about the chat: iOS zips hold `_chat.txt`,
 * and people upload it unzipped; others rename their exports "chat.txt" or to a date. Two
 * different chats would then share the title and key "_chat" and merge into one (#27: a
 * three-person "chat" breaks the owner inference and every relationship figure). Such a
 * chat is keyed by the conversation itself (its first message) and titled by its people.
 */
import { createHash } from 'node:crypto';

/**
 * Words a chat export's file name holds when it names no chat: WhatsApp's own words in the
 * languages phones export most, the connecting words of "WhatsApp Chat with …" without a
 * name after them, and what a download or a copy adds ("(1)", "part 2", "copy").
 */
const GENERIC_WORDS = new Set([
  'chat',
  'chats',
  'whatsapp',
  'wa',
  'conversation',
  'conversations',
  'message',
  'messages',
  'export',
  'exported',
  'history',
  'backup',
  'discussion', // fr
  'conversa', // pt
  'conversas',
  'conversación', // es
  'conversacion',
  'conversazione', // it
  'unterhaltung', // de
  'chatverlauf',
  'verlauf',
  'nachrichten',
  'gesprek', // nl
  'czat', // pl
  'чат', // ru
  'переписка',
  'sohbet', // tr
  'sohbeti',
  'sohbetı',
  '聊天', // zh
  '聊天记录',
  'チャット', // ja
  '채팅', // ko
  'with',
  'mit',
  'con',
  'avec',
  'com',
  'met',
  'z',
  'с',
  'ile',
  'de',
  'do',
  'da',
  'du',
  'del',
  'part',
  'copy',
  'kopie',
  'copie',
  'txt',
  'text',
  'file',
  'untitled',
  'download',
]);

/** Where a file name's words split: spaces, underscores, dashes, dots, brackets. */
const WORD_BREAK = /[\s_.,;:()[\]{}#'"`~+\-–—]+/u;

/**
 * Whether a title read from a file name (whatsAppTitle) names no chat: only WhatsApp's
 * generic words, digits (a date, a time, a counter) and a copy's suffixes. "_chat",
 * "WhatsApp Chat", "Chat de WhatsApp (1)", "2024-01-31 chat" are; "Alice", "chat-one",
 * "Family" are not.
 */
export function isGenericChatTitle(title: string): boolean {
  const words = title.normalize('NFKC').toLowerCase().split(WORD_BREAK);
  return words.every((w) => w === '' || GENERIC_WORDS.has(w) || /^\d+$/.test(w) || /^part\d+$/.test(w));
}

/**
 * The key of a generically named chat: a hash of its first message's local time, author and
 * text (the text only when it is words, not a media placeholder, which differs between an
 * export with media and one without). A re-export of the same chat starts with the same
 * message, so it keeps the key and its messages de-duplicate (world_messages.key is per
 * chat); two different chats start differently. (WhatsApp exports at most the newest
 * 40,000 messages with media, 100,000 without: a re-export of a longer chat starts later
 * and gets a new key, as its title-less file gives nothing else to go by.)
 */
export function conversationKey(first: { at: string; author: string; text: string } | undefined, fallback: string): string {
  if (!first) return fallback;
  const hash = createHash('sha256').update(`${first.at}\u0000${first.author}\u0000${first.text}`).digest('hex');
  return `conversation:${hash.slice(0, 20)}`;
}

/**
 * A generically named chat's title from its people: up to three in alphabetical order, so a
 * re-export keeps the title ("Priya Shah & Sam", "Ana, Leo and Sam"); in a bigger group the
 * two who wrote most ("Priya, Sam and 3 others"). An iOS export writes its notices ("Messages
 * and calls are end-to-end encrypted") under the chat's own name: a name that only ever
 * writes notices is the chat's name (a group's subject), and titles it.
 */
export function titleFromPeople(speakers: Map<string, number>, noticeAuthors: Iterable<string>): string {
  const named = [...noticeAuthors].filter((a) => !speakers.has(a));
  if (named.length === 1) return named[0]!;
  const names = [...speakers.keys()];
  if (names.length === 0) return 'WhatsApp chat';
  if (names.length <= 3) {
    const [a, b, c] = names.sort((x, y) => x.localeCompare(y, 'en'));
    return c ? `${a}, ${b} and ${c}` : b ? `${a} & ${b}` : a!;
  }
  // Most messages first; the stable sort keeps the order of first appearance on ties.
  const [first, second] = [...speakers.entries()].sort((x, y) => y[1] - x[1]).map(([name]) => name);
  return `${first}, ${second} and ${(names.length - 2).toLocaleString('en-US')} others`;
}
