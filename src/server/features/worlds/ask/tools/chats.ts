/**
 * The chat tools: find_chats (a title to chat ids) and chat_members (who is in a chat and
 * how much each wrote there). Members are roots: merged people are one member.
 */
import { sql } from 'drizzle-orm';
import { isUuid, num } from '../../world-filters';
import { ChatMembersInput, FindChatsInput, type ChatMembers, type FoundChat, type GroupHistoryEvent } from './catalogue';
import { chatCitation, foldName, personCitation, rootOf } from './common';
import { messageCounts } from './counts';
import { MAX_CITATIONS, type ToolContext, type WorldTool } from './types';
import { isYou, kindOfWord, vocabulary } from './vocabulary';

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
    'Find chats by title (case- and accent-insensitive, words in any order, word prefixes match), by a title a group had before it was renamed, or by what a group is ("family", "college", "office", "friends", in several languages); an empty name lists the chats by size. Only chats with shown messages; biggest first. Use the ids in the other tools.',
  input: FindChatsInput,
  async run(ctx, input) {
    const words = foldName(input.name).split(' ').filter(Boolean);
    // A word of the title: the whole title, every word a word of it, a prefix of one, inside it.
    const titleRank = (raw: string): number | null => {
      const title = foldName(raw);
      const titleWords = title.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
      if (title === words.join(' ')) return 0;
      if (words.every((w) => titleWords.includes(w))) return 1;
      if (words.every((w) => titleWords.some((t) => t.startsWith(w)))) return 2;
      if (words.every((w) => title.includes(w))) return 3;
      return null;
    };
    // The world's vocabulary: a group's earlier titles (renamed since), and its kind ("the college group").
    const vocab = words.length ? await vocabulary(ctx) : null;
    const kinds = words.map(kindOfWord);
    const kind = kinds.find((k) => k !== null) ?? null;
    // Every word a kind word of one kind, or the other words in the title ("Kulkarni family").
    const scored = (await chatsOf(ctx))
      .filter((c) => c.messages > 0)
      .map((c) => {
        // 0–3: the title as it is now; 4–7: a title it had before; 8: its kind.
        let rank = !words.length ? 0 : titleRank(c.title);
        const info = vocab?.groups.find((g) => g.chatId === c.id);
        if (rank === null && info) {
          const old = info.titles.map(titleRank).filter((r): r is number => r !== null);
          if (old.length) rank = 4 + Math.min(...old);
        }
        if (rank === null && info?.kind && kind === info.kind) {
          const others = words.filter((_, i) => kinds[i] === null);
          if (!others.length || others.every((w) => info.titles.some((t) => foldName(t).includes(w)))) rank = 8;
        }
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
    if (!isUuid(input.chatId)) return { data: { chat: null, members: [], history: [] }, citations: [] };
    const [chat] = await chatsOf(ctx, input.chatId);
    if (!chat) return { data: { chat: null, members: [], history: [] }, citations: [] };
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
    const history = chat.isGroup ? await historyOf(ctx, chat.id) : [];
    return {
      data: { chat, members, history },
      citations: [chatCitation(chat.id, chat.title, chat.isGroup), ...members.slice(0, MAX_CITATIONS - 1).map((m) => personCitation(m.id, m.name))],
    };
  },
};

/** A group's system lines as events, each name the world's person of that name (the owner for "You"). */
async function historyOf(ctx: ToolContext, chatId: string): Promise<GroupHistoryEvent[]> {
  const events = (await vocabulary(ctx)).events.filter((e) => e.chatId === chatId);
  if (!events.length) return [];
  const people = await ctx.query<{ root: string; name: string }>(
    sql`select ${rootOf('p')} as root, p.name from world_people p where p.user_id = ${ctx.scope.userId}`,
  );
  const byName = new Map<string, string>();
  for (const p of people) if (!byName.has(foldName(p.name))) byName.set(foldName(p.name), p.root);
  const roots = new Map<string, string>();
  const rootNames = await ctx.query<{ id: string; name: string }>(sql`select id, name from world_people where user_id = ${ctx.scope.userId} and merged_into is null`);
  for (const r of rootNames) roots.set(r.id, r.name);
  const who = (name: string) => {
    if (isYou(name) && ctx.ownerId) return { id: ctx.ownerId, name: roots.get(ctx.ownerId) ?? 'you' };
    const id = byName.get(foldName(name)) ?? null;
    return { id, name: id ? roots.get(id) ?? name : name };
  };
  return events.map((e) => ({ at: e.at, type: e.type, actor: e.actor ? who(e.actor) : null, targets: e.targets.map(who), from: e.from, to: e.to }));
}
