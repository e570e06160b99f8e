/**
 * Speech-to-text engines. Input is always 16 kHz mono signed 16-bit PCM (the audio
 * module converts uploads with ffmpeg first).
 *
 * Offline: one long-lived `pocketsphinx_batch` process with the Debian US English
 * model. The model loads once (about 1.5 s); each utterance is then one line on the
 * process's control file (its stdin) and one hypothesis line back on stdout.
 * Whole-utterance decoding has a lower error rate than pocketsphinx_continuous, and
 * `-cmn current` normalises each utterance on its own, so an answer never depends on
 * the previous request. The search settings (DECODER_TUNING) were chosen on the
 * LibriVox clips of pocketsphinx-testdata: against the defaults (28.2 % WER, about
 * 0.45 CPU seconds per second of speech) they give 22.5 % WER at about 0.2.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { AppError, ServiceUnavailableError } from '../../errors';
import { loadOnce } from '../load-once';
import { VoiceProviderError } from './tts';
import { pcmToWav } from './wav';

const SPACE = /\s/;
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/**
 * A pocketsphinx hypothesis line, "<words> (<utterance id> <score>)", read from its end:
 * what /^(.*?)\s*\((\S+)\s+-?\d+\)\s*$/ gave as m[1] and m[2], or undefined where it did
 * not match, without that pattern's polynomial backtracking on a long line of spaces or
 * '(' (#25; the words come from the user's audio).
 */
export function readHypothesis(line: string): { words: string; id: string } | undefined {
  const space = (i: number) => SPACE.test(line.charAt(i));
  const digit = (i: number) => line.charCodeAt(i) >= 48 && line.charCodeAt(i) <= 57;
  let end = line.length;
  while (end > 0 && space(end - 1)) end--;
  if (line.charAt(end - 1) !== ')') return undefined;
  // The score, -?\d+, after the last run of spaces.
  let score = end - 1;
  while (score > 0 && digit(score - 1)) score--;
  if (score === end - 1) return undefined;
  if (score > 0 && line.charAt(score - 1) === '-') score--;
  let idEnd = score;
  while (idEnd > 0 && space(idEnd - 1)) idEnd--;
  if (idEnd === score) return undefined;
  // The id is the rest of the token before, after its first '(' (\S+ cannot hold a space).
  let token = idEnd;
  while (token > 0 && !space(token - 1)) token--;
  const open = line.indexOf('(', token);
  if (open < 0 || open > idEnd - 2) return undefined;
  // The words end where the spaces before a token-opening '(' start.
  let wordsEnd = open;
  if (open === token) while (wordsEnd > 0 && space(wordsEnd - 1)) wordsEnd--;
  const words = line.slice(0, wordsEnd);
  if (LINE_BREAK.test(words)) return undefined;
  return { words, id: line.slice(open + 1, idEnd) };
}

export interface SttEngine {
  readonly name: 'pocketsphinx' | 'openai';
  /** Why the engine cannot run here (missing binary or model), or undefined when it can. */
  readonly problem?: string;
  /** `pcm`: 16 kHz mono s16le. Resolves to the transcript ('' for silence). */
  transcribe(pcm: Buffer, signal: AbortSignal): Promise<string>;
  /** Starts expensive resources now (model load) instead of on first use. */
  warmUp?(): void;
  close(): Promise<void>;
}

export const SAMPLE_RATE = 16_000;

/**
 * Single-pass search (no flat-lexicon rescoring), phonetic look-ahead, at most 3000
 * active HMMs per frame, top-2 Gaussians; per-utterance cepstral mean normalisation.
 */
// prettier-ignore
export const DECODER_TUNING = ['-cmn', 'current', '-fwdflat', 'no', '-pl_window', '5', '-maxhmmpf', '3000', '-topn', '2'];

export class SttTimeoutError extends AppError {
  constructor() {
    super(503, 'stt_timeout', 'Speech recognition took too long. Please try a shorter recording.');
  }
}

export interface PocketsphinxOptions {
  binary: string | undefined;
  modelDir: string;
  /** Where utterance files are written while they are decoded. */
  workDir: string;
}

/** Missing binary or model → a clear 503 on use, never a crash at start-up. */
export function pocketsphinxMissing(opts: PocketsphinxOptions): string | undefined {
  if (!opts.binary) return 'pocketsphinx is not installed on the server (run scripts/setup.sh)';
  const need = ['en-us', 'en-us.lm.bin', 'cmudict-en-us.dict'];
  const missing = need.filter((f) => !fs.existsSync(path.join(opts.modelDir, f)));
  if (missing.length) return `the pocketsphinx US English model is missing in ${opts.modelDir} (install pocketsphinx-en-us)`;
  return undefined;
}

