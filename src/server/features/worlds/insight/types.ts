/**
 * What the relationship analyses read: the messages of one conversation (owner ↔ person,
 * in the chats both are in), oldest first. Pure data: the analyses in this folder never
 * touch the database, so each is tested on hand-made lists.
 */
export interface ConvMessage {
  /** The message's key (world_messages.key as text): with `at`, what names it. */
  id: string;
  /** ISO 8601 instant. */
  at: string;
  /** True for the person's messages, false for the owner's. */
  fromThem: boolean;
  chatId: string;
  author: string;
  /** Null when the reader may not see message text. */
  text: string | null;
}

/**
 * A message of someone else in a chat the two of you share (a group): not part of the
 * conversation, but it breaks it. An answer is only a message right after the other's with
 * nobody in between, and a conversation does not start while the chat is busy. Only the
 * messages directly followed by one of yours or theirs are needed (see `conversationStarts`).
 */
export interface OtherMessage {
  id: string;
  at: string;
  /** Null: neither the person's nor the owner's. */
  fromThem: null;
  chatId: string;
}

/** The conversation with the other people's messages of the shared chats (oldest first). */
export type FeedMessage = ConvMessage | OtherMessage;

/** A message a finding cites. */
export interface CitedMessage {
  kind: 'message';
  id: string;
  at: string;
  author: string;
  text: string | null;
}

export const cite = (m: ConvMessage): CitedMessage => ({ kind: 'message', id: m.id, at: m.at, author: m.author, text: m.text });

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

/** The median of a list (null when empty). */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const v = [...values].sort((a, b) => a - b);
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}
