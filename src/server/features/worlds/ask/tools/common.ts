/**
 * What the tools share: the message filters (author, one-to-one chat with a person, chat,
 * period, words), the full-text query built safely from a user's words, the columns a
 * message is read with, and the citations made from rows.
 *
 * Every statement is a drizzle `sql` template run through `ctx.query` (sql.ts): the same on
 * PGlite and PostgreSQL. Ids from a call are checked to be uuids before they reach SQL (an
 * id that is not one matches nothing, as an unknown id does), so a validated call never
 * makes the database raise.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Citation, MessageCitation } from '../../../../../contract/worlds-ask';
import { atMicrosOf, encodeMessageId } from '../message-id';
import { inPeriod, isUuid, iso, KIND, shown } from '../../world-filters';
import type { FoundMessage } from './catalogue';
import type { Period, ToolContext } from './types';

/** The filters count_messages, first_last, trend, search_messages and messages_in_period share. */
export interface MessageFilter {
  authorId?: string;
  withPersonId?: string;
  chatId?: string;
  period?: Period;
  /** Only messages carrying one of these media kinds (world_messages.media, as the importers write it). */
  media?: readonly string[];
}

/** SQL: the root (the person merged into, or itself) of the world_people alias `p`. */
export const rootOf = (p: string) => sql.raw(`coalesce(${p}.merged_into, ${p}.id)`);

/**
 * SQL: the root of the user's person `id` (a merged person's id stands for the one they
 * were merged into; another user's id is null and matches nothing).
 */
export function rootSql(ctx: ToolContext, id: string): SQL {
  return sql`(select coalesce(q.merged_into, q.id) from world_people q where q.id = ${id}::uuid and q.user_id = ${ctx.scope.userId})`;
}

/** SQL: the world_people ids of the user that are the root of `id` or were merged into it. */
export function membersOf(ctx: ToolContext, id: string): SQL {
  return sql`(select p.id from world_people p where p.user_id = ${ctx.scope.userId} and ${rootOf('p')} = ${rootSql(ctx, id)})`;
}

/**
 * SQL: the one-to-one chats of the owner with the person `id` (their root): not a group, they are
 * in it, and nobody else but the owner is (merged people counted as their root). Without a
 * known owner: the person's chats that are not groups.
 */
export function oneToOneChats(ctx: ToolContext, id: string): SQL {
  const u = ctx.scope.userId;
  const root = rootSql(ctx, id);
  const others = ctx.ownerId
    ? sql`and not exists (select 1 from world_chat_people cq join world_people q on q.id = cq.person_id
           where cq.chat_id = c.id and ${rootOf('q')} not in (${root}, ${ctx.ownerId}::uuid))`
    : sql``;
  return sql`(select c.id from world_chats c where c.user_id = ${u} and not c.is_group
    and exists (select 1 from world_chat_people cp join world_people p on p.id = cp.person_id where cp.chat_id = c.id and ${rootOf('p')} = ${root})
    ${others})`;
}

/** An id that is not a uuid matches nothing (answered as an unknown id: empty). */
const NOTHING = sql`false`;

/** SQL: the shown messages (alias `m`) that pass the filter; `text` is a full-text match (ftsMatch). */
export function messageWhere(ctx: ToolContext, f: MessageFilter, text?: SQL): SQL {
  const parts: SQL[] = [shown(ctx.scope, 'm', KIND.message)];
  if (f.period) parts.push(inPeriod('m', f.period));
  if (f.authorId !== undefined) parts.push(isUuid(f.authorId) ? sql`m.person_id in ${membersOf(ctx, f.authorId)}` : NOTHING);
  if (f.withPersonId !== undefined) parts.push(isUuid(f.withPersonId) ? sql`m.chat_id in ${oneToOneChats(ctx, f.withPersonId)}` : NOTHING);
  if (f.chatId !== undefined) parts.push(isUuid(f.chatId) ? sql`m.chat_id = ${f.chatId}::uuid` : NOTHING);
  if (f.media?.length) parts.push(sql`m.media = any(${sql.param([...f.media])}::text[])`);
  if (text) parts.push(text);
  return sql.join(parts, sql` and `);
}

