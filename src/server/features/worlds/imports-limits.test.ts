/**
 * Issue #25: what one account may ask of the import pipeline (defect 4's class fix) and
 * account deletion during a running photo import (defect 8).
 * - Imports queued or running at once are capped per account (429) and for the server
 *   (503); uploads are rate-limited per account (429); GET /api/imports/limits shows the
 *   configured numbers the import page displays before an upload.
 * - Deleting the account while a photo import writes thumbnails cancels its job, waits
 *   for it to stop writing, and leaves no file of the user in storage.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sameOrigin, signUpUser, TEST_PASSWORD } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { zipOf } from '../../../../tests/support/import-files';
import { importsApi, jpeg } from '../../../../tests/support/worlds';
import type { ImportLimits } from '../../../contract/worlds';
import { worldImports } from '../../db/schema';
import { createDiskStorage, type Storage } from '../../platform/storage';
import type { ImportParser } from './imports.service';
import { detectImportSource, parseImportFile } from './parsers';
import type { ImportBatch } from './parsers/types';

/** A parser whose imports run until `release()`: they stay "running" meanwhile. */
function heldParser() {
  let release!: () => void;
  let held = new Promise<void>((r) => (release = r));
  const parser: ImportParser = {
    detect: async () => 'whatsapp',
    async *parse(_file, { signal }): AsyncIterable<ImportBatch> {
      await Promise.race([held, new Promise((r) => signal?.addEventListener('abort', r, { once: true }))]);
      yield { records: [], progress: { done: 1, total: 1, unit: 'bytes' } };
    },
  };
  return {
    parser,
    release: () => {
      release();
      held = new Promise<void>((r) => (release = r));
    },
  };
}

const errorOf = (res: { body: string }) => json<{ code: string; message: string }>(res);

describe('import limits (#25)', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  const held = heldParser();
  beforeAll(async () => {
    t = await createTestApp({
      env: { IMPORT_CONCURRENT_PER_USER: '1', IMPORT_CONCURRENT_TOTAL: '2', IMPORT_UPLOADS_PER_HOUR: '3', IMPORT_PHOTO_MAX_MB: '40', IMPORT_MAX_MB: '100' },
      overrides: { importParser: held.parser },
    });
    api = importsApi(t.app);
  });
  afterEach(() => held.release());
  afterAll(() => t.close());

  it('GET /api/imports/limits shows the configured limits (the import page shows them before an upload)', async () => {
    const a = await signUpUser(t.app);
    const res = await api.get(a.cookie, '/api/imports/limits');
    expect(res.statusCode).toBe(200);
    expect(json<ImportLimits>(res)).toEqual({ maxFileBytes: 100 * 1024 ** 2, maxPhotoBytes: 40 * 1024 ** 2, concurrentPerUser: 1, uploadsPerHour: 3 });
    expect((await api.get(undefined, '/api/imports/limits')).statusCode).toBe(401);
  });

  it('a second import while one runs answers 429 with a message; the server-wide cap answers 503; both free up when imports end', async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const c = await signUpUser(t.app);
    const first = await api.upload(a.cookie, 'chat one', 'one.txt');
    expect(first.statusCode, first.body).toBe(202);
    const second = await api.upload(a.cookie, 'chat two', 'two.txt');
    expect(second.statusCode).toBe(429);
    expect(errorOf(second)).toMatchObject({ code: 'too_many_imports', message: expect.stringMatching(/already have 1 import\(s\) waiting or running, the most at once/) });
    // Another account still may, up to the server's cap of 2 …
    expect((await api.upload(b.cookie, 'chat three', 'three.txt')).statusCode).toBe(202);
    const third = await api.upload(c.cookie, 'chat four', 'four.txt');
    expect(third.statusCode).toBe(503);
    expect(errorOf(third)).toMatchObject({ code: 'imports_busy', message: 'The server is busy with other imports. Please try again in a few minutes.' });
    // … and once they end, new ones are accepted again.
    held.release();
    await api.settle(a.cookie, api.json<{ id: string }>(first).id);
    await vi.waitFor(async () => expect((await api.upload(c.cookie, 'chat four', 'four.txt')).statusCode).toBe(202), { timeout: 20_000, interval: 200 });
  });

  it('POST /api/imports is rate-limited per account: the 4th upload in an hour answers 429 with a message', async () => {
    const a = await signUpUser(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await api.upload(a.cookie, '', `empty-${i}.txt`); // refused as empty (400), but counted
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([400, 400, 400]);
    const limited = await api.upload(a.cookie, '', 'empty-4.txt');
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    // Per account: another one is not limited by it.
    const b = await signUpUser(t.app);
    expect((await api.upload(b.cookie, '', 'empty.txt')).statusCode).toBe(400);
  });
});

