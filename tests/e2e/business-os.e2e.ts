/**
 * Business OS in Debian's Chromium, as a signed-in member would use it: onboarding,
 * arranging blocks (kept across a reload), typed questions, uploads, export, the
 * microphone (fake device fed a real speech recording) and its blocked path.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, type TrackedPage } from './support/browser';
import { startServer } from './support/server';
import { sharedServer } from './support/shared';

const SPEECH_WAV = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';
const OPENING = 'Focus set: Investor Research.';

async function signUp(t: TrackedPage) {
  const email = `bos-${crypto.randomBytes(5).toString('hex')}@example.com`;
  const res = await t.page.request.post('/api/auth/register', { data: { email, password: 'correct horse battery' } });
  expect(res.status()).toBe(201);
  return email;
}

/** Signed in, past the welcome and the goal overlay, with the key metrics showing. */
async function startWorking(page: Page) {
  await page.goto('/business-os');
  await page.getByRole('button', { name: 'Start Working' }).click();
  await page.getByRole('button', { name: /Investor Research/ }).click();
  await expect.poll(() => page.getByTestId('key-metrics').count()).toBe(1);
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();
/** The token counter as a screen reader reads it (its "tokens (estimated)" tail is visually hidden). */
const tokensText = async (page: Page) => ((await page.getByTestId('count-tokens').textContent()) ?? '').trim();

async function waitSaved(page: Page) {
  await expect.poll(() => page.getByTestId('save-state').getAttribute('data-state'), { timeout: 15_000 }).toBe('saved');
}

describe('Business OS', () => {
  let server: { url: string };
  let browser: Browser;
  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser(['--autoplay-policy=no-user-gesture-required']);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a signed-out visitor to /login and back after signing up', async () => {
    const t = await openPage(browser, server.url);
    const { page } = t;
    await page.goto('/business-os');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/business-os');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByLabel('Email').fill(`bos-${crypto.randomBytes(5).toString('hex')}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByRole('form', { name: 'Sign up' }).getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/business-os');
    await expect.poll(() => page.getByRole('button', { name: 'Start Working' }).count()).toBe(1);
    await t.expectNoPageErrors();
    await t.close();
  });

  it('welcome → goal → OKRs set, then the live key metrics and the opening commentary', async () => {
    const t = await openPage(browser, server.url);
    await signUp(t);
    const { page } = t;
    await page.goto('/business-os');
    await expect.poll(() => page.getByRole('dialog').getByText('Welcome to Business OS').count()).toBe(1);
    await t.screenshot('business-os-welcome');
    await page.getByRole('button', { name: 'Start Working' }).click();
    for (const goal of ['Smart Onboarding', 'Communication Intelligence', 'Investor Research']) {
      await expect.poll(() => page.getByRole('button', { name: new RegExp(goal) }).count()).toBe(1);
    }
    await t.screenshot('business-os-goals');
    await page.getByRole('button', { name: /Investor Research/ }).click();
    // The overlay closes at once; the metrics block and commentary follow a second later.
    await expect.poll(() => page.getByTestId('key-metrics').count()).toBe(0);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByTestId('key-metrics').count()).toBe(1);
    await expect.poll(() => text(page, 'commentary-text')).toContain(OPENING);
    await expect.poll(() => page.getByTestId('session-title').innerText()).toContain('Investor Research');
    // Live: the block refreshes itself (every 2 s).
    const first = await text(page, 'km-updated');
    await expect.poll(() => text(page, 'km-updated'), { timeout: 10_000 }).not.toBe(first);
    // Header counters start from zero with the 10,000 token limit.
    expect(await tokensText(page)).toBe('0 / 10,000 tokens');
    expect(await text(page, 'count-cost')).toBe('$0.0000');
    // The OKRs are in the export (checked in full below); the session survives a reload.
    await waitSaved(page);
    await page.reload();
    await expect.poll(() => page.getByTestId('key-metrics').count()).toBe(1);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await t.screenshot('business-os-workspace');
    await t.expectNoPageErrors();
    await t.close();
  });

  it('keeps a dragged block where it was dropped across a reload', async () => {
    const t = await openPage(browser, server.url);
    await signUp(t);
    const { page } = t;
    await startWorking(page);
    const block = page.locator('[data-block-id="live-transcript"]');
    const before = (await block.boundingBox())!;
    const handle = (await block.locator('header').boundingBox())!;
    await page.mouse.move(handle.x + 80, handle.y + 12);
    await page.mouse.down();
    for (let i = 1; i <= 20; i++) await page.mouse.move(handle.x + 80 + i * 16, handle.y + 12 + i * 22);
    await page.mouse.up();
    const after = (await block.boundingBox())!;
    expect(Math.round(after.x - before.x)).toBe(320);
    expect(Math.round(after.y - before.y)).toBe(440);
    await waitSaved(page);
    await page.reload();
    await expect.poll(() => page.locator('[data-block-id="live-transcript"]').count()).toBe(1);
    const reloaded = (await page.locator('[data-block-id="live-transcript"]').boundingBox())!;
    expect(Math.round(reloaded.x)).toBe(Math.round(after.x));
    expect(Math.round(reloaded.y)).toBe(Math.round(after.y));
    await t.expectNoPageErrors();
    await t.close();
  });

  it('pins the three default blocks; added blocks can be closed', async () => {
    const t = await openPage(browser, server.url);
    await signUp(t);
    const { page } = t;
    await startWorking(page);
    for (const title of ['Live Transcript', 'Current Summary', 'AI Metrics']) {
      await expect.poll(() => page.getByRole('button', { name: `Close ${title}` }).count()).toBe(0);
      await expect.poll(() => page.getByRole('region', { name: title }).count()).toBe(1);
    }
    await page.getByRole('button', { name: 'Add Block' }).click();
    await page.getByRole('menuitem', { name: 'Note' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Close Note' }).count()).toBe(1);
    await page.getByRole('textbox', { name: 'Note' }).fill('Hire a head of sales');
    await page.getByRole('button', { name: 'Close Note' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Note' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Close Key Metrics' }).click();
    await expect.poll(() => page.getByTestId('key-metrics').count()).toBe(0);
    await t.expectNoPageErrors();
    await t.close();
  });

  it('answers a typed question in the conversation, sums up the session and grows the counters; blank input is ignored', async () => {
    const t = await openPage(browser, server.url);
    await signUp(t);
    const { page } = t;
    await startWorking(page);
    const input = page.getByPlaceholder('Ask me anything about your business...');
    await input.fill('   ');
    await input.press('Enter');
    expect(await text(page, 'count-events')).toBe('0');
    await input.fill('How do we reduce customer churn before our seed round?');
    await input.press('Enter');
    await expect.poll(() => input.inputValue()).toBe('');
    await expect.poll(() => text(page, 'count-ai'), { timeout: 30_000 }).toBe('1');
    // The answer is in the conversation; the Current Summary sums up the session instead.
    const turn = page.getByTestId('conversation').getByTestId('conversation-turn');
    await expect.poll(() => turn.count()).toBe(1);
    expect(await turn.getByTestId('conversation-question').innerText()).toBe('How do we reduce customer churn before our seed round?');
    const answer = await turn.getByTestId('conversation-answer').innerText();
    expect(answer.split(/\s+/).length).toBeLessThan(60);
    await expect.poll(() => page.getByTestId('commentary-text').count()).toBe(0);
    await expect.poll(() => text(page, 'summary-headline')).toMatch(/^1 question, 1 answer/);
    const lead = (await text(page, 'summary-latest')).replace(/…$/, '');
    expect(lead.length).toBeGreaterThan(10);
    expect(answer.replace(/\s+/g, ' ')).toContain(lead);
    await expect.poll(() => text(page, 'count-events')).toBe('1');
    // The offline analyst answered: its tokens are estimated and cost nothing.
    await expect.poll(() => tokensText(page)).toMatch(/^≈ [\d,]+ \/ 10,000 tokens \(estimated\)$/);
    const counter = await tokensText(page);
    expect(counter).toMatch(/^≈ [\d,]+ \/ 10,000 tokens \(estimated\)$/);
    expect(Number(counter.slice(2).split(' / ')[0]!.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(await text(page, 'count-cost')).toBe('$0.0000');
    // Which engine wrote the answer, beside it, beside the summary's latest advice and beside its activity entry.
    await expect.poll(() => turn.getByTestId('engine-badge').innerText()).toContain('Offline analyst');
    await expect.poll(() => page.getByTestId('commentary').getByTestId('engine-badge').innerText()).toContain('Offline analyst');
    const recent = page.getByTestId('recent-activity');
    await expect.poll(() => recent.innerText()).toContain('How do we reduce customer churn');
    await expect.poll(() => recent.getByTestId('engine-badge').first().innerText()).toContain('Offline analyst');
    await t.screenshot('business-os-answer');
    await t.expectNoPageErrors();
    await t.close();
  });

  it('previews an uploaded .md file and refuses an .exe', async () => {
    const t = await openPage(browser, server.url);
    await signUp(t);
    const { page } = t;
    await startWorking(page);
    const body = `# Go-to-market plan\n\n${'We sell to mid-size logistics companies through partners. '.repeat(12)}`;
    await page.getByTestId('file-input').setInputFiles([{ name: 'plan.md', mimeType: 'text/markdown', buffer: Buffer.from(body) }]);
    await expect.poll(() => page.getByTestId('file-preview').count()).toBe(1);
    const preview = await page.getByTestId('file-preview').innerText();
    expect(preview.startsWith('# Go-to-market plan')).toBe(true);
    expect(preview.replace(/…$/, '').length).toBeLessThanOrEqual(300);
    await expect.poll(() => text(page, 'count-files')).toBe('1');
    await expect.poll(() => page.getByTestId('recent-activity').innerText()).toContain('Uploaded plan.md');

    await page.getByTestId('file-input').setInputFiles([{ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
    await expect.poll(() => page.getByText('"setup.exe" is not a supported file type').count()).toBe(1);
    expect(await text(page, 'count-files')).toBe('1');
    await t.expectNoPageErrors();
    await t.close();
  });

  it('downloads the session export with every field of the spec', async () => {
    const t = await openPage(browser, server.url);
    await signUp(t);
    const { page } = t;
    await startWorking(page);
    await page.getByTestId('file-input').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Board meeting notes') }]);
    await expect.poll(() => text(page, 'count-files')).toBe('1');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^business-os-session-\d{4}-\d{2}-\d{2}T[\d-]+Z\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(
      ['businessOkrs', 'fullTranscript', 'lifeHistory', 'lifeSummary', 'messages', 'timestamp', 'tokenUsage', 'uploadedFiles', 'workspaceCommentary'].sort(),
    );
    expect(String(data.businessOkrs)).toContain('investor pipeline');
    expect(data.uploadedFiles).toEqual([{ name: 'notes.txt', size: 19, type: 'text/plain' }]);
    expect(data.tokenUsage).toMatchObject({ limit: 10000 });
    expect(Number.isNaN(Date.parse(String(data.timestamp)))).toBe(false);
    await t.expectNoPageErrors();
    await t.close();
  });

  it('lists sessions, starts a new one and reopens the old one; a stale tab is told, not overwritten', async () => {
    const t = await openPage(browser, server.url);
    await signUp(t);
    const { page } = t;
    await startWorking(page);
    const firstUrl = page.url();
    await page.getByRole('button', { name: 'Add Block' }).click();
    await page.getByRole('menuitem', { name: 'Note' }).click();
    await page.getByRole('textbox', { name: 'Note' }).fill('First session note');
    await page.getByRole('textbox', { name: 'Note' }).blur();
    await waitSaved(page);

    // A second tab on the same session saves first.
    const other = await t.context.newPage();
    await other.goto(firstUrl);
    await other.getByRole('textbox', { name: 'Note' }).fill('Changed in the other tab');
    await other.getByRole('textbox', { name: 'Note' }).blur();
    await waitSaved(other);
    await page.getByRole('button', { name: 'Close Key Metrics' }).click();
    await expect.poll(() => page.getByTestId('conflict-banner').count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Load the latest version' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Note' }).inputValue()).toBe('Changed in the other tab');
    await expect.poll(() => page.getByTestId('key-metrics').count()).toBe(1);
    await other.close();

    await page.getByTestId('session-title').click();
    await page.getByRole('button', { name: 'New session' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Start Working' }).count()).toBe(1);
    expect(page.url()).not.toBe(firstUrl);
    await page.getByRole('button', { name: 'Start Working' }).click();
    await page.getByRole('button', { name: /Smart Onboarding/ }).click();
    await expect.poll(() => page.getByTestId('key-metrics').count()).toBe(1);
    await page.getByTestId('session-title').click();
    await expect.poll(() => page.getByTestId('session-list').getByRole('listitem').count()).toBe(2);
    await t.screenshot('business-os-sessions');
    await page.getByTestId('session-list').getByRole('button', { name: /^Investor Research/ }).click();
    await expect.poll(() => page.url()).toBe(firstUrl);
    await expect.poll(() => page.getByRole('textbox', { name: 'Note' }).inputValue()).toBe('Changed in the other tab');
    await t.expectNoPageErrors();
    await t.close();
  });

  it('stops asking the AI at the session token limit and says so', async () => {
    const t = await openPage(browser, server.url);
    await signUp(t);
    const { page } = t;
    await startWorking(page);
    await waitSaved(page);
    // A session that has used its limit (as one at 11,864 / 10,000 was seen).
    const id = new URL(page.url()).searchParams.get('s')!;
    const current = (await (await page.request.get(`/api/business-os/sessions/${id}`)).json()) as { revision: number; state: Record<string, unknown> };
    const state = { ...current.state, tokenUsage: { used: 11_864, limit: 10_000, cost: 0, inputTokens: 9000, outputTokens: 2864, estimatedTokens: 11_864 } };
    expect((await page.request.put(`/api/business-os/sessions/${id}`, { data: { revision: current.revision, state } })).status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId('token-limit-banner').count()).toBe(1);
    expect(await page.getByTestId('token-limit-banner').innerText()).toContain('This session has used its 10,000-token limit. Start a new session to continue.');
    let aiCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/assistant/')) aiCalls++;
    });
    const input = page.getByTestId('ask-input');
    await input.fill('Will you still answer me?');
    await input.press('Enter');
    await expect.poll(() => page.getByText('Token limit reached', { exact: true }).count()).toBeGreaterThan(0);
    // Analyze Workspace is disabled, with the reason as its tooltip.
    const analyze = page.getByRole('button', { name: 'Analyze Workspace' });
    expect(await analyze.getAttribute('aria-disabled')).toBe('true');
    expect(await analyze.getAttribute('title')).toContain('10,000-token limit');
    await analyze.click({ force: true });
    expect(aiCalls).toBe(0);
    expect(await text(page, 'count-ai')).toBe('0');
    await t.screenshot('business-os-token-limit');
    await t.expectNoPageErrors();
    await t.close();
  });

  it('opens a session an older version saved, which this one cannot read, read-only: banner, no saves, original kept', async () => {
    // This test stops and restarts its server: a server of its own, not the shared one.
    const own = await startServer();
    onTestFinished(() => own.stop());
    const t = await openPage(browser, own.url);
    await signUp(t);
    const { page } = t;
    const created = await page.request.post('/api/business-os/sessions', { data: { title: 'From the old app' } });
    const { id } = (await created.json()) as { id: string };
    // Written by "an older version": a document shape this schema cannot read.
    const raw = { version: 7, document: { pages: [{ text: 'my notes from the old app' }] } };
    await own.stop();
    const pg = await PGlite.create({ dataDir: path.join(own.dataDir, 'pglite') });
    await pg.query('UPDATE business_sessions SET state = $1::jsonb WHERE id = $2', [JSON.stringify(raw), id]);
    await pg.close();
    await own.restart();

    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes(`/api/business-os/sessions/${id}`)) writes.push(r.url());
    });
    await page.goto(`/business-os?s=${id}`);
    const banner = page.getByTestId('read-only-banner');
    await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(1);
    expect(await banner.innerText()).toContain('could not be fully read. It is open read-only; your original is kept unchanged.');
    expect(await page.getByTestId('save-state').getAttribute('data-state')).toBe('read-only');
    // Working in it changes nothing on the server.
    await page.getByRole('button', { name: 'Add Block' }).click();
    await page.getByRole('menuitem', { name: 'Note' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Close Note' }).count(), { timeout: 15_000 }).toBe(1);
    await t.screenshot('business-os-read-only');
    await page.reload();
    await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(1);
    expect(writes).toEqual([]);
    const kept = (await (await page.request.get(`/api/business-os/sessions/${id}`)).json()) as { readOnly: boolean };
    expect(kept.readOnly).toBe(true);
    // A save forced over it is refused by the server.
    const forced = await page.request.put(`/api/business-os/sessions/${id}`, { data: { revision: 0, state: (kept as unknown as { state: unknown }).state } });
    expect(forced.status()).toBe(423);
    await page.getByRole('button', { name: 'Start a new session' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Start Working' }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('read-only-banner').count()).toBe(0);
    await t.expectNoPageErrors();
    await t.close();
  });

  it('opens the activity dashboard in a new tab', async () => {
    const t = await openPage(browser, server.url);
    await signUp(t);
    await startWorking(t.page);
    const link = t.page.getByRole('link', { name: 'Activity' });
    expect(await link.getAttribute('href')).toBe('/beta/activity');
    expect(await link.getAttribute('target')).toBe('_blank');
    await t.close();
  });

  it('says the microphone is blocked when permission is refused, and suggests typing', async () => {
    const t = await openPage(browser, server.url);
    await signUp(t);
    const { page } = t;
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await startWorking(page);
    await page.getByTestId('mic-toggle').click();
    await expect.poll(() => page.getByTestId('mic-error').count()).toBe(1);
    const banner = await page.getByTestId('mic-error').innerText();
    expect(banner).toContain('Microphone blocked - Check permissions or stop screen sharing');
    expect(banner).toMatch(/type your question/);
    await expect.poll(() => page.getByTestId('mic-toggle').getAttribute('aria-pressed')).toBe('false');
    await t.expectNoPageErrors();
    await t.close();
  });
});

describe('Business OS voice input', () => {
  let server: { url: string };
  let browser: Browser;
  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser([
      '--autoplay-policy=no-user-gesture-required',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      // %noloop: silence after the recording, so the utterance ends.
      `--use-file-for-fake-audio-capture=${SPEECH_WAV}%noloop`,
    ]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('turns speech from the microphone into transcript text and a spoken question answered in the conversation', async () => {
    const t = await openPage(browser, server.url);
    await signUp(t);
    const { page } = t;
    await startWorking(page);
    await page.getByTestId('mic-toggle').click();
    await expect.poll(() => page.getByTestId('mic-toggle').getAttribute('aria-pressed')).toBe('true');
    // The live level meter moves with the recording.
    await expect.poll(async () => Number(await page.getByTestId('audio-level').getAttribute('data-level')), { timeout: 10_000 }).toBeGreaterThan(0.05);
    // Headless Chromium's recognizer cannot hear, so the recording goes to /api/transcribe.
    await expect.poll(() => text(page, 'transcript'), { timeout: 60_000 }).toMatch(/leisure|consider|power|john/i);
    await expect.poll(() => text(page, 'count-ai'), { timeout: 30_000 }).not.toBe('0');
    // The spoken question and its answer are in the conversation, marked as spoken.
    const spoken = page.getByTestId('conversation').getByTestId('conversation-turn').first();
    expect(await spoken.getByTestId('conversation-question').innerText()).toMatch(/leisure|consider|power|john/i);
    await expect.poll(() => spoken.innerText()).toContain('Spoken');
    await expect.poll(() => spoken.getByTestId('engine-badge').innerText()).toContain('Offline analyst');
    await expect.poll(() => page.getByTestId('recent-activity').innerText()).toMatch(/leisure|consider|power|john/i);
    await t.screenshot('business-os-voice');
    await page.getByTestId('mic-toggle').click();
    await expect.poll(() => page.getByTestId('audio-level').getAttribute('data-level')).toBe('0.000');
    await t.expectNoPageErrors();
    await t.close();
  });
});
