/**
 * Business OS, second pass (issue #11), in Debian's Chromium: the conversation block
 * (every question with its answer and engine, kept across a reload), the mind map read
 * from the session (no two nodes overlap; a node says where it came from), blocks that
 * come to the front and stay there, "Tidy up", the phone layout, and a quiet notice when
 * answers cannot be read aloud.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, type TrackedPage } from './support/browser';
import { sharedServer } from './support/shared';

const Q1 = 'We have $40k MRR growing 8% monthly, burn $90k and 14 months of runway. Should we raise now or wait?';
const Q2 = 'Our NPS dropped from 52 to 31 after the price increase. Sarah Chen thinks the onboarding flow at Acme Corp is the problem.';

async function signUp(t: TrackedPage) {
  const email = `bos2-${crypto.randomBytes(5).toString('hex')}@example.com`;
  const res = await t.page.request.post('/api/auth/register', { data: { email, password: 'correct horse battery' } });
  expect(res.status()).toBe(201);
}

async function startWorking(page: Page) {
  await page.goto('/business-os');
  await page.getByRole('button', { name: 'Start Working' }).click();
  await page.getByRole('button', { name: /Investor Research/ }).click();
  await expect.poll(() => page.getByTestId('key-metrics').count(), { timeout: 15_000 }).toBe(1);
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();

async function waitSaved(page: Page) {
  await expect.poll(() => page.getByTestId('save-state').getAttribute('data-state'), { timeout: 15_000 }).toBe('saved');
}

async function ask(page: Page, question: string, answers: number) {
  const input = page.getByTestId('ask-input');
  await input.fill(question);
  await input.press('Enter');
  await expect.poll(() => text(page, 'count-ai'), { timeout: 30_000 }).toBe(String(answers));
}

type Box = { x: number; y: number; width: number; height: number };
async function boxes(locator: Locator): Promise<Box[]> {
  const out: Box[] = [];
  for (const el of await locator.all()) out.push((await el.boundingBox())!);
  return out;
}
function overlaps(list: Box[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < list.length; i++)
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i]!;
      const b = list[j]!;
      // Half a pixel of rounding is not an overlap.
      if (a.x + 0.5 < b.x + b.width && b.x + 0.5 < a.x + a.width && a.y + 0.5 < b.y + b.height && b.y + 0.5 < a.y + a.height) pairs.push([i, j]);
    }
  return pairs;
}

const zIndex = (page: Page, id: string) => page.locator(`[data-block-id="${id}"]`).evaluate((el) => Number(getComputedStyle(el).zIndex));

describe('Business OS, second pass', () => {
  let server: { url: string };
  let browser: Browser;
  beforeAll(async () => {
    server = sharedServer();
    browser = await launchBrowser(['--autoplay-policy=no-user-gesture-required']);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps both questions in the conversation with their engine across a reload; the mind map has no overlapping nodes', async () => {
    const t = await openPage(browser, server.url);
    await signUp(t);
    const { page } = t;
    await startWorking(page);
    await ask(page, Q1, 1);
    await ask(page, Q2, 2);

    const conversation = page.getByTestId('conversation');
    const checkConversation = async () => {
      const turns = conversation.getByTestId('conversation-turn');
      await expect.poll(() => turns.count(), { timeout: 15_000 }).toBe(2);
      expect(await turns.nth(0).getByTestId('conversation-question').innerText()).toBe(Q1);
      expect(await turns.nth(1).getByTestId('conversation-question').innerText()).toBe(Q2);
      for (const i of [0, 1]) {
        expect((await turns.nth(i).getByTestId('conversation-answer').innerText()).length).toBeGreaterThan(10);
        const meta = await turns.nth(i).getByTestId('conversation-meta').innerText();
        await expect.poll(() => turns.nth(i).getByTestId('engine-badge').innerText()).toContain('Offline analyst');
        expect(meta).toMatch(/≈ [\d,]+ tokens/);
        expect(meta).toMatch(/\d+(\.\d)? (ms|s)\b/);
      }
    };
    await checkConversation();
    // The summary sums up the session rather than showing the last answer alone.
    await expect.poll(() => text(page, 'summary-headline'), { timeout: 15_000 }).toMatch(/^2 questions, 2 answers/);
    await expect.poll(() => page.getByTestId('summary-figures').count(), { timeout: 15_000 }).toBe(1);
    expect(await text(page, 'summary-figures')).toContain('MRR $40k');
    await t.screenshot('business-os-conversation');

    await waitSaved(page);
    await page.reload();
    await checkConversation();

    // The mind map: entities of the session, laid out with no two nodes overlapping.
    await page.getByRole('button', { name: 'Mindmap' }).click();
    const map = page.getByTestId('mind-map');
    const nodes = map.getByTestId('mind-map-node');
    await expect.poll(() => map.locator('[data-kind="metric"]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // Fitted into view once the nodes are drawn.
    await expect.poll(async () => (await boxes(nodes)).length, { timeout: 15_000 }).toBeGreaterThan(8);
    await page.waitForFunction(() => !document.querySelector('.react-flow__viewport')?.getAnimations().length);
    // More nodes can still be drawn after the first nine: wait for the two this test names.
    await expect.poll(async () => (await nodes.allInnerTexts()).join(' | ')).toMatch(/MRR/);
    await expect.poll(async () => (await nodes.allInnerTexts()).join(' | ')).toMatch(/Raise now or wait/);
    const labels = await nodes.allInnerTexts();
    expect(labels.join(' | ')).toMatch(/MRR/);
    expect(labels.join(' | ')).toMatch(/Raise now or wait/);
    for (const l of labels) expect(l).toMatch(/\p{L}{2,}/u);
    expect(overlaps(await boxes(nodes))).toEqual([]);
    await t.screenshot('business-os-mind-map');

    // From the keyboard too: a focused node opens its sources with Enter.
    await map.locator('.react-flow__node', { hasText: 'Raise now or wait' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('mind-map-source').innerText(), { timeout: 15_000 }).toContain('Should we raise now or wait?');
    // A node says where it came from, and leads back into the conversation.
    await map.locator('[data-kind="metric"]', { hasText: 'MRR' }).click();
    const source = page.getByTestId('mind-map-source');
    await expect.poll(() => source.count(), { timeout: 15_000 }).toBe(1);
    expect(await source.innerText()).toContain('$40k MRR');
    await t.screenshot('business-os-mind-map-source');
    await source.getByRole('button', { name: /\$40k MRR/ }).click();
    // The conversation scrolls to the question it came from.
    const shown = conversation.locator('[data-shown="true"]');
    await expect.poll(() => shown.count(), { timeout: 15_000 }).toBe(1);
    expect(await shown.getByTestId('conversation-question').innerText()).toBe(Q1);
    const scroller = (await page.locator('[data-block-id="conversation"] [data-block-scroll]').boundingBox())!;
    const at = (await shown.boundingBox())!;
    expect(at.y).toBeGreaterThanOrEqual(scroller.y - 1);
    expect(at.y).toBeLessThan(scroller.y + scroller.height);
    await t.expectNoPageErrors();
    await t.close();
  });

  it('brings the block you touch to the front and keeps it there after a reload; Tidy up uncovers every block', async () => {
    const t = await openPage(browser, server.url);
    await signUp(t);
    const { page } = t;
    await startWorking(page);
    const ids = ['live-transcript', 'current-summary', 'ai-metrics', 'conversation'];
    // Drag AI Metrics over Current Summary, then touch Current Summary: it is on top.
    const metrics = (await page.locator('[data-block-id="ai-metrics"] header').boundingBox())!;
    const summary = (await page.locator('[data-block-id="current-summary"]').boundingBox())!;
    await page.mouse.move(metrics.x + 60, metrics.y + 12);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(metrics.x + 60 + ((summary.x + 40 - metrics.x) * i) / 10, metrics.y + 12 + 30 * (i / 10));
    await page.mouse.up();
    expect(overlaps(await boxes(page.locator('[data-block-id="ai-metrics"], [data-block-id="current-summary"]')))).toHaveLength(1);
    await expect.poll(async () => (await zIndex(page, 'ai-metrics')) > (await zIndex(page, 'current-summary'))).toBe(true);
    await page.locator('[data-block-id="current-summary"] header h2').click();
    await expect.poll(async () => (await zIndex(page, 'current-summary')) > (await zIndex(page, 'ai-metrics')), { timeout: 15_000 }).toBe(true);
    await waitSaved(page);
    await page.reload();
    await expect.poll(() => page.locator('[data-block-id="current-summary"]').count(), { timeout: 15_000 }).toBe(1);
    await expect
      .poll(async () => {
        const others = await Promise.all(ids.filter((i) => i !== 'current-summary').map((i) => zIndex(page, i)));
        return (await zIndex(page, 'current-summary')) > Math.max(...others);
      })
      .toBe(true);

    await page.getByTestId('tidy-up').click();
    await expect.poll(async () => overlaps(await boxes(page.locator('[data-block-id]'))).length, { timeout: 15_000 }).toBe(0);
    await waitSaved(page);
    await page.reload();
    await expect.poll(() => page.locator('[data-block-id]').count(), { timeout: 15_000 }).toBe(5);
    expect(overlaps(await boxes(page.locator('[data-block-id]')))).toEqual([]);
    await t.screenshot('business-os-tidy');
    await t.expectNoPageErrors();
    await t.close();
  });

  it('says once, quietly, when answers cannot be read aloud, and turns voice output off from there', async () => {
    const t = await openPage(browser, server.url);
    await signUp(t);
    const { page } = t;
    let speechCalls = 0;
    await page.route('**/api/generate-audio', async (route) => {
      speechCalls++;
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 'unavailable', message: 'Speech is unavailable.' }) });
    });
    await startWorking(page);
    await expect.poll(() => page.getByTestId('speech-issue').count(), { timeout: 15_000 }).toBe(1);
    await ask(page, 'How long is our runway with $500k cash and $50k monthly burn?', 1);
    await ask(page, 'Should we hire a second engineer?', 2);
    expect(speechCalls).toBeGreaterThanOrEqual(3);
    // One notice, not a toast per failure.
    await expect.poll(() => page.getByTestId('speech-issue').count()).toBe(1);
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await expect.poll(() => page.locator('[data-radix-collection-item], li[role="status"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Turn voice output off' }).click();
    await expect.poll(() => page.getByTestId('speech-issue').count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => page.getByTestId('voice-output-toggle').getAttribute('aria-pressed')).toBe('false');
    const before = speechCalls;
    await ask(page, 'What should our next hire be?', 3);
    expect(speechCalls).toBe(before);
    await t.expectNoPageErrors();
    await t.close();
  });

  it('on a phone: one column of blocks, the input fixed at the bottom, the title whole', async () => {
    const t = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    await signUp(t);
    const { page } = t;
    await startWorking(page);
    await ask(page, Q1, 1);
    await expect.poll(() => page.locator('[data-layout="column"]').count()).toBe(1);
    await expect.poll(() => page.locator('[data-block-id]').count()).toBe(5);
    const blocks = await boxes(page.locator('[data-block-id]'));
    expect(blocks.length).toBe(5);
    for (const b of blocks) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(390);
      expect(b.width).toBeGreaterThan(340);
    }
    expect(overlaps(blocks)).toEqual([]);
    const bar = (await page.getByTestId('ask-input').boundingBox())!;
    expect(bar.y + bar.height).toBeGreaterThan(844 - 80);
    expect(bar.y + bar.height).toBeLessThanOrEqual(844);
    // Scrolling the blocks leaves the input where it is.
    await page.getByTestId('canvas').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    expect((await page.getByTestId('ask-input').boundingBox())!.y).toBe(bar.y);
    // The title is whole, not "Inv…".
    const title = page.getByTestId('session-title');
    await expect.poll(() => title.innerText()).toContain('Investor Research');
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await page.getByTestId('canvas').evaluate((el) => el.scrollTo(0, 0));
    // Nothing pushes the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect.poll(() => page.getByTestId('summary-figures').count(), { timeout: 15_000 }).toBe(1);
    await t.screenshot('business-os-phone');
    await t.expectNoPageErrors();
    await t.close();
  });
});
