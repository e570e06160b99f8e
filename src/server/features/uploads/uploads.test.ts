/**
 * Uploads and their transcription job, through the API on the test database: every
 * status code, ownership (someone else's upload or job is "not found"), content checked
 * by its bytes, the stored object, the account export and deletion. Transcription runs
 * the real offline engines (ffmpeg, pocketsphinx) on a LibriVox recording, and a fake
 * engine that fails once to show the retry.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sameOrigin, signUpUser, TEST_PASSWORD } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { multipartBody } from '../../../../tests/support/multipart';
import { librivoxClips, wordErrorRate } from '../../../../tests/support/speech';
import type { UserEvent } from '../../../contract/events';
import type { JobResponse } from '../../../contract/jobs';
import { MAX_UPLOAD_BYTES, type Upload, type UploadTranscript } from '../../../contract/uploads';
import { uploads } from '../../db/schema';
import type { LiveHub } from '../../platform/live';
import type { SttEngine } from '../../platform/voice';
import { attachmentDisposition, sanitizeFileName } from './upload-content';

const clip = librivoxClips()[1]!;
const WAV = fs.readFileSync(clip.file);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** An empty ZIP archive (end-of-central-directory record only). */
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A live hub that records what is published (the real one is tested in platform/live). */
function recordingHub() {
  const published: { userId: string; event: UserEvent }[] = [];
  const hub: LiveHub = {
    publishToUser: async (userId, event) => {
      published.push({ userId, event });
    },
    attach: () => undefined,
    listen: async () => undefined,
    size: () => 0,
    close: async () => undefined,
  };
  return { hub, published };
}

function uploader(app: TestApp['app']) {
  return {
    upload: (cookie: string | undefined, content: Buffer | string, filename = 'file.bin', field = 'file') =>
      app.inject({
        method: 'POST',
        url: '/api/uploads',
        ...(() => {
          const body = multipartBody([{ field, filename, content }]);
          return { payload: body.payload, headers: { ...body.headers, ...(cookie ? sameOrigin(cookie) : {}) } };
        })(),
      }),
    get: (cookie: string | undefined, url: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }),
    del: (cookie: string | undefined, url: string) => app.inject({ method: 'DELETE', url, headers: cookie ? sameOrigin(cookie) : {} }),
    post: (cookie: string | undefined, url: string) => app.inject({ method: 'POST', url, headers: cookie ? sameOrigin(cookie) : {} }),
  };
}

async function pollJob(get: ReturnType<typeof uploader>['get'], cookie: string, id: string, until: (j: JobResponse) => boolean) {
  let last: JobResponse | undefined;
  await vi.waitFor(
    async () => {
      const res = await get(cookie, `/api/jobs/${id}`);
      expect(res.statusCode).toBe(200);
      last = json<JobResponse>(res);
      expect(until(last), JSON.stringify(last)).toBe(true);
    },
    { timeout: 60_000, interval: 200 },
  );
  return last!;
}

