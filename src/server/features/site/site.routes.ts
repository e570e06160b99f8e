import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteApi } from '../../../contract/endpoints/site';

/** Public settings for the marketing site; names only, nothing secret. */
export const siteRoutes: FastifyPluginAsyncZod<{ workspaceMembers: readonly string[] }> = async (
  app,
  { workspaceMembers },
) => {
  const body = { workspaceMembers: [...workspaceMembers] };
  app.get('/site/config', { schema: siteApi.config.schema }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });
};
