import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteConfigSchema } from '../../../contract/site';

/** Public settings for the marketing site; names only, nothing secret. */
export const siteRoutes: FastifyPluginAsyncZod<{ workspaceMembers: readonly string[] }> = async (
  app,
  { workspaceMembers },
) => {
  const body = { workspaceMembers: [...workspaceMembers] };
  app.get('/site/config', { schema: { response: { 200: SiteConfigSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });
};