describe('uploads', () => {
  let t: TestApp;
  let api: ReturnType<typeof uploader>;
  const live = recordingHub();
  beforeAll(async () => {
    t = await createTestApp({ overrides: { live: live.hub } });
    api = uploader(t.app);
  });
  afterAll(() => t.close());

  it('POST /api/uploads stores the file under a server-chosen key and answers 201 with its metadata', async () => {
    const a = await signUpUser(t.app);
    const text = 'Alice: hi\nBob: hello there\n';
    const res = await api.upload(a.cookie, text, '../../etc/chat\u0007 export.txt');
    expect(res.statusCode).toBe(201);
    const up = json<Upload>(res);
    expect(up).toMatchObject({ fileName: 'chat export.txt', contentType: 'text/plain; charset=utf-8', size: Buffer.byteLength(text), sha256: sha256(Buffer.from(text)) });
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, up.id));
    const key = row!.storageKey;
    expect(key).toBe(`users/${a.user.id}/${up.id}`);
    expect((await t.app.storage.getBytes(key))?.toString()).toBe(text);
  });

  it('decides the type from the content: text, CSV, JSON, ZIP, images and audio are accepted whatever the name says', async () => {
    const a = await signUpUser(t.app);
    const cases: [Buffer | string, string, string][] = [
      ['name,count\nada,1\n', 'table.csv', 'text/csv; charset=utf-8'],
      ['{"messages":[{"from":"Ada"}]}', 'export.json', 'application/json'],
      ['{"messages":[{"from":"Ada"}]}', 'export.txt', 'application/json'],
      [ZIP, 'whatsapp.zip', 'application/zip'],
      [PNG, 'photo.txt', 'image/png'],
      [WAV, 'voice.exe', 'audio/wav'],
    ];
    for (const [content, name, type] of cases) {
      const res = await api.upload(a.cookie, content, name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      expect(json<Upload>(res).contentType, name).toBe(type);
    }
  });

  it('refuses other kinds of file with 415 and says what is accepted', async () => {
    const a = await signUpUser(t.app);
    for (const [content, name] of [
      [PDF, 'doc.pdf'],
      [ELF, 'notes.txt'],
      [Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00]), 'data.bin'],
    ] as const) {
      const res = await api.upload(a.cookie, content, name);
      expect(res.statusCode, name).toBe(415);
      expect(json(res)).toMatchObject({ code: 'unsupported_media_type' });
      expect(json<{ message: string }>(res).message).toMatch(/Accepted: text/);
    }
    expect(json<{ uploads: Upload[] }>(await api.get(a.cookie, '/api/uploads')).uploads).toEqual([]);
  });

  it('answers 401 signed out, 400 for a body that is not a file upload, an empty file or the wrong field, 413 over the limit', async () => {
    const a = await signUpUser(t.app);
    expect((await api.upload(undefined, 'hello', 'a.txt')).statusCode).toBe(401);
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/uploads', headers: sameOrigin(a.cookie), payload: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
    expect(json(notMultipart)).toMatchObject({ code: 'not_multipart' });
    expect(json(await api.upload(a.cookie, '', 'empty.txt'))).toMatchObject({ code: 'empty_file' });
    const wrongField = await api.upload(a.cookie, 'hello', 'a.txt', 'audio');
    expect(wrongField.statusCode).toBe(400);
    expect(json(wrongField)).toMatchObject({ code: 'no_file' });
    const tooLarge = await api.upload(a.cookie, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a'), 'big.txt');
    expect(tooLarge.statusCode).toBe(413);
    expect(json<{ message: string }>(tooLarge).message).toBe('The file is too large. The limit is 25 MB.');
  });

  it('lists, shows, streams and deletes only the owner’s uploads; anyone else gets 404', async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const up = json<Upload>(await api.upload(a.cookie, PNG, 'ünïcode 😀 photo.png'));
    await api.upload(b.cookie, 'b’s file', 'b.txt');

    const listA = json<{ uploads: Upload[] }>(await api.get(a.cookie, '/api/uploads')).uploads;
    expect(listA.map((u) => u.id)).toEqual([up.id]);
    expect((await api.get(a.cookie, `/api/uploads/${up.id}`)).statusCode).toBe(200);

    const content = await api.get(a.cookie, `/api/uploads/${up.id}/content`);
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(PNG)).toBe(true);
    expect(content.headers['content-type']).toBe('image/png');
    expect(content.headers['content-disposition']).toBe(attachmentDisposition('ünïcode 😀 photo.png'));
    expect(content.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(content.headers['x-content-type-options']).toBe('nosniff');

    for (const url of [`/api/uploads/${up.id}`, `/api/uploads/${up.id}/content`]) {
      expect((await api.get(b.cookie, url)).statusCode, url).toBe(404);
      expect((await api.get(undefined, url)).statusCode, url).toBe(401);
    }
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', '..%2F..%2Fetc']) {
      expect((await api.get(a.cookie, `/api/uploads/${id}`)).statusCode, id).toBe(404);
    }
    expect((await api.del(b.cookie, `/api/uploads/${up.id}`)).statusCode).toBe(404);
    expect((await api.del(undefined, `/api/uploads/${up.id}`)).statusCode).toBe(401);

    expect((await api.del(a.cookie, `/api/uploads/${up.id}`)).statusCode).toBe(204);
    expect((await api.get(a.cookie, `/api/uploads/${up.id}`)).statusCode).toBe(404);
    expect((await api.del(a.cookie, `/api/uploads/${up.id}`)).statusCode).toBe(404);
    expect(await t.app.storage.exists(`users/${a.user.id}/${up.id}`)).toBe(false);
  });

  it('transcribes a recording as a background job: 202, progress, the transcript, a live event; owner only', async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const up = json<Upload>(await api.upload(a.cookie, WAV, 'clip.wav'));
    const text = json<Upload>(await api.upload(a.cookie, 'not audio', 'notes.txt'));

    expect((await api.post(undefined, `/api/uploads/${up.id}/transcribe`)).statusCode).toBe(401);
    expect((await api.post(b.cookie, `/api/uploads/${up.id}/transcribe`)).statusCode).toBe(404);
    const notAudio = await api.post(a.cookie, `/api/uploads/${text.id}/transcribe`);
    expect(notAudio.statusCode).toBe(415);
    expect(json(notAudio)).toMatchObject({ code: 'not_a_recording', message: 'Only audio recordings can be transcribed.' });

    const started = await api.post(a.cookie, `/api/uploads/${up.id}/transcribe`);
    expect(started.statusCode).toBe(202);
    const { jobId } = json<{ jobId: string }>(started);

    expect((await api.get(b.cookie, `/api/jobs/${jobId}`)).statusCode).toBe(404);
    expect((await api.get(undefined, `/api/jobs/${jobId}`)).statusCode).toBe(401);
    expect((await api.get(a.cookie, '/api/jobs/not-a-uuid')).statusCode).toBe(404);
    expect((await api.get(a.cookie, '/api/jobs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const done = await pollJob(api.get, a.cookie, jobId, (j) => j.state === 'completed');
    expect(done).toMatchObject({ state: 'completed', attempts: 1, error: null, progress: { step: 'done' } });
    const result = done.result as UploadTranscript;
    expect(result).toMatchObject({ uploadId: up.id, engine: 'pocketsphinx' });
    expect(wordErrorRate([{ reference: clip.reference, hypothesis: result.transcript }])).toBeLessThan(0.5);

    const events = live.published.filter((p) => p.event.type === 'job' && p.event.id === jobId);
    expect(events.every((e) => e.userId === a.user.id)).toBe(true);
    expect(events.map((e) => (e.event as { progress: { step: string } }).progress.step)).toEqual(['reading', 'transcribing', 'done']);
    expect(events.at(-1)!.event).toMatchObject({ type: 'job', id: jobId, state: 'completed' });
  });

  it('the account export lists uploads without storage keys, and deleting the account removes their files', async () => {
    const a = await signUpUser(t.app);
    const up = json<Upload>(await api.upload(a.cookie, 'export me', 'e.txt'));
    const exported = await api.get(a.cookie, '/api/auth/export');
    expect(json(exported)).toMatchObject({ uploads: [{ id: up.id, fileName: 'e.txt', size: 9, sha256: up.sha256 }] });
    expect(exported.body).not.toMatch(/storageKey|users\//);

    const key = `users/${a.user.id}/${up.id}`;
    expect(await t.app.storage.exists(key)).toBe(true);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: sameOrigin(a.cookie),
      payload: { confirmEmail: a.user.email, password: TEST_PASSWORD },
    });
    expect(del.statusCode).toBe(200);
    expect(await t.app.storage.exists(key)).toBe(false);
  });
});

