import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';

describe('GET /api/site/config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WORKSPACE_MEMBERS: ' Grace Hopper, Alan Turing ,,Katherine Johnson ' } });
  });
  afterAll(() => t.close());

  it('answers the workspace members from WORKSPACE_MEMBERS, trimmed, without blanks', async () => {
    const res = await t.app.inject('/api/site/config');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ workspaceMembers: ['Grace Hopper', 'Alan Turing', 'Katherine Johnson'] });
  });

  it('needs no session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/config', headers: { cookie: '' } });
    expect(res.statusCode).toBe(200);
  });

  it('only answers GET', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/site/config', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
