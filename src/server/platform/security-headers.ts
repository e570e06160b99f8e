/**
 * Security headers, computed once and replayed by one synchronous hook.
 * - Documents and static files get helmet's full set with the app's Content-Security-Policy.
 * - JSON under /api gets the short set OWASP recommends for APIs: a CSP that allows nothing
 *   (`default-src 'none'; frame-ancestors 'none'`), nosniff and a same-origin resource
 *   policy. The document-only headers (the CSP's source lists, X-Frame-Options,
 *   Origin-Agent-Cluster, X-DNS-Prefetch-Control, …) have no effect on a JSON body, and
 *   the full set of 13 headers (≈ 750 bytes) cost a quarter of /api/health's throughput
 *   (bench/api/health.mjs). See ADR 009.
 * NOTE: @fastify/helmet rebuilds helmet (and re-parses the CSP) on every request; that
 * cost more CPU per request than Fastify itself (see bench/api/cpu-per-request.mjs).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Radix positions popovers with inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
};

export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    // Same-origin app: no need to isolate; keeps blob: media working.
    crossOriginEmbedderPolicy: false,
    // In step with the CSP's frame-ancestors 'none' for browsers that only know this header.
    xFrameOptions: { action: 'deny' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  headers['permissions-policy'] = 'camera=(), geolocation=(), microphone=(self)';
  return headers;
}

/**
 * JSON is never rendered or navigated to, so Referrer-Policy does nothing on it, and HSTS
 * reaches the browser with the first document anyway.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

export function registerSecurityHeaders(app: FastifyInstance) {
  const documentHeaders = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? API_SECURITY_HEADERS : documentHeaders);
    done();
  });
}
