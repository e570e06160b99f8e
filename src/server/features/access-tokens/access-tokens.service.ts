/**
 * Personal access tokens (#29, ADR 055). A token is `mnemo_pat_` + 32 random bytes in
 * base64url, given to its owner once when created; the database keeps only its SHA-256
 * (hex), its first characters to tell it apart, its name and scope, when it was last used
 * and when it was revoked. A revoked token stays listed (and refused) for good.
 *
 * `authenticate` is the MCP endpoint's only way in: the token's hash is looked up (one
 * probe of the unique index) together with its owner; a revoked token, or one whose
 * owner is gone, is unknown. `touch` writes `last_used_at` at most once a minute per token.
 */
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_RE,
  ACCESS_TOKEN_SHOWN_CHARS,
  ACCESS_TOKENS_ACTIVE_MAX,
  ACCESS_TOKEN_MESSAGES,
  type AccessToken,
  type AccessTokenScope,
  type CreateAccessTokenBodySchema,
  type CreatedAccessToken,
} from '../../../contract/access-tokens';
import type { Db } from '../../db/client';
import { personalAccessTokens, users } from '../../db/schema';
import { ConflictError } from '../../errors';
import { hashToken } from '../../platform/sessions';

/** How often `last_used_at` is written for a token in use. */
export const LAST_USED_EVERY_MS = 60_000;

type Row = typeof personalAccessTokens.$inferSelect;

/** The token the MCP endpoint acts with. */
export interface TokenHolder {
  tokenId: string;
  userId: string;
  name: string;
  scope: AccessTokenScope;
}

const toToken = (row: Row): AccessToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope as AccessTokenScope,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export function createAccessTokensService(deps: { db: Db; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  /** When this process last wrote each token's `last_used_at` (saves the query in between). */
  const touched = new Map<string, number>();

  return {
    /** Creates a token; its secret is in the answer and nowhere else, ever. */
    async create(userId: string, body: z.output<typeof CreateAccessTokenBodySchema>): Promise<CreatedAccessToken> {
      const secret = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      // Counted and inserted under a lock on the user's row: two creations at once cannot both pass the cap.
      const row = await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [active] = await tx
          .select({ n: count() })
          .from(personalAccessTokens)
          .where(and(eq(personalAccessTokens.userId, userId), isNull(personalAccessTokens.revokedAt)));
        if ((active?.n ?? 0) >= ACCESS_TOKENS_ACTIVE_MAX) throw new ConflictError(ACCESS_TOKEN_MESSAGES.tooMany, 'too_many_tokens');
        const [inserted] = await tx
          .insert(personalAccessTokens)
          .values({ userId, name: body.name, scope: body.scope, tokenHash: hashToken(secret), prefix: secret.slice(0, ACCESS_TOKEN_SHOWN_CHARS) })
          .returning();
        return inserted;
      });
      return { token: toToken(row!), secret };
    },

    /** The user's tokens, newest first, revoked ones included. */
    async list(userId: string): Promise<AccessToken[]> {
      const rows = await db
        .select()
        .from(personalAccessTokens)
        .where(eq(personalAccessTokens.userId, userId))
        .orderBy(desc(personalAccessTokens.createdAt), desc(personalAccessTokens.id));
      return rows.map(toToken);
    },

    /** Revokes one of the user's tokens (already revoked: unchanged); null when it is not theirs. */
    async revoke(userId: string, id: string): Promise<AccessToken | null> {
      const mine = and(eq(personalAccessTokens.id, id), eq(personalAccessTokens.userId, userId));
      const [row] = await db
        .update(personalAccessTokens)
        .set({ revokedAt: new Date(now()) })
        .where(and(mine, isNull(personalAccessTokens.revokedAt)))
        .returning();
      if (row) return toToken(row);
      const [existing] = await db.select().from(personalAccessTokens).where(mine);
      return existing ? toToken(existing) : null;
    },

    /** The live token `secret` names, or null (malformed, unknown or revoked). */
    async authenticate(secret: string): Promise<TokenHolder | null> {
      if (!ACCESS_TOKEN_RE.test(secret)) return null;
      const [row] = await db
        .select({ id: personalAccessTokens.id, userId: personalAccessTokens.userId, name: personalAccessTokens.name, scope: personalAccessTokens.scope })
        .from(personalAccessTokens)
        .where(and(eq(personalAccessTokens.tokenHash, hashToken(secret)), isNull(personalAccessTokens.revokedAt)));
      return row ? { tokenId: row.id, userId: row.userId, name: row.name, scope: row.scope as AccessTokenScope } : null;
    },

    /**
     * Marks the token used now, at most once a minute: skipped in this process within the
     * minute, and the update's condition skips it when another instance wrote it lately.
     */
    async touch(tokenId: string): Promise<void> {
      const t = now();
      const last = touched.get(tokenId);
      if (last !== undefined && t - last < LAST_USED_EVERY_MS) return;
      touched.set(tokenId, t);
      // Bounded: forget the oldest writes when many tokens are in use (a forgotten one costs a query).
      if (touched.size > 10_000) touched.delete(touched.keys().next().value!);
      await db
        .update(personalAccessTokens)
        .set({ lastUsedAt: new Date(t) })
        .where(
          and(
            eq(personalAccessTokens.id, tokenId),
            or(isNull(personalAccessTokens.lastUsedAt), lt(personalAccessTokens.lastUsedAt, new Date(t - LAST_USED_EVERY_MS))),
          ),
        );
    },
  };
}
export type AccessTokensService = ReturnType<typeof createAccessTokensService>;
