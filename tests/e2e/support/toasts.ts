import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Closes every toast in the Notifications region. A toast can leave on its own (its duration
 * ends) between counting it and clicking it, and under load its entry animation keeps it
 * "not stable" for a while: a plain `count() > 0` then `first().click()` then waits out the
 * whole action timeout for a button that is gone (worlds-know-you in a stress run, issue 31).
 * So each click is short and may miss; the poll ends when no toast is left.
 * Browser files close toasts only through here (tests/lint/e2e-toasts.test.ts).
 */
export async function closeToasts(page: Page): Promise<void> {
  const close = page.getByRole('region', { name: /^Notifications/ }).getByRole('button', { name: 'Close', exact: true });
  await expect
    .poll(async () => {
      if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 }).catch(() => undefined);
      return close.count();
    })
    .toBe(0);
}
