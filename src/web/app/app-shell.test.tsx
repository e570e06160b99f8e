// @vitest-environment jsdom
/**
 * The signed-in app shell (issue 31): the header's places and account on every app page
 * for a signed-in person, its compact form on a full-screen tool, nothing for visitors or
 * on the public site's pages; the account menu and the phone menu, by keyboard too.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../contract/auth';
import { CURRENT_USER_KEY } from '../lib/session';
import { AppShell } from './app-shell';
import { APP_LINKS, currentAppLink, shellFormFor } from './app-nav';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const USER: PublicUser = {
  id: '6d0f3c1e-8a55-4a8e-9a57-1b2b3c4d5e6f',
  email: 'ada@example.com',
  username: null,
  name: 'Ada',
  provider: 'local',
  createdAt: '2025-05-02T00:00:00.000Z',
};

function mount(path: string, user: PublicUser | null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (String(input).endsWith('/api/auth/logout')) return Response.json({ ok: true });
    return Response.json({ code: 'unauthorized', message: 'Not signed in', error: 'Not signed in' }, { status: 401 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppShell>
          <p>page content</p>
        </AppShell>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetchMock, queryClient };
}

describe('which pages get the shell', () => {
  it('the app pages get the header, Business OS the compact form, the public site none', () => {
    for (const p of ['/', '/dashboard', '/settings', '/onboarding', '/worlds', '/worlds/timeline', '/worlds/social/p1', '/beta/activity', '/julia.ai/crm', '/demo', '/element', '/matrix-test', '/ai-exploration-game', '/nope']) {
      expect(shellFormFor(p), p).toBe('header');
    }
    expect(shellFormFor('/business-os')).toBe('compact');
    for (const p of ['/pricing', '/terms', '/privacy', '/refund', '/alumni', '/login', '/auth', '/test', '/worlds/shared/abc', '/pricing/']) {
      expect(shellFormFor(p), p).toBe('none');
    }
  });

  it('marks the current place, including the pages under it', () => {
    expect(currentAppLink('/worlds/sample/map')?.label).toBe('Worlds');
    expect(currentAppLink('/julia.ai/database')?.label).toBe('Julia');
    expect(currentAppLink('/settings')?.label).toBe('Dashboard');
    expect(currentAppLink('/')).toBeUndefined();
  });
});

describe('app header', () => {
  it('leads a signed-in person to Worlds, Ask, Dashboard, Business OS, Julia and Activity, with the email and Logout', async () => {
    mount('/dashboard', USER);
    // The first mount of the file loads the shell's lazy chunks cold: more than the default second on a busy machine.
    const header = await screen.findByTestId('app-header', undefined, { timeout: 10_000 });
    const nav = within(header).getByRole('navigation', { name: 'App' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Worlds', '/worlds'],
      ['Ask', '/worlds#ask'],
      ['Dashboard', '/dashboard'],
      ['Business OS', '/business-os'],
      ['Julia', '/julia.ai'],
      ['Activity', '/beta/activity'],
    ]);
    expect(APP_LINKS).toHaveLength(6);
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Worlds' }).getAttribute('aria-current')).toBeNull();
    const account = within(header).getByTestId('account');
    expect(account.textContent).toContain(USER.email);
    within(account).getByRole('button', { name: 'Logout' });
    expect(screen.getByText('page content')).toBeTruthy();
  });

  it('is not drawn for a visitor, nor on the public site for a signed-in person', () => {
    mount('/dashboard', null);
    expect(screen.queryByTestId('app-header')).toBeNull();
    screen.getByText('page content');
    cleanup();
    mount('/pricing', USER);
    expect(screen.queryByTestId('app-header')).toBeNull();
    screen.getByText('page content');
  });

  it('the account menu opens from the keyboard with Dashboard and Settings', async () => {
    mount('/worlds', USER);
    const trigger = await screen.findByRole('button', { name: /^Account menu:\s*ada@example\.com$/ });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(`Signed in as ${USER.email}`)).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => [m.textContent?.trim(), m.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['Settings', '/settings'],
    ]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('Logout signs out (POST /api/auth/logout) and the header goes with the user', async () => {
    const { fetchMock } = mount('/worlds', USER);
    const header = await screen.findByTestId('app-header');
    fireEvent.click(within(header).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.queryByTestId('app-header')).toBeNull());
    expect(fetchMock.mock.calls.some(([u, init]) => String(u).endsWith('/api/auth/logout') && init?.method === 'POST')).toBe(true);
    screen.getByText('page content');
  });

  it('keeps the page mounted (its state too) when the person signs out on it, so a guarded page sees the sign-out and goes home', async () => {
    const { queryClient } = mount('/settings', USER);
    const before = screen.getByText('page content');
    await screen.findByTestId('app-header');
    act(() => queryClient.setQueryData(CURRENT_USER_KEY, null));
    await waitFor(() => expect(screen.queryByTestId('app-header')).toBeNull());
    // The same node: React did not unmount and remount the page when the shell went away.
    expect(screen.getByText('page content')).toBe(before);
  });
});

describe('phone menu', () => {
  it('opens as a dialog with every place, the email and Logout; Escape closes it and focus returns to its button', async () => {
    mount('/beta/activity', USER);
    const open = await screen.findByRole('button', { name: 'Open menu' });
    open.focus();
    fireEvent.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(sheet).getByRole('navigation', { name: 'App' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(APP_LINKS.map((l) => l.label));
    expect(within(nav).getByRole('link', { name: 'Activity' }).getAttribute('aria-current')).toBe('page');
    const account = within(sheet).getByTestId('account-phone');
    expect(account.textContent).toContain(USER.email);
    within(account).getByRole('button', { name: 'Logout' });
    fireEvent.keyDown(sheet, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('choosing a place closes it', async () => {
    mount('/dashboard', USER);
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    fireEvent.click(within(sheet).getByRole('link', { name: 'Worlds' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is the compact form on Business OS: one floating Menu button, no header bar', async () => {
    mount('/business-os', USER);
    const launcher = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.getByTestId('app-header').hasAttribute('data-compact')).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'App' })).toBeNull();
    fireEvent.click(launcher);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    within(sheet).getByRole('link', { name: 'Business OS' });
  });
});

describe('/ by who is here', () => {
  it('shows a neutral loading state while the user loads (never the visitors’ pitch), then the signed-in home', { timeout: 30_000 }, async () => {
    const { createMemoryRouter, RouterProvider } = await import('react-router');
    const { routes } = await import('../routes');
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith('/api/auth/user')) return new Promise<Response>((r) => (answer = r));
        if (url.endsWith('/api/imports')) return Response.json({ imports: [] });
        return Response.json({ code: 'not_found', message: 'Not found', error: 'Not found' }, { status: 404 });
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />
      </QueryClientProvider>,
    );
    // Generous waits: the route table and the home's chunk are imported cold here (seconds on a loaded machine).
    await screen.findByText('Loading…', undefined, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'Join Waitlist' })).toBeNull();
    answer(Response.json(USER));
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' }, { timeout: 10_000 });
    await screen.findByTestId('app-header', undefined, { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'Join Waitlist' })).toBeNull();
  });
});
