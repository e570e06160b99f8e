// @vitest-environment jsdom
/**
 * The API Access dialog (#29): the name checked with the contract's own message before any
 * request, the new token shown once with the MCP URL and a client config, the list, and a
 * revoke that asks first (revoking the new token takes its secret off the screen).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessToken } from '../../../contract/access-tokens';
import AccessTokensDialog from './access-tokens-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SECRET = `mnemo_pat_${'Q'.repeat(43)}`;
const token = (over: Partial<AccessToken> = {}): AccessToken => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Claude Desktop',
  scope: 'world:read',
  prefix: 'mnemo_pat_QQQQ',
  createdAt: '2026-11-27T05:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...over,
});

/** A server with a token list the calls change, recording the calls. */
function serve() {
  let tokens: AccessToken[] = [];
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (url === '/api/access-tokens' && method === 'GET') return Response.json({ tokens });
      if (url === '/api/access-tokens' && method === 'POST') {
        const body = JSON.parse(String(init?.body)) as { name: string };
        const created = token({ name: body.name });
        tokens = [created, ...tokens];
        return Response.json({ token: created, secret: SECRET }, { status: 201 });
      }
      if (url.endsWith('/revoke') && method === 'POST') {
        tokens = tokens.map((x) => ({ ...x, revokedAt: '2026-11-27T06:00:00.000Z' }));
        return Response.json(tokens[0]);
      }
      return Response.json({ code: 'not_found', message: 'Not found', error: 'Not found' }, { status: 404 });
    }),
  );
  return calls;
}

function mount(onClose: () => void = () => undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AccessTokensDialog onClose={onClose} />
    </QueryClientProvider>,
  );
}

describe('AccessTokensDialog', () => {
  it('refuses an empty name with the contract’s message, without a request', async () => {
    const calls = serve();
    mount();
    await screen.findByText('None yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Name the token/);
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('shows the new token once with the MCP URL and a client config, then lists it', async () => {
    serve();
    mount();
    await screen.findByText('None yet.');
    expect(screen.getByText(`${window.location.origin}/api/mcp`)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New token’s name'), { target: { value: 'Claude Desktop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(((await screen.findByLabelText('Your new token')) as HTMLInputElement).value).toBe(SECRET);
    const config = screen.getByRole('region', { name: /MCP client config/ }).textContent ?? '';
    expect(JSON.parse(config)).toEqual({ mcpServers: { mnemo: { url: `${window.location.origin}/api/mcp`, headers: { Authorization: `Bearer ${SECRET}` } } } });
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Claude Desktop')).toBeTruthy();
    expect(within(list).getByText(/never used/)).toBeTruthy();
  });

  it('revokes only after the confirm', async () => {
    const calls = serve();
    mount();
    await screen.findByText('None yet.');
    fireEvent.change(screen.getByLabelText('New token’s name'), { target: { value: 'Cursor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Cursor' }));
    const confirm = screen.getByRole('group', { name: 'Revoke Cursor?' });
    expect(calls.some((c) => c.endsWith('/revoke'))).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Revoke Cursor?' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Cursor' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Revoke Cursor?' })).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(calls.filter((c) => c.endsWith('/revoke'))).toHaveLength(1);
    // The revoked token's secret and "is ready" are no longer shown.
    expect(screen.queryByLabelText('Your new token')).toBeNull();
    expect(screen.queryByText(/is ready/)).toBeNull();
  });

  it('closes on Escape', async () => {
    serve();
    const onClose = vi.fn();
    mount(onClose);
    fireEvent.change(await screen.findByLabelText('New token’s name'), { target: { value: 'Cursor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByLabelText('Your new token');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
