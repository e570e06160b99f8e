/**
 * The typed tools of Ask your world (#29): what the offline planner, a model (function
 * calling) and the MCP endpoint all call. Each tool is a zod input schema (JSON Schema for
 * models and MCP is made from it with `z.toJSONSchema`), a description a model can follow,
 * and `run`, which reads only the shown rows of the caller's world (`shown(scope, …)` of
 * world-filters.ts, so every figure is the one the worlds show) and answers data plus the
 * citations that prove it.
 *
 * Conventions every tool keeps:
 * - Inputs name people, chats and places by id (resolve names first with find_people,
 *   find_chats, find_places); periods are `{from?, to?}` ISO instants, `from` inclusive,
 *   `to` exclusive, read in the world's time zone by the planner before the call.
 * - People are roots: a person merged into another is counted as the one they were merged into.
 * - `citations` hold the rows an answer may cite (contract/worlds-ask.ts `Citation`), at
 *   most `MAX_CITATIONS`, most telling first; a message citation is built with
 *   `encodeMessageId` (message-id.ts).
 * - A tool never throws on input it validated: an unknown id answers empty data.
 */
import type { z } from 'zod';
import type { Citation } from '../../../../../contract/worlds-ask';
import type { Scope } from '../../world-filters';
import type { Query } from '../../sql';
import type { Attribution } from '../../../../platform/ai/types';

export const MAX_CITATIONS = 8;

/** What a tool runs against: the caller's world, read through its scope. */
export interface ToolContext {
  query: Query;
  /** The caller's world scope (world-scope.ts `scope(userId, false)`): user, done imports, plan cut-off, time zone. */
  scope: Scope;
  /** The owner's person id (root), or null when the world does not know who "me" is. */
  ownerId: string | null;
  /** Base of thumbnail URLs for photo citations ('/api/worlds', '/api/worlds/sample', '/api/worlds/shared/<token>'). */
  apiBase: string;
  /** Message text may be shown (false: a shared link without messages; texts are blanked). */
  includeMessages: boolean;
  /** Semantic search, when an embeddings endpoint is configured (agent/embeddings); undefined: full-text only. */
  semantic?: SemanticSearch;
  /**
   * The tools this caller may call (a shared link: only its world's, worlds.routes.ts
   * SHARE_TOOLS); undefined: every tool. A tool not in it is refused like an unknown one.
   */
  allowedTools?: readonly string[];
  /** Who asks, charged for what the tools spend (a question's embedding); undefined: the world's owner (MCP, tests). */
  who?: Attribution;
}

export interface SemanticSearch {
  /**
   * Message ids most similar in meaning to `query` among the scope's messages, best first.
   * `who` pays for embedding the query; anyone but the scope's owner (a visitor) searches
   * only what is already embedded. Undefined: the owner.
   */
  search(scope: Scope, query: string, limit: number, who?: Attribution): Promise<{ id: string; score: number }[]>;
}

export interface ToolResult<D = unknown> {
  data: D;
  citations: Citation[];
}

export interface WorldTool<I extends z.ZodType = z.ZodType, D = unknown> {
  /** snake_case, stable: models and MCP clients call it by this name. */
  name: string;
  /** One or two sentences for a model: what it answers and how to use its inputs. */
  description: string;
  input: I;
  run(ctx: ToolContext, input: z.infer<I>): Promise<ToolResult<D>>;
}

/** A period as tools take it. */
export interface Period {
  from?: string;
  to?: string;
}
