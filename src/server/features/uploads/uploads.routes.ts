import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadsApi } from '../../../contract/endpoints/uploads';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '../../../contract/uploads';
import { requireUser } from '../../platform/auth';
import { readUploadedFile, registerMultipart } from '../../platform/multipart';
import { sendUserFile } from '../../platform/user-files';
import type { UploadsService } from './uploads.service';

export const uploadsRoutes: FastifyPluginAsyncZod<{ service: UploadsService }> = async (app, { service }) => {
  await registerMultipart(app, { maxBytes: MAX_UPLOAD_BYTES });

  app.post('/uploads', { schema: uploadsApi.create.schema }, async (request, reply) => {
    const user = requireUser(request);
    const file = await readUploadedFile(request, { field: UPLOAD_FIELD, noun: 'the file', maxBytes: MAX_UPLOAD_BYTES });
    return reply.status(201).send(await service.create(user.id, file));
  });

  app.get('/uploads', { schema: uploadsApi.list.schema }, async (request) => ({
    uploads: await service.list(requireUser(request).id),
  }));

  app.get('/uploads/:id', { schema: uploadsApi.get.schema }, async (request) =>
    service.get(requireUser(request).id, request.params.id),
  );

  app.get('/uploads/:id/content', { schema: uploadsApi.content.schema }, async (request, reply) => {
    const { upload, body } = await service.open(requireUser(request).id, request.params.id);
    // Never rendered by the browser from our origin: downloaded, inert, its type not guessed.
    return sendUserFile(reply, { name: upload.fileName, type: upload.contentType, body, size: upload.size });
  });

  app.delete('/uploads/:id', { schema: uploadsApi.remove.schema }, async (request, reply) => {
    await service.remove(requireUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  app.post(
    '/uploads/:id/transcribe',
    { schema: uploadsApi.transcribe.schema },
    async (request, reply) => {
      const jobId = await service.startTranscription(requireUser(request).id, request.params.id);
      return reply.status(202).send({ jobId });
    },
  );
};
