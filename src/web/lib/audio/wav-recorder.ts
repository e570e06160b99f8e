/**
 * Records the microphone as one WAV file (spec §9: audio recorded as wav): mono PCM
 * captured by an AudioWorklet, resampled to 16 kHz on stop and written as 16-bit WAV,
 * ready for POST /api/transcribe. Used where a person presses to talk and presses again
 * to send (the /demo advisor); Business OS streams utterances instead.
 */
import workletUrl from './pcm-capture-worklet.js?url&no-inline';
import { concatFrames, encodeWav, resample, rms, TRANSCRIBE_SAMPLE_RATE } from './wav';

/** Why recording could not start: the person (or the browser) refused, or there is no usable microphone. */
export class MicrophoneError extends Error {
  constructor(
    readonly reason: 'denied' | 'unavailable',
    cause?: unknown,
  ) {
    super(reason === 'denied' ? 'Microphone access denied' : 'No microphone available', { cause });
    this.name = 'MicrophoneError';
  }
}

export interface WavRecording {
  /** Live input level, 0–1, for a meter. */
  level(): number;
  /** Stops, releases the microphone and returns the recording as a 16 kHz WAV. */
  stop(): Promise<{ wav: Blob; seconds: number }>;
  /** Stops and releases the microphone, keeping nothing. */
  cancel(): void;
}

function isPermissionError(err: unknown): boolean {
  return err instanceof DOMException && (err.name === 'NotAllowedError' || err.name === 'SecurityError' || err.name === 'PermissionDeniedError');
}

export async function startWavRecording(): Promise<WavRecording> {
  const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!navigator.mediaDevices?.getUserMedia || !Ctx || typeof AudioWorkletNode === 'undefined') throw new MicrophoneError('unavailable');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } });
  } catch (err) {
    throw new MicrophoneError(isPermissionError(err) ? 'denied' : 'unavailable', err);
  }
  const ctx = new Ctx();
  const release = () => {
    stream.getTracks().forEach((t) => t.stop());
    void ctx.close().catch(() => undefined);
  };
  const frames: Float32Array[] = [];
  let level = 0;
  let node: AudioWorkletNode;
  try {
    await ctx.audioWorklet.addModule(workletUrl);
    if (ctx.state === 'suspended') await ctx.resume();
    const source = ctx.createMediaStreamSource(stream);
    node = new AudioWorkletNode(ctx, 'pcm-capture', { numberOfInputs: 1, numberOfOutputs: 1, channelCount: 1 });
    // The worklet must reach the destination to run; a muted gain keeps the room quiet.
    const sink = ctx.createGain();
    sink.gain.value = 0;
    source.connect(node);
    node.connect(sink);
    sink.connect(ctx.destination);
    node.port.onmessage = (e: MessageEvent<Float32Array>) => {
      frames.push(e.data);
      level = Math.min(1, rms(e.data) * 4);
    };
  } catch (err) {
    release();
    throw new MicrophoneError('unavailable', err);
  }
  let done = false;
  const finish = () => {
    done = true;
    node.port.onmessage = null;
    node.port.close();
    node.disconnect();
    release();
  };
  return {
    level: () => level,
    async stop() {
      if (done) throw new Error('The recording has already stopped.');
      const rate = ctx.sampleRate;
      finish();
      const samples = resample(concatFrames(frames), rate, TRANSCRIBE_SAMPLE_RATE);
      return { wav: new Blob([encodeWav(samples, TRANSCRIBE_SAMPLE_RATE)], { type: 'audio/wav' }), seconds: samples.length / TRANSCRIBE_SAMPLE_RATE };
    },
    cancel() {
      if (!done) finish();
    },
  };
}
