/**
 * The social worlds in the browser, on chats and a photo imported through the API: the
 * Social & Emotional World draws everyone with a legend and counts, a person opens from it
 * by click and by keyboard, the relationship page shows its charts, the 3D view says it is
 * a Pro feature on Basic, and the Network Visualizer finds a person and focuses their
 * neighbourhood. Screenshots at desktop width and at 390 px.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { openPage, type TrackedPage } from './support/browser';
import { untilStill } from './support/ready';
import { sharedBrowser, sharedServer, uniqueEmail } from './support/shared';
import { jpeg } from '../support/worlds';

const FRIENDS = ['Cleo', 'Dan', 'Farah', 'Gustav', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lena'];
const CHEERFUL = ['I love this, wonderful day', 'Great news, so happy for you', 'That was amazing, thanks', 'Best concert ever, brilliant'];
const GLUM = ['Terrible traffic again, I hate it', 'Sad news about the flat', 'That is awful, sorry', 'Bad day, really annoyed'];
const PLAIN = ['See you at the beach on Friday', 'Rehearsal moved to the studio', 'Lunch near the station?', 'Sending the photos from the trip'];

/** A chat between me and one friend: `n` exchanges, one a few days apart, moods by friend. */
function oneToOne(friend: string, n: number, mood: string[]): string {
  const lines: string[] = [];
  let t = Date.UTC(2024, 0, 3, 9, 0);
  for (let i = 0; i < n; i++) {
    const d = new Date(t);
    const stamp = (m: number) => {
      const x = new Date(d.getTime() + m * 60_000);
      return `${String(x.getUTCDate()).padStart(2, '0')}/${String(x.getUTCMonth() + 1).padStart(2, '0')}/${x.getUTCFullYear()}, ${String(x.getUTCHours()).padStart(2, '0')}:${String(x.getUTCMinutes()).padStart(2, '0')}`;
    };
    lines.push(`${stamp(0)} - ${friend}: ${mood[i % mood.length]}`);
    lines.push(`${stamp(7 + (i % 5))} - Me: ${PLAIN[i % PLAIN.length]}`);
    t += (2 + ((i * 7) % 9)) * 86_400_000 + ((i * 37) % 600) * 60_000;
  }
  return lines.join('\n');
}

function group(title: string, members: string[]): string {
  const lines = [`01/02/2024, 19:00 - ${members[0]} created group "${title}"`];
  members.forEach((m, i) => lines.push(`01/02/2024, 19:${String(i + 1).padStart(2, '0')} - ${m}: ${PLAIN[i % PLAIN.length]}`));
  lines.push('01/02/2024, 19:30 - Me: Count me in');
  return lines.join('\n');
}

