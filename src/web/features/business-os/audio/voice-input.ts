/**
 * The Business OS microphone (spec §4, §8).
 *
 * - The microphone is opened with three constraint sets in turn; if none works the
 *   message is 'No audio input available' (a refused permission says so instead).
 * - The level meter reads the live stream through an AnalyserNode.
 * - Speech to text uses the browser's recognizer (US English, continuous, interim
 *   results); when it ends while still listening it restarts after 500 ms.
 * - Where the browser has no recognizer (Firefox), or it fails before hearing
 *   anything although the microphone works (headless Chromium answers
 *   'audio-capture'), the stream is cut into utterances and each is sent to
 *   /api/transcribe as a 16 kHz WAV file, so the transcript still fills in.
 * - Stopping halts recognition, releases the microphone and resets the level.
 */
import { BUSINESS_OS } from '../../../../contract/business-os-defaults';
import { errorMessage } from '../../../lib/api-client';
import type { MicMode } from '../model/workspace-store';
import { SpeechSegmenter, type Utterance } from '../model/speech-segmenter';
import {
  canFallBackToServer,
  isBenignRecognitionError,
  isPermissionError,
  MIC_CONSTRAINTS,
  MIC_MESSAGES,
  recognitionErrorMessage,
} from '../model/speech-errors';
import { concatFrames, encodeWav, resample, rms, TRANSCRIBE_SAMPLE_RATE } from '../../../lib/audio/wav';
import { VOICE_TEXT } from '../model/voice-availability';
import type { LevelStore } from './level-store';

/* Minimal Web Speech API types (not in every TypeScript DOM lib). */
interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative;
}
export interface RecognitionResultEvent {
  resultIndex: number;
  results: { readonly length: number; [index: number]: RecognitionResult };
}
export interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((e: RecognitionResultEvent) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  onstart: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
export type RecognitionConstructor = new () => Recognition;

export interface VoiceInputCallbacks {
  onSegment(text: string, info: { durationSec: number; source: 'browser' | 'server' }): void;
  onInterim(text: string): void;
  onMode(mode: MicMode): void;
  /** null clears the message. */
  onError(message: string | null): void;
  onTranscribing(delta: 1 | -1): void;
}

export interface VoiceInputDeps {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  Recognition: RecognitionConstructor | null;
  createAudioContext: (() => AudioContext) | null;
  transcribe(wav: Blob): Promise<{ transcript: string }>;
  workletUrl: string;
  level: LevelStore;
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(id: number): void;
  requestFrame(fn: () => void): number;
  cancelFrame(id: number): void;
  /** False when /api/health says this server cannot transcribe: never record for nothing. */
  serverSttAvailable?: () => boolean;
}

export function browserVoiceDeps(opts: Pick<VoiceInputDeps, 'transcribe' | 'workletUrl' | 'level' | 'serverSttAvailable'>): VoiceInputDeps {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
    AudioContext?: typeof AudioContext;
    webkitAudioContext?: typeof AudioContext;
  };
  const Ctx = w.AudioContext ?? w.webkitAudioContext;
  return {
    ...opts,
    getUserMedia: (c) => {
      if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new DOMException('No media devices', 'NotFoundError'));
      return navigator.mediaDevices.getUserMedia(c);
    },
    Recognition: w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null,
    createAudioContext: Ctx ? () => new Ctx() : null,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (id) => window.clearTimeout(id),
    requestFrame: (fn) => window.requestAnimationFrame(fn),
    cancelFrame: (id) => window.cancelAnimationFrame(id),
  };
}

export class VoiceInput {
  private listening = false;
  private mode: MicMode = 'off';
  private stream: MediaStream | null = null;
  private ctx: AudioContext | null = null;
  private analyser: AnalyserNode | null = null;
  private frame = 0;
  private recognition: Recognition | null = null;
  private heardSomething = false;
  private restartTimer: number | null = null;
  private worklet: AudioWorkletNode | null = null;
  private segmenter = new SpeechSegmenter();
  private queue: Promise<void> = Promise.resolve();
  private segmentStartedAt: number | null = null;
  /** Bumped on every start/stop so late callbacks of an old run are ignored. */
  private run = 0;

  constructor(
    private readonly deps: VoiceInputDeps,
    private readonly cb: VoiceInputCallbacks,
  ) {}

