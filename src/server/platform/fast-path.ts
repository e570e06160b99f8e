/**
 * The HTTP server of the app, with one path answered before Fastify routes a request:
 * a plain `GET /api/health`. Load balancers and uptime probes call it many times a
 * second on every instance, and Fastify's routing, hooks and reply machinery cost about a
 * fifth of a bare `node:http` answer even with nothing else registered (ADR 041). The
 * answer is the health route's own: the same body (`createHealthBody`, cached per second),
 * status and headers (the API's security headers, content type and length). Every other
 * request, a health check with a query string or another method, and any request while
 * the app closes or logs each request (debug) goes to Fastify as before.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { API_SECURITY_HEADERS } from './security-headers';

export const HEALTH_PATH = '/api/health';
/** The content type of the health body, on both paths (here and the health route). */
export const HEALTH_CONTENT_TYPE = 'application/json; charset=utf-8';

export interface FastPath {
  /** The health body, once the health route has made it; until then Fastify answers. */
  health?: () => string;
  /** Set when the app starts closing: from then on Fastify answers (503 while it drains). */
  closing: boolean;
}

/** Header names and values as Node writes them (`writeHead` with a flat array: no per-call object walk). */
const HEALTH_HEADERS = Object.entries(API_SECURITY_HEADERS).flat();

function answerHealth(res: ServerResponse, body: string): void {
  res.writeHead(200, [...HEALTH_HEADERS, 'content-type', HEALTH_CONTENT_TYPE, 'content-length', String(Buffer.byteLength(body))]);
  res.end(body);
}

/**
 * For Fastify's `serverFactory`: the server Fastify would make (its keep-alive, request
 * and connection time-outs and requests per socket), with the fast path in front.
 */
export function fastPathServerFactory(fastPath: FastPath) {
  return (handler: (req: IncomingMessage, res: ServerResponse) => void, opts: FastifyServerOptions): http.Server => {
    const server = http.createServer((req, res) => {
      const body = fastPath.health;
      if (body && !fastPath.closing && req.method === 'GET' && req.url === HEALTH_PATH) answerHealth(res, body());
      else handler(req, res);
    });
    if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
    if (opts.requestTimeout !== undefined) server.requestTimeout = opts.requestTimeout;
    if (opts.connectionTimeout !== undefined) server.setTimeout(opts.connectionTimeout);
    if (opts.maxRequestsPerSocket) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    return server;
  };
}
