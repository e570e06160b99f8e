import { z } from 'zod';

export const MAX_TTS_CHARS = 2000;
export const VoiceCharacterSchema = z.enum(['rachel', 'josh', 'arnold']);
export type VoiceCharacter = z.infer<typeof VoiceCharacterSchema>;

/**
 * Either `{text, voice}` (Julia cards, e.g. voice 'nova') or
 * `{text, demoType:'business-os', voiceType}` (Business OS; 'sarcastic' or a character).
 */
export const GenerateAudioBodySchema = z.object({
  text: z.string().trim().min(1, 'Text is required').max(MAX_TTS_CHARS, `Text must be at most ${MAX_TTS_CHARS} characters`),
  voice: z.string().max(40).optional(),
  demoType: z.literal('business-os').optional(),
  voiceType: z.string().max(40).optional(),
});
export type GenerateAudioBody = z.infer<typeof GenerateAudioBodySchema>;

export const TranscribeResponseSchema = z.object({
  transcript: z.string(),
  engine: z.string(),
  durationMs: z.number(),
});
export type TranscribeResponse = z.infer<typeof TranscribeResponseSchema>;