describe('the social worlds in the browser', () => {
  let server: { url: string };
  let browser: Browser;
  let tab: TrackedPage;
  let page: Page;

  const upload = async (name: string, buffer: Buffer, mimeType: string) => {
    const res = await page.request.post('/api/imports', { multipart: { file: { name, mimeType, buffer } }, headers: { origin: server.url } });
    expect(res.status(), await res.text()).toBe(202);
    const { id } = (await res.json()) as { id: string };
    await vi.waitFor(
      async () => expect(((await (await page.request.get(`/api/imports/${id}`)).json()) as { status: string }).status).toBe('done'),
      { timeout: 60_000, interval: 200 },
    );
  };
  const shots = async (name: string) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await tab.screenshot(name);
    await page.setViewportSize({ width: 390, height: 844 });
    await tab.screenshot(`${name}-390`);
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  beforeAll(async () => {
    server = sharedServer();
    browser = await sharedBrowser();
    tab = await openPage(browser, server.url, { ignoreConsole: [/status of 401/] });
    page = tab.page;
    const res = await page.request.post('/api/auth/register', { data: { email: uniqueEmail('social.e2e'), password: 'correct horse battery', name: 'Sam Social' } });
    expect(res.status()).toBe(201);
    expect((await page.request.put('/api/worlds/settings', { data: { timeZone: 'UTC' }, headers: { origin: server.url } })).status()).toBe(200);
    const chats: [string, string][] = FRIENDS.map((f, i) => [f, oneToOne(f, 18 - i * 2, i % 3 === 1 ? GLUM : i % 3 === 2 ? PLAIN : CHEERFUL)]);
    chats.push(['Band', group('Band', ['Cleo', 'Dan', 'Farah', 'Me'])], ['Climbing', group('Climbing', ['Hana', 'Ivo', 'Jun', 'Kai'])]);
    for (const [title, text] of chats) await upload(`WhatsApp Chat with ${title}.txt`, Buffer.from(text), 'text/plain');
    await upload('IMG_0001.jpg', await jpeg({ color: '#e94', takenAt: '2024:01:03 15:00:00' }), 'image/jpeg');
  }, 240_000);
  afterAll(async () => {
    await tab?.close();
    await browser?.close();
  });

  it('draws the Social world with a legend and counts, and opens a person by click', async () => {
    await page.goto('/worlds/social');
    await page.getByRole('heading', { name: 'Social & Emotional World', level: 1 }).waitFor();
    const world = page.getByRole('group', { name: /^Social world:/ });
    await world.waitFor();
    await expect.poll(() => world.locator('circle').count()).toBeGreaterThan(FRIENDS.length);
    await expect.poll(() => page.getByTestId('social-counts').textContent()).toMatch(/^9 people · \d+ messages/);
    await page.getByRole('heading', { name: 'Legend' }).waitFor();
    await page.getByText('Colour: mood of their messages').waitFor();
    // The 3D view is Pro's; Basic says so.
    await page.getByText(/The 3D view is part of Pro/).waitFor();
    expect(await page.getByRole('button', { name: '3D' }).isDisabled()).toBe(true);
    // Hover shows name, counts and the last message's date.
    const cleo = world.getByRole('link', { name: /^Cleo: / });
    await cleo.locator('circle').last().hover();
    const tip = page.getByRole('tooltip');
    await tip.getByText('Cleo', { exact: true }).waitFor();
    await tip.getByText(/19 messages/).waitFor();
    await tip.getByText(/Last message/).waitFor();
    await shots('worlds-social');
    await tab.expectNoPageErrors();

    await cleo.locator('circle').last().click();
    await page.waitForURL(/\/worlds\/social\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Cleo', level: 1 }).waitFor();
    for (const title of ['Messages per month', 'Mood per month', 'Busiest hours', 'Top topics', 'First and last message', 'Places you share', 'Photos of the days you talked']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    await page.getByRole('img', { name: /^Messages per month/ }).waitFor();
    await page.getByRole('img', { name: /^Mood of Cleo's messages per month/ }).waitFor();
    await page.getByRole('img', { name: /^Messages by hour of the day/ }).waitFor();
    await page.getByRole('img', { name: /^IMG_0001\.jpg/ }).waitFor();
    // The thumbnails load lazily: scrolled into view, as a person would (the app header moved them below the fold).
    await page.getByRole('img', { name: /^IMG_0001\.jpg/ }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByRole('img', { name: /^IMG_0001\.jpg/ }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByText('Cleo answers you in').waitFor();
    await shots('worlds-person');
    await tab.expectNoPageErrors();
  });

  it('opens a person from the Social world by keyboard', async () => {
    await page.goto('/worlds/social');
    const dan = page.getByRole('group', { name: /^Social world:/ }).getByRole('link', { name: /^Dan: / });
    await dan.waitFor();
    await dan.focus();
    await page.getByRole('tooltip').getByText('Dan', { exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/worlds\/social\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Dan', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Back to the Social world' }).click();
    await page.getByRole('group', { name: /^Social world:/ }).waitFor();
    await tab.expectNoPageErrors();
  });

  it('draws the network, finds a person and focuses their neighbourhood', async () => {
    await page.goto('/worlds/network');
    await page.getByRole('heading', { name: 'Network Visualizer', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('network-counts').textContent()).toMatch(/^10 people · \d+ links · \d+ communit/);
    const canvas = page.getByTestId('network-canvas');
    await expect.poll(() => canvas.locator('canvas').count()).toBeGreaterThan(0);
    // The drawing is not empty: many pixels of it are lit (points, links and names).
    await expect
      .poll(async () => {
        const { data, info } = await sharp(await canvas.screenshot()).raw().toBuffer({ resolveWithObject: true });
        let lit = 0;
        for (let i = 0; i < data.length; i += info.channels) if (data[i]! + data[i + 1]! + data[i + 2]! > 200) lit++;
        return lit;
      })
      .toBeGreaterThan(200);
    await page.getByRole('list', { name: 'Communities' }).waitFor();
    await shots('worlds-network');

    await page.getByRole('searchbox', { name: 'Search a person' }).fill('han');
    await page.getByRole('list', { name: 'Matching people' }).getByRole('button', { name: /^Hana/ }).click();
    await page.getByRole('heading', { name: 'Hana', level: 2 }).waitFor();
    const links = page.getByRole('list', { name: 'Connections of Hana' });
    await links.waitFor();
    // Hana shares the climbing group with Ivo, Jun and Kai, and her own chat with me.
    for (const name of ['Ivo', 'Jun', 'Kai', 'Me']) await links.getByRole('button', { name: new RegExp(`^${name}`) }).waitFor();
    await links.getByRole('button', { name: /^Ivo/ }).click();
    await page.getByRole('heading', { name: 'Ivo', level: 2 }).waitFor();
    // The camera's move to the neighbourhood, then links and names at rest: two frames alike.
    await untilStill(page);
    await shots('worlds-network-focus');
    await page.getByRole('button', { name: 'Show everyone' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Ivo', level: 2 }).count()).toBe(0);
    await tab.expectNoPageErrors();
  });
});
