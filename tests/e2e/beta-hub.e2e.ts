/**
 * /beta, the beta hub (issue #17): every beta area listed with a working link; a visitor's
 * feedback checked in the page, sent and stored; a signed-in person's listed and taken back.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BETA_AREAS } from '../../src/contract/beta';
import { openPage } from './support/browser';
import { sharedBrowser, sharedServer } from './support/shared';

describe('/beta hub', () => {
  let server: { url: string };
  let browser: Browser;
  beforeAll(async () => {
    server = sharedServer();
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists each beta area with a link that opens it', { timeout: 120_000 }, async () => {
    const t = await openPage(browser, server.url);
    const { page } = t;
    await page.goto('/beta');
    await page.getByRole('heading', { level: 1, name: 'Try what we are building next' }).waitFor();
    for (const area of BETA_AREAS) {
      const card = page.getByTestId(`beta-area-${area.id}`);
      await expect.poll(() => card.getByRole('heading', { level: 2 }).innerText()).toBe(area.title);
      expect(await card.getByRole('link', { name: `Open ${area.title}` }).getAttribute('href')).toBe(area.path);
    }
    await page.getByRole('link', { name: 'Open Pitch coach' }).click();
    await page.waitForURL(/\/makeitshutup$/);
    await t.expectNoPageErrors();
    await t.close();
  });

  it('checks, sends and keeps feedback; a signed-in person sees theirs and can take it back', { timeout: 120_000 }, async () => {
    const t = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    const { page } = t;
    await page.goto('/beta');
    const form = page.getByRole('form', { name: 'Send feedback' });
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => form.getByRole('alert').allInnerTexts()).toEqual(['Choose the area your feedback is about.', 'Please write a few words of feedback.']);

    await form.getByLabel('About').selectOption({ label: 'Pitch coach' });
    await form.getByRole('radio', { name: 'Something broke' }).check();
    await form.getByLabel('Your feedback').fill('The cut skipped my ask.');
    await form.getByLabel('Email for a reply (optional)').fill('visitor@example.com');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await form.getByRole('status').filter({ hasText: 'Thank you! Your feedback reached the team.' }).waitFor();
    expect(await form.getByLabel('Your feedback').inputValue()).toBe('');

    const email = `beta-${crypto.randomBytes(5).toString('hex')}@example.com`;
    expect((await page.request.post('/api/auth/register', { data: { email, password: 'correct horse battery' } })).status()).toBe(201);
    await page.reload();
    await page.getByRole('heading', { name: 'What you sent' }).waitFor();
    await page.getByText('Nothing yet.').waitFor();
    await expect.poll(() => form.getByLabel('Email for a reply (optional)').count()).toBe(0);
    await form.getByLabel('About').selectOption({ label: 'Data worlds' });
    await form.getByLabel('Your feedback').fill('Please add Signal exports.');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    const mine = page.getByRole('listitem').filter({ hasText: 'Please add Signal exports.' });
    await mine.waitFor();
    expect(await mine.innerText()).toContain('Data worlds · An idea');
    await page.reload();
    await mine.waitFor();
    await mine.getByRole('button', { name: 'Take this feedback back' }).click();
    await page.getByText('Nothing yet.').waitFor();
    await t.screenshot('beta-hub-phone');
    await t.expectNoPageErrors();
    await t.close();
  });
});
