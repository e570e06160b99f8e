/**
 * Julia part A in the browser (issue #15): /julia.ai loaded straight from the address
 * bar; the Julia waitlist; a voice card played; the create-workspace panel creating a
 * real files workspace with a collaborator (no SMTP: links shown, no email claimed), a
 * message with Julia's reply and a file upload (read as a table: Julia answers from its
 * rows; a broken CSV is stored and said so); the AI dashboard overlay (a window
 * dragged, minimized, analysed, kept after a reload); and the deck coach: the sample
 * deck at 7/10, a real PDF uploaded and scored. Screenshots at 1280 px and 390 px go to
 * test-artifacts/.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage, type TrackedPage } from './support/browser';
import { waitForReady } from './support/ready';
import { sharedBrowser, sharedServer } from './support/shared';

const suffix = crypto.randomBytes(4).toString('hex');
const ADA = { email: `ada-julia-${suffix}@example.com`, name: 'Ada Founder' };

async function signUp(t: TrackedPage, who: { email: string; name: string }) {
  const res = await t.page.request.post('/api/auth/register', { data: { email: who.email, password: 'correct horse battery', name: who.name } });
  expect(res.status()).toBe(201);
}

async function deckPdf(file: string) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const slides = [
    ['Problem', 'Clinic managers lose 9 hours a week to scheduling by phone.', 'Today they still use paper books and spreadsheets.'],
    ['Solution', 'Our AI scheduling app fills cancelled slots automatically.', 'Clinics cut no-shows by 35%.'],
    ['Market', 'TAM: $6B, SAM: $1.2B, SOM: $90M.'],
    ['Traction', '$42K MRR, growing 18% month over month.', '310 paying clinics; pilots signed with 2 hospital groups.'],
    ['Team', 'Ana Ruiz, CEO - former COO of a 40-clinic chain.'],
  ];
  for (const lines of slides) {
    const page = doc.addPage([720, 405]);
    lines.forEach((line, i) => page.drawText(line, { x: 40, y: 360 - i * 22, size: 14, font }));
  }
  fs.writeFileSync(file, await doc.save());
}

describe('/julia.ai and /julia.ai/onboarding', () => {
  let server: { url: string };
  let browser: Browser;
  let ada: TrackedPage;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'julia-e2e-'));

  beforeAll(async () => {
    server = sharedServer();
    browser = await sharedBrowser();
    ada = await openPage(browser, server.url);
  });
  afterAll(async () => {
    await ada?.close();
    await browser?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('loads /julia.ai directly, signed out: the waitlist subscribes with the Julia message; a voice card plays', async () => {
    const page = ada.page;
    const res = await page.goto('/julia.ai');
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Julia AI', level: 1 }).waitFor();
    await page.getByText('Coming Q1 2025').waitFor();

    await page.getByLabel('Email address').fill(`waitlist-${suffix}@example.com`);
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    const message = page.getByTestId('julia-waitlist-message');
    await expect.poll(() => message.innerText()).toBe('Successfully subscribed to Julia AI early access!');
    await expect.poll(() => message.getAttribute('class')).toContain('text-green-300');
    // The same address again: the server's message, in red.
    await page.getByLabel('Email address').fill(`waitlist-${suffix}@example.com`);
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect.poll(() => message.innerText()).toBe('This email is already subscribed.');
    await expect.poll(() => message.getAttribute('class')).toContain('text-red-300');

    const card = page.getByTestId('voice-card-pitch');
    await card.getByRole('button', { name: 'Generate Voice' }).click();
    await card.getByRole('button', { name: 'Voice Generated ✓' }).waitFor({ timeout: 30_000 });
    const src = await card.locator('audio').getAttribute('src');
    expect(src).toMatch(/^blob:/);
    await ada.screenshot('julia-landing-signed-out-desktop');
    await ada.expectNoPageErrors();
  });

  it('signed in: the panel creates a workspace with a collaborator (links, no email claimed); a message gets Julia\'s reply; a file uploads', async () => {
    await signUp(ada, ADA);
    const page = ada.page;
    await page.goto('/julia.ai');
    await page.getByRole('button', { name: 'Create Workspace' }).click();
    const form = page.getByRole('form', { name: 'Create a workspace' });
    await form.getByLabel('Workspace name').fill('Seed round');
    await form.getByLabel(/Invite collaborators/).fill(`cofounder-${suffix}@example.com`);
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByRole('button', { name: 'Create workspace' }).click();
    const outcome = page.getByTestId('julia-workspace-message');
    await outcome.waitFor();
    await expect.poll(() => outcome.innerText()).toContain('no invitation went out');
    const text = await outcome.innerText();
    expect(text).toContain('no invitation went out');
    expect(text).not.toContain('Check your email');
    expect(text).toContain(`/beta/activity?invite=`);

    const ws = page.getByTestId('files-workspace');
    await ws.getByRole('heading', { name: 'Seed round' }).waitFor();
    await ws.getByLabel('Message Julia').fill('What should I send investors this month?');
    await ws.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => ws.getByLabel('Message Julia').inputValue()).toBe('');
    const convo = ws.getByRole('list', { name: 'Conversation' });
    await convo.getByText('What should I send investors this month?').waitFor();
    await convo.getByTestId('engine-badge').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => convo.getByRole('listitem').count()).toBe(2);

    const csv = path.join(tmp, 'metrics.csv');
    fs.writeFileSync(csv, 'month,mrr\n2026-09,12000\n2026-10,18400\n');
    await ws.getByTestId('files-input').setInputFiles(csv);
    await ws.getByRole('list', { name: 'Uploaded files' }).getByText('metrics.csv').waitFor();
    await ws.getByText('2026-10,18400').waitFor();
    // The upload says how Julia read the table, and she answers from it, citing the rows (issue #30).
    const read = ws.getByRole('list', { name: 'How Julia read the upload' });
    await read.getByText('metrics.csv: Julia reads 2 rows of figures (month, mrr).').waitFor();
    await ws.getByLabel('Message Julia').fill('What was our MRR growth?');
    await ws.getByRole('button', { name: 'Send message' }).click();
    // $18,400 / $12,000 − 1 = 53.3 %.
    await convo.getByText('MRR grew 53.3% in 2026-10, from $12k to $18.4k (metrics.csv, rows for 2026-09 and 2026-10).').waitFor({ timeout: 30_000 });
    const broken = path.join(tmp, 'broken.csv');
    fs.writeFileSync(broken, 'month,burn\n2026-10,"80000\n');
    await ws.getByTestId('files-input').setInputFiles(broken);
    await read.getByText(/^broken\.csv could not be read as a table: a quote opened on line 2 is never closed\. The file is stored/).waitFor();
    await ws.getByRole('list', { name: 'Uploaded files' }).getByText('broken.csv').waitFor();
    await ada.screenshot('julia-files-table-desktop');
    const bad = path.join(tmp, 'fake.txt');
    fs.writeFileSync(bad, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    await ws.getByTestId('files-input').setInputFiles(bad);
    await ws.getByRole('alert').getByText(/fake\.txt/).waitFor();
    await ada.screenshot('julia-landing-workspace-desktop');
    await ada.expectNoPageErrors();
  });

  it('the AI dashboard overlay: welcome window analysed, a window dragged and minimized, all kept after a reload', async () => {
    const page = ada.page;
    await page.getByRole('button', { name: 'AI Dashboard' }).first().click();
    const overlay = page.getByTestId('ai-overlay');
    await overlay.waitFor();
    const win = overlay.getByTestId('overlay-window').first();
    const body = win.getByTestId('overlay-window-body');
    await expect.poll(() => body.innerText(), { timeout: 30_000 }).not.toMatch(/^(Analyzing\.\.\.)?$/);
    await expect.poll(() => win.getByTestId('engine-badge').innerText()).toContain('Offline analyst');
    const box = (await win.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([400, 300]);

    // Drag by the title bar.
    const handle = win.locator('.overlay-drag-handle');
    const h = (await handle.boundingBox())!;
    await page.mouse.move(h.x + 100, h.y + 20);
    await page.mouse.down();
    await page.mouse.move(h.x + 250, h.y + 120, { steps: 8 });
    await page.mouse.up();
    const moved = (await win.boundingBox())!;
    expect(Math.round(moved.x - box.x)).toBe(150);
    expect(Math.round(moved.y - box.y)).toBe(100);

    // Minimize to 40 px.
    await win.getByRole('button', { name: /^Minimize/ }).click();
    await expect.poll(async () => Math.round((await win.boundingBox())!.height)).toBe(40);

    // A new window shows 'Analyzing...' then its analysis.
    await overlay.getByRole('button', { name: 'Key metrics' }).click();
    await expect.poll(() => overlay.getByTestId('overlay-window').count()).toBe(2);
    const second = overlay.getByTestId('overlay-window').nth(1);
    await expect.poll(() => second.getByTestId('overlay-window-body').innerText(), { timeout: 30_000 }).not.toMatch(/^(Analyzing\.\.\.)?$/);
    await ada.screenshot('julia-overlay-desktop');
    await ada.expectAccessible('overlay open');

    // Kept per user: after a reload the windows are where they were.
    await expect.poll(async () => (await (await page.request.get('/api/julia/overlay')).json()).windows.length).toBe(2);
    await page.reload();
    await page.getByRole('button', { name: 'AI Dashboard' }).first().click();
    const again = page.getByTestId('ai-overlay').getByTestId('overlay-window');
    await expect.poll(() => again.count()).toBe(2);
    await expect.poll(() => again.first().getAttribute('data-minimized')).toBe('true');
    const kept = (await again.first().boundingBox())!;
    expect(Math.round(kept.x - box.x)).toBe(150);
    // Close one.
    await again.nth(1).getByRole('button', { name: /^Close/ }).click();
    await expect.poll(() => again.count()).toBe(1);
    await page.getByRole('button', { name: 'Close dashboard' }).click();
    await ada.expectNoPageErrors();
  });

  it('the deck coach: the sample deck is 7/10; a PDF uploaded is read and scored; the stakeholders tab keeps one email row', async () => {
    const page = ada.page;
    await page.goto('/julia.ai/onboarding');
    await page.getByRole('heading', { name: 'Deck coach', level: 1 }).waitFor();
    const score = page.getByTestId('deck-score');
    await expect.poll(() => score.innerText()).toContain('7/10');
    await expect.poll(() => page.getByTestId('deck-section').count()).toBe(8);
    await ada.screenshot('julia-deck-sample-desktop');

    const pdf = path.join(tmp, 'clinic-deck.pdf');
    await deckPdf(pdf);
    await page.getByTestId('deck-input').setInputFiles(pdf);
    await expect.poll(() => page.getByText('clinic-deck · 5 pages').count(), { timeout: 30_000 }).toBe(1);
    // The new score can follow the file's name: poll until the sample's is replaced.
    await expect.poll(() => score.innerText()).not.toContain('7/10');
    const traction = page.getByTestId('deck-section').filter({ hasText: 'Traction' });
    await expect.poll(() => traction.innerText()).toContain('Complete');
    const missing = page.getByTestId('deck-section').filter({ hasText: 'Competition' });
    await expect.poll(() => missing.innerText()).toContain('0/10');
    await page.getByTestId('deck-review').getByText(/\w{4}/).first().waitFor();
    // The review names the slides found and the standard ones missing, nothing else.
    await expect
      .poll(() => page.getByTestId('deck-review').innerText())
      .toMatch(/Found 5 sections: Problem \d+\/10, Solution \d+\/10, Market \d+\/10, Traction \d+\/10 and Team \d+\/10\./);
    const review = await page.getByTestId('deck-review').innerText();
    expect(review).toMatch(/Found 5 sections: Problem \d+\/10, Solution \d+\/10, Market \d+\/10, Traction \d+\/10 and Team \d+\/10\./);
    expect(review).toContain('Missing: Business model, Competition and Ask.');
    expect(review).not.toMatch(/Tone:|Named:/);
    await ada.screenshot('julia-deck-review-desktop');

    await page.getByRole('tab', { name: 'Stakeholders' }).click();
    await expect.poll(() => page.getByTestId('stakeholder').count()).toBe(4);
    await expect.poll(() => page.getByTestId('shareholder-row').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: /Remove shareholder email/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add email' }).click();
    await expect.poll(() => page.getByRole('button', { name: /Remove shareholder email/ }).count()).toBe(2);
    await page.getByLabel('Shareholder email 1', { exact: true }).fill(`angel-${suffix}@example.com`);
    await page.getByRole('button', { name: /Request feedback \(1\)/ }).click();
    await page.getByText(/No email was sent/).waitFor();
    await expect.poll(() => page.getByTestId('stakeholder').count()).toBe(5);
    await ada.screenshot('julia-deck-stakeholders-desktop');
    await ada.expectNoPageErrors();
  });

  it('at 390 px the landing and the deck coach fit the screen', async () => {
    const phone = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    await phone.page.request.post('/api/auth/login', { data: { email: ADA.email, password: 'correct horse battery' } });
    for (const [url, name] of [
      ['/julia.ai', 'julia-landing-phone'],
      ['/julia.ai/onboarding', 'julia-deck-phone'],
    ] as const) {
      await phone.page.goto(url);
      await phone.page.getByRole('heading', { level: 1 }).waitFor();
      await waitForReady(phone.page);
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
      await phone.screenshot(name);
    }
    // The files workspace on a phone: a table upload's note fits the screen.
    await phone.page.goto('/julia.ai');
    const ws = phone.page.getByTestId('files-workspace');
    await ws.waitFor();
    await waitForReady(phone.page);
    const csv = path.join(tmp, 'kpis.csv');
    fs.writeFileSync(csv, 'Month,Revenue,Total costs,Cash balance\nMay 2026,"$34,000","$96,000","$1,340,000"\nJun 2026,"$39,000","$99,000","$1,280,000"\n');
    await ws.getByTestId('files-input').setInputFiles(csv);
    const note = ws.getByRole('list', { name: 'How Julia read the upload' }).getByText('kpis.csv: Julia reads 2 rows of figures (Month, Revenue, Total costs, Cash balance).');
    await note.waitFor();
    await note.scrollIntoViewIfNeeded();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'files workspace').toBeLessThanOrEqual(0);
    await phone.screenshot('julia-files-table-phone');
    await phone.expectNoPageErrors();
    await phone.close();
  });
});
