import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/support/test-db';
import type { Database } from './db/client';
import { businessSessions, waitlist } from './db/schema';
import { registerErrorHandling } from './errors';

/** The net behind the contract's text rule (ADR 010): text the database cannot store is a 400, not a 500. */
describe('the one error handler', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('answers 400 invalid_text when the database refuses a NUL (text column or jsonb), and logs nothing as an error', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (l: string) => lines.push(l) } } });
    registerErrorHandling(app);
    // Routes without a contract schema, as a new route might forget one.
    app.post('/text', async () => database.db.insert(waitlist).values({ email: 'nul\u0000@example.com' }));
    app.post('/jsonb', async () =>
      database.db.insert(businessSessions).values({ userId: '00000000-0000-0000-0000-000000000000', title: 't', state: { transcript: 'a\u0000b' } }),
    );
    app.post('/boom', async () => {
      throw new Error('secret detail');
    });
    for (const url of ['/text', '/jsonb']) {
      const res = await app.inject({ method: 'POST', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({
        code: 'invalid_text',
        message: 'Text must not contain control characters.',
        error: 'Text must not contain control characters.',
      });
    }
    expect(lines).toEqual([]);
    const boom = await app.inject({ method: 'POST', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ code: 'internal', message: 'Something went wrong', error: 'Something went wrong' });
    expect(lines.map((l) => JSON.parse(l) as { msg: string; reqId: string })).toEqual([
      expect.objectContaining({ msg: 'unhandled error', reqId: expect.any(String) }),
    ]);
    await app.close();
  });
});
