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
import { importsApi } from '../../../../tests/support/worlds';
import type { Relationship, SocialPeopleResponse } from '../../../contract/worlds-social';
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

  it('a Discord export (DiscordChatExporter JSON) uploaded through the API: messages, events and people counted, the channel in the social world', async () => {
    const api = importsApi(t.app);
    const { cookie } = await signUpUser(t.app);
    const person = (id: string, name: string, nickname: string) => ({ id, name, discriminator: '0000', nickname, color: null, isBot: false, roles: [], avatarUrl: 'https://cdn.discordapp.com/embed/avatars/0.png' });
    const alice = person('1001', 'alice', 'Alice');
    const bob = person('1002', 'bob', 'Bobby');
    const entry = (id: string, type: string, timestamp: string, author: typeof alice, content: string, attachments: unknown[] = []) => ({
      id,
      type,
      timestamp,
      timestampEdited: null,
      callEndedTimestamp: null,
      isPinned: false,
      content,
      author,
      attachments,
      embeds: [],
      stickers: [],
      reactions: [],
      mentions: [],
    });
    const exported = {
      guild: { id: '77', name: 'Book Club', iconUrl: 'https://cdn.discordapp.com/icons/77/a.png' },
      channel: { id: '555', type: 'GuildTextChat', categoryId: '9', category: 'Text Channels', name: 'general', topic: null },
      dateRange: { after: null, before: null },
      exportedAt: '2024-06-01T12:00:00.000+00:00',
      messages: [
        entry('1', 'GuildMemberJoin', '2024-05-01T09:00:00.000+02:00', bob, 'Joined the server.'),
        entry('2', 'Default', '2024-05-01T09:01:00.000+02:00', alice, 'Welcome Bob!'),
        entry('3', 'Reply', '2024-05-01T09:02:00.000+02:00', bob, 'Thanks, glad to be here'),
        entry('4', 'Default', '2024-05-01T09:03:00.000+02:00', alice, '', [{ id: '9', url: 'https://cdn.discordapp.com/a/cover.jpg', fileName: 'cover.jpg', fileSizeBytes: 1000 }]),
        entry('5', 'Default', '2024-05-02T20:00:00.000+02:00', bob, 'Chapter 3 tonight?'),
      ],
      messageCount: 5,
    };
    const done = await api.importFile(cookie, JSON.stringify(exported, null, 2), 'Book Club - general [555].json');
    expect(done).toMatchObject({ status: 'done', source: 'discord', error: null, counts: { messages: 4, events: 1, people: 2 } });

    const { people } = api.json<SocialPeopleResponse>(await api.get(cookie, '/api/worlds/people'));
    expect(people.map((p) => [p.name, p.messageCount]).sort()).toEqual([
      ['Alice', 2],
      ['Bobby', 2],
    ]);
    // Offsets kept: 09:01 at +02:00 is 07:01 UTC.
    expect(people.find((p) => p.name === 'Alice')).toMatchObject({ firstAt: '2024-05-01T07:01:00.000Z', lastAt: '2024-05-01T07:03:00.000Z' });
    const page = await api.get(cookie, `/api/worlds/people/${people.find((p) => p.name === 'Bobby')!.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(api.json<Relationship>(page).chats).toEqual([expect.objectContaining({ title: 'Book Club / #general', source: 'discord', isGroup: true })]);
  });
});
