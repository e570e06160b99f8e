/**
 * Lone surrogates in JSON bodies (found by the contract fuzz: a Business OS session whose
 * text held half an emoji answered 500, PostgreSQL refusing the escape in jsonb).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../contract/common';
import { sameOrigin, signUp } from '../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../tests/support/create-test-app';
import { toWellFormed } from './json-body';

describe('JSON request bodies', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('saves a Business OS session whose text holds a lone surrogate, as U+FFFD, not a 500', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/business-os/sessions', headers: sameOrigin(cookie), payload: {} });
    expect(created.statusCode).toBe(201);
    const session = json<{ id: string; revision: number; state: Record<string, unknown> }>(created);
    // JSON.stringify writes the lone halves as `\udXXX` escapes, as a browser would send them.
    const state = { ...session.state, lifeSummary: 'cut emoji \ud83d', commentary: '\udca5 and a whole one: 💥' };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/business-os/sessions/${session.id}`,
      headers: sameOrigin(cookie),
      payload: { revision: session.revision, state },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const back = json<{ state: Record<string, string> }>(await t.app.inject({ url: `/api/business-os/sessions/${session.id}`, headers: { cookie } }));
    expect(back.state.lifeSummary).toBe('cut emoji \ufffd');
    expect(back.state.commentary).toBe('\ufffd and a whole one: 💥');
  });

  it('keeps Fastify’s refusals: prototype keys, empty and malformed bodies are 400s in the one error body', async () => {
    for (const payload of ['{"__proto__":{"x":1},"email":"a@b.co"}', '{"constructor":{"prototype":{"x":1}}}', '', '{"email":"\\ud800"']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/subscribe', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(ErrorBodySchema.safeParse(json(res)).success, payload).toBe(true);
    }
  });

  it('an optionalBody route (POST /api/user/seed-activity, sent without a body by the spec client) takes no body, with or without a JSON content type (#25)', async () => {
    const json_ = { 'content-type': 'application/json' };
    for (const [label, headers, payload] of [
      ['no body, no content type', {}, undefined],
      ['no body, JSON content type', json_, undefined],
      ['empty body, JSON content type', json_, ''],
      ['blank body, JSON content type', json_, '  '],
      ['an empty object', json_, '{}'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/seed-activity', headers: { ...sameOrigin(cookie), ...headers }, payload });
      expect(res.statusCode, `${label}: ${res.body}`).toBe(201);
      expect(json<{ created: number }>(res).created, label).toBeGreaterThan(0);
    }
    // The files workspace's "no body: the default workspace" (spec §7) likewise.
    for (const payload of [undefined, '']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/workspaces/i2sf', headers: { ...sameOrigin(cookie), ...json_ }, payload });
      expect([200, 201], res.body).toContain(res.statusCode);
    }
    // A route that takes no body at all: an empty JSON body is none, not a 400.
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...sameOrigin(await signUp(t.app)), ...json_ }, payload: '' });
    expect(logout.statusCode, logout.body).toBe(200);
    // Its body is still checked when there is one.
    const bad = await t.app.inject({ method: 'POST', url: '/api/user/seed-activity', headers: { ...sameOrigin(cookie), ...json_ }, payload: '{"workspaceId":' });
    expect(bad.statusCode).toBe(400);
  });

  it('makes strings and keys well-formed at any depth without recursion', () => {
    expect(toWellFormed({ 'k\udfff': ['\ud800x', { y: 'ok 💥' }] })).toEqual({ 'k\ufffd': ['\ufffdx', { y: 'ok 💥' }] });
    let deep: unknown = '\ud800';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(() => toWellFormed(deep)).not.toThrow();
  });
});
