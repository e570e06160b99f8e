import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createOutbound, OutboundError, type OutboundInit, type OutboundTarget } from '../../platform/outbound';
import { discoverHomeserver, MatrixError, MESSAGES_MAX_BYTES, roomMessages, sync, SYNC_MAX_BYTES, versions, whoami, type FetchFn } from './matrix-api';

const answer = (status: number, body: unknown) =>
  (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as FetchFn;

describe('homeserver discovery (/.well-known/matrix/client)', () => {
  it('reads m.homeserver.base_url from https://<domain>/.well-known/matrix/client', async () => {
    let asked = '';
    const f: FetchFn = async (target: OutboundTarget) => {
      asked = target.base + target.path;
      return new Response(JSON.stringify({ 'm.homeserver': { base_url: 'https://matrix.example.org/' } }));
    };
    expect(await discoverHomeserver('example.org', { fetch: f })).toBe('https://matrix.example.org');
    expect(asked).toBe('https://example.org/.well-known/matrix/client');
  });

  it('a domain without the file (404) is null (the spec\'s IGNORE); HTML or other JSON is "not Matrix"; an unreachable one says so', async () => {
    expect(await discoverHomeserver('example.org', { fetch: answer(404, '<html/>') })).toBeNull();
    expect(await discoverHomeserver('example.org', { fetch: answer(404, { errcode: 'M_NOT_FOUND' }) })).toBeNull();
    await expect(discoverHomeserver('example.org', { fetch: answer(200, '<html/>') })).rejects.toMatchObject({
      kind: 'not_matrix',
      message: 'example.org does not say where its Matrix homeserver is (/.well-known/matrix/client).',
    });
    await expect(discoverHomeserver('example.org', { fetch: answer(500, '<html/>') })).rejects.toMatchObject({ kind: 'not_matrix' });
    await expect(discoverHomeserver('example.org', { fetch: answer(200, { other: 1 }) })).rejects.toBeInstanceOf(MatrixError);
    const down: FetchFn = async () => {
      throw new OutboundError('unreachable');
    };
    await expect(discoverHomeserver('example.org', { fetch: down })).rejects.toMatchObject({
      kind: 'unreachable',
      message: 'example.org could not be reached to find its Matrix homeserver.',
    });
  });

  it("a refused address is not turned into 'unreachable': it stays the guard's 400", async () => {
    const refused: FetchFn = async () => {
      throw new OutboundError('not_allowed');
    };
    await expect(discoverHomeserver('127.0.0.1:8008', { fetch: refused })).rejects.toMatchObject({ statusCode: 400, code: 'address_not_allowed' });
  });

  it("shows the errcode of a Matrix error answer, never the server's own text", async () => {
    const leak = answer(403, { errcode: 'M_FORBIDDEN', error: 'internal admin path /users?delete=all' });
    const err = (await versions('https://matrix.example.org', { fetch: leak }).catch((e: unknown) => e)) as MatrixError;
    expect(err).toMatchObject({ kind: 'http', errcode: 'M_FORBIDDEN', message: 'The homeserver refused the request (M_FORBIDDEN).' });
    const html = (await versions('https://matrix.example.org', { fetch: answer(418, 'internal teapot') }).catch((e: unknown) => e)) as MatrixError;
    expect(html.message).toBe('matrix.example.org did not answer like a Matrix homeserver.');
  });

  it('a rate limit carries the wait the homeserver asks for: retry_after_ms, else Retry-After seconds, at most an hour', async () => {
    const limited = (body: unknown, headers: Record<string, string> = {}) =>
      (async () => new Response(JSON.stringify(body), { status: 429, headers })) as FetchFn;
    const wait = async (f: FetchFn) => ((await versions('https://hs.example', { fetch: f }).catch((e: unknown) => e)) as MatrixError).retryAfterMs;
    expect(await wait(limited({ errcode: 'M_LIMIT_EXCEEDED', retry_after_ms: 2500 }))).toBe(2500);
    expect(await wait(limited({ errcode: 'M_LIMIT_EXCEEDED' }, { 'retry-after': '7' }))).toBe(7000);
    expect(await wait(limited({ errcode: 'M_LIMIT_EXCEEDED', retry_after_ms: 1e12 }))).toBe(3_600_000);
    expect(await wait(limited({ errcode: 'M_LIMIT_EXCEEDED', retry_after_ms: 'soon' }))).toBeUndefined();
    expect(await wait(limited({ errcode: 'M_FORBIDDEN', retry_after_ms: 10 }, { 'retry-after': '7' }))).toBe(10);
  });

  it('keeps only an errcode of the spec\'s shape: any other word a homeserver puts there becomes M_UNKNOWN', async () => {
    const err = (await versions('https://matrix.example.org', { fetch: answer(500, { errcode: 'internal_admin_17_users_deleted' }) }).catch((e: unknown) => e)) as MatrixError;
    expect(err).toMatchObject({ kind: 'http', errcode: 'M_UNKNOWN', message: 'The homeserver refused the request (M_UNKNOWN).' });
  });
});

describe('what each call tells the guard (#25 review)', () => {
  it("homeserver API calls say their purpose (the configured homeserver's origin is trusted for them); discovery says none", async () => {
    const seen: Array<[string, OutboundInit | undefined]> = [];
    const f: FetchFn = async (target, init) => {
      seen.push([target.path, init]);
      return new Response(JSON.stringify({ 'm.homeserver': { base_url: 'https://hs.example' }, versions: [], user_id: '@a:b', next_batch: 's', chunk: [] }));
    };
    await discoverHomeserver('example.org', { fetch: f });
    await versions('https://hs.example', { fetch: f });
    await whoami('https://hs.example', 't', { fetch: f });
    await sync('https://hs.example', 't', { timeoutMs: 0 }, { fetch: f });
    await roomMessages('https://hs.example', 't', '!r:hs', { limit: 10 }, { fetch: f });
    expect(seen.map(([path, init]) => [path, init?.purpose, init?.maxBytes])).toEqual([
      ['/.well-known/matrix/client', undefined, 64 * 1024],
      ['/_matrix/client/versions', 'matrix-homeserver', undefined],
      ['/_matrix/client/v3/account/whoami', 'matrix-homeserver', undefined],
      ['/_matrix/client/v3/sync', 'matrix-homeserver', 16 * 1024 * 1024],
      ['/_matrix/client/v3/rooms/!r%3Ahs/messages', 'matrix-homeserver', 8 * 1024 * 1024],
    ]);
  });
});

describe('answers over the cap (#25 review)', () => {
  it('reads at most 16 MB of /sync and 8 MB of /messages; more is a too_large error in our words, not a crash', async () => {
    // A homeserver on 127.0.0.1 that streams 1 MB more than the cap, without announcing its length.
    const server = http.createServer((req, res) => {
      const size = (req.url?.includes('/sync') ? SYNC_MAX_BYTES : MESSAGES_MAX_BYTES) + 1024 * 1024;
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < size) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => (sent = size));
      pump();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { fetch } = createOutbound({ allowPrivate: ['127.0.0.1/32'] });
    try {
      const tooBig = (await sync(base, 't', { timeoutMs: 0 }, { fetch }).catch((e: unknown) => e)) as MatrixError;
      expect(tooBig).toBeInstanceOf(MatrixError);
      expect(tooBig).toMatchObject({ kind: 'too_large', message: expect.stringMatching(/^The homeserver 127\.0\.0\.1:\d+ sent an answer larger than this server reads \(16 MB\)\.$/) });
      const page = (await roomMessages(base, 't', '!r:hs', { limit: 100 }, { fetch }).catch((e: unknown) => e)) as MatrixError;
      expect(page).toMatchObject({ kind: 'too_large', message: expect.stringContaining('(8 MB)') });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
