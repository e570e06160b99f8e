import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { voiceApi } from '../../../contract/endpoints/voice';
import { MAX_AUDIO_UPLOAD_BYTES, TRANSCRIBE_FIELD } from '../../../contract/voice';
import { readUploadedFile, registerMultipart } from '../../platform/multipart';
import type { VoiceService } from '../../platform/voice';
import { sendUserFile } from '../../platform/user-files';
import { userOrIpKey } from '../../platform/limits';

export const voiceRoutes: FastifyPluginAsyncZod<{ voice: VoiceService; perMinute: number }> = async (
  app,
  { voice, perMinute },
) => {
  await registerMultipart(app, { maxBytes: MAX_AUDIO_UPLOAD_BYTES });
  const rateLimit = {
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: userOrIpKey(),
  };

  app.post(
    '/generate-audio',
    { config: { rateLimit }, schema: voiceApi.generateAudio.schema },
    async (request, reply) => {
      const speech = await voice.synthesize(request.body);
      reply
        .header('x-voice-engine', speech.engine)
        .header('x-voice', speech.voice)
        .header('x-cache', speech.cache);
      if (speech.durationSec !== undefined) reply.header('x-audio-duration-ms', String(Math.round(speech.durationSec * 1000)));
      // The type comes from the speech engine (a provider's answer): only audio is played inline.
      return sendUserFile(reply, { name: 'speech', type: speech.contentType, body: speech.audio, inline: true, cacheControl: 'private, max-age=3600' });
    },
  );

  app.post(
    '/transcribe',
    { config: { rateLimit }, schema: voiceApi.transcribe.schema },
    async (request) => {
      const { bytes } = await readUploadedFile(request, {
        field: TRANSCRIBE_FIELD,
        noun: 'the recording',
        maxBytes: MAX_AUDIO_UPLOAD_BYTES,
        missingCode: 'no_audio',
      });
      return voice.transcribe(bytes);
    },
  );
};
