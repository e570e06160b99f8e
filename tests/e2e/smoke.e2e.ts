import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage } from './support/browser';
import { sharedBrowser } from './support/shared';
import { startServer, type RunningServer } from './support/server';

describe('the built app', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the SPA for deep links and shows Page Not Found for unknown paths', async () => {
    const t = await openPage(browser, server.url);
    await t.page.goto('/no/such/page');
    await expect.poll(() => t.page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(1);
    await t.expectNoPageErrors();
    await t.close();
  });

  it('loads a dotted route straight from the address bar with 200, an unknown page with 404 (issue 9)', async () => {
    const t = await openPage(browser, server.url);
    const julia = await t.page.goto('/julia.ai');
    expect(julia?.status()).toBe(200);
    await expect.poll(() => t.page.getByRole('heading', { name: 'Julia AI', level: 1 }).count()).toBe(1);
    const missing = await t.page.goto('/no.such/page.v2');
    expect(missing?.status()).toBe(404);
    await expect.poll(() => t.page.getByRole('heading', { name: 'Page Not Found' }).count()).toBe(1);
    await t.expectNoPageErrors();
    await t.close();
  });

  it('a lazy page loaded straight from the address bar logs no router warnings (issue 9)', async () => {
    const t = await openPage(browser, server.url);
    const warnings: string[] = [];
    t.page.on('console', (msg) => {
      if (msg.type() === 'warning' || msg.type() === 'error') warnings.push(msg.text());
    });
    await t.page.goto('/pricing');
    await expect.poll(() => t.page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    await t.page.goto('/terms');
    await expect.poll(() => t.page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(warnings.filter((w) => /HydrateFallback|React Router/i.test(w))).toEqual([]);
    await t.expectNoPageErrors();
    await t.close();
  });

  it('keeps the waitlist across a restart (data in DATA_DIR)', async () => {
    const post = () =>
      fetch(`${server.url}/api/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'restart@example.com' }),
      });
    expect((await post()).status).toBe(200);
    await server.restart();
    expect((await post()).status).toBe(409);
  });

  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const { spawnSync } = await import('node:child_process');
    const { serverArgs } = await import('../../scripts/server-command.mjs');
    const r = spawnSync(process.execPath, serverArgs(), {
      env: { ...process.env, DATA_DIR: server.dataDir, PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/already using the data directory/);
  });
});
