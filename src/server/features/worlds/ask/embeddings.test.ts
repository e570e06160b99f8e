/**
 * Semantic search against the local OpenAI wire-format server's /v1/embeddings. The fake's
 * vectors are a hashed bag of words in which a few words are told to mean the same
 * (tests/support/fake-openai.ts FAKE_SYNONYMS: "flat" and "lease" are read as "apartment"),
 * so "apartment" finds a message about a flat only because the fake was built that way: the
 * test checks the wiring (embedded, stored, searched in SQL, merged beside full-text), not
 * a model's understanding.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../../../tests/support/create-test-app';
import { FAKE_EMBEDDING_DIMS, startFakeOpenAi, type FakeOpenAi } from '../../../../../tests/support/fake-openai';
import { importsApi } from '../../../../../tests/support/worlds';
import { loadConfig } from '../../../config';
import { aiUsage, worldMessageEmbeddings } from '../../../db/schema';
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

  it('is off without OPENAI_EMBEDDINGS_MODEL (full-text only, nothing sent)', () => {
    expect(createEmbeddingsClient({ db: t.db, config: loadConfig({ OPENAI_BASE_URL: fake.url }).ai })).toBeNull();
    expect(createEmbeddingsClient({ db: t.db, config: loadConfig({ OPENAI_EMBEDDINGS_MODEL: 'm' }).ai })).toBeNull();
  });

  it('embeds the shown messages once, in batches through /v1/embeddings, and records the tokens as world_embeddings', async () => {
    fake.reset();
    expect(await embeddings.index(ctx.scope)).toBe(4);
    expect(await embeddings.index(ctx.scope)).toBe(0);
    const rows = await t.db.select().from(worldMessageEmbeddings).where(eq(worldMessageEmbeddings.userId, userId));
    expect(rows).toHaveLength(4);
    for (const r of rows) {
      expect(r.model).toBe('text-embedding-fake');
      expect(r.embedding).toHaveLength(FAKE_EMBEDDING_DIMS);
      expect(Math.hypot(...r.embedding)).toBeCloseTo(1, 4);
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
});
