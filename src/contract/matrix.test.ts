import { describe, expect, it } from 'vitest';
import { homeserverBase, MatrixLoginBodySchema, matrixServerName } from './matrix';

describe('homeserverBase: the address a person types, as the base the server calls', () => {
  it('adds https when there is no scheme and drops trailing slashes; keeps a port and a path', () => {
    expect(homeserverBase('matrix.example.org')).toBe('https://matrix.example.org');
    expect(homeserverBase(' https://matrix.example.org/ ')).toBe('https://matrix.example.org');
    expect(homeserverBase('http://127.0.0.1:8008//')).toBe('http://127.0.0.1:8008');
    expect(homeserverBase('https://example.org/matrix/')).toBe('https://example.org/matrix');
  });

  it('refuses what is not an http(s) base: other schemes, a user name, a query or fragment, nothing', () => {
    for (const bad of ['', '   ', 'ftp://matrix.example.org', 'https://me:pw@matrix.example.org', 'https://matrix.example.org/?x=1', 'https://m.example.org#/', 'javascript:alert(1)', 'https://']) {
      expect(homeserverBase(bad), bad).toBeNull();
    }
  });
});

describe('MatrixLoginBodySchema', () => {
  it('takes a full user id and a password kept as typed (spaces included); an empty homeserver means "find it"', () => {
    const ok = MatrixLoginBodySchema.parse({ userId: ' @alice:example.org ', password: ' two words ', homeserverUrl: '' });
    expect(ok).toEqual({ userId: '@alice:example.org', password: ' two words ', homeserverUrl: '' });
    expect(matrixServerName(ok.userId)).toBe('example.org');
    expect(matrixServerName('@bob:localhost:8448')).toBe('localhost:8448');
  });

  it('refuses a bare name, an empty password and an address that is not a homeserver base, with messages for people', () => {
    const r = MatrixLoginBodySchema.safeParse({ userId: 'alice', password: '', homeserverUrl: 'ftp://x' });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      userId: 'A Matrix user id looks like @name:example.org',
      password: 'A password is required',
      homeserverUrl: 'A homeserver address looks like https://matrix.example.org',
    });
  });
});
