/**
 * CSRF defence for cookie-authenticated, state-changing requests:
 * 1. The browser's Origin (or, failing that, Referer) must be this app's origin.
 * 2. A request that carries the session cookie but neither header, with a body type
 *    an HTML form can send cross-site (urlencoded, multipart, text/plain), is refused
 *    too: only a very old browser or a stripped header would send that, and such a
 *    request must not act with the user's session.
 * Other clients (scripts, curl) that send neither header and no session cookie pass:
 * they carry no ambient authority. JSON bodies cannot be sent cross-site without a
 * CORS preflight, which this server never grants. SameSite=Lax cookies are the last layer.
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Config } from '../config';
import { ForbiddenError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;
/** Kept in step with SESSION_COOKIE in sessions.ts (not imported, so this module stays standalone). */
const SESSION_COOKIE_RE = /(?:^|;\s*)mnemo_sid=/;

export function requestOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): string {
  if (config.publicUrl) return config.publicUrl;
  return `${request.protocol}://${request.host}`;
}

export const CSRF_MESSAGE = 'Cross-site request refused. Reload the page and try again.';

/**
 * onRequest hook. Callback style rather than async: it runs on every request, and the
 * common case (a safe method) then costs no promise.
 */
export function csrfGuard(config: Pick<Config, 'publicUrl'>) {
  return function (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/') || isAllowed(request, config)) {
      done();
      return;
    }
    // Through the one error handler, like every other refusal.
    done(new ForbiddenError(CSRF_MESSAGE, 'csrf'));
  };
}

function isAllowed(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): boolean {
  const expected = requestOrigin(request, config);
  const origin = request.headers.origin;
  let source: string | undefined;
  if (origin && origin !== 'null') source = origin;
  else if (request.headers.referer) {
    try {
      source = new URL(request.headers.referer).origin;
    } catch {
      source = 'invalid';
    }
  } else if (origin === 'null') source = 'null';
  if (source !== undefined) return source === expected;
  const hasSession = SESSION_COOKIE_RE.test(request.headers.cookie ?? '');
  const contentType = request.headers['content-type'];
  return !(hasSession && contentType && FORM_TYPES.test(contentType));
}
