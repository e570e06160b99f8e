/**
 * Our wire-format bridge (tests/support/mautrix-wire-server.ts) replayed against the
 * recordings of a real mautrix-whatsapp (../shared/matrix/wire beside the repository,
 * read in place, never copied): every recorded request gets the recorded status, and the
 * recorded body is contained in ours (newer bridges add keys such as
 * `fi.mau.internal_error` and `attachments`). Then the typed client against it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startWireServer, type WireServer } from '../../../../tests/support/mautrix-wire-server';
import { createOutbound } from '../../platform/outbound';
import { createProvisioningClient, ProvisioningError } from './provisioning-client';

/** The wire server is on 127.0.0.1: reached through the guard's allow-list (#25), never around it. */
const LOCAL = { fetch: createOutbound({ allowPrivate: ['127.0.0.1/32'] }).fetch };

const FIXTURES = path.resolve(__dirname, '../../../../../shared/matrix/wire');

interface Exchange {
  section: string;
  method: string;
  path: string;
  body: unknown;
  status: number;
  response: unknown;
}

/** `>>> METHOD path [json]` / `<<< HTTP nnn` / JSON body, grouped under `## section` headings. */
function parseRecording(file: string): Exchange[] {
  const lines = fs.readFileSync(path.join(FIXTURES, file), 'utf8').split('\n');
  const out: Exchange[] = [];
  let section = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('## ')) section = line.slice(3);
    const req = line.match(/^>>> (GET|POST) (\S+)(?:\s+(\{.*\}))?$/);
    if (!req) continue;
    const status = Number(lines[i + 1]?.match(/^<<< HTTP (\d+)/)?.[1]);
    let j = i + 2;
    const bodyLines: string[] = [];
    while (j < lines.length && !lines[j]!.startsWith('>>>') && !lines[j]!.startsWith('## ')) bodyLines.push(lines[j++]!);
    out.push({ section, method: req[1]!, path: req[2]!, body: req[3] ? JSON.parse(req[3]) : undefined, status, response: JSON.parse(bodyLines.join('\n')) });
    i = j - 1;
  }
  return out;
}

/** `expected` is contained in `actual`, login ids aside. */
function expectContains(actual: unknown, expected: unknown, where: string) {
  if (expected && typeof expected === 'object' && !Array.isArray(expected)) {
    expect(actual, where).toBeTypeOf('object');
    for (const [k, v] of Object.entries(expected)) {
      if (k === 'login_id') expect((actual as Record<string, unknown>)[k], `${where}.${k}`).toMatch(/^[0-9a-v]{20}$/);
      else expectContains((actual as Record<string, unknown>)[k], v, `${where}.${k}`);
    }
  } else if (Array.isArray(expected)) {
    expect(Array.isArray(actual), where).toBe(true);
    expect((actual as unknown[]).length, where).toBe(expected.length);
    expected.forEach((v, i) => expectContains((actual as unknown[])[i], v, `${where}[${i}]`));
  } else {
    expect(actual, where).toEqual(expected);
  }
}

let server: WireServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const RECORDINGS = ['whatsapp-basic.txt', 'whatsapp-auth.txt', 'whatsapp-login-start.txt', 'whatsapp-login-step.txt', 'whatsapp-v0.2607.0.txt'];

