// Offline text-to-speech (espeak-ng through the voice service, cache off): time per
// 100 characters for each voice, and the audio length produced.
//   node bench/voice/tts.mjs [repeats, default 3]
import { importTs, ms, save, stats } from '../lib/load-ts.mjs';

const { loadConfig } = await importTs('src/server/config.ts');
const { createVoiceService } = await importTs('src/server/platform/voice/voice-service.ts');
const repeats = Number(process.argv[2] ?? 3);

const base =
  'Our revenue grew twelve percent this quarter. The board meets on Friday to decide on the new hire, and the team is ready. ';
const texts = [60, 120, 300, 1000].map((n) => base.repeat(Math.ceil(n / base.length)).slice(0, n).trim());
const voices = ['rachel', 'josh', 'arnold', 'sarcastic', 'nova'];
const voice = createVoiceService({ config: loadConfig({ TTS_CACHE_MB: '0', VOICE_CONCURRENCY: '1' }) });

await voice.synthesize({ text: 'Warm up.', voice: 'nova' });
const rows = [];
const per100 = [];
for (const v of voices) {
  for (const text of texts) {
    const samples = [];
    let audioSec = 0;
    for (let i = 0; i < repeats; i++) {
      const t0 = performance.now();
      const r = await voice.synthesize({ text: `${text} (${i})`, voiceType: v });
      samples.push(performance.now() - t0);
      audioSec = r.durationSec ?? 0;
    }
    const s = stats(samples);
    const msPer100 = (s.p50 / text.length) * 100;
    per100.push(msPer100);
    rows.push({ voice: v, chars: text.length, p50Ms: s.p50, msPer100Chars: msPer100, audioSec, realTimeFactor: s.p50 / 1000 / audioSec });
  }
}
await voice.close();
console.log('voice      chars   p50 time   per 100 chars   audio    RTF');
for (const r of rows) {
  console.log(`${r.voice.padEnd(10)} ${String(r.chars).padStart(5)}  ${ms(r.p50Ms).padStart(9)}  ${ms(r.msPer100Chars).padStart(12)}   ${r.audioSec.toFixed(1).padStart(5)} s  ${r.realTimeFactor.toFixed(3)}`);
}
const summary = stats(per100);
console.log(`time per 100 characters: median ${ms(summary.p50)}, worst ${ms(summary.max)}`);
console.log(`saved ${save('voice-tts', { repeats, rows, msPer100Chars: summary })}`);
