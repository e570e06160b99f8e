#!/usr/bin/env node
/**
 * The pitch coach's costs: the analysis of a pasted pitch (pure function, ms per pitch
 * of N words) and the recognition of the five LibriVox clips with word times (seconds of
 * processing per second of audio, one pocketsphinx_batch run per clip, model load included).
 *
 *   node bench/pitch/analysis.mjs [rounds]
 *
 * Median of `rounds` (default 5); prints the 1-minute load average, since the machine is shared.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importTs } from '../lib/load-ts.mjs';

const rounds = Number(process.argv[2] ?? 5);
const { analyzePitch } = await importTs('src/server/features/pitch/pitch-analysis.ts');
const { wordsFromText } = await importTs('src/server/features/pitch/pitch-words.ts');
const { createPitchRecognizer } = await importTs('src/server/features/pitch/pitch-recognizer.ts');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const SENT =
  'Um, clinics lose ten hours a week to phone scheduling. Our solution is an assistant that fills empty slots automatically. ' +
  'We have 120 paying customers and, you know, revenue grows 20% month over month. We are raising $1M to hire engineers. ';

for (const words of [150, 600, 3000]) {
  const reps = Math.ceil(words / SENT.split(/\s+/).length);
  const text = SENT.repeat(reps).split(/\s+/).slice(0, words).join(' ');
  const times = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) analyzePitch({ source: 'text', words: wordsFromText(text, 150), timesEstimated: true, assumedWpm: 150 });
    times.push((performance.now() - t0) / 20);
  }
  console.log(`analysis of a pasted pitch of ${words} words: median ${median(times).toFixed(2)} ms`);
}

const dir = '/usr/share/pocketsphinx/test/data/librivox';
if (fs.existsSync(dir)) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pitch-'));
  const rec = createPitchRecognizer({ modelDir: '/usr/share/pocketsphinx/model/en-us', workDir: work, maxSeconds: 180 });
  const clips = fs.readdirSync(dir).filter((f) => f.endsWith('.wav'));
  const rtf = [];
  for (let r = 0; r < Math.min(rounds, 3); r++) {
    let audio = 0;
    const t0 = performance.now();
    for (const c of clips) audio += (await rec.recognize(fs.readFileSync(path.join(dir, c)))).audioDurationSec;
    rtf.push((performance.now() - t0) / 1000 / audio);
  }
  fs.rmSync(work, { recursive: true, force: true });
  console.log(`recognition with word times, 5 LibriVox clips: median ${median(rtf).toFixed(2)} s per second of audio (model load per clip included)`);
}
console.log(`load average (1 min): ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores`);