  get isListening(): boolean {
    return this.listening;
  }

  async start(): Promise<void> {
    if (this.listening) return;
    if (!this.deps.Recognition && this.deps.serverSttAvailable?.() === false) {
      // Neither the browser nor the server can turn speech into text: say so, record nothing.
      this.cb.onError(VOICE_TEXT.micUnavailable);
      return;
    }
    const run = ++this.run;
    this.listening = true;
    this.setMode('starting');
    this.cb.onError(null);
    const stream = await this.openMicrophone();
    if (run !== this.run) {
      stream?.getTracks().forEach((t) => t.stop());
      return;
    }
    if (!stream) {
      this.listening = false;
      this.setMode('off');
      return;
    }
    this.stream = stream;
    this.startLevelMeter(stream);
    if (this.deps.Recognition) this.startRecognition(run);
    else await this.startServerTranscription(run);
  }

  stop(): void {
    if (!this.listening && this.mode === 'off') return;
    this.run++;
    this.listening = false;
    if (this.restartTimer !== null) this.deps.clearTimeout(this.restartTimer);
    this.restartTimer = null;
    if (this.recognition) {
      const r = this.recognition;
      this.recognition = null;
      r.onend = null;
      r.onresult = null;
      r.onerror = null;
      try {
        r.stop();
      } catch {
        /* already stopped */
      }
    }
    const last = this.segmenter.flush();
    if (last) this.sendUtterance(last, this.ctx?.sampleRate ?? 48_000);
    this.worklet?.port.close();
    this.worklet?.disconnect();
    this.worklet = null;
    if (this.frame) this.deps.cancelFrame(this.frame);
    this.frame = 0;
    this.analyser = null;
    this.stream?.getTracks().forEach((t) => t.stop());
    this.stream = null;
    void this.ctx?.close().catch(() => undefined);
    this.ctx = null;
    this.deps.level.set(0);
    this.cb.onInterim('');
    this.setMode('off');
  }

  private setMode(mode: MicMode) {
    this.mode = mode;
    this.cb.onMode(mode);
  }

  /** Three constraint sets, best first; a refused permission stops at once. */
  private async openMicrophone(): Promise<MediaStream | null> {
    for (const constraints of MIC_CONSTRAINTS) {
      try {
        return await this.deps.getUserMedia(constraints);
      } catch (err) {
        if (isPermissionError(err)) {
          this.cb.onError(MIC_MESSAGES.blocked);
          return null;
        }
      }
    }
    this.cb.onError(MIC_MESSAGES.noInput);
    return null;
  }

  private startLevelMeter(stream: MediaStream) {
    if (!this.deps.createAudioContext) return;
    try {
      const ctx = this.deps.createAudioContext();
      this.ctx = ctx;
      void ctx.resume().catch(() => undefined);
      const source = ctx.createMediaStreamSource(stream);
      const analyser = ctx.createAnalyser();
      analyser.fftSize = 1024;
      source.connect(analyser);
      this.analyser = analyser;
      const data = new Float32Array(analyser.fftSize);
      const tick = () => {
        if (!this.analyser) return;
        this.analyser.getFloatTimeDomainData(data);
        // Speech RMS sits around 0.02-0.2; scale so normal speech fills most of the meter.
        this.deps.level.set(Math.min(1, Math.sqrt(rms(data)) * 1.6));
        this.frame = this.deps.requestFrame(tick);
      };
      this.frame = this.deps.requestFrame(tick);
    } catch (err) {
      console.warn('Audio level meter unavailable', err);
    }
  }

  /* ---------- browser recognizer ---------- */

