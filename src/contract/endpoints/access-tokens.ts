/**
 * Endpoints of personal access tokens and the MCP endpoint (#29, ADR 055). The token
 * routes are the signed-in session's (cookie and CSRF like every other change); the MCP
 * endpoint takes only a token (Bearer) and speaks JSON-RPC: its body is a JSON-RPC
 * message or batch, read by the MCP SDK's transport, and its answers (a JSON-RPC
 * response, 202 for a notification, JSON-RPC errors for refusals: contract's
 * `McpErrorBodySchema`) are not one schema, so none is declared.
 */
import {
  ACCESS_TOKENS_PATH,
  AccessTokenListSchema,
  AccessTokenParamsSchema,
  AccessTokenSchema,
  CreateAccessTokenBodySchema,
  CreatedAccessTokenSchema,
  MCP_PATH,
} from '../access-tokens';
import { defineEndpoint } from '../endpoint';

export const accessTokensApi = {
  list: defineEndpoint({ method: 'GET', path: ACCESS_TOKENS_PATH, response: { 200: AccessTokenListSchema } }),
  create: defineEndpoint({ method: 'POST', path: ACCESS_TOKENS_PATH, body: CreateAccessTokenBodySchema, response: { 201: CreatedAccessTokenSchema } }),
  /** Revoked at once and for good; the token stays listed as revoked. Revoking twice answers the same. */
  revoke: defineEndpoint({ method: 'POST', path: `${ACCESS_TOKENS_PATH}/:id/revoke`, params: AccessTokenParamsSchema, response: { 200: AccessTokenSchema } }),
  /** MCP over Streamable HTTP (stateless): JSON-RPC in, JSON-RPC out. */
  mcp: defineEndpoint({ method: 'POST', path: MCP_PATH, bodyKind: 'raw', responseKind: 'json' }),
  /** No server-to-client stream and no session in stateless mode: 405 (JSON-RPC error), as the transport's stateless pattern answers. */
  mcpStream: defineEndpoint({ method: 'GET', path: MCP_PATH, responseKind: 'json' }),
  mcpEnd: defineEndpoint({ method: 'DELETE', path: MCP_PATH, responseKind: 'json' }),
} as const;
