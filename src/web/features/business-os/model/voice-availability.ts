/**
 * Whether this server can turn speech into text and text into speech, from
 * /api/health's `engines`, so the microphone and the voice-output toggle say so before
 * anyone speaks. Read tolerantly: today's server reports `sttAvailable`/`ttsAvailable`
 * beside the engine names (`stt: 'pocketsphinx'`); a plain boolean `stt`/`tts`, or a
 * name such as 'none' or 'unavailable', is understood too. Unknown: assume available
 * (the old behaviour; a failure is still reported when it happens).
 */
export type EngineMap = Record<string, string | boolean> | undefined;

const MISSING = /^(none|unavailable|missing|off|disabled|false|no)$/i;

function read(engines: EngineMap, kind: 'stt' | 'tts'): boolean | null {
  if (!engines) return null;
  const long = kind === 'stt' ? 'speechToText' : 'textToSpeech';
  for (const key of [`${kind}Available`, long, kind]) {
    const v = engines[key];
    if (typeof v === 'boolean') return v;
  }
  const name = engines[kind];
  if (typeof name === 'string') return !MISSING.test(name.trim());
  return null;
}

export interface VoiceAvailability {
  /** Server speech-to-text: true, false, or null when not known (yet). */
  serverStt: boolean | null;
  /** Server text-to-speech. */
  tts: boolean | null;
  /** The browser has its own speech recognizer (Chrome, Edge, Safari). */
  browserRecognizer: boolean;
}

export function voiceAvailability(engines: EngineMap, browserRecognizer: boolean): VoiceAvailability {
  return { serverStt: read(engines, 'stt'), tts: read(engines, 'tts'), browserRecognizer };
}

export const VOICE_TEXT = {
  micUnavailable: 'Voice input unavailable: no speech engine on this server',
  micUnavailableHint: 'This browser has no speech recognizer and this server has no speech-to-text engine. Type your question below instead.',
  micBrowserOnly: 'Voice input uses your browser’s speech recognition; this server has no speech engine to fall back on.',
  micBrowserOnlyFailed: 'Voice input unavailable: your browser’s speech recognition cannot hear here, and this server has no speech engine',
  ttsUnavailable: 'Voice output unavailable: no speech synthesis engine on this server',
} as const;

/** The microphone: usable, usable through the browser only, or not at all (and why). */
export function micState(a: VoiceAvailability): { enabled: boolean; note: string | null } {
  if (a.serverStt !== false) return { enabled: true, note: null };
  if (a.browserRecognizer) return { enabled: true, note: VOICE_TEXT.micBrowserOnly };
  return { enabled: false, note: VOICE_TEXT.micUnavailable };
}
