import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { defaultSessionState, insightsFingerprint, type Session, type SessionInsights, type SessionState } from '../../../contract/business-os';
import { signUp, signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { activityEntries, businessSessionBackups, businessSessions } from '../../db/schema';

describe('/api/business-os/sessions', () => {
  let t: TestApp;
  let ada: string;
  let adaId: string;
  let bob: string;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signUpUser(t.app, { email: 'ada-bos@example.com' });
    ada = a.cookie;
    adaId = a.user.id;
    bob = await signUp(t.app, { email: 'bob-bos@example.com' });
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie }, payload: payload as object | undefined });

  const create = async (cookie = ada, body: unknown = {}) => {
    const res = await call(cookie, 'POST', '/api/business-os/sessions', body);
    expect(res.statusCode).toBe(201);
    return json<Session>(res);
  };

  const moved = (state: SessionState, x: number, y: number): SessionState => ({
    ...state,
    blocks: state.blocks.map((b, i) => (i === 0 ? { ...b, position: { x, y } } : b)),
  });

  it('creates a session with the default blocks and lists it for its owner only', async () => {
    const s = await create();
    expect(s.revision).toBe(0);
    expect(s.state.blocks.map((b) => b.title)).toEqual(['Live Transcript', 'Current Summary', 'AI Metrics', 'Conversation']);
    expect(s.state.blocks.map((b) => b.closeable)).toEqual([false, false, false, true]);
    const mine = json<{ sessions: { id: string }[] }>(await call(ada, 'GET', '/api/business-os/sessions'));
    expect(mine.sessions.map((x) => x.id)).toContain(s.id);
    const theirs = json<{ sessions: { id: string }[] }>(await call(bob, 'GET', '/api/business-os/sessions'));
    expect(theirs.sessions.map((x) => x.id)).not.toContain(s.id);
  });

  it('saves block positions and returns them on the next load', async () => {
    const s = await create(ada, { title: 'Pitch prep' });
    const put = await call(ada, 'PUT', `/api/business-os/sessions/${s.id}`, { revision: 0, state: moved(s.state, 480, 260) });
    expect(put.statusCode).toBe(200);
    expect(json<Session>(put).revision).toBe(1);
    const again = json<Session>(await call(ada, 'GET', `/api/business-os/sessions/${s.id}`));
    expect(again.state.blocks[0]!.position).toEqual({ x: 480, y: 260 });
    expect(again.title).toBe('Pitch prep');
  });

  it('answers 409 to a write based on an old revision (another tab saved first)', async () => {
    const s = await create();
    expect((await call(ada, 'PUT', `/api/business-os/sessions/${s.id}`, { revision: 0, state: moved(s.state, 10, 10) })).statusCode).toBe(200);
    const stale = await call(ada, 'PUT', `/api/business-os/sessions/${s.id}`, { revision: 0, state: moved(s.state, 99, 99) });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'stale_revision', message: 'This session was changed in another tab or device.' });
    const kept = json<Session>(await call(ada, 'GET', `/api/business-os/sessions/${s.id}`));
    expect(kept.state.blocks[0]!.position).toEqual({ x: 10, y: 10 });
  });

  it('gives another user 404 on every operation and changes nothing', async () => {
    const s = await create();
    const url = `/api/business-os/sessions/${s.id}`;
    expect((await call(bob, 'GET', url)).statusCode).toBe(404);
    expect((await call(bob, 'PUT', url, { revision: 0, state: moved(s.state, 5, 5) })).statusCode).toBe(404);
    expect((await call(bob, 'POST', `${url}/events`, { type: 'voice', message: 'hi' })).statusCode).toBe(404);
    expect((await call(bob, 'GET', `${url}/insights`)).statusCode).toBe(404);
    expect((await call(bob, 'DELETE', url)).statusCode).toBe(404);
    const still = await call(ada, 'GET', url);
    expect(still.statusCode).toBe(200);
    expect(json<Session>(still).revision).toBe(0);
  });

  it('answers 404 for an id that is not a session id', async () => {
    expect((await call(ada, 'GET', '/api/business-os/sessions/not-a-uuid')).statusCode).toBe(404);
  });

  it('refuses an invalid document with 400 and a message', async () => {
    const s = await create();
    const bad = { ...defaultSessionState(), blocks: [{ ...defaultSessionState().blocks[0]!, type: 'iframe' }] };
    const res = await call(ada, 'PUT', `/api/business-os/sessions/${s.id}`, { revision: 0, state: bad });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'validation_error' });
    const tooMany = { ...defaultSessionState(), events: Array.from({ length: 21 }, (_, i) => ({ id: `e${i}`, type: 'action', content: 'x', timestamp: 't' })) };
    expect((await call(ada, 'PUT', `/api/business-os/sessions/${s.id}`, { revision: 0, state: tooMany })).statusCode).toBe(400);
    expect((await call(ada, 'PUT', `/api/business-os/sessions/${s.id}`, { state: defaultSessionState() })).statusCode).toBe(400);
  });

  it('refuses a body over the size limit with 413', async () => {
    const s = await create();
    const huge = { revision: 0, state: { ...defaultSessionState(), transcript: 'x'.repeat(4 * 1024 * 1024) } };
    const res = await call(ada, 'PUT', `/api/business-os/sessions/${s.id}`, huge);
    expect(res.statusCode).toBe(413);
  });

  it('records voice and upload activity for the activity dashboard', async () => {
    const s = await create(ada, { title: 'Board prep' });
    const url = `/api/business-os/sessions/${s.id}/events`;
    expect((await call(ada, 'POST', url, { type: 'voice', message: 'Our churn is 5%', metadata: { duration: 3.5 } })).statusCode).toBe(200);
    expect((await call(ada, 'POST', url, { type: 'file', message: 'Uploaded plan.md', metadata: { fileSize: 1200 } })).statusCode).toBe(200);
    expect((await call(ada, 'POST', url, { type: 'voice', message: '   ' })).statusCode).toBe(400);
    const rows = await t.db.select().from(activityEntries).where(eq(activityEntries.userId, adaId));
    const mine = rows.filter((r) => r.metadata.sessionId === s.id);
    expect(mine.map((r) => r.type).sort()).toEqual(['file', 'voice']);
    expect(mine.find((r) => r.type === 'voice')).toMatchObject({ message: 'Our churn is 5%', metadata: { duration: 3.5 } });
  });

  it('says when a session is read as it was (readOnly false, recovery null)', async () => {
    const s = await create();
    expect(s).toMatchObject({ readOnly: false, recovery: null });
  });

  it('opens a stored document it cannot read as read-only and answers 423 to a save over it, keeping the original', async () => {
    const raw = { version: 7, document: { pages: ['old notes'] } };
    const [row] = await t.db.insert(businessSessions).values({ userId: adaId, title: 'From the old app', state: raw }).returning();
    const url = `/api/business-os/sessions/${row!.id}`;
    const got = json<Session>(await call(ada, 'GET', url));
    expect(got).toMatchObject({ readOnly: true, recovery: { status: 'unreadable' }, title: 'From the old app' });
    const put = await call(ada, 'PUT', url, { revision: 0, state: defaultSessionState() });
    expect(put.statusCode).toBe(423);
    expect(json(put)).toMatchObject({ code: 'session_read_only', message: expect.stringMatching(/could not be fully read/) });
    const [stored] = await t.db.select().from(businessSessions).where(eq(businessSessions.id, row!.id));
    expect(stored!.state).toEqual(raw);
  });

  it('salvages a partly readable document, reports what was dropped and backs up the original on the first save', async () => {
    const raw = { ...defaultSessionState(), transcript: 'kept words', events: [{ id: 'e1', type: 'telepathy', content: 'x', timestamp: 't' }] };
    const [row] = await t.db.insert(businessSessions).values({ userId: adaId, state: raw }).returning();
    const url = `/api/business-os/sessions/${row!.id}`;
    const got = json<Session>(await call(ada, 'GET', url));
    expect(got).toMatchObject({ readOnly: false, recovery: { status: 'salvaged', dropped: ['1 of 1 activity event'] } });
    expect(got.state.transcript).toBe('kept words');
    expect((await call(ada, 'PUT', url, { revision: 0, state: got.state })).statusCode).toBe(200);
    const backups = await t.db.select().from(businessSessionBackups).where(eq(businessSessionBackups.sessionId, row!.id));
    expect(backups.map((b) => b.state)).toEqual([raw]);
  });

  it('keeps the conversation (source, engine, tokens, time) and the stacking order of blocks', async () => {
    const s = await create();
    const state: SessionState = {
      ...s.state,
      blocks: s.state.blocks.map((b, i) => ({ ...b, z: i + 1 })),
      messages: [
        { id: 'q1', role: 'user', content: 'Should we raise now?', timestamp: '2026-11-23T09:00:00.000Z', source: 'voice' },
        { id: 'a1', role: 'assistant', content: 'Raise in month 8.', replyTo: 'q1', engineLabel: 'Offline analyst', tokens: 142, tokensEstimated: true, durationMs: 35 },
        { id: 'q2', role: 'user', content: 'And hire?', source: 'typed', failed: true },
      ],
    };
    expect((await call(ada, 'PUT', `/api/business-os/sessions/${s.id}`, { revision: 0, state })).statusCode).toBe(200);
    const again = json<Session>(await call(ada, 'GET', `/api/business-os/sessions/${s.id}`));
    expect(again.recovery).toBeNull();
    expect(again.state.messages).toEqual(state.messages);
    expect(again.state.blocks.map((b) => b.z)).toEqual([1, 2, 3, 4]);
    const bad = { ...state, messages: [{ id: 'q', role: 'user', content: 'x', source: 'telepathy' }] };
    expect((await call(ada, 'PUT', `/api/business-os/sessions/${s.id}`, { revision: 1, state: bad })).statusCode).toBe(400);
  });

  it('answers what the saved session is about, with where each thing was said', async () => {
    const s = await create();
    const empty = json<SessionInsights>(await call(ada, 'GET', `/api/business-os/sessions/${s.id}/insights`));
    expect(empty).toEqual({ fingerprint: insightsFingerprint(s.state), insights: [], questions: 0, answers: 0 });
    const state: SessionState = {
      ...s.state,
      messages: [
        { id: 'q1', role: 'user', content: 'We have $40k MRR and burn $90k. Should we raise now or wait? Sarah Chen at Acme Corp says wait.' },
        { id: 'a1', role: 'assistant', content: 'With $90k burn, start the raise by month 8.', replyTo: 'q1' },
      ],
    };
    expect((await call(ada, 'PUT', `/api/business-os/sessions/${s.id}`, { revision: 0, state })).statusCode).toBe(200);
    const res = await call(ada, 'GET', `/api/business-os/sessions/${s.id}/insights`);
    expect(res.statusCode).toBe(200);
    const got = json<SessionInsights>(res);
    expect(got).toMatchObject({ fingerprint: insightsFingerprint(state), questions: 1, answers: 1 });
    const byId = new Map(got.insights.map((i) => [i.id, i]));
    expect(byId.get('metric:mrr')).toMatchObject({ label: 'MRR', value: '$40k', sources: [{ kind: 'question', ref: 'q1' }] });
    expect(byId.get('metric:burn')!.sources.map((x) => x.ref)).toEqual(['a1', 'q1']);
    expect(byId.get('decision:raise now or wait')).toMatchObject({ kind: 'decision', label: 'Raise now or wait' });
    expect(byId.get('person:sarah chen')).toMatchObject({ kind: 'person' });
    expect(byId.get('company:acme corp')).toMatchObject({ kind: 'company' });
  });

  it('answers 401 to a signed-out caller and 404 to an unknown id for insights', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/business-os/sessions/00000000-0000-4000-8000-000000000000/insights' })).statusCode).toBe(401);
    expect((await call(ada, 'GET', '/api/business-os/sessions/00000000-0000-4000-8000-000000000000/insights')).statusCode).toBe(404);
    expect((await call(ada, 'GET', '/api/business-os/sessions/nope/insights')).statusCode).toBe(404);
  });

  it('deletes a session', async () => {
    const s = await create();
    expect((await call(ada, 'DELETE', `/api/business-os/sessions/${s.id}`)).statusCode).toBe(200);
    expect((await call(ada, 'GET', `/api/business-os/sessions/${s.id}`)).statusCode).toBe(404);
  });
});
