/** Endpoints of speech (spec §7): text to speech and speech to text. */
import { defineEndpoint } from '../endpoint';
import { GenerateAudioBodySchema, TranscribeResponseSchema } from '../voice';

export const voiceApi = {
  /** The spoken text as an audio file (engine, voice and cache state in `x-voice-*` headers). */
  generateAudio: defineEndpoint({ method: 'POST', path: '/api/generate-audio', body: GenerateAudioBodySchema, responseKind: 'file' }),
  /** Multipart: the recording in field TRANSCRIBE_FIELD ('audio'). */
  transcribe: defineEndpoint({
    method: 'POST',
    path: '/api/transcribe',
    bodyKind: 'multipart',
    response: { 200: TranscribeResponseSchema },
  }),
} as const;
