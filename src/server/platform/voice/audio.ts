/**
 * Upload checks and conversion for speech recognition: the bytes must sniff as audio
 * (file-type, by content, not by name), then ffmpeg decodes them to 16 kHz mono PCM.
 * Browsers record WebM/Opus (Chromium, Firefox), Ogg/Opus or MP4/AAC (Safari).
 */
import fs from 'node:fs';
import path from 'node:path';
import { BadRequestError, ServiceUnavailableError } from '../../errors';
import { ProcessError, run } from './process';
import { SAMPLE_RATE } from './stt';

export const ACCEPTED_AUDIO = new Set(['wav', 'webm', 'ogg', 'opus', 'oga', 'mka', 'mp4', 'm4a', 'mp3', 'flac', 'aac', 'caf']);
export const ACCEPTED_LABEL = 'WAV, WebM, Ogg, MP3, M4A or FLAC';

/** The container's extension when the bytes are an accepted audio format; a 400 otherwise. */
export async function sniffAudio(bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new BadRequestError('The audio file is empty.', 'empty_audio');
  const type = await (await import('file-type')).fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_AUDIO.has(type.ext)) {
    throw new BadRequestError(`The upload is not a supported audio file (${ACCEPTED_LABEL}).`, 'unsupported_audio');
  }
  return type.ext;
}

/**
 * Decodes `bytes` to 16 kHz mono s16le with ffmpeg. Decodes at most `maxSeconds` + 1 s,
 * so an over-long upload costs little before it is refused.
 */
export async function decodeToPcm(
  ffmpeg: string | undefined,
  bytes: Buffer,
  ext: string,
  workDir: string,
  maxSeconds: number,
  signal?: AbortSignal,
): Promise<Buffer> {
  if (!ffmpeg) {
    throw new ServiceUnavailableError(
      'Audio conversion is not available: ffmpeg is not installed on the server (run scripts/setup.sh).',
      'ffmpeg_unavailable',
    );
  }
  fs.mkdirSync(workDir, { recursive: true });
  const input = path.join(workDir, `in-${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}.${ext}`);
  fs.writeFileSync(input, bytes);
  try {
    // prettier-ignore
    const { stdout } = await run(ffmpeg, [
      '-nostdin', '-hide_banner', '-loglevel', 'error', '-i', input, '-t', String(maxSeconds + 1),
      '-vn', '-ac', '1', '-ar', String(SAMPLE_RATE), '-c:a', 'pcm_s16le', '-f', 's16le', 'pipe:1',
    ], { timeoutMs: 60_000, signal });
    return stdout;
  } catch (err) {
    if (err instanceof ProcessError && !err.timedOut) {
      const why = /does not contain any stream|Output file .* does not contain/i.test(err.stderr)
        ? 'The file has no audio track.'
        : `The audio could not be decoded. Upload a ${ACCEPTED_LABEL} recording.`;
      throw new BadRequestError(why, 'undecodable_audio');
    }
    throw err;
  } finally {
    fs.rmSync(input, { force: true });
  }
}
