import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  CreateImportQuerySchema,
  IMPORT_FIELD,
  ImportLimitsSchema,
  ImportListResponseSchema,
  ImportParamsSchema,
  ImportSchema,
  type ImportLimits,
} from '../../../contract/worlds';
import { requireUser } from '../../platform/auth';
import { registerMultipart, saveUploadedFile } from '../../platform/multipart';
import type { ImportsService } from './imports.service';

export interface ImportsRoutesOptions {
  service: ImportsService;
  maxBytes: number;
  tmpDir: string;
  /** Shown by GET /imports/limits; `uploadsPerHour` is also the route's rate limit. */
  limits: Omit<ImportLimits, 'maxFileBytes'>;
}

/** POST/GET/DELETE /api/imports: exports uploaded for the data worlds, and their jobs. */
export const importsRoutes: FastifyPluginAsyncZod<ImportsRoutesOptions> = async (app, { service, maxBytes, tmpDir, limits }) => {
  await registerMultipart(app, { maxBytes });
  const perUser = (req: FastifyRequest) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`);

  app.get('/imports/limits', { schema: { response: { 200: ImportLimitsSchema } } }, async (request) => {
    requireUser(request);
    return { maxFileBytes: maxBytes, ...limits };
  });

  app.post(
    '/imports',
    {
      // Counted before the body is read: a refused upload costs no disk or parse.
      config: { rateLimit: { max: limits.uploadsPerHour, timeWindow: '1 hour', keyGenerator: perUser } },
      schema: { querystring: CreateImportQuerySchema, response: { 202: ImportSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // Before the body is received: a refused import costs no upload.
      await service.admit(user.id);
      const upload = await saveUploadedFile(request, { field: IMPORT_FIELD, noun: 'the export file', maxBytes, dir: tmpDir });
      try {
        return reply.status(202).send(await service.create(user.id, upload, request.query.timeZone));
      } finally {
        await fs.promises.rm(upload.path, { force: true });
      }
    },
  );

  app.get('/imports', { schema: { response: { 200: ImportListResponseSchema } } }, async (request) => ({
    imports: await service.list(requireUser(request).id),
  }));

  app.get('/imports/:id', { schema: { params: ImportParamsSchema, response: { 200: ImportSchema } } }, async (request) =>
    service.get(requireUser(request).id, request.params.id),
  );

  app.delete('/imports/:id', { schema: { params: ImportParamsSchema } }, async (request, reply) => {
    await service.remove(requireUser(request).id, request.params.id);
    return reply.status(204).send();
  });
};
