/**
 * Ask your world (#29) in the browser, as a person would use it: sign up, import two
 * WhatsApp chats through the onboarding page, open Ask on /worlds, ask a question and see
 * its fact with the engine that wrote it, open the cited message in its chat (shown and
 * highlighted among the messages around it), then ask a follow-up ("And Marco?") and see
 * its fact; once at 1280 px (the panel a sheet on the right) and once at 390 px (the panel
 * the whole screen; after four questions its header, close button and question box are still
 * in place). Past conversations list both. On a sample world page, an example
 * question about photos: a photo chip opens the photo larger, a place chip opens the place on
 * the map. Screenshots at both widths.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ARTIFACTS, openPage, type TrackedPage } from './support/browser';
import { sharedBrowser, sharedServer, uniqueEmail } from './support/shared';
import { closeToasts as closeToastsOf } from './support/toasts';

const USER = { email: uniqueEmail('ask.e2e'), password: 'ask-my-world-anything' };

const pad = (n: number) => String(n).padStart(2, '0');
/** An Android-style WhatsApp line: `DD/MM/YYYY, HH:MM - Author: text`. */
const line = (y: number, m: number, d: number, hh: number, mm: number, author: string, text: string) => `${pad(d)}/${pad(m)}/${y}, ${pad(hh)}:${pad(mm)} - ${author}: ${text}`;

const PRIYA = ['Movie tonight?', 'The flat viewing went well', 'Call me when you land'];
const SAM_TO_PRIYA = ['Sure, 8pm', 'Great news about the flat', 'Will do'];
const SAM_TO_MARCO = ['Climbing on Saturday?', 'Bring the rope', 'Coffee after?'];
const MARCO = ['Yes, at the wall', 'Got it', 'Always'];

/** Priya writes first, on 1 March 2023, then 29 more times; Sam answers each. */
function priyaChat(): string {
  const lines: string[] = [];
  for (let i = 0; i < 30; i++) {
    const m = 3 + Math.floor(i / 10);
    const d = 1 + (i % 10) * 2;
    lines.push(line(2023, m, d, 18, 0, 'Priya', PRIYA[i % 3]!));
    lines.push(line(2023, m, d, 18, 10, 'Sam', SAM_TO_PRIYA[i % 3]!));
  }
  return lines.join('\n');
}

/** Sam writes first, on 2 May 2023, then Marco answers: 12 exchanges. */
function marcoChat(): string {
  const lines: string[] = [];
  for (let i = 0; i < 12; i++) {
    const m = 5 + Math.floor(i / 4);
    const d = 2 + (i % 4) * 5;
    lines.push(line(2023, m, d, 9, 30, 'Sam', SAM_TO_MARCO[i % 3]!));
    lines.push(line(2023, m, d, 9, 45, 'Marco', MARCO[i % 3]!));
  }
  return lines.join('\n');
}

