import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { authApi } from '../../../contract/endpoints/auth';
import type { Config } from '../../config';
import { requireUser, type SessionUser } from '../../platform/auth';
import { clearSessionCookie, sessionTokenFromCookieHeader, setSessionCookie, type SessionStore } from '../../platform/sessions';
import { sendUserFile } from '../../platform/user-files';
import type { AuthService, ClientMeta } from './auth.service';
import { toExportDocument } from './account-export';

export interface AuthRoutesOptions {
  service: AuthService;
  config: Pick<Config, 'publicUrl'>;
  providers: { google: boolean; oidc: boolean };
}

export const clientMeta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export function startSignedIn(
  reply: FastifyReply,
  request: FastifyRequest,
  config: Pick<Config, 'publicUrl'>,
  session: { token: string; expiresAt: number },
) {
  setSessionCookie(reply, request, config, session.token, session.expiresAt);
}

/**
 * `GET /api/auth/user` answered by the fast path, in front of Fastify (platform/fast-path.ts,
 * ADR 059): the JSON body for a request whose session cookie names a session this instance
 * has cached, live and not due for renewal; undefined otherwise, and Fastify answers it
 * through the route below (a cache miss, a renewal's Set-Cookie, the 401). A request with
 * an Authorization header goes to Fastify too: a personal access token signs a request out
 * everywhere but /api/mcp (access-tokens/token-guard.ts). The body is the route's own
 * serializer's output, made once per cached user: a profile change or a revocation drops
 * the cached entry on every instance, and the next load makes a new user object.
 */
export function authUserFastAnswer(sessions: Pick<SessionStore, 'peek'>): (req: FastifyRequest['raw']) => string | undefined {
  // The very serializer Fastify compiles for the route's 200 (zod encode, then JSON).
  const serialize = serializerCompiler({ schema: authApi.user.schema.response[200], method: authApi.user.method, url: authApi.user.path, httpStatus: '200' });
  const bodies = new WeakMap<SessionUser, string>();
  return (req) => {
    const { cookie, authorization } = req.headers;
    if (!cookie || authorization !== undefined) return undefined;
    const token = sessionTokenFromCookieHeader(cookie);
    const session = token ? sessions.peek(token) : undefined;
    if (!session) return undefined;
    let body = bodies.get(session.user);
    if (body === undefined) {
      try {
        body = serialize(session.user);
      } catch {
        // Not a user the schema accepts: the route answers (and reports) it.
        return undefined;
      }
      bodies.set(session.user, body);
    }
    return body;
  };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { service, config, providers }) => {
  // Who is signed in is private and changes: never cached anywhere.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/auth/register',
    { schema: authApi.register.schema },
    async (request, reply) => {
      const { user, session } = await service.register(request.body, clientMeta(request), request.sessionId);
      startSignedIn(reply, request, config, session);
      return reply.status(201).send({ user, message: AUTH_MESSAGES.accountCreated });
    },
  );

  app.post(
    '/auth/login',
    { schema: authApi.login.schema },
    async (request, reply) => {
      const { user, session } = await service.login(request.body, clientMeta(request), request.sessionId);
      startSignedIn(reply, request, config, session);
      return { user, message: AUTH_MESSAGES.loggedIn };
    },
  );

  app.post('/auth/logout', { schema: authApi.logout.schema }, async (request, reply) => {
    await service.logout(request.sessionId);
    clearSessionCookie(reply, request, config);
    return { ok: true as const, message: AUTH_MESSAGES.loggedOut };
  });

  app.get('/auth/user', { schema: authApi.user.schema }, async (request) => requireUser(request));

  app.get('/auth/me', { schema: authApi.me.schema }, async (request) => ({
    user: requireUser(request),
  }));

  app.get('/auth/providers', { schema: authApi.providers.schema }, async () => providers);

  /* ---------- account settings ---------- */

  app.get('/auth/account', { schema: authApi.account.schema }, async (request) => {
    const user = requireUser(request);
    return service.getAccount(user.id);
  });

  app.patch(
    '/auth/account',
    { schema: authApi.updateAccount.schema },
    async (request) => {
      const user = requireUser(request);
      // Only the fields present in the request change.
      return { user: await service.updateProfile(user.id, request.body, clientMeta(request)) };
    },
  );

  app.post(
    '/auth/password',
    { schema: authApi.changePassword.schema },
    async (request) => {
      const user = requireUser(request);
      await service.changePassword(user, request.sessionId, request.body);
      return { ok: true as const, message: AUTH_MESSAGES.passwordChanged };
    },
  );

  app.delete(
    '/auth/account',
    { schema: authApi.deleteAccount.schema },
    async (request, reply) => {
      const user = requireUser(request);
      await service.deleteAccount(user, request.body);
      clearSessionCookie(reply, request, config);
      return { ok: true as const, message: AUTH_MESSAGES.accountDeleted };
    },
  );

  app.get('/auth/export', { schema: authApi.export.schema }, async (request, reply) => {
    const user = requireUser(request);
    const now = new Date();
    const doc = toExportDocument(await service.exportData(user.id), now);
    return sendUserFile(reply, { name: `mnemo-data-${now.toISOString().slice(0, 10)}.json`, type: 'application/json', body: JSON.stringify(doc, null, 2) });
  });
};
