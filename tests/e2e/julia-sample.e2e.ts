/**
 * Julia's sample data says it is sample, and matches need a founder profile (issue #30), in
 * the browser: a new account's CRM is empty and offers the sample; once added, every card
 * and row carries a "Sample" badge and each page a banner; "Remove sample data" (confirmed)
 * empties it again and keeps the user's own contact. The investor database shows no match
 * score until a founder profile is saved, then scores with their reasons, best first.
 * Screenshots at 1280 px and 390 px go to test-artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SAMPLE_BANNER } from '../../src/contract/julia-crm';
import { openPage, type TrackedPage } from './support/browser';
import { waitForReady } from './support/ready';
import { sharedBrowser, sharedServer, uniqueEmail } from './support/shared';

describe('Julia: sample data and founder-profile matches', () => {
  let server: { url: string };
  let browser: Browser;
  let t: TrackedPage;

  beforeAll(async () => {
    server = sharedServer();
    browser = await sharedBrowser();
    t = await openPage(browser, server.url);
    const res = await t.page.request.post('/api/auth/register', {
      data: { email: uniqueEmail('sample-founder'), password: 'correct horse battery', name: 'Sam Founder' },
    });
    expect(res.status()).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
    await browser?.close();
  });

  const banner = () => t.page.getByRole('region', { name: 'Sample data' });

  it('starts empty, adds the sample with badges and a banner, and removes it in one confirmed click', async () => {
    const page = t.page;
    await page.goto('/julia.ai/crm');
    const empty = page.getByRole('region', { name: 'Your CRM is empty' });
    await empty.waitFor();
    await expect.poll(() => banner().count()).toBe(0);
    await t.screenshot('julia-crm-empty-desktop');

    // One contact of the user's own, which the removal must keep.
    await empty.getByRole('button', { name: 'Add your first contact' }).click();
    const add = page.getByRole('dialog');
    await add.getByLabel('Name').fill('Robin Own');
    await add.getByLabel('Firm').fill('Own Ventures');
    await add.getByRole('button', { name: 'Add contact' }).click();
    await page.locator('[data-column="Outreach"] [data-contact-card]').first().waitFor();
    // The CRM now has a contact, so the empty state is gone; the sample is added from the database page.
    await page.goto('/julia.ai/database');
    const emptyDb = page.getByRole('region', { name: 'Your investor database is empty' });
    await emptyDb.getByRole('button', { name: 'Add sample investors' }).click();
    await banner().getByText(SAMPLE_BANNER).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('stat-investors').innerText()).toBe('2,847');
    await expect.poll(() => page.getByTestId('stat-investors-sample').innerText()).toBe('all sample');
    await expect.poll(() => page.getByTestId('stat-hot-deals').innerText()).toBe('5');
    await expect.poll(() => page.getByTestId('stat-prospects').innerText()).toBe('12');
    // Every investor row says Sample; no match score without a profile.
    await page.locator('tbody tr').first().waitFor();
    // The row count below is the reference for the badges and scores: read it once the table is in.
    await waitForReady(page);
    const rows = await page.locator('tbody tr').count();
    await expect.poll(() => page.locator('tbody tr [data-sample-badge]').count()).toBe(rows);
    await expect.poll(() => page.locator('tbody tr td:last-child').allInnerTexts()).toEqual(Array(rows).fill('—'));
    await expect.poll(() => page.getByText('Add your founder profile to see matches').count()).toBeGreaterThan(0);
    await page.locator('tbody tr').first().getByRole('button').click();
    const detail = page.getByRole('dialog');
    await detail.locator('[data-sample-badge]').waitFor();
    expect(await detail.getByTestId('investor-match-reasons').innerText()).toBe('Add your founder profile to see matches.');
    await page.keyboard.press('Escape');

    // The CRM: 25 sample contacts labelled, the user's own one not.
    await page.goto('/julia.ai/crm');
    await banner().waitFor();
    await expect.poll(() => page.getByTestId('count-Hot Deal').innerText()).toBe('5');
    await expect.poll(() => page.getByTestId('count-Prospect').innerText()).toBe('12');
    await expect.poll(() => page.locator('[data-contact-card] [data-sample-badge]').count()).toBe(25);
    await expect.poll(() => page.locator('[data-contact-card]', { hasText: 'Robin Own' }).locator('[data-sample-badge]').count()).toBe(0);
    await t.screenshot('julia-crm-sample-desktop');
    await page.getByRole('tab', { name: 'Rounds' }).click();
    await page.getByRole('region', { name: 'Committed stage' }).waitFor();
    // The seed round's entries are sample contacts, labelled on their pipeline cards.
    await expect.poll(() => page.locator('section[aria-label$="stage"] [data-sample-badge]').count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Board' }).click();

    // Remove: a confirmation first, then only the sample goes.
    await banner().getByRole('button', { name: 'Remove sample data' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove the sample data?' });
    await confirm.getByRole('button', { name: 'Remove sample data' }).click();
    await page.getByText('Sample data removed').first().waitFor();
    await expect.poll(() => banner().count()).toBe(0);
    await expect.poll(() => page.locator('[data-contact-card]').allInnerTexts()).toEqual([expect.stringContaining('Robin Own')]);
    await t.expectNoPageErrors();
  });

  it('shows no match score without a founder profile; with one, scores and reasons, best first', async () => {
    const page = t.page;
    // Once the user's own contact is deleted too, the empty CRM offers the sample contacts (the whole sample comes with them).
    await page.locator('[data-contact-card]', { hasText: 'Robin Own' }).click();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('dialog').getByRole('button', { name: 'Delete contact' }).click();
    await page.getByRole('region', { name: 'Your CRM is empty' }).getByRole('button', { name: 'Add sample contacts' }).click();
    await expect.poll(() => page.getByTestId('count-Hot Deal').innerText(), { timeout: 30_000 }).toBe('5');

    await page.goto('/julia.ai/database');
    const profileBar = page.getByRole('region', { name: 'Founder profile' });
    await profileBar.getByText('Add your founder profile to see matches', { exact: false }).waitFor();
    // No "Best match" sort without a profile (checked on the rendered select, not before it is there).
    await page.getByRole('combobox', { name: 'Sort by' }).locator('option').first().waitFor({ state: 'attached' });
    await waitForReady(page);
    await expect.poll(() => page.getByRole('combobox', { name: 'Sort by' }).locator('option').allInnerTexts()).not.toContain('Best match');
    await profileBar.getByRole('button', { name: 'Add founder profile' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Stage').selectOption('Seed');
    await form.getByLabel('Round size (USD)').fill('lots');
    await form.getByLabel('Geography').selectOption('Europe');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByRole('alert').getByText('Round size is an amount in dollars', { exact: false }).waitFor();
    await form.getByLabel('Round size (USD)').fill('$2M');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByRole('alert').getByText('Choose at least one sector').waitFor();
    await form.getByLabel('Fintech').check();
    await form.getByLabel('AI', { exact: true }).check();
    await t.expectAccessible('founder profile form');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByTestId('founder-profile').innerText()).toBe('Seed · Fintech, AI · $2M round · Europe');

    // Best match first, scores out of 100, each with its reasons.
    await expect.poll(() => page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('match');
    await expect.poll(() => page.locator('tbody tr td:last-child').first().innerText()).toBe('100/100');
    const scores = (await page.locator('tbody tr td:last-child').allInnerTexts()).map((s) => Number(s.split('/')[0]));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const reasons = await page.getByTestId('match-reasons').first().innerText();
    expect(reasons).toMatch(/^Invests at Seed · (Fintech|AI)(, AI)? · cheques .+ fit your \$2M round · .+$/);
    await t.screenshot('julia-database-matches-desktop');
    await t.expectNoPageErrors();
  });

  it('fits a phone screen', async () => {
    const phone = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    try {
      await phone.context.addCookies(await t.context.cookies());
      await phone.page.goto('/julia.ai/crm');
      await phone.page.getByRole('region', { name: 'Sample data' }).waitFor();
      await expect.poll(() => phone.page.getByTestId('count-Hot Deal').innerText()).toBe('5');
      await phone.screenshot('julia-crm-sample-390');
      await phone.page.goto('/julia.ai/database');
      await expect.poll(() => phone.page.locator('tbody tr td:last-child').first().innerText()).toBe('100/100');
      await phone.screenshot('julia-database-matches-390');
      await phone.expectNoPageErrors();
    } finally {
      await phone.close();
    }
  });
});
