/**
 * /ai-exploration-game (issue 17) in Debian's Chromium against the built app: signed out the
 * sample world loads, a few steps with the keyboard reach a memory, the memory and the AI
 * guide's narration (with its engine) are shown, and the journal survives a reload (this
 * browser); at 390 px the on-screen pad walks; signed in, progress is kept on the account,
 * survives a reload and is reset.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { GameLevel, GameMemory, GameProgress } from '../../src/contract/game';
import { openPage } from './support/browser';
import { sharedBrowser, sharedServer } from './support/shared';

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();

/** The level as the page gets it, and the memory two steps east of the start (the first of the first place). */
async function levelOf(page: Page): Promise<{ level: GameLevel; first: GameMemory }> {
  const res = await page.request.get('/api/game/level');
  expect(res.status()).toBe(200);
  const level = (await res.json()) as GameLevel;
  const first = level.memories.find((m) => m.x === level.start.x + 2 && m.y === level.start.y);
  expect(first, 'a memory two steps east of the start').toBeDefined();
  return { level, first: first! };
}

async function open(page: Page) {
  await page.goto('/ai-exploration-game');
  await page.getByTestId('game-region').waitFor();
  await expect.poll(() => text(page, 'found-count')).toMatch(/ of \d+ memories found/);
}

async function expectFound(page: Page, memory: GameMemory, total: number, found = 1) {
  const card = page.getByTestId('memory-card');
  await card.getByRole('heading', { name: memory.title }).waitFor();
  await expect.poll(() => text(page, 'found-count')).toBe(`${found} of ${total} memories found`);
  // The guide's narration of the place, and the engine that wrote it (offline by default).
  await card.getByTestId('narration').waitFor();
  await expect.poll(async () => (await text(page, 'narration')).length).toBeGreaterThan(20);
  await expect.poll(() => card.getByTestId('engine-badge').innerText()).toContain('Offline analyst');
  await expect.poll(() => page.getByTestId('journal').innerText()).toContain(memory.title);
}

