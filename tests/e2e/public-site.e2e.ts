/**
 * The public site as a visitor meets it (spec §2, §4, §5, §8, §9): every page, its exact
 * strings and numbers, both waitlist forms against the real server, the example dialogs,
 * the video player's failure path, the signed-in landing page, and both viewports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, openPage, type TrackedPage } from './support/browser';
import { sharedBrowser } from './support/shared';
import { eventually } from './support/eventually';
import { gotoReady, waitForReady } from './support/ready';
import { startServer, type RunningServer } from './support/server';

const MEMBERS = ['Grace Hopper', 'Alan Turing', 'Katherine Johnson'];

/**
 * Scrolls through the page as a reader would (a frame per step, so scroll-triggered content
 * renders), then waits for every image. Chromium only starts a lazy image once its
 * intersection observer fires, which a fast scroll can skip on a busy machine; such images
 * are switched to eager so the wait is for the network, not for an observer that may never run.
 */
async function loadWholePage(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate(
      (top) =>
        new Promise<void>((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
      y,
    );
  }
  await page.evaluate(() => {
    for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The rendered colour of an element's text as [r, g, b], whatever colour space the CSS uses. */
async function rgbOf(locator: Locator): Promise<[number, number, number]> {
  return locator.evaluate((el) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.fillStyle = getComputedStyle(el).color;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  });
}
const isGreen = ([r, g, b]: number[]) => g! > 150 && g! > r! + 40 && g! > b! + 40;
const isYellow = ([r, g, b]: number[]) => r! > 180 && g! > 150 && b! < 120;
const isRed = ([r, g, b]: number[]) => r! > 180 && g! < 140 && b! < 140;

/** What is on screen now (a dialog, a form state), as opposed to the whole page. */
async function viewShot(page: Page, name: string) {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

async function href(locator: Locator) {
  return locator.getAttribute('href');
}

function subscribeRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/subscribe') && req.method() === 'POST') seen.push(req.postData() ?? '');
  });
  return seen;
}

describe('the public site', () => {
  let server: RunningServer;
  let browser: Browser;
  const pages: TrackedPage[] = [];
  const open = async (viewport?: { width: number; height: number }) => {
    const t = await openPage(browser, server.url, viewport ? { viewport } : {});
    pages.push(t);
    return t;
  };

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    server = await startServer({ WORKSPACE_MEMBERS: MEMBERS.join(',') });
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    for (const t of pages) await t.close().catch(() => {});
    await browser?.close();
    await server?.stop();
  });

  // The file's first test starts a cold browser page on a fresh server; under a full CI run's load
  // that alone took most of the default 90 s.
  it('the landing page shows the navigation, hero, exact stats and every section link', { timeout: 180_000 }, async () => {
    const t = await open();
    const { page } = t;
    const mediaRequests: string[] = [];
    page.on('request', (req) => {
      if (/\.(webm|mp4)$/.test(new URL(req.url()).pathname)) mediaRequests.push(req.url());
    });
    const providersAnswered = page.waitForResponse((r) => r.url().endsWith('/api/auth/providers'));
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('world you can explore');

    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await href(nav.getByRole('link', { name: 'Business OS' }))).toBe('/business-os');
    expect(await href(nav.getByRole('link', { name: 'Matrix' }))).toBe('/matrix-test');
    // Anonymous: waitlist, Sign In and Get Started; no Google button, since this server has no
    // Google sign-in (GET /api/auth/providers says so; #25: it used to show and only toast an error).
    await nav.getByRole('link', { name: 'Join Waitlist' }).waitFor();
    await providersAnswered;
    await expect.poll(() => nav.getByRole('link', { name: 'Sign in with Google' }).count()).toBe(0);
    expect(await href(nav.getByRole('link', { name: 'Join Waitlist' }))).toBe('#waitlist');
    expect(await href(nav.getByRole('link', { name: 'Sign In', exact: true }))).toBe('/login');
    expect(await href(nav.getByRole('link', { name: 'Get Started', exact: true }))).toBe('/onboarding');
    await expect.poll(() => page.getByText('Logout').count()).toBe(0);

    const hero = page.locator('section').first();
    expect(await href(hero.getByRole('link', { name: 'Get Started' }))).toBe('/onboarding');
    expect(await href(hero.getByRole('link', { name: 'Join Waitlist' }))).toBe('#waitlist');
    expect(await href(hero.getByRole('link', { name: 'See Examples' }))).toBe('#examples');

    // Spec §1, exactly.
    const stats = page.getByTestId('stats');
    await eventually(async () => (await stats.locator('li').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim()), [
      '500k+ messages',
      '6k+ people',
      '54k+ photos/videos',
      '30+ data sources',
      '25+ messaging platforms',
      '25,000 alumni',
      '54 countries',
    ]);

    // Three expandable transformation cards.
    for (const title of ['Photos → Objective Worlds', 'Messages → Social Worlds', 'Timelines → 4D Worlds']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    const details = page.getByRole('button', { name: /Show details\W+Messages to Social Worlds/ });
    expect(await details.getAttribute('aria-expanded')).toBe('false');
    await details.click();
    await page.getByText('You get:').first().waitFor();
    await expect.poll(() => page.getByText('A world of your people').isVisible()).toBe(true);

    // Six examples, the competitor marked.
    const examples = page.locator('#examples');
    for (const title of [
      'Social & Emotional World',
      'Tech Dating Narrative',
      'Career Paths Navigator',
      'Network Visualizer',
      'Location Memory Map',
      'AI Explorer Game',
    ]) {
      await examples.getByRole('heading', { name: title }).waitFor();
    }
    expect(await examples.getByRole('button', { name: /Network Visualizer/ }).textContent()).toContain('Competitor');

    // The lower half (its own chunk) and its links.
    for (const text of ['4D World Visualizer', 'Real-time Data Integration', 'Our vision', 'Key integrations', 'Recent activity']) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    expect(await href(page.getByRole('link', { name: /Try Demo/ }))).toBe('/makeitshutup');
    expect(await href(page.getByRole('link', { name: /Try Business OS/ }))).toBe('/business-os');
    const research = page.getByRole('link', { name: /Read the research paper/ });
    expect(await href(research)).toMatch(/^https:\/\//);
    for (const [name, path] of [
      ['Julia AI', '/julia.ai'],
      ['Relationship CRM', '/julia.ai/crm'],
      ['Deck Coach', '/julia.ai/onboarding'],
      ['Investor Database', '/julia.ai/database'],
      ['Activity dashboard', '/beta/activity'],
      ['AppFlowy editor', '/beta/appflowy'],
      ['AppFlowy Cloud', '/beta/appflowy-cloud'],
    ] as const) {
      expect(await href(page.getByRole('link', { name: new RegExp(`^${name}`) }))).toBe(path);
    }
    await page.getByRole('heading', { name: 'Alex Rivera' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: /GitHub/ }).count()).toBe(1);

    // Every link that leaves the site opens a new tab without handing over this window
    // (read once the page is ready and its external links are in, not while it still renders).
    await waitForReady(page);
    await expect.poll(() => page.locator('a[href^="http"]').count()).toBeGreaterThanOrEqual(5);
    const external = await page.locator('a[href^="http"]').evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    );
    expect(external.length).toBeGreaterThanOrEqual(5);
    for (const a of external) expect(a, a.href ?? '').toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });

    // Footer.
    const footer = page.getByRole('contentinfo');
    for (const [name, path] of [
      ['Pricing', '/pricing'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Refund', '/refund'],
      ['Alumni', '/alumni'],
    ] as const) {
      expect(await href(footer.getByRole('link', { name, exact: true }))).toBe(path);
    }
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Mnemo`);

    // No private workspace card for an anonymous visitor, and no video downloaded before anyone asks.
    await expect.poll(() => page.getByText('Access Workspace').count()).toBe(0);
    await loadWholePage(page);
    expect(mediaRequests).toEqual([]);
    await t.screenshot('site-landing-1280');
    await t.expectNoPageErrors();
  });

  it('the early-access form subscribes, reports a duplicate, and never sends a blank address', async () => {
    const t = await open();
    const { page } = t;
    const sent = subscribeRequests(page);
    // Prerendered (ADR 060): the form is on screen before the app has hydrated it.
    await gotoReady(page, '/');
    await page.getByRole('link', { name: 'Join Waitlist' }).first().click();
    const form = page.locator('#waitlist form');
    const input = form.getByRole('textbox', { name: 'Email address for early access' });
    const button = form.getByRole('button', { name: 'Join Waitlist' });
    const status = form.getByRole('status');
    expect(await input.getAttribute('type')).toBe('email');
    expect(await input.getAttribute('required')).not.toBeNull();

    // Whitespace only: nothing is sent, whether or not the browser's own check runs.
    await input.fill('   ');
    await button.click();
    await form.evaluate((f: HTMLFormElement) => {
      f.noValidate = true;
    });
    await input.evaluate((el: HTMLInputElement) => {
      el.type = 'text';
    });
    await input.fill('   ');
    await button.click();
    expect(sent).toEqual([]);
    expect(await status.textContent()).toBe('');
    await input.evaluate((el: HTMLInputElement) => {
      el.type = 'email';
    });
    await form.evaluate((f: HTMLFormElement) => {
      f.noValidate = false;
    });

    // A new address, with spaces around it: trimmed, subscribed, input cleared, green.
    const email = `early-${Date.now()}@example.com`;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/subscribe', async (route) => {
      await held;
      await route.continue();
    });
    await input.fill(`  ${email}  `);
    await button.click();
    await form.getByRole('button', { name: 'Subscribing...' }).waitFor();
    expect(await form.getByRole('button', { name: 'Subscribing...' }).isDisabled()).toBe(true);
    release();
    await form.getByText('Successfully subscribed! Welcome to the waitlist.').waitFor();
    await page.unroute('**/api/subscribe');
    expect(await input.inputValue()).toBe('');
    await expect.poll(async () => isGreen(await rgbOf(status))).toBe(true);
    expect(JSON.parse(sent[0]!)).toEqual({ email, source: 'landing' });

    // The same address again: the server's error text, red, the input kept.
    await input.fill(email);
    await button.click();
    await form.getByText('This email is already subscribed.').waitFor();
    await expect.poll(async () => isRed(await rgbOf(status))).toBe(true);
    expect(await input.inputValue()).toBe(email);

    // The network drops: its own message.
    await page.route('**/api/subscribe', (route) => route.abort('internetdisconnected'));
    await input.fill(`offline-${Date.now()}@example.com`);
    await button.click();
    await form.getByText('Network error. Please try again.').waitFor();
    await page.unroute('**/api/subscribe');
    expect(sent).toHaveLength(3);
    await status.scrollIntoViewIfNeeded();
    await viewShot(page, 'site-waitlist-states');
    await t.expectNoPageErrors();
  });

  it('the updates form on /pricing shows ✓ in green, then ⚠ in yellow for the same address', async () => {
    const t = await open();
    const { page } = t;
    const sent = subscribeRequests(page);
    await page.goto('/pricing');
    const section = page.getByRole('region', { name: 'Not ready yet? Get updates' });
    const input = section.getByRole('textbox');
    const status = section.getByRole('status');
    const email = `updates-${Date.now()}@example.com`;
    await input.fill(email);
    await section.getByRole('button', { name: 'Get updates' }).click();
    await section.getByText('✓ Successfully subscribed to mnemo.world updates!').waitFor();
    await expect.poll(async () => isGreen(await rgbOf(status))).toBe(true);
    expect(await input.inputValue()).toBe('');
    expect(JSON.parse(sent[0]!)).toEqual({ email, source: 'updates' });

    await input.fill(email);
    await section.getByRole('button', { name: 'Get updates' }).click();
    await section.getByText('⚠ This email is already subscribed.').waitFor();
    await expect.poll(async () => isYellow(await rgbOf(status))).toBe(true);
    expect(await input.inputValue()).toBe(email);

    await page.route('**/api/subscribe', (route) => route.abort('internetdisconnected'));
    await input.fill(`later-${Date.now()}@example.com`);
    await section.getByRole('button', { name: 'Get updates' }).click();
    await section.getByText('✗ Network error. Please try again.').waitFor();
    await expect.poll(async () => isRed(await rgbOf(status))).toBe(true);
    await t.expectNoPageErrors();
  });

  it('opens example dialogs: a looping video, an image with its external post, the game in a new tab', async () => {
    const t = await open();
    const { page } = t;
    // Prerendered (ADR 060): the buttons are on screen before the app has hydrated them.
    await gotoReady(page, '/#examples');
    await page.getByRole('button', { name: /Social & Emotional World/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Social & Emotional World' });
    await dialog.waitFor();
    const video = dialog.locator('video');
    await dialog.locator('[data-video-state="ready"]').waitFor();
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({
        autoplay: v.autoplay,
        muted: v.muted,
        loop: v.loop,
        controls: v.controls,
        playsInline: v.playsInline,
        src: new URL(v.currentSrc).pathname,
      })),
    ).toEqual({ autoplay: true, muted: true, loop: true, controls: true, playsInline: true, src: '/media/social-world.webm' });
    expect(await dialog.textContent()).toContain('community');
    await viewShot(page, 'site-example-video-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /Tech Dating Narrative/ }).click();
    const image = page.getByRole('dialog', { name: 'Tech Dating Narrative' });
    await image.locator('img').waitFor();
    await image.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await viewShot(page, 'site-example-image-dialog');
    const post = image.getByRole('link', { name: /Read the story/ });
    expect(await post.getAttribute('target')).toBe('_blank');
    expect(await post.getAttribute('rel')).toBe('noopener noreferrer');
    await page.keyboard.press('Escape');
    await image.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /AI Explorer Game/ }).click();
    const game = page.getByRole('dialog', { name: 'AI Explorer Game' });
    const play = game.getByRole('link', { name: /AI Exploration Game/ });
    expect(await href(play)).toBe('/ai-exploration-game');
    expect(await play.getAttribute('target')).toBe('_blank');
    const [popup] = await Promise.all([page.context().waitForEvent('page'), play.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/ai-exploration-game');
    await popup.close();
    await t.expectNoPageErrors();
  });

  it('the video player tries each source in order, fails to "Try Again", and restarts from the first', async () => {
    const t = await open();
    const { page } = t;
    const tried: string[] = [];
    let release!: () => void;
    const firstHeld = new Promise<void>((r) => (release = r));
    let failing = true;
    await page.route(/\/media\/social-world\.(webm|mp4)$/, async (route) => {
      const name = new URL(route.request().url()).pathname.split('/').pop()!;
      if (!failing) return route.continue();
      tried.push(name);
      if (name.endsWith('.webm')) await firstHeld;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    // Prerendered (ADR 060): the buttons are on screen before the app has hydrated them.
    await gotoReady(page, '/#examples');
    await page.getByRole('button', { name: /Social & Emotional World/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Social & Emotional World' });
    await dialog.getByText('Loading video...').waitFor();
    release();
    await dialog.getByText('Video temporarily unavailable').waitFor();
    expect([...new Set(tried)]).toEqual(['social-world.webm', 'social-world.mp4']);
    await viewShot(page, 'site-video-unavailable');

    failing = false;
    const retried: string[] = [];
    page.on('request', (req) => {
      if (/social-world\.(webm|mp4)$/.test(req.url())) retried.push(new URL(req.url()).pathname);
    });
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await dialog.locator('[data-video-state="ready"]').waitFor();
    expect(retried[0]).toBe('/media/social-world.webm');
    await page.keyboard.press('Escape');

    // With a fallback image, a failed clip shows the picture marked 'Video preview'.
    await page.route(/\/media\/career-paths\.(webm|mp4)$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByRole('button', { name: /Career Paths Navigator/ }).click();
    const career = page.getByRole('dialog', { name: 'Career Paths Navigator' });
    await career.getByText('Video preview').waitFor();
    expect(await career.locator('figure img').getAttribute('src')).toBe('/media/career-paths.webp');
    await expect.poll(() => career.getByText('Try Again').count()).toBe(0);
    await viewShot(page, 'site-video-preview-fallback');
    await t.expectNoPageErrors();
  });

  it('a signed-in visitor sees their email, Logout, and the private workspace of three named members', async () => {
    const t = await open();
    const { page } = t;
    // A real account (issue 31: `/` signed in is the person's home, which reads their imports and world).
    const user = { email: 'member@example.com', password: 'member-password', name: 'Member' };
    expect((await page.request.post('/api/auth/register', { data: user })).status()).toBe(201);
    await page.goto('/');
    // The app header carries the account (spec §2: signed-in shows {email} and Logout).
    const account = page.getByTestId('app-header').getByTestId('account');
    await account.getByText(user.email).waitFor();
    await page.getByTestId('signed-in-home').waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Sign in with Google' }).count()).toBe(0);

    const restriction = page.getByTestId('workspace-restriction');
    await restriction.getByText(/Access is restricted to/).waitFor();
    expect(await restriction.textContent()).toBe(
      `Access is restricted to ${MEMBERS.join(', ')} and you (${user.email}).`,
    );
    await page.getByRole('button', { name: 'Access Workspace' }).click();
    const modal = page.getByRole('dialog', { name: 'Private Workspace' });
    await modal.waitFor();
    const memberItems = modal.getByRole('list', { name: 'Members' }).locator('li');
    await expect.poll(() => memberItems.count()).toBe(4);
    const members = await memberItems.allInnerTexts();
    expect(members).toHaveLength(4);
    for (const name of [...MEMBERS, user.email]) expect(members.join('\n')).toContain(name);
    await viewShot(page, 'site-workspace-modal');
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });

    await account.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('You have been successfully logged out.').first().waitFor();
    // Signed out, `/` is the visitors' landing page again, with its own header.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Join Waitlist' }).waitFor();
    await expect.poll(() => page.getByText('Access Workspace').count()).toBe(0);
    await expect.poll(() => page.getByTestId('app-header').count()).toBe(0);
    await t.expectNoPageErrors();
  });

  it('/pricing, /terms, /privacy, /refund, /alumni, /test and an unknown path say what the spec says', async () => {
    const t = await open();
    const { page } = t;
    const bodyText = async () => (await page.locator('body').innerText()).replace(/\s+/g, ' ');

    await page.goto('/pricing');
    await page.getByRole('heading', { name: 'Basic World' }).waitFor();
    // Issue 31: self-serve first (free in the app, Pro upgraded in the app), the done-for-you plans second.
    const h2s = page.getByRole('heading', { level: 2 });
    await h2s.filter({ hasText: 'Do it yourself, in the app' }).waitFor();
    await h2s.filter({ hasText: 'Or have us build it: done-for-you worlds' }).waitFor();
    const headings = await h2s.allInnerTexts();
    expect(headings.indexOf('Do it yourself, in the app')).toBeGreaterThanOrEqual(0);
    expect(headings.indexOf('Do it yourself, in the app')).toBeLessThan(headings.indexOf('Or have us build it: done-for-you worlds'));
    expect(await href(page.getByRole('link', { name: 'Upgrade in the app' }))).toBe('/login?next=%2Fworlds');
    const basic = await page.getByRole('article', { name: 'Basic World' }).innerText();
    expect(basic).toContain('$499');
    for (const f of ['Single data source', '2D world', 'Up to 1,000 data points']) expect(basic).toContain(f);
    const pro = await page.getByRole('article', { name: 'Pro World' }).innerText();
    expect(pro).toContain('$1,299');
    for (const f of ['Multiple data sources', '2D and 3D worlds', 'Up to 10,000 data points', 'Custom styling']) {
      expect(pro).toContain(f);
    }
    expect(await href(page.getByRole('main').getByRole('link', { name: 'hello@mnemo.world' }))).toBe('mailto:hello@mnemo.world');
    await expect.poll(bodyText).toContain('Basic worlds take 1-2 weeks');
    await expect.poll(bodyText).toContain('Pro and Enterprise worlds take 3-6 weeks');
    await loadWholePage(page);
    await t.screenshot('site-pricing-1280');

    for (const [path, title] of [
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/refund', 'Refund Policy'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect.poll(bodyText).toContain('Last updated: May 2, 2025');
      if (path === '/refund') {
        await expect.poll(bodyText).toContain('reviewed within 5 business days');
        await expect.poll(bodyText).toContain('processed within 14 business days');
        await expect.poll(bodyText).toContain('No refunds are available after 30 days from delivery');
      }
      if (path === '/privacy') await expect.poll(bodyText).toContain('not intended for children under 16');
      await t.screenshot(`site-${path.slice(1)}-1280`);
    }

    await page.goto('/alumni');
    const input = page.getByRole('textbox', { name: 'University name' });
    await input.waitFor();
    expect(await input.getAttribute('required')).not.toBeNull();
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.getByRole('button', { name: 'Analyze' }).click();
    expect(alerts).toEqual([]); // required: an empty name is not analyzed
    await input.fill('University of Toronto');
    await page.getByRole('button', { name: 'Analyze' }).click();
    await expect.poll(() => alerts.length).toBe(1);
    expect(alerts[0]).toMatch(/coming soon/i);
    for (const d of ['Career', 'Geography', 'Gender', 'Net worth', 'Influence']) {
      await page.getByRole('heading', { name: d, exact: true }).waitFor();
    }
    // Read after the section is in (it was read before, while it could still be rendering).
    await expect.poll(async () => ((await bodyText()).match(/Coming soon/gi) ?? []).length).toBe(3); // the section's heading and its two labels
    await expect.poll(() => page.locator('[data-coming-soon]').count()).toBe(2);
    await t.screenshot('site-alumni-1280');

    await page.goto('/definitely/not/here');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await t.screenshot('site-not-found-1280');
    await page.goto('/test');
    await page.getByRole('heading', { name: 'Test Route Works!' }).waitFor();
    await t.screenshot('site-test-1280');
    await t.expectNoPageErrors();
  });

  it('fits a 390 px phone: no sideways scrolling, a working menu, and the form stays usable', async () => {
    const t = await open({ width: 390, height: 844 });
    const { page } = t;
    await gotoReady(page, '/'); // the menu button works once hydrated (ADR 060)
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('Recent activity').waitFor();
    await loadWholePage(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await t.screenshot('site-landing-390');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    expect(await href(menu.getByRole('link', { name: 'Business OS' }))).toBe('/business-os');
    await expect.poll(() => menu.getByRole('link', { name: 'Sign in with Google' }).count()).toBe(0);
    await menu.getByRole('link', { name: 'Join Waitlist' }).click();
    await expect.poll(() => menu.count()).toBe(0);

    const box = await page.locator('#waitlist input[type="email"]').boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(40);
    expect(box!.width).toBeGreaterThan(250);

    for (const path of ['/pricing', '/terms', '/alumni']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await loadWholePage(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      await t.screenshot(`site-${path.slice(1)}-390`);
    }
    await t.expectNoPageErrors();
  });
});
