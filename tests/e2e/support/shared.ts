/**
 * The server and the Chromium every browser test file shares (started once per run by
 * ./global-setup.ts). A test keeps apart from the others by signing up its own user and
 * by opening its own browser context (`openPage`): never rely on what another test or
 * file left in the database.
 */
import crypto from 'node:crypto';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

/** The shared server: `url` is its base URL. */
export function sharedServer(): { url: string } {
  const url = inject('e2eServerUrl');
  if (!url) throw new Error('No shared e2e server: run the file through the e2e project (vitest --project e2e).');
  return { url };
}

/**
 * The shared Chromium, connected for this file. `close()` on it only disconnects this file
 * (and closes the contexts it opened); the browser itself stops at the end of the run.
 */
export async function sharedBrowser(): Promise<Browser> {
  const ws = inject('e2eBrowserWs');
  if (!ws) throw new Error('No shared Chromium: run the file through the e2e project (vitest --project e2e).');
  return chromium.connect(ws);
}

/** An address no other test (of this run or an earlier one on the same server) signed up with. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;
}
