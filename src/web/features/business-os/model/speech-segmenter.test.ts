import { describe, expect, it } from 'vitest';
import { SpeechSegmenter } from './speech-segmenter';

describe('speech segmenter', () => {
  const frame = (v: number) => new Float32Array(160).fill(v);
  it('cuts an utterance after the pause and drops silence and clicks', () => {
    const seg = new SpeechSegmenter({ threshold: 0.05, hangoverMs: 300, minSpeechMs: 200, preRollMs: 100 });
    const out = [];
    for (let i = 0; i < 20; i++) out.push(seg.push(frame(0), 0, 10)); // silence
    out.push(seg.push(frame(0.2), 0.2, 10)); // a click
    for (let i = 0; i < 40; i++) out.push(seg.push(frame(0), 0, 10));
    expect(out.filter(Boolean)).toHaveLength(0);
    for (let i = 0; i < 50; i++) out.push(seg.push(frame(0.2), 0.2, 10)); // 500 ms of speech
    let u = null;
    for (let i = 0; i < 40 && !u; i++) u = seg.push(frame(0), 0, 10);
    expect(u).not.toBeNull();
    expect(u!.durationMs).toBeGreaterThanOrEqual(500 + 300);
    expect(seg.inUtterance).toBe(false);
  });

  it('cuts a long utterance at the maximum length', () => {
    const seg = new SpeechSegmenter({ threshold: 0.05, maxUtteranceMs: 1000 });
    let u = null;
    for (let i = 0; i < 200 && !u; i++) u = seg.push(frame(0.3), 0.3, 10);
    expect(u?.durationMs).toBe(1000);
  });
});
