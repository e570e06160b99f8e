// @vitest-environment jsdom
/**
 * The page-ready marker the browser tests wait on: "true" only once the route's lazy chunk
 * is in, no query, mutation or API call is under way and no "Loading…" state is shown;
 * back to "false" on a navigation until the next page has settled.
 */
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Spinner } from '../ui/spinner';
import { apiRequest } from '../lib/api-client';
import { READY_QUIET_MS, ReadyMarker } from './ready-marker';

const ready = () => document.documentElement.dataset.ready;

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Holds "false" for four of the marker's quiet periods: it would have turned ready by then. */
async function staysNotReady() {
  await act(() => new Promise((r) => setTimeout(r, READY_QUIET_MS * 4)));
  expect(ready()).toBe('false');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.ready;
});

function mount(children: Parameters<typeof createMemoryRouter>[0][number]['children'], initial = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ReadyMarker />
            <Outlet />
          </>
        ),
        hydrateFallbackElement: null,
        children,
      },
    ],
    { initialEntries: [initial] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('ReadyMarker', () => {
  it("waits for the route's lazy chunk, then for the page's query", async () => {
    const chunk = deferred<{ Component: React.ComponentType }>();
    const answer = deferred<string>();
    function Page() {
      const q = useQuery({ queryKey: ['page'], queryFn: () => answer.promise });
      return <p>{q.data ?? 'waiting'}</p>;
    }
    mount([{ index: true, lazy: () => chunk.promise, HydrateFallback: () => <Spinner label="Loading…" /> }]);
    await staysNotReady();
    await act(async () => chunk.resolve({ Component: Page }));
    await screen.findByText('waiting');
    await staysNotReady();
    await act(async () => answer.resolve('here'));
    await screen.findByText('here');
    await waitFor(() => expect(ready()).toBe('true'));
  });

  it('is not ready while a "Loading…" state is on screen, even with nothing fetching', async () => {
    let show!: () => void;
    function Page() {
      const [shown, setShown] = useState(false);
      show = () => setShown(true);
      return shown ? <p>part</p> : <Spinner label="Loading…" />;
    }
    mount([{ index: true, Component: Page }]);
    await screen.findByText('Loading…');
    await staysNotReady();
    act(() => show());
    await screen.findByText('part');
    await waitFor(() => expect(ready()).toBe('true'));
  });

  it('is not ready while a mutation or a plain API call is under way', async () => {
    const mutationAnswer = deferred<void>();
    let mutate!: () => void;
    function Page() {
      const m = useMutation({ mutationFn: () => mutationAnswer.promise });
      mutate = () => m.mutate();
      return <p>page</p>;
    }
    mount([{ index: true, Component: Page }]);
    await waitFor(() => expect(ready()).toBe('true'));
    act(() => mutate());
    await waitFor(() => expect(ready()).toBe('false'));
    await staysNotReady();
    await act(async () => mutationAnswer.resolve());
    await waitFor(() => expect(ready()).toBe('true'));

    const fetchAnswer = deferred<Response>();
    vi.stubGlobal('fetch', vi.fn(() => fetchAnswer.promise));
    let call!: Promise<Response>;
    act(() => {
      call = apiRequest('GET', '/api/x');
    });
    await waitFor(() => expect(ready()).toBe('false'));
    await staysNotReady();
    await act(async () => {
      fetchAnswer.resolve(new Response('{}', { status: 200 }));
      await call;
    });
    await waitFor(() => expect(ready()).toBe('true'));
  });

  it('turns "false" on a navigation and "true" again once the next page has loaded', async () => {
    const chunk = deferred<{ Component: React.ComponentType }>();
    const router = mount([
      { index: true, Component: () => <p>home</p> },
      { path: 'next', lazy: () => chunk.promise },
    ]);
    await waitFor(() => expect(ready()).toBe('true'));
    act(() => void router.navigate('/next'));
    await waitFor(() => expect(ready()).toBe('false'));
    await staysNotReady();
    await act(async () => chunk.resolve({ Component: () => <p>next page</p> }));
    await screen.findByText('next page');
    await waitFor(() => expect(ready()).toBe('true'));
  });
});
