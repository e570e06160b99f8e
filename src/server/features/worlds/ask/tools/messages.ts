/**
 * The message tools: count_messages, first_last, search_messages, messages_in_period.
 * All read the shown messages of the caller's world (messageWhere), authors folded to the
 * root of a merge.
 */
import { sql, type SQL } from 'drizzle-orm';
import { decodeMessageId, isMessage } from '../message-id';
import { topicsOf } from '../../topics';
import { num } from '../../world-filters';
import {
  CountMessagesInput,
  FirstLastInput,
  MessagesInPeriodInput,
  SearchMessagesInput,
  type FirstLast,
  type FoundMessage,
  type MessageCount,
  type PeriodMessages,
  type SearchResult,
} from './catalogue';
import {
  anyOfQueryParts,
  anyOfQueryText,
  foundMessage,
  ftsMatch,
  ftsRank,
  MESSAGE_COLUMNS,
  MESSAGE_JOINS,
  messageCitation,
  messageWhere,
  tsQueryText,
  uniqueCitations,
  type MessageFilter,
  type MessageRow,
} from './common';
import { messageCounts } from './counts';
import { MAX_CITATIONS, type ToolContext, type WorldTool } from './types';

/**
 * The tsquery text of a filter's `text` (every word): undefined without one, null for a text
 * with no usable word (only one-letter words or punctuation), which matches nothing.
 */
function textQuery(text: string | undefined): string | null | undefined {
  if (text === undefined || !text.trim()) return undefined;
  return tsQueryText(text, 'and');
}

/**
 * SQL (two CTEs): `fts`, the user's messages matching the tsquery, found by the GIN index
 * (world_messages_fts_idx) alone, and `hits` (at, key, person_id), those of them that pass the
 * filter. The filter is applied to the matches and never beside the match: given a period,
 * a chat or an author too, the planner would rather walk that index (the (user, at, key) one
 * for a period) and compute the tsvector of every message in it to test the words, ~0.1 ms a
 * message: seconds for a year of a 1,000,000-message world, where the GIN index answers in
 * milliseconds (bench/worlds/ask-explain.ts). `fts` carries every column messageWhere reads.
 */
function ftsHits(ctx: ToolContext, f: MessageFilter, q: string | string[]): SQL {
  // A family of words (anyOfQueryParts) is matched part by part, each part by the GIN index, the matches united.
  // Under the plan's cut-off, the matches newer than its time only: the planner then ANDs the GIN
  // bitmap with the (user, at, key) range and visits only the shown part of the table, not
  // every match of the whole history (at 1,000,000 messages with the newest 10,000 shown, a
  // common word's ~2,000 matches are ~2,000 random heap pages read to keep ~20).
  const cut = ctx.scope.cut[0] === '-infinity' ? sql`` : sql` and m.at >= ${ctx.scope.cut[0]}::timestamptz`;
  const parts = (typeof q === 'string' ? [q] : q).map(
    (p) => sql`select m.user_id, m.import_id, m.chat_id, m.person_id, m.at, m.key from world_messages m where m.user_id = ${ctx.scope.userId}${cut} and ${ftsMatch(p)}`,
  );
  return sql`fts as materialized (${sql.join(parts, sql` union `)}),
   hits as materialized (select m.at, m.key, m.person_id from fts m where ${messageWhere(ctx, f)})`;
}

/** The first or last shown message passing `where` (no words: the (user, at, key) index walks to it), or null. */
async function endMessage(ctx: ToolContext, where: SQL, which: 'first' | 'last'): Promise<FoundMessage | null> {
  const dir = sql.raw(which === 'first' ? 'asc' : 'desc');
  const [row] = await ctx.query<MessageRow>(
    sql`select ${MESSAGE_COLUMNS} from world_messages m ${MESSAGE_JOINS} where ${where} order by m.at ${dir}, m.key ${dir} limit 1`,
  );
  return row ? foundMessage(ctx, row) : null;
}

/**
 * How many shown messages pass the filter and hold the words (tsquery `q`), and the first and
 * last of them, in one statement. The matches are gathered first (ftsHits: the GIN index
 * finds them), then counted and their two ends read by their key. Asked for the first match
 * directly, the planner walks the time index computing every message's tsvector until one
 * matches: slow for a rare word (measured: 80 ms on 10,000 messages).
 */
async function matchesWithEnds(ctx: ToolContext, f: MessageFilter, q: string): Promise<{ count: number; first: FoundMessage | null; last: FoundMessage | null }> {
  const rows = await ctx.query<MessageRow & { n: number; which: string }>(
    sql`with ${ftsHits(ctx, f, q)},
     ends as ((select h.at, h.key, 'first' as which from hits h order by h.at, h.key limit 1)
              union all (select h.at, h.key, 'last' from hits h order by h.at desc, h.key desc limit 1))
     select (select count(*) from hits)::int as n, e.which, ${MESSAGE_COLUMNS}
     from ends e join world_messages m on m.user_id = ${ctx.scope.userId} and m.at = e.at and m.key = e.key ${MESSAGE_JOINS}`,
  );
  const end = (which: string) => {
    const row = rows.find((r) => r.which === which);
    return row ? foundMessage(ctx, row) : null;
  };
  return { count: num(rows[0]?.n), first: end('first'), last: end('last') };
}

