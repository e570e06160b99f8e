// @vitest-environment jsdom
/**
 * The plan rule on the page (#27, ADR 052): a Basic account with 6,000 data points imported
 * and 1,000 shown. The world shell shows the summary's coverage line (with the way to choose
 * what the 1,000 are), and the hub's cards count the shown data points, never the imported
 * ones.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORLD_KINDS, WORLD_LABELS, type WorldKind, type WorldSummary } from '../../../../contract/worlds';
import WorldsHubPage from './worlds-hub-page';

const NOTICE = 'Every figure here is of your newest 1,000 data points (6,000 imported) — Pro shows 10,000.';

/** Basic: 6,000 imported (5,400 messages, 500 photos, 100 location points), the newest 1,000 shown. */
const SUMMARY: WorldSummary = {
  plan: 'basic',
  limit: 1000,
  dataPoints: 6000,
  shown: 1000,
  notice: NOTICE,
  coverage: { rule: 'newest', shown: 1000, limit: 1000, text: 'of your newest 1,000 data points' },
  imported: { messages: 5400, photos: 500, points: 100 },
  people: 7,
  messages: 930,
  photos: 62,
  places: 4,
  events: 0,
  firstAt: '2024-01-03T10:00:00.000Z',
  lastAt: '2024-06-30T18:00:00.000Z',
  sources: ['whatsapp', 'photos'],
};

const USER = { id: '11111111-1111-4111-8111-111111111111', email: 'me@example.com', username: null, name: 'Me', provider: 'password', createdAt: '2024-01-01T00:00:00.000Z' };

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/auth/me') return Response.json({ user: USER });
      if (url.startsWith('/api/worlds/summary')) return Response.json(SUMMARY);
      // The rest of the hub (thumbnails, the owner question, settings, the plan panel) is not under test.
      return new Response(JSON.stringify({ code: 'not_found', message: 'Not found.', error: 'Not found.' }), { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderHub() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/worlds']}>
        <WorldsHubPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the plan rule on the worlds hub (Basic: 6,000 imported, 1,000 shown)', () => {
  it('the shell shows the summary’s coverage line and the way to choose what the 1,000 are', async () => {
    renderHub();
    const note = await screen.findByTestId('coverage-notice');
    expect(note.textContent).toContain(NOTICE);
    expect(note.textContent).toContain('of your newest 1,000 data points');
    expect(within(note).getByRole('link', { name: 'Choose what they are' }).getAttribute('href')).toBe('/worlds#plan-scope');
  });

  it('the cards count the shown data points, not the imported ones', async () => {
    renderHub();
    await screen.findByTestId('coverage-notice');
    // A world's card is the link that leads into it with its blurb and counts (the tab above says only its name).
    const card = (world: WorldKind) =>
      screen
        .getAllByRole('link')
        .find((a) => a.getAttribute('href') === `/worlds/${world}` && a.textContent !== WORLD_LABELS[world])!.textContent ?? '';
    expect(card('social')).toContain('7 people · 930 messages');
    expect(card('network')).toContain('7 people');
    expect(card('map')).toContain('4 places · 62 photos');
    expect(card('timeline')).toContain('1,000 data points');
    const cards = WORLD_KINDS.map(card);
    // Nothing on a card is of the 6,000 imported: not the total, nor the imported messages or photos.
    for (const text of cards) expect(text).not.toMatch(/6,000|5,400|500 photos/);
  });
});
