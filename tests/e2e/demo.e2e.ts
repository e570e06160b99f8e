/**
 * /demo, the command center (issue #14), in Debian's Chromium against the built app:
 * the welcome modal, completing a choice decision, ranking a priority decision by
 * keyboard and by dragging, completing a task while the progress moves, the team and
 * token dialogs, the advisor answering from the pending decisions, voice input, a
 * visitor's progress kept for the browser session and a signed-in person's on the server.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, type TrackedPage } from './support/browser';
import { countCapturedAudio, waitForCapturedAudio } from './support/audio';
import { sharedBrowser, sharedServer } from './support/shared';

const SPEECH_WAV = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();
const progressText = (page: Page) => text(page, 'progress-text');
const percent = (page: Page) => text(page, 'progress-percent');

async function enter(page: Page) {
  await page.goto('/demo');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Enter Collaborative Workspace' }).waitFor();
  return dialog;
}

async function openDecision(page: Page, title: string) {
  await page.getByTestId('decision-row').filter({ hasText: title }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: title }).waitFor();
  return dialog;
}

const rankedNames = (page: Page) => page.getByRole('dialog').getByTestId('priority-item').locator('p.font-medium').allInnerTexts();
const ranks = (page: Page) => page.getByRole('dialog').getByTestId('priority-rank').allInnerTexts();

async function signUp(t: TrackedPage) {
  const email = `demo-${crypto.randomBytes(5).toString('hex')}@example.com`;
  const res = await t.page.request.post('/api/auth/register', { data: { email, password: 'correct horse battery' } });
  expect(res.status()).toBe(201);
}

describe('/demo command center', () => {
  let server: { url: string };
  let browser: Browser;
  beforeAll(async () => {
    server = sharedServer();
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // One long walk through the page (about 30 s on an idle machine): more time than the project's default.
  it('walks a visitor through decisions, a task, the dialogs and the advisor; progress is kept for the session', { timeout: 240_000 }, async () => {
    const t = await openPage(browser, server.url);
    const { page } = t;

    // Welcome modal (spec §2).
    const welcome = await enter(page);
    const welcomeText = await welcome.innerText();
    for (const s of ['47', 'team members', '$847K', 'ARR', '2.4M', 'context tokens', '6', 'pending decisions', '1 critical decision requires your input today', 'Marcus Reed']) {
      expect(welcomeText).toContain(s);
    }
    await t.expectAccessible('/demo welcome modal');
    await t.screenshot('demo-welcome');
    await welcome.getByRole('button', { name: 'Enter Collaborative Workspace' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // Header: 'Live Session' and 'x / y Items Completed' (seed: 1 of 7 decisions and 2 of 8 tasks done).
    await expect.poll(() => text(page, 'live-badge')).toBe('Live Session');
    await expect.poll(() => text(page, 'sample-badge')).toBe('Sample company');
    await expect.poll(() => progressText(page)).toBe('3 / 15 Items Completed');
    // The 3 are the sample company's own completions, and the bar says so.
    await expect.poll(() => text(page, 'progress-seeded')).toBe('3 done by the company before you arrived; 0 by you');
    expect(await percent(page)).toBe('20%');
    await expect.poll(() => text(page, 'pending-decisions')).toBe('6 pending');

    // A choice decision: 'Mark Complete' waits for an option.
    let dialog = await openDecision(page, 'Hire a VP of Sales');
    const markComplete = dialog.getByRole('button', { name: 'Mark Complete' });
    expect(await markComplete.isDisabled()).toBe(true);
    expect(await dialog.innerText()).toContain('310% over 18 months');
    await dialog.getByRole('radio', { name: /Promote Priya Natarajan/ }).check();
    await expect.poll(() => markComplete.isEnabled()).toBe(true);
    await t.expectAccessible('/demo choice decision dialog');
    await t.screenshot('demo-decision-choice');
    await markComplete.click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => progressText(page)).toBe('4 / 15 Items Completed');
    expect(await percent(page)).toBe('27%');
    expect(await text(page, 'pending-decisions')).toBe('5 pending');

    // A priority decision, reordered with the keyboard: ranks renumbered from 1.
    dialog = await openDecision(page, 'Rank the Q1 product roadmap');
    const before = await rankedNames(page);
    expect(await ranks(page)).toEqual(['1', '2', '3', '4', '5']);
    expect(await dialog.getByRole('button', { name: 'Mark Complete' }).isDisabled()).toBe(true);
    const handle = dialog.getByRole('button', { name: `Move ${before[0]}, rank 1` });
    // Each key waits for dnd-kit's announcement of the step before it, as a screen-reader user would hear it.
    const announced = () => page.locator('[id^="DndLiveRegion"]').innerText();
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    // dnd-kit listens for the arrow keys from the next tick and measures the rows after a frame: wait for two frames.
    await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => r()), 0))));
    await page.keyboard.press('ArrowDown');
    await expect.poll(announced).toContain('is over rank 2.');
    await page.keyboard.press('ArrowDown');
    await expect.poll(announced).toContain('is over rank 3.');
    await page.keyboard.press('Space');
    await expect.poll(() => rankedNames(page)).toEqual([before[1], before[2], before[0], before[3], before[4]]);
    expect(await ranks(page)).toEqual(['1', '2', '3', '4', '5']);
    await t.screenshot('demo-decision-priority');
    await dialog.getByRole('button', { name: 'Mark Complete' }).click();
    await expect.poll(() => progressText(page)).toBe('5 / 15 Items Completed');
    expect(await percent(page)).toBe('33%');

    // The other priority decision, reordered by dragging with the mouse.
    dialog = await openDecision(page, 'Prioritize customer success hires');
    const order = await rankedNames(page);
    const items = dialog.getByTestId('priority-item');
    const from = (await items.nth(3).getByRole('button').boundingBox())!;
    const to = (await items.nth(0).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => rankedNames(page)).toEqual([order[3], order[0], order[1], order[2]]);
    expect(await ranks(page)).toEqual(['1', '2', '3', '4']);
    await dialog.getByRole('button', { name: 'Mark Complete' }).click();
    await expect.poll(() => progressText(page)).toBe('6 / 15 Items Completed');
    expect(await percent(page)).toBe('40%');
    expect(await text(page, 'pending-decisions')).toBe('3 pending');

    // A task: 'Mark Complete' only while it is not completed.
    await page.getByTestId('task-row').filter({ hasText: 'Close the Acme Corp renewal' }).click();
    dialog = page.getByRole('dialog');
    await t.expectAccessible('/demo task dialog');
    await dialog.getByRole('button', { name: 'Mark Complete' }).click();
    await expect.poll(() => progressText(page)).toBe('7 / 15 Items Completed');
    expect(await percent(page)).toBe('47%');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByTestId('task-row').filter({ hasText: 'Close the Acme Corp renewal' }).click();
    expect(await page.getByRole('dialog').innerText()).toContain('Task completed');
    await expect.poll(() => page.getByRole('dialog').getByRole('button', { name: 'Mark Complete' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // A task the company already finished has no 'Mark Complete' either.
    // (count() does not wait: the dialog must be open first, or Escape lands before it opens.)
    await page.getByTestId('task-row').filter({ hasText: 'Renew the SOC 2 Type II report' }).click();
    await page.getByRole('dialog').getByText('Renew the SOC 2 Type II report').first().waitFor();
    await expect.poll(() => page.getByRole('dialog').getByRole('button', { name: 'Mark Complete' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // Team dialog from '47 team members'.
    await page.getByRole('button', { name: '47 team members' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: '47 team members' }).waitFor();
    await expect.poll(() => dialog.getByTestId('team-member').count()).toBe(47);
    await dialog.getByRole('textbox', { name: 'Filter team members' }).fill('Berlin');
    await expect.poll(() => dialog.getByTestId('team-member').count()).toBe(2);
    await t.expectAccessible('/demo team dialog');
    await dialog.getByRole('textbox', { name: 'Filter team members' }).fill('');
    await t.screenshot('demo-team');
    await page.keyboard.press('Escape');

    // Token distribution dialog from '2.4M Tokens', and the token-usage view.
    await page.getByRole('button', { name: '2.4M Tokens' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Token distribution' }).waitFor();
    await expect.poll(() => dialog.getByTestId('token-category').count()).toBe(5);
    expect(await dialog.innerText()).toContain('Customer conversations');
    await t.expectAccessible('/demo token dialog');
    await t.screenshot('demo-tokens');
    await page.keyboard.press('Escape');
    expect(await text(page, 'token-cost')).toBe('$0.12');
    expect(await text(page, 'token-budget')).toBe('$288');
    await expect.poll(() => page.getByText('of $2,400').first().isVisible()).toBe(true);
    expect(await text(page, 'token-trend')).toBe('+15%');

    // The advisor: 'Analyzing...' while the answer is on its way, then an answer naming a pending decision.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const sent: unknown[] = [];
    await page.route('**/api/ai-chat', async (route) => {
      sent.push(route.request().postDataJSON());
      await held;
      await route.continue();
    });
    const input = page.getByRole('textbox', { name: 'Message the AI Business Advisor' });
    const send = page.getByRole('button', { name: 'Send message' });
    expect(await send.isDisabled()).toBe(true);
    await input.fill('What should I focus on today?');
    await input.press('Enter');
    await page.getByTestId('advisor-pending').getByText('Analyzing...').waitFor();
    expect(await send.isDisabled()).toBe(true);
    release();
    await expect.poll(() => page.getByTestId('advisor-message').count(), { timeout: 30_000 }).toBe(2);
    await page.unroute('**/api/ai-chat');
    const answer = await page.getByTestId('advisor-message').last().locator('p').first().innerText();
    // The VP of Sales decision was completed here, so Europe is the most pressing now.
    expect(answer).toContain('The most pressing decision is "Expand into the European market" (high urgency');
    expect(answer).toContain('"Reseller partnership in DACH": ROI 150% over 18 months, low risk');
    expect(answer).not.toContain('Hire a VP of Sales');
    await expect.poll(() => page.getByTestId('advisor-message').last().getByTestId('engine-badge').innerText()).toContain('Offline analyst');
    const body = sent[0] as { message: string; context: { decisions: { title: string; status: string }[]; tasks: unknown[]; metrics: Record<string, unknown> }; conversationHistory: unknown[] };
    expect(body.message).toBe('What should I focus on today?');
    expect(body.context.decisions.find((d) => d.title === 'Hire a VP of Sales')!.status).toBe('completed');
    expect(body.context.tasks).toHaveLength(8);
    expect(body.context.metrics).toMatchObject({ arr: '$847K', teamMembers: 47 });
    expect(body.conversationHistory).toEqual([]);

    // A second question sends the earlier messages as history (at most 5).
    await input.fill('Should we expand into the European market?');
    const reply = page.waitForResponse('**/api/ai-chat');
    await send.click();
    const second = (await reply).request().postDataJSON() as { conversationHistory: { text: string; isBot: boolean }[] };
    expect(second.conversationHistory).toEqual([
      { text: 'What should I focus on today?', isBot: false },
      { text: answer, isBot: true },
    ]);
    await expect.poll(() => page.getByTestId('advisor-message').count(), { timeout: 30_000 }).toBe(3);
    await expect.poll(() => page.getByTestId('advisor-message').last().innerText()).toContain('"Expand into the European market" is pending with high urgency');
    await t.screenshot('demo-desktop');

    // A failed call answers with the spec's message.
    await page.route('**/api/ai-chat', (route) => route.abort());
    await input.fill('Anything else?');
    await input.press('Enter');
    await expect.poll(() => page.getByTestId('advisor-message').count(), { timeout: 15_000 }).toBe(4);
    await expect.poll(() => page.getByTestId('advisor-message').last().innerText()).toContain(
      "I'm having trouble connecting. Please try again or check your internet connection.",
    );
    await page.unroute('**/api/ai-chat');

    // Kept for this browser session: a reload keeps the progress and skips the welcome.
    await page.reload();
    await page.getByTestId('progress-text').waitFor();
    await expect.poll(() => progressText(page)).toBe('7 / 15 Items Completed');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // So is the conversation.
    await expect.poll(() => page.getByTestId('user-message').count()).toBe(3);
    await expect.poll(() => page.getByTestId('advisor-message').count()).toBe(4);
    await t.expectNoPageErrors();

    // Reset demo.
    await page.getByRole('button', { name: 'Reset demo' }).click();
    await expect.poll(() => progressText(page)).toBe('3 / 15 Items Completed');
    expect(await percent(page)).toBe('20%');
    await t.close();
  });

  it('looks right on a 390 px phone', async () => {
    const t = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    const { page } = t;
    const welcome = await enter(page);
    await t.screenshot('demo-phone-welcome');
    await welcome.getByRole('button', { name: 'Enter Collaborative Workspace' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await t.screenshot('demo-phone');
    await openDecision(page, 'Rank the Q1 product roadmap');
    await t.screenshot('demo-phone-priority');
    await t.expectNoPageErrors();
    await t.close();
  });

  it('moves a visitor\'s completions to the account on signing in', async () => {
    const t = await openPage(browser, server.url);
    const { page } = t;
    await (await enter(page)).getByRole('button', { name: 'Enter Collaborative Workspace' }).click();
    await page.getByTestId('task-row').filter({ hasText: 'Hire two senior backend engineers' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark Complete' }).click();
    await expect.poll(() => progressText(page)).toBe('4 / 15 Items Completed');
    await expect.poll(() => page.getByText('Progress is kept for this browser session.').isVisible()).toBe(true);
    await signUp(t);
    await page.reload();
    await page.getByText('Your progress is saved to your account.').waitFor();
    await expect.poll(async () => (await (await page.request.get('/api/demo/progress')).json()).completedTasks.length).toBe(1);
    await expect.poll(() => progressText(page)).toBe('4 / 15 Items Completed');
    await t.expectNoPageErrors();
    await t.close();
  });

  it('keeps a signed-in person\'s progress on the server, apart from everyone else\'s', async () => {
    const ann = await openPage(browser, server.url);
    await signUp(ann);
    await (await enter(ann.page)).getByRole('button', { name: 'Enter Collaborative Workspace' }).click();
    await expect.poll(() => ann.page.getByText('Your progress is saved to your account.').isVisible()).toBe(true);
    await ann.page.getByTestId('task-row').filter({ hasText: 'Update the 13-week cash forecast' }).click();
    await ann.page.getByRole('dialog').getByRole('button', { name: 'Mark Complete' }).click();
    await expect.poll(() => progressText(ann.page)).toBe('4 / 15 Items Completed');

    // Another browser context with the same account (a new session cookie) sees it.
    const annCookies = await ann.context.cookies();
    const again = await openPage(browser, server.url);
    await again.context.addCookies(annCookies);
    await again.page.goto('/demo');
    await again.page.getByRole('button', { name: 'Enter Collaborative Workspace' }).click();
    await expect.poll(() => progressText(again.page)).toBe('4 / 15 Items Completed');

    // Someone else starts from the company's own state.
    const bob = await openPage(browser, server.url);
    await signUp(bob);
    await (await enter(bob.page)).getByRole('button', { name: 'Enter Collaborative Workspace' }).click();
    await expect.poll(() => progressText(bob.page)).toBe('3 / 15 Items Completed');

    // Reset clears it on the server.
    await again.page.getByRole('button', { name: 'Reset demo' }).click();
    await expect.poll(() => progressText(again.page)).toBe('3 / 15 Items Completed');
    await ann.page.reload();
    await expect.poll(() => progressText(ann.page)).toBe('3 / 15 Items Completed');
    for (const x of [ann, again, bob]) {
      await x.expectNoPageErrors();
      await x.close();
    }
  });
});

describe('/demo voice input', () => {
  let server: { url: string };
  let browser: Browser;
  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${SPEECH_WAV}%noloop`]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('records WAV, sends it to /api/transcribe and fills the input; says so when that fails or the microphone is refused', async () => {
    const t = await openPage(browser, server.url);
    const { page } = t;
    await countCapturedAudio(page);
    // What the page uploads: the form field, the file's type and its first bytes.
    await page.addInitScript(() => {
      const w = window as unknown as { __uploads: { type: string; head: string }[] };
      w.__uploads = [];
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        if (String(input).endsWith('/api/transcribe') && init?.body instanceof FormData) {
          const file = init.body.get('audio') as Blob;
          const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
          w.__uploads.push({ type: file.type, head: String.fromCharCode(...head) });
        }
        return original(input, init);
      };
    });
    await (await enter(page)).getByRole('button', { name: 'Enter Collaborative Workspace' }).click();
    const mic = page.getByRole('button', { name: 'Record a voice message' });
    const input = page.getByRole('textbox', { name: 'Message the AI Business Advisor' });

    await mic.click();
    const stop = page.getByRole('button', { name: 'Stop recording and transcribe' });
    await stop.waitFor();
    expect(await stop.getAttribute('aria-pressed')).toBe('true');
    // Let the recording hold a few seconds of speech.
    await waitForCapturedAudio(page, 4);
    await stop.click();
    await expect.poll(() => input.inputValue(), { timeout: 60_000 }).toMatch(/leisure|consider|power|john/i);
    const uploads = await page.evaluate(() => (window as unknown as { __uploads: { type: string; head: string }[] }).__uploads);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.type).toBe('audio/wav');
    expect(uploads[0]!.head).toMatch(/^RIFF.{4}WAVE$/s);

    // Transcription failure.
    await input.fill('');
    await page.route('**/api/transcribe', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal","message":"Something went wrong","error":"Something went wrong"}' }));
    await mic.click();
    await stop.waitFor();
    await stop.click();
    await expect.poll(() => input.inputValue(), { timeout: 30_000 }).toBe('Voice input failed. Please type your message.');
    await page.unroute('**/api/transcribe');
    await t.close();

    // Microphone refused.
    const denied = await openPage(browser, server.url);
    await denied.page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await (await enter(denied.page)).getByRole('button', { name: 'Enter Collaborative Workspace' }).click();
    await denied.page.getByRole('button', { name: 'Record a voice message' }).click();
    await expect
      .poll(() => denied.page.getByRole('textbox', { name: 'Message the AI Business Advisor' }).inputValue())
      .toBe('Microphone access denied. Please type your message.');
    await denied.expectNoPageErrors();
    await denied.close();
  });
});
