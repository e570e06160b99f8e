/**
 * The landing page paints from HTML (ADR 060): `/` for a visitor is prerendered at build time,
 * its content readable before any script runs, and its island hydrates it without a mismatch
 * (ADR 061), with the landing's own JavaScript only: the app loads when the visitor goes to
 * another page (no page load; Back returns) or turns out to be signed in. A request with a
 * session cookie gets the empty shell, rendered client-side.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LANDING_WAITLIST_MESSAGES } from '../../src/web/features/landing/waitlist-messages';
import { openPage } from './support/browser';
import { waitForReady } from './support/ready';
import { sharedBrowser, sharedServer, uniqueEmail } from './support/shared';

/** The landing's JavaScript budget, KB gzipped: `npm test`'s (bench/web/bundle.mjs --max-kb). */
const LANDING_MAX_KB = Number(
  /--max-kb (\d+(?:\.\d+)?)/.exec(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')).scripts.test)?.[1],
);

/** Every script the page has loaded so far, by path (the browser's own record of its requests). */
async function scriptsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || /\.js(\?|$)/.test(e.name))
      .map((e) => new URL(e.name).pathname),
  );
}

/** Marks the document, so a test can tell the same page (client-side navigation) from a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { islandDocument: boolean }).islandDocument = true;
  });
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { islandDocument?: boolean }).islandDocument === true);

/** The text of an HTML fragment, as a reader without scripts gets it. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the prerendered landing page', () => {
  // The run's shared server and Chromium: these tests sign no one up and change nothing.
  const server = sharedServer();
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('has its content in the HTML before any script runs: the hero heading and the waitlist form', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toBe('cookie');
    const html = await res.text();
    expect(html).toContain('<div id="root" data-prerendered="visitor">');
    const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
    expect(h1, 'a heading in the HTML').not.toBeNull();
    expect(textOf(h1![1]!).length).toBeGreaterThan(10);
    // The waitlist section with its form and e-mail field, and the hero image with its priority.
    const waitlist = html.slice(html.indexOf('id="waitlist"'));
    expect(html).toContain('id="waitlist"');
    // (Tests of the HTML, not matchers on it: a failure would print all 60 KB.)
    expect(/<form[\s\S]*?<input[^>]*type="email"[\s\S]*?<\/form>/.test(waitlist), 'a form with an e-mail field in #waitlist').toBe(true);
    expect(/<img[^>]*fetchPriority="high"/i.test(html), 'the hero image with fetchpriority=high').toBe(true);
    // In <head>: the hero image first, then the stylesheet, then the entry; no modulepreloads to compete with the paint.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(/<link rel="preload" as="image" href="\/media\/[^"]+"[^>]*>\s*<link rel="stylesheet"[^>]*>\s*<script type="module"/.test(head), head).toBe(true);
    expect(head).not.toContain('modulepreload');
    // Whole: no section left for an inline script to swap in later.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('sends the empty shell to a request with a session cookie, and every other page too', async () => {
    for (const [url, headers] of [
      ['/', { cookie: 'mnemo_sid=stale' }],
      ['/pricing', {}],
    ] as const) {
      const html = await (await fetch(`${server.url}${url}`, { headers })).text();
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain('<h1');
    }
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`hydrates without an error or a warning, then asks who is signed in (${viewport.width} px)`, async () => {
      const t = await openPage(browser, server.url, { viewport });
      const warnings: string[] = [];
      t.page.on('console', (msg) => {
        if (msg.type() === 'warning') warnings.push(msg.text());
      });
      try {
        const serverHeading = textOf(((await (await fetch(`${server.url}/`)).text()).match(/<h1[^>]*>([\s\S]*?)<\/h1>/) ?? [])[1] ?? '');
        const userAsked = t.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/user');
        await t.page.goto('/');
        await t.page.locator('#root[data-hydrated="true"]').waitFor();
        expect((await userAsked).status()).toBe(401);
        // The island keeps the page-ready contract (tests/e2e/support/ready.ts) without the app.
        await waitForReady(t.page);
        // The page shows what the HTML said, and its handlers are attached.
        expect((await t.page.locator('h1').innerText()).replace(/\s+/g, ' ').trim()).toBe(serverHeading);
        if (viewport.width < 1024) {
          await t.page.getByRole('button', { name: 'Open menu' }).click();
          await expect.poll(() => t.page.locator('#mobile-menu').isVisible()).toBe(true);
        } else {
          const email = t.page.locator('#waitlist input[type="email"]').first();
          await email.fill('reader@example.com');
          expect(await email.inputValue()).toBe('reader@example.com');
        }
        await t.screenshot(`landing-prerendered-${viewport.width}`);
        expect(warnings).toEqual([]);
        await t.expectNoPageErrors();
      } finally {
        await t.close();
      }
    });
  }

  it(`loads only the landing's JavaScript until the visitor does something: at most the budget, no app`, async () => {
    expect(LANDING_MAX_KB, 'the budget in package.json').toBeGreaterThan(0);
    const t = await openPage(browser, server.url);
    try {
      await t.page.goto('/');
      await t.page.locator('#root[data-hydrated="true"]').waitFor();
      // Hydrated, and it asked who is here and which sign-ins work: nothing more is on its way.
      await waitForReady(t.page);
      const scripts = await scriptsLoaded(t.page);
      expect(scripts.some((p) => /\/assets\/landing-island-[\w-]+\.js$/.test(p)), scripts.join('\n')).toBe(true);
      // The app (boot.tsx: router, TanStack Query, app shell, routes) is not among them.
      expect(scripts.filter((p) => /\/assets\/boot-/.test(p))).toEqual([]);
      let bytes = 0;
      for (const p of new Set(scripts)) {
        const res = await fetch(`${server.url}${p}`);
        expect(res.status, p).toBe(200);
        bytes += zlib.gzipSync(Buffer.from(await res.arrayBuffer())).length;
      }
      expect(bytes / 1000, `${scripts.length} scripts:\n${scripts.join('\n')}`).toBeLessThanOrEqual(LANDING_MAX_KB);
      await t.expectNoPageErrors();
    } finally {
      await t.close();
    }
  });

  for (const [viewport, link, heading, url] of [
    [{ width: 1280, height: 900 }, 'Sign In', 'Welcome back', '/login'],
    [{ width: 390, height: 844 }, 'Get Started', 'Build your world', '/onboarding'],
  ] as const) {
    it(`"${link}" starts the app at ${url} without a page load, and Back returns to the landing (${viewport.width} px)`, async () => {
      const t = await openPage(browser, server.url, { viewport });
      try {
        await t.page.goto('/');
        await t.page.locator('#root[data-hydrated="true"]').waitFor();
        await waitForReady(t.page);
        await markDocument(t.page);
        const header = t.page.getByRole('banner');
        if (viewport.width < 1024) await header.getByRole('button', { name: 'Open menu' }).click();
        await header.getByRole('link', { name: link, exact: true }).click();
        await t.page.waitForURL(`**${url}`);
        await t.page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await waitForReady(t.page);
        expect(await sameDocument(t.page), 'the same document: no page load').toBe(true);
        expect((await scriptsLoaded(t.page)).some((p) => /\/assets\/boot-/.test(p)), 'the app loaded').toBe(true);
        // The island is gone; the app renders #root now.
        expect(await t.page.locator('#root').getAttribute('data-prerendered')).toBeNull();

        await t.page.goBack();
        await t.page.waitForURL((u) => u.pathname === '/');
        // The app's landing now (the same LandingView), with its header.
        await t.page.getByRole('heading', { level: 1, name: /world you can explore/ }).waitFor();
        await t.page.getByRole('banner').getByRole('link', { name: 'Mnemo' }).first().waitFor();
        expect(await sameDocument(t.page), 'Back is the same document too').toBe(true);
        await t.expectNoPageErrors();
      } finally {
        await t.close();
      }
    });
  }

  it('a link kept as HTML (the hero\'s, not hydrated) starts the app too; an anchor on the page only scrolls', async () => {
    const t = await openPage(browser, server.url);
    try {
      await t.page.goto('/');
      await t.page.locator('#root[data-hydrated="true"]').waitFor();
      await markDocument(t.page);
      const hero = t.page.locator('main section').first();
      await hero.getByRole('link', { name: 'See Examples' }).click();
      await expect.poll(() => t.page.evaluate(() => window.location.hash)).toBe('#examples');
      expect(await t.page.locator('#root').getAttribute('data-prerendered')).toBe('visitor');
      await hero.getByRole('link', { name: /Walk the sample world/ }).click();
      await t.page.waitForURL('**/worlds/sample');
      await waitForReady(t.page);
      expect(await sameDocument(t.page), 'the same document: no page load').toBe(true);
      await t.expectNoPageErrors();
    } finally {
      await t.close();
    }
  });

  it('subscribes on the island: the early-access form answers with the spec\'s message, the app never loaded', async () => {
    const t = await openPage(browser, server.url);
    try {
      await t.page.goto('/');
      await t.page.locator('#root[data-hydrated="true"]').waitFor();
      const form = t.page.locator('#waitlist form');
      const input = form.getByRole('textbox', { name: 'Email address for early access' });
      await input.fill(uniqueEmail('island'));
      const answered = t.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/subscribe');
      await form.getByRole('button', { name: 'Join Waitlist' }).click();
      expect((await answered).status()).toBe(200);
      await expect.poll(() => form.getByRole('status').textContent()).toBe(LANDING_WAITLIST_MESSAGES.success);
      // A success clears the field.
      expect(await input.inputValue()).toBe('');
      expect((await scriptsLoaded(t.page)).filter((p) => /\/assets\/boot-/.test(p))).toEqual([]);
      await t.expectNoPageErrors();
    } finally {
      await t.close();
    }
  });

  it('someone signed in whom the HTML did not know of (a cookie the server did not see): the app takes over with their home', async () => {
    const t = await openPage(browser, server.url);
    try {
      const user = { email: uniqueEmail('island-member'), password: 'island-password', name: 'Island' };
      const reg = await t.page.request.post(`${server.url}/api/auth/register`, { headers: { origin: server.url }, data: user });
      expect(reg.status(), await reg.text()).toBe(201);
      // The document request goes without the cookie (as from a cache that served the visitors' page);
      // every request after it, the island's question included, has it.
      await t.page.route(
        (u) => u.pathname === '/',
        async (route) => {
          if (route.request().resourceType() !== 'document') return route.continue();
          const headers = { ...route.request().headers() };
          delete headers.cookie;
          await route.continue({ headers });
        },
      );
      const asked = t.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/user');
      await t.page.goto('/');
      expect((await asked).status()).toBe(200);
      await t.page.getByTestId('signed-in-home').waitFor();
      await t.page.getByTestId('app-header').getByTestId('account').getByText(user.email).waitFor();
      expect(new URL(t.page.url()).pathname).toBe('/');
      expect(await t.page.locator('#root').getAttribute('data-prerendered')).toBeNull();
      await waitForReady(t.page);
      await t.expectNoPageErrors();
    } finally {
      await t.close();
    }
  });

  it('renders / client-side for a request with a session cookie that is no longer valid', async () => {
    const t = await openPage(browser, server.url);
    try {
      await t.context.addCookies([{ name: 'mnemo_sid', value: 'stale', url: server.url }]);
      await t.page.goto('/');
      await t.page.locator('h1').waitFor();
      expect(await t.page.locator('#root').getAttribute('data-prerendered')).toBeNull();
      await t.expectNoPageErrors();
    } finally {
      await t.close();
    }
  });
});
