/**
 * POST /api/matrix/deploy: §5 validation, the bundle (unzipped here: compose file,
 * homeserver.yaml, bridge configs and registrations, .well-known files with their
 * headers in the proxy config, README with DNS records), secrets unique per deployment
 * and stored sealed, and a reachability answer that only claims what the probe saw.
 * Probes go to `.invalid` domains or 127.0.0.1 only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { parse as parseYaml } from 'yaml';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeployResponse, DeploymentsResponse } from '../../../contract/matrix-bridges';
import { sameOrigin, signUpUser } from '../../../../tests/support/auth';
import { createTestApp, json, type TestApp } from '../../../../tests/support/create-test-app';
import { createDeployService } from './deploy.service';
import { createSecretBox } from '../../platform/secret-box';

let t: TestApp;
let homeserver: http.Server;
let homeserverUrl: string;

beforeAll(async () => {
  // A stand-in for a deployed homeserver's /_matrix/client/versions, on 127.0.0.1.
  homeserver = http.createServer((req, res) => {
    if (req.url === '/_matrix/client/versions') res.writeHead(200, { 'content-type': 'application/json' }).end('{"versions":["v1.11"]}');
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => homeserver.listen(0, '127.0.0.1', r));
  homeserverUrl = `http://127.0.0.1:${(homeserver.address() as AddressInfo).port}`;
  t = await createTestApp({
    // The stand-in homeserver is local: reached only through the allow-list (#25).
    env: { OUTBOUND_ALLOW_PRIVATE: '127.0.0.1/32' },
    overrides: {
      matrixBridges: {
        resolveMatrixAccount: async () => null,
        // Only "up.test" is "running" (on 127.0.0.1); every other domain probes a closed port.
        probeBase: (domain) => (domain === 'up.test' ? homeserverUrl : 'http://127.0.0.1:1'),
        probeTimeoutMs: 1000,
      },
    },
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise((r) => homeserver?.close(r));
});

function unzip(buf: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function deploy(cookie: string, domain: unknown) {
  const res = await t.app.inject({ method: 'POST', url: '/api/matrix/deploy', headers: sameOrigin(cookie), payload: { domain } as object });
  return { status: res.statusCode, body: json<DeployResponse>(res) };
}

async function download(cookie: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  return { res, files: res.statusCode === 200 ? await unzip(res.rawPayload) : new Map<string, string>() };
}

describe('POST /api/matrix/deploy', () => {
  it('validates the domain (§5) with 4xx {success: false, message}', async () => {
    const { cookie } = await signUpUser(t.app);
    for (const [domain, message] of [
      ['', 'Domain is required.'],
      ['   ', 'Domain is required.'],
      [undefined, 'Domain is required.'],
      ['not a domain', 'Enter a valid domain name, e.g. example.com.'],
      ['localhost', 'Enter a valid domain name, e.g. example.com.'],
      ['matrix.example.com', 'Enter the base domain (example.com): the homeserver goes on matrix.<domain>.'],
    ] as const) {
      const res = await deploy(cookie, domain);
      expect(res.status, String(domain)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
    const anon = await t.app.inject({ method: 'POST', url: '/api/matrix/deploy', payload: { domain: 'example.invalid' } });
    expect(anon.statusCode).toBe(401);
  });

  it('makes a bundle: compose, homeserver.yaml, bridges, .well-known with CORS, README with DNS; says the server is not reachable yet', async () => {
    const { cookie } = await signUpUser(t.app);
    const res = await deploy(cookie, 'HTTPS://Example.invalid/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, matrixUrl: 'https://matrix.example.invalid' });
    expect(res.body.message).toBe(
      'Deployment bundle for example.invalid is ready to download. https://matrix.example.invalid is not reachable yet: run the bundle on your server and set the DNS records in its README.',
    );
    expect(res.body.deployment).toMatchObject({ domain: 'example.invalid', reachable: false });

    const { res: zipRes, files } = await download(cookie, res.body.deployment!.downloadUrl);
    expect(zipRes.headers['content-type']).toBe('application/zip');
    expect(zipRes.headers['content-disposition']).toBe('attachment; filename="matrix-example.invalid.zip"');
    const f = (p: string) => {
      const v = files.get(`matrix-example.invalid/${p}`);
      expect(v, p).toBeDefined();
      return v!;
    };

    const compose = parseYaml(f('compose.yaml')) as { services: Record<string, { image: string; ports?: string[] }> };
    expect(Object.keys(compose.services).sort()).toEqual(['caddy', 'mautrix-discord', 'mautrix-telegram', 'mautrix-whatsapp', 'postgres', 'synapse']);
    expect(compose.services.caddy!.ports).toContain('443:443');

    const hs = parseYaml(f('synapse/homeserver.yaml')) as Record<string, unknown>;
    expect(hs).toMatchObject({ server_name: 'example.invalid', public_baseurl: 'https://matrix.example.invalid/', database: { name: 'psycopg2' } });
    expect(hs.app_service_config_files).toHaveLength(3);
    expect(f('synapse/signing.key')).toMatch(/^ed25519 a_\w{4} [A-Za-z0-9+/]{43}\n$/);

    for (const n of ['whatsapp', 'telegram', 'discord']) {
      const config = parseYaml(f(`bridges/${n}/config.yaml`)) as { appservice: { as_token: string; hs_token: string }; provisioning: { shared_secret: string } };
      const reg = parseYaml(f(`bridges/${n}/registration.yaml`)) as { as_token: string; hs_token: string; url: string };
      expect(reg.as_token).toBe(config.appservice.as_token);
      expect(reg.hs_token).toBe(config.appservice.hs_token);
      expect(config.provisioning.shared_secret.length).toBeGreaterThanOrEqual(16);
      expect(reg.url).toBe(`http://mautrix-${n}:${{ whatsapp: 29318, telegram: 29317, discord: 29334 }[n]}`);
    }

    expect(JSON.parse(f('well-known/matrix/server'))).toEqual({ 'm.server': 'matrix.example.invalid:443' });
    expect(JSON.parse(f('well-known/matrix/client'))).toEqual({ 'm.homeserver': { base_url: 'https://matrix.example.invalid' } });
    expect(JSON.parse(f('well-known/matrix/mautrix'))).toEqual({
      'fi.mau.bridges': ['https://matrix.example.invalid/bridges/whatsapp', 'https://matrix.example.invalid/bridges/telegram', 'https://matrix.example.invalid/bridges/discord'],
    });
    const caddy = f('caddy/Caddyfile');
    expect(caddy).toContain('header Content-Type application/json');
    expect(caddy).toContain('header Access-Control-Allow-Origin *');
    expect(caddy).toMatch(/matrix\.example\.invalid \{[\s\S]*reverse_proxy \/_matrix\/\* synapse:8008/);
    const readme = f('README.md');
    expect(readme).toContain('| A | example.invalid |');
    expect(readme).toContain('| A | matrix.example.invalid |');
  });

  it('secrets are unique per deployment and stored sealed, never in plain text', async () => {
    const { cookie, user } = await signUpUser(t.app);
    const a = await deploy(cookie, 'one.invalid');
    const b = await deploy(cookie, 'one.invalid');
    const fa = (await download(cookie, a.body.deployment!.downloadUrl)).files;
    const fb = (await download(cookie, b.body.deployment!.downloadUrl)).files;
    const secretsOf = (files: Map<string, string>) => {
      const cfg = parseYaml(files.get('matrix-one.invalid/bridges/whatsapp/config.yaml')!) as { appservice: { as_token: string; hs_token: string }; provisioning: { shared_secret: string } };
      const hs = parseYaml(files.get('matrix-one.invalid/synapse/homeserver.yaml')!) as { registration_shared_secret: string; macaroon_secret_key: string; database: { args: { password: string } } };
      return [cfg.appservice.as_token, cfg.appservice.hs_token, cfg.provisioning.shared_secret, hs.registration_shared_secret, hs.macaroon_secret_key, hs.database.args.password];
    };
    const sa = secretsOf(fa);
    const sb = secretsOf(fb);
    expect(new Set([...sa, ...sb]).size).toBe(sa.length + sb.length);
    // The same deployment downloads the same secrets again.
    expect(secretsOf((await download(cookie, a.body.deployment!.downloadUrl)).files)).toEqual(sa);

    const rows = await t.db.execute(sql`select secrets_sealed from matrix_deployments where user_id = ${user.id}`);
    const stored = (rows as unknown as { rows?: Array<{ secrets_sealed: string }> }).rows ?? (rows as unknown as Array<{ secrets_sealed: string }>);
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(row.secrets_sealed).toMatch(/^v1\./);
      for (const secret of [...sa, ...sb]) expect(row.secrets_sealed).not.toContain(secret);
    }
  });

  it('says reachable only when the homeserver answered /_matrix/client/versions', async () => {
    const { cookie } = await signUpUser(t.app);
    const res = await deploy(cookie, 'up.test');
    expect(res.body.message).toBe('Deployment bundle for up.test is ready to download. https://matrix.up.test is reachable: it answered /_matrix/client/versions.');
    expect(res.body.deployment).toMatchObject({ reachable: true });
    const check = await t.app.inject({ method: 'POST', url: `/api/matrix/deployments/${res.body.deployment!.id}/check`, headers: sameOrigin(cookie) });
    expect(json<DeployResponse>(check)).toMatchObject({ success: true, deployment: { reachable: true } });
  });

  it('lists only the user’s own deployments; another user cannot download them', async () => {
    const alice = await signUpUser(t.app);
    const bob = await signUpUser(t.app);
    const made = await deploy(alice.cookie, 'alice.invalid');
    const list = json<DeploymentsResponse>(await t.app.inject({ method: 'GET', url: '/api/matrix/deployments', headers: { cookie: alice.cookie } }));
    expect(list.deployments.map((d) => d.domain)).toEqual(['alice.invalid']);
    expect(json<DeploymentsResponse>(await t.app.inject({ method: 'GET', url: '/api/matrix/deployments', headers: { cookie: bob.cookie } })).deployments).toEqual([]);
    const stolen = await t.app.inject({ method: 'GET', url: made.body.deployment!.downloadUrl, headers: { cookie: bob.cookie } });
    expect(stolen.statusCode).toBe(404);
  });
});

describe('sealed secrets', () => {
  it('a deployment sealed under another session secret is refused with a clear 409, never served wrong', async () => {
    const { user } = await signUpUser(t.app);
    const probe = { probeBase: () => 'http://127.0.0.1:1', probeTimeoutMs: 500 };
    const before = createDeployService({ database: t.database, box: createSecretBox('the-first-session-secret-0123456789', 'matrix-deployments'), ...probe });
    const after = createDeployService({ database: t.database, box: createSecretBox('a-rotated-session-secret-0123456789', 'matrix-deployments'), ...probe });
    const made = await before.deploy(user.id, 'rotated.invalid');
    expect((await before.bundle(user.id, made.deployment!.id)).zip.length).toBeGreaterThan(1000);
    await expect(after.bundle(user.id, made.deployment!.id)).rejects.toMatchObject({ statusCode: 409, message: expect.stringContaining('make a new deployment') });
  });
});
