// @vitest-environment jsdom
/**
 * "A page never claims what is not built" (issue 9): every page listed as planned in
 * contract/pages.ts renders the in-development placeholder, and no other page does. The
 * list drives the "Coming soon" tags on links, so the two cannot drift apart.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPlannedPage, PAGE_PATHS } from '../contract/pages';
import { routes } from './routes';

afterEach(cleanup);

// Pages ask the server who is signed in and what it supports: answer "nobody".
vi.stubGlobal(
  'fetch',
  vi.fn(async () => new Response(JSON.stringify({ code: 'unauthorized', message: 'Sign in', error: 'Sign in' }), { status: 401 })),
);
vi.stubGlobal(
  'matchMedia',
  vi.fn(() => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} })),
);

vi.stubGlobal('scrollTo', vi.fn());

async function renderPath(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // The lazy page has arrived once it shows its own heading.
  await screen.findAllByRole('heading', { level: 1 });
}

const LAZY_PATHS = PAGE_PATHS.filter((p) => p !== '/' && p !== '/business-os' && p !== '/beta/activity');

describe('planned pages say they are in development, built pages do not', () => {
  it.each(LAZY_PATHS)('%s', async (path) => {
    await renderPath(path);
    expect(screen.queryAllByText(/In development/).length > 0).toBe(isPlannedPage(path));
  });
});
