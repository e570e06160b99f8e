import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('secret box', () => {
  const box = createSecretBox('a-server-secret-of-enough-length', 'matrix access tokens');
  it('round-trips, never shows the secret, and seals the same value differently each time', () => {
    const a = box.seal('syt_secret_token');
    expect(a).not.toContain('syt_secret_token');
    expect(box.open(a)).toBe('syt_secret_token');
    expect(box.seal('syt_secret_token')).not.toBe(a);
  });
  it('refuses values altered, sealed for another purpose or under another secret', () => {
    const a = box.seal('x');
    const parts = a.split('.');
    // The third part's first character changed (all six of its bits count; it was the
    // next-to-last before, compared against the last, so 1 seal in 64 went unchanged).
    const third = parts[2]!;
    const flipped = `${parts[0]}.${parts[1]}.${third[0] === 'A' ? 'B' : 'A'}${third.slice(1)}`;
    expect(flipped).not.toBe(a);
    expect(() => box.open(flipped)).toThrow();
    expect(() => createSecretBox('a-server-secret-of-enough-length', 'other').open(a)).toThrow();
    expect(() => createSecretBox('another-server-secret-0123456789', 'matrix access tokens').open(a)).toThrow();
    expect(() => box.open('garbage')).toThrow();
  });
  it('an app without a secret fails only when it seals', () => {
    const none = createSecretBox(undefined, 'p');
    expect(() => none.seal('x')).toThrow(/too short/);
  });
});
