import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pitchApi } from '../../../contract/endpoints/pitch';
import { PITCH_AUDIO_FIELD, PITCH_LIMITS } from '../../../contract/pitch';
import { attributionFor } from '../../platform/ai';
import { requireUser } from '../../platform/auth';
import { sendUserFile } from '../../platform/user-files';
import { readUploadedFile, registerMultipart } from '../../platform/multipart';
import { userOrIpKey } from '../../platform/limits';
import type { PitchService } from './pitch.service';

export const pitchRoutes: FastifyPluginAsyncZod<{
  service: PitchService;
  perMinute: number;
  /** Lists of attempts per user per minute: each analyses every stored transcript in the user-text pool (#25). */
  parsePerMinute: number;
  secret: string | undefined;
}> = async (app, { service, perMinute, parsePerMinute, secret }) => {
  await registerMultipart(app, { maxBytes: PITCH_LIMITS.audioBytes });
  const rateLimit = {
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: userOrIpKey('pitch'),
  };
  const readAudio = (request: FastifyRequest) =>
    readUploadedFile(request, { field: PITCH_AUDIO_FIELD, noun: 'the recording', maxBytes: PITCH_LIMITS.audioBytes, missingCode: 'no_audio' });

  // Anyone may analyse (the page works signed out); only attempts need an account.
  app.post(
    '/pitch/analyze',
    { config: { rateLimit }, schema: pitchApi.analyzeText.schema },
    async (request) => service.analyzeText(request.body, attributionFor(request, secret)),
  );

  app.post(
    '/pitch/analyze-audio',
    { config: { rateLimit }, schema: pitchApi.analyzeAudio.schema },
    async (request) => {
      const { bytes } = await readAudio(request);
      return service.analyzeAudio(bytes, request.query.source, attributionFor(request, secret));
    },
  );

  app.get(
    '/pitch/attempts',
    {
      config: { rateLimit: { max: parsePerMinute, timeWindow: '1 minute', keyGenerator: userOrIpKey('pitch-list') } },
      schema: pitchApi.attempts.schema,
    },
    async (request) => ({ attempts: await service.list(requireUser(request).id) }),
  );

  app.post(
    '/pitch/attempts',
    { bodyLimit: 2 * 1024 * 1024, schema: pitchApi.createAttempt.schema },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await service.create(user.id, request.body));
    },
  );

  app.get(
    '/pitch/attempts/:id',
    { schema: pitchApi.attempt.schema },
    async (request) => service.get(requireUser(request).id, request.params.id),
  );

  app.delete(
    '/pitch/attempts/:id',
    { schema: pitchApi.deleteAttempt.schema },
    async (request) => {
      await service.remove(requireUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.put(
    '/pitch/attempts/:id/audio',
    { config: { rateLimit }, schema: pitchApi.attachAudio.schema },
    async (request) => {
      const user = requireUser(request);
      const { bytes, filename } = await readAudio(request);
      return service.attachAudio(user.id, request.params.id, bytes, filename);
    },
  );

  app.get('/pitch/attempts/:id/audio', { schema: pitchApi.audio.schema }, async (request, reply) => {
    const { bytes, contentType } = await service.audio(requireUser(request).id, request.params.id);
    return sendUserFile(reply, { name: `pitch-${request.params.id}`, type: contentType, body: bytes, inline: true, cacheControl: 'private, max-age=3600' });
  });
};
