/**
 * The signed-in user on a request. The session hook (platform/sessions.ts, registered
 * in app.ts before the routes) fills `request.user` from the session cookie; every
 * route that reads private data calls `requireUser(request)` and filters by the
 * returned id, or checks ownership / membership with platform/access.ts, so a user
 * only ever sees their own rows.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../errors';

export interface SessionUser {
  id: string;
  email: string;
  username: string | null;
  name: string | null;
  provider: 'local' | 'google' | 'oidc';
  createdAt: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** Hash of the session cookie token, when a session is present. */
    sessionId: string | null;
  }
}

export function decorateRequestUser(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}
