/**
 * WCAG 2.1 AA with axe-core on every page of the route table (PAGE_PATHS), signed out and,
 * where a page changes or is guarded, signed in; at 1280 px and 390 px; with the landing
 * page's example dialog and Business OS's welcome dialog open. Then the keyboard: tabbing
 * through the landing page shows a focus ring on every stop, and a dialog opened from the
 * keyboard hands focus back to its trigger on Escape.
 *
 * Every other browser test is scanned too (support/browser.ts); this file is the map.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { PAGE_PATHS } from '../../src/contract/pages';
import { formatViolations, FAILING_IMPACTS, scanPage } from './support/a11y';
import { openPage, type TrackedPage } from './support/browser';
import { waitForReady } from './support/ready';
import { sharedBrowser, sharedServer } from './support/shared';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

/** Scanned signed in as well: the guarded pages, and open ones that change for a member. */
const SIGNED_IN = ['/', '/dashboard', '/auth', '/login', '/settings', '/business-os', '/beta/activity', '/beta/appflowy', '/beta/appflowy-cloud', '/worlds', '/worlds/social', '/worlds/network', '/worlds/map', '/worlds/timeline', '/julia.ai', '/julia.ai/onboarding', '/julia.ai/crm', '/julia.ai/database'] as const;

/**
 * The page has rendered: the app's ready marker says its lazy chunk is in, nothing it asked
 * the server is under way and no "Loading…" state shows. Fails (never waits it out) if not.
 */
async function settle(page: Page) {
  await waitForReady(page);
  // Read once on purpose: right after the ready marker no "Loading…" may show (polling would wait it out).
  // eslint-disable-next-line no-restricted-syntax
  expect(await page.getByRole('status', { name: 'Loading…' }).count(), `${page.url()} still shows Loading…`).toBe(0);
}

/** The serious and critical violations, as readable text (empty when there are none). */
async function failing(page: Page, label: string): Promise<string[]> {
  const found = (await scanPage(page)).filter((v) => v.impact && FAILING_IMPACTS.includes(v.impact));
  return found.length ? [formatViolations(found, label)] : [];
}

async function signUp(t: TrackedPage) {
  const email = `a11y-${crypto.randomBytes(5).toString('hex')}@example.com`;
  const res = await t.page.request.post('/api/auth/register', { data: { email, password: 'correct horse battery', name: 'Ada Access' } });
  expect(res.status()).toBe(201);
}

