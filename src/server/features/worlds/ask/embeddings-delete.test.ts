/** Review A #4: deleting an import removes the vectors of its messages (a deleted message leaves no meaning behind). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpUser } from '../../../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../../../tests/support/create-test-app';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../../tests/support/fake-openai';
import { importsApi } from '../../../../../tests/support/worlds';
import { loadConfig } from '../../../config';
import { worldMessageEmbeddings } from '../../../db/schema';
import { createEmbeddingsClient } from '../../../platform/ai/embeddings-client';
import { createMessageEmbeddings } from './embeddings';
import { createToolContextFactory } from './tools/context';

describe('semantic search vectors and deleted imports', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    [t, fake] = await Promise.all([createTestApp(), startFakeOpenAi()]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), fake.close()]);
  });

  it("deleting an import deletes its messages' vectors and keeps another import's", async () => {
    const api = importsApi(t.app);
    const a = await signUpUser(t.app);
    expect((await api.send(a.cookie, 'PUT', '/api/worlds/settings', { timeZone: 'UTC' })).statusCode).toBe(200);
    const gone = await api.importFile(a.cookie, '10/01/2024, 09:00 - Me: My flat secret\n10/01/2024, 09:20 - Sara: The flat on Elm Street', 'WhatsApp Chat with Sara.txt');
    await api.importFile(a.cookie, '11/01/2024, 10:00 - Me: Coffee later?\n11/01/2024, 10:05 - Leo: Yes please', 'WhatsApp Chat with Leo.txt');
    const config = loadConfig({ OPENAI_BASE_URL: fake.url, OPENAI_EMBEDDINGS_MODEL: 'text-embedding-fake', AI_RETRY_BASE_MS: '5' }).ai;
    const embeddings = createMessageEmbeddings({ database: t.database, client: createEmbeddingsClient({ db: t.db, config })! });
    const ctx = await createToolContextFactory(t.database)(a.user.id, { apiBase: '/api/worlds', includeMessages: true, semantic: embeddings });
    expect(await embeddings.index(ctx.scope)).toBe(4);
    expect((await api.del(a.cookie, `/api/imports/${gone.id}`)).statusCode).toBe(204);
    await vi.waitFor(
      async () => {
        const left = await t.db.select().from(worldMessageEmbeddings).where(eq(worldMessageEmbeddings.userId, a.user.id));
        expect(left.length).toBe(2);
      },
      { timeout: 20_000, interval: 100 },
    );
  });
});
