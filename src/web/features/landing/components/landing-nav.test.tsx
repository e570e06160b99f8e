// @vitest-environment jsdom
/**
 * The landing nav's 'Sign in with Google' shows only when GET /api/auth/providers says
 * Google works here (#25: on a server without Google it only produced an error toast).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthProviders } from '../../../../contract/auth';
import { LandingNav, VisitorActions } from './landing-nav';
import { SessionAccountActions } from './session-account-actions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's answers: the providers as given, nobody signed in. */
function serve(providers: AuthProviders) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    if (String(input).endsWith('/api/auth/providers')) return Response.json(providers);
    return Response.json({ code: 'unauthorized', message: 'Not signed in', error: 'Not signed in' }, { status: 401 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function mount() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <LandingNav Account={SessionAccountActions} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('landing nav, signed out', () => {
  it('has no Google button when the server says Google is not configured', async () => {
    const fetchMock = serve({ google: false, oidc: false });
    mount();
    // Generous: the first render of the file imports the nav's modules (seconds on a loaded machine).
    await screen.findByRole('link', { name: 'Get Started' }, { timeout: 10_000 });
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/api/auth/providers'))).toBe(true));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('shows it, a full navigation to /api/auth/google, when Google works', async () => {
    serve({ google: true, oidc: false });
    mount();
    expect((await screen.findByRole('link', { name: 'Sign in with Google' }, { timeout: 10_000 })).getAttribute('href')).toBe('/api/auth/google');
  });
});

describe('visitor actions (the landing island has no session hooks)', () => {
  it('link the ways in as plain anchors, Google only when the server said so', () => {
    render(<VisitorActions google={false} />);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/onboarding');
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).toBeNull();
    cleanup();
    render(<VisitorActions google />);
    expect(screen.getByRole('link', { name: 'Sign in with Google' }).getAttribute('href')).toBe('/api/auth/google');
  });
});
