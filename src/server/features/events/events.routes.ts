/**
 * GET /api/events: the signed-in user's live updates as Server-Sent Events
 * (contract/events.ts). The stream is attached to the live hub (platform/live.ts),
 * which writes events, heartbeats and the end of the session into it.
 */
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { eventsApi } from '../../../contract/endpoints/events';
import { requireUser } from '../../platform/auth';
import type { LiveHub } from '../../platform/live';

export const eventsRoutes: FastifyPluginAsync<{ live: LiveHub }> = async (app, { live }) => {
  app.get('/events', { schema: eventsApi.stream.schema }, async (request, reply) => {
    const user = requireUser(request);
    const stream = new PassThrough();
    // Tied to the session: its end, on any instance, closes the stream (platform/live-access.ts).
    live.attach(user.id, stream, { sessionId: request.sessionId });
    return (
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        // no-transform: no proxy may compress or rewrite it; X-Accel-Buffering: nginx sends each event at once.
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        // One stream per connection: when it ends (session ended, shutdown) the socket
        // goes too, rather than idling in keep-alive and holding a closing server.
        .header('connection', 'close')
        .send(stream)
    );
  });
};
