import { describe, expect, it } from 'vitest';
import { LoginBodySchema, RegisterBodySchema, safeNextPath } from './auth';

describe('safeNextPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/beta/activity?x=1#top', '/beta/activity?x=1#top'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    ['//evil.example/x'],
    ['https://evil.example'],
    ['javascript:alert(1)'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['dashboard'],
    ['/login'],
    ['/auth?next=/x'],
    ['/\tx'],
    [''],
    [undefined],
    [42],
  ])('refuses %j', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});

describe('auth form schemas (spec §5 messages)', () => {
  const first = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
    r.error?.issues.find((i) => i.path[0] === field)?.message;

  it('sign-in: invalid email and missing password', () => {
    const r = LoginBodySchema.safeParse({ email: '', password: '' });
    expect(first(r, 'email')).toBe('Invalid email address');
    expect(first(r, 'password')).toBe('Password is required');
  });

  it('sign-up: password at least 6 characters; username and name optional', () => {
    const r = RegisterBodySchema.safeParse({ email: 'x@y', password: '12345' });
    expect(first(r, 'email')).toBe('Invalid email address');
    expect(first(r, 'password')).toBe('Password must be at least 6 characters');
    expect(RegisterBodySchema.parse({ email: ' A@Example.com ', password: '123456' })).toEqual({
      email: 'a@example.com',
      password: '123456',
      username: null,
      name: null,
    });
  });
});
