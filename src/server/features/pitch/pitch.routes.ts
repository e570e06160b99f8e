import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnalyzeTextBodySchema,
  CreatePitchAttemptBodySchema,
  PITCH_AUDIO_FIELD,
  PITCH_LIMITS,
  PitchAttemptListSchema,
  PitchAttemptParamsSchema,
  PitchAttemptSchema,
  PitchResultSchema,
} from '../../../contract/pitch';
import { attributionFor } from '../../platform/ai';
import { requireUser } from '../../platform/auth';
import { sendUserFile } from '../../platform/user-files';
import { readUploadedFile, registerMultipart } from '../../platform/multipart';
import type { PitchService } from './pitch.service';

const AudioQuerySchema = z.object({ source: z.enum(['upload', 'recording']).default('upload') });
const OkSchema = z.object({ ok: z.literal(true) });

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
    keyGenerator: (req: FastifyRequest) => (req.user ? `pitch:user:${req.user.id}` : `pitch:ip:${req.ip}`),
  };
  const readAudio = (request: FastifyRequest) =>
    readUploadedFile(request, { field: PITCH_AUDIO_FIELD, noun: 'the recording', maxBytes: PITCH_LIMITS.audioBytes, missingCode: 'no_audio' });

  // Anyone may analyse (the page works signed out); only attempts need an account.
  app.post(
    '/pitch/analyze',
    { config: { rateLimit }, schema: { body: AnalyzeTextBodySchema, response: { 200: PitchResultSchema } } },
    async (request) => service.analyzeText(request.body, attributionFor(request, secret)),
  );

  app.post(
    '/pitch/analyze-audio',
    { config: { rateLimit }, schema: { querystring: AudioQuerySchema, response: { 200: PitchResultSchema } } },
    async (request) => {
      const { bytes } = await readAudio(request);
      return service.analyzeAudio(bytes, request.query.source, attributionFor(request, secret));
    },
  );

  app.get(
    '/pitch/attempts',
    {
      config: { rateLimit: { max: parsePerMinute, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => (req.user ? `pitch-list:user:${req.user.id}` : `pitch-list:ip:${req.ip}`) } },
      schema: { response: { 200: PitchAttemptListSchema } },
    },
    async (request) => ({ attempts: await service.list(requireUser(request).id) }),
  );

  app.post(
    '/pitch/attempts',
    { bodyLimit: 2 * 1024 * 1024, schema: { body: CreatePitchAttemptBodySchema, response: { 201: PitchAttemptSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await service.create(user.id, request.body));
    },
  );

  app.get(
    '/pitch/attempts/:id',
    { schema: { params: PitchAttemptParamsSchema, response: { 200: PitchAttemptSchema } } },
    async (request) => service.get(requireUser(request).id, request.params.id),
  );

  app.delete(
    '/pitch/attempts/:id',
    { schema: { params: PitchAttemptParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await service.remove(requireUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.put(
    '/pitch/attempts/:id/audio',
    { config: { rateLimit }, schema: { params: PitchAttemptParamsSchema, response: { 200: PitchAttemptSchema } } },
    async (request) => {
      const user = requireUser(request);
      const { bytes, filename } = await readAudio(request);
      return service.attachAudio(user.id, request.params.id, bytes, filename);
    },
  );

  app.get('/pitch/attempts/:id/audio', { schema: { params: PitchAttemptParamsSchema } }, async (request, reply) => {
    const { bytes, contentType } = await service.audio(requireUser(request).id, request.params.id);
    return sendUserFile(reply, { name: `pitch-${request.params.id}`, type: contentType, body: bytes, inline: true, cacheControl: 'private, max-age=3600' });
  });
};
