/**
 * The sample world and shared links in the browser: signed out, the sample hub shows a
 * card per world with a live thumbnail and counts, each of the four worlds opens with its
 * counts, a story is narrated (engine named) and the world exports as JSON; signed in
 * with imported data, a shared link is created, opened in a fresh signed-out browser
 * context, then revoked, after which the link says it is no longer shared. Screenshots at
 * 1280 px and 390 px; every page is scanned by axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, type TrackedPage } from './support/browser';
import { waitForReady } from './support/ready';
import { sharedBrowser, sharedServer, uniqueEmail } from './support/shared';
import { WORLD_KINDS, WORLD_LABELS } from '../../src/contract/worlds';

const USER = { email: uniqueEmail('worlds.share.e2e'), password: 'a-world-to-share' };
const CHAT = [
  '15/01/2024, 09:00 - Me: Good morning Ana, I love this wonderful day',
  '15/01/2024, 09:10 - Ana: Morning! Great to hear, happy day',
  '16/02/2024, 20:00 - Ana: This is terrible, I hate the awful rain',
  '16/02/2024, 20:05 - Me: Sorry, that is bad',
  '20/03/2024, 10:00 - Ben: Who is coming to the lake?',
  '20/03/2024, 10:02 - Me: Me!',
].join('\n');

describe('the sample world and shared links in the browser', () => {
  let server: { url: string };
  let browser: Browser;
  let tab: TrackedPage;
  let page: Page;

  beforeAll(async () => {
    server = sharedServer();
    browser = await sharedBrowser();
    tab = await openPage(browser, server.url, { ignoreConsole: [/status of 40[14]/] });
    page = tab.page;
  });
  afterAll(async () => {
    await tab?.close();
    await browser?.close();
  });

  it('signed out, the sample hub shows a card per world with a live thumbnail and counts', async () => {
    await page.goto('/worlds/sample');
    await page.getByRole('heading', { level: 1, name: 'The sample world' }).waitFor({ timeout: 60_000 });
    await page.getByText(/Pro plan/).first().waitFor();
    for (const k of WORLD_KINDS) await page.getByRole('heading', { name: WORLD_LABELS[k] }).waitFor();
    await page.getByText(/\d[\d,]* people · [\d,]+ messages/).waitFor();
    await waitForReady(page);
    // Thumbnails drawn from the real aggregates: bubbles, a network sketch, place dots, a sparkline.
    await expect.poll(() => page.locator('svg[data-thumbnail="social"] circle').count()).toBeGreaterThan(3);
    await expect.poll(() => page.locator('svg[data-thumbnail="network"] line').count()).toBeGreaterThan(3);
    await expect.poll(() => page.locator('svg[data-thumbnail="map"] circle').count()).toBeGreaterThan(5);
    await expect.poll(() => page.locator('svg[data-thumbnail="timeline"] polyline').count()).toBe(1);
    await tab.screenshot('worlds-sample-hub');
    await page.setViewportSize({ width: 390, height: 844 });
    await tab.screenshot('worlds-sample-hub-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await tab.expectNoPageErrors();
  });

  it('each of the four sample worlds opens signed out, with its counts and tools', async () => {
    for (const k of WORLD_KINDS) {
      await page.goto(`/worlds/sample/${k}`);
      await page.getByRole('heading', { level: 1, name: WORLD_LABELS[k] }).waitFor();
      await page.getByRole('navigation', { name: 'Worlds', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Export' }).waitFor();
      await page.getByRole('heading', { name: 'Story' }).waitFor();
    }
    await tab.expectNoPageErrors();
  });

  it('the sample social world (Pro) draws its bodies in 2D and, switched to 3D, on a WebGL canvas', async () => {
    await page.goto('/worlds/sample/social');
    await page.getByRole('heading', { level: 1, name: WORLD_LABELS.social }).waitFor();
    await page.getByRole('complementary', { name: 'Legend and people' }).waitFor();
    await expect.poll(() => page.getByTestId('social-counts').textContent()).toMatch(/\d+ people · [\d,]+ messages/);
    const threeD = page.getByRole('group', { name: 'View' }).getByRole('button', { name: '3D' });
    expect(await threeD.isEnabled()).toBe(true);
    await threeD.click();
    expect(await threeD.getAttribute('aria-pressed')).toBe('true');
    const canvas = page.locator('section canvas').first();
    await canvas.waitFor({ timeout: 60_000 });
    // Drawn, not just present: pixels other than the clear colour (#0d0d1a).
    await expect
      .poll(
        () =>
          canvas.evaluate((el) => {
            const c = el as HTMLCanvasElement;
            const copy = document.createElement('canvas');
            copy.width = c.width;
            copy.height = c.height;
            const ctx = copy.getContext('2d')!;
            ctx.drawImage(c, 0, 0);
            const data = ctx.getImageData(0, 0, c.width, c.height).data;
            let lit = 0;
            for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - 13) + Math.abs(data[i + 1]! - 13) + Math.abs(data[i + 2]! - 26) > 40) lit++;
            return lit;
          }),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(100);
    await tab.screenshot('worlds-sample-social-3d');
    await tab.expectNoPageErrors();
  });

  it('narrates the sample world and names the engine; exports it as JSON', async () => {
    await page.goto('/worlds/sample/map');
    await page.getByRole('button', { name: 'Tell the story' }).click();
    await page.getByText('Written by Offline analyst from the counts above.').waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Counts the story uses' }).getByRole('listitem').count()).toBe(2);
    await tab.screenshot('worlds-sample-narration');

    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: /Export PNG/ }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /Export JSON/ }).click()]);
    expect(download.suggestedFilename()).toBe('mnemo-map-world.json');
    await tab.expectNoPageErrors();
  });

  it('creates a share link, opens it signed out in a fresh context, revokes it', async () => {
    // Sign up, then import a small chat through the API as the page would.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByLabel('Email').fill(USER.email);
    await page.getByLabel('Password', { exact: true }).fill(USER.password);
    await page.getByRole('form', { name: 'Sign up' }).getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const id = await page.evaluate(async (chat) => {
      const form = new FormData();
      form.append('file', new File([chat], 'WhatsApp Chat with Ana.txt', { type: 'text/plain' }));
      const res = await fetch('/api/imports', { method: 'POST', body: form, credentials: 'include' });
      return ((await res.json()) as { id: string }).id;
    }, CHAT);
    await expect
      .poll(async () => page.evaluate(async (i) => ((await (await fetch(`/api/imports/${i}`)).json()) as { status: string }).status, id), { timeout: 60_000 })
      .toBe('done');

    await page.goto('/worlds');
    await page.getByRole('heading', { level: 1, name: 'Your worlds' }).waitFor();
    await page.goto('/worlds/social');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share a world' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel('World').inputValue()).toBe('social');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = await dialog.getByLabel(/Your link/).inputValue();
    expect(link).toMatch(/\/worlds\/shared\/[A-Za-z0-9_-]{43}$/);
    await dialog.getByText('active', { exact: true }).waitFor();
    await tab.screenshot('worlds-share-dialog');
    await page.setViewportSize({ width: 390, height: 844 });
    await tab.screenshot('worlds-share-dialog-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A stranger, signed out, in a fresh context.
    const other = await openPage(browser, server.url, { ignoreConsole: [/status of 40[14]/] });
    await other.page.goto(link);
    await other.page.getByRole('heading', { level: 1, name: WORLD_LABELS.social }).waitFor();
    await other.page.getByText('Shared read-only').waitFor();
    await expect.poll(() => other.page.getByRole('navigation', { name: 'Worlds', exact: true }).count()).toBe(0);
    await expect.poll(() => other.page.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    await other.screenshot('worlds-shared-open');
    await other.page.setViewportSize({ width: 390, height: 844 });
    await other.screenshot('worlds-shared-open-390');
    await other.page.setViewportSize({ width: 1280, height: 900 });

    // The owner revokes it; the stranger's link now says so.
    await dialog.getByRole('button', { name: /Revoke the Social & Emotional World link/ }).click();
    await dialog.getByText('revoked', { exact: true }).waitFor();
    await other.page.reload();
    await other.page.getByRole('heading', { level: 1, name: 'No longer shared' }).waitFor();
    await other.screenshot('worlds-shared-revoked');
    await other.expectNoPageErrors();
    await other.close();
    await tab.expectNoPageErrors();
  });
});
