/**
 * Text-to-speech engines. `synthesize` returns the audio and its content type or
 * throws an AppError (503 when the engine is missing, 502 when a provider fails).
 * User text goes to espeak-ng on stdin, never on the command line.
 */
import type OpenAI from 'openai';
import { AppError, ServiceUnavailableError } from '../../errors';
import { loadOnce } from '../load-once';
import { run } from './process';
import { VOICES, type VoiceKey } from './voices';
import { fixWavHeader, parseWav } from './wav';

export interface Speech {
  audio: Buffer;
  contentType: string;
}

export interface TtsEngine {
  readonly name: 'espeak' | 'openai' | 'elevenlabs';
  /** Why the engine cannot run here (a missing binary), or undefined when it can; calls then fail with 503. */
  readonly problem?: string;
  synthesize(text: string, voice: VoiceKey, signal: AbortSignal): Promise<Speech>;
}

export class VoiceProviderError extends AppError {
  constructor(what: 'speech' | 'transcription') {
    super(502, 'voice_unavailable', `The ${what} service could not answer. Please try again.`);
  }
}

const XML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML[c] ?? c);
// Control characters other than tab and newline mean nothing to a speech engine.
// eslint-disable-next-line no-control-regex
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ');

/**
 * The sarcastic delivery: every sentence drawn out with a raised, wide pitch range and
 * a pause after it. Punctuation stays inside the tag (outside, espeak reads '.' as "dot").
 */
export function sarcasticSsml(text: string): string {
  const sentences = clean(text).match(/[^.!?]+[.!?]*/g) ?? [text];
  const body = sentences
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => `<prosody pitch="+40%" range="x-high" rate="70%">${escapeXml(s)}</prosody><break time="300ms"/>`)
    .join(' ');
  return `<speak>${body}</speak>`;
}

export function createEspeakTts(binary: string | undefined): TtsEngine {
  const problem = binary
    ? undefined
    : 'Speech synthesis is not available: espeak-ng is not installed on the server (run scripts/setup.sh).';
  return {
    name: 'espeak',
    problem,
    async synthesize(text, voice, signal) {
      if (!binary) throw new ServiceUnavailableError(problem ?? '', 'tts_unavailable');
      const v = VOICES[voice].espeak as { voice: string; pitch: number; speed: number; amplitude?: number; sarcastic?: boolean };
      const args = ['--stdout', '-v', v.voice, '-p', String(v.pitch), '-s', String(v.speed)];
      if (v.amplitude) args.push('-a', String(v.amplitude));
      if (v.sarcastic) args.push('-m');
      args.push('--stdin');
      const input = v.sarcastic ? sarcasticSsml(text) : clean(text);
      const { stdout } = await run(binary, args, { input, timeoutMs: 30_000, signal });
      return { audio: fixWavHeader(stdout), contentType: 'audio/wav' };
    },
  };
}

export function createOpenAiTts(opts: { apiKey: string; baseURL?: string; model: string }): TtsEngine {
  // The SDK is imported on first use, so a server without this provider does not load it at start-up.
  const openai = loadOnce(async (): Promise<OpenAI> => {
    const { default: OpenAI } = await import('openai');
    return new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, maxRetries: 2, timeout: 30_000 });
  });
  // Only the gpt-4o TTS models take delivery instructions; tts-1 rejects them.
  const takesInstructions = /^gpt-4o/.test(opts.model);
  return {
    name: 'openai',
    async synthesize(text, voice, signal) {
      const v = VOICES[voice].openai as { voice: string; instructions?: string };
      try {
        const client = await openai();
        const res = await client.audio.speech.create(
          {
            model: opts.model,
            voice: v.voice,
            input: text,
            response_format: 'wav',
            ...(takesInstructions && v.instructions ? { instructions: v.instructions } : {}),
          },
          { signal },
        );
        const audio = Buffer.from(await res.arrayBuffer());
        // Streamed WAVs may carry placeholder sizes; repair when it parses.
        try {
          parseWav(audio);
          return { audio: fixWavHeader(audio), contentType: 'audio/wav' };
        } catch {
          return { audio, contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
        }
      } catch {
        throw new VoiceProviderError('speech');
      }
    },
  };
}

export function createElevenLabsTts(opts: { apiKey: string; baseURL?: string; model: string }): TtsEngine {
  const base = (opts.baseURL ?? 'https://api.elevenlabs.io').replace(/\/$/, '');
  return {
    name: 'elevenlabs',
    async synthesize(text, voice, signal) {
      const v = VOICES[voice].elevenlabs;
      const url = `${base}/v1/text-to-speech/${v.voiceId}?output_format=mp3_44100_128`;
      const init = {
        method: 'POST',
        headers: { 'xi-api-key': opts.apiKey, 'content-type': 'application/json', accept: 'audio/mpeg' },
        body: JSON.stringify({
          text,
          model_id: opts.model,
          voice_settings: { stability: v.stability, similarity_boost: v.similarity, style: v.style },
        }),
        signal,
      };
      // Two retries with back-off on 429 and 5xx, like the AI layer.
      for (let attempt = 0; ; attempt++) {
        let res: Response;
        try {
          res = await fetch(url, init);
        } catch {
          throw new VoiceProviderError('speech');
        }
        if (res.ok) {
          return { audio: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'audio/mpeg' };
        }
        if ((res.status === 429 || res.status >= 500) && attempt < 2) {
          await new Promise((r) => setTimeout(r, 300 * 2 ** attempt));
          continue;
        }
        throw new VoiceProviderError('speech');
      }
    },
  };
}
