/**
 * A real OpenID Provider for tests: `oidc-provider` (an OpenID-certified
 * implementation) on 127.0.0.1. Its sign-in page is a one-field form ("Email") that
 * signs in one of the configured test accounts; consent is granted automatically.
 *
 * The app finds it through configuration only (GOOGLE_ISSUER / OIDC_ISSUER = `issuer`),
 * exactly as it would find Google or any other provider.
 *
 * `signInThrough(authorizationUrl, email)` drives the provider with plain HTTP (for
 * API tests) and returns the app callback URL the provider redirects to.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from './free-port';

export interface TestAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export const TEST_ACCOUNTS: TestAccount[] = [
  { sub: 'oidc-user-1', email: 'olivia.oidc@example.com', emailVerified: true, name: 'Olivia Oidc' },
  { sub: 'oidc-user-2', email: 'unverified@example.com', emailVerified: false, name: 'Una Verified' },
];


/** oidc-provider's storage interface, in memory (its built-in one prints a warning). */
function memoryAdapter() {
  const store = new Map<string, { payload: Record<string, unknown>; expiresAt: number }>();
  const live = (key: string) => {
    const e = store.get(key);
    if (!e) return undefined;
    if (e.expiresAt && e.expiresAt < Date.now()) {
      store.delete(key);
      return undefined;
    }
    return e.payload;
  };
  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
      store.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : 0 });
    }
    async find(id: string) {
      return live(this.key(id));
    }
    async findByUid(uid: string) {
      for (const [key, e] of store) if (key.startsWith(`${this.model}:`) && e.payload.uid === uid) return live(key);
      return undefined;
    }
    async findByUserCode(userCode: string) {
      for (const [key, e] of store) if (key.startsWith(`${this.model}:`) && e.payload.userCode === userCode) return live(key);
      return undefined;
    }
    async consume(id: string) {
      const p = live(this.key(id));
      if (p) p.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, e] of store) if (e.payload.grantId === grantId) store.delete(key);
    }
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, clientId: string, email: string, error?: string) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Test OpenID Provider - Sign in</title>
<style>body{font-family:system-ui,sans-serif;background:#f5f5f7;display:grid;place-items:center;min-height:100vh;margin:0}
form{background:#fff;padding:32px;border-radius:12px;box-shadow:0 4px 24px #0002;display:grid;gap:12px;min-width:320px}
input,button{font-size:16px;padding:10px;border-radius:8px;border:1px solid #ccc}button{background:#1a73e8;color:#fff;border:0;cursor:pointer}</style></head>
<body><form method="post" action="/interaction/${escapeHtml(uid)}/login">
<h1>Test OpenID Provider</h1><p>Sign in to continue to <b>${escapeHtml(clientId)}</b></p>
${error ? `<p role="alert" style="color:#c00">${escapeHtml(error)}</p>` : ''}
<label>Email <input name="email" type="email" value="${escapeHtml(email)}" autofocus></label>
<button type="submit">Sign in</button></form></body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export interface TestOidcProvider {
  issuer: string;
  port: number;
  accounts: TestAccount[];
  /** API tests: follow the provider's pages as a browser would; returns the URL it sends back to the app. */
  signInThrough(authorizationUrl: string, email?: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startOidcProvider(opts: {
  clients: TestClient[];
  port?: number;
  accounts?: TestAccount[];
}): Promise<TestOidcProvider> {
  const port = opts.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = opts.accounts ?? TEST_ACCOUNTS;
  const signingKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: opts.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    adapter: memoryAdapter(),
    features: { devInteractions: { enabled: false } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    pkce: { required: () => true },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.find((a) => a.sub === sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: async () => ({ sub: account.sub, email: account.email, email_verified: account.emailVerified, name: account.name }),
      };
    },
    // First-party test clients: consent is implied, so the only page is the sign-in form.
    async loadExistingGrant(ctx: {
      oidc: { client: { clientId: string }; session: { accountId: string; grantIdFor(id: string): string | undefined }; provider: typeof provider };
    }) {
      const existing = ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
    renderError(ctx: { type: string; body: string }, out: { error: string; error_description?: string }) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Error</title><h1>${escapeHtml(out.error)}</h1><p>${escapeHtml(out.error_description ?? '')}</p>`;
    },
  });
  const callback = provider.callback();

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
    if (!match) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      const clientId = String(details.params.client_id ?? '');
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(loginPage(details.uid, clientId, accounts[0]?.email ?? ''));
      }
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      const account = accounts.find((a) => a.email === email);
      if (!account) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(loginPage(details.uid, clientId, email, 'No test account with that email.'));
      }
      return provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
    } catch (err) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(`interaction failed: ${(err as Error).message}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    issuer,
    port,
    accounts,
    async signInThrough(authorizationUrl: string, email = accounts[0]!.email) {
      const jar = new Map<string, string>();
      const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const remember = (res: Response) => {
        for (const line of res.headers.getSetCookie()) {
          const [pair, ...attrs] = line.split(';');
          const i = pair!.indexOf('=');
          const name = pair!.slice(0, i).trim();
          const value = pair!.slice(i + 1).trim();
          const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
          if (expired || value === '') jar.delete(name);
          else jar.set(name, value);
        }
      };
      let next = new URL(authorizationUrl);
      let method = 'GET';
      let body: string | undefined;
      for (let hop = 0; hop < 10; hop++) {
        if (!next.href.startsWith(issuer)) return next; // back to the app
        if (method === 'GET' && /^\/interaction\/[^/]+$/.test(next.pathname)) {
          // The sign-in page: submit its form.
          next = new URL(`${next.pathname}/login`, issuer);
          method = 'POST';
          body = new URLSearchParams({ email }).toString();
        }
        const res = await fetch(next, {
          method,
          redirect: 'manual',
          headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
          body,
        });
        remember(res);
        const location = res.headers.get('location');
        if (!location) throw new Error(`provider answered ${res.status} without a redirect: ${(await res.text()).slice(0, 500)}`);
        next = new URL(location, next);
        method = 'GET';
        body = undefined;
      }
      throw new Error('too many redirects at the OpenID provider');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
