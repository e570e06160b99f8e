import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedis, type RunningRedis } from '../../../tests/support/redis';
import { openTestDatabase, testDbKind } from '../../../tests/support/test-db';
import type { Database } from '../db/client';
import { createLiveHub, type LiveHub } from './live';
import { createLiveAccess, type LiveAccess } from './live-access';
import { createPubSub, type PubSub } from './pubsub';
import { connectRedis, type RedisConnection } from './redis';
import { SESSIONS_CHANNEL } from './sessions';

/** A client that reads everything at once. */
function fastClient() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      chunks.push(chunk.toString());
      cb();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** A client that never reads: its first write never completes, the rest pile up. */
function stuckClient() {
  return new Writable({ highWaterMark: 1, write() {} });
}

describe.each([testDbKind(), 'redis'] as const)(`live hub, pub/sub on %s (database: ${testDbKind()})`, (backend) => {
  let database: Database;
  let redisServer: RunningRedis | undefined;
  let redis: RedisConnection | undefined;
  let pubsub: PubSub;
  let hub: LiveHub;
  let access: LiveAccess;
  /** Sessions the fake session store still has. */
  const liveSessions = new Set(['s1', 's2', 's4']);
  beforeAll(async () => {
    database = await openTestDatabase();
    if (backend === 'redis') {
      redisServer = await startRedis();
      redis = await connectRedis({ url: redisServer.url });
    }
    pubsub = createPubSub(database, undefined, redis);
  });
  afterEach(async () => {
    await hub?.close();
    await access?.close();
  });
  afterAll(async () => {
    await pubsub?.close();
    await redis?.close();
    await redisServer?.stop();
    await database?.close();
  });

  async function start(opts: { heartbeatMs?: number; maxBufferedBytes?: number } = {}) {
    access = createLiveAccess({ pubsub, sessionLive: async (id) => liveSessions.has(id) });
    await access.listen();
    hub = createLiveHub({ pubsub, access, ...opts });
    await hub.listen();
    return hub;
  }
  const activity = (message: string) =>
    ({
      type: 'activity',
      entry: { id: 'e', type: 'text', message, sharedWorkspaceId: null, metadata: {}, createdAt: new Date(0).toISOString() },
    }) as const;

  it('writes each event as an SSE frame to the clients of its user only', async () => {
    const h = await start();
    const [ada, ada2, bob] = [fastClient(), fastClient(), fastClient()];
    h.attach('ada', ada.stream);
    h.attach('ada', ada2.stream);
    h.attach('bob', bob.stream);
    await h.publishToUser('ada', activity('hello'));
    const frame = `event: activity\ndata: ${JSON.stringify(activity('hello'))}\n\n`;
    await vi.waitFor(() => expect(ada.text()).toContain(frame));
    await vi.waitFor(() => expect(ada2.text()).toContain(frame));
    await h.publishToUser('bob', activity('for bob'));
    await vi.waitFor(() => expect(bob.text()).toContain('for bob'));
    expect(bob.text()).not.toContain('hello');
    expect(ada.text()).toMatch(/^retry: 5000\n: connected\n\n/);
  });

  it('drops a client that does not read, and keeps delivering to the others', async () => {
    const h = await start({ maxBufferedBytes: 2000 });
    const fast = fastClient();
    const stuck = stuckClient();
    h.attach('ada', stuck);
    h.attach('ada', fast.stream);
    for (let i = 0; i < 10; i++) await h.publishToUser('ada', activity(`${i} ${'x'.repeat(500)}`));
    await vi.waitFor(() => expect(fast.text()).toContain('9 xxx'));
    expect(stuck.destroyed).toBe(true);
    expect(h.size()).toBe(1);
  });

  it('removes a client whose stream closed', async () => {
    const h = await start();
    const a = fastClient();
    h.attach('ada', a.stream);
    expect(h.size()).toBe(1);
    a.stream.destroy();
    await vi.waitFor(() => expect(h.size()).toBe(0));
  });

  it('sends a comment heartbeat', async () => {
    const h = await start({ heartbeatMs: 20 });
    const a = fastClient();
    h.attach('ada', a.stream);
    await vi.waitFor(() => expect(a.text()).toContain(': ping\n\n'));
  });

  it('refuses an event over the pub/sub payload limit before sending anything', async () => {
    const h = await start();
    const a = fastClient();
    h.attach('ada', a.stream);
    await expect(h.publishToUser('ada', activity('x'.repeat(10_000)))).rejects.toThrow(/too large/);
    await h.publishToUser('ada', activity('small'));
    await vi.waitFor(() => expect(a.text()).toContain('small'));
    expect(a.text()).not.toContain('xxxx');
  });

  it('ends the streams of a session that ended anywhere, with session_ended', async () => {
    const h = await start();
    const [mine, other, checked, kept] = [fastClient(), fastClient(), fastClient(), fastClient()];
    h.attach('ada', mine.stream, { sessionId: 's1' });
    h.attach('ada', other.stream, { sessionId: 's2' });
    h.attach('bob', checked.stream, { sessionId: 's3' });
    h.attach('bob', kept.stream, { sessionId: 's4' });
    await pubsub.publish(SESSIONS_CHANNEL, { kind: 'session', id: 's1' });
    await vi.waitFor(() => expect(mine.stream.writableEnded).toBe(true));
    expect(mine.text()).toContain('event: session_ended\ndata: {"type":"session_ended"}\n\n');
    // All of Bob's sessions changed (e.g. a password change): each stream checks its own.
    await pubsub.publish(SESSIONS_CHANNEL, { kind: 'user', userId: 'bob', exceptId: null });
    await vi.waitFor(() => expect(checked.stream.writableEnded).toBe(true));
    expect(other.stream.writableEnded).toBe(false);
    expect(kept.stream.writableEnded).toBe(false);
    expect(h.size()).toBe(2);
  });

  it('ends every stream on close', async () => {
    const h = await start();
    const a = fastClient();
    h.attach('ada', a.stream);
    await h.close();
    expect(a.stream.writableEnded).toBe(true);
    expect(h.size()).toBe(0);
  });
});
