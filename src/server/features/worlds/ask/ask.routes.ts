/**
 * Ask your world's routes (#29). `askReadRoutes` is registered inside each read prefix
 * (worlds.routes.ts `worldReadRoutes`: /api/worlds, /api/worlds/sample and
 * /api/worlds/shared/:token) with that prefix's reader, so a question, the examples and a
 * cited message read exactly the world the prefix reads; `askConversationRoutes` serves the
 * signed-in user's saved conversations (visitors' are kept in memory and never listed).
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WorldReadApi } from '../../../../contract/endpoints/worlds';
import { worldsApi } from '../../../../contract/endpoints/worlds';
import { attributionFor } from '../../../platform/ai';
import { requireUser } from '../../../platform/auth';
import { userOrIpKey } from '../../../platform/limits';
import type { WorldEndpoint, WorldReadScope, WorldReader } from '../worlds.routes';
import type { AskCaller, AskService } from './ask.service';

/** Whose world a visitor's answer comes from (its "you" is the world's owner). */
export const SAMPLE_NOTE = 'Answered from the sample world: "you" is its made-up owner.';
export const SHARED_NOTE = 'Answered from a shared world: "you" is the person who shared it.';

export interface AskReadOptions {
  api: WorldReadApi;
  reader: WorldReader;
  ask: AskService;
  /** AI requests per minute per caller (the AI layer's limit: a question may reach a model). */
  aiPerMinute: number;
  /** Keys the hash of signed-out callers' addresses (who a model's tokens are charged to). */
  secret: string | undefined;
  /** The tools a scope may use (a shared link: its world's); undefined: every tool. */
  toolsFor: (scope: WorldReadScope) => readonly string[] | undefined;
  /** Whether answers may quote message texts (a shared link: only when its world shows them); false: texts blanked. */
  messageTexts: (scope: WorldReadScope) => boolean;
}

/**
 * Requests per caller and minute of ask/examples and messages/:id (each its own count):
 * no AI, but each reads the world; generous for the panel, a stop for a scraper.
 */
export const ASK_READS_PER_MINUTE = 120;

/**
 * Rate-limit groups: a caller's requests count together under every read prefix
 * (/api/worlds, /api/worlds/sample, /api/worlds/shared/:token), so three prefixes do not
 * give three allowances.
 */
const ASK_GROUP = 'worlds-ask';
const EXAMPLES_GROUP = 'worlds-ask-examples';
const MESSAGE_GROUP = 'worlds-ask-message';

/**
 * The base of this prefix's read endpoints for this request ('/api/worlds/shared/<token>'),
 * from the contract's own path of `ask`, so photo citations' thumbnails open where the
 * caller reads.
 */
function apiBaseOf(api: WorldReadApi, request: FastifyRequest): string {
  const base = api.ask.path.slice(0, -'/ask'.length);
  const token = (request.params as { token?: string }).token;
  return token === undefined ? base : base.replace(':token', encodeURIComponent(token));
}

export const askReadRoutes: FastifyPluginAsyncZod<AskReadOptions> = async (app, { api, reader, ask, aiPerMinute, secret, toolsFor, messageTexts }) => {
  async function caller(request: FastifyRequest, endpoint: WorldEndpoint): Promise<AskCaller> {
    const scope = await reader(request, endpoint);
    const apiBase = apiBaseOf(api, request);
    return {
      userId: scope.userId,
      includeMessages: messageTexts(scope),
      apiBase,
      // A visitor's conversation is found again only through the same link (a hash: no token kept in memory).
      visitor: scope.visitor ? createHash('sha256').update(apiBase).digest('base64url') : undefined,
      visitorNote: scope.visitor ? (scope.world ? SHARED_NOTE : SAMPLE_NOTE) : undefined,
      allowedTools: toolsFor(scope),
      who: attributionFor(request, secret),
    };
  }

  // An AI call: limited per caller (the signed-in user, else the address) as narrate is, one count across the prefixes.
  app.post(
    '/ask',
    { config: { rateLimit: { max: aiPerMinute, timeWindow: '1 minute', keyGenerator: userOrIpKey(), groupId: ASK_GROUP } }, schema: api.ask.schema },
    async (request) => ask.ask(await caller(request, 'ask'), request.body),
  );

  const reads = (groupId: string) => ({ rateLimit: { max: ASK_READS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: userOrIpKey(), groupId } });

  app.get('/ask/examples', { config: reads(EXAMPLES_GROUP), schema: api.askExamples.schema }, async (request) => ({
    examples: await ask.examples(await caller(request, 'ask')),
  }));

  app.get('/messages/:id', { config: reads(MESSAGE_GROUP), schema: api.message.schema }, async (request) =>
    ask.message(await caller(request, 'message'), request.params.id, request.query.context),
  );
};

/** The signed-in user's saved conversations: list (newest first) and delete. */
export const askConversationRoutes: FastifyPluginAsyncZod<{ ask: AskService }> = async (app, { ask }) => {
  app.get('/worlds/conversations', { schema: worldsApi.conversations.schema }, async (request) => ({
    conversations: await ask.conversations(requireUser(request).id),
  }));
  app.delete('/worlds/conversations/:id', { schema: worldsApi.deleteConversation.schema }, async (request) =>
    ask.deleteConversation(requireUser(request).id, request.params.id),
  );
};
