import { describe, expect, it } from 'vitest';
import { OutboundError, type OutboundTarget } from '../../platform/outbound';
import { discoverHomeserver, MatrixError, versions, type FetchFn } from './matrix-api';

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

  it('a domain without the file, or with HTML, is "not Matrix"; an unreachable one says so', async () => {
    await expect(discoverHomeserver('example.org', { fetch: answer(404, '<html/>') })).rejects.toMatchObject({
      kind: 'not_matrix',
      message: 'example.org does not say where its Matrix homeserver is (/.well-known/matrix/client).',
    });
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
});
