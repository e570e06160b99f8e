/**
 * Signing in from API tests. `signUp(app)` registers a fresh user and returns the
 * `cookie` header value that authenticates as them:
 *
 *   const cookie = await signUp(t.app, { email: 'ada@example.com' });
 *   await t.app.inject({ method: 'GET', url: '/api/workspaces', headers: { cookie } });
 *
 * State-changing requests with a multipart / form body and a session cookie must also
 * say where they come from (CSRF): spread `sameOrigin(cookie)` into the headers.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PublicUser } from '../../src/contract/auth';

export const TEST_PASSWORD = 'correct horse battery';
/** inject()'s default Host is localhost:80, so this is the app's own origin in tests. */
export const TEST_ORIGIN = 'http://localhost:80';

export interface SignUpInput {
  email?: string;
  password?: string;
  username?: string;
  name?: string;
}

type InjectResponse = { statusCode: number; body: string; headers: Record<string, string | string[] | number | undefined> };

/** The `name=value` of the session cookie a response sets, or undefined. */
export function sessionCookieFrom(res: { headers: InjectResponse['headers'] }): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const line = list.find((c) => c.startsWith('mnemo_sid=') && !c.startsWith('mnemo_sid=;'));
  return line?.split(';')[0];
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;
}

/** Registers a user and returns the user and the cookie header that signs in as them. */
export async function signUpUser(app: FastifyInstance, input: SignUpInput = {}): Promise<{ cookie: string; user: PublicUser; password: string }> {
  const password = input.password ?? TEST_PASSWORD;
  const res: InjectResponse = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: input.email ?? uniqueEmail(), password, username: input.username, name: input.name },
  });
  if (res.statusCode !== 201) throw new Error(`signUp failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieFrom(res);
  if (!cookie) throw new Error('signUp: no session cookie in the response');
  return { cookie, user: (JSON.parse(res.body) as { user: PublicUser }).user, password };
}

/** Registers a user; returns the `cookie` header value that signs in as them. */
export async function signUp(app: FastifyInstance, input: SignUpInput = {}): Promise<string> {
  return (await signUpUser(app, input)).cookie;
}

/** Signs in an existing user; returns the cookie header value. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const res: InjectResponse = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`signIn failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieFrom(res);
  if (!cookie) throw new Error('signIn: no session cookie in the response');
  return cookie;
}

/** Headers for a browser-like, same-origin request with the session. */
export function sameOrigin(cookie: string): Record<string, string> {
  return { cookie, origin: TEST_ORIGIN };
}