describe('transcription job retries', () => {
  let t: TestApp;
  let calls = 0;
  const flaky: SttEngine = {
    name: 'pocketsphinx',
    transcribe: async () => {
      calls++;
      if (calls === 1) throw new Error('recognizer crashed');
      return 'hello world';
    },
    close: async () => undefined,
  };
  const live = recordingHub();
  beforeAll(async () => {
    t = await createTestApp({ overrides: { live: live.hub, voice: { stt: flaky } } });
  });
  afterAll(() => t.close());

  it('a failed attempt is retried with back-off and the job completes on the second', async () => {
    const api = uploader(t.app);
    const a = await signUpUser(t.app);
    const up = json<Upload>(await api.upload(a.cookie, WAV, 'clip.wav'));
    const { jobId } = json<{ jobId: string }>(await api.post(a.cookie, `/api/uploads/${up.id}/transcribe`));
    const done = await pollJob(api.get, a.cookie, jobId, (j) => j.state === 'completed');
    expect(done).toMatchObject({ attempts: 2, result: { transcript: 'hello world' } });
    const states = live.published.filter((p) => p.event.type === 'job' && p.event.id === jobId).map((p) => (p.event as { state: string }).state);
    expect(states).toContain('retry');
    expect(states.at(-1)).toBe('completed');
  });
});

describe('file names', () => {
  it('keeps the last path segment, without control characters, quotes or a leading dot', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('..\\..\\windows\\win.ini')).toBe('win.ini');
    expect(sanitizeFileName('a\u0000b\r\nc.txt')).toBe('abc.txt');
    expect(sanitizeFileName('.htaccess')).toBe('htaccess');
    expect(sanitizeFileName('')).toBe('upload');
    expect(sanitizeFileName('..')).toBe('upload');
    expect([...sanitizeFileName('x'.repeat(5000))]).toHaveLength(200);
    expect(attachmentDisposition('a"b\\c é.txt')).toBe(`attachment; filename="a_b_c _.txt"; filename*=UTF-8''a%22b%5Cc%20%C3%A9.txt`);
  });
});
