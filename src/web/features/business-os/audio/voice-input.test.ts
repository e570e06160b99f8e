import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIC_CONSTRAINTS } from '../model/speech-errors';
import { createLevelStore } from './level-store';
import { VoiceInput, type Recognition, type RecognitionResultEvent, type VoiceInputDeps } from './voice-input';

class FakeRecognition implements Recognition {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: ((e: RecognitionResultEvent) => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  onstart: (() => void) | null = null;
  starts = 0;
  stopped = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.starts++;
    this.onstart?.();
  }
  stop() {
    this.stopped = true;
  }
  abort() {
    this.stopped = true;
  }
  say(text: string, isFinal: boolean) {
    const result = Object.assign([{ transcript: text }], { isFinal });
    this.onresult?.({ resultIndex: 0, results: Object.assign([result], {}) as unknown as RecognitionResultEvent['results'] });
  }
}

function fakeStream() {
  const track = { stop: vi.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

function fakeAudioContext() {
  const node = () => ({ connect: vi.fn(), disconnect: vi.fn() });
  return {
    sampleRate: 48_000,
    resume: vi.fn(async () => undefined),
    close: vi.fn(async () => undefined),
    createMediaStreamSource: vi.fn(node),
    createAnalyser: vi.fn(() => ({ ...node(), fftSize: 0, getFloatTimeDomainData: (a: Float32Array) => a.fill(0.1) })),
    createGain: vi.fn(() => ({ ...node(), gain: { value: 1 } })),
    destination: {},
    audioWorklet: { addModule: vi.fn(async () => undefined) },
  } as unknown as AudioContext;
}

function setup(over: Partial<VoiceInputDeps> = {}) {
  const timers: { fn: () => void; ms: number }[] = [];
  const events = { onSegment: vi.fn(), onInterim: vi.fn(), onMode: vi.fn(), onError: vi.fn(), onTranscribing: vi.fn() };
  const level = createLevelStore();
  const { stream, track } = fakeStream();
  const deps: VoiceInputDeps = {
    getUserMedia: vi.fn(async () => stream),
    Recognition: FakeRecognition,
    createAudioContext: () => fakeAudioContext(),
    transcribe: vi.fn(async () => ({ transcript: '' })),
    workletUrl: '/w.js',
    level,
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
    clearTimeout: () => undefined,
    requestFrame: () => 1,
    cancelFrame: () => undefined,
    ...over,
  };
  return { voice: new VoiceInput(deps, events), deps, events, timers, level, track };
}

afterEach(() => {
  FakeRecognition.last = null;
  vi.unstubAllGlobals();
});

describe('microphone (spec §4, §8)', () => {
  it('tries the three constraint sets in turn, then says no audio input is available', async () => {
    const fail = vi.fn(async () => Promise.reject(new DOMException('none', 'NotFoundError')));
    const { voice, events } = setup({ getUserMedia: fail });
    await voice.start();
    expect(fail.mock.calls.map((c) => (c as unknown[])[0])).toEqual(MIC_CONSTRAINTS);
    expect(events.onError).toHaveBeenLastCalledWith('No audio input available');
    expect(voice.isListening).toBe(false);
  });

  it('falls back to simpler constraints when the first ones fail', async () => {
    const { stream } = fakeStream();
    const gum = vi.fn().mockRejectedValueOnce(new DOMException('x', 'OverconstrainedError')).mockResolvedValueOnce(stream);
    const { voice } = setup({ getUserMedia: gum });
    await voice.start();
    expect(gum).toHaveBeenCalledTimes(2);
    expect(voice.isListening).toBe(true);
  });

  it('reports a refused permission as blocked, without retrying', async () => {
    const gum = vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { voice, events } = setup({ getUserMedia: gum });
    await voice.start();
    expect(gum).toHaveBeenCalledTimes(1);
    expect(events.onError).toHaveBeenLastCalledWith('Microphone blocked - Check permissions or stop screen sharing');
  });

  it('recognizes US English continuously with interim results, and passes final segments on', async () => {
    const { voice, events } = setup();
    await voice.start();
    const r = FakeRecognition.last!;
    expect([r.lang, r.continuous, r.interimResults]).toEqual(['en-US', true, true]);
    expect(events.onMode).toHaveBeenLastCalledWith('browser');
    r.say('our revenue', false);
    expect(events.onInterim).toHaveBeenLastCalledWith('our revenue');
    r.say('our revenue grew', true);
    expect(events.onSegment).toHaveBeenCalledWith('our revenue grew', expect.objectContaining({ source: 'browser' }));
  });

  it('restarts recognition 500 ms after it ends while still listening', async () => {
    const { voice, timers } = setup();
    await voice.start();
    const r = FakeRecognition.last!;
    r.onend!();
    expect(timers.at(-1)!.ms).toBe(500);
    timers.at(-1)!.fn();
    expect(r.starts).toBe(2);
  });

  it.each([
    ['network', 'Network error - Try refreshing the page'],
    ['not-allowed', 'Microphone blocked - Check permissions or stop screen sharing'],
    ['audio-capture', 'Audio conflict detected - Phone call may be blocking microphone'],
    ['bad-grammar', 'Voice recognition error: bad-grammar'],
  ])('shows the message for %s once speech was heard', async (code, message) => {
    const { voice, events } = setup();
    await voice.start();
    FakeRecognition.last!.say('hello', true);
    FakeRecognition.last!.onerror!({ error: code });
    expect(events.onError).toHaveBeenLastCalledWith(message);
  });

  it('switches to server transcription when the recognizer cannot hear before anything was said', async () => {
    class FakeWorkletNode {
      port = { onmessage: null as unknown, close: vi.fn() };
      connect = vi.fn();
      disconnect = vi.fn();
    }
    vi.stubGlobal('AudioWorkletNode', FakeWorkletNode);
    const { voice, events } = setup();
    await voice.start();
    FakeRecognition.last!.onerror!({ error: 'audio-capture' });
    await vi.waitFor(() => expect(events.onMode).toHaveBeenLastCalledWith('server'));
    expect(events.onError).not.toHaveBeenCalledWith(expect.stringMatching(/Audio conflict/));
  });

  it('stop halts recognition, releases the microphone and resets the level', async () => {
    const { voice, events, level, track } = setup();
    await voice.start();
    level.set(0.7);
    voice.stop();
    expect(FakeRecognition.last!.stopped).toBe(true);
    expect(track.stop).toHaveBeenCalled();
    expect(level.get()).toBe(0);
    expect(events.onMode).toHaveBeenLastCalledWith('off');
    FakeRecognition.last!.onend?.();
    expect(FakeRecognition.last!.starts).toBe(1);
  });
});

describe('voice input without a speech engine on the server (/api/health)', () => {
  it('says so at once and never opens the microphone when the browser has no recognizer either', async () => {
    const { voice, deps, events } = setup({ Recognition: null, serverSttAvailable: () => false });
    await voice.start();
    expect(deps.getUserMedia).not.toHaveBeenCalled();
    expect(events.onError).toHaveBeenCalledWith('Voice input unavailable: no speech engine on this server');
    expect(voice.isListening).toBe(false);
  });

  it('stops instead of recording for nothing when the browser recognizer cannot hear here', async () => {
    const { voice, deps, events } = setup({ serverSttAvailable: () => false });
    await voice.start();
    FakeRecognition.last!.onerror?.({ error: 'network' });
    await Promise.resolve();
    expect(events.onError).toHaveBeenLastCalledWith(expect.stringContaining('this server has no speech engine'));
    expect(voice.isListening).toBe(false);
    expect(deps.transcribe).not.toHaveBeenCalled();
  });
});
