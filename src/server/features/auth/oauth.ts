/**
 * External sign-in: OAuth 2.0 authorization code flow with PKCE, state and nonce,
 * through openid-client (certified OpenID Connect relying party). Used for Google
 * (GOOGLE_* settings) and for any standard OpenID provider (OIDC_* settings).
 *
 * The state, nonce and PKCE verifier travel in a short-lived, signed, HttpOnly cookie
 * scoped to /api, so the flow needs no server-side storage and survives a restart.
 */
import type * as Oidc from 'openid-client';
import type { ExternalIdentity } from './auth.service';

export type ExternalProviderKey = 'google' | 'oidc';

/** openid-client, loaded by the first sign-in through a provider, not by every start (ADR 058). */
let oidcModule: Promise<typeof Oidc> | undefined;
const loadOidc = () => (oidcModule ??= import('openid-client'));

export interface ExternalProviderSettings {
  key: ExternalProviderKey;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** Path of the callback under the app's origin, e.g. /api/auth/google/callback. */
  callbackPath: string;
}

/** What the start step leaves in the flow cookie for the callback to check. */
export interface PendingFlow {
  provider: ExternalProviderKey;
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
  next: string;
}

const SCOPE = 'openid email profile';

function isLoopback(hostname: string) {
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

export function createExternalProvider(settings: ExternalProviderSettings) {
  let discovered: Promise<Oidc.Configuration> | undefined;

  function configuration(): Promise<Oidc.Configuration> {
    discovered ??= (async () => {
      const issuer = new URL(settings.issuer);
      // Plain HTTP is accepted only for a provider on this machine (local development, tests).
      const insecure = issuer.protocol === 'http:' && isLoopback(issuer.hostname);
      const oidc = await loadOidc();
      return oidc.discovery(
        issuer,
        settings.clientId,
        settings.clientSecret ? { client_secret: settings.clientSecret } : undefined,
        settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None(),
        insecure ? { execute: [oidc.allowInsecureRequests], timeout: 15 } : { timeout: 15 },
      );
    })().catch((err: unknown) => {
      // Try discovery again on the next sign-in instead of caching the failure.
      discovered = undefined;
      throw err;
    });
    return discovered;
  }

  return {
    key: settings.key,
    callbackPath: settings.callbackPath,

    /** The provider's authorization URL and the flow state to keep until the callback. */
    async start(origin: string, next: string): Promise<{ url: string; flow: PendingFlow }> {
      const config = await configuration();
      const oidc = await loadOidc();
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const redirectUri = `${origin}${settings.callbackPath}`;
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, flow: { provider: settings.key, state, nonce, verifier, redirectUri, next } };
    },

    /**
     * Exchanges the code (checking state, PKCE, nonce, issuer and the ID token) and
     * returns who signed in. Claims missing from the ID token come from UserInfo.
     */
    async finish(query: string, flow: PendingFlow): Promise<Omit<ExternalIdentity, 'accountProvider' | 'userProvider'>> {
      const config = await configuration();
      const oidc = await loadOidc();
      const current = new URL(flow.redirectUri);
      current.search = query;
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      let info: Record<string, unknown> = claims;
      if (typeof claims.email !== 'string' || claims.email_verified === undefined) {
        info = { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
      }
      return {
        subject: claims.sub,
        email: typeof info.email === 'string' ? info.email : undefined,
        // Some providers send the string "true".
        emailVerified: info.email_verified === true || info.email_verified === 'true',
        name: typeof info.name === 'string' ? info.name : undefined,
      };
    },

    issuer: settings.issuer,
  };
}
export type ExternalProvider = ReturnType<typeof createExternalProvider>;
