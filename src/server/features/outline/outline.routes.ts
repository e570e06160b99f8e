/**
 * Outline routes (issue #17 part B, ADR 037): pages, search, backlinks, import/export
 * and AI branch suggestions. Every route needs a signed-in user; the page content
 * itself travels over the live socket (outline-live.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outlineApi } from '../../../contract/endpoints/outline';
import { requireUser } from '../../platform/auth';
import { sendUserFile } from '../../platform/user-files';
import { attributionFor } from '../../platform/ai';
import { userOrIpKey } from '../../platform/limits';
import type { OutlineService } from './outline.service';

export const outlineRoutes: FastifyPluginAsyncZod<{
  service: OutlineService;
  aiPerMinute: number;
  /** Imports per user per minute: each is parsed in the user-text pool (#25). */
  parsePerMinute: number;
  secret: string | undefined;
}> = async (app, { service, aiPerMinute, parsePerMinute, secret }) => {
  app.get(
    '/outline/pages',
    { schema: outlineApi.pages.schema },
    async (request) => {
      const user = requireUser(request);
      return { pages: await service.list(user.id, request.query.scope, request.query.workspaceId) };
    },
  );

  app.post(
    '/outline/pages',
    { schema: outlineApi.createPage.schema },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await service.create(user.id, request.body));
    },
  );

  app.get(
    '/outline/pages/:id',
    { schema: outlineApi.page.schema },
    async (request) => service.get(requireUser(request).id, request.params.id),
  );

  app.patch(
    '/outline/pages/:id',
    { schema: outlineApi.updatePage.schema },
    async (request) => service.update(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/outline/pages/:id',
    { schema: outlineApi.deletePage.schema },
    async (request) => {
      await service.remove(requireUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/outline/pages/:id/backlinks',
    { schema: outlineApi.backlinks.schema },
    async (request) => service.backlinks(requireUser(request).id, request.params.id),
  );

  app.get(
    '/outline/pages/:id/export',
    { schema: outlineApi.exportPage.schema },
    async (request, reply) => {
      const file = await service.exportOutline(requireUser(request).id, request.params.id, request.query.format);
      return sendUserFile(reply, { name: file.fileName, type: file.type, body: file.body, cacheControl: 'no-store' });
    },
  );

  app.post(
    '/outline/import',
    {
      bodyLimit: 2 * 1024 * 1024,
      config: { rateLimit: { max: parsePerMinute, timeWindow: '1 minute', keyGenerator: userOrIpKey('outline-import') } },
      schema: outlineApi.importPage.schema,
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await service.importOutline(user.id, request.body));
    },
  );

  app.get(
    '/outline/search',
    { schema: outlineApi.search.schema },
    async (request) => ({ hits: await service.search(requireUser(request).id, request.query.q, request.query.scope) }),
  );

  app.post(
    '/outline/pages/:id/ai',
    {
      config: {
        rateLimit: { max: aiPerMinute, timeWindow: '1 minute', keyGenerator: userOrIpKey() },
      },
      schema: outlineApi.ai.schema,
    },
    async (request) => {
      const user = requireUser(request);
      return service.suggest(user.id, request.params.id, request.body, attributionFor(request, secret));
    },
  );
};
