/**
 * Words with their times from a recording, offline. The voice layer's recognizer gives
 * text only, so the pitch coach runs its own `pocketsphinx_batch` (same Debian model and
 * search settings as /api/transcribe, DECODER_TUNING) with `-hypseg`, which writes each
 * recognised word with its start frame (100 frames a second); a word ends where the next
 * token (a word, silence or noise) starts. One process per recording: about 1.5 s to load
 * the model, then whole-utterance decoding. Runs are limited to `concurrency` at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PitchWord } from '../../../contract/pitch';
import { BadRequestError, ServiceUnavailableError } from '../../errors';
import { decodeToPcm, sniffAudio } from '../../platform/voice/audio';
import { createLimiter } from '../../platform/voice/limiter';
import { ProcessError, findExecutable, run } from '../../platform/voice/process';
import { DECODER_TUNING, SAMPLE_RATE, pocketsphinxMissing } from '../../platform/voice/stt';

const FRAMES_PER_SEC = 100;

export interface RecognizedAudio {
  words: PitchWord[];
  audioDurationSec: number;
  recognizer: 'pocketsphinx';
}

export interface PitchRecognizer {
  /** Checks the bytes are audio, decodes them with ffmpeg and recognises the words with times. */
  recognize(bytes: Buffer, signal?: AbortSignal): Promise<RecognizedAudio>;
  /** Words with times from 16 kHz mono s16le PCM. */
  recognizePcm(pcm: Buffer, signal?: AbortSignal): Promise<RecognizedAudio>;
  /** The audio's container (wav, webm, …) when the bytes are an accepted audio file; a 400 otherwise. */
  sniff(bytes: Buffer): Promise<string>;
}

/**
 * Parses a `-hypseg` line: `<id> S <n> T <n> A <n> L <n> (<start frame> <ascr> <lscr> <word>)* <end frame>`.
 * Filler tokens (<s>, </s>, <sil>, [NOISE]…) are dropped; alternative pronunciations lose their `(2)`.
 */
export function parseHypseg(line: string): PitchWord[] {
  const parts = line.trim().split(/\s+/);
  const a = parts.indexOf('L');
  if (a < 0) return [];
  const rest = parts.slice(a + 2);
  const tokens: { sf: number; w: string }[] = [];
  for (let i = 0; i + 3 < rest.length; i += 4) tokens.push({ sf: Number(rest[i]), w: rest[i + 3] ?? '' });
  const endFrame = Number(rest[rest.length - 1]);
  const words: PitchWord[] = [];
  tokens.forEach((t, i) => {
    if (/^(<.*>|\[.*\])$/.test(t.w) || !t.w) return;
    const next = tokens[i + 1]?.sf ?? endFrame;
    words.push({ w: t.w.replace(/\(\d+\)$/, ''), start: t.sf / FRAMES_PER_SEC, end: Math.max(t.sf + 1, next) / FRAMES_PER_SEC });
  });
  return words;
}

export function createPitchRecognizer(opts: {
  ffmpeg?: string | null;
  pocketsphinx?: string | null;
  modelDir: string;
  workDir: string;
  maxSeconds: number;
  concurrency?: number;
}): PitchRecognizer {
  const ffmpeg = opts.ffmpeg === null ? undefined : (opts.ffmpeg ?? findExecutable('ffmpeg'));
  const binary = opts.pocketsphinx === null ? undefined : (opts.pocketsphinx ?? findExecutable('pocketsphinx_batch'));
  const limiter = createLimiter(opts.concurrency ?? 1, 8);
  let counter = 0;

  async function recognizePcm(pcm: Buffer, signal?: AbortSignal): Promise<RecognizedAudio> {
    const missing = pocketsphinxMissing({ binary, modelDir: opts.modelDir, workDir: opts.workDir });
    if (missing) throw new ServiceUnavailableError(`Speech recognition is not available: ${missing}.`, 'stt_unavailable');
    const audioDurationSec = pcm.length / (SAMPLE_RATE * 2);
    if (audioDurationSec > opts.maxSeconds) {
      throw new BadRequestError(`The recording is longer than ${opts.maxSeconds / 60} minutes. Trim it to the pitch itself.`, 'audio_too_long');
    }
    if (audioDurationSec < 0.5) throw new BadRequestError('The recording is too short to analyse.', 'audio_too_short');
    return limiter.run(async () => {
      fs.mkdirSync(opts.workDir, { recursive: true });
      const id = `pitch-${process.pid}-${++counter}-${Date.now().toString(36)}`;
      const raw = path.join(opts.workDir, `${id}.raw`);
      const ctl = path.join(opts.workDir, `${id}.ctl`);
      const seg = path.join(opts.workDir, `${id}.seg`);
      fs.writeFileSync(raw, pcm);
      fs.writeFileSync(ctl, `${id}\n`);
      const m = opts.modelDir;
      try {
        // prettier-ignore
        await run(binary as string, [
          '-adcin', 'yes', '-cepdir', opts.workDir, '-cepext', '.raw', '-samprate', String(SAMPLE_RATE),
          '-ctl', ctl, '-hypseg', seg, '-logfn', '/dev/null',
          '-hmm', path.join(m, 'en-us'), '-lm', path.join(m, 'en-us.lm.bin'), '-dict', path.join(m, 'cmudict-en-us.dict'),
          ...DECODER_TUNING,
          // Voice-activity detection would drop silent frames and shift every later time.
          '-remove_silence', 'no',
        ], { timeoutMs: 20_000 + audioDurationSec * 3000, signal });
        const line = fs.existsSync(seg) ? fs.readFileSync(seg, 'utf8').split('\n')[0] ?? '' : '';
        return { words: parseHypseg(line), audioDurationSec, recognizer: 'pocketsphinx' as const };
      } catch (err) {
        if (err instanceof ProcessError) {
          throw new ServiceUnavailableError(
            err.timedOut ? 'Speech recognition took too long. Please try a shorter recording.' : 'Speech recognition failed. Please try again.',
            'stt_failed',
          );
        }
        throw err;
      } finally {
        for (const f of [raw, ctl, seg]) fs.rmSync(f, { force: true });
      }
    });
  }

  return {
    sniff: sniffAudio,
    recognizePcm,
    async recognize(bytes, signal) {
      const ext = await sniffAudio(bytes);
      const pcm = await decodeToPcm(ffmpeg, bytes, ext, opts.workDir, opts.maxSeconds, signal);
      return recognizePcm(pcm, signal);
    },
  };
}
