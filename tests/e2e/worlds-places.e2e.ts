/**
 * The Location Memory Map and the 4D Timeline in the browser: a new account imports photos
 * with GPS positions (Paris ×3, Rome, Berlin) and a WhatsApp chat sharing a location in
 * Berlin through the API; /worlds/map draws a non-empty map with a legend and counts, a
 * place opens its photos; /worlds/timeline narrows the period with the brush (keyboard and
 * mouse) and the map then shows fewer places. Screenshots at 1280 px and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Import } from '../../src/contract/worlds';
import { formatViolations, FAILING_IMPACTS, scanPage } from './support/a11y';
import { openPage, type TrackedPage } from './support/browser';
import { sharedBrowser, sharedServer, uniqueEmail } from './support/shared';
import { jpeg } from '../support/worlds';

const USER = { email: uniqueEmail('places.e2e'), password: 'places-and-times-of-mine' };
const CHAT = [
  '10/03/2024, 18:00 - Me: location: https://maps.google.com/?q=52.516300,13.377700',
  '10/03/2024, 18:05 - Lea: I see you at the gate!',
  '10/03/2024, 18:20 - Me: Brandenburg Gate at sunset',
].join('\n');

describe('the Location Memory Map and the 4D Timeline', () => {
  let server: { url: string };
  let browser: Browser;
  let tab: TrackedPage;
  let page: Page;

  const axe = async (where: string) => {
    const found = (await scanPage(page)).filter((v) => v.impact && FAILING_IMPACTS.includes(v.impact));
    expect(found, formatViolations(found, where)).toEqual([]);
  };
  const stat = (name: string) => page.locator(`xpath=//dt[normalize-space()="${name}"]/following-sibling::dd[1]`);

  async function importFile(name: string, mimeType: string, buffer: Buffer) {
    const res = await page.request.post(`${server.url}/api/imports`, { headers: { origin: server.url }, multipart: { file: { name, mimeType, buffer } } });
    expect(res.status(), await res.text()).toBe(202);
    const { id } = (await res.json()) as Import;
    await vi.waitFor(
      async () => {
        const status = ((await (await page.request.get(`${server.url}/api/imports/${id}`)).json()) as Import).status;
        if (status !== 'done') throw new Error(`import ${name}: ${status}`);
      },
      { timeout: 60_000, interval: 200 },
    );
  }

  beforeAll(async () => {
    server = sharedServer();
    browser = await sharedBrowser();
    tab = await openPage(browser, server.url, { ignoreConsole: [/status of 401/] });
    page = tab.page;
    await page.goto('/');
    const reg = await page.request.post(`${server.url}/api/auth/register`, { headers: { origin: server.url }, data: USER });
    expect(reg.status(), await reg.text()).toBe(201);
    const photos: [string, string, [number, number]][] = [
      ['IMG_PARIS_1.jpg', '2023:05:02 10:00:00', [48.8584, 2.2945]],
      ['IMG_PARIS_2.jpg', '2023:05:02 11:00:00', [48.8586, 2.2947]],
      ['IMG_PARIS_3.jpg', '2023:05:03 09:30:00', [48.8583, 2.2944]],
      ['IMG_ROME.jpg', '2023:08:14 17:00:00', [41.8902, 12.4922]],
      ['IMG_BERLIN.jpg', '2024:03:10 18:10:00', [52.5164, 13.3779]],
    ];
    const colors = ['#c0392b', '#2980b9', '#27ae60', '#f39c12', '#8e44ad'];
    for (const [i, [name, takenAt, at]] of photos.entries()) {
      await importFile(name, 'image/jpeg', await jpeg({ color: colors[i]!, takenAt, at }));
    }
    await importFile('WhatsApp Chat with Lea.txt', 'text/plain', Buffer.from(CHAT));
  });
  afterAll(async () => {
    await tab?.close();
    await browser?.close();
  });

  it('/worlds/map draws every place on an offline map with a legend and counts; a place opens its photos', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/worlds/map');
    await page.getByRole('heading', { level: 1, name: 'Location Memory Map' }).waitFor();
    const canvas = page.getByTestId('map-canvas');
    await canvas.waitFor();
    // Paris (3 photos), Rome (1), Berlin (a photo 20 m from the shared location, and the share).
    await expect.poll(() => stat('Places').textContent()).toBe('3');
    await expect.poll(() => stat('Data points there').textContent()).toBe('6');
    await page.getByRole('group', { name: 'Legend' }).getByText('Shared locations and visits').waitFor();
    // The canvas is drawn: land, sea and markers give many colours (nothing was fetched for it).
    await expect
      .poll(() =>
        canvas.evaluate((c: HTMLCanvasElement) => {
          const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
          const colours = new Set<number>();
          for (let i = 0; i < d.length; i += 16) colours.add((d[i]! << 16) | (d[i + 1]! << 8) | d[i + 2]!);
          return colours.size;
        }),
      )
      .toBeGreaterThan(20);
    const list = page.getByRole('region', { name: 'Most visited places' });
    await expect.poll(() => list.getByRole('button').count()).toBe(3);
    await tab.screenshot('worlds-map');
    // The heat map toggle: pressed, its own legend; pressed again, the markers are back.
    const heat = page.getByRole('button', { name: 'Heat map' });
    await heat.click();
    await expect.poll(() => heat.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Fewer → more data points').waitFor();
    await tab.screenshot('worlds-map-heat');
    await heat.click();
    await page.getByRole('group', { name: 'Legend' }).getByText('Shared locations and visits').waitFor();

    // Keyboard: the map frame takes focus and zooms with +.
    await page.getByRole('group', { name: /Map of 3 places/ }).focus();
    await page.keyboard.press('+');
    await page.keyboard.press('ArrowLeft');

    await list.getByRole('button').first().click();
    const panel = page.getByTestId('place-panel');
    // Places are named offline by their city (#27).
    await panel.getByRole('heading', { name: 'Paris, France' }).waitFor();
    const photos = panel.getByRole('list', { name: 'Photos taken here' }).getByRole('img');
    await expect.poll(() => photos.count()).toBe(3);
    await expect.poll(() => photos.evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).naturalWidth > 0).length)).toBe(3);
    await expect.poll(() => photos.first().getAttribute('alt')).toMatch(/^IMG_PARIS_1\.jpg/);
    await tab.screenshot('worlds-map-place');
    await axe('/worlds/map with a place open');

    // Berlin: its photo and the chat's messages around the share, in time order.
    await panel.getByRole('button', { name: 'Close the place' }).click();
    await list.getByRole('button', { name: /Berlin, Germany/ }).click();
    const messages = panel.getByRole('list', { name: 'Messages from or about this place' }).getByRole('listitem');
    await expect.poll(() => messages.allTextContents()).toEqual([
      expect.stringMatching(/Me in Lea · shared this location/),
      expect.stringMatching(/Lea in Lea · within an hour of the share.*I see you at the gate!/),
      expect.stringMatching(/Me in Lea · within an hour of the share.*Brandenburg Gate at sunset/),
    ]);
    // Renamed in place, the name shows in the panel and the list.
    await panel.getByRole('button', { name: 'Rename Berlin, Germany' }).click();
    await panel.getByLabel(/Name this place/).fill('  Brandenburg Gate  ');
    await panel.getByRole('button', { name: 'Save the name' }).click();
    await panel.getByRole('heading', { name: 'Brandenburg Gate' }).waitFor();
    await expect.poll(() => panel.getByText('Berlin, Germany').count()).toBe(1);
    await page.getByText('Place names: GeoNames, CC BY 4.0').waitFor();
    await tab.screenshot('worlds-map-renamed');
    await page.setViewportSize({ width: 390, height: 844 });
    await tab.screenshot('worlds-map-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await panel.getByRole('button', { name: 'Close the place' }).click();
    await list.getByRole('button', { name: /Brandenburg Gate/ }).waitFor();
    await tab.expectNoPageErrors();
  });

  it('/worlds/timeline narrows the period with the brush, and the map then shows fewer places', async () => {
    await page.goto('/worlds/timeline');
    await page.getByRole('heading', { level: 1, name: '4D Timeline' }).waitFor();
    await page.getByTestId('timeline-chart').waitFor();
    await page.getByRole('heading', { name: 'All time' }).waitFor();
    // The timeline's Places figure counts the places the map counts (#27: it read 0 while the map showed 3).
    const timelinePlaces = () => page.locator('dl[aria-label="In this period"] > div', { hasText: 'Places' }).locator('dd').textContent();
    await expect.poll(timelinePlaces).toBe('3');
    await tab.screenshot('worlds-timeline');

    // Keyboard: the start slider jumps to the last bucket (the week of the Berlin trip).
    const start = page.getByRole('slider', { name: 'Period start' });
    await start.focus();
    await page.keyboard.press('End');
    await page.waitForURL(/from=.*&to=/);
    await page.getByText('Period:').waitFor();
    await expect.poll(() => page.getByRole('definition').first().textContent()).toBe('3'); // the chat's three messages
    await page.keyboard.press('ArrowLeft'); // one bucket earlier: still only Berlin
    await expect.poll(timelinePlaces).toBe('1'); // as the map below
    await tab.screenshot('worlds-timeline-brushed');
    await axe('/worlds/timeline with a period');

    // The tab keeps the period: the map has only Berlin now.
    await page.getByRole('navigation', { name: 'Worlds' }).getByRole('link', { name: 'Location Memory Map' }).click();
    await page.waitForURL(/\/worlds\/map\?from=.*&to=/);
    await expect.poll(() => stat('Places').textContent()).toBe('1');
    await expect.poll(() => stat('Data points there').textContent()).toBe('2');
    await page.getByTestId('map-canvas').waitFor();
    await tab.screenshot('worlds-map-period');

    // The mouse: drawing a period over the first half of the axis keeps Paris and Rome only.
    await page.goto('/worlds/timeline');
    const chart = page.getByTestId('timeline-chart').locator('svg');
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + box.height / 2); // left of the axis: its first instant
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await page.waitForURL(/from=.*&to=/);
    await page.getByRole('navigation', { name: 'Worlds' }).getByRole('link', { name: 'Location Memory Map' }).click();
    await expect.poll(() => stat('Places').textContent()).toBe('2');

    await page.goto('/worlds/timeline');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('timeline-chart').waitFor();
    await tab.screenshot('worlds-timeline-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await tab.expectNoPageErrors();
  });
});
