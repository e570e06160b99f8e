/**
 * The ToolContext of a caller's world: its scope (world-scope.ts, without counting every
 * row: `scope(userId, false)`), and who "me" is. The owner is the person whose key
 * world_profiles.self_key stores (owner.ts), folded to the root of a merge; a world whose
 * profile names no one falls back to the person marked is_self (the same root, as
 * `markSelf` keeps it), else null.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import { createWorldContext } from '../../world-scope';
import type { Query } from '../../sql';
import type { SemanticSearch, ToolContext } from './types';

export interface ToolContextOptions {
  apiBase: string;
  includeMessages: boolean;
  semantic?: SemanticSearch;
}

/** The owner's root person id, or null. */
export async function ownerOf(query: Query, userId: string): Promise<string | null> {
  const [row] = await query<{ id: string | null }>(
    sql`select coalesce(
       (select coalesce(p.merged_into, p.id) from world_profiles w join world_people p on p.user_id = w.user_id and p.key = w.self_key where w.user_id = ${userId}),
       (select id from world_people where user_id = ${userId} and is_self and merged_into is null order by id limit 1)) as id`,
  );
  return row?.id ?? null;
}

export function createToolContextFactory(database: Database) {
  const world = createWorldContext(database);
  return async (userId: string, opts: ToolContextOptions): Promise<ToolContext> => {
    const [scope, ownerId] = await Promise.all([world.scope(userId, false), ownerOf(world.query, userId)]);
    return { query: world.query, scope, ownerId, apiBase: opts.apiBase, includeMessages: opts.includeMessages, semantic: opts.semantic };
  };
}
export type ToolContextFactory = ReturnType<typeof createToolContextFactory>;
