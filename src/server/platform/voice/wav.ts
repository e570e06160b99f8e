/** Just enough RIFF/WAVE handling for PCM: parse, repair a streamed header, wrap raw PCM. */

export interface WavInfo {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataOffset: number;
  dataBytes: number;
  durationSec: number;
}

/** Parses a PCM WAV; throws on anything else. Tolerates a data size larger than the file (streamed output). */
export function parseWav(buf: Buffer): WavInfo {
  if (buf.length < 44 || buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let off = 12;
  let fmt: Omit<WavInfo, 'dataOffset' | 'dataBytes' | 'durationSec'> | undefined;
  while (off + 8 <= buf.length) {
    const id = buf.toString('ascii', off, off + 4);
    const size = buf.readUInt32LE(off + 4);
    const body = off + 8;
    if (id === 'fmt ') {
      fmt = {
        format: buf.readUInt16LE(body),
        channels: buf.readUInt16LE(body + 2),
        sampleRate: buf.readUInt32LE(body + 4),
        bitsPerSample: buf.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!fmt) throw new Error('WAV data before fmt chunk');
      const dataBytes = Math.min(size, buf.length - body);
      const bytesPerSec = fmt.sampleRate * fmt.channels * (fmt.bitsPerSample / 8);
      return { ...fmt, dataOffset: body, dataBytes, durationSec: bytesPerSec ? dataBytes / bytesPerSec : 0 };
    }
    off = body + size + (size % 2);
  }
  throw new Error('WAV has no data chunk');
}

/** espeak-ng writes 0x7ffff000-ish sizes when streaming to stdout; set the real ones. */
export function fixWavHeader(buf: Buffer): Buffer {
  const info = parseWav(buf);
  const out = Buffer.from(buf.subarray(0, info.dataOffset + info.dataBytes));
  out.writeUInt32LE(out.length - 8, 4);
  out.writeUInt32LE(info.dataBytes, info.dataOffset - 4);
  return out;
}

/** Wraps signed 16-bit (or other) little-endian PCM in a canonical 44-byte header. */
export function pcmToWav(pcm: Buffer, sampleRate: number, channels = 1, bitsPerSample = 16): Buffer {
  const header = Buffer.alloc(44);
  const blockAlign = channels * (bitsPerSample / 8);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}
