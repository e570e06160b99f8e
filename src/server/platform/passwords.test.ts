import { afterEach, describe, expect, it } from 'vitest';
import { ARGON2_PARAMS, hashPassword, needsRehash, TEST_ARGON2_PARAMS, setPasswordCost, verifyPassword } from './passwords';

describe('password hashing', () => {
  afterEach(() => setPasswordCost('test'));

  it("hashes with production's Argon2id cost (64 MiB, 2 passes, 1 lane), verifies it and wants no rehash", async () => {
    setPasswordCost('production');
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=65536,t=2,p=1\$/);
    expect(ARGON2_PARAMS).toEqual({ memoryCost: 65_536, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse batterY')).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('asks for a rehash of a hash made at another cost, and of a malformed one; a malformed hash never verifies', async () => {
    setPasswordCost('test');
    const cheap = await hashPassword('pw-123456');
    expect(cheap).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${TEST_ARGON2_PARAMS.memoryCost},t=1,p=1\\$`));
    expect(needsRehash(cheap)).toBe(false);
    setPasswordCost('production');
    // Signing in with it at production's cost upgrades it (auth.service calls needsRehash).
    expect(needsRehash(cheap)).toBe(true);
    expect(await verifyPassword(cheap, 'pw-123456')).toBe(true);
    expect(needsRehash('not-a-hash')).toBe(true);
    expect(await verifyPassword('not-a-hash', 'pw-123456')).toBe(false);
  });

  it('lets only a test run choose the cost', () => {
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => setPasswordCost('test')).toThrow(/test suite only/);
    } finally {
      process.env.NODE_ENV = env;
    }
  });
});
