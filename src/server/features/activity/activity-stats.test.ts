/**
 * GET /api/user/activity-stats, served by the activity feature since #26 (it was an
 * assistant route): the URL and answer are unchanged. That the totals add up the recorded
 * AI turns is checked where the turns are made (features/assistant/assistant.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, signUpUser } from '../../../../tests/support/auth';
import { EMPTY_ACTIVITY_STATS } from '../../../../tests/support/activity-stats';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';

describe('GET /api/user/activity-stats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs sign-in', async () => {
    const res = await t.app.inject('/api/user/activity-stats');
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({ code: 'unauthorized' });
  });

  it('answers a new user with empty statistics', async () => {
    const { cookie } = await signUpUser(t.app);
    const res = await t.app.inject({ url: '/api/user/activity-stats', headers: sameOrigin(cookie) });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual(EMPTY_ACTIVITY_STATS);
  });
});
