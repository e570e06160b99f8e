/**
 * /api/access-tokens (the signed-in session's: list, create, revoke; cookie and CSRF as
 * every other change) and /api/mcp (a personal access token's only door, #29, ADR 055).
 *
 * The MCP endpoint speaks JSON-RPC, so its own refusals are JSON-RPC errors with the
 * HTTP status in `data.status`: 401 with `WWW-Authenticate: Bearer` for a missing,
 * unknown or revoked token, 429 with `Retry-After` past the per-token limit, 405 for GET
 * and DELETE (stateless: no stream to open, no session to end). Every request with a
 * valid token counts against that token's limit; every tool call is written to the
 * owner's activity history, and the token's `last_used_at` at most once a minute.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS_TOKEN_MESSAGES, MCP_PATH, type McpErrorBody } from '../../../contract/access-tokens';
import { accessTokensApi } from '../../../contract/endpoints/access-tokens';
import { NotFoundError } from '../../errors';
import type { ActivityLog } from '../../platform/activity';
import { requireUser } from '../../platform/auth';
import { userOrIpKey, type Limits } from '../../platform/limits';
import type { AccessTokensService, TokenHolder } from './access-tokens.service';
import { handleMcpPost, type McpCaller, type McpHooks, type McpWorld } from './mcp';
import { bearerToken } from './token-guard';

export interface AccessTokensRoutesOptions {
  service: AccessTokensService;
  world: McpWorld;
  activity: ActivityLog;
  limits: Limits;
  /** MCP requests per token and minute. */
  mcpPerMinute: number;
  /** Token creations and revocations per user and minute. */
  writesPerMinute: number;
  /** The server's version, named to MCP clients. */
  version: string;
}

/** The largest MCP request read: a JSON-RPC call of a tool is a few hundred bytes. */
export const MCP_BODY_LIMIT = 256 * 1024;
const MINUTE_MS = 60_000;

/** JSON-RPC's "server error" range; the HTTP status says which. */
const MCP_REFUSAL_CODE = -32000;

function sendMcpError(reply: FastifyReply, status: number, message: string, headers: Record<string, string> = {}) {
  const body: McpErrorBody = { jsonrpc: '2.0', id: null, error: { code: MCP_REFUSAL_CODE, message, data: { status } } };
  return reply.status(status).headers(headers).type('application/json; charset=utf-8').send(body);
}