describe('the wire-format bridge answers as the recorded mautrix-whatsapp', () => {
  it.each(RECORDINGS)('%s', async (file) => {
    const exchanges = parseRecording(file);
    expect(exchanges.length).toBeGreaterThan(0);
    // Recorded with the network unreachable, and with alice's Matrix token accepted.
    server = await startWireServer({ network: 'whatsapp', networkReachable: false, matrixTokens: { 'syt_alice_token': '@alice:localhost' } });
    const ids = new Map<string, string>();
    for (const x of exchanges) {
      let p = x.path;
      const stepId = p.match(/\/login\/step\/([^/]+)\//)?.[1];
      if (stepId && stepId !== 'doesnotexist' && !ids.has(stepId)) {
        // A login started before the recording began: start one to stand for it.
        const res = await fetch(`${server.url}/_matrix/provision/v3/login/start/phone?user_id=@alice:localhost`, {
          method: 'POST',
          headers: { authorization: `Bearer ${server.secret}` },
          body: '{}',
        });
        ids.set(stepId, ((await res.json()) as { login_id: string }).login_id);
      }
      for (const [recorded, ours] of ids) p = p.replace(recorded, ours);
      const auth = /wrong secret/.test(x.section) ? 'Bearer nope' : /access token/.test(x.section) ? 'Bearer syt_alice_token' : `Bearer ${server.secret}`;
      const res = await fetch(`${server.url}${p}`, {
        method: x.method,
        headers: { authorization: auth, ...(x.body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: x.body !== undefined ? JSON.stringify(x.body) : undefined,
      });
      const where = `${file} ${x.section} ${x.method} ${x.path}`;
      expect(res.status, where).toBe(x.status);
      expectContains(await res.json(), x.response, where);
    }
  });

  it('answers a call without a token with 401 M_MISSING_TOKEN (whatsapp-auth.txt)', async () => {
    server = await startWireServer({ network: 'whatsapp' });
    const res = await fetch(`${server.url}/_matrix/provision/v3/login/flows?user_id=@alice:localhost`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ errcode: 'M_MISSING_TOKEN', error: 'Missing auth token' });
  });
});

describe('the provisioning client', () => {
  it('reads whoami, flows and logins, and walks the WhatsApp pairing-code flow to complete', async () => {
    server = await startWireServer({ network: 'whatsapp' });
    const c = createProvisioningClient({ url: server.url, secret: server.secret }, '@alice:localhost', LOCAL);
    const who = await c.whoami();
    expect(who.network.displayname).toBe('WhatsApp');
    expect(who.login_flows.map((f) => f.id)).toEqual(['qr', 'phone']);
    expect(who.logins).toEqual([]);
    expect((await c.loginFlows()).flows).toHaveLength(2);
    expect((await c.logins()).login_ids).toEqual([]);

    const start = await c.startLogin('phone');
    expect(start).toMatchObject({ type: 'user_input', step_id: 'fi.mau.whatsapp.login.phone' });
    const code = await c.submitStep(start.login_id, start.step_id, 'user_input', { phone_number: '+15555550123' });
    expect(code.type).toBe('display_and_wait');
    expect(code.display_and_wait?.type).toBe('code');
    expect(code.display_and_wait?.data).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
    const waiting = c.submitStep(code.login_id, code.step_id, 'display_and_wait');
    await expect.poll(() => server!.pending()).toContain(code.login_id);
    server.pair(code.login_id);
    const done = await waiting;
    expect(done).toMatchObject({ type: 'complete', complete: { user_login_id: '15555550123' } });
    expect((await c.logins()).login_ids).toEqual(['15555550123']);
    expect((await c.whoami()).logins?.[0]).toMatchObject({ id: '15555550123', state: { state_event: 'CONNECTED' } });
    // Every call carried the secret and the user id.
    expect(server.requests.every((r) => r.auth === `Bearer ${server!.secret}` && r.userId === '@alice:localhost')).toBe(true);
    await c.logout('all');
    expect((await c.logins()).login_ids).toEqual([]);
  });

  it('turns each failure into a ProvisioningError of its kind', async () => {
    server = await startWireServer({ network: 'whatsapp', networkReachable: false });
    const kind = async (p: Promise<unknown>) => {
      try {
        await p;
        return 'no error';
      } catch (err) {
        expect(err).toBeInstanceOf(ProvisioningError);
        return (err as ProvisioningError).kind;
      }
    };
    // The operator's configured bridge: its own error words are kept.
    const ok = createProvisioningClient({ url: server.url, secret: server.secret, configuredAs: 'matrix-bridge:whatsapp' }, '@alice:localhost', { ...LOCAL, timeoutMs: 500 });
    expect(await kind(createProvisioningClient({ url: server.url, secret: 'wrong' }, '@alice:localhost', LOCAL).whoami())).toBe('unknown_token');
    expect(await kind(createProvisioningClient({ url: server.url, secret: server.secret }, '@mallory:example.org', LOCAL).whoami())).toBe('forbidden');
    expect(await kind(ok.submitStep('doesnotexist', 'x', 'user_input', {}))).toBe('not_found');
    const startErr = await ok.startLogin('qr').catch((e: unknown) => e as ProvisioningError);
    expect(startErr).toMatchObject({ kind: 'server', status: 500, errcode: 'M_UNKNOWN', message: 'Internal error starting login' });
    expect((startErr as ProvisioningError).cause_).toContain('failed to dial whatsapp web websocket');
    // A bridge from a well-known document (no configuredAs): our words and the checked errcode only (#25 review).
    const discovered = createProvisioningClient({ url: server.url, secret: server.secret }, '@alice:localhost', LOCAL);
    const bare = (await discovered.startLogin('qr').catch((e: unknown) => e)) as ProvisioningError;
    expect(bare).toMatchObject({ kind: 'server', errcode: 'M_UNKNOWN', message: 'The bridge refused the request (M_UNKNOWN).', cause_: undefined });
    server.failNext({ status: 500, body: '{"errcode":"internal admin","error":"internal admin"}', contentType: 'application/json' });
    expect(await discovered.whoami().catch((e: unknown) => e)).toMatchObject({ kind: 'server', errcode: undefined, message: 'The bridge refused the request.' });
    server.failNext({ status: 502, body: '<html>Bad gateway</html>' });
    expect(await discovered.whoami().catch((e: unknown) => e)).toMatchObject({ kind: 'server', message: 'The bridge failed.' });
    server.failNext({ status: 502, body: '<html>Bad gateway</html>' });
    expect(await kind(ok.whoami())).toBe('server');
    server.failNext({ status: 200, body: 'not json', contentType: 'text/plain' });
    expect(await kind(ok.whoami())).toBe('bad_response');
    server.hangNext();
    expect(await kind(ok.whoami())).toBe('timeout');
    const closedPort = createProvisioningClient({ url: 'http://127.0.0.1:1', secret: 'x' }, '@alice:localhost', LOCAL);
    expect(await kind(closedPort.whoami())).toBe('unreachable');
  });
});
