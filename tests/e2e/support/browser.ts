/**
 * Debian's Chromium driven by playwright-core. Every page records uncaught errors and
 * console errors, and every app page it shows is checked with axe-core:
 * `await expectNoPageErrors()` scans each open page of the context and fails the test on
 * any error or any serious/critical accessibility violation; `close()` scans whatever
 * page navigated since its last scan, so a test that never asks is still checked.
 * Screenshots go to test-artifacts/ (git-ignored).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expectAccessible, source as axeSource, type ScanOptions } from './a11y';
import { waitForReady } from './ready';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const ARTIFACTS = path.join(ROOT, 'test-artifacts');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** Scans every open app page of the context with axe, then fails on any recorded error or violation. */
  expectNoPageErrors(): Promise<void>;
  /** Scans the page as it is now (e.g. with a dialog open); `label` names it in the failure. */
  expectAccessible(label?: string): Promise<void>;
  screenshot(name: string): Promise<string>;
  /** Scans any page not scanned since it last navigated, closes the context, then fails on a violation. */
  close(): Promise<void>;
}

/** Console messages that are the browser's, not the app's (e.g. an intentionally failing video source). */
const IGNORED_CONSOLE = [/Failed to load resource/];

export async function openPage(
  browser: Browser,
  baseURL: string,
  opts: {
    viewport?: { width: number; height: number };
    ignoreConsole?: RegExp[];
    axe?: ScanOptions;
    /**
     * Scan only once the page is ready (its data-ready marker, ./ready.ts); default true. False only
     * for a page that keeps a request open on purpose while the test checks it (say why).
     */
    waitForReady?: boolean;
    /**
     * Load axe-core into every document of the context as it starts (an init script, which the
     * app's CSP does not govern) instead of sending its ≈ 550 KB source at each scan: for a
     * test that scans nearly every page it opens (measured ≈ 30 % less time per page and scan
     * in accessibility.e2e.ts). Off by default: a page that is never scanned would parse it for nothing.
     */
    preloadAxe?: boolean;
  } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL, viewport: opts.viewport ?? { width: 1280, height: 900 } });
  if (opts.preloadAxe) await context.addInitScript({ content: axeSource() });
  // Pages (of this context, including tabs opened later) showing an app page not yet scanned.
  const unscanned = new Set<Page>();
  const origin = new URL(baseURL).origin;
  const isApp = (p: Page) => !p.isClosed() && p.url().startsWith(`${origin}/`);
  const track = (p: Page) =>
    p.on('framenavigated', (frame) => {
      if (frame === p.mainFrame()) unscanned.add(p);
    });
  context.on('page', track);
  const page = await context.newPage();
  const scan = async (p: Page, label?: string) => {
    unscanned.delete(p);
    // Scan the page as it settles, not half-loaded (the app's ready marker, ./ready.ts).
    if (opts.waitForReady !== false) await waitForReady(p);
    await expectAccessible(p, { ...opts.axe, label: label ?? p.url() });
  };
  const scanAll = async (pages: Iterable<Page>) => {
    const failures: string[] = [];
    for (const p of pages) {
      if (!isApp(p)) continue;
      await scan(p).catch((err: Error) => failures.push(err.message));
    }
    return failures;
  };
  const errors: string[] = [];
  const ignored = [...IGNORED_CONSOLE, ...(opts.ignoreConsole ?? [])];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !ignored.some((re) => re.test(msg.text()))) errors.push(`console.error: ${msg.text()}`);
  });
  return {
    page,
    context,
    errors,
    async expectNoPageErrors() {
      if (errors.length) throw new Error(`The page reported errors:\n${errors.join('\n')}`);
      const failures = await scanAll(context.pages());
      if (failures.length) throw new Error(failures.join('\n'));
    },
    expectAccessible: (label?: string) => scan(page, label),
    async screenshot(name: string) {
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      const file = path.join(ARTIFACTS, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async close() {
      const failures = await scanAll([...unscanned]);
      await context.close();
      if (failures.length) throw new Error(failures.join('\n'));
    },
  };
}