export const accessTokensRoutes: FastifyPluginAsyncZod<AccessTokensRoutesOptions> = async (app, opts) => {
  const { service, world, activity, limits } = opts;
  const writeLimit = { rateLimit: { max: opts.writesPerMinute, timeWindow: '1 minute', keyGenerator: userOrIpKey('access-tokens') } };

  app.get('/access-tokens', { schema: accessTokensApi.list.schema }, async (request) => ({
    tokens: await service.list(requireUser(request).id),
  }));

  app.post('/access-tokens', { schema: accessTokensApi.create.schema, config: writeLimit }, async (request, reply) => {
    const user = requireUser(request);
    return reply.status(201).send(await service.create(user.id, request.body));
  });

  app.post('/access-tokens/:id/revoke', { schema: accessTokensApi.revoke.schema, config: writeLimit }, async (request) => {
    const token = await service.revoke(requireUser(request).id, request.params.id);
    if (!token) throw new NotFoundError(ACCESS_TOKEN_MESSAGES.notFound);
    return token;
  });

  /** The token holder, or a 401 sent. */
  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<TokenHolder | null> {
    const secret = bearerToken(request.headers.authorization);
    const holder = secret ? await service.authenticate(secret) : null;
    if (!holder) {
      // RFC 6750: name the scheme; say the token is bad when one was sent.
      const challenge = secret ? 'Bearer realm="mnemo", error="invalid_token"' : 'Bearer realm="mnemo"';
      await sendMcpError(reply, 401, ACCESS_TOKEN_MESSAGES.unauthorized, { 'www-authenticate': challenge });
      return null;
    }
    return holder;
  }

  /**
   * Counts one request or tool call against the token's window; null when allowed, else the
   * seconds until the window ends. Fails open when the counters cannot be reached, as the
   * platform's route limits do.
   */
  async function count(request: FastifyRequest, tokenId: string): Promise<number | null> {
    try {
      const hit = await limits.hit(`mcp:token:${tokenId}`, { max: opts.mcpPerMinute, windowMs: MINUTE_MS });
      return hit.allowed ? null : Math.max(1, Math.ceil(hit.resetInMs / 1000));
    } catch (err) {
      request.log.warn({ err }, 'MCP rate limit could not be counted');
      return null;
    }
  }

  /** True when the token may go on; else a 429 is sent. */
  async function withinLimit(request: FastifyRequest, reply: FastifyReply, holder: TokenHolder): Promise<boolean> {
    const seconds = await count(request, holder.tokenId);
    if (seconds === null) return true;
    await sendMcpError(reply, 429, ACCESS_TOKEN_MESSAGES.rateLimited(seconds), { 'retry-after': String(seconds) });
    return false;
  }

  const hooksFor = (request: FastifyRequest): McpHooks => {
    // The request itself was counted: its first tool call is paid for, each further one (a batch) counts again.
    let paid = 1;
    return {
      async admitToolCall(caller: McpCaller) {
        if (paid > 0) {
          paid--;
          return { allowed: true };
        }
        const seconds = await count(request, caller.tokenId);
        return seconds === null ? { allowed: true } : { allowed: false, retryAfterSeconds: seconds, message: ACCESS_TOKEN_MESSAGES.rateLimited(seconds) };
      },
      async onToolCall(caller: McpCaller, name: string, outcome: { isError: boolean }) {
        // The name is the client's (an unknown tool is recorded too): kept short.
        const tool = name.slice(0, 64);
        try {
          await activity.record({
            userId: caller.userId,
            type: 'system',
            message: `Asked your world through ${caller.tokenName}: ${tool}`,
            metadata: { via: 'mcp', tokenId: caller.tokenId, tool, isError: outcome.isError },
          });
        } catch (err) {
          request.log.warn({ err }, 'could not record an MCP tool call in the activity history');
        }
      },
      onToolFailure(_caller: McpCaller, tool: string, err: unknown) {
        request.log.error({ err, tool }, 'MCP tool failed');
      },
    };
  };

  // Its own context, so that only this route reads its body as text, whatever the
  // content type: the MCP transport checks the type and parses the JSON-RPC itself,
  // answering a bad body as JSON-RPC (the protocol the client speaks).
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    raw.post(MCP_PATH.slice('/api'.length), { schema: accessTokensApi.mcp.schema, bodyLimit: MCP_BODY_LIMIT }, async (request, reply) => {
      const holder = await authenticate(request, reply);
      if (!holder || !(await withinLimit(request, reply, holder))) return reply;
      service.touch(holder.tokenId).catch((err: unknown) => request.log.warn({ err }, 'could not mark a personal access token used'));
      const caller: McpCaller = { userId: holder.userId, tokenId: holder.tokenId, tokenName: holder.name };
      const answer = await handleMcpPost(world, caller, hooksFor(request), opts.version, {
        url: request.url,
        headers: request.headers,
        body: typeof request.body === 'string' ? request.body : '',
      });
      reply.status(answer.status).headers(answer.headers);
      return answer.body === '' ? reply.send() : reply.send(answer.body);
    });

    for (const method of ['GET', 'DELETE'] as const) {
      const schema = method === 'GET' ? accessTokensApi.mcpStream.schema : accessTokensApi.mcpEnd.schema;
      raw.route({
        method,
        url: MCP_PATH.slice('/api'.length),
        schema,
        handler: async (request, reply) => {
          if (!(await authenticate(request, reply))) return reply;
          return sendMcpError(reply, 405, ACCESS_TOKEN_MESSAGES.methodNotAllowed, { allow: 'POST' });
        },
      });
    }
  });
};