describe('/ai-exploration-game', () => {
  let server: { url: string };
  let browser: Browser;
  beforeAll(async () => {
    server = sharedServer();
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signed out: the sample world, walked with the keyboard to a memory and its narration, kept after a reload', { timeout: 180_000 }, async () => {
    const t = await openPage(browser, server.url);
    const { page } = t;
    await open(page);
    const { level, first } = await levelOf(page);
    await expect.poll(() => page.getByText('Sample world · synthetic data').count()).toBe(1);
    await expect.poll(() => text(page, 'found-count')).toBe(`0 of ${level.memories.length} memories found`);
    await expect.poll(() => page.getByTestId('game-canvas').getAttribute('aria-label')).toContain(`you are at ${level.locations[0]!.label}`);
    // The canvas drew the island (not a blank frame).
    // The first frame is drawn on an animation frame after the level arrives; under load that can
    // come after the count shows, so this waits for it instead of reading one instant.
    const drawn = () =>
      page.getByTestId('game-canvas').evaluate((c: HTMLCanvasElement) => {
        const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        const colours = new Set<number>();
        for (let i = 0; i < d.length; i += 4 * 97) colours.add((d[i]! << 16) | (d[i + 1]! << 8) | d[i + 2]!);
        return colours.size;
      });
    await expect.poll(drawn, { timeout: 30_000 }).toBeGreaterThan(10);
    await t.screenshot('game-desktop-start');

    // Two steps east with the arrow keys: the first memory.
    await page.getByTestId('game-region').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => text(page, 'game-status')).toMatch(/Near |You are at /);
    await page.keyboard.press('ArrowRight');
    await expectFound(page, first, level.memories.length);
    await expect.poll(() => text(page, 'game-status')).toContain(`Memory found at ${level.locations[0]!.label}`);
    await t.expectAccessible('/ai-exploration-game with a memory found');
    await t.screenshot('game-desktop-memory');

    // Back with WASD to the place's pin: the place and its memories.
    await page.keyboard.press('a');
    await page.keyboard.press('a');
    await expect.poll(() => text(page, 'game-status')).toContain(`You are at ${level.locations[0]!.label}`);
    await page.getByRole('heading', { name: level.locations[0]!.label, level: 2 }).waitFor();

    // Kept in this browser: after a reload the journal still has it.
    await expect.poll(() => text(page, 'save-state')).toBe('Progress saved in this browser');
    await page.reload();
    await open(page);
    // The saved progress can arrive after the level does: poll, do not read the first count shown.
    await expect.poll(() => text(page, 'found-count')).toBe(`1 of ${level.memories.length} memories found`);
    await expect.poll(() => page.getByTestId('journal').innerText()).toContain(first.title);
    await t.expectNoPageErrors();
    await t.close();
  });

  it('at 390 px the on-screen pad and a tap walk to memories; the places list travels without the map', { timeout: 180_000 }, async () => {
    const t = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    const { page } = t;
    await open(page);
    const { level, first } = await levelOf(page);
    await t.screenshot('game-phone-start');
    await page.getByRole('button', { name: 'Walk right' }).click();
    await page.getByRole('button', { name: 'Walk right' }).click();
    await expectFound(page, first, level.memories.length);
    await t.screenshot('game-phone-memory');

    // A tap on the map walks there: the memory two tiles west of the start, four steps away.
    const west = level.memories.find((m) => m.x === level.start.x - 2 && m.y === level.start.y)!;
    await page.getByTestId('game-canvas').scrollIntoViewIfNeeded();
    // The camera eases after the player: aim once it has arrived (under load it lagged a tile behind).
    await expect.poll(() => page.getByTestId('game-canvas').getAttribute('data-settled')).toBe('true');
    const box = (await page.getByTestId('game-canvas').boundingBox())!;
    const tile = box.width < 520 ? 28 : 34;
    // The camera as the canvas places it: on the player (now two tiles east of the start), held inside the map.
    const camera = (p: number, size: number, view: number) => (size * tile <= view ? (size * tile - view) / 2 : Math.max(0, Math.min(size * tile - view, p * tile + tile / 2 - view / 2)));
    const camX = camera(level.start.x + 2, level.width, box.width);
    const camY = camera(level.start.y, level.height, box.height);
    await page.mouse.click(box.x + west.x * tile + tile / 2 - camX, box.y + west.y * tile + tile / 2 - camY);
    await page.getByTestId('memory-card').getByRole('heading', { name: west.title }).waitFor();
    await expect.poll(() => text(page, 'found-count')).toBe(`2 of ${level.memories.length} memories found`);

    // Without the canvas: travel to another place and pick up its first memory from the list.
    const other = level.locations.find((l, i) => i > 0 && level.memories.some((m) => m.locationId === l.id))!;
    await page.getByRole('button', { name: `Travel to ${other.label}` }).click();
    await expect.poll(() => text(page, 'game-status')).toContain(`You travel to ${other.label}`);
    await page.getByRole('list', { name: `Memories at ${other.label}` }).getByRole('button', { name: 'Pick up' }).first().click();
    await expect.poll(() => text(page, 'found-count')).toBe(`3 of ${level.memories.length} memories found`);
    await page.getByTestId('memory-card').getByTestId('narration').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await t.expectNoPageErrors();
    await t.close();
  });

  it('signed in: progress saved on the account, kept after a reload, and reset', { timeout: 180_000 }, async () => {
    const t = await openPage(browser, server.url);
    const { page } = t;
    const email = `game-${crypto.randomBytes(5).toString('hex')}@example.com`;
    expect((await page.request.post('/api/auth/register', { data: { email, password: 'correct horse battery' } })).status()).toBe(201);
    await open(page);
    const { level, first } = await levelOf(page);
    // No places of their own yet: the sample world, and the page says why.
    expect(level.world).toBe('sample');
    await page.getByRole('note').filter({ hasText: 'Your world has no places yet' }).waitFor();
    await page.getByTestId('game-region').focus();
    await page.keyboard.press('d');
    await page.keyboard.press('d');
    await expectFound(page, first, level.memories.length);
    await expect.poll(() => text(page, 'save-state')).toBe('Progress saved to your account');
    await expect
      .poll(async () => ((await (await page.request.get('/api/game/progress?world=sample')).json()) as GameProgress).discovered)
      .toEqual([first.id]);
    await page.reload();
    await open(page);
    // The saved progress can arrive after the level does: poll, do not read the first count shown.
    await expect.poll(() => text(page, 'found-count')).toBe(`1 of ${level.memories.length} memories found`);
    await expect.poll(() => page.getByTestId('journal').innerText()).toContain(first.title);

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('button', { name: 'Reset game' }).click();
    await expect.poll(() => text(page, 'found-count')).toBe(`0 of ${level.memories.length} memories found`);
    await expect
      .poll(async () => ((await (await page.request.get('/api/game/progress?world=sample')).json()) as GameProgress).discovered)
      .toEqual([]);
    await t.expectNoPageErrors();
    await t.close();
  });
});
