/**
 * Closing the app never waits on a connection that has no request to finish (issue 31: a
 * client's socket that Node did not count as idle held events.test.ts's close for a minute).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/create-test-app';
import { openTestDatabase } from '../../tests/support/test-db';
import type { Database } from './db/client';

describe('closing the app', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('closes with a half-sent request and an idle keep-alive connection still open, cutting both', async () => {
    const t: TestApp = await createTestApp({ database });
    const url = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const connect = () =>
      new Promise<net.Socket>((resolve, reject) => {
        const s = net.connect(Number(url.port), '127.0.0.1', () => resolve(s));
        s.once('error', reject);
      });
    // A request whose headers never end: to Node, a connection still busy.
    const halfSent = await connect();
    halfSent.write('GET /api/auth/user HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    // A finished request on a keep-alive connection the client keeps open.
    const keptAlive = await connect();
    const answered = new Promise<string>((resolve) => keptAlive.once('data', (d) => resolve(String(d))));
    keptAlive.write('GET /api/auth/user HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    expect(await answered).toMatch(/^HTTP\/1\.1 401/);
    const ended = (s: net.Socket) => new Promise<void>((resolve) => (s.destroyed ? resolve() : s.once('close', () => resolve())));

    await t.close();
    await Promise.all([ended(halfSent), ended(keptAlive)]);
    expect(halfSent.destroyed && keptAlive.destroyed).toBe(true);
  });
});
