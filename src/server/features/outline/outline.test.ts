import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutlineAiResponse, OutlinePage, OutlineSearchResponse } from '../../../contract/outline';
import { signUp, TEST_ORIGIN } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';

describe('outline pages API', () => {
  let t: TestApp;
  let ada: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t.app, { name: 'Ada' });
    bob = await signUp(t.app, { name: 'Bob' });
  });
  afterAll(() => t.close());

  const call = (cookie: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie, origin: TEST_ORIGIN } : { origin: TEST_ORIGIN } });
  const create = async (cookie: string, title: string, workspaceId?: string) => {
    const res = await call(cookie, 'POST', '/api/outline/pages', { title, workspaceId });
    expect(res.statusCode).toBe(201);
    return json<OutlinePage>(res);
  };
  it('needs a signed-in user', async () => {
    expect((await call(null, 'GET', '/api/outline/pages')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/outline/pages', { title: 'x' })).statusCode).toBe(401);
  });

  it('answers a plain GET of the live socket address with 426 and the error body', async () => {
    const res = await call(ada, 'GET', '/api/outline/live');
    expect(res.statusCode).toBe(426);
    expect(json(res)).toMatchObject({ code: 'upgrade_required', message: 'This address takes WebSocket connections only.' });
    expect((await call(null, 'GET', '/api/outline/live')).statusCode).toBe(401);
  });

  it('creates, lists, renames and deletes a private page that only its owner sees', async () => {
    const page = await create(ada, '  Reading list ');
    expect(page).toMatchObject({ title: 'Reading list', workspaceId: null, ownerName: 'Ada' });
    const list = json<{ pages: OutlinePage[] }>(await call(ada, 'GET', '/api/outline/pages'));
    expect(list.pages.map((p) => p.id)).toContain(page.id);
    expect(json<{ pages: OutlinePage[] }>(await call(bob, 'GET', '/api/outline/pages')).pages.map((p) => p.id)).not.toContain(page.id);
    // Bob cannot read, rename, export or delete it: 404, as if it did not exist.
    expect((await call(bob, 'GET', `/api/outline/pages/${page.id}`)).statusCode).toBe(404);
    expect((await call(bob, 'PATCH', `/api/outline/pages/${page.id}`, { title: 'mine' })).statusCode).toBe(404);
    expect((await call(bob, 'GET', `/api/outline/pages/${page.id}/export`)).statusCode).toBe(404);
    expect((await call(bob, 'DELETE', `/api/outline/pages/${page.id}`)).statusCode).toBe(404);

    const renamed = await call(ada, 'PATCH', `/api/outline/pages/${page.id}`, { title: 'Books' });
    expect(json<OutlinePage>(renamed).title).toBe('Books');
    expect((await call(ada, 'DELETE', `/api/outline/pages/${page.id}`)).statusCode).toBe(200);
    expect((await call(ada, 'GET', `/api/outline/pages/${page.id}`)).statusCode).toBe(404);
  });

  it('answers bad input with a 400 and a message', async () => {
    const blank = await call(ada, 'POST', '/api/outline/pages', { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(json(blank).message).toBe('Give the page a title.');
    expect((await call(ada, 'POST', '/api/outline/pages', { title: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await call(ada, 'GET', '/api/outline/pages/not-a-uuid')).statusCode).toBe(400);
    const search = await call(ada, 'GET', '/api/outline/search?q=');
    expect(search.statusCode).toBe(400);
    const opml = await call(ada, 'POST', '/api/outline/import', { format: 'opml', content: 'hello' });
    expect(opml.statusCode).toBe(400);
    expect(json(opml).message).toBe('That is not an OPML file we can read.');
    const empty = await call(ada, 'POST', '/api/outline/import', { format: 'markdown', content: '\n\n' });
    expect(json(empty).message).toBe('Nothing to import: the file has no outline items.');
  });

  it('imports markdown and exports the same outline as markdown and OPML', async () => {
    const md = '# Trip\n\n- Pack\n  - [ ] Passport\n  - [x] Charger\n- ## Route\n  - Lisbon then **Porto**\n';
    const res = await call(ada, 'POST', '/api/outline/import', { format: 'markdown', content: md });
    expect(res.statusCode).toBe(201);
    const page = json<OutlinePage>(res);
    expect(page.title).toBe('Trip');
    const exported = await call(ada, 'GET', `/api/outline/pages/${page.id}/export?format=markdown`);
    expect(exported.headers['content-type']).toMatch(/^text\/markdown/);
    expect(exported.headers['content-disposition']).toContain('filename="Trip.md"');
    expect(exported.body).toBe(md);
    const opml = await call(ada, 'GET', `/api/outline/pages/${page.id}/export?format=opml`);
    const back = await call(ada, 'POST', '/api/outline/import', { format: 'opml', content: opml.body });
    const again = await call(ada, 'GET', `/api/outline/pages/${json<OutlinePage>(back).id}/export?format=markdown`);
    expect(again.body).toBe(md);
  });

  it('finds words across the user\u2019s pages with full-text search (prefixes and stems), never another user\u2019s', async () => {
    await call(ada, 'POST', '/api/outline/import', { format: 'markdown', content: '# Garden\n\n- Plant tomatoes in April\n- Water the roses\n' });
    await call(bob, 'POST', '/api/outline/import', { format: 'markdown', content: '# Bob garden\n\n- Plant tomatoes too\n' });
    const hits = json<OutlineSearchResponse>(await call(ada, 'GET', '/api/outline/search?q=tomato'));
    expect(hits.hits.map((h) => h.title)).toEqual(['Garden']);
    expect(hits.hits[0]!.snippet).toContain('«tomatoes»');
    const prefix = json<OutlineSearchResponse>(await call(ada, 'GET', '/api/outline/search?q=plant%20tom'));
    expect(prefix.hits.map((h) => h.title)).toEqual(['Garden']);
    expect(json<OutlineSearchResponse>(await call(ada, 'GET', '/api/outline/search?q=zebra')).hits).toEqual([]);
  });

  it('lists the pages that link to a page ([[…]] backlinks)', async () => {
    const target = await create(ada, 'Recipes');
    const src = json<OutlinePage>(
      await call(ada, 'POST', '/api/outline/import', { format: 'markdown', content: '# Menu\n\n- Sunday: see [[Recipes]]\n' }),
    );
    const res = json<{ pages: { id: string; title: string }[] }>(await call(ada, 'GET', `/api/outline/pages/${target.id}/backlinks`));
    expect(res.pages).toEqual([{ id: src.id, title: 'Menu' }]);
  });

  it('shares a page with a workspace: members list, search and open it; others get nothing', async () => {
    const ws = await call(ada, 'POST', '/api/workspaces/create', { name: 'Team' });
    expect(ws.statusCode).toBeLessThan(300);
    const { workspace, inviteCode } = json<{ workspace: { id: string }; inviteCode: string }>(ws);
    const page = await create(ada, 'Team plan');
    const shared = await call(ada, 'PATCH', `/api/outline/pages/${page.id}`, { workspaceId: workspace.id });
    expect(json<OutlinePage>(shared)).toMatchObject({ workspaceId: workspace.id, workspaceName: 'Team' });
    // Bob is not a member yet.
    expect((await call(bob, 'GET', `/api/outline/pages/${page.id}`)).statusCode).toBe(404);
    expect(json<{ pages: OutlinePage[] }>(await call(bob, 'GET', '/api/outline/pages?scope=shared')).pages).toEqual([]);
    // Bob cannot put his page into a workspace he is not in.
    const bobs = await create(bob, 'Bob notes');
    expect((await call(bob, 'PATCH', `/api/outline/pages/${bobs.id}`, { workspaceId: workspace.id })).statusCode).toBe(404);

    expect((await call(bob, 'POST', '/api/workspaces/join', { inviteCode })).statusCode).toBeLessThan(300);
    const list = json<{ pages: OutlinePage[] }>(await call(bob, 'GET', '/api/outline/pages?scope=shared'));
    expect(list.pages.map((p) => p.title)).toEqual(['Team plan']);
    expect((await call(bob, 'PATCH', `/api/outline/pages/${page.id}`, { title: 'Team plan v2' })).statusCode).toBe(200);
    // Only the owner moves it back out of the workspace; a plain member cannot delete it.
    expect((await call(bob, 'PATCH', `/api/outline/pages/${page.id}`, { workspaceId: null })).statusCode).toBe(403);
    expect((await call(bob, 'DELETE', `/api/outline/pages/${page.id}`)).statusCode).toBe(403);
  });

  it('suggests a summary, an expansion and tasks for a branch with the offline engine, writing nothing', async () => {
    const page = await create(ada, 'Launch');
    const branch = {
      text: 'Launch the beta',
      children: [
        { text: 'Email the waitlist', checked: true, children: [] },
        { text: 'Fix the sign-up bug', children: [{ text: 'Reproduce on Safari', children: [] }] },
      ],
    };
    const ask = (action: string) => call(ada, 'POST', `/api/outline/pages/${page.id}/ai`, { action, branch });
    const summary = json<OutlineAiResponse>(await ask('summarise'));
    expect(summary.engine).toBe('offline');
    expect(summary.engineLabel).toMatch(/offline/i);
    expect(summary.items).toHaveLength(1);
    expect(summary.items[0]!.text).toContain('3 points');
    expect(summary.items[0]!.text).toContain('1 of 1 task done');
    // Offline there are no new ideas: a title of one part gets one point saying so, never a scaffold that fits any branch.
    const expand = json<OutlineAiResponse>(await ask('expand'));
    expect(expand.items.map((i) => i.text)).toEqual([
      'Offline I cannot add new ideas to “Launch the beta”, only its 3 points: write the next point yourself, or use Tasks or Summarise, which work from its own words.',
    ]);
    const parts = json<OutlineAiResponse>(await call(ada, 'POST', `/api/outline/pages/${page.id}/ai`, { action: 'expand', branch: { text: 'Launch in Lisbon, hire two engineers and raise $1M', children: [] } }));
    expect(parts.items.map((i) => i.text)).toEqual(['Launch in Lisbon', 'Hire two engineers', 'Raise $1M']);
    const tasks = json<OutlineAiResponse>(await ask('tasks'));
    expect(tasks.items).toEqual([
      { text: 'Email the waitlist', heading: null, checked: true, children: [] },
      { text: 'Fix the sign-up bug', heading: null, checked: false, children: [{ text: 'Reproduce on Safari', heading: null, checked: false, children: [] }] },
    ]);
    // Suggestions only: the page is still empty.
    expect((await call(ada, 'GET', `/api/outline/pages/${page.id}/export`)).body).toBe('# Launch\n\n- \n');
    expect((await call(bob, 'POST', `/api/outline/pages/${page.id}/ai`, { action: 'expand', branch })).statusCode).toBe(404);
    expect((await call(ada, 'POST', `/api/outline/pages/${page.id}/ai`, { action: 'rewrite', branch })).statusCode).toBe(400);
  });
});
