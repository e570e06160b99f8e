import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { HealthEngines, HealthSchema } from '../../../contract/common';
import { healthApi } from '../../../contract/endpoints/health';
import type { Database } from '../../db/client';
import { HEALTH_CONTENT_TYPE } from '../../platform/fast-path';

type Health = z.infer<typeof HealthSchema>;

/**
 * GET /api/health. Probes call it often, so the body is serialized at most once per second
 * (its moving parts are `uptimeSeconds` and, with REDIS_URL, the Redis connection's
 * state, read from the client without asking the server) and the zod run-time pass is
 * skipped: the body is built here from trusted values and checked against HealthSchema at compile time
 * (the endpoint declares HealthSchema for the web's type; Fastify sends a string as it is, unserialised).
 * A plain `GET /api/health` of the built server is answered before Fastify routes it, with
 * the same body and headers (platform/fast-path.ts, ADR 041); this route answers the rest
 * (a query string, HEAD, `app.inject` in tests, debug logging).
 */
export interface HealthBodyOptions {
  database: Pick<Database, 'kind'>;
  version: string;
  engines?: () => HealthEngines;
  /** The Redis connection's state, when there is one (REDIS_URL). */
  redis?: () => 'up' | 'down';
  now?: () => number;
}

/** The health body as JSON text, rebuilt at most once per second (and when Redis's state changes). */
export function createHealthBody({ database, version, engines, redis, now = Date.now }: HealthBodyOptions): () => string {
  const started = now();
  let cached: { second: number; redis?: 'up' | 'down'; json: string } = { second: -1, json: '' };
  return (): string => {
    const second = Math.round((now() - started) / 1000);
    // A change of the Redis connection shows at once, not a second later.
    const redisState = redis?.();
    if (second !== cached.second || redisState !== cached.redis) {
      const health: Health = {
        status: 'ok',
        database: database.kind,
        version,
        uptimeSeconds: second,
        ...(engines ? { engines: engines() } : {}),
        ...(redisState ? { redis: redisState } : {}),
      };
      cached = { second, redis: redisState, json: JSON.stringify(health) };
    }
    return cached.json;
  };
}

export const healthRoutes: FastifyPluginAsyncZod<HealthBodyOptions | { body: () => string }> = async (app, opts) => {
  const body = 'body' in opts ? opts.body : createHealthBody(opts);
  // A string with a JSON content type is sent as it is: the response schema neither serialises nor checks it (see above).
  app.get('/health', { schema: healthApi.health.schema }, (_request, reply) => {
    reply.type(HEALTH_CONTENT_TYPE).send(body() as never);
  });
};
