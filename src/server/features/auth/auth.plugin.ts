/** The accounts feature: email/password auth, external sign-in, account settings. */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Jobs } from '../../platform/jobs';
import type { Limits } from '../../platform/limits';
import type { LiveAccess } from '../../platform/live-access';
import type { SessionStore } from '../../platform/sessions';
import type { Storage } from '../../platform/storage';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createLoginThrottle } from './login-throttle';
import { createExternalProvider } from './oauth';
import { oauthRoutes } from './oauth.routes';

export interface AuthFeatureOptions {
  db: Db;
  config: Config;
  sessions: SessionStore;
  /** Where uploaded files live (account deletion removes them). */
  storage: Storage;
  /** Background jobs (account deletion cancels the user's first). */
  jobs?: Jobs;
  /** Live connections to what the account takes with it close when it is deleted. */
  access?: Pick<LiveAccess, 'revoke'>;
  /** Sign-in throttle settings and the shared counters it uses. */
  throttle: { maxFailures: number; windowMs: number; limits: Limits };
}

export const authFeature: FastifyPluginAsync<AuthFeatureOptions> = async (app, { db, config, sessions, storage, jobs, access, throttle }) => {
  const service = createAuthService({
    db,
    sessions,
    throttle: createLoginThrottle({ ...throttle, log: app.log }),
    storage,
    jobs,
    access,
  });
  const { google: g, oidc: o } = config.auth;
  const google = g
    ? createExternalProvider({
        key: 'google',
        issuer: g.issuer,
        clientId: g.clientId,
        clientSecret: g.clientSecret,
        callbackPath: '/api/auth/google/callback',
      })
    : undefined;
  const oidc = o
    ? createExternalProvider({
        key: 'oidc',
        issuer: o.issuer,
        clientId: o.clientId,
        clientSecret: o.clientSecret,
        callbackPath: '/api/replit/callback',
      })
    : undefined;
  await app.register(authRoutes, { service, config, providers: { google: Boolean(google), oidc: Boolean(oidc) } });
  await app.register(oauthRoutes, { service, config, google, oidc });
};