describe('deleting the account during a running photo import (#25, defect 8)', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let root: string;
  /** Thumbnail writes wait here until released: the deletion happens while one is under way. */
  let releaseThumbnails!: () => void;
  const thumbnailsReleased = new Promise<void>((r) => (releaseThumbnails = r));
  let thumbnailWaiting!: () => void;
  const aThumbnailWaits = new Promise<void>((r) => (thumbnailWaiting = r));
  let thumbnailsWritten = 0;
  const signals: AbortSignal[] = [];

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-delete-during-import-'));
    const disk = createDiskStorage(root);
    const storage: Storage = {
      ...disk,
      async put(key, body, opts) {
        if (key.includes('/thumbnails/')) {
          thumbnailWaiting();
          await thumbnailsReleased;
          await disk.put(key, body, opts);
          thumbnailsWritten++;
          return;
        }
        return disk.put(key, body, opts);
      },
    };
    const parser: ImportParser = {
      detect: detectImportSource,
      parse: (file, opts) => {
        if (opts.signal) signals.push(opts.signal);
        return parseImportFile(file, opts);
      },
    };
    t = await createTestApp({ overrides: { storage, importParser: parser } });
    api = importsApi(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('cancels the job, waits for it to stop writing, and leaves no file of the user under the storage folder', async () => {
    const a = await signUpUser(t.app);
    const photos = await Promise.all(
      Array.from({ length: 30 }, (_, i) => jpeg({ color: `#${(0x100000 + i * 4099).toString(16).slice(-6)}`, takenAt: `2021:06:${String((i % 28) + 1).padStart(2, '0')} 10:00:00` })),
    );
    const zip = await zipOf(photos.map((data, i) => ({ name: `DCIM/IMG_${i}.jpg`, data })));
    const upload = await api.upload(a.cookie, zip, 'photos.zip');
    expect(upload.statusCode, upload.body).toBe(202);
    const { id } = api.json<{ id: string }>(upload);
    await aThumbnailWaits; // the job has stored photo rows and is writing their first thumbnail
    const [row] = await t.db.select({ jobId: worldImports.jobId }).from(worldImports).where(eq(worldImports.id, id));
    const jobId = row!.jobId!;

    const deletion = t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: sameOrigin(a.cookie),
      payload: { confirmEmail: a.user.email, password: TEST_PASSWORD },
    });
    let answered = false;
    void deletion.then(() => (answered = true));
    // Thumbnail writes go on once the job is told to stop (or, without that, once the account is gone).
    await vi.waitFor(() => expect(signals.some((s) => s.aborted) || answered).toBe(true), { timeout: 20_000, interval: 20 });
    releaseThumbnails();
    const res = await deletion;
    expect(res.statusCode, res.body).toBe(200);
    // Whatever was under way has had its chance to land.
    await vi.waitFor(() => expect(thumbnailsWritten).toBeGreaterThan(0), { timeout: 20_000, interval: 20 });

    expect(signals.at(-1)?.aborted).toBe(true);
    const state = await t.db.execute<{ state: string }>(sql`select state::text as state from pgboss.job where id = ${jobId}::uuid`);
    expect((state as unknown as { rows: { state: string }[] }).rows[0]?.state).toBe('cancelled');
    const left = fs.existsSync(path.join(root, 'users', a.user.id)) ? fs.readdirSync(path.join(root, 'users', a.user.id), { recursive: true }) : [];
    expect(left).toEqual([]);
  });
});
