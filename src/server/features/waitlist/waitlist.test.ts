import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { waitlist } from '../../db/schema';

describe('POST /api/subscribe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ limits: { subscribePerMinute: 1000 } });
  });
  afterAll(() => t.close());

  const subscribe = (payload: unknown, app = t.app, remoteAddress?: string) =>
    app.inject({ method: 'POST', url: '/api/subscribe', payload: payload as object, remoteAddress });

  it('stores the trimmed, lower-cased address once and answers ok', async () => {
    const res = await subscribe({ email: '  Ada.Lovelace@Example.COM ' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ ok: true, message: 'Successfully subscribed! Welcome to the waitlist.' });
    const rows = await t.db.select().from(waitlist);
    expect(rows.map((r) => r.email)).toContain('ada.lovelace@example.com');
  });

  it('answers 409 with a message for an address already on the list, whatever its case', async () => {
    const res = await subscribe({ email: 'ADA.LOVELACE@example.com' });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'already_subscribed', error: 'This email is already subscribed.' });
    const rows = await t.db.select().from(waitlist);
    expect(rows.filter((r) => r.email === 'ada.lovelace@example.com')).toHaveLength(1);
  });

  it.each([
    [{ email: '' }, 'Email is required'],
    [{ email: '   ' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{}, 'Email is required'],
    [{ email: 42 }, 'Email is required'],
  ])('rejects %j with 400 and a message', async (payload, message) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'validation_error', message, error: message });
  });

  it('rejects malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('The request body is not valid JSON.');
  });

  it('is rate limited per client address', async () => {
    const limited = await createTestApp({ limits: { subscribePerMinute: 3 }, database: t.database });
    // An address of its own: on PostgreSQL the counters are shared with `t`, which uses the same database.
    const ip = '203.0.113.50';
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await subscribe({ email: `rate${i}@example.com` }, limited.app, ip)).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const last = await subscribe({ email: 'rate9@example.com' }, limited.app, ip);
      expect(json(last)).toMatchObject({ code: 'rate_limited' });
      expect(String(json(last).message)).toMatch(/Too many requests\. Please try again in \d+ seconds\./);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
