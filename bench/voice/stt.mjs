// Offline speech-to-text (ffmpeg + pocketsphinx through the voice service) on real
// recordings: the five LibriVox clips of Debian's pocketsphinx-testdata, as WAV and as
// the WebM/Opus a browser records. Real-time factor = processing time / audio length.
//   node bench/voice/stt.mjs [repeats, default 2]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importTs, save, stats } from '../lib/load-ts.mjs';

const { loadConfig } = await importTs('src/server/config.ts');
const { createVoiceService } = await importTs('src/server/platform/voice/voice-service.ts');
const { DECODER_TUNING } = await importTs('src/server/platform/voice/stt.ts');
const { librivoxClips, wordErrorRate } = await importTs('tests/support/speech.ts');
const repeats = Number(process.argv[2] ?? 2);

const clips = librivoxClips();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-stt-bench-'));
const webm = (file) => {
  const out = path.join(tmp, `${path.basename(file, '.wav')}.webm`);
  execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-i', file, '-c:a', 'libopus', '-b:a', '48k', out]);
  return fs.readFileSync(out);
};
const voice = createVoiceService({ config: loadConfig({ VOICE_CONCURRENCY: '1', DATA_DIR: tmp }) });

const t0 = performance.now();
await voice.transcribe(fs.readFileSync(clips[1].file));
const coldMs = performance.now() - t0;

const result = {};
for (const [format, read] of [['wav', (c) => fs.readFileSync(c.file)], ['webm-opus', (c) => webm(c.file)]]) {
  let processing = 0;
  let audio = 0;
  const rtfs = [];
  const pairs = [];
  for (const clip of clips) {
    const bytes = read(clip);
    for (let i = 0; i < repeats; i++) {
      const r = await voice.transcribe(bytes);
      processing += r.durationMs;
      audio += r.audioDurationMs;
      rtfs.push(r.durationMs / r.audioDurationMs);
      if (i === 0) pairs.push({ id: clip.id, reference: clip.reference, hypothesis: r.transcript });
    }
  }
  result[format] = { rtf: processing / audio, perClipRtf: stats(rtfs), wer: wordErrorRate(pairs), audioSeconds: audio / 1000 / repeats, transcripts: pairs };
}
await voice.close();

// The decoder alone, as the server runs it, with CPU time from pocketsphinx's own log:
// independent of other processes competing for the cores.
const model = loadConfig({}).voice.pocketsphinxModelDir;
const ctl = path.join(tmp, 'clips.ctl');
fs.writeFileSync(ctl, clips.map((c) => c.id).join('\n') + '\n');
const log = path.join(tmp, 'decode.log');
// prettier-ignore
execFileSync('pocketsphinx_batch', [
  '-adcin', 'yes', '-adchdr', '44', '-cepdir', path.dirname(clips[0].file), '-cepext', '.wav', '-ctl', ctl,
  '-hyp', path.join(tmp, 'out.hyp'), '-logfn', log, '-hmm', path.join(model, 'en-us'),
  '-lm', path.join(model, 'en-us.lm.bin'), '-dict', path.join(model, 'cmudict-en-us.dict'), ...DECODER_TUNING,
]);
const total = /TOTAL ([\d.]+) seconds speech, ([\d.]+) seconds CPU, ([\d.]+) seconds wall/.exec(fs.readFileSync(log, 'utf8'));
const decoder = total ? { speechSec: Number(total[1]), cpuSec: Number(total[2]), wallSec: Number(total[3]) } : undefined;
if (decoder) decoder.cpuRtf = decoder.cpuSec / decoder.speechSec;
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`first call (recognizer start + model load + decode): ${(coldMs / 1000).toFixed(2)} s`);
for (const [format, r] of Object.entries(result)) {
  console.log(
    `${format.padEnd(10)} ${r.audioSeconds.toFixed(1)} s of speech x${repeats}: RTF ${r.rtf.toFixed(2)} (per clip p50 ${r.perClipRtf.p50.toFixed(2)}, max ${r.perClipRtf.max.toFixed(2)}), WER ${(r.wer * 100).toFixed(1)}%`,
  );
}
if (decoder) {
  console.log(`decoder alone (pocketsphinx_batch, same settings): ${decoder.cpuSec.toFixed(2)} s CPU for ${decoder.speechSec.toFixed(1)} s of speech = CPU RTF ${decoder.cpuRtf.toFixed(2)}`);
}
console.log(`saved ${save('voice-stt', { repeats, coldMs, result, decoder })}`);
