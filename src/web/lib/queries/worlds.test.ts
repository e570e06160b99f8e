// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWorldSummary, worldsKey, type WorldSource } from './worlds';

describe('useWorldSummary (the worlds pages and the data sources dashboard)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ dataPoints: 3 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const render = (qc: QueryClient, source?: WorldSource) =>
    renderHook(() => useWorldSummary(source), {
      wrapper: ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: qc }, children),
    });
  const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

  it('reads each source’s summary from its own API', async () => {
    const qc = new QueryClient();
    for (const source of [undefined, { kind: 'sample' }, { kind: 'share', token: 'a/b' }] as const) {
      const hook = render(qc, source);
      await waitFor(() => expect(hook.result.current.data).toEqual({ dataPoints: 3 }));
    }
    expect(urls()).toEqual(['/api/worlds/summary', '/api/worlds/sample/summary', '/api/worlds/shared/a%2Fb/summary']);
  });

  it('two screens showing the own summary share one read, and an import that ended (worlds invalidated) re-reads it', async () => {
    const qc = new QueryClient();
    const dashboard = render(qc);
    const shell = render(qc, { kind: 'own' });
    await waitFor(() => expect(dashboard.result.current.data).toBeDefined());
    await waitFor(() => expect(shell.result.current.data).toBeDefined());
    expect(urls()).toEqual(['/api/worlds/summary']);

    await qc.invalidateQueries({ queryKey: worldsKey });
    expect(urls()).toEqual(['/api/worlds/summary', '/api/worlds/summary']);
  });
});
