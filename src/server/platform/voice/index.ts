export { createVoiceService, type VoiceService, type VoiceTools } from './voice-service';
export type { TtsEngine, Speech } from './tts';
export type { SttEngine } from './stt';
export { parseWav, pcmToWav } from './wav';
export { VOICE_KEYS, resolveVoice, type VoiceKey } from './voices';
