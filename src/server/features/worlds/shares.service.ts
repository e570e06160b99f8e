/**
 * Read-only links to one world (`/worlds/shared/<token>`). The token is 32 random bytes
 * (256 bits, base64url); only its SHA-256 is stored, and a link is found by the hash's
 * unique index, so neither a leaked table nor a timing difference gives a token away.
 * A link is revocable and may expire; a revoked, expired or unknown token reads as 404.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CreateWorldShareBody, WorldKind, WorldShare, CreatedWorldShare } from '../../../contract/worlds';
import { BadRequestError, NotFoundError } from '../../errors';
import type { Database } from '../../db/client';
import { queryFn } from './sql';
import { iso } from './world-filters';
import { UUID_RE } from '../../../contract/common';

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
export const SHARE_GONE = 'This link is no longer shared.';

interface Row {
  id: string;
  user_id: string;
  world: string;
  include_messages: boolean;
  allow_ask: boolean;
  expires_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ResolvedShare {
  userId: string;
  world: WorldKind;
  includeMessages: boolean;
  /** Visitors may ask the world questions (#29; only with messages included, worlds.routes.ts). */
  allowAsk: boolean;
  expiresAt: string | null;
}

export function createSharesService(deps: { database: Database; now?: () => number }) {
  const query = queryFn(deps.database);
  const now = deps.now ?? Date.now;

  function toShare(r: Row): WorldShare {
    const expired = r.expires_at != null && new Date(r.expires_at).getTime() <= now();
    return {
      id: r.id,
      world: r.world as WorldKind,
      includeMessages: r.include_messages,
      allowAsk: r.allow_ask,
      expiresAt: iso(r.expires_at),
      revokedAt: iso(r.revoked_at),
      createdAt: iso(r.created_at)!,
      status: r.revoked_at ? 'revoked' : expired ? 'expired' : 'active',
    };
  }

  return {
    async create(userId: string, body: CreateWorldShareBody): Promise<CreatedWorldShare> {
      const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= now()) throw new BadRequestError('The expiry must be in the future.', 'expiry_in_past');
      const token = randomBytes(32).toString('base64url');
      const includeMessages = body.includeMessages ?? false;
      // Questions need messages included (an answer names people): a link without them is stored as refusing questions.
      const allowAsk = includeMessages && (body.allowAsk ?? false);
      const [row] = await query<Row>(
        sql`insert into world_shares (user_id, world, token_hash, include_messages, allow_ask, expires_at)
         values (${userId}, ${body.world}, ${hashToken(token)}, ${includeMessages}, ${allowAsk}, ${expiresAt})
         returning id, user_id, world, include_messages, allow_ask, expires_at, revoked_at, created_at`,
      );
      return { ...toShare(row!), token, path: `/worlds/shared/${token}` };
    },

    async list(userId: string): Promise<WorldShare[]> {
      const rows = await query<Row>(
        sql`select id, user_id, world, include_messages, allow_ask, expires_at, revoked_at, created_at from world_shares where user_id = ${userId} order by created_at desc, id`,
      );
      return rows.map(toShare);
    },

    /** Revokes one of the user's links (again: no change); another user's is not found. */
    async revoke(userId: string, id: string): Promise<WorldShare> {
      if (!UUID_RE.test(id)) throw new NotFoundError('Shared link not found.');
      const [row] = await query<Row>(
        sql`update world_shares set revoked_at = coalesce(revoked_at, now()) where id = ${id} and user_id = ${userId}
         returning id, user_id, world, include_messages, allow_ask, expires_at, revoked_at, created_at`,
      );
      if (!row) throw new NotFoundError('Shared link not found.');
      return toShare(row);
    },

    /** The live link of a token, or 404 (unknown, revoked or expired alike). */
    async resolve(token: string): Promise<ResolvedShare> {
      if (!TOKEN_RE.test(token)) throw new NotFoundError(SHARE_GONE);
      const [row] = await query<Row>(
        sql`select id, user_id, world, include_messages, allow_ask, expires_at, revoked_at, created_at from world_shares where token_hash = ${hashToken(token)}`,
      );
      if (!row || toShare(row).status !== 'active') throw new NotFoundError(SHARE_GONE);
      return { userId: row.user_id, world: row.world as WorldKind, includeMessages: row.include_messages, allowAsk: row.allow_ask, expiresAt: iso(row.expires_at) };
    },
  };
}
export type SharesService = ReturnType<typeof createSharesService>;
