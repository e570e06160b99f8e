// @vitest-environment jsdom
/**
 * The hub's Ask box: the app header's "Ask" leads to `/worlds#ask`, where the box (id `ask`)
 * opens the Ask panel on arrival; reached without the hash it stays closed until clicked.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AskButton } from './ask-button';

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      if (url.endsWith('/ask/examples')) return Response.json({ examples: ['Who do I write to most?'] });
      if (url === '/api/worlds/conversations') return Response.json({ conversations: [] });
      return new Response(JSON.stringify({ code: 'not_found', message: 'Not found.', error: 'Not found.' }), { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <AskButton source={{ kind: 'own' }} look="box" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('opens the Ask panel when the hub is reached at #ask, and the box carries the id the link names', async () => {
  renderAt('/worlds#ask');
  expect(await screen.findByRole('dialog', { name: 'Ask your world' }, { timeout: 10_000 })).toBeTruthy();
  expect(document.getElementById('ask')).toBeTruthy();
});

it('stays closed without the hash', async () => {
  renderAt('/worlds');
  expect(screen.getByRole('button', { name: /Ask your world/ }).id).toBe('ask');
  expect(screen.queryByRole('dialog')).toBeNull();
});
