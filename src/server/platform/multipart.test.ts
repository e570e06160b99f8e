import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../tests/support/multipart';
import { registerErrorHandling } from '../errors';
import { createUploadBudget, readUploadedFile, registerMultipart } from './multipart';

/** Two upload routes, one through the helper and one reading parts itself: both answer 400 to a malformed body. */
describe('multipart uploads', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    await app.register(async (scope) => {
      await registerMultipart(scope, { maxBytes: 1024 });
      scope.post('/import', async (request) => {
        const file = await readUploadedFile(request, { field: 'export', noun: 'the export file', maxBytes: 1024 });
        return { name: file.filename, size: file.bytes.length };
      });
      scope.post('/raw', async (request) => {
        let n = 0;
        for await (const part of request.parts()) {
          if (part.type === 'file') n += (await part.toBuffer()).length;
        }
        return { n };
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const good = multipartBody([{ field: 'export', filename: 'chat.json', content: '{"a":1}' }]);
  const boundary = /boundary=(.*)$/.exec(good.headers['content-type']!)![1]!;
  const malformed = {
    'no boundary': { headers: { 'content-type': 'multipart/form-data' }, payload: good.payload },
    'boundary mismatch': { headers: { 'content-type': 'multipart/form-data; boundary=other' }, payload: good.payload },
    'no closing boundary': { headers: good.headers, payload: good.payload.subarray(0, good.payload.length - `--${boundary}--\r\n`.length) },
  };

  it.each(['/import', '/raw'])('%s answers a malformed body with 400 bad_multipart', async (url) => {
    for (const [name, c] of Object.entries(malformed)) {
      const res = await app.inject({ method: 'POST', url, ...c });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json(), name).toMatchObject({ code: 'bad_multipart', message: expect.stringContaining('multipart/form-data') });
    }
    expect((await app.inject({ method: 'POST', url, ...good })).statusCode).toBe(200);
  });

  it('reads the file, and says what is wrong with a missing, misplaced or oversized one', async () => {
    expect((await app.inject({ method: 'POST', url: '/import', ...good })).json()).toEqual({ name: 'chat.json', size: 7 });
    const wrongField = await app.inject({ method: 'POST', url: '/import', ...multipartBody([{ field: 'file', filename: 'a.json', content: '{}' }]) });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ code: 'no_file', message: 'The export file must be in the field "export".' });
    const notMultipart = await app.inject({ method: 'POST', url: '/import', payload: { export: 'x' } });
    expect(notMultipart.json()).toMatchObject({ code: 'not_multipart' });
    const big = await app.inject({ method: 'POST', url: '/import', ...multipartBody([{ field: 'export', filename: 'a.json', content: 'x'.repeat(2000) }]) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'payload_too_large', message: 'The export file is too large. The limit is 1 KB.' });
  });
});

/**
 * Many uploads read into memory at once (#25): each reserves its limit from one budget
 * before a byte is read, and gives it back when its response is sent.
 */
describe('the memory budget of in-memory uploads', () => {
  let app: FastifyInstance;
  let base: string;
  const body = multipartBody([{ field: 'file', filename: 'a.txt', content: 'hello' }]);
  // Each upload reserves its announced length: two fit, a third does not. One client may send two at once.
  const size = body.payload.length;
  const budget = createUploadBudget(2 * size, 2);
  // Room for a whole file of the route's limit.
  const roomy = createUploadBudget(4096, 2);
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    await app.register(async (scope) => {
      await registerMultipart(scope, { maxBytes: 1024 });
      scope.post('/upload', async (request) => {
        const file = await readUploadedFile(request, { field: 'file', noun: 'the file', maxBytes: 1024, budget });
        return { size: file.bytes.length };
      });
      scope.post('/upload-roomy', async (request) => {
        const file = await readUploadedFile(request, { field: 'file', noun: 'the file', maxBytes: 1024, budget: roomy });
        return { size: file.bytes.length };
      });
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  /** An upload whose body stops half-way until `finish()` (or `abort()`) is called. */
  function slowUpload(url = '/upload') {
    const req = http.request(`${base}${url}`, { method: 'POST', headers: { ...body.headers, 'content-length': String(size) } });
    const res = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (r) => {
        let text = '';
        r.on('data', (c) => (text += c));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
    });
    res.catch(() => {});
    req.write(body.payload.subarray(0, 40));
    return {
      finish: () => (req.end(body.payload.subarray(40)), res),
      abort: () => req.destroy(),
    };
  }

  async function until(check: () => boolean) {
    while (!check()) await new Promise((r) => setTimeout(r, 10));
  }

  it('refuses a third file from one client while two are being received (429), and a file over the budget (503); both free up when answered', async () => {
    const first = slowUpload();
    await until(() => budget.reserved === size);
    const second = slowUpload();
    await until(() => budget.reserved === 2 * size);

    const third = await app.inject({ method: 'POST', url: '/upload', remoteAddress: '127.0.0.1', ...body });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'too_many_uploads' });

    const other = await app.inject({ method: 'POST', url: '/upload', remoteAddress: '127.0.0.9', ...body });
    expect(other.statusCode).toBe(503);
    expect(other.json()).toMatchObject({ code: 'uploads_busy', message: expect.stringContaining('many files at once') });

    expect(await first.finish()).toMatchObject({ status: 200 });
    expect(await second.finish()).toMatchObject({ status: 200 });
    await until(() => budget.reserved === 0);
    const after = await app.inject({ method: 'POST', url: '/upload', remoteAddress: '127.0.0.9', ...body });
    expect(after.statusCode).toBe(200);
    expect(budget.reserved).toBe(0);
  });

  it('gives the reservation back when the upload is refused or the client goes away', async () => {
    const big = await app.inject({ method: 'POST', url: '/upload-roomy', ...multipartBody([{ field: 'file', filename: 'a.txt', content: 'x'.repeat(2000) }]) });
    expect(big.statusCode).toBe(413);
    await until(() => roomy.reserved === 0);
    const gone = slowUpload('/upload-roomy');
    await until(() => roomy.reserved === size);
    // The client disconnects mid-body.
    gone.abort();
    await until(() => roomy.reserved === 0);
  });

  it('holds the announced length, not the route limit, and limits the files sent from one address across accounts', () => {
    const b = createUploadBudget(100, 1, 2);
    const r1 = b.reserve('user-1', 10, '10.0.0.1');
    expect(b.reserved).toBe(10);
    expect(() => b.reserve('user-1', 10, '10.0.0.1')).toThrow(expect.objectContaining({ statusCode: 429, code: 'too_many_uploads' }));
    const r2 = b.reserve('user-2', 10, '10.0.0.1');
    expect(() => b.reserve('user-3', 10, '10.0.0.1')).toThrow(expect.objectContaining({ statusCode: 429 }));
    expect(() => b.reserve('user-3', 90, '10.0.0.2')).toThrow(expect.objectContaining({ statusCode: 503, code: 'uploads_busy' }));
    r1();
    r1();
    r2();
    expect(b.reserved).toBe(0);
    b.reserve('user-3', 100, '10.0.0.1')();
  });
});
