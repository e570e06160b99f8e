/**
 * Issue #27's story in the browser, as a person would click through it: sign up; import
 * three WhatsApp chats whose file names do not say who exported them (two group chats with
 * overlapping members and an iOS `_chat.txt`), in which one friend writes as "Maria" in one
 * chat and as "Maria2" in another and shares a location in Paris; answer "Which of these is
 * you?"; merge Maria2 into Maria from the identity inbox on /worlds/social; open Maria's
 * page and see the messages both ways and the change point (a busy year, then a few
 * messages) with the messages it cites; open the map and see the place named "Paris, France".
 * Screenshots at 1280 px and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, type TrackedPage } from './support/browser';
import { sharedBrowser, sharedServer, uniqueEmail } from './support/shared';
import { closeToasts as closeToastsOf } from './support/toasts';

const USER = { email: uniqueEmail('know-you.e2e'), password: 'who-am-i-in-my-chats' };
const ME = 'Sam Rivera';

const pad = (n: number) => String(n).padStart(2, '0');
/** An Android-style WhatsApp line: `DD/MM/YYYY, HH:MM - Author: text`. */
const line = (y: number, m: number, d: number, hh: number, mm: number, author: string, text: string) => `${pad(d)}/${pad(m)}/${y}, ${pad(hh)}:${pad(mm)} - ${author}: ${text}`;

const BUSY = ['Dinner at the tram stop at 8?', 'Did you see the match last night?', 'Sending you the recipe now', 'Running late, save me a seat', 'Movie on Friday?'];
const REPLY = ['Yes, see you there', 'Ha, what a finish', 'Thanks, looks delicious', 'No problem', 'Count me in'];

/** Maria and me: 20 exchanges a month through 2023 (a Paris trip in June), then one a month in 2024. */
function mariaChat(): { text: string; fromMaria: number; fromMe: number } {
  const lines: string[] = [];
  for (let m = 1; m <= 12; m++) {
    for (let d = 1; d <= 20; d++) {
      const i = m * 31 + d;
      lines.push(line(2023, m, d, 19, 0, 'Maria', `${BUSY[i % BUSY.length]} (${d}/${m})`));
      lines.push(line(2023, m, d, 19, 5 + (i % 20), ME, REPLY[i % REPLY.length]!));
    }
    if (m === 6) {
      lines.push(line(2023, 6, 24, 12, 0, 'Maria', 'location: https://maps.google.com/?q=48.8584,2.2945'));
      lines.push(line(2023, 6, 24, 12, 2, 'Maria', 'Under the Eiffel Tower, wish you were here'));
    }
  }
  for (let m = 1; m <= 6; m++) {
    lines.push(line(2024, m, 15, 20, 0, 'Maria', 'Long time no see, coffee some day?'));
    lines.push(line(2024, m, 16, 9, 30, ME, 'Sorry, busy with the move'));
  }
  return { text: lines.join('\n'), fromMaria: 12 * 20 + 2 + 6, fromMe: 12 * 20 + 6 };
}

/** A group chat: each member writes a few lines in the second half of 2023. */
function groupChat(title: string, members: string[]): string {
  const lines = [line(2023, 7, 21, 18, 0, members[0]!, `Welcome to ${title}!`)];
  for (let k = 0; k < 3; k++) {
    members.forEach((who, i) => lines.push(line(2023, 7 + k, 22 + i, 18, 10 + k, who, `${title}: ${BUSY[(i + k) % BUSY.length]}`)));
  }
  return lines.join('\n');
}

