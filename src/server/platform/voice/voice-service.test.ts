import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createLimiter, VoiceBusyError } from './limiter';
import type { TtsEngine } from './tts';
import { sarcasticSsml } from './tts';
import { createVoiceService } from './voice-service';
import { resolveVoice } from './voices';
import { fixWavHeader, parseWav, pcmToWav } from './wav';

function countingTts(delayMs = 30) {
  const state = { calls: 0, active: 0, maxActive: 0 };
  const engine: TtsEngine = {
    name: 'espeak',
    async synthesize(text) {
      state.calls++;
      state.active++;
      state.maxActive = Math.max(state.maxActive, state.active);
      await new Promise((r) => setTimeout(r, delayMs));
      state.active--;
      return { audio: pcmToWav(Buffer.from(text.padEnd(64, '.')), 16000), contentType: 'audio/wav' };
    },
  };
  return { engine, state };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-voice-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const config = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, VOICE_CONCURRENCY: '2', VOICE_QUEUE_LIMIT: '10', ...env });

describe('voice service', () => {
  // Found by the contract fuzz: the work dir (uploaded recordings, converted audio) was
  // created in os.tmpdir(), outside DATA_DIR.
  it('keeps its working files under DATA_DIR and removes them on close', async () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-voice-own-'));
    try {
      const voice = createVoiceService({ config: loadConfig({ DATA_DIR: own }), tts: countingTts().engine });
      expect(fs.readdirSync(path.join(own, 'tmp'))).toEqual([expect.stringMatching(/^voice-/)]);
      await voice.close();
      expect(fs.readdirSync(path.join(own, 'tmp'))).toEqual([]);
    } finally {
      fs.rmSync(own, { recursive: true, force: true });
    }
  });

  it('runs at most VOICE_CONCURRENCY syntheses at once', async () => {
    const { engine, state } = countingTts();
    const voice = createVoiceService({ config: config(), tts: engine });
    try {
      await Promise.all(Array.from({ length: 6 }, (_, i) => voice.synthesize({ text: `Sentence number ${i}.` })));
      expect(state.calls).toBe(6);
      expect(state.maxActive).toBe(2);
    } finally {
      await voice.close();
    }
  });

  it('refuses with 503 when the queue is full rather than queueing forever', async () => {
    const { engine } = countingTts(100);
    const voice = createVoiceService({ config: config({ VOICE_CONCURRENCY: '1', VOICE_QUEUE_LIMIT: '1' }), tts: engine });
    try {
      const results = await Promise.allSettled([1, 2, 3].map((i) => voice.synthesize({ text: `Busy ${i}.` })));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      const reason = (results[2] as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(VoiceBusyError);
      expect(reason).toMatchObject({ statusCode: 503, code: 'voice_busy' });
    } finally {
      await voice.close();
    }
  });

  it('shares one synthesis between identical concurrent requests and caches it', async () => {
    const { engine, state } = countingTts();
    const voice = createVoiceService({ config: config(), tts: engine });
    try {
      const [a, b] = await Promise.all([voice.synthesize({ text: 'Same.' }), voice.synthesize({ text: 'Same.' })]);
      expect(state.calls).toBe(1);
      expect([a.cache, b.cache].sort()).toEqual(['hit', 'miss']);
      const c = await voice.synthesize({ text: 'Same.', voice: 'rachel' });
      expect(c.cache).toBe('hit');
      expect(state.calls).toBe(1);
    } finally {
      await voice.close();
    }
  });

  it('evicts from the cache by size', async () => {
    const { engine, state } = countingTts();
    // 108-byte WAVs, 200-byte cache: only one fits.
    const voice = createVoiceService({ config: config({ TTS_CACHE_MB: String(200 / 1024 / 1024) }), tts: engine });
    try {
      await voice.synthesize({ text: 'One.' });
      await voice.synthesize({ text: 'Two.' });
      await voice.synthesize({ text: 'One.' });
      expect(state.calls).toBe(3);
    } finally {
      await voice.close();
    }
  });
});

describe('voices', () => {
  it('resolves voiceType before voice, case and suffix insensitive, defaulting to Rachel', () => {
    expect(resolveVoice({})).toBe('rachel');
    expect(resolveVoice({ voice: 'nova' })).toBe('nova');
    expect(resolveVoice({ voice: 'nova', voiceType: 'sarcastic' })).toBe('sarcastic');
    expect(resolveVoice({ voiceType: 'Arnold Authoritative' })).toBe('arnold');
    expect(() => resolveVoice({ voice: 'darth' })).toThrow(/Unknown voice "darth"/);
  });

  it('builds sarcastic SSML with escaped text and punctuation inside the prosody tags', () => {
    const ssml = sarcasticSsml('Oh great. <Another> meeting & more!');
    expect(ssml).toBe(
      '<speak><prosody pitch="+40%" range="x-high" rate="70%">Oh great.</prosody><break time="300ms"/> ' +
        '<prosody pitch="+40%" range="x-high" rate="70%">&lt;Another&gt; meeting &amp; more!</prosody><break time="300ms"/></speak>',
    );
  });
});

describe('wav', () => {
  it('repairs a streamed header and parses what pcmToWav writes', () => {
    const wav = pcmToWav(Buffer.alloc(32000), 16000);
    expect(parseWav(wav)).toMatchObject({ format: 1, channels: 1, sampleRate: 16000, bitsPerSample: 16, dataBytes: 32000, durationSec: 1 });
    const streamed = Buffer.from(wav);
    streamed.writeUInt32LE(0x7ffff000, 4);
    streamed.writeUInt32LE(0x7ffff000, 40);
    const fixed = fixWavHeader(streamed);
    expect(fixed.readUInt32LE(4)).toBe(fixed.length - 8);
    expect(fixed.readUInt32LE(40)).toBe(32000);
    expect(() => parseWav(Buffer.from('not a wav file at all, definitely not, no riff here'))).toThrow();
  });

  it('limits concurrency in the limiter itself', async () => {
    const limiter = createLimiter(1, 0);
    const slow = limiter.run(() => new Promise((r) => setTimeout(r, 20)));
    await expect(limiter.run(async () => 1)).rejects.toBeInstanceOf(VoiceBusyError);
    await slow;
    await expect(limiter.run(async () => 2)).resolves.toBe(2);
  });
});
