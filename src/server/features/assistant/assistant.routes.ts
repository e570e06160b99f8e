import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assistantApi } from '../../../contract/endpoints/assistant';
import { toErrorAnswer } from '../../errors';
import { attributionFor } from '../../platform/ai';
import { userOrIpKey } from '../../platform/limits';
import type { AssistantService, Caller, ChatStreamEvent } from './assistant.service';

/**
 * The events as server-sent events. The status and headers are sent by then, so an error
 * becomes an `error` event, built (and, when unknown, logged) by the one error path.
 */
async function* sse(events: AsyncIterable<ChatStreamEvent>, request: FastifyRequest) {
  try {
    for await (const ev of events) {
      if (ev.type === 'delta') yield `event: delta\ndata: ${JSON.stringify({ text: ev.text })}\n\n`;
      else yield `event: done\ndata: ${JSON.stringify(ev.response)}\n\n`;
    }
  } catch (err) {
    yield `event: error\ndata: ${JSON.stringify(toErrorAnswer(err, request).body)}\n\n`;
  }
}

export const assistantRoutes: FastifyPluginAsyncZod<{
  service: AssistantService;
  perMinute: number;
  /** Keys the hash of anonymous callers' addresses. */
  secret: string | undefined;
}> = async (app, { service, perMinute, secret }) => {
  const caller = (request: FastifyRequest, workspaceId?: string): Caller => ({
    who: attributionFor(request, secret, workspaceId),
    log: request.log,
  });

  // Per signed-in user, else per client address (the public demo works signed out).
  const rateLimit = {
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: userOrIpKey(),
  };

  app.post(
    '/assistant/chat',
    {
      config: { rateLimit },
      schema: assistantApi.chat.schema,
    },
    async (request, reply) => {
      const who = caller(request, request.body.sessionId);
      if (!request.body.stream) return service.chat(request.body, who);
      const events = await service.chatStream(request.body, who);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        // A stream bypasses the response serializer; the schema describes the JSON variant.
        .send(Readable.from(sse(events, request)) as never);
    },
  );

  app.post(
    '/assistant/workspace-commentary',
    {
      config: { rateLimit },
      schema: assistantApi.workspaceCommentary.schema,
    },
    async (request) => service.workspaceCommentary(request.body, caller(request, request.body.sessionId)),
  );

  app.post(
    '/ai-dashboard/analyze',
    { config: { rateLimit }, schema: assistantApi.analyze.schema },
    async (request) => service.analyze(request.body, caller(request)),
  );

  app.post(
    '/ai-chat',
    { config: { rateLimit }, schema: assistantApi.aiChat.schema },
    async (request) => service.aiChat(request.body, caller(request)),
  );
};
