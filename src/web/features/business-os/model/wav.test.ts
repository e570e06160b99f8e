import { describe, expect, it } from 'vitest';
import { encodeWav, resample } from './wav';
import { SpeechSegmenter } from './speech-segmenter';

describe('wav encoding', () => {
  it('writes a 16-bit mono PCM header and samples', () => {
    const buf = encodeWav(new Float32Array([0, 1, -1, 0.5]), 16000);
    const v = new DataView(buf);
    const text = (o: number) => String.fromCharCode(...new Uint8Array(buf, o, 4));
    expect(text(0)).toBe('RIFF');
    expect(text(8)).toBe('WAVE');
    expect(v.getUint16(22, true)).toBe(1);
    expect(v.getUint32(24, true)).toBe(16000);
    expect(v.getUint16(34, true)).toBe(16);
    expect(v.getUint32(40, true)).toBe(8);
    expect([v.getInt16(44, true), v.getInt16(46, true), v.getInt16(48, true)]).toEqual([0, 32767, -32768]);
  });

  it('resamples 48 kHz to 16 kHz', () => {
    const out = resample(new Float32Array(4800).fill(0.25), 48000, 16000);
    expect(out.length).toBe(1600);
    expect(out[100]).toBeCloseTo(0.25);
  });
});

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
