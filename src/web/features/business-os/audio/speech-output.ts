/**
 * Reads commentary aloud through POST /api/generate-audio (spec §7). A new utterance
 * replaces the one playing. A failure (no audio from the server, audio the browser
 * cannot decode, or playback it refuses) is logged, clears the speaking state (spec §8)
 * and is reported to `onError`, so the workspace can say so once; one stopped on
 * purpose is not a failure.
 */
import type { GenerateAudioBody } from '../../../../contract/voice';

export interface SpeechOutputDeps {
  generate(body: GenerateAudioBody, signal: AbortSignal): Promise<Blob>;
  onSpeaking(speaking: boolean): void;
  onError?(err: unknown): void;
  createAudio?: (src: string) => HTMLAudioElement;
  /** Object URLs for the audio (the browser's by default). */
  urls?: { create(blob: Blob): string; revoke(url: string): void };
}

export class SpeechOutput {
  private audio: HTMLAudioElement | null = null;
  private url: string | null = null;
  private abort: AbortController | null = null;

  constructor(private readonly deps: SpeechOutputDeps) {}

  async speak(text: string, voiceType: string): Promise<void> {
    this.stop();
    const abort = new AbortController();
    this.abort = abort;
    try {
      const blob = await this.deps.generate({ text: text.slice(0, 2000), demoType: 'business-os', voiceType }, abort.signal);
      if (abort.signal.aborted) return;
      const url = this.deps.urls ? this.deps.urls.create(blob) : URL.createObjectURL(blob);
      const audio = this.deps.createAudio ? this.deps.createAudio(url) : new Audio(url);
      this.audio = audio;
      this.url = url;
      const done = () => {
        if (this.audio === audio) this.cleanup();
      };
      audio.addEventListener('playing', () => {
        if (this.audio === audio) this.deps.onSpeaking(true);
      });
      audio.addEventListener('ended', done);
      audio.addEventListener('error', () => {
        if (this.audio !== audio) return;
        done();
        this.deps.onError?.(audio.error ?? new Error('The audio could not be played'));
      });
      await audio.play();
    } catch (err) {
      if (abort.signal.aborted) return;
      console.warn('Business OS speech generation failed', err);
      this.cleanup();
      this.deps.onError?.(err);
    }
  }

  stop(): void {
    this.abort?.abort();
    this.abort = null;
    if (this.audio) {
      this.audio.pause();
      this.cleanup();
    }
  }

  private cleanup(): void {
    if (this.url) {
      if (this.deps.urls) this.deps.urls.revoke(this.url);
      else URL.revokeObjectURL(this.url);
    }
    this.url = null;
    this.audio = null;
    this.deps.onSpeaking(false);
  }
}
