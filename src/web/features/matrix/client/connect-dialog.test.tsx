// @vitest-environment jsdom
/**
 * The connect dialog's first screen (issue 31): the three ways in; the password way sends
 * user id, password and the typed address to /api/matrix/login and shows the answer's
 * message; with the operator's homeserver (MATRIX_HOMESERVER_URL) it asks for no address.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectDialog } from './connect-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function mount(fixedHomeserver?: string) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    Response.json({ success: false, step: 'login', message: 'Wrong user name or password.' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onConnected = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ConnectDialog open onOpenChange={() => undefined} onConnected={onConnected} fixedHomeserver={fixedHomeserver} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetchMock, onConnected };
}

describe('ConnectDialog', () => {
  it('opens on the three ways in: an account, deploy your own (the Bridge Center), an access token', () => {
    mount();
    const ways = within(screen.getByRole('list', { name: 'Ways to connect' })).getAllByRole('listitem');
    expect(ways).toHaveLength(3);
    expect(within(ways[0]!).getByRole('button').textContent).toContain('I have a Matrix account');
    expect(within(ways[1]!).getByRole('link').getAttribute('href')).toBe('/matrix-test');
    expect(within(ways[2]!).getByRole('button').textContent).toContain('Advanced: use an access token');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('the password way posts user id, password and the typed address to /api/matrix/login and shows its message', async () => {
    const { fetchMock, onConnected } = mount();
    fireEvent.click(screen.getByRole('button', { name: /I have a Matrix account/ }));
    fireEvent.change(screen.getByLabelText('Matrix user ID'), { target: { value: '@alice:example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret words' } });
    fireEvent.change(screen.getByLabelText(/Homeserver address/), { target: { value: 'matrix.example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to Matrix' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong user name or password.');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/matrix/login');
    expect(JSON.parse(String(init!.body))).toEqual({ userId: '@alice:example.org', password: 'secret words', homeserverUrl: 'matrix.example.org' });
    expect(onConnected).not.toHaveBeenCalled();
    // The password field is emptied after an attempt.
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it("a bad address is refused beside its field, before any request", () => {
    const { fetchMock } = mount();
    fireEvent.click(screen.getByRole('button', { name: /I have a Matrix account/ }));
    fireEvent.change(screen.getByLabelText('Matrix user ID'), { target: { value: '@alice:example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.change(screen.getByLabelText(/Homeserver address/), { target: { value: 'ftp://matrix.example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to Matrix' }));
    expect(screen.getByRole('alert').textContent).toBe('A homeserver address looks like https://matrix.example.org');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("with the operator's homeserver it asks for no address and names the host", () => {
    mount('https://matrix.example.net');
    fireEvent.click(screen.getByRole('button', { name: /I have a Matrix account/ }));
    expect(screen.queryByLabelText(/Homeserver address/)).toBeNull();
    expect(screen.getByText('matrix.example.net')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Other ways' }));
    fireEvent.click(screen.getByRole('button', { name: /Advanced: use an access token/ }));
    expect(screen.getByLabelText('Access token')).toBeTruthy();
    expect(screen.queryByLabelText(/Homeserver address/)).toBeNull();
  });
});
