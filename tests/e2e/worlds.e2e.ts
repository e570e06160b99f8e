/**
 * Data worlds in the browser: signed out, /onboarding asks to sign in and comes back;
 * a new account chooses WhatsApp, reads the export steps, drops a chat export and three
 * photos, watches them upload and import, lands on "Your world is ready", and finds its
 * imports and people on /dashboard. Screenshots at desktop width and at 390 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, type TrackedPage } from './support/browser';
import { sharedBrowser, sharedServer, uniqueEmail } from './support/shared';
import { chatExports } from '../support/import-files';
import { jpeg } from '../support/worlds';

const USER = { email: uniqueEmail('worlds.e2e'), password: 'a-world-of-my-own' };

describe('data worlds in the browser', () => {
  let server: { url: string };
  let browser: Browser;
  let tab: TrackedPage;
  let page: Page;

  beforeAll(async () => {
    server = sharedServer();
    browser = await sharedBrowser();
    tab = await openPage(browser, server.url, { ignoreConsole: [/status of 401/] });
    page = tab.page;
  });
  afterAll(async () => {
    await tab?.close();
    await browser?.close();
  });

  it('signed out, /onboarding asks to sign in and comes back after signing up', async () => {
    await page.goto('/onboarding');
    await page.getByRole('heading', { name: 'Build your world' }).waitFor();
    await page.getByRole('link', { name: 'Sign in to continue' }).click();
    await page.waitForURL(/\/login\?next=%2Fonboarding$/);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByLabel('Email').fill(USER.email);
    await page.getByLabel('Password', { exact: true }).fill(USER.password);
    await page.getByRole('form', { name: 'Sign up' }).getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${server.url}/onboarding`);
    await page.getByRole('heading', { name: 'Bring your world in' }).waitFor();
    await tab.expectNoPageErrors();
  });

  it('imports a WhatsApp export and three photos with live progress, then shows the world', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await tab.screenshot('worlds-onboarding-sources-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await tab.screenshot('worlds-onboarding-sources');
    await page.getByRole('button', { name: /^WhatsApp/ }).click();
    await page.getByRole('heading', { name: 'Android' }).waitFor();
    await page.getByRole('heading', { name: 'iPhone' }).waitFor();
    await tab.screenshot('worlds-onboarding-steps');

    const chat = fs.readFileSync(path.join(chatExports, 'chat-analytics/whatsapp_4A_11M.txt'));
    const photos = await Promise.all(
      (['#c33', '#3c3', '#33c'] as const).map(async (color, i) => ({
        name: `IMG_000${i + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await jpeg({ color, takenAt: `2020:09:1${i + 3} 12:00:00`, at: [48.8584 + i * 0.01, 2.2945] }),
      })),
    );
    await page.locator('#import-files').setInputFiles([{ name: 'WhatsApp Chat with Some cool group.txt', mimeType: 'text/plain', buffer: chat }, ...photos]);

    // Each file gets its row and bar: uploading, then the import's own progress.
    await page.getByRole('heading', { name: '3. Importing' }).waitFor();
    for (const name of ['WhatsApp Chat with Some cool group.txt', 'IMG_0001.jpg', 'IMG_0002.jpg', 'IMG_0003.jpg']) {
      await page.getByText(name, { exact: true }).first().waitFor();
    }
    await page.getByRole('heading', { name: 'Your world is ready' }).waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByText(/11 messages · 5 people · 3 photos · 3 places/).count()).toBe(1);
    await tab.screenshot('worlds-onboarding-ready');
    await page.setViewportSize({ width: 390, height: 844 });
    await tab.screenshot('worlds-onboarding-ready-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await tab.expectNoPageErrors();

    await page.getByRole('link', { name: 'See your world' }).click();
    await page.waitForURL(`${server.url}/dashboard#world`);
    const people = page.getByRole('list', { name: 'People' });
    await people.waitFor();
    for (const name of ['Alice', 'Bob', 'Eve', 'Mallory', 'Trent']) await people.getByText(name, { exact: true }).waitFor();
    await expect.poll(() => people.getByText('3 messages').count()).toBe(1);
    const imports = page.getByRole('region', { name: 'Your imports' }).or(page.locator('[aria-labelledby="imports-title"]'));
    await expect.poll(() => imports.getByText('Done', { exact: true }).count()).toBe(4);
    await expect.poll(() => page.getByRole('link', { name: /Data Worlds/ }).count()).toBe(1);
    await tab.screenshot('worlds-dashboard');
    await page.setViewportSize({ width: 390, height: 844 });
    await tab.screenshot('worlds-dashboard-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await tab.expectNoPageErrors();
  });

  it('deletes an import from the dashboard, and what it brought in goes with it', async () => {
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Delete WhatsApp Chat with Some cool group.txt' }).click();
    await expect.poll(() => page.getByText('WhatsApp Chat with Some cool group.txt').count()).toBe(0);
    await expect.poll(() => page.getByRole('list', { name: 'People' }).count()).toBe(0);
    await tab.expectNoPageErrors();
  });
});
