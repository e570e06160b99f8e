/**
 * Where Ask conversations live (#29). A signed-in user's are rows of
 * world_ask_conversations (title: the first question cut to ASK_TITLE_MAX characters;
 * turns: the newest ASK_CONVERSATION_TURNS; state: the answerer's AskState, stored as
 * given), at most ASK_CONVERSATIONS_KEPT per user: a save prunes the least recently used
 * beyond it, so the list (and the table) stays bounded however many questions are asked.
 * A visitor's (the sample world, a shared link) are not saved: they are kept in a bounded
 * in-memory cache (lru-cache: at most VISITOR_CONVERSATIONS, dropped after VISITOR_IDLE_MS
 * unused; each the newest VISITOR_TURNS turns, citation texts cut to VISITOR_CITATION_TEXT
 * characters) under a random UUID, so follow-ups work for a while and nothing of a
 * visitor stays. A conversation is found only by its own user (or, for a visitor's,
 * the same world source): anyone else's id reads as not found.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { ASK_CONVERSATION_TURNS, type AskConversation, type AskTurn } from '../../../../contract/worlds-ask';
import { UUID_RE } from '../../../../contract/common';
import type { Query } from '../sql';
import type { AskState } from './types';

export const ASK_TITLE_MAX = 80;
export const VISITOR_CONVERSATIONS = 1_000;
export const VISITOR_IDLE_MS = 30 * 60_000;
/** A signed-in user's saved conversations kept (the most recently used); the list answers these. */
export const ASK_CONVERSATIONS_KEPT = 100;
/** Turns kept of a visitor's conversation in memory (a follow-up reads the last few). */
export const VISITOR_TURNS = 20;
/** Characters kept of a cited message's text in a visitor's conversation in memory. */
export const VISITOR_CITATION_TEXT = 300;

/** A conversation as the service reads and writes it. */
export interface StoredConversation {
  id: string;
  title: string;
  turns: AskTurn[];
  state: AskState;
  createdAt: string;
  updatedAt: string;
}

/** The title of a conversation: its first question, cut to ASK_TITLE_MAX characters (whole code points). */
export function titleOf(question: string): string {
  const chars = [...question.trim()];
  return chars.length <= ASK_TITLE_MAX ? chars.join('') : `${chars.slice(0, ASK_TITLE_MAX - 1).join('').trimEnd()}…`;
}

/** The turns kept: the newest ASK_CONVERSATION_TURNS. */
export const keptTurns = (turns: AskTurn[]) => turns.slice(-ASK_CONVERSATION_TURNS);

/** A visitor's turns as kept in memory: the newest VISITOR_TURNS, cited texts cut to VISITOR_CITATION_TEXT characters (whole code points). */
export function visitorTurns(turns: AskTurn[]): AskTurn[] {
  const cut = (text: string) => {
    const chars = [...text];
    return chars.length <= VISITOR_CITATION_TEXT ? text : `${chars.slice(0, VISITOR_CITATION_TEXT - 1).join('')}…`;
  };
  return turns.slice(-VISITOR_TURNS).map((t) => ({
    ...t,
    citations: t.citations.map((c) => (c.kind === 'message' ? { ...c, text: cut(c.text) } : c)),
  }));
}

export const toConversation = (c: StoredConversation): AskConversation => ({
  id: c.id,
  title: c.title,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  turns: c.turns,
});

