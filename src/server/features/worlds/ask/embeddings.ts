/**
 * Semantic search of Ask your world (#29), when an embeddings endpoint is configured
 * (OPENAI_EMBEDDINGS_MODEL; platform/ai/embeddings-client.ts): the shown messages of a
 * world are embedded in the background (newest first, in batches, tokens recorded as
 * 'world_embeddings') and stored as unit vectors in world_message_embeddings, by one of two
 * paths chosen once, at first use (docs/decisions/057):
 * - pgvector (PGlite always loads it, db/client.ts; migration 0029 adds the `vec vector`
 *   column where the extension exists): the vector goes in `vec` and a question is matched
 *   in SQL, `order by vec <=> q` (cosine distance) among the world's shown messages, an exact
 *   scan (25.8 ms at 5,000 × 1,536 on PGlite; no index: `vec` has no fixed dimension).
 * - otherwise (a PostgreSQL without pgvector): the vector goes in `embedding real[]` and is
 *   matched with the dot product in memory over the world's vectors, kept as Float32Arrays
 *   for the few worlds asked last (in SQL with unnest it took 4.6 s at that size). The best
 *   candidates are then kept only if the world still shows them (`shown`).
 * Either way a message of a cut or deleted import is never answered. search_messages
 * (tools/messages.ts) puts the hits beside full-text ones.
 *
 * Who pays: the owner's own questions start the background embedding (charged to the
 * owner, whose world it is); a visitor's (the sample world, a shared link) never does, and
 * the question's own embedding is charged to the visitor: a visitor searches what the
 * owner's questions already embedded.
 *
 * Without the setting there is no `MessageEmbeddings` (the service passes no `semantic`):
 * full-text only, nothing embedded, nothing sent.
 */
import { sql } from 'drizzle-orm';
import type { Attribution } from '../../../platform/ai/types';
import type { Database } from '../../../db/client';
import type { Config } from '../../../config';
import { createEmbeddingsClient, type EmbeddingsClient } from '../../../platform/ai/embeddings-client';
import { queryFn } from '../sql';
import { KIND, shown, type Scope } from '../world-filters';
import { decodeMessageId, encodeMessageId, isMessage } from './message-id';
import type { SemanticSearch } from './tools/types';

export const EMBEDDINGS_FEATURE = 'world_embeddings';
/** Texts per embeddings request. */
export const EMBED_BATCH = 96;
/**
 * The newest shown messages of a world that are embedded, at most: similarity is an exact
 * scan over every stored vector of the world (no vector index: see the file's comment), so
 * the set is bounded to keep a question fast; older messages are found by full-text search.
 */
export const EMBED_MAX_MESSAGES = 5_000;
/** A message's text is cut to this many characters before it is embedded. */
export const EMBED_MAX_CHARS = 2_000;
/**
 * Hits less similar than this are not answered (unit vectors: cosine). Unrelated texts
 * score about 0.1–0.2 with common embedding models, related ones 0.4 and more.
 */
export const MIN_SIMILARITY = 0.3;
/** How long a search waits for a world's embedding under way (its first question) before it searches what is stored. */
export const EMBED_WAIT_MS = 3_000;
/** Worlds whose vectors are kept in memory (the last asked); 5,000 vectors of 1,536 dimensions take 30 MB. */
export const CACHED_WORLDS = 3;

/** Where vectors are kept and searched: pgvector's `vec` column in SQL, or `real[]` scored in memory. */
export type VectorPath = 'pgvector' | 'memory';

/** A world's vectors in memory: message ids and their unit vectors, one after another. */
interface WorldVectors {
  ids: string[];
  vectors: Float32Array[];
}

export interface MessageEmbeddings extends SemanticSearch {
  readonly model: string;
  /** Embeds the scope's shown messages not embedded yet (newest first, up to EMBED_MAX_MESSAGES); answers how many it embedded. */
  index(scope: Scope): Promise<number>;
  /** `index` in the background, once per world version at a time (after an import, on the first question); failures are logged. Resolves when it ends. */
  indexInBackground(scope: Scope): Promise<unknown>;
  /** The path this database takes (checked once). */
  path(): Promise<VectorPath>;
}

export interface MessageEmbeddingsDeps {
  database: Database;
  client: EmbeddingsClient;
  log?: { warn(obj: unknown, msg: string): void };
}

/** A vector as a PostgreSQL array literal ('{0.1,-0.2}'), cast to real[] where it is used. */
const arrayLiteral = (v: number[]) => `{${v.map((x) => (Number.isFinite(x) ? x : 0)).join(',')}}`;
/** A vector as a pgvector literal ('[0.1,-0.2]'), cast to vector where it is used. */
const vectorLiteral = (v: number[]) => `[${v.map((x) => (Number.isFinite(x) ? x : 0)).join(',')}]`;

