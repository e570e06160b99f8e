import { z } from 'zod';
import { text } from './common';

export const MAX_TTS_CHARS = 2000;
export const VoiceCharacterSchema = z.enum(['rachel', 'josh', 'arnold']);
export type VoiceCharacter = z.infer<typeof VoiceCharacterSchema>;

/**
 * Either `{text, voice}` (Julia cards, e.g. voice 'nova') or
 * `{text, demoType:'business-os', voiceType}` (Business OS; 'sarcastic' or a character).
 */
export const GenerateAudioBodySchema = z.object({
  text: text().trim().min(1, 'Text is required').max(MAX_TTS_CHARS, `Text must be at most ${MAX_TTS_CHARS} characters`),
  voice: text().max(40).optional(),
  demoType: z.literal('business-os').optional(),
  voiceType: text().max(40).optional(),
});
export type GenerateAudioBody = z.infer<typeof GenerateAudioBodySchema>;

/** Field name of the recording in the multipart body of POST /api/transcribe. */
export const TRANSCRIBE_FIELD = 'audio';
export const MAX_AUDIO_UPLOAD_BYTES = 10 * 1024 * 1024;

export const TranscribeResponseSchema = z.object({
  transcript: z.string(),
  engine: z.string(),
  /** Processing time on the server (conversion plus recognition). */
  durationMs: z.number(),
  /** Length of the recording. */
  audioDurationMs: z.number(),
});
export type TranscribeResponse = z.infer<typeof TranscribeResponseSchema>;
