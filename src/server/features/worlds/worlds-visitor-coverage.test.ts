/**
 * Coverage words for a reader who is not the owner (#27): the owner reads "of your newest
 * 1,000 data points"; a shared link (and the sample world) reads "of the newest 1,000 data
 * points", and a Basic choice is "the chats the owner chose", never "you chose".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, TEST_ORIGIN } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { importsApi } from '../../../../tests/support/worlds';
import type { CreatedWorldShare, Timeline, WorldKind, WorldSummary } from '../../../contract/worlds';
import type { PlanScope } from '../../../contract/worlds-scope';
import { forVisitor, visitorCoverageText } from './world-filters';

const pad = (v: number) => String(v).padStart(2, '0');
/** `n` messages a minute apart (600 a day, from 08:00) from `day` Jan 2024 in a chat with `who`. */
const chat = (who: string, n: number, day = 1) =>
  Array.from(
    { length: n },
    (_, i) => `${pad(day + Math.floor(i / 600))}/01/2024, ${pad(8 + Math.floor((i % 600) / 60))}:${pad(i % 60)} - ${i % 2 ? who : 'Me'}: message ${i}`,
  ).join('\n');

describe('coverage in a visitor’s words (#27)', () => {
  let t: TestApp;
  let api: ReturnType<typeof importsApi>;
  let owner: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const share = async (world: WorldKind) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/worlds/shares', payload: { world, includeMessages: false }, headers: { cookie: owner, origin: TEST_ORIGIN } });
    expect(res.statusCode, res.body).toBe(201);
    return `/api/worlds/shared/${json<CreatedWorldShare>(res).token}`;
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = importsApi(t.app);
    owner = (await signUpUser(t.app)).cookie;
    // 1,010 data points on Basic (limit 1,000): the worlds show the newest 1,000.
    expect((await api.importFile(owner, chat('Ana Lopez', 1_000), 'WhatsApp Chat with Ana Lopez.txt')).status).toBe('done');
    expect((await api.importFile(owner, chat('Ben Ortiz', 10, 5), 'WhatsApp Chat with Ben Ortiz.txt')).status).toBe('done');
  }, 120_000);
  afterAll(() => t.close());

  it('the owner reads "your"; a shared link reads "the newest" in the summary, the timeline and the export', async () => {
    const mine = json<WorldSummary>(await api.get(owner, '/api/worlds/summary'));
    expect(mine.coverage.text).toBe('of your newest 1,000 data points');
    expect(mine.notice).toContain('of your newest 1,000 data points');

    const base = await share('timeline');
    const summary = json<WorldSummary>(await get(`${base}/summary`));
    expect(summary.coverage).toEqual({ ...mine.coverage, text: 'of the newest 1,000 data points' });
    expect(summary.notice).toBe('Every figure here is of the newest 1,000 data points (1,010 imported) — Pro shows 10,000.');
    expect(summary.people).toBe(mine.people);

    const timeline = json<Timeline>(await get(`${base}/timeline?bucket=month`));
    expect(timeline.coverage?.text).toBe('of the newest 1,000 data points');

    const exported = await get(`${base}/export?world=timeline`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).not.toContain('your newest');
    const body = JSON.parse(exported.body) as { coverage: { text: string }; summary: WorldSummary };
    expect(body.coverage.text).toBe('of the newest 1,000 data points');
    expect(body.summary.coverage.text).toBe('of the newest 1,000 data points');
  });

  it('a chosen scope reads "the chats the owner chose" on a shared link', async () => {
    const scope = json<PlanScope>(await api.get(owner, '/api/worlds/scope'));
    const ben = scope.chats.find((c) => c.title.includes('Ben'))!;
    expect((await api.send(owner, 'PUT', '/api/worlds/scope', { chatIds: [ben.id] })).statusCode).toBe(200);
    expect(json<WorldSummary>(await api.get(owner, '/api/worlds/summary')).coverage.text).toBe('of the 10 data points from the chats you chose');
    const base = await share('social');
    const summary = json<WorldSummary>(await get(`${base}/summary`));
    expect(summary.coverage.text).toBe('of the 10 data points from the chats the owner chose');
    expect(summary.notice).not.toContain('you chose');
    expect((await api.send(owner, 'PUT', '/api/worlds/scope', { chatIds: [] })).statusCode).toBe(200);
  });

  it('turns only the owner’s words (the sample world reads through the same function)', () => {
    expect(visitorCoverageText('of the newest 1,000 data points from the period you chose, since 3 Jan 2021')).toBe(
      'of the newest 1,000 data points from the period the owner chose, since 3 Jan 2021',
    );
    expect(visitorCoverageText('of all 812 data points')).toBe('of all 812 data points');
    const turned = forVisitor({ coverage: { rule: 'newest' as const, shown: 1, limit: 1, text: 'of your newest 1 data point' }, notice: null, list: [1] });
    expect(turned).toEqual({ coverage: { rule: 'newest', shown: 1, limit: 1, text: 'of the newest 1 data point' }, notice: null, list: [1] });
  });
});
