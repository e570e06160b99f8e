import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser } from './session';

const user = { id: '00000000-0000-4000-8000-000000000001', email: 'a@example.com', username: null, name: null, provider: 'local', createdAt: '2026-01-01T00:00:00.000Z' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetchCurrentUser (spec §7: /api/auth/user first, /api/auth/me as fallback)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the user from /api/auth/user without asking /api/auth/me', async () => {
    const fetchMock = vi.fn(async (_url: string) => json(200, user));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchCurrentUser()).toEqual(user);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(['/api/auth/user']);
  });

  it('is null when signed out (401), without a second request', async () => {
    const fetchMock = vi.fn(async () => json(401, { message: 'You need to sign in first.' }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchCurrentUser()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("reads the 401's body to its end, so the browser closes the request (signed-out pages reach network idle)", async () => {
    const answers: Response[] = [];
    vi.stubGlobal('fetch', vi.fn(async () => answers[answers.push(json(401, { message: 'You need to sign in first.' })) - 1]!));
    expect(await fetchCurrentUser()).toBeNull();
    expect(answers.map((r) => r.bodyUsed)).toEqual([true]);
  });

  it("reads the bodies of both refusals when it falls back to /api/auth/me", async () => {
    const answers: Response[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string) => answers[answers.push(json(url === '/api/auth/user' ? 404 : 403, { message: 'no' })) - 1]!));
    expect(await fetchCurrentUser()).toBeNull();
    expect(answers.map((r) => r.bodyUsed)).toEqual([true, true]);
  });

  it('falls back to /api/auth/me {user} when the first call fails otherwise', async () => {
    const fetchMock = vi.fn(async (url: string) => (url === '/api/auth/user' ? json(404, { message: 'nope' }) : json(200, { user })));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchCurrentUser()).toEqual(user);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(['/api/auth/user', '/api/auth/me']);
  });

  it('falls back to /api/auth/me when the first request cannot be made', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/auth/user') throw new TypeError('Failed to fetch');
      return json(401, { message: 'signed out' });
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchCurrentUser()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends credentials', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json(200, user));
    vi.stubGlobal('fetch', fetchMock);
    await fetchCurrentUser();
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });
});