const NO_MATCH = { count: 0, first: null, last: null };

/**
 * count_messages. `first` and `last` are the times (ISO) of the first and last matching
 * messages; the messages themselves are the citations (first, then last).
 */
export const countMessages: WorldTool<typeof CountMessagesInput, MessageCount> = {
  name: 'count_messages',
  description:
    'Count messages: written by a person (authorId; the owner is a person too), in the one-to-one chat with a person (withPersonId), in a chat (chatId), in a period, containing words (text). Answers the count and the times of the first and last, citing those messages.',
  input: CountMessagesInput,
  async run(ctx, input) {
    const q = textQuery(input.text);
    const where = messageWhere(ctx, input);
    let found: { count: number; first: FoundMessage | null; last: FoundMessage | null };
    if (q === null) found = NO_MATCH;
    else if (q) found = await matchesWithEnds(ctx, input, q);
    else {
      const [row] = await ctx.query<{ n: number }>(sql`select coalesce(sum(mc.n), 0)::int as n from ${messageCounts(ctx, input)} mc`);
      const count = num(row?.n);
      const [first, last] = count ? await Promise.all([endMessage(ctx, where, 'first'), endMessage(ctx, where, 'last')]) : [null, null];
      found = { count, first, last };
    }
    const { count, first, last } = found;
    if (!count) return { data: { count: 0, first: null, last: null }, citations: [] };
    return {
      data: { count, first: first?.at ?? null, last: last?.at ?? null },
      citations: uniqueCitations([first, last].filter((m): m is FoundMessage => m !== null).map(messageCitation), MAX_CITATIONS),
    };
  },
};

export const firstLast: WorldTool<typeof FirstLastInput, FirstLast> = {
  name: 'first_last',
  description:
    'The first or the last message matching the filters (author, one-to-one chat with a person, chat, period, words): when something started or stopped. Cites the message.',
  input: FirstLastInput,
  async run(ctx, input) {
    const q = textQuery(input.text);
    const m = q === null ? null : q ? (await matchesWithEnds(ctx, input, q))[input.which] : await endMessage(ctx, messageWhere(ctx, input), input.which);
    if (!m) return { data: { messageId: null, at: null, author: null, text: null, chatTitle: null }, citations: [] };
    return { data: { messageId: m.id, at: m.at, author: m.author, text: m.text, chatTitle: m.chatTitle }, citations: [messageCitation(m)] };
  },
};

/**
 * Messages ranked are at most the newest this many matches: ts_rank reads each message's
 * tsvector again (the index holds none to read), ~0.15 ms a message here, so a common word's
 * thousands of matches would cost seconds to rank; the best of the newest 200 costs ~30 ms.
 */
const RANKED_MAX = 200;

/**
 * Messages passing the filter that hold the words (tsquery `q`), best first (rank among the
 * newest RANKED_MAX, then newest), their total and authors: one statement, the matches found
 * once (ftsHits) and read for both.
 */
async function searchWith(ctx: ToolContext, f: MessageFilter, q: string, limit: number, parts?: string[]) {
  const rows = await ctx.query<MessageRow & { authors: { id: string; name: string; n: number }[] }>(
    // The matches first (materialized: the GIN index finds them all), then the newest of them.
    // Asked for "the newest 200 matches" in one step the planner walks the time index and
    // reads every message's tsvector until 200 match: 11 s for a word in 1 of 500 messages
    // of 1,000,000 (measured, bench/worlds/ask.mjs, cut lifted).
    sql`with ${ftsHits(ctx, f, parts ?? q)},
     newest as (select h.at, h.key from hits h order by h.at desc, h.key desc limit ${RANKED_MAX}),
     authors as (select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'n', a.n) order by a.n desc, a.name), '[]'::json) as authors
       from (select r.id, r.name, count(*)::int as n from hits h join world_people p on p.id = h.person_id
             join world_people r on r.id = coalesce(p.merged_into, p.id) group by r.id, r.name order by n desc, r.name limit 20) a)
     select ${MESSAGE_COLUMNS}, (select authors from authors) as authors
     from newest n join world_messages m on m.user_id = ${ctx.scope.userId} and m.at = n.at and m.key = n.key ${MESSAGE_JOINS}
     order by ${ftsRank(q)} desc, m.at desc, m.key desc limit ${limit}`,
  );
  if (!rows.length) return null;
  const authors = rows[0]!.authors;
  return {
    total: authors.reduce((a, r) => a + num(r.n), 0),
    authors: authors.map((r) => ({ id: r.id, name: r.name, messages: num(r.n) })),
    messages: rows.map((r) => foundMessage(ctx, r)),
  };
}

