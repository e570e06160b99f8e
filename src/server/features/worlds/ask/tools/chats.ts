/**
 * The chat tools: find_chats (a title to chat ids) and chat_members (who is in a chat and
 * how much each wrote there). Members are roots: merged people are one member.
 */
import { sql } from 'drizzle-orm';
import { isUuid, num } from '../../world-filters';
import { ChatMembersInput, FindChatsInput, type ChatMembers, type FoundChat } from './catalogue';
import { chatCitation, foldName, personCitation, rootOf } from './common';
import { messageCounts } from './counts';
import { MAX_CITATIONS, type ToolContext, type WorldTool } from './types';

interface ChatRow {
  id: string;
  title: string;
  is_group: boolean;
  source: string;
  messages: number;
  members: number;
}

/** The user's chats (one, or all) with their shown messages and member roots. */
async function chatsOf(ctx: ToolContext, chatId?: string): Promise<FoundChat[]> {
  const u = ctx.scope.userId;
  const one = chatId ? sql` and c.id = ${chatId}::uuid` : sql``;
  const rows = await ctx.query<ChatRow>(
    sql`select c.id, c.title, c.is_group, c.source,
       coalesce(k.n, 0)::int as messages,
       (select count(distinct ${rootOf('p')}) from world_chat_people cp join world_people p on p.id = cp.person_id where cp.chat_id = c.id)::int as members
     from world_chats c left join (select mc.chat_id, sum(mc.n) as n from ${messageCounts(ctx, chatId ? { chatId } : {})} mc group by 1) k on k.chat_id = c.id
     where c.user_id = ${u}${one}`,
  );
  return rows.map((r) => ({ id: r.id, title: r.title, isGroup: r.is_group, source: r.source, messages: num(r.messages), members: num(r.members) }));
}

export const findChats: WorldTool<typeof FindChatsInput, FoundChat[]> = {
  name: 'find_chats',
  description:
    'Find chats by title (case- and accent-insensitive, words in any order, word prefixes match); an empty name lists the chats by size. Only chats with shown messages; biggest first. Use the ids in the other tools.',
  input: FindChatsInput,
  async run(ctx, input) {
    const words = foldName(input.name).split(' ').filter(Boolean);
    const scored = (await chatsOf(ctx))
      .filter((c) => c.messages > 0)
      .map((c) => {
        const title = foldName(c.title);
        const titleWords = title.split(' ');
        // 0: the whole title; 1: every word a word of the title; 2: every word a prefix of one; 3: every word inside it.
        const rank = !words.length
          ? 0
          : title === words.join(' ')
            ? 0
            : words.every((w) => titleWords.includes(w))
              ? 1
              : words.every((w) => titleWords.some((t) => t.startsWith(w)))
                ? 2
                : words.every((w) => title.includes(w))
                  ? 3
                  : null;
        return { c, rank };
      })
      .filter((x): x is { c: FoundChat; rank: number } => x.rank !== null)
      .sort((a, b) => a.rank - b.rank || b.c.messages - a.c.messages || a.c.title.localeCompare(b.c.title))
      .slice(0, input.limit)
      .map((x) => x.c);
    return { data: scored, citations: scored.slice(0, MAX_CITATIONS).map((c) => chatCitation(c.id, c.title, c.isGroup)) };
  },
};

export const chatMembers: WorldTool<typeof ChatMembersInput, ChatMembers> = {
  name: 'chat_members',
  description: 'The members of a chat (by chat id, from find_chats) and how many shown messages each wrote there, most first.',
  input: ChatMembersInput,
  async run(ctx, input) {
    if (!isUuid(input.chatId)) return { data: { chat: null, members: [] }, citations: [] };
    const [chat] = await chatsOf(ctx, input.chatId);
    if (!chat) return { data: { chat: null, members: [] }, citations: [] };
    const rows = await ctx.query<{ id: string; name: string; n: number }>(
      sql`with roots as (
         select distinct ${rootOf('p')} as id from world_chat_people cp join world_people p on p.id = cp.person_id where cp.chat_id = ${input.chatId}::uuid
       ), wrote as (
         select ${rootOf('p')} as id, sum(mc.n)::int as n from ${messageCounts(ctx, { chatId: input.chatId })} mc join world_people p on p.id = mc.person_id group by 1
       )
       select r.id, w.name, coalesce(x.n, 0)::int as n from roots r join world_people w on w.id = r.id left join wrote x on x.id = r.id
       order by n desc, w.name`,
    );
    const members = rows.map((r) => ({ id: r.id, name: r.name, messages: num(r.n), isOwner: r.id === ctx.ownerId }));
    return {
      data: { chat, members },
      citations: [chatCitation(chat.id, chat.title, chat.isGroup), ...members.slice(0, MAX_CITATIONS - 1).map((m) => personCitation(m.id, m.name))],
    };
  },
};
