/**
 * The HTTP server of the app, with two paths answered before Fastify routes a request:
 * - a plain `GET /api/health`. Load balancers and uptime probes call it many times a
 *   second on every instance, and Fastify's routing, hooks and reply machinery cost about a
 *   fifth of a bare `node:http` answer even with nothing else registered (ADR 041). The
 *   answer is the health route's own: the same body (`createHealthBody`, cached per second),
 *   status and headers (the API's security headers, content type and length).
 * - a plain `GET /api/auth/user` whose session this instance has cached, live and not due
 *   for renewal (ADR 059): the session check every signed-in page makes. The answer is the
 *   route's own (the same JSON, the API's security headers and `cache-control: no-store`);
 *   anything else about it (no cookie, a cache miss, a renewal's Set-Cookie, an
 *   Authorization header, the 401) is left to Fastify.
 * Every other request, either one with a query string or another method, and any request
 * while the app closes or logs each request (debug) goes to Fastify as before.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { API_SECURITY_HEADERS } from './security-headers';

export const HEALTH_PATH = '/api/health';
export const AUTH_USER_PATH = '/api/auth/user';
/** The content type of the health body, on both paths (here and the health route). */
export const HEALTH_CONTENT_TYPE = 'application/json; charset=utf-8';

export interface FastPath {
  /** The health body, once the health route has made it; until then Fastify answers. */
  health?: () => string;
  /**
   * The body of `GET /api/auth/user` for a request whose session is live in this instance's
   * cache; undefined when Fastify must answer it (the auth feature's `authUserFastAnswer`).
   */
  authUser?: (req: IncomingMessage) => string | undefined;
  /** Set when the app starts closing: from then on Fastify answers (503 while it drains). */
  closing: boolean;
}

/** Header names and values as Node writes them (`writeHead` with a flat array: no per-call object walk). */
const HEALTH_HEADERS = Object.entries(API_SECURITY_HEADERS).flat();

/** The auth routes' `cache-control: no-store` too: who is signed in is private. */
const AUTH_USER_HEADERS = [...HEALTH_HEADERS, 'cache-control', 'no-store'];

function answerJson(res: ServerResponse, headers: string[], body: string): void {
  res.writeHead(200, [...headers, 'content-type', HEALTH_CONTENT_TYPE, 'content-length', String(Buffer.byteLength(body))]);
  res.end(body);
}

/** True when the fast path answered the request. */
function answerFast(fastPath: FastPath, req: IncomingMessage, res: ServerResponse): boolean {
  if (fastPath.closing || req.method !== 'GET') return false;
  if (req.url === HEALTH_PATH) {
    if (!fastPath.health) return false;
    answerJson(res, HEALTH_HEADERS, fastPath.health());
    return true;
  }
  if (req.url === AUTH_USER_PATH && fastPath.authUser) {
    const body = fastPath.authUser(req);
    if (body === undefined) return false;
    answerJson(res, AUTH_USER_HEADERS, body);
    return true;
  }
  return false;
}

/**
 * For Fastify's `serverFactory`: the server Fastify would make (its keep-alive, request
 * and connection time-outs and requests per socket), with the fast path in front.
 */
export function fastPathServerFactory(fastPath: FastPath) {
  return (handler: (req: IncomingMessage, res: ServerResponse) => void, opts: FastifyServerOptions): http.Server => {
    const server = http.createServer((req, res) => {
      if (!answerFast(fastPath, req, res)) handler(req, res);
    });
    if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
    if (opts.requestTimeout !== undefined) server.requestTimeout = opts.requestTimeout;
    if (opts.connectionTimeout !== undefined) server.setTimeout(opts.connectionTimeout);
    if (opts.maxRequestsPerSocket) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    return server;
  };
}
