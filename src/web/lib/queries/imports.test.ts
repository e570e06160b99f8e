// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Import } from '../../../contract/worlds';
import { addImport, importKey, importLimitsKey, importsKey, refreshImportsAndWorlds, storeImport, useImport, useImports } from './imports';
import { worldsKey } from './worlds';

const imp = (id: string, status: Import['status']): Import =>
  ({ id, status, source: 'whatsapp', fileName: `${id}.zip`, counts: {}, notes: [], error: null }) as unknown as Import;

const invalidated = (qc: QueryClient, key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated ?? false;

/** A cache holding the list, two imports, the limits, a world query and an unrelated one, all fresh. */
function seeded() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  qc.setQueryData(importsKey, [imp('a', 'running'), imp('b', 'done')]);
  qc.setQueryData(importKey('a'), imp('a', 'running'));
  qc.setQueryData(importKey('b'), imp('b', 'done'));
  qc.setQueryData(importLimitsKey, { maxFileBytes: 1 });
  qc.setQueryData([...worldsKey, 'own', 'summary', ''], { dataPoints: 1 });
  qc.setQueryData(['workspaces'], []);
  return qc;
}

describe('imports in the query cache (shared by data sources and the Matrix client)', () => {
  it('a live import event updates its entry and its row in the list; while it runs nothing is re-read', () => {
    const qc = seeded();
    const progressed = { ...imp('a', 'running'), fileName: 'a (40%)' };
    storeImport(qc, progressed);
    expect(qc.getQueryData(importKey('a'))).toEqual(progressed);
    expect(qc.getQueryData<Import[]>(importsKey)?.map((i) => i.fileName)).toEqual(['a (40%)', 'b.zip']);
    expect(invalidated(qc, importsKey)).toBe(false);
    expect(invalidated(qc, [...worldsKey, 'own', 'summary', ''])).toBe(false);
  });

  it('an import that ended re-reads the imports and the worlds, and nothing else', () => {
    const qc = seeded();
    storeImport(qc, imp('a', 'failed'));
    expect(qc.getQueryData<Import>(importKey('a'))?.status).toBe('failed');
    for (const key of [importsKey, importKey('a'), importKey('b'), importLimitsKey, [...worldsKey, 'own', 'summary', '']]) {
      expect(invalidated(qc, key)).toBe(true);
    }
    expect(invalidated(qc, ['workspaces'])).toBe(false);
  });

  it('a new import (a Matrix room added to the world) is stored and only the list is re-read', () => {
    const qc = seeded();
    addImport(qc, imp('c', 'queued'));
    expect(qc.getQueryData<Import>(importKey('c'))?.status).toBe('queued');
    expect(invalidated(qc, importsKey)).toBe(true);
    expect(invalidated(qc, importKey('a'))).toBe(false);
    expect(invalidated(qc, importLimitsKey)).toBe(false);
  });

  it('a removal re-reads the imports and the worlds', async () => {
    const qc = seeded();
    await refreshImportsAndWorlds(qc);
    expect(invalidated(qc, importKey('b'))).toBe(true);
    expect(invalidated(qc, [...worldsKey, 'own', 'summary', ''])).toBe(true);
    expect(invalidated(qc, ['workspaces'])).toBe(false);
  });
});

describe('useImports and useImport read one cache', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const wrapperFor = (qc: QueryClient) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return createElement(QueryClientProvider, { client: qc }, children);
    };
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

  it('fetches GET /api/imports and GET /api/imports/:id, and what a live event stored is what the other screen shows', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fetchMock.mockImplementation(async (url) => (String(url) === '/api/imports' ? json({ imports: [imp('a', 'running')] }) : json(imp('a', 'running'))));
    const wrapper = wrapperFor(qc);
    const list = renderHook(() => useImports(), { wrapper });
    const one = renderHook(() => useImport('a'), { wrapper });
    await waitFor(() => expect(list.result.current.data).toHaveLength(1));
    await waitFor(() => expect(one.result.current.data?.status).toBe('running'));
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual(['/api/imports', '/api/imports/a']);

    // The data sources page's live handler stores an update; the Matrix room's import shows it.
    storeImport(qc, { ...imp('a', 'running'), fileName: 'renamed.zip' });
    await waitFor(() => expect(one.result.current.data?.fileName).toBe('renamed.zip'));
    expect(list.result.current.data?.[0]?.fileName).toBe('renamed.zip');
  });

  it('asks for nothing without an id', () => {
    const qc = new QueryClient();
    const one = renderHook(() => useImport(null), { wrapper: wrapperFor(qc) });
    expect(one.result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
