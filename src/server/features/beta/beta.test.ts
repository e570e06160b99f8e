import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES, type FeedbackItem } from '../../../contract/beta';
import { signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { runAdminCommand } from '../../admin-commands';
import { betaFeedback } from '../../db/schema';

type Res = { statusCode: number; body: string };

describe('/api/beta/feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ limits: { feedbackPerMinute: 1000 } });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} }) as Promise<Res>;

  it('stores a signed-out visitor’s feedback with the address they gave and thanks them', async () => {
    const res = await call('POST', '/api/beta/feedback', undefined, {
      area: 'pitch',
      kind: 'problem',
      message: '  The timeline hides the last word.  ',
      email: 'Visitor@Example.com',
    });
    expect(res.statusCode).toBe(200);
    const body = json<{ ok: true; message: string; item: FeedbackItem }>(res);
    expect(body.message).toBe(FEEDBACK_MESSAGES.sent);
    expect(body.item).toMatchObject({ area: 'pitch', kind: 'problem', message: 'The timeline hides the last word.' });
    const rows = await t.db.select().from(betaFeedback);
    expect(rows.find((r) => r.id === body.item.id)).toMatchObject({ userId: null, email: 'visitor@example.com' });
  });

  it('links a signed-in person’s feedback to the account, lists only their own, newest first, and lets them take one back', async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const first = json<{ item: FeedbackItem }>(await call('POST', '/api/beta/feedback', a.cookie, { area: 'worlds', message: 'Love the map.', kind: 'praise' }));
    const second = json<{ item: FeedbackItem }>(await call('POST', '/api/beta/feedback', a.cookie, { area: 'general', message: 'Dark mode?' }));
    await call('POST', '/api/beta/feedback', b.cookie, { area: 'game', message: 'B’s note' });

    const mine = json<{ items: FeedbackItem[] }>(await call('GET', '/api/beta/feedback', a.cookie)).items;
    expect(mine.map((i) => i.message)).toEqual(['Dark mode?', 'Love the map.']);
    expect(mine[0]!.kind).toBe('idea');
    const row = (await t.db.select().from(betaFeedback)).find((r) => r.id === first.item.id);
    expect(row).toMatchObject({ userId: a.user.id, email: a.user.email });

    expect((await call('DELETE', `/api/beta/feedback/${second.item.id}`, b.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/beta/feedback/${second.item.id}`, a.cookie)).statusCode).toBe(204);
    expect(json<{ items: FeedbackItem[] }>(await call('GET', '/api/beta/feedback', a.cookie)).items.map((i) => i.message)).toEqual(['Love the map.']);
  });

  it('answers 401 to a signed-out read', async () => {
    expect((await call('GET', '/api/beta/feedback')).statusCode).toBe(401);
  });

  it.each([
    [{ area: 'pitch', message: '   ' }, FEEDBACK_MESSAGES.messageRequired],
    [{ area: 'pitch' }, FEEDBACK_MESSAGES.messageRequired],
    [{ area: 'pitch', message: 'x'.repeat(2001) }, FEEDBACK_MESSAGES.messageTooLong],
    [{ area: 'nowhere', message: 'hi' }, FEEDBACK_MESSAGES.areaRequired],
    [{ area: 'pitch', message: 'hi', email: 'not-an-email' }, 'Invalid email address'],
    [{ area: 'pitch', message: 'a\u0000b' }, 'Text must not contain control characters.'],
  ])('refuses %j with 400 and “%s”, storing nothing', async (payload, message) => {
    const before = (await t.db.select().from(betaFeedback)).length;
    const res = await call('POST', '/api/beta/feedback', undefined, payload);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ message });
    expect((await t.db.select().from(betaFeedback)).length).toBe(before);
  });

  it('is throttled per client', async () => {
    const limited = await createTestApp({ limits: { feedbackPerMinute: 2 } });
    try {
      const send = () => limited.app.inject({ method: 'POST', url: '/api/beta/feedback', payload: { area: 'general', message: 'hi' } });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('is read by the team with `npm run admin -- feedback`', async () => {
    const out = await runAdminCommand(t.db, ['feedback', '2']);
    expect(out).toContain('game · idea');
    expect(out).toContain('B’s note');
    await expect(runAdminCommand(t.db, ['feedback', '0'])).rejects.toThrow(/Usage/);
  });
});