export function createMessageEmbeddings(deps: MessageEmbeddingsDeps): MessageEmbeddings {
  const query = queryFn(deps.database);
  const { client } = deps;
  const model = client.model;
  /** World versions (scope.version) whose messages are all embedded. */
  const done = new Set<string>();
  /** The run under way per user. */
  const running = new Map<string, Promise<number>>();
  /** Vectors of the worlds asked last (Map order: oldest first). */
  const cache = new Map<string, WorldVectors>();
  let chosen: Promise<VectorPath> | undefined;

  /** pgvector when the extension is created and migration 0029 added the column; checked once. */
  function path(): Promise<VectorPath> {
    chosen ??= query<{ ok: boolean }>(
      sql`select exists (select 1 from pg_extension where extname = 'vector')
         and exists (select 1 from information_schema.columns
                     where table_schema = current_schema() and table_name = 'world_message_embeddings' and column_name = 'vec') as ok`,
    ).then(([row]) => (row?.ok ? 'pgvector' : 'memory'));
    // A failed check is tried again on the next use.
    chosen.catch(() => (chosen = undefined));
    return chosen;
  }

  function remember(userId: string, world: WorldVectors) {
    cache.delete(userId);
    cache.set(userId, world);
    while (cache.size > CACHED_WORLDS) cache.delete(cache.keys().next().value!);
  }

  /** The world's stored vectors, from memory or read once (after a restart). */
  async function vectorsOf(userId: string): Promise<WorldVectors> {
    const hit = cache.get(userId);
    if (hit) {
      remember(userId, hit);
      return hit;
    }
    const rows = await query<{ us: string; key: string; embedding: number[] }>(
      sql`select (extract(epoch from at) * 1000000)::bigint::text as us, key::text as key, embedding
       from world_message_embeddings where user_id = ${userId} and model = ${model}`,
    );
    const world = { ids: rows.map((r) => encodeMessageId(r.us, r.key)), vectors: rows.map((r) => Float32Array.from(r.embedding)) };
    remember(userId, world);
    return world;
  }

  /** The next shown messages without a vector of this model, newest first. */
  const pending = (scope: Scope, limit: number) =>
    query<{ at: string; us: string; key: string; text: string }>(
      sql`select m.at::text as at, (extract(epoch from m.at) * 1000000)::bigint::text as us, m.key::text as key, left(m.text, ${EMBED_MAX_CHARS}) as text
       from world_messages m
       where ${shown(scope, 'm', KIND.message)} and btrim(m.text) <> ''
         and not exists (select 1 from world_message_embeddings e
                         where e.user_id = m.user_id and e.model = ${model} and e.at = m.at and e.key = m.key)
       order by m.at desc, m.key desc limit ${limit}`,
    );

  const embeddedCount = async (scope: Scope) =>
    Number((await query<{ n: string }>(sql`select count(*)::text as n from world_message_embeddings where user_id = ${scope.userId} and model = ${model}`))[0]?.n ?? 0);

  async function index(scope: Scope): Promise<number> {
    const who = { userId: scope.userId, clientKey: null };
    let embedded = 0;
    let room = EMBED_MAX_MESSAGES - (await embeddedCount(scope));
    while (room > 0) {
      const rows = await pending(scope, Math.min(EMBED_BATCH, room));
      if (rows.length === 0) break;
      const vectors = await client.embed(
        rows.map((r) => r.text),
        EMBEDDINGS_FEATURE,
        who,
      );
      if ((await path()) === 'pgvector') {
        // `embedding` is NOT NULL (schema.ts, shared by both paths): an empty array here, so
        // a vector is stored once (5,000 × 1,536 floats are 30 MB a world).
        await query(
          sql`insert into world_message_embeddings (user_id, at, key, model, embedding, vec) values ${sql.join(
            rows.map((r, i) => sql`(${scope.userId}, ${r.at}::timestamptz, ${r.key}::bigint, ${model}, '{}'::real[], ${vectorLiteral(vectors[i]!)}::vector)`),
            sql`, `,
          )} on conflict do nothing`,
        );
      } else {
        await query(
          sql`insert into world_message_embeddings (user_id, at, key, model, embedding) values ${sql.join(
            rows.map((r, i) => sql`(${scope.userId}, ${r.at}::timestamptz, ${r.key}::bigint, ${model}, ${arrayLiteral(vectors[i]!)}::real[])`),
            sql`, `,
          )} on conflict do nothing`,
        );
      }
      const world = cache.get(scope.userId);
      if (world) {
        world.ids.push(...rows.map((r) => encodeMessageId(r.us, r.key)));
        world.vectors.push(...vectors.map((v) => Float32Array.from(v)));
      }
      embedded += rows.length;
      room -= rows.length;
      if (rows.length < EMBED_BATCH) break;
    }
    done.add(scope.version);
    return embedded;
  }

  function indexOnce(scope: Scope): Promise<number> {
    const under = running.get(scope.userId);
    if (under) return under;
    const run = index(scope).finally(() => running.delete(scope.userId));
    running.set(scope.userId, run);
    return run;
  }

  function indexInBackground(scope: Scope): Promise<unknown> {
    if (done.has(scope.version)) return Promise.resolve();
    if (running.has(scope.userId)) return running.get(scope.userId)!.catch(() => undefined);
    return indexOnce(scope).catch((err: unknown) => deps.log?.warn({ err }, 'ask: embedding the messages failed; full-text search only'));
  }

  /** pgvector: the nearest shown messages by cosine distance (1 − dot product of unit vectors), in SQL. */
  async function searchInSql(scope: Scope, vector: number[], limit: number) {
    const rows = await query<{ us: string; key: string; score: number }>(
      sql`with q as (select ${vectorLiteral(vector)}::vector as v)
       select (extract(epoch from m.at) * 1000000)::bigint::text as us, m.key::text as key, (1 - (e.vec <=> q.v))::float8 as score
       from q, world_message_embeddings e
       join world_messages m on m.user_id = e.user_id and m.at = e.at and m.key = e.key
       where e.user_id = ${scope.userId} and e.model = ${model} and e.vec is not null
         and vector_dims(e.vec) = vector_dims(q.v) and ${shown(scope, 'm', KIND.message)}
         and e.vec <=> q.v <= ${1 - MIN_SIMILARITY}
       order by e.vec <=> q.v, m.at desc, m.key desc limit ${limit}`,
    );
    return rows.map((r) => ({ id: encodeMessageId(r.us, r.key), score: Number(r.score) }));
  }

  return {
    model,
    index: indexOnce,
    indexInBackground,
    path,
    async search(scope, text, limit, who) {
      // A visitor is anyone but the signed-in owner (no `who`: the owner's own tools, e.g. MCP).
      const visitor = who !== undefined && who.userId !== scope.userId;
      if (visitor) {
        // Nothing embedded yet: nothing to find, so the visitor is not charged for the question.
        if ((await embeddedCount(scope)) === 0) return [];
      } else {
        // The owner's first question of a world (or after an import) starts its embedding, and
        // waits a little for it: a small world is embedded by then, a large one is searched as far as it is.
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([indexInBackground(scope), new Promise((r) => (timer = setTimeout(r, EMBED_WAIT_MS)))]);
        clearTimeout(timer);
      }
      const payer: Attribution = who ?? { userId: scope.userId, clientKey: null };
      let vector: number[];
      try {
        [vector] = (await client.embed([text.slice(0, EMBED_MAX_CHARS)], EMBEDDINGS_FEATURE, payer)) as [number[]];
      } catch (err) {
        // Full-text search still answers: a semantic search that cannot run finds nothing.
        deps.log?.warn({ err }, 'ask: embedding the question failed; full-text search only');
        return [];
      }
      if ((await path()) === 'pgvector') return searchInSql(scope, vector, limit);
      const q = Float32Array.from(vector);
      const world = await vectorsOf(scope.userId);
      const scored: { id: string; score: number }[] = [];
      world.vectors.forEach((v, i) => {
        if (v.length !== q.length) return;
        let dot = 0;
        for (let k = 0; k < q.length; k++) dot += v[k]! * q[k]!;
        if (dot >= MIN_SIMILARITY) scored.push({ id: world.ids[i]!, score: dot });
      });
      // Best first; more candidates than asked, as some may no longer be shown.
      const candidates = scored.sort((a, b) => b.score - a.score).slice(0, limit * 4);
      const refs = candidates.map((c) => ({ ...c, ref: decodeMessageId(c.id) })).filter((c) => c.ref !== null);
      if (!refs.length) return [];
      const still = await query<{ us: string; key: string }>(
        sql`select (extract(epoch from m.at) * 1000000)::bigint::text as us, m.key::text as key from world_messages m
         where ${shown(scope, 'm', KIND.message)} and (${sql.join(
           refs.map((c) => sql`(${isMessage('m', scope.userId, c.ref!)})`),
           sql` or `,
         )})`,
      );
      const shownIds = new Set(still.map((r) => encodeMessageId(r.us, r.key)));
      // A vector read from the table while its batch was being added to memory is there twice: once is enough.
      const seen = new Set<string>();
      return refs
        .filter((c) => shownIds.has(c.id) && !seen.has(c.id) && seen.add(c.id))
        .slice(0, limit)
        .map((c) => ({ id: c.id, score: c.score }));
    },
  };
}

/**
 * The world's semantic search when OPENAI_EMBEDDINGS_MODEL (and an OpenAI-compatible
 * endpoint) is configured, else undefined. A world is embedded on its first question, and
 * after each import on the next one (the scope's version changes with the done imports).
 */
export function createSemanticSearch(deps: { database: Database; config: Config['ai']; log?: MessageEmbeddingsDeps['log'] }): MessageEmbeddings | undefined {
  const client = createEmbeddingsClient({ db: deps.database.db, config: deps.config });
  return client ? createMessageEmbeddings({ database: deps.database, client, log: deps.log }) : undefined;
}
