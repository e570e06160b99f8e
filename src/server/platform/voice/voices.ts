/**
 * The voices /api/generate-audio knows, and what each engine makes of them: the
 * Business OS characters (Rachel, Josh, Arnold), the sarcastic Business OS delivery,
 * and OpenAI's voice names (the Julia cards ask for 'nova'). Offline, each is a
 * distinct espeak-ng voice/variant with its own pitch and speed (recipes measured in
 * PLATFORM-NOTES.md); 'sarcastic' is SSML prosody with a wide pitch range and slow rate.
 */
import { BadRequestError } from '../../errors';

export interface EspeakVoice {
  voice: string;
  pitch: number;
  speed: number;
  amplitude?: number;
  sarcastic?: boolean;
}
export interface VoiceProfile {
  espeak: EspeakVoice;
  openai: { voice: string; instructions?: string };
  /** ElevenLabs premade voices. */
  elevenlabs: { voiceId: string; stability: number; similarity: number; style: number };
}

const EL = {
  rachel: '21m00Tcm4TlvDq8ikWAM',
  josh: 'TxGEqnHWrfWFTfGW9XjX',
  arnold: 'VR6AewLTigWG4xSOukaG',
  bella: 'EXAVITQu4vr4xnSDxMaL',
  antoni: 'ErXwobaYiN019PkySvjV',
  elli: 'MF3mGyEYCl7XYWbV9V6O',
  domi: 'AZnzlk1XvdvUeBnXmlld',
  adam: 'pNInz6obpgDQGcFmaJgB',
  sam: 'yoZ06aMxZJJ28mfd3POQ',
};
const steady = (voiceId: string) => ({ voiceId, stability: 0.5, similarity: 0.75, style: 0 });

export const VOICES = {
  rachel: {
    espeak: { voice: 'en-us+f3', pitch: 60, speed: 160 },
    openai: { voice: 'shimmer', instructions: 'Warm, clear and professional.' },
    elevenlabs: steady(EL.rachel),
  },
  josh: {
    espeak: { voice: 'en-us+m3', pitch: 65, speed: 190 },
    openai: { voice: 'echo', instructions: 'Relaxed, casual and friendly.' },
    elevenlabs: steady(EL.josh),
  },
  arnold: {
    espeak: { voice: 'en-gb-x-rp+m1', pitch: 25, speed: 135, amplitude: 150 },
    openai: { voice: 'onyx', instructions: 'Deep, slow and authoritative.' },
    elevenlabs: steady(EL.arnold),
  },
  sarcastic: {
    espeak: { voice: 'en-us+m3', pitch: 55, speed: 165, sarcastic: true },
    openai: {
      voice: 'ash',
      instructions: 'Dry, deadpan sarcasm: slow down on the key words, exaggerate the emphasis, sound unimpressed.',
    },
    elevenlabs: { voiceId: EL.josh, stability: 0.2, similarity: 0.75, style: 0.85 },
  },
  nova: { espeak: { voice: 'en-us+f2', pitch: 55, speed: 168 }, openai: { voice: 'nova' }, elevenlabs: steady(EL.bella) },
  alloy: { espeak: { voice: 'en-us+f4', pitch: 50, speed: 170 }, openai: { voice: 'alloy' }, elevenlabs: steady(EL.elli) },
  shimmer: { espeak: { voice: 'en-us+f5', pitch: 65, speed: 165 }, openai: { voice: 'shimmer' }, elevenlabs: steady(EL.domi) },
  coral: { espeak: { voice: 'en-us+f1', pitch: 58, speed: 172 }, openai: { voice: 'coral' }, elevenlabs: steady(EL.bella) },
  sage: { espeak: { voice: 'en-gb-x-rp+f3', pitch: 50, speed: 160 }, openai: { voice: 'sage' }, elevenlabs: steady(EL.elli) },
  echo: { espeak: { voice: 'en-us+m2', pitch: 45, speed: 170 }, openai: { voice: 'echo' }, elevenlabs: steady(EL.antoni) },
  onyx: { espeak: { voice: 'en-gb-x-rp+m7', pitch: 30, speed: 150 }, openai: { voice: 'onyx' }, elevenlabs: steady(EL.adam) },
  fable: { espeak: { voice: 'en-gb-scotland+m4', pitch: 55, speed: 165 }, openai: { voice: 'fable' }, elevenlabs: steady(EL.antoni) },
  ash: { espeak: { voice: 'en-us+m5', pitch: 50, speed: 175 }, openai: { voice: 'ash' }, elevenlabs: steady(EL.sam) },
  ballad: { espeak: { voice: 'en-gb-x-gbclan+m6', pitch: 45, speed: 155 }, openai: { voice: 'ballad' }, elevenlabs: steady(EL.adam) },
  verse: { espeak: { voice: 'en-us+m4', pitch: 55, speed: 168 }, openai: { voice: 'verse' }, elevenlabs: steady(EL.sam) },
} satisfies Record<string, VoiceProfile>;

export type VoiceKey = keyof typeof VOICES;
export const VOICE_KEYS = Object.keys(VOICES) as VoiceKey[];
/** Spec §9: the Business OS voice defaults to Rachel. */
export const DEFAULT_VOICE: VoiceKey = 'rachel';

/**
 * The voice a request asks for: `voiceType` (Business OS) wins over `voice` (Julia).
 * 'Rachel Professional', 'RACHEL' and 'rachel' are the same voice.
 */
export function resolveVoice(body: { voice?: string; voiceType?: string }): VoiceKey {
  const raw = (body.voiceType ?? body.voice ?? '').trim();
  if (!raw) return DEFAULT_VOICE;
  const key = raw.toLowerCase().split(/[\s_-]+/)[0] ?? '';
  if (key in VOICES) return key as VoiceKey;
  throw new BadRequestError(
    `Unknown voice "${raw.slice(0, 40)}". Choose rachel, josh, arnold or sarcastic, or an OpenAI voice name such as nova.`,
    'unknown_voice',
  );
}
