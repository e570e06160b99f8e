/**
 * The auth feature's public interface (feature-graph.mjs): the plugin that registers
 * sessions' sign-in, sign-up, OAuth and account routes, and the sign-in throttle's limits.
 */
export { authFeature, type AuthFeatureOptions } from './auth.plugin';
export { authUserFastAnswer } from './auth.routes';
export { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from './login-throttle';
export type { AuthService, ClientMeta, ExternalIdentity } from './auth.service';
