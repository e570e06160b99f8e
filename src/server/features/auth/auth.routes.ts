import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '../../../contract/auth';
import { authApi } from '../../../contract/endpoints/auth';
import type { Config } from '../../config';
import { requireUser } from '../../platform/auth';
import { clearSessionCookie, setSessionCookie } from '../../platform/sessions';
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
      return { user: await service.updateProfile(user.id, request.body) };
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
