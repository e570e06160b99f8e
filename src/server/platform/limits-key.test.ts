/** The one key generator of per-user request limits (#26): the keys the routes wrote by hand before. */
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { userOrIpKey } from './limits';

const signedIn = { user: { id: 'u-1' }, ip: '203.0.113.9' } as unknown as FastifyRequest;
const anonymous = { user: null, ip: '203.0.113.9' } as unknown as FastifyRequest;

describe('userOrIpKey', () => {
  it('keys a signed-in caller by user id, anyone else by address', () => {
    expect(userOrIpKey()(signedIn)).toBe('user:u-1');
    expect(userOrIpKey()(anonymous)).toBe('ip:203.0.113.9');
  });

  it('keeps a route’s own count apart under its prefix', () => {
    expect(userOrIpKey('pitch')(signedIn)).toBe('pitch:user:u-1');
    expect(userOrIpKey('investor-csv')(anonymous)).toBe('investor-csv:ip:203.0.113.9');
  });
});
