import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { startRedis, type RunningRedis } from '../../../tests/support/redis';
import { openTestDatabase, testDbKind } from '../../../tests/support/test-db';
import { createPubSub, MAX_PAYLOAD_BYTES, type PubSub } from './pubsub';
import { connectRedis, type RedisConnection } from './redis';

/**
 * Two instances' pub/subs: on one database (on PostgreSQL, two LISTEN connections), and
 * through one Redis (two subscriber connections), each instance with its own connections.
 */
describe.each([testDbKind(), 'redis'] as const)(`pub/sub on %s (database: ${testDbKind()})`, (backend) => {
  let database: Database;
  let redisServer: RunningRedis | undefined;
  const connections: RedisConnection[] = [];
  let a: PubSub;
  let b: PubSub;
  /** One instance's pub/sub, as the app makes it. */
  const instance = async (): Promise<PubSub> => {
    if (!redisServer) return createPubSub(database);
    const connection = await connectRedis({ url: redisServer.url, retryBaseMs: 20 });
    connections.push(connection);
    return createPubSub(database, undefined, connection);
  };
  beforeAll(async () => {
    database = await openTestDatabase();
    if (backend === 'redis') redisServer = await startRedis();
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const c of connections) await c.close();
    await redisServer?.stop();
    await database?.close();
  });

  it('delivers a message published on one instance to subscribers on every instance', async () => {
    const onA = vi.fn();
    const onB = vi.fn();
    await a.subscribe('test_events', onA);
    const off = await b.subscribe('test_events', onB);
    await a.publish('test_events', { kind: 'hello', n: 1 });
    await vi.waitFor(() => {
      expect(onA).toHaveBeenCalledWith({ kind: 'hello', n: 1 });
      expect(onB).toHaveBeenCalledWith({ kind: 'hello', n: 1 });
    });
    await off();
    await b.publish('test_events', { kind: 'after' });
    await vi.waitFor(() => expect(onA).toHaveBeenCalledWith({ kind: 'after' }));
    expect(onB).not.toHaveBeenCalledWith({ kind: 'after' });
  });

  it('keeps channels apart and survives a throwing handler', async () => {
    const good = vi.fn();
    await b.subscribe('test_other', () => {
      throw new Error('handler bug');
    });
    await b.subscribe('test_other', good);
    const wrong = vi.fn();
    await b.subscribe('test_unused', wrong);
    await a.publish('test_other', 'x');
    await vi.waitFor(() => expect(good).toHaveBeenCalledWith('x'));
    expect(wrong).not.toHaveBeenCalled();
  });

  it('refuses oversize payloads and bad channel names before sending anything', async () => {
    await expect(a.publish('test_events', 'x'.repeat(MAX_PAYLOAD_BYTES + 1))).rejects.toThrow(/too large/);
    await expect(a.publish('Robert"); drop table users;--', 1)).rejects.toThrow(/Invalid pub\/sub channel/);
    await expect(a.subscribe('no-dashes', () => {})).rejects.toThrow(/Invalid pub\/sub channel/);
  });

  // PGlite's NOTIFY is in-process: it has no connection to lose.
  if (backend !== 'pglite') {
    it('reconnects a dropped listening connection and says so', async () => {
      const got = vi.fn();
      const reconnected = vi.fn();
      const c = await instance();
      try {
        c.onReconnect(reconnected);
        await c.subscribe('test_reconnect', got);
        // Kill the listening connection as a server restart or a network cut would.
        if (redisServer) {
          const admin = new Redis(redisServer.url);
          await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
          admin.disconnect();
        } else {
          const admin = new pg.Client({ connectionString: database.url });
          await admin.connect();
          await admin.query(
            "select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and datname = current_database() and query ilike 'LISTEN%'",
          );
          await admin.end();
        }
        await vi.waitFor(() => expect(reconnected).toHaveBeenCalled(), { timeout: 15_000 });
        await a.publish('test_reconnect', 'after reconnect');
        await vi.waitFor(() => expect(got).toHaveBeenCalledWith('after reconnect'));
      } finally {
        await c.close();
      }
    });
  }
});
