import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GenerateAudioBodySchema,
  MAX_AUDIO_UPLOAD_BYTES,
  TRANSCRIBE_FIELD,
  TranscribeResponseSchema,
} from '../../../contract/voice';
import { BadRequestError, PayloadTooLargeError } from '../../errors';
import type { VoiceService } from '../../platform/voice';

const MB = Math.round(MAX_AUDIO_UPLOAD_BYTES / 1024 / 1024);

/** The recording from the multipart field `audio`, as bytes; every way it can be wrong is a 4xx. */
async function readRecording(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new BadRequestError(`Send the recording as multipart/form-data in the field "${TRANSCRIBE_FIELD}".`, 'not_multipart');
  }
  const file = await request.file({ limits: { fileSize: MAX_AUDIO_UPLOAD_BYTES, files: 1 } });
  if (!file) throw new BadRequestError(`No recording was uploaded in the field "${TRANSCRIBE_FIELD}".`, 'no_audio');
  if (file.fieldname !== TRANSCRIBE_FIELD) {
    file.file.resume();
    throw new BadRequestError(`The recording must be in the field "${TRANSCRIBE_FIELD}".`, 'no_audio');
  }
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new PayloadTooLargeError(`The recording is too large. The limit is ${MB} MB.`);
    }
    throw err;
  }
}

export const voiceRoutes: FastifyPluginAsyncZod<{ voice: VoiceService; perMinute: number }> = async (
  app,
  { voice, perMinute },
) => {
  // Registered here, not on the app: @fastify/multipart adds an onRequest and an onResponse
  // hook to every request in its scope, and only this plugin reads uploads.
  await app.register(multipart, { limits: { fileSize: MAX_AUDIO_UPLOAD_BYTES, files: 1, fields: 5 } });
  const rateLimit = {
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`),
  };

  app.post(
    '/generate-audio',
    { config: { rateLimit }, schema: { body: GenerateAudioBodySchema } },
    async (request, reply) => {
      const speech = await voice.synthesize(request.body);
      reply
        .header('content-type', speech.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-voice-engine', speech.engine)
        .header('x-voice', speech.voice)
        .header('x-cache', speech.cache);
      if (speech.durationSec !== undefined) reply.header('x-audio-duration-ms', String(Math.round(speech.durationSec * 1000)));
      return reply.send(speech.audio);
    },
  );

  app.post(
    '/transcribe',
    { config: { rateLimit }, schema: { response: { 200: TranscribeResponseSchema } } },
    async (request) => voice.transcribe(await readRecording(request)),
  );
};
