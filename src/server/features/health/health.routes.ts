import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { HealthEngines, HealthSchema } from '../../../contract/common';
import type { Database } from '../../db/client';

type Health = z.infer<typeof HealthSchema>;

/**
 * GET /api/health. Probes call it often, so the body is serialized at most once per second
 * (its moving parts are `uptimeSeconds` and, with REDIS_URL, the Redis connection's
 * state, read from the client without asking the server) and the zod run-time pass is
 * skipped: the body is built here from trusted values and checked against HealthSchema at compile time.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  version: string;
  engines?: () => HealthEngines;
  /** The Redis connection's state, when there is one (REDIS_URL). */
  redis?: () => 'up' | 'down';
  now?: () => number;
}> = async (app, { database, version, engines, redis, now = Date.now }) => {
  const started = now();
  let cached: { second: number; redis?: 'up' | 'down'; json: string } = { second: -1, json: '' };
  const body = (): string => {
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
  // A string with a JSON content type is sent as it is (no response schema: see above).
  app.get('/health', (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(body());
  });
};