describe('Ask your world in the browser (#29)', () => {
  let server: { url: string };
  let browser: Browser;
  let tab: TrackedPage;
  let page: Page;

  /** A screenshot of the viewport (the panel is fixed to it: a full-page shot would cut it off mid-page). */
  const shot = async (name: string) => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
  };

  /** Closes the toasts shown (they would cover the panel), one by one with their Close button. */
  const closeToasts = () => closeToastsOf(page);

  const panel = () => page.getByRole('dialog', { name: 'Ask your world' });
  const conversation = () => panel().getByRole('log', { name: 'Conversation' });
  /** The answer to `question`, once it is shown. */
  const answerTo = async (question: string): Promise<Locator> => {
    const turn = conversation().getByRole('article', { name: `Answer to: ${question}` });
    await turn.waitFor();
    return turn;
  };

  /** Types the question and presses Enter, as a person would. */
  const ask = async (question: string) => {
    const box = panel().getByRole('textbox', { name: 'Ask your world' });
    await box.fill(question);
    await box.press('Enter');
    return answerTo(question);
  };

  /** Opens Ask on /worlds, from the header's button or the hub's "Ask your world" box; the question box has the focus. */
  const openAsk = async (from: 'header' | 'hub') => {
    await page.goto('/worlds');
    await page.getByRole('heading', { name: 'Your worlds', level: 1 }).waitFor();
    await closeToasts();
    await page.getByRole('button', from === 'header' ? { name: 'Ask', exact: true } : { name: /^Ask your world/ }).click();
    await panel().waitFor();
    await expect.poll(() => panel().getByRole('textbox', { name: 'Ask your world' }).evaluate((el) => el === document.activeElement)).toBe(true);
  };

  /** Opens the turn's message citation in its chat and checks the cited message is shown, in view and highlighted. */
  const openCitedMessage = async (turn: Locator, chip: RegExp, text: string, which: 'first' | 'last' = 'first') => {
    const chips = turn.getByRole('list', { name: 'Sources of this answer' }).getByRole('button', { name: chip });
    const button = which === 'first' ? chips.first() : chips.last();
    await button.click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('list', { name: /^Messages in / }) });
    await dialog.waitFor();
    const cited = dialog.getByTestId('cited-message');
    await cited.waitFor();
    expect(await cited.getAttribute('aria-current')).toBe('true');
    expect(await cited.textContent()).toContain(text);
    await cited.getByText('Cited', { exact: true }).waitFor();
    // In view: inside the visible part of the scrolled list.
    const list = dialog.getByRole('list', { name: /^Messages in / });
    await expect
      .poll(async () => {
        const [box, frame] = await Promise.all([cited.boundingBox(), list.boundingBox()]);
        return !!box && !!frame && box.y >= frame.y - 1 && box.y + box.height <= frame.y + frame.height + 1;
      })
      .toBe(true);
    return { dialog, button };
  };

  /** Closes the message dialog with Escape; the focus goes back to the chip that opened it. */
  const closeMessage = async (dialog: Locator, button: Locator) => {
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
  };

  beforeAll(async () => {
    server = sharedServer();
    browser = await sharedBrowser();
    tab = await openPage(browser, server.url, { ignoreConsole: [/status of 401/] });
    page = tab.page;
    await page.setViewportSize({ width: 1280, height: 900 });
  });
  afterAll(async () => {
    await tab?.close();
    await browser?.close();
  });

  it('signs up and imports two chats', async () => {
    await page.goto('/onboarding');
    await page.getByRole('link', { name: 'Sign in to continue' }).click();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByLabel('Email').fill(USER.email);
    await page.getByLabel('Password', { exact: true }).fill(USER.password);
    await page.getByRole('form', { name: 'Sign up' }).getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Bring your world in' }).waitFor();

    await page.getByRole('button', { name: /^WhatsApp/ }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose files' }).click();
    await (
      await chooser
    ).setFiles([
      { name: 'WhatsApp Chat with Priya.txt', mimeType: 'text/plain', buffer: Buffer.from(priyaChat()) },
      { name: 'WhatsApp Chat with Marco.txt', mimeType: 'text/plain', buffer: Buffer.from(marcoChat()) },
    ]);
    await page.getByRole('heading', { name: 'Your world is ready' }).waitFor({ timeout: 90_000 });
    await tab.expectNoPageErrors();
  });

  it('at 1280 px: asks on /worlds, opens the cited message in its chat, asks a follow-up', async () => {
    await openAsk('header');
    // A sheet on the right, not the whole width.
    const box = await panel().boundingBox();
    expect(box && box.x > 600 && Math.round(box.x + box.width) === 1280).toBe(true);
    // Example questions from this world's own people.
    await panel().getByRole('heading', { name: 'Try asking' }).waitFor();
    await panel().getByRole('button', { name: /Priya|Marco/ }).first().waitFor();

    const first = await ask('When did I first message Priya?');
    await expect.poll(() => first.textContent()).toMatch(/1 March 2023|1 Mar 2023/);
    await first.getByTestId('ask-engine').getByText('Offline engine').waitFor();
    await shot('ask-answer');
    await tab.expectAccessible('the Ask panel with an answer');

    const { dialog, button } = await openCitedMessage(first, /^Open message in context: Priya · 1 Mar 2023 · Movie tonight\?/, 'Movie tonight?');
    await dialog.getByRole('heading', { name: 'Priya' }).waitFor();
    await dialog.getByRole('link', { name: /^Open Priya.s page$/ }).waitFor();
    await shot('ask-message-in-context');
    await tab.expectAccessible('a cited message in its chat');
    await closeMessage(dialog, button);

    const followUp = await ask('And Marco?');
    await expect.poll(() => followUp.textContent()).toMatch(/2 May 2023/);
    await followUp.getByTestId('ask-engine').getByText('Offline engine').waitFor();
    await followUp.getByRole('button', { name: /^Open message in context: Sam · 2 May 2023 · Climbing on Saturday\?/ }).waitFor();
    await shot('ask-follow-up');
    await tab.expectNoPageErrors();

    // Closing gives the focus back to Ask.
    await page.keyboard.press('Escape');
    await expect.poll(() => panel().count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Ask', exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('at 390 px: the panel fills the screen; asks, opens a citation, asks a follow-up', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAsk('hub');
    const box = await panel().boundingBox();
    expect(box && Math.round(box.x) === 0 && Math.round(box.width) === 390).toBe(true);

    const first = await ask('How many messages did Priya send?');
    await expect.poll(() => first.textContent()).toMatch(/\b30\b/);
    await first.getByTestId('ask-engine').getByText('Offline engine').waitFor();
    await shot('ask-answer-390');

    // The newest cited message: the messages before it fill the list, which scrolls to it.
    const { dialog, button } = await openCitedMessage(first, /^Open message in context: Priya · /, 'Priya', 'last');
    await shot('ask-message-in-context-390');
    await closeMessage(dialog, button);

    const followUp = await ask('And Marco?');
    await expect.poll(() => followUp.textContent()).toMatch(/\b12\b/);
    await followUp.getByRole('button', { name: /^Open message in context: Marco · / }).first().waitFor();
    await shot('ask-follow-up-390');
    await tab.expectNoPageErrors();

    // Four questions in: only the conversation scrolled; the panel's header, close button and question box stay put.
    await ask('Who do I write to most?');
    await ask('When did I first message Marco?');
    const close = panel().getByRole('button', { name: 'Close', exact: true });
    await expect
      .poll(async () => {
        const [closeBox, question, scrolled] = await Promise.all([
          close.boundingBox(),
          panel().getByRole('textbox', { name: 'Ask your world' }).boundingBox(),
          panel().evaluate((el) => el.scrollTop),
        ]);
        return !!closeBox && closeBox.y >= 0 && closeBox.y + closeBox.height <= 844 && !!question && question.y + question.height <= 844 && question.y > 844 / 2 && scrolled === 0;
      })
      .toBe(true);
    await shot('ask-four-questions-390');

    // Both conversations are kept: the one of 1280 px and this one.
    await panel().getByRole('button', { name: 'Past conversations' }).click();
    const history = panel().getByRole('region', { name: 'Past conversations' });
    await history.getByRole('button', { name: /^When did I first message Priya\?/ }).waitFor();
    await history.getByRole('button', { name: /^How many messages did Priya send\?/ }).waitFor();
    await tab.expectNoPageErrors();
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('on a sample world page: an example question about photos; a photo opens larger, a place opens on the map', async () => {
    await page.goto('/worlds/sample/social');
    await page.getByRole('heading', { name: 'Social & Emotional World', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    const example = panel().getByRole('region', { name: 'Try asking' }).getByRole('button', { name: /^How many photos are from / });
    await example.waitFor();
    const question = (await example.textContent()) ?? '';
    await example.click();
    const turn = await answerTo(question);
    await turn.getByTestId('ask-engine').getByText('Offline engine').waitFor();
    await turn.getByText('Sample', { exact: true }).waitFor();
    await shot('ask-sample-photos');

    const photo = turn.getByRole('button', { name: /^Open photo: / }).first();
    await photo.click();
    const big = page.getByRole('dialog').filter({ has: page.getByRole('img') }).last();
    await expect.poll(() => big.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => photo.evaluate((el) => el === document.activeElement)).toBe(true);

    await turn.getByRole('link', { name: / on the map$/ }).first().click();
    await page.waitForURL(/\/worlds\/sample\/map\?place=/);
    await page.getByTestId('place-panel').waitFor();
    await tab.expectNoPageErrors();
  });
});
