/**
 * One account cannot take the user-text pool from everyone else (#25 follow-up, ADR 044):
 * the pool caps each owner's calls (1 running + 2 waiting, then 429 `parse_busy`), and the
 * routes that parse a user's file have a per-user rate limit. The pitch attempts are
 * analysed before they are stored, and a recording's analysis runs in the pool too.
 *
 * The pool is held (`userTextPool.hold()`) where calls must provably wait in it: no timing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiService } from '../../src/server/platform/ai';
import type { Storage } from '../../src/server/platform/storage';
import type { Db } from '../../src/server/db/client';
import { createPitchService } from '../../src/server/features/pitch/pitch.service';
import type { PitchRecognizer } from '../../src/server/features/pitch/pitch-recognizer';
import { PARSE_BUSY_MESSAGE, userTextPool, type UserTextEvent } from '../../src/server/platform/user-text-thread';
import { signUpUser } from '../support/auth';
import { createTestApp, type TestApp } from '../support/create-test-app';

/** Resolves once `n` calls of `owner` are queued in the pool. */
function queuedCalls(owner: string, n: number): Promise<void> {
  let seen = 0;
  return new Promise((resolve) => {
    const stop = userTextPool.observe((e: UserTextEvent) => {
      if (e.owner === owner && e.phase === 'queued' && ++seen === n) {
        stop();
        resolve();
      }
    });
  });
}

const outline = (cookie: string, content = '- a\n  - b') => ({
  method: 'POST' as const,
  url: '/api/outline/import',
  headers: { cookie },
  payload: { format: 'markdown', content },
});

describe('the user-text pool per account (#25)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ limits: { userTextPerMinute: 100 } });
  });
  afterAll(() => t?.close());

  it('an account with 3 calls in the pool gets 429 parse_busy for a 4th; another account is queued meanwhile', async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const release = userTextPool.hold();
    try {
      const three = queuedCalls(`user:${a.user.id}`, 3);
      const first = [1, 2, 3].map(() => t.app.inject(outline(a.cookie)));
      await three;
      const refused = await t.app.inject(outline(a.cookie));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'parse_busy', message: PARSE_BUSY_MESSAGE });
      const bQueued = queuedCalls(`user:${b.user.id}`, 1);
      const other = t.app.inject(outline(b.cookie));
      await bQueued;
      release();
      for (const res of await Promise.all([...first, other])) expect(res.statusCode, res.body).toBe(201);
    } finally {
      release();
    }
  });

  it('a pitch attempt is analysed before it is stored: refused by the pool, nothing is saved', async () => {
    const a = await signUpUser(t.app);
    const owner = `user:${a.user.id}`;
    const release = userTextPool.hold();
    const busy: Array<Promise<{ statusCode: number }>> = [];
    try {
      const three = queuedCalls(owner, 3);
      for (let i = 0; i < 3; i++) busy.push(t.app.inject(outline(a.cookie)));
      await three;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pitch/attempts',
        headers: { cookie: a.cookie },
        payload: { title: 'Try', transcript: { source: 'text', words: [{ w: 'hi', start: 0, end: 1 }], timesEstimated: true } },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      release();
    }
    await Promise.all(busy);
    const list = await t.app.inject({ method: 'GET', url: '/api/pitch/attempts', headers: { cookie: a.cookie } });
    expect(list.json()).toEqual({ attempts: [] });
  });

  it("a recording's analysis runs in the pool, for the caller", async () => {
    const recognizer = {
      recognize: async () => ({ words: [{ w: 'we', start: 0, end: 0.4 }, { w: 'raise', start: 0.5, end: 0.9 }], audioDurationSec: 1, recognizer: 'fake' }),
    } as unknown as PitchRecognizer;
    const ai = { engine: { name: 'offline' } } as unknown as AiService;
    const service = createPitchService({ db: {} as Db, storage: {} as Storage, recognizer, ai });
    const release = userTextPool.hold();
    try {
      const queued = queuedCalls('user:rec', 1);
      const events: string[] = [];
      const stop = userTextPool.observe((e) => e.owner === 'user:rec' && events.push(`${e.phase} ${e.op}`));
      const result = service.analyzeAudio(Buffer.from('x'), 'recording', { userId: 'rec', clientKey: null });
      await queued;
      release();
      expect((await result).analysis.wordCount).toBe(2);
      stop();
      expect(events).toEqual(['queued pitchAnalysis', 'started pitchAnalysis', 'settled pitchAnalysis']);
    } finally {
      release();
    }
  });
});

describe('routes that parse a user file are rate-limited per user (#25)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ limits: { userTextPerMinute: 2 } });
  });
  afterAll(() => t?.close());

  const csv = (cookie: string, path: string) => ({ method: 'POST' as const, url: `/api/julia-crm/investors/${path}`, headers: { cookie }, payload: { csv: 'name,firm\nAnn,Fund\n' } });

  it.each([
    ['outline import', (cookie: string) => [outline(cookie), outline(cookie), outline(cookie)]],
    ['investor CSV preview and import (one count)', (cookie: string) => [csv(cookie, 'import/preview'), csv(cookie, 'import'), csv(cookie, 'import/preview')]],
    ['pitch attempts list', (cookie: string) => [1, 2, 3].map(() => ({ method: 'GET' as const, url: '/api/pitch/attempts', headers: { cookie } }))],
  ])('%s: the third request in a minute is 429; another user is not counted', async (_what, requests) => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const [r1, r2, r3] = requests(a.cookie);
    expect((await t.app.inject(r1!)).statusCode).toBeLessThan(300);
    expect((await t.app.inject(r2!)).statusCode).toBeLessThan(300);
    const refused = await t.app.inject(r3!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect((await t.app.inject(requests(b.cookie)[0]!)).statusCode).toBeLessThan(300);
  });
});