/* ---------- full-text ---------- */

/** Words of a query: runs of letters and digits (any script), each at most this long. */
const WORD_RE = /[\p{L}\p{N}]+/gu;
const MAX_WORDS = 16;
/** Words at least this long (in letters) match as prefixes ("birthd" finds "birthday"). */
export const PREFIX_FROM = 4;

/**
 * The tsquery text for a user's words, or null when none is usable: words of two letters
 * or more, each a quoted lexeme (letters and digits only, so nothing of the user's text is
 * tsquery syntax: `'&|!:*()` are separators and never reach the query), `:*` on words of
 * PREFIX_FROM letters or more, joined by AND (`&`) or OR (`|`). The database folds it
 * with mnemo_fold as it folds the indexed text (ftsQuery).
 */
export function tsQueryText(text: string, join: 'and' | 'or'): string | null {
  const words = [...new Set(text.match(WORD_RE) ?? [])].filter((w) => [...w].length >= 2).slice(0, MAX_WORDS);
  return lexemes(words, join);
}

const lexemes = (words: string[], join: 'and' | 'or') =>
  words.length ? words.map((w) => `'${w}'${[...w].length >= PREFIX_FROM ? ':*' : ''}`).join(join === 'and' ? ' & ' : ' | ') : null;

/** At most this many words in a family of words (anyOfQueryText). */
export const MAX_FAMILY_WORDS = 400;

/**
 * The tsquery text for a family of words (every wording of one thing, in every language):
 * any word of any of `texts` matches, OR'd into one query, so a family is one search and
 * one walk of the GIN index, however many words it has. Words as tsQueryText reads them
 * (letters and digits, 2+ letters, PREFIX_FROM+ letters as prefixes), each once as folded,
 * and a word another word of PREFIX_FROM+ letters begins dropped ("moved" under "move":
 * the prefix matches all it matches). Null when no word is usable.
 */
export function anyOfQueryText(texts: readonly string[]): string | null {
  return lexemes(familyWords(texts), 'or');
}

/**
 * anyOfQueryText's words as tsquery texts of at most MAX_WORDS words each (OR'd): what the
 * GIN index is asked for, one bitmap scan a part. Asked for a query of hundreds of prefixes
 * at once, the planner prices the index above reading every message of the user and
 * testing its tsvector, ~0.1 ms a message (measured: 1.6 s at 10,000 messages against
 * 0.9 s for the parts searched one by one).
 */
export function anyOfQueryParts(texts: readonly string[]): string[] {
  const words = familyWords(texts);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += MAX_WORDS) out.push(lexemes(words.slice(i, i + MAX_WORDS), 'or')!);
  return out;
}

function familyWords(texts: readonly string[]): string[] {
  const byFold = new Map<string, string>();
  for (const w of texts.flatMap((t) => t.match(WORD_RE) ?? [])) {
    const f = foldName(w);
    if ([...f].length >= 2 && !byFold.has(f)) byFold.set(f, w);
  }
  const folded = [...byFold.keys()];
  const prefixes = folded.filter((f) => [...f].length >= PREFIX_FROM);
  const kept = folded.filter((f) => !prefixes.some((o) => o !== f && f.startsWith(o)));
  return kept.slice(0, MAX_FAMILY_WORDS);
}

/** SQL: the tsquery of `queryText` (tsQueryText), folded like the index. */
export const ftsQuery = (queryText: string) => sql`to_tsquery('simple', mnemo_fold(${queryText}))`;

/**
 * SQL: the messages (alias `m`) matching the tsquery. Exactly the expression of the GIN
 * index world_messages_fts_idx (migration 0027), so the planner can use it.
 */
export const ftsMatch = (queryText: string) => sql`to_tsvector('simple', mnemo_fold(m.text)) @@ ${ftsQuery(queryText)}`;

