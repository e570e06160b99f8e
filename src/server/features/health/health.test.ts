import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { HealthSchema } from '../../../contract/common';
import type { Database } from '../../db/client';
import { healthRoutes } from './health.routes';

/** A bare app with the zod compilers, as buildApp() has them (the route passes its endpoint's zod schema). */
function zodApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('GET /health', () => {
  it('answers JSON that matches HealthSchema, with the uptime moving on each second', async () => {
    let clock = 1_000_000;
    let engineCalls = 0;
    const app = zodApp();
    await app.register(healthRoutes, {
      database: { kind: 'pglite' } as Database,
      version: '1.2.3',
      engines: () => ({
        ai: 'offline',
        aiModel: 'offline-analyst-1',
        tts: 'espeak',
        ttsAvailable: ++engineCalls > 0,
        stt: 'pocketsphinx',
        sttAvailable: false,
        ffmpeg: false,
      }),
      now: () => clock,
    });
    const get = async () => {
      const res = await app.inject('/health');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return HealthSchema.parse(res.json());
    };
    expect(await get()).toEqual({
      status: 'ok',
      database: 'pglite',
      version: '1.2.3',
      uptimeSeconds: 0,
      engines: {
        ai: 'offline',
        aiModel: 'offline-analyst-1',
        tts: 'espeak',
        ttsAvailable: true,
        stt: 'pocketsphinx',
        sttAvailable: false,
        ffmpeg: false,
      },
    });
    // Within the same second the serialized body is reused.
    await get();
    expect(engineCalls).toBe(1);
    clock += 2_600;
    expect((await get()).uptimeSeconds).toBe(3);
    expect(engineCalls).toBe(2);
    await app.close();
  });

  it('reports the Redis connection only when there is one, and its change at once', async () => {
    let redis: 'up' | 'down' = 'up';
    const withRedis = zodApp();
    await withRedis.register(healthRoutes, { database: { kind: 'postgres' } as Database, version: '1', redis: () => redis, now: () => 0 });
    const get = async (app: typeof withRedis) => HealthSchema.parse((await app.inject('/health')).json());
    expect(await get(withRedis)).toEqual({ status: 'ok', database: 'postgres', version: '1', uptimeSeconds: 0, redis: 'up' });
    redis = 'down';
    // Still 200 and 'ok': a proxy must not take every instance out when the shared store blinks.
    expect(await get(withRedis)).toMatchObject({ status: 'ok', redis: 'down' });
    const without = zodApp();
    await without.register(healthRoutes, { database: { kind: 'pglite' } as Database, version: '1', now: () => 0 });
    expect(await get(without)).not.toHaveProperty('redis');
    await withRedis.close();
    await without.close();
  });
});
