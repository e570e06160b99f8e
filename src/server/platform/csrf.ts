/**
 * CSRF defence for cookie-authenticated, state-changing requests: the browser's
 * Origin (or, failing that, Referer) must be this app's origin. Non-browser clients
 * send neither and carry no ambient cookie authority, so they pass. SameSite=Lax
 * cookies are the second layer.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { errorBody } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function requestOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): string {
  if (config.publicUrl) return config.publicUrl;
  return `${request.protocol}://${request.host}`;
}

export function csrfGuard(config: Pick<Config, 'publicUrl'>) {
  return async function (request: FastifyRequest, reply: FastifyReply) {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.url.startsWith('/api/')) return;
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
    if (source !== undefined && source !== expected) {
      return reply
        .status(403)
        .send(errorBody('csrf', 'Cross-site request refused. Reload the page and try again.'));
    }
  };
}
