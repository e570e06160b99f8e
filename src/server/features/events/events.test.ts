/**
 * GET /api/events across two instances on one database (issue 10): a browser attached
 * to instance A by a real HTTP connection receives the events caused by requests to
 * instance B, and its stream ends when its session ends on B.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/create-test-app';
import { sameOrigin, signUpUser } from '../../../../tests/support/auth';
import { openTestDatabase, testDbKind } from '../../../../tests/support/test-db';
import type { Database } from '../../db/client';
import { processPubSub } from '../../../../tests/support/process-pubsub';

/** Reads an SSE response as text, as far as needed. */
function sseReader(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let done = false;
  return {
    text: () => text,
    /** Reads until `pred(text)` holds or the stream ends; returns whether it held. */
    async until(pred: (text: string) => boolean): Promise<boolean> {
      while (!pred(text) && !done) {
        const chunk = await reader.read();
        if (chunk.done) done = true;
        else text += decoder.decode(chunk.value, { stream: true });
      }
      return pred(text);
    },
    ended: () => done,
    cancel: () => reader.cancel().catch(() => undefined),
  };
}

/** The `data` of the SSE events of one type, parsed. */
function events(text: string, type: string): unknown[] {
  return text
    .split('\n\n')
    .filter((block) => block.startsWith(`event: ${type}\n`))
    .map((block) => JSON.parse(block.split('\ndata: ')[1]!) as unknown);
}


describe(`GET /api/events across two instances (${testDbKind()})`, () => {
  let database: Database;
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    a = await createTestApp({ database });
    b = await createTestApp({ database });
    baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  const open = (cookie?: string, signal?: AbortSignal) => fetch(`${baseA}/api/events`, { headers: cookie ? { cookie } : {}, signal });

  async function recordOnB(cookie: string, message: string) {
    const created = await b.app.inject({ method: 'POST', url: '/api/business-os/sessions', headers: sameOrigin(cookie), payload: {} });
    expect(created.statusCode).toBe(201);
    const { id } = JSON.parse(created.body) as { id: string };
    const res = await b.app.inject({
      method: 'POST',
      url: `/api/business-os/sessions/${id}/events`,
      headers: sameOrigin(cookie),
      payload: { type: 'text', message },
    });
    expect(res.statusCode).toBe(200);
  }

  it('answers 401 when signed out', async () => {
    const res = await open();
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('unauthorized');
  });

  it('streams to a client on A the activity recorded by a request to B, and only to its user', async () => {
    const ada = await signUpUser(a.app);
    const bob = await signUpUser(a.app);
    const ac = new AbortController();
    const [adaRes, bobRes] = await Promise.all([open(ada.cookie, ac.signal), open(bob.cookie, ac.signal)]);
    try {
      expect(adaRes.status).toBe(200);
      expect(adaRes.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(adaRes.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(adaRes.headers.get('x-accel-buffering')).toBe('no');
      expect(adaRes.headers.get('content-encoding')).toBeNull();
      const adaStream = sseReader(adaRes);
      const bobStream = sseReader(bobRes);
      await adaStream.until((t) => t.includes(': connected\n\n'));
      await bobStream.until((t) => t.includes(': connected\n\n'));

      await recordOnB(ada.cookie, 'Typed on instance B');
      expect(await adaStream.until((t) => t.includes('event: activity\n'))).toBe(true);
      const [event] = events(adaStream.text(), 'activity');
      expect(event).toMatchObject({
        type: 'activity',
        entry: { type: 'text', message: 'Typed on instance B', metadata: { source: 'business-os' } },
      });

      // Bob's stream saw nothing of Ada's; his own event arrives.
      await recordOnB(bob.cookie, 'Bob on B');
      await bobStream.until((t) => t.includes('event: activity\n'));
      expect(events(bobStream.text(), 'activity')).toEqual([expect.objectContaining({ entry: expect.objectContaining({ message: 'Bob on B' }) })]);
    } finally {
      ac.abort();
    }
  });

  it('sends session_ended and closes the stream when the session is signed out on B', async () => {
    const ada = await signUpUser(a.app);
    const res = await open(ada.cookie);
    const stream = sseReader(res);
    await stream.until((t) => t.includes(': connected\n\n'));
    const out = await b.app.inject({ method: 'POST', url: '/api/auth/logout', headers: sameOrigin(ada.cookie) });
    expect(out.statusCode).toBeLessThan(300);
    expect(await stream.until((t) => t.includes('event: session_ended\n'))).toBe(true);
    await stream.until(() => false);
    expect(stream.ended()).toBe(true);
  });

  it('without a shared channel, the client on A would never hear of it (the defect)', async () => {
    const c = await createTestApp({ database, overrides: { pubsub: processPubSub().pubsub } });
    const d = await createTestApp({ database, overrides: { pubsub: processPubSub().pubsub } });
    const ac = new AbortController();
    try {
      const base = await c.app.listen({ port: 0, host: '127.0.0.1' });
      const ada = await signUpUser(c.app);
      const stream = sseReader(await fetch(`${base}/api/events`, { headers: { cookie: ada.cookie }, signal: ac.signal }));
      await stream.until((t) => t.includes(': connected\n\n'));
      const created = await d.app.inject({ method: 'POST', url: '/api/business-os/sessions', headers: sameOrigin(ada.cookie), payload: {} });
      const { id } = JSON.parse(created.body) as { id: string };
      await d.app.inject({
        method: 'POST',
        url: `/api/business-os/sessions/${id}/events`,
        headers: sameOrigin(ada.cookie),
        payload: { type: 'text', message: 'lost' },
      });
      // The same event recorded on C itself does arrive, after anything D could have sent.
      await c.app.inject({
        method: 'POST',
        url: `/api/business-os/sessions/${id}/events`,
        headers: sameOrigin(ada.cookie),
        payload: { type: 'text', message: 'local' },
      });
      await stream.until((t) => t.includes('event: activity\n'));
      expect(events(stream.text(), 'activity')).toEqual([expect.objectContaining({ entry: expect.objectContaining({ message: 'local' }) })]);
    } finally {
      ac.abort();
      await c.close();
      await d.close();
    }
  });
});
