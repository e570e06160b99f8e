/**
 * GET /api/auth/google and GET /api/replit/login start an external sign-in; their
 * callbacks finish it and return the browser to the app. Failures come back to
 * /login?error=<code> (see OAUTH_ERROR_MESSAGES) rather than as JSON, because a
 * person's browser is on these URLs, not a script.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES, safeNextPath } from '../../../contract/auth';
import { authApi } from '../../../contract/endpoints/auth';
import type { Config } from '../../config';
import { ServiceUnavailableError } from '../../errors';
import { requestOrigin } from '../../platform/csrf';
import { isSecureRequest } from '../../platform/sessions';
import { EmailNotVerifiedError, type AuthService } from './auth.service';
import { clientMeta, startSignedIn } from './auth.routes';
import type { ExternalProvider, PendingFlow } from './oauth';

const FLOW_COOKIE = 'mnemo_oauth';
const FLOW_MAX_AGE_S = 10 * 60;

const PendingFlowSchema = z.object({
  provider: z.enum(['google', 'oidc']),
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  redirectUri: z.url(),
  next: z.string(),
});

export interface OAuthRoutesOptions {
  service: AuthService;
  config: Pick<Config, 'publicUrl'>;
  google?: ExternalProvider;
  oidc?: ExternalProvider;
}

export const oauthRoutes: FastifyPluginAsyncZod<OAuthRoutesOptions> = async (app, { service, config, google, oidc }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const flowCookieOptions = (request: FastifyRequest) => ({
    path: '/api',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecureRequest(request, config),
    signed: true,
  });

  async function start(provider: ExternalProvider | undefined, notConfigured: string, request: FastifyRequest, reply: FastifyReply) {
    if (!provider) throw new ServiceUnavailableError(notConfigured, 'not_configured');
    // Validated by OAuthStartQuerySchema: a string or nothing.
    const next = (request.query as { next?: string } | undefined)?.next;
    let started;
    try {
      started = await provider.start(requestOrigin(request, config), safeNextPath(next) ?? '/');
    } catch (err) {
      request.log.warn({ err, issuer: provider.issuer }, 'OpenID discovery failed');
      throw new ServiceUnavailableError('The sign-in provider cannot be reached right now. Please try again later.', 'provider_unavailable');
    }
    reply.setCookie(FLOW_COOKIE, JSON.stringify(started.flow), { ...flowCookieOptions(request), maxAge: FLOW_MAX_AGE_S });
    return reply.redirect(started.url, 302);
  }

  async function callback(provider: ExternalProvider | undefined, notConfigured: string, request: FastifyRequest, reply: FastifyReply) {
    if (!provider) throw new ServiceUnavailableError(notConfigured, 'not_configured');
    const fail = (code: string) => {
      reply.clearCookie(FLOW_COOKIE, flowCookieOptions(request));
      return reply.redirect(`/login?error=${code}`, 302);
    };
    const raw = request.cookies[FLOW_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    let flow: PendingFlow | undefined;
    if (unsigned?.valid && unsigned.value) {
      try {
        const parsed = PendingFlowSchema.safeParse(JSON.parse(unsigned.value));
        if (parsed.success && parsed.data.provider === provider.key) flow = parsed.data;
      } catch {
        flow = undefined;
      }
    }
    if (!flow) return fail('oauth_state');

    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const params = new URLSearchParams(query);
    if (params.get('error')) return fail(params.get('error') === 'access_denied' ? 'oauth_denied' : 'oauth_failed');

    let identity;
    try {
      identity = await provider.finish(query, flow);
    } catch (err) {
      request.log.warn({ err, provider: provider.key }, 'external sign-in failed');
      return fail('oauth_failed');
    }
    try {
      const { session } = await service.signInExternal(
        {
          ...identity,
          accountProvider: provider.key === 'google' ? 'google' : `oidc:${provider.issuer}`,
          userProvider: provider.key,
        },
        clientMeta(request),
        request.sessionId,
      );
      reply.clearCookie(FLOW_COOKIE, flowCookieOptions(request));
      startSignedIn(reply, request, config, session);
      return reply.redirect(safeNextPath(flow.next) ?? '/', 302);
    } catch (err) {
      if (err instanceof EmailNotVerifiedError) return fail('email_unverified');
      throw err;
    }
  }

  app.get('/auth/google', { schema: authApi.googleStart.schema }, (request, reply) => start(google, AUTH_MESSAGES.googleNotConfigured, request, reply));
  app.get('/auth/google/callback', { schema: authApi.googleCallback.schema }, (request, reply) => callback(google, AUTH_MESSAGES.googleNotConfigured, request, reply));
  app.get('/replit/login', { schema: authApi.oidcStart.schema }, (request, reply) => start(oidc, AUTH_MESSAGES.oidcNotConfigured, request, reply));
  app.get('/replit/callback', { schema: authApi.oidcCallback.schema }, (request, reply) => callback(oidc, AUTH_MESSAGES.oidcNotConfigured, request, reply));
};
