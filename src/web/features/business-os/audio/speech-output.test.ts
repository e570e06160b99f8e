import { describe, expect, it, vi } from 'vitest';
import { SpeechOutput } from './speech-output';

class FakeAudio extends EventTarget {
  error: unknown = null;
  constructor(readonly play: () => Promise<void>) {
    super();
  }
  pause() {}
}

function setup(opts: { generate?: () => Promise<Blob>; play?: () => Promise<void> } = {}) {
  // Failures are logged as warnings by design.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const onError = vi.fn();
  const onSpeaking = vi.fn();
  const audios: FakeAudio[] = [];
  const out = new SpeechOutput({
    urls: { create: () => 'blob:x', revoke: () => {} },
    generate: opts.generate ?? (async () => new Blob(['x'])),
    onSpeaking,
    onError,
    createAudio: () => {
      const a = new FakeAudio(opts.play ?? (async () => {}));
      audios.push(a);
      return a as unknown as HTMLAudioElement;
    },
  });
  return { out, onError, onSpeaking, audios };
}

describe('speech output', () => {
  it('reports a failed synthesis and clears the speaking state', async () => {
    const { out, onError, onSpeaking } = setup({ generate: async () => Promise.reject(new Error('503')) });
    await out.speak('Raise in month 8.', 'rachel');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onSpeaking).toHaveBeenLastCalledWith(false);
  });

  it('reports audio the browser refuses to play or cannot decode', async () => {
    const refused = setup({ play: async () => Promise.reject(new DOMException('no', 'NotAllowedError')) });
    await refused.out.speak('Hello there', 'rachel');
    expect(refused.onError).toHaveBeenCalledTimes(1);
    const broken = setup();
    await broken.out.speak('Hello there', 'rachel');
    broken.audios[0]!.dispatchEvent(new Event('error'));
    expect(broken.onError).toHaveBeenCalledTimes(1);
  });

  it('does not call an utterance stopped on purpose a failure', async () => {
    let fail!: (e: unknown) => void;
    const { out, onError } = setup({ generate: () => new Promise<Blob>((_res, rej) => (fail = rej)) });
    const speaking = out.speak('Long answer', 'rachel');
    out.stop();
    fail(new DOMException('Aborted', 'AbortError'));
    await speaking;
    expect(onError).not.toHaveBeenCalled();
  });
});
