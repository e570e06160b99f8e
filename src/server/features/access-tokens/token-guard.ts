/**
 * Personal access tokens open the MCP endpoint and nothing else (#29, ADR 055). The
 * session hook reads only the cookie, so a request that carries only a token is signed
 * out anywhere else already; this hook makes it so for a request that carries a session
 * cookie too: whoever sends a personal access token to another route is treated as
 * signed out (401 where sign-in is needed), so a token can never stand in for, or ride
 * along with, a session. Registered on the app after the session hook (app.ts).
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ACCESS_TOKEN_PREFIX, MCP_PATH } from '../../../contract/access-tokens';

/** The token of an `Authorization: Bearer <token>` header, else null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  // "Bearer" is case-insensitive (RFC 7235); one or more spaces before the token.
  if (value.length < 7 || value.slice(0, 6).toLowerCase() !== 'bearer' || (value[6] !== ' ' && value[6] !== '\t')) return null;
  const token = value.slice(7).trim();
  return token || null;
}

const isMcpUrl = (url: string) => {
  const q = url.indexOf('?');
  return (q === -1 ? url : url.slice(0, q)) === MCP_PATH;
};

/** onRequest hook (callback style: it runs on every request and costs no promise). */
export function refuseTokensOutsideMcp(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  const token = bearerToken(request.headers.authorization);
  if (token?.startsWith(ACCESS_TOKEN_PREFIX) && !isMcpUrl(request.url)) {
    request.user = null;
    request.sessionId = null;
  }
  done();
}
