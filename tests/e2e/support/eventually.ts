/**
 * A browser test must not read the page once while it may still be rendering: right after
 * goto, a click or waitForURL, or after waiting for a different element, a list can still be
 * filling, a header can mount a moment later, an attribute can still be set by an effect. Read
 * once, such a value is empty or stale under load (app-shell's header links, game's canvas,
 * CI failures of issue 31 and after). Poll it instead, until it equals what the test expects:
 *
 *   await eventually(() => nav.getByRole('link').allInnerTexts(), ['Worlds', 'Ask']);
 *
 * (the same as `await expect.poll(read).toEqual(expected)`, whose timeout the e2e project sets
 * to 15 s). A count that should be 0 passes vacuously before the page has rendered anything:
 * wait for the page's ready signal (./ready.ts) first. eslint.config.js refuses the one-shot
 * forms `expect(await loc.count())`, `.evaluateAll`, `.allInnerTexts`, `.allTextContents`,
 * `.isVisible`, `.isHidden` in tests/e2e.
 */
import { expect } from 'vitest';

export async function eventually(read: () => unknown, expected: unknown, message?: string): Promise<void> {
  await expect.poll(read, { message }).toEqual(expected);
}
