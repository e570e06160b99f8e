/**
 * What Fastify logs about each request. Its default writes two info lines per request
 * ("incoming request", "request completed"); at the default LOG_LEVEL (info) that was
 * two JSON lines serialized and written to stdout for every health probe and asset,
 * and cost more CPU than the rest of the request path together (ADR 018). The access
 * log is the reverse proxy's job; the app logs what goes wrong.
 *
 * So the two per-request lines are at debug level (LOG_LEVEL=debug brings them back),
 * and everything else Fastify logs stays as it was: a response stream that failed
 * ("request errored"), errors after the headers were sent, 5xx of its default handler.
 * Our own error handler (errors.ts) logs every unknown error with the request id.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
