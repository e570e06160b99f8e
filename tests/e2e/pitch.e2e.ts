/**
 * /makeitshutup, the pitch coach, in Debian's Chromium against the built app: a pasted
 * pitch analysed with its scores, timeline and shut-up moments; two attempts saved in the
 * browser and compared side by side, then moved to the account on sign-in; a pitch
 * recorded through the (fake) microphone, saved with its recording, reopened and played
 * back with the transcript highlighted.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { countCapturedAudio, waitForCapturedAudio } from './support/audio';
import { sharedServer } from './support/shared';

const SPEECH_WAV = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';

const TIGHT =
  'Clinics lose ten hours a week to phone scheduling. Our solution is an assistant that fills empty slots automatically. ' +
  'We have 120 paying customers. We charge $99 per month. We are raising $1M to hire engineers.';

async function analyse(page: Page, text?: string) {
  if (text === undefined) await page.getByRole('button', { name: 'Use a sample pitch' }).click();
  else await page.getByLabel('Pitch transcript').fill(text);
  await page.getByRole('button', { name: 'Analyse pitch' }).click();
  // The previous report stays on screen while the new one is analysed: wait for this text's own.
  const opening = text === undefined ? 'raising $1.5M' : text.split('.')[0]!;
  await expect.poll(() => page.getByTestId('pitch-transcript').innerText().catch(() => ''), { timeout: 30_000 }).toContain(opening);
}

const score = async (page: Page, id: string) => Number((await page.getByTestId(id).locator('p').first().innerText()).split('/')[0]);

describe('/makeitshutup pitch coach', () => {
  let server: { url: string };
  let browser: Browser;
  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${SPEECH_WAV}%noloop`,
      '--autoplay-policy=no-user-gesture-required',
    ]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('analyses a pasted pitch, saves two attempts in the browser, compares them and keeps them on sign-in', { timeout: 180_000 }, async () => {
    const t = await openPage(browser, server.url);
    const { page } = t;
    await page.goto('/makeitshutup');
    await page.getByRole('heading', { level: 1, name: 'Make It Shut Up' }).waitFor();
    await expect.poll(() => page.getByText('In development').count()).toBe(0);

    // The sample rambles on after its ask: the meter and the timeline say where to stop.
    await analyse(page);
    for (const id of ['score-clarity', 'score-story', 'score-ask']) expect(await score(page, id)).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('pitch-feedback').innerText()).toContain('Offline analyst');
    await page.getByTestId('pitch-timeline').locator('svg[role=img]').waitFor();
    const moments = await page.getByTestId('shut-up-moments').innerText();
    expect(moments).toContain('Stop here.');
    expect(moments).toContain('You made the ask');
    // The meter says what came after the ask, and the timeline marks it.
    expect(await page.getByTestId('after-ask').innerText()).toMatch(/^After the ask: \d+ words, \d+ s/);
    expect(await page.getByTestId('shut-up-meter').innerText()).toContain('Shut up');
    await expect.poll(() => page.getByTestId('after-ask-band').count()).toBe(1);
    expect(await page.getByTestId('pitch-transcript').innerText()).toContain('raising $1.5M');
    expect(await page.getByTestId('pitch-cut').innerText()).toContain('We are raising $1.5M to hire four engineers.');
    expect(await page.getByTestId('pitch-structure').innerText()).toContain('Business model');
    await t.expectAccessible('/makeitshutup with a report');
    await t.screenshot('pitch-report-desktop');

    await page.getByLabel('Attempt name').fill('Rambling');
    await page.getByRole('button', { name: 'Save attempt' }).click();
    await page.getByTestId('pitch-attempts').getByText('Rambling').waitFor();

    await analyse(page, TIGHT);
    await expect.poll(() => page.getByTestId('shut-up-moments').count()).toBe(0);
    await expect.poll(() => page.getByTestId('after-ask').innerText()).toBe('Ends on the ask.');
    await page.getByLabel('Attempt name').fill('Tight');
    await page.getByRole('button', { name: 'Save attempt' }).click();
    await page.getByTestId('pitch-attempts').getByText('Tight').waitFor();

    await page.getByLabel('Compare Rambling').check();
    await page.getByLabel('Compare Tight').check();
    await page.getByRole('button', { name: /Compare 2\/2/ }).click();
    const compare = page.getByTestId('pitch-compare');
    await compare.waitFor();
    const table = await compare.innerText();
    expect(table).toContain('Rambling');
    expect(table).toContain('Tight');
    expect(table).toContain('Shut-up meter');
    // The tight attempt has the lower meter (0 %), marked as the better figure.
    const meterRow = compare.getByRole('row', { name: /Shut-up meter/ });
    expect(await meterRow.locator('td.font-semibold').innerText()).toMatch(/^0%/);
    await t.expectAccessible('/makeitshutup comparing attempts');
    await t.screenshot('pitch-compare-desktop');

    // Kept across a reload (localStorage), then moved to the account on sign-in.
    await page.reload();
    await page.getByTestId('pitch-attempts').getByText('Tight').waitFor();
    const email = `pitch-${crypto.randomBytes(5).toString('hex')}@example.com`;
    expect((await page.request.post('/api/auth/register', { data: { email, password: 'correct horse battery' } })).status()).toBe(201);
    await page.reload();
    await page.getByText('2 attempts from this browser moved to your account.').waitFor();
    const onServer = (await (await page.request.get('/api/pitch/attempts')).json()) as { attempts: { title: string }[] };
    expect(onServer.attempts.map((a) => a.title).sort()).toEqual(['Rambling', 'Tight']);
    expect(await page.evaluate(() => window.localStorage.getItem('mnemo.pitch.attempts'))).toBeNull();
    await t.expectNoPageErrors();
    await t.close();
  });

  it('records a pitch with the microphone, saves it with the recording and plays it back highlighted', { timeout: 180_000 }, async () => {
    const t = await openPage(browser, server.url);
    const { page } = t;
    const email = `pitch-rec-${crypto.randomBytes(5).toString('hex')}@example.com`;
    expect((await page.request.post('/api/auth/register', { data: { email, password: 'correct horse battery' } })).status()).toBe(201);
    await countCapturedAudio(page);
    await page.goto('/makeitshutup');
    await page.getByRole('tab', { name: 'Record' }).click();
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.getByRole('button', { name: 'Stop and analyse' }).waitFor();
    await waitForCapturedAudio(page, 7.2); // the whole clip (7.1 s) is in the recording
    await page.getByRole('button', { name: 'Stop and analyse' }).click();
    await page.getByTestId('pitch-report').waitFor({ timeout: 60_000 });
    const transcript = await page.getByTestId('pitch-transcript').innerText();
    expect(transcript).toMatch(/dashwood|john|consider/);
    await expect.poll(() => page.getByText('Times measured from the recording').count()).toBe(1);
    await page.getByRole('button', { name: 'Save attempt' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();

    // Reopen from the list: the recording comes back from the server.
    await page.reload();
    await page.getByRole('button', { name: /^Open / }).first().click();
    await page.getByTestId('pitch-audio').waitFor();
    // A word clicked seeks the recording there and is highlighted.
    const word = page.getByTestId('pitch-transcript').getByRole('button', { name: /consider/ }).first();
    await word.click();
    await expect.poll(() => word.getAttribute('data-current')).toBe('true');
    const at = await page.getByTestId('pitch-audio').evaluate((el) => (el as HTMLAudioElement).currentTime);
    expect(at).toBeGreaterThan(1);
    await page.getByTestId('playhead').waitFor({ state: 'attached' });
    await t.screenshot('pitch-recording-desktop');
    await t.expectNoPageErrors();
    await t.close();
  });

  it('fits a phone screen', { timeout: 120_000 }, async () => {
    const t = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    const { page } = t;
    await page.goto('/makeitshutup');
    await analyse(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await t.screenshot('pitch-report-phone');
    await t.expectNoPageErrors();
    await t.close();
  });
});