describe('Mnemo knows who you are, who is who and where you were (#27)', () => {
  let server: { url: string };
  let browser: Browser;
  let tab: TrackedPage;
  let page: Page;
  const maria = mariaChat();

  const shots = async (name: string) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await tab.screenshot(name);
    await page.setViewportSize({ width: 390, height: 844 });
    await tab.screenshot(`${name}-390`);
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  /** Closes the toasts shown (they would cover the screenshots), one by one with their Close button. */
  const closeToasts = () => closeToastsOf(page);

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

  it('signs up and imports three chats that do not say who exported them', async () => {
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
      { name: 'WhatsApp Chat with Weekend crew.txt', mimeType: 'text/plain', buffer: Buffer.from(groupChat('Weekend crew', ['Leo', ME, 'Ana', 'Maria2'])) },
      { name: 'WhatsApp Chat with Book club.txt', mimeType: 'text/plain', buffer: Buffer.from(groupChat('Book club', ['Ana', 'Leo', ME])) },
      // An iOS export's chat file, as unzipped: its name says nothing about either person.
      { name: '_chat.txt', mimeType: 'text/plain', buffer: Buffer.from(maria.text) },
    ]);
    await page.getByRole('heading', { name: 'Your world is ready' }).waitFor({ timeout: 90_000 });
    // The owner is a guess (the person in the most chats): the notice points to the question.
    const notice = page.getByRole('link', { name: /Which of these is you\?/ });
    await notice.waitFor();
    await tab.expectNoPageErrors();
    await notice.click();
    await page.waitForURL(/\/worlds#owner$/);
  });

  it('answers "Which of these is you?" with one click', async () => {
    const question = page.getByRole('heading', { name: 'Which of these is you?' });
    await question.waitFor();
    const candidates = page.getByRole('list', { name: 'People who could be you' });
    await expect.poll(() => candidates.getByRole('button').count()).toBeGreaterThan(1);
    await closeToasts(); // "Account created successfully!"
    await shots('worlds-know-you-owner');
    await candidates.getByRole('button', { name: new RegExp(ME) }).click();
    // Answered: the question goes and the world settings say who you are.
    await expect.poll(() => question.count()).toBe(0);
    await tab.expectNoPageErrors();
  });

  it('merges Maria2 into Maria from the identity inbox on /worlds/social', async () => {
    await page.goto('/worlds/social');
    await page.getByRole('heading', { name: 'Social & Emotional World', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Is this the same person?' }).waitFor();
    const card = page.getByTestId('identity-inbox').getByRole('listitem').filter({ hasText: 'Maria2' }).filter({ has: page.getByRole('button', { name: 'Merge' }) });
    await card.waitFor();
    await card.getByText('Maria', { exact: true }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await shots('worlds-know-you-inbox');
    await card.getByRole('button', { name: 'Merge' }).click();
    await page.getByText('Merged Maria2 into Maria').first().waitFor();
    await closeToasts();
    await expect.poll(() => card.count()).toBe(0);
    // One Maria in the Social world now.
    const world = page.getByRole('group', { name: /^Social world:/ });
    await expect.poll(() => world.getByRole('link', { name: /^Maria2: / }).count()).toBe(0);
    await world.getByRole('link', { name: /^Maria: / }).waitFor();
    await tab.expectNoPageErrors();
  });

  it("opens Maria's page: messages both ways and how it changed, with the cited messages", async () => {
    const world = page.getByRole('group', { name: /^Social world:/ });
    await world.getByRole('link', { name: /^Maria: / }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/worlds\/social\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Maria', level: 1 }).waitFor();
    const stat = (label: string) => page.locator(`xpath=//dl[@aria-label="At a glance"]//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
    // In the chats you share with her: the one-to-one chat and the Weekend crew (where she is Maria2, merged), 3 lines each of you there.
    await expect.poll(() => stat('Messages from Maria').textContent()).toBe(String(maria.fromMaria + 3));
    await expect.poll(() => stat('Messages from you').textContent()).toBe(String(maria.fromMe + 3));
    await expect.poll(() => page.getByText(/Mnemo does not know yet which participant is you/).count()).toBe(0);

    await page.getByRole('heading', { name: 'How it changed' }).waitFor();
    await page.getByText(/^From [A-Z][a-z]{2} 202[34] · messages$/).first().waitFor();
    const cited = page.getByRole('list', { name: /^Messages around [A-Z][a-z]{2} 202[34]$/ }).first();
    await expect.poll(() => cited.getByRole('listitem').count()).toBeGreaterThan(0);
    // Each cited message is one of the chat's own, with its author.
    const first = (await cited.getByRole('listitem').first().textContent()) ?? '';
    expect(first).toMatch(new RegExp(`^(Maria|${ME}) · `));
    expect([...BUSY, ...REPLY, 'Long time no see, coffee some day?', 'Sorry, busy with the move'].some((t) => first.includes(t))).toBe(true);
    await page.getByRole('img', { name: /^Messages per month/ }).waitFor();
    await shots('worlds-know-you-person');
    await tab.expectNoPageErrors();
  });

  it('opens the map and sees the shared location named "Paris, France"', async () => {
    await page.getByRole('navigation', { name: 'Worlds' }).getByRole('link', { name: 'Location Memory Map' }).click();
    await page.getByRole('heading', { level: 1, name: 'Location Memory Map' }).waitFor();
    const list = page.getByRole('region', { name: 'Most visited places' });
    const paris = list.getByRole('button', { name: /Paris, France/ });
    await paris.waitFor();
    await paris.click();
    await page.getByTestId('place-panel').getByRole('heading', { name: 'Paris, France' }).waitFor();
    await shots('worlds-know-you-map');
    await tab.expectNoPageErrors();
  });
});