interface Row {
  id: string;
  title: string;
  turns: AskTurn[] | string;
  state: AskState | string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** jsonb comes back parsed from pg and PGlite alike; a string is parsed (defensive). */
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

const fromRow = (r: Row): StoredConversation => ({
  id: r.id,
  title: r.title,
  turns: json(r.turns),
  state: json(r.state),
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

const COLUMNS = sql`id, title, turns, state, created_at, updated_at`;

/** A signed-in user's saved conversations. */
export function createConversationStore(query: Query) {
  /** Deletes the user's conversations beyond the ASK_CONVERSATIONS_KEPT most recently used (the list's order). */
  async function prune(userId: string): Promise<void> {
    await query(
      sql`delete from world_ask_conversations where id in (
         select id from world_ask_conversations where user_id = ${userId} order by updated_at desc, id offset ${ASK_CONVERSATIONS_KEPT})`,
    );
  }

  return {
    /** The user's conversations, the most recently used first (at most ASK_CONVERSATIONS_KEPT). */
    async list(userId: string): Promise<StoredConversation[]> {
      const rows = await query<Row>(
        sql`select ${COLUMNS} from world_ask_conversations where user_id = ${userId} order by updated_at desc, id limit ${ASK_CONVERSATIONS_KEPT}`,
      );
      return rows.map(fromRow);
    },

    /** One of the user's conversations, or null (unknown, malformed or another user's). */
    async get(userId: string, id: string): Promise<StoredConversation | null> {
      if (!UUID_RE.test(id)) return null;
      const [row] = await query<Row>(sql`select ${COLUMNS} from world_ask_conversations where id = ${id}::uuid and user_id = ${userId}`);
      return row ? fromRow(row) : null;
    },

    /** Saves a new conversation (id null) or the user's existing one; returns it as stored. */
    async save(userId: string, id: string | null, c: { title: string; turns: AskTurn[]; state: AskState }): Promise<StoredConversation> {
      const turns = JSON.stringify(keptTurns(c.turns));
      const state = JSON.stringify(c.state);
      const [row] = id
        ? await query<Row>(
            sql`update world_ask_conversations set turns = ${turns}::jsonb, state = ${state}::jsonb, updated_at = now()
             where id = ${id}::uuid and user_id = ${userId} returning ${COLUMNS}`,
          )
        : await query<Row>(
            sql`insert into world_ask_conversations (user_id, title, turns, state) values (${userId}, ${c.title}, ${turns}::jsonb, ${state}::jsonb)
             returning ${COLUMNS}`,
          );
      // An update finds nothing only when the conversation was deleted meanwhile: save it anew.
      if (!row) return this.save(userId, null, c);
      if (!id) await prune(userId);
      return fromRow(row);
    },

    /** Deletes one of the user's conversations; false when there was none of that id. */
    async remove(userId: string, id: string): Promise<boolean> {
      if (!UUID_RE.test(id)) return false;
      const rows = await query<{ id: string }>(sql`delete from world_ask_conversations where id = ${id}::uuid and user_id = ${userId} returning id`);
      return rows.length > 0;
    },
  };
}
export type ConversationStore = ReturnType<typeof createConversationStore>;

/**
 * Visitors' conversations, in memory. `source` names the world they were held in (the
 * sample, a shared link): a conversation is read back only through the same source.
 */
export function createVisitorConversations(opts: { max?: number; idleMs?: number; now?: () => number } = {}) {
  const now = opts.now ?? Date.now;
  const cache = new LRUCache<string, StoredConversation & { source: string }>({
    max: opts.max ?? VISITOR_CONVERSATIONS,
    ttl: opts.idleMs ?? VISITOR_IDLE_MS,
    // Idle time: every read starts the clock again.
    updateAgeOnGet: true,
    // Read the clock on every check (no cached time): cheap at this size, and exact.
    ttlResolution: 0,
    perf: { now },
  });
  return {
    get(source: string, id: string): StoredConversation | null {
      const c = cache.get(id);
      return c && c.source === source ? c : null;
    },
    save(source: string, id: string | null, c: { title: string; turns: AskTurn[]; state: AskState }): StoredConversation {
      const at = new Date(now()).toISOString();
      const old = id ? this.get(source, id) : null;
      const stored = {
        id: old?.id ?? randomUUID(),
        title: old?.title ?? c.title,
        turns: visitorTurns(c.turns),
        state: c.state,
        createdAt: old?.createdAt ?? at,
        updatedAt: at,
        source,
      };
      cache.set(stored.id, stored);
      return stored;
    },
    get size() {
      return cache.size;
    },
  };
}
export type VisitorConversations = ReturnType<typeof createVisitorConversations>;
