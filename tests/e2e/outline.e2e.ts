/**
 * The outliner in the browser (issue #17 part B): an outline written with the keyboard
 * only (Enter, Tab, Shift+Tab, Ctrl+Enter for a checkbox) is still there after a reload;
 * two people in two browser contexts edit one shared page and see each other's text.
 * Screenshots at 1280 px and 390 px go to test-artifacts/.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage, type TrackedPage } from './support/browser';
import { sharedBrowser } from './support/shared';
import { startServer, type RunningServer } from './support/server';

const suffix = crypto.randomBytes(4).toString('hex');
const ADA = { email: `ada-${suffix}@example.com`, name: 'Ada Lovelace' };
const BOB = { email: `bob-${suffix}@example.com`, name: 'Bob Builder' };

async function signUp(t: TrackedPage, who: { email: string; name: string }) {
  const res = await t.page.request.post('/api/auth/register', { data: { email: who.email, password: 'correct horse battery', name: who.name } });
  expect(res.status()).toBe(201);
}

async function saved(t: TrackedPage) {
  await t.page.getByTestId('save-state').filter({ hasText: 'Saved' }).waitFor();
}

describe('/beta/appflowy and /beta/appflowy-cloud', () => {
  let server: RunningServer;
  let browser: Browser;
  let ada: TrackedPage;
  let bob: TrackedPage;

  beforeAll(async () => {
    server = await startServer();
    browser = await sharedBrowser();
    // The dropped-connection step makes the browser log failed WebSocket attempts.
    ada = await openPage(browser, server.url, { ignoreConsole: [/WebSocket connection to .* failed/] });
    bob = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    await signUp(ada, ADA);
    await signUp(bob, BOB);
  });
  afterAll(async () => {
    await ada?.close();
    await bob?.close();
    await browser?.close();
    await server?.stop();
  });

  it('writes an outline with the keyboard; it is still there after a reload', async () => {
    const page = ada.page;
    await page.goto('/beta/appflowy');
    await page.getByRole('heading', { name: 'Outliner', level: 1 }).waitFor();
    // A first visit opens a starter page.
    await page.getByRole('textbox', { name: 'Page title' }).and(page.locator('[value="Getting started"]')).waitFor();
    await page.locator('.ol-editor').getByText('Every line is an item.').waitFor();
    await saved(ada);
    await ada.screenshot('outline-starter-desktop');

    await page.getByRole('button', { name: 'New page' }).click();
    const title = page.getByRole('textbox', { name: 'Page title' });
    await title.and(page.locator('[value="Untitled"]')).waitFor();
    await title.fill('Keyboard test');
    await title.press('Enter');
    await page.getByRole('navigation', { name: 'Pages' }).getByText('Keyboard test').waitFor();

    await page.locator('.ol-editor p').first().click();
    await page.keyboard.type('Fruit');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Apples');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Pears');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('Bread');
    await page.keyboard.press('Control+Enter');
    await page.getByRole('checkbox', { name: 'Done: “Bread”' }).check();
    await saved(ada);
    await ada.screenshot('outline-keyboard-desktop');

    await page.reload();
    await page.locator('.ol-editor').getByText('Pears').waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Done: “Bread”' }).isChecked()).toBe(true);
    // The stored outline, read back by the server.
    const id = new URL(page.url()).searchParams.get('page');
    const md = await page.request.get(`/api/outline/pages/${id}/export?format=markdown`);
    expect(await md.text()).toBe('# Keyboard test\n\n- Fruit\n  - Apples\n  - Pears\n- [x] Bread\n');

    // Zoom into "Fruit": only its branch shows, with breadcrumbs back.
    await page.getByRole('button', { name: 'Zoom into “Fruit”' }).click();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await crumbs.getByText('Fruit').waitFor();
    await expect.poll(() => page.locator('.ol-editor').getByText('Bread').isVisible()).toBe(false);
    await ada.screenshot('outline-zoom-desktop');
    await crumbs.getByRole('button', { name: 'All' }).click();
    await page.locator('.ol-editor').getByText('Bread').waitFor();

    // Full-text search across pages.
    await page.getByRole('searchbox', { name: 'Search your pages' }).fill('pear');
    const hit = page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: /Keyboard test/ });
    await hit.locator('mark', { hasText: 'Pears' }).waitFor();
    await ada.screenshot('outline-search-desktop');
    await page.getByRole('searchbox', { name: 'Search your pages' }).fill('');
    await page.getByRole('list', { name: 'Search results' }).waitFor({ state: 'detached' });
    await ada.expectNoPageErrors();
  });

  it('keeps editing through a dropped connection and saves once the server is back', async () => {
    const page = ada.page;
    await server.stop();
    await page.getByTestId('save-state').filter({ hasText: 'Offline' }).waitFor();
    // The caret must be in "Bread" (a click that lands while the page still moves would put it elsewhere).
    const bread = page.locator('.ol-editor').getByText('Bread');
    await expect
      .poll(async () => {
        await bread.click();
        return page.evaluate(() => window.getSelection()?.anchorNode?.textContent ?? '');
      })
      .toBe('Bread');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Butter typed offline');
    await ada.screenshot('outline-offline-desktop');
    await server.restart();
    await saved(ada);
    const id = new URL(page.url()).searchParams.get('page');
    const md = await page.request.get(`/api/outline/pages/${id}/export?format=markdown`);
    // What this test is about: the line typed offline reached the server once it was back. (Where Enter puts it is the
    // keyboard test's subject; on CI a caret clicked in just as the page went offline was at times not yet the editor's.)
    const stored = await md.text();
    expect(stored).toContain('Butter typed offline');
    expect(stored).toContain('- [x] Bread');
    await page.reload();
    await page.locator('.ol-editor').getByText('Butter typed offline').waitFor();
  });

  it('two people edit one shared page at once and see each other\u2019s text', async () => {
    const ws = await ada.page.request.post('/api/workspaces/create', { data: { name: `Team ${suffix}` } });
    expect(ws.ok()).toBe(true);
    const { workspace, inviteCode } = (await ws.json()) as { workspace: { id: string }; inviteCode: string };
    expect((await bob.page.request.post('/api/workspaces/join', { data: { inviteCode } })).ok()).toBe(true);
    const created = await ada.page.request.post('/api/outline/pages', { data: { title: 'Team agenda', workspaceId: workspace.id } });
    const { id } = (await created.json()) as { id: string };

    await ada.page.goto(`/beta/appflowy-cloud?page=${id}`);
    await bob.page.goto(`/beta/appflowy-cloud?page=${id}`);
    for (const t of [ada, bob]) {
      await t.page.getByRole('heading', { name: 'Shared outliner', level: 1 }).waitFor();
      await saved(t);
    }
    await ada.page.locator('.ol-editor p').first().click();
    await ada.page.keyboard.type('Hello from Ada');
    await bob.page.locator('.ol-editor').getByText('Hello from Ada').waitFor();

    await bob.page.locator('.ol-editor p').first().click();
    await bob.page.keyboard.press('End');
    await bob.page.keyboard.press('Enter');
    await bob.page.keyboard.type('Hi from Bob');
    await ada.page.locator('.ol-editor').getByText('Hi from Bob').waitFor();
    // Each sees the other among the editors.
    await ada.page.getByLabel(/Also editing: Bob Builder/).waitFor();
    await saved(ada);
    await saved(bob);
    await ada.screenshot('outline-shared-desktop');
    await bob.screenshot('outline-shared-phone');
    await ada.expectNoPageErrors();
    await bob.expectNoPageErrors();
  });
});
