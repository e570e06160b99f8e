import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../tests/support/multipart';
import { registerErrorHandling } from '../errors';
import { readUploadedFile, registerMultipart } from './multipart';

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