/** The outline or box-shadow that shows where focus is, or null when there is none. */
async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const s = getComputedStyle(el);
    const transparent = (c: string) => c === 'transparent' || /rgba\(.*,\s*0\)$/.test(c);
    const outline =
      s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && !transparent(s.outlineColor) ? `outline ${s.outlineWidth} ${s.outlineColor}` : '';
    const shadow = s.boxShadow !== 'none' ? `box-shadow ${s.boxShadow}` : '';
    return {
      what: `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
      indicator: outline || shadow || null,
    };
  });
}

/** Presses Tab up to `max` times; lists each stop and those without a visible focus indicator. */
async function tabThrough(page: Page, max: number) {
  const seen: string[] = [];
  const invisible: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focus = await focusIndicator(page);
    if (!focus) break;
    seen.push(focus.what);
    if (!focus.indicator) invisible.push(focus.what);
  }
  return { seen, invisible };
}

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  let server: { url: string };
  let browser: Browser;

  beforeAll(async () => {
    server = sharedServer();
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const vp of VIEWPORTS) {
    describe(`signed out at ${vp.width} px`, () => {
      let t: TrackedPage;
      beforeAll(async () => {
        t = await openPage(browser, server.url, { viewport: vp, ignoreConsole: [/status of 401/], preloadAxe: true });
      });
      afterAll(async () => {
        await t?.close();
      });

      it.each(PAGE_PATHS)('%s', async (path) => {
        await t.page.goto(path);
        await settle(t.page);
        const sentToLogin = new URL(t.page.url()).pathname === '/login' && path !== '/login';
        // A guarded page is scanned signed in below; a new one must join that list.
        if (sentToLogin) expect(SIGNED_IN as readonly string[], `${path} is guarded: add it to SIGNED_IN`).toContain(path);
        await t.expectNoPageErrors();
      });

      it("the landing page's example dialog", async () => {
        await t.page.goto('/#examples');
        await settle(t.page);
        await t.page.getByRole('button', { name: /Social & Emotional World/ }).click();
        await t.page.getByRole('dialog', { name: 'Social & Emotional World' }).waitFor();
        expect(await failing(t.page, `/ example dialog, ${vp.width} px`)).toEqual([]);
        await t.page.keyboard.press('Escape');
      });
    });

    describe(`signed in at ${vp.width} px`, () => {
      let t: TrackedPage;
      beforeAll(async () => {
        t = await openPage(browser, server.url, { viewport: vp, preloadAxe: true });
        await signUp(t);
      });
      afterAll(async () => {
        await t?.close();
      });

      it.each(SIGNED_IN)('%s', async (path) => {
        await t.page.goto(path);
        await settle(t.page);
        expect(new URL(t.page.url()).pathname === '/login' && path !== '/login', `${path} opens signed in`).toBe(false);
        const problems: string[] = [];
        if (path === '/business-os') {
          // Business OS's welcome dialog, then the goal picker, then the workspace.
          await t.page.getByRole('dialog').getByText('Welcome to Business OS').waitFor();
          problems.push(...(await failing(t.page, `/business-os welcome dialog, ${vp.width} px`)));
          await t.page.getByRole('button', { name: 'Start Working' }).click();
          await t.page.getByRole('button', { name: /Investor Research/ }).waitFor();
          problems.push(...(await failing(t.page, `/business-os goal picker, ${vp.width} px`)));
          await t.page.getByRole('button', { name: /Investor Research/ }).click();
          await expect.poll(() => t.page.getByTestId('key-metrics').count()).toBe(1);
        }
        expect(problems, problems.join('\n\n')).toEqual([]);
        // Scans the page as it is now (once: a scan of its own here would run axe twice on it).
        await t.expectNoPageErrors();
      });

      it('menus and dialogs open: the mobile menu, Add Block, the delete-account dialog', async () => {
        const { page } = t;
        const problems: string[] = [];
        if (vp.width < 1024) {
          await page.goto('/');
          await settle(page);
          // Signed in, `/` is the person's home: the app header's phone menu (issue 31).
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('dialog', { name: 'Menu' }).waitFor();
          problems.push(...(await failing(page, `/ mobile menu open, ${vp.width} px`)));
        }
        await page.goto('/business-os');
        await settle(page);
        if (await page.getByRole('button', { name: 'Start Working' }).count()) {
          await page.getByRole('button', { name: 'Start Working' }).click();
          await page.getByRole('button', { name: /Investor Research/ }).click();
        }
        await page.getByRole('button', { name: 'Add Block' }).click();
        await page.getByRole('menuitem', { name: 'Note' }).waitFor();
        problems.push(...(await failing(page, `/business-os Add Block menu, ${vp.width} px`)));
        await page.keyboard.press('Escape');
        await page.goto('/settings');
        await settle(page);
        await page.getByRole('button', { name: 'Delete account' }).click();
        await page.getByRole('dialog').getByRole('heading', { name: 'Delete your account?' }).waitFor();
        problems.push(...(await failing(page, `/settings delete dialog, ${vp.width} px`)));
        await page.keyboard.press('Escape');
        expect(problems, problems.join('\n\n')).toEqual([]);
        await t.expectNoPageErrors();
      });
    });
  }

  it('tabs through the landing page with a visible focus ring on every stop', async () => {
    const t = await openPage(browser, server.url, { preloadAxe: true });
    await t.page.goto('/');
    await settle(t.page);
    const { seen, invisible } = await tabThrough(t.page, 40);
    expect(seen.length).toBeGreaterThan(10);
    expect(invisible, `no visible focus on:\n${invisible.join('\n')}`).toEqual([]);
    await t.expectNoPageErrors();
    await t.close();
  });

  it('tabs through the Business OS workspace (header, toolbar, blocks, panel) with a visible focus ring', async () => {
    const t = await openPage(browser, server.url, { preloadAxe: true });
    const { page } = t;
    await signUp(t);
    await page.goto('/business-os');
    await page.getByRole('button', { name: 'Start Working' }).click();
    await page.getByRole('button', { name: /Investor Research/ }).click();
    await expect.poll(() => page.getByTestId('key-metrics').count()).toBe(1);
    await page.locator('body').focus();
    const { seen, invisible } = await tabThrough(page, 45);
    expect(seen.length).toBeGreaterThan(15);
    expect(invisible, `no visible focus on:\n${invisible.join('\n')}`).toEqual([]);
    await t.expectNoPageErrors();
    await t.close();
  });

  it('a dialog opened from the keyboard keeps focus inside and returns it to its trigger on Escape', async () => {
    const t = await openPage(browser, server.url, { preloadAxe: true });
    const { page } = t;
    await page.goto('/#examples');
    await settle(page);
    const trigger = page.getByRole('button', { name: /Social & Emotional World/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Social & Emotional World' });
    await dialog.waitFor();
    await t.expectAccessible('/ example dialog opened from the keyboard');
    // Focus is trapped: tabbing around never leaves the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await focusIndicator(page))?.indicator).toBeTruthy();
    await t.expectNoPageErrors();
    await t.close();
  });

  it('the workspace modal on / and the Business OS sessions dialog give focus back to their triggers', async () => {
    const t = await openPage(browser, server.url, { preloadAxe: true });
    const { page } = t;
    await signUp(t);
    const roundTrip = async (trigger: Locator, label: string) => {
      await trigger.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), { message: `${label}: focus moves into the dialog` }).toBe(true);
      await t.expectAccessible(`${label} open`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement), { message: `${label}: focus returns to its trigger` }).toBe(true);
    };
    await page.goto('/');
    await settle(page);
    await roundTrip(page.getByRole('button', { name: 'Access Workspace' }), 'workspace modal');

    await page.goto('/business-os');
    await page.getByRole('button', { name: 'Start Working' }).click();
    await page.getByRole('button', { name: /Investor Research/ }).click();
    await expect.poll(() => page.getByTestId('key-metrics').count()).toBe(1);
    await roundTrip(page.getByTestId('session-title'), 'Business OS sessions dialog');
    await t.expectNoPageErrors();
    await t.close();
  });
});
