/**
 * Who an AI call is charged to. Signed in: the user. Signed out: a keyed hash of the
 * client address (HMAC-SHA-256 with the session secret, so the stored key cannot be
 * reversed by hashing all IPv4 addresses), never the address itself.
 */
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Attribution } from './types';

export function clientKeyFor(ip: string, secret: string | undefined): string {
  return secret
    ? crypto.createHmac('sha256', secret).update(ip).digest('hex')
    : crypto.createHash('sha256').update(ip).digest('hex');
}

export function attributionFor(request: FastifyRequest, secret: string | undefined, workspaceId?: string | null): Attribution {
  return {
    userId: request.user?.id ?? null,
    clientKey: request.user ? null : clientKeyFor(request.ip, secret),
    workspaceId: workspaceId ?? null,
  };
}