  private startRecognition(run: number) {
    const Recognition = this.deps.Recognition!;
    const r = new Recognition();
    r.lang = 'en-US';
    r.continuous = true;
    r.interimResults = true;
    r.onstart = () => {
      if (run === this.run && this.mode !== 'server') this.setMode('browser');
    };
    r.onresult = (e) => {
      if (run !== this.run) return;
      this.heardSomething = true;
      let interim = '';
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const result = e.results[i]!;
        const text = result[0]?.transcript ?? '';
        if (result.isFinal) {
          const started = this.segmentStartedAt ?? Date.now();
          this.segmentStartedAt = null;
          const clean = text.trim();
          if (clean) this.cb.onSegment(clean, { durationSec: Math.max(0.5, (Date.now() - started) / 1000), source: 'browser' });
        } else {
          interim += text;
        }
      }
      if (interim && this.segmentStartedAt === null) this.segmentStartedAt = Date.now();
      this.cb.onInterim(interim.trim());
    };
    r.onerror = (e) => {
      if (run !== this.run || isBenignRecognitionError(e.error)) return;
      if (!this.heardSomething && canFallBackToServer(e.error) && this.stream && this.deps.createAudioContext) {
        // The recognizer cannot hear here, but the microphone works: transcribe on the server.
        this.recognition = null;
        r.onend = null;
        void this.startServerTranscription(run);
        return;
      }
      this.cb.onError(recognitionErrorMessage(e.error));
      if (e.error === 'not-allowed' || e.error === 'service-not-allowed' || e.error === 'audio-capture') this.stop();
    };
    r.onend = () => {
      if (run !== this.run || !this.listening || this.recognition !== r) return;
      // Chrome ends continuous recognition after silence or a network blip: resume.
      this.restartTimer = this.deps.setTimeout(() => {
        this.restartTimer = null;
        if (run !== this.run || !this.listening || this.recognition !== r) return;
        try {
          r.start();
        } catch (err) {
          console.warn('Speech recognition restart failed', err);
        }
      }, BUSINESS_OS.recognitionRestartMs);
    };
    this.recognition = r;
    try {
      r.start();
    } catch (err) {
      this.recognition = null;
      console.warn('Speech recognition failed to start', err);
      void this.startServerTranscription(run);
    }
  }

  /* ---------- server transcription ---------- */

  private async startServerTranscription(run: number) {
    if (this.deps.serverSttAvailable?.() === false) {
      this.cb.onError(VOICE_TEXT.micBrowserOnlyFailed);
      this.stop();
      return;
    }
    const ctx = this.ctx;
    if (!ctx || !this.stream || typeof AudioWorkletNode === 'undefined' || !ctx.audioWorklet) {
      this.cb.onError(MIC_MESSAGES.noInput);
      this.stop();
      return;
    }
    try {
      await ctx.audioWorklet.addModule(this.deps.workletUrl);
      if (run !== this.run) return;
      const source = ctx.createMediaStreamSource(this.stream);
      const node = new AudioWorkletNode(ctx, 'pcm-capture', { numberOfInputs: 1, numberOfOutputs: 1, channelCount: 1 });
      const sink = ctx.createGain();
      sink.gain.value = 0;
      source.connect(node);
      node.connect(sink);
      sink.connect(ctx.destination);
      this.worklet = node;
      this.segmenter = new SpeechSegmenter();
      const frameMs = (2048 / ctx.sampleRate) * 1000;
      node.port.onmessage = (e: MessageEvent<Float32Array>) => {
        if (run !== this.run) return;
        const frame = e.data;
        const utterance = this.segmenter.push(frame, rms(frame), frameMs);
        if (utterance) this.sendUtterance(utterance, ctx.sampleRate);
      };
      this.setMode('server');
    } catch (err) {
      console.warn('Server transcription unavailable', err);
      this.cb.onError(MIC_MESSAGES.noInput);
      this.stop();
    }
  }

  /** Utterances are transcribed one after another so the transcript keeps their order. */
  private sendUtterance(u: Utterance, sampleRate: number) {
    const samples = resample(concatFrames(u.frames), sampleRate, TRANSCRIBE_SAMPLE_RATE);
    const wav = new Blob([encodeWav(samples, TRANSCRIBE_SAMPLE_RATE)], { type: 'audio/wav' });
    const durationSec = Math.round(u.durationMs / 100) / 10;
    this.cb.onTranscribing(1);
    this.queue = this.queue
      .then(async () => {
        const { transcript } = await this.deps.transcribe(wav);
        const text = transcript.trim();
        if (text) this.cb.onSegment(text, { durationSec, source: 'server' });
      })
      .catch((err: unknown) => {
        console.warn('Transcription failed', err);
        this.cb.onError(`Voice transcription failed - ${errorMessage(err, 'Try again in a moment')}`);
      })
      .finally(() => this.cb.onTranscribing(-1));
  }
}
