/**
 * Issue 10: two instances of the built server on one PostgreSQL behind haproxy
 * (round-robin, no sticky sessions). What one instance does, the other knows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from './support/cluster';

const JSON_HEADERS = { 'content-type': 'application/json' };

function cookieOf(res: Response): string {
  const line = res.headers.getSetCookie().find((c) => c.startsWith('mnemo_sid=') && !c.startsWith('mnemo_sid=;'));
  if (!line) throw new Error(`no session cookie (${res.status})`);
  return line.split(';')[0]!;
}

describe('several instances behind a reverse proxy', () => {
  let cluster: Cluster;
  let a: string;
  let b: string;
  beforeAll(async () => {
    cluster = await startCluster({ instances: 2 });
    [a, b] = cluster.instances.map((s) => s.url) as [string, string];
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('ran each migration once though both instances started together', async () => {
    const rows = await cluster.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    const hashes = await cluster.query<{ n: number }>('select count(distinct hash)::int as n from drizzle.__drizzle_migrations');
    expect(rows[0]!.n).toBe(hashes[0]!.n);
  });

  it('signing in through A and logging out through B ends the session on both', async () => {
    const email = `scale-${Date.now()}@example.com`;
    const reg = await fetch(`${a}/api/auth/register`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    });
    expect(reg.status).toBe(201);
    const cookie = cookieOf(reg);
    const me = (base: string) => fetch(`${base}/api/auth/user`, { headers: { cookie } }).then((r) => r.status);
    expect(await me(a)).toBe(200);
    expect(await me(b)).toBe(200); // now cached on B too
    const out = await fetch(`${b}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBeLessThan(300);
    await expect.poll(() => me(a)).toBe(401);
    expect(await me(b)).toBe(401);
  });

  it('a session works through the proxy, whichever instance answers (round-robin, not sticky)', async () => {
    const email = `proxy-${Date.now()}@example.com`;
    const reg = await fetch(`${cluster.proxyUrl}/api/auth/register`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    });
    expect(reg.status).toBe(201);
    const cookie = cookieOf(reg);
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`${cluster.proxyUrl}/api/auth/user`, { headers: { cookie } }).then((r) => r.status)),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
