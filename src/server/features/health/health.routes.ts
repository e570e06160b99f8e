import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '../../../contract/common';
import type { Database } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  version: string;
  engines?: () => Record<string, string | boolean>;
}> = async (app, { database, version, engines }) => {
  const started = Date.now();
  app.get('/health', { schema: { response: { 200: HealthSchema } } }, async () => ({
    status: 'ok' as const,
    database: database.kind,
    version,
    uptimeSeconds: Math.round((Date.now() - started) / 1000),
    ...(engines ? { engines: engines() } : {}),
  }));
};
