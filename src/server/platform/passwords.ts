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

type Argon2Params = { readonly memoryCost: number; readonly timeCost: number; readonly parallelism: number };

/**
 * The test suite's cost (issue 31): 1 MiB, 1 pass. Production's costs ~37 ms of CPU per hash,
 * and the suite signs thousands of people up and in. Only a test run can choose it
 * (setPasswordCost); the tests of hashing itself choose production's.
 */
export const TEST_ARGON2_PARAMS = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

let active: Argon2Params = ARGON2_PARAMS;

/** Tests only (NODE_ENV=test): hash at the suite's cheap cost or at production's. Throws anywhere else. */
export function setPasswordCost(cost: 'test' | 'production'): void {
  if (process.env.NODE_ENV !== 'test') throw new Error('setPasswordCost is for the test suite only (NODE_ENV=test)');
  active = cost === 'test' ? TEST_ARGON2_PARAMS : ARGON2_PARAMS;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, active);
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
    return o.memoryCost !== active.memoryCost || o.timeCost !== active.timeCost || o.parallelism !== active.parallelism;
  } catch {
    return true;
  }
}

const dummyHashes = new Map<Argon2Params, Promise<string>>();
/**
 * Spends the same time as a real check when the account does not exist (or has no
 * password), so response time does not reveal which emails are registered.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  let dummy = dummyHashes.get(active);
  if (!dummy) dummyHashes.set(active, (dummy = hashPassword('not-a-real-password-0000')));
  await verifyPassword(await dummy, password);
}
