/**
 * The chat imports another feature drives (chat-sources.ts), without any service behind
 * them: the reading feature's job runs an attempt (`begin`, `write`, `finish` or `failed`)
 * and the import shows what it wrote; a source's refusal fails the import with its words;
 * a job of the file kind that finds a chat import (queued before chat sources had their
 * own job) hands it to its source's job.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, type TestApp } from '../../../../tests/support/create-test-app';
import type { JobContext, Jobs } from '../../platform/jobs';
import type { LiveHub } from '../../platform/live';
import { createDiskStorage } from '../../platform/storage';
import { chatImportJob, RemoteSourceError } from './chat-sources';
import { createImportsService, IMPORT_JOB } from './imports.service';

describe('chat imports driven by the reading feature', () => {
  let t: TestApp;
  let scratch: string;
  let imports: ReturnType<typeof createImportsService>;
  const sent: { name: string; data: unknown }[] = [];
  const ctx = (): JobContext => ({ id: randomUUID(), attempt: 1, signal: new AbortController().signal, reportProgress: async () => undefined });

  beforeAll(async () => {
    t = await createTestApp();
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-chat-imports-'));
    // Jobs are recorded, never run: the test runs the attempts itself.
    const jobs: Jobs = {
      define: () => undefined,
      send: async (name, data) => {
        sent.push({ name, data });
        return randomUUID();
      },
      get: async () => null,
      cancelOwnedBy: async () => 0,
      start: async () => undefined,
      stop: async () => undefined,
    };
    imports = createImportsService({
      database: t.database,
      storage: createDiskStorage(scratch),
      jobs,
      live: { publishToUser: async () => undefined } as unknown as LiveHub,
      parser: { detect: async () => 'whatsapp', parse: () => (async function* () {})() },
      tmpDir: scratch,
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("queues the source's own job, and the attempt it runs stores the chat and finishes the import", async () => {
    const { user } = await signUpUser(t.app);
    const imp = await imports.chats.create(user.id, { source: 'matrix', fileName: 'Book club', externalId: '!club:example.org' });
    expect(sent.at(-1)).toEqual({ name: chatImportJob('matrix'), data: { importId: imp.id, userId: user.id } });
    expect(await imports.chats.find(user.id, 'matrix', '!club:example.org')).toMatchObject({ id: imp.id, status: 'queued' });

    const attempt = (await imports.chats.begin({ importId: imp.id, userId: user.id }, ctx()))!;
    expect(attempt.import).toEqual({ id: imp.id, userId: user.id, source: 'matrix', fileName: 'Book club', externalId: '!club:example.org' });
    const chat = { key: '!club:example.org', title: 'Book club', isGroup: true, self: 'Alice' };
    await attempt.write({ chat, messages: [{ author: 'Alice', at: '2024-05-01T10:00:00Z', text: 'Hi all' }], read: 1 });
    await attempt.write({ chat, messages: [{ author: 'Bob', at: '2024-05-01T10:01:00Z', text: 'Hello' }], notes: ['A note'], read: 2 });
    const counts = await attempt.finish();
    expect(counts).toMatchObject({ messages: 2, people: 2 });
    expect(await imports.get(user.id, imp.id)).toMatchObject({ status: 'done', notes: ['A note'], counts: { messages: 2, people: 2 } });

    // Done: a later delivery of the job has nothing to do; new messages are appended.
    expect(await imports.chats.begin({ importId: imp.id, userId: user.id }, ctx())).toBeNull();
    expect(await imports.chats.append(imp.id, { chat, messages: [{ author: 'Bob', at: '2024-05-02T09:00:00Z', text: 'Later' }] })).toMatchObject({ messages: 1 });
    expect((await imports.chats.latestAt(imp.id))?.toISOString()).toBe('2024-05-02T09:00:00.000Z');
  });

  it("a source's refusal fails the import with its words; anything else is thrown for a retry", async () => {
    const { user } = await signUpUser(t.app);
    const imp = await imports.chats.create(user.id, { source: 'matrix', fileName: 'Gone', externalId: '!gone:example.org' });
    const retried = (await imports.chats.begin({ importId: imp.id, userId: user.id }, ctx()))!;
    await expect(retried.failed(new Error('homeserver down'))).rejects.toThrow('homeserver down');
    expect(await imports.get(user.id, imp.id)).toMatchObject({ status: 'queued' });

    const refused = (await imports.chats.begin({ importId: imp.id, userId: user.id }, ctx()))!;
    expect(await refused.failed(new RemoteSourceError('You can no longer read this room.'))).toEqual({ failed: 'You can no longer read this room.' });
    expect(await imports.get(user.id, imp.id)).toMatchObject({ status: 'failed', error: 'You can no longer read this room.' });
  });

  it(`a ${IMPORT_JOB} job that finds a chat import hands it to its source's job`, async () => {
    const { user } = await signUpUser(t.app);
    const imp = await imports.chats.create(user.id, { source: 'matrix', fileName: 'Old', externalId: '!old:example.org' });
    sent.length = 0;
    expect(await imports.importJob({ importId: imp.id, userId: user.id }, ctx())).toEqual({ handedTo: chatImportJob('matrix') });
    expect(sent).toEqual([{ name: chatImportJob('matrix'), data: { importId: imp.id, userId: user.id } }]);
    expect(await imports.get(user.id, imp.id)).toMatchObject({ status: 'queued' });
  });
});
