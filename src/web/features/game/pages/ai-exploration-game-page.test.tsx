// @vitest-environment jsdom
/**
 * The game page where no canvas can draw (jsdom): it says so and still plays — the arrow
 * keys walk to a memory, its narration and engine are shown, the journal and this
 * browser's saved progress have it, and the places list travels and picks memories up.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameLevel } from '../../../../contract/game';
import type { Narration } from '../../../../contract/worlds';
import { findPath } from '../game-logic';
import AiExplorationGamePage from './ai-exploration-game-page';

const LEVEL: GameLevel = {
  world: 'sample',
  notice: null,
  messagesShown: true,
  width: 24,
  height: 12,
  start: { x: 6, y: 5 },
  locations: [
    { id: 'home', label: 'Home', x: 6, y: 5, lat: 51.5, lon: -0.1, count: 40, firstAt: '2024-01-01T00:00:00.000Z', lastAt: '2024-03-01T00:00:00.000Z', people: ['Ana'] },
    { id: 'park', label: 'The Park', x: 16, y: 5, lat: 51.52, lon: -0.08, count: 5, firstAt: '2024-02-01T00:00:00.000Z', lastAt: '2024-02-01T00:00:00.000Z', people: [] },
  ],
  characters: [{ id: 'home:Ana', name: 'Ana', locationId: 'home', messages: 2, line: 'Thanks for tonight', x: 7, y: 6 }],
  memories: [
    { id: 'photo:p1', kind: 'photo', locationId: 'home', at: '2024-01-01T09:00:00.000Z', title: 'IMG_1.jpg', text: '', photoId: 'p1', x: 8, y: 5 },
    { id: 'message:park:2024-02-01T10:00:00.000Z', kind: 'message', locationId: 'park', at: '2024-02-01T10:00:00.000Z', title: 'Ana in Weekend Crew', text: 'Picnic at noon!', photoId: null, x: 18, y: 5 },
  ],
  roads: Array.from({ length: 11 }, (_, i) => ({ x: 6 + i, y: 5 })),
  scenery: [{ x: 6, y: 7, kind: 'tree' }],
};

const NARRATION: Narration = {
  text: 'Home holds 40 visits, photos and shares, from January to March.',
  title: 'Home',
  sentences: [{ text: 'Home holds 40 visits, photos and shares, from January to March.', citations: [] }],
  facts: [{ label: 'visits, photos and shares', value: 40 }],
  meta: { engine: 'offline', model: 'offline', engineLabel: 'Offline analyst', tokens: 'estimated', durationMs: 3, costUsd: 0, fallback: null },
};

const calls: string[] = [];
beforeEach(() => {
  calls.length = 0;
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/game/level?world=sample') return Response.json(LEVEL);
      if (url === '/api/worlds/sample/narrate') return Response.json(NARRATION);
      return new Response(JSON.stringify({ code: 'unauthorized', message: 'Sign in', error: 'Sign in' }), { status: 401 });
    }),
  );
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderGame() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/ai-exploration-game', Component: AiExplorationGamePage }], { initialEntries: ['/ai-exploration-game'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'AI Explorer Game' });
  return screen.findByTestId('game-region');
}

describe('the game without a canvas', () => {
  it('says the map cannot be drawn, and the keyboard still walks to a memory with its narration, kept in this browser', async () => {
    const region = await renderGame();
    expect(await screen.findByText(/This browser cannot draw the map/)).toBeTruthy();
    expect(screen.getByText('Sample world · synthetic data')).toBeTruthy();
    expect(screen.getByTestId('found-count').textContent).toBe('0 of 2 memories found');

    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(screen.getByTestId('game-status').textContent).toContain('Near Home.');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    const card = await screen.findByTestId('memory-card');
    expect(within(card).getByRole('heading', { name: 'IMG_1.jpg' })).toBeTruthy();
    expect((within(card).getByRole('img') as HTMLImageElement).getAttribute('src')).toBe('/api/worlds/sample/photos/p1/thumbnail');
    expect((await within(card).findByTestId('narration')).textContent).toContain(NARRATION.text);
    expect(within(card).getByTestId('engine-badge').textContent).toContain('Offline analyst');
    expect(screen.getByTestId('found-count').textContent).toBe('1 of 2 memories found');
    expect(screen.getByTestId('journal').textContent).toContain('IMG_1.jpg');
    expect(calls).toContain('POST /api/worlds/sample/narrate');

    // A tree blocks; the sea stops.
    fireEvent.keyDown(region, { key: 'a' });
    fireEvent.keyDown(region, { key: 'a' });
    fireEvent.keyDown(region, { key: 's' });
    fireEvent.keyDown(region, { key: 's' });
    expect(screen.getByTestId('game-status').textContent).toBe('A tree is in the way.');

    // Saved in this browser (anonymous), a moment after the last move.
    await vi.waitFor(() => expect(JSON.parse(window.localStorage.getItem('mnemo.game.v1.sample') ?? '{}')).toEqual({ discovered: ['photo:p1'], position: { x: 6, y: 6 } }));
    expect(calls.some((c) => c.startsWith('PUT'))).toBe(false);
  });

  it('travels by the places list and picks a memory up there; a reload restores it', async () => {
    await renderGame();
    fireEvent.click(screen.getByRole('button', { name: 'Travel to The Park' }));
    expect(screen.getByTestId('game-status').textContent).toContain('You travel to The Park. 1 memory to find here.');
    fireEvent.click(within(screen.getByRole('list', { name: 'Memories at The Park' })).getByRole('button', { name: 'Pick up' }));
    const card = await screen.findByTestId('memory-card');
    expect(within(card).getByText('“Picnic at noon!”')).toBeTruthy();
    await vi.waitFor(() => expect(window.localStorage.getItem('mnemo.game.v1.sample')).toContain('message:park:'));
    cleanup();

    await renderGame();
    await vi.waitFor(() => expect(screen.getByTestId('found-count').textContent).toBe('1 of 2 memories found'));
    expect(screen.getByTestId('journal').textContent).toContain('Picnic at noon!');
    await act(async () => {});
  });
});

describe('findPath', () => {
  it('walks around the tree and refuses the sea', () => {
    const path = findPath(LEVEL, { x: 5, y: 7 }, { x: 7, y: 7 })!;
    expect(path.at(-1)).toEqual({ x: 7, y: 7 });
    expect(path.some((p) => p.x === 6 && p.y === 7)).toBe(false);
    expect(path).toHaveLength(4);
    expect(findPath(LEVEL, LEVEL.start, { x: 1, y: 1 })).toBeNull();
  });
});