function killGroup(child: ChildProcessWithoutNullStreams, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

interface Pending {
  resolve: (text: string) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

export function createPocketsphinxStt(opts: PocketsphinxOptions): SttEngine {
  const missing = pocketsphinxMissing(opts);
  let proc: ChildProcessWithoutNullStreams | undefined;
  let counter = 0;
  const pending = new Map<string, Pending>();
  let lineBuf = '';

  const failAll = (err: Error) => {
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      p.reject(err);
      pending.delete(id);
    }
  };

  function start(): ChildProcessWithoutNullStreams {
    if (proc) return proc;
    const m = opts.modelDir;
    // prettier-ignore
    const args = [
      '-adcin', 'yes', '-cepdir', '/', '-cepext', '.raw', '-samprate', String(SAMPLE_RATE),
      '-ctl', '/dev/stdin', '-hyp', '/dev/stdout', '-logfn', '/dev/null',
      '-hmm', path.join(m, 'en-us'), '-lm', path.join(m, 'en-us.lm.bin'), '-dict', path.join(m, 'cmudict-en-us.dict'),
      ...DECODER_TUNING,
    ];
    // Node's stdio "pipes" are sockets, which /dev/stdin and /dev/stdout cannot be opened
    // on; `cat` pipelines give pocketsphinx real pipes. The group dies together.
    const child = spawn('/bin/sh', ['-c', 'cat | "$0" "$@" | cat', opts.binary as string, ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    proc = child;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      lineBuf += chunk;
      let nl: number;
      while ((nl = lineBuf.indexOf('\n')) >= 0) {
        const line = lineBuf.slice(0, nl);
        lineBuf = lineBuf.slice(nl + 1);
        const h = readHypothesis(line);
        const p = h ? pending.get(h.id) : undefined;
        if (h && p) {
          clearTimeout(p.timer);
          pending.delete(h.id);
          p.resolve(h.words.trim());
        }
      }
    });
    child.stderr.resume();
    child.stdin.on('error', () => {});
    child.on('error', (err) => {
      if (proc === child) proc = undefined;
      failAll(new ServiceUnavailableError(`Speech recognition could not start: ${err.message}`, 'stt_unavailable'));
    });
    child.on('exit', () => {
      if (proc === child) proc = undefined;
      lineBuf = '';
      failAll(new ServiceUnavailableError('Speech recognition stopped unexpectedly. Please try again.', 'stt_unavailable'));
    });
    return child;
  }

  return {
    name: 'pocketsphinx',
    problem: missing ? `Speech recognition is not available: ${missing}.` : undefined,
    warmUp() {
      if (!missing) start();
    },
    async transcribe(pcm, signal) {
      if (missing) throw new ServiceUnavailableError(`Speech recognition is not available: ${missing}.`, 'stt_unavailable');
      const id = `utt-${process.pid}-${++counter}`;
      const file = path.join(opts.workDir, `${id}.raw`);
      fs.mkdirSync(opts.workDir, { recursive: true });
      fs.writeFileSync(file, pcm);
      const child = start();
      // Control-file entries are relative to -cepdir '/' and carry no extension; the id echoes back.
      const ctlId = file.slice(1, -'.raw'.length);
      const seconds = pcm.length / (SAMPLE_RATE * 2);
      try {
        return await new Promise<string>((resolve, reject) => {
          const timer = setTimeout(
            () => {
              pending.delete(ctlId);
              // A stuck decoder is replaced on the next request.
              killGroup(child, 'SIGKILL');
              reject(new SttTimeoutError());
            },
            15_000 + seconds * 3000,
          );
          pending.set(ctlId, { resolve, reject, timer });
          signal.addEventListener('abort', () => {
            const p = pending.get(ctlId);
            if (!p) return;
            clearTimeout(p.timer);
            pending.delete(ctlId);
            reject(new SttTimeoutError());
          });
          child.stdin.write(`${ctlId}\n`);
        });
      } finally {
        fs.rmSync(file, { force: true });
      }
    },
    async close() {
      const child = proc;
      proc = undefined;
      failAll(new ServiceUnavailableError('Speech recognition is shutting down.', 'stt_unavailable'));
      if (child && child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          killGroup(child, 'SIGTERM');
          setTimeout(() => {
            killGroup(child, 'SIGKILL');
            resolve();
          }, 2000).unref();
        });
      }
    },
  };
}

export function createOpenAiStt(opts: { apiKey: string; baseURL?: string; model: string }): SttEngine {
  // The SDK is imported on first use, so a server without this provider does not load it at start-up.
  const openai = loadOnce(async () => {
    const { default: OpenAI, toFile } = await import('openai');
    return { client: new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, maxRetries: 2, timeout: 60_000 }), toFile };
  });
  return {
    name: 'openai',
    async transcribe(pcm, signal) {
      try {
        const { client, toFile } = await openai();
        const file = await toFile(pcmToWav(pcm, SAMPLE_RATE), 'audio.wav', { type: 'audio/wav' });
        const res = await client.audio.transcriptions.create({ file, model: opts.model }, { signal });
        return (res.text ?? '').trim();
      } catch {
        throw new VoiceProviderError('transcription');
      }
    },
    async close() {},
  };
}