/** SQL: the rank of a message (alias `m`) for the tsquery. */
export const ftsRank = (queryText: string) => sql`ts_rank(to_tsvector('simple', mnemo_fold(m.text)), ${ftsQuery(queryText)})`;

/* ---------- messages and citations ---------- */

/** A message as selected by MESSAGE_COLUMNS with MESSAGE_JOINS. */
export interface MessageRow {
  us: string;
  key: string;
  at: Date | string;
  author_id: string;
  author: string;
  text: string;
  chat_id: string;
  chat_title: string;
}

/** SQL: what a message is read with (alias `m`, its author's root `r`, its chat `c`). */
export const MESSAGE_COLUMNS = sql`${atMicrosOf('m')}::text as us, m.key::text as key, m.at, r.id as author_id, r.name as author, m.text, m.chat_id, c.title as chat_title`;
/** SQL: the joins MESSAGE_COLUMNS reads. */
export const MESSAGE_JOINS = sql`join world_people p on p.id = m.person_id join world_people r on r.id = ${rootOf('p')} join world_chats c on c.id = m.chat_id`;

/** A message row as tools answer it (text blanked when the reader may not see messages). */
export function foundMessage(ctx: ToolContext, row: MessageRow): FoundMessage {
  return {
    id: encodeMessageId(row.us, row.key),
    at: iso(row.at)!,
    author: row.author,
    authorId: row.author_id,
    text: ctx.includeMessages ? row.text : '',
    chatId: row.chat_id,
    chatTitle: row.chat_title,
  };
}

export const messageCitation = (m: FoundMessage): MessageCitation => ({ kind: 'message', ...m });
export const personCitation = (id: string, name: string): Citation => ({ kind: 'person', id, name });
export const chatCitation = (id: string, title: string, isGroup: boolean): Citation => ({ kind: 'chat', id, title, isGroup });
export const placeCitation = (id: string, name: string, lat: number, lon: number): Citation => ({ kind: 'place', id, name, lat, lon });
export function photoCitation(ctx: ToolContext, p: { id: string; at: string | null; fileName: string; placeName: string | null }): Citation {
  return { kind: 'photo', id: p.id, at: p.at, thumbnailUrl: `${ctx.apiBase}/photos/${p.id}/thumbnail`, fileName: p.fileName, placeName: p.placeName };
}

/** Citations without repeats (same kind and id), at most `max`. */
export function uniqueCitations(list: Citation[], max: number): Citation[] {
  const seen = new Set<string>();
  const out: Citation[] = [];
  for (const c of list) {
    const k = `${c.kind}:${c.id}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(c);
    if (out.length >= max) break;
  }
  return out;
}

/** Letters NFKD does not take apart, as their base letters (the eth Ð/ð is the D with stroke Đ/đ's look-alike). */
const CONFUSABLE: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', ı: 'i', đ: 'd', ð: 'd', þ: 'th', ħ: 'h', ŧ: 't' };

/**
 * Accent- and case-folded text as `mnemo_fold` folds messages (NFKD without combining marks,
 * so fullwidth "Ｈａｎｏｉ" is "hanoi"; lower case; ß → ss, æ → ae, œ → oe, þ → th, and
 * ø/ł/ı/đ/ð to their base letter), for comparing names and looking words up in code: the one
 * folding of the Ask code (the planner's lexicons, place and person matching use it; a unit
 * test checks no other fold is defined there).
 */
export function foldName(s: string): string {
  return foldLetters(s).replace(/\s+/g, ' ').trim();
}

/** foldName's letters alone: spaces and punctuation kept as they are (a text folded for a pattern). */
export function foldLetters(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłıđðþħŧ]/g, (c) => CONFUSABLE[c]!);
}

/** Levenshtein distance, stopping early past `max` (names are short). */
export function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]!);
    }
    if (best > max) return false;
    prev = cur;
  }
  return prev[b.length]! <= max;
}
