import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound, OutboundError, parseCidr, strictOutbound } from './outbound';

/** A listener on 127.0.0.1 that counts every connection (a refused call must make none). */
async function listener(handler: http.RequestListener) {
  const server = http.createServer(handler);
  const seen = { connections: 0, urls: [] as string[] };
  server.on('connection', () => seen.connections++);
  server.on('request', (req) => seen.urls.push(req.url ?? ''));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { server, seen, port, url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const kindOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (err: unknown) => (err instanceof OutboundError ? err.kind : `other: ${String(err)}`),
  );

describe('addresses', () => {
  const { addressAllowed } = strictOutbound;
  it.each([
    '127.0.0.1', '127.1.2.3', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '169.254.0.1',
    '100.64.0.1', '100.127.255.255', '0.0.0.0', '224.0.0.1', '239.255.255.250', '255.255.255.255', '240.0.0.1', '192.0.2.1', '198.18.0.1',
    '::', '::1', 'fe80::1', 'febf::1', 'fc00::1', 'fd00:ec2::254', 'ff02::1', '2001:db8::1',
    // IPv4 in IPv6: mapped (both spellings), compatible, NAT64, 6to4
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '::127.0.0.1', '64:ff9b::7f00:1', '64:ff9b::169.254.169.254', '64:ff9b::a00:1',
    '2002:7f00:1::1', '2002:a9fe:a9fe::',
  ])('refuses %s', (address) => {
    expect(addressAllowed(address)).toBe(false);
  });
  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::'])(
    'allows %s',
    (address) => {
      expect(addressAllowed(address)).toBe(true);
    },
  );
  it('opens only the ranges of the allow-list, in every spelling', () => {
    const { addressAllowed: allowed } = createOutbound({ allowPrivate: ['127.0.0.1/32', '::1/128'] });
    expect(allowed('127.0.0.1')).toBe(true);
    expect(allowed('::ffff:127.0.0.1')).toBe(true);
    expect(allowed('::1')).toBe(true);
    expect(allowed('127.0.0.2')).toBe(false);
    expect(allowed('10.0.0.1')).toBe(false);
  });
  it('reads CIDRs strictly', () => {
    expect(parseCidr('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
    expect(parseCidr('::1')).toEqual({ address: '::1', prefix: 128, family: 'ipv6' });
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/8x', '::1/129', '1.2.3/8', '']) expect(() => parseCidr(bad)).toThrow();
  });
});

describe('guarded fetch', () => {
  let target: Awaited<ReturnType<typeof listener>>;
  beforeAll(async () => {
    target = await listener((req, res) => {
      if (req.url?.startsWith('/redirect')) return res.writeHead(302, { location: 'http://127.0.0.1:1/internal' }).end();
      if (req.url?.startsWith('/big')) return res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(5000));
      if (req.url?.startsWith('/chunked')) {
        res.writeHead(200, { 'content-type': 'text/plain' });
        for (let i = 0; i < 10; i++) res.write('y'.repeat(500));
        return res.end();
      }
      if (req.url?.startsWith('/hang')) return;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: req.url }));
    });
  });
  afterAll(() => target.close());

  it('refuses loopback by IP literal, by name, and by a name that resolves to it at connect time', async () => {
    const before = target.seen.connections;
    expect(await kindOf(strictOutbound.fetch({ base: target.url, path: '/x' }))).toBe('not_allowed');
    expect(await kindOf(strictOutbound.fetch({ base: `http://[::ffff:127.0.0.1]:${target.port}`, path: '/x' }))).toBe('not_allowed');
    expect(await kindOf(strictOutbound.fetch({ base: `http://localhost:${target.port}`, path: '/x' }))).toBe('not_allowed');
    // Other spellings of 127.0.0.1 (the URL parser turns them into it).
    for (const host of ['2130706433', '0x7f.0.0.1', '0177.0.0.1', '127.1', '[::1]', '[0:0:0:0:0:ffff:7f00:1]']) {
      expect(await kindOf(strictOutbound.fetch({ base: `http://${host}:${target.port}`, path: '/x' })), host).toBe('not_allowed');
    }
    expect(strictOutbound.addressAllowed('fe80::1%eth0')).toBe(false);
    const rebinding = createOutbound({ resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    expect(await kindOf(rebinding.fetch({ base: `http://public.example:${target.port}`, path: '/x' }))).toBe('not_allowed');
    // One private address among public ones is enough to refuse the name.
    const mixed = createOutbound({ resolve: async () => [{ address: '93.184.216.34', family: 4 }, { address: '::1', family: 6 }] });
    expect(await kindOf(mixed.fetch({ base: `http://public.example:${target.port}`, path: '/x' }))).toBe('not_allowed');
    expect(target.seen.connections).toBe(before);
  });

  it('refuses a base with a query, a fragment, userinfo or another scheme, even when the address is allowed', async () => {
    const open = createOutbound({ allowPrivate: ['127.0.0.1/32'] });
    const before = target.seen.connections;
    for (const base of [
      `${target.url}/internal/admin/users?delete=all#`,
      `${target.url}/internal#`,
      `${target.url}?x=1`,
      `http://user:pw@127.0.0.1:${target.port}`,
      `http://user@127.0.0.1:${target.port}`,
      `ftp://127.0.0.1:${target.port}`,
      'not a url',
    ]) {
      expect(await kindOf(open.fetch({ base, path: '/_matrix/client/versions' })), base).toBe('not_allowed');
    }
    expect(target.seen.connections).toBe(before);
  });

  it('reaches an allow-listed address, appending our path and query to the base path', async () => {
    const open = createOutbound({ allowPrivate: ['127.0.0.1/32'] });
    const res = await open.fetch({ base: `${target.url}/sub/`, path: '/_matrix/x', query: { a: '1 2', b: undefined } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: '/sub/_matrix/x?a=1+2' });
  });

  it('trusts a configured origin without the allow-list, and only that origin', async () => {
    const trusted = createOutbound({ trustedOrigins: { 'matrix-homeserver': [`${target.url}/`] } });
    expect((await trusted.fetch({ base: target.url, path: '/ok' }, { purpose: 'matrix-homeserver' })).status).toBe(200);
    expect(await kindOf(trusted.fetch({ base: `http://127.0.0.1:${target.port + 1}`, path: '/ok' }, { purpose: 'matrix-homeserver' }))).toBe('not_allowed');
  });

  it('trusts a configured origin only for the purpose it was configured for (#25 review)', async () => {
    // The internal bridge URL, configured for WhatsApp provisioning: a user's well-known file may name it as their homeserver.
    const trusted = createOutbound({ trustedOrigins: { 'matrix-bridge:whatsapp': [target.url] } });
    const before = target.seen.connections;
    expect(await kindOf(trusted.fetch({ base: target.url, path: '/_matrix/client/versions' }, { purpose: 'matrix-homeserver' }))).toBe('not_allowed');
    expect(await kindOf(trusted.fetch({ base: target.url, path: '/_matrix/provision/v3/whoami' }, { purpose: 'matrix-bridge:telegram' }))).toBe('not_allowed');
    // No purpose (discovery, a well-known's bridge, a probe): never trusted.
    expect(await kindOf(trusted.fetch({ base: target.url, path: '/.well-known/matrix/client' }))).toBe('not_allowed');
    expect(target.seen.connections).toBe(before);
    expect((await trusted.fetch({ base: target.url, path: '/ok' }, { purpose: 'matrix-bridge:whatsapp' })).status).toBe(200);
  });

  it('refuses redirects, too-large answers (announced or streamed) and answers that take too long', async () => {
    const open = createOutbound({ allowPrivate: ['127.0.0.1/32'] });
    expect(await kindOf(open.fetch({ base: target.url, path: '/redirect' }))).toBe('redirect');
    expect(await kindOf(open.fetch({ base: target.url, path: '/big' }, { maxBytes: 1000 }))).toBe('too_large');
    expect(await kindOf(open.fetch({ base: target.url, path: '/chunked' }, { maxBytes: 1000 }))).toBe('too_large');
    expect(await (await open.fetch({ base: target.url, path: '/chunked' }, { maxBytes: 5000 })).text()).toHaveLength(5000);
    expect(await kindOf(open.fetch({ base: target.url, path: '/hang' }, { timeoutMs: 200 }))).toBe('timeout');
  });

  it('says what went wrong in our words, as a 4xx for a refused address', async () => {
    const err = (await strictOutbound.fetch({ base: target.url, path: '/x' }).catch((e: unknown) => e)) as OutboundError;
    expect(err).toMatchObject({ statusCode: 400, code: 'address_not_allowed', message: 'That address is not allowed.', refused: true });
    const down = (await createOutbound({ allowPrivate: ['127.0.0.1/32'] })
      .fetch({ base: 'http://127.0.0.1:1', path: '/x' })
      .catch((e: unknown) => e)) as OutboundError;
    expect(down).toMatchObject({ kind: 'unreachable', statusCode: 502, message: 'The server could not be reached.', refused: false });
  });
});
