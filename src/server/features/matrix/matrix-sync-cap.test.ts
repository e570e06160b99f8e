/**
 * A /sync answer over its cap (16 MB, matrix-api.ts) stops the loop with a clear state
 * (#25 review): the same `since` would get the same answer, so polling again would only
 * download and drop 16 MB again, forever.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveHub } from '../../platform/live';
import { OutboundError } from '../../platform/outbound';
import type { PubSub } from '../../platform/pubsub';
import type { FetchFn } from './matrix-api';
import { createMatrixSync, type MatrixSync } from './matrix-sync';
import type { AccountRow, MatrixStore } from './matrix-store';

const noLive: LiveHub = { publishToUser: async () => {}, attach: () => {}, listen: async () => {}, size: () => 0, close: async () => {} };
const noPubSub: PubSub = { publish: async () => {}, subscribe: async () => async () => {}, onReconnect: () => {}, close: async () => {} };

describe('Matrix sync loop and a too-large answer', () => {
  let sync: MatrixSync | undefined;
  afterEach(() => sync?.stop());

  it('stops the loop and says why, instead of backing off and downloading it again', async () => {
    const account: AccountRow = { userId: 'u1', matrixUserId: '@a:hs', homeserverUrl: 'https://hs.example', token: 't', since: 's0' };
    let stopped!: (state: [string, string | null]) => void;
    const state = new Promise<[string, string | null]>((r) => (stopped = r));
    const store = {
      claim: async () => ['u1'],
      renew: async () => true,
      account: async () => account,
      setSyncState: async (_userId: string, _owner: string, s: string, error: string | null) => {
        if (s === 'token_invalid') stopped([s, error]);
      },
      applySync: async () => null,
      release: async () => {},
    } as unknown as MatrixStore;
    let polls = 0;
    // What the guard throws when the answer passes maxBytes.
    const fetch: FetchFn = async () => {
      polls++;
      throw new OutboundError('too_large');
    };
    sync = createMatrixSync({ store, live: noLive, pubsub: noPubSub, fetch, claimEveryMs: 3_600_000, backoffBaseMs: 1, backoffMaxMs: 1 });
    await sync.start();
    const [s, error] = await state;
    expect(s).toBe('token_invalid');
    expect(error).toBe('The homeserver hs.example sent an answer larger than this server reads (16 MB). Syncing stopped: connect again to start over.');
    await expect.poll(() => sync!.running()).toEqual([]);
    expect(polls).toBe(1);
  });
});
