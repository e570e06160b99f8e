import { describe, expect, it } from 'vitest';
import { micState, VOICE_TEXT, voiceAvailability } from './voice-availability';

describe('speech engines from /api/health', () => {
  it('reads today’s flags beside the engine names', () => {
    const engines = { ai: 'offline', tts: 'espeak', ttsAvailable: false, stt: 'pocketsphinx', sttAvailable: true };
    expect(voiceAvailability(engines, false)).toEqual({ serverStt: true, tts: false, browserRecognizer: false });
  });

  it('understands plain booleans and names that say the engine is missing', () => {
    expect(voiceAvailability({ stt: false, tts: true }, false)).toMatchObject({ serverStt: false, tts: true });
    expect(voiceAvailability({ stt: 'none', tts: 'unavailable' }, false)).toMatchObject({ serverStt: false, tts: false });
    expect(voiceAvailability({ stt: 'openai', tts: 'elevenlabs' }, false)).toMatchObject({ serverStt: true, tts: true });
    expect(voiceAvailability({ speechToText: false, textToSpeech: true }, false)).toMatchObject({ serverStt: false, tts: true });
  });

  it('does not guess when health has not answered', () => {
    expect(voiceAvailability(undefined, false)).toEqual({ serverStt: null, tts: null, browserRecognizer: false });
    expect(micState(voiceAvailability(undefined, false))).toEqual({ enabled: true, note: null });
  });

  it('disables the microphone only when neither the server nor the browser can recognize speech', () => {
    expect(micState(voiceAvailability({ sttAvailable: false }, false))).toEqual({ enabled: false, note: VOICE_TEXT.micUnavailable });
    expect(micState(voiceAvailability({ sttAvailable: false }, true))).toEqual({ enabled: true, note: VOICE_TEXT.micBrowserOnly });
    expect(micState(voiceAvailability({ sttAvailable: true }, false))).toEqual({ enabled: true, note: null });
  });
});
