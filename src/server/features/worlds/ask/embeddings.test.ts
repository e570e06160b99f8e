/**
 * Semantic search against the local OpenAI wire-format server's /v1/embeddings. The fake's
 * vectors are a hashed bag of words in which a few words are told to mean the same
 * (tests/support/fake-openai.ts FAKE_SYNONYMS: "flat" and "lease" are read as "apartment"),
 * so "apartment" finds a message about a flat only because the fake was built that way: the
 * test checks the wiring (embedded, stored, searched in SQL, merged beside full-text), not
 * a model's understanding.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../../../tests/support/create-test-app';
import { FAKE_EMBEDDING_DIMS, startFakeOpenAi, type FakeOpenAi } from '../../../../../tests/support/fake-openai';
import { importsApi } from '../../../../../tests/support/worlds';
import { loadConfig } from '../../../config';
import { aiUsage } from '../../../db/schema';
import { queryFn } from '../sql';
import { createEmbeddingsClient } from '../../../platform/ai/embeddings-client';
import { createMessageEmbeddings, EMBEDDINGS_FEATURE, type MessageEmbeddings } from './embeddings';
import { runTool } from './tools/index';
import { createToolContextFactory } from './tools/context';
import type { SearchResult } from './tools/catalogue';
import type { ToolContext } from './tools/types';

const WITH_SARA = [
  '10/01/2024, 09:00 - Me: Have you found a flat yet?',
  '10/01/2024, 09:20 - Sara: The flat on Elm Street is lovely',
  '11/01/2024, 21:00 - Sara: Concert tonight, best night',
  '12/02/2024, 18:00 - Sara: Traffic was terrible again',
].join('\n');
const OTHER = ['10/01/2024, 09:00 - Bo: My flat has a lovely view', '10/01/2024, 09:05 - Me: Nice flat'].join('\n');

describe('semantic search with embeddings', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let ctx: ToolContext;
  let userId: string;
  let embeddings: MessageEmbeddings;
  let api: ReturnType<typeof importsApi>;
  let cookie: string;

  beforeAll(async () => {
    [t, fake] = await Promise.all([createTestApp(), startFakeOpenAi()]);
    api = importsApi(t.app);
    const a = await signUpUser(t.app);
    cookie = a.cookie;
    const b = await signUpUser(t.app);
    userId = a.user.id;
    for (const u of [a, b]) expect((await api.send(u.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    expect((await api.importFile(a.cookie, WITH_SARA, 'WhatsApp Chat with Sara.txt')).status).toBe('done');
    expect((await api.importFile(b.cookie, OTHER, 'WhatsApp Chat with Bo.txt')).status).toBe('done');
    const config = loadConfig({ OPENAI_BASE_URL: fake.url, OPENAI_EMBEDDINGS_MODEL: 'text-embedding-fake', AI_RETRY_BASE_MS: '5' }).ai;
    const client = createEmbeddingsClient({ db: t.db, config });
    expect(client).not.toBeNull();
    embeddings = createMessageEmbeddings({ database: t.database, client: client! });
    ctx = await createToolContextFactory(t.database)(userId, { apiBase: '/api/worlds', includeMessages: true, semantic: embeddings });
    // Bo's world is embedded too: its messages must never be found from Sara's world.
    const other = await createToolContextFactory(t.database)(b.user.id, { apiBase: '/api/worlds', includeMessages: true });
    expect(await embeddings.index(other.scope)).toBe(2);
  });
  afterAll(async () => {
    await Promise.all([t.close(), fake.close()]);
  });

  /** A user's stored vectors, wherever this database keeps them (`vec` with pgvector, `embedding` without). */
  async function stored(user: string): Promise<{ model: string; vector: number[]; embedding: number[] }[]> {
    const query = queryFn(t.database);
    if ((await embeddings.path()) === 'memory') {
      const rows = await query<{ model: string; embedding: number[] }>(sql`select model, embedding from world_message_embeddings where user_id = ${user}`);
      return rows.map((r) => ({ ...r, vector: r.embedding }));
    }
    const rows = await query<{ model: string; vec: string; embedding: number[] }>(
      sql`select model, vec::text as vec, embedding from world_message_embeddings where user_id = ${user}`,
    );
    // pgvector's text form '[0.1,-0.2]' is a JSON array.
    return rows.map((r) => ({ model: r.model, embedding: r.embedding, vector: JSON.parse(r.vec) as number[] }));
  }

  it('keeps vectors in pgvector on PGlite (always loaded), in real[] on a PostgreSQL without pgvector', async () => {
    const [row] = await queryFn(t.database)<{ ok: boolean }>(sql`select exists (select 1 from pg_available_extensions where name = 'vector') as ok`);
    expect(await embeddings.path()).toBe(t.database.kind === 'pglite' || row?.ok ? 'pgvector' : 'memory');
    if (t.database.kind === 'pglite') expect(await embeddings.path()).toBe('pgvector');
  });

  it('is off without OPENAI_EMBEDDINGS_MODEL (full-text only, nothing sent)', () => {
    expect(createEmbeddingsClient({ db: t.db, config: loadConfig({ OPENAI_BASE_URL: fake.url }).ai })).toBeNull();
    expect(createEmbeddingsClient({ db: t.db, config: loadConfig({ OPENAI_EMBEDDINGS_MODEL: 'm' }).ai })).toBeNull();
  });

  it('embeds the shown messages once, in batches through /v1/embeddings, and records the tokens as world_embeddings', async () => {
    fake.reset();
    expect(await embeddings.index(ctx.scope)).toBe(4);
    expect(await embeddings.index(ctx.scope)).toBe(0);
    const rows = await stored(userId);
    expect(rows).toHaveLength(4);
    const pgvector = (await embeddings.path()) === 'pgvector';
    for (const r of rows) {
      expect(r.model).toBe('text-embedding-fake');
      expect(r.vector).toHaveLength(FAKE_EMBEDDING_DIMS);
      expect(Math.hypot(...r.vector)).toBeCloseTo(1, 4);
      // Stored once: with pgvector the NOT NULL real[] column holds an empty array.
      if (pgvector) expect(r.embedding).toEqual([]);
    }
    const sent = fake.requests.filter((r) => r.path === '/v1/embeddings');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.json).toMatchObject({ model: 'text-embedding-fake', encoding_format: 'float' });
    const usage = await t.db.select().from(aiUsage).where(eq(aiUsage.userId, userId));
    expect(usage).toHaveLength(1);
    // The fake counts a token per word: 6 + 7 + 4 + 4 words.
    expect(usage[0]).toMatchObject({ feature: EMBEDDINGS_FEATURE, engine: 'openai', model: 'text-embedding-fake', inputTokens: 21, ok: true, estimated: false });
  });

  it('finds "apartment" in messages about a flat (the fake maps flat→apartment), best first, only in the caller’s world', async () => {
    const hits = await embeddings.search(ctx.scope, 'apartment', 5);
    expect(hits.length).toBe(2);
    const found = (await runTool(ctx, 'search_messages', { query: 'apartment' })).data as SearchResult;
    expect(found.messages.map((m) => m.text)).toEqual(['Have you found a flat yet?', 'The flat on Elm Street is lovely']);
    expect(found.messages.map((m) => m.id)).toEqual(hits.map((h) => h.id));
    // Without semantic search, full-text finds no message with the word "apartment".
    const plain = (await runTool({ ...ctx, semantic: undefined }, 'search_messages', { query: 'apartment' })).data as SearchResult;
    expect(plain.messages).toEqual([]);
  });

  it('after another import, the new messages are embedded and found (the vectors in memory grow)', async () => {
    expect(await embeddings.search(ctx.scope, 'apartment', 5)).toHaveLength(2);
    expect((await api.importFile(cookie, '01/03/2024, 10:00 - Kim: We signed the lease', 'WhatsApp Chat with Kim.txt')).status).toBe('done');
    const after = await createToolContextFactory(t.database)(userId, { apiBase: '/api/worlds', includeMessages: true, semantic: embeddings });
    expect(await embeddings.index(after.scope)).toBe(1);
    const found = (await runTool(after, 'search_messages', { query: 'apartment' })).data as SearchResult;
    // "lease" is read as "apartment" by the fake: the shortest message is the nearest.
    expect(found.messages.map((m) => m.text)[0]).toBe('We signed the lease');
    expect(found.messages).toHaveLength(3);
  });

  it('a question that cannot be embedded finds nothing by meaning (full-text still answers)', async () => {
    fake.failNext({ status: 400 });
    expect(await embeddings.search(ctx.scope, 'apartment', 5)).toEqual([]);
  });

  it("a visitor's search is charged to the visitor and never starts the owner's embedding (review finding 5)", async () => {
    const c = await signUpUser(t.app);
    expect((await api.send(c.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    expect((await api.importFile(c.cookie, '10/01/2024, 09:00 - Me: Our new flat has a garden', 'WhatsApp Chat with Ana.txt')).status).toBe('done');
    const visitor = { userId: null, clientKey: 'visitor-address-hash' };
    const ownerUsage = () => t.db.select().from(aiUsage).where(eq(aiUsage.userId, c.user.id));
    const visitorUsage = () => t.db.select().from(aiUsage).where(and(eq(aiUsage.clientKey, visitor.clientKey), eq(aiUsage.feature, EMBEDDINGS_FEATURE)));
    const seen = await createToolContextFactory(t.database)(c.user.id, { apiBase: '/api/worlds/sample', includeMessages: true, semantic: embeddings });
    fake.reset();
    // Nothing embedded yet: the visitor finds nothing by meaning, and nothing is sent or charged.
    expect(await embeddings.search(seen.scope, 'apartment', 5, visitor)).toEqual([]);
    expect(fake.requests.filter((r) => r.path === '/v1/embeddings')).toHaveLength(0);
    expect(await stored(c.user.id)).toHaveLength(0);
    expect(await ownerUsage()).toHaveLength(0);

    // The owner's question embeds the world (charged to the owner).
    expect(await embeddings.search(seen.scope, 'apartment', 5, { userId: c.user.id, clientKey: null })).toHaveLength(1);
    const owner = (await ownerUsage()).length;
    expect(owner).toBe(2); // the world's message, then the question

    // A later import is not embedded by a visitor's question; the question is charged to the visitor.
    expect((await api.importFile(c.cookie, '01/03/2024, 10:00 - Ana: We signed the lease', 'WhatsApp Chat with Ana 2.txt')).status).toBe('done');
    const later = await createToolContextFactory(t.database)(c.user.id, { apiBase: '/api/worlds/sample', includeMessages: true, semantic: embeddings });
    const found = (await runTool({ ...later, who: visitor }, 'search_messages', { query: 'apartment' })).data as SearchResult;
    expect(found.messages.map((m) => m.text)).toEqual(['Our new flat has a garden']);
    expect(await stored(c.user.id)).toHaveLength(1);
    expect(await ownerUsage()).toHaveLength(owner);
    expect(await visitorUsage()).toHaveLength(1);
  });
});
