import { describe, expect, it } from 'vitest';
import { discoverHomeserver, MatrixError } from './matrix-api';

const answer = (status: number, body: unknown) =>
  (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('homeserver discovery (/.well-known/matrix/client)', () => {
  it('reads m.homeserver.base_url from https://<domain>/.well-known/matrix/client', async () => {
    let asked = '';
    const f = (async (url: URL) => {
      asked = String(url);
      return new Response(JSON.stringify({ 'm.homeserver': { base_url: 'https://matrix.example.org/' } }));
    }) as unknown as typeof fetch;
    expect(await discoverHomeserver('example.org', { fetch: f })).toBe('https://matrix.example.org');
    expect(asked).toBe('https://example.org/.well-known/matrix/client');
  });

  it('a domain without the file, or with HTML, is "not Matrix"; an unreachable one says so', async () => {
    await expect(discoverHomeserver('example.org', { fetch: answer(404, '<html/>') })).rejects.toMatchObject({
      kind: 'not_matrix',
      message: 'example.org does not say where its Matrix homeserver is (/.well-known/matrix/client).',
    });
    await expect(discoverHomeserver('example.org', { fetch: answer(200, { other: 1 }) })).rejects.toBeInstanceOf(MatrixError);
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(discoverHomeserver('example.org', { fetch: down })).rejects.toMatchObject({
      kind: 'unreachable',
      message: 'example.org could not be reached to find its Matrix homeserver.',
    });
  });
});
