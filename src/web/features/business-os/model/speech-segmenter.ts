/**
 * Cuts a microphone stream into utterances for server transcription: an utterance
 * starts when the level rises above the threshold and ends after a stretch of silence
 * (or at the maximum length), so each chunk sent to /api/transcribe is a whole phrase
 * and silence is never sent.
 */
export interface SegmenterOptions {
  /** RMS level (0..1) above which a frame counts as speech. */
  threshold: number;
  /** Silence that ends an utterance. */
  hangoverMs: number;
  /** Utterances shorter than this are dropped (clicks, coughs). */
  minSpeechMs: number;
  /** An utterance is cut here even without a pause. */
  maxUtteranceMs: number;
  /** Audio kept from before the level rose, so first syllables are not clipped. */
  preRollMs: number;
}

export const DEFAULT_SEGMENTER: SegmenterOptions = {
  threshold: 0.012,
  hangoverMs: 700,
  minSpeechMs: 350,
  maxUtteranceMs: 9000,
  preRollMs: 300,
};

export interface Utterance {
  frames: Float32Array[];
  durationMs: number;
}

export class SpeechSegmenter {
  private readonly opts: SegmenterOptions;
  private preRoll: { frame: Float32Array; ms: number }[] = [];
  private current: Float32Array[] | null = null;
  private currentMs = 0;
  private speechMs = 0;
  private silenceMs = 0;

  constructor(opts: Partial<SegmenterOptions> = {}) {
    this.opts = { ...DEFAULT_SEGMENTER, ...opts };
  }

  get inUtterance(): boolean {
    return this.current !== null;
  }

  /** Feeds one frame with its level; returns a finished utterance, if this frame ended one. */
  push(frame: Float32Array, level: number, frameMs: number): Utterance | null {
    const loud = level >= this.opts.threshold;
    if (!this.current) {
      if (!loud) {
        this.preRoll.push({ frame, ms: frameMs });
        let total = this.preRoll.reduce((n, p) => n + p.ms, 0);
        while (total > this.opts.preRollMs && this.preRoll.length > 0) total -= this.preRoll.shift()!.ms;
        return null;
      }
      this.current = this.preRoll.map((p) => p.frame);
      this.currentMs = this.preRoll.reduce((n, p) => n + p.ms, 0);
      this.preRoll = [];
      this.speechMs = 0;
      this.silenceMs = 0;
    }
    this.current.push(frame);
    this.currentMs += frameMs;
    if (loud) {
      this.speechMs += frameMs;
      this.silenceMs = 0;
    } else {
      this.silenceMs += frameMs;
    }
    if (this.silenceMs >= this.opts.hangoverMs || this.currentMs >= this.opts.maxUtteranceMs) return this.finish();
    return null;
  }

  /** Ends the utterance in progress (e.g. the microphone was turned off). */
  flush(): Utterance | null {
    return this.current ? this.finish() : null;
  }

  private finish(): Utterance | null {
    const frames = this.current ?? [];
    const durationMs = this.currentMs;
    const speechMs = this.speechMs;
    this.current = null;
    this.currentMs = 0;
    this.speechMs = 0;
    this.silenceMs = 0;
    if (speechMs < this.opts.minSpeechMs) return null;
    return { frames, durationMs };
  }
}
