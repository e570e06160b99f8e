/**
 * Debian's Chromium driven by playwright-core. Every page records uncaught errors and
 * console errors; `expectNoPageErrors()` fails the test on any. Screenshots go to
 * test-artifacts/ (git-ignored).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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
  expectNoPageErrors(): void;
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

/** Console messages that are the browser's, not the app's (e.g. an intentionally failing video source). */
const IGNORED_CONSOLE = [/Failed to load resource/];

export async function openPage(
  browser: Browser,
  baseURL: string,
  opts: { viewport?: { width: number; height: number }; ignoreConsole?: RegExp[] } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL, viewport: opts.viewport ?? { width: 1280, height: 900 } });
  const page = await context.newPage();
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
    expectNoPageErrors() {
      if (errors.length) throw new Error(`The page reported errors:\n${errors.join('\n')}`);
    },
    async screenshot(name: string) {
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      const file = path.join(ARTIFACTS, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    close: () => context.close(),
  };
}
