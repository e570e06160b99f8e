/**
 * A cited message in its chat (#29, GET …/messages/:id?context=N): the message and up to N
 * messages of the same chat either side, in (time, key) order. The id is decoded
 * (message-id.ts) and looked up with one probe of the unique index (user, at, key); the
 * neighbours are read through world_messages_chat_at_idx (chat, at). Only shown rows
 * count (world-filters.ts `shown`): a message outside the plan's cut-off, of an import not
 * done, or of another user is not found, exactly as an id that was never issued.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MessageInContext, MessageView } from '../../../../contract/worlds-ask';
import { NotFoundError } from '../../../errors';
import { KIND, shown } from '../world-filters';
import { decodeMessageId, encodeMessageId, isMessage, type MessageRef } from './message-id';
import { MESSAGE_COLUMNS, MESSAGE_JOINS, type MessageRow } from './tools/common';
import type { ToolContext } from './tools/types';

export const MESSAGE_NOT_FOUND = 'Message not found.';

type Row = MessageRow & { media: string | null };

/** SQL: the instant of a message ref, exactly (microseconds), as isMessage compares it. */
const atOf = (ref: MessageRef) => sql`('1970-01-01 00:00:00+00'::timestamptz + ${ref.atMicros.toString()}::bigint * interval '1 microsecond')`;

function view(ctx: Pick<ToolContext, 'ownerId' | 'includeMessages'>, r: Row): MessageView {
  return {
    id: encodeMessageId(r.us, r.key),
    at: new Date(r.at).toISOString(),
    author: r.author,
    authorId: r.author_id,
    mine: ctx.ownerId !== null && r.author_id === ctx.ownerId,
    text: ctx.includeMessages ? r.text : '',
    media: r.media,
    chatId: r.chat_id,
    chatTitle: r.chat_title,
  };
}

/** The message `id` of the context's world with `context` messages either side; 404 when it is not one of its shown messages. */
export async function messageInContext(ctx: ToolContext, id: string, context: number): Promise<MessageInContext> {
  const ref = decodeMessageId(id);
  if (!ref) throw new NotFoundError(MESSAGE_NOT_FOUND);
  const visible = shown(ctx.scope, 'm', KIND.message);
  const select = (where: SQL, order: SQL, limit: number) =>
    ctx.query<Row>(sql`select ${MESSAGE_COLUMNS}, m.media from world_messages m ${MESSAGE_JOINS} where ${where} and ${visible} order by ${order} limit ${limit}`);

  const [row] = await select(isMessage('m', ctx.scope.userId, ref), sql`m.at`, 1);
  if (!row) throw new NotFoundError(MESSAGE_NOT_FOUND);
  if (context === 0) return { message: view(ctx, row), before: [], after: [] };

  const at = atOf(ref);
  const key = sql`${ref.key.toString()}::bigint`;
  // `m.at <=`/`>=` bounds the chat index's range; the row comparison breaks ties at the same instant.
  const [before, after] = await Promise.all([
    select(sql`m.chat_id = ${row.chat_id}::uuid and m.at <= ${at} and (m.at, m.key) < (${at}, ${key})`, sql`m.at desc, m.key desc`, context),
    select(sql`m.chat_id = ${row.chat_id}::uuid and m.at >= ${at} and (m.at, m.key) > (${at}, ${key})`, sql`m.at, m.key`, context),
  ]);
  return { message: view(ctx, row), before: before.reverse().map((r) => view(ctx, r)), after: after.map((r) => view(ctx, r)) };
}
