// @vitest-environment jsdom
/**
 * The login page's Google button shows only when GET /api/auth/providers says Google works
 * here (#25: on a server without Google it was shown and only produced an error toast).
 * The landing nav's: landing/components/landing-nav.test.tsx.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthProviders } from '../../../../contract/auth';
import { ExternalSignIn } from './external-sign-in';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's answers: the providers as given, nobody signed in. */
function serve(providers: AuthProviders) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/auth/providers')) return Response.json(providers);
    return Response.json({ code: 'unauthorized', message: 'Not signed in', error: 'Not signed in' }, { status: 401 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function mount() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ExternalSignIn next="/dashboard" />
    </QueryClientProvider>,
  );
}

describe('external sign-in buttons (/login, /auth)', () => {
  it('are hidden when the server says Google is not configured, and so is the divider to the email form', async () => {
    const fetchMock = serve({ google: false, oidc: false });
    mount();
    // The providers were asked and answered.
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/api/auth/providers'))).toBe(true));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('show when the server says Google works', async () => {
    serve({ google: true, oidc: false });
    mount();
    await screen.findByRole('button', { name: 'Continue with Google' });
    expect(screen.queryByRole('button', { name: 'Continue with single sign-on' })).toBeNull();
    expect(screen.getByRole('separator').textContent).toContain('or continue with email');
  });

  it('single sign-on alone shows its button without Google', async () => {
    serve({ google: false, oidc: true });
    mount();
    await screen.findByRole('button', { name: 'Continue with single sign-on' });
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });
});