/** The shown messages among semantic hits (ids best first) that pass the filter, in the hits' order. */
async function semanticHits(ctx: ToolContext, f: MessageFilter, query: string, limit: number): Promise<FoundMessage[]> {
  if (!ctx.semantic) return [];
  const hits = await ctx.semantic.search(ctx.scope, query, limit, ctx.who);
  const refs = hits.map((h) => ({ id: h.id, ref: decodeMessageId(h.id) })).filter((h) => h.ref !== null);
  if (!refs.length) return [];
  const rows = await ctx.query<MessageRow>(
    sql`select ${MESSAGE_COLUMNS} from world_messages m ${MESSAGE_JOINS}
     where ${messageWhere(ctx, f)} and (${sql.join(
       refs.map((h) => sql`(${isMessage('m', ctx.scope.userId, h.ref!)})`),
       sql` or `,
     )})`,
  );
  const byId = new Map(rows.map((r) => [foundMessage(ctx, r).id, foundMessage(ctx, r)]));
  return refs.map((h) => byId.get(h.id)).filter((m): m is FoundMessage => m !== undefined);
}

export const searchMessages: WorldTool<typeof SearchMessagesInput, SearchResult> = {
  name: 'search_messages',
  description:
    'Full-text search of messages (accent- and case-insensitive; words of 4+ letters also match as prefixes), with optional author, one-to-one chat with a person, chat and period. Messages holding every word come first; if none does, messages holding any of them, best first. With anyOf (other wordings: synonyms, other languages), messages holding any word of the query or of anyOf match, in one search. Answers the matching messages, how many there are and who wrote them.',
  input: SearchMessagesInput,
  async run(ctx, input) {
    const none: SearchResult = { matched: 'none', total: 0, authors: [], messages: [] };
    const all = input.anyOf?.length ? null : tsQueryText(input.query, 'and');
    let out: SearchResult = none;
    if (input.anyOf?.length) {
      // A family of words: one statement, any word matching.
      const texts = [input.query, ...input.anyOf];
      const any = anyOfQueryText(texts);
      const hit = any ? await searchWith(ctx, input, any, input.limit, anyOfQueryParts(texts)) : null;
      if (hit) out = { matched: 'any', ...hit };
    } else if (all) {
      const hit = await searchWith(ctx, input, all, input.limit);
      if (hit) out = { matched: 'all', ...hit };
      else {
        const any = tsQueryText(input.query, 'or')!;
        const some = any === all ? null : await searchWith(ctx, input, any, input.limit);
        if (some) out = { matched: 'any', ...some };
      }
    }
    // Semantic hits (when configured) after the full-text ones, up to the limit.
    if (ctx.semantic && out.messages.length < input.limit) {
      const have = new Set(out.messages.map((m) => m.id));
      const more = (await semanticHits(ctx, input, input.query, input.limit)).filter((m) => !have.has(m.id));
      if (more.length) out = { ...out, matched: out.matched === 'none' ? 'any' : out.matched, messages: [...out.messages, ...more].slice(0, input.limit) };
    }
    return { data: out, citations: uniqueCitations(out.messages.map(messageCitation), MAX_CITATIONS) };
  },
};

export const messagesInPeriod: WorldTool<typeof MessagesInPeriodInput, PeriodMessages> = {
  name: 'messages_in_period',
  description:
    'What was said in a period (with an optional author, one-to-one chat with a person or chat): how many messages, the most frequent topic words, and messages spread evenly over the period, oldest first.',
  input: MessagesInPeriodInput,
  async run(ctx, input) {
    const where = messageWhere(ctx, input);
    const [row] = await ctx.query<{ n: number }>(sql`select coalesce(sum(mc.n), 0)::int as n from ${messageCounts(ctx, input)} mc`);
    const count = num(row?.n);
    if (!count) return { data: { count: 0, topics: [], messages: [] }, citations: [] };
    // Every step-th message: `limit` messages spread over the period. Numbered on the messages alone, then
    // only those read with their author and chat (joined for every message first, the filter came after
    // the joins: 10,000 messages joined to keep 7).
    const step = Math.max(1, Math.floor(count / input.limit));
    const rows = await ctx.query<MessageRow>(
      sql`with picked as (select x.at, x.key, x.rn from (select m.at, m.key, row_number() over (order by m.at, m.key) as rn
         from world_messages m where ${where}) x where (x.rn - 1) % ${step} = 0 order by x.rn limit ${input.limit})
       select ${MESSAGE_COLUMNS} from picked k join world_messages m on m.user_id = ${ctx.scope.userId} and m.at = k.at and m.key = k.key ${MESSAGE_JOINS}
       order by k.rn`,
    );
    const messages = rows.map((r) => foundMessage(ctx, r));
    // Topic words are the messages' words: none for a reader who may not see messages.
    let topics: string[] = [];
    if (ctx.includeMessages) {
      const words = await ctx.query<{ word: string; n: number }>(
        sql`select w as word, count(*)::int as n from world_messages m, regexp_split_to_table(lower(m.text), '[^[:alpha:]'']+') as w
         where ${where} and length(w) between 3 and 30 group by w order by n desc, w limit 300`,
      );
      topics = (await topicsOf(words.map((w) => ({ word: w.word, count: num(w.n) })), 8)).map((t) => t.word);
    }
    return { data: { count, topics, messages }, citations: uniqueCitations(messages.map(messageCitation), MAX_CITATIONS) };
  },
};
