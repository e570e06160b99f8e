import { describe, expect, it } from 'vitest';
import { MessageIdSchema } from '../../../../contract/worlds-ask';
import { decodeMessageId, encodeMessageId, END_MESSAGE_MICROS } from './message-id';

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
  it('refuses a time outside what PostgreSQL can store (after 9999), so a lookup is not found, never a database error', () => {
    const last = END_MESSAGE_MICROS - 1n;
    expect(new Date(Number(last / 1000n)).toISOString()).toBe('9999-12-31T23:59:59.999Z');
    expect(decodeMessageId(encodeMessageId(last, 1n))).toEqual({ atMicros: last, key: 1n });
    for (const at of [END_MESSAGE_MICROS, 2n ** 63n, 36n ** 14n - 1n]) expect(decodeMessageId(encodeMessageId(at, 1n)), String(at)).toBeNull();
    // The ids the review found: beyond a bigint, and beyond the timestamp range.
    expect(decodeMessageId('mzzzzzzzzzzzzzz.1')).toBeNull();
    expect(decodeMessageId('m1y2p0ij32e8e7.1')).toBeNull();
  });
});
