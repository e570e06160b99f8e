import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importsApi } from '../../../contract/endpoints/imports';
import { IMPORT_FIELD, type ImportLimits } from '../../../contract/worlds';
import { requireUser } from '../../platform/auth';
import { registerMultipart, saveUploadedFile } from '../../platform/multipart';
import { userOrIpKey } from '../../platform/limits';
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
  const perUser = userOrIpKey();

  app.get('/imports/limits', { schema: importsApi.limits.schema }, async (request) => {
    requireUser(request);
    return { maxFileBytes: maxBytes, ...limits };
  });

  app.post(
    '/imports',
    {
      // Counted before the body is read: a refused upload costs no disk or parse.
      config: { rateLimit: { max: limits.uploadsPerHour, timeWindow: '1 hour', keyGenerator: perUser } },
      schema: importsApi.create.schema,
    },
    async (request, reply) => {
      const user = requireUser(request);
      // Before the body is received: a refused import costs no upload. The place is held
      // while the file streams in (an upload on its way counts like a queued import, ADR
      // 046) and given back when the request ends: answered, failed, or cut off by the
      // client (the response's 'close' comes then even if the body's stream never ends).
      const place = await service.reserve(user.id);
      reply.raw.once('close', place.release);
      try {
        const upload = await saveUploadedFile(request, { field: IMPORT_FIELD, noun: 'the export file', maxBytes, dir: tmpDir });
        try {
          return reply.status(202).send(await service.create(user.id, upload, request.query.timeZone, { place }));
        } finally {
          await fs.promises.rm(upload.path, { force: true });
        }
      } finally {
        place.release();
      }
    },
  );

  app.get('/imports', { schema: importsApi.list.schema }, async (request) => ({
    imports: await service.list(requireUser(request).id),
  }));

  app.get('/imports/:id', { schema: importsApi.get.schema }, async (request) =>
    service.get(requireUser(request).id, request.params.id),
  );

  app.delete('/imports/:id', { schema: importsApi.remove.schema }, async (request, reply) => {
    await service.remove(requireUser(request).id, request.params.id);
    return reply.status(204).send();
  });
};
