/**
 * Password hashing with Argon2id (memory-hard). Hashes are PHC strings that carry
 * their own parameters, so raising the cost later only needs `needsRehash` on sign-in.
 */
import { hash, parseOptions, verify } from '@node-rs/argon2';

/**
 * 64 MiB, 2 passes, 1 lane: above OWASP's minimum (19 MiB × 2) and RFC 9106's
 * memory level. The native hasher runs on libuv's thread pool (4 threads), which
 * also bounds the memory concurrent sign-ins can take (4 × 64 MiB).
 */
export const ARGON2_PARAMS = { memoryCost: 65_536, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

/** False for a wrong password or a malformed hash; never throws for either. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function needsRehash(passwordHash: string): boolean {
  try {
    const o = parseOptions(passwordHash);
    return (
      o.memoryCost !== ARGON2_PARAMS.memoryCost ||
      o.timeCost !== ARGON2_PARAMS.timeCost ||
      o.parallelism !== ARGON2_PARAMS.parallelism
    );
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check when the account does not exist (or has no
 * password), so response time does not reveal which emails are registered.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0000');
  await verifyPassword(await dummyHash, password);
}
