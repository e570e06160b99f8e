/**
 * Once per e2e run (issue 31): one built server (its own DATA_DIR in a temp dir) and one
 * Chromium for every browser test file, instead of one of each per file (≈ 6 s each).
 * Files reach them through `sharedServer()` / `sharedBrowser()` (./shared.ts) and keep
 * apart by signing up a fresh user per test and opening a fresh browser context per test.
 * Files that need a server of their own (other settings, restarts, a cluster, Synapse)
 * still start one with `startServer()`.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS } from './browser';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared server's base URL, e.g. http://127.0.0.1:41234. */
    e2eServerUrl: string;
    /** The shared Chromium's endpoint for `chromium.connect`. */
    e2eBrowserWs: string;
  }
}

export default async function setup(project: TestProject) {
  const [server, browserServer] = await Promise.all([
    startServer(),
    chromium.launchServer({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    }),
  ]);
  project.provide('e2eServerUrl', server.url);
  project.provide('e2eBrowserWs', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await server.stop();
  };
}
