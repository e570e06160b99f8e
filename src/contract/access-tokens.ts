/**
 * Personal access tokens and the MCP endpoint (#29, ADR 055): a person lets their own
 * assistant (Claude Desktop, an IDE, any MCP client) read their world through
 * `POST /api/mcp` with `Authorization: Bearer mnemo_pat_…`. A token is read-only
 * (`world:read`), shown once when created, stored only as its SHA-256, and refused
 * everywhere but the MCP endpoint. Tokens are managed from the signed-in session.
 */
import { z } from 'zod';
import { IdSchema, text } from './common';

export const ACCESS_TOKENS_PATH = '/api/access-tokens';
/** The MCP endpoint (Streamable HTTP, stateless). */
export const MCP_PATH = '/api/mcp';

/** Every token starts so: secret scanners and people can tell what it is. */
export const ACCESS_TOKEN_PREFIX = 'mnemo_pat_';
/** `mnemo_pat_` + 32 random bytes in base64url (43 characters). */
export const ACCESS_TOKEN_RE = /^mnemo_pat_[A-Za-z0-9_-]{43}$/;
/** Characters of a token kept to tell it apart in the list (the prefix and 4 more). */
export const ACCESS_TOKEN_SHOWN_CHARS = ACCESS_TOKEN_PREFIX.length + 4;
export const ACCESS_TOKEN_NAME_MAX = 60;
/** Tokens not revoked a person may hold at once. */
export const ACCESS_TOKENS_ACTIVE_MAX = 20;

/** The one scope: read one's own world. */
export const AccessTokenScopeSchema = z.enum(['world:read']);
export type AccessTokenScope = z.infer<typeof AccessTokenScopeSchema>;

export const CreateAccessTokenBodySchema = z.object({
  name: text({ error: 'Name the token.' })
    .trim()
    .min(1, 'Name the token (e.g. the assistant that will use it).')
    .max(ACCESS_TOKEN_NAME_MAX, `Keep the name under ${ACCESS_TOKEN_NAME_MAX} characters.`),
  scope: AccessTokenScopeSchema.default('world:read'),
});
export type CreateAccessTokenBody = z.input<typeof CreateAccessTokenBodySchema>;

export const AccessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: AccessTokenScopeSchema,
  /** The token's first characters ("mnemo_pat_AbCd"), to tell it apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type AccessToken = z.infer<typeof AccessTokenSchema>;

export const AccessTokenListSchema = z.object({ tokens: z.array(AccessTokenSchema) });

/** The answer to a creation: the token's secret, shown this once and never again. */
export const CreatedAccessTokenSchema = z.object({ token: AccessTokenSchema, secret: z.string() });
export type CreatedAccessToken = z.infer<typeof CreatedAccessTokenSchema>;

export const AccessTokenParamsSchema = z.object({ id: IdSchema });

export const ACCESS_TOKEN_MESSAGES = {
  notFound: 'Token not found.',
  tooMany: `You have ${ACCESS_TOKENS_ACTIVE_MAX} active tokens. Revoke one you no longer use first.`,
  /** The MCP endpoint's answer to a missing, unknown or revoked token. */
  unauthorized: 'A valid personal access token is required (Authorization: Bearer mnemo_pat_…). Create one on your dashboard under API Access.',
  rateLimited: (seconds: number) => `Too many requests with this token. Try again in ${seconds} seconds.`,
  methodNotAllowed: 'This MCP endpoint is stateless: send JSON-RPC messages with POST.',
} as const;

/**
 * How the MCP endpoint answers a refusal: a JSON-RPC error (the protocol the endpoint
 * speaks), not the API's usual error body. `data.status` repeats the HTTP status.
 */
export const McpErrorBodySchema = z
  .object({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.string(), z.number(), z.null()]),
    error: z.object({ code: z.number().int(), message: z.string(), data: z.object({ status: z.number().int() }).optional() }),
  })
  .strict();
export type McpErrorBody = z.infer<typeof McpErrorBodySchema>;
