/**
 * The Matrix sync loop is tied to its account through the live access registry (issue
 * 25, ADR 047): when the account is deleted on another instance, the loop stops at
 * once, aborting the long poll it holds with the user's Matrix token, instead of
 * polling until its lease runs out.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createLiveAccess, type LiveAccess } from '../../platform/live-access';
import type { LiveHub } from '../../platform/live';
import { processPubSub } from '../../../../tests/support/process-pubsub';
import { SESSIONS_CHANNEL } from '../../platform/sessions';
import type { FetchFn } from './matrix-api';
import { createMatrixSync, type MatrixSync } from './matrix-sync';
import type { AccountRow, MatrixStore } from './matrix-store';


const noLive: LiveHub = { publishToUser: async () => {}, attach: () => {}, listen: async () => {}, size: () => 0, close: async () => {} };

describe('Matrix sync loop and account deletion', () => {
  let sync: MatrixSync | undefined;
  let access: LiveAccess | undefined;
  afterEach(async () => {
    await sync?.stop();
    await access?.close();
  });

  it('stops the loop and aborts its long poll when the account goes on another instance', async () => {
    const { pubsub } = processPubSub();
    access = createLiveAccess({ pubsub, sessionLive: async () => false });
    await access.listen();
    let account: AccountRow | null = { userId: 'u1', matrixUserId: '@a:hs', homeserverUrl: 'https://hs.example', token: 't', since: 's0' };
    const store = {
      claim: async () => (account ? ['u1'] : []),
      renew: async () => Boolean(account),
      account: async () => account,
      setSyncState: async () => {},
      applySync: async () => null,
      release: async () => {},
    } as unknown as MatrixStore;
    let polling!: () => void;
    const polled = new Promise<void>((r) => (polling = r));
    let aborted!: () => void;
    const pollAborted = new Promise<void>((r) => (aborted = r));
    // A homeserver that holds the long poll until the request is aborted.
    const fetch: FetchFn = (_target, init) =>
      new Promise<Response>((_resolve, reject) => {
        polling();
        init?.signal?.addEventListener('abort', () => {
          aborted();
          reject(new Error('aborted'));
        });
      });
    sync = createMatrixSync({ store, live: noLive, pubsub, access, fetch, claimEveryMs: 3_600_000, pollTimeoutMs: 600_000 });
    await sync.start();
    await polled;
    expect(sync.running()).toEqual(['u1']);
    // Another instance deleted the account (its rows went by cascade) and told every instance.
    account = null;
    await pubsub.publish(SESSIONS_CHANNEL, { kind: 'user', userId: 'u1', exceptId: null });
    await pollAborted;
    expect(sync.running()).toEqual([]);
  });
});
