/**
 * The live access registry (ADR 047) on a pub/sub shared by two registries, as two
 * instances share one: what closes a connection, what only makes it ask again, and
 * that a write waiting on a re-check is refused once the answer is no.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveAccess, liveResource, type AccessCheck, type LiveAccess, type LiveCloseReason } from './live-access';
import { processPubSub } from '../../../tests/support/process-pubsub';
import { SESSIONS_CHANNEL } from './sessions';


/** A check whose answer the test sets, and which can be held open. */
function switchable(initial: readonly string[] | false) {
  let answer = initial;
  let gate: Promise<void> | undefined;
  // Reads the answer first, then waits: like a query that read the database before a change committed.
  const check: AccessCheck = async () => {
    const read = answer;
    await gate;
    return read;
  };
  return {
    check,
    set: (a: readonly string[] | false) => void (answer = a),
    hold() {
      let open!: () => void;
      gate = new Promise((r) => (open = r));
      return () => {
        gate = undefined;
        open();
      };
    },
  };
}

/** Lets the pub/sub deliver what was published. */
const delivered = () => new Promise((r) => setImmediate(r));

describe('live access registry', () => {
  const registries: LiveAccess[] = [];
  const live = new Set<string>();
  afterEach(async () => {
    await Promise.all(registries.splice(0).map((r) => r.close()));
    live.clear();
  });

  async function two() {
    const { pubsub, reconnect } = processPubSub();
    const make = async () => {
      const r = createLiveAccess({ pubsub, sessionLive: async (id) => live.has(id) });
      await r.listen();
      registries.push(r);
      return r;
    };
    return { a: await make(), b: await make(), pubsub, reconnect };
  }

  function conn(r: LiveAccess, userId: string, sessionId: string | null) {
    const closes: LiveCloseReason[] = [];
    let resolveClosed!: (reason: LiveCloseReason) => void;
    const closed = new Promise<LiveCloseReason>((r) => (resolveClosed = r));
    const handle = r.register({
      userId,
      sessionId,
      close: (reason) => {
        closes.push(reason);
        resolveClosed(reason);
      },
    });
    return { handle, closes, closed };
  }

  it('removing a user from a workspace closes their connections on its pages, on the other instance, and no one else’s', async () => {
    const { a, b } = await two();
    const bob = conn(b, 'bob', 's-bob');
    const ada = conn(b, 'ada', 's-ada');
    const bobElsewhere = conn(b, 'bob', 's-bob');
    expect(await bob.handle.admit(liveResource.outlinePage('p1'), async () => [liveResource.workspace('w1')])).toBe(true);
    expect(await ada.handle.admit(liveResource.outlinePage('p1'), async () => [liveResource.workspace('w1')])).toBe(true);
    expect(await bobElsewhere.handle.admit(liveResource.outlinePage('p2'), async () => [liveResource.workspace('w2')])).toBe(true);
    await a.revoke(liveResource.workspace('w1'), 'bob');
    expect(await bob.closed).toBe('access_revoked');
    expect(bob.handle.revoked).toBe(true);
    expect(await bob.handle.settled()).toBe(false);
    expect(ada.closes).toEqual([]);
    expect(bobElsewhere.closes).toEqual([]);
  });

  it('a sign-out anywhere closes the connections of that session; a user change asks whether each session is still live', async () => {
    const { b, pubsub } = await two();
    live.add('s2');
    const one = conn(b, 'bob', 's1');
    const two_ = conn(b, 'bob', 's2');
    const three = conn(b, 'bob', 's3');
    await pubsub.publish(SESSIONS_CHANNEL, { kind: 'session', id: 's1' });
    expect(await one.closed).toBe('session_ended');
    // A profile change: every session is still live (s3 is not asked: it made the change).
    await pubsub.publish(SESSIONS_CHANNEL, { kind: 'user', userId: 'bob', exceptId: 's3' });
    await delivered();
    expect(await two_.handle.settled()).toBe(true);
    // A password change from s3 ended s2.
    live.delete('s2');
    await pubsub.publish(SESSIONS_CHANNEL, { kind: 'user', userId: 'bob', exceptId: 's3' });
    expect(await two_.closed).toBe('session_ended');
    expect(three.closes).toEqual([]);
  });

  it('a session that simply runs out (nothing published) closes its connections at the next periodic check', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { pubsub } = processPubSub();
      const r = createLiveAccess({ pubsub, sessionLive: async (id) => live.has(id), sessionRecheckMs: 60_000 });
      await r.listen();
      registries.push(r);
      live.add('s-expiring');
      live.add('s-fresh');
      const expiring = conn(r, 'bob', 's-expiring');
      const fresh = conn(r, 'ada', 's-fresh');
      const loop = conn(r, 'bob', null);
      // Its expiry passes: the row is still there, but no longer live.
      live.delete('s-expiring');
      vi.advanceTimersByTime(60_000);
      expect(await expiring.closed).toBe('session_ended');
      expect(await fresh.handle.settled()).toBe(true);
      expect(fresh.closes).toEqual([]);
      expect(loop.closes).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a change of who may use a resource makes its holders ask again; a write waits for the answer and is refused when it is no', async () => {
    const { a, b } = await two();
    const bobCheck = switchable([liveResource.workspace('w1')]);
    const adaCheck = switchable([liveResource.workspace('w1')]);
    const bob = conn(b, 'bob', null);
    const ada = conn(b, 'ada', null);
    await bob.handle.admit(liveResource.outlinePage('p1'), bobCheck.check);
    await ada.handle.admit(liveResource.outlinePage('p1'), adaCheck.check);
    // The page moves to w2, where Ada is and Bob is not.
    bobCheck.set(false);
    adaCheck.set([liveResource.workspace('w2')]);
    const release = bobCheck.hold();
    await a.revoke(liveResource.outlinePage('p1'));
    await delivered();
    // Bob's write arrives while his re-check runs: it waits for the answer.
    let answered: boolean | undefined;
    const write = bob.handle.settled().then((ok) => (answered = ok));
    await delivered();
    expect(answered).toBeUndefined();
    release();
    expect(await write).toBe(false);
    expect(await bob.closed).toBe('access_revoked');
    expect(await ada.handle.settled()).toBe(true);
    // Ada now holds the page under its new workspace: leaving w2 reaches her, w1 does not.
    await a.revoke(liveResource.workspace('w1'), 'ada');
    await delivered();
    expect(ada.closes).toEqual([]);
    await a.revoke(liveResource.workspace('w2'), 'ada');
    expect(await ada.closed).toBe('access_revoked');
    expect(ada.closes).toEqual(['access_revoked']);
  });

  it('a revocation that arrives while a connection is being let in makes it ask again', async () => {
    const { a, b } = await two();
    const check = switchable([liveResource.workspace('w1')]);
    const bob = conn(b, 'bob', null);
    const release = check.hold();
    const admitted = bob.handle.admit(liveResource.outlinePage('p1'), check.check);
    // Removed while the first check (which read the old membership) is under way.
    check.set(false);
    await a.revoke(liveResource.workspace('w1'), 'bob');
    await delivered();
    release();
    expect(await admitted).toBe(false);
  });

  it('after the pub/sub reconnects (messages may be lost), every connection asks again', async () => {
    const { b, reconnect } = await two();
    live.add('s1');
    const check = switchable([]);
    const kept = conn(b, 'ada', 's1');
    const signedOut = conn(b, 'bob', 's2');
    const moved = conn(b, 'cy', 's1');
    await moved.handle.admit(liveResource.outlinePage('p1'), check.check);
    check.set(false);
    reconnect();
    expect(await signedOut.closed).toBe('session_ended');
    expect(await moved.closed).toBe('access_revoked');
    expect(await kept.handle.settled()).toBe(true);
    expect(kept.closes).toEqual([]);
  });

  it('refuses a malformed resource name before publishing', async () => {
    const { a } = await two();
    await expect(a.revoke('workspace:../x')).rejects.toThrow(/Invalid live resource/);
  });
});
