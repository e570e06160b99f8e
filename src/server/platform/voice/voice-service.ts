/**
 * The voice layer: text-to-speech and speech-to-text behind one bounded queue.
 *  - Engines are chosen by configuration alone (TTS_ENGINE / STT_ENGINE, else by keys):
 *    espeak-ng and pocketsphinx offline; OpenAI speech/transcription or ElevenLabs
 *    when keyed. A provider key alongside a custom OPENAI_BASE_URL (a local LLM server)
 *    does not switch voice to OpenAI: set TTS_ENGINE/STT_ENGINE=openai for that.
 *  - At most VOICE_CONCURRENCY jobs run at once, VOICE_QUEUE_LIMIT wait, the rest get 503.
 *  - Identical syntheses (engine, voice, text) are served from an LRU cache, and
 *    concurrent identical requests share one synthesis.
 *  - A missing binary or model is reported by `engines()` (for /api/health) and gives
 *    a 503 with a clear message when used; nothing crashes at start-up.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { formatVoiceDuration } from '../../../contract/format';
import type { Config } from '../../config';
import { BadRequestError, ServiceUnavailableError } from '../../errors';
import { decodeToPcm, sniffAudio } from './audio';
import { createLimiter } from './limiter';
import { findExecutable } from './process';
import { SAMPLE_RATE, createOpenAiStt, createPocketsphinxStt, type SttEngine } from './stt';
import { createElevenLabsTts, createEspeakTts, createOpenAiTts, type TtsEngine } from './tts';
import { resolveVoice, type VoiceKey } from './voices';
import { parseWav } from './wav';

/** Paths of the voice tools; `null` means "not installed" (tests), undefined means "look on PATH". */
export interface VoiceTools {
  espeak?: string | null;
  ffmpeg?: string | null;
  pocketsphinx?: string | null;
}

export interface VoiceServiceOptions {
  config: Pick<Config, 'ai' | 'voice' | 'dataDir'>;
  tools?: VoiceTools;
  /** Engine overrides (tests, or an embedding app). */
  tts?: TtsEngine;
  stt?: SttEngine;
}

export interface SynthesisResult {
  audio: Buffer;
  contentType: string;
  engine: TtsEngine['name'];
  voice: VoiceKey;
  cache: 'hit' | 'miss';
  /** Audio length when it is WAV. */
  durationSec?: number;
}

export interface TranscriptionResult {
  transcript: string;
  engine: SttEngine['name'];
  /** Processing time: conversion plus recognition. */
  durationMs: number;
  audioDurationMs: number;
}

function tool(value: string | null | undefined, name: string): string | undefined {
  if (value === null) return undefined;
  return value ?? findExecutable(name);
}

export function chooseTts(config: VoiceServiceOptions['config'], espeak: string | undefined): TtsEngine {
  const { ai, voice } = config;
  let name = voice.ttsEngine;
  if (name === 'auto') name = ai.elevenlabsApiKey ? 'elevenlabs' : ai.openaiApiKey && !ai.openaiBaseUrl ? 'openai' : 'espeak';
  if (name === 'elevenlabs') {
    if (!ai.elevenlabsApiKey) throw new Error('TTS_ENGINE=elevenlabs needs ELEVENLABS_API_KEY.');
    return createElevenLabsTts({ apiKey: ai.elevenlabsApiKey, baseURL: ai.elevenlabsBaseUrl, model: voice.elevenlabsModel });
  }
  if (name === 'openai') {
    if (!ai.openaiApiKey && !ai.openaiBaseUrl) throw new Error('TTS_ENGINE=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL).');
    return createOpenAiTts({ apiKey: ai.openaiApiKey ?? 'local', baseURL: ai.openaiBaseUrl, model: voice.openaiTtsModel });
  }
  return createEspeakTts(espeak);
}

export function chooseStt(
  config: VoiceServiceOptions['config'],
  pocketsphinx: string | undefined,
  workDir: string,
): SttEngine {
  const { ai, voice } = config;
  let name = voice.sttEngine;
  if (name === 'auto') name = ai.openaiApiKey && !ai.openaiBaseUrl ? 'openai' : 'pocketsphinx';
  if (name === 'openai') {
    if (!ai.openaiApiKey && !ai.openaiBaseUrl) throw new Error('STT_ENGINE=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL).');
    return createOpenAiStt({ apiKey: ai.openaiApiKey ?? 'local', baseURL: ai.openaiBaseUrl, model: voice.openaiSttModel });
  }
  return createPocketsphinxStt({ binary: pocketsphinx, modelDir: voice.pocketsphinxModelDir, workDir });
}

