/**
 * Waiting for a page to be ready (issue 31): the app sets `<html data-ready="true">` once
 * the route's chunk is in, nothing it asked the server is still under way and no
 * "Loading…" state is shown (src/web/app/ready-marker.tsx). Tests wait for that instead of
 * for network idle, and fail with the reason when it never comes.
 */
import type { Page } from 'playwright-core';

export const READY_SELECTOR = 'html[data-ready="true"]';

/** Resolves once the page is ready; throws, naming the page and what it still shows, when it is not within `timeout`. */
export async function waitForReady(page: Page, { timeout = 20_000 }: { timeout?: number } = {}): Promise<void> {
  try {
    await page.waitForSelector(READY_SELECTOR, { state: 'attached', timeout });
  } catch (err) {
    const state = await page
      .evaluate(() => ({
        ready: document.documentElement.dataset.ready ?? '(no marker)',
        loading: [...document.querySelectorAll('[role="status"]')].map((e) => e.textContent?.trim()).filter(Boolean),
      }))
      .catch(() => ({ ready: '(page gone)', loading: [] as (string | undefined)[] }));
    throw new Error(
      `${page.url()} never became ready (<html data-ready="true">) within ${timeout} ms: data-ready=${state.ready}` +
        (state.loading.length ? `, status shown: ${state.loading.join(' | ')}` : '') +
        `\n${(err as Error).message.split('\n')[0]}`,
      { cause: err },
    );
  }
}

/** `page.goto(path)`, then wait until the page is ready. */
export async function gotoReady(page: Page, path: string, opts?: { timeout?: number }) {
  const res = await page.goto(path);
  await waitForReady(page, opts);
  return res;
}

/**
 * Waits until the page stops moving (an animation, a camera easing to its place): two
 * screenshots in a row, one frame apart, are the same. Fails when it never comes to rest.
 */
export async function untilStill(page: Page, { timeout = 15_000 }: { timeout?: number } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  let last = await page.screenshot({ animations: 'allow' });
  while (Date.now() < deadline) {
    await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
    const next = await page.screenshot({ animations: 'allow' });
    if (next.equals(last)) return;
    last = next;
  }
  throw new Error(`${page.url()} was still moving after ${timeout} ms`);
}
