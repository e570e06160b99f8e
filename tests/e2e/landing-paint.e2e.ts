/**
 * The landing page paints from HTML (ADR 060): `/` for a visitor is prerendered at build time,
 * its content readable before any script runs, and the app hydrates it without a mismatch;
 * a request with a session cookie gets the empty shell, rendered client-side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage } from './support/browser';
import { sharedBrowser, sharedServer } from './support/shared';

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
