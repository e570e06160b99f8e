import { describe, expect, it } from 'vitest';
import { encodeWav, resample } from './wav';

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