export function createVoiceService(opts: VoiceServiceOptions) {
  const { voice: cfg } = opts.config;
  // Recordings are the user's data: their working copies stay under DATA_DIR, never in
  // the machine's shared temp dir.
  const tmpRoot = path.join(opts.config.dataDir, 'tmp');
  fs.mkdirSync(tmpRoot, { recursive: true });
  const workDir = fs.mkdtempSync(path.join(tmpRoot, 'voice-'));
  const paths = {
    espeak: tool(opts.tools?.espeak, 'espeak-ng'),
    ffmpeg: tool(opts.tools?.ffmpeg, 'ffmpeg'),
    pocketsphinx: tool(opts.tools?.pocketsphinx, 'pocketsphinx_batch'),
  };
  const tts = opts.tts ?? chooseTts(opts.config, paths.espeak);
  const stt = opts.stt ?? chooseStt(opts.config, paths.pocketsphinx, workDir);
  const limiter = createLimiter(cfg.concurrency, cfg.queueLimit);
  const cache =
    cfg.ttsCacheBytes > 0
      ? new LRUCache<string, Omit<SynthesisResult, 'cache'>>({
          maxSize: cfg.ttsCacheBytes,
          sizeCalculation: (v) => Math.max(1, v.audio.length),
        })
      : undefined;
  const inflight = new Map<string, Promise<Omit<SynthesisResult, 'cache'>>>();

  return {
    tts,
    stt,

    /** For /api/health: which engines answer, and which offline tools are installed. */
    engines() {
      return {
        tts: tts.name,
        ttsAvailable: !tts.problem,
        stt: stt.name,
        // Every recording goes through ffmpeg (decoding, resampling), whatever the engine.
        sttAvailable: !stt.problem && Boolean(paths.ffmpeg),
        espeak: Boolean(paths.espeak),
        ffmpeg: Boolean(paths.ffmpeg),
        pocketsphinx: stt.name === 'pocketsphinx' ? !stt.problem : Boolean(paths.pocketsphinx),
      };
    },

    warmUp() {
      stt.warmUp?.();
    },

    async synthesize(body: { text: string; voice?: string; voiceType?: string }): Promise<SynthesisResult> {
      const voice = resolveVoice(body);
      const text = body.text.trim();
      if (!text) throw new BadRequestError('Text is required', 'empty_text');
      if (tts.problem) throw new ServiceUnavailableError(tts.problem, 'tts_unavailable');
      const key = crypto.createHash('sha256').update(`${tts.name}\0${voice}\0${text}`).digest('hex');
      const hit = cache?.get(key);
      if (hit) return { ...hit, cache: 'hit' };
      const shared = inflight.get(key);
      if (shared) return { ...(await shared), cache: 'hit' };
      const job = limiter
        .run(() => tts.synthesize(text, voice, AbortSignal.timeout(45_000)))
        .then((speech) => {
          let durationSec: number | undefined;
          try {
            durationSec = speech.contentType === 'audio/wav' ? parseWav(speech.audio).durationSec : undefined;
          } catch {
            durationSec = undefined;
          }
          const result = { ...speech, engine: tts.name, voice, durationSec };
          cache?.set(key, result);
          return result;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, job);
      return { ...(await job), cache: 'miss' };
    },

    async transcribe(bytes: Buffer): Promise<TranscriptionResult> {
      const ext = await sniffAudio(bytes);
      if (stt.problem) throw new ServiceUnavailableError(stt.problem, 'stt_unavailable');
      if (!paths.ffmpeg) {
        throw new ServiceUnavailableError(
          'Audio conversion is not available: ffmpeg is not installed on the server (run scripts/setup.sh).',
          'ffmpeg_unavailable',
        );
      }
      return limiter.run(async () => {
        const t0 = performance.now();
        const pcm = await decodeToPcm(paths.ffmpeg, bytes, ext, workDir, cfg.sttMaxSeconds);
        const seconds = pcm.length / (SAMPLE_RATE * 2);
        if (seconds < 0.1) throw new BadRequestError('The recording is empty: it contains no audio.', 'empty_audio');
        if (seconds > cfg.sttMaxSeconds) {
          throw new BadRequestError(
            `The recording is too long. The limit is ${formatVoiceDuration(cfg.sttMaxSeconds)}.`,
            'audio_too_long',
          );
        }
        const transcript = await stt.transcribe(pcm, AbortSignal.timeout(Math.ceil(15_000 + seconds * 3000)));
        return {
          transcript,
          engine: stt.name,
          durationMs: Math.round(performance.now() - t0),
          audioDurationMs: Math.round(seconds * 1000),
        };
      });
    },

    async close() {
      await stt.close();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

export type VoiceService = ReturnType<typeof createVoiceService>;
