import { describe, expect, it } from 'vitest';
import { MessageIdSchema } from '../../../../contract/worlds-ask';
import { decodeMessageId, encodeMessageId } from './message-id';

describe('message ids', () => {
  it('round-trips times and keys of both signs, and the contract accepts them', () => {
    for (const [at, key] of [
      [1_700_000_000_123_456n, 0n],
      [1_700_000_000_000_000n, -9_223_372_036_854_775_808n],
      [0n, 9_223_372_036_854_775_807n],
      [1_500_000_000_000_001n, -42n],
    ] as const) {
      const id = encodeMessageId(at, key);
      expect(MessageIdSchema.safeParse(id).success, id).toBe(true);
      expect(decodeMessageId(id)).toEqual({ atMicros: at, key });
    }
  });
  it('refuses what is not an id', () => {
    for (const bad of ['', 'x1.2', 'm.1', 'm1.', 'm1.2.3', 'mZZ.1', `m1.${(2n ** 64n).toString(36)}`]) expect(decodeMessageId(bad), bad).toBeNull();
  });
});
